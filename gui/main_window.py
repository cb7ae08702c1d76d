"""The main window moved to the package gpu_advisor.gui.window (issue 21); this module keeps the old import path
working for scripts outside the app. The tests pin the system's locale at gpu_advisor.gui.window.files."""

from gpu_advisor.gui.window import SCENARIO_SUFFIXES, MainWindow, data_dir, setting_text, with_scenario_suffix

__all__ = ["SCENARIO_SUFFIXES", "MainWindow", "data_dir", "setting_text", "with_scenario_suffix"]
