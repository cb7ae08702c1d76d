"""The options of several machines (core.sizing.several_machines): two to four machines for a model that no one machine holds,
and the clusters of a pretraining run, bought or rented, each with its network, power and racks."""

from __future__ import annotations

from functools import partial
from typing import Literal

from gpu_advisor.core.catalog.market import counts_sold
from gpu_advisor.core.catalog.schema import CloudInstance, Gpu, Platform, Quant
from gpu_advisor.core.checks.checks import check_export, run_checks
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.options.build import buy_option, judge, platform_for
from gpu_advisor.core.options.joining import join_machines, rack_check
from gpu_advisor.core.options.option import Option
from gpu_advisor.core.options.pricing import Priced, cost_purchase, cost_rental, rental_price
from gpu_advisor.core.options.request import Context, pretraining_runtime, runtimes_for, size_for
from gpu_advisor.core.sizing import Estimate, memory_on
from gpu_advisor.core.sizing.several_machines import (
    MAX_INFERENCE_MACHINES,
    machines_for,
    pretrain_estimate,
)

# ---------------------------------------------------------------- serving on several machines


def several_machines(ctx: Context, gpu: Gpu, quants: list[Quant], platforms: list[Platform]) -> list[Option]:
    """The fewest machines (2 to 4) of the largest count this GPU is sold in that hold the model in a format the
    buyer accepts, when no one machine does: the best of them, or nothing."""
    counts = counts_sold(gpu, platforms)
    if not counts or gpu.cloud_only:
        return []
    count = max(counts)
    platform = platform_for(platforms, gpu, count)
    if platform is None or platform.max_gpus < 8:
        return []  # several towers or edge boxes joined by Ethernet are not a deployment an integrator builds
    runtimes = {
        quant.id: [
            r
            for r in runtimes_for(ctx.catalog, gpu, quant, True)
            if gpu.ecosystem in r.ecosystems and r.tensor_parallel
        ]
        for quant in quants
    }
    # one machine holds it in a format the buyer accepts: more machines only cost more (sized alone, without the
    # checks and costs that only the options of several machines need)
    if any(size_for(ctx, gpu, count, q, r).memory.fits for q in quants for r in runtimes[q.id]):
        return []
    best: Option | None = None
    for quant in quants:
        for runtime in runtimes[quant.id]:
            # PCIe servers on Ethernet: two at most (16 x L20 is sold for the full R1); systems with their own RDMA
            # network (HGX, Atlas): up to four
            most = MAX_INFERENCE_MACHINES if platform.kind == "system" else 2
            for machines in range(2, most + 1):
                option = buy_option(ctx, gpu, count, quant, runtime, platform, machines=machines)
                if not option.fits:
                    continue
                if best is None or _better_cluster(option, best):
                    best = option
                break
    return [best] if best is not None else []


def _better_cluster(a: Option, b: Option) -> bool:
    def key(o: Option) -> tuple[bool, bool, float, float]:
        cost = o.cost.horizon_total if o.cost else float("inf")
        return (o.sound, o.within_budget, -o.machines, -cost)

    return key(a) > key(b)


# ---------------------------------------------------------------- pretraining clusters


def _pretrain(ctx: Context, gpu: Gpu, count: int, runtime_platform: Platform | None, machines: int) -> Estimate:
    s = ctx.scenario
    assert s.fine_tune is not None
    quant = ctx.catalog.quants.get("bf16" if gpu.supports_bf16 else "fp16")
    runtime = pretraining_runtime(ctx.catalog, gpu, quant)
    assert runtime is not None  # pretraining_options sizes only parts some training runtime runs on
    return pretrain_estimate(
        ctx.catalog,
        ctx.model,
        gpu,
        count,
        machines,
        ctx.catalog.fabric_for(runtime_platform),
        runtime,
        float(s.fine_tune.dataset_tokens) * s.fine_tune.epochs,
        lambda parts, per_gpu: memory_on(parts, per_gpu, gpu, runtime),
    )


def pretraining_options(ctx: Context) -> list[Option]:
    """For each GPU sold in 8-GPU machines (or the most a machine takes), the fewest machines (1, 2, 4, ...) that
    finish the run within the days the buyer allows; and rented clusters of the 8-GPU cloud instances."""
    s = ctx.scenario
    if s.fine_tune is None:
        return []
    options: list[Option] = []
    days_wanted = float(s.fine_tune.max_days)
    if s.target != "cloud":
        platforms = ctx.catalog.platforms_for("server_room")
        for gpu in ctx.catalog.gpus:
            if gpu.cloud_only:
                continue
            count, platform = _largest_machine(gpu, platforms)
            if platform is None and gpu.tempting is not None:
                # a card buyers are tempted by that no server-room machine takes (a GeForce card): sized in the
                # workstations it is built into, so that the results can say why it is the one to avoid
                count, platform = _largest_machine(gpu, ctx.catalog.platforms_for("office"))
            if platform is None or not pretraining_runtime(ctx.catalog, gpu, _quant(ctx, gpu)):
                continue
            est = machines_for(days_wanted, partial(_pretrain, ctx, gpu, count, platform))
            options.append(_cluster_option(ctx, gpu, count, est, platform, None))
    for instance in ctx.catalog.cloud:
        gpu = ctx.catalog.gpus.get(instance.gpu)
        if instance.gpu_count < 8 or not pretraining_runtime(ctx.catalog, gpu, _quant(ctx, gpu)):
            continue
        est = machines_for(days_wanted, partial(_pretrain, ctx, gpu, instance.gpu_count, None), slowest=True)
        options.append(_cluster_option(ctx, gpu, instance.gpu_count, est, None, instance))
    return options


def _largest_machine(gpu: Gpu, platforms: list[Platform]) -> tuple[int, Platform | None]:
    """The most of this GPU one machine of these platforms holds, and the smallest such machine."""
    for count in sorted(counts_sold(gpu, platforms), reverse=True):
        platform = platform_for(platforms, gpu, count)
        if platform is not None:
            return count, platform
    return 0, None


def _quant(ctx: Context, gpu: Gpu) -> Quant:
    return ctx.catalog.quants.get("bf16" if gpu.supports_bf16 else "fp16")


def _cluster_option(
    ctx: Context,
    gpu: Gpu,
    count: int,
    est: Estimate,
    platform: Platform | None,
    instance: CloudInstance | None,
) -> Option:
    s = ctx.scenario
    cluster = est.cluster
    machines = cluster.machines if cluster else 1
    days = cluster.days if cluster else None
    quant = _quant(ctx, gpu)
    runtime = ctx.catalog.runtimes.get(est.runtime)
    job_hours = [d * 24 for d in days] if days else None
    if est.fits:
        checks = run_checks(
            ctx.catalog,
            gpu=gpu,
            count=count,
            model=ctx.model,
            quant=quant,
            runtime=runtime,
            split=est.split,
            task="full",
            target="cloud" if instance else s.target,
            region=s.region,
            # new machines come with current drivers, CUDA and disks: the buyer's own machine is not where it runs
            existing=s.existing.model_copy(
                update={
                    "cuda_version": None,
                    "pytorch_version": None,
                    "driver_version": None,
                    "disk_free_gb": None,
                    "psu_watts": None,
                    "free_slots": None,
                    "chassis": None,
                    "system_ram_gb": None,
                }
            ),
            platform=platform,
            weights_gb=est.memory.breakdown["weights"],
            per_gpu_gb=est.memory.per_gpu_gb,
            usable_gb=est.memory.usable_per_gpu_gb,
        )
        if instance is not None:
            checks = [c for c in checks if c.id not in ("cuda", "pytorch", "driver")]
        # a cluster keeps its data and checkpoints on shared storage, not on one machine's disks: its size is stated
        # in the reasons instead of checked against a machine's disk
        checks = [c for c in checks if c.id != "disk"]
    else:
        checks = [check_export(ctx.catalog, gpu, s.region)]
    priced = Priced(None)
    if instance is not None:
        rental = rental_price(s, instance)
        if rental is not None:
            price, _ = rental
            priced = _rented_cluster(cost_rental(ctx, est, job_hours, instance, price), machines)
    else:
        priced = cost_purchase(ctx, est, count, job_hours, gpu, platform, False, False)
        if machines > 1:
            priced = join_machines(ctx, priced, gpu, count, machines, platform)
        checks.append(rack_check(gpu, count, machines, platform))
    reasons = list(priced.reasons)
    if est.fits:
        checkpoint_tb = ctx.model.params_b * 1e9 * 16 / 1e12  # weights, gradients and Adam states of one checkpoint
        reasons.append(Text("reason.pretrain_storage", {"checkpoint_tb": round(checkpoint_tb, 1)}))
    if cluster and cluster.days and cluster.gpu_hours:
        reasons.insert(
            0,
            Text(
                "reason.pretrain_cluster",
                {
                    "machines": machines,
                    "count": count,
                    "gpu": gpu.name,
                    "days": round(cluster.days[0]),
                    "fastest": round(cluster.days[1]),
                    "slowest": round(cluster.days[2]),
                    "gpu_hours": round(cluster.gpu_hours),
                    "tp": cluster.tensor_parallel,
                    "pp": cluster.pipeline_parallel,
                    "dp": cluster.data_parallel,
                },
            ),
        )
    kind: Literal["cloud", "buy"] = "cloud" if instance else "buy"
    # a run is fast enough when its days are within those allowed
    verdict = judge(ctx, kind, est, priced.cost, None, job_hours)
    return Option(
        kind=kind,
        gpu=gpu.id,
        count=count,
        quant=quant.id,
        runtime=runtime.id,
        estimate=est,
        cost=priced.cost,
        checks=tuple(checks),
        per_user_tokens_per_s=None,
        per_user_range=None,
        platform=platform.id if platform else None,
        cloud_instance=instance.id if instance else None,
        reasons=tuple(reasons),
        job_hours=job_hours,
        job_cost=priced.job_cost,
        machines=machines,
        meets_speed=verdict.meets_speed,
        within_budget=verdict.within_budget,
    )


def _rented_cluster(priced: Priced, machines: int) -> Priced:
    """A rented cluster: `machines` instances for the job's hours (the provider's network is in its price)."""
    c = priced.cost
    if c is None or machines <= 1:
        return priced
    job_cost = priced.job_cost * machines if priced.job_cost is not None else None
    return Priced(c.scaled(machines), priced.reasons, job_cost)
