"""Several machines for one model or one job (#14 item 2): a model too big for one 8-GPU machine served by two to
four of them, and a pretraining run on a cluster of them.

Inference. Runtimes that keep tensor parallel inside a machine (vLLM's multi-node recipe: tensor parallel the GPUs
of a machine, pipeline parallel the machines) run a pipeline between machines: each machine holds a contiguous share
of the layers and hands the hidden state of each token to the next over the network (docs/sizing_methods.md,
"Several machines"). One stream therefore decodes as fast as one machine holding the whole model would, plus one
network hop per machine per token; several streams keep every machine busy on its own micro-batch, so the throughput
grows with the machines. Runtimes whose multi-machine recipe is one tensor-parallel group over every GPU (SGLang's
`--tp 16 --nnodes 2`: runtimes.toml across_machines = "tensor") read 1/machines of the weights on each GPU, but wait
on the network for each of the two all-reduces of every layer (network.toml allreduce_us): a single stream is slower
than on one machine holding the whole model. Such a group reads a prompt no faster than one machine (tensor_speed).
Runtimes that spread the experts of a MoE model over all machines (SGLang's expert parallel with DeepEP) do better
at large batches; that is left to the measurements (docs/research/cluster-2026-12.md).

Pretraining. The work is about 6 x active parameters x tokens FLOPs (Kaplan et al. 2020; the attention adds
6 x layers x sequence x width per token), done at a model FLOPs utilisation (MFU) published for clusters of the
same kind (pretrain_mfu below). Memory follows Megatron-LM: tensor parallel inside a machine, as few pipeline
stages as fit, the rest data parallel with the optimizer states sharded over it (the distributed optimizer:
6 + 12 / DP bytes per parameter), activations recomputed layer by layer. The gradients cross the network once a
step; what the computation does not hide slows the step.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Literal

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.catalog.schema import Calibration, Fabric, Gpu, Model, Runtime
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.sizing.families import families_of, less_certain_note, widen_training, widening
from gpu_advisor.core.sizing.memory_and_speed import (
    GB,
    NCCL_BUFFER_GB,
    ClusterUse,
    Estimate,
    EstimateError,
    Memory,
    Speed,
    Training,
    peak_flops,
)

# How a runtime spreads a model over machines (runtimes.toml across_machines): a pipeline of layer shares, or one
# tensor-parallel group over every GPU whose all-reduces cross the network (network.toml allreduce_us)
Across = Literal["pipeline", "tensor"]

MAX_INFERENCE_MACHINES = 4
MAX_TRAINING_MACHINES = 2048  # 16,384 GPUs: the size of the Llama 3 405B run
# a pipeline stage hands on, per token, the hidden state (2 bytes x width) plus a message; the runtime's own step
# on each machine (scheduling, a CUDA graph launch) is counted by the calibration's step overhead

# Model FLOPs utilisation of dense pretraining: (estimate, low, high) of the dense BF16 peak, by how the GPUs inside a
# machine are joined (docs/research/cluster-2026-12.md section 2) and by the precision of the matrix products. The
# FLOPs are the engine's (pretrain_flops_per_token); tests/data/measured.csv kind "training" holds the rows.
# - BF16 on NVLink / Infinity Fabric machines: Megatron-LM 41-49% for GPT 1.7B-462B on 48-6,144 H100 (NVIDIA/Megatron-LM
#   README "Performance Benchmarking", images/model_table.png, 2024-07); Llama 3 405B 38-43% on 8K-16K H100 (Meta, "The
#   Llama 3 Herd of Models", 2024, table 4); torchtitan's FSDP 31-32% for Llama 3.1 8B on 8-128 H100 held to 500 W
#   (pytorch/torchtitan benchmarks/llama3_h100_202412_torchtitan.md): the low end.
# - FP8 on the same machines (Transformer Engine's FP8 GEMMs, attention and the other kernels still BF16): 68-84% of the
#   BF16 peak, median 75%, i.e. about 1.9x the BF16 utilisation, not the datasheet's 2x: NeMo 24.07 on H100 67.7-75.1%
#   over 5 Llama rows (NVIDIA/NeMo docs/source/performance/performance_summary.md, 2024-09) and Megatron-Bridge 26.04.01
#   / 25.11 on H100 and B200 74.3-84.1% over 4 Llama rows (NVIDIA-NeMo/Megatron-Bridge performance-summary-archive.md,
#   2025-12 and 2026-05); MXFP8 on B200 is 4% slower than FP8 with current scaling (Llama 3 8B: 29,521 vs 30,624
#   tokens/s per GPU, the same table) and is sized as FP8. torchtitan's FSDP + float8 (500 W H100) reaches 33-47%: a
#   different runtime than the Megatron-LM that the engine sizes pretraining with, below this range. Every FP8 row is
#   NVIDIA's (H100, B200): AMD's MI300X and MI325X (Infinity Fabric, this class) are assumed to reach the same share.
# - Ampere (A100, A800, no FP8) reaches more of its lower peak: torchtitan's FSDP runs on 64 A100 measured 48-58% with
#   the engine's FLOPs (Llama 2 13B and 70B, Llama 3 8B and 70B), OPT-175B 47%, BLOOM 50%.
# - Ascend 910B (HCCS inside the machine, no FP8): 41-59%, median 48%, of the catalog's 313 TFLOP/s: ModelLink's
#   measured table (Ascend/MindSpeed-LLM README.md at bf2342da, 2024-05-24: LLaMA2 7B 4,200, 13B 1,990, 70B 350,
#   LLaMA3 8B 2,483, 70B 283 tokens/s per NPU; e.g. 4,200 x 6 x 6.74e9 (+ attention) = 43.7 GFLOP a token x 4,200 =
#   184 TFLOP/s = 59%; 283 x 456 GFLOP = 129 TFLOP/s = 41%). It was 30% here, from Pangu Ultra MoE's 30.0% on about 6,000
#   NPUs (Huawei, arXiv 2505.04519): a MoE run, which MOE_ROUTED_BYTES below now slows on its own.
# - PCIe cards without a GPU-to-GPU link (L40S, L20, RTX 4090): no published pretraining MFU was found; tensor
#   parallel then crosses PCIe twice a layer, so the engine assumes about half the NVLink figure and says so in
#   the option's notes, and FP8 at the 1.4x of FP8_OVER_FP16 (what inference prefill reaches). An assumption, not a
#   measurement.
PRETRAIN_MFU: dict[str, dict[str, tuple[float, float, float]]] = {
    "nvlink": {"bf16": (0.40, 0.30, 0.50), "fp8": (0.75, 0.62, 0.86)},
    "nvlink-ampere": {"bf16": (0.52, 0.42, 0.62)},
    "hccs": {"bf16": (0.48, 0.38, 0.60)},
    "pcie": {"bf16": (0.20, 0.12, 0.30), "fp8": (0.28, 0.17, 0.42)},
}
# A mixture of experts routes each token's hidden state to `experts_per_token` experts in every layer and back: the
# router, the permutation into the experts' order and back, the all-to-all between the GPUs that hold the experts,
# the padding and quantisation of the grouped GEMMs' inputs, in the forward and backward passes and the recompute.
# That work grows with the routed activations (layers x experts_per_token x hidden x bytes of an activation: 1 in FP8,
# 2 in BF16), not with the FLOPs, and is memory- and link-bound: its time is taken as MOE_ROUTED_BYTES bytes of HBM
# traffic per routed byte, on top of the dense time of the FLOPs. Fitted, with the dense utilisations above, to the
# published MoE pretraining rows (tests/data/measured.csv): 218-438 per routed byte (median 334) over 10 rows from 4
# sources (Megatron-Bridge 26.04.01 gpt-oss-120b, Qwen3 30B-A3B and 235B-A22B, DeepSeek-V3 on H100 and B200; DeepSeek-V3's
# own H800 run; Megatron-MoE-ModelZoo's Qwen3-Next-80B-A3B on H100), each source held out in turn: median |error| 8%.
# Outside it: ModelZoo's Qwen3-235B in BF16 on H100 (85: its all-to-all hidden behind the 1F1B schedule) and ModelLink's
# Mixtral 8x7B on 32 Ascend NPUs at a 32K sequence with full recomputation (4,171). Why Megatron reaches only 16-30%
# of the peak on gpt-oss-120b and the Qwen3 MoEs where dense models reach 75%: a third to two thirds of their step
# is this routing. (estimate, low, high): the low end of the speed takes the high figure.
MOE_ROUTED_BYTES = (330.0, 220.0, 440.0)
# tokens per optimizer step (Llama 2 and 3 trained at 4M tokens per step)
GLOBAL_BATCH_TOKENS = 4 * 2**20
PRETRAIN_SEQUENCE = 4096
# share of the gradient exchange the backward pass hides (Megatron overlaps the reduce-scatter with the backward)
GRADIENT_OVERLAP = 0.8
# bytes per parameter in mixed-precision training with Megatron's distributed optimizer: BF16 weights (2) and FP32
# gradients (4) on every data-parallel copy, FP32 master weights and Adam's two moments (12) shared out over them
WEIGHT_GRAD_BYTES, OPTIMIZER_BYTES = 6.0, 12.0
# activations with full recomputation: each layer keeps its BF16 input (2 bytes x width per token), one layer at a
# time holds its whole working set (34 bytes x width per token, Korthikanti et al. 2022), both shared over the
# tensor-parallel GPUs by sequence parallelism
KEPT_BYTES, WORKING_BYTES = 2.0, 34.0
# a machine's power: the source article's rule of at least 10 kW of supply for an 8-GPU server; a rack of a
# Chinese or US colocation room supplies 5-10 kW unless built for more
RACK_KW = 10.0


def check_machines(machines: int, task: str) -> None:
    limit = MAX_INFERENCE_MACHINES if task == "inference" else MAX_TRAINING_MACHINES
    if machines < 1 or machines > limit:
        what = "serving a model" if task == "inference" else "pretraining"
        raise EstimateError(f"machines {machines}: must be 1 to {limit} for {what}")


def network_gb_s(fabric: Fabric) -> float:
    """What one machine's ports carry in an all-reduce, GB/s."""
    return fabric.ports_per_machine * fabric.port_gbit / 8 * fabric.bus_efficiency


def tensor_speed(tensor: Speed, piped: Speed) -> Speed:
    """Several machines as one tensor-parallel group: decode and throughput of the group (`tensor`, sized with the
    network's all-reduce), the prompt read as fast as on one machine (`piped`'s prefill, pipeline_speed). A prompt's
    all-reduces carry every token's hidden state across the network (58.7 MB a layer twice for a 4,096-token prompt
    of DeepSeek-R1), which costs about what the other machine's GPUs save: Tenstorrent's R1-0528 on 2 x 8 H100 reads
    a 4,096-token prompt in 199.7 ms, one machine's estimate within 2%, the group's compute alone 37% faster
    (tests/data/measured.csv tt-h100x16-r10528-conc1-prefill-4k)."""
    if tensor.decode_tokens_per_s is None or piped.decode_tokens_per_s is None:
        return tensor
    ttft = ttft_range = None
    if piped.ttft_s is not None:
        # the pipeline's first token: its prefill and one pipeline decode step; here one step of the group
        ttft = piped.ttft_s - 1 / piped.decode_tokens_per_s + 1 / tensor.decode_tokens_per_s
        ttft_range = _scaled(piped.ttft_s_range, ttft / piped.ttft_s)
    # the group's decode and aggregate, the pipeline's prompt reading (one machine's speed)
    return replace(
        tensor,
        prefill_tokens_per_s=piped.prefill_tokens_per_s,
        prefill_tokens_per_s_range=piped.prefill_tokens_per_s_range,
        ttft_s=ttft,
        ttft_s_range=ttft_range,
    )


# ---------------------------------------------------------------- inference across machines


def spread_memory(memory: Memory, model: Model, count: int, machines: int, split: str, make: MemoryMaker) -> Memory:
    """One GPU's memory when the layers are shared out over `machines` pipeline stages: the weights and KV cache of
    ceil(layers / machines) layers, shared again inside the machine as before; the per-GPU parts unchanged."""
    shared_gb = memory.breakdown["weights"] + memory.breakdown["kv_cache"]
    layers = model.layers
    if count == 1:
        inside = 1.0
    elif split == "tensor":
        inside = 1 / count
    else:
        inside = math.ceil(layers / count) / layers
    stage_layers = math.ceil(layers / machines)
    if count > 1 and split != "tensor":
        stage_share = math.ceil(stage_layers / count) / layers
    else:
        stage_share = stage_layers / layers * inside
    per_gpu = memory.per_gpu_gb - shared_gb * inside + shared_gb * stage_share
    breakdown = dict(memory.breakdown)
    for name in ("activations", "runtime_reserve", "multi_gpu_buffers"):
        if name in breakdown:
            breakdown[name] *= machines  # held on every GPU of every machine
    return make(breakdown, per_gpu)


MemoryMaker = Callable[[dict[str, float], float], Memory]


def pipeline_speed(
    speed_at: Callable[[int], Speed],
    model: Model,
    machines: int,
    fabric: Fabric,
    cal: Calibration,
    batch: int,
    runtime: Runtime,
    prompt: int,
) -> Speed:
    """Decode, prefill and throughput of a model pipelined over `machines` machines.

    speed_at(b) is the speed one machine would reach holding the whole model with b streams (its step time for b
    streams is b / aggregate). A stream passes every stage once per token: its token takes that step time plus one
    hop per machine. With m micro-batches in flight (at most one per stage) the machines work side by side."""
    hop = fabric.hop_us * 1e-6 + cal.step_overhead_us * 1e-6
    one = speed_at(1)
    if one.decode_tokens_per_s is None or one.aggregate_tokens_per_s is None:
        return one
    streams = min(batch, runtime.max_parallel)
    in_flight = min(streams, machines)
    size = math.ceil(streams / in_flight)
    at_size = speed_at(size)
    assert at_size.aggregate_tokens_per_s is not None
    step = size / at_size.aggregate_tokens_per_s  # one machine, the whole model, `size` streams
    aggregate = in_flight * size / (step + machines * hop)
    decode_step = 1 / one.decode_tokens_per_s
    decode = 1 / (decode_step + machines * hop)
    factor_decode = decode * decode_step
    ttft = prefill = None
    if one.ttft_s is not None and one.prefill_tokens_per_s is not None:
        # the prompt's hidden states cross each boundary once (2 bytes x width per token)
        transfer = (machines - 1) * prompt * model.hidden_size * 2 / (network_gb_s(fabric) * GB)
        prefill_time = prompt / one.prefill_tokens_per_s + transfer + machines * hop
        prefill = prompt / prefill_time if prefill_time > 0 else None
        ttft = prefill_time + 1 / decode
    base = at_size if streams > 1 else one
    ratio = aggregate / base.aggregate_tokens_per_s if base.aggregate_tokens_per_s else 1.0
    return Speed(
        decode_tokens_per_s=decode,
        decode_tokens_per_s_range=_scaled(one.decode_tokens_per_s_range, factor_decode),
        prefill_tokens_per_s=prefill,
        prefill_tokens_per_s_range=_scaled(one.prefill_tokens_per_s_range, prefill / one.prefill_tokens_per_s)
        if prefill and one.prefill_tokens_per_s
        else None,
        ttft_s=ttft,
        ttft_s_range=_scaled(one.ttft_s_range, ttft / one.ttft_s) if ttft and one.ttft_s else None,
        aggregate_tokens_per_s=aggregate,
        aggregate_tokens_per_s_range=_scaled(base.aggregate_tokens_per_s_range, ratio),
        concurrent_streams=batch,
    )


def _scaled(values: list[float] | None, factor: float) -> list[float] | None:
    return [v * factor for v in values] if values else None


# ---------------------------------------------------------------- pretraining


def mfu_class(gpu: Gpu) -> str:
    if gpu.ecosystem == "cann" and gpu.nvlink_gbps:
        return "hccs"
    if gpu.nvlink_gbps and gpu.form_factor in ("sxm", "oam", "module"):
        return "nvlink-ampere" if gpu.architecture.lower() == "ampere" else "nvlink"
    return "pcie"


def training_precision(gpu: Gpu, precision: str) -> str:
    """The precision the matrix products of a pretraining run use: FP8 where asked for and the part has FP8 tensor
    cores (Hopper, Ada, Blackwell, MI300), else BF16 (FP16 on parts without BF16)."""
    if precision == "fp8" and gpu.supports_fp8 and "fp8" in PRETRAIN_MFU[mfu_class(gpu)]:
        return "fp8"
    return "bf16" if gpu.supports_bf16 else "fp16"


def pretrain_mfu(gpu: Gpu, precision: str = "bf16") -> tuple[float, float, float]:
    table = PRETRAIN_MFU[mfu_class(gpu)]
    return table["fp8"] if precision == "fp8" else table["bf16"]


def moe_routing_seconds(model: Model, gpu: Gpu, precision: str) -> tuple[float, float, float]:
    """Seconds per token of one GPU spent routing a MoE model's tokens to their experts (MOE_ROUTED_BYTES):
    (estimate, low, high); zero for a dense model or a part without a published memory bandwidth."""
    if model.moe is None or not gpu.bandwidth_gbps:
        return (0.0, 0.0, 0.0)
    activation = 1 if precision == "fp8" else 2
    routed = model.layers * model.moe.experts_per_token * model.hidden_size * activation
    bandwidth = gpu.bandwidth_gbps * 1e9
    mid, low, high = (routed * b / bandwidth for b in MOE_ROUTED_BYTES)
    return (mid, low, high)


def _tensor_parallel(model: Model, per_machine: int) -> int:
    tp = per_machine
    while tp > 1 and (model.attention_heads % tp or (model.kv_heads % tp and tp % model.kv_heads)):
        tp //= 2
    return max(tp, 1)


def pretrain_memory(
    model: Model,
    gpu: Gpu,
    gpus: int,
    tp: int,
    pp: int,
    runtime: Runtime,
    make: MemoryMaker,
    sequence: int = PRETRAIN_SEQUENCE,
) -> Memory:
    dp = gpus // (tp * pp)
    params = model.params_b * 1e9
    per_gpu_params = params / (tp * pp)
    states = per_gpu_params * (WEIGHT_GRAD_BYTES + OPTIMIZER_BYTES / dp)
    tokens_hidden = sequence * model.hidden_size
    stage_layers = math.ceil(model.layers / pp)
    # 1F1B keeps up to `pp` micro-batches' layer inputs on the first stage
    kept = stage_layers * KEPT_BYTES * tokens_hidden * min(pp, 8) / tp
    working = WORKING_BYTES * tokens_hidden / tp
    logits = sequence * (model.vocab_size or 0) * 4 / tp if pp == 1 else 0.0
    activations = kept + working + logits
    per_gpu = (states + activations) / GB + runtime.reserve_gb + NCCL_BUFFER_GB
    breakdown = {
        "weights": params * 2 / GB * dp,
        "gradients": params * 4 / GB * dp,
        "optimizer_states": params * OPTIMIZER_BYTES / GB,
        "activations": activations / GB * gpus,
        "runtime_reserve": runtime.reserve_gb * gpus,
        "multi_gpu_buffers": NCCL_BUFFER_GB * gpus,
    }
    return make(breakdown, per_gpu)


def pretrain_flops_per_token(model: Model, sequence: int = PRETRAIN_SEQUENCE) -> float:
    attention_width = model.attention_heads * model.head_dim
    return 6 * model.active_params_b * 1e9 + 6 * model.layers * sequence * attention_width


def pretrain_estimate(
    catalog: Catalog,
    model: Model,
    gpu: Gpu,
    per_machine: int,
    machines: int,
    fabric: Fabric | None,
    runtime: Runtime,
    dataset_tokens: float,
    make: MemoryMaker,
    sequence: int = PRETRAIN_SEQUENCE,
    precision: str = "bf16",
) -> Estimate:
    """Memory, speed and days of pretraining `model` on `dataset_tokens` tokens with `machines` x `per_machine`.

    precision "fp8": the matrix products in FP8 (Transformer Engine's recipes, MXFP8 on Blackwell) where the part has
    FP8, at the utilisation PRETRAIN_MFU gives it; the memory stays that of BF16 mixed precision (Megatron keeps the
    BF16 weights and FP32 master weights and moments, and casts each GEMM's inputs to FP8 on the fly)."""
    check_machines(machines, "pretrain")
    if dataset_tokens <= 0 or dataset_tokens > 1e14:
        raise EstimateError(f"dataset tokens {dataset_tokens:g}: must be more than 0 and at most 10^14")
    gpus = per_machine * machines
    problems: list[Text] = []
    notes: list[Text] = []
    if machines > 1 and fabric is None:
        raise EstimateError("several machines need a network: the catalog has none (network.toml)")
    tp = _tensor_parallel(model, per_machine)
    memory = None
    pp = 1
    while True:
        if gpus % (tp * pp) == 0:
            memory = pretrain_memory(model, gpu, gpus, tp, pp, runtime, make, sequence)
            if memory.fits:
                break
        if pp * 2 > model.layers or tp * pp * 2 > gpus:
            break
        pp *= 2
    assert memory is not None
    dp = max(gpus // (tp * pp), 1)
    if gpu.ecosystem not in runtime.ecosystems:
        problems.append(
            Text("sizing.ecosystem", {"runtime": runtime.name, "ecosystem": gpu.ecosystem.upper(), "gpu": gpu.name})
        )
    asked = precision
    precision = training_precision(gpu, precision)
    if asked == "fp8" and precision != "fp8":
        notes.append(Text("cluster.fp8_sized_as_bf16", {"gpu": gpu.name}))
    use = ClusterUse(
        machines=machines,
        gpus_per_machine=per_machine,
        network=fabric.id if fabric else "",
        tensor_parallel=tp,
        pipeline_parallel=pp,
        data_parallel=dp,
        dataset_tokens=dataset_tokens,
    )
    result = Estimate(
        model=model.id,
        gpu=gpu.id,
        count=per_machine,
        quant=precision,
        runtime=runtime.id,
        task="pretrain",
        split="tensor" if tp > 1 else "single",
        context=sequence,
        prompt_tokens=0,
        batch=1,
        memory=memory,
        speed=Speed(concurrent_streams=1),
        problems=problems,
        notes=notes,
        cluster=use,
    )
    peak = peak_flops(gpu, "bf16" if gpu.supports_bf16 else "fp16")
    if not result.fits or not peak:
        if not peak:
            notes.append(Text("sizing.no_dense_training", {"gpu": gpu.name}))
        return result
    flops = pretrain_flops_per_token(model, sequence)
    mfu, low, high = pretrain_mfu(gpu, precision)
    if mfu_class(gpu) == "pcie":
        notes.append(Text("cluster.pcie_mfu_assumed", {"gpu": gpu.name}))
    # seconds per token and GPU: the FLOPs at the dense utilisation, plus a MoE's routing (estimate, fastest, slowest)
    routing, routing_fast, routing_slow = moe_routing_seconds(model, gpu, precision)
    per_token = [
        flops / (peak * mfu) + routing,
        flops / (peak * high) + routing_fast,
        flops / (peak * low) + routing_slow,
    ]
    # one optimizer step: compute, and the gradient exchange between the data-parallel copies that it does not hide
    compute = GLOBAL_BATCH_TOKENS * per_token[0] / gpus
    exposed = 0.0
    if machines > 1 and fabric is not None and dp > 1:
        gradient_bytes = 2 * 2 * model.params_b * 1e9 / (tp * pp)  # reduce-scatter and all-gather in BF16
        per_gpu_network = network_gb_s(fabric) * GB / per_machine
        exchange = gradient_bytes * (dp - 1) / dp / per_gpu_network
        exposed = max(0.0, exchange - GRADIENT_OVERLAP * compute)
        if exposed > 0.1 * compute:
            notes.append(
                Text("cluster.network_bound", {"network": fabric.name, "share": round(100 * exposed / compute)})
            )
    slowdown = compute / (compute + exposed)
    middle, fastest, slowest = (gpus / t * slowdown for t in per_token)
    result.training = Training(tokens_per_s=middle, tokens_per_s_range=[slowest, fastest], flops_per_token=flops)
    # the range of the families a pretraining run belongs to (training, a part of the newest generation, a MoE model):
    # wider than the published MFU's, as ranges.toml was fitted (core.sizing.families)
    far, near, wider = widening(catalog.ranges, families_of(catalog.ranges, model, gpu, "pretrain"))
    if wider:
        result.training = widen_training(result.training, far, near)
        result.less_certain = list(wider)
        notes.append(less_certain_note(wider))
    slow, fast = result.training.tokens_per_s_range
    seconds = dataset_tokens / middle
    use.days = [seconds / 86400, dataset_tokens / fast / 86400, dataset_tokens / slow / 86400]
    use.gpu_hours = seconds / 3600 * gpus
    return result


def machines_for(
    days_wanted: float,
    fit: Callable[[int], Estimate],
    start: int = 1,
    slowest: bool = False,
) -> Estimate:
    """The smallest power-of-two number of machines whose pretraining fits and ends within `days_wanted` (its
    middle estimate, or with `slowest` the slow end of its range), or the largest the engine sizes when none does.
    A rented cluster plans on the slow end: twice the machines for half the days rent for about the same money, so
    the deadline is kept without paying more, where bought machines would double the price."""
    end = 2 if slowest else 0  # Cluster.days is (middle, fastest, slowest)
    machines = start
    best = fit(machines)
    while machines * 2 <= MAX_TRAINING_MACHINES:
        if best.fits and best.cluster and best.cluster.days and best.cluster.days[end] <= days_wanted:
            return best
        machines *= 2
        best = fit(machines)
    return best


# ---------------------------------------------------------------- the network and the room


@dataclass(frozen=True)
class NetworkBill:
    """What joining `machines` machines costs: their network ports (when not built in), the switch ports with
    cables and transceivers (a second switch tier from 64 ports on), and the switches' power."""

    ports: int
    switch_ports: int
    price: float  # in the buyer's currency
    watts: float


SWITCH_RADIX = 64  # ports of one InfiniBand NDR (QM9700) or 400G Ethernet (SN5600) switch


def network_bill(
    fabric: Fabric, machines: int, machines_price: float, currency: str, usd_to_cny: float
) -> NetworkBill | None:
    """What the network of `machines` machines costs; machines_price: all of them together, for a network priced as
    a share of them. None when a price the bill needs has no source in the catalog."""
    if machines <= 1:
        return NetworkBill(0, 0, 0.0, 0.0)
    ports = machines * fabric.ports_per_machine
    # a leaf-spine fabric: each machine port uses a leaf port, and each leaf port one more up to a spine
    switch_ports = ports if ports <= SWITCH_RADIX else ports * 3
    watts = switch_ports * fabric.switch_watts_per_port
    if not fabric.port_prices:
        assert fabric.share_of_machines is not None  # the schema requires one of the two
        return NetworkBill(ports, switch_ports, machines_price * fabric.share_of_machines, watts)
    price = 0.0
    for prices, count in ((fabric.port_prices, switch_ports), (fabric.nic_prices, 0 if fabric.nic_included else ports)):
        if count == 0:
            continue
        if not prices:
            return None
        unit = prices[0]
        if unit.currency == currency:
            amount = unit.amount
        else:
            amount = unit.amount * usd_to_cny if currency == "CNY" else unit.amount / usd_to_cny
        price += amount * count
    return NetworkBill(ports, switch_ports, price, watts)


def machines_per_rack(machine_watts: float) -> int:
    """Machines a 10 kW rack takes (the source article's rule for an 8-GPU server's supply): at least one, which
    then needs a rack built for more when it draws more than 10 kW."""
    return max(1, int(RACK_KW * 1000 // max(machine_watts, 1.0)))
