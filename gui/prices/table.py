"""The price editor's tables: the model of one table (GPUs or cloud instances), its filter, the view and the
delegate that edits a cell. Every text a person reads comes from the dialog (PriceModel.texts and the rest), so one
retranslate() of the dialog updates them; nothing here calls tr()."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionComboBox,
    QTableView,
)

from gpu_advisor.core.catalog import normalize
from gpu_advisor.gui.prices.cells import CURRENCIES, DEFAULT_SOURCE, LEAST_PRICE, Cell, Row, parse_price
from gpu_advisor.gui.safety import as_plain

SEARCH_ROLE = Qt.ItemDataRole.UserRole + 1
ERROR_RED = QColor("#d32f2f")  # readable on light and dark palettes


class PriceModel(QAbstractTableModel):
    """Rows of one kind (GPUs or cloud instances); columns: name, [market], catalog prices, my prices,
    currency, date. Every text a person reads comes from the dialog (self.texts), so one retranslate()
    updates it."""

    edited = Signal()

    def __init__(
        self, rows: list[Row], columns: list[tuple[str, int]], limit: float, today: Callable[[], dt.date], parent=None
    ):
        super().__init__(parent)
        self.rows = rows
        self.columns = (
            columns  # (kind, n): ("name", 0), ("market", 0), ("catalog", i), ("mine", i), ("currency", 0), ("date", 0)
        )
        self.limit = limit
        self.today = today
        self.headers: list[str] = [""] * len(columns)
        self.texts: dict[str, str] = {}
        self.error_text: Callable[[str], str] = lambda code: code
        self.market_names: dict[str, str] = {}
        self.editable_tint = QColor(0, 0, 0, 0)
        for row in rows:
            for cell in row.cells:
                self._check(cell)

    # -- structure

    def rowCount(self, parent=QModelIndex()):  # noqa: N802, B008 (Qt naming and default)
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()):  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.columns)

    def column_of(self, kind: str, n: int = 0) -> int:
        return self.columns.index((kind, n))

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None

    def flags(self, index):
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.columns[index.column()][0] in ("mine", "currency"):
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    # -- reading

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        value = self._data(index, role)
        if role == Qt.ItemDataRole.ToolTipRole and isinstance(value, str):
            return as_plain(value)  # a source or a quote's name is shown as written, never as markup
        return value

    def _data(self, index, role):
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        kind, n = self.columns[index.column()]
        if role == SEARCH_ROLE:
            return row.search
        if kind == "name":
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
                return row.name
        elif kind == "market":
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return self.market_names.get(row.market or "", row.market)
        elif kind == "catalog":
            price = row.catalog[n]
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return price.text
            if role == Qt.ItemDataRole.ToolTipRole:
                if not price.source:
                    return self.texts.get("no_catalog_price")
                tip = self.texts.get("source", "{0}").format(price.source)
                return tip + ("\n" + self.texts.get("stale", "") if price.stale else "")
        elif kind == "mine":
            return self._mine_data(row, row.cells[n], index.column(), role)
        elif kind == "currency":
            currencies = row.filled_currencies()
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return " / ".join(currencies) if len(currencies) > 1 else row.currency_for_new_cell()
            if role == Qt.ItemDataRole.EditRole:
                return row.currency_for_new_cell()
            if role == Qt.ItemDataRole.ToolTipRole:
                tip = self.texts.get("currency_tip", "")
                return tip + ("\n" + self.texts.get("mixed_currency", "") if len(currencies) > 1 else "")
        elif kind == "date":
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                dates: list[str] = []
                for cell in row.cells:
                    if cell.filled and cell.as_of and cell.as_of.isoformat() not in dates:
                        dates.append(cell.as_of.isoformat())
                return " / ".join(dates)
        elif kind == "source":
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
                return self.source_text(row)
        return None

    def source_text(self, row: Row) -> str:
        """Where the prices in use for this row come from: the catalog, a quote (file and row) or the buyer's typing."""
        sources: list[str] = []
        for cell in row.cells:
            if not cell.filled:
                text = self.texts.get("from_catalog", "catalog")
            elif cell.source == DEFAULT_SOURCE:
                text = self.texts.get("typed", "typed")
            elif cell.source.startswith("quote: "):
                text = self.texts.get("from_quote", "{0}").format(cell.source.removeprefix("quote: "))
            else:
                text = cell.source
            if text not in sources:
                sources.append(text)
        return " / ".join(sources)

    def _mine_data(self, row: Row, cell: Cell, column: int, role):
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return cell.text
        if role == Qt.ItemDataRole.ForegroundRole and cell.error:
            return ERROR_RED
        if role == Qt.ItemDataRole.BackgroundRole:
            return QColor(211, 47, 47, 40) if cell.error else self.editable_tint
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.error_text(cell.error) if cell.error else self.texts.get("mine_tip")
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self.texts.get("for", "{0} {1}").format(self.headers[column], row.name) + (
                f": {cell.text}" if cell.filled else ""
            )
        if role == Qt.ItemDataRole.AccessibleDescriptionRole and cell.error:
            return self.error_text(cell.error)
        return None

    # -- writing

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole):  # noqa: N802
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        row = self.rows[index.row()]
        kind, n = self.columns[index.column()]
        if kind == "mine":
            cell = row.cells[n]
            text = "" if value is None else str(value)
            if text == cell.text:
                return True
            was_filled = cell.filled
            if not was_filled:
                cell.currency = row.currency_for_new_cell()
            cell.text = text
            cell.as_of = self.today() if cell.filled else None
            cell.source = DEFAULT_SOURCE
            self._check(cell)
        elif kind == "currency":
            if value not in CURRENCIES:
                return False
            row.currency = value
            for cell in row.cells:
                if cell.filled and cell.currency != value:
                    cell.currency = value
                    cell.as_of = self.today()  # a different price now: dated from the change
        else:
            return False
        self.dataChanged.emit(self.index(index.row(), 0), self.index(index.row(), self.columnCount() - 1))
        self.edited.emit()
        return True

    def _check(self, cell: Cell) -> None:
        cell.amount, cell.error = parse_price(cell.text, self.limit, LEAST_PRICE.get(self.limit, 0.0))

    # -- whole table

    def clear_mine(self) -> None:
        self.beginResetModel()
        for row in self.rows:
            for cell in row.cells:
                cell.text, cell.as_of, cell.source, cell.amount, cell.error = "", None, DEFAULT_SOURCE, None, None
        self.endResetModel()
        self.edited.emit()

    def refresh_texts(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if self.rows:
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def errors(self) -> list[tuple[Row, int, Cell]]:
        found = []
        for row in self.rows:
            for n, cell in enumerate(row.cells):
                if cell.error:
                    found.append((row, self.column_of("mine", n), cell))
        return found

    def filled(self) -> int:
        return sum(cell.filled for row in self.rows for cell in row.cells)


class FilterModel(QSortFilterProxyModel):
    def set_query(self, text: str) -> None:
        self.setFilterFixedString(normalize(text))


# ---------------------------------------------------------------- view and editors


class PriceTable(QTableView):
    """Tab and Shift+Tab step through the cells a person can edit only, and leave the table at its ends.
    The name column takes the room the others leave, but never less than a readable name: on a small
    screen the table scrolls sideways instead of cutting every name to "NVIDIA H1…"."""

    def setModel(self, model):  # noqa: N802 (Qt naming)
        super().setModel(model)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.sectionResized.connect(lambda column, _old, _new: self._fit_name_column() if column != 0 else None)

    def resizeEvent(self, event):  # noqa: N802
        super().resizeEvent(event)
        self._fit_name_column()

    def _fit_name_column(self) -> None:
        header = self.horizontalHeader()
        others = sum(header.sectionSize(c) for c in range(1, header.count()))
        readable = self.fontMetrics().horizontalAdvance("NVIDIA GeForce RTX 4090")
        header.resizeSection(0, max(self.viewport().width() - others, readable))

    def moveCursor(self, action, modifiers):  # noqa: N802 (Qt naming)
        nav = QAbstractItemView.CursorAction
        if action not in (nav.MoveNext, nav.MovePrevious):
            return super().moveCursor(action, modifiers)
        model = self.model()
        rows, columns = model.rowCount(), model.columnCount()
        current = self.currentIndex()
        step = 1 if action == nav.MoveNext else -1
        if current.isValid():
            position = current.row() * columns + current.column() + step
        else:
            position = 0 if step > 0 else rows * columns - 1
        while 0 <= position < rows * columns:
            index = model.index(position // columns, position % columns)
            if index.flags() & Qt.ItemFlag.ItemIsEditable and not self.isColumnHidden(index.column()):
                return index
            position += step
        return QModelIndex()


class PriceDelegate(QStyledItemDelegate):
    """A line edit for prices and a combo box for the currency, both committing on every change so
    that the dialog checks the input as it is typed; the currency cell is drawn as a combo box."""

    def __init__(self, model: PriceModel, parent=None):
        super().__init__(parent)
        self._model = model

    def _kind(self, index) -> str:
        return self._model.columns[index.column()][0]

    def _accessible_name(self, index) -> str:
        source = index.model().mapToSource(index) if isinstance(index.model(), QSortFilterProxyModel) else index
        row = self._model.rows[source.row()]
        return self._model.texts.get("for", "{0} {1}").format(self._model.headers[source.column()], row.name)

    def createEditor(self, parent, option, index):  # noqa: N802
        editor: QComboBox | QLineEdit
        if self._kind(index) == "currency":
            editor = QComboBox(parent)
            editor.addItems(list(CURRENCIES))
            editor.activated.connect(lambda _=0, e=editor: self.commitData.emit(e))
        else:
            editor = QLineEdit(parent)
            editor.setFrame(False)
            editor.textEdited.connect(lambda _text, e=editor: self.commitData.emit(e))
        editor.setAccessibleName(self._accessible_name(index))
        return editor

    def setEditorData(self, editor, index):  # noqa: N802
        value = index.data(Qt.ItemDataRole.EditRole) or ""
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findText(value)))
        elif editor.text() != value:  # never reset the cursor under someone's fingers
            editor.setText(value)

    def setModelData(self, editor, model, index):  # noqa: N802
        value = editor.currentText() if isinstance(editor, QComboBox) else editor.text()
        model.setData(index, value, Qt.ItemDataRole.EditRole)

    def paint(self, painter, option, index):
        if self._kind(index) != "currency":
            return super().paint(painter, option, index)
        widget = option.widget
        style = widget.style() if widget else None
        if style is None:
            return super().paint(painter, option, index)
        box = QStyleOptionComboBox()
        box.initFrom(widget)
        box.rect = option.rect.adjusted(2, 2, -2, -2)
        box.currentText = index.data(Qt.ItemDataRole.DisplayRole) or ""
        box.state = option.state | QStyle.StateFlag.State_Enabled
        box.palette = option.palette
        style.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, box, painter, widget)
        style.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, box, painter, widget)

    def sizeHint(self, option, index):  # noqa: N802
        hint = super().sizeHint(option, index)
        if self._kind(index) == "currency":
            box = QStyleOptionComboBox()
            text = index.data(Qt.ItemDataRole.DisplayRole) or "CNY"
            widget = option.widget
            style = widget.style() if widget else None
            if style is not None:
                width = option.fontMetrics.horizontalAdvance(text)
                combo = style.sizeFromContents(
                    QStyle.ContentsType.CT_ComboBox, box, QSize(width, option.fontMetrics.height()), widget
                )
                return hint.expandedTo(combo + QSize(4, 4))
        return hint
