"""One option of each kind, sized, checked, priced and judged: a bought GPU machine (buy_option), a rented cloud
instance (cloud_option), a CPU+GPU machine sold whole (hybrid_options); and the judging every option gets (fits, fast
enough, within budget)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from gpu_advisor.core.catalog import UnknownEntry
from gpu_advisor.core.catalog.market import platform_takes
from gpu_advisor.core.catalog.schema import CloudInstance, Gpu, Host, HostSystem, Platform, Quant, Runtime
from gpu_advisor.core.checks.checks import Check, check_fits, fits_check, market_check, power_limit_of, run_checks
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.options.joining import join_machines, rack_check
from gpu_advisor.core.options.option import CostSummary, Option, RecommendError
from gpu_advisor.core.options.pricing import cost_host_system, cost_purchase, cost_rental, rental_price
from gpu_advisor.core.options.request import (
    Context,
    allowed_quants,
    documents_per_hour,
    first_word_wait,
    generated_tokens,
    job_hours_of,
    per_user_speed,
    prompt_work,
    quants_for,
    runtimes_for,
    size_for,
    training_runtimes,
)
from gpu_advisor.core.scenario import Existing
from gpu_advisor.core.sizing import OWN_HOST_ID, Estimate, estimate, host_from_facts, power_limit_factors, power_limited


def buy_option(
    ctx: Context,
    gpu: Gpu,
    count: int,
    quant: Quant,
    runtime: Runtime,
    platform: Platform | None,
    owned: bool = False,
    machines: int = 1,
) -> Option:
    s = ctx.scenario
    est = size_for(ctx, gpu, count, quant, runtime, machines)
    in_existing = owned or (
        s.existing.chassis in ("tower", "rack")
        and s.target in ("office", "server_room")
        and platform is not None
        and platform.form_factors == ["pcie"]
    )
    if est.fits:
        checks = run_checks(
            ctx.catalog,
            gpu=gpu,
            count=count,
            model=ctx.model,
            quant=quant,
            runtime=runtime,
            split=est.split,
            task=ctx.task,
            target=s.target,
            region=s.region,
            existing=s.existing,
            platform=platform,
            weights_gb=est.memory.breakdown["weights"],
            per_gpu_gb=est.memory.per_gpu_gb,
            usable_gb=est.memory.usable_per_gpu_gb,
            in_existing_machine=in_existing,
            memo=ctx.checks_memo,
        )
    else:  # it cannot run: the memory verdict (and where it may be bought) is all that matters
        checks = [
            fits_check(
                est.memory.per_gpu_gb, est.memory.usable_per_gpu_gb, gpu.unified_memory, ctx.task, ctx.checks_memo
            ),
            market_check(ctx.catalog, gpu, s.region, memo=ctx.checks_memo),
        ]
    if owned:  # the buyer already has these cards: export rules no longer matter
        checks = [c for c in checks if c.id != "export_control"]
    # the supply carries the cards only below their board power (issue 23): they are offered that way, at that speed
    power_limit = power_limit_of(checks)
    if power_limit is not None:
        est = power_limited(est, power_limit / gpu.tdp_w)
    per_user, per_user_range = per_user_speed(ctx, est)
    job_hours = job_hours_of(ctx, est)
    priced = cost_purchase(ctx, est, count, job_hours, gpu, platform, in_existing, owned)
    if machines > 1:
        priced = join_machines(ctx, priced, gpu, count, machines, platform)
        checks.append(rack_check(gpu, count, machines, platform))
    if not owned and priced.cost is not None and priced.cost.used:
        # the market check judges what is bought: a used unit of a part no longer sold new there
        checks = [
            market_check(ctx.catalog, gpu, s.region, "used", ctx.checks_memo) if c.id == "export_control" else c
            for c in checks
        ]
    verdict = judge(ctx, "owned" if owned else "buy", est, priced.cost, per_user, job_hours)
    return Option(
        kind="owned" if owned else "buy",
        gpu=gpu.id,
        count=count,
        quant=quant.id,
        runtime=runtime.id,
        estimate=est,
        cost=priced.cost,
        checks=tuple(checks),
        per_user_tokens_per_s=per_user,
        per_user_range=per_user_range,
        platform=platform.id if platform else None,
        reasons=priced.reasons + power_limit_reasons(gpu, power_limit),
        job_hours=job_hours,
        job_cost=priced.job_cost,
        machines=machines,
        power_limit_w=power_limit,
        meets_speed=verdict.meets_speed,
        within_budget=verdict.within_budget,
    )


def power_limit_reasons(gpu: Gpu, power_limit: int | None) -> tuple[Text, ...]:
    """Cards held below their board power: the limit, the command that sets it, and what it costs in speed."""
    if power_limit is None:
        return ()
    decode, prefill = power_limit_factors(power_limit / gpu.tdp_w)
    params = {
        "gpu": gpu.name,
        "cap": power_limit,
        "tdp": round(gpu.tdp_w),
        "answer": round(100 * decode),
        "prompt": round(100 * prefill),
    }
    return (Text("reason.power_limited", params),)


def cloud_option(ctx: Context, instance: CloudInstance) -> Option | None:
    s = ctx.scenario
    gpu = ctx.catalog.gpus.get(instance.gpu)
    rental = rental_price(s, instance, ctx)
    if rental is None:
        return None
    price, _ = rental
    # what a rented machine is checked as: the buyer's machine without their versions (made once per request)
    memo = ctx.memo()
    known: tuple[Existing, Existing] | None = memo.get("rental_existing")
    if known is None or known[0] is not s.existing:
        cleared = s.existing.model_copy(update={"cuda_version": None, "pytorch_version": None, "driver_version": None})
        known = memo["rental_existing"] = (s.existing, cleared)
    rental_existing = known[1]
    best: Option | None = None
    for quant in quants_for(ctx, gpu):
        runtimes = (
            training_runtimes(ctx.catalog, gpu, quant)
            if ctx.task != "inference"
            else runtimes_for(ctx.catalog, gpu, quant, True)
        )
        for runtime in runtimes:
            est = size_for(ctx, gpu, instance.gpu_count, quant, runtime)
            checks = run_checks(
                ctx.catalog,
                gpu=gpu,
                count=instance.gpu_count,
                model=ctx.model,
                quant=quant,
                runtime=runtime,
                split=est.split,
                task=ctx.task,
                target="cloud",
                region=s.region,
                existing=rental_existing,
                platform=None,
                weights_gb=est.memory.breakdown["weights"],
                per_gpu_gb=est.memory.per_gpu_gb,
                usable_gb=est.memory.usable_per_gpu_gb,
                memo=ctx.checks_memo,
            )
            # cloud images come with current CUDA and PyTorch: unknown-version warnings do not apply
            checks = [c for c in checks if c.id not in ("cuda", "pytorch")]
            per_user, per_user_range = per_user_speed(ctx, est)
            job_hours = job_hours_of(ctx, est)
            priced = cost_rental(ctx, est, job_hours, instance, price)
            # judged as it is made, before it is compared: better_option weighs the verdict
            verdict = judge(ctx, "cloud", est, priced.cost, per_user, job_hours)
            option = Option(
                kind="cloud",
                gpu=gpu.id,
                count=instance.gpu_count,
                quant=quant.id,
                runtime=runtime.id,
                estimate=est,
                cost=priced.cost,
                checks=tuple(checks),
                per_user_tokens_per_s=per_user,
                per_user_range=per_user_range,
                cloud_instance=instance.id,
                reasons=priced.reasons,
                job_hours=job_hours,
                job_cost=priced.job_cost,
                meets_speed=verdict.meets_speed,
                within_budget=verdict.within_budget,
            )
            if best is None or better_option(option, best):
                best = option
    return best


def better_option(a: Option, b: Option) -> bool:
    """Within one hardware choice: prefer the option that is sound, then the faster, then cheaper."""
    return option_key(a) > option_key(b)


COMFORTABLE_HEADROOM_SHARE = 0.10  # memory to spare for a format chosen for its quality (ranking's first-choice share)


def comfortable(ctx: Context, o: Option) -> bool:
    """Room to spare and speed to spare: a tenth of the memory free, and for serving people the low end of the speed
    range at the wish (a batch job and a training run are judged by their own measures)."""
    if o.headroom_share < COMFORTABLE_HEADROOM_SHARE:
        return False
    if ctx.task != "inference" or ctx.scenario.judged_by_documents or not o.per_user_range:
        return ctx.task == "inference"
    return o.per_user_range[0] >= ctx.scenario.tokens_per_s_per_user


def quality_tier(bits_per_weight: float) -> int:
    """The quality a format keeps, in tiers a buyer would tell apart: 8 bits and more, 5-6 bits, 4 bits, below.
    Within a tier the faster format wins (GGUF Q4_K_M's 4.8 bits are not worth a slower runtime over AWQ's 4.3)."""
    if bits_per_weight >= 7.5:
        return 8
    if bits_per_weight >= 5.5:
        return 6
    return 4 if bits_per_weight >= 3.8 else 3


def option_key(o: Option) -> tuple[bool, bool, bool, float]:
    """What better_option compares, the greater the better: sound, fits, fast enough, each user's speed."""
    return (o.sound, o.fits, o.meets_speed, o.per_user_tokens_per_s or 0.0)


@dataclass(frozen=True)
class Verdict:
    """How an option is judged against the buyer's wish (judge): fast enough (or, for a pretraining run, done within
    the days allowed), and within the budget."""

    meets_speed: bool
    within_budget: bool


def judge(
    ctx: Context,
    kind: str,
    est: Estimate,
    cost: CostSummary | None,
    per_user_tokens_per_s: float | None,
    job_hours: list[float] | None,
) -> Verdict:
    """The verdict on an option as it is made, from its parts, so that each builder makes the option whole with it
    (an Option is not written after it is built): its speed against the wish (documents an hour for a batch job, the
    first word's wait where the buyer set one, the days of a pretraining run), its cost against the budget (an option
    without a price is not over it)."""
    s = ctx.scenario
    wanted_documents = s.documents_per_hour if s.judged_by_documents else None
    cluster = est.cluster
    days = cluster.days if cluster else None  # a pretraining run's days (core.sizing.several_machines)
    meets_speed: bool
    if days is not None:
        meets_speed = days[0] <= (s.fine_tune.max_days if s.fine_tune else days[0])
    elif ctx.task == "inference" and wanted_documents is not None:
        # a batch job is judged by the documents it gets through, not by how fast one answer streams
        capacity = documents_per_hour(prompt_work(ctx), generated_tokens(ctx), est.speed)
        meets_speed = capacity is not None and capacity >= wanted_documents
    elif ctx.task == "inference" and per_user_tokens_per_s is not None:
        meets_speed = per_user_tokens_per_s >= s.tokens_per_s_per_user
        if s.max_wait_s is not None:
            wait = first_word_wait(ctx.users, prompt_work(ctx), est.speed)
            meets_speed = meets_speed and wait is not None and wait <= s.max_wait_s
    elif ctx.task == "inference":
        meets_speed = False
    else:  # fine-tuning: without a training speed there is no honest job time or cost
        meets_speed = job_hours is not None
    within_budget = True
    if cost is not None:
        over_upfront = s.budget.one_off is not None and cost.upfront > s.budget.one_off
        over_monthly = s.budget.monthly is not None and cost.monthly > s.budget.monthly
        if kind == "cloud" and s.budget.monthly is None and s.budget.one_off is not None:
            # a buyer with only a one-off budget can still rent: spread it over the horizon
            over_monthly = cost.horizon_total > s.budget.one_off
        within_budget = not (over_upfront or over_monthly)
    return Verdict(meets_speed, within_budget)


def platform_for(platforms: list[Platform], gpu: Gpu, count: int) -> Platform | None:
    """The smallest platform of the target that takes `count` of this GPU as the market sells it: a module only
    in a system built around it and sold with that count (core.catalog.market.platform_takes)."""
    return first_taking(by_size(platforms), gpu, count)


def for_task(platforms: list[Platform], task: str) -> list[Platform]:
    """The platforms a buyer with this task (core.options.request.task_of: inference, or a training method) is
    offered: where systems of both purposes are built around one module (platforms.toml `purpose`: Huawei's Atlas
    800I A2 inference server and 800T A2 training server, both 8 x Ascend 910B), the one for the task; a system of one
    purpose alone stays (it does the other job too, as its maker's own software lists both)."""
    wanted = "inference" if task == "inference" else "training"
    matched = {p.gpu for p in platforms if p.kind == "system" and p.purpose == wanted}
    return [p for p in platforms if p.kind != "system" or p.purpose in (None, wanted) or p.gpu not in matched]


def by_size(platforms: list[Platform]) -> list[Platform]:
    """Platforms in the order platform_for tries them: the fewest GPU positions first, then the cheapest."""
    return sorted(platforms, key=lambda p: (p.max_gpus, p.base_price_cny))


def first_taking(ordered: list[Platform], gpu: Gpu, count: int) -> Platform | None:
    """platform_for over platforms already in its order (by_size): a recommendation sorts them once."""
    for platform in ordered:
        if platform_takes(platform, gpu, count):
            return platform
    return None


def hybrid_options(ctx: Context) -> list[Option]:
    """CPU+GPU machines sold whole, for a giant MoE model whose experts do not fit the machine's GPU: the experts
    in system memory (KTransformers keeps a copy per socket), the rest on the GPU (core.sizing.cpu_offload). Server room only
    (office too for a tower); a host with no sourced whole price is not offered. Several users: the runtime
    serves `max_parallel` of them at once (KTransformers 4), the rest wait their turn (core.sizing.cpu_offload)."""
    s = ctx.scenario
    if ctx.task != "inference" or ctx.model.moe is None or s.target not in ("server_room", "office"):
        return []
    options: list[Option] = []
    for host in ctx.catalog.hosts:
        for system in host.systems:
            if s.target == "office" and system.chassis != "tower":
                continue
            if system.region not in (None, "global", s.region):
                continue  # sold where it was priced (the HY90: mainland China)
            gpu = ctx.catalog.gpus.get(system.gpu)
            quants = allowed_quants(ctx.catalog, s, gpu, "inference", ctx.model)
            if any(estimate(ctx.catalog, ctx.model, gpu, count=system.gpu_count, quant=q).memory.fits for q in quants):
                continue  # the model fits the GPU in a format the buyer accepts: no reason to offload its experts
            best: Option | None = None
            for quant in quants:
                # the runtimes that keep a model's experts in system memory, ranked for it (runtimes.toml
                # preference.hybrid, each with a [runtime.hybrid] table): the best sound one is offered
                for runtime in ctx.catalog.ranked_runtimes("hybrid"):
                    if runtime.hybrid is None or runtime.id not in quant.runtimes:
                        continue
                    option = hybrid_option(ctx, host, system, gpu, quant, runtime)
                    if option is not None and (best is None or better_option(option, best)):
                        best = option
            if best is not None:
                options.append(best)
    return options


def hybrid_estimate(
    ctx: Context, gpu: Gpu, quant: Quant, runtime: Runtime, host: Host, count: int, memory_gb: float
) -> Estimate:
    """A CPU+GPU machine sized for the buyer's request: `count` cards of `gpu` beside `host` with `memory_gb` of
    system memory, the experts the cards do not hold kept there."""
    s = ctx.scenario
    return estimate(
        ctx.catalog,
        ctx.model,
        gpu,
        count=count,
        quant=quant,
        runtime=runtime,
        context=s.context_tokens,
        prompt_tokens=s.prompt_tokens,
        output_tokens=s.answer_tokens,
        batch=max(ctx.users, 1),
        host=host,
        system_memory_gb=memory_gb,
    )


def hybrid_parts(
    ctx: Context, est: Estimate, runtime: Runtime, system: str | Text, memory_gb: float
) -> tuple[list[Check], float | None, list[float] | None, Text, Text]:
    """What every CPU+GPU option says whoever owns the machine (a machine sold whole, or the buyer's own server): the
    fit and runtime checks, the speed per user and its range, and the two reasons naming the machine and its limits."""
    s = ctx.scenario
    assert est.host is not None
    skilled = s.team == "can_run_servers"
    checks = [
        check_fits(est.memory.per_gpu_gb, est.memory.usable_per_gpu_gb),
        Check(
            "hybrid_runtime",
            "pass" if skilled else "warn",
            Text(f"check.hybrid_runtime.{'pass' if skilled else 'warn'}", {"runtime": runtime.name}),
        ),
    ]
    per_user, per_user_range = per_user_speed(ctx, est)
    speed = est.speed
    machine = Text(
        "reason.hybrid_machine",
        {
            "system": system,
            "cpu_gb": round(est.host.cpu_weights_gb),
            "memory": round(memory_gb),
            "runtime": runtime.name,
        },
    )
    limits = Text(
        "reason.hybrid_limits",
        {
            "streams": runtime.max_parallel,
            "users": max(ctx.users, 1),
            "per_user": round(per_user or 0.0, 1),
            "prefill": round(speed.prefill_tokens_per_s or 0.0),
            "prompt": s.prompt_tokens,
            "ttft": round(speed.ttft_s or 0.0),
        },
    )
    return checks, per_user, per_user_range, machine, limits


def hybrid_option(
    ctx: Context, host: Host, system: HostSystem, gpu: Gpu, quant: Quant, runtime: Runtime
) -> Option | None:
    est = hybrid_estimate(ctx, gpu, quant, runtime, host, system.gpu_count, system.memory_gb)
    if not est.fits or est.host is None:
        return None  # the experts do not fit the machine's memory (or its GPU): not this format
    checks, per_user, per_user_range, machine, limits = hybrid_parts(ctx, est, runtime, system.name, system.memory_gb)
    priced = cost_host_system(ctx, est, host.id, gpu, system)
    verdict = judge(ctx, "buy", est, priced.cost, per_user, None)
    return Option(
        kind="buy",
        gpu=gpu.id,
        count=system.gpu_count,
        quant=quant.id,
        runtime=runtime.id,
        estimate=est,
        cost=priced.cost,
        checks=tuple(checks),
        per_user_tokens_per_s=per_user,
        per_user_range=per_user_range,
        reasons=(machine, limits, *priced.reasons),
        host=host.id,
        host_system=system.name,
        meets_speed=verdict.meets_speed,
        within_budget=verdict.within_budget,
    )


def own_host_options(ctx: Context) -> list[Option]:
    """The buyer's own server (scenario existing.host, its memory existing.system_ram_gb) as a CPU+GPU machine for a
    giant MoE model: the experts in its memory, the rest on one card put into it, a card the buyer owns
    (existing.gpus: nothing to pay) or one bought for it (only the card is paid for). Per card the best format and
    hybrid runtime (as hybrid_options); a card wider than the server's free slots (existing.free_slots) is not
    offered, nor any where the model fits the card alone in a format the buyer accepts."""
    s = ctx.scenario
    facts = s.existing.host
    if facts is None or ctx.task != "inference" or ctx.model.moe is None or s.target not in ("server_room", "office"):
        return []
    assert s.existing.system_ram_gb is not None  # the scenario asks for it with a host (core.scenario.Existing)
    host = host_from_facts(facts, s.existing.system_ram_gb)
    owned: dict[str, bool] = {}
    for card in s.existing.gpus:
        try:
            owned[ctx.catalog.gpus.get(card.gpu).id] = True
        except UnknownEntry as exc:
            raise RecommendError(f"existing.gpus: {exc}") from None
    options: list[Option] = []
    for gpu in ctx.catalog.gpus:
        mine = gpu.id in owned
        if not mine and (gpu.cloud_only or gpu.form_factor != "pcie" or gpu.sold_as not in (None, "card")):
            continue
        if s.existing.free_slots is not None and gpu.slot_width > s.existing.free_slots and not mine:
            continue
        quants = allowed_quants(ctx.catalog, s, gpu, "inference", ctx.model)
        if any(estimate(ctx.catalog, ctx.model, gpu, quant=q).memory.fits for q in quants):
            continue  # the model fits the card alone: no reason to keep its experts in system memory
        best: Option | None = None
        for quant in quants:
            for runtime in ctx.catalog.ranked_runtimes("hybrid"):
                if (
                    runtime.hybrid is None
                    or runtime.id not in quant.runtimes
                    or gpu.ecosystem not in runtime.ecosystems
                ):
                    continue
                option = own_host_option(ctx, host, gpu, quant, runtime, mine)
                if option is not None and (best is None or better_option(option, best)):
                    best = option
        if best is not None:
            options.append(best)
    return options


def own_host_option(ctx: Context, host: Host, gpu: Gpu, quant: Quant, runtime: Runtime, owned: bool) -> Option | None:
    est = hybrid_estimate(ctx, gpu, quant, runtime, host, 1, host.memory_gb)
    if not est.fits or est.host is None:
        return None  # the experts do not fit the server's memory (or the rest the card): not this format
    own_server = Text("reason.own_server", {"server": host.name})
    checks, per_user, per_user_range, machine, limits = hybrid_parts(ctx, est, runtime, own_server, host.memory_gb)
    if not owned:
        checks.append(market_check(ctx.catalog, gpu, ctx.scenario.region, memo=ctx.checks_memo))
    # the card alone is bought (or already owned): the server is the buyer's, with its own memory and power
    priced = cost_purchase(ctx, est, 1, None, gpu, None, True, owned)
    kind: Literal["buy", "owned"] = "owned" if owned else "buy"
    verdict = judge(ctx, kind, est, priced.cost, per_user, None)
    return Option(
        kind=kind,
        gpu=gpu.id,
        count=1,
        quant=quant.id,
        runtime=runtime.id,
        estimate=est,
        cost=priced.cost,
        checks=tuple(checks),
        per_user_tokens_per_s=per_user,
        per_user_range=per_user_range,
        reasons=(machine, limits, *priced.reasons),
        host=OWN_HOST_ID,
        meets_speed=verdict.meets_speed,
        within_budget=verdict.within_budget,
    )
