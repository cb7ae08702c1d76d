"""The confirmation of File > Update catalog… (gui/window/catalog.py): what an update changes before it is installed.
Imported when first needed, after the first paint."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from gpu_advisor.gui.window.parts import as_plain

if TYPE_CHECKING:
    from gpu_advisor.core.catalog import PreparedUpdate


class CatalogUpdateDialog(QDialog):
    """What an update changes, before it is installed: its version, date and maker, the dates of its prices, each
    file's entries added, changed and removed against the catalog in use, and how it is applied (whole files)."""

    def __init__(self, update: PreparedUpdate, lang: str = "en", prices_problem: str = "", parent=None):
        super().__init__(parent)
        self.update_ = update
        self.lang = lang
        self.prices_problem = prices_problem  # the buyer's own prices name a part the update removes
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # the maker's words, shown as written
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table = QTableWidget(len(update.changes), 4)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for row, change in enumerate(update.changes):
            cells = [change.file, *(str(len(ids)) for ids in (change.added, change.changed, change.removed))]
            names = [", ".join(ids) for ids in (change.added, change.changed, change.removed)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    item.setToolTip(as_plain(names[column - 1][:2000]))
                self.table.setItem(row, column, item)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.warning.setTextFormat(Qt.TextFormat.PlainText)
        self.warning.setStyleSheet("color: #8a5300;")
        self.buttons = QDialogButtonBox()
        # own buttons, as the price editor: Qt's standard ones would lose their Chinese at each LanguageChange
        self.ok_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.note)
        layout.addWidget(self.warning)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.fit()

    def fit(self) -> None:
        """A size that shows every line and every file's row without scrolling (a catalog has a dozen files)."""
        metrics = self.fontMetrics()
        rows = self.table.rowCount()
        self.table.resizeRowsToContents()
        frame = 2 * self.table.frameWidth()
        height = self.table.horizontalHeader().sizeHint().height() + sum(self.table.rowHeight(r) for r in range(rows))
        self.table.setMinimumHeight(height + frame)
        self.setMinimumWidth(metrics.horizontalAdvance("x") * 90)
        self.adjustSize()

    def retranslate(self) -> None:
        from gpu_advisor.core.foundation import Text

        update, lang = self.update_, self.lang
        manifest, origin = update.manifest, update.origin
        self.setWindowTitle(self.tr("Update the catalog"))
        lines = [
            Text(
                "catalog_update.summary",
                {"version": manifest.catalog_version, "date": manifest.date.isoformat(), "maker": manifest.maker},
            ).render(lang),
        ]
        if manifest.note:
            lines.append(Text("catalog_update.note", {"note": manifest.note}).render(lang))
        lines.append(
            Text(
                "catalog_update.price_span",
                {"oldest": _iso(origin.oldest_price), "newest": _iso(origin.newest_price)},
            ).render(lang)
        )
        if update.compared_with is not None:
            lines.append(Text("catalog_update.compared_with", {"catalog": update.compared_with.name}).render(lang))
        self.summary.setText("\n".join(lines))
        self.table.setHorizontalHeaderLabels(
            [self.tr("File"), self.tr("Added"), self.tr("Changed"), self.tr("Removed")]
        )
        self.note.setText(
            Text("catalog_update.how_applied").render(lang)
            + "\n"
            + self.tr("You can go back to the catalog in use now from the File menu.")
        )
        warnings = []
        if update.older_than_bundled and update.bundled_date is not None:
            warnings.append(Text("catalog_update.older", {"date": update.bundled_date.isoformat()}).render(lang))
        if self.prices_problem:
            warnings.append(
                self.tr(
                    "Your own prices name a part this catalog does not have (%1); if you go on, your price file is "
                    "set aside, not deleted, and the catalog's prices are used."
                ).replace("%1", self.prices_problem)
            )
        self.warning.setText("\n".join(warnings))
        self.warning.setVisible(bool(warnings))
        self.ok_button.setText(self.tr("&Use this catalog"))
        self.cancel_button.setText(self.tr("Cancel"))


def _iso(date) -> str:
    return date.isoformat() if date is not None else "?"
