"""The buyer's own prices and supplier quotes: the price file that wins over the catalog (overrides: reading,
applying with the exchange rate, keeping it with what another window saved merged in) and a supplier's CSV or
.xlsx quote read into it (quote). It imports only the catalog, the scenario and the foundation."""

from gpu_advisor.core.buyer_prices.overrides import (
    CloudPriceOverride,
    GpuPriceOverride,
    PriceFileError,
    PriceOverrides,
    PriceStore,
    apply_overrides,
    load_price_file,
    merge_changes,
    price_file_text,
    with_exchange_rate,
    with_prices,
)
from gpu_advisor.core.buyer_prices.quote import Quote, QuoteError, QuoteLine, QuoteProblem, merge_quote, read_quote

__all__ = [
    "CloudPriceOverride",
    "GpuPriceOverride",
    "PriceFileError",
    "PriceOverrides",
    "PriceStore",
    "Quote",
    "QuoteError",
    "QuoteLine",
    "QuoteProblem",
    "apply_overrides",
    "load_price_file",
    "merge_changes",
    "merge_quote",
    "price_file_text",
    "read_quote",
    "with_exchange_rate",
    "with_prices",
]
