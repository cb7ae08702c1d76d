"""The catalog in the window (issue 24 item 5): the one in use at start (an installed update, else the bundled one),
File > Update catalog… (an update file an integrator sent: read and validated in the background, its changes shown,
installed on confirmation) and File > Return to the bundled catalog (or to the update before), each followed by the
pages using the new catalog. The work is core.catalog's (update.py); this part asks and shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gpu_advisor.gui.window.parts import WindowPart, as_plain, data_dir, log
from gpu_advisor.gui.workers import ProgressTask

if TYPE_CHECKING:
    from gpu_advisor.core.catalog import Catalog, CatalogInUse, PreparedUpdate
    from gpu_advisor.gui.window.catalog_dialog import CatalogUpdateDialog

UPDATE_FILTER_SUFFIXES = "*.zip"


class WindowCatalog(WindowPart):
    def _init_catalog(self) -> None:
        self.catalog_task = ProgressTask(self)  # an update file is read and validated in the background
        self.catalog_task.finished.connect(self._update_read)
        self.catalog_task.failed.connect(self._update_failed)
        self.catalog_dialog: CatalogUpdateDialog | None = None
        self.catalog_used: CatalogInUse | None = None  # the catalog in use, what it replaced and what it returns to

    def _catalog_at_start(self) -> Catalog:
        """The catalog in use: an installed update, else the bundled one; an update that cannot be used is said, and
        the bundled catalog is used instead. core.catalog.CatalogError when the bundled one cannot be read."""
        from PySide6.QtWidgets import QMessageBox

        from gpu_advisor.core.catalog import catalog_in_use

        try:
            folder = data_dir()
        except OSError as exc:
            log().warning("no data folder for catalog updates: %s", exc)
            folder = None
        used = self.catalog_used = catalog_in_use(folder)
        if used.problem is not None:
            log().warning("catalog update not used: %s", used.problem.render("en"))
            QMessageBox.warning(
                self, self.tr("Catalog update not used"), as_plain(used.problem.render(self.session.lang))
            )
        return used.catalog

    def update_catalog(self, path: str | None = None) -> bool:
        """File > Update catalog…: an update file (`path`, or one chosen in a file dialog), read and validated in the
        background, then its changes shown; installed on confirmation. True when the reading started."""
        from PySide6.QtWidgets import QFileDialog

        if self.session.catalog is None or self.catalog_task.busy:
            return False
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self,
                self.tr("Update the catalog"),
                self._last_folder(),
                self.tr("Catalog updates (%1)").replace("%1", UPDATE_FILTER_SUFFIXES),
            )
            if not path:
                return False
        from gpu_advisor.core.catalog import prepare_update

        in_use = self.session.catalog
        self.catalog_task.start(lambda report: prepare_update(path, in_use))
        return True

    def _update_read(self, update: PreparedUpdate) -> None:
        from PySide6.QtWidgets import QMessageBox

        from gpu_advisor.core.buyer_prices import PriceFileError, apply_overrides
        from gpu_advisor.core.catalog import CatalogUpdateError, install_update
        from gpu_advisor.gui.window.catalog_dialog import CatalogUpdateDialog

        prices_problem = ""
        if self.session.price_overrides is not None:
            try:
                apply_overrides(update.catalog, self.session.price_overrides)
            except PriceFileError as exc:
                prices_problem = exc.render(self.session.lang)
        dialog = self.catalog_dialog = CatalogUpdateDialog(update, self.session.lang, prices_problem, self)
        accepted = dialog.exec() == CatalogUpdateDialog.DialogCode.Accepted
        self.catalog_dialog = None
        if not accepted:
            return
        try:
            install_update(update, data_dir())
        except (CatalogUpdateError, OSError) as exc:
            from gpu_advisor.gui.safety import failure_text

            QMessageBox.warning(
                self, self.tr("Cannot update the catalog"), as_plain(failure_text(exc, self.session.lang))
            )
            return
        self._use_catalog(self._catalog_at_start())

    def _update_failed(self, failure: BaseException) -> None:
        from PySide6.QtWidgets import QMessageBox

        from gpu_advisor.gui.safety import failure_text

        QMessageBox.warning(
            self, self.tr("Cannot update the catalog"), as_plain(failure_text(failure, self.session.lang))
        )

    def return_to_previous_catalog(self) -> bool:
        """File > Return to the bundled catalog (or to the update before this one), after a question. True when the
        catalog changed."""
        from PySide6.QtWidgets import QMessageBox

        from gpu_advisor.core.catalog import CatalogUpdateError, rollback_update

        used = self.catalog_used
        if used is None or used.state.in_use is None:
            return False
        answer = QMessageBox.question(
            self,
            self._return_text(),
            as_plain(
                self.tr("Stop using %1 and return to %2?")
                .replace("%1", self._in_use_name())
                .replace("%2", self._previous_name())
            ),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            rollback_update(data_dir())
        except (CatalogUpdateError, OSError) as exc:
            from gpu_advisor.gui.safety import failure_text

            QMessageBox.warning(
                self, self.tr("Cannot update the catalog"), as_plain(failure_text(exc, self.session.lang))
            )
            return False
        self._use_catalog(self._catalog_at_start())
        return True

    def _in_use_name(self) -> str:
        catalog = self.session.catalog
        origin = catalog.origin if catalog is not None else None
        return origin.name.render(self.session.lang) if origin is not None else "?"

    def _previous_name(self) -> str:
        from gpu_advisor.core.foundation import Text

        used = self.catalog_used
        if used is not None and used.previous is not None:
            previous = used.previous
            return Text(
                "catalog.origin.update",
                {"version": previous.catalog_version, "maker": previous.maker, "date": previous.date.isoformat()},
            ).render(self.session.lang)
        return self.tr("the bundled catalog")

    def _return_text(self) -> str:
        used = self.catalog_used
        if used is not None and used.previous is not None:
            return self.tr("Return to the previous catalog update")
        return self.tr("Return to the bundled catalog")

    def _retranslate_catalog_menu(self) -> None:
        if "update_catalog" not in self.menu_actions:
            return
        self.menu_actions["update_catalog"].setText(self.tr("&Update catalog…"))
        action = self.menu_actions["return_catalog"]
        action.setText(self._return_text())
        used = self.catalog_used
        action.setEnabled(used is not None and used.state.in_use is not None)

    def _use_catalog(self, catalog: Catalog) -> None:
        """The pages, the navigator and the buyer's prices on `catalog` from now on; the results computed again."""
        self.session.catalog = catalog
        if self.navigator is not None:
            self.navigator.catalog = catalog  # where the buyer is stays as it was
        self._load_user_prices()
        for page in self.pages.values():
            page.set_catalog(catalog)
        self._retranslate_catalog_menu()
        self._prices_changed()
        self._sync()
