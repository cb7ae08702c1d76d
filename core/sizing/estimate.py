"""The one call that sizes a plan: which format and runtime by default, then memory and speed for one machine, for
a CPU+GPU machine (cpu_offload) or for several machines (several_machines). It sits above those modules and imports
them at the top: the circle sizing -> cluster -> sizing of the flat core/ is gone."""

from __future__ import annotations

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.catalog.schema import Fabric, Gpu, Host, Model, Quant, Runtime, RuntimeUse
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.sizing.cpu_offload import hybrid_estimate
from gpu_advisor.core.sizing.families import families_of, less_certain_note, widen_speed, widen_training, widening
from gpu_advisor.core.sizing.memory_and_speed import (
    OPTIMIZERS,
    ClusterUse,
    Estimate,
    EstimateError,
    Recipe,
    SizingMemo,
    Speed,
    Split,
    Task,
    calibration_for,
    inference_memory,
    inference_speed,
    memory_on,
    training_memory,
    training_speed,
)
from gpu_advisor.core.sizing.several_machines import (
    Across,
    check_machines,
    pipeline_speed,
    spread_memory,
    tensor_speed,
)

DEFAULT_RECIPE = Recipe()  # frozen: one shared instance, not a new one for each of a recommendation's estimates


def default_quant(catalog: Catalog, model: Model, gpu: Gpu, task: Task) -> Quant:
    if task == "qlora":
        return catalog.quants.get("nf4")
    if model.released_quant is not None and task == "inference":
        return catalog.quants.get(model.released_quant)  # gpt-oss: its MXFP4 weights as released
    if model.native_dtype == "fp8" and gpu.supports_fp8 and task == "inference":
        return catalog.quants.get("fp8")
    if gpu.ecosystem == "metal" and task == "inference":
        return catalog.quants.get("q4_k_m")
    return catalog.quants.get("bf16" if gpu.supports_bf16 else "fp16")


def default_runtime(catalog: Catalog, gpu: Gpu, quant: Quant, task: Task) -> Runtime:
    """The runtime runtimes.toml `preference` ranks first for this use, the one the recommendation picks too:
    fine-tuning; serving on data-center and workstation cards; a desktop otherwise."""
    use: RuntimeUse = (
        "training" if task != "inference" else "serving" if gpu.segment in ("datacenter", "workstation") else "desktop"
    )
    return catalog.preferred_runtime(gpu, quant, use) or catalog.runtimes.get(quant.runtimes[0])


def estimate(
    catalog: Catalog,
    model: Model,
    gpu: Gpu,
    count: int = 1,
    quant: Quant | None = None,
    runtime: Runtime | None = None,
    context: int = 4096,
    prompt_tokens: int | None = None,
    batch: int = 1,
    task: Task = "inference",
    kv_bits: float = 16,
    split: Split | None = None,
    output_tokens: int = 256,
    recipe: Recipe | None = None,
    host: Host | None = None,
    system_memory_gb: float | None = None,
    expert_share: float = 1.0,
    machines: int = 1,
    fabric: Fabric | None = None,
    memo: SizingMemo | None = None,
    across: Across | None = None,
) -> Estimate:
    """Memory and speed of `model` on `count` x `gpu`.

    context: tokens each sequence may hold (what the KV cache is sized for); prompt_tokens: the typical
    prompt; output_tokens: the typical answer, whose middle is where decode speed is quoted; batch:
    sequences served at once (inference) or the micro-batch per GPU (fine-tuning). machines: serving on
    several machines of `count` GPUs each, joined by `fabric` (core.cluster: pipeline between machines, or with
    across="tensor" one tensor-parallel group over all of them; none: the runtime's across_machines). memo: a
    store the estimates of one recommendation share (core.options.request.Context.memo), so that what does not
    depend on the part and count (the weights, the KV cache) or on the count (the part's calibration) is worked out
    once rather than for every estimate.
    """
    if count < 1 or count > 16:
        raise EstimateError(f"count {count}: must be 1 to 16 GPUs")
    if context < 1 or context > 10_000_000:
        raise EstimateError(f"context {context}: must be 1 to 10,000,000 tokens")
    if batch < 1 or batch > 4096:
        raise EstimateError(f"batch {batch}: must be 1 to 4,096 concurrent sequences")
    prompt = min(context, 1024) if prompt_tokens is None else prompt_tokens
    if prompt < 0 or prompt > context:
        raise EstimateError(f"prompt {prompt}: must be between 0 and the context ({context})")
    if output_tokens < 0 or output_tokens > 10_000_000:
        raise EstimateError(f"output {output_tokens}: must be 0 to 10,000,000 tokens")
    recipe = recipe or DEFAULT_RECIPE
    if recipe.optimizer not in OPTIMIZERS:
        raise EstimateError(f"optimizer {recipe.optimizer!r}: must be one of {', '.join(OPTIMIZERS)}")
    if recipe.lora_rank < 1 or recipe.lora_rank > 4096:
        raise EstimateError(f"lora rank {recipe.lora_rank}: must be 1 to 4,096")
    if machines != 1:
        check_machines(machines, task)
        if task != "inference":
            raise EstimateError(
                "several machines: serving a model here; a training run across machines is a pretraining"
            )
        if host is not None:
            raise EstimateError("a hybrid CPU+GPU machine is sized alone, not several of them")
        if fabric is None:
            raise EstimateError("several machines need a network between them (network.toml)")
    quant = quant or default_quant(catalog, model, gpu, task)
    if host is not None:
        # hybrid CPU+GPU: experts (or the layers that do not fit) in the host's memory, the rest on one GPU
        if task != "inference" or count != 1:
            raise EstimateError("--host sizes inference on one GPU with the rest in system memory")
        if not 0 <= expert_share <= 1:
            raise EstimateError(f"expert share {expert_share}: must be 0 to 1")
        hybrid_runtime = runtime or catalog.runtimes.get("ktransformers" if model.moe else "llama.cpp")
        hybrid = hybrid_estimate(
            catalog,
            model,
            gpu,
            quant,
            hybrid_runtime,
            host,
            context,
            prompt,
            output_tokens,
            batch,
            kv_bits,
            system_memory_gb,
            expert_share,
            [],
            [],
        )
        return with_family_range(catalog, hybrid, model, gpu, batch, machines, hybrid=True)
    runtime = runtime or default_runtime(catalog, gpu, quant, task)
    across = across or runtime.across_machines
    group = count * machines
    if across == "tensor" and (
        not runtime.tensor_parallel
        or model.attention_heads % group
        or (model.kv_heads % group and group % model.kv_heads)
    ):
        across = "pipeline"  # the runtime cannot, or the heads do not share out over every GPU: a pipeline

    problems: list[Text] = []
    notes: list[Text] = []
    if count > gpu.max_count:
        problems.append(Text("sizing.max_count", {"gpu": gpu.name, "max": gpu.max_count, "count": count}))
    if gpu.ecosystem not in runtime.ecosystems:
        problems.append(
            Text("sizing.ecosystem", {"runtime": runtime.name, "ecosystem": gpu.ecosystem.upper(), "gpu": gpu.name})
        )
    if runtime.id not in quant.runtimes:
        problems.append(Text("sizing.quant_runtime", {"runtime": runtime.name, "quant": quant.name}))
    if quant.needs_fp8 and not gpu.supports_fp8:
        notes.append(Text("sizing.no_fp8", {"gpu": gpu.name}))
    # the format a job trains on is the one it is sized in: never size one thing and print another
    if task == "qlora" and quant.bits_per_weight > 5:
        problems.append(Text("sizing.qlora_not_4bit", {"quant": quant.name}))
    if task == "full" and not (quant.kind == "float" and quant.bits_per_weight >= 16):
        problems.append(Text("sizing.full_not_16bit", {"quant": quant.name}))
    if task != "inference" and not runtime.training:
        problems.append(Text("sizing.no_training", {"runtime": runtime.name}))

    if split is None:
        split = "single" if count == 1 else ("tensor" if runtime.tensor_parallel else "layer")
    if count == 1:
        split = "single"
    if split == "tensor":
        if not runtime.tensor_parallel:
            problems.append(Text("sizing.no_tensor_parallel", {"runtime": runtime.name}))
        heads_ok = model.attention_heads % count == 0
        kv_ok = model.kv_heads % count == 0 or count % model.kv_heads == 0
        if not (heads_ok and kv_ok):
            problems.append(
                Text("sizing.heads", {"count": count, "heads": model.attention_heads, "kv": model.kv_heads})
            )

    if task == "inference":
        memory = inference_memory(
            model, gpu, count, quant, runtime, context, prompt, output_tokens, batch, kv_bits, split, memo
        )
        if machines > 1:
            memory = spread_memory(
                memory, model, count, machines, split, lambda parts, per_gpu: memory_on(parts, per_gpu, gpu, runtime)
            )
    else:
        memory = training_memory(model, gpu, count, quant, runtime, context, batch, task, recipe)

    # the speed only where it fits (Estimate.fits), made before the estimate rather than put in after it
    speed: Speed | None = None
    training = None
    if memory.fits and not problems:
        if task == "inference":
            position = prompt + min(output_tokens, context - prompt) // 2
            speed = inference_speed(
                model, gpu, count, quant, runtime, prompt, position, batch, kv_bits, split, notes, memo
            )
            if machines > 1 and fabric is not None:
                piped = pipeline_speed(
                    lambda streams: inference_speed(
                        model, gpu, count, quant, runtime, prompt, position, streams, kv_bits, split, []
                    ),
                    model,
                    machines,
                    fabric,
                    calibration_for(runtime, gpu),
                    batch,
                    runtime,
                    prompt,
                )
                if across == "tensor":
                    # one tensor-parallel group over every GPU of every machine: each GPU reads 1/(count x machines)
                    # of the weights, and both all-reduces of every layer wait on the network
                    grouped = inference_speed(
                        model,
                        gpu,
                        count * machines,
                        quant,
                        runtime,
                        prompt,
                        position,
                        batch,
                        kv_bits,
                        "tensor",
                        [],
                        None,
                        fabric.allreduce_us,
                    )
                    speed = tensor_speed(grouped, piped)
                    notes.append(Text("cluster.tensor", {"machines": machines, "network": fabric.name}))
                else:
                    speed = piped
                    notes.append(Text("cluster.pipeline", {"machines": machines, "network": fabric.name}))
        else:
            training = training_speed(model, gpu, count, task, recipe.gradient_checkpointing)
            if training is None:
                notes.append(Text("sizing.no_dense_training", {"gpu": gpu.name}))
    result = Estimate(
        model=model.id,
        gpu=gpu.id,
        count=count,
        quant=quant.id,
        runtime=runtime.id,
        task=task,
        split=split,
        context=context,
        prompt_tokens=prompt,
        batch=batch,
        memory=memory,
        speed=Speed(concurrent_streams=batch) if speed is None else speed,
        training=training,
        problems=problems,
        notes=notes,
        cluster=ClusterUse(
            machines=machines,
            gpus_per_machine=count,
            network=fabric.id,
            tensor_parallel=count * machines if across == "tensor" else count if split == "tensor" else 1,
            pipeline_parallel=1 if across == "tensor" else machines,
        )
        if machines > 1 and fabric is not None
        else None,
    )
    return with_family_range(catalog, result, model, gpu, batch, machines)


def with_family_range(
    catalog: Catalog, result: Estimate, model: Model, gpu: Gpu, batch: int, machines: int, hybrid: bool = False
) -> Estimate:
    """The estimate with its speed range widened by the factors of the families its configuration belongs to
    (core.sizing.families, ranges.toml), and a note naming those families: the estimate is less certain for them."""
    if result.speed.decode_tokens_per_s_range is None and result.training is None:
        return result  # no speed, no range: nothing to widen (most of a recommendation's candidates that do not fit)
    families = families_of(catalog.ranges, model, gpu, result.task, batch, machines, hybrid)
    low, high, wider = widening(catalog.ranges, families)
    if not wider:
        return result
    widen_speed(result.speed, low, high)
    if result.training is not None:
        result.training = widen_training(result.training, low, high)
    result.less_certain = list(wider)
    result.notes.append(less_certain_note(wider))
    return result
