"""Timing shared by the `make bench` parts: every budget is a ratio to a baseline measured in the same run.

The machines the benches run on are shared and noisy (parsing the catalog's TOML takes 46 ms on a quiet one and
75 ms on a busy one), so an absolute number of milliseconds says more about the neighbours than about the code.
Each part therefore times a baseline and the work it gates alternately, round after round, so that both see the
same load: a round is one baseline and one work timing, back to back (in alternating order). The ratio is the
median over the rounds of work / baseline, each round's work against the baseline timed next to it; the table
also shows the median of each for scale. A part prints one table (name, median ms, baseline ms, ratio, budget,
verdict) and exits non-zero when any ratio is over its budget.

Clocks: work that runs on the calling thread alone is timed in CPU time (CPU_TIME: time.process_time), which
leaves out the time a busy machine's scheduler keeps the process waiting; work that spans threads, timers or
processes (a Qt refresh, a start-up) is timed in wall time (WALL_TIME).
"""

from __future__ import annotations

import gc
import statistics
import time
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROUNDS = 9  # rounds of baseline + work; a ratio is the median of these rounds'
CPU_TIME = time.process_time
WALL_TIME = time.perf_counter


def seconds(work: Callable[[], object], clock: Callable[[], float] = CPU_TIME) -> float:
    """One call of `work` on `clock`, after a full garbage collection (so no call pays for an earlier one's
    garbage)."""
    gc.collect()
    start = clock()
    work()
    return clock() - start


def interleaved(
    work: Callable[[], object],
    baseline: Callable[[], object],
    rounds: int = ROUNDS,
    clock: Callable[[], float] = CPU_TIME,
) -> tuple[list[float], list[float]]:
    """(work seconds, baseline seconds), one of each per round, timed back to back; the first of the pair
    alternates between rounds so that neither always runs on a cache the other has just cooled. One untimed call
    of each first: first calls fill caches and import lazily, and the app answers many times after its first."""
    baseline()
    work()
    work_s: list[float] = []
    baseline_s: list[float] = []
    for number in range(rounds):
        if number % 2:
            work_s.append(seconds(work, clock))
            baseline_s.append(seconds(baseline, clock))
        else:
            baseline_s.append(seconds(baseline, clock))
            work_s.append(seconds(work, clock))
    return work_s, baseline_s


def catalog_files() -> list[Path]:
    """The TOML files the catalog loader reads (core.catalog's SECTIONS), in its order."""
    from gpu_advisor.core.catalog.catalog import CATALOG_DIR, SECTIONS

    paths = [CATALOG_DIR / file_name for file_name, _ in SECTIONS.values()]
    return [path for path in paths if path.exists()]


def parse_catalog_toml() -> None:
    """The engine's baseline: read and parse the catalog's TOML files with the standard library alone, the same
    files load_catalog reads, without pydantic validation. Pure-Python work of about a recommendation's size, so
    a slow or busy machine slows both alike."""
    for path in catalog_files():
        tomllib.loads(path.read_text(encoding="utf-8"))


@dataclass
class Row:
    name: str
    work_s: Sequence[float]  # one a round, paired with baseline_s
    baseline_s: Sequence[float]
    budget: float  # the largest ratio that passes

    @property
    def work_ms(self) -> float:
        return statistics.median(self.work_s) * 1000

    @property
    def baseline_ms(self) -> float:
        return statistics.median(self.baseline_s) * 1000

    @property
    def ratio(self) -> float:
        """The median over the rounds of work / baseline."""
        return statistics.median(w / b for w, b in zip(self.work_s, self.baseline_s, strict=True))

    @property
    def ok(self) -> bool:
        return self.ratio <= self.budget


def _ms(value: float) -> str:
    return f"{value:.3f}" if value < 1 else f"{value:.1f}"


def _x(value: float) -> str:
    if value >= 10:
        return f"{value:.0f}x"
    return f"{value:.2f}x" if value >= 0.1 else f"{value:.2g}x"


def report(title: str, baseline: str, rows: Sequence[Row]) -> int:
    """Print the table of `rows` and return the exit status: 0 when every ratio is within its budget, 1 if not."""
    rounds = max((len(r.work_s) for r in rows), default=0)
    print(f"{title}; baseline: {baseline}; up to {rounds} interleaved rounds, ratio = median of work/baseline")
    width = max([len(r.name) for r in rows] + [4])
    print(f"  {'name':<{width}}  {'median ms':>10}  {'baseline ms':>11}  {'ratio':>8}  {'budget':>8}  verdict")
    for r in rows:
        verdict = "ok" if r.ok else "OVER BUDGET"
        print(
            f"  {r.name:<{width}}  {_ms(r.work_ms):>10}  {_ms(r.baseline_ms):>11}  {_x(r.ratio):>8}  "
            f"{_x(r.budget):>8}  {verdict}"
        )
    return 0 if all(r.ok for r in rows) else 1
