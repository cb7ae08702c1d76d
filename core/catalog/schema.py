"""Pydantic models of the human-editable catalog in resources/catalog/*.toml.

Every figure a buyer reads carries where it came from (`source`) and when it was true (`as_of`).
Units are in the field names: GB means 10^9 bytes, bandwidth in GB/s, throughput in dense TFLOPS
(never the 2:4-sparse figure vendors lead with), power in watts.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from gpu_advisor.core.foundation import version_tuple
from gpu_advisor.core.foundation.limits import (
    BANDWIDTH_GBPS_RANGE,
    MAX_GPU_PRICE,
    MAX_GPU_WATTS,
    MAX_HOURLY_PRICE,
    MAX_MEMORY_GB,
    check_plausible_date,
)

SLUG = re.compile(r"^[a-z0-9][a-z0-9._\-]*$")

Precision = Literal["fp32", "bf16", "fp16", "fp8", "int8", "int4", "fp4"]
Confidence = Literal["high", "medium", "low"]
# mini_pc: a desktop machine sold whole around one accelerator (DGX Spark, Ryzen AI Max+ 395 mini PCs)
Segment = Literal["datacenter", "workstation", "consumer", "edge", "apple", "mini_pc"]
# The precision levels a buyer chooses between (the scenario's lowest_precision), most faithful first.
PrecisionLevel = Literal["bf16", "fp8", "int8", "int4", "int3"]
# What a runtime is picked for when none is named: serving many users (a server), one person's desktop or Mac,
# fine-tuning, or pretraining on a cluster (Megatron-LM and its Ascend port MindSpeed: tensor, pipeline and data
# parallel over many machines), or a model split between a CPU+GPU machine's system memory and its GPU (hybrid: the
# runtimes with a [runtime.hybrid] table, each tried on a machine sold whole, the rank deciding a tie).
# Runtime.preference ranks the runtimes for each.
RuntimeUse = Literal["serving", "desktop", "training", "pretraining", "hybrid"]
# Who makes a part (gpus.toml vendor) and the software stack it runs on (gpus.toml ecosystem, ecosystems.toml).
# neuware: Cambricon (MLU); dtk: Hygon DCU Toolkit (HIP/ROCm-like, its own builds); kunlun: Kunlunxin XPU (XRE/XTDK);
# other: a stack the catalog does not describe (no ecosystems.toml entry).
Vendor = Literal["nvidia", "amd", "huawei", "apple", "intel", "rockchip", "cambricon", "hygon", "kunlunxin", "other"]
EcosystemId = Literal["cuda", "rocm", "cann", "metal", "rknn", "neuware", "dtk", "kunlun", "other"]


class Strict(BaseModel):
    # allow_inf_nan: TOML has inf and nan, and no GPU has infinite memory
    model_config = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False)


class Sourced(Strict):
    source: str = Field(min_length=3, description="where the figures of this entry come from")
    as_of: dt.date = Field(description="date the figures were read or were true")

    _plausible_date = field_validator("as_of")(check_plausible_date)


class Entry(Sourced):
    id: str
    name: str = Field(min_length=1)
    aliases: list[str] = Field(default_factory=list)

    @field_validator("id")
    @classmethod
    def _slug(cls, value: str) -> str:
        if not SLUG.match(value):
            raise ValueError(f"id {value!r} must be a lowercase slug (a-z, 0-9, '-', '_', '.')")
        return value


# A buyer's region (scenario.region) and where a price was seen ("global": no one market).
Region = Literal["cn", "us", "eu", "other"]
PriceRegion = Literal["cn", "us", "eu", "other", "global"]
# Where a part is in its life: still made; no longer made, new units only from stock; no longer sold new at all.
Lifecycle = Literal["in_production", "end_of_life_stock_only", "withdrawn"]
# How a part is sold: a card on its own; a module only inside a system (platforms.toml kind = "system"); a machine
# sold whole (Mac, DGX Spark, mini PC); an edge module or developer kit.
SoldAs = Literal["card", "in_system", "whole_machine", "edge_kit"]
# How a PCIe card is cooled: a blower fan that exhausts out of the bracket; open-air fans that blow the card's heat
# into the case (GeForce Founders Edition flow-through and most partner cards); passive, a fanless heatsink that
# needs a server's front-to-back airflow (data-center cards).
Cooling = Literal["blower", "open_air", "passive"]
# A PCIe card's height: low-profile (PCIe CEM, 68.9 mm), full-height (111.15 mm), or taller than full height
# (consumer coolers such as the RTX 4090 Founders Edition, 137 mm), which a server's full-height slots do not take.
CardHeight = Literal["low_profile", "full_height", "taller"]
CARD_HEIGHT_ORDER: dict[str, int] = {"low_profile": 0, "full_height": 1, "taller": 2}
# The machine a platform is: a tower, a rack server by its height in rack units, or none of these.
Chassis = Literal["tower", "rack_2u", "rack_4u", "rack_other", "desktop", "edge"]
# Whether new units can be bought in one region: sold; sold, but the authorities there advise buyers against it;
# only licensed (large) buyers can get it; not sold there.
MarketNew = Literal["sold", "advised_against", "licensed_buyers_only", "not_sold"]
MarketReason = Literal[
    "us_export_rule",  # a US export rule (BIS) needs a licence for this region
    "us_guidance",  # US guidance on using or dealing in a part (BIS on Huawei Ascend, 2025-05-13)
    "china_guidance",  # Chinese regulators told buyers not to order it
    "production_halted",  # the maker stopped making it
    "not_sold_there",  # made for another market (the China SKUs)
]


# What kind of figure a price is: the maker's list price (MSRP); a shop's price for one unit (street); one seller's
# listing on a marketplace; a channel or integrator quote; a range from several resellers (its midpoint); a figure a
# news report or analyst gives; GPU Advisor's estimate built from other figures (the source says how).
PriceKind = Literal["list", "street", "marketplace", "channel_quote", "reseller_range", "reported", "estimate"]


class Price(Sourced):
    condition: Literal["new", "used"]
    currency: Literal["CNY", "USD"]
    amount: float = Field(gt=0, lt=MAX_GPU_PRICE, description="indicative price of one unit")
    region: PriceRegion | None = Field(
        default=None, description="the market the price was seen in; the catalog gives it, a buyer's own may not"
    )
    kind: PriceKind | None = Field(default=None, description="what kind of figure it is; none: not stated")
    confidence: Confidence | None = Field(
        default=None, description="how sure the figure is (a whole system's price always says it); none: not stated"
    )


class SystemPrice(Price):
    """The price of a whole system (server with its GPUs, CPUs, memory, disks) as it is sold with `gpu_count` GPUs."""

    gpu_count: int = Field(ge=1, le=16)
    confidence: Confidence  # required here: a whole system's price always says it
    note: str = Field(default="", description="what the figure is: a quote, a list price, or an estimate and how")


class MarketStatus(Sourced):
    """Whether new units can be bought in one region, why not, and since when (as_of)."""

    region: Region
    new: MarketNew
    reason: MarketReason | None = None
    note: str = ""

    @model_validator(mode="after")
    def _reason(self) -> MarketStatus:
        if self.new != "sold" and self.reason is None:
            raise ValueError(f"market status '{self.new}' in {self.region} needs a reason")
        return self


class DenseThroughput(Strict):
    """Dense tensor-core throughput per precision in TFLOPS (TOPS for int8). None: not supported or unknown."""

    fp32: float | None = Field(default=None, gt=0, description="non-tensor FP32")
    fp16: float | None = Field(default=None, gt=0, description="FP16 tensor, FP32 accumulate")
    bf16: float | None = Field(default=None, gt=0)
    fp8: float | None = Field(default=None, gt=0)
    int8: float | None = Field(default=None, gt=0)


class Gpu(Entry):
    vendor: Vendor
    segment: Segment
    architecture: str
    compute_capability: str | None = None
    memory_gb: float = Field(gt=0, le=MAX_MEMORY_GB)
    memory_type: str
    unified_memory: bool = False
    bandwidth_gbps: float = Field(ge=BANDWIDTH_GBPS_RANGE[0], le=BANDWIDTH_GBPS_RANGE[1])
    tflops: DenseThroughput
    tdp_w: float = Field(gt=0, le=MAX_GPU_WATTS, description="board power; the cost engine's bound too")
    form_factor: Literal["pcie", "sxm", "oam", "module", "soc", "system"]
    slot_width: int = Field(ge=0, le=4, description="PCIe slots a card covers; 0 for non-PCIe parts")
    pcie_gen: int | None = Field(default=None, ge=1, le=6)
    pcie_lanes: int | None = Field(default=None, ge=1, le=16)
    nvlink_gbps: float | None = Field(default=None, gt=0, description="GPU-to-GPU link, bidirectional total")
    cooling: Cooling | None = Field(default=None, description="PCIe card: blower, open-air or passive; none: unknown")
    length_mm: float | None = Field(default=None, gt=0, le=400, description="PCIe card length; none: unknown")
    height: CardHeight | None = Field(default=None, description="PCIe card height class; none: unknown")
    fit_source: str = Field(default="", description="where cooling, length and height come from")
    max_count: int = Field(ge=1, le=16, description="the part's own limit per machine; the chassis limits further")
    min_system_w: float | None = Field(
        default=None,
        gt=0,
        le=10_000,
        description="the card maker's required system power for a PC with this one card (it includes the rest of a "
        "typical machine and a margin, so for one card it replaces the estimate); none: not published",
    )
    min_system_w_source: str = Field(default="", description="where min_system_w comes from, or how it is derived")
    ecosystem: EcosystemId = Field(description="the software stack it runs on (ecosystems.toml)")
    min_cuda: str | None = None
    min_pytorch: str | None = None
    supports_bf16: bool
    supports_fp8: bool
    supports_flash_attention_2: bool
    sold_as: SoldAs = Field(description="a card alone, a module inside a system, a whole machine, an edge kit")
    launch_date: dt.date | None = Field(default=None, description="first sold; the source is in `source`")
    status: Lifecycle = "in_production"
    production_ended: dt.date | None = Field(
        default=None, description="when the maker stopped making it (status other than in_production), if known"
    )
    markets: list[MarketStatus] = Field(
        default_factory=list,
        description="per region, whether new units can be bought there; a region not listed: sold there",
    )
    cloud_only: bool = False
    tempting: int | None = Field(
        default=None,
        ge=1,
        description="a card buyers often ask about: where it comes "
        "(1 first) among the cards an 'avoid' pick is looked for in; none: not one of them",
    )
    asked_about: int | None = Field(
        default=None,
        ge=1,
        description="a card buyers name when they ask 'why not ...?' (an H100, a Mac Studio): answered under 'Why not "
        "...?' whether or not it was sized, in this order (1 first); none: only when tempting or ruled out",
    )
    confidence: Confidence
    notes: str = ""
    prices: list[Price] = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _default_sold_as(cls, data: object) -> object:
        """A part's selling unit follows from its form factor unless the entry says otherwise."""
        if isinstance(data, dict) and "sold_as" not in data:
            form, segment = data.get("form_factor"), data.get("segment")
            if form in ("sxm", "oam") or (form == "module" and segment != "edge"):
                sold_as = "in_system"
            elif form == "system":
                sold_as = "whole_machine"
            elif form in ("module", "soc"):
                sold_as = "edge_kit"
            else:
                sold_as = "card"
            data = {**data, "sold_as": sold_as}
        return data

    @model_validator(mode="after")
    def _sold_as_it_is_made(self) -> Gpu:
        regions = [m.region for m in self.markets]
        for region in set(regions):
            if regions.count(region) > 1:
                raise ValueError(f"markets: region '{region}' is given twice")
        if self.sold_as == "in_system":
            if self.form_factor not in ("sxm", "oam", "module"):
                raise ValueError("sold_as 'in_system' is for SXM, OAM and server modules")
            if self.prices:
                raise ValueError(
                    "a module sold only inside a system has no price of its own: price the whole system "
                    "in platforms.toml (kind = 'system')"
                )
        if self.min_system_w is not None and len(self.min_system_w_source.strip()) < 3:
            raise ValueError("min_system_w needs min_system_w_source: where the figure is read, or how it is derived")
        if self.sold_as == "card" and self.form_factor != "pcie":
            raise ValueError("sold_as 'card' is for PCIe cards")
        if self.sold_as == "whole_machine" and self.form_factor != "system":
            raise ValueError("sold_as 'whole_machine' needs form_factor 'system'")
        if self.status == "in_production" and self.production_ended is not None:
            raise ValueError("production_ended is for a part that is no longer made")
        has_fit = self.cooling is not None or self.length_mm is not None or self.height is not None
        if has_fit and self.form_factor != "pcie":
            raise ValueError("cooling, length_mm and height describe a PCIe card")
        if has_fit and len(self.fit_source) < 3:
            raise ValueError("cooling, length_mm and height need fit_source (where they were read)")
        for price in self.prices:
            if price.condition != "new" or not new_price_refused(self, price):
                continue
            raise ValueError(new_price_refused(self, price))
        return self


def new_price_refused(gpu: Gpu, price: Price) -> str:
    """Why a new price cannot stand for a part that is no longer made ('' when it can): a withdrawn part has
    none; a stock-only part only one dated after production ended (what the remaining stock sells for)."""
    if gpu.status == "in_production" or price.condition != "new":
        return ""
    if gpu.status == "withdrawn":
        return f"status 'withdrawn': no new price ({price.amount:g} {price.currency} of {price.as_of})"
    if gpu.production_ended is None or price.as_of <= gpu.production_ended:
        return (
            f"status 'end_of_life_stock_only': a new price ({price.amount:g} {price.currency} of {price.as_of}) "
            f"must be dated after production ended ({gpu.production_ended or 'date unknown'})"
        )
    return ""


class Ecosystem(Entry):
    """A software stack the accelerators of gpus.toml run on (ecosystems.toml): its name as a buyer reads it, its
    maker, and whether a team that does not run servers can keep it running. Every stack gpus.toml knows has one
    entry except `other` (a stack the catalog does not describe)."""

    vendor: Vendor = Field(description="who makes the stack and the parts that run on it (gpus.toml vendor)")
    domestic: bool = Field(
        description="信创 / 国产化: its maker is a Chinese company, so the maker's parts and this stack count as "
        "domestic for a buyer who must buy domestic"
    )
    any_team: bool = Field(
        description="a team that does not run servers can install it and keep it running; otherwise only a team "
        "that runs servers, or a buyer who must buy domestic, is offered its parts (core.options.suitability)"
    )

    inventory_command: str = Field(
        default="",
        description="the command that lists a delivered machine's accelerators and their memory (the acceptance "
        "test's first row, core.presentation.memo); empty: the vendor's own tool, named in words",
    )
    linux_only: bool = Field(
        default=False,
        description="its driver stack ships for Linux only: a card on it fails (or warns, in a new machine) on "
        "another operating system (core.checks.check_os)",
    )
    pytorch_linux_only: bool = Field(
        default=False,
        description="PyTorch's builds for this stack run on Linux only: a runtime on PyTorch is said as "
        "'<runtime> (<name>)' by the operating-system check",
    )
    linux_only_source: str = Field(
        default="", description="where linux_only or pytorch_linux_only comes from (the installation guides)"
    )
    short_name: str = Field(
        default="", description="the stack as the operating-system check names it ('DTK'); empty: `name`"
    )

    @model_validator(mode="after")
    def _linux_only_is_sourced(self) -> Ecosystem:
        if (self.linux_only or self.pytorch_linux_only) and not self.linux_only_source.strip():
            raise ValueError("linux_only and pytorch_linux_only need linux_only_source")
        return self

    @field_validator("id")
    @classmethod
    def _known_stack(cls, value: str) -> str:
        known = [e for e in get_args(EcosystemId) if e != "other"]
        if value not in known:
            raise ValueError(f"id {value!r} is not a stack gpus.toml knows ({', '.join(known)})")
        return value


class RagModel(Entry):
    """A model a document Q&A (RAG) platform runs beside the LLM, on the same GPU (rag_models.toml): the embedding
    model that turns the question into a vector, and the reranker that reads the retrieved candidates."""

    role: Literal["embedding", "reranker"]
    params_b: float = Field(gt=0, le=100, description="parameters, billions (its model card); kept in FP16")


class MixtureOfExperts(Strict):
    experts: int = Field(gt=1)
    experts_per_token: int = Field(ge=1)
    shared_experts: int = Field(default=0, ge=0)
    routed_params_b: float | None = Field(
        default=None,
        gt=0,
        description="parameters of the routed experts, billions (MoE layers x experts x 3 x hidden x expert width, "
        "from config.json): a format that stores the experts narrower than the rest (quants.toml expert_bits) "
        "sizes them apart; none: not needed by the formats it is offered in",
    )


class LinearAttention(Strict):
    """Linear-attention layers (Gated DeltaNet: Qwen3.5): each keeps a fixed-size state per sequence, a
    convolution history and a recurrent matrix per value head, instead of a KV cache that grows with the context.
    Shapes from config.json (linear_num_key_heads, linear_num_value_heads, linear_key_head_dim,
    linear_value_head_dim, linear_conv_kernel_dim)."""

    layers: int = Field(gt=0, description="layers with linear attention (no KV cache)")
    key_heads: int = Field(gt=0)
    value_heads: int = Field(gt=0)
    key_head_dim: int = Field(gt=0)
    value_head_dim: int = Field(gt=0)
    conv_kernel: int = Field(gt=1, description="the causal convolution's width; it keeps conv_kernel - 1 inputs")
    state_bits: float = Field(
        default=16,
        gt=0,
        le=32,
        description="bits of one element of the recurrent state: the model's dtype (vLLM's mamba_ssm_cache_dtype "
        "'auto') unless config.json sets mamba_ssm_cache_dtype (Nemotron-H: float32, which vLLM honours); not the KV "
        "cache precision. The convolution history stays in the model's 16 bits",
    )

    def conv_elements(self) -> int:
        """Elements of one sequence's convolution history over all linear layers: its last conv_kernel - 1 inputs of
        the q, k and v projections (2 x key heads x key dim + value heads x value dim wide). A Mamba-2 layer reads the
        same way with its groups as key heads, its state size as key dim, its heads and head dim as the values."""
        width = 2 * self.key_heads * self.key_head_dim + self.value_heads * self.value_head_dim
        return self.layers * width * (self.conv_kernel - 1)

    def recurrent_elements(self) -> int:
        """Elements of one sequence's recurrent state over all linear layers: one key dim x value dim matrix per value
        head."""
        return self.layers * self.value_heads * self.key_head_dim * self.value_head_dim


class CompressedGroup(Strict):
    """Layers of a compressed attention that cache one entry per `ratio` tokens."""

    layers: int = Field(gt=0)
    ratio: int = Field(gt=1, description="tokens folded into one cached entry (config.json compress_ratios)")
    index_head_dim: int = Field(
        default=0,
        ge=0,
        description="values of the sparse indexer's key cached beside each entry (the lightning indexer of "
        "compressed sparse attention); 0: no indexer (heavily compressed attention reads every entry)",
    )


class CompressedAttention(Strict):
    """Compressed attention (DeepSeek V4): one shared key-value head whose cache holds one entry per `ratio` tokens
    (compressed sparse attention, ratio 4, with an indexer that picks the entries a query reads; heavily compressed
    attention, ratio 128), plus, in every layer, the last `window` tokens uncompressed (the sliding-window branch).
    Layers in no group keep only the window."""

    entry_dim: int = Field(gt=0, description="values in one cached entry (head_dim: key and value share it)")
    window: int = Field(gt=0, description="recent tokens every layer keeps uncompressed (config.json sliding_window)")
    groups: list[CompressedGroup] = Field(min_length=1)


class LatentAttention(Strict):
    """Multi-head latent attention (DeepSeek V2/V3/R1): the cache holds one compressed vector per layer."""

    kv_lora_rank: int = Field(gt=0)
    qk_rope_head_dim: int = Field(gt=0)


class BenchmarkScore(Strict):
    """One row of a model maker's own benchmark table: the newer model's score beside this model's."""

    benchmark: str = Field(min_length=2, description="as the table names it, with its variant (LiveCodeBench v5)")
    newer: float
    this: float


class NewerModel(Sourced):
    """A newer model of about the same size that its maker's own published tables show ahead of this one on the
    work a buyer asks a reasoning model for (maths, code, science), and that can also answer without thinking."""

    model: str = Field(description="the newer model's catalog id")
    scores: list[BenchmarkScore] = Field(min_length=2, description="thinking mode, the same table where possible")

    @model_validator(mode="after")
    def _ahead(self) -> NewerModel:
        behind = [s.benchmark for s in self.scores if s.newer <= s.this]
        if behind:
            raise ValueError(f"newer: not ahead on {', '.join(behind)}: only a model ahead on every row is offered")
        return self


class Model(Entry):
    family: str
    params_b: float = Field(gt=0, description="total parameters, billions")
    active_params_b: float = Field(gt=0, description="parameters used per token (MoE), billions")
    layers: int = Field(gt=0)
    hidden_size: int = Field(gt=0)
    intermediate_size: int | None = Field(default=None, gt=0)
    attention_heads: int = Field(gt=0)
    kv_heads: int = Field(gt=0)
    head_dim: int = Field(gt=0)
    vocab_size: int | None = Field(default=None, gt=0)
    attention: Literal["mha", "gqa", "mla", "gqa+sliding", "compressed"]
    sliding_window: int | None = Field(default=None, gt=0, description="tokens a sliding-window layer keeps")
    full_attention_layers: int | None = Field(
        default=None, ge=0, description="layers with full attention when others slide"
    )
    full_kv_heads: int | None = Field(
        default=None,
        gt=0,
        description="KV heads of the full-attention layers when they differ from the sliding ones (Gemma 4: "
        "num_global_key_value_heads); none: kv_heads",
    )
    full_head_dim: int | None = Field(
        default=None,
        gt=0,
        description="head_dim of the full-attention layers when it differs (Gemma 4: global_head_dim)",
    )
    kv_layers: int | None = Field(
        default=None,
        gt=0,
        description="layers that keep a KV cache when the others use linear attention with a fixed-size state "
        "(Qwen3-Next: 12 of 48); none: every layer",
    )
    feed_forward_only_layers: int = Field(
        default=0,
        ge=0,
        description="layers with neither attention nor a linear state, only a feed-forward or experts block "
        "(Nemotron-H's MoE layers between its Mamba-2 and attention layers); with linear, the layers that keep a KV "
        "cache and the linear ones add up to layers",
    )
    mla: LatentAttention | None = None
    linear: LinearAttention | None = Field(
        default=None,
        description="the linear-attention layers' fixed state (Qwen3-Next, Qwen3.5); with kv_layers, the layers that "
        "keep a KV cache; none: no linear attention",
    )
    compressed: CompressedAttention | None = Field(
        default=None, description="attention 'compressed': the cache layout (DeepSeek V4)"
    )
    moe: MixtureOfExperts | None = None
    tied_embeddings: bool = Field(default=False, description="input and output embeddings share one matrix")
    native_dtype: Literal["bf16", "fp16", "fp8", "fp32"]
    max_context: int = Field(gt=0)
    license: str
    use: str = Field(default="", description="one line on what this size is good for, in English")
    suggested_for: list[Literal["chat", "document_qa", "batch", "fine_tune", "pretrain"]] = Field(
        default_factory=list,
        description="jobs (scenario use_case) the wizard suggests it for, at the top of its model list",
    )
    use_zh: str = Field(default="", description="the same line in Chinese")
    thinks: bool = Field(
        default=False, description="a reasoning model: by default it writes its thinking before the answer"
    )
    plain_twin: str | None = Field(
        default=None,
        description="a reasoning model: the model of the same architecture and size that answers without long thinking",
    )
    released_quant: str | None = Field(
        default=None,
        description="the format its maker released the weights in when that is not 16-bit (gpt-oss: MXFP4): "
        "what it is offered in, as published, instead of 16-bit copies or re-quantized 4-bit ones",
    )
    newer: NewerModel | None = Field(
        default=None,
        description="a newer model of about the same size its maker's tables show ahead of this one (models.toml)",
    )
    distilled_from: str | None = Field(
        default=None,
        description="the models.toml id of the model whose answers it was trained on (its model card: the "
        "DeepSeek-R1 distills), offered as that model's smaller versions",
    )

    @model_validator(mode="after")
    def _consistent(self) -> Model:
        if self.active_params_b > self.params_b:
            raise ValueError("active_params_b is larger than params_b")
        if self.attention == "mla" and self.mla is None:
            raise ValueError("attention 'mla' needs an [model.mla] table")
        if self.attention == "gqa+sliding" and (self.sliding_window is None or self.full_attention_layers is None):
            raise ValueError("attention 'gqa+sliding' needs sliding_window and full_attention_layers")
        if self.kv_layers is not None and self.kv_layers > self.layers:
            raise ValueError("kv_layers is larger than layers")
        if self.full_attention_layers is not None and self.full_attention_layers > (self.kv_layers or self.layers):
            raise ValueError("full_attention_layers is larger than the layers that keep a KV cache")
        if self.attention_heads % self.kv_heads:
            raise ValueError("attention_heads is not a multiple of kv_heads")
        if self.attention == "compressed" and self.compressed is None:
            raise ValueError("attention 'compressed' needs a [model.compressed] table")
        if self.compressed is not None:
            if self.attention != "compressed":
                raise ValueError("[model.compressed] is for attention 'compressed'")
            if sum(group.layers for group in self.compressed.groups) > self.layers:
                raise ValueError("compressed: the groups hold more layers than the model has")
        if self.linear is not None:
            layers = (self.kv_layers or self.layers) + self.linear.layers + self.feed_forward_only_layers
            if layers != self.layers:
                raise ValueError("linear: its layers, kv_layers and feed_forward_only_layers must add up to layers")
        elif self.feed_forward_only_layers and (self.kv_layers or 0) + self.feed_forward_only_layers != self.layers:
            raise ValueError("kv_layers and feed_forward_only_layers must add up to layers")
        return self


class Quant(Entry):
    kind: Literal["float", "integer", "gguf", "awq", "gptq", "bnb"]
    bits_per_weight: float = Field(gt=0, le=32, description="measured average over a whole model")
    embedding_bits: float | None = Field(
        default=None,
        gt=0,
        le=32,
        description="bits of the embedding and output matrices when the format leaves them unquantized",
    )
    compute: Precision = Field(description="precision the matrix multiplies run in")
    expert_bits: float | None = Field(
        default=None,
        gt=0,
        le=32,
        description="bits of the routed experts when the format stores them narrower than the rest of the model "
        "(bits_per_weight): DeepSeek V4 ships FP4 experts in an FP8 checkpoint, Kimi K2 Thinking INT4 experts beside "
        "BF16 attention. Only for the models released in it (their moe.routed_params_b)",
    )
    needs_fp8: bool = False
    precision_level: PrecisionLevel | None = Field(
        default=None,
        description="the buyer's precision level this format is offered at in recommendations, tried "
        "in file order within a level; none: sized on request (estimate) but never offered",
    )
    runtimes: list[str] = Field(min_length=1, description="runtime ids that load this format")
    quality: str = Field(default="", description="one line on quality loss, in English")
    quality_zh: str = Field(default="")


class Calibration(Strict):
    """Factors fitted to tests/data/measured.csv (`make accuracy` shows the fit) for one hardware ecosystem."""

    decode_efficiency: float = Field(gt=0, le=1, description="share of peak memory bandwidth reached in decode")
    layer_overhead_us: float = Field(ge=0, description="fixed cost per layer and token: kernel launches, sync")
    step_overhead_us: float = Field(default=0, ge=0, description="fixed cost per generated token: scheduler, sampling")
    prefill_efficiency: float = Field(gt=0, le=1, description="share of dense peak compute reached in prefill (MFU)")
    spread: tuple[float, float] = Field(description="low and high measured/estimated ratio seen in calibration")
    batch_efficiency: float | None = Field(
        default=None, gt=0, le=1, description="the runtime's batch_efficiency on this hardware; none: the runtime's"
    )
    stream_layer_us: float = Field(
        default=0.0, ge=0, le=100, description="work each stream adds to each layer of a batched decode step, us"
    )


class HybridCalibration(Strict):
    """Factors of a runtime that keeps part of a model (the MoE experts) in system memory and computes it on the
    CPU, fitted to the hybrid rows of tests/data/measured.csv (`make accuracy`)."""

    cpu_bandwidth_efficiency: float = Field(
        gt=0, le=1, description="share of one socket's peak memory bandwidth reached reading expert weights"
    )
    second_socket_gain: float = Field(
        ge=-1,
        le=1,
        description="what a second socket adds to one socket's bandwidth and compute: 1 twice as fast, 0 nothing, "
        "negative slower (remote memory reads across the socket link)",
    )
    duplicates_per_socket: bool = Field(
        description="keeps a copy of the CPU weights in each socket's memory (KTransformers' NUMA mode)"
    )
    gpu_decode_efficiency: float = Field(gt=0, le=1, description="share of GPU bandwidth reached on the GPU part")
    layer_overhead_us: float = Field(ge=0, description="fixed cost per layer and token: CPU-GPU hand-over, sync")
    cpu_decode_flops_per_cycle: float | None = Field(
        default=None,
        gt=0,
        le=64,
        description="FLOP per cycle and core the runtime's expert matrix-vector products reach at decode: a token's "
        "CPU time is the longer of reading its experts and computing them (a low-bit file is less to read, as much to "
        "unpack and multiply); a property of the runtime's kernels, not of the vector width (the measured rows give "
        "the same rate per cycle on Zen 4's 256-bit and Zen 5's 512-bit units); none: reading alone",
    )
    cpu_prefill_efficiency: float = Field(gt=0, le=1, description="share of the CPU's vector (AVX2/AVX-512) peak")
    amx_prefill_efficiency: float = Field(
        default=0.0, ge=0, le=1, description="share of the AMX INT8 peak reached in prefill; 0: does not use AMX"
    )
    gpu_prefill_efficiency: float = Field(gt=0, le=1, description="share of the GPU's dense peak in prefill")
    gpu_offload_min_batch: int | None = Field(
        default=None,
        ge=1,
        description="a prompt pass of at least this many tokens has its CPU-resident experts copied to the GPU and "
        "computed there (llama.cpp: 32, ggml-cuda's offload_op; KTransformers' kt-kernel: its GPU prefill threshold); "
        "none: a prompt's experts are always computed on the CPU",
    )
    pcie_efficiency: float = Field(
        default=0.6, gt=0, le=1, description="share of the GPU's PCIe bandwidth reached copying the experts to it"
    )
    pcie_two_socket_share: float = Field(
        default=1.0,
        gt=0,
        le=1,
        description="share of that copy rate left on a two-socket host whose weights lie in both sockets' memory",
    )
    spread: tuple[float, float] = Field(description="low and high measured/estimated ratio seen in calibration")


class Runtime(Entry):
    ecosystems: list[str] = Field(min_length=1)
    continuous_batching: bool
    tensor_parallel: bool
    calibration: dict[str, Calibration] = Field(
        description="per ecosystem (cuda, rocm, metal, cann); 'default' for the rest"
    )
    batch_efficiency: float = Field(gt=0, le=1, description="share of the batched roofline a busy server reaches")
    across_machines: Literal["pipeline", "tensor"] = Field(
        default="pipeline",
        description="how it spreads a model over several machines: a pipeline of layer shares, or one tensor-parallel "
        "group over every GPU",
    )
    reserve_gb: float = Field(ge=0, description="memory per GPU the runtime and its CUDA context take")
    kv_overhead: float = Field(ge=1, description="multiplier on the KV cache for paging and block padding")
    memory_utilization: float = Field(gt=0, le=1, description="share of memory the runtime lets itself use")

    max_parallel: int = Field(ge=1, description="concurrent streams it serves without queueing")
    training: bool = Field(default=False, description="can fine-tune (LoRA, QLoRA, full)")
    pytorch: bool = Field(
        default=False, description="runs on PyTorch and its CUDA build: the PyTorch version check applies"
    )
    prefill_chunk_tokens: int | None = Field(
        default=None,
        ge=1,
        description="tokens it pushes through at once while "
        "reading a prompt; none: the whole prompt of every sequence at once",
    )
    preference: dict[RuntimeUse, int] = Field(
        default_factory=dict,
        description="rank (1 first) among the runtimes picked by default for each use, when the "
        "format and the hardware allow it; a use not listed: never picked for it by default",
    )
    hybrid: HybridCalibration | None = Field(
        default=None,
        description="how it runs a model split between the CPU's memory and a GPU (experts in system RAM); "
        "none: it cannot",
    )
    acceptance_commands: Literal["vllm", "llama.cpp"] | None = Field(
        default=None,
        description="whose commands start it and measure it under load in the acceptance test (core.presentation."
        "memo): vLLM's `vllm serve` / `vllm bench serve`, or llama.cpp's `llama-server` / `llama-batched-bench`; "
        "none: the runtime's own documentation is named instead",
    )
    min_compute_capability: str | None = Field(
        default=None,
        pattern=r"^\d+\.\d+$",
        description="the lowest NVIDIA compute capability its current release supports (CUDA parts only; "
        "core.checks fails the runtime below it); none: no published limit",
    )
    min_compute_capability_source: str = Field(
        default="", description="where the minimum comes from (the runtime's own docs or code), with its date"
    )

    linux_only: bool = Field(
        default=False,
        description="runs on Linux only (Windows through WSL2 with an NVIDIA GPU): the operating-system check "
        "(core.checks.check_os) names it on another system",
    )
    linux_only_source: str = Field(default="", description="where linux_only comes from (its installation guide)")

    @model_validator(mode="after")
    def _linux_only_is_sourced(self) -> Runtime:
        if self.linux_only and not self.linux_only_source.strip():
            raise ValueError("linux_only needs linux_only_source")
        return self

    @model_validator(mode="after")
    def _min_compute_capability_is_sourced(self) -> Runtime:
        if self.min_compute_capability is not None and not self.min_compute_capability_source.strip():
            raise ValueError("min_compute_capability needs min_compute_capability_source")
        return self

    def supports(self, gpu: Gpu) -> bool:
        """Whether its current release supports the part's NVIDIA compute capability (`min_compute_capability`).
        Parts without one (AMD, Apple, Ascend, RKNN, ...) and runtimes without a published minimum: yes."""
        if self.min_compute_capability is None or gpu.ecosystem != "cuda" or not gpu.compute_capability:
            return True
        # "8.9" -> (8, 9) against "7.5" -> (7, 5), as versions compare
        return (version_tuple(gpu.compute_capability) or ()) >= (version_tuple(self.min_compute_capability) or ())

    @model_validator(mode="after")
    def _has_default(self) -> Runtime:
        if "default" not in self.calibration:
            raise ValueError("calibration needs a 'default' table")
        for name, cal in self.calibration.items():
            low, high = cal.spread
            if not 0 < low <= 1 <= high:
                raise ValueError(f"calibration.{name}.spread must be [low <= 1, high >= 1]")
        for use, rank in self.preference.items():
            if rank < 1:
                raise ValueError(f"preference.{use}: rank {rank} must be 1 or more")
        for use in ("training", "pretraining"):
            if use in self.preference and not self.training:
                raise ValueError(f"preference.{use}: a runtime ranked for {use} needs training = true")
        if "hybrid" in self.preference and self.hybrid is None:
            raise ValueError("preference.hybrid: a runtime ranked for hybrid needs a [runtime.hybrid] table")
        return self


# How a buyer pays for a cloud instance. on_demand: per hour used; monthly (包月): a fixed price per month,
# however many hours are used; reserved_1y / reserved_3y: an effective hourly price charged for every hour of the
# commitment (used or not); spot: per hour used, at a price that moves and an instance the provider may reclaim.
BillingModeName = Literal["on_demand", "monthly", "reserved_1y", "reserved_3y", "spot"]
HOURS_PER_MONTH = 24 * 365 / 12  # 730: what a commitment charged for every hour costs a month per hourly unit


class BillingMode(Sourced):
    """One way to pay for an instance in one region, with its own source and date: a monthly subscription
    (包月), a 3-year reservation, ... found after the region's on-demand price was read."""

    mode: BillingModeName
    per_hour: float | None = Field(default=None, gt=0, lt=MAX_HOURLY_PRICE, description="on_demand, reserved, spot")
    per_month: float | None = Field(
        default=None, gt=0, lt=MAX_HOURLY_PRICE * HOURS_PER_MONTH, description="monthly (包月) only"
    )

    @model_validator(mode="after")
    def _one_price(self) -> BillingMode:
        if self.mode == "monthly" and (self.per_month is None or self.per_hour is not None):
            raise ValueError("mode 'monthly' takes per_month (a price per month), not per_hour")
        if self.mode != "monthly" and (self.per_hour is None or self.per_month is not None):
            raise ValueError(f"mode '{self.mode}' takes per_hour, not per_month")
        return self


class CloudPrice(Sourced):
    """Price of one instance-hour in one region, in the billing modes the provider sells it in."""

    region: str = Field(min_length=2, description="provider's region id, e.g. cn-hangzhou, us-east-1")
    market: Literal["cn", "us", "eu", "other"] = Field(description="which buyers' region this serves")
    currency: Literal["CNY", "USD"]
    on_demand_per_hour: float = Field(gt=0, lt=MAX_HOURLY_PRICE)
    spot_per_hour: float | None = Field(default=None, gt=0, lt=MAX_HOURLY_PRICE)
    reserved_1y_per_hour: float | None = Field(
        default=None, gt=0, lt=MAX_HOURLY_PRICE, description="1-year commitment, per hour"
    )
    modes: list[BillingMode] = Field(
        default_factory=list,
        description="further billing modes, each with its own source and date ([[instance.prices.modes]])",
    )

    @model_validator(mode="after")
    def _modes_once(self) -> CloudPrice:
        seen = [m.mode for m in self.billing_modes()]
        for mode in set(seen):
            if seen.count(mode) > 1:
                raise ValueError(f"billing mode '{mode}' is given twice for region {self.region}")
        return self

    def billing_modes(self) -> list[BillingMode]:
        """Every billing mode of this region: the on-demand, spot and 1-year reserved figures read with the
        region's price (its source and date), then the further modes with their own."""
        own = {"source": self.source, "as_of": self.as_of}
        modes = [BillingMode(mode="on_demand", per_hour=self.on_demand_per_hour, **own)]
        if self.spot_per_hour is not None:
            modes.append(BillingMode(mode="spot", per_hour=self.spot_per_hour, **own))
        if self.reserved_1y_per_hour is not None:
            modes.append(BillingMode(mode="reserved_1y", per_hour=self.reserved_1y_per_hour, **own))
        return modes + list(self.modes)


# Who rents the instance: the hyperscalers, and the GPU clouds that rent single cards by the hour (neoclouds).
CloudProvider = Literal["aliyun", "tencent", "huawei", "aws", "azure", "gcp", "lambda", "runpod"]


class CloudInstance(Entry):
    provider: CloudProvider
    gpu: str = Field(description="gpu id from gpus.toml")
    gpu_count: int = Field(ge=1, le=16)
    vcpus: int = Field(ge=1)
    ram_gb: float = Field(gt=0)
    prices: list[CloudPrice] = Field(min_length=1)
    notes: str = ""
    invitation_only: bool = Field(
        default=False,
        description="the provider offers it only to invited customers (a test family): never a first choice",
    )


# What a part of a build platform's machine is (platforms.toml [[platform.parts]]): the CPU with its board (a desktop
# board for a tower), a server barebone with its CPUs, fans and redundant power supplies, a power supply (one of
# several ratings: the smallest that carries the cards is bought), the system memory (priced per GB and sized by the
# cards' memory), the disks (priced per TB), the case with its cooling.
PartKind = Literal["board_cpu", "barebone", "psu", "memory", "disk", "chassis"]


class PlatformPart(Strict):
    """One part of a build platform's machine and what it costs: each price with its source, date, kind and
    confidence, as any price in the catalog. The machine is priced as the sum of the parts it needs for the cards it
    holds (core.catalog.machine.machine_parts): its power supply sized to them, its memory to their memory."""

    id: str
    part: PartKind
    name: str = Field(min_length=1)
    name_zh: str = Field(min_length=1)
    per: Literal["machine", "gb", "tb"] = Field(
        default="machine", description="what one price buys: the part (machine), a GB of memory, a TB of disk"
    )
    quantity: int = Field(default=1, ge=1, le=64, description="how many a machine has (a 'machine' part)")
    for_gpus: list[int] = Field(
        default_factory=list, description="the GPU counts it is bought for (a board for one or for two cards); any"
    )
    watts: float | None = Field(default=None, gt=0, le=MAX_GPU_WATTS * 16, description="a power supply's rating")
    min_gb: float | None = Field(default=None, gt=0, le=MAX_MEMORY_GB, description="memory: the least bought")
    step_gb: float | None = Field(default=None, gt=0, le=1024, description="memory: bought in steps of (modules)")
    max_gb: float | None = Field(default=None, gt=0, le=MAX_MEMORY_GB, description="memory: the most it takes")
    prices: list[Price] = Field(min_length=1)
    note: str = ""

    @field_validator("id")
    @classmethod
    def _slug(cls, value: str) -> str:
        if not SLUG.match(value):
            raise ValueError(f"'{value}' is not a lowercase slug")
        return value

    @model_validator(mode="after")
    def _consistent(self) -> PlatformPart:
        if (self.part == "psu") != (self.watts is not None):
            raise ValueError("watts is a power supply's rating: a part 'psu' states it, no other part does")
        if (self.part == "memory") != (self.per == "gb"):
            raise ValueError("memory is priced per GB (per = 'gb'), and only memory")
        if (self.part == "disk") != (self.per == "tb"):
            raise ValueError("disks are priced per TB (per = 'tb'), and only disks")
        sizes = (self.min_gb, self.step_gb)
        if self.part == "memory" and any(v is None for v in sizes):
            raise ValueError("memory states min_gb and step_gb")
        if self.part != "memory" and any(v is not None for v in (*sizes, self.max_gb)):
            raise ValueError("min_gb, step_gb and max_gb are for memory")
        if self.min_gb is not None and self.max_gb is not None and self.max_gb < self.min_gb:
            raise ValueError(f"max_gb {self.max_gb:g} is below min_gb {self.min_gb:g}")
        for price in self.prices:
            if price.condition != "new":
                raise ValueError("a machine is priced new: every price of a part has condition = 'new'")
            if price.kind is None or price.confidence is None:
                raise ValueError(f"the price of {price.as_of} states its kind and confidence")
        return self


class Platform(Entry):
    """The machine around the GPUs for one deployment target: what it costs and what it can hold."""

    name_zh: str
    target: Literal["office", "server_room", "edge"]
    segments: list[Segment] = Field(min_length=1, description="GPU segments (gpus.toml) this machine is built around")
    max_gpus: int = Field(ge=1, le=16)
    gpu_slots: int = Field(ge=0, description="PCIe slot positions for cards (a dual-slot card takes two)")
    form_factors: list[Literal["pcie", "sxm", "oam", "module", "soc", "system"]]
    psu_watts: float = Field(gt=0)
    base_price_cny: float = Field(
        default=0, ge=0, lt=MAX_GPU_PRICE, description="chassis, CPU, RAM, disks, power supply; no GPUs (0: by parts)"
    )
    base_price_usd: float = Field(default=0, ge=0, lt=MAX_GPU_PRICE)
    parts: list[PlatformPart] = Field(
        default_factory=list,
        description="a build priced by its parts, sized by what it holds (then the base prices are 0)",
    )
    system_ram_gb: float = Field(
        gt=0,
        description="its memory; a build priced by its parts is bought with the memory its cards need "
        "(machine.host_ram_gb), and this is what a buyer's own machine of its kind is taken to have",
    )
    disk_gb: float = Field(gt=0)
    notes: str = ""
    kind: Literal["build", "system"] = Field(
        default="build",
        description="build: a machine the cards are put in (base price without GPUs); system: a server sold "
        "whole with its modules (HGX, OAM, Atlas), priced whole in `prices`",
    )
    gpu: str | None = Field(default=None, description="system: the module (gpus.toml id) it is built around")
    gpu_counts: list[int] = Field(default_factory=list, description="system: the GPU counts it is sold with")
    purpose: Literal["inference", "training"] | None = Field(
        default=None,
        description="system: what its maker sells it for (Huawei's Atlas 800I A2 inference server, 800T A2 training "
        "server); where systems of both purposes are built around one module, a buyer is offered the one for their "
        "task (core.options.build.for_task); none: either",
    )
    prices: list[SystemPrice] = Field(default_factory=list, description="system: whole-system prices")
    chassis: Chassis | None = Field(default=None, description="tower, 2U or 4U rack server ...")
    max_card_slots: int | None = Field(
        default=None, ge=1, le=4, description="the widest card one GPU position takes (2: double-width); none: any"
    )
    coolings: list[Cooling] = Field(
        default_factory=list, description="the card coolings its airflow takes; empty: any (no PCIe cards)"
    )
    max_card_length_mm: float | None = Field(default=None, gt=0, description="the longest card; none: no limit")
    max_card_height: CardHeight | None = Field(default=None, description="the tallest card; none: no limit")
    fit_source: str = Field(default="", description="where the chassis limits come from, or that they are assumed")

    @model_validator(mode="after")
    def _system(self) -> Platform:
        limits = (self.max_card_slots, self.max_card_length_mm, self.max_card_height)
        if (any(v is not None for v in limits) or self.coolings) and len(self.fit_source) < 3:
            raise ValueError("max_card_slots, coolings, max_card_length_mm and max_card_height need fit_source")
        if self.kind == "build":
            if self.gpu or self.gpu_counts or self.prices or self.purpose:
                raise ValueError("gpu, gpu_counts, prices and purpose are for kind = 'system'")
            return self._parts()
        if self.parts:
            raise ValueError("a system is priced whole in `prices`: it has no parts")
        if not self.gpu or not self.gpu_counts:
            raise ValueError("a system names its gpu and the gpu_counts it is sold with")
        if max(self.gpu_counts) > self.max_gpus:
            raise ValueError(f"gpu_counts {self.gpu_counts} exceed max_gpus {self.max_gpus}")
        if self.base_price_cny or self.base_price_usd:
            raise ValueError("a system is priced whole in `prices`: base prices must be 0")
        for price in self.prices:
            if price.gpu_count not in self.gpu_counts:
                raise ValueError(f"a price for {price.gpu_count} GPUs, but the system comes with {self.gpu_counts}")
        return self

    def _parts(self) -> Platform:
        """A build priced by its parts: no base price besides, each part once, one memory and one disk at most,
        power supplies of different ratings, and for every GPU count it takes a board (or a barebone) to put them in."""
        if not self.parts:
            return self
        if self.base_price_cny or self.base_price_usd:
            raise ValueError(
                "a platform priced by its parts has no base price: base_price_cny and base_price_usd are 0"
            )
        ids = [p.id for p in self.parts]
        twice = sorted({i for i in ids if ids.count(i) > 1})
        if twice:
            raise ValueError(f"parts: id {twice[0]!r} appears twice")
        for kind in ("memory", "disk"):
            if sum(p.part == kind for p in self.parts) > 1:
                raise ValueError(f"parts: one '{kind}' part at most")
        watts = [p.watts for p in self.parts if p.watts is not None]
        if len(set(watts)) != len(watts):
            raise ValueError("parts: two power supplies of one rating")
        for part in self.parts:
            beyond = [n for n in part.for_gpus if not 1 <= n <= self.max_gpus]
            if beyond:
                raise ValueError(
                    f"parts: '{part.id}' is for {beyond[0]} GPUs, but the machine holds 1 to {self.max_gpus}"
                )
        for count in range(1, self.max_gpus + 1):
            if not any(
                p.part in ("board_cpu", "barebone") and (not p.for_gpus or count in p.for_gpus) for p in self.parts
            ):
                raise ValueError(f"parts: no board_cpu or barebone for {count} GPUs")
        return self


class Fabric(Entry):
    """The network between machines of a cluster (network.toml): what each machine needs (its network cards' ports)
    and what the switches cost per port, the bandwidth a collective reaches and the time of one hop."""

    kind: Literal["infiniband", "roce", "ethernet"]
    port_gbit: float = Field(gt=0, le=3200, description="line rate of one port, Gbit/s")
    ports_per_machine: int = Field(ge=1, le=16, description="network ports each machine uses for this fabric")
    bus_efficiency: float = Field(
        gt=0, le=1, description="share of the ports' line rate an all-reduce reaches (NCCL bus bandwidth)"
    )
    hop_us: float = Field(gt=0, le=10_000, description="one small message between two machines, runtime included")
    allreduce_us: float = Field(
        gt=0,
        le=10_000,
        description="one all-reduce of a decode step's hidden states over the machines, runtime included",
    )
    nic_included: bool = Field(description="the machines it is listed for come with these ports (priced in)")
    for_platforms: list[str] = Field(
        default_factory=list, description="platforms.toml ids this fabric is the usual network of"
    )
    default: bool = Field(default=False, description="the network of machines no fabric lists")
    nic_prices: list[Price] = Field(default_factory=list, description="one network card port (when not included)")
    port_prices: list[Price] = Field(
        default_factory=list, description="one switch port with its cable and transceivers, per machine port"
    )
    switch_watts_per_port: float = Field(ge=0, le=1000, description="switch power per machine port")
    share_of_machines: float | None = Field(
        default=None,
        gt=0,
        lt=1,
        description="no port price found: the network costs this share of the machines' price (published shares)",
    )

    @model_validator(mode="after")
    def _priced(self) -> Fabric:
        if not self.port_prices and self.share_of_machines is None:
            raise ValueError("a network needs port_prices or share_of_machines (with its source)")
        return self


class ApiOffer(Entry):
    """A hosted model API sold per token (the "rent tokens" comparator): the model it actually serves, its price
    per million input and output tokens as published, in one market."""

    provider: str = Field(min_length=2, description="who sells it: DeepSeek, Volcano Engine Ark, SiliconFlow ...")
    serves: str = Field(min_length=2, description="the model the API serves today, as the provider names it")
    models: list[str] = Field(default_factory=list, description="catalog model ids it serves as such")
    comparable_to: list[str] = Field(
        default_factory=list,
        description="catalog model ids it can stand in for (a successor or the model a distill was made from); "
        "`notes` says why",
    )
    markets: list[Literal["cn", "us", "eu", "other"]] = Field(min_length=1, description="buyers' regions it serves")
    provider_region: Literal["cn", "us", "eu"] = Field(
        description="where the provider runs the model and keeps the prompts: the law the data falls under "
        "(mainland China, the US, the EU); a buyer is offered providers of its own side first "
        "(core.recommend.api_comparison.PROVIDER_REGIONS)"
    )
    currency: Literal["CNY", "USD"]
    input_per_million: float = Field(gt=0, lt=MAX_HOURLY_PRICE, description="input tokens, cache miss")
    cached_input_per_million: float | None = Field(
        default=None, gt=0, lt=MAX_HOURLY_PRICE, description="input tokens, cache hit, where published"
    )
    output_per_million: float = Field(gt=0, lt=MAX_HOURLY_PRICE)
    confidence: Confidence
    notes: str = ""

    @model_validator(mode="after")
    def _names_a_model(self) -> ApiOffer:
        if not self.models and not self.comparable_to:
            raise ValueError("an API offer needs `models` or `comparable_to` (the catalog models it stands in for)")
        return self


class HostSystem(SystemPrice):
    """A hybrid CPU+GPU machine sold whole (hosts.toml `[[host.systems]]`): this host with `memory_gb` of system
    memory and `gpu_count` x `gpu`, at one price for all of it (no GPU is priced apart)."""

    name: str = Field(min_length=2, description="the machine as its vendor sells it")
    gpu: str = Field(min_length=2, description="gpus.toml id of the GPU inside")
    memory_gb: float = Field(gt=0, le=MAX_MEMORY_GB, description="system memory installed")
    chassis: Literal["rack", "tower"] = Field(description="a tower on a wall socket may stand in an office")


MemoryType = Literal["ddr4", "ddr5"]
# The transfer rates (MT/s) of each memory type's JEDEC speed bins: DDR4 from DDR4-1600 to DDR4-3200 (JESD79-4),
# DDR5 from DDR5-3200 to DDR5-8800 (JESD79-5C; Xeon 6's MRDIMMs run at 8800). A DDR4 server at 4800 is a typo.
DDR_MT_S: dict[str, tuple[int, int]] = {"ddr4": (1600, 3200), "ddr5": (3200, 8800)}


class Host(Entry):
    """A CPU platform a hybrid CPU+GPU machine is built on (hosts.toml): the memory system decides decode speed."""

    cpu: str = Field(min_length=2, description="CPU model, as its maker names it")
    vendor: Literal["amd", "intel"]
    platform: str = Field(min_length=2, description="family, code name and socket")
    kind: Literal["server", "workstation"]
    sockets: int = Field(ge=1, le=2)
    cores_per_socket: int = Field(ge=1, le=512)
    base_ghz: float = Field(gt=0, lt=10, description="base clock: what all cores hold under vector load")
    fp32_flops_per_cycle: int = Field(
        ge=8, le=256, description="per core: FMA units x vector lanes x 2 (AVX-512 on two full-width units: 64)"
    )
    channels_per_socket: int = Field(ge=1, le=16)
    memory_type: MemoryType = Field(description="ddr4 or ddr5: the transfer rates each allows (DDR_MT_S)")
    memory_mt_s: int = Field(ge=1600, le=12800, description="DDR transfer rate the platform runs at one DIMM a channel")
    memory_gb: float = Field(gt=0, le=MAX_MEMORY_GB, description="system memory of the build sized by default")
    max_memory_gb: float = Field(gt=0, le=MAX_MEMORY_GB, description="most the platform takes, all sockets")
    amx: bool = Field(description="Intel AMX (INT8/BF16 tiles): KTransformers' fast prefill kernels")
    avx512: bool
    threads: int | None = Field(
        default=None,
        ge=1,
        le=4096,
        description="CPU threads the runtime computes with (llama.cpp -t, KTransformers --cpu_infer); none: one a core "
        "of every socket. Prefill is rated on these, never on more cores than there are",
    )
    prices: list[Price] = Field(default_factory=list, description="the host without GPUs: CPUs, board, memory, chassis")
    systems: list[HostSystem] = Field(default_factory=list, description="machines sold whole on this host")

    @model_validator(mode="after")
    def _memory(self) -> Host:
        if self.memory_gb > self.max_memory_gb:
            raise ValueError(f"memory_gb {self.memory_gb} is more than max_memory_gb {self.max_memory_gb}")
        low, high = DDR_MT_S[self.memory_type]
        if not low <= self.memory_mt_s <= high:
            raise ValueError(f"memory_mt_s {self.memory_mt_s} is not a {self.memory_type.upper()} rate ({low}-{high})")
        if self.amx and not self.avx512:
            raise ValueError("amx without avx512: every CPU with AMX tiles has AVX-512")
        return self


# The families of configuration the engine's calibration was not fitted on (issue 25): a mixture-of-experts model, a
# model split between a CPU+GPU host's memory and its GPU, several machines serving one model, training, many users at
# once, a part of the newest generation. core.sizing.families says which an estimate belongs to; ranges.toml how much
# wider each one's speed range is.
FamilyId = Literal["moe", "hybrid", "multinode", "training", "concurrency", "new_parts"]


class FamilyRange(Strict):
    """How much wider a family's speed range is than the runtime's calibration `spread` (runtimes.toml): the range's
    low end is multiplied by `low`, its high end by `high`. Never narrower: low at most 1, high at least 1."""

    low: float = Field(gt=0, le=1, description="multiplies the low end of the range")
    high: float = Field(ge=1, le=20, description="multiplies the high end of the range")
    rows: int = Field(ge=0, description="held-out rows of tests/data/measured.csv the factors were fitted from")
    inside: float = Field(ge=0, le=1, description="share of those rows inside the widened range when fitted")


class RangeByFamily(Strict):
    """ranges.toml: which configurations belong to which family, and each family's range factors, fitted by
    `python -m tests.accuracy --fit-ranges` (its header says when and from how many rows)."""

    fitted: dt.date | None = Field(default=None, description="the day --fit-ranges fitted the factors")
    source: str = Field(default="", description="how the factors were fitted")
    concurrent_from: int = Field(
        default=8, ge=2, le=4096, description="streams at once from which a configuration is in 'concurrency'"
    )
    new_architectures: tuple[str, ...] = Field(
        default=(), description="architectures (matched as part of gpus.toml's, lowercase) of the newest generation"
    )
    new_parts: tuple[str, ...] = Field(default=(), description="gpus.toml ids of the newest generation besides those")
    family: dict[str, FamilyRange] = Field(default_factory=dict, description="the fitted factors per family")

    @field_validator("family")
    @classmethod
    def _families(cls, value: dict[str, FamilyRange]) -> dict[str, FamilyRange]:
        known = get_args(FamilyId)
        for name in value:
            if name not in known:
                raise ValueError(f"unknown family {name!r} (one of {', '.join(known)})")
        return value

    def factors(self, families: tuple[str, ...]) -> tuple[float, float]:
        """The low and high factors for an estimate in `families`: the widest of theirs (the lowest low and the
        highest high), so that each family's own share of measurements inside its range holds on every estimate of
        it; (1, 1) for an estimate in none."""
        fitted = [self.family[f] for f in families if f in self.family]
        return min((f.low for f in fitted), default=1.0), max((f.high for f in fitted), default=1.0)


class CudaDriver(Sourced):
    """One row of software.toml's CUDA-to-driver table: the lowest Linux driver a CUDA toolkit release needs."""

    cuda: str = Field(pattern=r"^\d+\.\d+$", description="the CUDA toolkit release (major.minor)")
    min_linux_driver: str = Field(
        pattern=r"^\d+(\.\d+)+$", description="the lowest Linux driver that release needs (its GA release)"
    )


class ArchitecturePytorch(Sourced):
    """One row of software.toml's PyTorch-per-architecture table: the PyTorch release needed to use an
    architecture's features, where it is stricter than the first build that runs (gpus.toml min_pytorch)."""

    architecture: str = Field(
        pattern=r"^[a-z0-9][a-z0-9 ._\-]*$",
        description="an architecture as gpus.toml writes it, lowercase: every part whose `architecture` contains it",
    )
    pytorch: str = Field(pattern=r"^\d+\.\d+$", description="the PyTorch release needed (major.minor)")


class Software(Strict):
    """software.toml: the facts about software releases the checks hold a machine against."""

    cuda_driver: tuple[CudaDriver, ...] = Field(
        min_length=1, description="the lowest Linux driver per CUDA release (core.checks check_driver)"
    )
    pytorch_for_architecture: tuple[ArchitecturePytorch, ...] = Field(
        default=(), description="the PyTorch an architecture needs, first match wins (core.checks required_pytorch)"
    )

    @model_validator(mode="after")
    def _unique(self) -> Software:
        for table, keys in (
            ("cuda_driver", [r.cuda for r in self.cuda_driver]),
            ("pytorch_for_architecture", [r.architecture for r in self.pytorch_for_architecture]),
        ):
            twice = sorted({k for k in keys if keys.count(k) > 1})
            if twice:
                raise ValueError(f"{table}: {', '.join(twice)} appears twice")
        return self

    def min_driver_for_cuda(self) -> dict[str, str]:
        """CUDA release -> the lowest Linux driver it needs, in file order."""
        return {r.cuda: r.min_linux_driver for r in self.cuda_driver}

    def pytorch_for_arch(self) -> dict[str, str]:
        """Architecture (lowercase, matched as part of gpus.toml's) -> the PyTorch it needs, in file order."""
        return {r.architecture: r.pytorch for r in self.pytorch_for_architecture}
