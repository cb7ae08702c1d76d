"""The buyer's own prices: a versioned JSON file of GPU and cloud price overrides and an exchange rate,
which wins over the catalog. The wizard's price editor writes it; `--prices FILE` reads it.

A price file that cannot be read is an error with the field named, never silently ignored: a buyer who
typed in a supplier's quote must not be shown the catalog's figure instead without knowing.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from pathlib import Path
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from gpu_advisor.core.catalog import Catalog, Section, UnknownEntry
from gpu_advisor.core.catalog_schema import CloudPrice, Price
from gpu_advisor.core.files import UserFileError, load_user_json, what_text
from gpu_advisor.core.i18n import Text, TextError, describe_errors
from gpu_advisor.core.limits import MAX_GPU_PRICE, MAX_HOURLY_PRICE, USD_TO_CNY_RANGE, check_plausible_date

PRICES_SCHEMA_VERSION: Final = 1
MAX_PRICE_FILE_BYTES = 1_000_000


class PriceFileError(TextError):
    """A price file that cannot be used; the message names the file and the field. str() is English; render(lang)
    says it in the buyer's language."""


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)


class GpuPriceOverride(Strict):
    gpu: str
    condition: Literal["new", "used"] = "new"
    currency: Literal["CNY", "USD"]
    amount: float = Field(gt=0, lt=MAX_GPU_PRICE)
    as_of: dt.date
    source: str = Field(default="my own quote", min_length=1)

    _plausible_date = field_validator("as_of")(check_plausible_date)


class CloudPriceOverride(Strict):
    instance: str
    region: str = Field(default="custom", min_length=2)  # the catalog's CloudPrice takes no shorter one
    market: Literal["cn", "us", "eu", "other"]
    currency: Literal["CNY", "USD"]
    on_demand_per_hour: float = Field(gt=0, lt=MAX_HOURLY_PRICE)
    as_of: dt.date
    source: str = Field(default="my own quote", min_length=1)

    _plausible_date = field_validator("as_of")(check_plausible_date)


class PriceOverrides(Strict):
    schema_version: Literal[1] = PRICES_SCHEMA_VERSION
    usd_to_cny: float | None = Field(default=None, ge=USD_TO_CNY_RANGE[0], le=USD_TO_CNY_RANGE[1])
    gpu_prices: list[GpuPriceOverride] = Field(default_factory=list)
    cloud_prices: list[CloudPriceOverride] = Field(default_factory=list)


def load_price_file(path: Path | str) -> PriceOverrides:
    """A price file, or PriceFileError (only) in one line naming the file. Reading goes through core.files
    (no FIFOs or devices, a size limit, Notepad's BOM, no NaN or endless nesting)."""
    try:
        data = load_user_json(path, MAX_PRICE_FILE_BYTES, "price file")
    except UserFileError as exc:
        raise PriceFileError(exc.text) from None
    name = Path(path).name
    if (
        isinstance(data, dict)
        and isinstance(data.get("schema_version"), int)
        and data["schema_version"] > PRICES_SCHEMA_VERSION
    ):
        raise PriceFileError(Text("prices.version_newer", {"file": name, "version": str(data["schema_version"])}))
    try:
        return PriceOverrides.model_validate(data)
    except ValidationError as exc:
        problem = describe_errors(exc.errors(), "prices", most=1)
        raise PriceFileError(Text("file.problem", {"file": name, "problem": problem})) from None
    except RecursionError:
        raise PriceFileError(Text("file.too_deep", {"file": name, "what": what_text("price file")})) from None


def _unknown(key: str, exc: UnknownEntry) -> Text:
    """A price for an entry the catalog does not have, with the closest ids (the English of UnknownEntry)."""
    problem = Text(key, {"name": repr(exc.text)})
    if not exc.suggestions:
        return problem
    return Text("prices.did_you_mean", {"problem": problem, "suggestions": Text.plain(", ".join(exc.suggestions))})


def apply_overrides(catalog: Catalog, overrides: PriceOverrides) -> Catalog:
    """A copy of the catalog whose prices are replaced where the buyer gave their own: a user price
    replaces every catalog price of the same GPU and condition."""
    gpus = dict(catalog.gpus.entries)
    for item in overrides.gpu_prices:
        try:
            gpu = catalog.gpus.get(item.gpu)
        except UnknownEntry as exc:
            raise PriceFileError(_unknown("prices.unknown_gpu", exc)) from None
        current = gpus[gpu.id]
        kept = [p for p in current.prices if p.condition != item.condition or p.source.startswith("user:")]
        price = Price(
            condition=item.condition,
            currency=item.currency,
            amount=item.amount,
            as_of=item.as_of,
            source=f"user: {item.source}",
        )
        gpus[gpu.id] = current.model_copy(update={"prices": kept + [price]})
    cloud = dict(catalog.cloud.entries)
    for quote in overrides.cloud_prices:
        try:
            instance = catalog.cloud.get(quote.instance)
        except UnknownEntry as exc:
            raise PriceFileError(_unknown("prices.unknown_cloud", exc)) from None
        hourly = CloudPrice(
            region=quote.region,
            market=quote.market,
            currency=quote.currency,
            on_demand_per_hour=quote.on_demand_per_hour,
            as_of=quote.as_of,
            source=f"user: {quote.source}",
        )
        listed = cloud[instance.id]
        others = [p for p in listed.prices if p.market != quote.market]
        cloud[instance.id] = listed.model_copy(update={"prices": others + [hourly]})
    # a copy with the buyer's prices: every other section (hosts, networks, APIs, ...) as it was, including any a
    # later catalog adds (listing them here dropped the hosts and the networks, and with them the CPU+GPU machines
    # and every cluster, whenever a price file was used)
    return dataclasses.replace(catalog, gpus=Section(catalog.gpus.kind, gpus), cloud=Section(catalog.cloud.kind, cloud))
