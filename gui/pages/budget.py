"""Budget: one-off and/or monthly, horizon, electricity, with defaults a buyer can accept blindly."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QDoubleSpinBox, QFormLayout, QLabel, QSpinBox

from gpu_advisor.core.costing import PUE_EXPLAINED
from gpu_advisor.gui.money_field import AmountProblem, MoneySpinBox
from gpu_advisor.gui.pages.base import Page


class BudgetPage(Page):
    step_id = "budget"

    def build(self) -> None:
        form = QFormLayout()
        self.has_one_off, self.has_monthly = QCheckBox(), QCheckBox()
        self.one_off, self.monthly = MoneySpinBox(), MoneySpinBox()
        # why a money field could not read what was typed (15万k, 1,00, abc), right under it: the page's own error
        # line is at its foot, and every accepted change of another field clears it
        self.one_off_problem, self.monthly_problem = AmountProblem(), AmountProblem()
        for field, problem in ((self.one_off, self.one_off_problem), (self.monthly, self.monthly_problem)):
            field.problem.connect(lambda text, label=problem: label.say(text, self.session.lang))
            field.setRange(0, 1e10)
            field.setDecimals(0)
            field.setGroupSeparatorShown(True)
        self.horizon = QSpinBox()
        self.horizon.setRange(1, 10)
        self.electricity = QDoubleSpinBox()
        self.electricity.setRange(0, 100)
        self.electricity.setDecimals(2)
        self.electricity.setSingleStep(0.05)
        self.pue = QDoubleSpinBox()
        self.pue.setRange(1.0, 3.0)
        self.pue.setDecimals(2)
        self.pue.setSingleStep(0.05)
        self.hours = QDoubleSpinBox()
        self.hours.setRange(0, 24)
        self.hours.setDecimals(1)
        self.labels = {name: QLabel() for name in ("horizon", "electricity", "pue", "hours")}
        form.addRow(self.has_one_off, self.one_off)
        form.addRow(self.one_off_problem)
        # a budget that buys nothing ("15" meant as 15万) is questioned here, never used in silence
        self.one_off_doubt = QLabel()
        self.one_off_doubt.setWordWrap(True)
        self.one_off_doubt.setTextFormat(Qt.TextFormat.PlainText)
        self.one_off_doubt.setStyleSheet("color: #8a5300;")
        self.one_off_doubt.hide()
        form.addRow(self.one_off_doubt)
        form.addRow(self.has_monthly, self.monthly)
        form.addRow(self.monthly_problem)
        form.addRow(self.labels["horizon"], self.horizon)
        form.addRow(self.labels["electricity"], self.electricity)
        form.addRow(self.labels["pue"], self.pue)
        form.addRow(self.labels["hours"], self.hours)
        for name, spin_box in (
            ("horizon", self.horizon),
            ("electricity", self.electricity),
            ("pue", self.pue),
            ("hours", self.hours),
        ):
            self.labels[name].setBuddy(spin_box)
        self.layout_.addLayout(form)
        self.pue_help = QLabel()
        self.pue_help.setWordWrap(True)
        self.layout_.addWidget(self.pue_help)

        self.has_one_off.toggled.connect(self._budget_changed)
        self.has_monthly.toggled.connect(self._budget_changed)
        self.one_off.valueChanged.connect(self._budget_changed)
        self.monthly.valueChanged.connect(self._budget_changed)
        self.horizon.valueChanged.connect(lambda v: self.apply(horizon_years=v))
        self.electricity.valueChanged.connect(lambda v: self.apply(electricity_price=v))
        self.pue.valueChanged.connect(lambda v: self.apply(pue=v))
        self.hours.valueChanged.connect(lambda v: self.apply(hours_per_day=v))

    def title(self) -> str:
        return self.tr("Budget")

    def subtitle(self) -> str:
        return self.tr("What you can spend up front and per month. The defaults are reasonable if you are unsure.")

    def retranslate(self) -> None:
        currency = self.state.scenario.budget.currency
        for field, problem in ((self.one_off, self.one_off_problem), (self.monthly, self.monthly_problem)):
            field.currency = currency  # $60,000 typed into a budget in CNY is said, not read as yuan
            problem.retranslate(self.session.lang)
        self.has_one_off.setText(self.tr("One-off budget for buying (%1)").replace("%1", currency))
        self.has_monthly.setText(self.tr("Monthly budget for renting and running (%1)").replace("%1", currency))
        self.labels["horizon"].setText(self.tr("&Years to plan for"))
        self.labels["electricity"].setText(self.tr("&Electricity price per kWh (%1)").replace("%1", currency))
        self.labels["pue"].setText(self.tr("Building overhead (&PUE)"))
        self.labels["hours"].setText(self.tr("&Hours of use per day"))
        self.one_off.setAccessibleName(self.tr("One-off budget"))
        self.monthly.setAccessibleName(self.tr("Monthly budget"))
        self.horizon.setAccessibleName(self.tr("Years to plan for"))
        self.electricity.setAccessibleName(self.tr("Electricity price per kWh"))
        self.pue.setAccessibleName(self.tr("Building overhead (PUE)"))
        self.hours.setAccessibleName(self.tr("Hours of use per day"))
        self.pue_help.setText(PUE_EXPLAINED["zh_CN" if self.session.lang == "zh_CN" else "en"])
        self._question_budget()  # in the new language

    def load(self) -> None:
        s = self.state.scenario
        self.has_one_off.setChecked(s.budget.one_off is not None)
        self.has_monthly.setChecked(s.budget.monthly is not None)
        self.one_off.setValue(s.budget.one_off or 0)
        self.monthly.setValue(s.budget.monthly or 0)
        self.one_off.setEnabled(s.budget.one_off is not None)
        self.monthly.setEnabled(s.budget.monthly is not None)
        self.horizon.setValue(s.horizon_years)
        self.electricity.setValue(s.electricity_price)
        self.pue.setValue(s.pue)
        self.hours.setValue(s.hours_per_day)
        self.retranslate()

    def _budget_changed(self) -> None:
        self.one_off.setEnabled(self.has_one_off.isChecked())
        self.monthly.setEnabled(self.has_monthly.isChecked())
        self.apply_part(
            "budget",
            one_off=self.one_off.value() if self.has_one_off.isChecked() else None,
            monthly=self.monthly.value() if self.has_monthly.isChecked() else None,
        )
        self._question_budget()

    def _question_budget(self) -> None:
        import datetime as dt

        from gpu_advisor.core.options import budget_doubt

        catalog = self.session.catalog_in_use
        doubt = budget_doubt(catalog, self.state.scenario, dt.date.today()) if catalog is not None else None
        self.one_off_doubt.setText(doubt.render(self.session.lang) if doubt else "")
        self.one_off_doubt.setVisible(doubt is not None)
