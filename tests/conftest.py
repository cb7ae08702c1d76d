import os
import tempfile

# Before anything imports Qt: no display on CI or the developers' machines, and settings, autosave and
# prices in a throw-away folder, never the developer's own (napari and Picard do the same).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_SANDBOX = tempfile.mkdtemp(prefix="gpu-advisor-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_SANDBOX, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_SANDBOX, "data")
os.environ["HOME"] = os.path.join(_SANDBOX, "home")
os.makedirs(os.environ["HOME"], exist_ok=True)

import pytest  # noqa: E402

from gpu_advisor.core.catalog import load_catalog  # noqa: E402


@pytest.fixture(scope="session")
def qapp_cls():
    """pytest-qt builds the app's own application class, so the tests see what users run."""
    from gpu_advisor.gui.app import Application

    return Application


@pytest.fixture(scope="session")
def catalog():
    return load_catalog()


@pytest.fixture(autouse=True)
def no_modal_dialogs(monkeypatch):
    """A modal dialog would wait forever on a headless machine: answer every one, and keep what was asked."""
    try:
        from PySide6.QtWidgets import QMessageBox
    except ImportError:  # a core-only environment
        yield []
        return
    asked = []

    def answer(default):
        def fake(parent, title, text, *args, **kwargs):
            asked.append((title, text))
            return default

        return staticmethod(fake)

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    monkeypatch.setattr(QMessageBox, "warning", answer(QMessageBox.StandardButton.Ok))
    monkeypatch.setattr(QMessageBox, "critical", answer(QMessageBox.StandardButton.Ok))
    monkeypatch.setattr(QMessageBox, "information", answer(QMessageBox.StandardButton.Ok))
    yield asked


@pytest.fixture(scope="session", autouse=True)
def no_threads_left_at_exit():
    """A background computation still running when Python shuts down makes the process hang on exit
    (Qt waits for the thread, the thread waits for Python): drain the pool after the last test."""
    yield
    import sys

    if "gpu_advisor.gui.workers" in sys.modules:
        from gpu_advisor.gui.workers import wait_for_all_jobs

        wait_for_all_jobs(30_000)


# The last resort against a hang: pytest-timeout (pyproject.toml) fails a test that runs too long, but it needs
# the GIL to act, and a deadlock between Qt's mutexes and the GIL (issue 20) holds it for good. faulthandler's
# watchdog is a C thread: past HARD_LIMIT_S it prints every thread's stack and ends the run with status 1, so a
# hang costs minutes, never CI's 90.
HARD_LIMIT_S = int(os.environ.get("GPU_ADVISOR_TEST_HARD_LIMIT_S", "420"))
_real_stderr = []  # the terminal's stderr, taken while pytest's output capture is paused


def pytest_configure(config):
    # between loading the conftests and running the tests pytest's capture is paused: file descriptor 2 is
    # still the real stderr here (pytest's own faulthandler plugin takes it at the same point)
    if not _real_stderr:
        _real_stderr.append(open(os.dup(2), "w", encoding="utf-8", errors="replace"))  # noqa: SIM115 (lives until exit)


@pytest.fixture(autouse=True)
def hang_watchdog():
    """Yields arm(seconds): a test that loops (tests/gui/test_stress.py) re-arms the watchdog for each round, so a
    hang ends the run within seconds of starting."""
    import faulthandler

    def arm(seconds: float) -> None:
        faulthandler.dump_traceback_later(seconds, exit=True, file=_real_stderr[0])

    arm(HARD_LIMIT_S)
    yield arm
    faulthandler.cancel_dump_traceback_later()
