"""Costing: what an option costs the buyer over the years. The price of a card (the newest of each
condition, the cheapest of those), the machine it goes in, electricity and upkeep for hardware that is
bought or already owned; the hourly rate for a cloud instance; and the month from which buying costs less
than renting."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TypeVar

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.catalog.machine import machine_parts
from gpu_advisor.core.catalog.market import new_price_allowed, platform_name, sold_new_in
from gpu_advisor.core.catalog.schema import (
    BillingMode,
    CloudInstance,
    CloudPrice,
    Gpu,
    HostSystem,
    Platform,
    PlatformPart,
    Price,
    SystemPrice,
)
from gpu_advisor.core.checks.checks import supply_needed_w
from gpu_advisor.core.costing import ownership as cost
from gpu_advisor.core.foundation import money_text
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.options.option import Billing, CostPart, CostSummary, Option, StalePrice
from gpu_advisor.core.options.request import Context
from gpu_advisor.core.scenario import Scenario
from gpu_advisor.core.sizing import Estimate

Dated = TypeVar("Dated", Price, CloudPrice)  # a card's price or a rental's: each has its date

STALE_AFTER_DAYS = 183  # prices older than six months are marked stale
BUSY_SHARE = 0.6  # share of the hours of use the GPUs are busy, for electricity


def price_of(gpu: Gpu, scenario: Scenario, today: dt.date) -> tuple[float, Price] | None:
    """Cheapest acceptable price of one GPU in the scenario's currency, newest first among equals. A part no
    longer made is priced new only from stock (core.catalog.market.new_price_allowed), never at its launch price; where
    new units cannot be bought in the buyer's region, a used price (when the buyer accepts used) comes first."""
    return _cheapest_newest(_usable(gpu, gpu.prices, scenario), scenario)


def _usable(gpu: Gpu, prices: Sequence[Price], scenario: Scenario) -> list[Price]:
    usable = [
        p
        for p in prices
        if (p.condition == "new" and new_price_allowed(gpu, p)) or (p.condition == "used" and scenario.used_ok)
    ]
    if not sold_new_in(gpu, scenario.region) and any(p.condition == "used" for p in usable):
        usable = [p for p in usable if p.condition == "used"]
    return in_buyers_market(usable, scenario.region)


def in_buyers_market(prices: Sequence[Price], region: str) -> list[Price]:
    """The prices a buyer in `region` pays: of each condition, those seen in the buyer's own market (or in no one
    market: 'global', or the buyer's own quote) when there are any; another market's price only where the buyer's
    own has none (a China buyer is not priced from a US listing when a China channel price exists, however new
    the listing)."""
    chosen: list[Price] = []
    for condition in ("new", "used"):
        of_condition = [p for p in prices if p.condition == condition]
        own = [p for p in of_condition if p.region in (None, "global", region)]
        chosen += own or of_condition
    return chosen


def prices_weighed(gpu: Gpu, scenario: Scenario) -> list[Price]:
    """The prices price_of chooses between for this buyer: of each condition the buyer accepts, the newest in their
    market (the memo lists these as the prices used, not the older ones the catalog keeps as history)."""
    return _newest_of_each_condition(_usable(gpu, gpu.prices, scenario))


def _newest_of_each_condition(prices: Sequence[Price]) -> list[Price]:
    # an old MSRP should not undercut today's street price
    return _newest_of_each(prices, lambda p: p.condition)


def _newest_of_each(prices: Sequence[Dated], kind: Callable[[Dated], str]) -> list[Dated]:
    """Of each kind of price (a condition, a provider region), the newest: the older ones are history."""
    newest: dict[str, Dated] = {}
    for price in sorted(prices, key=lambda p: p.as_of):
        newest[kind(price)] = price
    return list(newest.values())


def _cheapest_newest(usable: Sequence[Price], scenario: Scenario) -> tuple[float, Price] | None:
    if not usable:
        return None
    chosen = min(_newest_of_each_condition(usable), key=lambda p: scenario.to_cny(p.amount, p.currency))
    return scenario.from_cny(scenario.to_cny(chosen.amount, chosen.currency)), chosen


def system_price_of(platform: Platform, gpu: Gpu, count: int, scenario: Scenario) -> tuple[float, Price] | None:
    """The whole system's price (platforms.toml kind = 'system') with `count` GPUs, chosen as a card's price is."""
    prices = [p for p in platform.prices if p.gpu_count == count]
    return _cheapest_newest(_usable(gpu, prices, scenario), scenario)


def is_stale(price_date: dt.date, today: dt.date) -> bool:
    return (today - price_date).days > STALE_AFTER_DAYS


def _utilisation(ctx: Context, est: Estimate) -> float:
    """Share of the busy hours the GPUs actually compute: demand over capacity, at least 30%."""
    aggregate = est.speed.aggregate_tokens_per_s
    if not aggregate:
        return BUSY_SHARE
    demand = max(ctx.users, 1) * ctx.scenario.tokens_per_s_per_user
    return min(1.0, max(0.3, demand / aggregate))


@dataclass(frozen=True)
class Priced:
    """What pricing says of an option, for the stage that builds it (core.options.build, several_machines): its cost
    over the years (None without a price), the reasons its price gives, and a fine-tuning job's cost."""

    cost: CostSummary | None
    reasons: tuple[Text, ...] = ()
    job_cost: float | None = None

    def but(self, cost: CostSummary | None, reason: Text, job_cost: float | None) -> Priced:
        """The same with another cost and job cost, and one reason more (several machines joined)."""
        return Priced(cost, (*self.reasons, reason), job_cost)


@dataclass(frozen=True)
class _Bought:
    """What buying (or owning) `count` of a GPU in a platform comes to before its use: the reasons its price gives,
    and where there is a price, the purchase, its lines, the power it draws and its price's date. The same for each
    format and runtime of that hardware, so cost_purchase works it out once per recommendation (Context.memo)."""

    reasons: tuple[Text, ...]
    purchase: float | None = None
    parts: tuple[CostPart, ...] = ()
    watts: float = 0.0
    include_host: bool = True
    stale_prices: tuple[StalePrice, ...] = ()
    used: bool = False


def _bought(ctx: Context, gpu: Gpu, count: int, platform: Platform | None, in_existing: bool, owned: bool) -> _Bought:
    s = ctx.scenario
    system = platform is not None and platform.kind == "system" and not owned
    price: tuple[float, Price | None] | None
    if system:
        assert platform is not None
        price = system_price_of(platform, gpu, count, s)
    else:
        price = (0.0, None) if owned else _price_of(ctx, gpu)
    if price is None:
        return _Bought(
            (
                Text("reason.no_system_price", {"system": platform_name(platform)})
                if system and platform is not None
                else Text("reason.no_price", {"gpu": gpu.name}),
            )
        )
    reasons: list[Text] = []
    unit_price, price_entry = price
    # a system's price (SystemPrice) says how sure it is
    confidence = price_entry.confidence if isinstance(price_entry, SystemPrice) else None
    if system and platform is not None and confidence is not None:
        reasons.append(
            Text(
                "reason.system_price",
                {
                    "system": platform_name(platform),
                    "count": count,
                    "confidence": Text(f"confidence.price.{confidence}"),
                },
            )
        )
    if (
        price_entry is not None
        and price_entry.region not in (None, "global", s.region)
        and s.region != "other"
        and not owned
    ):
        # a China buyer paying a US listing's price converted: duties, VAT and the channel's margin are not in it
        reasons.append(
            Text(
                "reason.price_elsewhere",
                {
                    "gpu": platform_name(platform) if system and platform is not None else gpu.name,
                    "market": Text(f"price_market.{price_entry.region}"),
                    "date": price_entry.as_of.isoformat(),
                },
            )
        )
    base = 0.0
    machine: list[CostPart] = []
    stale: list[StalePrice] = []
    if price_entry is not None and is_stale(price_entry.as_of, ctx.today):
        stale.append(StalePrice(f"{count} × {gpu.name}" if system else gpu.name, price_entry.as_of))
    if platform is not None and not in_existing and not owned and not system:
        if platform.parts:
            # the machine sized by what it holds, priced part by part, each price flagged as any price is
            machine = machine_cost_parts(s, platform, gpu, count)
            base = sum(p.amount for p in machine)
            old = [p.as_of for p in machine if is_stale(p.as_of, ctx.today)]
            if old:
                # one line for the machine, dated by its oldest part's price: the bill says which parts are old
                stale.append(StalePrice(platform.name, min(old), platform.name_zh))
        else:
            base = s.from_cny(platform.base_price_cny) if s.budget.currency == "CNY" else platform.base_price_usd
            if base and is_stale(platform.as_of, ctx.today):
                # the machine around the cards is priced as any part is: an old figure is flagged, not trusted
                stale.append(StalePrice(platform.name, platform.as_of, platform.name_zh))
    parts = (
        [] if owned else _purchase_parts(s, gpu, count, platform if (base or system) else None, price, base, machine)
    )
    return _Bought(
        reasons=tuple(reasons),
        # a system's price is the whole server with its GPUs
        purchase=unit_price if system else unit_price * count + base,
        parts=tuple(parts),
        watts=gpu.tdp_w if gpu.form_factor not in ("system",) else gpu.tdp_w,
        include_host=gpu.form_factor not in ("system", "module", "soc"),
        stale_prices=tuple(stale),
        used=bool(price_entry and price_entry.condition == "used"),
    )


def _price_of(ctx: Context, gpu: Gpu) -> tuple[float, Price] | None:
    """price_of for this request's buyer, worked out once per GPU and recommendation."""
    memo = ctx.memo()
    key = ("price_of", gpu.id)
    if key not in memo:
        memo[key] = price_of(gpu, ctx.scenario, ctx.today)
    priced: tuple[float, Price] | None = memo[key]
    return priced


def cost_purchase(
    ctx: Context,
    est: Estimate,
    count: int,
    job_hours: list[float] | None,
    gpu: Gpu,
    platform: Platform | None,
    in_existing: bool,
    owned: bool,
) -> Priced:
    """The cost of `count` of a GPU bought (or already owned) and sized as `est`: the cards, the machine they go in
    unless the buyer's own takes them, electricity and upkeep; a fine-tuning box pays electricity for its jobs only
    (`job_hours`, the estimate's first)."""
    s = ctx.scenario
    memo = ctx.memo()
    key = ("bought", gpu.id, count, platform.id if platform is not None else None, in_existing, owned)
    bought: _Bought | None = memo.get(key)
    if bought is None:
        bought = memo[key] = _bought(ctx, gpu, count, platform, in_existing, owned)
    purchase = bought.purchase
    if purchase is None:
        return Priced(None, bought.reasons)
    watts, include_host = bought.watts, bought.include_host
    utilisation = _utilisation(ctx, est)
    # the same utilisation comes back often (at least 30%, at most all of the time): the running costs with it too
    running_key = (key, utilisation)
    running: tuple[cost.OwnershipCost, float, float] | None = memo.get(running_key)
    if running is None:
        owning = cost.ownership_cost(
            purchase, watts, count, utilisation, s.hours_per_day, s.electricity_price, s.pue, include_host
        )
        running = memo[running_key] = (
            owning,
            cost.system_power_w(watts, count, utilisation, include_host),
            _hourly(s, owning),
        )
    owning, power, hourly = running
    if owned:
        owning = cost.OwnershipCost(purchase=0.0, energy_per_year=owning.energy_per_year, maintenance_per_year=0.0)
    job_cost = None
    extra_per_year = 0.0
    if job_hours and s.fine_tune:
        job_energy = cost.energy_cost(
            cost.system_power_w(watts, count, 1.0, include_host), 24, 1, s.electricity_price, s.pue
        )
        job_cost = job_energy / (24 * 365) * job_hours[0]
        extra_per_year = job_cost * s.fine_tune.runs_per_year
        # a fine-tuning box runs only for its jobs: no daily-use electricity beyond them
        owning = cost.OwnershipCost(
            purchase=owning.purchase, energy_per_year=extra_per_year, maintenance_per_year=owning.maintenance_per_year
        )
    if owning is not running[0]:
        hourly = _hourly(s, owning)
    tokens = est.speed.aggregate_tokens_per_s
    summary = CostSummary.owning(
        s.budget.currency,
        owning,
        s.horizon_years,
        power_w=power,
        per_million_tokens=cost.cost_per_million_tokens(hourly, tokens or 0, utilisation) if tokens else None,
        stale_prices=bought.stale_prices,
        used=bought.used,
        parts=bought.parts,
    )
    return Priced(summary, bought.reasons, job_cost)


def _hourly(s: Scenario, owning: cost.OwnershipCost) -> float:
    """What an hour of use of owned hardware comes to: the purchase spread over the horizon's hours of use, and the
    running cost."""
    hours = s.hours_per_day
    return (owning.purchase / max(s.horizon_years * 365 * max(hours, 1), 1)) + owning.running_per_month * 12 / (
        365 * max(hours, 1)
    )


def part_price(part: PlatformPart, scenario: Scenario) -> tuple[float, Price]:
    """The price of one of a machine's parts in the buyer's currency: the newest seen in the buyer's own market (or
    in none), else the newest in the buyer's currency, else the newest of all (then converted, and the bill says
    so). A part's prices are all new (core.catalog.schema.PlatformPart)."""
    region, currency = scenario.region, scenario.budget.currency
    prices = (
        [p for p in part.prices if p.region in (None, "global", region)]
        or [p for p in part.prices if p.currency == currency]
        or list(part.prices)
    )
    chosen = max(prices, key=lambda p: p.as_of)
    return scenario.from_cny(scenario.to_cny(chosen.amount, chosen.currency)), chosen


def machine_cost_parts(scenario: Scenario, platform: Platform, gpu: Gpu, count: int) -> list[CostPart]:
    """The lines of a build priced by its parts (platforms.toml [[platform.parts]]) for `count` of a GPU: each part it
    is bought with (core.catalog.machine.machine_parts: the power supply that carries the cards, the memory they need),
    its quantity and its price with that price's date, source and confidence; GPU Advisor's own figure is marked
    indicative (the bill says it is not a quote), as a platform's base price is."""
    lines = []
    need = supply_needed_w(gpu, count)
    for part, quantity in machine_parts(platform, gpu, count, need):
        unit, entry = part_price(part, scenario)
        elsewhere = entry.region not in (None, "global", scenario.region) and scenario.region != "other"
        lines.append(
            CostPart(
                "machine",
                f"{platform.id}/{part.id}",
                part.name,
                quantity,
                unit,
                entry.as_of,
                entry.source,
                entry.condition,
                entry.confidence,
                entry.region if elsewhere else None,
                indicative=entry.source.startswith("GPU Advisor"),  # GPU Advisor's own figure, not a price seen
                name_zh=part.name_zh,
            )
        )
    return lines


def _purchase_parts(
    s: Scenario,
    gpu: Gpu,
    count: int,
    platform: Platform | None,
    price: tuple[float, Price | None],
    base: float,
    machine: Sequence[CostPart] = (),
) -> list[CostPart]:
    """The lines of a bought option's price up front: the machine (its parts, where it is priced by them) and the
    cards, or the whole system."""
    unit_price, entry = price
    if entry is None:
        return []
    listed_in = entry.region if entry.region not in (None, "global", s.region) and s.region != "other" else None
    confidence = getattr(entry, "confidence", None)  # a whole system's price says how sure it is
    if platform is not None and platform.kind == "system":
        return [
            CostPart(
                "system", platform.id, platform.name, 1, unit_price, entry.as_of, entry.source,
                entry.condition, confidence, listed_in,
            )
        ]  # fmt: skip
    parts = list(machine)
    if platform is not None and base and not machine:
        # GPU Advisor's indicative figure for the machine around the cards (platforms.toml), not a vendor's price
        parts.append(
            CostPart("machine", platform.id, platform.name, 1, base, platform.as_of, platform.source, indicative=True)
        )
    parts.append(
        CostPart(
            "accelerators",
            gpu.id,
            gpu.name,
            count,
            unit_price,
            entry.as_of,
            entry.source,
            entry.condition,
            confidence,
            listed_in,
        )
    )
    return parts


def cost_host_system(ctx: Context, est: Estimate, host: str, gpu: Gpu, system: HostSystem) -> Priced:
    """The cost of a CPU+GPU machine sold whole (hosts.toml systems) of `host`, sized as `est`: its one price,
    electricity for the GPU and a host (core.costing's host allowance; the CPUs' own draw is not modelled apart),
    upkeep."""
    s = ctx.scenario
    usable = _usable(gpu, [system], s) if system.condition == "used" else [system]
    chosen = _cheapest_newest(usable, s)
    if chosen is None:
        return Priced(None)
    purchase, price = chosen
    utilisation = _utilisation(ctx, est)
    count = system.gpu_count
    owning = cost.ownership_cost(
        purchase, gpu.tdp_w, count, utilisation, s.hours_per_day, s.electricity_price, s.pue, True
    )
    hourly = _hourly(s, owning)
    tokens = est.speed.aggregate_tokens_per_s
    reason = Text(
        "reason.hybrid_price",
        {
            "amount": money(system.amount),
            "currency": system.currency,
            "as_of": system.as_of.isoformat(),
            "confidence": Text(f"confidence.price.{system.confidence}"),
        },
    )
    summary = CostSummary.owning(
        s.budget.currency,
        owning,
        s.horizon_years,
        power_w=cost.system_power_w(gpu.tdp_w, count, utilisation, True),
        per_million_tokens=cost.cost_per_million_tokens(hourly, tokens, utilisation) if tokens else None,
        stale_prices=[StalePrice(system.name, price.as_of)] if is_stale(price.as_of, ctx.today) else [],
        parts=[
            CostPart(
                "system",
                host or system.gpu,
                system.name,
                1,
                purchase,
                price.as_of,
                price.source,
                price.condition,
                system.confidence,
            )
        ],
    )
    return Priced(summary, (reason,))


# Work that can be stopped and restarted when a provider reclaims a spot instance: batch jobs, and fine-tuning
# or training runs, which resume from their last checkpoint. A chat service or document Q&A has people waiting
# on every answer: spot is never used for it.
# A pretraining run is not: it needs dozens of machines for weeks at once, which spot capacity does not offer, and
# every reclaimed machine stops the whole cluster.
INTERRUPTIBLE_USES = ("batch", "fine_tune")
# A rented fine-tuning run longer than this is priced on demand, never spot (issue 23: a 43-hour fine-tune on spot
# instances). A spot instance is kept only for a short guaranteed time (Alibaba Cloud: a 1-hour protection period,
# after which it is released whenever the market price passes the bid or stock runs out, with 5 minutes' notice;
# its guide lists "long-running" work that cannot handle interruption as not suitable: help.aliyun.com ECS "Create a
# spot instance" and ACK "Run Jobs using spot ECI instances"); AWS and Azure reclaim spot capacity at any moment with
# two minutes' or 30 seconds' notice. A run of a few hours that is reclaimed is simply run again; a run of days would
# be interrupted again and again and its checkpoints resumed by hand. The 6 hours are the app's rule.
SPOT_MAX_JOB_HOURS = 6.0
HOURS_PER_MONTH = cost.DAYS_PER_YEAR * 24 / 12  # 730: a commitment charged for every hour


def money(value: float) -> str:
    """A price in a reason, as a buyer reads it: cents below 100, whole units above (an hourly rate of 0.53 stays
    0.53); the foundation's one money formatter."""
    return money_text(value, cents_below=100)


def _mode_monthly(mode: BillingMode, rate: float, use_hours_per_month: float) -> float:
    """What a month costs in one billing mode for this many hours of use: per hour used (on demand, spot), a
    fixed price (monthly / 包月), or every hour of the month (a reservation charges whether used or not)."""
    if mode.mode == "monthly":
        return rate
    if mode.mode in ("reserved_1y", "reserved_3y"):
        return rate * HOURS_PER_MONTH
    return rate * use_hours_per_month


def _break_even_hours(rate: float, mode: BillingMode, on_demand: float) -> float:
    """Hours of use a month above which a fixed-price mode (monthly or reserved) costs less than on demand."""
    return _mode_monthly(mode, rate, 0.0) / on_demand if on_demand else 0.0


def choose_billing(scenario: Scenario, price: CloudPrice, task: str, job_hours: float | None = None) -> Billing:
    """The cheapest billing mode of one region's price that fits the buyer: the hours of use a month
    (scenario.hours_per_day; for fine-tuning the job hours, so only the per-hour modes), a reservation no
    longer than the horizon, spot only for interruptible work: never for a fine-tuning run of `job_hours` longer than
    SPOT_MAX_JOB_HOURS. The reasons name the mode and why."""
    s = scenario
    training = task != "inference"
    # a pretraining run keeps its cluster busy around the clock for weeks: a month's subscription may pay, spot not
    pretraining = s.use_case == "pretrain"
    long_run = training and not pretraining and job_hours is not None and job_hours > SPOT_MAX_JOB_HOURS
    interruptible = (s.use_case in INTERRUPTIBLE_USES or (training and not pretraining)) and not long_run
    hours_per_day = 24.0 if pretraining else s.hours_per_day
    use_hours = hours_per_day * cost.DAYS_PER_YEAR / 12
    currency = s.budget.currency

    def rate_of(mode: BillingMode) -> float:
        amount = mode.per_month if mode.mode == "monthly" else mode.per_hour
        assert amount is not None  # BillingMode's validator: each mode has its one price
        return s.from_cny(s.to_cny(amount, price.currency))

    modes = price.billing_modes()
    on_demand = next(m for m in modes if m.mode == "on_demand")
    od_rate = rate_of(on_demand)
    allowed: list[BillingMode] = []
    spot_refused: BillingMode | None = None
    for mode in modes:
        if mode.mode == "spot" and not interruptible:
            spot_refused = mode
            continue
        if training and not pretraining and mode.mode not in ("on_demand", "spot"):
            continue  # a job of some hours a year is not worth a month's or a year's commitment
        if pretraining and mode.mode in ("reserved_1y", "reserved_3y"):
            continue  # a run of weeks is not worth a year's commitment
        if mode.mode == "reserved_1y" and s.horizon_years < 1 or mode.mode == "reserved_3y" and s.horizon_years < 3:
            continue
        allowed.append(mode)
    # cheapest for the buyer's hours; on demand (listed first) wins a tie
    chosen = min(allowed, key=lambda m: _mode_monthly(m, rate_of(m), use_hours))
    rate = rate_of(chosen)
    monthly = _mode_monthly(chosen, rate, use_hours)
    hourly = monthly / use_hours if use_hours and chosen.mode not in ("on_demand", "spot") else rate
    common = {"currency": currency, "hours": round(use_hours), "hours_per_day": hours_per_day}
    reasons: list[Text] = []
    if chosen.mode == "on_demand":
        reasons.append(Text("reason.billing.on_demand", {**common, "rate": money(rate)}))
        # the fixed-price modes it beat: above how many hours a month they would be cheaper
        for other in allowed:
            if other.mode in ("monthly", "reserved_1y", "reserved_3y"):
                above = _break_even_hours(rate_of(other), other, od_rate)
                key = "reason.billing.monthly_above" if other.mode == "monthly" else "reason.billing.reserved_above"
                reasons.append(
                    Text(
                        key,
                        {
                            **common,
                            "rate": money(rate_of(other)),
                            "above": round(above),
                            "years": 3 if other.mode == "reserved_3y" else 1,
                        },
                    )
                )
    elif chosen.mode == "monthly":
        above = _break_even_hours(rate, chosen, od_rate)
        reasons.append(
            Text(
                "reason.billing.monthly",
                {**common, "rate": money(rate), "on_demand": money(od_rate), "above": round(above)},
            )
        )
    elif chosen.mode in ("reserved_1y", "reserved_3y"):
        above = _break_even_hours(rate, chosen, od_rate)
        reasons.append(
            Text(
                "reason.billing.reserved",
                {
                    **common,
                    "rate": money(rate),
                    "years": 3 if chosen.mode == "reserved_3y" else 1,
                    "on_demand": money(od_rate),
                    "above": round(above),
                },
            )
        )
    else:
        key = "reason.billing.spot_batch" if s.use_case == "batch" and not training else "reason.billing.spot_training"
        reasons.append(Text(key, {**common, "rate": money(rate), "on_demand": money(od_rate)}))
    if spot_refused is not None:
        key = (
            "reason.billing.spot_refused_pretrain"
            if pretraining
            else "reason.billing.spot_refused_long_run"
            if long_run
            else "reason.billing.spot_refused"
        )
        params: dict[str, str | int] = {"rate": money(rate_of(spot_refused)), "currency": currency}
        if long_run:
            assert job_hours is not None  # long_run says so
            params |= {"hours": round(job_hours), "limit": round(SPOT_MAX_JOB_HOURS)}
        reasons.append(Text(key, params))
    return Billing(
        mode=chosen.mode,
        rate=rate,
        per="month" if chosen.mode == "monthly" else "hour",
        hourly=hourly,
        hours_per_month=use_hours,
        as_of=chosen.as_of,
        source=chosen.source,
        reasons=tuple(reasons),
    )


def _task_of(scenario: Scenario) -> str:
    return "training" if scenario.use_case in ("fine_tune", "pretrain") else "inference"


def rental_prices_weighed(scenario: Scenario, instance: CloudInstance) -> list[CloudPrice]:
    """The prices rental_price chooses between (the memo lists these): those of the buyer's market, for a buyer
    elsewhere any (a buyer rents where they are: an instance with no price in their market is not offered to them),
    of each provider region the newest."""
    s = scenario
    prices = [p for p in instance.prices if p.market == s.region] or (
        list(instance.prices) if s.region == "other" else []
    )
    return _newest_of_each(prices, lambda p: p.region)


def rental_price(
    scenario: Scenario, instance: CloudInstance, ctx: Context | None = None
) -> tuple[CloudPrice, float] | None:
    """The instance's price in the buyer's market whose best billing mode costs the least for the buyer's hours (of
    each provider region's prices, its newest), and that mode's hourly rate in the scenario's currency; None where it
    has no price there. With the request's Context (whose scenario this is), each price's billing mode is chosen once
    per recommendation (billing_for)."""
    s = scenario
    prices = rental_prices_weighed(s, instance)
    if not prices:
        return None
    task = _task_of(s)
    choices = [(p, choose_billing(s, p, task) if ctx is None else billing_for(ctx, p, task)) for p in prices]
    price, billing = min(choices, key=lambda pc: pc[1].hourly)
    return price, billing.hourly


def billing_for(ctx: Context, price: CloudPrice, task: str, job_hours: float | None = None) -> Billing:
    """choose_billing for the request's scenario, made once per cloud price and recommendation: choose_billing reads
    of the task only whether it trains, and of the job's hours only whether they pass SPOT_MAX_JOB_HOURS. The price is
    kept with its billing, so that its id is never taken for a later object's."""
    memo = ctx.memo()
    long_run = job_hours is not None and job_hours > SPOT_MAX_JOB_HOURS
    key = ("billing", id(price), task != "inference", long_run)
    known: tuple[CloudPrice, Billing] | None = memo.get(key)
    if known is None or known[0] is not price:
        known = memo[key] = (price, choose_billing(ctx.scenario, price, task, job_hours))
    return known[1]


def cost_rental(
    ctx: Context, est: Estimate, job_hours: list[float] | None, instance: CloudInstance, price: CloudPrice
) -> Priced:
    """The cost of renting `instance` at `price` for a job sized as `est`, in the billing mode that fits the buyer
    (choose_billing): the hours of use each month for serving, the job hours (`job_hours`, the first) for
    fine-tuning."""
    s = ctx.scenario
    job_cost = None
    # the same for each format and runtime costed on this price; a long fine-tuning run is not put on spot
    hours = job_hours[0] if ctx.task != "inference" and job_hours else None
    billing = billing_for(ctx, price, ctx.task, hours)
    hourly = billing.hourly
    if ctx.task == "inference":
        monthly = hourly * billing.hours_per_month
    else:
        hours_per_run = job_hours[0] if job_hours else 0.0
        runs = s.fine_tune.runs_per_year if s.fine_tune else 1
        job_cost = hourly * hours_per_run
        monthly = job_cost * runs / 12
    tokens = est.speed.aggregate_tokens_per_s
    summary = CostSummary.renting(
        s.budget.currency,
        monthly,
        s.horizon_years,
        per_million_tokens=cost.cost_per_million_tokens(hourly, tokens, _utilisation(ctx, est)) if tokens else None,
        billing=billing,
        stale_prices=[StalePrice(instance.name, billing.as_of)] if is_stale(billing.as_of, ctx.today) else [],
    )
    return Priced(summary, (), job_cost)


def add_break_even(ctx: Context, options: list[Option]) -> list[Option]:
    """The options, each bought or owned one with its break-even month against the cheapest sound cloud option a month
    that the buyer may take (not one ruled out: the data stays on site, a foreign part where 信创 is required)."""
    clouds = [o for o in options if o.kind == "cloud" and o.sound and o.ruled_out is None]
    if not clouds or ctx.task != "inference":
        return options
    reference = min(clouds, key=lambda o: o.priced.monthly)
    assert reference.cloud_instance is not None  # a cloud option always names its instance
    against = ctx.catalog.cloud.get(reference.cloud_instance).name
    return [_with_break_even(option, reference.priced.monthly, against) for option in options]


def _with_break_even(option: Option, rent_monthly: float, against: str) -> Option:
    if option.kind not in ("buy", "owned") or option.cost is None:
        return option
    owning = cost.OwnershipCost(option.cost.upfront, option.cost.monthly * 12, 0.0)
    month = cost.break_even_month(owning, rent_monthly)
    return replace(option, cost=replace(option.cost, break_even_month=month, break_even_against=against))


def hybrid_cost(ctx: Context, base: CostSummary, rental: Option) -> CostSummary:
    """Owning `base` for daily use and renting `rental` for each fine-tuning run of the year."""
    s = ctx.scenario
    assert s.fine_tune is not None and rental.job_cost is not None and rental.cost is not None
    yearly = rental.job_cost * s.fine_tune.runs_per_year
    return base.plus_yearly(yearly, s.horizon_years, rental.cost.stale_prices)


def least_card_price(catalog: Catalog, scenario: Scenario, today: dt.date) -> float | None:
    """The cheapest accelerator the catalog sells in the scenario's market, in the scenario's currency: a one-off budget
    below it buys no hardware at all (the machine around the card costs more again)."""
    found = []
    for gpu in catalog.gpus:
        priced = None if gpu.cloud_only else price_of(gpu, scenario, today)
        if priced is not None:
            found.append(priced[0])
    return min(found) if found else None


def budget_doubt(catalog: Catalog, scenario: Scenario, today: dt.date) -> Text | None:
    """A one-off budget that cannot be what the buyer meant, said next to the field instead of being used in silence:
    "15" for 15万 (the wizard once read "15万" as 15 yuan and then told the boss to raise the budget to 96,079)."""
    budget = scenario.budget.one_off
    least = least_card_price(catalog, scenario, today)
    if not budget or least is None or budget >= least:
        return None
    currency = scenario.budget.currency
    meant = budget * (10_000 if currency == "CNY" else 1_000)
    suggestion = f"{budget:g}万 ({meant:,.0f})" if currency == "CNY" else f"{budget:g}k ({meant:,.0f})"
    return Text(
        "budget.buys_nothing",
        {"budget": f"{budget:,.0f} {currency}", "least": f"{least:,.0f} {currency}", "suggestion": suggestion},
    )
