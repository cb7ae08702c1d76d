"""From a scenario to ranked options a buyer can act on: recommended (首选), budget alternative (平替)
and avoid (踩雷), each with its cost over the years, its checks and its reasons.

1. Candidates: every GPU x count x precision x runtime that the target's platforms can hold, every cloud
   instance, and the buyer's own GPUs.
2. Each is sized by the engine (core.sizing), costed (core.cost) and checked (core.checks).
3. Options that fit, are fast enough, pass their checks and keep to the budget compete; the ones on the
   cost / speed / headroom Pareto front are kept, the cheapest sound one is recommended, a cheaper or
   different-kind one is the alternative, and a tempting but flawed one is the one to avoid.
4. When nothing qualifies, suggestions say what would: lower precision, shorter context, a smaller
   model, more money, or the cloud, each with its cost.
"""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass, field
from typing import Literal

from gpu_advisor.core import cost
from gpu_advisor.core.catalog import Catalog, UnknownEntry
from gpu_advisor.core.catalog_schema import CloudInstance, Gpu, Model, Platform, Price, Quant, Runtime
from gpu_advisor.core.checks import Check, check_export, check_fits, run_checks
from gpu_advisor.core.i18n import Text
from gpu_advisor.core.scenario import FINE_TUNE_USES, PRECISION_ORDER, Scenario
from gpu_advisor.core.sizing import Estimate, Recipe, estimate, fine_tune_hours

Label = Literal["recommended", "alternative", "substitute", "avoid", "hybrid", "option"]
STALE_AFTER_DAYS = 183  # prices older than six months are marked stale
# "Save memory" on the fine-tuning page: torchtune's low-memory single-device recipe (8-bit AdamW moments,
# each gradient applied and freed in the backward pass, chunked cross-entropy). A full fine-tune then needs
# about 4 bytes per parameter plus activations instead of 16; the training speed is about the same.
FINE_TUNE_LOW_MEMORY = Recipe(optimizer="adamw-8bit", optimizer_in_backward=True, chunked_loss=True)
CARD_COMPLEXITY = 0.04  # the cost of running each card beyond the first, as a share of the total (_value)
MIN_HEADROOM_SHARE = 0.05  # an option with less than 5% memory to spare is too tight to recommend
DEPRECIATION_YEARS = 5
BUSY_SHARE = 0.6  # share of the hours of use the GPUs are busy, for electricity

# Formats tried per precision level; the runtime follows from the hardware (see _runtimes_for).
QUANTS_BY_PRECISION = {
    "bf16": ["bf16", "fp16"],
    "fp8": ["fp8", "q8_0", "mlx-8bit"],
    "int8": ["int8"],
    "int4": ["awq-int4", "q4_k_m", "mlx-4bit"],
    "int3": ["q3_k_m"],
}
TARGET_PLATFORMS = {
    "office": ["office-tower", "office-apple"],
    "server_room": ["server-pcie-4", "server-pcie-8", "server-hgx-8"],
    "edge": ["edge-box"],
}
SEGMENTS_FOR = {
    "office-tower": {"consumer", "workstation"},
    "office-apple": {"apple"},
    "server-pcie-4": {"datacenter", "workstation", "consumer"},
    "server-pcie-8": {"datacenter", "workstation", "consumer"},
    "server-hgx-8": {"datacenter"},
    "edge-box": {"edge"},
}
# Well-known parts a buyer is tempted by: an "avoid" pick explains why they are wrong here.
TEMPTING = ["rtx-4090", "rtx-4090d", "rtx-5090d-v2", "t4", "rtx-3090", "a10", "l4", "rtx-4060-ti-16gb"]


@dataclass
class CostSummary:
    currency: str
    upfront: float
    monthly: float
    totals: dict[int, float]  # years -> total
    horizon_total: float
    months: int
    power_w: float
    per_million_tokens: float | None
    break_even_month: int | None = None
    break_even_against: str | None = None
    stale_prices: list[str] = field(default_factory=list)
    used: bool = False

    @property
    def depreciation_per_year(self) -> float:
        """Straight-line write-off of the purchase over five years, how accounts usually treat servers."""
        return self.upfront / DEPRECIATION_YEARS

    @property
    def cumulative_by_month(self) -> list[float]:
        """Money spent by the end of each month, month 0 being the day of purchase."""
        return [self.upfront + self.monthly * m for m in range(self.months + 1)]


@dataclass(eq=False)  # options are compared by identity: two equal-looking picks are still two picks
class Option:
    kind: Literal["buy", "cloud", "owned", "hybrid"]
    gpu: str
    count: int
    quant: str
    runtime: str
    estimate: Estimate
    cost: CostSummary | None
    checks: list[Check]
    per_user_tokens_per_s: float | None
    per_user_range: list[float] | None
    platform: str | None = None
    cloud_instance: str | None = None
    label: Label = "option"
    reasons: list[Text] = field(default_factory=list)
    job_hours: list[float] | None = None  # fine-tuning: [estimate, fastest, slowest]
    job_cost: float | None = None
    meets_speed: bool = True
    within_budget: bool = True

    @property
    def fits(self) -> bool:
        return self.estimate.fits

    @property
    def failed_checks(self) -> list[Check]:
        return [c for c in self.checks if c.status == "fail"]

    @property
    def sound(self) -> bool:
        """Fits, is fast enough and no check fails."""
        return self.fits and self.meets_speed and not self.failed_checks and self.cost is not None

    @property
    def headroom_share(self) -> float:
        mem = self.estimate.memory
        return mem.headroom_gb / mem.usable_per_gpu_gb if mem.usable_per_gpu_gb else 0.0

    def to_dict(self, lang: str = "en") -> dict:
        speed = self.estimate.speed
        data = {
            "label": self.label,
            "kind": self.kind,
            "gpus": {"id": self.gpu, "count": self.count},
            "cloud_instance": self.cloud_instance,
            "platform": self.platform,
            "precision": self.quant,
            "runtime": self.runtime,
            "fits": self.fits,
            "meets_speed": self.meets_speed,
            "within_budget": self.within_budget,
            "memory": {
                "per_gpu_gb": round(self.estimate.memory.per_gpu_gb, 2),
                "usable_per_gpu_gb": round(self.estimate.memory.usable_per_gpu_gb, 2),
                "headroom_gb": round(self.estimate.memory.headroom_gb, 2),
            },
            "speed": {
                "per_user_tokens_per_s": _round(self.per_user_tokens_per_s),
                "per_user_tokens_per_s_range": [_round(v) for v in self.per_user_range] if self.per_user_range else None,
                "decode_tokens_per_s": _round(speed.decode_tokens_per_s),
                "aggregate_tokens_per_s": _round(speed.aggregate_tokens_per_s),
                "ttft_s": _round(speed.ttft_s),
            },
            "cost": None,
            "checks": [c.to_dict(lang) for c in self.checks],
            "reasons": [r.render(lang) for r in self.reasons],
        }
        if self.job_hours:
            data["fine_tune_job"] = {"hours": _round(self.job_hours[0]), "hours_range": [_round(self.job_hours[1]), _round(self.job_hours[2])],
                                     "cost": _round(self.job_cost)}
        if self.cost:
            c = self.cost
            data["cost"] = {
                "currency": c.currency,
                "upfront": round(c.upfront),
                "monthly": round(c.monthly),
                "totals": {f"{years}y": round(total) for years, total in c.totals.items()},
                "horizon_total": round(c.horizon_total),
                "break_even_month": c.break_even_month,
                "break_even_against": c.break_even_against,
                "per_million_tokens": _round(c.per_million_tokens),
                "power_w": round(c.power_w),
                "depreciation_per_year": round(c.depreciation_per_year),
                "stale_prices": c.stale_prices,
                "used": c.used,
            }
        return data


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


@dataclass
class Recommendation:
    scenario: Scenario
    model: Model
    options: list[Option]  # ranked: labelled picks first, then the rest of the Pareto front
    suggestions: list[Text]
    evaluated: int  # how many candidates were sized
    all_options: list[Option] = field(default_factory=list, repr=False)

    def to_dict(self, lang: str = "en") -> dict:
        return {
            "model": self.model.id,
            "currency": self.scenario.budget.currency,
            "horizon_years": self.scenario.horizon_years,
            "evaluated": self.evaluated,
            "options": [o.to_dict(lang) for o in self.options],
            "suggestions": [s.render(lang) for s in self.suggestions],
            "pue_explained": cost.PUE_EXPLAINED["zh_CN" if lang == "zh_CN" else "en"],
        }


class RecommendError(ValueError):
    """A scenario the recommender cannot work with; the message names the field."""


# ---------------------------------------------------------------- inputs


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
    return nearest.model_copy(update={
        "id": "custom", "name": f"Custom {params_b:g}B model", "aliases": [],
        "params_b": params_b, "active_params_b": params_b,
        "source": f"shape assumed like {nearest.name}, scaled to {params_b:g}B parameters",
    })


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


def _runtimes_for(catalog: Catalog, gpu: Gpu, quant: Quant, many_users: bool) -> list[Runtime]:
    """The runtime a deployment would use for this format on this hardware: a serving engine with
    continuous batching for many users on servers, llama.cpp/MLX on desktops and Macs."""
    order = ["vllm", "sglang", "tensorrt-llm", "vllm-ascend", "llama.cpp", "mlx", "transformers"] if many_users else \
            ["llama.cpp", "mlx", "vllm", "sglang", "vllm-ascend", "transformers"]
    for runtime_id in order:
        runtime = catalog.runtimes.find(runtime_id)
        if runtime and runtime.id in quant.runtimes and gpu.ecosystem in runtime.ecosystems:
            return [runtime]
    return []


def _allowed_quants(catalog: Catalog, scenario: Scenario, gpu: Gpu, task: str) -> list[Quant]:
    if task == "qlora":
        return [catalog.quants.get("nf4")]
    if task in ("lora", "full"):
        return [catalog.quants.get("bf16" if gpu.supports_bf16 else "fp16")]
    lowest = PRECISION_ORDER.index(scenario.lowest_precision)
    quants = []
    for level in PRECISION_ORDER[: lowest + 1]:
        for quant_id in QUANTS_BY_PRECISION[level]:
            quant = catalog.quants.get(quant_id)
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
class _Context:
    catalog: Catalog
    scenario: Scenario
    model: Model
    task: str
    users: int
    today: dt.date


def _task(scenario: Scenario) -> str:
    if scenario.use_case in FINE_TUNE_USES and scenario.fine_tune:
        return scenario.fine_tune.method
    if scenario.use_case == "pretrain":
        return "full"
    return "inference"


def _size(ctx: _Context, gpu: Gpu, count: int, quant: Quant, runtime: Runtime) -> Estimate:
    s = ctx.scenario
    if ctx.task == "inference":
        return estimate(ctx.catalog, ctx.model, gpu, count=count, quant=quant, runtime=runtime,
                        context=s.context_tokens, prompt_tokens=s.prompt_tokens, output_tokens=s.answer_tokens,
                        batch=max(ctx.users, 1))
    seq = min(s.context_tokens, 8192)  # fine-tuning sequences are packed to a few thousand tokens
    recipe = FINE_TUNE_LOW_MEMORY if s.fine_tune is not None and s.fine_tune.save_memory else Recipe()
    return estimate(ctx.catalog, ctx.model, gpu, count=count, quant=quant, runtime=runtime, context=seq,
                    batch=1, task=ctx.task, recipe=recipe)


def _per_user(ctx: _Context, est: Estimate) -> tuple[float | None, list[float] | None]:
    speed = est.speed
    if speed.aggregate_tokens_per_s is None:
        return None, None
    users = max(ctx.users, 1)
    per_user = min(speed.aggregate_tokens_per_s / users, speed.decode_tokens_per_s)
    low, high = speed.aggregate_tokens_per_s_range
    decode_low, decode_high = speed.decode_tokens_per_s_range
    return per_user, [min(low / users, decode_low), min(high / users, decode_high)]


def _job(ctx: _Context, est: Estimate) -> list[float] | None:
    if est.training is None or ctx.scenario.fine_tune is None:
        return None
    return list(fine_tune_hours(est.training, ctx.scenario.fine_tune.dataset_tokens, ctx.scenario.fine_tune.epochs))


def _utilisation(ctx: _Context, est: Estimate) -> float:
    """Share of the busy hours the GPUs actually compute: demand over capacity, at least 30%."""
    aggregate = est.speed.aggregate_tokens_per_s
    if not aggregate:
        return BUSY_SHARE
    demand = max(ctx.users, 1) * ctx.scenario.tokens_per_s_per_user
    return min(1.0, max(0.3, demand / aggregate))


def _buy_option(ctx: _Context, gpu: Gpu, count: int, quant: Quant, runtime: Runtime, platform: Platform | None,
                owned: bool = False) -> Option:
    s = ctx.scenario
    est = _size(ctx, gpu, count, quant, runtime)
    in_existing = owned or (s.existing.chassis in ("tower", "rack") and s.target in ("office", "server_room")
                            and platform is not None and platform.form_factors == ["pcie"])
    if est.fits:
        checks = run_checks(
            ctx.catalog, gpu=gpu, count=count, model=ctx.model, quant=quant, runtime=runtime, split=est.split,
            task=ctx.task, target=s.target, region=s.region, existing=s.existing, platform=platform,
            weights_gb=est.memory.breakdown["weights"], per_gpu_gb=est.memory.per_gpu_gb,
            usable_gb=est.memory.usable_per_gpu_gb, in_existing_machine=in_existing,
        )
    else:  # it cannot run: the memory verdict (and where it may be bought) is all that matters
        checks = [check_fits(est.memory.per_gpu_gb, est.memory.usable_per_gpu_gb), check_export(ctx.catalog, gpu, s.region)]
    if owned:  # the buyer already has these cards: export rules no longer matter
        checks = [c for c in checks if c.id != "export_control"]
    per_user, per_user_range = _per_user(ctx, est)
    option = Option(kind="owned" if owned else "buy", gpu=gpu.id, count=count, quant=quant.id, runtime=runtime.id,
                    estimate=est, cost=None, checks=checks, per_user_tokens_per_s=per_user, per_user_range=per_user_range,
                    platform=platform.id if platform else None, job_hours=_job(ctx, est))
    price = (0.0, None) if owned else price_of(gpu, s, ctx.today)
    if price is None:
        option.reasons.append(Text("reason.no_price", {"gpu": gpu.name}))
        return option
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
        job_energy = cost.energy_cost(cost.system_power_w(watts, count, 1.0, include_host), 24, 1, s.electricity_price, s.pue)
        job_cost = job_energy / (24 * 365) * option.job_hours[0]
        extra_per_year = job_cost * s.fine_tune.runs_per_year
        # a fine-tuning box runs only for its jobs: no daily-use electricity beyond them
        owning = cost.OwnershipCost(purchase=owning.purchase, energy_per_year=extra_per_year,
                                    maintenance_per_year=owning.maintenance_per_year)
    option.job_cost = job_cost
    months = s.horizon_years * 12
    tokens = est.speed.aggregate_tokens_per_s
    hourly = (owning.purchase / max(s.horizon_years * 365 * max(hours, 1), 1)) + owning.running_per_month * 12 / (365 * max(hours, 1))
    option.cost = CostSummary(
        currency=s.budget.currency, upfront=owning.purchase, monthly=owning.running_per_month,
        totals={y: owning.total(y) for y in (1, 3, 5)}, horizon_total=owning.total(s.horizon_years),
        months=months, power_w=power,
        per_million_tokens=cost.cost_per_million_tokens(hourly, tokens or 0, utilisation) if tokens else None,
        stale_prices=[f"{gpu.name}: {price_entry.as_of}"] if price_entry and is_stale(price_entry.as_of, ctx.today) else [],
        used=bool(price_entry and price_entry.condition == "used"),
    )
    return option


def _cloud_option(ctx: _Context, instance: CloudInstance) -> Option | None:
    s = ctx.scenario
    gpu = ctx.catalog.gpus.get(instance.gpu)
    # a buyer rents where they are: an instance with no price in their market is not offered to them
    prices = [p for p in instance.prices if p.market == s.region] or (list(instance.prices) if s.region == "other" else [])
    if not prices:
        return None
    price = min(prices, key=lambda p: s.to_cny(p.on_demand_per_hour, p.currency))
    hourly = s.from_cny(s.to_cny(price.on_demand_per_hour, price.currency))
    best: Option | None = None
    for quant in _allowed_quants(ctx.catalog, s, gpu, ctx.task):
        runtimes = [ctx.catalog.runtimes.get("transformers")] if ctx.task != "inference" else _runtimes_for(ctx.catalog, gpu, quant, True)
        for runtime in runtimes:
            est = _size(ctx, gpu, instance.gpu_count, quant, runtime)
            checks = run_checks(
                ctx.catalog, gpu=gpu, count=instance.gpu_count, model=ctx.model, quant=quant, runtime=runtime,
                split=est.split, task=ctx.task, target="cloud", region=s.region, existing=s.existing.model_copy(
                    update={"cuda_version": None, "pytorch_version": None, "driver_version": None}),
                platform=None, weights_gb=est.memory.breakdown["weights"], per_gpu_gb=est.memory.per_gpu_gb,
                usable_gb=est.memory.usable_per_gpu_gb,
            )
            # cloud images come with current CUDA and PyTorch: unknown-version warnings do not apply
            checks = [c for c in checks if c.id not in ("cuda", "pytorch")]
            per_user, per_user_range = _per_user(ctx, est)
            option = Option(kind="cloud", gpu=gpu.id, count=instance.gpu_count, quant=quant.id, runtime=runtime.id,
                            estimate=est, cost=None, checks=checks, per_user_tokens_per_s=per_user,
                            per_user_range=per_user_range, cloud_instance=instance.id, job_hours=_job(ctx, est))
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
                currency=s.budget.currency, upfront=0.0, monthly=monthly,
                totals={y: monthly * 12 * y for y in (1, 3, 5)}, horizon_total=monthly * months,
                months=months, power_w=0.0,
                per_million_tokens=cost.cost_per_million_tokens(hourly, tokens, _utilisation(ctx, est)) if tokens else None,
                stale_prices=[f"{instance.name}: {price.as_of}"] if is_stale(price.as_of, ctx.today) else [],
            )
            if best is None or _better(option, best):
                best = option
    return best


def _better(a: Option, b: Option) -> bool:
    """Within one hardware choice: prefer the option that is sound, then the faster, then cheaper."""
    key = lambda o: (o.sound, o.fits, o.meets_speed, o.per_user_tokens_per_s or 0.0)  # noqa: E731
    return key(a) > key(b)


def _judge(ctx: _Context, option: Option) -> None:
    s = ctx.scenario
    if ctx.task == "inference" and option.per_user_tokens_per_s is not None:
        option.meets_speed = option.per_user_tokens_per_s >= s.tokens_per_s_per_user
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


def _describe(ctx: _Context, option: Option) -> None:
    s, catalog = ctx.scenario, ctx.catalog
    gpu = catalog.gpus.get(option.gpu)
    quant = catalog.quants.get(option.quant)
    mem = option.estimate.memory
    reasons: list[Text] = []
    if option.fits:
        reasons.append(Text("reason.fits_headroom", {"model": ctx.model.name, "quant": quant.name, "headroom": round(mem.headroom_gb, 1)}))
    else:
        reasons.append(Text("reason.too_small", {"memory": round(gpu.memory_gb * option.count), "model": ctx.model.name,
                                                 "quant": quant.name, "need": round(mem.per_gpu_gb, 1)}))
    if ctx.task == "inference" and option.per_user_tokens_per_s is not None:
        low, high = option.per_user_range
        key = "reason.speed_ok" if option.meets_speed else "reason.speed_short"
        reasons.append(Text(key, {"users": max(ctx.users, 1), "speed": round(option.per_user_tokens_per_s, 1),
                                  "low": round(low, 1), "high": round(high, 1), "wanted": s.tokens_per_s_per_user}))
    if option.job_hours:
        hours, fastest, slowest = option.job_hours
        reasons.append(Text("reason.fine_tune_job", {"hours": round(hours, 1), "low": round(fastest, 1), "high": round(slowest, 1),
                                                     "cost": round(option.job_cost or 0), "currency": s.budget.currency}))
    if option.cost is not None:
        c = option.cost
        if option.kind == "cloud":
            reasons.append(Text("reason.cloud_cost", {"monthly": round(c.monthly), "currency": c.currency,
                                                      "total": round(c.horizon_total), "years": s.horizon_years}))
        else:
            reasons.append(Text("reason.cost", {"total": round(c.horizon_total), "currency": c.currency,
                                                "years": s.horizon_years, "upfront": round(c.upfront)}))
        if c.break_even_against:
            if c.break_even_month is not None:
                reasons.append(Text("reason.break_even", {"instance": c.break_even_against, "months": c.break_even_month}))
            else:
                reasons.append(Text("reason.never_breaks_even", {"instance": c.break_even_against}))
        if c.used:
            reasons.append(Text("reason.used"))
        for stale in c.stale_prices:
            name, _, date = stale.partition(": ")
            reasons.append(Text("reason.stale_price", {"gpu": name, "date": date}))
    if not option.within_budget:
        budget = s.budget.one_off if option.kind != "cloud" or s.budget.monthly is None else s.budget.monthly
        reasons.append(Text("reason.over_budget", {"budget": round(budget or 0), "currency": s.budget.currency}))
    # an "avoid" pick leads with why it is wrong; everything else leads with the facts
    option.reasons = option.reasons + reasons if option.label == "avoid" else reasons + option.reasons


# ---------------------------------------------------------------- the recommendation


def _platform_for(platforms: list[Platform], gpu: Gpu, count: int) -> Platform | None:
    """The smallest platform of the target that takes `count` of this GPU."""
    for platform in sorted(platforms, key=lambda p: (p.max_gpus, p.base_price_cny)):
        if gpu.segment not in SEGMENTS_FOR[platform.id] or gpu.form_factor not in platform.form_factors:
            continue
        if count > platform.max_gpus or (gpu.form_factor == "pcie" and gpu.slot_width * count > platform.gpu_slots):
            continue
        return platform
    return None


def candidates(ctx: _Context) -> list[Option]:
    catalog, s = ctx.catalog, ctx.scenario
    options: list[Option] = []
    many_users = ctx.users > 4
    if s.target != "cloud":
        platforms = [p for p in (catalog.platforms.find(pid) for pid in TARGET_PLATFORMS[s.target]) if p is not None]
        for gpu in catalog.gpus:
            if gpu.cloud_only:
                continue
            quants = _allowed_quants(catalog, s, gpu, ctx.task)
            enough: set[str] = set()  # formats already sound at a smaller count: more cards only cost more
            for count in (1, 2, 4, 8):
                platform = _platform_for(platforms, gpu, count)
                if platform is None or count > gpu.max_count:
                    continue
                best: Option | None = None
                for quant in quants:
                    if quant.id in enough:
                        continue
                    runtimes = [catalog.runtimes.get("mlx" if gpu.ecosystem == "metal" else "transformers")] \
                        if ctx.task != "inference" else _runtimes_for(catalog, gpu, quant, many_users)
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
    # cloud instances are always offered: for a cloud buyer they are the answer, for the others the
    # buy-versus-rent comparison
    for instance in catalog.cloud:
        option = _cloud_option(ctx, instance)
        if option is not None:
            _judge(ctx, option)
            options.append(option)
    for owned in s.existing.gpus:
        try:
            gpu = catalog.gpus.get(owned.gpu)
        except UnknownEntry as exc:
            raise RecommendError(f"existing.gpus: {exc}") from None
        best = None
        for quant in _allowed_quants(catalog, s, gpu, ctx.task):
            for runtime in _runtimes_for(catalog, gpu, quant, many_users) if ctx.task == "inference" else [catalog.runtimes.get("transformers")]:
                option = _buy_option(ctx, gpu, owned.count, quant, runtime, None, owned=True)
                if best is None or _better(option, best):
                    best = option
        if best:
            _judge(ctx, best)
            options.append(best)
    return options


def _pareto(options: list[Option]) -> list[Option]:
    """Options no other option beats on cost, per-user speed and memory headroom at once."""
    front = []
    for a in options:
        dominated = False
        for b in options:
            if b is a:
                continue
            no_worse = (b.cost.horizon_total <= a.cost.horizon_total and (b.per_user_tokens_per_s or 0) >= (a.per_user_tokens_per_s or 0)
                        and b.headroom_share >= a.headroom_share)
            better = (b.cost.horizon_total < a.cost.horizon_total or (b.per_user_tokens_per_s or 0) > (a.per_user_tokens_per_s or 0)
                      or b.headroom_share > a.headroom_share)
            if no_worse and better:
                dominated = True
                break
        if not dominated:
            front.append(a)
    return sorted(front, key=lambda o: o.cost.horizon_total)


def _add_break_even(ctx: _Context, options: list[Option]) -> None:
    clouds = [o for o in options if o.kind == "cloud" and o.sound]
    if not clouds or ctx.task != "inference":
        return
    reference = min(clouds, key=lambda o: o.cost.monthly)
    for option in options:
        if option.kind in ("buy", "owned") and option.cost is not None:
            owning = cost.OwnershipCost(option.cost.upfront, option.cost.monthly * 12, 0.0)
            option.cost.break_even_month = cost.break_even_month(owning, reference.cost.monthly)
            option.cost.break_even_against = ctx.catalog.cloud.get(reference.cloud_instance).name


def _hybrid(ctx: _Context, recommended: Option) -> Option | None:
    """Own hardware for daily inference, rent GPUs for the occasional fine-tuning runs."""
    s = ctx.scenario
    if s.fine_tune is None or ctx.task != "inference" or recommended.kind == "cloud" or recommended.cost is None:
        return None
    tune_ctx = _Context(ctx.catalog, s, ctx.model, s.fine_tune.method, 1, ctx.today)
    rentals = [o for o in (_cloud_option(tune_ctx, i) for i in ctx.catalog.cloud) if o and o.fits and o.job_hours]
    if not rentals:
        return None
    rental = min(rentals, key=lambda o: o.job_cost)
    yearly = rental.job_cost * s.fine_tune.runs_per_year
    base = recommended.cost
    months = s.horizon_years * 12
    hybrid = Option(
        kind="hybrid", gpu=recommended.gpu, count=recommended.count, quant=recommended.quant, runtime=recommended.runtime,
        estimate=recommended.estimate, checks=recommended.checks, per_user_tokens_per_s=recommended.per_user_tokens_per_s,
        per_user_range=recommended.per_user_range, platform=recommended.platform, cloud_instance=rental.cloud_instance,
        label="hybrid", job_hours=rental.job_hours, job_cost=rental.job_cost,
        meets_speed=recommended.meets_speed, within_budget=recommended.within_budget,
        cost=CostSummary(
            currency=base.currency, upfront=base.upfront, monthly=base.monthly + yearly / 12,
            totals={y: base.totals[y] + yearly * y for y in base.totals}, horizon_total=base.horizon_total + yearly * s.horizon_years,
            months=months,
            power_w=base.power_w, per_million_tokens=base.per_million_tokens,
            stale_prices=base.stale_prices + rental.cost.stale_prices, used=base.used,
        ),
    )
    gpu = ctx.catalog.gpus.get(recommended.gpu)
    _describe(ctx, hybrid)
    hybrid.reasons.insert(0, Text("reason.hybrid", {"gpu": f"{recommended.count} x {gpu.name}",
                                                    "instance": ctx.catalog.cloud.get(rental.cloud_instance).name,
                                                    "runs": s.fine_tune.runs_per_year}))
    return hybrid


def option_name(catalog: Catalog, option: Option) -> str:
    """What an option is called everywhere (results, report, suggestions): the instance, or count × GPU."""
    if option.cloud_instance and option.kind == "cloud":
        return catalog.cloud.get(option.cloud_instance).name
    return f"{option.count} × {catalog.gpus.get(option.gpu).name}"


def _suggestions(ctx: _Context, pool: list[Option]) -> list[Text]:
    """What would work when nothing qualifies, each with its cost."""
    s, catalog = ctx.scenario, ctx.catalog
    currency = s.budget.currency
    out: list[Text] = []
    runnable = [o for o in pool if o.fits and o.meets_speed and not o.failed_checks and o.cost is not None]
    if runnable:
        cheapest = min(runnable, key=lambda o: o.cost.horizon_total)
        if not cheapest.within_budget:
            out.append(Text("suggest.more_gpus", {"cost": round(cheapest.cost.upfront or cheapest.cost.horizon_total),
                                                  "currency": currency, "option": option_name(catalog, cheapest)}))
    if s.target != "cloud":
        cloud = [o for o in pool if o.kind == "cloud" and o.fits and o.cost is not None]
        if cloud:
            best = min(cloud, key=lambda o: o.cost.monthly)
            out.append(Text("suggest.cloud", {"option": option_name(catalog, best), "monthly": round(best.cost.monthly), "currency": currency}))
    trials: list[tuple[str, Scenario, dict]] = []
    if s.lowest_precision != "int4" and PRECISION_ORDER.index(s.lowest_precision) < PRECISION_ORDER.index("int4"):
        trials.append(("suggest.lower_precision", s.model_copy(update={"lowest_precision": "int4"}), {"quant": "4-bit (AWQ / GGUF Q4_K_M)"}))
    if s.context_tokens > 4096:
        shorter = max(4096, s.context_tokens // 4)
        trials.append(("suggest.shorter_context", s.model_copy(update={"context_tokens": shorter, "prompt_tokens": min(s.prompt_tokens, shorter // 2)}),
                       {"context": shorter}))
    smaller = _smaller_model(catalog, ctx.model)
    if smaller is not None:
        trials.append(("suggest.smaller_model", s.model_copy(update={"model": smaller.id}), {"model": smaller.name}))
    if s.target in ("office", "edge"):
        trials.append(("suggest.server_room", s.model_copy(update={"target": "server_room"}), {}))
    for key, changed, params in trials:
        result = _recommend(catalog, changed, ctx.today, suggest=False)
        sound = [o for o in result.all_options if o.sound and o.kind != "cloud"] or [o for o in result.all_options if o.sound]
        if sound:
            # what fits the budget if anything does, else the cheapest that works at all
            best = min(sound, key=lambda o: (not o.within_budget, o.cost.horizon_total))
            out.append(Text(key, {**params, "option": option_name(catalog, best), "cost": round(best.cost.horizon_total), "currency": currency}))
    if not out:
        out.append(Text("suggest.nothing"))
    return out


def _smaller_model(catalog: Catalog, model: Model) -> Model | None:
    """The next smaller model of the same family or, for DeepSeek-R1, its largest distill below it."""
    family = model.family
    if family == "deepseek-r1":
        pool = [m for m in catalog.models if m.id.startswith("deepseek-r1-distill")]
    else:
        pool = [m for m in catalog.models if m.family == family]
    smaller = [m for m in pool if m.params_b < model.params_b * 0.8]
    return max(smaller, key=lambda m: m.params_b) if smaller else None


def recommend(catalog: Catalog, scenario: Scenario, today: dt.date | None = None) -> Recommendation:
    return _recommend(catalog, scenario, today or dt.date.today(), suggest=True)


def _recommend(catalog: Catalog, scenario: Scenario, today: dt.date, suggest: bool) -> Recommendation:
    model = resolve_model(catalog, scenario)
    ctx = _Context(catalog, scenario, model, _task(scenario), scenario.concurrent_users, today)
    pool = candidates(ctx)  # each judged (fits, speed, budget) as it is made
    _add_break_even(ctx, pool)

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
            alternative = min(others, key=lambda o: o.cost.horizon_total)
            # a 平替 is cheaper by definition; a dearer substitute is shown as a plain alternative
            alternative.label = "alternative" if alternative.cost.horizon_total <= recommended.cost.horizon_total else "substitute"
            ranked.append(alternative)
        hybrid = _hybrid(ctx, recommended)
        if hybrid:
            ranked.append(hybrid)
    avoid = _avoid(ctx, pool, ranked)
    if avoid:
        ranked.append(avoid)
    front = [o for o in _pareto(qualified) if o not in ranked]
    ranked.extend(front[:5])
    for option in ranked:
        if option.kind != "hybrid":  # the hybrid option was described when it was made
            _describe(ctx, option)
    suggestions = _suggestions(ctx, pool) if suggest and not comfortable else []
    return Recommendation(scenario=scenario, model=model, options=ranked, suggestions=suggestions,
                          evaluated=len(pool), all_options=pool)


def _value(ctx: _Context, option: Option) -> float:
    """Cost over the horizon, raised for what makes an option riskier than its price says: each warning
    (10%), a speed whose low end misses the wish (15%), less than 10% memory to spare (10%), and each card
    beyond the first in a machine the buyer runs (4%): one more slot, power cable and part to fail, and one
    more card the model is split over. A small business runs one card more easily than four, so four old
    cards no longer win over one new card that costs 3% more."""
    warnings = sum(1 for c in option.checks if c.status == "warn" and c.id not in ("growth", "cuda", "pytorch"))
    score = option.cost.horizon_total * (1 + 0.1 * warnings)
    if option.kind == "buy":
        score *= 1 + CARD_COMPLEXITY * (option.count - 1)
    if ctx.task == "inference" and option.per_user_range and option.per_user_range[0] < ctx.scenario.tokens_per_s_per_user:
        score *= 1.15
    if option.headroom_share < 0.10:
        score *= 1.10
    return score


def _avoid(ctx: _Context, pool: list[Option], ranked: list[Option]) -> Option | None:
    """A tempting choice that is wrong here: a well-known card that does not fit, is too slow, fails a
    check or is restricted; the reason says why."""
    for gpu_id in TEMPTING:
        gpu = ctx.catalog.gpus.find(gpu_id)
        if gpu is None or (gpu.sold_only_in and ctx.scenario.region not in gpu.sold_only_in):
            continue  # not in this catalog, or a China SKU, which tempts nobody where it is not sold
        flawed = [o for o in pool if o.gpu == gpu_id and o not in ranked and o.kind == "buy"
                  and (not o.fits or not o.meets_speed or o.failed_checks)]
        if flawed:
            # the variant a buyer would most likely try: one that loads, on few cards, in a small format
            option = min(flawed, key=lambda o: (not o.fits, o.count, ctx.catalog.quants.get(o.quant).bits_per_weight))
            option.label = "avoid"
            problems = [c.message for c in option.failed_checks[:1]]
            option.reasons = [Text("reason.avoid_check", {"problem": p}) for p in problems]
            return option
    return None
