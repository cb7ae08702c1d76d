"""Every option worth offering for a scenario: on the target's platforms every GPU x count x format x runtime they can
hold (the best variant per GPU and count kept), every cloud instance priced in the buyer's market, the buyer's own
GPUs, CPU+GPU machines and several machines joined; for pretraining, the clusters."""

from __future__ import annotations

from gpu_advisor.core.catalog import UnknownEntry
from gpu_advisor.core.catalog.market import counts_sold
from gpu_advisor.core.options.build import (
    better_option,
    buy_option,
    cloud_option,
    hybrid_options,
    judge_option,
    platform_for,
)
from gpu_advisor.core.options.option import Option, RecommendError
from gpu_advisor.core.options.request import Context, allowed_quants, runtimes_for, training_runtimes
from gpu_advisor.core.options.several_machines import pretraining_options, several_machines


def candidates(ctx: Context) -> list[Option]:
    catalog, s = ctx.catalog, ctx.scenario
    if s.use_case == "pretrain":
        return pretraining_options(ctx)
    options: list[Option] = []
    many_users = ctx.users > 4
    if s.target != "cloud":
        platforms = catalog.platforms_for(s.target)
        for gpu in catalog.gpus:
            if gpu.cloud_only:
                continue
            quants = allowed_quants(catalog, s, gpu, ctx.task, ctx.model)
            enough: set[str] = set()  # formats already sound at a smaller count: more cards only cost more
            for count in counts_sold(gpu, platforms):
                platform = platform_for(platforms, gpu, count)
                if platform is None:
                    continue
                best: Option | None = None
                for quant in quants:
                    if quant.id in enough:
                        continue
                    runtimes = (
                        training_runtimes(catalog, gpu, quant)
                        if ctx.task != "inference"
                        else runtimes_for(catalog, gpu, quant, many_users)
                    )
                    for runtime in runtimes:
                        if gpu.ecosystem not in runtime.ecosystems:
                            continue
                        option = buy_option(ctx, gpu, count, quant, runtime, platform)
                        judge_option(ctx, option)
                        if option.sound and option.within_budget:
                            enough.add(quant.id)
                        if best is None or better_option(option, best):
                            best = option
                if best is not None:
                    options.append(best)
            if ctx.task == "inference" and not enough:
                options.extend(several_machines(ctx, gpu, quants, platforms))
        for option in hybrid_options(ctx):
            judge_option(ctx, option)
            options.append(option)
    # cloud instances are always offered: for a cloud buyer they are the answer, for the others the
    # buy-versus-rent comparison
    for instance in catalog.cloud:
        rental = cloud_option(ctx, instance)
        if rental is not None:
            judge_option(ctx, rental)
            options.append(rental)
    for owned in s.existing.gpus:
        try:
            gpu = catalog.gpus.get(owned.gpu)
        except UnknownEntry as exc:
            raise RecommendError(f"existing.gpus: {exc}") from None
        best = None
        for quant in allowed_quants(catalog, s, gpu, ctx.task, ctx.model):
            for runtime in (
                runtimes_for(catalog, gpu, quant, many_users)
                if ctx.task == "inference"
                else training_runtimes(catalog, gpu, quant)
            ):
                option = buy_option(ctx, gpu, owned.count, quant, runtime, None, owned=True)
                if best is None or better_option(option, best):
                    best = option
        if best:
            judge_option(ctx, best)
            options.append(best)
    return options
