"""How far the engine is from published measurements (tests/data/measured.csv).

`make accuracy` prints every row with its error and the median absolute error per kind;
`python -m tests.accuracy --fit` searches the calibration factors of each runtime and ecosystem
that minimise the median error, for a person to copy into resources/catalog/runtimes.toml.
`python -m tests.accuracy --fit-ranges` fits how much wider each family's range is (issue 25: about 80% of a family's
held-out rows inside), for resources/catalog/ranges.toml; with --write it writes them there. Rerun it after any change
to the speed model or the calibration, then `--families` to read each family's share inside.
"""

from __future__ import annotations

import argparse
import csv
import dataclasses
import datetime as dt
import itertools
import math
import re
import statistics
import zlib
from dataclasses import dataclass
from pathlib import Path

from gpu_advisor.core.catalog import CATALOG_DIR, Catalog, load_catalog
from gpu_advisor.core.catalog.schema import Calibration, Gpu, Host, HybridCalibration, Runtime
from gpu_advisor.core.sizing import Recipe, calibration_key, estimate, families

MEASURED_CSV = Path(__file__).resolve().parent.parent / "tests" / "data" / "measured.csv"
# Kinds of row as `make accuracy` reports them. A `memory_total` row is reported by what was run
# (memory_inference, memory_lora, memory_qlora, memory_full); `memory` is the median over all of those.
# `memory_weights` rows measure a file or the weights alone: reported, but not in the `memory` median
# (they are near 0% by construction and would hide how far the whole-memory estimate is off).
# `ttft` is the time to the first token (prefill plus one decode step), in seconds.
KINDS = (
    "decode",
    "prefill",
    "ttft",
    "aggregate",
    "memory_weights",
    "memory_inference",
    "memory_lora",
    "memory_qlora",
    "memory_full",
    "fits",
    "hybrid_decode",
    "hybrid_prefill",
    "hybrid_ttft",
    "multinode_decode",
    "multinode_prefill",
    "multinode_aggregate",
    "training",
)
MEMORY_KINDS = ("memory_inference", "memory_lora", "memory_qlora", "memory_full")
# The acceptance targets of issue 14 ("Done when"): median absolute error per kind, cross-validated; the
# hybrid decode target is its item 1 (within 25% of published measurements).
THRESHOLDS = {
    "decode": 0.10,
    "prefill": 0.20,
    "ttft": 0.25,
    "memory": 0.08,
    "memory_inference": 0.08,
    "memory_lora": 0.08,
    "memory_qlora": 0.08,
    "memory_full": 0.08,
    "hybrid_decode": 0.25,
}
# A median of fewer rows than this says little: the tests judge a kind only from this many rows on.
MIN_ROWS = 3


@dataclass
class Row:
    id: str
    kind: str
    model: str
    gpu: str
    count: int
    quant: str
    runtime: str
    context: int
    prompt_tokens: int
    batch: int
    generated: int
    task: str
    value: float
    unit: str
    source: str
    as_of: str
    notes: str
    options: dict[str, str]


def parse_options(text: str) -> dict[str, str]:
    """'kv_bits=8;chunked_loss' -> {'kv_bits': '8', 'chunked_loss': 'true'}: settings the source states."""
    options = {}
    for item in filter(None, (part.strip() for part in text.split(";"))):
        key, _, value = item.partition("=")
        options[key] = value or "true"
    return options


@dataclass
class Result:
    row: Row
    estimated: float | None
    fits: bool
    # the range the engine states around `estimated` (None where it states none: memory, verdicts)
    low: float | None = None
    high: float | None = None

    @property
    def inside(self) -> bool | None:
        """Whether the measured value lies inside the stated range; None when no range is stated."""
        if self.error is None or self.low is None or self.high is None:
            return None
        return self.low <= self.row.value <= self.high

    @property
    def error(self) -> float | None:
        """Signed relative error of the estimate; None for verdict rows or when there is no estimate."""
        if self.row.kind == "fits" or self.estimated is None or not self.row.value:
            return None
        return (self.estimated - self.row.value) / self.row.value

    @property
    def verdict_wrong(self) -> bool:
        if self.row.kind == "fits":
            return self.fits != bool(self.row.value)
        # a measured speed or memory means it ran: the engine must agree that it fits
        return not self.fits


def read_rows(path: Path = MEASURED_CSV) -> list[Row]:
    with path.open(encoding="utf-8", newline="") as handle:
        rows = []
        for raw in csv.DictReader(handle):
            rows.append(
                Row(
                    id=raw["id"],
                    kind=raw["kind"],
                    model=raw["model"],
                    gpu=raw["gpu"],
                    count=int(raw["count"] or 1),
                    quant=raw["quant"],
                    runtime=raw["runtime"],
                    context=int(raw["context"] or 0),
                    prompt_tokens=int(raw["prompt_tokens"] or 0),
                    batch=int(raw["batch"] or 1),
                    generated=int(raw["generated"] or 0),
                    task=raw["task"] or "inference",
                    value=float(raw["value"]),
                    unit=raw["unit"],
                    source=raw["source"],
                    as_of=raw["as_of"],
                    notes=raw["notes"],
                    options=parse_options(raw.get("options") or ""),
                )
            )
    return rows


def _evaluate_training(catalog: Catalog, row: Row, model, gpu: Gpu, runtime: Runtime) -> Result:
    """A pretraining row: tokens per second per GPU over `count` GPUs in machines of 8 (options nodes=N),
    sequences of `context` tokens (core.sizing.several_machines), in FP8 where the row says so (quant fp8 or the
    option fp8: FP8 with delayed or current scaling, or MXFP8 on Blackwell)."""
    from gpu_advisor.core.sizing import memory_on
    from gpu_advisor.core.sizing.several_machines import pretrain_estimate

    machines = int(row.options.get("nodes", 1))
    result = pretrain_estimate(
        catalog,
        model,
        gpu,
        row.count // machines,
        machines,
        catalog.fabric_for(catalog.machine_for(gpu)),
        runtime,
        1e12,
        lambda parts, per_gpu: memory_on(parts, per_gpu, gpu, runtime),
        sequence=max(row.context, 1),
        precision="fp8" if row.quant == "fp8" or "fp8" in row.options else "bf16",
    )
    value = result.training.tokens_per_s / row.count if result.training else None
    low = high = None
    if result.training and result.training.tokens_per_s_range:
        low, high = (x / row.count for x in result.training.tokens_per_s_range)
    return Result(row=row, estimated=value, fits=result.fits, low=low, high=high)


def _hardware(catalog: Catalog, row: Row) -> Gpu:
    """The catalog GPU, with the bandwidth of the exact machine measured when the row names it
    (an M3 Max with 30 GPU cores has 300 GB/s, the 40-core one 400)."""
    gpu = catalog.gpus.get(row.gpu)
    match = re.search(r"\bbw=(\d+(?:\.\d+)?)", row.notes)
    if match:
        gpu = gpu.model_copy(update={"bandwidth_gbps": float(match.group(1))})
    return gpu


def kind_of(row: Row) -> str:
    """The kind a row is reported under: whole-memory rows by task (memory_inference, memory_lora, ...);
    rows measured on a CPU+GPU hybrid (a host in options) are their own kind: hybrid_decode, hybrid_prefill."""
    kind = f"memory_{row.task}" if row.kind == "memory_total" else row.kind
    if int(row.options.get("nodes", 1)) > 1 and row.task == "inference":
        return f"multinode_{kind}"  # served by several machines (core.sizing.several_machines): a kind of its own
    return f"hybrid_{kind}" if "host" in row.options else kind


# Families of rows the engine was not calibrated on (issue 25): a row may be in several (DeepSeek-R1 on 8 x H200
# at 64 users is moe and concurrency). `make accuracy` reports each family's median error and the share of its
# rows inside the stated range, both with every source held out of the fit in turn (cross_validate_by_source).
FAMILIES = families.FAMILIES
# Issue 25 item 4: about 80% of a family's held-out rows inside the range the engine states (ranges.toml).
INSIDE_TARGET = 0.80
# Which family a row is in is what core.sizing.families.families_of says of its configuration, with the catalog's
# definitions (resources/catalog/ranges.toml: eight or more streams, the parts of the newest generation), so that the
# rows the range factors are fitted on (--fit-ranges) and the estimates those factors widen cannot drift apart.
# Where each family stood (leave one source out) when its published rows were added on 2026-12-02: the median
# |error| may not rise above it (half a point above the figure `make accuracy` printed, for rounding). Issue 25's goal
# is at most 15%: tighten a median gate whenever the model behind a family improves, never loosen one without saying
# why. The share of rows inside the stated range is held to issue 25's 80% (INSIDE_TARGET) for every family: since
# 2026-12-02 each family's range is widened by the factors in resources/catalog/ranges.toml, which
# `python -m tests.accuracy --fit-ranges --write` fits so that at least 80% of the family's held-out rows fall inside;
# rerun it whenever the speed model or the calibration moves. When fitted on 2026-12-02 the shares were above 80%
# because a row in several families takes the widest of their factors (figures after each family's `#`).
FAMILY_GATES = {
    # moe, hybrid and new_parts re-set after the parts of late 2026 were merged: the RTX PRO 6000's derived peak
    # compute makes one more row judged (llamacpp-9355x2-pro6000-v30324-udq4kxl-pp, CPU+GPU prefill on a 6000, +258%:
    # the engine assumes the GPU reads the prompt where llama.cpp reads it on the CPU), no estimate moved.
    # training, moe and new_parts tightened on 2026-12-02 by issue 25 item 2's training model (FP8 pretraining at 75%
    # of the BF16 peak, a MoE's routing time, Ascend 910B at 48%; 13 published rows added): training was 20.6% over
    # 27 rows with 6 of 18 inside, moe 26.0% (54 of 85 inside), new_parts 26.2% (23 of 46). The training constants
    # (several_machines.PRETRAIN_MFU, MOE_ROUTED_BYTES) are not refitted per held-out source here: refitting them
    # without each source in turn gives 8.1% over 40 rows and 23 of 31 inside (the Ascend rows, one source, fall back
    # to the 30% they replaced: -27% to -49%)
    # Tightened on branch hosts-by-facts (issue 25): a CPU+GPU prompt is read as the runtimes read it (llama.cpp and
    # ik_llama.cpp copy the CPU-resident experts to the GPU for a pass of 32 tokens or more; core/sizing/cpu_offload.py
    # prefill_passes): that row +258% -> +9.7%, llamacpp-7965wx-a6000-q3-235b-q8-pp512 -71.4% -> -8.7%,
    # ik-9355-5090-r10528-iq4ks-pp2048 -11.1% -> -0.2%; hybrid 20.4% -> 17.9%, 20 -> 22 of 27 inside. new_parts and moe
    # also gained a row: the DGX Spark's derived peak compute makes spark-gptoss120b-mxfp4-pp2048 judged (-45.7%,
    # outside; llama.cpp's cuda-unified prefill share is fitted on one other row), and the Jetson Thor's makes its two
    # vLLM aggregate rows count the prompt's prefill (-19.4% -> -26.2%, now outside; -61.3% -> -65.6%): new_parts
    # 23 of 46 -> 23 of 47 inside (its gate re-set, the only one that moved down, for rows the engine could not judge
    # before), moe 54 of 85 -> 55 of 86.
    # Both merged (2026-12-02): moe 21.9% over 92 rows, 62 of 89 inside; new_parts 23.7% over 47, 27 of 47 inside.
    # moe, multinode, concurrency and new_parts tightened after the batched decode step and tensor parallel across
    # machines (issue 25 item 2, 2026-12-02): moe was 26.0% / 54 of 85, multinode 67.0% / 8 of 11, concurrency 36.5%
    # / 18 of 32 (35 rows now: three vLLM RTX 4090 rows added, 28-38% low at vLLM's batch efficiency of 0.6 on discrete
    # CUDA cards, kept until the change of first choices it brings is reviewed), new_parts 26.2% / 23 of 46
    # All four branches merged (2026-12-02), gates re-set from tests.accuracy --families: moe 13.3% / 72 of 89,
    # multinode 9.2% / 11 of 11, concurrency 11.7% / 27 of 35, new_parts 10.9% / 36 of 47, hybrid and training as above.
    # Then ranges.toml refitted on them (--fit-ranges --write, 2026-12-02): every family's low end stays (1.00), the
    # high ends widen by 4-19%; the inside gates are the 80% target the fit guarantees (issue 25 item 4)
    # moe and hybrid tightened by a CPU+GPU token's compute bound (the longer of reading the CPU-resident experts and
    # computing them: runtimes.toml cpu_decode_flops_per_cycle, fitted jointly with the reading share): the
    # KTransformers decode rows -14..-22% -> -5..+5%, hybrid 17.9% -> 9.7% (24 of 27 inside), moe 13.3% -> 10.7%. The
    # ik_llama.cpp rows did not move held out: its rows come from two threads, and each alone cannot say both rates
    # (discussion #258's K-quant rows are compute-bound, #357's Q8_0 rows bandwidth-bound)
    "moe": {"median": 0.112, "inside": 0.80},  # 10.8% over 92 rows; 78 of 89 inside (ranges.toml)
    "hybrid": {"median": 0.102, "inside": 0.80},  # 9.7% over 27 rows; 24 of 27 inside (ranges.toml)
    "multinode": {"median": 0.097, "inside": 0.90},  # 9.2% over 11 rows; 10 of 11 inside
    "training": {"median": 0.073, "inside": 0.93},  # 6.8% over 40 rows; 29 of 31 inside (memory rows state no range)
    # concurrency re-set after 27 published rows of vLLM and SGLang at 4-128 users were added (2026-12-02,
    # docs/research/vllm-concurrency-2026-12.md): at vLLM's batch_efficiency of 0.6 on discrete CUDA cards it was 20.2%
    # over 47 rows with 34 inside, nearly every vLLM row 28-46% low; with 1.0 (runtimes.toml) and ranges.toml refitted,
    # 10.2% over 47 rows and 43 inside. multinode's inside gate moved down with it: vLLM's 24 x L20 pipeline-parallel
    # row (vllm15322-l20x24-r1-fp8-pp3-c16) goes from +113% to +194%, now outside (the engine misses what pipeline
    # parallelism across three machines costs vLLM at 16 users: a row of its own, not the batch factor)
    "concurrency": {"median": 0.105, "inside": 0.80},  # 10.2% over 47 rows; 43 of 47 inside (ranges.toml)
    "new_parts": {"median": 0.114, "inside": 0.80},  # 11.0% over 47 rows; 42 of 47 inside (ranges.toml)
}


def families_of(catalog: Catalog, row: Row) -> tuple[str, ...]:
    """The families a row belongs to, from what the row says: its model (MoE), a host (CPU+GPU), several machines
    serving it, a training task, eight or more streams, a part of the new generation (core.sizing.families)."""
    return families.families_of(
        catalog.ranges,
        catalog.models.get(row.model),
        catalog.gpus.get(row.gpu),
        row.task,
        batch=row.batch,
        machines=int(row.options.get("nodes", 1)),
        hybrid="host" in row.options,
    )


def family_stats(catalog: Catalog, results: list[Result]) -> dict[str, dict[str, float]]:
    """Per family: rows judged (an error, not low-confidence), their sources, the median |error|, and the share
    of the rows with a stated range that hold the measured value."""
    out = {}
    for family in FAMILIES:
        rows = [
            r for r in results if family in families_of(catalog, r.row) and r.error is not None and fitted_on(r.row)
        ]
        if not rows:
            continue
        out[family] = _stats(rows)
    return out


def _stats(rows: list[Result]) -> dict[str, float]:
    """Rows judged, their sources, the median |error| and the share of the rows with a stated range that hold the
    measured value (family_stats, overall_stats)."""
    ranged = [r.inside for r in rows if r.inside is not None]
    return {
        "rows": len(rows),
        "sources": len({source_of(r.row) for r in rows}),
        "median": statistics.median(abs(r.error) for r in rows if r.error is not None),
        "inside": sum(ranged) / len(ranged) if ranged else float("nan"),
        "ranged": len(ranged),
    }


# The rows of any family taken together (overall_stats), gated as the families are, against issue 25's goal of at most
# 10%: 10.6% over 140 rows on 2026-12-02, 9.7% after a CPU+GPU token's compute bound, 11.7% over 152 once the vLLM
# and SGLang concurrency rows were added, 9.0% over 152 with 124 of 140 inside after vLLM's batch factor went to 1.0.
OVERALL_GATE = {"median": 0.092, "inside": 0.88}


def overall_stats(catalog: Catalog, results: list[Result]) -> dict[str, dict[str, float]]:
    """Issue 25's "at most 10% overall": the same figures over the rows of any family, each taken once, held out as
    in family_stats."""
    rows = [r for r in results if r.error is not None and fitted_on(r.row) and families_of(catalog, r.row)]
    return {"any family": _stats(rows)}


def print_families(catalog: Catalog, results: list[Result]) -> None:
    print(f"{'family':<12} {'rows':>5} {'sources':>8} {'median |error|':>15} {'inside the range':>18}")
    stats = family_stats(catalog, results) | overall_stats(catalog, results)
    for family, stat in stats.items():
        inside = f"{stat['inside']:.1%} of {stat['ranged']}" if stat["ranged"] else "-"
        verdict = ""
        if stat["ranged"]:
            verdict = "  ok" if stat["inside"] >= INSIDE_TARGET else f"  BELOW the {INSIDE_TARGET:.0%} target"
        print(f"{family:<12} {stat['rows']:>5} {stat['sources']:>8} {stat['median']:>15.1%} {inside:>18}{verdict}")


RANGES_TOML = CATALOG_DIR / "ranges.toml"
FITTED_MARK = "# --- fitted by tests/accuracy.py --fit-ranges"


def range_needs(result: Result) -> tuple[float, float] | None:
    """The factors a row's stated range needs to hold its measurement: the range holds it when its low factor is at
    most the first and its high factor at least the second (measured / low end and measured / high end of the range
    of a speed; the other way round for a time, the first token's, whose range is [estimate / high, estimate / low])."""
    if result.error is None or not result.low or not result.high:
        return None
    measured = result.row.value
    if result.row.kind == "ttft":
        return result.high / measured, result.low / measured
    return measured / result.low, measured / result.high


def fit_family_range(needs: list[tuple[float, float]]) -> tuple[float, float]:
    """The low and high factors that leave at most a tenth of the rows below the range and at most a tenth above it
    (so at least INSIDE_TARGET inside: the two cannot overlap, a row's first need being above its second), never
    narrower than the calibration's (low <= 1 <= high), rounded outwards to two decimals."""
    if not needs:
        return 1.0, 1.0
    outside = int((1 - INSIDE_TARGET) / 2 * len(needs) + 1e-9)
    low = min(1.0, sorted(n[0] for n in needs)[outside])
    high = max(1.0, sorted((n[1] for n in needs), reverse=True)[outside])
    # rounded to a millionth first: 0.3 + 0.8 is 1.1000000000000001 in floating point, and is 1.1, not 1.11
    return math.floor(round(low * 100, 6)) / 100, math.ceil(round(high * 100, 6)) / 100


@dataclass
class FittedRanges:
    factors: dict[str, tuple[float, float]]
    rows: dict[str, int]
    inside: dict[str, float]  # with the widest factors of each row's families, as the engine widens
    inside_held_out: dict[str, float]  # each row's own family factors fitted without its publication too
    total: int


def fit_ranges(catalog: Catalog, rows: list[Row]) -> FittedRanges:
    """Each family's range factors from its rows' held-out residuals: every row in a family estimated with the
    calibration fitted without its publication (cross_validate_by_source) and with no family widening (the factors are
    relative to the calibration's spread), then fit_family_range on the family's judged rows with a stated range."""
    neutral = dataclasses.replace(catalog, ranges=catalog.ranges.model_copy(update={"family": {}}))
    held_out = cross_validate_by_source(neutral, rows, lambda row: bool(families_of(catalog, row)))
    needs: dict[str, list[tuple[Result, tuple[float, float]]]] = {family: [] for family in FAMILIES}
    for result in held_out:
        need = range_needs(result)
        if need is None or not fitted_on(result.row):
            continue
        for family in families_of(catalog, result.row):
            needs[family].append((result, need))
    factors = {family: fit_family_range([n for _, n in found]) for family, found in needs.items() if found}

    def widest(row: Row, table: dict[str, tuple[float, float]]) -> tuple[float, float]:
        own = [table[f] for f in families_of(catalog, row) if f in table]
        return min(f[0] for f in own), max(f[1] for f in own)

    inside, inside_held_out = {}, {}
    for family, found in needs.items():
        if not found:
            continue
        held = 0
        for result, (need_low, need_high) in found:
            low, high = widest(result.row, factors)
            source = source_of(result.row)
            others = fit_family_range([n for r, n in found if source_of(r.row) != source])
            held += others[0] <= need_low and need_high <= others[1]
            inside[family] = inside.get(family, 0) + (low <= need_low and need_high <= high)
        inside[family] /= len(found)
        inside_held_out[family] = held / len(found)
    total = len({r.row.id for found in needs.values() for r, _ in found})
    return FittedRanges(factors, {f: len(found) for f, found in needs.items() if found}, inside, inside_held_out, total)


def ranges_toml(fitted: FittedRanges, day: dt.date) -> str:
    """The fitted part of ranges.toml: the date and the source, then one [family.NAME] table per family."""
    lines = [
        f"{FITTED_MARK} (do not edit by hand below this line) ---",
        f"fitted = {day.isoformat()}",
        f'source = "fitted by tests/accuracy.py --fit-ranges on {day.isoformat()} from {fitted.total} held-out rows '
        'of tests/data/measured.csv (each estimated with the calibration fitted without its publication)"',
    ]
    for family, (low, high) in fitted.factors.items():
        lines += [
            "",
            f"[family.{family}]",
            f"low = {low}",
            f"high = {high}",
            f"rows = {fitted.rows[family]}",
            f"inside = {fitted.inside[family]:.3f}",
        ]
    return "\n".join(lines) + "\n"


def write_ranges(text: str, path: Path = RANGES_TOML) -> None:
    """Replace everything from ranges.toml's fitted mark on with `text`."""
    current = path.read_text(encoding="utf-8")
    start = current.find(FITTED_MARK)
    head = current if start == -1 else current[:start]
    path.write_text(head.rstrip("\n") + "\n\n" + text, encoding="utf-8")


def in_kind(row: Row, kind: str) -> bool:
    """Whether a row counts toward the median of `kind` ("memory": every whole-memory kind)."""
    return kind_of(row) in MEMORY_KINDS if kind == "memory" else kind_of(row) == kind


def fitted_on(row: Row) -> bool:
    """Rows missing a hardware fact (low_confidence) are reported but kept out of every fit."""
    return "low_confidence" not in row.options


def _host(catalog: Catalog, options: dict[str, str]) -> Host:
    """The catalog host of a hybrid row (host=<cpu>;sockets=N), with the memory the source states
    (mem=ddr5-<MT/s>x<channels in total>)."""
    sockets = int(options.get("sockets", 1))
    name = options["host"]
    host = catalog.hosts.find(f"{name}-{sockets}s") or next(h for h in catalog.hosts if h.id.startswith(name))
    update: dict[str, float] = {"sockets": sockets}
    match = re.match(r"ddr\d-(\d*)x?(\d*)", options.get("mem", ""))
    if match and match.group(1):
        update["memory_mt_s"] = int(match.group(1))
    if match and match.group(2):
        update["channels_per_socket"] = int(match.group(2)) / sockets
    return host.model_copy(update=update)


def row_runtime(catalog: Catalog, row: Row, runtimes: dict[str, Runtime] | None = None) -> Runtime:
    """The runtime as the row ran it: its pass size (`ub=N`: llama.cpp's -ub), and whether the CPU-resident experts of
    a prompt stay on the CPU (`rtr`: ik_llama.cpp's run-time repacking turns them into CPU-only formats the GPU
    cannot take; `cpu_prefill`: KTransformers before kt-kernel (V0.2-V0.3), which had no GPU prefill of CPU experts)."""
    runtime = (runtimes or {}).get(row.runtime) or catalog.runtimes.get(row.runtime)
    update: dict[str, object] = {}
    if "ub" in row.options:
        update["prefill_chunk_tokens"] = int(row.options["ub"])
    if runtime.hybrid is not None and ("rtr" in row.options or "cpu_prefill" in row.options):
        update["hybrid"] = runtime.hybrid.model_copy(update={"gpu_offload_min_batch": None})
    return runtime.model_copy(update=update) if update else runtime


def offloads_prefill(catalog: Catalog, row: Row) -> bool:
    """Whether the runtime copies the row's CPU-resident experts to the GPU to read its prompt (cpu_offload's rule)."""
    from gpu_advisor.core.sizing.cpu_offload import prefill_passes

    runtime = row_runtime(catalog, row)
    return runtime.hybrid is not None and prefill_passes(runtime.hybrid, runtime, row.prompt_tokens) > 0


def evaluate_row(catalog: Catalog, row: Row, runtimes: dict[str, Runtime] | None = None) -> Result:
    model = catalog.models.get(row.model)
    gpu = _hardware(catalog, row)
    quant = catalog.quants.get(row.quant)
    if "bpw" in row.options:  # a file whose measured size the source gives (unsloth UD, ik_llama.cpp IQ quants)
        quant = quant.model_copy(update={"bits_per_weight": float(row.options["bpw"])})
    runtime = row_runtime(catalog, row, runtimes)
    options = row.options
    if row.kind == "training":
        return _evaluate_training(catalog, row, model, gpu, runtime)
    machines = int(options.get("nodes", 1))
    recipe = Recipe(
        optimizer=options.get("optimizer", "adamw"),
        optimizer_in_backward="optimizer_in_backward" in options,
        activation_offloading="activation_offloading" in options,
        chunked_loss="chunked_loss" in options,
        lora_rank=int(options.get("lora_rank", 16)),
    )
    kwargs = dict(
        count=row.count // machines,
        quant=quant,
        runtime=runtime,
        task=row.task,
        recipe=recipe,
        kv_bits=float(options.get("kv_bits", 16)),
    )
    if "host" in options:
        kwargs.update(host=_host(catalog, options), expert_share=float(options.get("expert_share", 1.0)))
    if machines > 1:
        kwargs.update(machines=machines, fabric=catalog.fabric_for(catalog.machine_for(gpu)))
        # how the source spread the model, where it says: pp=N a pipeline of machines, tp over more GPUs than one
        # machine has one tensor-parallel group over all of them; else the runtime's own way (across_machines)
        if "pp" in options:
            kwargs.update(across="pipeline")
        elif int(options.get("tp", 0)) > row.count // machines:
            kwargs.update(across="tensor")
    if row.kind in ("prefill", "ttft"):
        kwargs.update(context=row.prompt_tokens + 1, prompt_tokens=row.prompt_tokens, output_tokens=1, batch=row.batch)
    elif row.task != "inference":
        kwargs.update(context=max(row.context, 1), batch=row.batch)
    else:
        # the cache holds the prompt (`context` column) and the generated tokens; llama-bench rows that
        # state no generation were run with a 512-token context
        context = max(row.context + row.generated, 1) if row.generated else max(row.context, 512)
        kwargs.update(context=context, prompt_tokens=row.context, output_tokens=row.generated, batch=row.batch)
    result = estimate(catalog, model, gpu, **kwargs)
    speed = result.speed
    if row.kind == "aggregate" and result.fits and row.generated:  # without an output length: the steady state
        # static batch: output tokens / (prefill of every prompt + the decode steps), as the source measures.
        # The prompts are read together, a chunk of the runtime's size at a time (768 prompts of 128 tokens
        # are not 768 passes over the weights): their prefill rate is that of one chunk-long prompt.
        tokens = row.batch * row.context
        chunk = min(tokens, runtime.prefill_chunk_tokens or tokens)
        batched = dict(kwargs, context=chunk + 1, prompt_tokens=chunk, output_tokens=1, batch=1)
        rate = estimate(catalog, model, gpu, **batched).speed.prefill_tokens_per_s if chunk else None
        prefill_s = tokens / rate if rate else 0.0
        decode_s = row.batch * row.generated / speed.aggregate_tokens_per_s
        aggregate = row.batch * row.generated / (prefill_s + decode_s)
    else:
        aggregate = speed.aggregate_tokens_per_s
    memory_total = result.memory.per_gpu_gb
    if "allocator_peak" in options:
        # the source reports PyTorch's allocator peak (torch.cuda.max_memory_allocated or _reserved, as the
        # Qwen speed benchmark and torchtune do), which leaves out the CUDA context and the libraries' own
        # memory that the runtime reserve stands for: Qwen2.5-0.5B in BF16 is reported at 0.97 GiB, its
        # weights alone are 0.92 GiB (QwenLM/Qwen2.5 docs/source/benchmark/speed_benchmark.rst)
        memory_total -= result.memory.breakdown["runtime_reserve"] / row.count
    value = {
        "decode": speed.decode_tokens_per_s,
        "prefill": speed.prefill_tokens_per_s,
        "ttft": speed.ttft_s,
        "aggregate": aggregate,
        "memory_weights": result.memory.breakdown["weights"],
        "memory_total": memory_total,
        "fits": None,
    }[row.kind]
    stated = {
        "decode": speed.decode_tokens_per_s_range,
        "prefill": speed.prefill_tokens_per_s_range,
        "ttft": speed.ttft_s_range,
        "aggregate": speed.aggregate_tokens_per_s_range,
    }.get(row.kind)
    low = high = None
    if stated and value is not None:
        low, high = stated
        if row.kind == "aggregate" and aggregate is not None and speed.aggregate_tokens_per_s:
            # the static-batch figure above is the engine's aggregate slowed by the prefill: its range is the
            # engine's, scaled the same way
            scale = aggregate / speed.aggregate_tokens_per_s
            low, high = low * scale, high * scale
    return Result(row=row, estimated=value, fits=result.fits, low=low, high=high)


def evaluate(catalog: Catalog, rows: list[Row], runtimes: dict[str, Runtime] | None = None) -> list[Result]:
    return [evaluate_row(catalog, row, runtimes) for row in rows]


def judged(results: list[Result], kind: str) -> list[Result]:
    """The rows whose error counts toward the median of `kind`: with an error, and not low-confidence."""
    return [r for r in results if in_kind(r.row, kind) and r.error is not None and fitted_on(r.row)]


def medians(results: list[Result]) -> dict[str, float]:
    out = {}
    for kind in (*KINDS, "memory"):
        errors = [abs(r.error) for r in judged(results, kind) if r.error is not None]
        if errors:
            out[kind] = statistics.median(errors)
    return out


def row_counts(results: list[Result]) -> dict[str, int]:
    """How many rows each median is taken over."""
    return {kind: len(judged(results, kind)) for kind in (*KINDS, "memory")}


def print_report(results: list[Result]) -> None:
    print(f"{'id':<44} {'kind':<16} {'measured':>10} {'estimate':>10} {'error':>8}")
    for r in results:
        est = "-" if r.estimated is None else f"{r.estimated:10.2f}"
        err = "" if r.error is None else f"{r.error:+8.1%}"
        flag = "  VERDICT WRONG" if r.verdict_wrong else ""
        flag += "" if fitted_on(r.row) else "  (low confidence: not fitted, not in the median)"
        print(f"{r.row.id:<44} {kind_of(r.row):<16} {r.row.value:>10.2f} {est:>10} {err:>8}{flag}")
    print()
    counts = row_counts(results)
    for kind, value in medians(results).items():
        limit = THRESHOLDS.get(kind)
        verdict = "" if limit is None else ("  ok" if value <= limit else f"  OVER the {limit:.0%} target")
        if limit is not None and counts[kind] < MIN_ROWS:
            verdict += f" (fewer than {MIN_ROWS} rows: not judged)"
        print(f"median |error| {kind:<16} {value:6.1%}  ({counts[kind]} rows){verdict}")
    wrong = [r.row.id for r in results if r.verdict_wrong and fitted_on(r.row)]
    print(f"fits verdicts wrong: {len(wrong)}" + (f" ({', '.join(wrong)})" if wrong else ""))


def _group_errors(catalog, rows, runtime, key, cal) -> list[Result]:
    trial = runtime.model_copy(update={"calibration": {**runtime.calibration, key: cal}})
    return evaluate(catalog, rows, {runtime.id: trial})


def _score(results: list[Result]) -> float:
    errors = [abs(r.error) for r in results if r.error is not None]
    if not errors:
        return float("inf")
    # the median is what the acceptance test judges; the mean term keeps outliers in check
    return statistics.median(errors) + statistics.mean(errors) / 4


@dataclass
class Fitted:
    calibration: Calibration
    decode_rows: int
    prefill_rows: int


def fit_calibrations(
    catalog: Catalog, rows: list[Row], cache: dict[tuple, Fitted] | None = None
) -> dict[tuple[str, str], Fitted]:
    """Grid-search each runtime's factors per calibration table (ecosystem, HBM or not) on the rows
    that use them. A fit depends only on its group's rows: `cache` keeps each group's fit by the ids of its
    rows, so a cross-validation that leaves out one source refits only the groups that source is in."""
    groups: dict[tuple[str, str], list[Row]] = {}
    for row in rows:
        if row.kind in ("decode", "prefill", "ttft") and "host" not in row.options:
            groups.setdefault((row.runtime, calibration_key(catalog.gpus.get(row.gpu))), []).append(row)
    fitted = {}
    for (runtime_id, key), group in sorted(groups.items()):
        memo = (runtime_id, key, tuple(r.id for r in group))
        if cache is not None and memo in cache:
            fitted[(runtime_id, key)] = cache[memo]
            continue
        runtime = catalog.runtimes.get(runtime_id)
        base = runtime.calibration.get(key) or runtime.calibration["default"]
        decode_rows = [x for x in group if x.kind == "decode"]
        # time-to-first-token rows are mostly prefill: they fit the prefill share too
        prefill_rows = [x for x in group if x.kind in ("prefill", "ttft")]
        best = (_score(_group_errors(catalog, decode_rows, runtime, key, base)), base)
        if decode_rows:
            # three factors need enough rows to mean anything: with fewer than eight decode rows only the
            # bandwidth share is fitted and the fixed costs keep the runtime's default
            few = len(decode_rows) < 8
            layer_grid = [base.layer_overhead_us] if few else range(0, 201, 10)
            step_grid = [base.step_overhead_us] if few else range(0, 6001, 500)
            for eff, layer_us, step_us in itertools.product(
                [x / 100 for x in range(30, 101, 2)], layer_grid, step_grid
            ):
                cal = base.model_copy(
                    update={
                        "decode_efficiency": eff,
                        "layer_overhead_us": float(layer_us),
                        "step_overhead_us": float(step_us),
                    }
                )
                score = _score(_group_errors(catalog, decode_rows, runtime, key, cal))
                if score < best[0]:
                    best = (score, cal)
        cal = best[1]
        if prefill_rows:
            options = []
            for mfu in [x / 100 for x in range(3, 101)]:
                trial = cal.model_copy(update={"prefill_efficiency": mfu})
                options.append((_score(_group_errors(catalog, prefill_rows, runtime, key, trial)), mfu))
            if min(options)[0] < float("inf"):  # rows the engine gives no prefill for cannot fit it
                cal = cal.model_copy(update={"prefill_efficiency": min(options)[1]})
        ratios = sorted(
            r.row.value / r.estimated
            for r in _group_errors(catalog, decode_rows + prefill_rows, runtime, key, cal)
            if r.estimated and r.error is not None
        )
        spread = (0.7, 1.3)  # too few rows to measure the spread: say so with a wide range
        if len(ratios) >= 5:
            low, high = ratios[int(0.1 * (len(ratios) - 1))], ratios[int(round(0.9 * (len(ratios) - 1)))]
            spread = (round(min(low, 0.9), 2), round(max(high, 1.1), 2))
        fitted[(runtime_id, key)] = Fitted(
            cal.model_copy(update={"spread": spread}), len(decode_rows), len(prefill_rows)
        )
        if cache is not None:
            cache[memo] = fitted[(runtime_id, key)]
    return fitted


def _hybrid_errors(catalog: Catalog, rows: list[Row], runtime: Runtime, hybrid: HybridCalibration) -> list[Result]:
    return evaluate(catalog, rows, {runtime.id: runtime.model_copy(update={"hybrid": hybrid})})


def fit_hybrid(
    catalog: Catalog, rows: list[Row], cache: dict[tuple, HybridCalibration] | None = None
) -> dict[str, HybridCalibration]:
    """Grid-search each runtime's hybrid factors (CPU bandwidth share, second-socket gain, CPU and AMX prefill
    shares) on its hybrid rows, leaving out the low-confidence ones (`cache` as in fit_calibrations)."""
    fitted = {}
    groups: dict[str, list[Row]] = {}
    for row in rows:
        if "host" in row.options and fitted_on(row) and row.kind in ("decode", "prefill"):
            groups.setdefault(row.runtime, []).append(row)
    for runtime_id, group in sorted(groups.items()):
        memo = (runtime_id, tuple(r.id for r in group))
        if cache is not None and memo in cache:
            fitted[runtime_id] = cache[memo]
            continue
        runtime = catalog.runtimes.get(runtime_id)
        hybrid = runtime.hybrid
        assert hybrid is not None
        decode = [r for r in group if r.kind == "decode"]
        two = any(int(r.options.get("sockets", 1)) > 1 for r in decode)
        one = any(int(r.options.get("sockets", 1)) == 1 for r in decode)
        if decode:
            # the reading share with the compute rate of a token's expert products (none: reading alone), jointly: a
            # row is bound by one or the other, so fitted one at a time they stick where they start; then the second
            # socket's gain with those, and both shares again
            gains = [x / 10 for x in range(-5, 9)] if two and one else [hybrid.second_socket_gain]
            effs = [x / 100 for x in range(16, 101, 2)]
            computes: list[float | None] = [None, *[x / 2 for x in range(4, 41)]]
            best = (float("inf"), hybrid)
            for step in range(3):
                if step == 1 and len(gains) == 1:
                    continue
                grid = (
                    [{"second_socket_gain": gain} for gain in gains]
                    if step == 1
                    else [
                        {"cpu_bandwidth_efficiency": eff, "cpu_decode_flops_per_cycle": compute}
                        for eff, compute in itertools.product(effs, computes)
                    ]
                )
                for update in grid:
                    trial = hybrid.model_copy(update=update)
                    score = _score(_hybrid_errors(catalog, decode, runtime, trial))
                    if score < best[0]:
                        best = (score, trial)
                hybrid = best[1]
        offloaded = [r for r in group if r.kind == "prefill" and offloads_prefill(catalog, r)]
        plain = [r for r in group if r.kind == "prefill" and "amx" not in r.options and r not in offloaded]
        amx = [r for r in group if r.kind == "prefill" and "amx" in r.options and r not in offloaded]
        if plain:
            options = []
            for share in [x / 100 for x in range(1, 101)]:
                trial = hybrid.model_copy(update={"cpu_prefill_efficiency": share})
                options.append((_score(_hybrid_errors(catalog, plain, runtime, trial)), share))
            # rows the engine gives no prefill for (no FP16 peak in the catalog) cannot fit it: keep the factor
            if min(options)[0] < float("inf"):
                hybrid = hybrid.model_copy(update={"cpu_prefill_efficiency": min(options)[1]})
        if offloaded:
            options = []
            for share in [x / 100 for x in range(5, 101)]:
                trial = hybrid.model_copy(update={"pcie_efficiency": share})
                options.append((_score(_hybrid_errors(catalog, offloaded, runtime, trial)), share))
            if min(options)[0] < float("inf"):
                hybrid = hybrid.model_copy(update={"pcie_efficiency": min(options)[1]})
        if amx:
            options = []
            for share in [x / 1000 for x in range(2, 201, 2)]:
                trial = hybrid.model_copy(update={"amx_prefill_efficiency": share})
                options.append((_score(_hybrid_errors(catalog, amx, runtime, trial)), share))
            if min(options)[0] < float("inf"):
                hybrid = hybrid.model_copy(update={"amx_prefill_efficiency": min(options)[1]})
        ratios = sorted(
            r.row.value / r.estimated
            for r in _hybrid_errors(catalog, group, runtime, hybrid)
            if r.estimated and r.error is not None
        )
        spread = (0.7, 1.3)
        if len(ratios) >= 5:
            low, high = ratios[int(0.1 * (len(ratios) - 1))], ratios[int(round(0.9 * (len(ratios) - 1)))]
            spread = (round(min(low, 0.8), 2), round(max(high, 1.2), 2))
        fitted[runtime_id] = hybrid.model_copy(update={"spread": spread})
        if cache is not None:
            cache[memo] = fitted[runtime_id]
    return fitted


def fit(catalog: Catalog, rows: list[Row]) -> str:
    """The fitted factors as TOML tables for runtimes.toml."""
    lines = []
    for (runtime_id, key), f in fit_calibrations(catalog, rows).items():
        cal = f.calibration
        lines += [
            f"# {runtime_id} on {key}: {f.decode_rows} decode rows, {f.prefill_rows} prefill rows",
            f"[runtime.calibration.{key}]",
            f"decode_efficiency = {cal.decode_efficiency}",
            f"layer_overhead_us = {int(cal.layer_overhead_us)}",
            f"step_overhead_us = {int(cal.step_overhead_us)}",
            f"prefill_efficiency = {cal.prefill_efficiency}",
            f"spread = [{cal.spread[0]}, {cal.spread[1]}]",
            "",
        ]
    for runtime_id, hybrid in fit_hybrid(catalog, rows).items():
        lines += [f"# {runtime_id} hybrid (copy into its [runtime.hybrid] table by hand)", "[runtime.hybrid]"]
        lines += [f"{name} = {str(value).lower() if isinstance(value, bool) else value}" for name, value in hybrid]
        lines.append("")
    return "\n".join(lines)


def cross_validate(catalog: Catalog, rows: list[Row], folds: int = 5) -> list[Result]:
    """Each row's error when the factors are fitted WITHOUT its fold: how the engine does on hardware
    and models it was not tuned on. Folds are fixed by row id, so runs are repeatable."""
    held_out: list[Result] = []
    for fold in range(folds):
        test = [r for r in rows if zlib.crc32(r.id.encode()) % folds == fold]
        train = [r for r in rows if zlib.crc32(r.id.encode()) % folds != fold]
        held_out += evaluate(catalog, test, fitted_runtimes(catalog, train))
    order = {row.id: i for i, row in enumerate(rows)}
    return sorted(held_out, key=lambda r: order[r.row.id])


def fitted_runtimes(catalog: Catalog, train: list[Row], cache: dict | None = None) -> dict[str, Runtime]:
    """The runtimes with their calibration and hybrid factors fitted on `train` only."""
    runtimes: dict[str, Runtime] = {}
    for (runtime_id, key), f in fit_calibrations(catalog, train, None if cache is None else cache["cal"]).items():
        runtime = runtimes.get(runtime_id) or catalog.runtimes.get(runtime_id)
        runtimes[runtime_id] = runtime.model_copy(update={"calibration": {**runtime.calibration, key: f.calibration}})
    for runtime_id, hybrid in fit_hybrid(catalog, train, None if cache is None else cache["hybrid"]).items():
        runtime = runtimes.get(runtime_id) or catalog.runtimes.get(runtime_id)
        runtimes[runtime_id] = runtime.model_copy(update={"hybrid": hybrid})
    return runtimes


def source_of(row: Row) -> str:
    """The publication a row comes from, without the table or comment the `source` column adds after it:
    'kvcache-ai/ktransformers doc/en/DeepseekR1_V3_tutorial.md (V0.2 benchmark table)' ->
    'kvcache-ai/ktransformers doc/en/DeepseekR1_V3_tutorial.md'."""
    return re.split(r" \(|, ", row.source.strip().strip('"'), maxsplit=1)[0].strip()


def cross_validate_by_source(catalog: Catalog, rows: list[Row], test_only=None) -> list[Result]:
    """Each row's error when the factors are fitted WITHOUT every row of its source (leave one source out):
    how the engine does on a publication it was never tuned on. `test_only` picks the rows to hold out (the
    families' rows); the others are only trained on."""
    cache: dict[str, dict] = {"cal": {}, "hybrid": {}}
    picked = [r for r in rows if test_only is None or test_only(r)]
    held_out: list[Result] = []
    for source in sorted({source_of(r) for r in picked}):
        test = [r for r in picked if source_of(r) == source]
        train = [r for r in rows if source_of(r) != source]
        held_out += evaluate(catalog, test, fitted_runtimes(catalog, train, cache))
    order = {row.id: i for i, row in enumerate(rows)}
    return sorted(held_out, key=lambda r: order[r.row.id])


def write_fit(fitted: str, path: Path) -> None:
    """Replace (or add) each fitted [runtime.calibration.KEY] table inside its runtime's block."""
    text = path.read_text(encoding="utf-8")
    pattern = r"# (\S+) on (\S+): (.*)\n\[runtime\.calibration\.\S+\]\n((?:\w+ = .*\n)+)"
    for runtime_id, key, counts, body in re.findall(pattern, fitted + "\n"):
        start = text.index(f'id = "{runtime_id}"')
        end = text.find("[[runtime]]", start)
        end = len(text) if end == -1 else end
        block = text[start:end]
        header = f"[runtime.calibration.{key}]\n"
        table = f"# fitted: {counts}\n{header}{body}"
        if header in block:
            block = re.sub(
                r"(# fitted: .*\n)?" + re.escape(header) + r"(?:\w+ = .*\n)+",
                lambda _, replacement=table: replacement,
                block,
            )
        else:
            block = block.rstrip("\n") + "\n\n" + table + "\n"
        text = text[:start] + block + text[end:]
    path.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.accuracy")
    parser.add_argument("--csv", type=Path, default=MEASURED_CSV)
    parser.add_argument("--fit", action="store_true", help="search calibration factors and print them as TOML")
    parser.add_argument(
        "--write", action="store_true", help="with --fit: write them into runtimes.toml; with --fit-ranges: ranges.toml"
    )
    parser.add_argument("--cross-validate", action="store_true", help="errors on rows held out of the fit (5 folds)")
    parser.add_argument(
        "--families", action="store_true", help="issue 25's families: errors with each source held out of the fit"
    )
    parser.add_argument(
        "--fit-ranges",
        action="store_true",
        help="fit each family's range factors from its held-out residuals and print them for ranges.toml "
        "(with --write: write them there)",
    )
    args = parser.parse_args(argv)
    catalog = load_catalog()
    rows = read_rows(args.csv)
    if args.fit_ranges:
        fitted = fit_ranges(catalog, rows)
        text = ranges_toml(fitted, dt.date.today())
        print(text)
        print(f"{'family':<12} {'rows':>5} {'low':>6} {'high':>6} {'inside':>8} {'inside, range fit held out too':>32}")
        for family, (low, high) in fitted.factors.items():
            print(
                f"{family:<12} {fitted.rows[family]:>5} {low:>6.2f} {high:>6.2f} {fitted.inside[family]:>8.1%}"
                f" {fitted.inside_held_out[family]:>32.1%}"
            )
        if args.write:
            write_ranges(text)
            print(f"\nwritten to {RANGES_TOML}; `python -m tests.accuracy --families` shows each family's share inside")
        else:
            print(f"\ncopy the part from '{FITTED_MARK}' on into {RANGES_TOML}, or rerun with --write")
        return 0
    if args.fit:
        fitted = fit(catalog, rows)
        print(fitted)
        if args.write:
            write_fit(fitted, CATALOG_DIR / "runtimes.toml")
        return 0
    if args.cross_validate:
        print("Held-out errors: each row estimated with factors fitted without it (5 folds)\n")
        print_report(cross_validate(catalog, rows))
        return 0
    if args.families:
        print("Families of issue 25, each source held out of the fit in turn (leave one source out):\n")
        held_out = cross_validate_by_source(catalog, rows, lambda row: bool(families_of(catalog, row)))
        for r in held_out:
            if r.error is not None:
                inside = {None: "", True: "  inside", False: "  OUTSIDE"}[r.inside]
                inside += "" if fitted_on(r.row) else "  (low confidence: not in the families' figures)"
                families = ",".join(families_of(catalog, r.row))
                print(f"{r.row.id:<48} {families:<28} {r.error:+8.1%}{inside}")
        print()
        print_families(catalog, held_out)
        return 0
    print_report(evaluate(catalog, rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
