"""Several machines for one model or one job (#14 item 2): a model too big for one 8-GPU machine served by two to
four of them, and a pretraining run on a cluster of them.

Inference. Tensor parallel stays inside a machine (its all-reduces need NVLink or PCIe latency, twice a layer),
pipeline parallel runs between machines: each machine holds a contiguous share of the layers and hands the
hidden state of each token to the next over the network (docs/sizing_methods.md, "Several machines"). One stream
therefore decodes as fast as one machine holding the whole model would, plus one network hop per machine per
token; several streams keep every machine busy on its own micro-batch, so the throughput grows with the
machines. Runtimes that spread the experts of a MoE model over all machines (SGLang's expert parallel with
DeepEP) do better at large batches; that is left to the measurements (docs/research/cluster-2026-12.md).

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
from dataclasses import dataclass

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

MAX_INFERENCE_MACHINES = 4
MAX_TRAINING_MACHINES = 2048  # 16,384 GPUs: the size of the Llama 3 405B run
# a pipeline stage hands on, per token, the hidden state (2 bytes x width) plus a message; the runtime's own step
# on each machine (scheduling, a CUDA graph launch) is counted by the calibration's step overhead

# Model FLOPs utilisation of pretraining (of the dense BF16 peak): (estimate, low, high), by how the GPUs inside a
# machine are joined (docs/research/cluster-2026-12.md section 2).
# - NVLink / Infinity Fabric machines on InfiniBand or RoCE: Llama 3 405B 38-43% on 8K-16K H100 (Meta, "The Llama 3
#   Herd of Models", 2024, table 4); torchtitan 33-39% for Llama 3.1 8B on 8-128 power-capped H100 and 50-58% for
#   FSDP on 64 A100 (pytorch/torchtitan benchmarks and docs/performance.md, 2024); BLOOM-176B 50% on 384 A100;
#   MegaScale 55.2% for 175B on 12,288 GPUs (NSDI 2024); DeepSeek-V3 about 33% of the BF16 peak in FP8 (2.788M
#   H800 GPU-hours for 14.8T tokens, 37B active: 6 x 37e9 x 14.8e12 / (2.788e6 x 3600 s) = 328 TFLOP/s of 989).
# - Ascend 910B (HCCS inside the machine): Pangu Ultra MoE 30.0% on about 6,000 NPUs (Huawei, arXiv 2505.04519).
# - PCIe cards without a GPU-to-GPU link (L40S, L20, RTX 4090): no published pretraining MFU was found; tensor
#   parallel then crosses PCIe twice a layer, so the engine assumes about half the NVLink figure and says so in
#   the option's notes. An assumption, not a measurement.
# - Ampere (A100, A800) reaches more of its lower peak: torchtitan's FSDP runs on 64 A100 measured 50-61% (Llama 2
#   13B and 70B, Llama 3 8B and 70B), OPT-175B 47%, BLOOM 50%; tests/data/measured.csv kind "training".
PRETRAIN_MFU = {
    "nvlink": (0.40, 0.32, 0.55),
    "nvlink-ampere": (0.52, 0.42, 0.62),
    "hccs": (0.30, 0.22, 0.40),
    "pcie": (0.20, 0.12, 0.30),
}
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


def pretrain_mfu(gpu: Gpu) -> tuple[float, float, float]:
    return PRETRAIN_MFU[mfu_class(gpu)]


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
) -> Estimate:
    """Memory, speed and days of pretraining `model` on `dataset_tokens` tokens with `machines` x `per_machine`."""
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
        quant="bf16" if gpu.supports_bf16 else "fp16",
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
    mfu, low, high = pretrain_mfu(gpu)
    if mfu_class(gpu) == "pcie":
        notes.append(Text("cluster.pcie_mfu_assumed", {"gpu": gpu.name}))
    # one optimizer step: compute, and the gradient exchange between the data-parallel copies that it does not hide
    compute = GLOBAL_BATCH_TOKENS * flops / (gpus * peak * mfu)
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
    rate = gpus * peak / flops * slowdown
    result.training = Training(
        tokens_per_s=rate * mfu, tokens_per_s_range=[rate * low, rate * high], flops_per_token=flops
    )
    # the range of the families a pretraining run belongs to (training, a part of the newest generation, a MoE model):
    # wider than the published MFU's, as ranges.toml was fitted (core.sizing.families)
    far, near, wider = widening(catalog.ranges, families_of(catalog.ranges, model, gpu, "pretrain"))
    if wider:
        result.training = widen_training(result.training, far, near)
        result.less_certain = list(wider)
        notes.append(less_certain_note(wider))
    slow, fast = result.training.tokens_per_s_range
    seconds = dataset_tokens / (rate * mfu)
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
