"""Which catalog a recommendation was computed from: the one bundled with the app, or a catalog update an integrator
sent (core.catalog.update), with its version, date, maker, the files it replaced and the span of its price dates. The
command line's `recommend --json`, the PDF's assumptions and the results page name it (issue 24 item 5)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any, Literal

from gpu_advisor.core.foundation.messages import Text


@dataclass(frozen=True)
class CatalogOrigin:
    kind: Literal["bundled", "update"]
    date: dt.date | None  # bundled: the newest as-of date of its entries; an update: the date its manifest gives
    oldest_price: dt.date | None = (
        None  # the span of the dates of every price it holds (parts, machines, rentals, APIs)
    )
    newest_price: dt.date | None = None
    version: str = ""  # an update's catalog_version (2026.12.15)
    maker: str = ""  # who made the update (an integrator)
    files: tuple[str, ...] = ()  # the catalog files the update replaced; the others are the bundled ones

    @property
    def name(self) -> Text:
        """The catalog in a few words: "bundled 2026-12-01", "update 2026.12.15 from <maker> (2026-12-15)"."""
        if self.kind == "bundled":
            return Text("catalog.origin.bundled", {"date": _iso(self.date)})
        return Text("catalog.origin.update", {"version": self.version, "maker": self.maker, "date": _iso(self.date)})

    @property
    def text(self) -> Text:
        """One line: "Catalog: bundled 2026-12-01; prices dated 2024-02-01 to 2026-12-01." or "Catalog: update
        2026.12.15 from <maker> (2026-12-15), replacing gpus.toml (the rest bundled); prices dated ... to ..."."""
        params = {"name": self.name, "oldest": _iso(self.oldest_price), "newest": _iso(self.newest_price)}
        if self.kind == "bundled":
            return Text("catalog.origin.line", params)
        return Text("catalog.origin.line_update", {**params, "files": list(self.files)})

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {
            "kind": self.kind,
            "version": self.version or None,
            "date": _iso(self.date),
            "maker": self.maker or None,
            "files": list(self.files),
            "oldest_price": _iso(self.oldest_price),
            "newest_price": _iso(self.newest_price),
            "text": self.text.render(lang),
        }


def _iso(date: dt.date | None) -> str:
    return date.isoformat() if date is not None else "?"
