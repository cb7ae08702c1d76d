"""Where it runs: cloud, office, server room or edge, each explained in one line, with its constraints."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
)

from gpu_advisor.gui.pages.base import Page

TARGETS = ["cloud", "office", "server_room", "edge"]


class PlacementPage(Page):
    step_id = "placement"

    def build(self) -> None:
        self.target_box = QGroupBox()
        box = QVBoxLayout(self.target_box)
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        self.explanations: dict[str, QLabel] = {}
        for index, target in enumerate(TARGETS):
            button = QRadioButton()
            explanation = QLabel()
            explanation.setWordWrap(True)
            explanation.setIndent(24)
            explanation.setStyleSheet("color: palette(mid);")
            self.group.addButton(button, index)
            self.buttons[target], self.explanations[target] = button, explanation
            box.addWidget(button)
            box.addWidget(explanation)
        self.layout_.addWidget(self.target_box)
        form = QFormLayout()
        self.used = QCheckBox()
        form.addRow(self.used)
        self.site_power = QDoubleSpinBox()
        self.site_power.setRange(0, 100_000)
        self.site_power.setDecimals(0)
        self.site_power.setSuffix(" W")
        self.site_label = QLabel()
        self.site_label.setBuddy(self.site_power)
        form.addRow(self.site_label, self.site_power)
        self.layout_.addLayout(form)
        self.group.idToggled.connect(lambda i, on: on and (self.apply(target=TARGETS[i]), self._show_constraints()))
        self.used.toggled.connect(lambda on: self.apply(used_ok=on))
        self.site_power.valueChanged.connect(lambda v: self.apply_part("existing", site_power_limit_w=v or None))

    def title(self) -> str:
        return self.tr("Where will it run?")

    def subtitle(self) -> str:
        return self.tr("Each place has its own limits on power, noise and size.")

    def retranslate(self) -> None:
        self.target_box.setTitle(self.tr("Place"))
        texts = {
            "cloud": (
                self.tr("Cloud (rent)"),
                self.tr("Rent GPUs by the hour from a cloud provider: nothing to buy, pay while you use it."),
            ),
            "office": (
                self.tr("Office workstation"),
                self.tr("A tower PC under a desk: at most two cards, ordinary power socket, must stay quiet."),
            ),
            "server_room": (
                self.tr("Server room or data centre"),
                self.tr("Rack servers with up to eight cards, strong power and cooling."),
            ),
            "edge": (
                self.tr("Edge device"),
                self.tr("A small box on site (shop, factory, vehicle) with a tight power budget."),
            ),
        }
        for target, (name, explanation) in texts.items():
            self.buttons[target].setText(name)
            self.buttons[target].setAccessibleName(name)
            self.explanations[target].setText(explanation)
        self.used.setText(self.tr("Used (second-hand) cards are acceptable"))
        self.site_label.setText(self.tr("Power available at the &site"))
        self.site_power.setAccessibleName(self.tr("Power available at the site in watts"))
        self.site_power.setSpecialValueText(self.tr("no limit"))

    def load(self) -> None:
        s = self.state.scenario
        self.buttons[s.target].setChecked(True)
        self.used.setChecked(s.used_ok)
        self.site_power.setValue(s.existing.site_power_limit_w or 0)
        self._show_constraints()

    def _show_constraints(self) -> None:
        edge = self.state.scenario.target == "edge"
        self.site_power.setVisible(edge)
        self.site_label.setVisible(edge)
