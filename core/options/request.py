"""What is asked of every option: the request (Context: the catalog, the scenario, the model, the task, the users, the
day) and what follows from it alone: the model resolved, the formats and runtimes allowed, the load each person puts
on a machine (tokens, prompt work, RAG models) and an option's size for that load (core.sizing)."""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass, field
from typing import Any

from gpu_advisor.core.catalog import Catalog, UnknownEntry
from gpu_advisor.core.catalog.schema import Gpu, Model, Quant, Runtime
from gpu_advisor.core.options.option import RecommendError
from gpu_advisor.core.scenario import FINE_TUNE_USES, PRECISION_ORDER, Scenario
from gpu_advisor.core.sizing import Estimate, Recipe, Speed, Task, estimate, fine_tune_hours

# "Save memory" on the fine-tuning page: torchtune's low-memory single-device recipe (8-bit AdamW moments,
# each gradient applied and freed in the backward pass, chunked cross-entropy). A full fine-tune then needs
# about 4 bytes per parameter plus activations instead of 16; the training speed is about the same.
FINE_TUNE_LOW_MEMORY = Recipe(optimizer="adamw-8bit", optimizer_in_backward=True, chunked_loss=True)


# The formats tried per precision level (quants.toml precision_level), the platforms of a target and the GPU
# segments each takes (platforms.toml target, segments) and the runtime preference (runtimes.toml preference)
# are catalog data, read through core.catalog.Catalog.


def resolve_model(catalog: Catalog, scenario: Scenario) -> Model:
    if scenario.model:
        try:
            return catalog.models.get(scenario.model)
        except UnknownEntry as exc:
            raise RecommendError(f"model: {exc}") from None
    return custom_model(catalog, scenario.custom_params_b or 1.0)


def custom_model(catalog: Catalog, params_b: float) -> Model:
    """A model known only by its size: shaped like the nearest dense catalog model with a KV cache in every layer
    (not a hybrid with linear-attention layers, Qwen3.5-27B: an unknown model is not assumed to have its small
    cache), scaled to `params_b`."""
    dense = [
        m
        for m in catalog.models
        if m.moe is None and m.attention in ("gqa", "mha") and m.kv_layers is None and m.linear is None
    ]
    nearest = min(dense, key=lambda m: abs(math.log(m.params_b / params_b)))
    return nearest.model_copy(
        update={
            "id": "custom",
            "name": f"Custom {params_b:g}B model",
            "aliases": [],
            "params_b": params_b,
            "active_params_b": params_b,
            "source": f"shape assumed like {nearest.name}, scaled to {params_b:g}B parameters",
        }
    )


def runtimes_for(catalog: Catalog, gpu: Gpu, quant: Quant, many_users: bool) -> list[Runtime]:
    """The runtime a deployment would use for this format on this hardware: a serving engine with
    continuous batching for many users on servers, llama.cpp/MLX on desktops and Macs (runtimes.toml
    preference; core.sizing.default_runtime makes the same choice)."""
    runtime = catalog.preferred_runtime(gpu, quant, "serving" if many_users else "desktop")
    return [runtime] if runtime else []


def training_runtimes(catalog: Catalog, gpu: Gpu, quant: Quant) -> list[Runtime]:
    """The runtime a fine-tuning job uses on this hardware (runtimes.toml preference.training)."""
    runtime = catalog.preferred_runtime(gpu, quant, "training")
    return [runtime] if runtime else []


def pretraining_runtime(catalog: Catalog, gpu: Gpu, quant: Quant) -> Runtime | None:
    """The framework a pretraining run uses on this hardware (runtimes.toml preference.pretraining: Megatron-LM,
    MindSpeed on Ascend), or where none is ranked for its stack the fine-tuning runtime."""
    return catalog.preferred_runtime(gpu, quant, "pretraining") or catalog.preferred_runtime(gpu, quant, "training")


def quants_for(ctx: Context, gpu: Gpu) -> list[Quant]:
    """allowed_quants for the request's scenario, task and model, worked out once per GPU and recommendation."""
    memo = ctx.memo()
    key = ("allowed_quants", gpu.id)
    quants: list[Quant] | None = memo.get(key)
    if quants is None:
        quants = memo[key] = allowed_quants(ctx.catalog, ctx.scenario, gpu, ctx.task, ctx.model)
    return list(quants)


def allowed_quants(catalog: Catalog, scenario: Scenario, gpu: Gpu, task: str, model: Model) -> list[Quant]:
    if task == "qlora":
        return [catalog.quants.get("nf4")]
    if task in ("lora", "full"):
        return [catalog.quants.get("bf16" if gpu.supports_bf16 else "fp16")]
    lowest = PRECISION_ORDER.index(scenario.lowest_precision)
    quants = []
    levels = PRECISION_ORDER[: lowest + 1]
    if model.released_quant is not None:
        # released already at about 4 bits (gpt-oss in MXFP4): that is the model as published, whatever precision the
        # buyer asked for; a 16-bit copy would be an upcast, a 4-bit AWQ one a second rounding. Only the formats
        # below 4 bits stay, where the buyer accepts them.
        quants.append(catalog.quants.get(model.released_quant))
        levels = [level for level in levels if level == "int3"]
    for level in levels:
        for quant in catalog.quants_at(level):
            quant_id = quant.id
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
class Context:
    catalog: Catalog
    scenario: Scenario
    model: Model
    task: Task
    users: int
    today: dt.date
    # the checks, each made once per recommendation under what it reads (core.checks.run_checks `memo`)
    checks_memo: dict[tuple[Any, ...], Any] = field(default_factory=dict, compare=False, repr=False)
    # what follows from the request alone, worked out once per recommendation rather than once per option (memo())
    _memo: dict[Any, Any] = field(default_factory=dict, init=False, compare=False, repr=False)
    _memo_for: tuple[Any, ...] = field(default=(), init=False, compare=False, repr=False)

    def memo(self) -> dict[Any, Any]:
        """The store of what follows from this request alone (a GPU's price for this buyer, the prompt work of a
        question, a cloud price's billing mode): filled as a recommendation asks, emptied when any of the request's
        fields is replaced, so an answer is never one for another catalog, scenario, model or day. The request's
        objects are kept with it, so an object's id is never taken for a later one's."""
        basis = self._memo_for
        if not (
            basis
            and basis[0] is self.catalog
            and basis[1] is self.scenario
            and basis[2] is self.model
            and basis[3] == self.task
            and basis[4] == self.users
            and basis[5] == self.today
        ):
            self._memo.clear()
            self._memo_for = (self.catalog, self.scenario, self.model, self.task, self.users, self.today)
        return self._memo


def task_of(scenario: Scenario) -> Task:
    if scenario.use_case in FINE_TUNE_USES and scenario.fine_tune:
        return scenario.fine_tune.method
    if scenario.use_case == "pretrain":
        return "full"
    return "inference"


# RAG beside the LLM (use_case "document_qa"): an embedding model for the question and a reranker that reads the
# retrieved candidates, as the Chinese enterprise RAG platforms run them by default (rag_models.toml: BAAI bge-m3 and
# bge-reranker-v2-m3, RAGFlow's default reranker, with their parameters). RAGFlow sends 66 candidates of 512 tokens
# to the reranker, about 34,000 tokens a question (Dify's hybrid search and FastGPT about 100 candidates)
# (docs/research/load-2026-12.md).
RERANK_TOKENS_PER_QUESTION = 66 * 512
RAG_WORKING_GB = 1.0  # the RAG models' working memory beside their weights (assumed)


def rag_models_gb(catalog: Catalog) -> float:
    """What the RAG models take on the GPU: their weights in FP16 (2 bytes a parameter) and their working memory."""
    return sum(m.params_b * 1e9 * 2 for m in catalog.rag_models) / 1e9 + RAG_WORKING_GB


def generated_tokens(ctx: Context) -> int:
    """Tokens written per question: the answer, and a reasoning model's thinking before it."""
    s = ctx.scenario
    return s.answer_tokens + (s.thinking_tokens if ctx.model.thinks else 0)


def prompt_work(ctx: Context) -> float:
    """Prompt tokens read per question, counting the reranker's reading of the retrieved candidates in tokens of
    this model's work (2 x parameters per token for both): 34,000 tokens through a 0.57B reranker weigh as much as
    about 590 prompt tokens of a 32B model, 2,500 of a 7B one."""
    memo = ctx.memo()
    work: float | None = memo.get("prompt_work")
    if work is None:
        s = ctx.scenario
        if s.use_case != "document_qa":
            work = float(s.prompt_tokens)
        else:
            reranker = ctx.catalog.rag_model("reranker").params_b * 1e9
            work = s.prompt_tokens + RERANK_TOKENS_PER_QUESTION * reranker / (ctx.model.active_params_b * 1e9)
        memo["prompt_work"] = work
    return work


def with_rag_models(ctx: Context, est: Estimate) -> Estimate:
    """Document Q&A: the embedding model and the reranker are kept on the first GPU beside the LLM: added to the
    memory of `est` (an estimate size_for has just made, whose memory nothing else holds)."""
    if ctx.scenario.use_case != "document_qa" or ctx.task != "inference" or est.host is not None:
        return est
    mem = est.memory
    memo = ctx.memo()
    rag_gb: float | None = memo.get("rag_models_gb")
    if rag_gb is None:
        rag_gb = memo["rag_models_gb"] = rag_models_gb(ctx.catalog)
    mem.breakdown["rag_models"] = rag_gb
    mem.total_gb += rag_gb
    mem.per_gpu_gb += rag_gb
    mem.fits = mem.per_gpu_gb <= mem.usable_per_gpu_gb
    return est


def size_for(ctx: Context, gpu: Gpu, count: int, quant: Quant, runtime: Runtime, machines: int = 1) -> Estimate:
    """The estimate of `count` x `gpu` (on `machines` machines) in this format and runtime for the request's load.
    Made once per recommendation (Context.memo): a rented instance, or the largest machine tried again for several
    machines, is the same hardware as a bought option, and gets the same estimate, which no one changes after."""
    memo = ctx.memo()
    key = ("size_for", gpu.id, count, quant.id, runtime.id, machines)
    est: Estimate | None = memo.get(key)
    if est is None:
        est = memo[key] = _size_for(ctx, gpu, count, quant, runtime, machines)
    return est


def _size_for(ctx: Context, gpu: Gpu, count: int, quant: Quant, runtime: Runtime, machines: int) -> Estimate:
    s = ctx.scenario
    if ctx.task == "inference":
        est = estimate(
            ctx.catalog,
            ctx.model,
            gpu,
            count=count,
            quant=quant,
            runtime=runtime,
            context=s.context_tokens,
            prompt_tokens=s.prompt_tokens,
            output_tokens=generated_tokens(ctx),  # a reasoning model's thinking is in the KV cache too
            batch=max(ctx.users, 1),
            machines=machines,
            fabric=ctx.catalog.fabric_for(ctx.catalog.machine_for(gpu)) if machines > 1 else None,
            memo=ctx.memo(),
        )
        return with_rag_models(ctx, est)
    seq = min(s.context_tokens, 8192)  # fine-tuning sequences are packed to a few thousand tokens
    recipe = FINE_TUNE_LOW_MEMORY if s.fine_tune is not None and s.fine_tune.save_memory else Recipe()
    return estimate(
        ctx.catalog,
        ctx.model,
        gpu,
        count=count,
        quant=quant,
        runtime=runtime,
        context=seq,
        batch=1,
        task=ctx.task,
        recipe=recipe,
    )


def per_user_speed(ctx: Context, est: Estimate) -> tuple[float | None, list[float] | None]:
    """Each user's answer speed with every user asking at once (core.sizing's aggregate shared out), slowed by the
    prompts the others send meanwhile (streaming_speed)."""
    speed = est.speed
    if (
        speed.aggregate_tokens_per_s is None
        or speed.decode_tokens_per_s is None
        or speed.aggregate_tokens_per_s_range is None
        or speed.decode_tokens_per_s_range is None
    ):
        return None, None
    users = max(ctx.users, 1)
    prefill = speed.prefill_tokens_per_s
    prefill_low, prefill_high = speed.prefill_tokens_per_s_range or (prefill, prefill)
    low, high = speed.aggregate_tokens_per_s_range
    decode_low, decode_high = speed.decode_tokens_per_s_range
    prompt, written = prompt_work(ctx), generated_tokens(ctx)
    per_user = streaming_speed(users, prompt, written, speed.aggregate_tokens_per_s, prefill, speed.decode_tokens_per_s)
    return per_user, [
        streaming_speed(users, prompt, written, low, prefill_low, decode_low),
        streaming_speed(users, prompt, written, high, prefill_high, decode_high),
    ]


def streaming_speed(
    users: int, prompt: float, answer: int, aggregate: float, prefill: float | None, decode: float
) -> float:
    """Tokens a second one user reads while the others keep asking (continuous batching, as vLLM and SGLang serve).

    Over one round every user sends a prompt and gets an answer: the machine reads users x prompt tokens (at the
    prefill rate) and writes users x answer tokens (all streams together at the aggregate rate). While my answer is
    written, the other users' prompts are read in between: my answer takes answer x users / aggregate plus
    (users - 1) x prompt / prefill. With no prompts to read this is aggregate / users, as before; long documents
    (RAG with 8K-token prompts) slow every user's answer."""
    share = aggregate / users
    if users <= 1 or not prefill or prompt <= 0 or answer <= 0:
        return min(share, decode)
    answer_time = answer * users / aggregate + (users - 1) * prompt / prefill
    return min(answer / answer_time, decode)


def documents_per_hour(prompt: float, answer: int, speed: Speed) -> float | None:
    """Documents a batch job gets through in an hour with its streams in parallel: each document is read (its
    prompt at the prefill rate) and answered (at the aggregate rate of all streams, each writing its own)."""
    if not speed.aggregate_tokens_per_s or (prompt > 0 and not speed.prefill_tokens_per_s):
        return None
    read = prompt / speed.prefill_tokens_per_s if prompt > 0 and speed.prefill_tokens_per_s else 0.0
    return 3600 / (read + answer / speed.aggregate_tokens_per_s)


def first_word_wait(users: int, prompt: float, speed: Speed) -> float | None:
    """Seconds until the first word with `users` asking at once: one's own prompt, on average behind half of the
    others' (their prompts are read in turn), and one decode step."""
    if speed.ttft_s is None:
        return None
    if users <= 1 or not speed.prefill_tokens_per_s or prompt <= 0:
        return speed.ttft_s
    return speed.ttft_s + (users - 1) / 2 * prompt / speed.prefill_tokens_per_s


def job_hours_of(ctx: Context, est: Estimate) -> list[float] | None:
    if est.training is None or ctx.scenario.fine_tune is None:
        return None
    return list(fine_tune_hours(est.training, ctx.scenario.fine_tune.dataset_tokens, ctx.scenario.fine_tune.epochs))
