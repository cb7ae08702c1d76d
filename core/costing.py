"""Costing: what an option costs the buyer over the years. The price of a card (the newest of each
condition, the cheapest of those), the machine it goes in, electricity and upkeep for hardware that is
bought or already owned; the hourly rate for a cloud instance; and the month from which buying costs less
than renting."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from gpu_advisor.core import cost
from gpu_advisor.core.catalog_schema import CloudInstance, CloudPrice, Gpu, Platform, Price
from gpu_advisor.core.i18n import Text
from gpu_advisor.core.recommendation import CostSummary, Option, StalePrice
from gpu_advisor.core.scenario import Scenario
from gpu_advisor.core.sizing import Estimate

if TYPE_CHECKING:
    from gpu_advisor.core.candidates import Context

STALE_AFTER_DAYS = 183  # prices older than six months are marked stale
BUSY_SHARE = 0.6  # share of the hours of use the GPUs are busy, for electricity


def price_of(gpu: Gpu, scenario: Scenario, today: dt.date) -> tuple[float, Price] | None:
    """Cheapest acceptable price of one GPU in the scenario's currency, newest first among equals."""
    usable = [p for p in gpu.prices if p.condition == "new" or scenario.used_ok]
    if not usable:
        return None
    # the newest price of each condition: an old MSRP should not undercut today's street price
    newest: dict[str, Price] = {}
    for price in sorted(usable, key=lambda p: p.as_of):
        newest[price.condition] = price
    chosen = min(newest.values(), key=lambda p: scenario.to_cny(p.amount, p.currency))
    return scenario.from_cny(scenario.to_cny(chosen.amount, chosen.currency)), chosen


def is_stale(price_date: dt.date, today: dt.date) -> bool:
    return (today - price_date).days > STALE_AFTER_DAYS


def _utilisation(ctx: Context, est: Estimate) -> float:
    """Share of the busy hours the GPUs actually compute: demand over capacity, at least 30%."""
    aggregate = est.speed.aggregate_tokens_per_s
    if not aggregate:
        return BUSY_SHARE
    demand = max(ctx.users, 1) * ctx.scenario.tokens_per_s_per_user
    return min(1.0, max(0.3, demand / aggregate))


def cost_purchase(
    ctx: Context, option: Option, gpu: Gpu, platform: Platform | None, in_existing: bool, owned: bool
) -> None:
    """Cost an option on bought (or already owned) hardware: the cards, the machine they go in unless the
    buyer's own takes them, electricity and upkeep; a fine-tuning box pays electricity for its jobs only."""
    s = ctx.scenario
    est = option.estimate
    count = option.count
    price = (0.0, None) if owned else price_of(gpu, s, ctx.today)
    if price is None:
        option.reasons.append(Text("reason.no_price", {"gpu": gpu.name}))
        return
    unit_price, price_entry = price
    base = 0.0
    if platform is not None and not in_existing and not owned:
        base = s.from_cny(platform.base_price_cny) if s.budget.currency == "CNY" else platform.base_price_usd
    purchase = unit_price * count + base
    watts = gpu.tdp_w if gpu.form_factor not in ("system",) else gpu.tdp_w
    include_host = gpu.form_factor not in ("system", "module", "soc")
    utilisation = _utilisation(ctx, est)
    hours = s.hours_per_day
    owning = cost.ownership_cost(purchase, watts, count, utilisation, hours, s.electricity_price, s.pue, include_host)
    power = cost.system_power_w(watts, count, utilisation, include_host)
    if owned:
        owning = cost.OwnershipCost(purchase=0.0, energy_per_year=owning.energy_per_year, maintenance_per_year=0.0)
    job_cost = None
    extra_per_year = 0.0
    if option.job_hours and s.fine_tune:
        job_energy = cost.energy_cost(
            cost.system_power_w(watts, count, 1.0, include_host), 24, 1, s.electricity_price, s.pue
        )
        job_cost = job_energy / (24 * 365) * option.job_hours[0]
        extra_per_year = job_cost * s.fine_tune.runs_per_year
        # a fine-tuning box runs only for its jobs: no daily-use electricity beyond them
        owning = cost.OwnershipCost(
            purchase=owning.purchase, energy_per_year=extra_per_year, maintenance_per_year=owning.maintenance_per_year
        )
    option.job_cost = job_cost
    months = s.horizon_years * 12
    tokens = est.speed.aggregate_tokens_per_s
    hourly = (owning.purchase / max(s.horizon_years * 365 * max(hours, 1), 1)) + owning.running_per_month * 12 / (
        365 * max(hours, 1)
    )
    option.cost = CostSummary(
        currency=s.budget.currency,
        upfront=owning.purchase,
        monthly=owning.running_per_month,
        totals={y: owning.total(y) for y in (1, 3, 5)},
        horizon_total=owning.total(s.horizon_years),
        months=months,
        power_w=power,
        per_million_tokens=cost.cost_per_million_tokens(hourly, tokens or 0, utilisation) if tokens else None,
        stale_prices=[StalePrice(gpu.name, price_entry.as_of)]
        if price_entry and is_stale(price_entry.as_of, ctx.today)
        else [],
        used=bool(price_entry and price_entry.condition == "used"),
    )


def rental_price(scenario: Scenario, instance: CloudInstance) -> tuple[CloudPrice, float] | None:
    """The instance's cheapest on-demand price in the buyer's market and its hourly rate in the scenario's
    currency; None where it has no price there."""
    s = scenario
    # a buyer rents where they are: an instance with no price in their market is not offered to them
    prices = [p for p in instance.prices if p.market == s.region] or (
        list(instance.prices) if s.region == "other" else []
    )
    if not prices:
        return None
    price = min(prices, key=lambda p: s.to_cny(p.on_demand_per_hour, p.currency))
    hourly = s.from_cny(s.to_cny(price.on_demand_per_hour, price.currency))
    return price, hourly


def cost_rental(ctx: Context, option: Option, instance: CloudInstance, price: CloudPrice, hourly: float) -> None:
    """Cost a cloud option: the hours of use each month for serving, the job hours for fine-tuning."""
    s = ctx.scenario
    est = option.estimate
    if ctx.task == "inference":
        monthly = cost.rental_cost_per_month(hourly, s.hours_per_day)
    else:
        hours_per_run = option.job_hours[0] if option.job_hours else 0.0
        runs = s.fine_tune.runs_per_year if s.fine_tune else 1
        option.job_cost = hourly * hours_per_run
        monthly = option.job_cost * runs / 12
    months = s.horizon_years * 12
    tokens = est.speed.aggregate_tokens_per_s
    option.cost = CostSummary(
        currency=s.budget.currency,
        upfront=0.0,
        monthly=monthly,
        totals={y: monthly * 12 * y for y in (1, 3, 5)},
        horizon_total=monthly * months,
        months=months,
        power_w=0.0,
        per_million_tokens=cost.cost_per_million_tokens(hourly, tokens, _utilisation(ctx, est)) if tokens else None,
        stale_prices=[StalePrice(instance.name, price.as_of)] if is_stale(price.as_of, ctx.today) else [],
    )


def add_break_even(ctx: Context, options: list[Option]) -> None:
    """Each bought or owned option's break-even month against the cheapest sound cloud option a month."""
    clouds = [o for o in options if o.kind == "cloud" and o.sound]
    if not clouds or ctx.task != "inference":
        return
    reference = min(clouds, key=lambda o: o.priced.monthly)
    for option in options:
        if option.kind in ("buy", "owned") and option.cost is not None:
            owning = cost.OwnershipCost(option.cost.upfront, option.cost.monthly * 12, 0.0)
            option.priced.break_even_month = cost.break_even_month(owning, reference.priced.monthly)
            assert reference.cloud_instance is not None  # a cloud option always names its instance
            option.priced.break_even_against = ctx.catalog.cloud.get(reference.cloud_instance).name


def hybrid_cost(ctx: Context, base: CostSummary, rental: Option) -> CostSummary:
    """Owning `base` for daily use and renting `rental` for each fine-tuning run of the year."""
    s = ctx.scenario
    assert s.fine_tune is not None and rental.job_cost is not None and rental.cost is not None
    yearly = rental.job_cost * s.fine_tune.runs_per_year
    months = s.horizon_years * 12
    return CostSummary(
        currency=base.currency,
        upfront=base.upfront,
        monthly=base.monthly + yearly / 12,
        totals={y: base.totals[y] + yearly * y for y in base.totals},
        horizon_total=base.horizon_total + yearly * s.horizon_years,
        months=months,
        power_w=base.power_w,
        per_million_tokens=base.per_million_tokens,
        stale_prices=base.stale_prices + rental.cost.stale_prices,
        used=base.used,
    )
