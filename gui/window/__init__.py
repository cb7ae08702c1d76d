"""The main window (issue 21, after code_review.md 6.6): MainWindow and what its callers use.

    window.py     MainWindow: the header, the pages and Back / Next, the language, start-up and close
    menus.py      the File, Language and Help menus, their texts, the About box
    files.py      new, open, save and save as; unsaved work; the recent files; a scenario file's name
    autosave.py   this window's autosave and lock, and the offer back of work left by a crash
    prices.py     the buyer's price file, File > My prices, and a supplier quote read in the background
    catalog.py    the catalog in use (an installed update or the bundled one), File > Update catalog… and the way back
    settings.py   reading QSettings values that may have any type
    parts.py      what the parts share (declared for the type checker) and gui.safety's helpers, imported late

Why parts (mixins) rather than helper objects: the window is one object to everything around it. Its pages, the
crash handler (gui/app.py) and the tests use one set of attributes and methods (`window.autosave`,
`window.session`, `window.open_scenario`, `window.menu_actions`...), which stay where they were. Helper objects would
have needed each of those forwarded, or every caller changed. Each part is a plain class holding the methods of one
concern, with any state of its own set by its `_init_*` method, which MainWindow.__init__ calls; parts.WindowPart
declares what a part uses of another, so mypy checks the calls between them. Only MainWindow derives from
QMainWindow, so there is one Qt base. Each part's tr() strings have the part's class as their context in the
message catalog (WindowMenus, WindowFiles, ...); PySide looks a text up in every class of the window's MRO.

Tests pin the system's locale by patching `gpu_advisor.gui.window.files.system_locale_name`: first_scenario looks it
up there when it runs.
"""

from gpu_advisor.gui.window.files import SCENARIO_SUFFIX, SCENARIO_SUFFIXES, first_scenario, with_scenario_suffix
from gpu_advisor.gui.window.parts import data_dir
from gpu_advisor.gui.window.settings import setting_bytes, setting_list, setting_text
from gpu_advisor.gui.window.window import MainWindow

__all__ = [
    "SCENARIO_SUFFIX",
    "SCENARIO_SUFFIXES",
    "MainWindow",
    "data_dir",
    "first_scenario",
    "setting_bytes",
    "setting_list",
    "setting_text",
    "with_scenario_suffix",
]
