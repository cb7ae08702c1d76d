"""The price editor's rows from the catalog and the buyer's price file, and the price file's overrides back from the
rows: one row per GPU (new and used), one per cloud instance and market."""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass, field

from gpu_advisor.core.buyer_prices import CloudPriceOverride, GpuPriceOverride, PriceOverrides
from gpu_advisor.core.catalog import Catalog, normalize
from gpu_advisor.core.foundation import money_text
from gpu_advisor.core.options import in_buyers_market, is_stale
from gpu_advisor.gui.prices.cells import MARKETS, CatalogPrice, Cell, Row, as_input


@dataclass
class Loaded:
    """What an overrides file said, sorted into what the tables can show and what they cannot."""

    gpu: dict[tuple[str, str], GpuPriceOverride] = field(default_factory=dict)
    cloud: dict[tuple[str, str], CloudPriceOverride] = field(default_factory=dict)
    unknown: list[str] = field(default_factory=list)


def sort_loaded(catalog: Catalog, overrides: PriceOverrides) -> Loaded:
    loaded = Loaded()
    for item in overrides.gpu_prices:
        gpu = catalog.gpus.find(item.gpu)
        if gpu is None:
            loaded.unknown.append(item.gpu)
            continue
        key = (gpu.id, item.condition)
        # several of the buyer's prices for one GPU and condition: the engine uses the newest
        if key not in loaded.gpu or item.as_of >= loaded.gpu[key].as_of:
            loaded.gpu[key] = item
    for cloud_price in overrides.cloud_prices:
        instance = catalog.cloud.find(cloud_price.instance)
        if instance is None:
            loaded.unknown.append(cloud_price.instance)
            continue
        loaded.cloud[(instance.id, cloud_price.market)] = cloud_price
    return loaded


def catalog_price(
    amount: float, currency: str, as_of: dt.date, source: str, today: dt.date, hourly: bool = False
) -> CatalogPrice:
    # a rate below 1 an hour keeps three significant digits (0.053), a price below 10 four (0.8048 per million
    # tokens), cents up to 100 and whole units above; a rate from 1 up keeps its cents (2,499.50)
    shown = (
        money_text(amount, cents_below=math.inf, significant_below=1, significant_digits=3)
        if hourly
        else money_text(amount, cents_below=100, significant_below=10, significant_digits=4)
    )
    return CatalogPrice(f"{currency} {shown} · {as_of.isoformat()}", source, is_stale(as_of, today))


def gpu_rows(catalog: Catalog, loaded: Loaded, default_currency: str, today: dt.date, region: str = "cn") -> list[Row]:
    rows = []
    for gpu in catalog.gpus:
        # the price the engine uses: of the prices seen in the buyer's market (another market's only where theirs has
        # none), the newest of each condition (core.options.price_of)
        listed_prices = in_buyers_market([p for p in gpu.prices if not p.source.startswith("user:")], region)
        newest = {}
        for listed in sorted(listed_prices, key=lambda p: p.as_of):
            newest[listed.condition] = listed
        shown = []
        cells = []
        for condition in ("new", "used"):
            price = newest.get(condition)
            shown.append(
                catalog_price(price.amount, price.currency, price.as_of, price.source, today)
                if price
                else CatalogPrice("—")
            )
            item = loaded.gpu.get((gpu.id, condition))
            cells.append(
                Cell(as_input(item.amount), item.currency, item.as_of, item.source)
                if item
                else Cell(currency=default_currency)
            )
        filled = [c.currency for c in cells if c.filled]
        search = "|".join(normalize(t) for t in (gpu.name, gpu.id, *gpu.aliases))
        rows.append(Row(gpu.id, gpu.name, search, shown, cells, filled[0] if filled else default_currency))
    return rows


def cloud_rows(catalog: Catalog, loaded: Loaded, rate: float, today: dt.date) -> list[Row]:
    """`rate`: yuan per dollar, to tell the cheapest of a market's catalog prices."""
    rows = []
    for instance in catalog.cloud:
        gpu = catalog.gpus.find(instance.gpu)
        words = [instance.name, instance.id, instance.provider, *instance.aliases]
        if gpu is not None:
            words += [gpu.name, gpu.id, *gpu.aliases]
        search = "|".join(normalize(t) for t in words)
        markets = [
            m for m in MARKETS if any(p.market == m for p in instance.prices) or (instance.id, m) in loaded.cloud
        ]
        for market in markets:
            prices = [p for p in instance.prices if p.market == market and not p.source.startswith("user:")]
            if prices:
                # the one the engine uses for a buyer in this market: the cheapest
                price = min(prices, key=lambda p: p.on_demand_per_hour * (rate if p.currency == "USD" else 1))
                shown = catalog_price(
                    price.on_demand_per_hour, price.currency, price.as_of, price.source, today, hourly=True
                )
                currency = price.currency
            else:
                shown, currency = CatalogPrice("—"), ("CNY" if market == "cn" else "USD")
            item = loaded.cloud.get((instance.id, market))
            if item:
                cell = Cell(as_input(item.on_demand_per_hour), item.currency, item.as_of, item.source)
                currency = item.currency
            else:
                cell = Cell(currency=currency)
            rows.append(
                Row(
                    instance.id,
                    instance.name,
                    search,
                    [shown],
                    [cell],
                    currency,
                    market=market,
                    region=item.region if item else "custom",
                )
            )
    return rows


def overrides_of(gpus: list[Row], clouds: list[Row], rate: float | None, today: dt.date) -> PriceOverrides:
    """The price file's overrides for the cells filled in (each valid: the caller checked); `rate` only when the
    buyer set one."""
    gpu_prices = []
    for row in gpus:
        for condition, cell in zip(("new", "used"), row.cells, strict=True):
            if cell.amount is not None:
                gpu_prices.append(
                    GpuPriceOverride(
                        gpu=row.key,
                        condition=condition,
                        currency=cell.currency,
                        amount=cell.amount,
                        as_of=cell.as_of or today,
                        source=cell.source,
                    )
                )
    cloud_prices = []
    for row in clouds:
        cell = row.cells[0]
        if cell.amount is not None:
            cloud_prices.append(
                CloudPriceOverride(
                    instance=row.key,
                    region=row.region,
                    market=row.market,
                    currency=cell.currency,
                    on_demand_per_hour=cell.amount,
                    as_of=cell.as_of or today,
                    source=cell.source,
                )
            )
    return PriceOverrides(usd_to_cny=rate, gpu_prices=gpu_prices, cloud_prices=cloud_prices)
