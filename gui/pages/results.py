"""Results: the ranked options with their labels and reasons, a comparison table, charts, the checklist
and "what if" controls that update everything live. The engine runs off the GUI thread; only the
newest answer is shown."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
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

from gpu_advisor.core.i18n import Text
from gpu_advisor.gui.pages.base import Page
from gpu_advisor.gui.pages.load import PRECISIONS
from gpu_advisor.gui.workers import LatestOnly

LABEL_COLOURS = {
    "recommended": "#1b5e20",
    "alternative": "#0d47a1",
    "substitute": "#0d47a1",
    "avoid": "#b71c1c",
    "hybrid": "#4a148c",
}
STATUS_MARK = {"pass": "✓", "warn": "!", "fail": "✗"}
STATUS_COLOUR = {"pass": "#1b5e20", "warn": "#8a6d00", "fail": "#b71c1c"}


class ResultsPage(Page):
    step_id = "results"
    fills_height = True
    result_ready = Signal(object)

    def build(self) -> None:
        self.result = None
        self.charts = None
        bar = QHBoxLayout()
        self.users, self.budget, self.precision = QSpinBox(), QDoubleSpinBox(), QComboBox()
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
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(100)
        self.busy.hide()
        bar.addWidget(self.busy)
        self.layout_.addLayout(bar)
        self.headline = QLabel()
        self.headline.setWordWrap(True)
        self.headline.setTextFormat(Qt.TextFormat.RichText)
        self.layout_.addWidget(self.headline)

        self.tabs = QTabWidget()
        # options: the table and, below it, the reasons and checklist of the selected option
        options = QWidget()
        options_layout = QVBoxLayout(options)
        splitter = QSplitter(Qt.Orientation.Vertical)
        self.table = QTableWidget(0, 8)
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
        splitter.setSizes([260, 240])
        options_layout.addWidget(splitter)
        self.tabs.addTab(options, "")
        self.checklist = QTextBrowser()
        self.tabs.addTab(self.checklist, "")
        self.chart_holder = QWidget()
        self.chart_layout = QVBoxLayout(self.chart_holder)
        self.chart_scroll = QScrollArea()  # three charts need more height than a laptop screen has
        self.chart_scroll.setWidgetResizable(True)
        self.chart_scroll.setWidget(self.chart_holder)
        self.tabs.addTab(self.chart_scroll, "")
        self.layout_.addWidget(self.tabs, 1)

        self.worker = LatestOnly(self)
        self.worker.done.connect(self._show)
        self.worker.failed.connect(lambda message: self.show_error(message.splitlines()[0]))
        self.worker.busy_changed.connect(self.busy.setVisible)
        self.debounce = QTimer(self)
        self.debounce.setSingleShot(True)
        self.debounce.setInterval(30)  # coalesce a burst of keystrokes into one computation
        self.debounce.timeout.connect(self.compute)
        self.state.changed.connect(self._scenario_changed)
        self.table.itemSelectionChanged.connect(self._show_selected)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.users.valueChanged.connect(lambda v: self.apply(concurrent_users=v))
        self.budget.valueChanged.connect(lambda v: self.apply_part("budget", one_off=v))
        self.precision.currentIndexChanged.connect(lambda i: i >= 0 and self.apply(lowest_precision=PRECISIONS[i]))

    def title(self) -> str:
        return self.tr("Results")

    def subtitle(self) -> str:
        return self.tr('What to buy or rent, ranked, with the reasons. Change the numbers above to ask "what if".')

    def retranslate(self) -> None:
        self.users_label.setText(self.tr("&Users"))
        self.budget_label.setText(self.tr("&Budget"))
        self.precision_label.setText(self.tr("&Quality"))
        self.users.setAccessibleName(self.tr("What if: users at once"))
        self.budget.setAccessibleName(self.tr("What if: one-off budget"))
        self.precision.setAccessibleName(self.tr("What if: lowest acceptable quality"))
        for index, text in enumerate(
            [self.tr("16-bit"), self.tr("FP8"), self.tr("8-bit"), self.tr("4-bit"), self.tr("3-bit")]
        ):
            self.precision.setItemText(index, text)
        self.tabs.setTabText(0, self.tr("Options"))
        self.tabs.setTabText(1, self.tr("Checklist"))
        self.tabs.setTabText(2, self.tr("Charts"))
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
            ]
        )
        self.table.setAccessibleName(self.tr("Ranked options"))
        self.details.setAccessibleName(self.tr("Why this option"))
        self.checklist.setAccessibleName(self.tr("Compatibility checklist"))
        if self.result is not None:
            self._show(self.result)

    def load(self) -> None:
        s = self.state.scenario
        self.users.setValue(max(1, s.concurrent_users))
        self.budget.setValue(s.budget.one_off or 0)
        self.precision.setCurrentIndex(PRECISIONS.index(s.lowest_precision))

    def showEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().showEvent(event)
        self.refresh()
        if self.result is None or self.result.scenario != self.state.scenario:
            self.compute()

    def shutdown(self) -> None:
        """No computation may still run when the application ends: Qt would wait for the thread while
        Python finalizes, and the process would hang on exit."""
        self.debounce.stop()
        self.worker.wait()

    def _scenario_changed(self) -> None:
        if self.isVisible():
            self.debounce.start()

    def compute(self) -> None:
        from gpu_advisor.core.recommend import recommend

        catalog = self.session.catalog_in_use  # with the buyer's own prices, where they gave any
        if catalog is None:
            return
        scenario = self.state.scenario
        self.worker.submit(lambda: recommend(catalog, scenario))

    # ---- showing a result
    def _money(self, value: float | None) -> str:
        if value is None:
            return "—"
        return f"{value:,.0f}"

    def _show(self, result) -> None:
        self.result = result
        self.show_error(None)
        lang = self.session.lang
        catalog = result.catalog  # the one it was computed from
        currency = result.scenario.budget.currency
        years = result.scenario.horizon_years
        self.table.setRowCount(len(result.options))
        for row, option in enumerate(result.options):
            name = self._name(option)
            speed = "—"
            if option.per_user_tokens_per_s is not None:
                low, high = option.per_user_range
                speed = f"{option.per_user_tokens_per_s:.1f} ({low:.1f}–{high:.1f})"
            elif option.job_hours:
                speed = self.tr("%1 h per run").replace("%1", f"{option.job_hours[0]:.1f}")
            cost = option.cost
            break_even = "—"
            if cost and cost.break_even_against:
                break_even = (
                    self.tr("month %1").replace("%1", str(cost.break_even_month))
                    if cost.break_even_month
                    else self.tr("never")
                )
            cells = [
                Text(f"label.{option.label}").render(lang),
                name,
                catalog.quants.get(option.quant).name,
                speed,
                self._money(cost.upfront if cost else None),
                self._money(cost.monthly if cost else None),
                self._money(cost.horizon_total if cost else None),
                break_even,
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 1:
                    item.setToolTip(text)
                if column == 0 and option.label in LABEL_COLOURS:
                    item.setForeground(QColor(LABEL_COLOURS[option.label]))
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                if column >= 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeaderItem(6)
        if header:
            header.setText(self.tr("%1-year total (%2)").replace("%1", str(years)).replace("%2", currency))
        best, headline = result.recommended, result.headline
        if best is not None and headline is not None:
            self.headline.setText(
                f"<b>{escape(Text('label.recommended').render(lang))}:</b> "
                + escape(self._name(best))
                + " — "
                + escape(headline.render(lang))
            )
        else:
            suggestions = "".join(f"<li>{escape(s.render(lang))}</li>" for s in result.suggestions)
            self.headline.setText(
                "<b>" + escape(self.tr("Nothing fits as asked. What would work:")) + f"</b><ul>{suggestions}</ul>"
            )
        if result.options:
            # row 0 may have been selected already, and then there is no selection signal: show it here, once
            blocked = self.table.blockSignals(True)
            self.table.selectRow(0)
            self.table.blockSignals(blocked)
            self._show_selected()
        else:
            self.details.clear()
            self.checklist.clear()
        self._update_charts()
        self.result_ready.emit(result)

    def _name(self, option) -> str:
        return self.result.option_name(option)

    def selected_option(self):
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows or self.result is None:
            return None
        return self.result.options[rows[0].row()]

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
            line = self.fontMetrics().height()
            for chart in self.charts.values():
                # tall enough for the upright axis titles (cut off in a short plot) and the legend below;
                # the tab scrolls where the screen is smaller
                chart.setMinimumHeight(line * 24)
                self.chart_layout.addWidget(chart, 1)
        lang = self.session.lang
        self.charts["cost_speed"].show_result(self.result, lang)
        self.charts["cumulative"].show_result(self.result, lang)
        option = self.selected_option() or (self.result.options[0] if self.result.options else None)
        if option is not None:
            self.charts["memory"].show_option(self.result, option, lang)
