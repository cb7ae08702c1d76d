"""The buyer's own prices: a versioned JSON file of GPU and cloud price overrides and an exchange rate,
which wins over the catalog. The wizard's price editor writes it; `--prices FILE` reads it.

A price file that cannot be read is an error with the field named, never silently ignored: a buyer who
typed in a supplier's quote must not be shown the catalog's figure instead without knowing.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Callable
from pathlib import Path
from typing import Final, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from gpu_advisor.core.catalog import Catalog, Section, UnknownEntry
from gpu_advisor.core.catalog.schema import CloudPrice, Price
from gpu_advisor.core.foundation.limits import (
    MAX_GPU_PRICE,
    MAX_HOURLY_PRICE,
    MIN_GPU_PRICE,
    MIN_HOURLY_PRICE,
    USD_TO_CNY_RANGE,
    check_plausible_date,
)
from gpu_advisor.core.foundation.messages import Text, TextError, describe_errors
from gpu_advisor.core.foundation.user_files import UserFileError, load_user_json, what_text
from gpu_advisor.core.scenario import Scenario

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
    amount: float = Field(ge=MIN_GPU_PRICE, lt=MAX_GPU_PRICE)  # 0.000000001 is a slip, not a price
    as_of: dt.date
    source: str = Field(default="my own quote", min_length=1)

    _plausible_date = field_validator("as_of")(check_plausible_date)


class CloudPriceOverride(Strict):
    instance: str
    region: str = Field(default="custom", min_length=2)  # the catalog's CloudPrice takes no shorter one
    market: Literal["cn", "us", "eu", "other"]
    currency: Literal["CNY", "USD"]
    on_demand_per_hour: float = Field(ge=MIN_HOURLY_PRICE, lt=MAX_HOURLY_PRICE)
    as_of: dt.date
    source: str = Field(default="my own quote", min_length=1)

    _plausible_date = field_validator("as_of")(check_plausible_date)


class PriceOverrides(Strict):
    schema_version: Literal[1] = PRICES_SCHEMA_VERSION  # what the app builds and writes; a file must say it
    usd_to_cny: float | None = Field(default=None, ge=USD_TO_CNY_RANGE[0], le=USD_TO_CNY_RANGE[1])
    gpu_prices: list[GpuPriceOverride] = Field(default_factory=list)
    cloud_prices: list[CloudPriceOverride] = Field(default_factory=list)


def price_file_text(overrides: PriceOverrides) -> str:
    """A price file's content as the app writes it, wherever it writes one (the wizard, `prices import`)."""
    return overrides.model_dump_json(indent=2) + "\n"


def load_price_file(path: Path | str) -> PriceOverrides:
    """A price file, or PriceFileError (only) in one line naming the file. Reading goes through core.foundation.user_files
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
    if isinstance(data, dict) and "schema_version" not in data:
        # the model's default is for prices the app builds itself; a file that does not say its version was not
        # written by this app (or by any version of it), so it is refused naming the field
        missing = [{"type": "missing", "loc": ("schema_version",), "msg": "Field required", "input": data}]
        problem = describe_errors(missing, "prices", most=1)
        raise PriceFileError(Text("file.problem", {"file": name, "problem": problem}))
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


# ---------------------------------------------------------------- one way to use and keep the buyer's prices


def with_prices(catalog: Catalog, scenario: Scenario, overrides: PriceOverrides | None) -> tuple[Catalog, Scenario]:
    """The catalog and the scenario a recommendation is computed from when the buyer has own prices: the prices
    replace the catalog's, and the exchange rate, where the file gives one, is the scenario's. The one rule the
    command line (--prices) and the wizard (prices.json, at start-up and after every edit) both follow.
    PriceFileError when the catalog refuses a price (an unknown GPU or instance)."""
    if overrides is None:
        return catalog, scenario
    return apply_overrides(catalog, overrides), with_exchange_rate(scenario, overrides)


def with_exchange_rate(scenario: Scenario, overrides: PriceOverrides | None) -> Scenario:
    """`scenario` with the price file's exchange rate, when it gives one (the same object when nothing changes)."""
    rate = overrides.usd_to_cny if overrides is not None else None
    if not rate or scenario.budget.usd_to_cny == rate:
        return scenario
    return scenario.model_copy(update={"budget": scenario.budget.model_copy(update={"usd_to_cny": rate})})


def _gpu_key(price: GpuPriceOverride, catalog: Catalog | None) -> tuple[str, str]:
    found = catalog.gpus.find(price.gpu) if catalog is not None else None
    return (found.id if found else price.gpu, price.condition)


def _cloud_key(price: CloudPriceOverride, catalog: Catalog | None) -> tuple[str, str]:
    found = catalog.cloud.find(price.instance) if catalog is not None else None
    return (found.id if found else price.instance, price.market)


_Price = TypeVar("_Price", GpuPriceOverride, CloudPriceOverride)


def _merge_lists(
    base: list[_Price], ours: list[_Price], theirs: list[_Price], key: Callable[[_Price], tuple[str, str]]
) -> list[_Price]:
    before, after, now = ({key(p): p for p in prices} for prices in (base, ours, theirs))
    for gone in before.keys() - after.keys():
        if now.get(gone) == before[gone]:  # removed here, and not changed there since
            del now[gone]
    for item, price in after.items():
        if before.get(item) != price:
            now[item] = price
    return list(now.values())


def merge_changes(
    base: PriceOverrides | None, ours: PriceOverrides, theirs: PriceOverrides | None, catalog: Catalog | None = None
) -> PriceOverrides:
    """A three-way merge of price files. `base` is the file as this window loaded it, `ours` what it wants to save,
    `theirs` the file as it is now (another window, or the command line, saved meanwhile). What this window added,
    changed or removed since `base` is applied to `theirs`; everything else in `theirs` is kept. A price both
    changed is this window's (it is the buyer's latest word)."""
    if theirs is None:
        return ours
    base = base or PriceOverrides()
    return PriceOverrides(
        usd_to_cny=ours.usd_to_cny if ours.usd_to_cny != base.usd_to_cny else theirs.usd_to_cny,
        gpu_prices=_merge_lists(base.gpu_prices, ours.gpu_prices, theirs.gpu_prices, lambda p: _gpu_key(p, catalog)),
        cloud_prices=_merge_lists(
            base.cloud_prices, ours.cloud_prices, theirs.cloud_prices, lambda p: _cloud_key(p, catalog)
        ),
    )


class PriceStore:
    """The buyer's price file as one window uses it: loaded once, saved with whatever another window (or the
    command line) saved meanwhile merged in, never silently dropped. Reading and writing go through this class
    in the wizard; the command line reads with load_price_file and applies with with_prices, the same rule."""

    def __init__(self, path: Path, catalog: Catalog | None = None) -> None:
        self.path = Path(path)
        self.catalog = catalog
        self.loaded: PriceOverrides | None = None  # the file's content as this window last read or wrote it
        self._seen: bytes | None = None  # the file's bytes then (None: there was no file)

    def _bytes(self) -> bytes | None:
        """The file as it is on disk now; None when there is none. OSError when it cannot be read."""
        try:
            return self.path.read_bytes()
        except FileNotFoundError:
            return None

    def _read(self) -> tuple[PriceOverrides | None, bytes | None]:
        try:
            raw = self._bytes()
        except OSError as exc:
            raise PriceFileError(Text("file.problem", {"file": self.path.name, "problem": str(exc)})) from None
        return (load_price_file(self.path) if raw is not None else None), raw

    def load(self) -> PriceOverrides | None:
        """The file's prices (None when there is no file yet). PriceFileError for a file that cannot be used."""
        self.loaded, self._seen = self._read()
        return self.loaded

    def changed_since_loaded(self) -> bool:
        """Whether another window or program has written the file since this one last read or wrote it."""
        try:
            return self._bytes() != self._seen
        except OSError:
            return False

    def save(self, overrides: PriceOverrides, write: Callable[[Path, str], None]) -> PriceOverrides:
        """Save `overrides` (this window's whole wish) with `write(path, text)`, merged with what another window
        saved since this one loaded the file. Returns what was written, which is what this window uses from now
        on. PriceFileError when the file on disk has become unreadable meanwhile: nothing is written then, and the
        other window's file stays as it is."""
        merged = overrides
        if self.changed_since_loaded():
            theirs, _ = self._read()
            merged = merge_changes(self.loaded, overrides, theirs, self.catalog)
        text = price_file_text(merged)
        write(self.path, text)
        self.loaded, self._seen = merged, text.encode("utf-8")
        return merged
