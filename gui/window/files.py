"""The buyer's scenario files: a new scenario, open, save and save as, the question before unsaved work is dropped,
and the recent files (the File menu's list and the welcome page's).

Saved scenarios are JSON in a file of their own type, <name>.gpuadvisor: Windows tells a file's type by its last
extension only, so the earlier <name>.gpuadvisor.json was a ".json" to Explorer and a double-click opened it in an
editor. Those files and plain .json still open."""

from __future__ import annotations

from pathlib import Path

from gpu_advisor.gui.window.parts import WindowPart, as_plain
from gpu_advisor.gui.window.settings import setting_list

MAX_RECENT = 8
SCENARIO_SUFFIX = ".gpuadvisor"
SCENARIO_SUFFIXES = (SCENARIO_SUFFIX, ".json")  # what a scenario file's name may end with
SCENARIO_PATTERNS = "*.gpuadvisor *.gpuadvisor.json *.json"


def system_locale_name() -> str:
    """The system's own locale ("en_US", "zh_CN"): not QLocale(), which the language switch sets. (The tests pin it
    by patching this module's attribute.)"""
    from PySide6.QtCore import QLocale

    return QLocale.system().name()


def first_scenario():
    """A new scenario where the buyer is: the region of the system's locale, and its currency (a buyer in the US starts
    in dollars in the United States, not in yuan in mainland China)."""
    from gpu_advisor.core.scenario import for_region, region_of_locale

    return for_region(region_of_locale(system_locale_name()))


def with_scenario_suffix(path: Path) -> Path:
    """The path a scenario is saved to: the name the buyer typed, with .gpuadvisor added when it has
    neither that nor .json (a file dialog does not always add it)."""
    if path.suffix.lower() in SCENARIO_SUFFIXES:
        return path
    return path.with_name(path.name + SCENARIO_SUFFIX)


def _exists(path: str) -> bool:
    try:
        return Path(path).exists()
    except (OSError, ValueError):
        return False


class WindowFiles(WindowPart):
    def new_scenario(self) -> None:
        if not self._may_discard():
            return
        self.session.path = None
        assert self.state is not None  # a menu or the welcome page asked: the pages are built
        self.state.replace(first_scenario())
        if self.navigator:
            self.navigator.restart()
            self._show_step(self.navigator.next(self.state.scenario))

    def open_scenario(self, path: str | None) -> bool:
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        from gpu_advisor.core.scenario import ScenarioError, load_scenario

        if self.state is None or not self._may_discard():
            return False
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Open scenario"), self._last_folder(), self._scenario_filter()
            )
            if not path:
                return False
        try:
            scenario = load_scenario(path)
        except ScenarioError as exc:
            QMessageBox.warning(self, self.tr("Cannot open the scenario"), as_plain(exc.render(self.session.lang)))
            return False
        self.session.path = Path(path)
        self.state.replace(scenario)
        self._remember(self.session.path)
        if self.navigator:
            # straight to its results, or to the first answer that needs fixing (newcomer review: five Nexts)
            self._show_step(self.navigator.resume(scenario))
        return True

    def save_scenario(self) -> bool:
        if self.state is None:
            return False
        if self.session.path is None:
            return self.save_scenario_as()
        return self._write(self.session.path)

    def save_scenario_as(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        if self.state is None:
            return False
        suggested = str(Path(self._last_folder()) / f"scenario{SCENARIO_SUFFIX}")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save scenario"), suggested, self._scenario_filter())
        if not path:
            return False
        return self._write(with_scenario_suffix(Path(path)))

    def _scenario_filter(self) -> str:
        return f"{self.tr('GPU Advisor scenario')} ({SCENARIO_PATTERNS})"

    def _write(self, path: Path) -> bool:
        from PySide6.QtWidgets import QMessageBox

        from gpu_advisor.core.foundation import os_problem
        from gpu_advisor.core.scenario import save_scenario

        assert self.state is not None  # save_scenario and save_scenario_as checked
        try:
            save_scenario(self.state.scenario, path)
        except OSError as exc:
            QMessageBox.warning(
                self,
                self.tr("Cannot save"),
                as_plain(
                    self.tr("The scenario could not be saved to %1: %2. Nothing was lost; choose another place.")
                    .replace("%1", str(path))
                    .replace("%2", os_problem(exc).render(self.session.lang))
                ),
            )
            return False
        self.session.path = path
        self.state.dirty = False
        self._remember(path)
        self._sync()
        return True

    def _may_discard(self) -> bool:
        from PySide6.QtWidgets import QMessageBox

        if self.state is None or not self.state.dirty:
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Unsaved changes"),
            self.tr("Save the current scenario first?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save_scenario()
        return answer == QMessageBox.StandardButton.Discard

    # ---------------------------------------------------------------- recent files
    def _last_folder(self) -> str:
        from PySide6.QtCore import QStandardPaths

        recent = self.recent_files()
        return (
            str(Path(recent[0]).parent)
            if recent
            else QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        )

    def recent_files(self) -> list[str]:
        return setting_list(self.settings, "recent")

    def _remember(self, path: Path) -> None:
        """Put the file first in the recent list, merged with what another running window wrote meanwhile
        (re-read, then write at once), never over it."""
        self.settings.sync()
        files = [str(path)] + [f for f in self.recent_files() if f != str(path)]
        self.settings.setValue("recent", files[:MAX_RECENT])
        self.settings.sync()
        self._update_recent()

    def _update_recent(self) -> None:
        files = [f for f in self.recent_files() if _exists(f)]
        self.recent_menu.clear()
        for file in files:
            action = self.recent_menu.addAction(file)
            action.triggered.connect(lambda _checked=False, f=file: self.open_scenario(f))
        self.recent_menu.setEnabled(bool(files))
        if "welcome" in self.pages:
            self.pages["welcome"].set_recent(files)
