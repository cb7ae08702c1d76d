"""What a row of the price editor holds: the catalog's prices as shown, and the buyer's cells as typed, each checked
as every amount in the app is read (core.foundation.amounts)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from gpu_advisor.core.buyer_prices import GpuPriceOverride
from gpu_advisor.core.foundation import (
    MAX_GPU_PRICE,
    MAX_HOURLY_PRICE,
    MIN_GPU_PRICE,
    MIN_HOURLY_PRICE,
    USD_TO_CNY_RANGE,
    AmountError,
    parse_amount,
)

CURRENCIES = ("CNY", "USD")
MARKETS = ("cn", "us", "eu", "other")
DEFAULT_SOURCE = GpuPriceOverride.model_fields["source"].default  # "my own quote"
# the limits of the price file, the catalog and the cost engine (core.foundation.limits): what the editor accepts,
# the file takes and the engine can cost
GPU_PRICE_LIMIT = MAX_GPU_PRICE  # a price must be below it
HOURLY_PRICE_LIMIT = MAX_HOURLY_PRICE
LEAST_PRICE = {
    GPU_PRICE_LIMIT: MIN_GPU_PRICE,
    HOURLY_PRICE_LIMIT: MIN_HOURLY_PRICE,
}  # the same as a quote's (core.foundation.limits)
RATE_RANGE = USD_TO_CNY_RANGE


def parse_price(text: str, limit: float, least: float = 0.0) -> tuple[float | None, str | None]:
    """(amount, None) for a usable price, (None, None) for an empty cell, (None, error code) otherwise.

    Read as every amount in the app is (core.foundation.amounts): full-width digits from a Chinese input method,
    thousands commas ("12,000"), 万 and k ("1.6万", "16k"). The currency is the row's Currency column, so a symbol in
    the cell (¥, $) is refused rather than guessed. Codes: "not_number", "not_positive", "currency_mark",
    "too_small" (under `least`: 0.000000001 is a slip, not a price), "too_large".
    """
    if not text.strip():
        return None, None
    try:
        typed = parse_amount(text)
    except AmountError as exc:
        return None, "not_positive" if exc.reason == "negative" else "not_number"
    if typed.currency is not None:
        return None, "currency_mark"
    amount = typed.value
    if amount <= 0:
        return None, "not_positive"
    if amount < least:
        return None, "too_small"
    if amount >= limit:
        return None, "too_large"
    return amount, None


def as_input(amount: float) -> str:
    """A loaded amount as the buyer would have typed it: 175000, 25249.95, 0.8048."""
    return f"{amount:.6f}".rstrip("0").rstrip(".")


@dataclass
class Cell:
    """One "my price" cell: the text as typed, and the date and source it will be saved with."""

    text: str = ""
    currency: str = "CNY"
    as_of: dt.date | None = None
    source: str = DEFAULT_SOURCE
    amount: float | None = None
    error: str | None = None

    @property
    def filled(self) -> bool:
        return bool(self.text.strip())


@dataclass
class CatalogPrice:
    text: str  # "USD 29,500 · 2026-03-31" or "—"
    source: str = ""
    stale: bool = False


@dataclass
class Row:
    key: str  # catalog id of the GPU or cloud instance
    name: str
    search: str
    catalog: list[CatalogPrice]
    cells: list[Cell]
    currency: str  # for cells typed into from empty
    market: str | None = None  # cloud rows only
    region: str = "custom"

    def filled_currencies(self) -> list[str]:
        seen: list[str] = []
        for cell in self.cells:
            if cell.filled and cell.currency not in seen:
                seen.append(cell.currency)
        return seen

    def currency_for_new_cell(self) -> str:
        seen = self.filled_currencies()
        return seen[0] if len(seen) == 1 else self.currency
