"""The window's autosave and the offer back of work left by a crash.

Each running window keeps its own autosave, autosave-<session>.gpuadvisor, next to a lock of the same name
(QLockFile: it names the process and is stale once that process has gone). An autosave whose lock is stale (or
missing) was left by a crash and is offered back; the sessions this process holds are in _SESSIONS_HERE.

A change is autosaved at once, so an edit made the moment before a hard crash is on disk; the rest of a burst of
changes (a spin box held down) is written once the burst has gone quiet for a moment."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from gpu_advisor.gui.window.parts import WindowPart, as_plain, data_dir, log

if TYPE_CHECKING:
    from typing import Any

    from PySide6.QtCore import QLockFile

AUTOSAVE_PREFIX, AUTOSAVE_SUFFIX, LOCK_SUFFIX = "autosave-", ".gpuadvisor", ".lock"
LEGACY_AUTOSAVE, LEGACY_MARKER = "autosave.json", "session.open"  # the one shared pair of earlier versions
_SESSIONS_HERE: set[str] = set()
UNREADABLE_LOCK_AGE_S = 60  # a lock file nobody can read (a crash while writing it) is stale after this
AUTOSAVE_BURST_MS = 300  # how long changes must go quiet before the last of a burst is autosaved


def lock_owner(lock: QLockFile) -> tuple[bool, int]:
    """(whether the lock file could be read, the process id it names). PySide6 6.6 returns getLockInfo() as
    (ok, pid, host, app); later versions drop the ok, (pid, host, app), with pid 0 when the file cannot be read."""
    info: tuple[Any, ...] = lock.getLockInfo()
    if len(info) == 4:
        return bool(info[0]), int(info[1])
    return info[0] > 0, int(info[0])


class WindowAutosave(WindowPart):
    def _init_autosave(self) -> None:
        # this window's own autosave and lock (pid and a random part: two windows of one process, or a new
        # process that got the pid of one that crashed, never share them)
        self.session_id = f"{os.getpid()}-{os.urandom(4).hex()}"  # os.urandom: `secrets` costs start-up time
        self.autosave_path: Path | None = None  # set once the session starts (finish_loading)
        self._session_lock: QLockFile | None = None
        # nothing is autosaved until the buyer has answered whether to restore a crashed scenario: a crash
        # during start-up must never write the blank scenario anywhere or claim the work was saved
        self._restore_answered = False
        self.autosave_timer = QTimer(self)
        self.autosave_timer.setSingleShot(True)
        self.autosave_timer.setInterval(AUTOSAVE_BURST_MS)
        self.autosave_timer.timeout.connect(self._autosave_after_burst)
        self._autosave_due = False

    def _autosave_change(self) -> None:
        """The scenario changed: save it now, or, within a burst, once the burst goes quiet."""
        if self.autosave_timer.isActive():
            self._autosave_due = True  # within a burst: written when it goes quiet
        else:
            self._autosave_due = not self.autosave()
        self.autosave_timer.start()

    def _autosave_after_burst(self) -> None:
        if self._autosave_due:
            self._autosave_due = not self.autosave()

    def autosave(self) -> bool:
        """Save the scenario to this window's own autosave (0600). Returns whether it did: nothing is
        written before the restore question is answered, and a full or read-only disk must not interrupt
        the buyer (the next change tries again)."""
        from gpu_advisor.core.scenario import save_scenario
        from gpu_advisor.gui.safety import write_private

        if self.state is None or not self._restore_answered or self.autosave_path is None:
            return False
        scenario = self.state.scenario
        try:
            write_private(self.autosave_path, lambda path: save_scenario(scenario, path))
        except OSError as exc:
            log().warning("autosave failed: %s", exc)
            return False
        return True

    def _start_session(self) -> None:
        """Take this window's own lock, offer back every autosave left by a crash, then allow autosave."""
        from PySide6.QtCore import QLockFile

        if self.autosave_path is not None:
            return  # started already (finish_loading called again)
        try:
            folder = data_dir()
            self.autosave_path = folder / f"{AUTOSAVE_PREFIX}{self.session_id}{AUTOSAVE_SUFFIX}"
            lock = QLockFile(str(folder / f"{AUTOSAVE_PREFIX}{self.session_id}{LOCK_SUFFIX}"))
            lock.setStaleLockTime(0)  # stale only when its process has gone, however long a window stays open
            if lock.tryLock(0):
                self._session_lock = lock
                _SESSIONS_HERE.add(self.session_id)
            else:
                log().warning("cannot lock the autosave of this window: %s", lock.error())
            self._offer_autosaves(folder)
        except OSError as exc:
            log().warning("no data folder for the autosave: %s", exc)
        finally:
            self._restore_answered = True

    def _orphaned_autosaves(self, folder: Path) -> list[tuple[float, Path, QLockFile | None]]:
        """(time, autosave, its lock now held by this window) for each autosave whose owner has gone,
        newest first; the autosave of an earlier version (one shared file) too, with no lock."""
        from PySide6.QtCore import QLockFile

        found: list[tuple[float, Path, QLockFile | None]] = []
        for path in folder.glob(f"{AUTOSAVE_PREFIX}*{AUTOSAVE_SUFFIX}"):
            session = path.name[len(AUTOSAVE_PREFIX) : -len(AUTOSAVE_SUFFIX)]
            if session == self.session_id or session in _SESSIONS_HERE:
                continue
            lock = QLockFile(str(path.with_name(f"{AUTOSAVE_PREFIX}{session}{LOCK_SUFFIX}")))
            lock.setStaleLockTime(0)
            if not self._claim(lock):
                continue  # its window is still open (in another process): not ours to offer
            try:
                found.append((path.stat().st_mtime, path, lock))
            except OSError:
                lock.unlock()
        legacy = folder / LEGACY_AUTOSAVE
        if legacy.exists() and (folder / LEGACY_MARKER).exists():
            found.append((legacy.stat().st_mtime, legacy, None))
        return sorted(found, key=lambda item: item[0], reverse=True)

    @staticmethod
    def _claim(lock: QLockFile) -> bool:
        """Hold the lock of another session's autosave: it is free when its process has gone. Two more
        cases count as gone: a lock naming this very process but none of its windows (a pid reused, as in
        a container after a crash), and a lock file nobody can read that is over a minute old. The
        operating system's own lock on the file keeps a live holder's lock from being removed."""
        if lock.tryLock(0):
            return True
        ok, pid = lock_owner(lock)
        if ok and pid != os.getpid():
            return False
        if not ok:
            try:
                import time

                if time.time() - Path(lock.fileName()).stat().st_mtime < UNREADABLE_LOCK_AGE_S:
                    return False
            except OSError:
                pass
        return lock.removeStaleLockFile() and lock.tryLock(0)

    def _offer_autosaves(self, folder: Path) -> None:
        """One question for each autosave left by a crash, newest first. Yes restores it into this window
        (which then keeps it in its own autosave); No discards it. After a Yes the others stay where they
        are, for the next window that starts: one window holds one scenario."""
        restored = False
        for when, path, lock in self._orphaned_autosaves(folder):
            try:
                if not restored:
                    restored = self._offer_one(path, when)
            finally:
                if lock is not None:
                    lock.unlock()  # removes the lock file; an autosave left without one is offered again

    def _offer_one(self, path: Path, when: float) -> bool:
        from PySide6.QtCore import QDateTime, QLocale
        from PySide6.QtWidgets import QMessageBox

        from gpu_advisor.core.scenario import load_scenario

        legacy = path.name == LEGACY_AUTOSAVE
        try:
            scenario = load_scenario(path)
        except Exception as exc:  # noqa: BLE001 (damaged, refused, absurdly nested: set aside, never a crash)
            aside = path.with_name(f"autosave.broken-{os.getpid()}-{os.urandom(2).hex()}{AUTOSAVE_SUFFIX}")
            try:
                path.replace(aside)  # set aside, not deleted
            except OSError:
                aside = path
            self._remove_legacy_marker(path)
            log().warning("autosave %s could not be read: %r", path, exc)
            QMessageBox.warning(
                self,
                self.tr("Your work could not be restored"),
                as_plain(
                    self.tr(
                        "The automatic copy of your last scenario was damaged and has been set aside as %1."
                    ).replace("%1", str(aside))
                ),
            )
            return False
        changed = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(when)), QLocale.FormatType.ShortFormat)
        answer = QMessageBox.question(
            self,
            self.tr("Restore your work?"),
            self.tr(
                "GPU Advisor did not close properly. Restore the scenario you were working on, last changed %1?"
            ).replace("%1", changed),
        )
        if answer == QMessageBox.StandardButton.Yes:
            assert self.state is not None  # asked from finish_loading, after the pages are built
            self.state.replace(scenario, dirty=True)
            self._restore_answered = True
            if not self.autosave():
                return True  # kept where it was as well: nothing lost if this window cannot write its own copy
        else:
            log().info("restore of %s declined", path.name)
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            log().warning("cannot remove %s: %s", path, exc)
        if legacy:
            self._remove_legacy_marker(path)
        return answer == QMessageBox.StandardButton.Yes

    @staticmethod
    def _remove_legacy_marker(path: Path) -> None:
        if path.name == LEGACY_AUTOSAVE:
            try:
                (path.parent / LEGACY_MARKER).unlink(missing_ok=True)
            except OSError:
                pass

    def _end_session(self) -> None:
        """A normal close: this window's autosave and lock go (first the autosave, so that an autosave is
        never seen without the lock of a window that is still running); nobody else's files are touched."""
        self._restore_answered = False
        if self.autosave_path is not None:
            try:
                self.autosave_path.unlink(missing_ok=True)
            except OSError as exc:
                log().warning("cannot remove %s: %s", self.autosave_path, exc)
        if self._session_lock is not None:
            self._session_lock.unlock()
            self._session_lock = None
        _SESSIONS_HERE.discard(self.session_id)
