"""The buyer's own prices: a dialog that edits a core.buyer_prices.overrides.PriceOverrides, and its file helpers.

One table row per GPU (catalog new and used price, the buyer's new and used price, a currency per row)
and one per cloud instance and market. What the buyer types is kept as typed and checked on every
keystroke: a bad cell turns red, says why in its tooltip and in the line above the buttons, and OK
stays disabled until it is fixed or emptied. An empty cell means "use the catalog's price".

    dialog = PriceEditor(catalog, overrides, usd_to_cny=scenario.budget.usd_to_cny, parent=window)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        save_overrides(dialog.accepted_overrides(), path)

The catalog passed in should be the plain catalog, not one with the overrides already applied.
"""

from __future__ import annotations

import datetime as dt
import functools
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionComboBox,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gpu_advisor.core.buyer_prices import (
    CloudPriceOverride,
    GpuPriceOverride,
    PriceFileError,
    PriceOverrides,
    load_price_file,
    price_file_text,
)
from gpu_advisor.core.catalog import Catalog, normalize
from gpu_advisor.core.foundation import (
    MAX_GPU_PRICE,
    MAX_HOURLY_PRICE,
    MIN_GPU_PRICE,
    MIN_HOURLY_PRICE,
    USD_TO_CNY_RANGE,
    AmountError,
    atomic_write_text,
    money_text,
    parse_amount,
)
from gpu_advisor.core.options import is_stale
from gpu_advisor.gui.safety import as_plain

CURRENCIES = ("CNY", "USD")
MARKETS = ("cn", "us", "eu", "other")
DEFAULT_SOURCE = GpuPriceOverride.model_fields["source"].default  # "my own quote"
# the limits of the price file, the catalog and the cost engine (core.foundation.limits): what the editor accepts,
# the file takes and the engine can cost
GPU_PRICE_LIMIT = MAX_GPU_PRICE  # a price must be below it
HOURLY_PRICE_LIMIT = MAX_HOURLY_PRICE
LEAST_PRICE = {
    GPU_PRICE_LIMIT: MIN_GPU_PRICE,
    HOURLY_PRICE_LIMIT: MIN_HOURLY_PRICE,
}  # the same as a quote's (core.foundation.limits)
RATE_RANGE = USD_TO_CNY_RANGE
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 1
ERROR_RED = QColor("#d32f2f")  # readable on light and dark palettes

_PLAIN_NUMBER = re.compile(r"^(\d+(\.\d*)?|\.\d+)$")
_GROUPED_NUMBER = re.compile(r"^\d{1,3}(,\d{3})+(\.\d*)?$")


# ---------------------------------------------------------------- what a cell holds


def parse_price(text: str, limit: float, least: float = 0.0) -> tuple[float | None, str | None]:
    """(amount, None) for a usable price, (None, None) for an empty cell, (None, error code) otherwise.

    Read as every amount in the app is (core.foundation.amounts): full-width digits from a Chinese input method,
    thousands commas ("12,000"), 万 and k ("1.6万", "16k"). The currency is the row's Currency column, so a symbol in
    the cell (¥, $) is refused rather than guessed. Codes: "not_number", "not_positive", "currency_mark",
    "too_small" (under `least`: 0.000000001 is a slip, not a price), "too_large".
    """
    if not text.strip():
        return None, None
    try:
        typed = parse_amount(text)
    except AmountError as exc:
        return None, "not_positive" if exc.reason == "negative" else "not_number"
    if typed.currency is not None:
        return None, "currency_mark"
    amount = typed.value
    if amount <= 0:
        return None, "not_positive"
    if amount < least:
        return None, "too_small"
    if amount >= limit:
        return None, "too_large"
    return amount, None


def _as_input(amount: float) -> str:
    """A loaded amount as the buyer would have typed it: 175000, 25249.95, 0.8048."""
    return f"{amount:.6f}".rstrip("0").rstrip(".")


@dataclass
class _Cell:
    """One "my price" cell: the text as typed, and the date and source it will be saved with."""

    text: str = ""
    currency: str = "CNY"
    as_of: dt.date | None = None
    source: str = DEFAULT_SOURCE
    amount: float | None = None
    error: str | None = None

    @property
    def filled(self) -> bool:
        return bool(self.text.strip())


@dataclass
class _CatalogPrice:
    text: str  # "USD 29,500 · 2026-03-31" or "—"
    source: str = ""
    stale: bool = False


@dataclass
class _Row:
    key: str  # catalog id of the GPU or cloud instance
    name: str
    search: str
    catalog: list[_CatalogPrice]
    cells: list[_Cell]
    currency: str  # for cells typed into from empty
    market: str | None = None  # cloud rows only
    region: str = "custom"

    def filled_currencies(self) -> list[str]:
        seen: list[str] = []
        for cell in self.cells:
            if cell.filled and cell.currency not in seen:
                seen.append(cell.currency)
        return seen

    def currency_for_new_cell(self) -> str:
        seen = self.filled_currencies()
        return seen[0] if len(seen) == 1 else self.currency


# ---------------------------------------------------------------- the table model


class _PriceModel(QAbstractTableModel):
    """Rows of one kind (GPUs or cloud instances); columns: name, [market], catalog prices, my prices,
    currency, date. Every text a person reads comes from the dialog (self.texts), so one retranslate()
    updates it."""

    edited = Signal()

    def __init__(
        self, rows: list[_Row], columns: list[tuple[str, int]], limit: float, today: Callable[[], dt.date], parent=None
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

    def source_text(self, row: _Row) -> str:
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

    def _mine_data(self, row: _Row, cell: _Cell, column: int, role):
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

    def _check(self, cell: _Cell) -> None:
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

    def errors(self) -> list[tuple[_Row, int, _Cell]]:
        found = []
        for row in self.rows:
            for n, cell in enumerate(row.cells):
                if cell.error:
                    found.append((row, self.column_of("mine", n), cell))
        return found

    def filled(self) -> int:
        return sum(cell.filled for row in self.rows for cell in row.cells)


class _FilterModel(QSortFilterProxyModel):
    def set_query(self, text: str) -> None:
        self.setFilterFixedString(normalize(text))


# ---------------------------------------------------------------- view and editors


class _PriceTable(QTableView):
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


class _PriceDelegate(QStyledItemDelegate):
    """A line edit for prices and a combo box for the currency, both committing on every change so
    that the dialog checks the input as it is typed; the currency cell is drawn as a combo box."""

    def __init__(self, model: _PriceModel, parent=None):
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


# ---------------------------------------------------------------- the dialog


@dataclass
class _Loaded:
    """What an overrides file said, sorted into what the tables can show and what they cannot."""

    gpu: dict[tuple[str, str], GpuPriceOverride] = field(default_factory=dict)
    cloud: dict[tuple[str, str], CloudPriceOverride] = field(default_factory=dict)
    unknown: list[str] = field(default_factory=list)


class PriceEditor(QDialog):
    """Edits the buyer's own GPU and cloud prices and the exchange rate.

    accepted_overrides() gives the PriceOverrides after OK (only the cells the buyer filled; usd_to_cny only when
    the buyer set a rate, here or in the file); before OK or after Cancel it gives what was passed in.
    """

    def __init__(
        self,
        catalog: Catalog,
        overrides: PriceOverrides | None,
        usd_to_cny: float,
        parent=None,
        *,
        default_currency: str = "CNY",
        today: dt.date | None = None,
    ):
        super().__init__(parent)
        self._catalog = catalog
        self._given = overrides or PriceOverrides()
        self._base_rate = min(max(float(usd_to_cny), RATE_RANGE[0]), RATE_RANGE[1])
        self._today_fixed = today
        self._default_currency = default_currency if default_currency in CURRENCIES else "CNY"
        self._result = self._given
        self._rate_set = self._given.usd_to_cny is not None

        loaded = self._sort_loaded(self._given)
        self._unknown = loaded.unknown
        self.gpu_model = _PriceModel(
            self._gpu_rows(loaded),
            [
                ("name", 0),
                ("catalog", 0),
                ("catalog", 1),
                ("mine", 0),
                ("mine", 1),
                ("currency", 0),
                ("date", 0),
                ("source", 0),
            ],
            GPU_PRICE_LIMIT,
            self._today,
            self,
        )
        self.cloud_model = _PriceModel(
            self._cloud_rows(loaded),
            [
                ("name", 0),
                ("market", 0),
                ("catalog", 0),
                ("mine", 0),
                ("currency", 0),
                ("date", 0),
                ("source", 0),
            ],
            HOURLY_PRICE_LIMIT,
            self._today,
            self,
        )

        self._build()
        self.retranslate()
        self._update_state()
        self.resize(self._preferred_size())

    # -- the day a typed price is dated

    def _today(self) -> dt.date:
        return self._today_fixed or dt.date.today()

    # -- rows from the catalog and the overrides

    def _sort_loaded(self, overrides: PriceOverrides) -> _Loaded:
        loaded = _Loaded()
        for item in overrides.gpu_prices:
            gpu = self._catalog.gpus.find(item.gpu)
            if gpu is None:
                loaded.unknown.append(item.gpu)
                continue
            key = (gpu.id, item.condition)
            # several of the buyer's prices for one GPU and condition: the engine uses the newest
            if key not in loaded.gpu or item.as_of >= loaded.gpu[key].as_of:
                loaded.gpu[key] = item
        for cloud_price in overrides.cloud_prices:
            instance = self._catalog.cloud.find(cloud_price.instance)
            if instance is None:
                loaded.unknown.append(cloud_price.instance)
                continue
            loaded.cloud[(instance.id, cloud_price.market)] = cloud_price
        return loaded

    def _catalog_price(
        self, amount: float, currency: str, as_of: dt.date, source: str, hourly: bool = False
    ) -> _CatalogPrice:
        # a rate below 1 an hour keeps three significant digits (0.053), a price below 10 four (0.8048 per million
        # tokens), cents up to 100 and whole units above; a rate from 1 up keeps its cents (2,499.50)
        shown = (
            money_text(amount, cents_below=math.inf, significant_below=1, significant_digits=3)
            if hourly
            else money_text(amount, cents_below=100, significant_below=10, significant_digits=4)
        )
        return _CatalogPrice(f"{currency} {shown} · {as_of.isoformat()}", source, is_stale(as_of, self._today()))

    def _gpu_rows(self, loaded: _Loaded) -> list[_Row]:
        rows = []
        for gpu in self._catalog.gpus:
            # the price the engine uses: the newest of each condition (core.recommend.price_of)
            newest = {}
            for listed in sorted((p for p in gpu.prices if not p.source.startswith("user:")), key=lambda p: p.as_of):
                newest[listed.condition] = listed
            catalog = []
            cells = []
            for condition in ("new", "used"):
                price = newest.get(condition)
                catalog.append(
                    self._catalog_price(price.amount, price.currency, price.as_of, price.source)
                    if price
                    else _CatalogPrice("—")
                )
                item = loaded.gpu.get((gpu.id, condition))
                cells.append(
                    _Cell(_as_input(item.amount), item.currency, item.as_of, item.source)
                    if item
                    else _Cell(currency=self._default_currency)
                )
            filled = [c.currency for c in cells if c.filled]
            search = "|".join(normalize(t) for t in (gpu.name, gpu.id, *gpu.aliases))
            rows.append(_Row(gpu.id, gpu.name, search, catalog, cells, filled[0] if filled else self._default_currency))
        return rows

    def _cloud_rows(self, loaded: _Loaded) -> list[_Row]:
        rows = []
        rate = self._given.usd_to_cny or self._base_rate
        for instance in self._catalog.cloud:
            gpu = self._catalog.gpus.find(instance.gpu)
            words = [instance.name, instance.id, instance.provider, *instance.aliases]
            if gpu is not None:
                words += [gpu.name, gpu.id, *gpu.aliases]
            search = "|".join(normalize(t) for t in words)
            markets = [
                m for m in MARKETS if any(p.market == m for p in instance.prices) or (instance.id, m) in loaded.cloud
            ]
            for market in markets:
                prices = [p for p in instance.prices if p.market == market and not p.source.startswith("user:")]
                if prices:
                    # the one the engine uses for a buyer in this market: the cheapest
                    price = min(prices, key=lambda p: p.on_demand_per_hour * (rate if p.currency == "USD" else 1))
                    catalog = self._catalog_price(
                        price.on_demand_per_hour, price.currency, price.as_of, price.source, hourly=True
                    )
                    currency = price.currency
                else:
                    catalog, currency = _CatalogPrice("—"), ("CNY" if market == "cn" else "USD")
                item = loaded.cloud.get((instance.id, market))
                if item:
                    cell = _Cell(_as_input(item.on_demand_per_hour), item.currency, item.as_of, item.source)
                    currency = item.currency
                else:
                    cell = _Cell(currency=currency)
                rows.append(
                    _Row(
                        instance.id,
                        instance.name,
                        search,
                        [catalog],
                        [cell],
                        currency,
                        market=market,
                        region=item.region if item else "custom",
                    )
                )
        return rows

    # -- widgets

    def _build(self) -> None:
        self.intro = QLabel()
        self.intro.setWordWrap(True)

        self.find_label = QLabel()
        self.filter_edit = QLineEdit()
        self.filter_edit.setClearButtonEnabled(True)
        self.find_label.setBuddy(self.filter_edit)
        self.rate_label = QLabel()
        self.rate_spin = QDoubleSpinBox()
        self.rate_spin.setRange(*RATE_RANGE)
        self.rate_spin.setDecimals(4)
        self.rate_spin.setSingleStep(0.01)
        self.rate_spin.setValue(self._given.usd_to_cny or self._base_rate)
        self.rate_spin.setKeyboardTracking(True)
        self.rate_label.setBuddy(self.rate_spin)

        top = QHBoxLayout()
        top.addWidget(self.find_label)
        top.addWidget(self.filter_edit, 1)
        top.addSpacing(self.fontMetrics().horizontalAdvance("MM"))
        top.addWidget(self.rate_label)
        top.addWidget(self.rate_spin)

        self.gpu_proxy, self.gpu_view = self._table(self.gpu_model)
        self.cloud_proxy, self.cloud_view = self._table(self.cloud_model)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.gpu_view, "")
        self.tabs.addTab(self.cloud_view, "")

        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        palette = self.message.palette()
        palette.setColor(QPalette.ColorRole.WindowText, ERROR_RED)
        self.message.setPalette(palette)

        # own buttons, not StandardButton.Ok/Cancel: the box would put Qt's own (untranslated without
        # qtbase_*.qm) texts back on them at every LanguageChange
        self.buttons = QDialogButtonBox()
        self.reset_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ResetRole)
        self.ok_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.ok_button.setDefault(True)
        for button in (self.reset_button, self.cancel_button):
            button.setAutoDefault(False)  # Enter in a field means OK, never "reset" or "throw away"
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self.reset_to_catalog)

        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.notice)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

        self.filter_edit.textChanged.connect(self._filter)
        self.rate_spin.valueChanged.connect(self._rate_changed)
        self.gpu_model.edited.connect(self._update_state)
        self.cloud_model.edited.connect(self._update_state)

        # reading order: find, rate, the tables, then the buttons (Reset, OK, Cancel)
        QWidget.setTabOrder(self.filter_edit, self.rate_spin)
        QWidget.setTabOrder(self.rate_spin, self.tabs)
        QWidget.setTabOrder(self.tabs, self.gpu_view)
        QWidget.setTabOrder(self.gpu_view, self.cloud_view)
        QWidget.setTabOrder(self.cloud_view, self.reset_button)
        QWidget.setTabOrder(self.reset_button, self.ok_button)
        QWidget.setTabOrder(self.ok_button, self.cancel_button)
        self.filter_edit.setFocus()

    def _table(self, model: _PriceModel) -> tuple[_FilterModel, _PriceTable]:
        proxy = _FilterModel(self)
        proxy.setSourceModel(model)
        proxy.setFilterRole(SEARCH_ROLE)
        proxy.setFilterKeyColumn(0)
        view = _PriceTable()
        view.setModel(proxy)
        view.setItemDelegate(_PriceDelegate(model, view))
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.SelectedClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        view.setAlternatingRowColors(True)
        view.setWordWrap(False)
        view.setTextElideMode(Qt.TextElideMode.ElideRight)
        view.verticalHeader().hide()
        header = view.horizontalHeader()
        header.setMinimumSectionSize(self.fontMetrics().horizontalAdvance("0000000000"))
        # rows tall enough for the currency combo box, whatever the font and screen scale
        combo_height = QComboBox().sizeHint().height() + 4
        view.verticalHeader().setDefaultSectionSize(max(view.verticalHeader().defaultSectionSize(), combo_height))
        tint = self.palette().color(QPalette.ColorRole.Highlight)
        tint.setAlpha(22)
        model.editable_tint = tint
        return proxy, view

    def _preferred_size(self) -> QSize:
        """Wide enough for every column and a readable GPU name, tall enough for a dozen rows; never
        larger than the screen."""
        view = self.gpu_view
        header = view.horizontalHeader()
        columns = range(1, self.gpu_model.columnCount())
        width = sum(max(view.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in columns)
        # the GPU names, up to about "NVIDIA GeForce RTX 5090D 32GB (China, V1)"; longer ones are elided
        width += min(view.sizeHintForColumn(0), self.fontMetrics().horizontalAdvance("x" * 52))
        width += view.verticalScrollBar().sizeHint().width() + 4 * view.frameWidth()
        width += 2 * self.style().pixelMetric(QStyle.PixelMetric.PM_LayoutLeftMargin)
        height = self.sizeHint().height() + 12 * view.verticalHeader().defaultSectionSize()
        size = QSize(width, height)
        screen = self.screen()
        if screen is not None:
            size = size.boundedTo(screen.availableGeometry().size() * 0.9)
        return size

    # -- texts

    def changeEvent(self, event):  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("My prices"))
        self.intro.setText(
            self.tr(
                "Type the prices you were quoted. Your price replaces the catalog's price in every recommendation; "
                "leave a cell empty to use the catalog's price."
            )
        )
        self.find_label.setText(self.tr("&Find:"))
        self.filter_edit.setPlaceholderText(self.tr("GPU or cloud instance name, e.g. 4090"))
        self.filter_edit.setAccessibleName(self.tr("Find a GPU or cloud instance by name"))
        self.rate_label.setText(self.tr("E&xchange rate (CNY per USD):"))
        self.rate_spin.setAccessibleName(self.tr("Exchange rate, yuan per US dollar"))
        self.rate_spin.setToolTip(
            self.tr("How many yuan one US dollar buys; used wherever prices in two currencies are compared.")
        )
        self.tabs.setAccessibleName(self.tr("Price tables"))
        self.gpu_view.setAccessibleName(self.tr("GPU prices"))
        self.cloud_view.setAccessibleName(self.tr("Cloud instance prices"))
        self.reset_button.setText(self.tr("&Reset to catalog"))
        self.reset_button.setAccessibleName(self.tr("Reset to catalog"))
        self.reset_button.setToolTip(
            self.tr("Clear all your prices and use the catalog's prices and the exchange rate you started with.")
        )
        self.ok_button.setText(self.tr("OK"))
        self.ok_button.setAccessibleName(self.ok_button.text())
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleName(self.cancel_button.text())

        self.gpu_model.headers = [
            self.tr("GPU"),
            self.tr("Catalog: new"),
            self.tr("Catalog: used"),
            self.tr("My price: new"),
            self.tr("My price: used"),
            self.tr("Currency"),
            self.tr("Date of my price"),
            self.tr("Price from"),
        ]
        self.cloud_model.headers = [
            self.tr("Cloud instance"),
            self.tr("Market"),
            self.tr("Catalog: per hour"),
            self.tr("My price per hour"),
            self.tr("Currency"),
            self.tr("Date of my price"),
            self.tr("Price from"),
        ]
        texts = {
            "source": self.tr("Source: {0}"),
            "stale": self.tr("Older than six months: ask for a current quote."),
            "no_catalog_price": self.tr("The catalog has no price for this."),
            "mine_tip": self.tr("Type your price, e.g. a supplier's quote. Leave it empty to use the catalog's price."),
            "currency_tip": self.tr("Currency of your prices in this row."),
            "mixed_currency": self.tr(
                "Your new and used prices are in different currencies; choosing one here sets both."
            ),
            # {0}: a column such as "My price: new", {1}: a GPU or cloud instance
            "for": self.tr("{0} for {1}"),
            "from_catalog": self.tr("catalog"),
            "typed": self.tr("typed by you"),
            # {0}: a quote's file name and row, e.g. "quote.xlsx, row 4"
            "from_quote": self.tr("quote {0}"),
        }
        markets = {
            "cn": self.tr("China"),
            "us": self.tr("United States"),
            "eu": self.tr("Europe"),
            "other": self.tr("Other"),
        }
        for model in (self.gpu_model, self.cloud_model):
            model.texts = texts
            model.market_names = markets
            model.error_text = functools.partial(self._error_text, limit=model.limit)
            model.refresh_texts()
        self._update_state()

    def _error_text(self, code: str, limit: float | None = None) -> str:
        if code == "not_number":
            return self.tr("Not a number: type it as 12000, 12,000.50, 1.2万 or 12k.")
        if code == "not_positive":
            return self.tr("A price must be more than zero.")
        if code == "currency_mark":
            return self.tr("Type the number only: the currency is chosen in the Currency column.")
        if code == "too_small":
            least = LEAST_PRICE.get(limit or GPU_PRICE_LIMIT, MIN_GPU_PRICE)
            return self.tr("Too small to be a price: at least {0}.").format(f"{least:g}")
        if code == "too_large":
            return self.tr("Too large: a price must be less than {0}.").format(f"{limit or GPU_PRICE_LIMIT:,.0f}")
        return code

    # -- state

    def _filter(self, text: str) -> None:
        self.gpu_proxy.set_query(text)
        self.cloud_proxy.set_query(text)
        # show the tab that has something when the other has nothing
        if text and self.tabs.currentIndex() == 0 and not self.gpu_proxy.rowCount() and self.cloud_proxy.rowCount():
            self.tabs.setCurrentIndex(1)
        elif text and self.tabs.currentIndex() == 1 and not self.cloud_proxy.rowCount() and self.gpu_proxy.rowCount():
            self.tabs.setCurrentIndex(0)

    def _rate_changed(self, _value: float) -> None:
        self._rate_set = True

    def errors(self) -> list[str]:
        """One line per cell to fix, in the current language."""
        lines = []
        for model in (self.gpu_model, self.cloud_model):
            for row, column, cell in model.errors():
                assert cell.error is not None  # model.errors() lists the cells that have one
                what = model.headers[column]
                if row.market:
                    what = f"{what}, {model.market_names.get(row.market, row.market)}"
                lines.append(
                    self.tr("{0} ({1}): {2}").format(row.name, what, self._error_text(cell.error, model.limit))
                )
        return lines

    def is_valid(self) -> bool:
        return not (self.gpu_model.errors() or self.cloud_model.errors())

    def _update_state(self) -> None:
        if not hasattr(self, "ok_button"):
            return
        errors = self.errors()
        self.ok_button.setEnabled(not errors)
        if errors:
            text = errors[0]
            if len(errors) > 1:
                text += "  " + self.tr("Other prices to fix: {0}.").format(len(errors) - 1)
            self.message.setText(text)
        self.message.setVisible(bool(errors))
        self.message.setAccessibleName(self.message.text() if errors else "")
        if self._unknown:
            self.notice.setText(
                self.tr(
                    "Your price file has prices for {0}, which the catalog no longer lists; they are left out when you press OK."
                ).format(", ".join(self._unknown))
            )
        self.notice.setVisible(bool(self._unknown))
        gpus, cloud = self.gpu_model.filled(), self.cloud_model.filled()
        # the number of prices the buyer filled in on each tab
        self.tabs.setTabText(0, self.tr("&GPUs ({0})").format(gpus) if gpus else self.tr("&GPUs"))
        self.tabs.setTabText(
            1, self.tr("C&loud instances ({0})").format(cloud) if cloud else self.tr("C&loud instances")
        )

    def current_overrides(self) -> PriceOverrides | None:
        """The overrides the tables hold now, or None while a cell is invalid."""
        if not self.is_valid():
            return None
        gpu_prices = []
        for row in self.gpu_model.rows:
            for condition, cell in zip(("new", "used"), row.cells, strict=True):
                if cell.amount is not None:
                    gpu_prices.append(
                        GpuPriceOverride(
                            gpu=row.key,
                            condition=condition,
                            currency=cell.currency,
                            amount=cell.amount,
                            as_of=cell.as_of or self._today(),
                            source=cell.source,
                        )
                    )
        cloud_prices = []
        for row in self.cloud_model.rows:
            cell = row.cells[0]
            if cell.amount is not None:
                cloud_prices.append(
                    CloudPriceOverride(
                        instance=row.key,
                        region=row.region,
                        market=row.market,
                        currency=cell.currency,
                        on_demand_per_hour=cell.amount,
                        as_of=cell.as_of or self._today(),
                        source=cell.source,
                    )
                )
        rate = round(self.rate_spin.value(), self.rate_spin.decimals()) if self._rate_set else None
        return PriceOverrides(usd_to_cny=rate, gpu_prices=gpu_prices, cloud_prices=cloud_prices)

    def accepted_overrides(self) -> PriceOverrides:
        """The overrides accepted with OK; what was passed in until then. (Not result(): that is QDialog's code.)"""
        return self._result

    # -- actions

    def reset_to_catalog(self) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Reset to catalog"),
            self.tr(
                "Clear all your prices and set the exchange rate back to {0}? The catalog's prices will be used again."
            ).format(f"{self._base_rate:g}"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.gpu_model.clear_mine()  # a model reset also closes an open cell editor
        self.cloud_model.clear_mine()
        self._unknown = []
        self.rate_spin.setValue(self._base_rate)
        self._rate_set = False
        self._update_state()
        return True

    def accept(self) -> None:
        overrides = self.current_overrides()
        if overrides is None:  # Enter pressed in a cell while another one is wrong
            self._update_state()
            return
        self._result = overrides
        super().accept()


# ---------------------------------------------------------------- files


def save_overrides(overrides: PriceOverrides, path: Path | str) -> None:
    """Write the price file atomically (readers see the old or the new file, never half of one). An output
    that must not be replaced (a device, a FIFO, a folder, a read-only file, an empty path) raises
    core.foundation.user_files.OutputFileError, an OSError; a symlink is written through."""
    if str(path).strip():  # Path("") is the current folder: let the writer say no file was given
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, price_file_text(overrides), "price file")


def load_overrides_or_none(path: Path | str, lang: str = "en") -> tuple[PriceOverrides | None, str | None]:
    """(overrides, None) for a good file; (None, None) when there is no file yet; (None, message naming the
    file and the field, in `lang`) for a file that cannot be used. Never raises for a bad file."""
    path = Path(path)
    if not path.exists():
        return None, None
    try:
        return load_price_file(path), None
    except PriceFileError as exc:
        return None, exc.render(lang)
    except (RecursionError, ValueError, OSError) as exc:  # e.g. absurdly nested JSON
        return None, f"{path.name}: not a usable price file ({type(exc).__name__})"


__all__ = ["PriceEditor", "load_overrides_or_none", "parse_price", "save_overrides"]
