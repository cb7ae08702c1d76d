"""File > Import a supplier quote…: choose a CSV or .xlsx quote, see which rows match the catalog and which do not
(and why), and on OK keep the matched prices in the buyer's price file (core.buyer_prices.quote does the reading).

    quote = read_quote(path, session.catalog)            # core.buyer_prices.quote.QuoteError: one line, shown in a warning
    dialog = QuoteImportDialog(quote, lang, parent)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        overrides = merge_quote(session.price_overrides, quote, session.catalog)

Every cell is plain text (QTableWidgetItem): a name like "=HYPERLINK(...)" or "<b>" is shown as written.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gpu_advisor.core.buyer_prices import Quote
from gpu_advisor.core.foundation import money_text
from gpu_advisor.gui.safety import as_plain

QUOTE_FILTER_SUFFIXES = "*.csv *.xlsx *.tsv *.txt"


class QuoteImportDialog(QDialog):
    """The preview of one quote: the matched rows (row, the quote's item, catalog name, condition, price) and the
    rows not used with the reason. OK keeps the matched prices; it is disabled when nothing matched."""

    def __init__(self, quote: Quote, lang: str = "en", parent: QWidget | None = None):
        super().__init__(parent)
        self.quote = quote
        self.lang = lang
        self.chosen: dict[int, int] = {}  # row -> the near miss's choice the buyer accepted (Quote.with_choices)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.matched_label = QLabel()
        self.matched = self._table(5)
        self.unmatched_label = QLabel()
        self.unmatched = self._table(4)
        self.unmatched.setWordWrap(True)  # a reason is a sentence: wrapped, never cut to "did you mean NVIDIA…"
        self.unmatched.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.buttons = QDialogButtonBox()
        # own buttons, as the price editor: Qt's standard ones would lose their Chinese at each LanguageChange
        self.ok_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.ok_button.setDefault(True)
        self.ok_button.setEnabled(bool(quote.lines))  # and when the buyer accepts a suggested name (_choose)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.matched_label)
        layout.addWidget(self.matched, 2)
        layout.addWidget(self.unmatched_label)
        layout.addWidget(self.unmatched, 3)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)
        self.matched_label.setBuddy(self.matched)
        self.unmatched_label.setBuddy(self.unmatched)
        self.retranslate()
        self.resize(self.fontMetrics().horizontalAdvance("x") * 130, self.fontMetrics().height() * 34)

    def _table(self, columns: int) -> QTableWidget:
        table = QTableWidget(0, columns)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setAlternatingRowColors(True)
        table.setWordWrap(False)
        table.verticalHeader().hide()
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        return table

    @staticmethod
    def _item(text: str, tip: str | None = None, right: bool = False) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setToolTip(as_plain(tip if tip is not None else text))  # a quote's own words, never its markup
        if right:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return item

    def _fill(self) -> None:
        conditions = {"new": self.tr("new"), "used": self.tr("used")}
        self.matched.setRowCount(len(self.quote.lines))
        for r, line in enumerate(self.quote.lines):
            # the price as its supplier wrote it: with its cents, without ".00" (175,000 beside 2,499.50)
            price = money_text(line.amount, cents_below=math.inf, trim_zero_cents=True)
            condition = (
                conditions[line.condition] if line.kind == "gpu" else self.tr("per hour, {0}").format(line.market)
            )
            for c, item in enumerate(
                (
                    self._item(str(line.row), right=True),
                    self._item(line.item),
                    self._item(line.name, f"{line.name} ({line.id})"),
                    self._item(condition),
                    self._item(f"{line.currency} {price}", right=True),
                )
            ):
                self.matched.setItem(r, c, item)
        self.unmatched.setRowCount(len(self.quote.problems))
        for r, problem in enumerate(self.quote.problems):
            reason = problem.reason.render(self.lang)
            for c, item in enumerate(
                (self._item(str(problem.row), right=True), self._item(problem.item), self._item(reason), self._item(""))
            ):
                self.unmatched.setItem(r, c, item)
            if problem.choices:
                # a near miss: the buyer may accept one of the names it may mean, with its price as the row reads
                # for it; nothing is taken unless they choose
                choice = QComboBox()
                choice.addItem(self.tr("Do not import"), None)
                for index, line in enumerate(problem.choices):
                    price = money_text(line.amount, cents_below=math.inf, trim_zero_cents=True)
                    choice.addItem(f"{line.name} · {line.currency} {price}", index)
                choice.setCurrentIndex(choice.findData(self.chosen.get(problem.row)))
                choice.setAccessibleName(self.tr("Import row %1 as").replace("%1", str(problem.row)))
                choice.currentIndexChanged.connect(
                    lambda _i, row=problem.row, box=choice: self._choose(row, box.currentData())
                )
                self.unmatched.setCellWidget(r, 3, choice)
        self.unmatched.resizeRowsToContents()

    def _choose(self, row: int, index: int | None) -> None:
        if index is None:
            self.chosen.pop(row, None)
        else:
            self.chosen[row] = index
        count = len(self.chosen_quote().lines)
        self.ok_button.setEnabled(count > 0)
        self.ok_button.setText(self.tr("Import {0} prices").format(count))
        self.ok_button.setAccessibleName(self.ok_button.text())

    def chosen_quote(self) -> Quote:
        """The quote with the suggested names the buyer accepted: what OK keeps."""
        return self.quote.with_choices(self.chosen)

    def resizeEvent(self, event):  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        self.unmatched.resizeRowsToContents()  # the reasons wrap to the width the table has now

    def changeEvent(self, event):  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Import a supplier quote"))
        self.summary.setText(self.quote.summary.render(self.lang))
        self.matched_label.setText(
            self.tr("&Matched rows ({0}): these prices will be kept").format(len(self.quote.lines))
        )
        self.unmatched_label.setText(
            self.tr("&Rows not used ({0}): where a name is close to the catalog's, choose it under “Import as”").format(
                len(self.quote.problems)
            )
        )
        self.matched.setHorizontalHeaderLabels(
            [self.tr("Row"), self.tr("In the quote"), self.tr("Catalog name"), self.tr("Condition"), self.tr("Price")]
        )
        self.unmatched.setHorizontalHeaderLabels(
            [self.tr("Row"), self.tr("In the quote"), self.tr("Why not used"), self.tr("Import as")]
        )
        self.matched.setAccessibleName(self.tr("Matched rows"))
        self.unmatched.setAccessibleName(self.tr("Rows not used"))
        self.note.setText(
            self.tr(
                "OK adds the matched prices to your prices (replacing your earlier price for the same GPU and "
                "condition); File > My prices shows where each price comes from."
            )
            if self.quote.lines
            else self.tr("No row matched the catalog: there is nothing to import.")
        )
        self.ok_button.setText(self.tr("Import {0} prices").format(len(self.chosen_quote().lines)))
        self.ok_button.setAccessibleName(self.ok_button.text())
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleName(self.cancel_button.text())
        self._fill()


__all__ = ["QUOTE_FILTER_SUFFIXES", "QuoteImportDialog"]
