"""How much: people at once, answer speed with a human reference, and question length, from presets
with an advanced disclosure for exact numbers."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QSpinBox, QWidget

from gpu_advisor.gui.pages.base import Page

# tokens per second: a person reads about 4-5 words a second, i.e. 5-7 tokens
SPEEDS = [5, 10, 20, 40]
# (prompt tokens, answer tokens, context tokens)
LENGTHS = [(500, 300, 4096), (1500, 400, 8192), (4000, 600, 16384), (16000, 1000, 32768)]
PRECISIONS = ["bf16", "fp8", "int8", "int4", "int3"]


class LoadPage(Page):
    step_id = "load"

    def build(self) -> None:
        form = QFormLayout()
        self.users = QSpinBox()
        self.users.setRange(1, 4096)
        self.speed = QComboBox()
        self.length = QComboBox()
        self.precision = QComboBox()
        self.users_label, self.speed_label, self.length_label, self.precision_label = (
            QLabel(),
            QLabel(),
            QLabel(),
            QLabel(),
        )
        for label, field in (
            (self.users_label, self.users),
            (self.speed_label, self.speed),
            (self.length_label, self.length),
            (self.precision_label, self.precision),
        ):
            label.setBuddy(field)
            form.addRow(label, field)
        self.layout_.addLayout(form)
        self.speed_hint = QLabel()
        self.speed_hint.setWordWrap(True)
        self.layout_.addWidget(self.speed_hint)

        self.advanced = QCheckBox()  # a disclosure: exact numbers for those who know them
        self.advanced_panel = QWidget()
        adv = QFormLayout(self.advanced_panel)
        self.exact_speed = QSpinBox()
        self.exact_speed.setRange(1, 1000)
        self.prompt = QSpinBox()
        self.prompt.setRange(0, 1_000_000)
        self.answer = QSpinBox()
        self.answer.setRange(1, 100_000)
        self.context_tokens = QSpinBox()
        self.context_tokens.setRange(256, 2_000_000)
        # the longest wait for the first word (scenario.max_wait_s); 0 shows as "no limit"
        self.max_wait = QSpinBox()
        self.max_wait.setRange(0, 3600)
        # a batch job's throughput (scenario.documents_per_hour); 0 shows as "not set"
        self.documents = QSpinBox()
        self.documents.setRange(0, 10_000_000)
        self.documents.setSingleStep(100)
        self.adv_labels = [QLabel() for _ in range(6)]
        for label, field in zip(
            self.adv_labels,
            (self.exact_speed, self.prompt, self.answer, self.context_tokens, self.max_wait, self.documents),
            strict=True,
        ):
            label.setBuddy(field)
            adv.addRow(label, field)
        self.adv_form = adv
        self.layout_.addWidget(self.advanced)
        self.layout_.addWidget(self.advanced_panel)
        self.advanced.toggled.connect(self._show_advanced)
        self._show_advanced(False)

        self.users.valueChanged.connect(lambda v: self.apply(concurrent_users=v))
        self.speed.currentIndexChanged.connect(
            lambda i: self.apply(tokens_per_s_per_user=float(SPEEDS[i])) if i >= 0 else None
        )
        self.length.currentIndexChanged.connect(self._length_changed)
        self.precision.currentIndexChanged.connect(
            lambda i: self.apply(lowest_precision=PRECISIONS[i]) if i >= 0 else None
        )
        self.exact_speed.valueChanged.connect(lambda v: self.apply(tokens_per_s_per_user=float(v)))
        self.prompt.valueChanged.connect(lambda v: self.apply(prompt_tokens=v))
        self.answer.valueChanged.connect(lambda v: self.apply(answer_tokens=v))
        self.context_tokens.valueChanged.connect(self._context_changed)
        self.max_wait.valueChanged.connect(lambda v: self.apply(max_wait_s=float(v) if v else None))
        self.documents.valueChanged.connect(lambda v: self.apply(documents_per_hour=float(v) if v else None))

    def title(self) -> str:
        return self.tr("How much will it be used?")

    def subtitle(self) -> str:
        return self.tr("How many people at the same moment, and how fast answers should appear.")

    def retranslate(self) -> None:
        self.users_label.setText(self.tr("People using it &at the same moment"))
        self.speed_label.setText(self.tr("Answer &speed per person"))
        self.length_label.setText(self.tr("Typical &question"))
        self.precision_label.setText(self.tr("Lowest acceptable qualit&y"))
        speeds = [
            self.tr("Slow but usable (5 tokens/s)"),
            self.tr("About reading speed (10 tokens/s)"),
            self.tr("Faster than reading (20 tokens/s)"),
            self.tr("Instant feel (40 tokens/s)"),
        ]
        lengths = [
            self.tr("Short chat question"),
            self.tr("Question with a page or two of text"),
            self.tr("Question about a long document"),
            self.tr("Whole reports or contracts"),
        ]
        precisions = [
            self.tr("Full quality (16-bit)"),
            self.tr("Near full quality (8-bit, FP8)"),
            self.tr("Near full quality (8-bit integer)"),
            self.tr("Good quality (4-bit), the common choice"),
            self.tr("Reduced quality (3-bit), only to fit"),
        ]
        for combo, texts in ((self.speed, speeds), (self.length, lengths), (self.precision, precisions)):
            combo.blockSignals(True)
            current = combo.currentIndex()
            combo.clear()
            combo.addItems(texts)
            combo.setCurrentIndex(current)
            combo.blockSignals(False)
        self.speed_hint.setText(
            self.tr(
                "A person reads about 5 to 8 tokens a second; a token is about three quarters "
                "of an English word or one to two Chinese characters."
            )
        )
        self.advanced.setText(self.tr("Advanced: exact numbers"))
        for label, text in zip(
            self.adv_labels,
            (
                self.tr("Tokens per second per person"),
                self.tr("Question and documents (tokens)"),
                self.tr("Answer (tokens)"),
                self.tr("Longest conversation (context, tokens)"),
                self.tr("Longest wait for the first word (seconds)"),
                self.tr("Documents to get through an hour (batch jobs)"),
            ),
            strict=True,
        ):
            label.setText(text)
        self.max_wait.setSpecialValueText(self.tr("No limit"))
        self.max_wait.setAccessibleName(self.tr("Longest wait for the first word, in seconds"))
        self.documents.setSpecialValueText(self.tr("Not set"))
        self.documents.setAccessibleName(self.tr("Documents to get through an hour"))
        self.users.setAccessibleName(self.tr("People using it at the same moment"))
        self.speed.setAccessibleName(self.tr("Answer speed per person"))
        self.length.setAccessibleName(self.tr("Typical question"))
        self.precision.setAccessibleName(self.tr("Lowest acceptable quality"))
        self.exact_speed.setAccessibleName(self.tr("Tokens per second per person"))
        self.prompt.setAccessibleName(self.tr("Question and documents (tokens)"))
        self.answer.setAccessibleName(self.tr("Answer (tokens)"))
        self.context_tokens.setAccessibleName(self.tr("Longest conversation (context, tokens)"))

    def _context_changed(self, tokens: int) -> None:
        self.apply(context_tokens=tokens)
        self._limit_answer()

    def _limit_answer(self) -> None:
        """An answer is written inside its context (core Scenario refuses more): the answer box goes no higher than the
        context the scenario holds (a refused, smaller context leaves it as it was), so it never shows a number the
        scenario did not take."""
        self.answer.setMaximum(max(1, self.state.scenario.context_tokens))

    def load(self) -> None:
        s = self.state.scenario
        self.users.setValue(max(1, s.concurrent_users))
        self.speed.setCurrentIndex(min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i] - s.tokens_per_s_per_user)))
        self.length.setCurrentIndex(min(range(len(LENGTHS)), key=lambda i: abs(LENGTHS[i][2] - s.context_tokens)))
        self.precision.setCurrentIndex(PRECISIONS.index(s.lowest_precision))
        self.exact_speed.setValue(int(s.tokens_per_s_per_user))
        self.context_tokens.setValue(s.context_tokens)
        self.prompt.setValue(s.prompt_tokens)
        self._limit_answer()
        self.answer.setValue(s.answer_tokens)
        self.max_wait.setValue(round(s.max_wait_s or 0))
        self.documents.setValue(round(s.documents_per_hour or 0))
        self.adv_form.setRowVisible(self.documents, s.use_case == "batch")  # only a batch job counts documents

    def _length_changed(self, index: int) -> None:
        if index < 0:
            return
        prompt, answer, context = LENGTHS[index]
        self.apply(prompt_tokens=prompt, answer_tokens=answer, context_tokens=context)
        self.refresh()

    def _show_advanced(self, shown: bool) -> None:
        self.advanced_panel.setVisible(shown)
