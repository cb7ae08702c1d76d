"""The wizard window: a header, one page per step (core/scenario/wizard.py decides the order), Back and Next,
menus for files, prices and language; autosave, recent files and remembered geometry.

The window paints first and builds its pages after: the engine (pydantic models, the catalog) loads in
finish_loading(), so the app appears as fast as an empty window."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from typing import Any

    from PySide6.QtCore import QLockFile
    from PySide6.QtGui import QAction, QCloseEvent
    from PySide6.QtWidgets import QProgressDialog

    from gpu_advisor.core.buyer_prices import PriceOverrides, Quote
    from gpu_advisor.core.scenario import Navigator
    from gpu_advisor.gui.state import ScenarioState

# Dialogs, key sequences and standard paths are first touched after the first paint: PySide initialises
# each type on first use, and these few cost several milliseconds of start-up.

from gpu_advisor.gui.language import LANGUAGES, LanguageManager
from gpu_advisor.gui.session import Session
from gpu_advisor.gui.workers import ProgressTask


def data_dir() -> Path:
    """The user's data folder (see gui.safety; imported when first needed, after the first paint)."""
    from gpu_advisor.gui.safety import data_dir as folder

    return folder()


def _log():
    from gpu_advisor.gui.safety import log

    return log


def as_plain(text: str) -> str:
    """Dynamic text for a message box, shown as the characters it holds (gui.safety.as_plain)."""
    from gpu_advisor.gui.safety import as_plain as convert

    return convert(text)


# Settings are a file the user (or another version) may have edited: a value of the wrong type is ignored,
# never passed on to Qt or to a path (`recent=@ByteArray(xx)` or `geometry=12` once stopped the start-up).
def setting_text(settings: QSettings, key: str, default: str = "") -> str:
    try:
        value = settings.value(key, default)
    except Exception:  # noqa: BLE001 (a value PySide cannot convert)
        return default
    return value if isinstance(value, str) else default


def setting_list(settings: QSettings, key: str) -> list[str]:
    """A list of non-empty texts; one text alone is a list of one (QSettings stores it so)."""
    try:
        value = settings.value(key, [])
    except Exception:  # noqa: BLE001
        return []
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, (list, tuple)):
        return []
    return [item for item in value if isinstance(item, str) and item and "\0" not in item]


def setting_bytes(settings: QSettings, key: str) -> QByteArray | None:
    try:
        value = settings.value(key)
    except Exception:  # noqa: BLE001
        return None
    return value if isinstance(value, QByteArray) and not value.isEmpty() else None


def lock_owner(lock: QLockFile) -> tuple[bool, int]:
    """(whether the lock file could be read, the process id it names). PySide6 6.6 returns getLockInfo() as
    (ok, pid, host, app); later versions drop the ok, (pid, host, app), with pid 0 when the file cannot be read."""
    info: tuple[Any, ...] = lock.getLockInfo()
    if len(info) == 4:
        return bool(info[0]), int(info[1])
    return info[0] > 0, int(info[0])


def _exists(path: str) -> bool:
    try:
        return Path(path).exists()
    except (OSError, ValueError):
        return False


# Each running window keeps its own autosave, autosave-<session>.gpuadvisor, next to a lock of the same
# name (QLockFile: it names the process and is stale once that process has gone). An autosave whose lock is
# stale (or missing) was left by a crash and is offered back; the sessions this process holds are here.
AUTOSAVE_PREFIX, AUTOSAVE_SUFFIX, LOCK_SUFFIX = "autosave-", ".gpuadvisor", ".lock"
LEGACY_AUTOSAVE, LEGACY_MARKER = "autosave.json", "session.open"  # the one shared pair of earlier versions
_SESSIONS_HERE: set[str] = set()
UNREADABLE_LOCK_AGE_S = 60  # a lock file nobody can read (a crash while writing it) is stale after this

MAX_RECENT = 8
# Saved scenarios are JSON in a file of their own type, <name>.gpuadvisor: Windows tells a file's type by
# its last extension only, so the earlier <name>.gpuadvisor.json was a ".json" to Explorer and a
# double-click opened it in an editor. Those files and plain .json still open.
SCENARIO_SUFFIX = ".gpuadvisor"
SCENARIO_SUFFIXES = (SCENARIO_SUFFIX, ".json")  # what a scenario file's name may end with
SCENARIO_PATTERNS = "*.gpuadvisor *.gpuadvisor.json *.json"


def system_locale_name() -> str:
    """The system's own locale ("en_US", "zh_CN"): not QLocale(), which the language switch sets."""
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


AUTOSAVE_BURST_MS = 300  # how long changes must go quiet before the last of a burst is autosaved


class MainWindow(QMainWindow):
    quote_imported = Signal(bool)  # a quote import ended: True when its prices were kept

    def __init__(self, language: LanguageManager, settings: QSettings | None = None):
        super().__init__()
        self.settings = settings or QSettings()
        self.language = language
        self.session = Session(language)  # catalog, prices and the open file, shared with the pages
        self.state: ScenarioState | None = None  # once the pages are built (finish_loading)
        self.navigator: Navigator | None = None  # once the catalog is loaded
        self.pages: dict[str, Any] = {}  # step id -> its page (WelcomePage, ResultsPage...: each its own class)
        self.pending_open: str | None = None  # a scenario to open once loaded (double-clicked file)
        # this window's own autosave and lock (pid and a random part: two windows of one process, or a new
        # process that got the pid of one that crashed, never share them)
        self.session_id = f"{os.getpid()}-{os.urandom(4).hex()}"  # os.urandom: `secrets` costs start-up time
        self.autosave_path: Path | None = None  # set once the session starts (finish_loading)
        self._session_lock: QLockFile | None = None
        # nothing is autosaved until the buyer has answered whether to restore a crashed scenario: a crash
        # during start-up must never write the blank scenario anywhere or claim the work was saved
        self._restore_answered = False

        central = QWidget()
        outer = QVBoxLayout(central)
        self.step_title = QLabel()
        self.step_title.setObjectName("stepTitle")
        font = self.step_title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.step_title.setFont(font)
        self.step_subtitle = QLabel()
        self.step_subtitle.setWordWrap(True)
        self.step_counter = QLabel()
        header = QHBoxLayout()
        header.addWidget(self.step_title, 1)
        header.addWidget(self.step_counter)
        outer.addLayout(header)
        outer.addWidget(self.step_subtitle)
        self.stack = QStackedWidget()
        # the pages scroll, the header and Back / Next do not: at 200% scaling a 1280 x 800 screen is 640 x 400,
        # smaller than the widest page, and Next must never be off the screen
        self.page_scroll = QScrollArea()
        self.page_scroll.setWidgetResizable(True)
        self.page_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.page_scroll.setWidget(self.stack)
        outer.addWidget(self.page_scroll, 1)
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b3261e;")
        outer.addWidget(self.problems)
        nav = QHBoxLayout()
        self.back_button, self.next_button = QPushButton(), QPushButton()
        self.next_button.setDefault(True)
        nav.addStretch(1)
        nav.addWidget(self.back_button)
        nav.addWidget(self.next_button)
        outer.addLayout(nav)
        self.setCentralWidget(central)

        self.starting = QLabel()
        self.stack.addWidget(self.starting)
        self.back_button.clicked.connect(self.go_back)
        self.next_button.clicked.connect(self.go_next)
        language.changed.connect(lambda _code: self.retranslate())

        # A change is autosaved at once, so an edit made the moment before a hard crash is on disk; the rest of
        # a burst of changes (a spin box held down) is written once the burst has gone quiet for a moment.
        self.autosave_timer = QTimer(self)
        self.autosave_timer.setSingleShot(True)
        self.autosave_timer.setInterval(AUTOSAVE_BURST_MS)
        self.autosave_timer.timeout.connect(self._autosave_after_burst)
        self._autosave_due = False
        self.quote_task = ProgressTask(self)  # a supplier quote is read in the background
        self.quote_task.finished.connect(self._quote_read)
        self.quote_task.failed.connect(self._quote_failed)
        self._quote_progress: QProgressDialog | None = None

        self._build_menus()
        self.retranslate()
        geometry = setting_bytes(self.settings, "window/geometry")
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(960, 720)
        self.fit_on_screen()
        self.next_button.setEnabled(False)  # until the pages and the catalog have loaded, after the first paint

    def fit_on_screen(self) -> None:
        """No larger than the screen's free area (a geometry saved on a bigger or unscaled screen, or the
        default 960 x 720 on a small one), so the title bar and Back / Next stay reachable."""
        screen = self.screen()
        if screen is None:
            return
        free = screen.availableGeometry()
        frame = self.frameGeometry().size() - self.geometry().size()  # title bar and borders, where known
        width = min(self.width(), free.width() - frame.width())
        height = min(self.height(), free.height() - frame.height())
        if (width, height) != (self.width(), self.height()):
            self.resize(max(width, 1), max(height, 1))
        if not free.contains(self.frameGeometry().topLeft()):
            self.move(free.topLeft())

    # ---------------------------------------------------------------- start-up after the first paint
    def _build_pages(self) -> None:
        # plain text: a problem may name what a file held ("Unknown model: ..."). Set here, after the first paint:
        # importing PySide's Qt namespace builds the Python enums of all of it (about 110, several ms)
        from PySide6.QtCore import Qt

        self.problems.setTextFormat(Qt.TextFormat.PlainText)
        from gpu_advisor.core.buyer_prices import with_exchange_rate
        from gpu_advisor.gui.pages.budget import BudgetPage
        from gpu_advisor.gui.pages.existing import ExistingPage
        from gpu_advisor.gui.pages.fine_tune import FineTunePage
        from gpu_advisor.gui.pages.finish import FinishPage
        from gpu_advisor.gui.pages.load import LoadPage
        from gpu_advisor.gui.pages.placement import PlacementPage
        from gpu_advisor.gui.pages.purpose import PurposePage
        from gpu_advisor.gui.pages.results import ResultsPage
        from gpu_advisor.gui.pages.welcome import WelcomePage
        from gpu_advisor.gui.state import ScenarioState

        self.state = ScenarioState(first_scenario())
        # the buyer's exchange rate from their price file, in every scenario, as `recommend --prices` does
        self.state.rule = lambda scenario: with_exchange_rate(scenario, self.session.price_overrides)
        for page_class in (
            WelcomePage,
            PurposePage,
            FineTunePage,
            LoadPage,
            BudgetPage,
            PlacementPage,
            ExistingPage,
            ResultsPage,
            FinishPage,
        ):
            page = page_class(self.state, self.session)
            self.pages[page.step_id] = page
            self.stack.addWidget(page)
        welcome = self.pages["welcome"]
        welcome.language_requested.connect(self.set_language)
        welcome.new_requested.connect(self.new_scenario)
        welcome.open_requested.connect(lambda path: self.open_scenario(path or None))
        self.pages["finish"].save_requested.connect(self.save_scenario_as)
        self.pages["finish"].result_source = self._current_result
        self.pages["finish"].open_files = lambda: {
            "scenario file": self.session.path,
            "price file": data_dir() / "prices.json",
        }
        self.pages["results"].open_files = self.pages["finish"].open_files
        self.state.changed.connect(self._scenario_changed)
        self.stack.setCurrentWidget(welcome)

    def _current_result(self):
        """The recommendation for the scenario as it is now (computed here if the results page has none)."""
        assert self.state is not None  # asked by the finish page, so the pages are built
        results = self.pages["results"]
        if results.result is not None and results.result.scenario == self.state.scenario:
            return results.result
        from gpu_advisor.core.recommend import recommend

        catalog = self.session.catalog_in_use
        return recommend(catalog, self.state.scenario) if catalog else None

    def finish_loading(self) -> None:
        """Build the pages, load the catalog and the user's prices; offer back a scenario left by a crash."""
        from PySide6.QtWidgets import QMessageBox

        from gpu_advisor.core.catalog import CatalogError, load_catalog
        from gpu_advisor.core.scenario import Navigator

        if not self.pages:
            self._fill_menus()
            self._build_pages()
        try:
            catalog = load_catalog()
        except CatalogError as exc:
            QMessageBox.critical(
                self,
                self.tr("Catalog problem"),
                as_plain(self.tr("The hardware catalog cannot be read:") + f"\n{exc.render(self.session.lang)}"),
            )
            return
        self.session.catalog = catalog
        self.navigator = Navigator(catalog)
        self._load_user_prices()
        for page in self.pages.values():
            page.set_catalog(catalog)
        self._update_recent()
        from gpu_advisor.gui.safety import fallback_data_dir

        fallback = fallback_data_dir()
        if fallback is not None:
            QMessageBox.warning(
                self,
                self.tr("Your home folder is read-only"),
                as_plain(
                    self.tr(
                        "GPU Advisor cannot write to your home folder, so autosave and your prices are "
                        "kept in %1 for now. Save your scenario to a folder you can write to."
                    ).replace("%1", str(fallback))
                ),
            )
        self._start_session()
        self._sync()
        if self.pending_open:
            path, self.pending_open = self.pending_open, None
            self.open_scenario(path)

    def open_file_when_ready(self, path: str) -> None:
        """Open a scenario the system hands over (double-clicked in Finder): now, or once the catalog has loaded."""
        if self.navigator is None:
            self.pending_open = path
        else:
            self.open_scenario(path)

    def _load_user_prices(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from gpu_advisor.core.buyer_prices import PriceFileError, PriceStore

        self.session.use_prices(None)
        try:
            path = data_dir() / "prices.json"
        except OSError as exc:
            _log().warning("no data folder for the prices: %s", exc)
            return
        self.session.price_store = PriceStore(path, self.session.catalog)
        try:
            self.session.use_prices(self.session.price_store.load())
            assert self.state is not None  # finish_loading built the pages first
            self.state.follow_rule()
        except Exception as exc:  # noqa: BLE001 (any file that cannot be used: damaged, refused by the catalog, absurdly nested)
            _log().warning("price file %s cannot be used: %r", path, exc)
            detail = (
                exc.render(self.session.lang)
                if isinstance(exc, PriceFileError)
                else f"{path.name}: {type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''}"
            )
            aside = path.with_name(f"prices.broken-{os.getpid()}.json")
            self.session.price_store = PriceStore(path, self.session.catalog)  # nothing loaded from it
            try:
                path.replace(aside)  # set aside, never deleted: the buyer may want to repair it
            except OSError as move_error:
                _log().warning("cannot set %s aside: %s", path, move_error)
                QMessageBox.warning(
                    self,
                    self.tr("Your prices could not be read"),
                    as_plain(
                        self.tr("Your price file %1 cannot be used; the catalog prices are used instead.").replace(
                            "%1", str(path)
                        )
                        + f"\n\n{detail}"
                    ),
                )
                return
            QMessageBox.warning(
                self,
                self.tr("Your prices could not be read"),
                as_plain(
                    self.tr(
                        "Your price file was damaged and has been set aside as %1. The catalog prices are used instead."
                    ).replace("%1", aside.name)
                    + f"\n\n{detail}"
                ),
            )
            return

    # ---------------------------------------------------------------- navigation
    def current_page(self):
        return self.stack.currentWidget()

    def go_next(self) -> None:
        # the pages (and the state) are built before the navigator
        if self.navigator is None or self.state is None or not self.navigator.can_go_next(self.state.scenario):
            self._sync()
            return
        self._show_step(self.navigator.next(self.state.scenario))

    def go_back(self) -> None:
        if self.navigator is not None and self.navigator.can_go_back():
            self._show_step(self.navigator.back())

    def _show_step(self, step_id: str) -> None:
        page = self.pages[step_id]
        page.refresh()
        self.stack.setCurrentWidget(page)
        self._sync()
        page.setFocus()

    def _scenario_changed(self) -> None:
        self._sync()
        if self.autosave_timer.isActive():
            self._autosave_due = True  # within a burst: written when it goes quiet
        else:
            self._autosave_due = not self.autosave()
        self.autosave_timer.start()

    def _autosave_after_burst(self) -> None:
        if self._autosave_due:
            self._autosave_due = not self.autosave()

    def _sync(self) -> None:
        page = self.current_page()
        if page is self.starting:
            self.step_title.setText(self.tr("GPU Advisor"))
            self.step_subtitle.setText(self.tr("Starting…"))
            self.setWindowTitle(self.tr("GPU Advisor"))
            self.back_button.setEnabled(False)
            self.next_button.setEnabled(False)
            return
        from gpu_advisor.core.scenario import STEPS

        self.step_title.setText(page.title())
        self.step_subtitle.setText(page.subtitle())
        self.setWindowTitle(self._window_title())
        if self.navigator is None:
            self.back_button.setEnabled(False)
            self.next_button.setEnabled(False)
            return
        assert self.state is not None  # the pages are built before the navigator
        number, total = self.navigator.position(self.state.scenario)
        self.step_counter.setText(self.tr("Step %1 of %2").replace("%1", str(number)).replace("%2", str(total)))
        problems = self.navigator.problems(self.state.scenario)
        self.problems.setText("\n".join(p.render(self.session.lang) for p in problems))
        self.problems.setVisible(bool(problems))
        self.back_button.setEnabled(self.navigator.can_go_back())
        last = STEPS[self.navigator.current].last
        self.next_button.setEnabled(not last and not problems)
        self.next_button.setVisible(not last)

    def _window_title(self) -> str:
        name = self.session.path.name if self.session.path else self.tr("New scenario")
        dirty = self.state is not None and self.state.dirty
        return f"{name}{' *' if dirty else ''} — " + self.tr("GPU Advisor")

    # ---------------------------------------------------------------- language
    def set_language(self, code: str) -> None:
        if code != self.language.current:
            self.language.switch(code)
            self.settings.setValue("language", code)

    def _tick_language(self, code: str) -> None:
        for other, action in self.language_actions.items():
            action.setChecked(other == code)

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("< &Back"))
        self.next_button.setText(self.tr("&Next >"))
        self.back_button.setAccessibleName(self.tr("Back"))
        self.next_button.setAccessibleName(self.tr("Next"))
        self.file_menu.setTitle(self.tr("&File"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        if self.menu_actions:
            self.recent_menu.setTitle(self.tr("Open &recent"))
            for key, text in (
                ("new", self.tr("&New scenario")),
                ("open", self.tr("&Open…")),
                ("save", self.tr("&Save")),
                ("save_as", self.tr("Save &as…")),
                ("prices", self.tr("My &prices and exchange rate…")),
                ("import_quote", self.tr("&Import a supplier quote…")),
                ("quit", self.tr("&Quit")),
                ("about", self.tr("&About GPU Advisor")),
            ):
                self.menu_actions[key].setText(text)
        self._sync()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.refresh_prices()  # another window may have saved prices meanwhile
        super().changeEvent(event)

    # ---------------------------------------------------------------- menus
    def _build_menus(self) -> None:
        """The menu titles, before the first paint, so the menu bar does not appear a moment later."""
        # not `actions`: that would hide QWidget.actions()
        self.menu_actions: dict[str, QAction] = {}
        self.file_menu = self.menuBar().addMenu("")
        self.language_menu = self.menuBar().addMenu("")
        self.help_menu = self.menuBar().addMenu("")

    def _fill_menus(self) -> None:
        """The menus' actions, after the first paint: PySide initialises QAction, QIcon and their enums on
        first use, which costs several milliseconds of start-up."""
        from PySide6.QtGui import QAction, QActionGroup

        for key, slot in (
            ("new", self.new_scenario),
            ("open", lambda: self.open_scenario(None)),
            ("save", self.save_scenario),
            ("save_as", self.save_scenario_as),
        ):
            action = QAction(self)
            action.triggered.connect(slot)
            self.file_menu.addAction(action)
            self.menu_actions[key] = action
        self.recent_menu = self.file_menu.addMenu("")
        self.file_menu.addSeparator()
        self.menu_actions["prices"] = QAction(self)
        self.menu_actions["prices"].triggered.connect(self.edit_prices)
        self.file_menu.addAction(self.menu_actions["prices"])
        self.menu_actions["import_quote"] = QAction(self)
        self.menu_actions["import_quote"].triggered.connect(lambda: self.import_quote(None))
        self.file_menu.addAction(self.menu_actions["import_quote"])
        self.file_menu.addSeparator()
        self.menu_actions["quit"] = QAction(self)
        self.menu_actions["quit"].triggered.connect(self.close)
        self.file_menu.addAction(self.menu_actions["quit"])
        # the current language carries a tick: one of a group, as a language menu reads everywhere
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            action = QAction(name, self)
            action.setCheckable(True)
            action.setChecked(code == self.language.current)
            action.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            self.language_actions[code] = action
            self.language_menu.addAction(action)
        self.language.changed.connect(self._tick_language)  # however the language was switched
        self.menu_actions["about"] = QAction(self)
        self.menu_actions["about"].triggered.connect(self.about)
        self.help_menu.addAction(self.menu_actions["about"])
        self._set_shortcuts()
        self.retranslate()

    def _set_shortcuts(self) -> None:
        """The platform's standard keys (Ctrl+S, Cmd+S...). Set after the first paint: PySide builds its
        Python enum for them on first use, which alone costs about 25 ms of start-up."""
        from PySide6.QtGui import QKeySequence

        keys = QKeySequence.StandardKey
        for name, key in (
            ("new", keys.New),
            ("open", keys.Open),
            ("save", keys.Save),
            ("save_as", keys.SaveAs),
            ("quit", keys.Quit),
        ):
            self.menu_actions[name].setShortcut(key)

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from gpu_advisor.core import __version__

        catalog_date = self.session.catalog.as_of if self.session.catalog else "?"
        QMessageBox.about(
            self,
            self.tr("About GPU Advisor"),
            self.tr("GPU Advisor %1\nCatalog as of %2\nWorks offline; sends nothing anywhere.")
            .replace("%1", __version__)
            .replace("%2", catalog_date),
        )

    # ---------------------------------------------------------------- files
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

    # ---------------------------------------------------------------- autosave and crash recovery
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
            _log().warning("autosave failed: %s", exc)
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
                _log().warning("cannot lock the autosave of this window: %s", lock.error())
            self._offer_autosaves(folder)
        except OSError as exc:
            _log().warning("no data folder for the autosave: %s", exc)
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
            _log().warning("autosave %s could not be read: %r", path, exc)
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
            _log().info("restore of %s declined", path.name)
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            _log().warning("cannot remove %s: %s", path, exc)
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
                _log().warning("cannot remove %s: %s", self.autosave_path, exc)
        if self._session_lock is not None:
            self._session_lock.unlock()
            self._session_lock = None
        _SESSIONS_HERE.discard(self.session_id)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt naming)
        if not self._may_discard():
            event.ignore()
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.autosave_timer.stop()
        if "results" in self.pages:
            self.pages["results"].shutdown()
            self.pages["existing"].worker.wait()
            self.pages["finish"].task.wait()
        self.quote_task.wait()
        self._end_session()
        super().closeEvent(event)

    # ---------------------------------------------------------------- prices
    def refresh_prices(self) -> bool:
        """Use the price file as another window or program last saved it (checked when this window becomes active
        and before the prices are edited), so two windows never go on costing with different prices. True when
        the prices changed. A file that has become unreadable is left alone: this window keeps its prices, and
        saving says why it cannot merge."""
        from gpu_advisor.core.buyer_prices import PriceFileError

        store = self.session.price_store
        if store is None or self.session.catalog is None or not store.changed_since_loaded():
            return False
        try:
            self.session.use_prices(store.load())
        except (PriceFileError, OSError) as exc:
            _log().warning("the price file changed and cannot be used: %s", exc)
            return False
        self._prices_changed()
        return True

    def _prices_changed(self) -> None:
        assert self.state is not None  # the prices load with the catalog, after the pages
        self.state.follow_rule()  # the exchange rate
        results = self.pages["results"]
        results.result = None
        if results.isVisible():
            results.compute()

    def edit_prices(self) -> None:
        if self.session.catalog is None:
            return
        from gpu_advisor.gui.price_editor import PriceEditor

        self.refresh_prices()
        assert self.state is not None  # the catalog loads after the pages are built
        overrides = self.session.price_overrides
        dialog = PriceEditor(
            self.session.catalog,
            overrides,
            self.state.scenario.budget.usd_to_cny,
            self,
            default_currency=self.state.scenario.budget.currency,
        )
        if dialog.exec() != PriceEditor.DialogCode.Accepted:
            return
        self._keep_prices(dialog.accepted_overrides())

    def import_quote(self, path: str | None) -> bool:
        """File > Import a supplier quote…: read a CSV or .xlsx quote (`path`, or one chosen in a file dialog) in the
        background (a 10,000-row quote takes seconds), preview its matched and unmatched rows, and on OK keep the
        matched prices as the price editor's OK does. True when the reading started; quote_imported(kept) says
        how it ended."""
        from PySide6.QtWidgets import QFileDialog, QProgressDialog

        if self.session.catalog is None:
            return False
        from gpu_advisor.core.buyer_prices import read_quote
        from gpu_advisor.gui.quote_import import QUOTE_FILTER_SUFFIXES

        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self,
                self.tr("Import a supplier quote"),
                self._last_folder(),
                self.tr("Quotes (%1)").replace("%1", QUOTE_FILTER_SUFFIXES),
            )
            if not path:
                return False
        if self.quote_task.busy:
            return False  # one quote at a time; the first is still being read
        catalog = self.session.catalog
        self._quote_progress = progress = QProgressDialog(self.tr("Reading the quote…"), "", 0, 0, self)
        progress.setWindowTitle(self.tr("Import a supplier quote"))
        progress.setCancelButton(None)  # a read cannot be stopped half-way; it takes seconds at most
        progress.setMinimumDuration(400)  # a small quote is read before anything appears
        progress.setWindowModality(Qt.WindowModality.NonModal)
        progress.setValue(0)  # starts the clock that shows it once the read takes longer than that
        self.quote_task.start(lambda report: read_quote(path, catalog))
        return True

    def _quote_read(self, quote: Quote) -> None:
        """The quote has been read in the background: preview it, and keep its prices on OK."""
        from gpu_advisor.core.buyer_prices import merge_quote
        from gpu_advisor.gui.quote_import import QuoteImportDialog

        self._close_quote_progress()
        dialog = QuoteImportDialog(quote, self.session.lang, self)
        kept = False
        if dialog.exec() == QuoteImportDialog.DialogCode.Accepted:
            self.refresh_prices()  # merge into what is on disk now, not what this window loaded
            catalog = self.session.catalog
            assert catalog is not None  # import_quote reads a quote only once the catalog has loaded
            chosen = dialog.chosen_quote()  # with the suggested names the buyer accepted
            kept = self._keep_prices(merge_quote(self.session.price_overrides, chosen, catalog))
        self.quote_imported.emit(kept)

    def _quote_failed(self, failure: BaseException) -> None:
        from PySide6.QtWidgets import QMessageBox

        from gpu_advisor.gui.safety import failure_text

        self._close_quote_progress()
        QMessageBox.warning(
            self, self.tr("Cannot import the quote"), as_plain(failure_text(failure, self.session.lang))
        )
        self.quote_imported.emit(False)

    def _close_quote_progress(self) -> None:
        if self._quote_progress is not None:
            self._quote_progress.reset()
            self._quote_progress.deleteLater()
            self._quote_progress = None

    def _keep_prices(self, overrides: PriceOverrides) -> bool:
        """Save the buyer's prices (with whatever another window saved meanwhile: PriceStore merges), use what was
        saved from now on, and recompute the results."""
        from PySide6.QtWidgets import QMessageBox

        from gpu_advisor.core.buyer_prices import PriceFileError
        from gpu_advisor.core.foundation import atomic_write_text, file_error
        from gpu_advisor.gui.safety import write_private

        def write(path: Path, text: str) -> None:
            if str(path).strip():
                path.parent.mkdir(parents=True, exist_ok=True)
            write_private(path, lambda target: atomic_write_text(target, text, "price file"))

        from gpu_advisor.core.buyer_prices import PriceStore

        if self.session.price_store is None:  # no data folder at start-up: try again now
            self.session.price_store = PriceStore(data_dir() / "prices.json", self.session.catalog)
        try:
            kept = self.session.price_store.save(overrides, write)
            self.session.use_prices(kept)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot save"), as_plain(file_error(exc).render(self.session.lang)))
            return False
        except PriceFileError as exc:  # the file another window wrote cannot be read, or names a part we lack
            QMessageBox.warning(
                self,
                self.tr("Your prices were not saved"),
                as_plain(
                    self.tr("Another window or program changed your price file, and it cannot be merged:")
                    + f"\n{exc.render(self.session.lang)}"
                ),
            )
            return False
        self._prices_changed()
        return True
