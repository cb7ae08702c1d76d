"""The buyer's prices in the window: the price file loaded at start (a damaged one set aside), File > My prices
(the price editor, gui.prices), File > Import a supplier quote (read in the background with a progress dialog, then
previewed), and keeping what the buyer accepted, merged with what another window saved meanwhile."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from gpu_advisor.gui.window.parts import WindowPart, as_plain, data_dir, log
from gpu_advisor.gui.workers import ProgressTask

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtWidgets import QProgressDialog

    from gpu_advisor.core.buyer_prices import PriceOverrides, Quote


class WindowPrices(WindowPart):
    def _init_prices(self) -> None:
        self.quote_task = ProgressTask(self)  # a supplier quote is read in the background
        self.quote_task.finished.connect(self._quote_read)
        self.quote_task.failed.connect(self._quote_failed)
        self._quote_progress: QProgressDialog | None = None

    def _load_user_prices(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from gpu_advisor.core.buyer_prices import PriceFileError, PriceStore

        self.session.use_prices(None)
        try:
            path = data_dir() / "prices.json"
        except OSError as exc:
            log().warning("no data folder for the prices: %s", exc)
            return
        self.session.price_store = PriceStore(path, self.session.catalog)
        try:
            self.session.use_prices(self.session.price_store.load())
            assert self.state is not None  # finish_loading built the pages first
            self.state.follow_rule()
        except Exception as exc:  # noqa: BLE001 (any file that cannot be used: damaged, refused by the catalog, absurdly nested)
            log().warning("price file %s cannot be used: %r", path, exc)
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
                log().warning("cannot set %s aside: %s", path, move_error)
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

    def refresh_prices(self) -> bool:
        """Use the price file as another window or program last saved it (checked when this window becomes active
        and before the prices are edited), so two windows never go on costing with different prices. True when
        the prices changed. A file that has become unreadable is left alone: this window keeps its prices, and
        saving says why it cannot merge."""
        store = self.session.price_store
        if store is None or self.session.catalog is None or not store.changed_since_loaded():
            return False
        # imported here, not above: the window becomes active before its first paint, when nothing is loaded yet,
        # and importing the engine then held the first paint back by ~600 ms (make bench)
        from gpu_advisor.core.buyer_prices import PriceFileError

        try:
            self.session.use_prices(store.load())
        except (PriceFileError, OSError) as exc:
            log().warning("the price file changed and cannot be used: %s", exc)
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
        from gpu_advisor.gui.prices import PriceEditor

        self.refresh_prices()
        assert self.state is not None  # the catalog loads after the pages are built
        overrides = self.session.price_overrides
        dialog = PriceEditor(
            self.session.catalog,
            overrides,
            self.state.scenario.budget.usd_to_cny,
            self,
            default_currency=self.state.scenario.budget.currency,
            region=self.state.scenario.region,
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
        from gpu_advisor.gui.prices import QUOTE_FILTER_SUFFIXES

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
        from gpu_advisor.gui.prices import QuoteImportDialog

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

        from gpu_advisor.core.buyer_prices import PriceFileError, PriceStore
        from gpu_advisor.core.foundation import atomic_write_text, file_error
        from gpu_advisor.gui.safety import write_private

        def write(path: Path, text: str) -> None:
            if str(path).strip():
                path.parent.mkdir(parents=True, exist_ok=True)
            write_private(path, lambda target: atomic_write_text(target, text, "price file"))

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
