"""The hang of issue 20, looped: what-if changes recomputing in the background while the PDF is exported, the
price editor's OK, a quote imported and the language switched, over and over, under a watchdog.

The window once froze for good here: a worker thread collected garbage holding a PySide6 object while the GUI
thread drew the PDF's charts, each waiting for the lock the other held (gui/workers.py says how that ended). A
deadlock holds the GIL, so no Python thread can see it happen: faulthandler's C watchdog prints every thread's
stack and ends the run with status 1 when one iteration takes longer than ITERATION_LIMIT_S.

`make test` runs a few iterations in each garbage-collection setting; `make fuzz` runs STRESS_ITERATIONS=300.
"""

from __future__ import annotations

import gc
import os

import pytest
from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from tests.gui.test_gui import window  # noqa: F401 (the fixture: a window of its own, its data folder empty)

ITERATIONS = int(os.environ.get("STRESS_ITERATIONS", "6"))
ITERATION_LIMIT_S = 90  # one iteration takes about a second; a minute and a half is a hang, not a slow machine
WHAT_IF_CHANGES = 12
QUOTE = "型号,单价(元),新旧\nRTX 4090D,12999,全新\nRTX 4090,16000,二手\n"


@pytest.fixture(params=["default", "aggressive"])
def collection(request):
    """Python's own thresholds, and a setting that collects every few allocations: a cycle holding a Qt object
    is then found within microseconds of being made, wherever the collector runs."""
    before = gc.get_threshold()
    if request.param == "aggressive":
        gc.set_threshold(50, 2, 2)
    yield request.param
    gc.set_threshold(*before)


def leave_qt_garbage() -> None:
    """A cycle holding a QObject with a connection, as pyqtgraph's items leave behind: whichever thread collects it
    destroys the QObject there (and disconnects it, under Qt's connection lock)."""
    owner = QObject()
    owner.destroyed.connect(lambda: owner)  # the slot holds the object: a cycle only the collector can free
    owner.keep = owner


class DialogAnswerer:
    """Presses OK on every modal dialog that opens (the price editor, the quote preview), as a buyer would."""

    def __init__(self) -> None:
        self.answered = 0
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._answer)
        self.timer.start()

    def _answer(self) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog):
            self.answered += 1
            dialog.accept()

    def stop(self) -> None:
        self.timer.stop()


def test_what_if_changes_during_pdf_exports_never_hang(window, qtbot, tmp_path, collection, hang_watchdog):  # noqa: F811
    window.state.update_part("budget", one_off=500_000)
    while window.navigator.current != "results":
        window.go_next()
    results, finish = window.pages["results"], window.pages["finish"]
    qtbot.waitUntil(lambda: results.result is not None, timeout=30_000)
    quote = tmp_path / "报价.csv"
    quote.write_bytes(QUOTE.encode("gbk"))
    answerer = DialogAnswerer()
    written = []
    finish.exported.connect(written.append)
    try:
        for iteration in range(ITERATIONS):
            hang_watchdog(ITERATION_LIMIT_S)
            for change in range(WHAT_IF_CHANGES):
                results.users.setValue(5 + (iteration + change) % 20)  # each change recomputes in the background
                leave_qt_garbage()
                qtbot.wait(1 + change % 3)
            # the charts are drawn on this thread while the last change is still being computed
            with qtbot.waitSignal(finish.exported, timeout=60_000):
                assert finish.export(str(tmp_path / f"report-{iteration % 3}.pdf"))
            if iteration % 5 == 1:
                window.edit_prices()  # OK in My prices: saved, used, recomputed
            if iteration % 5 == 2:
                window.import_quote(str(quote))
                qtbot.waitUntil(lambda: window.session.price_overrides is not None, timeout=30_000)
            if iteration % 5 == 3:
                window.set_language("zh_CN" if window.session.lang == "en" else "en")
    finally:  # a quote still being read would open its preview after the test, with nobody to answer it
        window.quote_task.wait()
        qtbot.wait(100)
        answerer.stop()
    assert len(written) == ITERATIONS
    qtbot.waitUntil(lambda: results.result is not None and results.result.scenario == window.state.scenario)
    assert results.result.scenario.concurrent_users == 5 + (ITERATIONS - 1 + WHAT_IF_CHANGES - 1) % 20
