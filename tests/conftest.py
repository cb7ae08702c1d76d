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

    if "PySide6.QtCore" in sys.modules:
        from PySide6.QtCore import QThreadPool

        QThreadPool.globalInstance().waitForDone(30_000)
