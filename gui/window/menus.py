"""The window's menus: File (scenario files, recent files, the buyer's prices, a supplier quote, a catalog update),
Language and Help,
their texts in the current language, and the About box.

The titles exist before the first paint, so the menu bar does not appear a moment later; the actions are made after
it (_fill_menus): PySide initialises QAction, QIcon and their enums on first use, which costs start-up time."""

from __future__ import annotations

from gpu_advisor.gui.language import LANGUAGES
from gpu_advisor.gui.window.parts import WindowPart


class WindowMenus(WindowPart):
    def _build_menus(self) -> None:
        """The menu titles, before the first paint."""
        # not `actions`: that would hide QWidget.actions()
        self.menu_actions = {}
        self.file_menu = self.menuBar().addMenu("")
        self.language_menu = self.menuBar().addMenu("")
        self.help_menu = self.menuBar().addMenu("")

    def _fill_menus(self) -> None:
        """The menus' actions, after the first paint."""
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
        # a catalog update an integrator sent, and the way back (gui/window/catalog.py)
        self.menu_actions["update_catalog"] = QAction(self)
        self.menu_actions["update_catalog"].triggered.connect(lambda: self.update_catalog(None))
        self.file_menu.addAction(self.menu_actions["update_catalog"])
        self.menu_actions["return_catalog"] = QAction(self)
        self.menu_actions["return_catalog"].triggered.connect(self.return_to_previous_catalog)
        self.file_menu.addAction(self.menu_actions["return_catalog"])
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
        # the words the results use (token, KV cache, 4-bit, PUE …) explained in the app, not only in the PDF
        self.menu_actions["glossary"] = QAction(self)
        self.menu_actions["glossary"].triggered.connect(self.glossary)
        self.help_menu.addAction(self.menu_actions["glossary"])
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

    def _tick_language(self, code: str) -> None:
        for other, action in self.language_actions.items():
            action.setChecked(other == code)

    def _retranslate_menus(self) -> None:
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
                ("glossary", self.tr("&Glossary")),
                ("about", self.tr("&About GPU Advisor")),
            ):
                self.menu_actions[key].setText(text)
            self._retranslate_catalog_menu()

    def glossary(self) -> None:
        """The report's glossary, in the window's language, in a window of its own that stays open beside the page."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        from gpu_advisor.core.presentation import glossary_terms

        box = QMessageBox(self)
        box.setWindowTitle(self.tr("Glossary"))
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText("\n\n".join(glossary_terms(self.session.lang)))
        box.setModal(False)
        box.show()
        self.glossary_box = box

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
