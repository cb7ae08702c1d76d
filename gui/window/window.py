"""MainWindow: a header, one page per step (core/scenario/wizard.py decides the order), Back and Next; the language;
what happens at start-up and at close. Its menus, files, autosave and prices are parts of their own (the package's
docstring says why).

The window paints first and builds its pages after: the engine (pydantic models, the catalog) loads in
finish_loading(), so the app appears as fast as an empty window."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSettings, Signal
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

from gpu_advisor.gui.language import LanguageManager
from gpu_advisor.gui.session import Session
from gpu_advisor.gui.window.autosave import WindowAutosave
from gpu_advisor.gui.window.catalog import WindowCatalog
from gpu_advisor.gui.window.files import WindowFiles, first_scenario
from gpu_advisor.gui.window.menus import WindowMenus
from gpu_advisor.gui.window.parts import as_plain, data_dir
from gpu_advisor.gui.window.prices import WindowPrices
from gpu_advisor.gui.window.settings import setting_bytes

if TYPE_CHECKING:
    from typing import Any

    from PySide6.QtGui import QCloseEvent

    from gpu_advisor.core.scenario import Navigator
    from gpu_advisor.gui.state import ScenarioState

# Dialogs, key sequences and standard paths are first touched after the first paint: PySide initialises
# each type on first use, and these few cost several milliseconds of start-up.


class MainWindow(WindowMenus, WindowFiles, WindowAutosave, WindowPrices, WindowCatalog, QMainWindow):
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
        self._init_autosave()
        self._init_catalog()

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
        self._init_prices()

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

        from gpu_advisor.core.catalog import CatalogError
        from gpu_advisor.core.scenario import Navigator

        if not self.pages:
            self._fill_menus()
            self._build_pages()
        try:
            catalog = self._catalog_at_start()  # an installed catalog update, else the bundled catalog
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
        self._retranslate_catalog_menu()
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
        self._autosave_change()

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

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("< &Back"))
        self.next_button.setText(self.tr("&Next >"))
        self.back_button.setAccessibleName(self.tr("Back"))
        self.next_button.setAccessibleName(self.tr("Next"))
        self._retranslate_menus()
        self._sync()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.refresh_prices()  # another window may have saved prices meanwhile
        super().changeEvent(event)

    # ---------------------------------------------------------------- close
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
