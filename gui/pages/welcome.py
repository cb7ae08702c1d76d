"""Welcome: language, currency and region; start a new scenario or open a saved one."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton

from gpu_advisor.core.foundation import money_text
from gpu_advisor.gui.language import LANGUAGES
from gpu_advisor.gui.pages.base import Page

REGIONS = ["cn", "us", "eu", "other"]


class WelcomePage(Page):
    step_id = "welcome"
    language_requested = Signal(str)
    new_requested = Signal()
    open_requested = Signal(str)  # a path, or "" to ask for one

    def build(self) -> None:
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.layout_.addWidget(self.intro)
        form = QFormLayout()
        self.language = QComboBox()
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.currency = QComboBox()
        self.currency.addItem("CNY ¥", "CNY")
        self.currency.addItem("USD $", "USD")
        self.region = QComboBox()
        for code in REGIONS:
            self.region.addItem(code, code)
        self.language_label, self.currency_label, self.region_label = QLabel(), QLabel(), QLabel()
        form.addRow(self.language_label, self.language)
        form.addRow(self.currency_label, self.currency)
        form.addRow(self.region_label, self.region)
        for label, field in (
            (self.language_label, self.language),
            (self.currency_label, self.currency),
            (self.region_label, self.region),
        ):
            label.setBuddy(field)
        self.layout_.addLayout(form)
        # what a change of currency did to the money already entered: converted, never silently kept as numbers
        self.conversion = QLabel()
        self.conversion.setWordWrap(True)
        self.conversion.setTextFormat(Qt.TextFormat.PlainText)
        self.conversion.hide()
        self.layout_.addWidget(self.conversion)
        buttons = QHBoxLayout()
        self.new_button, self.open_button = QPushButton(), QPushButton()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.open_button)
        buttons.addStretch(1)
        self.layout_.addLayout(buttons)
        self.recent_label = QLabel()
        self.recent = QListWidget()
        self.recent.setMaximumHeight(120)
        self.layout_.addWidget(self.recent_label)
        self.layout_.addWidget(self.recent)

        self.language.currentIndexChanged.connect(lambda: self.language_requested.emit(self.language.currentData()))
        self.currency.currentIndexChanged.connect(self._currency_changed)
        self.region.currentIndexChanged.connect(lambda: self.apply(region=self.region.currentData()))
        self.new_button.clicked.connect(self.new_requested)
        self.open_button.clicked.connect(lambda: self.open_requested.emit(""))
        for button in (self.new_button, self.open_button):
            button.clicked.connect(self.conversion.hide)  # about the scenario that was open
        self.recent.itemActivated.connect(lambda item: self.open_requested.emit(item.data(256)))

    def _currency_changed(self) -> None:
        """The money already in the scenario converted at its exchange rate (core Scenario.in_currency), and the page
        says what became what: 150,000 yuan must not become 150,000 dollars."""
        code = self.currency.currentData()
        before = self.state.scenario
        if self._loading or code == before.budget.currency:
            return
        after = before.in_currency(code)
        self.state.replace(after, dirty=True)

        old, new = before.budget.currency, code
        parts = []
        for label, was, now in (
            (self.tr("one-off budget %1 → %2"), before.budget.one_off, after.budget.one_off),
            (self.tr("monthly budget %1 → %2"), before.budget.monthly, after.budget.monthly),
        ):
            if was is not None and now is not None:
                parts.append(label.replace("%1", money_text(was, old)).replace("%2", money_text(now, new)))
        parts.append(
            self.tr("electricity %1 → %2 per kWh")
            .replace("%1", f"{before.electricity_price:g} {old}")
            .replace("%2", f"{after.electricity_price:g} {new}")
        )
        self.conversion.setText(
            self.tr("Your amounts were converted at %1 yuan per dollar: %2. Check them on the Budget page.")
            .replace("%1", f"{before.budget.usd_to_cny:g}")
            .replace("%2", self.tr(", ").join(parts))
        )
        self.conversion.show()

    def title(self) -> str:
        return self.tr("Welcome")

    def subtitle(self) -> str:
        return self.tr("Find out which GPUs to buy or rent for your own AI model.")

    def retranslate(self) -> None:
        self.intro.setText(
            self.tr(
                "This assistant asks a few plain questions: which model, how many people use it, your budget and "
                "where it will run. It then recommends what to buy or rent, what it costs over the years, and what "
                "to check before you order. Everything stays on this computer."
            )
        )
        self.language_label.setText(self.tr("&Language"))
        self.currency_label.setText(self.tr("&Currency"))
        self.region_label.setText(self.tr("&Region"))
        names = {
            "cn": self.tr("Mainland China"),
            "us": self.tr("United States"),
            "eu": self.tr("Europe"),
            "other": self.tr("Elsewhere"),
        }
        for index, code in enumerate(REGIONS):
            self.region.setItemText(index, names[code])
        self.new_button.setText(self.tr("Ne&w scenario"))
        self.open_button.setText(self.tr("&Open saved scenario…"))
        self.recent_label.setText(self.tr("Recent scenarios"))
        self.language.setAccessibleName(self.tr("Language"))
        self.currency.setAccessibleName(self.tr("Currency"))
        self.region.setAccessibleName(self.tr("Region"))
        self.recent.setAccessibleName(self.tr("Recent scenarios"))

    def load(self) -> None:
        scenario = self.state.scenario
        self.language.blockSignals(True)
        self.language.setCurrentIndex(max(0, self.language.findData(self.session.lang)))
        self.language.blockSignals(False)
        self.currency.setCurrentIndex(max(0, self.currency.findData(scenario.budget.currency)))
        self.region.setCurrentIndex(max(0, self.region.findData(scenario.region)))

    def set_recent(self, paths: list[str]) -> None:
        self.recent.clear()
        for path in paths:
            item = QListWidgetItem(path)
            item.setData(256, path)
            self.recent.addItem(item)
        self.recent_label.setVisible(bool(paths))
        self.recent.setVisible(bool(paths))
