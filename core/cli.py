"""`gpu-advisor`: the engine's headless face. The wizard drives the same core functions.

Bad input prints one line naming the problem and exits with status 2; it never shows a traceback.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import re
import sys
from collections.abc import Callable, Sequence
from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING, Any, NoReturn

from gpu_advisor.core import __version__
from gpu_advisor.core.catalog import Catalog, CatalogError, UnknownEntry, load_catalog
from gpu_advisor.core.foundation.amounts import Amount, AmountError, parse_amount
from gpu_advisor.core.foundation.messages import BIDI_CONTROLS, LANGUAGES, Text

if TYPE_CHECKING:
    from gpu_advisor.core.catalog.schema import Fabric, Gpu, Model, Quant, Runtime
    from gpu_advisor.core.recommend.result import Recommendation
    from gpu_advisor.core.scenario import Scenario
    from gpu_advisor.core.sizing import Estimate

EXIT_USAGE = 2


class UsageError(Exception):
    """Bad input from the person at the keyboard: printed as one line, exit status 2. Given a Text, it is said in
    the language of the command line's --lang (argparse's own errors come before --lang is read); given a string,
    as it is (the caller rendered it in args.lang)."""

    def __init__(self, message: str | Text):
        self.text = message if isinstance(message, Text) else Text.plain(message)
        super().__init__(self.text.render("en"))

    def render(self, lang: str = "en") -> str:
        return self.text.render(lang)


class ArgumentProblem(argparse.ArgumentTypeError):
    """A value an option's type refuses, as a message: str() is the English argparse puts in its own error, and
    OneLineParser.error finds the message again to say it in the buyer's language."""

    def __init__(self, key: str, params: dict[str, Any]):
        self.text = Text(key, params)
        super().__init__(self.text.render("en"))


# argparse's own words (Lib/argparse.py), each as a message: "invalid choice", "the following arguments are
# required", ... The English of each message is argparse's, so English errors read as they always did.
_ARGPARSE_ERRORS = [
    (
        re.compile(r"argument (?P<argument>.+?): invalid choice: (?P<value>.+?) \(choose from (?P<choices>.*)\)"),
        "cli.invalid_choice",
    ),
    (re.compile(r"argument (?P<argument>.+?): invalid int value: (?P<value>.*)"), "cli.invalid_int"),
    (re.compile(r"argument (?P<argument>.+?): invalid float value: (?P<value>.*)"), "cli.invalid_float"),
    (re.compile(r"argument (?P<argument>.+?): invalid (?P<type>\S+) value: (?P<value>.*)"), "cli.invalid_value"),
    (re.compile(r"argument (?P<argument>.+?): expected one argument"), "cli.expected_one"),
    (re.compile(r"argument (?P<argument>.+?): ignored explicit argument (?P<value>.*)"), "cli.ignored_value"),
    (re.compile(r"the following arguments are required: (?P<arguments>.*)"), "cli.required"),
    (re.compile(r"unrecognized arguments: (?P<arguments>.*)"), "cli.unrecognized"),
    (re.compile(r"ambiguous option: (?P<option>\S+) could match (?P<matches>.*)"), "cli.ambiguous"),
]


def argparse_text(message: str, error: BaseException | None = None) -> Text:
    """argparse's error `message` as a message in every language: an option's own refusal (ArgumentProblem, found
    as the cause of the ArgumentError being handled), else one of argparse's usual errors, else as it is."""
    if isinstance(error, argparse.ArgumentError) and isinstance(error.__context__, ArgumentProblem):
        problem = error.__context__.text
        if error.argument_name is None:
            return problem
        return Text("cli.argument", {"argument": error.argument_name, "problem": problem})
    for pattern, key in _ARGPARSE_ERRORS:
        found = pattern.fullmatch(message)
        if found:
            return Text(key, found.groupdict())
    return Text.plain(message)


class OneLineParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # called inside argparse's `except ArgumentError`: the error being handled holds an option's own problem
        raise UsageError(argparse_text(message, sys.exc_info()[1]))


def _shown(text: str) -> str:
    """A value as an error quotes it: in quotes, and cut short when it is long (a thousand digits)."""
    return repr(text if len(text) <= 40 else text[:37] + "...")


def _positive_int(name: str, upper: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise ArgumentProblem("cli.arg.whole_number", {"name": name, "value": _shown(text)}) from None
        if value < 1:
            raise ArgumentProblem("cli.arg.at_least_one", {"name": name, "value": str(value)})
        if value > upper:
            raise ArgumentProblem("cli.arg.absurd", {"name": name, "value": str(value), "limit": upper})
        return value

    return parse


TOKEN_SUFFIXES = {"k": 3, "m": 6, "b": 9, "t": 12}  # powers of ten
MAX_TOKEN_DIGITS = 20  # no count of tokens is longer (the limits are 10**13); checked before any arithmetic


def _token_count(name: str, upper: int) -> Callable[[str], int]:
    """A count of tokens as people write it: 300000000000, 300B, 1.5T, 3e11 (a whole number in the end).

    Read exactly (1.1B is 1,100,000,000, not 1,100,000,000.0000002) from the decimal's digits and exponent, without
    decimal arithmetic: 1e9999999 overflowed the decimal context, and 1e999999 became a million-digit integer (33 s
    of CPU) before it was found absurd. A count longer than MAX_TOKEN_DIGITS is refused on its length alone."""

    def parse(text: str) -> int:
        cleaned = text.strip().replace(",", "").replace("_", "")
        power = TOKEN_SUFFIXES.get(cleaned[-1:].lower(), 0) if cleaned else 0
        number = cleaned[:-1] if power else cleaned
        shown = {"name": name, "value": _shown(text)}
        try:
            value = Decimal(number)
        except InvalidOperation:
            raise ArgumentProblem("cli.arg.tokens", shown) from None
        if not value.is_finite():  # nan, inf
            raise ArgumentProblem("cli.arg.whole_tokens", shown)
        sign, digit_tuple, exponent = value.as_tuple()
        digits = "".join(map(str, digit_tuple)).lstrip("0")
        significant = digits.rstrip("0")  # 1.50B is 1.5B: trailing zeros only move the exponent
        if not significant or sign:
            raise ArgumentProblem("cli.arg.at_least_one", shown)
        exponent = int(exponent) + power + len(digits) - len(significant)
        if len(significant) + exponent > MAX_TOKEN_DIGITS:
            raise ArgumentProblem("cli.arg.tokens_absurd", {**shown, "limit": upper})
        if exponent < 0:  # a digit after the decimal point that is not zero
            raise ArgumentProblem("cli.arg.whole_tokens", shown)
        count = int(significant + "0" * exponent)
        if count > upper:
            raise ArgumentProblem("cli.arg.tokens_absurd", {**shown, "limit": upper})
        return count

    return parse


def not_empty(name: str) -> Callable[[str], str]:
    """A value that must not be empty: `--prices ''` (an unset shell variable, say) is an error, never a
    silent fall-back to the catalog's prices or the template scenario."""

    def parse(text: str) -> str:
        if not text.strip():
            raise ArgumentProblem("cli.arg.empty", {"name": name})
        return text

    return parse


def _non_negative_int(name: str, upper: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise ArgumentProblem("cli.arg.whole_number", {"name": name, "value": _shown(text)}) from None
        if value < 0 or value > upper:
            raise ArgumentProblem("cli.arg.between", {"name": name, "limit": upper, "value": str(value)})
        return value

    return parse


# Commands added by other parts of the app (the PDF report lives in gui/, which may import Qt; the core may
# not): each is a function that adds its subparser and sets `handler` on it.
EXTENSIONS: list[Callable[[Any], None]] = []


def build_parser() -> OneLineParser:
    parser = OneLineParser(prog="gpu-advisor", description="Size GPUs for running and fine-tuning LLMs.")
    parser.add_argument("--version", action="version", version=f"gpu-advisor {__version__}")
    commands = parser.add_subparsers(dest="command", parser_class=OneLineParser, required=True)

    listing = commands.add_parser("catalog", help="list catalog entries")
    listing.add_argument("section", choices=["gpus", "models", "quants", "runtimes", "hosts", "networks"])
    listing.add_argument("--json", action="store_true", help="print JSON")

    est = commands.add_parser("estimate", help="memory and speed of one model on one GPU configuration")
    est.add_argument("--model", required=True, type=not_empty("--model"), help="model id or alias, e.g. 'Llama 3 70B'")
    est.add_argument("--gpu", required=True, type=not_empty("--gpu"), help="GPU id or alias, e.g. 'RTX 4090'")
    est.add_argument("--count", type=_positive_int("count", 16), default=1, help="number of GPUs (1-16)")
    est.add_argument(
        "--quant", type=not_empty("--quant"), help="precision or quantization id or alias (default: the model's native)"
    )
    est.add_argument(
        "--runtime", type=not_empty("--runtime"), help="runtime id or alias (default: the usual one for the GPU)"
    )
    est.add_argument("--context", type=_positive_int("context", 10_000_000), default=4096, help="tokens per sequence")
    est.add_argument(
        "--prompt", type=_non_negative_int("prompt", 10_000_000), help="prompt tokens (default min(context, 1024))"
    )
    est.add_argument("--batch", type=_positive_int("batch", 4096), default=1, help="concurrent sequences")
    est.add_argument(
        "--task",
        choices=["inference", "lora", "qlora", "full", "pretrain"],
        default="inference",
        help="pretrain: a training run from scratch (or continued) over --dataset-tokens, on --machines machines",
    )
    est.add_argument(
        "--machines",
        type=_positive_int("machines", 2048),
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
        "--output", type=_non_negative_int("output", 10_000_000), default=256, help="typical answer length in tokens"
    )
    est.add_argument(
        "--optimizer",
        choices=["adamw", "adamw-bf16", "adamw-8bit", "paged-adamw-8bit"],
        default="adamw",
        help="fine-tuning optimizer (adamw: mixed precision, 16 bytes per parameter)",
    )
    est.add_argument("--no-checkpointing", action="store_true", help="fine-tune without gradient checkpointing")
    est.add_argument("--lora-rank", type=_positive_int("lora-rank", 1024), default=16)
    est.add_argument(
        "--dataset-tokens",
        type=_token_count("dataset-tokens", 10**13),
        help="training data size in tokens (300000000000, 300B or 3e11)",
    )
    est.add_argument("--epochs", type=_positive_int("epochs", 1000), default=1, help="passes over the fine-tuning data")
    est.add_argument(
        "--host",
        type=not_empty("--host"),
        help="hybrid CPU+GPU: a host from `catalog hosts`; MoE experts in its memory, the rest on one GPU",
    )
    est.add_argument("--ram-gb", type=_positive_int("ram-gb", 65536), help="with --host: its system memory in GB")
    est.add_argument("--json", action="store_true", help="print one JSON object")

    scen = commands.add_parser("scenario", help="write an example scenario file")
    scen.add_argument("action", choices=["template"])

    rec = commands.add_parser("recommend", help="ranked options for a scenario: what to buy or rent")
    rec.add_argument("--scenario", type=not_empty("--scenario"), help="scenario JSON file (default: the template)")
    rec.add_argument("--model", type=not_empty("--model"), help="override the scenario's model")
    rec.add_argument("--users", type=_non_negative_int("users", 4096), help="concurrent users")
    rec.add_argument("--budget", type=_money("budget"), help="one-off budget: 150000, 150,000, 15万 or 150k")
    rec.add_argument("--monthly-budget", type=_money("monthly-budget"), help="monthly budget: 8000, 8k or 0.8万")
    rec.add_argument("--currency", choices=["CNY", "USD"])
    rec.add_argument("--target", choices=["cloud", "office", "server_room", "edge"])
    rec.add_argument("--region", choices=["cn", "us", "eu", "other"])
    rec.add_argument(
        "--consumer-cards-ok", action="store_true", help="accept GeForce / Radeon consumer cards in a server room"
    )
    rec.add_argument(
        "--domestic-required",
        action="store_true",
        help="domestic hardware required (信创 / 国产化): Huawei Ascend, ...",
    )
    rec.add_argument(
        "--data-may-leave",
        choices=["yes", "no"],
        help="may prompts and documents leave the company (a cloud machine or a hosted API)? no: everything stays on "
        "your own machines",
    )
    rec.add_argument(
        "--team",
        choices=["non_technical", "can_run_servers"],
        help="who runs it: non_technical (NVIDIA CUDA only) or can_run_servers (AMD ROCm, domestic stacks too)",
    )
    rec.add_argument(
        "--prices", type=not_empty("--prices"), help="your own price file (JSON) that wins over the catalog"
    )
    rec.add_argument("--lang", choices=["en", "zh_CN"], default="en")
    rec.add_argument("--json", action="store_true", help="print one JSON object")
    rec.add_argument(
        "--export", type=not_empty("--export"), help="also write the options table to a .xlsx or .csv file"
    )

    prices = commands.add_parser("prices", help="import a supplier's quote (CSV or .xlsx) into your price file")
    prices.add_argument("action", choices=["import"])
    prices.add_argument("quote", type=not_empty("quote"), help="the quote: a .csv or .xlsx file")
    prices.add_argument(
        "--out",
        type=not_empty("--out"),
        default="my-prices.json",
        help="price file to write, merged with it when it exists (default: my-prices.json)",
    )
    prices.add_argument("--date", type=_quote_date, help="the quote's date, YYYY-MM-DD (default: found in the file)")
    prices.add_argument("--lang", choices=["en", "zh_CN"], default="en")
    prices.add_argument("--json", action="store_true", help="print one JSON object")

    probe = commands.add_parser("check-machine", help="what this machine has, and whether it is compatible")
    probe.add_argument("--lang", choices=["en", "zh_CN"], default="en")
    probe.add_argument("--json", action="store_true", help="print one JSON object")
    for extend in EXTENSIONS:
        extend(commands)
    return parser


def _money(name: str) -> Callable[[str], Amount]:
    """An amount as the wizard reads it (core.foundation.amounts): 150000, 150,000, 15万, 150k, ¥15万, $60,000. A
    comma may only group thousands: "150000,50" is a decimal comma, and reading it as 15,000,050 would multiply the
    budget by a hundred without a word. The currency typed, if any, is checked against the budget's in
    cmd_recommend."""

    def parse(text: str) -> Amount:
        try:
            return parse_amount(text)
        except AmountError as exc:
            if exc.reason == "empty":
                raise ArgumentProblem("cli.arg.empty", {"name": name}) from None
            if exc.reason == "comma":
                raise ArgumentProblem("cli.arg.comma", {"name": name, "value": _shown(text)}) from None
            if exc.reason == "negative":
                raise ArgumentProblem("cli.arg.negative", {"name": name, "value": text.strip()[:40]}) from None
            raise ArgumentProblem("cli.arg.amount", {"name": name, "problem": exc.text}) from None

    return parse


def _quote_date(text: str) -> dt.date:
    from gpu_advisor.core.foundation.limits import latest_plausible_date

    try:
        day = dt.date.fromisoformat(text.strip())
    except ValueError:
        raise ArgumentProblem("cli.arg.date_format", {"value": _shown(text)}) from None
    if day > latest_plausible_date():
        raise ArgumentProblem("cli.arg.date_future", {"value": text.strip()})
    return day


def cmd_catalog(args: argparse.Namespace, catalog: Catalog) -> int:
    if args.section == "hosts":
        return _catalog_hosts(args, catalog)
    section = getattr(catalog, "fabrics" if args.section == "networks" else args.section)
    rows = [{"id": e.id, "name": e.name, "aliases": list(e.aliases)} for e in section]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
    else:
        width = max(len(r["id"]) for r in rows) if rows else 0
        for row in rows:
            print(f"{row['id']:<{width}}  {row['name']}  ({', '.join(row['aliases'])})")
    return 0


def _catalog_hosts(args: argparse.Namespace, catalog: Catalog) -> int:
    """The CPU platforms of hybrid CPU+GPU machines, with their memory system (what decides decode speed)."""
    rows = []
    for host in catalog.hosts:
        peak = host.channels_per_socket * host.memory_mt_s * 8 / 1000 * host.sockets
        row = host.model_dump(mode="json")
        row["peak_memory_bandwidth_gbps"] = round(peak, 1)
        rows.append(row)
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return 0
    for row in rows:
        flags = ", ".join(name for name in ("amx", "avx512") if row[name]) or "-"
        print(
            f"{row['id']:<26} {row['sockets']} x {row['cpu']}, {row['cores_per_socket']} cores, "
            f"{row['channels_per_socket']} x DDR5-{row['memory_mt_s']} per socket "
            f"({row['peak_memory_bandwidth_gbps']:g} GB/s), {row['memory_gb']:g} of {row['max_memory_gb']:g} GB, {flags}"
        )
    return 0


def cmd_estimate(args: argparse.Namespace, catalog: Catalog) -> int:
    from gpu_advisor.core.sizing import EstimateError, Recipe, estimate, fine_tune_hours

    model = catalog.models.get(args.model)
    gpu = catalog.gpus.get(args.gpu)
    quant = catalog.quants.get(args.quant) if args.quant else None
    runtime = catalog.runtimes.get(args.runtime) if args.runtime else None
    if args.prompt is not None and args.prompt > args.context:
        raise UsageError(f"--prompt {args.prompt} is longer than --context {args.context}")
    if args.task == "pretrain" and quant is not None and not trains_in(quant):
        # a pretraining run is sized in BF16 (FP16) whatever --quant says: refused rather than silently ignored
        raise UsageError(Text("cli.trains_16bit", {"task": args.task, "quant": quant.name}))
    fabric = None
    if args.machines > 1 or args.network:
        fabric = catalog.fabrics.get(args.network) if args.network else catalog.fabric_for(catalog.machine_for(gpu))
    if args.task == "pretrain":
        return _estimate_pretraining(args, catalog, model, gpu, runtime, fabric)
    try:
        result = estimate(
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
            host=catalog.hosts.get(args.host) if args.host else None,
            system_memory_gb=args.ram_gb,
            machines=args.machines,
            fabric=fabric,
        )
    except EstimateError as exc:
        raise UsageError(str(exc)) from None
    data = result.to_dict()
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
        print(format_estimate(result, catalog))
        if "hours" in (data.get("training") or {}):
            t = data["training"]
            print(
                f"  {t['epochs']} epoch(s) over {t['dataset_tokens']:,} tokens: {t['hours']:.1f} h "
                f"(range {t['hours_range'][0]:.1f}-{t['hours_range'][1]:.1f}), {t['gpu_hours']:.1f} GPU-hours"
            )
    return 0


def _estimate_pretraining(
    args: argparse.Namespace, catalog: Catalog, model: Model, gpu: Gpu, runtime: Runtime | None, fabric: Fabric | None
) -> int:
    from gpu_advisor.core.options.request import pretraining_runtime
    from gpu_advisor.core.sizing import EstimateError, default_runtime, memory_on
    from gpu_advisor.core.sizing.several_machines import pretrain_estimate

    if not args.dataset_tokens:
        raise UsageError("--task pretrain needs --dataset-tokens: the tokens the run trains on")
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
        )
    except EstimateError as exc:
        raise UsageError(str(exc)) from None
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False, indent=1))
    else:
        print(format_estimate(result, catalog))
    return 0


def trains_in(quant: Quant) -> bool:
    """Whether full fine-tuning or pretraining can train weights in `quant`: 16-bit floating point (BF16, FP16) or
    wider. Any other format is for running a model (core.sizing says "cannot run" for the same rule)."""
    return quant.kind == "float" and quant.bits_per_weight >= 16


def format_estimate(result: Estimate, catalog: Catalog) -> str:
    model = catalog.models.get(result.model)
    gpu = catalog.gpus.get(result.gpu)
    quant = catalog.quants.get(result.quant)
    runtime = catalog.runtimes.get(result.runtime)
    mem = result.memory
    precision = quant.name
    if result.task == "full" and not trains_in(quant):
        # full fine-tuning is sized with 16-bit weights whatever --quant says: the header names what was sized,
        # and the "cannot run" line below says why the format asked for cannot be trained
        precision = Text("estimate.sized_16bit", {"quant": quant.name}).render("en")
    lines = [
        f"{model.name} on {result.count} x {gpu.name}, {precision}, {runtime.name}, {result.task}",
        # a configuration refused for another reason (more cards than the part allows, a format the runtime cannot
        # load) says its memory fits and why it still cannot run, instead of a bare NO beside figures that fit
        f"  fits: {'yes' if result.fits else 'in memory, but cannot run (below)' if mem.fits else 'NO'}  "
        f"({mem.per_gpu_gb:.1f} GB of {mem.usable_per_gpu_gb:.1f} GB usable "
        + ("of unified memory)" if gpu.unified_memory else "per GPU)"),
        "  memory, all GPUs: " + ", ".join(f"{k.replace('_', ' ')} {v:.1f} GB" for k, v in mem.breakdown.items() if v),
    ]
    if result.host is not None:
        h = result.host
        lines.append(
            f"  host: {catalog.hosts.get(h.host).name}: system memory {h.system_memory_needed_gb:.0f} GB needed of "
            f"{h.system_memory_gb:.0f} GB ({h.cpu_share_of_weights:.0%} of the weights on the CPU side); memory "
            f"bandwidth reached {h.reached_bandwidth_gbps:.0f} of {h.peak_bandwidth_gbps:.0f} GB/s"
        )
    if result.cluster is not None:
        c = result.cluster
        network = catalog.fabrics.get(c.network).name if c.network else "none"
        lines.append(
            f"  machines: {c.machines} x {c.gpus_per_machine} GPUs over {network}; tensor parallel {c.tensor_parallel}"
            f" inside a machine, pipeline {c.pipeline_parallel}"
            + (f", data parallel {c.data_parallel}" if c.data_parallel > 1 else "")
        )
        if c.days and c.gpu_hours:
            lines.append(
                f"  pretraining {c.dataset_tokens or 0:,.0f} tokens: {c.days[0]:.1f} days (range {c.days[1]:.1f}-"
                f"{c.days[2]:.1f}), {c.gpu_hours:,.0f} GPU-hours"
            )
    s = result.speed
    if s.decode_tokens_per_s and s.decode_tokens_per_s_range:
        low, high = s.decode_tokens_per_s_range
        lines.append(f"  decode: {s.decode_tokens_per_s:.1f} tokens/s per stream (range {low:.1f}-{high:.1f})")
    if s.prefill_tokens_per_s:
        lines.append(f"  prefill: {s.prefill_tokens_per_s:.0f} tokens/s; first token after {s.ttft_s:.2f} s")
    if s.aggregate_tokens_per_s and result.batch > 1:
        lines.append(f"  {result.batch} streams together: {s.aggregate_tokens_per_s:.0f} tokens/s")
    if result.training:
        t = result.training
        lines.append(
            f"  training: {t.tokens_per_s:,.0f} tokens/s (range {t.tokens_per_s_range[0]:,.0f}-{t.tokens_per_s_range[1]:,.0f})"
        )
    lines += [f"  cannot run: {p.render()}" for p in result.problems]
    lines += [f"  note: {n.render()}" for n in result.notes]
    return "\n".join(lines)


def cmd_scenario(args: argparse.Namespace, catalog: Catalog) -> int:
    from gpu_advisor.core.scenario import template

    print(template().model_dump_json(indent=2))
    return 0


def cmd_recommend(args: argparse.Namespace, catalog: Catalog) -> int:
    from pydantic import ValidationError

    from gpu_advisor.core.buyer_prices.overrides import PriceFileError, load_price_file, with_prices
    from gpu_advisor.core.options.option import RecommendError
    from gpu_advisor.core.recommend import recommend
    from gpu_advisor.core.scenario import ScenarioError, load_scenario, template

    if args.export:
        _refuse_export(args)
    try:
        scenario = load_scenario(args.scenario) if args.scenario else template()
    except ScenarioError as exc:
        raise UsageError(exc.render(args.lang)) from None
    changes: dict[str, Any] = {}
    if args.model:
        changes["model"] = catalog.models.get(args.model).id
    if args.users is not None:
        changes["concurrent_users"] = args.users
    if args.target:
        changes["target"] = args.target
    if args.region:
        changes["region"] = args.region
    if args.consumer_cards_ok:
        changes["consumer_cards_ok"] = True
    if args.domestic_required:
        changes["domestic_required"] = True
    if args.data_may_leave:
        changes["data_may_leave"] = args.data_may_leave == "yes"
    if args.team:
        changes["team"] = args.team
    budget = scenario.budget.model_copy()
    if args.currency:
        budget.currency = args.currency
    for option, amount in (("--budget", args.budget), ("--monthly-budget", args.monthly_budget)):
        if amount is not None and amount.currency not in (None, budget.currency):  # $60,000 in a budget in yuan
            params = {"option": option, "value": _shown(amount.typed), "typed": amount.currency}
            raise UsageError(Text("cli.arg.budget_currency", {**params, "currency": budget.currency}))
    if args.budget is not None:
        budget.one_off = args.budget.value
    if args.monthly_budget is not None:
        budget.monthly = args.monthly_budget.value
    try:
        scenario = scenario.model_validate({**scenario.model_dump(), **changes, "budget": budget.model_dump()})
    except ValidationError as exc:
        from gpu_advisor.core.foundation.messages import describe_errors

        raise UsageError(describe_errors(exc.errors(), "scenario", most=1).render(args.lang)) from None
    refuse_what_the_wizard_refuses(scenario, catalog, args.lang)
    if args.prices:
        try:
            catalog, scenario = with_prices(catalog, scenario, load_price_file(args.prices))
        except PriceFileError as exc:
            raise UsageError(Text("cli.price_file", {"problem": exc.text}).render(args.lang)) from None
    from gpu_advisor.core.options.pricing import budget_doubt

    doubt = budget_doubt(catalog, scenario, dt.date.today())
    if doubt is not None:  # on stderr: the answer (text or --json) is still the one asked for
        print(doubt.render(args.lang), file=sys.stderr)
    try:
        result = recommend(catalog, scenario)
    except RecommendError as exc:
        raise UsageError(str(exc)) from None
    if args.json:
        print(json.dumps(result.to_dict(args.lang), ensure_ascii=False, indent=1))
    else:
        print(format_recommendation(result, args.lang))
    if args.export:
        from gpu_advisor.core.foundation.user_files import file_error
        from gpu_advisor.core.presentation.export import export_options

        try:
            export_options(result, args.export, args.lang)
        except OSError as exc:
            raise UsageError(file_error(exc).render(args.lang)) from None
        if not args.json:
            print(Text("export.written", {"file": args.export}).render(args.lang))
    return 0


def _refuse_export(args: argparse.Namespace) -> None:
    """--export before anything is computed: a .csv or .xlsx, never over the scenario or the price file."""
    from pathlib import Path

    from gpu_advisor.core.foundation.user_files import OutputFileError, output_target, refuse_output_that_is_an_input
    from gpu_advisor.core.presentation.export import EXPORT_SUFFIXES

    try:
        # the path first: "-" and a name too long for the system are said as such, not as a wrong suffix
        refuse_output_that_is_an_input(args.export, {"scenario file": args.scenario, "price file": args.prices})
        output_target(args.export, Text("report.options"))
    except OutputFileError as exc:
        raise UsageError(exc.render(args.lang)) from None
    if Path(args.export).suffix.lower() not in EXPORT_SUFFIXES:
        raise UsageError(Text("export.bad_suffix", {"file": args.export}).render(args.lang))


def cmd_prices(args: argparse.Namespace, catalog: Catalog) -> int:
    """`prices import QUOTE`: the quote's matched and unmatched rows, and the price file written with them."""
    from pathlib import Path

    from gpu_advisor.core.buyer_prices.overrides import (
        PriceFileError,
        apply_overrides,
        load_price_file,
        price_file_text,
    )
    from gpu_advisor.core.buyer_prices.quote import QuoteError, merge_quote, read_quote
    from gpu_advisor.core.foundation.user_files import (
        OutputFileError,
        atomic_write_text,
        file_error,
        output_target,
        refuse_output_that_is_an_input,
    )

    lang = args.lang
    try:  # before anything is read: never over the quote, a device or a folder
        refuse_output_that_is_an_input(args.out, {"supplier quote": args.quote})
        output_target(args.out, "price file")
    except OutputFileError as exc:
        raise UsageError(exc.render(lang)) from None
    try:
        quote = read_quote(args.quote, catalog, as_of=args.date)
    except QuoteError as exc:
        raise UsageError(exc.render(lang)) from None
    existing = None
    try:
        if Path(args.out).exists():
            existing = load_price_file(args.out)
        merged = merge_quote(existing, quote, catalog)
        apply_overrides(catalog, merged)  # the catalog takes every price, the file's earlier ones too
    except PriceFileError as exc:
        raise UsageError(Text("quote.cli.existing", {"problem": exc.text}).render(lang)) from None
    if args.json:
        print(
            json.dumps(
                {
                    "file": quote.file,
                    "encoding": quote.encoding,
                    "as_of": quote.as_of.isoformat(),
                    "date_from": quote.date_from,
                    "matched": [line.to_dict() for line in quote.lines],
                    "unmatched": [problem.to_dict(lang) for problem in quote.problems],
                    "out": str(args.out) if quote.lines else None,
                },
                ensure_ascii=False,
                indent=1,
            )
        )
    else:
        print(format_quote(quote, lang))
    if not quote.lines:
        raise UsageError(Text("quote.nothing_matched", {"file": quote.file}).render(lang))
    try:
        atomic_write_text(args.out, price_file_text(merged), "price file")
    except OSError as exc:
        raise UsageError(file_error(exc).render(lang)) from None
    if not args.json:
        wrote = {"file": str(args.out), "gpus": len(merged.gpu_prices), "cloud": len(merged.cloud_prices)}
        print(Text("quote.cli.wrote", wrote).render(lang))
    return 0


def format_quote(quote: Any, lang: str) -> str:
    """A quote's rows as the command line prints them: the summary, then matched and unused rows."""
    lines = [quote.summary.render(lang), Text("quote.cli.matched", {"count": str(len(quote.lines))}).render(lang)]
    for line in quote.lines:
        condition = Text(f"quote.condition.{line.condition}").render(lang) if line.kind == "gpu" else line.market
        amount = f"{line.amount:,.2f}".removesuffix(".00")
        lines.append(f"  {line.row:>5}  {line.item} → {line.name}  {condition}  {line.currency} {amount}")
    lines.append(Text("quote.cli.unmatched", {"count": str(len(quote.problems))}).render(lang))
    lines.extend("  " + problem.text.render(lang) for problem in quote.problems)
    return "\n".join(lines)


def refuse_what_the_wizard_refuses(scenario: Scenario, catalog: Catalog, lang: str = "en") -> None:
    """A scenario from a file or the command line meets the wizard's own rules (at least one user for a
    serving job, a budget above zero, ...): one rule everywhere, not one per door."""
    from gpu_advisor.core.scenario.wizard import scenario_problems

    problems = scenario_problems(scenario, catalog)
    if problems:
        raise UsageError(" ".join(p.render(lang) for p in problems))


def format_recommendation(result: Recommendation, lang: str) -> str:
    catalog = result.catalog  # the one it was computed from, with the buyer's prices
    lines = [Text("recommend.sized", {"model": result.model.name, "count": str(result.evaluated)}).render(lang)]
    for option in result.options:
        label = Text(f"label.{option.label}").render(lang)
        what = result.option_name(option)
        lines.append(
            f"\n[{label}] {what} · {catalog.quants.get(option.quant).name} · {catalog.runtimes.get(option.runtime).name}"
        )
        lines += [f"  - {reason.render(lang)}" for reason in option.reasons]
        lines += [f"  - {Text('reason.note', {'note': note}).render(lang)}" for note in option.notes]
        for check in option.checks:
            if check.status != "pass":
                fix = f" → {check.fix.render(lang)}" if check.fix else ""
                lines.append(f"  ! {check.status}: {check.message.render(lang)}{fix}")
    for suggestion in result.suggestions:
        lines.append(f"\n* {suggestion.render(lang)}")
    return "\n".join(lines)


def cmd_check_machine(args: argparse.Namespace, catalog: Catalog) -> int:
    from gpu_advisor.core.probe.machine_checks import machine_checks
    from gpu_advisor.core.probe.probing import match_catalog, probe_machine

    facts = match_catalog(probe_machine(), catalog)
    checks = machine_checks(catalog, facts)
    if args.json:
        data = facts.model_dump(mode="json")
        data["checks"] = [c.to_dict(args.lang) for c in checks]
        print(json.dumps(data, ensure_ascii=False, indent=1))
    else:
        print(facts.summary(args.lang))
        for check in checks:
            fix = f" → {check.fix.render(args.lang)}" if check.fix and check.status != "pass" else ""
            print(f"  [{check.status}] {check.message.render(args.lang)}{fix}")
    return 0


COMMANDS = {
    "catalog": cmd_catalog,
    "estimate": cmd_estimate,
    "scenario": cmd_scenario,
    "recommend": cmd_recommend,
    "check-machine": cmd_check_machine,
    "prices": cmd_prices,
}


# Characters that a terminal obeys instead of showing: C0 controls (ESC starts a sequence that recolours the
# terminal, sets its title or clears the screen; CR returns over what was written), DEL, the C1 controls (0x9B is
# a one-byte CSI to some terminals) and the bidirectional overrides that reorder what is shown.
_CONTROL = re.compile(f"[\\x00-\\x1f\\x7f-\\x9f{BIDI_CONTROLS}]")
_CONTROL_BUT_LINES = re.compile(f"[\\x00-\\x09\\x0b-\\x1f\\x7f-\\x9f{BIDI_CONTROLS}]")


def terminal_safe(text: str, newlines: bool = False) -> str:
    """`text` with every control character written as its escape, \\u001b for ESC: a file named
    "\\x1b[31mred.csv" (or a row of a supplier's quote) cannot recolour the terminal, set its title or hide what
    was printed before it. The escape is JSON's own, so `--json` output stays valid JSON and reads back exactly.
    With `newlines`, line breaks are kept (the program's own output of several lines)."""
    pattern = _CONTROL_BUT_LINES if newlines else _CONTROL
    return pattern.sub(lambda found: f"\\u{ord(found.group()):04x}", text)


class TerminalSafe:
    """A text stream whose writes pass through terminal_safe: what the commands print to standard output, with
    the file names and quote rows in it, goes through this one place."""

    def __init__(self, stream: Any):
        self.stream = stream

    def write(self, text: str) -> int:
        return int(self.stream.write(terminal_safe(text, newlines=True)))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def _say_error(message: str, label: str = "error") -> None:
    """The one line on standard error: control characters escaped, line breaks too (it stays one line)."""
    print(f"gpu-advisor: {label}: {terminal_safe(message)}", file=sys.stderr)


def language_asked(argv: Sequence[str]) -> str:
    """The language --lang asks for, read from the command line before argparse: argparse's own errors come
    before --lang is parsed, or instead of it. `--lang zh_CN` and `--lang=zh_CN`; the last one wins, as in argparse;
    anything else is English."""
    lang = "en"
    for index, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and index + 1 < len(argv):
            value = argv[index + 1]
        elif arg.startswith("--lang="):
            value = arg.partition("=")[2]
        else:
            continue
        if value in LANGUAGES:
            lang = value
    return lang


def write_what_the_console_can_show() -> None:
    """Output redirected on an English Windows is encoded in code page 1252, which has no "→" or Chinese:
    a redirected stream is written in UTF-8 instead, and whatever a stream still cannot encode (an ASCII
    terminal, PYTHONIOENCODING=ascii) is replaced, never a UnicodeEncodeError."""
    for stream in (sys.stdout, sys.stderr):
        if not hasattr(stream, "reconfigure"):
            continue  # replaced by a test or an embedding program: leave it alone
        redirected = not stream.isatty()
        chosen = os.environ.get("PYTHONIOENCODING")
        encoding = (stream.encoding or "").lower().replace("-", "")
        try:
            if redirected and not chosen and encoding != "utf8":
                stream.reconfigure(encoding="utf-8", errors="replace")
            else:
                stream.reconfigure(errors="replace")
        except (ValueError, OSError):  # a stream already written to in another encoding, or closed
            pass


def main(argv: Sequence[str] | None = None) -> int:
    write_what_the_console_can_show()
    arguments = list(sys.argv[1:] if argv is None else argv)
    lang = language_asked(arguments)
    parser = build_parser()
    stdout = sys.stdout
    if stdout is not None:  # None under pythonw, where print() writes nothing
        sys.stdout = TerminalSafe(stdout)  # everything printed, escaped in one place
    try:
        args = parser.parse_args(arguments)
        lang = getattr(args, "lang", lang)
        catalog = load_catalog()
        handler = COMMANDS.get(args.command) or args.handler
        return int(handler(args, catalog))
    except UsageError as exc:
        _say_error(exc.render(lang))
        return EXIT_USAGE
    except UnknownEntry as exc:
        _say_error(str(exc))
        return EXIT_USAGE
    except CatalogError as exc:
        _say_error(exc.render(lang), "catalog error")
        return EXIT_USAGE
    except BrokenPipeError:  # `gpu-advisor catalog models | head`
        return 0
    finally:
        sys.stdout = stdout


if __name__ == "__main__":
    sys.exit(main())
