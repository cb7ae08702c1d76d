"""The engine against published measurements (tests/data/measured.csv; `make accuracy` shows each row).

Targets from issue 14's "Done when" (tests.accuracy.THRESHOLDS): median absolute error at most 10% for
decode speed, 20% for prefill, 25% for time to first token, 8% for memory overall and for inference, LoRA,
QLoRA and full fine-tuning each (rows that measure the weights alone do not count), 25% for hybrid CPU+GPU
decode; every fits / does-not-fit verdict right. A kind is judged once it has MIN_ROWS rows.
"""

import collections

import pytest

from tests.accuracy import (
    FAMILIES,
    FAMILY_GATES,
    MIN_ROWS,
    OVERALL_GATE,
    THRESHOLDS,
    cross_validate,
    cross_validate_by_source,
    evaluate,
    families_of,
    family_stats,
    fitted_on,
    medians,
    overall_stats,
    read_rows,
    row_counts,
)


@pytest.fixture(scope="module")
def results(catalog):
    return evaluate(catalog, read_rows())


def test_enough_measured_rows_of_every_kind():
    rows = read_rows()
    kinds = collections.Counter(row.kind for row in rows)
    assert len(rows) >= 40
    assert kinds["decode"] >= 20 and kinds["prefill"] >= 8 and kinds["fits"] >= 6
    assert kinds["memory_weights"] + kinds["memory_total"] >= 8
    assert len({row.id for row in rows}) == len(rows), "row ids must be unique"
    for row in rows:
        assert row.source.strip() and row.as_of[:2] == "20", row.id


def test_rows_cover_the_cases_other_tools_cannot_answer():
    rows = read_rows()
    assert any(row.count > 1 for row in rows), "multi-GPU"
    assert any(row.task != "inference" for row in rows), "fine-tuning"
    assert any(row.runtime in ("vllm", "tensorrt-llm", "sglang") for row in rows), "serving runtimes"


def test_every_memory_kind_and_ttft_has_rows(results):
    counts = row_counts(results)
    for kind in ("ttft", "memory_inference", "memory_lora", "memory_qlora", "memory_full"):
        assert counts[kind] >= MIN_ROWS, f"{kind}: {counts[kind]} rows"


def judge_option(results, kind):
    count = row_counts(results)[kind]
    if count < MIN_ROWS:
        pytest.skip(f"{kind}: {count} rows, fewer than {MIN_ROWS}")
    errors = medians(results)
    assert errors[kind] <= THRESHOLDS[kind], f"median |error| of {kind} is {errors[kind]:.1%} over {count} rows"


@pytest.mark.parametrize("kind", sorted(THRESHOLDS))
def test_median_error_within_threshold(results, kind):
    """The "memory" kind judges the whole-memory rows of every task; weights-only rows are not in it."""
    judge_option(results, kind)


def test_every_fits_verdict_is_right(results):
    wrong = [(r.row.id, r.row.kind) for r in results if r.verdict_wrong and fitted_on(r.row)]
    assert wrong == []


@pytest.fixture(scope="module")
def held_out(catalog):
    return cross_validate(catalog, read_rows())


# The held-out fits run in the first test that asks for them, within that test's time limit: 300 s (pyproject.toml) is
# close to what the source-by-source fit takes on a loaded 2-core machine, so these tests get longer (a hang still
# fails, with every thread's stack).
SLOW_TIMEOUT_S = 1200


@pytest.mark.slow  # about a minute: `make accuracy` runs it, and CI once (.ci/run), not every `make test`
@pytest.mark.timeout(SLOW_TIMEOUT_S)
@pytest.mark.parametrize("kind", sorted(THRESHOLDS))
def test_thresholds_hold_on_rows_held_out_of_the_fit(held_out, kind):
    """The calibration factors are fitted to the same rows; held out five folds at a time, the engine
    must still meet each kind's target, or the fit is only memorising."""
    judge_option(held_out, kind)


def test_deepseek_r1_on_one_eight_gpu_machine_serves_as_many_users_as_measured(results):
    """The buyers' headline case: DeepSeek-R1 671B on 8 x H200 with SGLang, 8 to 64 users (InferenceX,
    2026-03). The generated tokens per second of the whole machine must be within 20% of the measurement,
    and the measurement inside the range the app shows."""
    from gpu_advisor.core.catalog import load_catalog
    from gpu_advisor.core.sizing import estimate

    catalog = load_catalog()
    rows = [
        r
        for r in results
        if r.row.model == "deepseek-r1"
        and r.row.kind == "aggregate"
        and r.row.gpu == "h200-sxm"
        and "nodes" not in r.row.options
    ]  # one machine of H200: the rows of several machines (core.sizing.several_machines) are a kind of their own,
    # and DeepSeek-R1 in FP4 on 8 x B200 (InferenceX) is judged with the new parts (FAMILY_GATES)
    assert len(rows) >= 4
    for result in rows:
        assert abs(result.error) <= 0.20, f"{result.row.id}: {result.error:+.0%}"
        row = result.row
        speed = estimate(
            catalog,
            catalog.models.get(row.model),
            catalog.gpus.get(row.gpu),
            count=row.count,
            quant=catalog.quants.get(row.quant),
            runtime=catalog.runtimes.get(row.runtime),
            context=row.context + row.generated,
            prompt_tokens=row.context,
            output_tokens=row.generated,
            batch=row.batch,
        ).speed
        low, high = speed.aggregate_tokens_per_s_range
        assert low <= row.value <= high, f"{row.id}: {row.value} outside {low:.0f}-{high:.0f}"


def test_every_family_has_published_rows_from_several_sources(catalog, results):
    """Issue 25 item 1: at least six judged rows (an error, not low-confidence) of each family from at least three
    publications."""
    stats = family_stats(catalog, results)
    assert set(stats) == set(FAMILIES)
    for family, stat in stats.items():
        assert stat["rows"] >= 6, f"{family}: {stat['rows']} rows"
        assert stat["sources"] >= 3, f"{family}: {stat['sources']} sources"


def test_families_come_from_what_the_row_says(catalog):
    rows = {row.id: row for row in read_rows()}
    assert families_of(catalog, rows["ix-h200-dsr1-fp8-sglang-c64"]) == ("moe", "concurrency")
    assert families_of(catalog, rows["kt-6454s2-4090d-dsv3-q4km-tg"]) == ("moe", "hybrid")
    assert families_of(catalog, rows["tt-h100x16-r10528-conc1-decode"]) == ("moe", "multinode")
    assert families_of(catalog, rows["torchtitan-h100x128-l31-8b-fsdp"]) == ("training",)
    assert families_of(catalog, rows["lcpp15013-5090-l2-7b-q40-tg128"]) == ("new_parts",)
    assert families_of(catalog, rows["xd-4090-l3-8b-q4km-tg512"]) == ()


@pytest.fixture(scope="module")
def held_out_by_source(catalog):
    rows = read_rows()
    return cross_validate_by_source(catalog, rows, lambda row: bool(families_of(catalog, row)))


@pytest.mark.slow  # a few minutes: `make accuracy` runs it
@pytest.mark.timeout(SLOW_TIMEOUT_S)
@pytest.mark.parametrize("family", FAMILIES)
def test_no_family_gets_worse_on_sources_held_out_of_the_fit(catalog, held_out_by_source, family):
    """Issue 25 item 5: each family's median error and the share of its rows inside the stated range, every
    publication held out of the fit in turn, at most (at least) where they stood when the rows were added
    (FAMILY_GATES): the baseline of the modelling work, so that no change makes a family worse unnoticed."""
    stat = family_stats(catalog, held_out_by_source)[family]
    gate = FAMILY_GATES[family]
    assert stat["median"] <= gate["median"], f"{family}: median |error| {stat['median']:.1%} over {stat['rows']} rows"
    assert stat["inside"] >= gate["inside"], f"{family}: {stat['inside']:.0%} of {stat['ranged']} inside the range"


@pytest.mark.slow  # a few minutes: `make accuracy` runs it
@pytest.mark.timeout(SLOW_TIMEOUT_S)
def test_the_families_together_get_no_worse_on_sources_held_out_of_the_fit(catalog, held_out_by_source):
    """Issue 25's "at most 10% overall": the rows of any family taken once, each publication held out in turn
    (OVERALL_GATE: where they stood when last set)."""
    stat = overall_stats(catalog, held_out_by_source)["any family"]
    assert stat["median"] <= OVERALL_GATE["median"], f"median |error| {stat['median']:.1%} over {stat['rows']} rows"
    assert stat["inside"] >= OVERALL_GATE["inside"], f"{stat['inside']:.0%} of {stat['ranged']} inside the range"
