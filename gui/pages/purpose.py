"""What for: the use case in plain words, and the model, grouped by family and size."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QRadioButton,
    QStyledItemDelegate,
    QVBoxLayout,
)

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.scenario import FINE_TUNE_USES, FineTune
from gpu_advisor.gui.pages.base import Page

USE_CASES = ["chat", "document_qa", "batch", "fine_tune", "pretrain"]
FAMILY_ORDER = [
    "deepseek", "qwen", "llama", "gpt-oss", "mistral", "mixtral", "gemma", "phi", "glm", "kimi", "minimax", "ernie",
    "nemotron",
]  # fmt: skip
# each family's heading as its maker writes it (the list once mixed "QWEN", "Deepseek" and "Llama"); a family not
# named here groups under the one its name starts with: Code Llama under Llama, QwQ under Qwen (newcomer review)
FAMILY_NAMES = {
    "deepseek": "DeepSeek",
    "qwen": "Qwen",
    "llama": "Llama",
    "gpt-oss": "GPT-OSS",
    "mistral": "Mistral",
    "mixtral": "Mixtral",
    "gemma": "Gemma",
    "phi": "Phi",
    "glm": "GLM",
    "kimi": "Kimi",
    "minimax": "MiniMax",
    "ernie": "ERNIE",
    "nemotron": "Nemotron",
}
FAMILY_OF = {"codellama": "llama", "qwq": "qwen"}
MODEL_INDENT_PX = 18


class IndentedChoices(QStyledItemDelegate):
    """The models drawn indented under their family's heading. The indent is drawn, not typed as spaces: with spaces
    in the text, typing "Dee" in the closed list found nothing (a combo box searches from the text's first letter)."""

    def initStyleOption(self, option, index) -> None:  # noqa: N802 (Qt naming)
        super().initStyleOption(option, index)
        if index.data(Qt.ItemDataRole.UserRole) is not None:
            option.rect.adjust(MODEL_INDENT_PX, 0, 0, 0)


class PurposePage(Page):
    step_id = "purpose"

    def build(self) -> None:
        self.use_box = QGroupBox()
        box = QVBoxLayout(self.use_box)
        self.use_group = QButtonGroup(self)
        self.use_buttons: dict[str, QRadioButton] = {}
        for index, use in enumerate(USE_CASES):
            button = QRadioButton()
            self.use_group.addButton(button, index)
            self.use_buttons[use] = button
            box.addWidget(button)
        # own the hardware for daily use, rent GPUs for the occasional fine-tuning (the hybrid option)
        self.also_tune = QCheckBox()
        box.addWidget(self.also_tune)
        self.remembered_tune: dict | None = None  # the fine-tuning last described, kept while it is switched off
        self.layout_.addWidget(self.use_box)

        self.model_box = QGroupBox()
        form = QFormLayout(self.model_box)
        self.model = QComboBox()
        self.model.setMinimumContentsLength(32)
        self.model_items = QStandardItemModel(self)
        self.model.setModel(self.model_items)
        self.model.setItemDelegate(IndentedChoices(self.model))
        self.model_label = QLabel()
        self.model_label.setBuddy(self.model)
        form.addRow(self.model_label, self.model)
        self.model_use = QLabel()
        self.model_use.setWordWrap(True)
        self.model_use.setTextFormat(Qt.TextFormat.PlainText)
        form.addRow("", self.model_use)
        self.custom = QCheckBox()
        self.custom_size = QDoubleSpinBox()
        self.custom_size.setRange(0.1, 10_000)
        self.custom_size.setDecimals(1)
        self.custom_size.setSuffix(" B")
        self.custom_size.setValue(7)
        form.addRow(self.custom, self.custom_size)
        self.layout_.addWidget(self.model_box)

        self.use_group.idToggled.connect(self._use_changed)
        self.also_tune.toggled.connect(self._also_tune_changed)
        self.model.currentIndexChanged.connect(self._model_changed)
        self.custom.toggled.connect(self._custom_changed)
        self.custom_size.valueChanged.connect(self._custom_changed)

    def title(self) -> str:
        return self.tr("What is it for?")

    def subtitle(self) -> str:
        return self.tr("Pick the job and the model. Bigger models answer better and need more hardware.")

    def retranslate(self) -> None:
        self.use_box.setTitle(self.tr("The job"))
        texts = {
            "chat": self.tr("A chat assistant for staff (questions, drafting, translation)"),
            "document_qa": self.tr("Questions about our own documents (knowledge base, RAG)"),
            "batch": self.tr("Batch jobs: summarise or classify many documents overnight"),
            "fine_tune": self.tr("Fine-tune a model on our own data"),
            "pretrain": self.tr("Continue training a large model on a GPU cluster"),
        }
        for use, button in self.use_buttons.items():
            button.setText(texts[use])
            button.setAccessibleName(texts[use])
        self.also_tune.setText(self.tr("Also fine-tune it on our own data now and then"))
        self.also_tune.setAccessibleName(self.tr("Also fine-tune it on our own data now and then"))
        self.model_box.setTitle(self.tr("The model"))
        self.model_label.setText(self.tr("&Model"))
        self.model.setAccessibleName(self.tr("Model"))
        self.custom.setText(self.tr("A model not in the list, of this size:"))
        self.custom_size.setAccessibleName(self.tr("Model size in billions of parameters"))
        self._show_model_use()

    def set_catalog(self, catalog: Catalog) -> None:
        self._fill_models(catalog)
        self.refresh()

    def _fill_models(self, catalog: Catalog) -> None:
        """The model list: the models suggested for the scenario's job first (models.toml `suggested_for`, under
        their own heading), then every model under its family's heading, by size. The selection is kept."""
        chosen = self.model.currentData(Qt.ItemDataRole.UserRole)
        blocked = self.model.blockSignals(True)
        self.model_items.clear()

        def heading(text: str) -> None:
            header = QStandardItem(text)
            header.setFlags(Qt.ItemFlag.NoItemFlags)  # a heading, not a choice
            self.model_items.appendRow(header)

        def choice(model) -> None:
            item = QStandardItem(model.name)
            item.setData(model.id, Qt.ItemDataRole.UserRole)
            self.model_items.appendRow(item)

        use = self.state.scenario.use_case
        suggested = [m for m in catalog.models if use in m.suggested_for]
        if suggested:
            heading(self.tr("Suggested for this job"))
            for model in suggested:
                choice(model)
        families: dict[str, list] = {}
        for model in catalog.models:
            family = FAMILY_OF.get(model.family, model.family)
            group = next((f for f in FAMILY_ORDER if family.startswith(f) or model.id.startswith(f)), family)
            families.setdefault(group, []).append(model)
        for group in sorted(families, key=lambda g: FAMILY_ORDER.index(g) if g in FAMILY_ORDER else 99):
            heading(FAMILY_NAMES.get(group, group.title()))
            for model in sorted(families[group], key=lambda m: (m.family, m.params_b)):
                choice(model)
        self.model.setCurrentIndex(self.model.findData(chosen, Qt.ItemDataRole.UserRole) if chosen else -1)
        self.model.blockSignals(blocked)

    def load(self) -> None:
        scenario = self.state.scenario
        button = self.use_buttons.get(scenario.use_case)
        if button:
            button.setChecked(True)
        if self.model_items.rowCount():
            index = self.model.findData(scenario.model, Qt.ItemDataRole.UserRole)
            if index >= 0 or scenario.model is not None:
                # a model this catalog lacks shows as no choice at all, never as another model that happened to be
                # selected before: the message under the page names the closest ones to pick from
                self.model.setCurrentIndex(index)
        self.custom.setChecked(scenario.model is None)
        if scenario.custom_params_b:
            self.custom_size.setValue(scenario.custom_params_b)
        self.model.setEnabled(scenario.model is not None)
        self.custom_size.setEnabled(scenario.model is None)
        self._show_model_use()
        self._show_also_tune()

    def _use_changed(self, button_id: int, checked: bool) -> None:
        if not checked:
            return
        use = USE_CASES[button_id]
        fine_tune = self.state.scenario.fine_tune
        if use in FINE_TUNE_USES:
            if fine_tune is None:
                fine_tune = (
                    FineTune.model_validate(self.remembered_tune)
                    if self.remembered_tune
                    else FineTune(method="full" if use == "pretrain" else "lora")
                )
        elif self.state.scenario.use_case in FINE_TUNE_USES and fine_tune is not None:
            # from fine-tuning to a serving job: fine-tuning now and then is a choice of its own (also_tune)
            self.remembered_tune, fine_tune = fine_tune.model_dump(), None
        self.apply(use_case=use, fine_tune=fine_tune.model_dump() if fine_tune else None)
        self._show_also_tune()
        if self.session.catalog is not None:
            self._fill_models(self.session.catalog)  # the suggestions follow the job

    def _also_tune_changed(self, on: bool) -> None:
        fine_tune = self.state.scenario.fine_tune
        if on and fine_tune is None:
            self.apply(fine_tune=self.remembered_tune or FineTune().model_dump())
        elif not on and fine_tune is not None and self.state.scenario.use_case not in FINE_TUNE_USES:
            self.remembered_tune = fine_tune.model_dump()
            self.apply(fine_tune=None)

    def _show_also_tune(self) -> None:
        scenario = self.state.scenario
        serving = scenario.use_case not in FINE_TUNE_USES
        blocked = self.also_tune.blockSignals(True)
        self.also_tune.setEnabled(serving)
        self.also_tune.setChecked(serving and scenario.fine_tune is not None)
        self.also_tune.blockSignals(blocked)

    def _model_changed(self) -> None:
        model_id = self.model.currentData(Qt.ItemDataRole.UserRole)
        if model_id and not self.custom.isChecked():
            self.apply(model=model_id)
        self._show_model_use()

    def _custom_changed(self) -> None:
        custom = self.custom.isChecked()
        self.model.setEnabled(not custom)
        self.custom_size.setEnabled(custom)
        if custom:
            self.apply(model=None, custom_params_b=self.custom_size.value())
        else:
            self.apply(
                model=self.model.currentData(Qt.ItemDataRole.UserRole) or "deepseek-r1-distill-qwen-32b",
                custom_params_b=None,
            )
        self._show_model_use()

    def _show_model_use(self) -> None:
        catalog = self.session.catalog
        model_id = self.model.currentData(Qt.ItemDataRole.UserRole)
        model = catalog.models.find(model_id) if catalog and model_id else None
        if self.custom.isChecked():
            # the list's model is not the one sized: say what is, not the listed model's line (newcomer review)
            size = self.tr("%1 billion parameters").replace("%1", f"{self.custom_size.value():g}")
            self.model_use.setText(self.tr("A model of your own, sized by its parameters (%1).").replace("%1", size))
            return
        if model is None:
            self.model_use.setText("")
            return
        line = model.use_zh if self.session.lang == "zh_CN" and model.use_zh else model.use
        size = self.tr("%1 billion parameters").replace("%1", f"{model.params_b:g}")
        if model.moe:
            size += self.tr(", %1 billion active per word").replace("%1", f"{model.active_params_b:g}")
        self.model_use.setText(f"{line} ({size})")
