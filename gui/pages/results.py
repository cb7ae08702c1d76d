"""Results: the ranked options with their labels and reasons, a comparison table, charts, the checklist
and "what if" controls that update everything live. The engine runs off the GUI thread; only the
newest answer is shown."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gpu_advisor.core.foundation import Text, money_text
from gpu_advisor.core.presentation import memory_cell, name_of, speed_cell
from gpu_advisor.core.scenario import Scenario
from gpu_advisor.gui.money_field import AmountProblem, MoneySpinBox
from gpu_advisor.gui.pages.base import Page, announce_written, documents_folder
from gpu_advisor.gui.pages.load import PRECISIONS
from gpu_advisor.gui.safety import as_plain, failure_text
from gpu_advisor.gui.workers import LatestOnly

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

    from gpu_advisor.core.recommend import Recommendation

LABEL_COLOURS = {
    "recommended": "#1b5e20",
    "closest": "#8a5300",
    "budget_alternative": "#0d47a1",
    "avoid": "#b71c1c",
    "hybrid": "#4a148c",
}
STATUS_MARK = {"pass": "✓", "warn": "!", "fail": "✗"}
STATUS_COLOUR = {"pass": "#1b5e20", "warn": "#8a6d00", "fail": "#b71c1c"}


OPTION_INDEX = Qt.ItemDataRole.UserRole + 1  # a row's option, as an index into ResultsPage.table_options
SHOW_CHOICES = ["picks", "working", "everything"]


class SortableItem(QTableWidgetItem):
    """A cell that sorts by its number (money, tokens/s) when it has one, and by its text otherwise; a cell without a
    number ("—") sorts after every number."""

    def __init__(self, text: str, number: float | None):
        super().__init__(text)
        self.number = number

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine, theirs = self.number, getattr(other, "number", None)
        if mine is None and theirs is None:
            return self.text() < other.text()
        if mine is None or theirs is None:
            return theirs is None and mine is not None
        return mine < theirs


class ResultsPage(Page):
    step_id = "results"
    fills_height = True
    result_ready = Signal(object)

    def build(self) -> None:
        self.result: Recommendation | None = None
        self.charts: dict[str, Any] | None = None  # gui.charts' three charts, once the charts tab is first opened
        bar = QHBoxLayout()
        self.users, self.budget, self.precision = QSpinBox(), MoneySpinBox(), QComboBox()
        self.users.setRange(1, 4096)
        self.budget.setRange(0, 1e10)
        self.budget.setDecimals(0)
        self.budget.setGroupSeparatorShown(True)
        self.precision.addItems([""] * len(PRECISIONS))
        self.users_label, self.budget_label, self.precision_label = QLabel(), QLabel(), QLabel()
        for label, field in (
            (self.users_label, self.users),
            (self.budget_label, self.budget),
            (self.precision_label, self.precision),
        ):
            label.setBuddy(field)
            bar.addWidget(label)
            bar.addWidget(field)
        bar.addStretch(1)
        self.export_button = QPushButton()
        self.export_button.clicked.connect(lambda: self.export_table())
        bar.addWidget(self.export_button)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(100)
        self.busy.hide()
        # the bar alone said nothing: a word beside it says what is happening (newcomer review)
        self.busy_label = QLabel()
        self.busy_label.hide()
        bar.addWidget(self.busy_label)
        bar.addWidget(self.busy)
        self.layout_.addLayout(bar)
        # a what-if changes the scenario itself (it is what gets saved and printed): said here, with the way back
        # (newcomer review: a 65,000 what-if silently replaced the 60,000 answer in the saved file and the PDF)
        self.answers: Scenario | None = None  # the scenario as the wizard's pages left it, before any what-if
        self.left_with: Scenario | None = None  # the scenario when this page was last left
        what_if_row = QHBoxLayout()
        self.what_if = QLabel()
        self.what_if.setWordWrap(True)
        self.what_if.setStyleSheet("color: #8a5300;")
        self.back_to_answers = QPushButton()
        self.back_to_answers.clicked.connect(self.restore_answers)
        what_if_row.addWidget(self.what_if, 1)
        what_if_row.addWidget(self.back_to_answers)
        self.layout_.addLayout(what_if_row)
        self.what_if.hide()
        self.back_to_answers.hide()
        # why the what-if budget could not read what was typed (15万k, abc), under the bar it is in
        self.budget_problem = AmountProblem()
        self.budget.problem.connect(lambda text: self.budget_problem.say(text, self.session.lang))
        self.layout_.addWidget(self.budget_problem)
        # the picks block: 首选 / 平替 / 踩雷, each with its name, speed, cost and one reason (core.presentation.report.picks), or,
        # when nothing qualifies, a line that says so with the first suggestion
        self.picks_block = QLabel()
        self.picks_block.setWordWrap(True)
        self.picks_block.setTextFormat(Qt.TextFormat.RichText)
        self.picks_block.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.headline = self.picks_block  # the name the first version of this page gave it
        # then owning against renting tokens or a cloud machine: whether owning pays off and from what usage, the
        # alternatives' costs and the privacy caveat (core.presentation.report.comparison)
        self.alternatives = QLabel()
        self.alternatives.setWordWrap(True)
        self.alternatives.setTextFormat(Qt.TextFormat.RichText)
        self.alternatives.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top = self.top_widget = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        # the decision in one sentence, first: what to buy or rent, its cost against the budget, how long an answer
        # takes, and the one condition that would change it (core.presentation.decision)
        self.decision = QLabel()
        self.decision.setWordWrap(True)
        self.decision.setTextFormat(Qt.TextFormat.PlainText)
        self.decision.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bold = self.decision.font()
        bold.setBold(True)
        self.decision.setFont(bold)
        top_layout.addWidget(self.decision)
        # the model advice as one click, not prose four lines down (newcomer review): a reasoning model makes staff
        # wait a minute or more; the same-size model without long thinking, or a newer one, is a what-if away
        self.model_row = QHBoxLayout()
        self.faster_button, self.newer_button = QPushButton(), QPushButton()
        self.faster_button.clicked.connect(lambda: self._try_model(self.faster_button))
        self.newer_button.clicked.connect(lambda: self._try_model(self.newer_button))
        self.model_row.addWidget(self.faster_button)
        self.model_row.addWidget(self.newer_button)
        self.model_row.addStretch(1)
        top_layout.addLayout(self.model_row)
        top_layout.addWidget(self.picks_block)
        top_layout.addWidget(self.alternatives)
        top_layout.addStretch(1)
        # the block and the comparison scroll on a small screen rather than squeeze the options table away
        self.top_scroll = QScrollArea()
        self.top_scroll.setWidgetResizable(True)
        self.top_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.top_scroll.setWidget(top)
        # the files the window has open, never written over (main_window sets it)
        self.open_files: Callable[[], dict[str, Path | str | None]] = lambda: {}
        self.pinned: set[tuple[object, ...]] = set()  # the keys (_pin_key) of the options the buyer pinned to compare

        self.tabs = QTabWidget()
        # options: the table and, below it, the reasons and checklist of the selected option
        options = QWidget()
        options_layout = QVBoxLayout(options)
        splitter = QSplitter(Qt.Orientation.Vertical)
        # which options the table lists: the picks (the ranked shortlist), every option that does the job, or every
        # configuration sized; a buyer who wants to see the alternatives must not have to read the chart's dots
        self.show_choice = QComboBox()
        self.show_label = QLabel()
        self.show_label.setBuddy(self.show_choice)
        show_row = QHBoxLayout()
        show_row.addWidget(self.show_label)
        show_row.addWidget(self.show_choice)
        show_row.addStretch(1)
        # which catalog and which price dates the answer rests on (the bundled catalog or an installed update), as the
        # PDF's assumptions and `recommend --json` say it (core.catalog.CatalogOrigin), beside the table it prices
        self.catalog_line = QLabel()
        self.catalog_line.setWordWrap(True)
        self.catalog_line.setTextFormat(Qt.TextFormat.PlainText)  # a maker's name, shown as written
        self.catalog_line.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.catalog_line.setStyleSheet("color: #555;")
        self.catalog_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        show_row.addWidget(self.catalog_line, 3)
        options_layout.addLayout(show_row)
        self.table_options: list = []  # the options the table lists, in the order filled (rows keep their index)
        self.table = QTableWidget(0, 9)
        self.table.setSortingEnabled(True)  # a click on a column's heading sorts by it (money and speed as numbers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        # every column as wide as its text, but the hardware names (a cloud instance's is long) share what is left,
        # cut short with "…" and whole in their tooltip, so the costs never scroll out of sight
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.details = QTextBrowser()
        self.details.setOpenLinks(False)
        splitter.addWidget(self.table)
        splitter.addWidget(self.details)
        # the table is what a buyer compares: two thirds of the height, the selected option's reasons below
        splitter.setSizes([330, 160])
        options_layout.addWidget(splitter)
        self.tabs.addTab(options, "")
        # the first choice as a supplier would quote it: budget against cost and the bill of materials, as the PDF's
        # first page gives them (core.presentation.memo)
        self.bill = QTextBrowser()
        self.tabs.addTab(self.bill, "")
        self.checklist = QTextBrowser()
        self.tabs.addTab(self.checklist, "")
        self.chart_holder = QWidget()
        self.chart_layout = QVBoxLayout(self.chart_holder)
        self.chart_scroll = QScrollArea()  # three charts need more height than a laptop screen has
        self.chart_scroll.setWidgetResizable(True)
        self.chart_scroll.setWidget(self.chart_holder)
        self.tabs.addTab(self.chart_scroll, "")
        # "why not X?": a card the buyer asks about, and the one sentence that answers
        why = QWidget()
        why_layout = QVBoxLayout(why)
        self.why_not_choice = QComboBox()
        self.why_not_answer = QLabel()
        self.why_not_answer.setWordWrap(True)
        self.why_not_answer.setTextFormat(Qt.TextFormat.PlainText)
        self.why_not_list = QTextBrowser()
        why_layout.addWidget(self.why_not_choice)
        why_layout.addWidget(self.why_not_answer)
        why_layout.addWidget(self.why_not_list, 1)
        self.why_not_tab = why
        self.tabs.addTab(why, "")
        # the pinned options side by side
        self.compare = QTableWidget(0, 0)
        self.compare.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.compare.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.tabs.addTab(self.compare, "")
        self.why_not_choice.currentIndexChanged.connect(self._show_why_not)
        self.table.itemChanged.connect(self._pin_changed)
        self.show_choice.currentIndexChanged.connect(lambda _i: self.result is not None and self._fill_table())
        self.page_splitter = QSplitter(Qt.Orientation.Vertical)
        self.page_splitter.setChildrenCollapsible(False)
        self.page_splitter.addWidget(self.top_scroll)
        self.page_splitter.addWidget(self.tabs)
        self.page_splitter.setStretchFactor(0, 0)
        self.page_splitter.setStretchFactor(1, 1)
        self.layout_.addWidget(self.page_splitter, 1)

        self.worker = LatestOnly(self)
        self.worker.done.connect(self._show)
        self.worker.failed.connect(lambda exc: self.show_error(failure_text(exc, self.session.lang)))
        self.worker.busy_changed.connect(self.busy.setVisible)
        self.worker.busy_changed.connect(self.busy_label.setVisible)
        self.debounce = QTimer(self)
        self.debounce.setSingleShot(True)
        self.debounce.setInterval(30)  # coalesce a burst of keystrokes into one computation
        self.debounce.timeout.connect(self.compute)
        # a timer of the page's own: stopped with it, never firing into a window already closed
        self.fit_timer = QTimer(self)
        self.fit_timer.setSingleShot(True)
        self.fit_timer.setInterval(0)
        self.fit_timer.timeout.connect(self._fit_top)
        self.state.changed.connect(self._scenario_changed)
        self.table.itemSelectionChanged.connect(self._show_selected)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.users.valueChanged.connect(lambda v: self.apply(concurrent_users=v))
        # the budget the buyer gave: one-off, or a month's for a buyer who gave only that (a rent-only startup)
        self.budget.valueChanged.connect(lambda v: self.apply_part("budget", **{self._budget_field(): v}))
        self.precision.currentIndexChanged.connect(
            lambda i: self.apply(lowest_precision=PRECISIONS[i]) if i >= 0 else None
        )

    def title(self) -> str:
        return self.tr("Results")

    def subtitle(self) -> str:
        return self.tr('What to buy or rent, ranked, with the reasons. Change the numbers above to ask "what if".')

    def retranslate(self) -> None:
        self.users_label.setText(self.tr("&Users"))
        self.retranslate_budget()
        self.precision_label.setText(self.tr("&Quality"))
        self.users.setAccessibleName(self.tr("What if: users at once"))
        self.budget_problem.retranslate(self.session.lang)
        self.precision.setAccessibleName(self.tr("What if: lowest acceptable quality"))
        for index, text in enumerate(
            [self.tr("16-bit"), self.tr("FP8"), self.tr("8-bit"), self.tr("4-bit"), self.tr("3-bit")]
        ):
            self.precision.setItemText(index, text)
        self.tabs.setTabText(0, self.tr("Options"))
        self.tabs.setTabText(1, self.tr("Bill of materials"))
        self.tabs.setTabText(2, self.tr("Checklist"))
        self.tabs.setTabText(3, self.tr("Charts"))
        self.tabs.setTabText(4, self.tr("Why not …?"))
        self.tabs.setTabText(5, self.tr("Compare pinned"))
        self.export_button.setText(self.tr("Export table…"))
        self.busy_label.setText(self.tr("Working out the options…"))
        self.back_to_answers.setText(self.tr("Back to my &answers"))
        self._show_what_if()
        self.faster_button.setAccessibleName(self.tr("Try a model that answers sooner"))
        self.newer_button.setAccessibleName(self.tr("Try a newer model"))
        self.export_button.setToolTip(self.tr("Save the options table as an Excel workbook or a CSV file"))
        self.why_not_choice.setAccessibleName(self.tr("Why not this card?"))
        self.compare.setAccessibleName(self.tr("Pinned options side by side"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Pick"),
                self.tr("Hardware"),
                self.tr("Format"),
                self.tr("Speed per person"),
                self.tr("Up front"),
                self.tr("Per month"),
                self.tr("Total"),
                self.tr("Pays off vs renting"),
                self.tr("Compare"),
            ]
        )
        self.table.setAccessibleName(self.tr("Ranked options"))
        self.show_label.setText(self.tr("&Show"))
        shown = [self.tr("The picks"), self.tr("Every option that does the job"), self.tr("Every configuration sized")]
        blocked = self.show_choice.blockSignals(True)
        if self.show_choice.count() != len(shown):
            self.show_choice.addItems(shown)
        for index, text in enumerate(shown):
            self.show_choice.setItemText(index, text)
        self.show_choice.blockSignals(blocked)
        self.show_choice.setAccessibleName(self.tr("Which options the table shows"))
        self.details.setAccessibleName(self.tr("Why this option"))
        self.checklist.setAccessibleName(self.tr("Compatibility checklist"))
        if self.result is not None:
            self._show(self.result)

    def load(self) -> None:
        s = self.state.scenario
        self.users.setValue(max(1, s.concurrent_users))
        self.budget.currency = s.budget.currency
        self.budget.setValue(getattr(s.budget, self._budget_field()) or 0)
        self.retranslate_budget()
        self.precision.setCurrentIndex(PRECISIONS.index(s.lowest_precision))

    def _budget_field(self) -> str:
        """Which budget the what-if field changes: the monthly one for a buyer who gave only a month's budget (a
        one-off field showing 0 told a rent-only startup it had no budget), else the one-off."""
        budget = self.state.scenario.budget
        return "monthly" if not budget.one_off and budget.monthly else "one_off"

    def retranslate_budget(self) -> None:
        monthly = self._budget_field() == "monthly"
        self.budget_label.setText(self.tr("Bu&dget a month") if monthly else self.tr("Bu&dget"))
        self.budget.setAccessibleName(
            self.tr("What if: monthly budget") if monthly else self.tr("What if: one-off budget")
        )

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().hideEvent(event)
        self.left_with = self.state.scenario

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        if self.result is not None:
            self._fit_top()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().showEvent(event)
        # reached after the wizard's pages changed the scenario (or the first time): what they hold is the buyer's
        # answer, and a what-if is measured against it; back from the Finish page, the what-if still stands
        if self.answers is None or self.state.scenario != self.left_with:
            self.answers = self.state.scenario
        self._show_what_if()
        self.refresh()
        if self.result is None or self.result.scenario != self.state.scenario:
            self.compute()

    def shutdown(self) -> None:
        """No computation may still run when the application ends: Qt would wait for the thread while
        Python finalizes, and the process would hang on exit."""
        self.debounce.stop()
        self.fit_timer.stop()
        self.worker.wait()

    def _show_what_if(self) -> None:
        """What the what-if controls and buttons changed against the buyer's answers, in one line, with the way back."""
        answers, now = self.answers, self.state.scenario
        changes: list[str] = []
        if answers is not None and answers != now:
            catalog = self.session.catalog
            if now.concurrent_users != answers.concurrent_users:
                changes.append(
                    self.tr("users %1 (your answer %2)")
                    .replace("%1", str(now.concurrent_users))
                    .replace("%2", str(answers.concurrent_users))
                )
            if now.budget.one_off != answers.budget.one_off:
                changes.append(
                    self.tr("budget %1 (your answer %2)")
                    .replace("%1", money_text(now.budget.one_off, now.budget.currency))
                    .replace("%2", money_text(answers.budget.one_off, answers.budget.currency))
                )
            if now.budget.monthly != answers.budget.monthly:
                changes.append(
                    self.tr("budget a month %1 (your answer %2)")
                    .replace("%1", money_text(now.budget.monthly, now.budget.currency))
                    .replace("%2", money_text(answers.budget.monthly, answers.budget.currency))
                )
            if now.lowest_precision != answers.lowest_precision:
                changes.append(
                    self.tr("quality %1 (your answer %2)")
                    .replace("%1", self.precision.itemText(PRECISIONS.index(now.lowest_precision)))
                    .replace("%2", self.precision.itemText(PRECISIONS.index(answers.lowest_precision)))
                )
            if now.model != answers.model and catalog is not None:

                def name(model_id: str | None) -> str:
                    found = catalog.models.find(model_id) if model_id else None
                    return found.name if found is not None else (model_id or "—")

                changes.append(
                    self.tr("model %1 (your answer %2)")
                    .replace("%1", name(now.model))
                    .replace("%2", name(answers.model))
                )
        self.what_if.setText(
            self.tr("What-if: %1. Saving and the PDF use these values.").replace("%1", "; ".join(changes))
        )
        self.what_if.setVisible(bool(changes))
        self.back_to_answers.setVisible(bool(changes))

    def restore_answers(self) -> None:
        """Back to the answers the wizard's pages held: every what-if undone at once."""
        if self.answers is not None and self.answers != self.state.scenario:
            self.state.replace(self.answers, dirty=True)
            self.load()

    def _scenario_changed(self) -> None:
        if self.isVisible():
            self.debounce.start()
            self._show_what_if()

    def compute(self) -> None:
        from gpu_advisor.core.recommend import recommend

        catalog = self.session.catalog_in_use  # with the buyer's own prices, where they gave any
        if catalog is None:
            return
        scenario = self.state.scenario
        self.worker.submit(lambda: recommend(catalog, scenario))

    # ---- showing a result
    def listed(self, result) -> list:
        """The options the table lists for the choice above it: the picks, every option that does the job (fits, fast
        enough, passes its checks, not ruled out), or every configuration sized; cheapest first after the picks."""
        choice = SHOW_CHOICES[max(0, self.show_choice.currentIndex())]
        if choice == "picks":
            return list(result.options)
        if choice == "working":
            rest = [o for o in result.all_options if o.sound and o.ruled_out is None and o not in result.options]
        else:
            rest = [o for o in result.all_options if o not in result.options]
        rest.sort(key=lambda o: (o.cost is None, o.cost.horizon_total if o.cost else 0))
        return list(result.options) + rest

    def _show(self, result) -> None:
        self.result = result
        self.show_error(None)
        self._fill_table()
        self._show_picks()
        if self.table_options:
            # row 0 may have been selected already, and then there is no selection signal: show it here, once
            blocked = self.table.blockSignals(True)
            self.table.selectRow(0)
            self.table.blockSignals(blocked)
            self._show_selected()
        else:
            self.details.clear()
            self.checklist.clear()
        self._show_alternatives()
        self._fill_why_not()
        self._update_compare()
        self._update_charts()
        self.result_ready.emit(result)

    def _fill_table(self) -> None:
        result = self.result
        assert result is not None
        lang = self.session.lang
        catalog = result.catalog  # the one it was computed from
        currency = result.scenario.budget.currency
        years = result.scenario.horizon_years
        self.table_options = self.listed(result)
        blocked_table = self.table.blockSignals(True)  # ticking the pins below is not the buyer pinning
        self.table.setSortingEnabled(False)  # rows are filled in place; sorting while filling scatters them
        self.table.setRowCount(len(self.table_options))
        for row, option in enumerate(self.table_options):
            name = self._name(option)
            speed = speed_cell(option, lang).replace("\n", " · ")  # a pretraining run: days · GPU-hours
            cost = option.cost
            break_even = "—"
            if cost and cost.break_even_against:
                break_even = (
                    self.tr("month %1").replace("%1", str(cost.break_even_month))
                    if cost.break_even_month
                    else self.tr("never")
                )
            numbers = [
                None,
                None,
                None,
                option.per_user_tokens_per_s,
                cost.upfront if cost else None,
                cost.monthly if cost else None,
                cost.horizon_total if cost else None,
                cost.break_even_month if cost and cost.break_even_month else None,
            ]
            cells = [
                Text(f"label.{option.label}").render(lang) if option.label != "option" else "",
                name,
                catalog.quants.get(option.quant).name,
                speed,
                money_text(cost.upfront if cost else None),
                money_text(cost.monthly if cost else None),
                money_text(cost.horizon_total if cost else None),
                break_even,
            ]
            for column, text in enumerate(cells):
                item = SortableItem(text, numbers[column])
                item.setData(OPTION_INDEX, row)
                if column == 1:
                    item.setToolTip(as_plain(self._name_tip(option)))
                if column == 0 and option.label in LABEL_COLOURS:
                    item.setForeground(QColor(LABEL_COLOURS[option.label]))
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                if column >= 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
            pin = SortableItem("", None)
            pin.setData(OPTION_INDEX, row)
            pin.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            pin.setCheckState(
                Qt.CheckState.Checked if self._pin_key(option) in self.pinned else Qt.CheckState.Unchecked
            )
            self.table.setItem(row, 8, pin)
        # the ranking's order first: the indicator is cleared before sorting is enabled, which sorts at once by it (Qt's
        # default, column 0 descending, put 踩雷 above 平替 in Chinese, where the labels sort that way as text)
        self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.table.setSortingEnabled(True)
        self.table.blockSignals(blocked_table)
        header = self.table.horizontalHeaderItem(6)
        if header:
            header.setText(self.tr("%1-year total (%2)").replace("%1", str(years)).replace("%2", currency))
        header = self.table.horizontalHeaderItem(3)
        if header:  # the picks block's and the PDF's word: speed per user, or the time of a training run
            header.setText(self._speed_title())
        if not self.table_options:
            # an empty table and a blank pane looked broken (newcomer review): the pane says why and what to do
            self.details.setPlainText(
                self.tr(
                    "No option is listed with this choice. Choose “Every configuration sized” under Show to see every "
                    "configuration that was sized, or follow the suggestions above."
                )
            )

    def select_option(self, option) -> None:
        """Show `option` in the table and its details (a dot clicked on the chart): the table lists every configuration
        if the option is not among those listed now."""
        if option not in self.table_options:
            self.show_choice.setCurrentIndex(SHOW_CHOICES.index("everything"))
        for row in range(self.table.rowCount()):
            if self.option_at(row) is option:
                self.table.selectRow(row)
                self.tabs.setCurrentIndex(0)  # the table and the option's reasons
                return

    def option_at(self, row: int):
        """The option a table row shows, wherever sorting has moved it."""
        item = self.table.item(row, 0)
        index = item.data(OPTION_INDEX) if item is not None else None
        return self.table_options[index] if index is not None and 0 <= index < len(self.table_options) else None

    def _show_picks(self) -> None:
        """The picks block as a small table: label, name, speed or run time, cost up front and over the years, and
        the one reason. Every dynamic string is escaped; each figure stays on one line."""
        from gpu_advisor.core.presentation import picks, picks_table

        lang = self.session.lang
        result = self.result
        assert result is not None  # called once a result is shown (_show)
        header = picks_table(result, lang).header
        head = "".join(
            f"<th align='{'left' if i in (0, 1, 5) else 'right'}' style='color:#555;font-weight:normal'>"
            f"{escape(text) if i else ''}</th>"
            for i, text in enumerate(header)
        )
        rows = []
        for pick in picks(result, lang):
            colour = LABEL_COLOURS.get(pick.label, "#000")
            speed = "<br/>".join(escape(line) for line in pick.speed.split("\n"))
            rows.append(
                "<tr>"
                f"<td nowrap style='color:{colour};font-weight:bold'>{escape(pick.title)}</td>"
                f"<td><b>{escape(pick.name)}</b></td>"
                f"<td nowrap align='right'>{speed}</td>"
                f"<td nowrap align='right'>{escape(pick.upfront)}</td>"
                f"<td nowrap align='right'>{escape(pick.total)}</td>"
                f"<td>{escape(pick.why)}</td>"
                "</tr>"
            )
        html = f"<table cellspacing='0' cellpadding='3' width='100%'><tr>{head}</tr>{''.join(rows)}</table>"
        if result.recommended is None and len(result.suggestions) > 1:
            more = "".join(f"<li>{escape(s.render(lang))}</li>" for s in result.suggestions[1:])
            title = self.tr("More that would work:")
            html += f"<b>{escape(title)}</b><ul style='margin-top:0'>{more}</ul>"
        self.picks_block.setText(html)
        self._show_alternatives()
        self.fit_timer.start()  # once the new text is laid out

    def _fit_top(self) -> None:
        """The picks block and the comparison as tall as they need, up to a third of the page (they scroll); the tabs
        take the rest, so the options table shows five rows or more on a 1280 x 720 screen (it showed two)."""
        total = sum(self.page_splitter.sizes())
        if total <= 0:
            return
        width = self.top_scroll.viewport().width() or self.width()
        layout = self.top_widget.layout()
        assert layout is not None  # top_layout, set in build()
        need = layout.heightForWidth(width) if layout.hasHeightForWidth() else self.top_widget.sizeHint().height()
        top = min(need + 4, total // 3)
        self.page_splitter.setSizes([top, total - top])

    def _show_alternatives(self) -> None:
        from gpu_advisor.core.presentation import comparison

        lang = self.session.lang
        assert self.result is not None  # called once a result is shown (_show)
        lines = comparison(self.result, lang)
        # owning against renting is said once, in the decision above; here it is the detail, in small print
        shown = [f"<small>{escape(line)}</small>" for line in lines]
        self.alternatives.setText("<br/>".join(shown))
        from gpu_advisor.core.presentation import decision_text

        said = decision_text(self.result, lang)
        self.decision.setText(said)
        self.decision.setVisible(bool(said))
        self.alternatives.setVisible(bool(lines))
        origin = self.result.catalog.origin
        self.catalog_line.setText(origin.text.render(lang) if origin is not None else "")
        self.catalog_line.setVisible(origin is not None)
        self._show_model_buttons()
        self._show_bill()

    def _show_bill(self) -> None:
        """Budget against cost and the bill of materials of the first choice, in the window's language: the PDF's own
        blocks (core.presentation.decision_blocks), laid out by the PDF's own HTML (gui.report.section_html)."""
        from gpu_advisor.core.presentation import decision_blocks
        from gpu_advisor.gui.report import STYLE, section_html

        result = self.result
        blocks = (
            [b for b in decision_blocks(result, self.session.lang) if b.key in ("budget", "bill")] if result else []
        )
        if not blocks:
            self.bill.setPlainText(self.tr("There is no first choice to list."))
            return
        self.bill.document().setDefaultStyleSheet(STYLE)
        self.bill.setHtml("".join(section_html(block, index + 1) for index, block in enumerate(blocks)))

    def _show_model_buttons(self) -> None:
        """ "Try <twin>" where the first choice's reasons name the same-size model without long thinking, "Try <newer>"
        where they name a newer model that fits; each sets the model as a what-if (Back to the model page undoes it)."""
        result = self.result
        best = result.recommended if result is not None else None
        reasons = {r.key: r for r in best.reasons} if best is not None else {}
        twin = reasons.get("reason.plain_twin")
        newer = reasons.get("reason.newer_model")
        if twin is not None and result is not None and result.model.plain_twin:
            self.faster_button.setText(
                self.tr("Try %1: a complete answer in about %2 s")
                .replace("%1", str(twin.params["twin"]))
                .replace("%2", str(twin.params["done"]))
            )
            self.faster_button.setProperty("model_id", result.model.plain_twin)
        if newer is not None and result is not None and result.model.newer is not None:
            self.newer_button.setText(self.tr("Try the newer %1").replace("%1", str(newer.params["newer"])))
            self.newer_button.setProperty("model_id", result.model.newer.model)
        self.faster_button.setVisible(twin is not None)
        self.newer_button.setVisible(newer is not None)

    def _try_model(self, button: QPushButton) -> None:
        model_id = button.property("model_id")
        if model_id:
            self.apply(model=model_id, custom_params_b=None)

    def _fill_why_not(self) -> None:
        from gpu_advisor.core import presentation  # presentation.why_not: the function, not its module's name

        lang = self.session.lang
        assert self.result is not None  # called once a result is shown (_show)
        self.why_not_answers = presentation.why_not(self.result)
        blocked = self.why_not_choice.blockSignals(True)
        self.why_not_choice.clear()
        for answer in self.why_not_answers:
            self.why_not_choice.addItem(self.tr("Why not %1?").replace("%1", answer.name))
        self.why_not_choice.blockSignals(blocked)
        self.why_not_list.setHtml(
            "<ul>"
            + "".join(
                f"<li><b>{escape(a.name)}</b>: {escape(a.answer.render(lang))}</li>" for a in self.why_not_answers
            )
            + "</ul>"
        )
        self._show_why_not(self.why_not_choice.currentIndex())

    def _show_why_not(self, index: int) -> None:
        answers = getattr(self, "why_not_answers", [])
        self.why_not_answer.setText(
            answers[index].answer.render(self.session.lang) if 0 <= index < len(answers) else ""
        )

    def _pin_key(self, option) -> tuple[object, ...]:
        return (option.kind, option.gpu, option.count, option.quant, option.runtime, option.cloud_instance)

    def _pin_changed(self, item: QTableWidgetItem) -> None:
        option = self.option_at(item.row()) if item.column() == 8 and self.result is not None else None
        if option is None:
            return
        key = self._pin_key(option)
        if item.checkState() == Qt.CheckState.Checked:
            self.pinned.add(key)
        else:
            self.pinned.discard(key)
        self._update_compare()

    def pinned_options(self) -> list:
        """The pinned options in the ranking's order (the table's), then any pinned from further down the list: a
        comparison reads left to right as the advice does, not in the catalog's order."""
        if self.result is None:
            return []
        seen: set[tuple[object, ...]] = set()
        found = []
        for option in [*self.result.options, *(self.result.all_options or [])]:
            key = self._pin_key(option)
            if key in self.pinned and key not in seen:
                seen.add(key)
                found.append(option)
        return found

    def _update_compare(self) -> None:
        """The pinned options' key figures side by side: one column per option."""
        options = self.pinned_options()
        lang = self.session.lang
        result = self.result
        assert result is not None  # called once a result is shown (_show, _pin_changed)
        catalog = result.catalog
        currency = result.scenario.budget.currency
        figures = [
            (self.tr("Pick"), lambda o: Text(f"label.{o.label}").render(lang)),
            (self.tr("Format"), lambda o: catalog.quants.get(o.quant).name),
            (self.tr("Runtime"), lambda o: catalog.runtimes.get(o.runtime).name),
            (self.tr("Memory needed / usable (GB)"), lambda o: memory_cell(result, o, lang).replace("\n", " ")),
            (self._speed_title(), lambda o: speed_cell(o, lang).replace("\n", " · ")),
            (
                self.tr("Up front (%1)").replace("%1", currency),
                lambda o: money_text(o.cost.upfront if o.cost else None),
            ),
            (
                self.tr("Per month (%1)").replace("%1", currency),
                lambda o: money_text(o.cost.monthly if o.cost else None),
            ),
            (
                self.tr("%1-year total (%2)").replace("%1", str(result.scenario.horizon_years)).replace("%2", currency),
                lambda o: money_text(o.cost.horizon_total if o.cost else None),
            ),
            (self.tr("Power (W)"), lambda o: money_text(o.cost.power_w if o.cost else None)),
        ]
        self.compare.clear()
        if not options:
            # an empty grid looked broken: the one cell says how to fill it (the hint was a tooltip only)
            self.compare.setRowCount(1)
            self.compare.setColumnCount(1)
            self.compare.setHorizontalHeaderLabels([""])
            self.compare.setVerticalHeaderLabels([""])
            self.compare.setItem(0, 0, QTableWidgetItem(self.tr("Tick “Compare” on the options to see them here.")))
            return
        self.compare.setColumnCount(len(options))
        self.compare.setRowCount(len(figures))
        self.compare.setVerticalHeaderLabels([name for name, _ in figures])
        self.compare.setHorizontalHeaderLabels([self._name(o) for o in options])
        for column, option in enumerate(options):
            for row, (_, value) in enumerate(figures):
                item = QTableWidgetItem(value(option))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.compare.setItem(row, column, item)
        self.compare.setToolTip("" if options else self.tr("Tick “Compare” on the options to see them here."))

    def export_table(self, path: str | None = None) -> bool:
        """The options table as .xlsx or .csv for the procurement team, never over an open file."""
        if self.result is None:
            return False
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Export the options table"),
                str(documents_folder() / "options.xlsx"),
                self.tr("Excel workbook (*.xlsx);;CSV (*.csv)"),
            )
            if not path:
                return False
        from gpu_advisor.core.foundation import OutputFileError, file_error, refuse_output_that_is_an_input
        from gpu_advisor.core.presentation import export_options

        lang = self.session.lang
        try:
            refuse_output_that_is_an_input(path, self.open_files())
            export_options(self.result, path, lang)
        except OutputFileError as exc:
            self.show_error(exc.render(lang))
            return False
        except OSError as exc:
            self.show_error(file_error(exc).render(lang))
            return False
        self.show_error(None)
        # said as the PDF's export says it: where, with a button to open it (it once said nothing on success)
        announce_written(
            self,
            self.tr("Options table written"),
            self.tr("The options table was written to %1.").replace("%1", str(path)),
            path,
            self.tr("&Open the file"),
        )
        return True

    def _name(self, option) -> str:
        assert self.result is not None  # an option shown is an option of the result shown
        return name_of(self.result, option)

    def _speed_title(self) -> str:
        assert self.result is not None  # called once a result is shown (_show)
        training = self.result.scenario.use_case in ("fine_tune", "pretrain")
        return Text("report.col.time" if training else "report.col.speed").render(self.session.lang)

    def _name_tip(self, option) -> str:
        """The whole name, and for several machines how they are joined (the cluster's network)."""
        name = self._name(option)
        cluster = option.estimate.cluster
        if cluster is None or option.machines <= 1:
            return name
        assert self.result is not None  # an option shown is an option of the result shown
        network = self.result.catalog.fabrics.get(cluster.network).name if cluster.network else ""
        return (
            name
            + "\n"
            + self.tr("%1 machines of %2 GPUs, joined by %3")
            .replace("%1", str(cluster.machines))
            .replace("%2", str(cluster.gpus_per_machine))
            .replace("%3", network)
        )

    def selected_option(self):
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows or self.result is None:
            return None
        return self.option_at(rows[0].row())

    def _show_selected(self) -> None:
        option = self.selected_option()
        if option is None:
            return
        lang = self.session.lang
        # every dynamic string is escaped: a shared scenario must not put its own markup (a red "APPROVED",
        # an image) into the advice next to a green tick
        reasons = "".join(f"<li>{escape(r.render(lang))}</li>" for r in option.reasons)
        # the engine's caveats about the estimate (no FP8 tensor cores, a wider speed range), after the reasons
        reasons += "".join(
            f"<li><i>{escape(Text('reason.note', {'note': n}).render(lang))}</i></li>" for n in option.notes
        )
        self.details.setHtml(
            f"<h3>{escape(Text(f'label.{option.label}').render(lang))}: {escape(self._name(option))}</h3><ul>{reasons}</ul>"
        )
        rows = []
        for check in option.checks:
            fix = f"<br/><i>{escape(check.fix.render(lang))}</i>" if check.fix and check.status != "pass" else ""
            rows.append(
                f"<tr><td style='color:{STATUS_COLOUR[check.status]};font-weight:bold'>{STATUS_MARK[check.status]}</td>"
                f"<td>{escape(check.message.render(lang))}{fix}</td></tr>"
            )
        self.checklist.setHtml(f"<h3>{escape(self._name(option))}</h3><table cellspacing='6'>{''.join(rows)}</table>")
        if self.charts is not None:
            self.charts["memory"].show_option(self.result, option, lang)

    # ---- charts, built the first time the tab is opened (pyqtgraph is not imported before)
    def _tab_changed(self, index: int) -> None:
        if self.tabs.widget(index) is self.chart_scroll:
            self._update_charts(create=True)

    def _update_charts(self, create: bool = False) -> None:
        if self.result is None:
            return
        if self.charts is None:
            if not create:
                return
            from gpu_advisor.gui import charts

            self.charts = {
                "cost_speed": charts.CostSpeedChart(),
                "cumulative": charts.CumulativeCostChart(),
                "memory": charts.MemoryChart(),
            }
            self.charts["cost_speed"].option_clicked.connect(self.select_option)
            line = self.fontMetrics().height()
            for chart in self.charts.values():
                # tall enough for the upright axis titles (cut off in a short plot) and the legend below;
                # the tab scrolls where the screen is smaller
                chart.setMinimumHeight(line * 20)
                self.chart_layout.addWidget(chart, 1)
        lang = self.session.lang
        self.charts["cost_speed"].show_result(self.result, lang)
        self.charts["cumulative"].show_result(self.result, lang)
        option = self.selected_option() or (self.result.options[0] if self.result.options else None)
        if option is not None:
            self.charts["memory"].show_option(self.result, option, lang)
