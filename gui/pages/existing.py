"""What you have: the machine the cards would go into, and its software. All optional; a button reads
this computer with the core's probe, off the GUI thread. A tower or rack server the buyer owns may also be described
by its processors (a catalog preset or its facts): a giant MoE model's experts can then sit in its memory, computed by
its CPUs, with one card bought for it (core.options.build.own_host_options)."""

from __future__ import annotations

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.scenario import HostPreset, OwnedHost, host_presets, is_preset_name, matching_preset
from gpu_advisor.gui.pages.base import Page, explanation_label
from gpu_advisor.gui.safety import failure_text
from gpu_advisor.gui.workers import LatestOnly

CHASSIS = [None, "tower", "rack", "none"]
OWNED_CHASSIS = ("tower", "rack")  # a machine the buyer owns and puts the cards in: its processors may count too
OTHER_HOST = "other"  # the processors' choice for a server no preset describes: its facts typed in
MEMORY_TYPES = [None, "ddr4", "ddr5"]
VENDORS = [None, "intel", "amd"]
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
        self.processors_filled = False  # whether they filled in this server's processors too
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
        self._build_host()

        self.worker = LatestOnly(self)
        self.worker.done.connect(self.probed)
        self.worker.failed.connect(lambda exc: self.probe_result.setText(failure_text(exc, self.session.lang)))
        self.worker.busy_changed.connect(self._busy)
        self.probe_button.clicked.connect(self.check_this_machine)
        self.chassis.currentIndexChanged.connect(self._chassis_chosen)
        self.psu.valueChanged.connect(lambda v: self.apply_part("existing", psu_watts=v or None))
        self.slots.valueChanged.connect(lambda v: self.apply_part("existing", free_slots=None if v < 0 else v))
        self.cuda.textChanged.connect(lambda t: self.apply_part("existing", cuda_version=t or None))
        self.pytorch.textChanged.connect(lambda t: self.apply_part("existing", pytorch_version=t or None))
        self.driver.textChanged.connect(lambda t: self.apply_part("existing", driver_version=t or None))
        self.ram.valueChanged.connect(self._memory_given)
        self.disk.valueChanged.connect(lambda v: self.apply_part("existing", disk_free_gb=v or None))

    def _build_host(self) -> None:
        """The section on the server's processors: a chooser of the catalog's typical servers (or "other") and the
        facts a choice fills, each the buyer's to edit."""
        self.presets: list[HostPreset] = []
        self.host_box = QGroupBox()
        box = QVBoxLayout(self.host_box)
        self.host_why = explanation_label()
        self.host_why.setIndent(0)  # the box's first line, not a note under a control
        box.addWidget(self.host_why)
        # one form, so the chooser and the facts it fills line up; the facts' rows show once something is chosen
        self.host_form = QFormLayout()
        self.host_choice = QComboBox()
        self.host_choice.addItem("", None)
        self.host_choice.addItem("", OTHER_HOST)
        if self.session.catalog is not None:
            self._fill_presets(self.session.catalog)
        self.host_choice_label = QLabel()
        self.host_choice_label.setBuddy(self.host_choice)
        self.host_form.addRow(self.host_choice_label, self.host_choice)
        box.addLayout(self.host_form)
        self.host_name = QLineEdit()
        self.host_name.setMaxLength(120)  # core.scenario.OwnedHost.name
        self.host_name.setClearButtonEnabled(True)
        # 0 is "not given" in each of these: the engine is never handed a guessed fact
        self.sockets = QSpinBox()
        self.sockets.setRange(0, 2)
        self.cores = QSpinBox()
        self.cores.setRange(0, 512)
        self.base_ghz = QDoubleSpinBox()
        self.base_ghz.setRange(0, 6)
        self.base_ghz.setDecimals(2)
        self.base_ghz.setSingleStep(0.1)
        self.base_ghz.setSuffix(" GHz")
        self.channels = QSpinBox()
        self.channels.setRange(0, 16)
        self.memory_type = QComboBox()
        self.memory_type.addItems(["", "DDR4", "DDR5"])
        self.memory_rate = QSpinBox()
        self.memory_rate.setRange(0, 8800)
        self.memory_rate.setSingleStep(100)
        self.memory_rate.setSuffix(" MT/s")
        self.vendor = QComboBox()
        self.vendor.addItems(["", "Intel", "AMD"])
        self.avx512, self.amx = QCheckBox(), QCheckBox()
        self.host_fields: list[QWidget] = [
            self.host_name,
            self.vendor,
            self.sockets,
            self.cores,
            self.base_ghz,
            self.channels,
            self.memory_type,
            self.memory_rate,
        ]
        self.host_labels = [QLabel() for _ in self.host_fields]
        for label, widget in zip(self.host_labels, self.host_fields, strict=True):
            label.setBuddy(widget)
            self.host_form.addRow(label, widget)
        units = QHBoxLayout()
        units.addWidget(self.avx512)
        units.addWidget(self.amx)
        units.addStretch(1)
        self.units_label = QLabel()
        self.host_form.addRow(self.units_label, units)
        self.layout_.addWidget(self.host_box)

        self.host_choice.currentIndexChanged.connect(self._host_chosen)
        self.host_name.textChanged.connect(self._host_edited)
        for spin in (self.sockets, self.cores, self.channels, self.memory_rate):
            spin.valueChanged.connect(self._host_edited)
        self.base_ghz.valueChanged.connect(self._host_edited)
        for combo in (self.memory_type, self.vendor):
            combo.currentIndexChanged.connect(self._host_edited)
        for tick in (self.avx512, self.amx):
            tick.toggled.connect(self._host_edited)

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

        self._retranslate_host()

    def _retranslate_host(self) -> None:
        self.host_box.setTitle(self.tr("This server's processors"))
        self.host_why.setText(
            self.tr(
                "Why it matters: a large model such as DeepSeek-R1 can keep its experts in this server's memory, "
                "computed by its processors; then one graphics card bought for it may be enough. Its system memory "
                "above is needed too."
            )
        )
        self.host_choice_label.setText(self.tr("CPU model"))
        self.host_choice.setAccessibleName(self.tr("CPU model"))
        self.host_choice.setItemText(0, self.tr("not given (leave them out of the plan)"))
        self.host_choice.setItemText(self.host_choice.count() - 1, self.tr("Other: I will enter its facts"))
        names = [
            # the names the core's messages give these facts (field.scenario.existing.host.*), without their units
            self.tr("Server name"),
            self.tr("CPU maker"),
            self.tr("CPU sockets"),
            self.tr("Cores per CPU"),
            self.tr("Base clock"),
            self.tr("Memory channels per CPU"),
            self.tr("Memory type"),
            self.tr("Memory speed"),
        ]
        for label, field, name in zip(self.host_labels, self.host_fields, names, strict=True):
            label.setText(name)
            field.setAccessibleName(name)
        self.units_label.setText(self.tr("Vector units"))
        self.avx512.setText("AVX-512")
        self.amx.setText(self.tr("AMX (Intel Xeon 4th generation and later)"))
        self.host_name.setPlaceholderText(self.tr("optional, e.g. Dell R740"))
        for spin in (self.sockets, self.cores, self.base_ghz, self.channels, self.memory_rate):
            spin.setSpecialValueText(self.tr("not given"))
        self.memory_type.setItemText(0, self.tr("not given"))
        self.vendor.setItemText(0, self.tr("not given (counted as Intel)"))

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
        self._load_host(e.host)

    def set_catalog(self, catalog: Catalog) -> None:
        self._fill_presets(catalog)
        self.refresh()

    def _fill_presets(self, catalog: Catalog) -> None:
        """The chooser's presets: the catalog's typical servers by their names, between "not given" and "other"."""
        self.presets = host_presets(catalog)
        blocked = self.host_choice.blockSignals(True)
        while self.host_choice.count() > 2:
            self.host_choice.removeItem(1)
        for offset, preset in enumerate(self.presets, start=1):
            self.host_choice.insertItem(offset, preset.name, preset.id)
        self.host_choice.blockSignals(blocked)

    # ---- the server's processors
    def _load_host(self, host: OwnedHost | None) -> None:
        self._show_host_facts(host)
        preset = matching_preset(self.presets, host)
        self._set_host_choice(None if host is None else preset.id if preset else OTHER_HOST)
        self._show_host_section()

    def _set_host_choice(self, choice: str | None) -> None:
        blocked = self.host_choice.blockSignals(True)
        self.host_choice.setCurrentIndex(max(self.host_choice.findData(choice), 0))
        self.host_choice.blockSignals(blocked)

    def _show_host_section(self) -> None:
        # only where the cards go into a machine the buyer owns (or a scenario file describes its processors already)
        owned = self.state.scenario.existing.chassis in OWNED_CHASSIS or self.state.scenario.existing.host is not None
        self.host_box.setVisible(owned)
        chosen = self.host_choice.currentData() is not None
        for row in range(1, self.host_form.rowCount()):
            self.host_form.setRowVisible(row, chosen)

    def _show_host_facts(self, host: OwnedHost | dict | None) -> None:
        """The fields show `host`'s facts (a dict: those the probe read; None: every one not given), without writing
        them back one by one."""
        facts = host.model_dump() if isinstance(host, OwnedHost) else host or {}
        fields = [*self.host_fields, self.avx512, self.amx]
        blocked = [field.blockSignals(True) for field in fields]
        self.host_name.setText(facts.get("name") or "")
        self.vendor.setCurrentIndex(VENDORS.index(facts.get("vendor")))
        self.sockets.setValue(facts.get("sockets") or 0)
        self.cores.setValue(facts.get("cores_per_socket") or 0)
        self.base_ghz.setValue(facts.get("base_ghz") or 0)
        self.channels.setValue(facts.get("channels_per_socket") or 0)
        self.memory_type.setCurrentIndex(MEMORY_TYPES.index(facts.get("memory_type")))
        self.memory_rate.setValue(facts.get("memory_mt_s") or 0)
        self.avx512.setChecked(bool(facts.get("avx512")))
        self.amx.setChecked(bool(facts.get("amx")))
        for field, was in zip(fields, blocked, strict=True):
            field.blockSignals(was)

    def _host_as_entered(self) -> dict:
        """The facts as the fields hold them, for the scenario to check (core.scenario.OwnedHost): a fact not given
        is left out, so its message says it is missing rather than that 0 is too small."""
        facts = {
            "name": self.host_name.text().strip(),
            "vendor": VENDORS[self.vendor.currentIndex()],
            "sockets": self.sockets.value() or None,  # it has a default (one socket) the buyer never chose
            "cores_per_socket": self.cores.value(),
            "base_ghz": self.base_ghz.value(),
            "channels_per_socket": self.channels.value(),
            "memory_type": MEMORY_TYPES[self.memory_type.currentIndex()],
            "memory_mt_s": self.memory_rate.value(),
            "avx512": self.avx512.isChecked(),
            "amx": self.amx.isChecked(),
        }
        required = ("cores_per_socket", "base_ghz", "channels_per_socket", "memory_type", "memory_mt_s")
        return {key: value for key, value in facts.items() if key not in required or value}

    def _write_host(self) -> bool:
        """Put the processors chosen into the scenario (or take them out); False where the scenario refused them."""
        if self._loading:
            return True
        chosen = self.host_choice.currentData() is not None
        problem = self.state.update_part("existing", host=self._host_as_entered() if chosen else None)
        self.show_error(problem)
        return problem is None

    def _host_chosen(self, index: int) -> None:
        choice = self.host_choice.itemData(index)
        preset = next((p for p in self.presets if p.id == choice), None)
        if preset is not None:
            name = self.host_name.text().strip()
            # a name the buyer typed ("Dell R740") stays; one a preset gave follows the new preset
            keep = name and not is_preset_name(self.presets, name)
            self._show_host_facts(preset.facts.model_copy(update={"name": name}) if keep else preset.facts)
        self._show_host_section()
        self._write_host()

    def _host_edited(self) -> None:
        if self._loading:
            return
        written = self._write_host()
        host = self.state.scenario.existing.host
        # the chooser says which preset the facts are, or "other" once the buyer changed one of a preset's facts
        preset = matching_preset(self.presets, host) if written else None
        self._set_host_choice(preset.id if preset else OTHER_HOST)

    def _memory_given(self, gigabytes: float) -> None:
        self.apply_part("existing", system_ram_gb=gigabytes or None)
        if self.host_choice.currentData() is not None and not self.error_label.isVisibleTo(self):
            self._write_host()  # processors refused for want of their memory count from now on

    def _chassis_chosen(self, index: int) -> None:
        if index < 0:
            return
        chassis = CHASSIS[index]
        if chassis == "none":  # a new machine is bought: the processors of one the buyer owns are no longer used
            self.apply_part("existing", chassis=chassis, host=None)
            self._set_host_choice(None)
        elif chassis in OWNED_CHASSIS and self.host_choice.currentData() is not None:
            self.apply_part("existing", chassis=chassis)
            self._write_host()  # back from "none": the processors still shown count again
        else:
            self.apply_part("existing", chassis=chassis)
        self._show_host_section()

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
        elif self.processors_filled:
            said += "\n" + self.tr(
                "This server's processors below were filled in from this computer: the memory channels are counted "
                "from the memory modules installed, one to a channel. Check them against the server's manual."
            )
            if self.facts.processors is not None and not self.facts.processors.modules:
                said += " " + self.tr(
                    "The memory's type, rate and channels could not be read without administrator rights: fill them in."
                )
        self.probe_result.setText(said)

    def probed(self, facts) -> None:
        from gpu_advisor.core.foundation import short_version

        self.facts = facts
        self.facts_used = self.cards_go_here.isChecked()
        # the processors of a server or tower the buyer owns, the cards going into this very machine
        self.processors_filled = (
            self.facts_used and facts.processors is not None and self.state.scenario.existing.chassis in OWNED_CHASSIS
        )
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
        if self.processors_filled and facts.processors is not None:
            # after the refresh, which shows the scenario's own: a machine that did not tell its memory leaves the
            # facts it told on screen, and the message names what is missing for the buyer to fill in
            self._show_host_facts(facts.processors.host_facts())
            self._set_host_choice(OTHER_HOST)
            self._show_host_section()
            self._write_host()
