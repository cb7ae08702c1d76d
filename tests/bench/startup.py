"""Start-up of the app against an empty PySide6 window on the same machine (`make bench`).

Both are measured the same way: a fresh Python process, time from interpreter start to the first paint
of the main window, median of several runs. The app must stay within 1.5x of the empty window.
It lives in gui/ because it runs Qt programs (in subprocesses).
"""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys

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


def startup_ratio(runs: int = RUNS) -> tuple[float, float, float]:
    """(empty window ms, app ms, ratio), medians of interleaved runs."""
    empty, app = [], []
    for _ in range(runs):
        empty.append(_measure([sys.executable, "-c", EMPTY_WINDOW]))
        app.append(_measure([sys.executable, "-m", "gpu_advisor.gui.app", "--smoke"]))
    e, a = statistics.median(empty), statistics.median(app)
    return e, a, a / e


def main() -> int:
    empty, app, ratio = startup_ratio()
    verdict = "ok" if ratio <= LIMIT else "OVER the 1.5x limit"
    print(
        f"start-up to first paint: empty PySide6 window {empty:.0f} ms, GPU Advisor {app:.0f} ms = {ratio:.2f}x: {verdict}"
    )
    return 0 if ratio <= LIMIT else 1


if __name__ == "__main__":
    raise SystemExit(main())
