"""What every wizard page shares: the scenario it edits, the session (catalog, prices, language), and inline
errors."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QAbstractSpinBox, QFormLayout, QLabel, QLineEdit, QMessageBox, QVBoxLayout, QWidget

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.gui.session import Session
from gpu_advisor.gui.state import ScenarioState


def translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def documents_folder() -> Path:
    """Where a save dialog opens first: the user's Documents folder (the program's working folder was "/" when it was
    started from there: newcomer review), else the home folder."""
    from PySide6.QtCore import QStandardPaths

    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found and Path(found).is_dir() else Path.home()


def announce_written(parent: QWidget, title: str, text: str, path: Path | str, open_label: str) -> QMessageBox:
    """A file was written: say where, with a button that opens it (non-modal; the buyer may go on working)."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices

    box = QMessageBox(parent)
    box.setWindowTitle(title)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(text)
    open_button = box.addButton(open_label, QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Close)
    box.open()
    box.buttonClicked.connect(
        lambda button: button is open_button and QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))
    )
    return box


def explanation_label() -> QLabel:
    """A line that explains the control above it: wrapped, indented under it and quieter than the control's own text,
    but readable (the palette's text colour two thirds of the way from the background, about 5:1 on the light theme;
    palette(mid) was 1.9:1). Follows a dark theme too, as it is mixed from the palette."""
    label = QLabel()
    label.setWordWrap(True)
    label.setIndent(24)
    palette = label.palette()
    text = palette.color(QPalette.ColorRole.WindowText)
    ground = palette.color(QPalette.ColorRole.Window)
    quiet = QColor(
        round(ground.red() + (text.red() - ground.red()) * 0.66),
        round(ground.green() + (text.green() - ground.green()) * 0.66),
        round(ground.blue() + (text.blue() - ground.blue()) * 0.66),
    )
    palette.setColor(QPalette.ColorRole.WindowText, quiet)
    label.setPalette(palette)
    return label


class Page(QWidget):
    """A wizard page. Subclasses build widgets in build(), fill them in load(), set texts in retranslate()."""

    step_id = ""
    fills_height = False  # a page whose last widget should take the spare height (no trailing stretch)

    def __init__(self, state: ScenarioState, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.state = state
        self.session = session
        self._loading = False
        self.layout_ = QVBoxLayout(self)
        self.error_label = QLabel()
        self.error_label.setObjectName("fieldError")
        self.error_label.setWordWrap(True)
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)  # messages may quote what a file held
        self.error_label.setStyleSheet("color: #b3261e;")
        self.error_label.hide()
        self.build()
        wide_enough = self.fontMetrics().averageCharWidth() * 24  # in characters, so HiDPI and CJK scale with it
        for form in self.findChildren(QFormLayout):
            # fields keep a readable natural width instead of stretching across a wide window
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
            for row in range(form.rowCount()):
                item = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
                field = item.widget() if item else None
                if isinstance(field, (QLineEdit, QAbstractSpinBox)):
                    field.setMinimumWidth(wide_enough)
        if not self.fills_height:
            self.layout_.addStretch(1)
        self.layout_.addWidget(self.error_label)
        self.retranslate()
        self.refresh()

    # ---- for subclasses
    def build(self) -> None:
        raise NotImplementedError

    def title(self) -> str:
        raise NotImplementedError

    def subtitle(self) -> str:
        return ""

    def retranslate(self) -> None:
        pass

    def load(self) -> None:
        """Show the scenario's values; called when the page appears and after an external change."""

    def set_catalog(self, catalog: Catalog) -> None:
        """The catalog has loaded (after the first paint)."""

    # ---- shared behaviour
    def refresh(self) -> None:
        self._loading = True
        try:
            self.load()
        finally:
            self._loading = False

    def apply(self, **changes) -> None:
        if self._loading:
            return
        self.show_error(self.state.update(**changes))

    def apply_part(self, part: str, **changes) -> None:
        if self._loading:
            return
        self.show_error(self.state.update_part(part, **changes))

    def show_error(self, message: str | None) -> None:
        self.error_label.setText(message or "")
        self.error_label.setVisible(bool(message))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()
        super().changeEvent(event)
