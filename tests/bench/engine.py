"""`make bench`: timings of the engine, each against a baseline measured alternately with it in the same run
(tests/bench/timing.py), so that a busy machine does not fake a regression. All of it runs on one thread and is
timed in CPU time.

Baseline: reading and parsing the catalog's TOML files with the standard library alone (the files load_catalog
reads, no validation). It is pure-Python work of about a recommendation's size: 46-75 ms depending on the
machine's load when the budgets below were set.

Budgets, as ratios to that baseline:
- catalog load and validation: at most 2x (parse plus pydantic validation; 1.2x when set);
- one estimate (model x GPU): at most 1/50 of the baseline (the foundation issue's "under a millisecond" when
  the baseline took about 50 ms);
- a whole recommendation (core.recommend over the whole catalog): at most 1.0x (issue 21), for each scenario.
"""

from __future__ import annotations

from tests.bench.timing import Row, interleaved, parse_catalog_toml, report

LOAD_BUDGET = 2.0
ESTIMATE_BUDGET = 1 / 50
RECOMMEND_BUDGET = 1.0


def main() -> int:
    from gpu_advisor.core.catalog import load_catalog
    from gpu_advisor.core.recommend import recommend
    from gpu_advisor.core.scenario import Budget, FineTune, template
    from gpu_advisor.core.sizing import estimate

    rows: list[Row] = []
    work, base = interleaved(load_catalog, parse_catalog_toml)
    rows.append(Row("catalog load and validation", work, base, LOAD_BUDGET))

    catalog = load_catalog()
    pairs = [(m, g) for m in catalog.models for g in catalog.gpus]

    def all_pairs() -> None:
        for model, gpu in pairs:
            estimate(catalog, model, gpu)

    work, base = interleaved(all_pairs, parse_catalog_toml, rounds=5)  # a sweep takes ~100 ms
    rows.append(
        Row(f"one estimate (mean of {len(pairs)} model x GPU)", [t / len(pairs) for t in work], base, ESTIMATE_BUDGET)
    )

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
    for name, scenario in scenarios.items():
        # the warm-up call fills the caches, as the app has after its first answer
        work, base = interleaved(lambda s=scenario: recommend(catalog, s), parse_catalog_toml)
        rows.append(Row(f"recommend ({name})", work, base, RECOMMEND_BUDGET))
    return report("engine, CPU time", "parse the catalog's TOML files (tomllib, no validation)", rows)


if __name__ == "__main__":
    raise SystemExit(main())
