"""Entry point of the desktop app (`gpu-advisor-gui`, `make run`).

`--smoke` starts the app, waits for the first paint of the main window, prints `startup_ms=<integer>` and
exits 0 (for CI and the installers). The catalog, pyqtgraph and the engine load after the first paint,
so the window appears as fast as an empty one.
"""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING, cast

START = time.perf_counter()

from PySide6.QtCore import QEvent  # noqa: E402 (START must come first)
from PySide6.QtWidgets import QApplication  # noqa: E402

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QFileOpenEvent

ORGANIZATION = "GPU Advisor"
APPLICATION = "GPU Advisor"


class Application(QApplication):
    """The application object. macOS hands over a scenario double-clicked in Finder as a FileOpen event sent
    to it; overriding event() costs a Python call only for the application's own events, where an
    application-wide event filter would see every event of every widget (about 20 ms more start-up)."""

    def __init__(self, argv: list[str]):
        super().__init__(argv)
        self.file_opener: Callable[[str], None] | None = None  # set before the event loop starts

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and self.file_opener is not None:
            self.file_opener(cast("QFileOpenEvent", event).file())
            return True
        return super().event(event)


def scenario_argument(argv: list[str]) -> str | None:
    """The scenario Explorer or a shell passes on the command line (a double-click), if any."""
    from gpu_advisor.gui.window import SCENARIO_SUFFIXES

    return next((a for a in argv[1:] if not a.startswith("-") and a.lower().endswith(SCENARIO_SUFFIXES)), None)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    from PySide6.QtCore import QObject, QSettings, QTimer

    # a QApplication when there is one already (the tests make it), never a bare QCoreApplication
    app = cast("QApplication | None", QApplication.instance()) or Application(argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    if app.style().name().lower() != "fusion":
        app.setStyle("Fusion")  # the same calm look on Windows, macOS and Linux

    from gpu_advisor.gui.language import LanguageManager, system_language
    from gpu_advisor.gui.window import MainWindow, setting_text
    from gpu_advisor.gui.workers import collect_garbage_on_gui_thread

    collect_garbage_on_gui_thread(app)  # cycles holding Qt objects die on this thread only (gui/workers.py)
    settings = QSettings()
    language = LanguageManager(app)
    wanted = next((a.split("=", 1)[1] for a in argv if a.startswith("--lang=")), None)
    language.switch(wanted or setting_text(settings, "language", system_language()))  # a wrong type is ignored
    if language.current != "en":
        from gpu_advisor.gui.fonts import install_fonts

        install_fonts(app)  # Chinese must never show as boxes, not even in the first frame
    window = MainWindow(language, settings)

    def after_first_paint() -> None:
        """Logging, the crash dialog and the engine load once the window is on screen."""
        from gpu_advisor.gui.fonts import install_fonts
        from gpu_advisor.gui.safety import install_crash_handler, log, setup_logging

        install_fonts(app)  # for English the bundled font can wait until the window is up
        setup_logging()
        log.info("GPU Advisor started")

        def show(title: str, text: str) -> None:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.critical(window, title, text)

        install_crash_handler(window.autosave, show)
        window.finish_loading()

    smoke = "--smoke" in argv

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):  # noqa: N802 (Qt naming)
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                if smoke:
                    print(f"startup_ms={round((time.perf_counter() - START) * 1000)}", flush=True)
                    QTimer.singleShot(0, app.quit)
                else:
                    QTimer.singleShot(0, after_first_paint)
            return False

    # a scenario double-clicked in Explorer arrives as an argument; in Finder, as a FileOpen event (Application)
    window.pending_open = scenario_argument(argv)
    if isinstance(app, Application):
        app.file_opener = window.open_file_when_ready

    watcher = FirstPaint(window)
    window.installEventFilter(watcher)
    if smoke:
        QTimer.singleShot(20_000, lambda: app.exit(1))  # never hang CI
    window.show()
    code = app.exec()
    from gpu_advisor.gui.workers import wait_for_all_jobs

    wait_for_all_jobs(10_000)  # never end with a computation still in a thread
    return code


if __name__ == "__main__":
    sys.exit(main())
