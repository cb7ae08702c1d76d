"""The GUI tests run as the app does: Python's garbage collector only on the GUI thread (gui/workers.py)."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session", autouse=True)
def garbage_collected_on_gui_thread(qapp):
    from gpu_advisor.gui.workers import collect_garbage_on_gui_thread

    collector = collect_garbage_on_gui_thread(qapp)
    yield collector
    collector.stop()


@pytest.fixture(autouse=True)
def collect_between_tests(garbage_collected_on_gui_thread):
    """A test that never spins the event loop would otherwise never collect: do it after each, on this thread."""
    yield
    garbage_collected_on_gui_thread.collect_if_due()


@pytest.fixture(autouse=True)
def system_locale_of_mainland_china(monkeypatch):
    """A new scenario follows the system's locale (gui.window.files.first_scenario): the tests pin it, so that they start
    where they were written for (mainland China, yuan) on any machine, whatever its LANG (CI's is C.UTF-8)."""
    from gpu_advisor.gui.window import files

    monkeypatch.setattr(files, "system_locale_name", lambda: "zh_CN")
