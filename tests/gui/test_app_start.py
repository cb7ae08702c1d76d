"""The app starts and paints its window (`gpu-advisor-gui --smoke`)."""

import os
import re
import subprocess
import sys


def test_smoke_start_prints_startup_time():
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "gpu_advisor.gui.app", "--smoke"], capture_output=True, text=True, timeout=60, env=env
    )
    assert done.returncode == 0, done.stderr
    assert re.search(r"^startup_ms=\d+$", done.stdout, re.M)


def test_qt_calls_keep_pythons_reference_counts():
    """PySide6 6.12.0 under Python 3.11 drops a reference to None on every Qt call that returns nothing,
    and the app aborts after some thousands of calls ("none_dealloc"). pyproject.toml pins below it; this
    catches a version with the same fault."""
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication, QLabel\n"
        "app = QApplication([]); label = QLabel(); before = sys.getrefcount(None)\n"
        "for _ in range(2000): label.setText('x')\n"
        "print(before - sys.getrefcount(None))\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr[-300:]
    assert abs(int(done.stdout.strip().splitlines()[-1])) < 100
