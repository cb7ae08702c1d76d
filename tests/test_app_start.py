"""The app starts and paints its window (`gpu-advisor-gui --smoke`)."""

import os
import re
import subprocess
import sys


def test_smoke_start_prints_startup_time():
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "gui.app", "--smoke"], capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr
    assert re.search(r"^startup_ms=\d+$", done.stdout, re.M)
