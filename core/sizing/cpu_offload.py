"""Hybrid CPU+GPU inference: a model's MoE experts (or, for a dense model, the layers that do not fit) in system
memory, computed by the CPUs; attention, shared experts, dense layers and the KV cache on one GPU.

Decode time per token = the longer of reading the active experts from system memory (bytes / CPU bandwidth reached)
                        and computing them (2 FLOP a parameter at the runtime's FLOP per cycle and core)
                      + bytes of the GPU part and the KV cache / GPU bandwidth reached + a fixed cost per layer.
CPU bandwidth reached = channels x MT/s x 8 bytes per socket x (1 + second_socket_gain x (sockets - 1)) x efficiency:
KTransformers copies the experts into each socket's memory and gains ~40% from a second socket, llama.cpp reads
across the socket link and can get slower (docs/research/hybrid-inference-2026-11.md section 3c).
Prefill: 2 x active expert parameters per token on the CPU's vector units (or AMX INT8 tiles, 2048 MAC per cycle
and core: KTransformers doc/en/AMX.md) plus the GPU part on the GPU. The factors are the runtime's `hybrid` table,
fitted to the hybrid rows of tests/data/measured.csv.
"""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass
from typing import Literal, Protocol

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.catalog.schema import Gpu, Host, HybridCalibration, Model, Quant, Runtime
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.sizing import memory_and_speed
from gpu_advisor.core.sizing.memory_and_speed import Estimate, HostUse

GB = 1e9
# System memory the operating system, the runtime's buffers and page cache keep besides the weights (assumed).
OS_RESERVE_GB = 16.0
AMX_INT8_OPS_PER_CYCLE = 2 * 2048  # 2048 INT8 MAC per cycle and core (KTransformers doc/en/AMX.md)


# The id of a host described by its facts (the buyer's own server) rather than picked from hosts.toml.
OWN_HOST_ID = "own-server"
# FP32 FLOP per cycle and core of a CPU given by its facts (two FMA units x vector lanes x 2): with AVX-512, Intel's
# Xeon Gold 6xxx and Platinum have two 512-bit FMA units (Intel's spec export, AVX512FusedMultiplyAddUnits = 2): 64;
# AMD's Zen 4 runs AVX-512 on 256-bit units: 32 (Zen 5's full width is not assumed); without AVX-512 two 256-bit AVX2
# FMA units (Intel since Haswell, AMD Zen 2 and 3): 32. Derived, as hosts.toml's fp32_flops_per_cycle.
FLOPS_PER_CYCLE = {("intel", True): 64, ("amd", True): 32, ("intel", False): 32, ("amd", False): 32}


class HostFacts(Protocol):
    """What a buyer knows of their own server (core.scenario.OwnedHost has these fields; sizing does not import it)."""

    @property
    def name(self) -> str: ...
    @property
    def sockets(self) -> int: ...
    @property
    def cores_per_socket(self) -> int: ...
    @property
    def base_ghz(self) -> float: ...
    @property
    def channels_per_socket(self) -> int: ...
    @property
    def memory_type(self) -> Literal["ddr4", "ddr5"]: ...
    @property
    def memory_mt_s(self) -> int: ...
    @property
    def avx512(self) -> bool: ...
    @property
    def amx(self) -> bool: ...
    @property
    def vendor(self) -> Literal["intel", "amd"] | None: ...


def host_from_facts(facts: HostFacts, memory_gb: float, threads: int | None = None) -> Host:
    """A host for the sizing from the facts a buyer knows of their own server (HostFacts): its
    sockets, channels and memory rate give the bandwidth, its cores, clock and vector units the prefill; `memory_gb`
    is the memory installed. Its name says the facts, the same in every language."""
    vendor = facts.vendor or "intel"
    channels = facts.channels_per_socket * facts.sockets
    name = f"{facts.sockets} × {facts.cores_per_socket}C {facts.base_ghz:g} GHz, {channels} × {facts.memory_type.upper()}-{facts.memory_mt_s}"
    return Host(
        id=OWN_HOST_ID,
        name=f"{facts.name} ({name})" if facts.name else name,
        cpu=facts.name or "own CPU",
        vendor=vendor,
        platform="the buyer's own server",
        kind="server",
        sockets=facts.sockets,
        cores_per_socket=facts.cores_per_socket,
        base_ghz=facts.base_ghz,
        fp32_flops_per_cycle=FLOPS_PER_CYCLE[(vendor, facts.avx512)],
        channels_per_socket=facts.channels_per_socket,
        memory_type=facts.memory_type,
        memory_mt_s=facts.memory_mt_s,
        memory_gb=memory_gb,
        max_memory_gb=memory_gb,
        amx=facts.amx,
        avx512=facts.avx512,
        threads=threads,
        source="the buyer's own description",
        as_of=dt.date.today(),
    )


@dataclass
class Placement:
    cpu_params_b: float  # parameters kept in system memory
    cpu_active_params_b: float  # of those, read for one token
    copies: int  # copies of the CPU weights (one per socket with KTransformers' NUMA mode)


def peak_bandwidth(host: Host) -> float:
    """Bytes per second of one socket's memory: channels x MT/s x 8 bytes."""
    return host.channels_per_socket * host.memory_mt_s * 1e6 * 8


def socket_factor(host: Host, hybrid: HybridCalibration) -> float:
    return max(0.1, 1 + hybrid.second_socket_gain * (host.sockets - 1))


def reached_bandwidth(host: Host, hybrid: HybridCalibration) -> float:
    return peak_bandwidth(host) * socket_factor(host, hybrid) * hybrid.cpu_bandwidth_efficiency


def place(model: Model, runtime: Runtime, host: Host, expert_share: float, gpu_free_params_b: float) -> Placement:
    """Which parameters go to system memory. MoE: the routed experts (expert_share of them; the rest stay on the
    GPU). Dense: as many whole layers as do not fit in `gpu_free_params_b`."""
    hybrid = runtime.hybrid
    copies = host.sockets if hybrid is not None and hybrid.duplicates_per_socket else 1
    total, active = model.params_b, model.active_params_b
    if model.moe is not None:
        moe = model.moe
        expert = (total - active) / max(moe.experts - moe.experts_per_token, 1)
        routed = moe.experts * expert
        return Placement(routed * expert_share, moe.experts_per_token * expert * expert_share, copies)
    per_layer = total / model.layers
    on_gpu = max(0, min(model.layers, math.floor(gpu_free_params_b / per_layer)))
    share = (model.layers - on_gpu) / model.layers
    return Placement(total * share, active * share, copies)


def decode_seconds(
    host: Host,
    hybrid: HybridCalibration,
    gpu: Gpu,
    model: Model,
    cpu_bytes: float,
    gpu_bytes: float,
    cpu_flops: float,
) -> float:
    """One decode step: the CPU's part (the longer of reading the experts a token wakes and computing them: a 2.7-bit
    file halves the reading of a 5-bit one but not the unpacking and multiplying), the GPU's part, and a fixed cost
    per layer."""
    cpu = cpu_bytes / reached_bandwidth(host, hybrid)
    if hybrid.cpu_decode_flops_per_cycle is not None:
        cpu = max(cpu, cpu_flops / (core_cycles(host, hybrid) * hybrid.cpu_decode_flops_per_cycle))
    on_gpu = gpu_bytes / (gpu.bandwidth_gbps * 1e9 * hybrid.gpu_decode_efficiency)
    return cpu + on_gpu + model.layers * hybrid.layer_overhead_us * 1e-6


def computing_cores(host: Host, hybrid: HybridCalibration) -> float:
    """The cores a prompt's expert products run on, in cores of one socket: the runtime's threads (host.threads; one a
    core of every socket when not given), never more than the cores there are (a second thread on a core adds no
    vector unit). Threads past the first socket's cores count at the runtime's second-socket gain, as its bandwidth
    does: `-t 32` on two 32-core sockets computes on one socket's cores, not on 64 (ik_llama.cpp discussion #258,
    createthis), KTransformers' `cpu_infer 22` on a 24-core EPYC 9274F on 22 (ktransformers issue #587)."""
    total = host.cores_per_socket * host.sockets
    used = min(host.threads or total, total)
    first = min(used, host.cores_per_socket)
    return max(0.1 * first, first + hybrid.second_socket_gain * (used - first))


def core_cycles(host: Host, hybrid: HybridCalibration) -> float:
    """Cycles a second of the cores the runtime computes with, at their base clock."""
    return computing_cores(host, hybrid) * host.base_ghz * 1e9


def cpu_flops_rate(host: Host, hybrid: HybridCalibration, quant: Quant) -> float:
    """FLOP/s the CPUs reach on the expert matrix products of a prompt, on the threads the runtime computes with."""
    cores = core_cycles(host, hybrid)
    if host.amx and hybrid.amx_prefill_efficiency > 0 and quant.compute in ("int8", "int4"):
        return cores * AMX_INT8_OPS_PER_CYCLE * hybrid.amx_prefill_efficiency
    return cores * host.fp32_flops_per_cycle * hybrid.cpu_prefill_efficiency


# PCIe bandwidth of one lane, GB/s, per generation (PCI-SIG: 8, 16, 32 GT/s with 128b/130b encoding; 2.5 and 5 GT/s
# with 8b/10b); a card whose generation or width the catalog does not give is taken as Gen4 x16.
PCIE_LANE_GBPS = {1: 0.25, 2: 0.5, 3: 0.985, 4: 1.969, 5: 3.938, 6: 7.877}


def pcie_bandwidth(gpu: Gpu) -> float:
    """Bytes per second one way over the card's PCIe link (Gen4 x16 where the catalog does not say)."""
    return PCIE_LANE_GBPS[gpu.pcie_gen or 4] * (gpu.pcie_lanes or 16) * GB


def prefill_passes(hybrid: HybridCalibration, runtime: Runtime, prompt: int) -> int:
    """How many times the runtime copies the CPU-resident experts to the GPU to read a prompt: once a pass (llama.cpp's
    n_ubatch, KTransformers' chunk; runtimes.toml prefill_chunk_tokens) when a pass holds at least
    gpu_offload_min_batch tokens (ggml-cuda computes a batch of 32 tokens or more on the GPU, weights copied from
    host memory: ggml/src/ggml-cuda/ggml-cuda.cu ggml_backend_cuda_device_offload_op; kt-kernel streams the experts
    to the GPU layer by layer above --kt-gpu-prefill-token-threshold); 0: the experts are computed on the CPU."""
    threshold = hybrid.gpu_offload_min_batch
    chunk = runtime.prefill_chunk_tokens or prompt
    if threshold is None or min(prompt, chunk) < threshold:
        return 0
    return math.ceil(prompt / chunk)


def hybrid_estimate(
    catalog: Catalog,
    model: Model,
    gpu: Gpu,
    quant: Quant,
    runtime: Runtime,
    host: Host,
    context: int,
    prompt: int,
    output: int,
    batch: int,
    kv_bits: float,
    system_memory_gb: float | None,
    expert_share: float,
    problems: list[Text],
    notes: list[Text],
) -> Estimate:
    """Memory of both the GPU and system RAM, and speed, of `model` split between `host` and one `gpu`."""
    hybrid = runtime.hybrid
    if hybrid is None:
        problems.append(Text("sizing.no_hybrid", {"runtime": runtime.name}))
        hybrid = catalog.runtimes.get("llama.cpp").hybrid
        assert hybrid is not None
    if gpu.ecosystem not in runtime.ecosystems:
        problems.append(
            Text(
                "sizing.ecosystem",
                {"runtime": runtime.name, "ecosystem": gpu.ecosystem.upper(), "gpu": gpu.name},
            )
        )
    if runtime.id not in quant.runtimes:
        problems.append(Text("sizing.quant_runtime", {"runtime": runtime.name, "quant": quant.name}))
    full = memory_and_speed.inference_memory(
        model, gpu, 1, quant, runtime, context, prompt, output, batch, kv_bits, "single"
    )
    weights = full.breakdown["weights"]
    bytes_per_param = weights * GB / (model.params_b * 1e9)
    gpu_free = full.usable_per_gpu_gb - (full.per_gpu_gb - weights)
    placement = place(model, runtime, host, expert_share, gpu_free * GB / bytes_per_param / 1e9)
    cpu_weights = placement.cpu_params_b * 1e9 * bytes_per_param / GB
    gpu_weights = weights - cpu_weights
    installed = system_memory_gb if system_memory_gb is not None else host.memory_gb
    needed = cpu_weights * placement.copies + OS_RESERVE_GB
    bandwidth_hybrid = hybrid
    if placement.copies > 1 and needed > installed >= cpu_weights + OS_RESERVE_GB:
        # a copy per socket does not fit but one does: KTransformers then keeps one copy (its V0.3 AMX preview ran
        # DeepSeek-V3 from BF16 as INT8 experts in 644 GB on a 1 TB two-socket host: doc/en/DeepseekR1_V3_tutorial.md;
        # kt-kernel shards the experts over the NUMA nodes). Both sockets still compute, but a token's experts are
        # read across the socket link, so decode gets no second-socket gain (llama.cpp's fitted gain is 0 too).
        placement.copies = 1
        needed = cpu_weights + OS_RESERVE_GB
        bandwidth_hybrid = hybrid.model_copy(update={"second_socket_gain": 0.0})
    breakdown = dict(full.breakdown)
    breakdown["weights"] = gpu_weights
    breakdown["system_ram_weights"] = cpu_weights * placement.copies
    breakdown["system_ram_reserve"] = OS_RESERVE_GB
    per_gpu = full.per_gpu_gb - cpu_weights
    memory = memory_and_speed.Memory(
        breakdown=breakdown,
        total_gb=sum(breakdown.values()),
        per_gpu_gb=per_gpu,
        usable_per_gpu_gb=full.usable_per_gpu_gb,
        capacity_per_gpu_gb=full.capacity_per_gpu_gb,
        fits=per_gpu <= full.usable_per_gpu_gb,
    )
    if needed > installed:
        problems.append(
            Text(
                "sizing.host_memory",
                {"need": round(needed), "have": round(installed), "host": host.name, "copies": placement.copies},
            )
        )
    use = HostUse(
        host=host.id,
        name=host.name,
        sockets=host.sockets,
        system_memory_gb=installed,
        system_memory_needed_gb=needed,
        cpu_weights_gb=cpu_weights,
        peak_bandwidth_gbps=peak_bandwidth(host) * host.sockets / GB,
        reached_bandwidth_gbps=reached_bandwidth(host, bandwidth_hybrid) / GB,
        cpu_share_of_weights=cpu_weights / weights if weights else 0.0,
    )
    result = memory_and_speed.Estimate(
        model=model.id,
        gpu=gpu.id,
        count=1,
        quant=quant.id,
        runtime=runtime.id,
        task="inference",
        split="single",
        context=context,
        prompt_tokens=prompt,
        batch=batch,
        memory=memory,
        speed=memory_and_speed.Speed(concurrent_streams=batch),
        problems=problems,
        notes=notes,
        host=use,
    )
    if not result.fits:
        return result
    copies_experts = prompt > 0 and prefill_passes(hybrid, runtime, prompt) > 0
    where = Text("sizing.prefill_over_pcie" if copies_experts else "sizing.prefill_on_cpu")
    notes.append(Text("sizing.hybrid_limits", {"host": host.name, "where": where}))
    position = max(prompt + min(output, context - prompt) // 2, 1)
    active_bytes = memory_and_speed.decode_weight_bytes(model, quant)
    cpu_bytes = placement.cpu_active_params_b * 1e9 * bytes_per_param
    gpu_bytes = active_bytes - cpu_bytes + memory_and_speed.kv_cache_bytes(model, position, kv_bits)
    cpu_flops = 2 * placement.cpu_active_params_b * 1e9
    step = decode_seconds(host, bandwidth_hybrid, gpu, model, cpu_bytes, gpu_bytes, cpu_flops)
    decode = 1 / step
    prefill = ttft = None
    peak = memory_and_speed.peak_flops(gpu, "fp16")
    if prompt > 0 and peak:
        expert_flops = prompt * cpu_flops
        cpu_time = expert_flops / cpu_flops_rate(host, hybrid, quant)
        passes = prefill_passes(hybrid, runtime, prompt)
        if passes:
            # the runtime copies the CPU-resident experts to the GPU for each pass of the prompt and computes them
            # there: the copy over PCIe, then the GPU's work (one copy of the weights, whatever the NUMA mode)
            share = hybrid.pcie_two_socket_share if host.sockets > 1 else 1.0
            copy = passes * cpu_weights * GB / (pcie_bandwidth(gpu) * hybrid.pcie_efficiency * share)
            cpu_time = copy + expert_flops / (peak * hybrid.gpu_prefill_efficiency)
        attention = memory_and_speed.prefill_attention_flops(model, prompt)
        gpu_flops = 2 * (model.active_params_b - placement.cpu_active_params_b) * 1e9 * prompt + attention
        gpu_time = gpu_flops / (peak * hybrid.gpu_prefill_efficiency)
        prefill = prompt / (cpu_time + gpu_time)
        ttft = prompt / prefill  # the prompt's pass yields the first token (as core.sizing)
    # several streams: each step reads the experts any of them woke (1 - (1 - k/E)^streams of them)
    streams = min(batch, runtime.max_parallel)
    aggregate = decode
    if streams > 1:
        woken = 1.0
        if model.moe is not None:
            k, experts = model.moe.experts_per_token, model.moe.experts
            woken = experts * (1 - (1 - k / experts) ** streams) / k
        cpu_compute = streams * cpu_flops / cpu_flops_rate(host, hybrid, quant)
        woken_step = decode_seconds(host, bandwidth_hybrid, gpu, model, cpu_bytes * woken, gpu_bytes, cpu_flops)
        batched = max(woken_step, cpu_compute)
        # never below one stream's speed: serving them in turn gives that, and KTransformers' balance_serve
        # measured total throughput rising with concurrency (17 -> 40 tokens/s, doc/en/balance-serve.md)
        aggregate = max(streams / batched * runtime.batch_efficiency, decode)
    low, high = hybrid.spread
    result.speed = memory_and_speed.Speed(
        decode_tokens_per_s=decode,
        decode_tokens_per_s_range=[decode * low, decode * high],
        prefill_tokens_per_s=prefill,
        prefill_tokens_per_s_range=[prefill * low, prefill * high] if prefill else None,
        ttft_s=ttft,
        ttft_s_range=[ttft / high, ttft / low] if ttft else None,
        aggregate_tokens_per_s=aggregate,
        aggregate_tokens_per_s_range=[aggregate * low, aggregate * high],
        concurrent_streams=batch,
    )
    return result
