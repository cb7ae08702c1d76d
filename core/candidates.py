"""Candidates: every configuration worth sizing for a scenario, each sized (core.sizing), checked
(core.checks), costed (core.costing) and judged (fits, fast enough, within budget).

On the target's platforms, every GPU x count x format x runtime the platform can hold (the best variant
per GPU and count is kept); every cloud instance priced in the buyer's market (for a cloud buyer the
answer, for the others the buy-versus-rent comparison); and the buyer's own GPUs.
"""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass, field

from gpu_advisor.core.catalog import Catalog, UnknownEntry
from gpu_advisor.core.catalog.market import counts_sold, platform_takes
from gpu_advisor.core.catalog.schema import CloudInstance, Gpu, Host, HostSystem, Model, Platform, Quant, Runtime
from gpu_advisor.core.checks import Check, check_export, check_fits, run_checks
from gpu_advisor.core.costing import cost_host_system, cost_purchase, cost_rental, rental_price
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.recommendation import Option, RecommendError
from gpu_advisor.core.scenario import FINE_TUNE_USES, PRECISION_ORDER, Scenario
from gpu_advisor.core.sizing import Estimate, Recipe, Speed, Task, estimate, fine_tune_hours

# "Save memory" on the fine-tuning page: torchtune's low-memory single-device recipe (8-bit AdamW moments,
# each gradient applied and freed in the backward pass, chunked cross-entropy). A full fine-tune then needs
# about 4 bytes per parameter plus activations instead of 16; the training speed is about the same.
FINE_TUNE_LOW_MEMORY = Recipe(optimizer="adamw-8bit", optimizer_in_backward=True, chunked_loss=True)

# The formats tried per precision level (quants.toml precision_level), the platforms of a target and the GPU
# segments each takes (platforms.toml target, segments) and the runtime preference (runtimes.toml preference)
# are catalog data, read through core.catalog.Catalog.


def resolve_model(catalog: Catalog, scenario: Scenario) -> Model:
    if scenario.model:
        try:
            return catalog.models.get(scenario.model)
        except UnknownEntry as exc:
            raise RecommendError(f"model: {exc}") from None
    return custom_model(catalog, scenario.custom_params_b or 1.0)


def custom_model(catalog: Catalog, params_b: float) -> Model:
    """A model known only by its size: shaped like the nearest dense catalog model, scaled to `params_b`."""
    dense = [m for m in catalog.models if m.moe is None and m.attention in ("gqa", "mha")]
    nearest = min(dense, key=lambda m: abs(math.log(m.params_b / params_b)))
    return nearest.model_copy(
        update={
            "id": "custom",
            "name": f"Custom {params_b:g}B model",
            "aliases": [],
            "params_b": params_b,
            "active_params_b": params_b,
            "source": f"shape assumed like {nearest.name}, scaled to {params_b:g}B parameters",
        }
    )


def _runtimes_for(catalog: Catalog, gpu: Gpu, quant: Quant, many_users: bool) -> list[Runtime]:
    """The runtime a deployment would use for this format on this hardware: a serving engine with
    continuous batching for many users on servers, llama.cpp/MLX on desktops and Macs (runtimes.toml
    preference; core.sizing.default_runtime makes the same choice)."""
    runtime = catalog.preferred_runtime(gpu, quant, "serving" if many_users else "desktop")
    return [runtime] if runtime else []


def _training_runtime(catalog: Catalog, gpu: Gpu, quant: Quant) -> list[Runtime]:
    """The runtime a fine-tuning job uses on this hardware (runtimes.toml preference.training)."""
    runtime = catalog.preferred_runtime(gpu, quant, "training")
    return [runtime] if runtime else []


def pretraining_runtime(catalog: Catalog, gpu: Gpu, quant: Quant) -> Runtime | None:
    """The framework a pretraining run uses on this hardware (runtimes.toml preference.pretraining: Megatron-LM,
    MindSpeed on Ascend), or where none is ranked for its stack the fine-tuning runtime."""
    return catalog.preferred_runtime(gpu, quant, "pretraining") or catalog.preferred_runtime(gpu, quant, "training")


def _allowed_quants(catalog: Catalog, scenario: Scenario, gpu: Gpu, task: str, model: Model) -> list[Quant]:
    if task == "qlora":
        return [catalog.quants.get("nf4")]
    if task in ("lora", "full"):
        return [catalog.quants.get("bf16" if gpu.supports_bf16 else "fp16")]
    lowest = PRECISION_ORDER.index(scenario.lowest_precision)
    quants = []
    levels = PRECISION_ORDER[: lowest + 1]
    if model.released_quant is not None:
        # released already at about 4 bits (gpt-oss in MXFP4): that is the model as published, whatever precision the
        # buyer asked for; a 16-bit copy would be an upcast, a 4-bit AWQ one a second rounding. Only the formats
        # below 4 bits stay, where the buyer accepts them.
        quants.append(catalog.quants.get(model.released_quant))
        levels = [level for level in levels if level == "int3"]
    for level in levels:
        for quant in catalog.quants_at(level):
            quant_id = quant.id
            if quant.needs_fp8 and not gpu.supports_fp8:
                continue
            if quant_id == "bf16" and not gpu.supports_bf16:
                continue
            if quant_id == "fp16" and gpu.supports_bf16:
                continue
            quants.append(quant)
    return quants


# ---------------------------------------------------------------- evaluation


@dataclass
class Context:
    catalog: Catalog
    scenario: Scenario
    model: Model
    task: Task
    users: int
    today: dt.date
    # the checks that depend on the part alone, made once per recommendation (core.checks.run_checks `memo`)
    checks_memo: dict[tuple[str, ...], Check | None] = field(default_factory=dict, compare=False, repr=False)


def _task(scenario: Scenario) -> Task:
    if scenario.use_case in FINE_TUNE_USES and scenario.fine_tune:
        return scenario.fine_tune.method
    if scenario.use_case == "pretrain":
        return "full"
    return "inference"


# RAG beside the LLM (use_case "document_qa"): an embedding model for the question and a reranker that reads the
# retrieved candidates, as the Chinese enterprise RAG platforms run them by default. BAAI bge-m3 and
# bge-reranker-v2-m3 (RAGFlow's default reranker): 568M parameters each (XLM-RoBERTa large: 24 layers, 1,024 wide,
# 250,002-token vocabulary), 1.14 GB each in FP16; RAGFlow sends 66 candidates of 512 tokens to the reranker, about
# 34,000 tokens a question (Dify's hybrid search and FastGPT about 100 candidates) (docs/research/load-2026-12.md).
RAG_MODEL_PARAMS = 0.568e9
RAG_MODELS_GB = 2 * RAG_MODEL_PARAMS * 2 / 1e9 + 1.0  # two FP16 models and ~1 GB working memory (assumed)
RERANK_TOKENS_PER_QUESTION = 66 * 512


def generated_tokens(ctx: Context) -> int:
    """Tokens written per question: the answer, and a reasoning model's thinking before it."""
    s = ctx.scenario
    return s.answer_tokens + (s.thinking_tokens if ctx.model.thinks else 0)


def prompt_work(ctx: Context) -> float:
    """Prompt tokens read per question, counting the reranker's reading of the retrieved candidates in tokens of
    this model's work (2 x parameters per token for both): 34,000 tokens through a 0.57B reranker weigh as much as
    about 590 prompt tokens of a 32B model, 2,500 of a 7B one."""
    s = ctx.scenario
    if s.use_case != "document_qa":
        return float(s.prompt_tokens)
    return s.prompt_tokens + RERANK_TOKENS_PER_QUESTION * RAG_MODEL_PARAMS / (ctx.model.active_params_b * 1e9)


def with_rag_models(ctx: Context, est: Estimate) -> Estimate:
    """Document Q&A: the embedding model and the reranker are kept on the first GPU beside the LLM."""
    if ctx.scenario.use_case != "document_qa" or ctx.task != "inference" or est.host is not None:
        return est
    mem = est.memory
    per_gpu = mem.per_gpu_gb + RAG_MODELS_GB
    est.memory = type(mem)(
        breakdown={**mem.breakdown, "rag_models": RAG_MODELS_GB},
        total_gb=mem.total_gb + RAG_MODELS_GB,
        per_gpu_gb=per_gpu,
        usable_per_gpu_gb=mem.usable_per_gpu_gb,
        capacity_per_gpu_gb=mem.capacity_per_gpu_gb,
        fits=per_gpu <= mem.usable_per_gpu_gb,
    )
    return est


def _size(ctx: Context, gpu: Gpu, count: int, quant: Quant, runtime: Runtime, machines: int = 1) -> Estimate:
    s = ctx.scenario
    if ctx.task == "inference":
        est = estimate(
            ctx.catalog,
            ctx.model,
            gpu,
            count=count,
            quant=quant,
            runtime=runtime,
            context=s.context_tokens,
            prompt_tokens=s.prompt_tokens,
            output_tokens=generated_tokens(ctx),  # a reasoning model's thinking is in the KV cache too
            batch=max(ctx.users, 1),
            machines=machines,
            fabric=ctx.catalog.fabric_for(ctx.catalog.machine_for(gpu)) if machines > 1 else None,
        )
        return with_rag_models(ctx, est)
    seq = min(s.context_tokens, 8192)  # fine-tuning sequences are packed to a few thousand tokens
    recipe = FINE_TUNE_LOW_MEMORY if s.fine_tune is not None and s.fine_tune.save_memory else Recipe()
    return estimate(
        ctx.catalog,
        ctx.model,
        gpu,
        count=count,
        quant=quant,
        runtime=runtime,
        context=seq,
        batch=1,
        task=ctx.task,
        recipe=recipe,
    )


def _per_user(ctx: Context, est: Estimate) -> tuple[float | None, list[float] | None]:
    """Each user's answer speed with every user asking at once (core.sizing's aggregate shared out), slowed by the
    prompts the others send meanwhile (streaming_speed)."""
    speed = est.speed
    if (
        speed.aggregate_tokens_per_s is None
        or speed.decode_tokens_per_s is None
        or speed.aggregate_tokens_per_s_range is None
        or speed.decode_tokens_per_s_range is None
    ):
        return None, None
    users = max(ctx.users, 1)
    prefill = speed.prefill_tokens_per_s
    prefill_low, prefill_high = speed.prefill_tokens_per_s_range or (prefill, prefill)
    low, high = speed.aggregate_tokens_per_s_range
    decode_low, decode_high = speed.decode_tokens_per_s_range
    prompt, written = prompt_work(ctx), generated_tokens(ctx)
    per_user = streaming_speed(users, prompt, written, speed.aggregate_tokens_per_s, prefill, speed.decode_tokens_per_s)
    return per_user, [
        streaming_speed(users, prompt, written, low, prefill_low, decode_low),
        streaming_speed(users, prompt, written, high, prefill_high, decode_high),
    ]


def streaming_speed(
    users: int, prompt: float, answer: int, aggregate: float, prefill: float | None, decode: float
) -> float:
    """Tokens a second one user reads while the others keep asking (continuous batching, as vLLM and SGLang serve).

    Over one round every user sends a prompt and gets an answer: the machine reads users x prompt tokens (at the
    prefill rate) and writes users x answer tokens (all streams together at the aggregate rate). While my answer is
    written, the other users' prompts are read in between: my answer takes answer x users / aggregate plus
    (users - 1) x prompt / prefill. With no prompts to read this is aggregate / users, as before; long documents
    (RAG with 8K-token prompts) slow every user's answer."""
    share = aggregate / users
    if users <= 1 or not prefill or prompt <= 0 or answer <= 0:
        return min(share, decode)
    answer_time = answer * users / aggregate + (users - 1) * prompt / prefill
    return min(answer / answer_time, decode)


def documents_per_hour(prompt: float, answer: int, speed: Speed) -> float | None:
    """Documents a batch job gets through in an hour with its streams in parallel: each document is read (its
    prompt at the prefill rate) and answered (at the aggregate rate of all streams, each writing its own)."""
    if not speed.aggregate_tokens_per_s or (prompt > 0 and not speed.prefill_tokens_per_s):
        return None
    read = prompt / speed.prefill_tokens_per_s if prompt > 0 and speed.prefill_tokens_per_s else 0.0
    return 3600 / (read + answer / speed.aggregate_tokens_per_s)


def first_word_wait(users: int, prompt: float, speed: Speed) -> float | None:
    """Seconds until the first word with `users` asking at once: one's own prompt, on average behind half of the
    others' (their prompts are read in turn), and one decode step."""
    if speed.ttft_s is None:
        return None
    if users <= 1 or not speed.prefill_tokens_per_s or prompt <= 0:
        return speed.ttft_s
    return speed.ttft_s + (users - 1) / 2 * prompt / speed.prefill_tokens_per_s


def _job(ctx: Context, est: Estimate) -> list[float] | None:
    if est.training is None or ctx.scenario.fine_tune is None:
        return None
    return list(fine_tune_hours(est.training, ctx.scenario.fine_tune.dataset_tokens, ctx.scenario.fine_tune.epochs))


def _buy_option(
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
    est = _size(ctx, gpu, count, quant, runtime, machines)
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
            check_fits(est.memory.per_gpu_gb, est.memory.usable_per_gpu_gb, gpu.unified_memory, ctx.task),
            check_export(ctx.catalog, gpu, s.region),
        ]
    if owned:  # the buyer already has these cards: export rules no longer matter
        checks = [c for c in checks if c.id != "export_control"]
    per_user, per_user_range = _per_user(ctx, est)
    option = Option(
        kind="owned" if owned else "buy",
        gpu=gpu.id,
        count=count,
        quant=quant.id,
        runtime=runtime.id,
        estimate=est,
        cost=None,
        checks=checks,
        per_user_tokens_per_s=per_user,
        per_user_range=per_user_range,
        platform=platform.id if platform else None,
        job_hours=_job(ctx, est),
        machines=machines,
    )
    cost_purchase(ctx, option, gpu, platform, in_existing, owned)
    if machines > 1:
        from gpu_advisor.core.cluster_options import join_machines

        join_machines(ctx, option, platform)
    if not owned and option.cost is not None and option.cost.used:
        # the market check judges what is bought: a used unit of a part no longer sold new there
        option.checks = [
            check_export(ctx.catalog, gpu, s.region, "used") if c.id == "export_control" else c for c in option.checks
        ]
    return option


def cloud_option(ctx: Context, instance: CloudInstance) -> Option | None:
    s = ctx.scenario
    gpu = ctx.catalog.gpus.get(instance.gpu)
    rental = rental_price(s, instance)
    if rental is None:
        return None
    price, hourly = rental
    best: Option | None = None
    for quant in _allowed_quants(ctx.catalog, s, gpu, ctx.task, ctx.model):
        runtimes = (
            _training_runtime(ctx.catalog, gpu, quant)
            if ctx.task != "inference"
            else _runtimes_for(ctx.catalog, gpu, quant, True)
        )
        for runtime in runtimes:
            est = _size(ctx, gpu, instance.gpu_count, quant, runtime)
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
                existing=s.existing.model_copy(
                    update={"cuda_version": None, "pytorch_version": None, "driver_version": None}
                ),
                platform=None,
                weights_gb=est.memory.breakdown["weights"],
                per_gpu_gb=est.memory.per_gpu_gb,
                usable_gb=est.memory.usable_per_gpu_gb,
                memo=ctx.checks_memo,
            )
            # cloud images come with current CUDA and PyTorch: unknown-version warnings do not apply
            checks = [c for c in checks if c.id not in ("cuda", "pytorch")]
            per_user, per_user_range = _per_user(ctx, est)
            option = Option(
                kind="cloud",
                gpu=gpu.id,
                count=instance.gpu_count,
                quant=quant.id,
                runtime=runtime.id,
                estimate=est,
                cost=None,
                checks=checks,
                per_user_tokens_per_s=per_user,
                per_user_range=per_user_range,
                cloud_instance=instance.id,
                job_hours=_job(ctx, est),
            )
            cost_rental(ctx, option, instance, price, hourly)
            if best is None or _better(option, best):
                best = option
    return best


def _better(a: Option, b: Option) -> bool:
    """Within one hardware choice: prefer the option that is sound, then the faster, then cheaper."""

    def key(o: Option) -> tuple[bool, bool, bool, float]:
        return (o.sound, o.fits, o.meets_speed, o.per_user_tokens_per_s or 0.0)

    return key(a) > key(b)


def _judge(ctx: Context, option: Option) -> None:
    s = ctx.scenario
    wanted_documents = s.documents_per_hour if s.judged_by_documents else None
    if ctx.task == "inference" and wanted_documents is not None:
        # a batch job is judged by the documents it gets through, not by how fast one answer streams
        capacity = documents_per_hour(prompt_work(ctx), generated_tokens(ctx), option.estimate.speed)
        option.meets_speed = capacity is not None and capacity >= wanted_documents
    elif ctx.task == "inference" and option.per_user_tokens_per_s is not None:
        option.meets_speed = option.per_user_tokens_per_s >= s.tokens_per_s_per_user
        if s.max_wait_s is not None:
            wait = first_word_wait(ctx.users, prompt_work(ctx), option.estimate.speed)
            option.meets_speed = option.meets_speed and wait is not None and wait <= s.max_wait_s
    elif ctx.task == "inference":
        option.meets_speed = False
    else:  # fine-tuning: without a training speed there is no honest job time or cost
        option.meets_speed = option.job_hours is not None
    if option.cost is not None:
        over_upfront = s.budget.one_off is not None and option.cost.upfront > s.budget.one_off
        over_monthly = s.budget.monthly is not None and option.cost.monthly > s.budget.monthly
        if option.kind == "cloud" and s.budget.monthly is None and s.budget.one_off is not None:
            # a buyer with only a one-off budget can still rent: spread it over the horizon
            over_monthly = option.cost.horizon_total > s.budget.one_off
        option.within_budget = not (over_upfront or over_monthly)


def _platform_for(platforms: list[Platform], gpu: Gpu, count: int) -> Platform | None:
    """The smallest platform of the target that takes `count` of this GPU as the market sells it: a module only
    in a system built around it and sold with that count (core.catalog.market.platform_takes)."""
    for platform in sorted(platforms, key=lambda p: (p.max_gpus, p.base_price_cny)):
        if platform_takes(platform, gpu, count):
            return platform
    return None


# The runtimes that keep a model's experts in system memory (runtimes.toml `hybrid`), tried on every machine sold
# whole on a host (hosts.toml systems); the best sound one is offered.
HYBRID_RUNTIMES = ("ktransformers", "llama.cpp", "ik_llama.cpp")


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
            quants = _allowed_quants(ctx.catalog, s, gpu, "inference", ctx.model)
            if any(estimate(ctx.catalog, ctx.model, gpu, count=system.gpu_count, quant=q).memory.fits for q in quants):
                continue  # the model fits the GPU in a format the buyer accepts: no reason to offload its experts
            best: Option | None = None
            for quant in quants:
                for runtime_id in HYBRID_RUNTIMES:
                    runtime = ctx.catalog.runtimes.get(runtime_id)
                    if runtime.hybrid is None or runtime_id not in quant.runtimes:
                        continue
                    option = _hybrid_option(ctx, host, system, gpu, quant, runtime)
                    if option is not None and (best is None or _better(option, best)):
                        best = option
            if best is not None:
                options.append(best)
    return options


def _hybrid_option(
    ctx: Context, host: Host, system: HostSystem, gpu: Gpu, quant: Quant, runtime: Runtime
) -> Option | None:
    s = ctx.scenario
    est = estimate(
        ctx.catalog,
        ctx.model,
        gpu,
        count=system.gpu_count,
        quant=quant,
        runtime=runtime,
        context=s.context_tokens,
        prompt_tokens=s.prompt_tokens,
        output_tokens=s.answer_tokens,
        batch=max(ctx.users, 1),
        host=host,
        system_memory_gb=system.memory_gb,
    )
    if not est.fits or est.host is None:
        return None  # the experts do not fit the machine's memory (or its GPU): not this format
    skilled = s.team == "can_run_servers"
    checks = [
        check_fits(est.memory.per_gpu_gb, est.memory.usable_per_gpu_gb),
        Check(
            "hybrid_runtime",
            "pass" if skilled else "warn",
            Text(f"check.hybrid_runtime.{'pass' if skilled else 'warn'}", {"runtime": runtime.name}),
        ),
    ]
    per_user, per_user_range = _per_user(ctx, est)
    option = Option(
        kind="buy",
        gpu=gpu.id,
        count=system.gpu_count,
        quant=quant.id,
        runtime=runtime.id,
        estimate=est,
        cost=None,
        checks=checks,
        per_user_tokens_per_s=per_user,
        per_user_range=per_user_range,
        host=host.id,
        host_system=system.name,
    )
    speed = est.speed
    option.reasons.append(
        Text(
            "reason.hybrid_machine",
            {
                "system": system.name,
                "cpu_gb": round(est.host.cpu_weights_gb),
                "memory": round(system.memory_gb),
                "runtime": runtime.name,
            },
        )
    )
    option.reasons.append(
        Text(
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
    )
    cost_host_system(ctx, option, gpu, system)
    return option


def candidates(ctx: Context) -> list[Option]:
    catalog, s = ctx.catalog, ctx.scenario
    if s.use_case == "pretrain":
        from gpu_advisor.core.cluster_options import pretraining_options

        return pretraining_options(ctx)
    options: list[Option] = []
    many_users = ctx.users > 4
    if s.target != "cloud":
        platforms = catalog.platforms_for(s.target)
        for gpu in catalog.gpus:
            if gpu.cloud_only:
                continue
            quants = _allowed_quants(catalog, s, gpu, ctx.task, ctx.model)
            enough: set[str] = set()  # formats already sound at a smaller count: more cards only cost more
            for count in counts_sold(gpu, platforms):
                platform = _platform_for(platforms, gpu, count)
                if platform is None:
                    continue
                best: Option | None = None
                for quant in quants:
                    if quant.id in enough:
                        continue
                    runtimes = (
                        _training_runtime(catalog, gpu, quant)
                        if ctx.task != "inference"
                        else _runtimes_for(catalog, gpu, quant, many_users)
                    )
                    for runtime in runtimes:
                        if gpu.ecosystem not in runtime.ecosystems:
                            continue
                        option = _buy_option(ctx, gpu, count, quant, runtime, platform)
                        _judge(ctx, option)
                        if option.sound and option.within_budget:
                            enough.add(quant.id)
                        if best is None or _better(option, best):
                            best = option
                if best is not None:
                    options.append(best)
            if ctx.task == "inference" and not enough:
                from gpu_advisor.core.cluster_options import several_machines

                options.extend(several_machines(ctx, gpu, quants, platforms))
        for option in hybrid_options(ctx):
            _judge(ctx, option)
            options.append(option)
    # cloud instances are always offered: for a cloud buyer they are the answer, for the others the
    # buy-versus-rent comparison
    for instance in catalog.cloud:
        rental = cloud_option(ctx, instance)
        if rental is not None:
            _judge(ctx, rental)
            options.append(rental)
    for owned in s.existing.gpus:
        try:
            gpu = catalog.gpus.get(owned.gpu)
        except UnknownEntry as exc:
            raise RecommendError(f"existing.gpus: {exc}") from None
        best = None
        for quant in _allowed_quants(catalog, s, gpu, ctx.task, ctx.model):
            for runtime in (
                _runtimes_for(catalog, gpu, quant, many_users)
                if ctx.task == "inference"
                else _training_runtime(catalog, gpu, quant)
            ):
                option = _buy_option(ctx, gpu, owned.count, quant, runtime, None, owned=True)
                if best is None or _better(option, best):
                    best = option
        if best:
            _judge(ctx, best)
            options.append(best)
    return options
