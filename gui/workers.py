"""Slow work off the GUI thread, with the answer delivered on it, and Python's garbage collection kept on it.

Why not QRunnable and queued signals (what this module did until December 2026): the window froze for good
when Export PDF ran while a what-if change recomputed (issue 20). Python collects cyclic garbage on whichever
thread happens to allocate next; a worker thread collecting a cycle that held a PySide6 object destroyed it
there, and `QObject::disconnect` then held Qt's connection mutex while waiting for the GIL, while the GUI thread
held the GIL and waited for that mutex (pyqtgraph's AxisItem connecting a signal). Two rules end that:

- **Jobs hold no Qt object of the GUI's.** A job is a plain Python callable run on a pool thread; it never
  holds, emits or drops a Qt object made elsewhere. Its outcome (the value, or the exception
  object itself: Picard's run_task, Anki's CollectionOp) goes into a plain queue, which a timer on the GUI
  thread empties while jobs are out. Every signal, slot and Qt object involved lives and dies on the GUI thread.
- **Garbage is collected on the GUI thread only** (GuiThreadGarbageCollector, after pyqtgraph's
  GarbageCollector): automatic collection is off in the GUI process, and a GUI-thread timer collects each
  generation when its count passes the usual thresholds.

The PDF writer is the one job that uses Qt classes off the GUI thread (QPdfWriter, QPainter, QTextDocument): it
creates them itself and deletes them before it returns (gui/report.py), so none is ever left to the collector.
"""

from __future__ import annotations

import gc
import itertools
import os
import queue
import weakref
from collections.abc import Callable
from concurrent.futures import CancelledError, Future
from concurrent.futures import wait as wait_for_futures
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

# a handful of threads: a recommendation, a machine probe, a PDF and a quote can be out at the same time
WORKER_THREADS = max(2, min(4, os.cpu_count() or 2))
DELIVERY_INTERVAL_MS = 10  # how often the GUI thread looks for finished jobs while any is out
COLLECTION_INTERVAL_MS = 1000

_outbox: queue.SimpleQueue[tuple[int, str, Any]] = queue.SimpleQueue()  # (owner, kind, payload) from the workers
_pool: QThreadPool | None = None
_owner_numbers = itertools.count(1)


class _Run(QRunnable):
    """One job on a pool thread. It holds a Python callable and a concurrent.futures Future, nothing of Qt: the
    pool's threads are Qt threads only so that the PDF writer's own QTextDocument finds an event dispatcher there
    (it starts a layout timer; a plain Python thread has none)."""

    def __init__(self, future: Future[Any], work: Callable[[], Any]):
        super().__init__()
        self.future = future
        self.work: Callable[[], Any] | None = work

    def run(self) -> None:
        work, self.work = self.work, None  # the closure's data dies with the job, here
        if not self.future.set_running_or_notify_cancel():
            return  # a stale job dropped before it started
        assert work is not None  # a job runs once
        try:
            value = work()
        except BaseException as exc:  # noqa: BLE001 (handed over to the GUI thread as the object)
            self.future.set_exception(exc)
        else:
            self.future.set_result(value)


def _submit(work: Callable[[], Any]) -> Future[Any]:
    global _pool
    if _pool is None:
        _pool = QThreadPool()
        _pool.setMaxThreadCount(WORKER_THREADS)
    future: Future[Any] = Future()
    _pool.start(_Run(future, work))
    return future


class _Postman(QObject):
    """The GUI thread's end of the outbox: a timer that runs while any job is out and hands each outcome to the
    object that started the job. Owners are held weakly: a page closed meanwhile simply gets nothing."""

    _instance: _Postman | None = None

    def __init__(self) -> None:
        super().__init__()
        self.owners: weakref.WeakValueDictionary[int, _JobOwner] = weakref.WeakValueDictionary()
        self.out = 0  # jobs started and not yet delivered, all owners together
        self.timer = QTimer(self)
        self.timer.setInterval(DELIVERY_INTERVAL_MS)
        self.timer.timeout.connect(self.deliver)

    @classmethod
    def instance(cls) -> _Postman:
        if cls._instance is None:
            cls._instance = cls()
        return cls._instance

    def started(self) -> None:
        self.out += 1
        if not self.timer.isActive():
            self.timer.start()

    def deliver(self) -> None:
        while True:
            try:
                owner_number, kind, payload = _outbox.get_nowait()
            except queue.Empty:
                break
            if kind == "ended":
                self.out -= 1
            owner = self.owners.get(owner_number)
            if owner is not None:
                owner.receive(kind, payload)
        if self.out <= 0:
            self.out = 0
            self.timer.stop()


class _JobOwner(QObject):
    """What LatestOnly and ProgressTask share: a number the workers address outcomes by, and their own futures."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._number = next(_owner_numbers)
        self._futures: dict[int, Future[Any]] = {}
        _Postman.instance().owners[self._number] = self

    def _run(self, job: int, work: Callable[[], Any]) -> None:
        owner = self._number  # the closure below holds numbers, never a Qt object

        def ended(future: Future[Any]) -> None:
            _outbox.put((owner, "ended", (job, future)))

        future = _submit(work)
        self._futures[job] = future
        _Postman.instance().started()
        future.add_done_callback(ended)

    @property
    def busy(self) -> bool:
        """Whether a job of this object's is waiting for a thread, running, or not yet delivered."""
        return bool(self._futures)

    def running(self) -> list[Future[Any]]:
        """This object's jobs not yet delivered (waiting for a thread or running)."""
        return list(self._futures.values())

    def receive(self, kind: str, payload: Any) -> None:
        """An outcome from the outbox, on the GUI thread (the postman calls it)."""
        raise NotImplementedError

    def wait(self, msecs: int = 10_000) -> bool:
        """Wait for this object's own jobs (not the others' in the pool); True when none is left running.
        Their outcomes are delivered by the GUI thread's event loop as usual."""
        futures = [f for f in self._futures.values() if not f.done()]
        if not futures:
            return True
        _, running = wait_for_futures(futures, timeout=msecs / 1000)
        return not running


def _outcome(future: Future[Any]) -> tuple[bool, Any]:
    """(True, value) or (False, the exception the job raised)."""
    try:
        return True, future.result(timeout=0)
    except CancelledError as exc:
        return False, exc
    except Exception as exc:  # noqa: BLE001 (the job's own failure, handed over as the object)
        return False, exc


class LatestOnly(_JobOwner):
    """Runs jobs in the background and delivers only the answer to the newest one: the window never shows a
    stale result after a faster, newer computation. A job not yet started when a newer one arrives is dropped
    without running. `failed` carries the exception the job raised."""

    done = Signal(object)
    failed = Signal(object)
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._latest = 0

    def submit(self, work: Callable[[], Any]) -> None:
        for future in self._futures.values():
            future.cancel()  # only those still waiting for a thread: a stale recompute never starts
        self._latest += 1
        was_idle = not self._futures
        self._run(self._latest, work)
        if was_idle:
            self.busy_changed.emit(True)

    def receive(self, kind: str, payload: Any) -> None:
        job, future = payload
        self._futures.pop(job, None)
        if not self._futures:
            self.busy_changed.emit(False)
        if job != self._latest or future.cancelled():
            return
        succeeded, value = _outcome(future)
        (self.done if succeeded else self.failed).emit(value)


class ProgressTask(_JobOwner):
    """One background job at a time that reports progress (done, total), then its result or the exception it
    raised. `work` is called with a plain function report(done, total) that may be called from its thread."""

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._jobs = itertools.count(1)

    def start(self, work: Callable[[Callable[[int, int], None]], Any]) -> None:
        owner = self._number

        def report(done: int, total: int) -> None:
            _outbox.put((owner, "progress", (int(done), int(total))))

        self._run(next(self._jobs), lambda: work(report))

    def receive(self, kind: str, payload: Any) -> None:
        if kind == "progress":
            if self._futures:
                self.progress.emit(*payload)
            return
        job, future = payload
        self._futures.pop(job, None)
        succeeded, value = _outcome(future)
        (self.finished if succeeded else self.failed).emit(value)


def wait_for_all_jobs(msecs: int = 10_000) -> bool:
    """At the end of the application (or of a test run): wait for every job still running, so that none is
    left in a thread while Python shuts down. True when none is left."""
    if _pool is None:
        return True
    running = [f for owner in list(_Postman.instance().owners.values()) for f in owner.running()]
    if not running:
        return True
    _, left = wait_for_futures(running, timeout=msecs / 1000)
    return not left


class GuiThreadGarbageCollector(QObject):
    """Python's cyclic garbage collector run on the GUI thread only, as pyqtgraph's
    util.garbage_collector.GarbageCollector does: automatic collection is turned off for the process and a timer
    collects each generation when its count passes the thresholds Python would have used. A cycle holding a
    PySide6 object is then always destroyed on the thread that owns it."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = COLLECTION_INTERVAL_MS):
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.collect_if_due)

    def start(self) -> None:
        gc.disable()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()
        gc.enable()

    def collect_if_due(self) -> int:
        """Collect the generations whose counts passed their thresholds, youngest first; the number found."""
        first, second, third = gc.get_count()
        limits = gc.get_threshold()  # read each time: whoever tunes them (a test, gc.set_threshold) is obeyed
        found = 0
        if first > limits[0]:
            found += gc.collect(0)
            if second > limits[1]:
                found += gc.collect(1)
                if third > limits[2]:
                    found += gc.collect(2)
        return found


_collector: GuiThreadGarbageCollector | None = None


def collect_garbage_on_gui_thread(parent: QObject | None = None) -> GuiThreadGarbageCollector:
    """Turn automatic collection off and collect on a GUI-thread timer from now on (once per process). Call on
    the GUI thread once the application object exists."""
    global _collector
    if _collector is None:
        _collector = GuiThreadGarbageCollector(parent)
        _collector.start()
    elif not gc.isenabled() and not _collector.timer.isActive():
        _collector.start()
    return _collector
