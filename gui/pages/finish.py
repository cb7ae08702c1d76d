"""Finish: save the scenario, and export the PDF summary for the procurement meeting in the language
and paper size the meeting needs (independent of the window's language)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
)

from gpu_advisor.gui.pages.base import Page, announce_written, documents_folder
from gpu_advisor.gui.safety import as_plain, failure_text
from gpu_advisor.gui.workers import ProgressTask

if TYPE_CHECKING:
    from collections.abc import Callable

    from gpu_advisor.core.recommend import Recommendation

REPORT_LANGUAGES = ["zh_CN", "en"]
FILE_NAME_BYTES = 240  # file systems take 255 bytes a name (in UTF-8 a Chinese character is 3): room for ".pdf"
NOT_IN_FILE_NAMES = re.compile(r'[<>:"/\\|?*]')  # what Windows refuses (and "/" everywhere)


def suggested_file_name(title: str) -> str:
    """The PDF's name the save dialog suggests: the scenario's title as one line, without the characters file systems
    refuse, cut to a length every file system takes (a title may have 200 Chinese characters, 600 bytes)."""
    from gpu_advisor.core.foundation import single_line

    name = NOT_IN_FILE_NAMES.sub("-", single_line(title)).strip(" .") or "gpu-advisor"
    while len(name.encode("utf-8")) > FILE_NAME_BYTES:
        name = name[:-1]
    return f"{name.rstrip(' .')}.pdf"


PAPERS = ["a4", "letter"]


class FinishPage(Page):
    step_id = "finish"
    save_requested = Signal()
    exported = Signal(str)

    def build(self) -> None:
        # the current Recommendation, None before the catalog has loaded (set by the window)
        self.result_source: Callable[[], Recommendation | None] | None = None
        # the files the window has open, {"scenario file": path}, never written over
        self.open_files: Callable[[], dict[str, Path | str | None]] = lambda: {}
        # the decision, as the results page and the PDF's first page open with it: what the buyer leaves with
        self.decision = QLabel()
        self.decision.setWordWrap(True)
        self.decision.setTextFormat(Qt.TextFormat.PlainText)
        bold = self.decision.font()
        bold.setBold(True)
        self.decision.setFont(bold)
        self.layout_.addWidget(self.decision)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # holds the scenario's own title
        self.layout_.addWidget(self.summary)
        form = QFormLayout()
        # the memo's title (and the PDF's file name): the company or the project, as the meeting knows it
        self.report_title = QLineEdit()
        self.report_title.setMaxLength(200)  # Scenario.title's own limit
        self.report_title.setClearButtonEnabled(True)
        self.title_label = QLabel()
        self.title_label.setBuddy(self.report_title)
        form.addRow(self.title_label, self.report_title)
        self.report_title.textEdited.connect(lambda text: self.apply(title=text))
        self.report_language, self.paper = QComboBox(), QComboBox()
        self.report_language.addItems(["简体中文", "English"])
        self.paper.addItems(["A4", "US Letter"])
        self.language_label, self.paper_label = QLabel(), QLabel()
        self.language_label.setBuddy(self.report_language)
        self.paper_label.setBuddy(self.paper)
        form.addRow(self.language_label, self.report_language)
        form.addRow(self.paper_label, self.paper)
        self.layout_.addLayout(form)
        row = QHBoxLayout()
        self.save_button, self.export_button = QPushButton(), QPushButton()
        row.addWidget(self.save_button)
        row.addWidget(self.export_button)
        row.addStretch(1)
        self.layout_.addLayout(row)
        self.progress = QProgressBar()
        self.progress.hide()
        self.layout_.addWidget(self.progress)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # holds file paths
        self.layout_.addWidget(self.status)
        self.task = ProgressTask(self)
        self.task.progress.connect(self._progress)
        self.task.finished.connect(self._exported)
        self.task.failed.connect(self._failed)
        self.save_button.clicked.connect(self.save_requested)
        self.export_button.clicked.connect(lambda: self.export(None))

    def title(self) -> str:
        return self.tr("Finish")

    def subtitle(self) -> str:
        return self.tr("Keep the scenario to change it later, or take a summary to the meeting.")

    def retranslate(self) -> None:
        self.summary.setText(
            self.tr(
                "Save the scenario to come back to it or to send it to a colleague. The PDF summary "
                "is written for people who never opened this program: what to buy or rent, what it "
                "costs, what to check, and where every figure comes from."
            )
        )
        self.save_button.setText(self.tr("&Save scenario…"))
        self.export_button.setText(self.tr("&Export PDF summary…"))
        self.save_button.setAccessibleName(self.tr("Save scenario"))
        self.export_button.setAccessibleName(self.tr("Export PDF summary"))
        self.title_label.setText(self.tr("&Title of the report"))
        self.report_title.setPlaceholderText(self.tr("e.g. Private DeepSeek for Acme Trading"))
        self.report_title.setAccessibleName(self.tr("Title of the report"))
        self.language_label.setText(self.tr("Report lan&guage"))
        self.paper_label.setText(self.tr("&Paper"))
        self.report_language.setAccessibleName(self.tr("Report language"))
        self.paper.setAccessibleName(self.tr("Paper"))
        self.show_decision()

    def load(self) -> None:
        self.report_language.setCurrentIndex(
            REPORT_LANGUAGES.index(self.session.lang) if self.session.lang in REPORT_LANGUAGES else 1
        )
        self.paper.setCurrentIndex(1 if self.state.scenario.region == "us" else 0)
        if self.report_title.text() != self.state.scenario.title:
            self.report_title.setText(self.state.scenario.title)
        self.show_decision()

    def show_decision(self) -> None:
        """The decision sentence of the current results, in the window's language; nothing before they are ready."""
        from gpu_advisor.core.presentation import decision_text

        result = self.result_source() if self.result_source else None
        self.decision.setText(decision_text(result, self.session.lang) if result is not None else "")
        self.decision.setVisible(bool(self.decision.text()))

    def export(self, path: str | None) -> bool:
        """Ask where (unless given), draw the charts here, write the pages in the background."""
        from gpu_advisor.core.presentation import build_report
        from gpu_advisor.gui.report import render_charts, write_pdf

        result = self.result_source() if self.result_source else None
        if result is None:
            self.status.setText(self.tr("The results are not ready yet."))
            return False
        if path is None:
            suggested = str(documents_folder() / suggested_file_name(result.scenario.title))
            path, _ = QFileDialog.getSaveFileName(
                self, self.tr("Export PDF summary"), suggested, self.tr("PDF (*.pdf)")
            )
            if not path:
                return False
        from gpu_advisor.core.foundation import OutputFileError, refuse_output_that_is_an_input

        try:
            refuse_output_that_is_an_input(path, self.open_files())
        except OutputFileError as exc:
            self._failed(exc.render(self.session.lang))
            return False
        lang = REPORT_LANGUAGES[self.report_language.currentIndex()]
        paper = PAPERS[self.paper.currentIndex()]
        # the report states the catalog and prices the recommendation was computed from (result.catalog)
        content = build_report(result, lang)
        images = render_charts(result, lang)
        self.export_button.setEnabled(False)
        self.progress.setRange(0, 0)
        self.progress.show()
        self.status.setText(self.tr("Writing the PDF…"))
        self.task.start(lambda report: write_pdf(content, images, path, paper, report))
        return True

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _exported(self, path) -> None:
        self.progress.hide()
        self.export_button.setEnabled(True)
        self.status.setText(self.tr("Written: %1").replace("%1", str(path)))
        self.exported.emit(str(path))
        announce_written(
            self,
            self.tr("PDF summary written"),
            self.tr("The summary was written to %1.").replace("%1", str(path)),
            path,
            self.tr("&Open the PDF"),
        )

    def _failed(self, failure: BaseException | str) -> None:
        """The PDF was not written: `failure` is the exception the writer raised (or a refusal already in words);
        the dialog speaks the window's language, whatever the report's."""
        message = failure if isinstance(failure, str) else failure_text(failure, self.session.lang)
        self.progress.hide()
        self.export_button.setEnabled(True)
        self.status.setText(message)
        QMessageBox.warning(
            self,
            self.tr("The PDF was not written"),
            as_plain(self.tr("%1\nAny earlier file of that name is unchanged.").replace("%1", message)),
        )
