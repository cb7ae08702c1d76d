"""One way to keep the buyer's prices (issue 20): a save merges what another window saved since this one loaded
the file, a removal here does not undo a change there, and the exchange rate applies as --prices applies it."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from gpu_advisor.core.buyer_prices.overrides import (
    CloudPriceOverride,
    GpuPriceOverride,
    PriceFileError,
    PriceOverrides,
    PriceStore,
    load_price_file,
    merge_changes,
    with_exchange_rate,
    with_prices,
)
from gpu_advisor.core.foundation.user_files import atomic_write_text
from gpu_advisor.core.scenario import template

DAY = dt.date(2026, 11, 20)


def gpu(name: str, amount: float, condition: str = "new") -> GpuPriceOverride:
    return GpuPriceOverride(gpu=name, condition=condition, currency="CNY", amount=amount, as_of=DAY)


def write(path, text: str) -> None:
    atomic_write_text(path, text, "price file")


def amounts(overrides: PriceOverrides) -> dict[tuple[str, str], float]:
    return {(p.gpu, p.condition): p.amount for p in overrides.gpu_prices}


def test_what_this_window_changed_is_applied_to_what_the_other_saved(catalog):
    base = PriceOverrides(gpu_prices=[gpu("rtx-4090d", 13_000), gpu("l20", 30_000)])
    ours = PriceOverrides(usd_to_cny=7.3, gpu_prices=[gpu("rtx-4090d", 12_500)])  # changed one, removed the L20
    theirs = PriceOverrides(gpu_prices=[gpu("rtx-4090d", 13_000), gpu("l20", 30_000), gpu("rtx-5090d", 18_000)])
    merged = merge_changes(base, ours, theirs, catalog)
    assert amounts(merged) == {("rtx-4090d", "new"): 12_500, ("rtx-5090d", "new"): 18_000}
    assert merged.usd_to_cny == 7.3


def test_a_removal_here_does_not_undo_a_change_there(catalog):
    base = PriceOverrides(gpu_prices=[gpu("l20", 30_000)])
    ours = PriceOverrides()  # this window removed the L20 price
    theirs = PriceOverrides(gpu_prices=[gpu("l20", 28_000)], usd_to_cny=7.2)  # the other window changed it
    merged = merge_changes(base, ours, theirs, catalog)
    assert amounts(merged) == {("l20", "new"): 28_000}
    assert merged.usd_to_cny == 7.2  # not changed here: theirs is kept


def test_names_are_matched_as_the_catalog_knows_them(catalog):
    """A quote names a card 'RTX 4090D', the editor its id: the same price, replaced, not listed twice."""
    merged = merge_changes(
        None,
        PriceOverrides(gpu_prices=[gpu("rtx-4090d", 12_000)]),
        PriceOverrides(gpu_prices=[gpu("RTX 4090D", 13_000)]),
        catalog,
    )
    assert amounts(merged) == {("rtx-4090d", "new"): 12_000}


def test_cloud_prices_merge_by_instance_and_market(catalog):
    instance = next(iter(catalog.cloud.entries))
    hourly = CloudPriceOverride(instance=instance, market="cn", currency="CNY", on_demand_per_hour=9.5, as_of=DAY)
    theirs = PriceOverrides(cloud_prices=[hourly])
    merged = merge_changes(PriceOverrides(), PriceOverrides(gpu_prices=[gpu("l20", 30_000)]), theirs, catalog)
    assert [p.on_demand_per_hour for p in merged.cloud_prices] == [9.5] and amounts(merged) == {("l20", "new"): 30_000}


def test_two_stores_on_one_file_keep_each_others_prices(tmp_path, catalog):
    path = tmp_path / "prices.json"
    first, second = PriceStore(path, catalog), PriceStore(path, catalog)
    assert first.load() is None and second.load() is None
    first.save(PriceOverrides(gpu_prices=[gpu("rtx-4090d", 12_999)]), write)
    assert second.changed_since_loaded() and not first.changed_since_loaded()
    kept = second.save(PriceOverrides(gpu_prices=[gpu("rtx-5090d", 17_999)]), write)
    assert (
        amounts(kept) == amounts(load_price_file(path)) == {("rtx-4090d", "new"): 12_999, ("rtx-5090d", "new"): 17_999}
    )
    # a window that saves what it loaded, unchanged, takes nothing away
    again = first.save(first.loaded, write)
    assert len(again.gpu_prices) == 2


def test_a_save_over_a_file_that_became_unreadable_is_refused_and_writes_nothing(tmp_path, catalog):
    path = tmp_path / "prices.json"
    store = PriceStore(path, catalog)
    store.load()
    path.write_text("{ not json", encoding="utf-8")
    with pytest.raises(PriceFileError):
        store.save(PriceOverrides(gpu_prices=[gpu("l20", 30_000)]), write)
    assert path.read_text(encoding="utf-8") == "{ not json"


def test_the_exchange_rate_of_the_file_is_the_scenarios(catalog):
    scenario = template()
    assert with_exchange_rate(scenario, None) is scenario
    assert with_exchange_rate(scenario, PriceOverrides()) is scenario
    assert with_exchange_rate(scenario, PriceOverrides(usd_to_cny=8.0)).budget.usd_to_cny == 8.0
    assert scenario.budget.usd_to_cny == 7.1  # the original is never changed
    priced, ruled = with_prices(catalog, scenario, PriceOverrides(usd_to_cny=8.0, gpu_prices=[gpu("l20", 1_234)]))
    assert ruled.budget.usd_to_cny == 8.0
    assert [p.amount for p in priced.gpus.get("l20").prices if p.source.startswith("user:")] == [1_234]


def test_a_price_of_almost_nothing_in_a_price_file_is_refused(tmp_path):
    """0.000000001 is a slip of the keyboard, not a supplier's price: under one yuan or dollar a card, or one cent an
    hour (core.foundation.limits, the same floor as a quote's), the file is refused naming the field."""
    path = tmp_path / "prices.json"
    card = gpu("l20", 1).model_dump(mode="json") | {"amount": 0.000000001}
    path.write_text(json.dumps({"schema_version": 1, "gpu_prices": [card]}), encoding="utf-8")
    with pytest.raises(PriceFileError, match="amount"):
        load_price_file(path)
