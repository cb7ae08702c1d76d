"""What the parts of the main window share: the attributes and methods one part uses of another, declared for the
type checker, and the few helpers of gui.safety they call (imported when first called, after the first paint).

At run time WindowPart is a plain class; MainWindow (window.py) puts the parts together with QMainWindow."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from logging import Logger
    from pathlib import Path
    from typing import Any

    from PySide6.QtCore import QSettings, QTimer, SignalInstance
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow, QMenu

    from gpu_advisor.core.scenario import Navigator
    from gpu_advisor.gui.language import LanguageManager
    from gpu_advisor.gui.session import Session
    from gpu_advisor.gui.state import ScenarioState

    QtBase = QMainWindow
else:
    QtBase = object


def data_dir() -> Path:
    """The user's data folder (see gui.safety; imported when first needed, after the first paint)."""
    from gpu_advisor.gui.safety import data_dir as folder

    return folder()


def log() -> Logger:
    """The app's log (gui.safety.log)."""
    from gpu_advisor.gui.safety import log as app_log

    return app_log


def as_plain(text: str) -> str:
    """Dynamic text for a message box, shown as the characters it holds (gui.safety.as_plain)."""
    from gpu_advisor.gui.safety import as_plain as convert

    return convert(text)


class WindowPart(QtBase):
    """One part of MainWindow. MainWindow.__init__ (or the part's own _init_* method it calls) sets each attribute
    below; the methods below are defined by MainWindow or another part."""

    if TYPE_CHECKING:
        settings: QSettings
        language: LanguageManager
        session: Session
        state: ScenarioState | None
        navigator: Navigator | None
        pages: dict[str, Any]
        menu_actions: dict[str, QAction]
        recent_menu: QMenu
        autosave_timer: QTimer
        quote_imported: SignalInstance

        def set_language(self, code: str) -> None: ...
        def retranslate(self) -> None: ...
        def _show_step(self, step_id: str) -> None: ...
        def _sync(self) -> None: ...
        def new_scenario(self) -> None: ...
        def open_scenario(self, path: str | None) -> bool: ...
        def save_scenario(self) -> bool: ...
        def save_scenario_as(self) -> bool: ...
        def _last_folder(self) -> str: ...
        def autosave(self) -> bool: ...
        def edit_prices(self) -> None: ...
        def import_quote(self, path: str | None) -> bool: ...
        def _load_user_prices(self) -> None: ...
        def _prices_changed(self) -> None: ...
        def update_catalog(self, path: str | None = None) -> bool: ...
        def return_to_previous_catalog(self) -> bool: ...
        def _retranslate_catalog_menu(self) -> None: ...
