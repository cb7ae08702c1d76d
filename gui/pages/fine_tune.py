"""Fine-tuning: the method, how much data, how many passes, how often."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
)

from gpu_advisor.gui.pages.base import Page

METHODS = ["lora", "qlora", "full"]


class FineTunePage(Page):
    step_id = "fine_tune"

    def build(self) -> None:
        self.method_box = QGroupBox()
        box = QVBoxLayout(self.method_box)
        self.method_group = QButtonGroup(self)
        self.methods: dict[str, QRadioButton] = {}
        for index, method in enumerate(METHODS):
            button = QRadioButton()
            self.method_group.addButton(button, index)
            self.methods[method] = button
            box.addWidget(button)
        self.layout_.addWidget(self.method_box)
        form = QFormLayout()
        self.data = QDoubleSpinBox()
        self.data.setRange(0.001, 1_000_000)
        self.data.setDecimals(1)
        self.epochs = QSpinBox()
        self.epochs.setRange(1, 100)
        self.runs = QSpinBox()
        self.runs.setRange(0, 1000)
        # a pretraining run: the days it may take decide how many machines the cluster needs (core.sizing.several_machines)
        self.max_days = QSpinBox()
        self.max_days.setRange(1, 3650)
        self.data_label, self.epochs_label, self.runs_label = QLabel(), QLabel(), QLabel()
        self.max_days_label = QLabel()
        form.addRow(self.data_label, self.data)
        form.addRow(self.epochs_label, self.epochs)
        form.addRow(self.runs_label, self.runs)
        form.addRow(self.max_days_label, self.max_days)
        self.form = form
        for label, field in (
            (self.data_label, self.data),
            (self.epochs_label, self.epochs),
            (self.runs_label, self.runs),
            (self.max_days_label, self.max_days),
        ):
            label.setBuddy(field)
        self.layout_.addLayout(form)
        self.save_memory = QCheckBox()
        self.layout_.addWidget(self.save_memory)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.layout_.addWidget(self.hint)
        self.method_group.idToggled.connect(
            lambda i, on: self.apply_part("fine_tune", method=METHODS[i]) if on else None
        )
        self.data.valueChanged.connect(
            lambda v: self.apply_part("fine_tune", dataset_tokens=max(1, int(v * 1_000_000)))
        )
        self.epochs.valueChanged.connect(lambda v: self.apply_part("fine_tune", epochs=v))
        self.runs.valueChanged.connect(lambda v: self.apply_part("fine_tune", runs_per_year=v))
        self.max_days.valueChanged.connect(lambda v: self.apply_part("fine_tune", max_days=v))
        self.save_memory.toggled.connect(lambda on: self.apply_part("fine_tune", save_memory=on))

    def title(self) -> str:
        return self.tr("Fine-tuning")

    def subtitle(self) -> str:
        return self.tr("How the model learns from your data, and how often.")

    def retranslate(self) -> None:
        self.method_box.setTitle(self.tr("Method"))
        self.methods["lora"].setText(self.tr("LoRA: trains a small add-on; the usual choice"))
        self.methods["qlora"].setText(self.tr("QLoRA: LoRA on a 4-bit model; needs the least memory, a little slower"))
        self.methods["full"].setText(
            self.tr("Full fine-tune: changes every weight; needs about 16 bytes per parameter")
        )
        self.data_label.setText(self.tr("&Training data (million tokens)"))
        self.epochs_label.setText(self.tr("&Passes over the data (epochs)"))
        self.runs_label.setText(self.tr("&Runs per year"))
        self.data.setAccessibleName(self.tr("Training data in million tokens"))
        self.epochs.setAccessibleName(self.tr("Epochs"))
        self.runs.setAccessibleName(self.tr("Runs per year"))
        self.max_days_label.setText(self.tr("&Longest a run may take (days)"))
        self.max_days.setAccessibleName(self.tr("Longest a pretraining run may take, in days"))
        self.save_memory.setText(
            self.tr(
                "&Save memory: 8-bit optimizer and other low-memory settings; a full "
                "fine-tune fits about a quarter of the memory, at the same speed"
            )
        )
        self.save_memory.setAccessibleName(self.tr("Save memory while fine-tuning"))
        self.hint.setText(
            self.tr(
                "A token is about three quarters of an English word or one to two Chinese characters: "
                "1,000 pages of text are roughly 0.5 million tokens."
            )
        )

    def load(self) -> None:
        tune = self.state.scenario.fine_tune
        if tune is None:
            return
        self.methods[tune.method].setChecked(True)
        self.data.setValue(tune.dataset_tokens / 1_000_000)
        self.epochs.setValue(tune.epochs)
        self.runs.setValue(tune.runs_per_year)
        self.max_days.setValue(tune.max_days)
        self.save_memory.setChecked(tune.save_memory)
        pretraining = self.state.scenario.use_case == "pretrain"
        self.form.setRowVisible(self.max_days, pretraining)  # the cluster's size; a fine-tune runs on one machine
        self.save_memory.setVisible(not pretraining)
