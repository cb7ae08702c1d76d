"""Explanation: what a buyer reads about each option and, when nothing qualifies, what would work. The
reasons are core.foundation.messages Text (rendered in the buyer's language by whoever shows them); an option's name is
the same everywhere (results, charts, report, command line, suggestions)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.catalog.schema import Model
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.options.option import Option, option_name
from gpu_advisor.core.options.request import (
    Context,
    documents_per_hour,
    first_word_wait,
    generated_tokens,
    prompt_work,
    size_for,
    streaming_speed,
)
from gpu_advisor.core.recommend.api_comparison import ApiComparison
from gpu_advisor.core.recommend.ranking import invitation_only, stable_key
from gpu_advisor.core.recommend.result import Recommendation
from gpu_advisor.core.scenario import PRECISION_ORDER, Scenario


def describe(ctx: Context, option: Option) -> Option:
    """The option with the reasons a buyer reads: what fits, how fast, what it costs and what to watch, beside those
    the earlier stages gave it (pricing's, the ranking's lead for a pick)."""
    s, catalog = ctx.scenario, ctx.catalog
    gpu = catalog.gpus.get(option.gpu)
    quant = catalog.quants.get(option.quant)
    mem = option.estimate.memory
    reasons: list[Text] = []
    unified = ".unified" if gpu.unified_memory else ""  # a Mac or a Jetson: one pool of memory, not per card
    if option.fits:
        reasons.append(
            Text(
                f"reason.fits_headroom{unified}",
                {"model": ctx.model.name, "quant": quant.name, "headroom": round(mem.headroom_gb, 1)},
            )
        )
    else:
        # a full fine-tune trains 16-bit weights: a 4-bit format is no fix there
        full = ".full" if ctx.task == "full" else ""
        reasons.append(
            Text(
                f"reason.too_small{full}{unified}",
                {
                    "memory": round(gpu.memory_gb * option.count),
                    "model": ctx.model.name,
                    "quant": quant.name,
                    "need": round(mem.per_gpu_gb, 1),
                },
            )
        )
    batch = s.judged_by_documents  # judged by documents an hour instead of answer speed
    if ctx.task == "inference" and option.per_user_tokens_per_s is not None and option.per_user_range and not batch:
        low, high = option.per_user_range
        key = "reason.speed_ok" if option.meets_speed else "reason.speed_short"
        if ctx.users <= 1:
            key += ".one"  # "Each of 1 users" read as a slip to the buyer
        reasons.append(
            Text(
                key,
                {
                    "users": max(ctx.users, 1),
                    "speed": round(option.per_user_tokens_per_s, 1),
                    "low": round(low, 1),
                    "high": round(high, 1),
                    "wanted": s.tokens_per_s_per_user,
                },
            )
        )
    if ctx.task == "inference" and batch and s.documents_per_hour is not None:
        capacity = documents_per_hour(prompt_work(ctx), generated_tokens(ctx), option.estimate.speed)
        if capacity is not None:
            reasons.append(
                Text(
                    "reason.batch_ok" if capacity >= s.documents_per_hour else "reason.batch_short",
                    {
                        "documents": round(capacity),
                        "wanted": round(s.documents_per_hour),
                        "streams": max(ctx.users, 1),
                        "prompt": s.prompt_tokens,
                        "answer": s.answer_tokens,
                    },
                )
            )
    elif ctx.task == "inference" and option.per_user_tokens_per_s is not None:
        wait = first_word_wait(max(ctx.users, 1), prompt_work(ctx), option.estimate.speed)
        if wait is not None and ctx.model.thinks and s.thinking_tokens > 0 and option.per_user_tokens_per_s:
            # a reasoning model writes its thinking first: the answer starts and ends that much later
            thinking_s = s.thinking_tokens / option.per_user_tokens_per_s
            reasons.append(
                Text(
                    "reason.thinking",
                    {
                        "model": ctx.model.name,
                        "thinking": s.thinking_tokens,
                        "starts": round(wait + thinking_s),
                        "done": round(wait + thinking_s + s.answer_tokens / option.per_user_tokens_per_s),
                    },
                )
            )
            if ctx.model.plain_twin is not None and option.label == "recommended":  # said once, beside the 首选
                # the same architecture and size writes at about the same speed: its answer is complete that much
                # sooner (the model makers' own comparison says whether it answers the buyer's questions as well)
                twin = catalog.models.get(ctx.model.plain_twin)
                speed = option.estimate.speed
                assert speed.aggregate_tokens_per_s and speed.decode_tokens_per_s  # a per-user speed came from them
                plain = streaming_speed(
                    max(ctx.users, 1),
                    prompt_work(ctx),
                    s.answer_tokens,
                    speed.aggregate_tokens_per_s,
                    speed.prefill_tokens_per_s,
                    speed.decode_tokens_per_s,
                )
                reasons.append(
                    Text(
                        "reason.plain_twin",
                        {
                            "twin": twin.name,
                            "done": round(wait + s.answer_tokens / plain),
                            "model": ctx.model.name,
                        },
                    )
                )
        # (not for a CPU+GPU machine: the newer model's experts would need sizing against the host's memory)
        if option.label == "recommended" and ctx.model.newer is not None and option.host is None:
            reasons.append(newer_model_reason(ctx, option))
        if wait is not None and s.prompt_tokens > 0:
            limit = s.max_wait_s
            key = "reason.wait" if limit is None else "reason.wait_ok" if wait <= limit else "reason.wait_long"
            reasons.append(
                Text(
                    key,
                    {
                        "users": max(ctx.users, 1),
                        "prompt": s.prompt_tokens,
                        "wait": round(wait, 1),
                        "limit": limit if limit is not None else 0,
                    },
                )
            )
    if option.job_hours:
        hours, fastest, slowest = option.job_hours
        # rented for the run (cloud, or the hybrid's rental) or run on owned hardware (its electricity); a run
        # without a cost (a part with no price) says its time only, never "about 0" of anything
        run = "pretrain_job" if s.use_case == "pretrain" else "fine_tune_job"
        paid = "rent" if option.kind in ("cloud", "hybrid") else "power"
        reasons.append(
            Text(
                f"reason.{run}.{paid}" if option.job_cost is not None else f"reason.{run}.time",
                {
                    "hours": round(hours, 1),
                    "low": round(fastest, 1),
                    "high": round(slowest, 1),
                    "days": round(hours / 24),
                    "cost": round(option.job_cost or 0),
                    "currency": s.budget.currency,
                },
            )
        )
    if option.cost is not None:
        c = option.cost
        if option.kind == "cloud":
            if c.billing is not None:  # which billing mode, and why: before the monthly figure it explains
                reasons.extend(c.billing.reasons)
            reasons.append(
                Text(
                    "reason.cloud_cost",
                    {
                        "monthly": round(c.monthly),
                        "currency": c.currency,
                        "total": round(c.horizon_total),
                        "years": s.horizon_years,
                    },
                )
            )
        else:
            reasons.append(
                Text(
                    "reason.cost",
                    {
                        "total": round(c.horizon_total),
                        "currency": c.currency,
                        "years": s.horizon_years,
                        "upfront": round(c.upfront),
                    },
                )
            )
        if c.break_even_against:
            if c.break_even_month is not None:
                reasons.append(
                    Text("reason.break_even", {"instance": c.break_even_against, "months": c.break_even_month})
                )
            else:
                reasons.append(Text("reason.never_breaks_even", {"instance": c.break_even_against}))
        if c.used:
            reasons.append(Text("reason.used"))
        for stale in c.stale_prices:
            reasons.append(Text("reason.stale_price", {"gpu": stale.shown, "date": stale.as_of.isoformat()}))
    if not option.within_budget:
        budget = s.budget.one_off if option.kind != "cloud" or s.budget.monthly is None else s.budget.monthly
        reasons.append(Text("reason.over_budget", {"budget": round(budget or 0), "currency": s.budget.currency}))
    if option.kind == "hybrid" and option.cloud_instance and s.fine_tune is not None:
        # owned for daily use, rented for the fine-tuning runs: that is what the buyer reads first
        reasons.insert(
            0,
            Text(
                "reason.hybrid",
                {
                    "gpu": f"{option.count} x {gpu.name}",
                    "instance": catalog.cloud.get(option.cloud_instance).name,
                    "runs": s.fine_tune.runs_per_year,
                },
            ),
        )
    # an "avoid" pick leads with why it is wrong, a budget alternative with what it saves and gives up, the closest
    # answer with how far it falls short, a rented
    # pick keeps its cost last (its headline); everything else leads with the facts
    lead = option.label in ("avoid", "budget_alternative", "closest") or option.kind == "cloud"
    return replace(option, reasons=(*option.reasons, *reasons) if lead else (*reasons, *option.reasons))


def suggestions(ctx: Context, pool: list[Option], rerun: Callable[[Scenario], Recommendation]) -> list[Text]:
    """What would work when nothing qualifies, each with its cost (`rerun` recommends for a changed scenario,
    without suggestions of its own)."""
    s, catalog = ctx.scenario, ctx.catalog
    currency = s.budget.currency
    out: list[Text] = []
    if s.domestic_required and any(
        o.ruled_out is not None and o.ruled_out.key == "rule.not_domestic" and o.sound and o.within_budget for o in pool
    ):
        # the requirement, not the budget, is what stands in the way: said first, and the rest stays domestic
        out.append(Text("suggest.no_domestic"))
    # a part that would do the job but has no dated price in the catalog (the single-slot cards a one-free-slot tower
    # takes): said with the way to price it, a supplier's quote, rather than left out without a word (issue 23 item 5)
    unpriced = [
        o
        for o in pool
        if o.kind == "buy"
        and o.cost is None
        and o.fits
        and o.meets_speed
        and not o.failed_checks
        and o.ruled_out is None
    ]
    if unpriced:
        needs_quote = min(unpriced, key=lambda o: (o.count, -(o.per_user_tokens_per_s or 0.0), stable_key(o)))
        out.append(Text("suggest.needs_quote", {"option": option_name(catalog, needs_quote)}))
    runnable = [
        o
        for o in pool
        if o.fits and o.meets_speed and not o.failed_checks and o.cost is not None and o.ruled_out is None
    ]
    if s.target != "cloud":  # renting has a suggestion of its own, just below
        runnable = [o for o in runnable if o.kind != "cloud"] or runnable
    # a budget worth raising to buys a machine that starts with room to spare, not one with 0.24 GB free a card
    roomy = [o for o in runnable if o.headroom_share >= ROOM_TO_SUGGEST] or runnable
    if roomy:
        cheapest = min(roomy, key=lambda o: o.priced.horizon_total)
        if not cheapest.within_budget:
            # a buyer with a monthly budget only is told a monthly figure, not a sum over the years
            monthly_only = not s.budget.one_off and bool(s.budget.monthly)
            out.append(
                Text(
                    "suggest.more_gpus.monthly" if monthly_only else "suggest.more_gpus",
                    {
                        "cost": round(
                            cheapest.priced.monthly
                            if monthly_only
                            else cheapest.priced.upfront or cheapest.priced.horizon_total
                        ),
                        "currency": currency,
                        "option": option_name(catalog, cheapest),
                    },
                )
            )
    if s.target != "cloud":
        # a rental the buyer may take: not one ruled out (the data stays, a foreign part where 信创 is required)
        cloud = [o for o in pool if o.kind == "cloud" and o.fits and o.cost is not None and o.ruled_out is None]
        # an instance lent to invited customers only is suggested only where no other one would do
        cloud = [o for o in cloud if not invitation_only(ctx, o)] or cloud
        if cloud:
            best = min(cloud, key=lambda o: o.priced.monthly)
            out.append(
                Text(
                    "suggest.cloud",
                    {"option": option_name(catalog, best), "monthly": round(best.priced.monthly), "currency": currency},
                )
            )
    trials: list[tuple[str, Scenario, dict[str, Any]]] = []
    if s.lowest_precision != "int4" and PRECISION_ORDER.index(s.lowest_precision) < PRECISION_ORDER.index("int4"):
        trials.append(
            (
                "suggest.lower_precision",
                s.model_copy(update={"lowest_precision": "int4"}),
                {"quant": "4-bit (AWQ / GGUF Q4_K_M)"},
            )
        )
    # a shorter context only where the question, the thinking and the answer still fit in it (issue 23: "shorten the
    # context to 8,192" was told to a buyer with 8,000-token prompts); the buyer's prompt is never cut
    needed = s.prompt_tokens + s.answer_tokens + (s.thinking_tokens if ctx.model.thinks else 0)
    shorter = max(4096, s.context_tokens // 4, -(-needed // 1024) * 1024)
    if shorter < s.context_tokens:
        trials.append(
            ("suggest.shorter_context", s.model_copy(update={"context_tokens": shorter}), {"context": shorter})
        )
    smaller = smaller_model(catalog, ctx.model)
    if smaller is not None:
        trials.append(("suggest.smaller_model", s.model_copy(update={"model": smaller.id}), {"model": smaller.name}))
    # a server room is no answer for a buyer whose own tower takes a machine that runs it (issue 23: 8 Ascend cards
    # for 1.2M CNY to a buyer with a 20,000 CNY tower), only where nothing fits the place asked for
    fits_here = any(o.fits and o.kind != "cloud" for o in pool)
    if s.target in ("office", "edge") and not (fits_here and s.existing.chassis == "tower"):
        trials.append(("suggest.server_room", s.model_copy(update={"target": "server_room"}), {}))
    # the choices that rule parts out (core.options.suitability): what relaxing each would make possible
    if not s.used_ok:
        trials.append(("suggest.accept_used", s.model_copy(update={"used_ok": True}), {}))
    if s.team == "non_technical":
        trials.append(("suggest.team", s.model_copy(update={"team": "can_run_servers"}), {}))
    if s.target == "server_room" and not s.consumer_cards_ok:
        trials.append(("suggest.consumer", s.model_copy(update={"consumer_cards_ok": True}), {}))
    # what already works without any change (over the budget, say) is what "raise the budget" says: a change is
    # suggested only for what it makes possible
    possible = {stable_key(o) for o in pool if o.sound and o.ruled_out is None}
    for key, changed, params in trials:
        result = rerun(changed)
        allowed = [o for o in result.all_options if o.sound and o.ruled_out is None]
        sound = [o for o in allowed if o.kind != "cloud"] or allowed
        sound = [o for o in sound if stable_key(o) not in possible]
        if sound:
            # what fits the budget if anything does, else the cheapest that works at all
            best = min(sound, key=lambda o: (not o.within_budget, o.priced.horizon_total))
            out.append(
                Text(
                    key,
                    {
                        **params,
                        "option": option_name(catalog, best),
                        "cost": round(best.priced.horizon_total),
                        "currency": currency,
                    },
                )
            )
    if not out:
        out.append(Text("suggest.nothing"))
    return out


ROOM_TO_SUGGEST = 0.10  # memory to spare in an option a "raise the budget" suggestion names (the first choice's share)


def smaller_model(catalog: Catalog, model: Model) -> Model | None:
    """The next smaller model of the same family or, for a model others were distilled from (models.toml
    `distilled_from`: DeepSeek-R1), its largest distill below it."""
    pool = catalog.distills_of(model) or [m for m in catalog.models if m.family == model.family]
    smaller = [m for m in pool if m.params_b < model.params_b * 0.8]
    return max(smaller, key=lambda m: m.params_b) if smaller else None


def add_api_advice(apis: ApiComparison, ranked: list[Option], found: list[Text]) -> list[Option]:
    """Renting tokens, where it costs less than the hardware that does the job (or nothing here does): the ranked
    options with a reason on the recommended one (before a cloud pick's last reason, which is its headline), and a
    suggestion added to `found`, both with the privacy condition."""
    if apis.cheaper or apis.compared_total is None:
        found.append(apis.suggestion())
    return [_with_api_reason(apis, o) if o.label == "recommended" else o for o in ranked]


def _with_api_reason(apis: ApiComparison, best: Option) -> Option:
    reason = apis.reason_for(best)
    if reason is None:
        return best
    if best.kind == "cloud":
        at = max(len(best.reasons) - 1, 0)
        return replace(best, reasons=(*best.reasons[:at], reason, *best.reasons[at:]))
    return replace(best, reasons=(*best.reasons, reason))


def newer_model_reason(ctx: Context, option: Option) -> Text:
    """A newer model of about the same size that its maker's own tables show ahead of the buyer's (models.toml
    [model.newer]), and whether it runs on the recommended machine as sized for the same people: said once, beside
    the 首选, with the scores it rests on and the trade-off of its mode without thinking."""
    newer = ctx.model.newer
    assert newer is not None
    model = ctx.catalog.models.get(newer.model)
    gpu = ctx.catalog.gpus.get(option.gpu)
    fits = size_for(
        Context(ctx.catalog, ctx.scenario, model, ctx.task, ctx.users, ctx.today),
        gpu,
        option.count,
        ctx.catalog.quants.get(option.quant),
        ctx.catalog.runtimes.get(option.runtime),
        int(getattr(option, "machines", 1)),
    ).fits
    scores = [
        Text("reason.newer_model.score", {"benchmark": r.benchmark, "newer": r.newer, "this": r.this})
        for r in newer.scores
    ]
    return Text(
        "reason.newer_model" if fits else "reason.newer_model.bigger",
        {"newer": model.name, "model": ctx.model.name, "scores": scores, "date": newer.as_of.strftime("%Y-%m")},
    )
