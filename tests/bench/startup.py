"""Start-up of the app against an empty PySide6 window on the same machine (`make bench`).

Both are measured the same way: a fresh Python process, wall time from the start of its script to the first
paint of the main window, the two started alternately (tests/bench/timing.py: the ratio is the median over the
rounds of app / empty window). Baseline: the empty window, because start-up is mostly importing Qt and Python
and opening a window; a TOML parse would leave all of that out of the yardstick. The app must stay within 1.5x
of the empty window.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys

from tests.bench.timing import Row, report

RUNS = 5
LIMIT = 1.5

EMPTY_WINDOW = r"""
import time; START = time.perf_counter()
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow(); window.resize(960, 720)
class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            print(f"startup_ms={round((time.perf_counter() - START) * 1000)}", flush=True)
            QTimer.singleShot(0, app.quit); watched.removeEventFilter(self)
        return False
f = FirstPaint(); window.installEventFilter(f); window.show(); app.exec()
"""


def _measure(command: list[str]) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    done = subprocess.run(command, capture_output=True, text=True, timeout=60, env=env)
    match = re.search(r"startup_ms=(\d+)", done.stdout)
    if not match:
        raise RuntimeError(f"no start-up time from {command}: {done.stderr[-500:]}")
    return float(match.group(1))


def startup_row(runs: int = RUNS) -> Row:
    """The app's start-up against the empty window's, in seconds, started alternately."""
    empty_command = [sys.executable, "-c", EMPTY_WINDOW]
    app_command = [sys.executable, "-m", "gpu_advisor.gui.app", "--smoke"]
    empty, app = [], []
    for number in range(runs):
        if number % 2:
            app.append(_measure(app_command) / 1000)
            empty.append(_measure(empty_command) / 1000)
        else:
            empty.append(_measure(empty_command) / 1000)
            app.append(_measure(app_command) / 1000)
    return Row("GPU Advisor start-up to first paint", app, empty, LIMIT)


def main() -> int:
    return report("start-up, wall time in fresh processes", "an empty PySide6 window to first paint", [startup_row()])


if __name__ == "__main__":
    raise SystemExit(main())
