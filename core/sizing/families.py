"""Families of configuration the calibration was not fitted on, and the wider speed range each one gets (issue 25).

The calibration `spread` of each runtime (runtimes.toml) was fitted on one stream of a dense model on one machine.
Published measurements of other kinds of configuration lie further from the estimate: a mixture-of-experts model, a
model split between a CPU+GPU host's memory and its GPU, several machines serving one model, training, many users at
once, a part of the newest generation. An estimate in such a family shows its range widened by the family's factors
(resources/catalog/ranges.toml), fitted by `python -m tests.accuracy --fit-ranges` so that about 80% of the family's
published measurements, each estimated with its own publication held out of the calibration, fall inside. A wider
range says "less certain"; the estimate itself (the middle) does not move.

tests/accuracy.py sorts the measured rows into families with this same function, so that the rows a factor is fitted
on and the estimates it widens cannot drift apart."""

from __future__ import annotations

from dataclasses import replace

from gpu_advisor.core.catalog.schema import Gpu, Model, RangeByFamily
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.sizing.memory_and_speed import Speed, Training

FAMILIES = ("moe", "hybrid", "multinode", "training", "concurrency", "new_parts")


def families_of(
    ranges: RangeByFamily,
    model: Model,
    gpu: Gpu,
    task: str,
    batch: int = 1,
    machines: int = 1,
    hybrid: bool = False,
) -> tuple[str, ...]:
    """The families a configuration belongs to, in FAMILIES order: a MoE model; a CPU+GPU host (`hybrid`); several
    machines serving it (`machines` > 1 for inference; a pretraining run over machines is training); a task other than
    inference (fine-tuning, pretraining); ranges.toml `concurrent_from` streams or more at once; a part of the newest
    generation (ranges.toml `new_architectures`, `new_parts`)."""
    families = []
    if model.moe is not None:
        families.append("moe")
    if hybrid:
        families.append("hybrid")
    if machines > 1 and task == "inference":
        families.append("multinode")
    if task != "inference":
        families.append("training")
    if task == "inference" and batch >= ranges.concurrent_from:
        families.append("concurrency")
    architecture = gpu.architecture.lower()
    if any(a.lower() in architecture for a in ranges.new_architectures) or gpu.id in ranges.new_parts:
        families.append("new_parts")
    return tuple(families)


def widening(ranges: RangeByFamily, families: tuple[str, ...]) -> tuple[float, float, tuple[str, ...]]:
    """The low and high factors of an estimate in `families` (RangeByFamily.factors: the widest of theirs) and the
    families whose range is wider than the calibration's, the ones the buyer is told about."""
    low, high = ranges.factors(families)
    wider = tuple(f for f in families if f in ranges.family and (ranges.family[f].low < 1 or ranges.family[f].high > 1))
    return low, high, wider


def _widened(values: list[float] | None, low: float, high: float) -> list[float] | None:
    return [values[0] * low, values[1] * high] if values else values


def widen_speed(speed: Speed, low: float, high: float) -> Speed:
    """The speed with each range's low end times `low` and high end times `high` (a time's range, the first token's,
    the other way round: its short end divided by `high`, its long end by `low`); the estimates unchanged."""
    if low == 1 and high == 1:
        return speed
    ttft = speed.ttft_s_range
    return replace(
        speed,
        decode_tokens_per_s_range=_widened(speed.decode_tokens_per_s_range, low, high),
        prefill_tokens_per_s_range=_widened(speed.prefill_tokens_per_s_range, low, high),
        ttft_s_range=[ttft[0] / high, ttft[1] / low] if ttft else ttft,
        aggregate_tokens_per_s_range=_widened(speed.aggregate_tokens_per_s_range, low, high),
    )


def widen_training(training: Training, low: float, high: float) -> Training:
    """A training speed with its range widened as widen_speed's."""
    if low == 1 and high == 1:
        return training
    widened = _widened(training.tokens_per_s_range, low, high)
    assert widened is not None
    return replace(training, tokens_per_s_range=widened)


def less_certain_note(families: tuple[str, ...]) -> Text:
    """What the buyer reads beside an estimate whose range is wider than the calibration's: which kind of
    configuration makes it less certain."""
    return Text("sizing.less_certain", {"families": [Text(f"family.{f}") for f in families]})
