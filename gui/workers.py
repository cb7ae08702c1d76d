"""Slow work off the GUI thread, with the answer delivered on it (the shape of Anki's CollectionOp)."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Signals(QObject):
    finished = Signal(int, object)
    failed = Signal(int, str)


class _Job(QRunnable):
    def __init__(self, number: int, work: Callable[[], Any], signals: _Signals):
        super().__init__()
        self.number, self.work, self.signals = number, work, signals

    def run(self) -> None:
        try:
            result = self.work()
        except Exception as exc:  # noqa: BLE001 (any failure is reported on the GUI thread)
            self.signals.failed.emit(self.number, f"{exc}\n{traceback.format_exc()}")
        else:
            self.signals.finished.emit(self.number, result)


class LatestOnly(QObject):
    """Runs jobs in the background and delivers only the answer to the newest one: the window never
    shows a stale result after a faster, newer computation."""

    done = Signal(object)
    failed = Signal(str)
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._signals = _Signals(self)
        self._signals.finished.connect(self._finished)
        self._signals.failed.connect(self._failed)
        self._latest = 0
        self._running = 0
        self.pool = QThreadPool.globalInstance()

    def submit(self, work: Callable[[], Any]) -> None:
        self._latest += 1
        self._running += 1
        if self._running == 1:
            self.busy_changed.emit(True)
        self.pool.start(_Job(self._latest, work, self._signals))

    def _settle(self) -> None:
        self._running -= 1
        if self._running == 0:
            self.busy_changed.emit(False)

    def _finished(self, number: int, result: object) -> None:
        self._settle()
        if number == self._latest:
            self.done.emit(result)

    def _failed(self, number: int, message: str) -> None:
        self._settle()
        if number == self._latest:
            self.failed.emit(message)

    def wait(self, msecs: int = 5000) -> bool:
        return self.pool.waitForDone(msecs)


class _ProgressSignals(QObject):
    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)


class _ProgressJob(QRunnable):
    def __init__(self, work: Callable[[Callable[[int, int], None]], Any], signals: _ProgressSignals):
        super().__init__()
        self.work, self.signals = work, signals

    def run(self) -> None:
        try:
            result = self.work(self.signals.progress.emit)
        except Exception as exc:  # noqa: BLE001 (reported on the GUI thread as a plain message)
            self.signals.failed.emit(str(exc))
        else:
            self.signals.finished.emit(result)


class ProgressTask(QObject):
    """One background job that reports progress (done, total), then its result or its error message."""

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._signals = _ProgressSignals(self)
        self._signals.progress.connect(self.progress)
        self._signals.finished.connect(self.finished)
        self._signals.failed.connect(self.failed)
        self.pool = QThreadPool.globalInstance()

    def start(self, work: Callable[[Callable[[int, int], None]], Any]) -> None:
        self.pool.start(_ProgressJob(work, self._signals))

    def wait(self, msecs: int = 10_000) -> bool:
        return self.pool.waitForDone(msecs)
