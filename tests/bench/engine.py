"""`make bench`: timings of the engine, each the median of several runs, with a ratio against a
baseline measured in the same run so that a busy machine does not fake a regression.

Baseline: loading and parsing the catalog's TOML with the standard library alone (no validation).
"""

from __future__ import annotations

import statistics
import time
import tomllib
from collections.abc import Callable

from gpu_advisor.core.catalog import CATALOG_DIR, load_catalog
from gpu_advisor.core.sizing import estimate

RUNS = 7
ESTIMATE_BUDGET_MS = 1.0  # the foundation issue: every model x GPU estimate under a millisecond
RECOMMEND_BUDGET_MS = 50.0  # the recommendations issue: a full recommendation over the whole catalog


def median_seconds(work: Callable[[], object], runs: int = RUNS) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def parse_only() -> None:
    for path in sorted(CATALOG_DIR.glob("*.toml")):
        tomllib.loads(path.read_text(encoding="utf-8"))


def main() -> int:
    baseline = median_seconds(parse_only)
    load = median_seconds(load_catalog)
    catalog = load_catalog()
    pairs = [(m, g) for m in catalog.models for g in catalog.gpus]

    def all_pairs() -> None:
        for model, gpu in pairs:
            estimate(catalog, model, gpu)

    sweep = median_seconds(all_pairs, runs=3)
    per_estimate_ms = sweep / len(pairs) * 1000
    print(f"baseline: parse catalog TOML         {baseline * 1000:8.2f} ms (median of {RUNS})")
    print(f"catalog load and validation          {load * 1000:8.2f} ms  = {load / baseline:5.1f} x baseline")
    print(f"estimate, {len(pairs)} model x GPU pairs  {sweep * 1000:8.1f} ms  = {per_estimate_ms:.3f} ms each")
    verdict = "ok" if per_estimate_ms < ESTIMATE_BUDGET_MS else "OVER BUDGET"
    print(f"estimate budget {ESTIMATE_BUDGET_MS} ms each: {verdict}")

    from gpu_advisor.core.recommend import recommend
    from gpu_advisor.core.scenario import Budget, FineTune, template

    # the template; the largest candidate space of one machine (DeepSeek-R1 671B: systems, hybrid CPU+GPU hosts and
    # two to four machines); a pretraining run (clusters of 1 to 2,048 machines per GPU)
    scenarios = {
        "template scenario": template(),
        "DeepSeek-R1, mainland server room": template().model_copy(
            update={"model": "deepseek-r1", "concurrent_users": 10, "budget": Budget(one_off=3_000_000)}
        ),
        "pretraining a 100B model": template().model_copy(
            update={
                "use_case": "pretrain",
                "model": None,
                "custom_params_b": 100,
                "region": "us",
                "fine_tune": FineTune(method="full", dataset_tokens=300_000_000_000, epochs=1, runs_per_year=1),
                "budget": Budget(one_off=20_000_000, currency="USD"),
            }
        ),
    }
    worst = 0.0
    for name, scenario in scenarios.items():
        recommend(catalog, scenario)  # warm caches, as the app does after its first answer
        rec = median_seconds(lambda s=scenario: recommend(catalog, s), runs=9) * 1000
        worst = max(worst, rec)
        rec_verdict = "ok" if rec < RECOMMEND_BUDGET_MS else "OVER BUDGET"
        print(
            f"recommend ({name}) {rec:6.1f} ms = {rec / (baseline * 1000):5.1f} x baseline; "
            f"budget {RECOMMEND_BUDGET_MS:.0f} ms: {rec_verdict}"
        )
    return 0 if per_estimate_ms < ESTIMATE_BUDGET_MS and worst < RECOMMEND_BUDGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
