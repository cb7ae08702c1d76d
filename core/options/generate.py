"""Every option worth offering for a scenario: on the target's platforms every GPU x count x format x runtime they can
hold (the best variant per GPU and count kept), every cloud instance priced in the buyer's market, the buyer's own
GPUs, CPU+GPU machines and several machines joined; for pretraining, the clusters."""

from __future__ import annotations

from gpu_advisor.core.catalog import UnknownEntry
from gpu_advisor.core.catalog.market import counts_sold
from gpu_advisor.core.options.build import (
    better_option,
    buy_option,
    by_size,
    cloud_option,
    comfortable,
    first_taking,
    for_task,
    hybrid_options,
    option_key,
    own_host_options,
    quality_tier,
)
from gpu_advisor.core.options.option import Option, RecommendError
from gpu_advisor.core.options.request import Context, allowed_quants, quants_for, runtimes_for, training_runtimes
from gpu_advisor.core.options.several_machines import pretraining_options, several_machines


def candidates(ctx: Context) -> list[Option]:
    catalog, s = ctx.catalog, ctx.scenario
    ctx.memo().clear()  # a recommendation works out what follows from its request afresh
    if s.use_case == "pretrain":
        return pretraining_options(ctx)
    options: list[Option] = []
    many_users = ctx.users > 4
    serving_room = many_users and s.target == "server_room" and ctx.task == "inference"
    if s.target != "cloud":
        platforms = for_task(catalog.platforms_for(s.target), ctx.task)
        ordered = by_size(platforms)  # platform_for's order, sorted once
        for gpu in catalog.gpus:
            if gpu.cloud_only:
                continue
            quants = quants_for(ctx, gpu)
            # each format with the runtimes that run it on this GPU, the same at every count
            formats = [
                (
                    quant,
                    [
                        runtime
                        for runtime in (
                            training_runtimes(catalog, gpu, quant)
                            if ctx.task != "inference"
                            else runtimes_for(catalog, gpu, quant, many_users)
                        )
                        if gpu.ecosystem in runtime.ecosystems
                    ],
                )
                for quant in quants
            ]
            enough: set[str] = set()  # formats already sound at a smaller count: more cards only cost more
            held = False  # some format's memory fits at a smaller count
            for count in counts_sold(gpu, platforms):
                if count > 8 and held:
                    # ten or sixteen cards in one machine (a 20-slot server) only where eight cannot hold the model in
                    # any format: the many-card box is for what eight cannot hold, not a bigger copy of eight
                    break
                platform = first_taking(ordered, gpu, count)  # platform_for
                if platform is None:
                    continue
                best: Option | None = None
                best_key: tuple[bool, bool, bool, bool, int, bool, float] | None = None
                for quant, runtimes in formats:
                    if quant.id in enough:
                        continue
                    for runtime in runtimes:
                        option = buy_option(ctx, gpu, count, quant, runtime, platform)
                        sound, fits, fast, speed = option_key(option)  # better_option's, worked out once per option
                        # on the same cards, the format that keeps the most quality while it still fits with room and
                        # meets the wish at the low end of its range (issue 23: AWQ INT4 was chosen where FP8 fitted
                        # with room to spare); in tiers (core.options.build.quality_tier), the faster format within one
                        # the model as its maker released it (gpt-oss in MXFP4) keeps its tier wherever it is sound:
                        # a 3-bit copy is a second rounding, never chosen for memory the release still leaves free
                        released = quant.id == ctx.model.released_quant
                        kept = (
                            quality_tier(quant.bits_per_weight)
                            if sound and (released or comfortable(ctx, option))
                            else 0
                        )
                        # many people in a server room are served by an engine with continuous batching (vLLM,
                        # SGLang, TensorRT-LLM, vLLM Ascend) whenever one runs a format that does the job: what an
                        # integrator installs there (paged KV cache, an OpenAI-compatible server, tensor parallel over
                        # the cards), not llama.cpp's fixed slots, whatever the estimate says of their speed (issue 23:
                        # a 14B model for 20 staff got one card on llama.cpp Q8_0 where vLLM FP8 runs on it)
                        served = runtime.continuous_batching or not serving_room
                        key = (sound, fits, fast, served, kept, released and kept > 0, speed)
                        held = held or fits
                        if key[0] and option.within_budget:  # sound
                            enough.add(quant.id)
                        if best_key is None or key > best_key:
                            best, best_key = option, key
                if best is not None:
                    options.append(best)
            if ctx.task == "inference" and not enough:
                options.extend(several_machines(ctx, gpu, quants, platforms))
        options.extend(hybrid_options(ctx))
        options.extend(own_host_options(ctx))
    # cloud instances are always offered: for a cloud buyer they are the answer, for the others the
    # buy-versus-rent comparison
    for instance in catalog.cloud:
        rental = cloud_option(ctx, instance)
        if rental is not None:
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
            options.append(best)
    return options
