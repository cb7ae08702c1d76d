"""The buyer's own prices: a versioned JSON file of GPU and cloud price overrides and an exchange rate,
which wins over the catalog. The wizard's price editor writes it; `--prices FILE` reads it.

A price file that cannot be read is an error with the field named, never silently ignored: a buyer who
typed in a supplier's quote must not be shown the catalog's figure instead without knowing.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from core.catalog import Catalog, Section, UnknownEntry
from core.catalog_schema import CloudPrice, Price

PRICES_SCHEMA_VERSION = 1
MAX_PRICE_FILE_BYTES = 1_000_000


class PriceFileError(ValueError):
    """A price file that cannot be used; the message names the file and the field."""


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class GpuPriceOverride(Strict):
    gpu: str
    condition: Literal["new", "used"] = "new"
    currency: Literal["CNY", "USD"]
    amount: float = Field(gt=0, lt=1e9)
    as_of: dt.date
    source: str = Field(default="my own quote", min_length=1)


class CloudPriceOverride(Strict):
    instance: str
    region: str = "custom"
    market: Literal["cn", "us", "eu", "other"]
    currency: Literal["CNY", "USD"]
    on_demand_per_hour: float = Field(gt=0, lt=1e6)
    as_of: dt.date
    source: str = Field(default="my own quote", min_length=1)


class PriceOverrides(Strict):
    schema_version: Literal[1] = PRICES_SCHEMA_VERSION
    usd_to_cny: float | None = Field(default=None, gt=0, le=100)
    gpu_prices: list[GpuPriceOverride] = Field(default_factory=list)
    cloud_prices: list[CloudPriceOverride] = Field(default_factory=list)


def load_price_file(path: Path | str) -> PriceOverrides:
    path = Path(path)
    try:
        if path.stat().st_size > MAX_PRICE_FILE_BYTES:
            raise PriceFileError(f"{path.name}: too large for a price file")
        data = json.loads(path.read_bytes().decode("utf-8"))
    except OSError as exc:
        raise PriceFileError(f"{path}: cannot read ({exc.strerror or exc})") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise PriceFileError(f"{path.name}: not a valid JSON price file ({exc})") from None
    if isinstance(data, dict) and isinstance(data.get("schema_version"), int) and data["schema_version"] > PRICES_SCHEMA_VERSION:
        raise PriceFileError(f"{path.name}: schema_version {data['schema_version']} is from a newer GPU Advisor; update the app")
    try:
        return PriceOverrides.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "file"
        raise PriceFileError(f"{path.name}: {where}: {first['msg']}") from None


def apply_overrides(catalog: Catalog, overrides: PriceOverrides) -> Catalog:
    """A copy of the catalog whose prices are replaced where the buyer gave their own: a user price
    replaces every catalog price of the same GPU and condition."""
    gpus = dict(catalog.gpus.entries)
    for item in overrides.gpu_prices:
        try:
            gpu = catalog.gpus.get(item.gpu)
        except UnknownEntry as exc:
            raise PriceFileError(f"gpu_prices: {exc}") from None
        current = gpus[gpu.id]
        kept = [p for p in current.prices if p.condition != item.condition or p.source.startswith("user:")]
        price = Price(condition=item.condition, currency=item.currency, amount=item.amount, as_of=item.as_of,
                      source=f"user: {item.source}")
        gpus[gpu.id] = current.model_copy(update={"prices": kept + [price]})
    cloud = dict(catalog.cloud.entries)
    for item in overrides.cloud_prices:
        try:
            instance = catalog.cloud.get(item.instance)
        except UnknownEntry as exc:
            raise PriceFileError(f"cloud_prices: {exc}") from None
        price = CloudPrice(region=item.region, market=item.market, currency=item.currency,
                           on_demand_per_hour=item.on_demand_per_hour, as_of=item.as_of, source=f"user: {item.source}")
        current = cloud[instance.id]
        others = [p for p in current.prices if p.market != item.market]
        cloud[instance.id] = current.model_copy(update={"prices": others + [price]})
    return Catalog(
        gpus=Section(catalog.gpus.kind, gpus), models=catalog.models, quants=catalog.quants,
        runtimes=catalog.runtimes, cloud=Section(catalog.cloud.kind, cloud), platforms=catalog.platforms,
    )
