"""`estimate`: the memory and speed of one model on one GPU configuration (several machines, a CPU+GPU machine, a
fine-tuning or pretraining run too), as text in the language of --lang or as one JSON object (English sentences)."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.cli.arguments import UsageError, add_lang
from gpu_advisor.core.cli.inputs import (
    HOST_CPU_EXAMPLE,
    host_cpu,
    non_negative_int,
    not_empty,
    positive_int,
    token_count,
)
from gpu_advisor.core.foundation import MESSAGES, Text

if TYPE_CHECKING:
    from gpu_advisor.core.catalog import Fabric, Gpu, Host, Model, Quant, Runtime
    from gpu_advisor.core.sizing import Estimate


def add_estimate(commands: Any) -> None:
    est = commands.add_parser("estimate", help="memory and speed of one model on one GPU configuration")
    est.add_argument("--model", required=True, type=not_empty("--model"), help="model id or alias, e.g. 'Llama 3 70B'")
    est.add_argument("--gpu", required=True, type=not_empty("--gpu"), help="GPU id or alias, e.g. 'RTX 4090'")
    est.add_argument("--count", type=positive_int("count", 16), default=1, help="number of GPUs (1-16)")
    est.add_argument(
        "--quant", type=not_empty("--quant"), help="precision or quantization id or alias (default: the model's native)"
    )
    est.add_argument(
        "--runtime", type=not_empty("--runtime"), help="runtime id or alias (default: the usual one for the GPU)"
    )
    est.add_argument("--context", type=positive_int("context", 10_000_000), default=4096, help="tokens per sequence")
    est.add_argument(
        "--prompt", type=non_negative_int("prompt", 10_000_000), help="prompt tokens (default min(context, 1024))"
    )
    est.add_argument("--batch", type=positive_int("batch", 4096), default=1, help="concurrent sequences")
    est.add_argument(
        "--task",
        choices=["inference", "lora", "qlora", "full", "pretrain"],
        default="inference",
        help="pretrain: a training run from scratch (or continued) over --dataset-tokens, on --machines machines",
    )
    est.add_argument(
        "--machines",
        type=positive_int("machines", 2048),
        default=1,
        help="machines of --count GPUs each: 2-4 to serve a model too big for one, up to 2,048 to pretrain",
    )
    est.add_argument(
        "--network",
        type=not_empty("--network"),
        help="network between the machines (`catalog networks`; default: the usual one)",
    )
    est.add_argument("--split", choices=["tensor", "layer"], help="how to split over several GPUs")
    est.add_argument("--kv-bits", type=float, choices=[4, 8, 16], default=16, help="KV cache precision in bits")
    est.add_argument(
        "--output", type=non_negative_int("output", 10_000_000), default=256, help="typical answer length in tokens"
    )
    est.add_argument(
        "--optimizer",
        choices=["adamw", "adamw-bf16", "adamw-8bit", "paged-adamw-8bit"],
        default="adamw",
        help="fine-tuning optimizer (adamw: mixed precision, 16 bytes per parameter)",
    )
    est.add_argument("--no-checkpointing", action="store_true", help="fine-tune without gradient checkpointing")
    est.add_argument("--lora-rank", type=positive_int("lora-rank", 1024), default=16)
    est.add_argument(
        "--dataset-tokens",
        type=token_count("dataset-tokens", 10**13),
        help="training data size in tokens (300000000000, 300B or 3e11)",
    )
    est.add_argument("--epochs", type=positive_int("epochs", 1000), default=1, help="passes over the fine-tuning data")
    est.add_argument(
        "--host",
        type=not_empty("--host"),
        help="hybrid CPU+GPU: a host from `catalog hosts`; MoE experts in its memory, the rest on one GPU",
    )
    est.add_argument(
        "--host-cpu",
        type=host_cpu,
        metavar="FACTS",
        help="hybrid CPU+GPU on your own server, by its facts: sockets, cores (per CPU), ghz (base clock), channels "
        "(memory channels per CPU), memory (ddr4-3200, ddr5-4800 ...), and avx512, amx, intel or amd where they apply, "
        f"e.g. {HOST_CPU_EXAMPLE}; needs --ram-gb",
    )
    est.add_argument("--ram-gb", type=positive_int("ram-gb", 65536), help="with --host: its system memory in GB")
    est.add_argument(
        "--cpu-threads",
        type=positive_int("cpu-threads", 4096),
        help="with --host or --host-cpu: the CPU threads the runtime computes with (llama.cpp -t, KTransformers "
        "--cpu_infer); default one a core",
    )
    add_lang(est)
    est.add_argument("--json", action="store_true", help="print one JSON object")


def cmd_estimate(args: argparse.Namespace, catalog: Catalog) -> int:
    from gpu_advisor.core import sizing  # sizing.estimate: the function, not its module's name
    from gpu_advisor.core.sizing import EstimateError, Recipe, fine_tune_hours

    lang = args.lang
    model = catalog.models.get(args.model)
    gpu = catalog.gpus.get(args.gpu)
    quant = catalog.quants.get(args.quant) if args.quant else None
    runtime = catalog.runtimes.get(args.runtime) if args.runtime else None
    if args.prompt is not None and args.prompt > args.context:
        raise UsageError(Text("cli.prompt_longer", {"prompt": str(args.prompt), "context": str(args.context)}))
    if args.task == "pretrain" and quant is not None and not trains_in(quant) and quant.id != "fp8":
        # a pretraining run is sized in BF16 (FP16), or FP8 where asked for: anything else is refused rather than
        # silently ignored
        raise UsageError(Text("cli.trains_16bit", {"task": args.task, "quant": quant.name}))
    fabric = None
    if args.machines > 1 or args.network:
        fabric = catalog.fabrics.get(args.network) if args.network else catalog.fabric_for(catalog.machine_for(gpu))
    if args.task == "pretrain":
        return _estimate_pretraining(args, catalog, model, gpu, runtime, fabric)
    try:
        result = sizing.estimate(
            catalog,
            model,
            gpu,
            count=args.count,
            quant=quant,
            runtime=runtime,
            context=args.context,
            prompt_tokens=args.prompt,
            batch=args.batch,
            task=args.task,
            kv_bits=args.kv_bits,
            split=args.split,
            output_tokens=args.output,
            recipe=Recipe(
                optimizer=args.optimizer, gradient_checkpointing=not args.no_checkpointing, lora_rank=args.lora_rank
            ),
            host=_host_of(args, catalog),
            system_memory_gb=args.ram_gb,
            machines=args.machines,
            fabric=fabric,
        )
    except EstimateError as exc:
        raise UsageError(str(exc)) from None  # the engine's own words, in English
    data = result.to_dict()
    if result.task == "inference" and result.speed.aggregate_tokens_per_s:
        data["load"] = under_load(result, args.output)
    if result.training and args.dataset_tokens:
        hours, fastest, slowest = fine_tune_hours(result.training, args.dataset_tokens, args.epochs)
        data["training"].update(
            dataset_tokens=args.dataset_tokens,
            epochs=args.epochs,
            hours=round(hours, 2),
            hours_range=[round(fastest, 2), round(slowest, 2)],
            gpu_hours=round(hours * result.count, 2),
        )
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=1))
    else:
        print(format_estimate(result, catalog, lang))
        if "hours" in (data.get("training") or {}):
            t = data["training"]
            took = {
                "epochs": str(t["epochs"]),
                "tokens": f"{t['dataset_tokens']:,}",
                "hours": f"{t['hours']:.1f}",
                "low": f"{t['hours_range'][0]:.1f}",
                "high": f"{t['hours_range'][1]:.1f}",
                "gpu_hours": f"{t['gpu_hours']:.1f}",
            }
            print("  " + Text("estimate.fine_tune_time", took).render(lang))
    return 0


def _host_of(args: argparse.Namespace, catalog: Catalog) -> Host | None:
    """The host of a CPU+GPU estimate: one from the catalog (--host) or the buyer's own by its facts (--host-cpu, with
    --ram-gb), run on --cpu-threads threads where given."""
    from pydantic import ValidationError

    from gpu_advisor.core.foundation import describe_errors
    from gpu_advisor.core.scenario import OwnedHost
    from gpu_advisor.core.sizing import host_from_facts

    if args.host and args.host_cpu:
        raise UsageError(Text("cli.host_cpu.both"))
    if args.cpu_threads and not (args.host or args.host_cpu):
        raise UsageError(Text("cli.host_cpu.threads_alone"))
    if args.host:
        host = catalog.hosts.get(args.host)
        return host.model_copy(update={"threads": args.cpu_threads}) if args.cpu_threads else host
    if not args.host_cpu:
        return None
    if args.ram_gb is None:
        raise UsageError(Text("cli.host_cpu.ram"))
    try:
        facts = OwnedHost.model_validate(args.host_cpu)
    except ValidationError as exc:
        problem = describe_errors(exc.errors(), "scenario.existing.host", paths=False)
        raise UsageError(Text("cli.host_cpu.problem", {"problem": problem})) from None
    return host_from_facts(facts, float(args.ram_gb), args.cpu_threads)


def _estimate_pretraining(
    args: argparse.Namespace, catalog: Catalog, model: Model, gpu: Gpu, runtime: Runtime | None, fabric: Fabric | None
) -> int:
    from gpu_advisor.core.options import pretraining_runtime
    from gpu_advisor.core.sizing import EstimateError, default_runtime, memory_on, pretrain_estimate

    if not args.dataset_tokens:
        raise UsageError(Text("cli.pretrain_needs_tokens"))
    asked = catalog.quants.get(args.quant) if args.quant else None
    precision = "fp8" if asked is not None and asked.id == "fp8" else "bf16"
    quant = catalog.quants.get("bf16" if gpu.supports_bf16 else "fp16")
    runtime = runtime or pretraining_runtime(catalog, gpu, quant) or default_runtime(catalog, gpu, quant, "full")
    try:
        result = pretrain_estimate(
            catalog,
            model,
            gpu,
            args.count,
            args.machines,
            fabric,
            runtime,
            float(args.dataset_tokens) * args.epochs,
            lambda parts, per_gpu: memory_on(parts, per_gpu, gpu, runtime),
            sequence=args.context,  # the attention's FLOPs and the activations grow with the sequence trained on
            precision=precision,
        )
    except EstimateError as exc:
        raise UsageError(str(exc)) from None  # the engine's own words, in English
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False, indent=1))
    else:
        print(format_estimate(result, catalog, args.lang))
    return 0


def under_load(result: Estimate, answer: int) -> dict[str, Any]:
    """What `--batch` users asking at once get, computed as the recommendation computes it (core.options:
    first_word_wait, streaming_speed): the first word after one's own prompt and, on average, half of the others',
    each user's reading speed while the others' prompts are read in between, and the machine's total."""
    from gpu_advisor.core.options import first_word_wait, streaming_speed

    s = result.speed
    users, prompt = result.batch, float(result.prompt_tokens)
    assert s.aggregate_tokens_per_s is not None  # the caller checks it
    decode = s.decode_tokens_per_s or s.aggregate_tokens_per_s
    per_user = streaming_speed(users, prompt, answer, s.aggregate_tokens_per_s, s.prefill_tokens_per_s, decode)
    ranges: dict[str, Any] = {}
    if s.aggregate_tokens_per_s_range and s.decode_tokens_per_s_range:
        prefill_low, prefill_high = s.prefill_tokens_per_s_range or (s.prefill_tokens_per_s, s.prefill_tokens_per_s)
        (low, high), (decode_low, decode_high) = s.aggregate_tokens_per_s_range, s.decode_tokens_per_s_range
        ranges["per_user_tokens_per_s_range"] = [
            round(streaming_speed(users, prompt, answer, low, prefill_low, decode_low), 2),
            round(streaming_speed(users, prompt, answer, high, prefill_high, decode_high), 2),
        ]
    wait = first_word_wait(users, prompt, s)
    if wait is not None and s.ttft_s_range:
        fast, slow = s.ttft_s_range
        if users > 1 and prompt > 0 and s.prefill_tokens_per_s_range:
            # the others' prompts read at the high prefill rate in the fastest case, at the low one in the slowest
            fast += (users - 1) / 2 * prompt / s.prefill_tokens_per_s_range[1]
            slow += (users - 1) / 2 * prompt / s.prefill_tokens_per_s_range[0]
        ranges["ttft_s_range"] = [round(fast, 4), round(slow, 4)]
    return {
        "users": users,
        "prompt_tokens": result.prompt_tokens,
        "answer_tokens": answer,
        "ttft_s": None if wait is None else round(wait, 4),
        "per_user_tokens_per_s": round(per_user, 2),
        "aggregate_tokens_per_s": round(s.aggregate_tokens_per_s, 2),
        **ranges,
    }


def trains_in(quant: Quant) -> bool:
    """Whether full fine-tuning or pretraining can train weights in `quant`: 16-bit floating point (BF16, FP16) or
    wider. Any other format is for running a model (core.sizing says "cannot run" for the same rule)."""
    return quant.kind == "float" and quant.bits_per_weight >= 16


def _named(key: str, fallback: str) -> Text:
    """The message `key` where the catalog has one (a task, a part of the memory), else `fallback` as it is."""
    return Text(key) if key in MESSAGES else Text.plain(fallback)


def format_estimate(result: Estimate, catalog: Catalog, lang: str = "en") -> str:
    """An estimate as `estimate` prints it, in `lang`. The figures are formatted here, the same in every language;
    the English is the text this command always printed."""
    model = catalog.models.get(result.model)
    gpu = catalog.gpus.get(result.gpu)
    quant = catalog.quants.get(result.quant)
    runtime = catalog.runtimes.get(result.runtime)
    mem = result.memory
    precision: str | Text = quant.name
    if result.task == "full" and not trains_in(quant):
        # full fine-tuning is sized with 16-bit weights whatever --quant says: the header names what was sized,
        # and the "cannot run" line below says why the format asked for cannot be trained
        precision = Text("estimate.sized_16bit", {"quant": quant.name})
    header = {
        "model": model.name,
        "count": str(result.count),
        "gpu": gpu.name,
        "precision": precision,
        "runtime": runtime.name,
        "task": _named(f"estimate.task.{result.task}", result.task),
    }
    # a configuration refused for another reason (more cards than the part allows, a format the runtime cannot
    # load) says its memory fits and why it still cannot run, instead of a bare NO beside figures that fit
    answer = (
        Text("estimate.fits.yes")
        if result.fits
        else Text("estimate.fits.cannot_run")
        if mem.fits
        else Text("estimate.fits.no")
    )
    fits = {"answer": answer, "used": f"{mem.per_gpu_gb:.1f}", "usable": f"{mem.usable_per_gpu_gb:.1f}"}
    parts = [
        f"{_named(f'estimate.part.{k}', k.replace('_', ' ')).render(lang)} {v:.1f} GB"
        for k, v in mem.breakdown.items()
        if v
    ]
    texts = [
        Text("estimate.header", header),
        Text("estimate.fits_unified" if gpu.unified_memory else "estimate.fits_per_gpu", fits),
        Text("estimate.memory", {"parts": parts}),
    ]
    if result.host is not None:
        h = result.host
        host = {
            "host": h.name,
            "needed": f"{h.system_memory_needed_gb:.0f}",
            "have": f"{h.system_memory_gb:.0f}",
            "share": f"{h.cpu_share_of_weights:.0%}",
            "reached": f"{h.reached_bandwidth_gbps:.0f}",
            "peak": f"{h.peak_bandwidth_gbps:.0f}",
        }
        texts.append(Text("estimate.host", host))
    if result.cluster is not None:
        c = result.cluster
        machines: dict[str, Any] = {
            "machines": str(c.machines),
            "gpus": str(c.gpus_per_machine),
            "network": catalog.fabrics.get(c.network).name if c.network else Text("estimate.no_network"),
            "tp": str(c.tensor_parallel),
            "pp": str(c.pipeline_parallel),
        }
        if c.data_parallel > 1:
            texts.append(Text("estimate.machines_data_parallel", {**machines, "dp": str(c.data_parallel)}))
        else:
            texts.append(Text("estimate.machines", machines))
        if c.days and c.gpu_hours:
            run = {
                "tokens": f"{c.dataset_tokens or 0:,.0f}",
                "days": f"{c.days[0]:.1f}",
                "low": f"{c.days[1]:.1f}",
                "high": f"{c.days[2]:.1f}",
                "gpu_hours": f"{c.gpu_hours:,.0f}",
            }
            texts.append(Text("estimate.pretraining", run))
    s = result.speed
    if s.decode_tokens_per_s and s.decode_tokens_per_s_range:
        low, high = s.decode_tokens_per_s_range
        decode = {"speed": f"{s.decode_tokens_per_s:.1f}", "low": f"{low:.1f}", "high": f"{high:.1f}"}
        texts.append(Text("estimate.decode", decode))
    if s.prefill_tokens_per_s:
        texts.append(Text("estimate.prefill", {"speed": f"{s.prefill_tokens_per_s:.0f}", "ttft": f"{s.ttft_s:.2f}"}))
    if s.aggregate_tokens_per_s and result.batch > 1:
        streams = {"batch": str(result.batch), "speed": f"{s.aggregate_tokens_per_s:.0f}"}
        texts.append(Text("estimate.streams", streams))
    if result.training:
        t = result.training
        training = {
            "speed": f"{t.tokens_per_s:,.0f}",
            "low": f"{t.tokens_per_s_range[0]:,.0f}",
            "high": f"{t.tokens_per_s_range[1]:,.0f}",
        }
        texts.append(Text("estimate.training", training))
    texts += [Text("estimate.cannot_run", {"problem": p}) for p in result.problems]
    texts += [Text("estimate.note", {"note": n}) for n in result.notes]
    first, *rest = (text.render(lang) for text in texts)
    return "\n".join([first, *("  " + line for line in rest)])
