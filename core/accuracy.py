"""How far the engine is from published measurements (tests/data/measured.csv).

`make accuracy` prints every row with its error and the median absolute error per kind;
`python -m core.accuracy --fit` searches the calibration factors of each runtime and ecosystem
that minimise the median error, for a person to copy into resources/catalog/runtimes.toml.
"""

from __future__ import annotations

import argparse
import csv
import itertools
import re
import statistics
from dataclasses import dataclass
from pathlib import Path

from core.catalog import Catalog, load_catalog
from core.catalog_schema import Gpu, Runtime
from core.sizing import estimate

MEASURED_CSV = Path(__file__).resolve().parent.parent / "tests" / "data" / "measured.csv"
KINDS = ("decode", "prefill", "aggregate", "memory_weights", "memory_total", "fits")
# The acceptance thresholds of the foundation issue: median absolute error per kind.
THRESHOLDS = {"decode": 0.15, "prefill": 0.25, "memory": 0.10}


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
    task: str
    value: float
    unit: str
    source: str
    as_of: str
    notes: str


@dataclass
class Result:
    row: Row
    estimated: float | None
    fits: bool

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
                    id=raw["id"], kind=raw["kind"], model=raw["model"], gpu=raw["gpu"],
                    count=int(raw["count"] or 1), quant=raw["quant"], runtime=raw["runtime"],
                    context=int(raw["context"] or 0), prompt_tokens=int(raw["prompt_tokens"] or 0),
                    batch=int(raw["batch"] or 1), task=raw["task"] or "inference", value=float(raw["value"]),
                    unit=raw["unit"], source=raw["source"], as_of=raw["as_of"], notes=raw["notes"],
                )
            )
    return rows


def _hardware(catalog: Catalog, row: Row) -> Gpu:
    """The catalog GPU, with the bandwidth of the exact machine measured when the row names it
    (an M3 Max with 30 GPU cores has 300 GB/s, the 40-core one 400)."""
    gpu = catalog.gpus.get(row.gpu)
    match = re.search(r"\bbw=(\d+(?:\.\d+)?)", row.notes)
    if match:
        gpu = gpu.model_copy(update={"bandwidth_gbps": float(match.group(1))})
    return gpu


def evaluate_row(catalog: Catalog, row: Row, runtimes: dict[str, Runtime] | None = None) -> Result:
    model = catalog.models.get(row.model)
    gpu = _hardware(catalog, row)
    quant = catalog.quants.get(row.quant)
    runtime = (runtimes or {}).get(row.runtime) or catalog.runtimes.get(row.runtime)
    kwargs = dict(count=row.count, quant=quant, runtime=runtime, task=row.task)
    if row.kind == "prefill":
        kwargs.update(context=max(row.prompt_tokens + 128, 512), prompt_tokens=row.prompt_tokens, batch=row.batch)
    elif row.task != "inference":
        kwargs.update(context=max(row.context, 1), batch=row.batch)
    else:
        context = max(row.context + 512, 1024)
        kwargs.update(context=context, prompt_tokens=row.context, batch=row.batch)
    result = estimate(catalog, model, gpu, **kwargs)
    speed = result.speed
    value = {
        "decode": speed.decode_tokens_per_s,
        "prefill": speed.prefill_tokens_per_s,
        "aggregate": speed.aggregate_tokens_per_s,
        "memory_weights": result.memory.breakdown["weights"],
        "memory_total": result.memory.total_gb,
        "fits": None,
    }[row.kind]
    return Result(row=row, estimated=value, fits=result.fits)


def evaluate(catalog: Catalog, rows: list[Row], runtimes: dict[str, Runtime] | None = None) -> list[Result]:
    return [evaluate_row(catalog, row, runtimes) for row in rows]


def medians(results: list[Result]) -> dict[str, float]:
    out = {}
    for kind in KINDS:
        errors = [abs(r.error) for r in results if r.row.kind == kind and r.error is not None]
        if errors:
            out[kind] = statistics.median(errors)
    memory = [abs(r.error) for r in results if r.row.kind.startswith("memory") and r.error is not None]
    if memory:
        out["memory"] = statistics.median(memory)
    return out


def print_report(results: list[Result]) -> None:
    print(f"{'id':<44} {'kind':<15} {'measured':>10} {'estimate':>10} {'error':>8}")
    for r in results:
        est = "-" if r.estimated is None else f"{r.estimated:10.2f}"
        err = "" if r.error is None else f"{r.error:+8.1%}"
        flag = "  VERDICT WRONG" if r.verdict_wrong else ""
        print(f"{r.row.id:<44} {r.row.kind:<15} {r.row.value:>10.2f} {est:>10} {err:>8}{flag}")
    print()
    for kind, value in medians(results).items():
        limit = THRESHOLDS.get(kind)
        verdict = "" if limit is None else ("  ok" if value <= limit else f"  OVER the {limit:.0%} limit")
        count = sum(1 for r in results if r.row.kind.startswith(kind))
        print(f"median |error| {kind:<15} {value:6.1%}  ({count} rows){verdict}")
    wrong = [r.row.id for r in results if r.verdict_wrong]
    print(f"fits verdicts wrong: {len(wrong)}" + (f" ({', '.join(wrong)})" if wrong else ""))


def fit(catalog: Catalog, rows: list[Row]) -> None:
    """Grid-search each runtime x ecosystem's factors on the rows that use them; print TOML."""
    groups: dict[tuple[str, str], list[Row]] = {}
    for row in rows:
        if row.kind in ("decode", "prefill"):
            ecosystem = catalog.gpus.get(row.gpu).ecosystem
            groups.setdefault((row.runtime, ecosystem), []).append(row)
    for (runtime_id, ecosystem), group in sorted(groups.items()):
        runtime = catalog.runtimes.get(runtime_id)
        base = runtime.calibration.get(ecosystem) or runtime.calibration["default"]
        best = None
        for eff, overhead in itertools.product([x / 100 for x in range(40, 100, 2)], range(0, 200, 5)):
            cal = base.model_copy(update={"decode_efficiency": eff, "layer_overhead_us": float(overhead)})
            trial = runtime.model_copy(update={"calibration": {**runtime.calibration, ecosystem: cal}})
            errs = [abs(r.error) for r in evaluate(catalog, [x for x in group if x.kind == "decode"], {runtime_id: trial}) if r.error is not None]
            if errs:
                score = statistics.median(errs) + statistics.mean(errs) / 4
                if best is None or score < best[0]:
                    best = (score, eff, overhead)
        decode_cal = base if best is None else base.model_copy(update={"decode_efficiency": best[1], "layer_overhead_us": float(best[2])})
        best_prefill = None
        for mfu in [x / 100 for x in range(5, 100, 1)]:
            cal = decode_cal.model_copy(update={"prefill_efficiency": mfu})
            trial = runtime.model_copy(update={"calibration": {**runtime.calibration, ecosystem: cal}})
            errs = [abs(r.error) for r in evaluate(catalog, [x for x in group if x.kind == "prefill"], {runtime_id: trial}) if r.error is not None]
            if errs:
                score = statistics.median(errs)
                if best_prefill is None or score < best_prefill[0]:
                    best_prefill = (score, mfu)
        final = decode_cal if best_prefill is None else decode_cal.model_copy(update={"prefill_efficiency": best_prefill[1]})
        trial = runtime.model_copy(update={"calibration": {**runtime.calibration, ecosystem: final}})
        ratios = sorted(
            r.row.value / r.estimated for r in evaluate(catalog, [x for x in group if x.kind == "decode"], {runtime_id: trial}) if r.estimated
        )
        spread = (1.0, 1.0)
        if ratios:
            low = ratios[int(0.1 * (len(ratios) - 1))]
            high = ratios[int(round(0.9 * (len(ratios) - 1)))]
            spread = (round(min(low, 0.9), 2), round(max(high, 1.1), 2))
        decode_n = sum(1 for x in group if x.kind == "decode")
        prefill_n = len(group) - decode_n
        print(f"# {runtime_id} on {ecosystem}: {decode_n} decode rows, {prefill_n} prefill rows")
        print(f"[runtime.calibration.{ecosystem}]")
        print(f"decode_efficiency = {final.decode_efficiency}")
        print(f"layer_overhead_us = {int(final.layer_overhead_us)}")
        print(f"prefill_efficiency = {final.prefill_efficiency}")
        print(f"spread = [{spread[0]}, {spread[1]}]\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m core.accuracy")
    parser.add_argument("--csv", type=Path, default=MEASURED_CSV)
    parser.add_argument("--fit", action="store_true", help="search calibration factors and print them as TOML")
    args = parser.parse_args(argv)
    catalog = load_catalog()
    rows = read_rows(args.csv)
    if args.fit:
        fit(catalog, rows)
        return 0
    print_report(evaluate(catalog, rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
