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
from functools import cache
from typing import get_args

from gpu_advisor.core.catalog.schema import FamilyId, Gpu, Model, RangeByFamily
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.sizing.memory_and_speed import Speed, Training

FAMILIES: tuple[str, ...] = get_args(FamilyId)  # moe, hybrid, multinode, training, concurrency, new_parts
MAX_KEPT = 4096  # answers the caches below keep at most


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
    if _new_part(ranges, gpu):
        families.append("new_parts")
    return tuple(families)


# _new_part's answers by (ranges.toml's table, part), each kept with the very objects it was worked out for
_NEW_PART: dict[tuple[int, int], tuple[RangeByFamily, Gpu, bool]] = {}


def _new_part(ranges: RangeByFamily, gpu: Gpu) -> bool:
    """Whether a part is of the newest generation (ranges.toml new_architectures, new_parts), worked out once per part:
    a recommendation asks for every estimate."""
    key = (id(ranges), id(gpu))
    known = _NEW_PART.get(key)
    if known is not None and known[0] is ranges and known[1] is gpu:
        return known[2]
    architecture = gpu.architecture.lower()
    new = any(a.lower() in architecture for a in ranges.new_architectures) or gpu.id in ranges.new_parts
    if len(_NEW_PART) >= MAX_KEPT:
        _NEW_PART.clear()  # parts copied with other facts (tests/accuracy.py's measured bandwidths) are not kept forever
    _NEW_PART[key] = (ranges, gpu, new)
    return new


Widening = tuple[float, float, tuple[str, ...]]
# widening's answers by (ranges.toml's table, families): a recommendation asks for thousands of estimates and there are
# a few dozen combinations of families. Each answer is kept with the table it was worked out for and given only for
# that very object, so an id is never taken for a later catalog's.
_WIDENING: dict[tuple[int, tuple[str, ...]], tuple[RangeByFamily, Widening]] = {}


def widening(ranges: RangeByFamily, families: tuple[str, ...]) -> Widening:
    """The low and high factors of an estimate in `families` (RangeByFamily.factors: the widest of theirs) and the
    families whose range is wider than the calibration's, the ones the buyer is told about."""
    key = (id(ranges), families)
    known = _WIDENING.get(key)
    if known is not None and known[0] is ranges:
        return known[1]
    low, high = ranges.factors(families)
    wider = tuple(f for f in families if f in ranges.family and (ranges.family[f].low < 1 or ranges.family[f].high > 1))
    if len(_WIDENING) >= MAX_KEPT:
        _WIDENING.clear()  # a catalog loaded again brings a new table: the old answers go rather than pile up
    _WIDENING[key] = (ranges, (low, high, wider))
    return low, high, wider


def _widened(values: list[float] | None, low: float, high: float) -> list[float] | None:
    return [values[0] * low, values[1] * high] if values else values


def widen_speed(speed: Speed, low: float, high: float) -> None:
    """Widen each range of `speed` in place: its low end times `low` and its high end times `high` (a time's range,
    the first token's, the other way round: its short end divided by `high`, its long end by `low`); the estimates
    unchanged. In place because a speed is made for one estimate alone (inference_speed, pipeline_speed and
    hybrid_estimate each make a new one) and a recommendation widens thousands of them."""
    if low == 1 and high == 1:
        return
    speed.decode_tokens_per_s_range = _widened(speed.decode_tokens_per_s_range, low, high)
    speed.prefill_tokens_per_s_range = _widened(speed.prefill_tokens_per_s_range, low, high)
    ttft = speed.ttft_s_range
    speed.ttft_s_range = [ttft[0] / high, ttft[1] / low] if ttft else ttft
    speed.aggregate_tokens_per_s_range = _widened(speed.aggregate_tokens_per_s_range, low, high)


def widen_training(training: Training, low: float, high: float) -> Training:
    """A training speed with its range widened as widen_speed's."""
    if low == 1 and high == 1:
        return training
    widened = _widened(training.tokens_per_s_range, low, high)
    assert widened is not None
    return replace(training, tokens_per_s_range=widened)


@cache  # one note per combination of families, shared by the estimates that carry it (a Text is frozen)
def less_certain_note(families: tuple[str, ...]) -> Text:
    """What the buyer reads beside an estimate whose range is wider than the calibration's: which kind of
    configuration makes it less certain."""
    return Text("sizing.less_certain", {"families": [Text(f"family.{f}") for f in families]})
