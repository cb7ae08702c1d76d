"""Memory and speed of running or fine-tuning a model on a set of GPUs.

The method (see docs/sizing_methods.md for where each idea comes from):
- memory: weights at the format's measured bits per weight, the KV cache from the model's attention
  layout (GQA, MLA, sliding window), activations, the runtime's own reserve and multi-GPU buffers;
- decode is memory bound: each token reads the active weights and the KV cache once, at a calibrated
  share of the bandwidth, plus a fixed cost per layer that dominates small models;
- prefill is compute bound: 2 x active parameters x prompt tokens plus attention, at a calibrated
  share of the DENSE tensor peak;
- every speed carries the low-high range that calibration against measured numbers showed.

GB means 10^9 bytes everywhere. GPU vendors' "80GB" is 80 GiB of memory chips, so capacities are
converted from GiB; weights and caches are counted in bytes.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from gpu_advisor.core.catalog.schema import Calibration, Gpu, Model, Quant, Runtime
from gpu_advisor.core.foundation.messages import Text

GB = 1e9
GIB = 2**30

Task = Literal["inference", "lora", "qlora", "full"]
Split = Literal["single", "tensor", "layer"]

# Share of unified memory the GPU may use. macOS caps the Metal working set
# (MTLDevice.recommendedMaxWorkingSetSize) at about 2/3 of RAM up to 36 GB and 3/4 above, as logged by
# llama.cpp's ggml-metal at start-up; Jetson shares its LPDDR with Linux and JetPack (~2 GB kept free).
APPLE_GPU_SHARE_SMALL, APPLE_GPU_SHARE_LARGE, APPLE_SMALL_LIMIT_GB = 0.67, 0.75, 36
JETSON_OS_RESERVE_GB = 2.0
# Memory nvidia-smi reports as usable is ~0.5% below the chips' size (ECC, driver reserve:
# 24,564 of 24,576 MiB on an RTX 4090, 81,559 of 81,920 MiB on an H100 80GB).
VISIBLE_SHARE = 0.995

# Per-token synchronisation between GPUs. With tensor parallel each layer does two all-reduces.
LINK = {
    "nvlink": {"efficiency": 0.92, "allreduce_us": 8.0, "hop_us": 5.0},
    "pcie": {"efficiency": 0.85, "allreduce_us": 25.0, "hop_us": 15.0},
}
# Large mixture-of-experts models decode below what their active parameters predict: routing, expert
# gathers and dispatch cost more than this method counts. Measured: Qwen3-235B-A22B on 4 x H20 ran 40% below
# (tests/data/measured.csv); DeepSeek-R1 671B at 4 bits on one M3 Ultra 512GB, estimated 25 tokens/s, is
# reported at about 20 in reviews and 14-15 by a user who measured it (kvcache-ai/ktransformers issue #1207,
# 2025-05; quantisation and runtime not stated, so not a row of the accuracy table). The low end of their
# range is widened by this factor; small MoE models on one card (Qwen3-30B-A3B: +8%) are not.
MOE_MULTI_GPU_LOW = 0.55
LARGE_MOE_PARAMS_B = 100
# Several streams decode together in large matrix products that reach most of the memory bandwidth,
# however much a single stream loses to small kernels (the fitted decode_efficiency, as low as 0.32 for
# SGLang on HBM cards). With the single-stream efficiency, DeepSeek-R1 on 8 x H200 at 8-64 users came out
# 50-60% below InferenceX's measurements (tests/data/measured.csv, ix-h200-dsr1-*); with this floor 1-12%.
BATCHED_DECODE_EFFICIENCY = 0.8
# The matrix products of a batched decode step reach this share of the reachable peak once they are compute bound (at
# hundreds of streams). A constant, not the prefill share fitted per runtime: the prefill share of SGLang on HBM cards,
# fitted on one slow multi-machine prompt, made DeepSeek-R1 on 8 x B200 at 8-32 users 35-41% too slow where the
# source was held out. The rows that reach the compute bound (TensorRT-LLM's Llama 2 7B at 384-768 sequences,
# tests/data/measured.csv trt-*-b384/b768) hold the same error anywhere from 0.4 to 0.7.
BATCHED_COMPUTE_EFFICIENCY = 0.5
# Streams of one batch do not route independently: tokens of a conversation keep picking the same experts, and a few
# experts are popular with every stream. Counted as streams^0.85 independent routings, fitted to named rows: on one
# DGX Spark (273 GB/s) llama.cpp decodes Qwen3-Coder-30B-A3B Q8_0 at 32 streams at 345 tokens/s (ggml-org/llama.cpp
# benches/dgx-spark.md, tests/data/measured.csv spark-q3coder30b-b32-tg): with independent routing its 32 streams
# would wake 112 of 128 experts, 28.7 GB a step, which would need 360 GB/s; gpt-oss-120b at 32 streams likewise
# (spark-gptoss120b-b32-tg, kubis-spark-gptoss120b-solo-c32). At 8 streams the exponent moves little (8^0.85 = 5.9).
MOE_ROUTING_EXPONENT = 0.85
# One step of a ring all-reduce inside a tensor-parallel group that spans machines (NCCL's ring passes 2 x (ranks - 1)
# steps), on top of the network's own wait (network.toml allreduce_us). Fitted with InfiniBand's allreduce_us on the
# two sources that state how the model was spread: DeepSeek-R1-0528 on 2 x 8 H100 with SGLang over InfiniBand, one
# stream at 43 tokens/s (tenstorrent/tt-inference-server issue #356, tests/data/measured.csv tt-h100x16-*: the one
# machine's 9 ms step plus 122 all-reduces of 60 + 30 x 3 us = 150 us), and gpt-oss-120b on two DGX Sparks with vLLM
# tensor parallel 2, 69 tokens/s (kubis-spark2-tp2-gptoss120b-c1: 72 all-reduces of 60 + 2 x 3 us). One figure for both
# left one of them 40-150% off.
RING_STEP_US = 3.0
NCCL_BUFFER_GB = 0.4  # per GPU with tensor parallel (llmfit, gpu_poor: 0.35-0.4 GB)
LAYER_SPLIT_BUFFER_GB = 0.1  # per GPU with a layer split: small copy buffers between cards


# Serving activations: 2 x tokens in flight x hidden x factor bytes, factor 10/6/5 at TP 1/2/4+
# (NVIDIA AIConfigurator's memory model, quoted in sizing_methods.md).
def _activation_factor(tp: int) -> float:
    return 10.0 if tp <= 1 else 6.0 if tp < 4 else 5.0


# Tokens a runtime pushes through at once during prefill: runtimes.toml prefill_chunk_tokens.

# Fine-tuning memory per trained parameter, by optimizer recipe: (weights, gradients, optimizer states).
# "adamw": mixed precision as in the ZeRO paper (Rajbhandari et al. 2020) and Hugging Face's Trainer:
#   2 bytes of BF16 weights, 2 of gradients, 12 of FP32 master weights and two moments = 16.
# "adamw-bf16": everything in BF16 (torchtune's single-device default): 2 + 2 + 4.
# "adamw-8bit": bitsandbytes 8-bit moments: 2 + 2 + 2.
# "paged-adamw-8bit": 8-bit moments paged out to CPU memory when the GPU is short: 2 + 2 + 0 on the GPU.
OPTIMIZERS = {
    "adamw": (2, 2, 12),
    "adamw-bf16": (2, 2, 4),
    "adamw-8bit": (2, 2, 2),
    "paged-adamw-8bit": (2, 2, 0),
}
Optimizer = Literal["adamw", "adamw-bf16", "adamw-8bit", "paged-adamw-8bit"]
ADAPTER_BYTES = 16  # LoRA adapters train in FP32: weight 4 + gradient 4 + two moments 8
# Activations per layer and token in units of hidden x bytes (Korthikanti et al. 2022, with
# FlashAttention removing the 5as/h term): 34 without checkpointing; with checkpointing each layer
# keeps only its BF16 input (2) and one layer is recomputed at a time.
ACT_BYTES_PER_HIDDEN, CKPT_BYTES_PER_HIDDEN = 34, 2
# The loss needs the logits of every token: one FP32 copy (tokens x vocabulary x 4 bytes), unless the
# trainer computes it in chunks (torchtune's chunked cross-entropy, Liger kernels): 8 chunks.
LOGIT_BYTES, LOSS_CHUNKS = 4, 8


@dataclass(frozen=True)
class Recipe:
    """How a fine-tune is run; the defaults are the common Hugging Face Trainer setup."""

    optimizer: Optimizer = "adamw"
    gradient_checkpointing: bool = True
    optimizer_in_backward: bool = False  # each gradient is applied and freed as soon as it is computed
    activation_offloading: bool = False  # checkpointed activations kept in CPU memory
    chunked_loss: bool = False
    lora_rank: int = 16


# Utilisation of the dense BF16 peak in fine-tuning (sizing_methods: 0.35-0.5 for full training).
TRAIN_MFU = {"full": (0.40, 0.30, 0.50), "lora": (0.35, 0.25, 0.45), "qlora": (0.25, 0.15, 0.35)}
TRAIN_SCALING = {"nvlink": 0.90, "pcie": 0.75}


class EstimateError(ValueError):
    """An input the engine cannot size; the message names it."""


@dataclass
class Memory:
    breakdown: dict[str, float]  # named parts, GB, summed over all GPUs
    total_gb: float
    per_gpu_gb: float
    usable_per_gpu_gb: float
    capacity_per_gpu_gb: float
    fits: bool

    @property
    def headroom_gb(self) -> float:
        return self.usable_per_gpu_gb - self.per_gpu_gb


@dataclass
class Speed:
    decode_tokens_per_s: float | None = None
    decode_tokens_per_s_range: list[float] | None = None
    prefill_tokens_per_s: float | None = None
    prefill_tokens_per_s_range: list[float] | None = None
    ttft_s: float | None = None
    ttft_s_range: list[float] | None = None
    aggregate_tokens_per_s: float | None = None
    aggregate_tokens_per_s_range: list[float] | None = None
    concurrent_streams: int = 1


@dataclass
class Training:
    tokens_per_s: float
    tokens_per_s_range: list[float]
    flops_per_token: float


@dataclass
class HostUse:
    """What a hybrid estimate takes from the host, for the breakdown and the JSON."""

    host: str
    name: str  # the catalog host's name, or the facts of the buyer's own server (cpu_offload.host_from_facts)
    sockets: int
    system_memory_gb: float
    system_memory_needed_gb: float
    cpu_weights_gb: float
    peak_bandwidth_gbps: float
    reached_bandwidth_gbps: float
    cpu_share_of_weights: float


@dataclass
class ClusterUse:
    """How a model or a job is spread over several machines."""

    machines: int
    gpus_per_machine: int
    network: str  # network.toml id
    tensor_parallel: int
    pipeline_parallel: int
    data_parallel: int = 1
    # a pretraining run: wall-clock days [estimate, fastest, slowest] and GPU-hours of the estimate
    days: list[float] | None = None
    gpu_hours: float | None = None
    dataset_tokens: float | None = None


@dataclass
class Estimate:
    model: str
    gpu: str
    count: int
    quant: str
    runtime: str
    task: str
    split: str
    context: int
    prompt_tokens: int
    batch: int
    memory: Memory
    speed: Speed
    training: Training | None = None
    problems: list[Text] = field(
        default_factory=list
    )  # reasons it cannot run at all, in any language (core.foundation.messages)
    notes: list[Text] = field(default_factory=list)  # caveats that do not stop it
    host: HostUse | None = (
        None  # a hybrid CPU+GPU estimate: the host and its system memory (core/sizing/cpu_offload.py)
    )
    cluster: ClusterUse | None = (
        None  # several machines (core/sizing/several_machines.py): how the model or job is spread
    )
    # the families of configuration whose speed range is wider than the calibration's (core/sizing/families.py:
    # "moe", "concurrency", ...): the estimate is less certain for them, and its notes say so
    less_certain: list[str] = field(default_factory=list)

    @property
    def fits(self) -> bool:
        return self.memory.fits and not self.problems

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["fits"] = self.fits
        # the JSON keeps its English sentences: problems and notes render in a language where they are shown
        data["problems"] = [p.render("en") for p in self.problems]
        data["notes"] = [n.render("en") for n in self.notes]
        data["memory"]["headroom_gb"] = round(self.memory.headroom_gb, 3)
        if self.host is None:
            del data["host"]  # GPU-only estimates keep the keys they always had
        if self.cluster is None:
            del data["cluster"]
        if not self.less_certain:
            del data["less_certain"]  # an estimate the calibration covers keeps the keys it always had
        rounded: dict[str, Any] = _rounded(data)
        return rounded


def _rounded(value: Any) -> Any:
    if isinstance(value, float):
        return round(value, 4) if abs(value) < 100 else round(value, 2)
    if isinstance(value, dict):
        return {k: _rounded(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_rounded(v) for v in value]
    return value


# ---------------------------------------------------------------- memory parts


def capacity_gb(gpu: Gpu) -> float:
    """Memory the GPU can give a model, in 10^9 bytes, before the runtime's own limits."""
    raw = gpu.memory_gb * GIB / GB
    if gpu.unified_memory and gpu.vendor == "apple":
        share = APPLE_GPU_SHARE_SMALL if gpu.memory_gb <= APPLE_SMALL_LIMIT_GB else APPLE_GPU_SHARE_LARGE
        return raw * share
    if gpu.unified_memory:
        return max(raw - JETSON_OS_RESERVE_GB, 0.0)
    return raw * VISIBLE_SHARE


def embedding_params(model: Model) -> float:
    """Parameters in the input embedding and output head (one matrix when tied)."""
    if not model.vocab_size:
        return 0.0
    return model.vocab_size * model.hidden_size * (1 if model.tied_embeddings else 2)


def weight_bytes(model: Model, quant: Quant, params: float | None = None) -> float:
    whole = params is None
    params = model.params_b * 1e9 if params is None else params
    experts = 0.0
    if whole and quant.expert_bits is not None and model.moe is not None and model.moe.routed_params_b:
        # a release that stores the routed experts narrower than the rest (DeepSeek V4's FP4 experts in an FP8
        # checkpoint, Kimi K2 Thinking's INT4 experts beside BF16 attention): the experts at their own width
        experts = min(model.moe.routed_params_b * 1e9, params)
    expert_bytes = experts * (quant.expert_bits or 0) / 8
    params -= experts
    if quant.embedding_bits is None:
        return expert_bytes + params * quant.bits_per_weight / 8
    embed = min(embedding_params(model), params)
    return expert_bytes + (params - embed) * quant.bits_per_weight / 8 + embed * quant.embedding_bits / 8


CONV_STATE_BITS = 16  # the convolution history is kept in the model's dtype (bf16 or fp16), whatever the state's


def linear_state_bytes(model: Model) -> float:
    """Bytes of one sequence's fixed linear-attention state (Gated DeltaNet or Mamba-2 layers); 0 without one. It
    does not grow with the context."""
    if model.linear is None:
        return 0.0
    linear = model.linear
    return linear.conv_elements() * CONV_STATE_BITS / 8 + linear.recurrent_elements() * linear.state_bits / 8


def decode_weight_bytes(model: Model, quant: Quant, total: float | None = None) -> float:
    """Weight bytes read to generate one token of one stream: the active experts, and not the input
    embedding table, of which a token reads a single row. total: weight_bytes(model, quant), where the caller
    has it already."""
    if total is None:
        total = weight_bytes(model, quant)
    input_embedding = 0.0
    if model.vocab_size and not model.tied_embeddings:
        bits = quant.embedding_bits or quant.bits_per_weight
        input_embedding = model.vocab_size * model.hidden_size * bits / 8
    moe = model.moe
    if quant.expert_bits is not None and moe is not None and moe.routed_params_b:
        # experts narrower than the rest (V4's FP4, K2 Thinking's INT4): a token reads every non-expert weight at its
        # own width and experts_per_token of the routed experts at theirs, not an average share of the whole
        experts = min(moe.routed_params_b * 1e9, model.params_b * 1e9) * quant.expert_bits / 8
        return (total - experts - input_embedding) + experts * moe.experts_per_token / moe.experts
    return (total - input_embedding) * model.active_params_b / model.params_b


def kv_cache_bytes(model: Model, tokens: int, kv_bits: float = 16) -> float:
    """Bytes of KV cache for one sequence holding `tokens` tokens, with the fixed state of its linear-attention
    layers where the model has one (linear_state_bytes)."""
    element = kv_bits / 8
    cache_layers = model.kv_layers or model.layers  # linear-attention layers keep a fixed state, no KV cache
    if model.attention == "mla" and model.mla is not None:
        return cache_layers * (model.mla.kv_lora_rank + model.mla.qk_rope_head_dim) * element * tokens
    if model.attention == "compressed" and model.compressed is not None:
        layout = model.compressed
        entries = sum(g.layers * (tokens // g.ratio) * (layout.entry_dim + g.index_head_dim) for g in layout.groups)
        window = model.layers * min(tokens, layout.window) * layout.entry_dim
        return (entries + window) * element
    per_token_layer = 2 * model.kv_heads * model.head_dim * element
    # Gemma 4's full-attention layers have their own KV heads and head_dim (fewer, wider heads than the sliding ones)
    full_per_token_layer = (
        2 * (model.full_kv_heads or model.kv_heads) * (model.full_head_dim or model.head_dim) * element
    )
    full_layers = cache_layers if model.full_attention_layers is None else model.full_attention_layers
    sliding_layers = cache_layers - full_layers
    window = model.sliding_window or tokens
    cache = full_per_token_layer * full_layers * tokens + per_token_layer * sliding_layers * min(tokens, window)
    return cache + linear_state_bytes(model)


def prefill_attention_flops(model: Model, prompt: int) -> float:
    """FLOPs of attention while a prompt of `prompt` tokens is read: each token's query meets the keys before it and
    their values, two multiply-adds a pair for every query value (4 x the query width), so a full layer has p^2 / 2
    pairs (causal), a sliding one at most `window` keys a token, a compressed one (DeepSeek V4) its compressed entries
    (every one: the sparse indexer's pick is not counted, an upper bound) and its window, a linear one (Gated
    DeltaNet, Mamba-2) a fixed update of its state a token instead of any pairs, and a feed-forward-only one none."""

    def pairs(window: int | None) -> float:
        if window is None or prompt <= window:
            return prompt * prompt / 2
        return window * window / 2 + (prompt - window) * window

    width = model.attention_heads * model.head_dim
    linear_layers = model.linear.layers if model.linear is not None else 0
    attention_layers = model.layers - linear_layers - model.feed_forward_only_layers
    if model.attention == "compressed" and model.compressed is not None:
        layout = model.compressed
        entries = sum(group.layers * prompt * prompt / 2 / group.ratio for group in layout.groups)
        flops = 4 * width * (entries + model.layers * pairs(layout.window))
    elif model.attention == "gqa+sliding" and model.full_attention_layers is not None:
        # the full layers' share of those that keep a cache holds for the layers that share one (Gemma 4's edge models)
        full = attention_layers * model.full_attention_layers / (model.kv_layers or model.layers)
        full_width = model.attention_heads * (model.full_head_dim or model.head_dim)
        flops = 4 * (full * pairs(None) * full_width + (attention_layers - full) * pairs(model.sliding_window) * width)
    else:
        flops = 4 * width * attention_layers * pairs(None)
    if model.linear is not None:
        state = model.linear.value_heads * model.linear.key_head_dim * model.linear.value_head_dim
        flops += 4 * prompt * model.linear.layers * state
    return flops


def lora_trainable_params(model: Model, rank: int) -> float:
    """LoRA on every linear layer of every block (q, k, v, o, gate, up, down): rank x (in + out) each."""
    h, q_width = model.hidden_size, model.attention_heads * model.head_dim
    kv_width = model.kv_heads * model.head_dim
    inter = model.intermediate_size or 4 * h
    attention = (h + q_width) + 2 * (h + kv_width) + (q_width + h)
    mlp = 3 * (h + inter)
    if model.moe is not None:  # adapters on the attention only: the common recipe for MoE models
        mlp = 0
    return rank * model.layers * (attention + mlp)


# ---------------------------------------------------------------- speed parts


# The formats a precision's peak falls back to, nearest first (built once: a recommendation asks thousands of times).
PEAK_FALLBACK = {
    "fp8": ("fp8", "fp16", "bf16", "fp32"),
    "int8": ("int8", "fp16", "bf16", "fp32"),
    "bf16": ("bf16", "fp16", "fp32"),
    "fp16": ("fp16", "bf16", "fp32"),
    "fp32": ("fp32",),
    "int4": ("fp16", "bf16", "fp32"),
    "fp4": ("fp8", "fp16", "bf16", "fp32"),
}


def peak_flops(gpu: Gpu, precision: str) -> float | None:
    """Dense peak in FLOP/s for a precision, falling back to the nearest wider format the GPU has."""
    for name in PEAK_FALLBACK[precision]:
        value: float | None = getattr(gpu.tflops, name)
        if value:
            return value * 1e12
    return None


# FP8 tensor work reaches about 1.4x the FP16 rate in practice, not the datasheet's 2x: the FP8 peak is the GEMM
# arithmetic alone, and the quantisation of activations, attention kept in FP16 and the other kernels do not
# speed up (NVIDIA/Megatron-LM issue #396: a 13B model on H100 trains 1.35x faster with FP8, and NVIDIA's answer
# that 2x holds "when isolating arithmetic operations"). TensorRT-LLM's published time to first token shows the
# same: with the full 2x, one prefill share could not fit both FP16 on A100 and FP8 on H100/H200/L40S (A100 came
# out ~75% too slow, FP8 cards ~25% too fast; tests/data/measured.csv trt-*-ttft*, trt09-*-ttft*).
FP8_OVER_FP16 = 1.4


def reachable_peak_flops(gpu: Gpu, precision: str) -> float | None:
    """peak_flops, with FP8 (and FP4, which falls back to it) held to FP8_OVER_FP16 x the FP16 peak."""
    peak = peak_flops(gpu, precision)
    half = peak_flops(gpu, "fp16")
    if peak and half and precision in ("fp8", "fp4"):
        return min(peak, FP8_OVER_FP16 * half)
    return peak


def calibration_key(gpu: Gpu) -> str:
    """Which calibration table of a runtime applies: runtimes reach a different share of HBM
    (datacenter parts) than of GDDR, so e.g. llama.cpp has a 'cuda-hbm' table next to 'cuda'."""
    if "hbm" in gpu.memory_type.lower():
        return f"{gpu.ecosystem}-hbm"
    if gpu.unified_memory and gpu.ecosystem != "metal":
        return f"{gpu.ecosystem}-unified"  # Jetson: LPDDR shared with the CPU
    return gpu.ecosystem


def calibration_for(runtime: Runtime, gpu: Gpu) -> Calibration:
    key = calibration_key(gpu)
    return runtime.calibration.get(key) or runtime.calibration.get(gpu.ecosystem) or runtime.calibration["default"]


def link_of(gpu: Gpu) -> str:
    return "nvlink" if gpu.nvlink_gbps and gpu.form_factor in ("sxm", "oam") else "pcie"


def _range(value: float, spread: tuple[float, float]) -> list[float]:
    return [value * spread[0], value * spread[1]]


# ---------------------------------------------------------------- the estimate


def kv_bytes_needed(
    model: Model, runtime: Runtime, context: int, prompt: int, output: int, batch: int, kv_bits: float
) -> float:
    """Bytes of KV cache to reserve. Runtimes with paged KV (vLLM, SGLang, TensorRT-LLM) give each
    sequence only the blocks it uses: room for one full-length context, or for `batch` typical
    conversations (prompt + answer), whichever is more. Others reserve the full context per sequence
    (llama.cpp's -np slots each get a share of n_ctx)."""
    full = kv_cache_bytes(model, context, kv_bits)
    if runtime.continuous_batching and batch > 1:
        return max(full, batch * kv_cache_bytes(model, min(context, prompt + output), kv_bits))
    return full * batch


# A store of what the estimates of one recommendation share (estimate's `memo`): the weights and KV cache of the
# model in a format and runtime, a part's calibration and peak. Each answer is kept with the objects it was worked out
# for and given only for those very objects, so an id is never taken for a later object's.
SizingMemo = dict[tuple[Any, ...], Any]


def _load_gb(
    model: Model,
    quant: Quant,
    runtime: Runtime,
    context: int,
    prompt: int,
    output: int,
    batch: int,
    kv_bits: float,
    memo: SizingMemo | None,
) -> tuple[float, float]:
    """inference_memory's weights and KV cache (GB): the same on every part and count."""
    key = ("load", id(model), id(quant), id(runtime), context, prompt, output, batch, kv_bits)
    known = None if memo is None else memo.get(key)
    if known is not None and known[0] is model and known[1] is quant and known[2] is runtime:
        load: tuple[float, float] = known[3]
        return load
    load = (
        weight_bytes(model, quant) / GB,
        kv_bytes_needed(model, runtime, context, prompt, output, batch, kv_bits) * runtime.kv_overhead / GB,
    )
    if memo is not None:
        memo[key] = (model, quant, runtime, load)
    return load


def inference_memory(
    model: Model,
    gpu: Gpu,
    count: int,
    quant: Quant,
    runtime: Runtime,
    context: int,
    prompt: int,
    output: int,
    batch: int,
    kv_bits: float,
    split: Split,
    memo: SizingMemo | None = None,
) -> Memory:
    """`memo`: estimate's."""
    weights, kv = _load_gb(model, quant, runtime, context, prompt, output, batch, kv_bits, memo)
    tp = count if split == "tensor" else 1
    chunk = runtime.prefill_chunk_tokens or max(prompt, 1) * batch
    tokens_in_flight = max(1, min(max(prompt, 1) * batch, chunk))
    # the MLP of one layer holds its gate, up and product outputs (intermediate wide) and the residual stream at
    # once: 2 bytes x (3 x intermediate + 4 x hidden) per token, more than AIConfigurator's 2 x hidden x factor for
    # wide MLPs. It shows where the whole prompt goes through at once (Transformers): Qwen2.5-7B with a 30,720-token
    # prompt peaks 4.3 GB above its weights and KV cache (QwenLM speed benchmark; tests/data/measured.csv), the
    # AIConfigurator term gave 2.2 GB
    inter = (model.intermediate_size or 4 * model.hidden_size) / tp
    per_token = max(2 * model.hidden_size * _activation_factor(tp), 2 * (3 * inter + 4 * model.hidden_size))
    activations_per_gpu = tokens_in_flight * per_token / GB
    activations_per_gpu += batch * (model.vocab_size or 0) * 4 / GB  # FP32 logits of the last tokens
    reserve = runtime.reserve_gb
    buffers = NCCL_BUFFER_GB if split == "tensor" else LAYER_SPLIT_BUFFER_GB if split == "layer" else 0.0
    share = 1.0 if count == 1 else (1 / count if split == "tensor" else math.ceil(model.layers / count) / model.layers)
    per_gpu = (weights + kv) * share + activations_per_gpu + reserve + buffers
    breakdown = {
        "weights": weights,
        "kv_cache": kv,
        "activations": activations_per_gpu * count,
        "runtime_reserve": reserve * count,
        "multi_gpu_buffers": buffers * count,
    }
    return memory_on(breakdown, per_gpu, gpu, runtime)


def training_memory(
    model: Model,
    gpu: Gpu,
    count: int,
    quant: Quant,
    runtime: Runtime,
    context: int,
    batch: int,
    task: Task,
    recipe: Recipe,
) -> Memory:
    params = model.params_b * 1e9
    if task == "full":
        weight_b, grad_b, state_b = (float(b) for b in OPTIMIZERS[recipe.optimizer])
        if recipe.optimizer_in_backward:
            # each gradient is applied and freed as soon as it is computed: about one layer's gradients live at
            # a time, and never less than the largest single tensor, the embedding or output matrix (vocabulary
            # x hidden: 1.05 GB of BF16 for Llama 3.1 8B, twice one of its layers)
            largest = max(params / model.layers, embedding_params(model) / (1 if model.tied_embeddings else 2))
            grad_b = grad_b * largest / params
        parts = {
            "weights": params * weight_b,
            "gradients": params * grad_b,
            "optimizer_states": params * state_b,
        }
    else:
        trainable = lora_trainable_params(model, recipe.lora_rank)
        parts = {
            "weights": weight_bytes(model, quant),
            "adapters_and_optimizer": trainable * ADAPTER_BYTES,
        }
        if task == "qlora":
            # bitsandbytes dequantizes one weight matrix at a time to BF16 for the matmul
            inter = model.intermediate_size or 4 * model.hidden_size
            parts["dequantization_buffer"] = 2 * model.hidden_size * inter * 2
    tokens = context * batch  # per GPU: each GPU trains its own micro-batch
    hidden_bytes = tokens * model.hidden_size
    if recipe.gradient_checkpointing:
        kept = 0.0 if recipe.activation_offloading else model.layers * CKPT_BYTES_PER_HIDDEN * hidden_bytes
        activations = kept + ACT_BYTES_PER_HIDDEN * hidden_bytes
    else:
        activations = model.layers * ACT_BYTES_PER_HIDDEN * hidden_bytes
    logits = tokens * (model.vocab_size or 0) * LOGIT_BYTES
    activations += logits / LOSS_CHUNKS if recipe.chunked_loss else logits
    sharded = sum(parts.values())  # sharded across GPUs with FSDP / ZeRO-3 when count > 1
    breakdown = {name: value / GB for name, value in parts.items()}
    breakdown["activations"] = activations * count / GB
    breakdown["runtime_reserve"] = runtime.reserve_gb * count
    gathered = 0.0
    if count > 1:
        # FSDP / ZeRO-3 all-gathers each layer's whole weights before its forward and backward and frees them
        # after, prefetching the next layer's meanwhile: two layers of unsharded weights per GPU on top of the
        # shards (PyTorch FSDP2 `fully_shard` docs: implicit prefetching of the next all-gather). Without it Llama
        # 3.1 70B LoRA on 8 x A100 came out 15% below torchtune's measured peak (tests/data/measured.csv).
        gathered = 2 * (params - embedding_params(model)) * quant.bits_per_weight / 8 / model.layers
        breakdown["multi_gpu_buffers"] = (NCCL_BUFFER_GB + gathered / GB) * count
    per_gpu = (
        sharded / count / GB
        + activations / GB
        + runtime.reserve_gb
        + (NCCL_BUFFER_GB + gathered / GB if count > 1 else 0)
    )
    return memory_on(breakdown, per_gpu, gpu, runtime)


def memory_on(breakdown: dict[str, float], per_gpu: float, gpu: Gpu, runtime: Runtime) -> Memory:
    capacity = capacity_gb(gpu)
    usable = capacity * runtime.memory_utilization
    return Memory(
        breakdown=breakdown,
        total_gb=sum(breakdown.values()),
        per_gpu_gb=per_gpu,
        usable_per_gpu_gb=usable,
        capacity_per_gpu_gb=capacity,
        fits=per_gpu <= usable,
    )


def _part_speed(
    gpu: Gpu, runtime: Runtime, compute: str, memo: SizingMemo | None
) -> tuple[Calibration, dict[str, float], float | None]:
    """inference_speed's calibration, link and reachable peak of a part with a runtime: the same at every count."""
    key = ("part_speed", id(gpu), id(runtime), compute)
    known = None if memo is None else memo.get(key)
    if known is not None and known[0] is gpu and known[1] is runtime:
        part: tuple[Calibration, dict[str, float], float | None] = known[2]
        return part
    part = (calibration_for(runtime, gpu), LINK[link_of(gpu)], reachable_peak_flops(gpu, compute))
    if memo is not None:
        memo[key] = (gpu, runtime, part)
    return part


def _decode_bytes(
    model: Model, quant: Quant, position: int, kv_bits: float, memo: SizingMemo | None
) -> tuple[float, float, float]:
    """inference_speed's bytes of all the weights, of those one token reads, and of one stream's KV cache at
    `position`: the same on every part and count."""
    key = ("decode_bytes", id(model), id(quant), position, kv_bits)
    known = None if memo is None else memo.get(key)
    if known is not None and known[0] is model and known[1] is quant:
        read: tuple[float, float, float] = known[2]
        return read
    all_weights = weight_bytes(model, quant)
    read = (all_weights, decode_weight_bytes(model, quant, all_weights), kv_cache_bytes(model, position, kv_bits))
    if memo is not None:
        memo[key] = (model, quant, read)
    return read


def inference_speed(
    model: Model,
    gpu: Gpu,
    count: int,
    quant: Quant,
    runtime: Runtime,
    prompt: int,
    position: int,
    batch: int,
    kv_bits: float,
    split: Split,
    notes: list[Text],
    memo: SizingMemo | None = None,
    network_allreduce_us: float | None = None,
) -> Speed:
    """`memo`: estimate's. `network_allreduce_us`: the tensor-parallel group spans several machines (count is then all
    their GPUs), and each of its all-reduces waits this long on the network between them (network.toml)."""
    compute = quant.compute if gpu.supports_fp8 or quant.compute != "fp8" else "fp16"
    cal, link, peak = _part_speed(gpu, runtime, compute, memo)
    tp = count if split == "tensor" else 1
    all_cards = gpu.bandwidth_gbps * 1e9 * tp * (link["efficiency"] if tp > 1 else 1.0)
    parallel_bandwidth = all_cards * cal.decode_efficiency
    fixed = (model.layers * cal.layer_overhead_us + cal.step_overhead_us) * 1e-6
    if tp > 1:
        allreduce_us = link["allreduce_us"]
        if network_allreduce_us is not None:
            # a ring all-reduce passes 2 x (ranks - 1) steps around the group (NCCL's ring algorithm); the machines'
            # network adds its own wait once
            allreduce_us = network_allreduce_us + 2 * (tp - 1) * RING_STEP_US
        fixed += 2 * model.layers * allreduce_us * 1e-6
    elif count > 1:
        fixed += (count - 1) * link["hop_us"] * 1e-6

    # decode of one stream, quoted in the middle of the answer
    position = max(position, 1)
    all_weights, active_weights, kv_read = _decode_bytes(model, quant, position, kv_bits, memo)
    decode = 1 / ((active_weights + kv_read) / parallel_bandwidth + fixed)

    # prefill: compute bound, but never faster than reading the weights once per chunk (peak: the reachable peak of
    # the format's compute, FP16 where the part has no FP8)
    prefill = ttft = None
    if peak and prompt > 0:
        flops = 2 * model.active_params_b * 1e9 * prompt + prefill_attention_flops(model, prompt)
        compute_time = flops / (peak * cal.prefill_efficiency * tp * (link["efficiency"] if tp > 1 else 1.0))
        chunks = math.ceil(prompt / (runtime.prefill_chunk_tokens or prompt))
        memory_time = chunks * all_weights / parallel_bandwidth
        # each chunk's pass reads the weights, multiplies, and pays the per-layer costs of a decode step: the
        # three add up rather than overlap while chunks are short (TensorRT-LLM's first token after a
        # 128-token prompt takes about weight read + compute on A100 and L40S, and 2 ms more on H100:
        # tests/data/measured.csv *-ttft128); on long prompts the compute term dominates either way
        prefill = prompt / (compute_time + memory_time + chunks * fixed)
        # the pass that reads the prompt yields the first token: TensorRT-LLM measures time to first token
        # with one output token (docs/source/performance.md, `--input_output_len 2048,1`), vLLM's serving
        # benchmark until the first token arrives; adding a decode step counted one token twice
        ttft = prompt / prefill
    elif prompt > 0:
        notes.append(Text("sizing.no_dense_prefill", {"gpu": gpu.name}))

    batched_bandwidth = all_cards * max(cal.decode_efficiency, BATCHED_DECODE_EFFICIENCY)
    aggregate = aggregate_speed(
        model,
        gpu,
        quant,
        runtime,
        cal,
        position,
        batch,
        kv_bits,
        tp,
        parallel_bandwidth if min(batch, runtime.max_parallel) <= 1 else batched_bandwidth,
        fixed,
        peak,
        active_weights,
        kv_read,
    )
    spread = cal.spread
    if model.moe is not None and (count > 1 or model.params_b > LARGE_MOE_PARAMS_B):
        spread = (spread[0] * MOE_MULTI_GPU_LOW, spread[1])  # see MOE_MULTI_GPU_LOW
        notes.append(Text("sizing.moe_low"))
    speed = Speed(
        decode_tokens_per_s=decode,
        decode_tokens_per_s_range=_range(decode, spread),
        prefill_tokens_per_s=prefill,
        prefill_tokens_per_s_range=_range(prefill, spread) if prefill else None,
        ttft_s=ttft,
        ttft_s_range=[ttft / spread[1], ttft / spread[0]] if ttft else None,
        aggregate_tokens_per_s=aggregate,
        aggregate_tokens_per_s_range=_range(aggregate, spread),
        concurrent_streams=batch,
    )
    return speed


def experts_touched(experts: int, per_token: int, streams: int) -> float:
    """Experts of a layer one decode step of `streams` streams reads: each is used by at least one of n streams with
    probability 1 - (1 - k/E)^n, n counted as streams^MOE_ROUTING_EXPONENT independent routings (see there)."""
    independent: float = float(streams) ** MOE_ROUTING_EXPONENT
    unused: float = (1 - per_token / experts) ** independent
    return experts * (1 - unused)


def aggregate_speed(
    model: Model,
    gpu: Gpu,
    quant: Quant,
    runtime: Runtime,
    cal: Calibration,
    position: int,
    batch: int,
    kv_bits: float,
    tp: int,
    parallel_bandwidth: float,
    fixed: float,
    peak: float | None,
    decode_weights: float | None = None,
    kv_per_stream: float | None = None,
) -> float:
    """Generated tokens per second summed over `batch` concurrent streams (roofline per step). decode_weights
    (decode_weight_bytes) and kv_per_stream (kv_cache_bytes at `position`): where the caller has them already."""
    streams = min(batch, runtime.max_parallel)
    weights = decode_weight_bytes(model, quant) if decode_weights is None else decode_weights
    if model.moe is not None and streams > 1:
        moe = model.moe
        total, active = model.params_b, model.active_params_b
        expert = (total - active) / max(moe.experts - moe.experts_per_token, 1)
        dense = active - moe.experts_per_token * expert
        weights *= (dense + experts_touched(moe.experts, moe.experts_per_token, streams) * expert) / active
    if kv_per_stream is None:
        kv_per_stream = kv_cache_bytes(model, max(position, 1), kv_bits)
    kv = streams * kv_per_stream
    memory_time = (weights + kv) / parallel_bandwidth
    compute_time = 0.0
    if peak:
        compute_time = streams * 2 * model.active_params_b * 1e9 / (peak * BATCHED_COMPUTE_EFFICIENCY * tp)
    # each stream adds its own work to every layer of a step (its attention over its cache, the routing and shuffling
    # of its token to its experts, its sampling): the calibration table's stream_layer_us (runtimes.toml)
    per_stream = streams * model.layers * cal.stream_layer_us * 1e-6
    step = max(memory_time, compute_time) + fixed + per_stream
    if streams == 1:
        return 1 / step
    efficiency = cal.batch_efficiency if cal.batch_efficiency is not None else runtime.batch_efficiency
    return streams / step * efficiency


def training_speed(model: Model, gpu: Gpu, count: int, task: Task, checkpointing: bool) -> Training | None:
    peak = peak_flops(gpu, "bf16" if gpu.supports_bf16 else "fp16")
    if not peak:
        return None  # no published dense throughput: no honest training speed
    params = model.active_params_b * 1e9
    # forward 2P; backward 4P (full) or 2P (adapters: input gradients only); +2P recompute with checkpointing
    flops = (6 if task == "full" else 4) * params + (2 * params if checkpointing else 0)
    mfu, low, high = TRAIN_MFU[task]
    scaling = 1.0 if count == 1 else TRAIN_SCALING[link_of(gpu)]
    rate = count * peak * scaling / flops
    return Training(tokens_per_s=rate * mfu, tokens_per_s_range=[rate * low, rate * high], flops_per_token=flops)


def fine_tune_hours(training: Training, dataset_tokens: float, epochs: float) -> tuple[float, float, float]:
    """Wall-clock hours (estimate, fastest, slowest) to train on dataset_tokens for `epochs` passes."""
    work = dataset_tokens * epochs
    low_rate, high_rate = training.tokens_per_s_range
    return work / training.tokens_per_s / 3600, work / high_rate / 3600, work / low_rate / 3600
