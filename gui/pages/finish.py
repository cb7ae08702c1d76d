"""Finish: save the scenario; export the PDF summary (its own feature, disabled until it lands)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton

from gui.pages.base import Page


class FinishPage(Page):
    step_id = "finish"
    save_requested = Signal()
    export_requested = Signal()

    def build(self) -> None:
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.layout_.addWidget(self.summary)
        row = QHBoxLayout()
        self.save_button, self.export_button = QPushButton(), QPushButton()
        self.export_button.setEnabled(False)
        row.addWidget(self.save_button)
        row.addWidget(self.export_button)
        row.addStretch(1)
        self.layout_.addLayout(row)
        self.save_button.clicked.connect(self.save_requested)
        self.export_button.clicked.connect(self.export_requested)

    def title(self) -> str:
        return self.tr("Finish")

    def subtitle(self) -> str:
        return self.tr("Keep the scenario to change it later, or take a summary to the meeting.")

    def retranslate(self) -> None:
        self.summary.setText(self.tr("Save the scenario to come back to it or to send it to a colleague. "
                                     "The PDF summary for procurement meetings is coming in the next version."))
        self.save_button.setText(self.tr("&Save scenario…"))
        self.export_button.setText(self.tr("&Export PDF summary…"))
        self.save_button.setAccessibleName(self.tr("Save scenario"))
        self.export_button.setAccessibleName(self.tr("Export PDF summary"))
        self.export_button.setToolTip(self.tr("Coming in the next version"))
