"""Issue 25 item 4: ranges that contain the truth. An estimate in a family of configuration the calibration was not
fitted on (a MoE model, many users at once, ...) states its range widened by the family's factors (ranges.toml,
core.sizing.families); the estimate itself does not move, and the buyer reads that it is less certain."""

import dataclasses

import pytest

from gpu_advisor.core.catalog import CatalogError, load_catalog
from gpu_advisor.core.catalog.schema import FamilyRange, RangeByFamily
from gpu_advisor.core.sizing import estimate, pretrain_estimate
from gpu_advisor.core.sizing.families import FAMILIES, families_of, widening
from tests.accuracy import FAMILY_GATES, INSIDE_TARGET, Result, Row, fit_family_range, range_needs


def with_factors(catalog, **factors):
    """The catalog with ranges.toml's family factors replaced by `factors` (family=(low, high))."""
    family = {name: FamilyRange(low=low, high=high, rows=10, inside=0.8) for name, (low, high) in factors.items()}
    return dataclasses.replace(catalog, ranges=catalog.ranges.model_copy(update={"family": family}))


def small_moe(catalog, batch=1):
    """Qwen3-30B-A3B in Q4_K_M on one RTX 4090 with llama.cpp: a MoE model small enough for one card, so the large-MoE
    low end (MOE_MULTI_GPU_LOW) does not apply and the range is the calibration's spread alone, set here to [0.8, 1.25]
    (runtimes.toml's is refitted now and then: the hand calculation must not move with it)."""
    runtime = catalog.runtimes.get("llama.cpp")
    cuda = runtime.calibration["cuda"].model_copy(update={"spread": (0.8, 1.25)})
    return (
        catalog.models.get("qwen3-30b-a3b"),
        catalog.gpus.get("rtx-4090"),
        dict(
            quant=catalog.quants.get("q4_k_m"),
            runtime=runtime.model_copy(update={"calibration": {**runtime.calibration, "cuda": cuda}}),
            context=4096,
            prompt_tokens=512,
            batch=batch,
        ),
    )


def test_a_widened_range_is_the_spread_times_the_family_factor(catalog):
    model, gpu, kwargs = small_moe(catalog)
    # the hand calculation: a calibration spread of [0.8, 1.25] and a family factor of 0.5 and 2 make the range
    # [0.8 x 0.5, 1.25 x 2] = [0.4, 2.5] times the estimate, and the first token's range [1 / 2.5, 1 / 0.4] times
    plain = estimate(with_factors(catalog), model, gpu, **kwargs)
    wide = estimate(with_factors(catalog, moe=(0.5, 2.0)), model, gpu, **kwargs)
    decode = plain.speed.decode_tokens_per_s
    assert plain.speed.decode_tokens_per_s_range == pytest.approx([0.8 * decode, 1.25 * decode])
    assert wide.speed.decode_tokens_per_s == decode  # the estimate does not move, only its range
    assert wide.speed.decode_tokens_per_s_range == pytest.approx([0.4 * decode, 2.5 * decode])
    prefill = plain.speed.prefill_tokens_per_s
    assert wide.speed.prefill_tokens_per_s_range == pytest.approx([0.4 * prefill, 2.5 * prefill])
    ttft = plain.speed.ttft_s
    assert wide.speed.ttft_s == ttft
    assert wide.speed.ttft_s_range == pytest.approx([ttft / 2.5, ttft / 0.4])
    aggregate = plain.speed.aggregate_tokens_per_s
    assert wide.speed.aggregate_tokens_per_s_range == pytest.approx([0.4 * aggregate, 2.5 * aggregate])
    # every other field of the speed as it was: only the ranges widen
    for field in dataclasses.fields(plain.speed):
        if not field.name.endswith("_range"):
            assert getattr(wide.speed, field.name) == getattr(plain.speed, field.name), field.name
    # the buyer reads which kind of configuration makes it less certain; the calibrated one says nothing
    assert wide.less_certain == ["moe"] and plain.less_certain == []
    note = next(n for n in wide.notes if n.key == "sizing.less_certain")
    assert "mixture-of-experts" in note.render("en") and "混合专家" in note.render("zh_CN")
    assert "less_certain" in wide.to_dict() and "less_certain" not in plain.to_dict()


def test_an_estimate_in_several_families_takes_the_widest_factors(catalog):
    model, gpu, kwargs = small_moe(catalog, batch=8)  # MoE and eight streams at once
    plain = estimate(with_factors(catalog), model, gpu, **kwargs)
    wide = estimate(with_factors(catalog, moe=(0.5, 1.2), concurrency=(0.9, 3.0)), model, gpu, **kwargs)
    low, high = plain.speed.aggregate_tokens_per_s_range
    assert wide.speed.aggregate_tokens_per_s_range == pytest.approx([low * 0.5, high * 3.0])
    assert wide.less_certain == ["moe", "concurrency"]


def test_a_dense_model_on_a_calibrated_card_keeps_the_calibration_range(catalog):
    model, gpu = catalog.models.get("llama-3.1-8b"), catalog.gpus.get("rtx-4090")
    assert families_of(catalog.ranges, model, gpu, "inference") == ()
    plain = estimate(with_factors(catalog), model, gpu)
    wide = estimate(with_factors(catalog, moe=(0.5, 2.0), new_parts=(0.5, 2.0)), model, gpu)
    assert wide.speed == plain.speed and wide.notes == plain.notes and wide.less_certain == []


def test_pretraining_days_follow_the_widened_range(catalog):
    model, gpu = catalog.models.get("llama-3.1-8b"), catalog.gpus.get("h100-sxm")

    def run(cat):
        from gpu_advisor.core.sizing import memory_on

        runtime = cat.runtimes.get("transformers")
        return pretrain_estimate(
            cat, model, gpu, 8, 1, None, runtime, 1e12, lambda parts, per_gpu: memory_on(parts, per_gpu, gpu, runtime)
        )

    plain, wide = run(with_factors(catalog)), run(with_factors(catalog, training=(0.5, 2.0)))
    low, high = plain.training.tokens_per_s_range
    assert wide.training.tokens_per_s == plain.training.tokens_per_s
    assert wide.training.tokens_per_s_range == pytest.approx([low * 0.5, high * 2.0])
    middle, fastest, slowest = plain.cluster.days
    assert wide.cluster.days == pytest.approx([middle, fastest / 2.0, slowest / 0.5])
    assert wide.less_certain == ["training"]


def test_the_catalog_factors_are_never_narrower_than_the_calibration(catalog):
    """ranges.toml holds a fitted table for every family, each from rows of the accuracy table, at least the target
    share inside when fitted; and the gates the slow test holds each family to are that target."""
    ranges = catalog.ranges
    assert set(ranges.family) == set(FAMILIES)
    assert ranges.fitted is not None and "--fit-ranges" in ranges.source
    for name, factors in ranges.family.items():
        assert factors.low <= 1 <= factors.high
        assert factors.rows >= 6 and factors.inside >= INSIDE_TARGET, name
        assert FAMILY_GATES[name]["inside"] >= INSIDE_TARGET, name
    assert widening(ranges, ()) == (1.0, 1.0, ())


def test_a_family_fit_leaves_a_tenth_out_on_each_side():
    # ten rows: one may fall below the range and one above it. The lows a row needs (measured / low end) are
    # 0.5, 0.6, ... 1.4: the second smallest, 0.6, leaves only the 0.5 row below. The highs needed (measured / high end)
    # are 0.3, 0.4, ... 1.2: the second largest, 1.1, leaves only the 1.2 row above.
    needs = [(0.5 + i / 10, 0.3 + i / 10) for i in range(10)]
    assert fit_family_range(needs) == (0.6, 1.1)
    # never narrower than the calibration: rows all inside it leave the factors at 1
    assert fit_family_range([(1.2, 0.8)] * 10) == (1.0, 1.0)
    # rounded outwards: a need of 0.876 gives 0.87, of 1.231 gives 1.24
    assert fit_family_range([(0.876, 1.231)] * 4) == (0.87, 1.24)


def test_a_time_needs_its_range_the_other_way_round():
    row = Row(
        id="x",
        kind="ttft",
        model="m",
        gpu="g",
        count=1,
        quant="q",
        runtime="r",
        context=0,
        prompt_tokens=512,
        batch=1,
        generated=0,
        task="inference",
        value=2.0,
        unit="s",
        source="s",
        as_of="2026-01-01",
        notes="",
        options={},
    )
    # a first token measured at 2 s, estimated 1 s with the range [0.8, 1.25] s: the range's long end would need
    # dividing by 1.25 / 2 = 0.625 (the low factor) to reach 2 s
    time = Result(row=dataclasses.replace(row, kind="ttft"), estimated=1.0, fits=True, low=0.8, high=1.25)
    assert range_needs(time) == pytest.approx((0.625, 0.4))
    speed = Result(row=dataclasses.replace(row, kind="decode"), estimated=1.0, fits=True, low=0.8, high=1.25)
    assert range_needs(speed) == pytest.approx((2.5, 1.6))


@pytest.mark.parametrize(
    "text, problem",
    [
        ('new_parts = ["rtx-9090"]\n', r"ranges.toml: new_parts: unknown GPU 'rtx-9090'"),
        ('new_architectures = ["pascalwell"]\n', r"ranges.toml: new_architectures: no part .* 'pascalwell'"),
        ("[family.moe]\nlow = 1.2\nhigh = 1.5\nrows = 3\ninside = 0.8\n", r"ranges.toml: family.moe.low"),
        ("[family.vision]\nlow = 0.9\nhigh = 1.5\nrows = 3\ninside = 0.8\n", r"ranges.toml: family: .*unknown family"),
    ],
)
def test_a_wrong_ranges_file_is_refused_with_its_field(tmp_path, text, problem):
    (tmp_path / "ranges.toml").write_text(text, encoding="utf-8")
    with pytest.raises(CatalogError, match=problem):
        load_catalog(replaced_from=tmp_path)


def test_without_a_ranges_file_no_range_is_widened(catalog):
    assert RangeByFamily().factors(("moe", "concurrency")) == (1.0, 1.0)
    assert catalog.ranges.factors(("moe",)) != (1.0, 1.0)
