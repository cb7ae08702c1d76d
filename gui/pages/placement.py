"""Where it runs: cloud, office, server room or edge, each explained in one line, with its constraints."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
)

from gpu_advisor.gui.pages.base import Page, explanation_label

TARGETS = ["cloud", "office", "server_room", "edge"]
DATA_ANSWERS: list[bool | None] = [None, False, True]  # the order of the data question's choices


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
            explanation = explanation_label()
            self.group.addButton(button, index)
            self.buttons[target], self.explanations[target] = button, explanation
            box.addWidget(button)
            box.addWidget(explanation)
        self.layout_.addWidget(self.target_box)
        form = QFormLayout()
        self.used = QCheckBox()
        form.addRow(self.used)
        # who the hardware is for: each choice with one line on what it changes (core.options.suitability)
        self.consumer, self.team, self.domestic = QCheckBox(), QCheckBox(), QCheckBox()
        self.choice_notes: dict[QCheckBox, QLabel] = {}
        for box_ in (self.consumer, self.team, self.domestic):
            note = explanation_label()
            self.choice_notes[box_] = note
            form.addRow(box_)
            form.addRow(note)
        # asked once, here: the answer decides whether renting (a cloud machine, a hosted API) is advice at all
        self.data_question = QLabel()
        self.data_question.setWordWrap(True)
        self.data = QComboBox()
        self.data.addItems(["", "", ""])
        self.data_question.setBuddy(self.data)
        self.data_note = explanation_label()
        form.addRow(self.data_question, self.data)
        form.addRow(self.data_note)
        self.site_power = QDoubleSpinBox()
        self.site_power.setRange(0, 100_000)
        self.site_power.setDecimals(0)
        self.site_power.setSuffix(" W")
        self.site_label = QLabel()
        self.site_label.setBuddy(self.site_power)
        form.addRow(self.site_label, self.site_power)
        self.layout_.addLayout(form)
        self.group.idToggled.connect(self._target_toggled)
        self.used.toggled.connect(lambda on: self.apply(used_ok=on))
        self.consumer.toggled.connect(lambda on: self.apply(consumer_cards_ok=on))
        self.team.toggled.connect(lambda on: self.apply(team="can_run_servers" if on else "non_technical"))
        self.domestic.toggled.connect(lambda on: self.apply(domestic_required=on))
        self.data.currentIndexChanged.connect(self._data_answered)
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
        self.consumer.setText(self.tr("Consumer cards (GeForce, Radeon) are acceptable"))
        self.choice_notes[self.consumer].setText(
            self.tr(
                "In a server room they bring licence, cooling, density and warranty trade-offs; "
                "without this only data-centre and workstation cards are offered there."
            )
        )
        self.team.setText(self.tr("Our team can run Linux GPU servers"))
        self.choice_notes[self.team].setText(
            self.tr("Allows AMD ROCm and domestic software stacks; otherwise only NVIDIA CUDA (and Apple) is offered.")
        )
        self.domestic.setText(self.tr("Domestic hardware required (信创 / 国产化)"))
        self.choice_notes[self.domestic].setText(
            self.tr("Prefers domestic parts such as Huawei Ascend and says what they cost in speed and software.")
        )
        self.data_question.setText(self.tr("May prompts and &documents leave the company?"))
        choices = [
            self.tr("Not decided yet"),
            self.tr("No: everything stays on our own machines"),
            self.tr("Yes: a cloud machine or a hosted API may be used"),
        ]
        for index, text in enumerate(choices):
            self.data.setItemText(index, text)
        self.data.setAccessibleName(self.tr("May prompts and documents leave the company?"))
        self._show_data_note()
        self.site_label.setText(self.tr("Power available at the &site"))
        self.site_power.setAccessibleName(self.tr("Power available at the site in watts"))
        self.site_power.setSpecialValueText(self.tr("no limit"))

    def load(self) -> None:
        s = self.state.scenario
        self.buttons[s.target].setChecked(True)
        self.used.setChecked(s.used_ok)
        self.consumer.setChecked(s.consumer_cards_ok)
        self.team.setChecked(s.team == "can_run_servers")
        self.domestic.setChecked(s.domestic_required)
        self.data.setCurrentIndex(DATA_ANSWERS.index(s.data_may_leave))
        self.site_power.setValue(s.existing.site_power_limit_w or 0)
        self._show_constraints()

    def _target_toggled(self, index: int, on: bool) -> None:
        if on:
            self.apply(target=TARGETS[index])
            self._show_constraints()

    def _data_answered(self, index: int) -> None:
        self.apply(data_may_leave=DATA_ANSWERS[index])
        self._show_data_note()

    def _show_data_note(self) -> None:
        s = self.state.scenario
        if s.data_may_leave is False and s.target == "cloud":
            text = self.tr(
                "A rented cloud machine is another company's machine: with data that must stay, choose the office "
                "or the server room."
            )
        elif s.data_may_leave is False:
            text = self.tr("Renting a cloud machine and hosted APIs are left out of the advice.")
        elif s.data_may_leave:
            text = self.tr("Where renting costs less than buying, the advice says so plainly.")
        else:
            text = self.tr("Until you answer, renting is shown with the condition that the data may leave.")
        self.data_note.setText(text)

    def _show_constraints(self) -> None:
        s = self.state.scenario
        edge = s.target == "edge"
        self.site_power.setVisible(edge)
        self.site_label.setVisible(edge)
        # 信创 is a Chinese buyer's requirement: not offered elsewhere unless a file already asks for it
        domestic = s.region == "cn" or s.domestic_required
        self.domestic.setVisible(domestic)
        self.choice_notes[self.domestic].setVisible(domestic)
        self._show_data_note()
