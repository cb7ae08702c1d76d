"""What you have: the machine the cards would go into, and its software. All optional; a button reads
this computer with the core's probe, off the GUI thread."""

from __future__ import annotations

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
)

from gpu_advisor.gui.pages.base import Page
from gpu_advisor.gui.safety import failure_text
from gpu_advisor.gui.workers import LatestOnly

CHASSIS = [None, "tower", "rack", "none"]
VERSION = QRegularExpression(r"^$|^\d+(\.\d+){0,2}$")


class ExistingPage(Page):
    step_id = "existing"

    def build(self) -> None:
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.layout_.addWidget(self.intro)
        row = QHBoxLayout()
        self.probe_button = QPushButton()
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)  # indeterminate: the probe takes a moment
        self.busy.setMaximumWidth(120)
        self.busy.hide()
        self.probe_result = QLabel()
        self.probe_result.setWordWrap(True)
        self.probe_result.setTextFormat(Qt.TextFormat.PlainText)  # names the machine reports, shown as they are
        # the owner's office PC is not the server to buy (newcomer review): its facts fill the form only when the
        # cards will go into this very computer; otherwise they are shown and left out of the plan
        self.cards_go_here = QCheckBox()
        self.facts_used = False  # whether the last check's facts went into the scenario
        row.addWidget(self.probe_button)
        row.addWidget(self.cards_go_here)
        row.addWidget(self.busy)
        row.addStretch(1)
        self.layout_.addLayout(row)
        self.layout_.addWidget(self.probe_result)

        form = QFormLayout()
        self.chassis = QComboBox()
        self.chassis.addItems(["", "", "", ""])
        self.psu = QSpinBox()
        self.psu.setRange(0, 100_000)
        self.psu.setSuffix(" W")
        self.slots = QSpinBox()
        self.slots.setRange(-1, 32)
        self.cuda, self.pytorch, self.driver = QLineEdit(), QLineEdit(), QLineEdit()
        for field in (self.cuda, self.pytorch, self.driver):
            field.setValidator(QRegularExpressionValidator(VERSION, field))
            field.setClearButtonEnabled(True)
        self.ram = QDoubleSpinBox()
        self.ram.setRange(0, 100_000)
        self.ram.setDecimals(0)
        self.ram.setSuffix(" GB")
        self.disk = QDoubleSpinBox()
        self.disk.setRange(0, 10_000_000)
        self.disk.setDecimals(0)
        self.disk.setSuffix(" GB")
        self.fields = [self.chassis, self.psu, self.slots, self.cuda, self.pytorch, self.driver, self.ram, self.disk]
        self.labels = [QLabel() for _ in self.fields]
        for label, widget in zip(self.labels, self.fields, strict=True):
            label.setBuddy(widget)
            form.addRow(label, widget)
        self.layout_.addLayout(form)

        self.worker = LatestOnly(self)
        self.worker.done.connect(self._probed)
        self.worker.failed.connect(lambda exc: self.probe_result.setText(failure_text(exc, self.session.lang)))
        self.worker.busy_changed.connect(self._busy)
        self.probe_button.clicked.connect(self.check_this_machine)
        self.chassis.currentIndexChanged.connect(
            lambda i: self.apply_part("existing", chassis=CHASSIS[i]) if i >= 0 else None
        )
        self.psu.valueChanged.connect(lambda v: self.apply_part("existing", psu_watts=v or None))
        self.slots.valueChanged.connect(lambda v: self.apply_part("existing", free_slots=None if v < 0 else v))
        self.cuda.textChanged.connect(lambda t: self.apply_part("existing", cuda_version=t or None))
        self.pytorch.textChanged.connect(lambda t: self.apply_part("existing", pytorch_version=t or None))
        self.driver.textChanged.connect(lambda t: self.apply_part("existing", driver_version=t or None))
        self.ram.valueChanged.connect(lambda v: self.apply_part("existing", system_ram_gb=v or None))
        self.disk.valueChanged.connect(lambda v: self.apply_part("existing", disk_free_gb=v or None))

    def title(self) -> str:
        return self.tr("What do you have already?")

    def subtitle(self) -> str:
        return self.tr("Optional. If the cards go into a machine you own, its power supply and slots matter.")

    def retranslate(self) -> None:
        self.intro.setText(
            self.tr(
                "Leave anything you do not know empty: it will be listed as a point to check. "
                "If you are sitting at the machine itself, let the assistant read it."
            )
        )
        self.probe_button.setText(self.tr("&Check this machine"))
        self.cards_go_here.setText(self.tr("The cards will go into &this computer"))
        if getattr(self, "facts", None) is not None:
            self._show_facts()  # what the machine said, in the new language
        names = [
            self.tr("Chassis"),
            self.tr("Power supply"),
            self.tr("Free PCIe slot positions"),
            self.tr("CUDA version"),
            self.tr("PyTorch version"),
            self.tr("NVIDIA driver version"),
            self.tr("System memory"),
            self.tr("Free disk space"),
        ]
        for label, field, name in zip(self.labels, self.fields, names, strict=True):
            label.setText(name)
            field.setAccessibleName(name)
        for index, text in enumerate(
            [
                self.tr("not given"),
                self.tr("Tower PC (I will put the cards in it)"),
                self.tr("Rack server (I will put the cards in it)"),
                self.tr("None: buy a new machine"),
            ]
        ):
            self.chassis.setItemText(index, text)
        for field in (self.psu, self.ram, self.disk):
            field.setSpecialValueText(self.tr("not given"))
        self.slots.setSpecialValueText(self.tr("not given"))
        for field, example in ((self.cuda, "12.4"), (self.pytorch, "2.5.1"), (self.driver, "550.54")):
            field.setPlaceholderText(self.tr("not given, e.g. %1").replace("%1", example))

    def load(self) -> None:
        e = self.state.scenario.existing
        self.chassis.setCurrentIndex(CHASSIS.index(e.chassis))
        # a buyer who said the cards go into their tower or rack server most likely sits at it
        self.cards_go_here.setChecked(e.chassis in ("tower", "rack"))
        self.psu.setValue(int(e.psu_watts or 0))
        self.slots.setValue(-1 if e.free_slots is None else e.free_slots)
        for field, value in (
            (self.cuda, e.cuda_version),
            (self.pytorch, e.pytorch_version),
            (self.driver, e.driver_version),
        ):
            if field.text() != (value or ""):
                field.setText(value or "")
        self.ram.setValue(e.system_ram_gb or 0)
        self.disk.setValue(e.disk_free_gb or 0)

    def check_this_machine(self) -> None:
        from gpu_advisor.core.probe import match_catalog, probe_machine

        catalog = self.session.catalog
        self.probe_result.setText(self.tr("Reading this machine…"))
        self.worker.submit(lambda: match_catalog(probe_machine(), catalog))

    def _busy(self, busy: bool) -> None:
        self.busy.setVisible(busy)
        self.probe_button.setEnabled(not busy)

    def _show_facts(self) -> None:
        said = self.facts.summary(self.session.lang)
        if not self.facts_used:
            said += "\n" + self.tr(
                "These values describe this computer, not the machine to buy: they were not put into the plan. Tick "
                "the box and check again if the cards will go into this computer."
            )
        self.probe_result.setText(said)

    def _probed(self, facts) -> None:
        from gpu_advisor.core.foundation import short_version

        self.facts = facts
        self.facts_used = self.cards_go_here.isChecked()
        self._show_facts()
        if not self.facts_used:
            return
        version = short_version  # "2.6.0a0+cu124" as the scenario's fields take it: 2.6.0
        owned: dict[str, int] = {}
        for gpu in facts.gpus:
            if gpu.catalog_id:
                owned[gpu.catalog_id] = owned.get(gpu.catalog_id, 0) + 1
        self.apply_part(
            "existing",
            cuda_version=version(facts.cuda_toolkit_version or facts.torch_cuda),
            pytorch_version=version(facts.torch_version),
            driver_version=version(facts.driver_version),
            system_ram_gb=round(facts.ram_gb) if facts.ram_gb else None,
            disk_free_gb=round(facts.disk_free_gb) if facts.disk_free_gb else None,
            gpus=[{"gpu": gpu_id, "count": count} for gpu_id, count in owned.items()],
        )
        self.refresh()
