"""Ranking: which options a buyer is shown, and with which label. Options that fit, are fast enough, pass
their checks and keep to the budget compete: the one of best value is recommended (首选), the cheapest
sound one on other hardware is the budget alternative (平替, or a plain substitute when it costs more),
owning for daily use and renting for fine-tuning is the hybrid, a tempting but flawed card is the one to
avoid (踩雷), and the rest of the cost / speed / headroom Pareto front follows."""

from __future__ import annotations

import math

from gpu_advisor.core.candidates import Context, cloud_option
from gpu_advisor.core.costing import hybrid_cost
from gpu_advisor.core.i18n import Text
from gpu_advisor.core.market import market_status
from gpu_advisor.core.recommendation import Option

CARD_COMPLEXITY = 0.04  # the cost of running each card beyond the first, as a share of the total (_value)
MIN_HEADROOM_SHARE = 0.05  # an option with less than 5% memory to spare is too tight to recommend
# The well-known parts a buyer is tempted by, which an "avoid" pick explains, are gpus.toml `tempting`.


def rank(ctx: Context, pool: list[Option]) -> tuple[list[Option], bool]:
    """The options shown, labelled, in order: the picks first, then the rest of the Pareto front; and
    whether anything qualified (when nothing did, suggestions say what would)."""
    qualified = [o for o in pool if o.sound and o.within_budget]
    comfortable = [o for o in qualified if o.headroom_share >= MIN_HEADROOM_SHARE] or qualified
    ranked: list[Option] = []
    if comfortable:
        recommended = min(comfortable, key=lambda o: _value(ctx, o))
        recommended.label = "recommended"
        ranked.append(recommended)
        # the budget alternative (平替): the cheapest sound option on other hardware, tight fits and
        # compromises allowed; when nothing is cheaper it is the next substitute by price
        others = [o for o in qualified if o.gpu != recommended.gpu or o.kind != recommended.kind]
        if others:
            alternative = min(others, key=lambda o: o.priced.horizon_total)
            # a 平替 is cheaper by definition; a dearer substitute is shown as a plain alternative
            alternative.label = (
                "alternative" if alternative.priced.horizon_total <= recommended.priced.horizon_total else "substitute"
            )
            ranked.append(alternative)
        hybrid = _hybrid(ctx, recommended)
        if hybrid:
            ranked.append(hybrid)
    avoid = _avoid(ctx, pool, ranked)
    if avoid:
        ranked.append(avoid)
    front = [o for o in pareto_front(qualified) if o not in ranked]
    ranked.extend(front[:5])
    return ranked, bool(comfortable)


def pareto_front(options: list[Option], with_headroom: bool = True) -> list[Option]:
    """Options no other option beats on total cost, per-user speed and (unless `with_headroom` is false,
    as for a chart with two axes) memory headroom at once, cheapest first; equals beat no one."""

    def merits(o: Option) -> tuple[float, ...]:  # higher is better
        cost_speed = (-o.priced.horizon_total, o.per_user_tokens_per_s or 0.0)
        return (*cost_speed, o.headroom_share) if with_headroom else cost_speed

    scored = [(o, merits(o)) for o in options]
    front = [
        a
        for a, ma in scored
        if not any(b is not a and all(x >= y for x, y in zip(mb, ma, strict=True)) and mb != ma for b, mb in scored)
    ]
    return sorted(
        front, key=lambda o: (o.priced.horizon_total, 0.0 if with_headroom else o.per_user_tokens_per_s or 0.0)
    )


def _hybrid(ctx: Context, recommended: Option) -> Option | None:
    """Own hardware for daily inference, rent GPUs for the occasional fine-tuning runs."""
    s = ctx.scenario
    if s.fine_tune is None or ctx.task != "inference" or recommended.kind == "cloud" or recommended.cost is None:
        return None
    tune_ctx = Context(ctx.catalog, s, ctx.model, s.fine_tune.method, 1, ctx.today)
    rentals = [o for o in (cloud_option(tune_ctx, i) for i in ctx.catalog.cloud) if o and o.fits and o.job_hours]
    if not rentals:
        return None
    rental = min(rentals, key=lambda o: o.job_cost if o.job_cost is not None else math.inf)
    base = recommended.cost
    hybrid = Option(
        kind="hybrid",
        gpu=recommended.gpu,
        count=recommended.count,
        quant=recommended.quant,
        runtime=recommended.runtime,
        estimate=recommended.estimate,
        checks=recommended.checks,
        per_user_tokens_per_s=recommended.per_user_tokens_per_s,
        per_user_range=recommended.per_user_range,
        platform=recommended.platform,
        cloud_instance=rental.cloud_instance,
        label="hybrid",
        job_hours=rental.job_hours,
        job_cost=rental.job_cost,
        meets_speed=recommended.meets_speed,
        within_budget=recommended.within_budget,
        cost=hybrid_cost(ctx, base, rental),
    )
    return hybrid


def _value(ctx: Context, option: Option) -> float:
    """Cost over the horizon, raised for what makes an option riskier than its price says: each warning
    (10%), a speed whose low end misses the wish (15%), less than 10% memory to spare (10%), and each card
    beyond the first in a machine the buyer runs (4%): one more slot, power cable and part to fail, and one
    more card the model is split over. A small business runs one card more easily than four, so four old
    cards no longer win over one new card that costs 3% more."""
    warnings = sum(1 for c in option.checks if c.status == "warn" and c.id not in ("growth", "cuda", "pytorch"))
    score = option.priced.horizon_total * (1 + 0.1 * warnings)
    if option.kind == "buy":
        score *= 1 + CARD_COMPLEXITY * (option.count - 1)
    if (
        ctx.task == "inference"
        and option.per_user_range
        and option.per_user_range[0] < ctx.scenario.tokens_per_s_per_user
    ):
        score *= 1.15
    if option.headroom_share < 0.10:
        score *= 1.10
    return score


def _avoid(ctx: Context, pool: list[Option], ranked: list[Option]) -> Option | None:
    """A tempting choice that is wrong here: a well-known card that does not fit, is too slow, fails a
    check or is restricted; the reason says why."""
    for gpu in ctx.catalog.tempting_gpus():  # gpus.toml `tempting`, in its order
        gpu_id = gpu.id
        status = market_status(gpu, ctx.scenario.region)
        if status is not None and status.reason == "not_sold_there":
            continue  # a China SKU, which tempts nobody where it is not sold
        flawed = [
            o
            for o in pool
            if o.gpu == gpu_id
            and o not in ranked
            and o.kind == "buy"
            and (not o.fits or not o.meets_speed or o.failed_checks)
        ]
        if flawed:
            # the variant a buyer would most likely try: one that loads, on few cards, in a small format
            option = min(flawed, key=lambda o: (not o.fits, o.count, ctx.catalog.quants.get(o.quant).bits_per_weight))
            option.label = "avoid"
            problems = [c.message for c in option.failed_checks[:1]]
            option.avoid_problem = problems[0] if problems else None
            option.reasons = [Text("reason.avoid_check", {"problem": p}) for p in problems]
            return option
    return None
