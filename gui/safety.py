"""Nothing lost, nothing crashes: the user's data folder (with a fallback when home is read-only), a
rotating log, and a calm dialog instead of a traceback when something unexpected goes wrong."""

from __future__ import annotations

import getpass
import logging
import logging.handlers
import sys
import tempfile
import traceback
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

LOG_NAME = "gpu-advisor.log"
LOG_BYTES, LOG_BACKUPS = 1_000_000, 3
log = logging.getLogger("gpu_advisor")
_fallback_used: list[Path] = []


def data_dir() -> Path:
    """The user's data folder (autosave, own prices, logs), created on first use. When it cannot be
    created (a read-only home folder), a folder in the system's temporary space is used instead and
    fallback_data_dir() says so, so the window can tell the buyer to save their work elsewhere."""
    path = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    try:
        path.mkdir(parents=True, exist_ok=True)
        probe = path / ".writable"
        probe.write_text("", encoding="utf-8")
        probe.unlink()
        return path
    except OSError:
        fallback = Path(tempfile.gettempdir()) / f"gpu-advisor-{_user()}"
        fallback.mkdir(parents=True, exist_ok=True)
        if fallback not in _fallback_used:
            _fallback_used.append(fallback)
        return fallback


def fallback_data_dir() -> Path | None:
    return _fallback_used[0] if _fallback_used else None


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "user"


def log_path() -> Path:
    return data_dir() / "logs" / LOG_NAME


def setup_logging() -> Path | None:
    """A rotating log in the data folder (three files of 1 MB at most). Returns its path, or None when
    even that cannot be written (then messages go to the console only)."""
    if any(isinstance(h, logging.handlers.RotatingFileHandler) for h in log.handlers):
        return log_path()
    log.setLevel(logging.INFO)
    try:
        path = log_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
    except OSError:
        log.addHandler(logging.StreamHandler(sys.stderr))
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    log.addHandler(handler)
    return path


def install_crash_handler(save_work: Callable[[], None], show: Callable[[str, str], None]) -> None:
    """Unexpected exceptions (in a slot, a timer, an event handler) are logged, the scenario in progress
    is saved, and the buyer sees a calm message instead of a closed window. `show(title, text)`."""

    def handle(kind, value, tb) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        log.error("unexpected error\n%s", "".join(traceback.format_exception(kind, value, tb)))
        try:
            save_work()
            saved = True
        except Exception:  # noqa: BLE001 (the dialog must still appear)
            log.exception("could not save the work in progress")
            saved = False
        translate = QCoreApplication.translate
        text = translate("CrashDialog", "Something unexpected went wrong: %1").replace("%1", str(value) or kind.__name__)
        text += "\n\n" + (translate("CrashDialog", "Your work in progress has been saved and will be offered back at the next start.")
                          if saved else translate("CrashDialog", "Your work could not be saved automatically; please save it yourself."))
        path = log_path()
        text += "\n" + translate("CrashDialog", "Details for support are in %1.").replace("%1", str(path))
        try:
            show(translate("CrashDialog", "GPU Advisor hit a problem"), text)
        except Exception:  # noqa: BLE001
            log.exception("could not show the error dialog")

    sys.excepthook = handle


# The texts above, for pyside6-lupdate (it reads QT_TRANSLATE_NOOP-style calls):
def _texts_for_translation() -> None:  # pragma: no cover - never called
    translate = QCoreApplication.translate
    translate("CrashDialog", "Something unexpected went wrong: %1")
    translate("CrashDialog", "Your work in progress has been saved and will be offered back at the next start.")
    translate("CrashDialog", "Your work could not be saved automatically; please save it yourself.")
    translate("CrashDialog", "Details for support are in %1.")
    translate("CrashDialog", "GPU Advisor hit a problem")
