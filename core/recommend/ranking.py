"""Ranking: which options a buyer is shown, and with which label. Suitability first: what an integrator would
not offer this buyer is ruled out before any price is compared (core.options.suitability). Then options that fit, are
fast enough, pass their checks and keep to the budget compete: the one of best risk-adjusted value is
recommended (首选), a cheaper one that still does the job is the budget alternative (平替, its compromise named;
none when nothing cheaper does), owning for daily use and renting for fine-tuning is the hybrid, a tempting
card that is wrong for this buyer is the one to avoid (踩雷), and the rest of the cost / speed / headroom Pareto
front follows. No tie depends on the order of the catalog's entries."""

from __future__ import annotations

import math
from dataclasses import replace

from gpu_advisor.core.catalog.market import market_status
from gpu_advisor.core.checks.checks import radeon
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.options.build import COMFORTABLE_HEADROOM_SHARE, cloud_option
from gpu_advisor.core.options.option import Option
from gpu_advisor.core.options.pricing import hybrid_cost
from gpu_advisor.core.options.request import Context, first_word_wait, prompt_work
from gpu_advisor.core.options.suitability import compromises

CARD_COMPLEXITY = 0.04  # the cost of running each card beyond the first, as a share of the total (value_of)
# the cost of running each machine beyond the first, as a share of the total (value_of): one more server to keep
# going, the network between them, and a runtime that splits the model over machines (pipeline parallel over the
# network, a distributed launcher) - a step up for a small business beyond one more card in the same box
MACHINE_COMPLEXITY = 0.10
MIN_HEADROOM_SHARE = 0.05  # an option with less than 5% memory to spare is too tight to offer at all
# The 首选 needs more: at least 10% of its memory to spare and the low end of its speed range at the wish. A first
# choice is what the buyer signs for the years ahead; the estimate's own error (memory a few per cent, speed up to
# about 10%: docs/sizing_methods.md) and a little growth in use must not tip it over. An option as tight as that is
# still offered as the 平替, its "less headroom" or "slower" compromise named; and where nothing within the budget has
# that much room, a tighter qualifying option can still come first (the reasons then show its small margin), never
# one below the floor that follows.
FIRST_CHOICE_HEADROOM_SHARE = 0.10
# Whatever its share, a first choice keeps at least 1 GB free on each card (and never less than MIN_HEADROOM_SHARE):
# a CUDA context, the runtime's own buffers and a driver update take some hundreds of MB that the estimate does not
# itemise, so 0.25 GB to spare on a card is a box that may not start at all (issue 23). Where nothing within the
# budget keeps that much, nothing is recommended: the suggestions say what would.
MIN_FIRST_CHOICE_SPARE_GB = 1.0
# What a person asking feels in chat and document Q&A is the time from question to complete answer: the first-word
# wait under load, then the thinking and the answer at the speed per user (core.recommend.explain's reason.thinking
# and reason.wait say the same figures). A first choice whose complete answer comes much later than the fastest
# comparable option's (within the budget, with the headroom a first choice needs) pays for it: beyond a quarter more
# time (within the estimate's own error, docs/sizing_methods.md, and not felt), each extra 50% of the fastest's time
# counts as 40% more cost, up to 90% (reached at about 2.4 times the fastest's time). The rule is the app's: an office
# that waits 2.5 minutes instead of 75 s for every answer (issue 23: a Mac first whose answers came 77-109 s after a
# GPU tower's) has bought a different product, which half the price does not make up for; the allowance keeps a few
# seconds from deciding between two boxes, and the cap keeps a cheap box that does the job from losing to one several
# times its price only for speed.
SLOW_ANSWER_ALLOWANCE = 0.25
SLOW_ANSWER_STEP = 0.5
SLOW_ANSWER_PENALTY = 0.40
SLOW_ANSWER_CAP = 0.90
FELT_USES = ("chat", "document_qa")  # uses judged by the wait for a complete answer
# The well-known parts a buyer is tempted by, which an "avoid" pick explains, are gpus.toml `tempting`.


def stable_key(o: Option) -> tuple[str, str, int, str, str, str, int, str, str]:
    """What an option is (its hardware, how it is had, its format and runtime): breaks ties by that, never by where
    its entries stand in the catalog's files, and tells one scenario's options from another's."""
    return (
        getattr(o, "kind", ""),
        getattr(o, "gpu", ""),
        getattr(o, "count", 0),
        getattr(o, "quant", ""),
        getattr(o, "runtime", ""),
        getattr(o, "cloud_instance", None) or "",
        int(getattr(o, "machines", 1)),
        getattr(o, "platform", None) or "",
        getattr(o, "host", None) or "",
    )


def rank(ctx: Context, pool: list[Option]) -> tuple[list[Option], bool]:
    """The options shown, labelled, in order: the picks first, then the rest of the Pareto front; and
    whether anything qualified (when nothing did, suggestions say what would).

    Suitability first (core.options.suitability: an option ruled out never competes), then price: the recommendation
    (首选) is the lowest risk-adjusted cost among what meets the speed wish with headroom (a domestic part
    first where domestic parts are required); the budget alternative (平替) is cheaper and still does the job,
    with its compromise named, or a line says that nothing cheaper does."""
    suitable = [o for o in pool if o.ruled_out is None]
    qualified = [o for o in suitable if o.sound and o.within_budget]
    comfortable = [o for o in qualified if o.headroom_share >= MIN_HEADROOM_SHARE] or qualified
    # a first choice must start: max(5%, 1 GB) free on each card (MIN_FIRST_CHOICE_SPARE_GB), never a tighter one
    startable = [o for o in comfortable if _starts(o)]
    comfortable = startable or comfortable
    ranked: list[Option] = []
    if startable:
        # The first choice is of the kind the buyer asked for (a machine of their own for a server room, an office or
        # the edge; a rental for a cloud buyer) wherever one qualifies: a rental is the buy-versus-rent comparison, shown
        # with its cost and said in the decision where it costs less (core.presentation.decision), never the answer to
        # "what should we buy for our server room" (issue 23: two Atlas servers lost first place to a rental at twice
        # their cost because the uncalibrated runtime's wide range missed the speed margin; a US server room was told to
        # rent an H100 by the hour). Within that kind, those with a first choice's margin come first. A job (a fine-tune,
        # a pretraining run) is another matter: run a few times a year, renting the hours is a real answer to "what
        # should we get", so there cost decides between bought and rented as before.
        own_kind = [o for o in comfortable if _own_kind(ctx, o)] if ctx.task == "inference" else []
        own_margin = [o for o in own_kind if _with_headroom(ctx, o)]
        first_pool = own_margin or own_kind or [o for o in comfortable if _with_headroom(ctx, o)] or comfortable
        # an instance the provider lends only to invited customers is never the first choice while another does the job
        first_pool = [o for o in first_pool if not invitation_only(ctx, o)] or first_pool
        domestic = [o for o in comfortable if ctx.catalog.is_domestic(ctx.catalog.gpus.get(o.gpu))]
        if ctx.scenario.domestic_required and domestic:
            first_pool = [o for o in domestic if _with_headroom(ctx, o)] or domestic
        # the complete answer's time, against the fastest of the options of the kind the buyer asked for (fastest_own)
        times = answer_times(ctx, first_pool)
        fastest = fastest_own(ctx, first_pool, times)
        recommended = min(
            first_pool,
            key=lambda o: (value_of(ctx, o) * slow_answer_factor(times.get(id(o)), fastest), stable_key(o)),
        )
        # the best option that would do the job if it were domestic: what the requirement costs, said without naming
        # the foreign part (a domestic-only answer names none)
        foreign = [
            o
            for o in pool
            if o.ruled_out is not None
            and o.ruled_out.key == "rule.not_domestic"
            and o.sound
            and o.within_budget
            and o.headroom_share >= MIN_HEADROOM_SHARE
        ]
        extra = _domestic_reasons(ctx, recommended, comfortable + foreign, bool(domestic))
        found = _alternative(ctx, recommended, qualified, suitable, ctx.scenario.domestic_required and bool(domestic))
        alternative, short = found if found is not None else (None, [])
        if alternative is None:
            extra.append(Text("reason.no_cheaper_alternative"))
        hybrid = _hybrid(ctx, recommended)
        picked = [recommended] + ([alternative] if alternative is not None else [])
        ranked.append(
            replace(
                recommended,
                label="recommended",
                reasons=recommended.reasons + _consumer_tradeoffs(ctx, recommended) + tuple(extra),
            )
        )
        if alternative is not None:
            saving = recommended.priced.horizon_total - alternative.priced.horizon_total
            lead = Text(
                "reason.alternative",
                {
                    "saving": round(saving),
                    "currency": alternative.priced.currency,
                    "compromises": compromises(ctx, alternative, recommended),
                },
            )
            limits = tuple(r for r in alternative.reasons if r.key.startswith("reason.hybrid"))  # a CPU+GPU machine's
            ranked.append(
                replace(
                    alternative,
                    label="budget_alternative",
                    reasons=(lead, *short, *limits, *_consumer_tradeoffs(ctx, alternative)),
                )
            )
        if hybrid:
            ranked.append(hybrid)
    else:
        closest = _closest(ctx, suitable)
        if closest is not None:
            picked, labelled = [closest[0]], closest[1]
            ranked.append(labelled)
        else:
            picked = []
    avoid = _avoid(ctx, pool, picked)
    if avoid:
        ranked.append(avoid)
    # one headroom rule for every label: what follows the picks needs the headroom the 首选 needed
    # a twin of an option already shown (the same card and count at the same cost and speed, another provider's T4 by
    # the hour at AWS's rate) says nothing new and would push a real trade-off out of the five
    shown = {_twin_key(p) for p in picked}
    front: list[Option] = []
    for o in pareto_front(comfortable):
        if all(o is not p for p in picked) and _twin_key(o) not in shown:
            shown.add(_twin_key(o))
            front.append(o)
    ranked.extend(front[:5])
    return ranked, bool(startable)


def _twin_key(o: Option) -> tuple[str, int, int, float]:
    """What makes two options the same choice for the buyer: the card, how many, the cost over the years (to the unit
    of currency) and each user's speed (to a tenth of a token a second)."""
    cost = round(o.cost.horizon_total) if o.cost is not None else -1
    return (o.gpu, o.count * o.machines, cost, round(o.per_user_tokens_per_s or 0.0, 1))


def _consumer_tradeoffs(ctx: Context, option: Option) -> tuple[Text, ...]:
    """A consumer card in a server room: its licence, cooling, density and warranty trade-offs, said with it."""
    if not _consumer_in_server_room(ctx, option):
        return ()
    return (Text(f"reason.consumer_tradeoffs{radeon(ctx.catalog.gpus.get(option.gpu))}"),)


def _closest(ctx: Context, suitable: list[Option]) -> tuple[Option, Option] | None:
    """Nothing meets the wish within the budget: the option that comes nearest without breaking anything else (it
    fits, passes its checks, is allowed for this buyer and within the budget), with exactly how far it falls short
    (issue 23: two domestic servers at 94% of the speed wished were never shown; the buyer got nothing). Returned as
    it was in the pool and as shown, labelled "closest" with its shortfalls leading its reasons."""
    s = ctx.scenario
    if ctx.task != "inference" or s.judged_by_documents:
        return None
    near = [
        o
        for o in suitable
        if o.fits
        and not o.failed_checks
        and o.cost is not None
        and o.within_budget
        and not o.meets_speed
        and o.per_user_tokens_per_s is not None
        and (o.kind != "cloud" or s.target == "cloud")
    ]
    if not near:
        return None
    option = max(near, key=lambda o: (o.per_user_tokens_per_s or 0.0, -o.priced.horizon_total, stable_key(o)))
    return option, replace(option, label="closest", reasons=(*shortfalls(ctx, option), *option.reasons))


def shortfalls(ctx: Context, option: Option) -> list[Text]:
    """Exactly how far an option falls short of the wish: "9.4 of the 10 tokens/s wished", "first word after 10.6 s
    against 10 s"."""
    s = ctx.scenario
    speed, wanted = option.per_user_tokens_per_s or 0.0, s.tokens_per_s_per_user
    found: list[Text] = []
    if speed < wanted:
        share = round(100 * speed / wanted) if wanted else 0
        found.append(Text("reason.shortfall.speed", {"speed": round(speed, 1), "wanted": wanted, "share": share}))
    wait = wait_under_load(ctx, option)
    if s.max_wait_s is not None and wait is not None and wait > s.max_wait_s:
        found.append(Text("reason.shortfall.wait", {"wait": round(wait, 1), "limit": s.max_wait_s}))
    return found


def wait_under_load(ctx: Context, option: Option) -> float | None:
    """Seconds to the first word with the buyer's people asking at once (core.options.request.first_word_wait), worked
    out from the estimate: the ranking runs before the reasons that state it are written (core.recommend.explain)."""
    return first_word_wait(max(ctx.users, 1), prompt_work(ctx), option.estimate.speed)


# A 平替 may fall short of the wish by this share at most (speed per user, first-word wait), where it saves at least
# NEAR_MISS_SAVING of the first choice's cost and nothing cheaper meets the wish (issue 23: a hospital's 4-card build,
# 0.6 s over its 10 s first-word limit at half the price of the 8-card first choice, was never shown)
NEAR_MISS_SHARE = 0.10
NEAR_MISS_SAVING = 0.25


def _near_miss(ctx: Context, option: Option) -> bool:
    s = ctx.scenario
    if ctx.task != "inference" or s.judged_by_documents or option.per_user_tokens_per_s is None:
        return False
    if option.per_user_tokens_per_s < (1 - NEAR_MISS_SHARE) * s.tokens_per_s_per_user:
        return False
    wait = wait_under_load(ctx, option)
    return s.max_wait_s is None or (wait is not None and wait <= (1 + NEAR_MISS_SHARE) * s.max_wait_s)


def _starts(option: Option) -> bool:
    """Whether an option keeps the memory a first choice needs to start on every card: MIN_HEADROOM_SHARE and at
    least MIN_FIRST_CHOICE_SPARE_GB free on each."""
    spare = option.estimate.memory.headroom_gb
    return option.headroom_share >= MIN_HEADROOM_SHARE and spare >= MIN_FIRST_CHOICE_SPARE_GB


def answer_seconds(ctx: Context, option: Option, with_wait: bool = True) -> float | None:
    """Seconds from a question to its complete answer, under the buyer's load, for chat and document Q&A (FELT_USES):
    the first-word wait, then the thinking of a reasoning model and the answer at the speed per user; without the
    wait when `with_wait` is false. None where the use is judged otherwise (batch work, training), the option has no
    speed, or its wait is wanted and unknown (no prompt-reading speed for it)."""
    s = ctx.scenario
    speed = option.per_user_tokens_per_s
    if ctx.task != "inference" or s.use_case not in FELT_USES or not speed:
        return None
    wait = wait_under_load(ctx, option) if with_wait else 0.0
    if wait is None:
        return None
    thinking = s.thinking_tokens if ctx.model.thinks else 0
    return wait + (thinking + s.answer_tokens) / speed


def answer_times(ctx: Context, options: list[Option]) -> dict[int, float]:
    """answer_seconds of each option that has one, by id(option), all counted the same way: where one option's
    first-word wait is unknown, every option is compared on its thinking and answer alone, so that an unknown wait
    never counts as no wait."""
    timed = [o for o in options if answer_seconds(ctx, o, with_wait=False) is not None]
    with_wait = all(answer_seconds(ctx, o) is not None for o in timed)
    return {id(o): seconds for o in timed if (seconds := answer_seconds(ctx, o, with_wait)) is not None}


def fastest_own(ctx: Context, options: list[Option], times: dict[int, float]) -> float | None:
    """The fastest complete answer the slow-answer rule measures against: among the options of the kind the buyer asked
    for (rented for a cloud buyer, bought or owned for the others) where any has a time, else among all. A rental is
    offered to a server-room or office buyer as the buy-versus-rent comparison: a faster rented card (a GPU cloud's
    single H200 by the hour) must not make every machine the buyer could own "slow" and so win first place at 1.6 times
    the price of two cards that meet the wish (issue 24: Llama 3.3 70B for 10 users in a US server room)."""
    rented = ctx.scenario.target == "cloud"
    own = [times[id(o)] for o in options if id(o) in times and (o.kind == "cloud") == rented]
    return min(own, default=None) or min(times.values(), default=None)


def slow_answer_factor(seconds: float | None, fastest: float | None) -> float:
    """What a complete answer later than the fastest comparable one's adds to an option's value (SLOW_ANSWER_*):
    beyond 25% more time, 1 + 0.40 for each extra 50% of the fastest's time, at most 1.90; 1 where the use is not
    judged by it."""
    if seconds is None or not fastest:
        return 1.0
    extra = max(0.0, seconds / fastest - 1.0 - SLOW_ANSWER_ALLOWANCE)
    return 1.0 + min(SLOW_ANSWER_CAP, SLOW_ANSWER_PENALTY * extra / SLOW_ANSWER_STEP)


def _own_kind(ctx: Context, option: Option) -> bool:
    """Whether an option is of the kind the buyer asked for: rented for a cloud buyer, bought or owned for the others."""
    return (option.kind == "cloud") == (ctx.scenario.target == "cloud")


def invitation_only(ctx: Context, option: Option) -> bool:
    """A rental the provider lends to invited customers only (cloud.toml invitation_only): never first, suggested last."""
    return option.cloud_instance is not None and ctx.catalog.cloud.get(option.cloud_instance).invitation_only


def _with_headroom(ctx: Context, option: Option) -> bool:
    """Whether an option has the margin a first choice needs (FIRST_CHOICE_HEADROOM_SHARE): memory to spare, for
    inference the low end of its speed range at the buyer's wish, and for a pretraining run the slow end of its days
    within the days allowed."""
    if option.headroom_share < FIRST_CHOICE_HEADROOM_SHARE:
        return False
    s = ctx.scenario
    if s.use_case == "pretrain" and s.fine_tune is not None and option.job_hours:
        return option.job_hours[2] / 24 <= s.fine_tune.max_days
    low = option.per_user_range[0] if option.per_user_range else None
    return ctx.task != "inference" or s.judged_by_documents or low is None or low >= s.tokens_per_s_per_user


def _alternative(
    ctx: Context, recommended: Option, qualified: list[Option], suitable: list[Option], domestic_only: bool
) -> tuple[Option, list[Text]] | None:
    """The 平替 and how far it falls short of the wish (nothing, usually). Of the options that do the job (fit with
    headroom, fast enough, pass their checks, within budget), on other hardware and bought the way the recommendation
    is (or rented when it is rented), the best value among those that cost less over the horizon. Where none does,
    one that falls short by at most NEAR_MISS_SHARE for at least NEAR_MISS_SAVING less (on any count of any card),
    said with its shortfall; None when neither exists."""
    rented = recommended.kind == "cloud"

    def allowed(o: Option) -> bool:
        return (
            o.headroom_share >= MIN_HEADROOM_SHARE
            and (o.kind == "cloud") == rented
            and (not domestic_only or ctx.catalog.is_domestic(ctx.catalog.gpus.get(o.gpu)))
        )

    cheaper = [
        o
        for o in qualified
        if allowed(o)
        and (o.gpu != recommended.gpu or o.kind != recommended.kind)
        and o.priced.horizon_total < recommended.priced.horizon_total
    ]
    if cheaper:
        return min(cheaper, key=lambda o: (value_of(ctx, o), stable_key(o))), []
    near = [
        o
        for o in suitable
        if o.fits
        and not o.failed_checks
        and o.cost is not None
        and o.within_budget
        and not o.meets_speed
        and allowed(o)
        # already short of the wish: not short of memory too (a tenth free, as a format chosen for quality needs)
        and o.headroom_share >= COMFORTABLE_HEADROOM_SHARE
        and o.priced.horizon_total <= (1 - NEAR_MISS_SAVING) * recommended.priced.horizon_total
        and _near_miss(ctx, o)
    ]
    if not near:
        return None
    option = min(near, key=lambda o: (value_of(ctx, o), stable_key(o)))
    return option, shortfalls(ctx, option)


def _consumer_in_server_room(ctx: Context, option: Option) -> bool:
    return (
        option.kind == "buy"
        and option.host_system is None  # a machine sold whole: its vendor chose and supports the card
        and ctx.scenario.target == "server_room"
        and ctx.catalog.gpus.get(option.gpu).segment == "consumer"
    )


def _domestic_reasons(ctx: Context, recommended: Option, comfortable: list[Option], any_domestic: bool) -> list[Text]:
    """Where domestic parts are required: what the domestic choice costs in money and speed against the best
    other one, and in software; or that no domestic part does this job here."""
    if not ctx.scenario.domestic_required:
        return []
    if not any_domestic:
        return [Text("reason.no_domestic")]
    gpu = ctx.catalog.gpus.get(recommended.gpu)
    runtime = ctx.catalog.runtimes.get(recommended.runtime).name
    reasons = [Text("reason.domestic_software", {"stack": ctx.catalog.stack_name(gpu.ecosystem), "runtime": runtime})]
    others = [
        o
        for o in comfortable
        if not ctx.catalog.is_domestic(ctx.catalog.gpus.get(o.gpu)) and o.kind == recommended.kind
    ]
    if others:
        other = min(others, key=lambda o: (value_of(ctx, o), stable_key(o)))
        extra = round(recommended.priced.horizon_total - other.priced.horizon_total)
        speed, other_speed = recommended.per_user_tokens_per_s or 0.0, other.per_user_tokens_per_s or 0.0
        slower = round(100 * (1 - speed / other_speed)) if other_speed > 0 else 0
        currency = recommended.priced.currency
        money = (
            Text("domestic.costs_more", {"amount": extra, "currency": currency})
            if extra > 0
            else Text("domestic.costs_less", {"amount": -extra, "currency": currency})
            if extra < 0
            else Text("domestic.costs_same")
        )
        pace = (
            Text("domestic.slower", {"share": slower})
            if slower > 0
            else Text("domestic.faster", {"share": -slower})
            if slower < 0
            else Text("domestic.as_fast")
        )
        reasons.insert(0, Text("reason.domestic_cost", {"money": money, "pace": pace}))
    return reasons


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
        front,
        key=lambda o: (
            o.priced.horizon_total,
            0.0 if with_headroom else o.per_user_tokens_per_s or 0.0,
            stable_key(o),
        ),
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
    rental = min(rentals, key=lambda o: (o.job_cost if o.job_cost is not None else math.inf, stable_key(o)))
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


def value_of(ctx: Context, option: Option) -> float:
    """Cost over the horizon, raised for what makes an option riskier than its price says: each warning
    (10%), a speed whose low end misses the wish (15%), less than 10% memory to spare (10%), each card
    beyond the first that the buyer runs (4%): one more slot, power cable and part to fail, and one more
    card the model is split over, and each machine beyond the first, bought or rented (10%, MACHINE_COMPLEXITY). A small
    business runs one card more easily than four, so four old cards no longer win over one new card that
    costs 3% more. The cards are counted over every machine of an option: three servers of eight small cards
    are 24 cards to run and split the model over, not eight, and they no longer win over one 8-GPU server
    that costs a little more."""
    # a to-do for the supplier (the software to install, room to grow, a 信创 host to specify) is not a risk
    warnings = sum(
        1 for c in option.checks if c.status == "warn" and c.id not in ("growth", "cuda", "pytorch", "xinchuang_host")
    )
    score = option.priced.horizon_total * (1 + 0.1 * warnings)
    machines = int(getattr(option, "machines", 1))  # several machines of `count` cards each (sizing.several_machines)
    if option.kind == "buy":
        # a server sold whole with its modules (HGX, DGX, Atlas: platforms.toml kind "system") has no cards for the
        # buyer to fit, cable and split by hand: only its machines count
        system = option.platform is not None and ctx.catalog.platforms.get(option.platform).kind == "system"
        cards = 0 if system else option.count * machines - 1
        score *= 1 + CARD_COMPLEXITY * cards + MACHINE_COMPLEXITY * (machines - 1)
    elif machines > 1:
        # a rented instance comes with its cards fitted, but a job spread over 32 rented machines still has 32 times
        # the nodes to fail, restart from a checkpoint and keep in step as one machine
        score *= 1 + MACHINE_COMPLEXITY * (machines - 1)
    if (
        ctx.task == "inference"
        and option.per_user_range
        and option.per_user_range[0] < ctx.scenario.tokens_per_s_per_user
    ):
        score *= 1.15
    if option.headroom_share < 0.10:
        score *= 1.10
    # a 4-bit format loses some quality against 8 or 16 bits (quants.toml quality lines): it wins only where it saves
    # more than that share, never where a higher precision fits on the same hardware for the same money (issue 23:
    # AWQ INT4 chosen where FP8 fitted with room to spare); a model released in that format loses nothing
    quant = ctx.catalog.quants.get(option.quant)
    if option.quant != ctx.model.released_quant:
        if quant.bits_per_weight <= LOW_BITS[1]:
            score *= 1 + LOW_BITS_PENALTY[1]
        elif quant.bits_per_weight <= LOW_BITS[0]:
            score *= 1 + LOW_BITS_PENALTY[0]
    return score


LOW_BITS = (5.0, 3.5)  # bits per weight at or below which a format counts as 4-bit, then as 3-bit or less
LOW_BITS_PENALTY = (0.05, 0.10)  # the share of the cost a 4-bit, then a 3-bit format must save to be preferred


AVOID_MEMORY_LIMIT = 4.0  # an avoid pick needs at most this many times the memory it has
TEMPTING_MOST_CARDS = 8  # an avoid pick has at most the cards of a common 8-slot server (platforms.toml server-pcie-8)


def _avoid(ctx: Context, pool: list[Option], picked: list[Option]) -> Option | None:
    """A tempting choice that is wrong here: a well-known card that does not fit, is too slow, fails a
    check, is restricted, or that an integrator would not offer this buyer (core.options.suitability: a consumer card in
    a server room, a part no longer made, a stack the team cannot run); the reason says why, labelled "avoid". Never a
    card already picked (`picked`: the pool's options chosen above it)."""
    picked_gpus = {o.gpu for o in picked}
    found: list[tuple[int, Option]] = []
    for gpu in ctx.catalog.tempting_gpus():  # gpus.toml `tempting`, in its order
        gpu_id = gpu.id
        if gpu_id in picked_gpus:
            continue
        status = market_status(gpu, ctx.scenario.region)
        if status is not None and status.reason == "not_sold_there":
            continue  # a China SKU, which tempts nobody where it is not sold
        if ctx.scenario.domestic_required and not ctx.catalog.is_domestic(gpu):
            continue  # a buyer who must buy domestic is not tempted by a foreign card: it is not named at all
        wrong = [
            o
            for o in pool
            if o.gpu == gpu_id
            and all(o is not p for p in picked)
            and o.kind == "buy"
            and _flawed(o)
            # a buyer is tempted by a card that nearly does it, not by one a model needs many times over (DeepSeek-R1
            # 671B on one 16 GB T4): such a variant explains nothing
            and o.estimate.memory.per_gpu_gb <= AVOID_MEMORY_LIMIT * o.estimate.memory.usable_per_gpu_gb
            # nor by a many-card box (16 A10s, or two machines of 16 T4s, for DeepSeek-R1): the tempting cards are
            # bought one to eight a machine
            and o.count <= TEMPTING_MOST_CARDS
        ]
        if wrong:
            # the variant a buyer would most likely try: one that loads, on few cards, in a small format
            option = min(
                wrong,
                key=lambda o: (
                    not o.fits,
                    o.count,
                    ctx.catalog.quants.get(o.quant).bits_per_weight,
                    stable_key(o),
                ),
            )
            # the card a buyer would propose and an integrator would refuse whatever the count comes first (a
            # grey-market 48 GB 4090 in a server room); then a part whose only fault is that it is no longer made (the
            # source article's T4); last a card that is wrong only in this count (one L4 too slow where two do it)
            every = all(_flawed(o) for o in pool if o.gpu == gpu_id and o.kind == "buy")
            strength = 1 if _only_old(option) else 0 if every else 2
            found.append((strength, option))
    if not found:
        return None
    option = min(found, key=lambda pair: pair[0])[1]  # the first of the strongest, in the catalog's order
    problems = [c.message for c in option.failed_checks[:1]]
    if not problems and option.ruled_out is not None:
        problems = [option.ruled_out]
    if not problems:  # it loads but is too slow for the wish, or does not load: said as "why not" says it
        gpu = ctx.catalog.gpus.get(option.gpu)
        if option.fits and option.per_user_tokens_per_s is not None:
            wanted = ctx.scenario.tokens_per_s_per_user
            speed = round(option.per_user_tokens_per_s, 1)
            problems = [Text("whynot.slow", {"gpu": gpu.name, "speed": speed, "wanted": wanted})]
        else:
            problems = [Text("whynot.no_fit", {"gpu": gpu.name, "model": ctx.model.name})]
    return replace(
        option,
        label="avoid",
        # it cannot run at all: no cost over the years, no payback month
        cost=option.cost if option.fits else None,
        avoid_problem=problems[0],
        reasons=tuple(Text("reason.avoid_check", {"problem": p}) for p in problems),
    )


def _flawed(option: Option) -> bool:
    """Wrong for this buyer in this count: does not fit, too slow, fails a check or is ruled out."""
    return not option.fits or not option.meets_speed or bool(option.failed_checks) or option.ruled_out is not None


OLD_PART_RULES = ("rule.end_of_life_stock_only", "rule.withdrawn")


def _only_old(option: Option) -> bool:
    """Wrong here only because the part is no longer made: it fits, is fast enough and passes every check."""
    return (
        option.ruled_out is not None
        and option.ruled_out.key in OLD_PART_RULES
        and option.fits
        and option.meets_speed
        and not option.failed_checks
    )
