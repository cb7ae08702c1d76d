"""Nothing lost, nothing crashes: the user's data folder (with a private fallback when home is
read-only), a rotating log, and a calm dialog instead of a traceback when something unexpected goes
wrong.

Everything the app writes in the data folder (autosave, prices, log) is readable by the user alone
(0600), and the fallback folder in the system's temporary space is the user's own (0700): another local
user who creates /tmp/gpu-advisor-<name> first cannot plant prices there, read the autosave or point the
log at another file."""

from __future__ import annotations

import getpass
import logging
import logging.handlers
import os
import queue
import stat
import sys
import tempfile
import threading
import traceback
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

LOG_NAME = "gpu-advisor.log"
LOG_BYTES, LOG_BACKUPS = 1_000_000, 3
PRIVATE_FILE, PRIVATE_FOLDER = 0o600, 0o700
log = logging.getLogger("gpu_advisor")
_failures_off_the_gui_thread: queue.SimpleQueue = queue.SimpleQueue()  # (kind, value, traceback)
_failure_timer = None  # the GUI thread's QTimer that shows them
_fallback_used: list[Path] = []


def data_dir() -> Path:
    """The user's data folder (autosave, own prices, logs), created on first use. When it cannot be
    created (a read-only home folder), a private folder in the system's temporary space is used instead
    and fallback_data_dir() says so, so the window can tell the buyer to save their work elsewhere."""
    path = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    try:
        path.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
        probe = path / ".writable"
        probe.write_text("", encoding="utf-8")
        probe.unlink()
        return path
    except OSError:
        if not _fallback_used:
            _fallback_used.append(_private_fallback())
        return _fallback_used[0]


def _private_fallback() -> Path:
    """gpu-advisor-<user> in the temporary folder when it is ours alone; a fresh mkdtemp folder when
    someone else created that name first (or it is a link, or others may write in it)."""
    named = Path(tempfile.gettempdir()) / f"gpu-advisor-{_user()}"
    try:
        named.mkdir(mode=PRIVATE_FOLDER)
    except FileExistsError:
        pass
    except OSError as exc:
        log.warning("cannot create %s: %s", named, exc)
    if _is_private_folder(named):
        return named
    log.warning("%s is not a private folder of this user; using a new one instead", named)
    return Path(tempfile.mkdtemp(prefix=f"gpu-advisor-{_user()}-"))  # 0700, owned by us, a new name


def _is_private_folder(path: Path) -> bool:
    """A real folder (not a link to one), owned by this user, that nobody else may write in. An own folder
    others may read (left by an earlier version) is made private. Windows has no owner ids and its
    temporary folder is per user: there only links (and junctions) are refused."""
    try:
        info = os.lstat(path)
    except OSError:
        return False
    if not stat.S_ISDIR(info.st_mode) or _is_junction(path):
        return False
    if not hasattr(os, "getuid"):
        return True
    if info.st_uid != os.getuid() or info.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        return False
    if stat.S_IMODE(info.st_mode) != PRIVATE_FOLDER:
        try:
            os.chmod(path, PRIVATE_FOLDER)
        except OSError:
            return False
    return True


def _is_junction(path: Path) -> bool:
    is_junction = getattr(os.path, "isjunction", None)  # Python 3.12 and later
    return bool(is_junction and is_junction(path))


def fallback_data_dir() -> Path | None:
    return _fallback_used[0] if _fallback_used else None


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "user"


def write_private(path: Path, write: Callable[[Path], None]) -> None:
    """write(path) with the file readable by the user alone (0600). core.scenario.atomic_write_text keeps
    the mode of the file it replaces, so the file is created 0600 (or made 0600) before it is written,
    without touching the process-wide umask (other threads may be writing files meanwhile). A file
    created here and left empty by a failed write is removed again."""
    created = False
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)
        os.close(fd)
        created = True
    except FileExistsError:
        _make_private(path)
    try:
        write(path)
    except BaseException:
        if created:
            try:
                if path.stat().st_size == 0:
                    path.unlink()
            except OSError:
                pass
        raise
    _make_private(path)


def _make_private(path: Path) -> None:
    if not hasattr(os, "getuid"):
        return  # Windows: the data folder's access list already belongs to the user
    try:
        if stat.S_IMODE(os.stat(path).st_mode) != PRIVATE_FILE:
            os.chmod(path, PRIVATE_FILE)
    except OSError as exc:
        log.warning("cannot make %s private: %s", path, exc)


def log_path() -> Path:
    return data_dir() / "logs" / LOG_NAME


class _PrivateLogHandler(logging.handlers.RotatingFileHandler):
    """A rotating log whose files are 0600 and never followed through a link (O_NOFOLLOW)."""

    def _open(self):
        flags = os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(self.baseFilename, flags, PRIVATE_FILE)
        try:
            if hasattr(os, "fchmod"):
                os.fchmod(fd, PRIVATE_FILE)
            return os.fdopen(fd, self.mode, encoding=self.encoding, errors=self.errors)
        except BaseException:
            os.close(fd)
            raise


def setup_logging() -> Path | None:
    """A rotating log in the data folder (three files of 1 MB at most). Returns its path, or None when
    even that cannot be written, or the log's place is a link (then messages go to the console only)."""
    if any(isinstance(h, logging.handlers.RotatingFileHandler) for h in log.handlers):
        return log_path()
    log.setLevel(logging.INFO)
    try:
        path = log_path()
        path.parent.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
        if path.parent.is_symlink() or path.is_symlink():
            raise OSError(f"{path} is a link; not followed")
        handler = _PrivateLogHandler(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
    except OSError as exc:
        log.addHandler(logging.StreamHandler(sys.stderr))
        log.warning("no log file (%s); messages go to the console only", exc)
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    log.addHandler(handler)
    return path


def as_plain(text: str) -> str:
    """`text` as the exact characters it holds in a message box or label that guesses rich text (Qt's
    AutoText): a file name or an error that quotes a file's content could otherwise bring its own markup,
    a red heading or an image, into the app's own words."""
    from PySide6.QtGui import Qt

    return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)


def failure_text(exc: BaseException, lang: str) -> str:
    """One line for the buyer about a background job's failure (the exception object a worker handed back):
    the engine's own message in their language, a file problem in their words, or, for a fault of ours,
    a calm sentence while the details go to the log."""
    from gpu_advisor.core.foundation import TextError, file_error

    if isinstance(exc, TextError):
        return exc.render(lang).splitlines()[0] if exc.render(lang) else type(exc).__name__
    if isinstance(exc, OSError):
        return file_error(exc).render(lang)
    log.error("a background job failed\n%s", "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
    detail = (str(exc).splitlines() or [type(exc).__name__])[0][:200]
    return QCoreApplication.translate("CrashDialog", "Something unexpected went wrong: %1").replace("%1", detail)


def install_crash_handler(save_work: Callable[[], bool | None], show: Callable[[str, str], None]) -> None:
    """Unexpected exceptions (in a slot, a timer, an event handler) are logged, the scenario in progress
    is saved, and the buyer sees a calm message instead of a closed window. `show(title, text)`.
    save_work() returns False when it saved nothing (autosave before the restore question, a full disk):
    the dialog then says so instead of claiming the work was saved."""

    def handle(kind, value, tb) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        if threading.current_thread() is not threading.main_thread():
            # a dialog (or the autosave) built off the GUI thread would crash Qt: the GUI thread's timer below
            # shows it within a quarter of a second
            _failures_off_the_gui_thread.put((kind, value, tb))
            return
        log.error("unexpected error\n%s", "".join(traceback.format_exception(kind, value, tb)))
        try:
            saved = save_work() is not False
        except Exception:  # noqa: BLE001 (the dialog must still appear)
            log.exception("could not save the work in progress")
            saved = False
        translate = QCoreApplication.translate
        text = translate("CrashDialog", "Something unexpected went wrong: %1").replace(
            "%1", str(value) or kind.__name__
        )
        text += "\n\n" + (
            translate("CrashDialog", "Your work in progress has been saved and will be offered back at the next start.")
            if saved
            else translate("CrashDialog", "Your work could not be saved automatically; please save it yourself.")
        )
        try:
            text += "\n" + translate("CrashDialog", "Details for support are in %1.").replace("%1", str(log_path()))
        except OSError:  # no data folder at all: the details went to the console
            pass
        try:
            show(translate("CrashDialog", "GPU Advisor hit a problem"), as_plain(text))
        except Exception:  # noqa: BLE001
            log.exception("could not show the error dialog")

    sys.excepthook = handle
    threading.excepthook = lambda failure: handle(failure.exc_type, failure.exc_value, failure.exc_traceback)

    def show_failures_from_other_threads() -> None:
        while not _failures_off_the_gui_thread.empty():
            handle(*_failures_off_the_gui_thread.get_nowait())

    from PySide6.QtCore import QTimer

    global _failure_timer
    _failure_timer = QTimer()
    _failure_timer.setInterval(250)
    _failure_timer.timeout.connect(show_failures_from_other_threads)
    _failure_timer.start()


# The texts above, for pyside6-lupdate (it reads QT_TRANSLATE_NOOP-style calls):
def _texts_for_translation() -> None:  # pragma: no cover - never called
    translate = QCoreApplication.translate
    translate("CrashDialog", "Something unexpected went wrong: %1")
    translate("CrashDialog", "Your work in progress has been saved and will be offered back at the next start.")
    translate("CrashDialog", "Your work could not be saved automatically; please save it yourself.")
    translate("CrashDialog", "Details for support are in %1.")
    translate("CrashDialog", "GPU Advisor hit a problem")
