"""Entry point of the desktop app (`gpu-advisor-gui`, `make run`).

Until the wizard lands this opens a placeholder window. `--smoke` starts the app, waits for the
first paint of the main window, prints `startup_ms=<integer>` and exits 0 (for CI and installers).
Heavy imports (pyqtgraph, the catalog) stay out of the start-up path on purpose.
"""

from __future__ import annotations

import sys
import time

START = time.perf_counter()

PLACEHOLDER_TEXT = {
    "en": "GPU Advisor\n\nThe step-by-step wizard is on its way.\nMeanwhile, use the command line: gpu-advisor estimate --help",
    "zh_CN": "GPU 选型顾问\n\n分步向导即将推出。\n目前请使用命令行：gpu-advisor estimate --help",
}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv if argv is None else argv
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("GPU Advisor")
    app.setOrganizationName("GPU Advisor")
    window = QMainWindow()
    window.setWindowTitle("GPU Advisor · GPU 选型顾问")
    label = QLabel(PLACEHOLDER_TEXT["zh_CN"] + "\n\n" + PLACEHOLDER_TEXT["en"])
    label.setMargin(32)
    window.setCentralWidget(label)
    window.resize(640, 400)

    if "--smoke" in argv:

        class FirstPaint(QObject):
            def eventFilter(self, watched, event):  # noqa: N802 (Qt naming)
                if event.type() == QEvent.Type.Paint:
                    print(f"startup_ms={round((time.perf_counter() - START) * 1000)}", flush=True)
                    QTimer.singleShot(0, app.quit)
                    watched.removeEventFilter(self)
                return False

        watcher = FirstPaint()
        window.installEventFilter(watcher)
        QTimer.singleShot(10_000, lambda: app.exit(1))  # never hang CI
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
