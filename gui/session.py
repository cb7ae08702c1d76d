"""The session: what the window and its pages share while one scenario is open. The language, the catalog
(after the first paint), the buyer's own prices and the catalog with them applied, and the scenario file
the window has open. The window owns it; each page gets it and reads it, none keeps a copy of its own."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gpu_advisor.core.buyer_prices import PriceOverrides, PriceStore
    from gpu_advisor.core.catalog import Catalog
    from gpu_advisor.gui.language import LanguageManager


class Session:
    # a plain class, not a dataclass: the window makes one before its first paint, and importing dataclasses
    # (with inspect) there costs start-up time
    def __init__(self, language: LanguageManager, catalog: Catalog | None = None) -> None:
        self.language = language
        self.catalog = catalog  # the catalog as shipped; None until it has loaded
        self.price_overrides: PriceOverrides | None = None  # the buyer's prices.json, when one can be used
        self.priced_catalog: Catalog | None = None  # `catalog` with `price_overrides` applied; None without them
        self.price_store: PriceStore | None = None  # prices.json in the data folder, once the catalog has loaded
        self.path: Path | None = None  # the scenario file open in the window; None for a new scenario

    @property
    def lang(self) -> str:
        return getattr(self.language, "current", "en")

    @property
    def catalog_in_use(self) -> Catalog | None:
        """The catalog recommendations are computed from: with the buyer's prices where they gave any."""
        return self.priced_catalog or self.catalog

    def use_prices(self, overrides: PriceOverrides | None) -> None:
        """The buyer's prices from now on (None: the catalog's). core.buyer_prices.overrides.PriceFileError when the catalog
        refuses them (a GPU or instance it does not know); the session is then unchanged."""
        from gpu_advisor.core.buyer_prices import apply_overrides

        if overrides is None or self.catalog is None:
            self.price_overrides, self.priced_catalog = None, None
            return
        priced = apply_overrides(self.catalog, overrides)
        self.price_overrides, self.priced_catalog = overrides, priced
