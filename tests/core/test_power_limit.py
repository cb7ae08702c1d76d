"""Issue 23, item 5: power-limited cards as integrators build them. Where a tower's supply carries the cards only held
below their board power (`nvidia-smi -pl`), the option is offered that way, with its cost in speed from a published
sweep (core.sizing.power_limit), instead of failing the power check; below 70% of the board power it is not."""

import datetime as dt

import pytest

from gpu_advisor.core.checks.checks import check_power, power_limit_w
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import Scenario, template
from gpu_advisor.core.sizing import estimate, power_limit_factors, power_limited

TODAY = dt.date(2026, 11, 30)


def test_the_factors_are_the_sweeps_at_its_measured_limits():
    # llmgarage.ai's sweep: decode 72.6 / 70.7 tokens/s and prefill 9,893 / 8,436 tokens/s at 350 / 250 W
    assert power_limit_factors(1.0) == (1.0, 1.0)
    decode, prefill = power_limit_factors(250 / 350)
    assert decode == pytest.approx(70.7 / 72.6) and prefill == pytest.approx(8436 / 9893)
    # halfway between 300 W and 250 W: halfway between their factors
    decode, prefill = power_limit_factors(275 / 350)
    assert decode == pytest.approx((72.1 / 72.6 + 70.7 / 72.6) / 2)
    assert prefill == pytest.approx((9326 / 9893 + 8436 / 9893) / 2)


def test_two_450_w_cards_on_a_1300_w_supply_are_held_to_340_w(catalog):
    gpu = catalog.gpus.get("rtx-4090")
    assert gpu.tdp_w == 450
    # by the rule (cards + 200 W + 100 W a card) x 1.2: 1,560 W at full power; 1300 / 1.2 = 1,083 W, less the 400 W
    # of the rest, is 683 W for two cards: 341 W each, 340 W in steps of 10, 76% of 450 W (at least 70%)
    assert power_limit_w(gpu, 2, 1300) == 340
    check = check_power(gpu, 2, 1300)
    assert check is not None and check.status == "warn" and check.message.key == "check.power.limited"
    assert check.message.params["need"] == 1560
    # a 1,000 W supply leaves 216 W a card, 48% of the board power: not offered, the check fails as before
    assert power_limit_w(gpu, 2, 1000) is None
    assert check_power(gpu, 2, 1000).status == "fail"
    # a supply that carries them at full power needs no limit
    assert power_limit_w(gpu, 2, 1600) is None and check_power(gpu, 2, 1600).status == "pass"


def test_a_limit_slows_prompt_reading_more_than_answering(catalog):
    model, gpu = catalog.models.get("qwen2.5-32b"), catalog.gpus.get("rtx-4090")
    full = estimate(catalog, model, gpu, 2, catalog.quants.get("awq-int4"), catalog.runtimes.get("vllm"))
    held = power_limited(full, 340 / 450)
    decode, prefill = power_limit_factors(340 / 450)
    assert held.speed.decode_tokens_per_s == pytest.approx(full.speed.decode_tokens_per_s * decode)
    assert held.speed.prefill_tokens_per_s == pytest.approx(full.speed.prefill_tokens_per_s * prefill)
    assert held.speed.ttft_s == pytest.approx(full.speed.ttft_s / prefill)
    assert held.memory == full.memory  # the same memory: a limit changes the clock, not what fits


def test_a_tower_whose_supply_carries_the_cards_only_limited_is_offered_them_limited(catalog):
    """The buyer's own tower with a 1,300 W supply and room for two cards: before, every two-card build failed the
    power check; now it is offered with the cards held to a stated limit, its speed lowered by the sweep's factors."""
    scenario = Scenario.model_validate(
        template().model_dump()
        | {
            "model": "qwen2.5-32b",
            "target": "office",
            "region": "us",
            "concurrent_users": 4,
            "budget": {"one_off": 20_000, "currency": "USD"},
            "existing": {"chassis": "tower", "psu_watts": 1300, "free_slots": 6, "os": "linux"},
        }
    )
    result = recommend(catalog, scenario, TODAY)
    limited = [o for o in result.all_options if o.power_limit_w is not None]
    assert limited, "no option was offered with its cards power-limited"
    for option in limited:
        gpu = catalog.gpus.get(option.gpu)
        assert 0.7 * gpu.tdp_w <= option.power_limit_w < gpu.tdp_w
        power = next(c for c in option.checks if c.id == "power_supply")
        assert power.status == "warn"
        assert any(r.key == "reason.power_limited" for r in option.reasons)
    text = next(r for o in limited for r in o.reasons if r.key == "reason.power_limited").render("zh_CN")
    assert "nvidia-smi -pl" in text and "满功率" in text


def test_the_acceptance_test_checks_the_limit_after_a_restart(catalog):
    """A machine delivered with power-limited cards must keep the limit: the memo's acceptance test reads it back."""
    from gpu_advisor.core.presentation.memo import acceptance_test

    scenario = Scenario.model_validate(
        template().model_dump()
        | {
            "model": "qwen2.5-32b",
            "target": "office",
            "region": "us",
            "budget": {"one_off": 20_000, "currency": "USD"},
            "existing": {"chassis": "tower", "psu_watts": 1300, "free_slots": 6, "os": "linux"},
        }
    )
    result = recommend(catalog, scenario, TODAY)
    option = next(o for o in result.all_options if o.power_limit_w is not None and o.sound)
    rows = acceptance_test(result, option, "en")
    row = next(r for r in rows if r[0] == "Power limit")
    assert row[1].startswith(f"{option.power_limit_w} W") and "power.limit" in row[2]
    plain = next(o for o in result.all_options if o.power_limit_w is None and o.sound and o.kind == "buy")
    assert all(r[0] != "Power limit" for r in acceptance_test(result, plain, "en"))


def test_two_rtx_5090_in_the_buyers_1600_w_tower_are_held_to_460_w(catalog):
    """The issue's integrator practice: a 5090 capped at about 450 W. The expert panel's tower
    (office-70b-2u-us-own-1600w-tower) gets two RTX 5090 first, each held to (1600 / 1.2 - 400) / 2 = 466.7 W, 460 W
    in steps of 10 (80% of 575 W), answering at 98.5% and reading prompts at 91% of full power (the sweep between
    300 and 250 of 350 W: 86% and 71%)."""
    scenario = Scenario.model_validate(
        template().model_dump()
        | {
            "use_case": "chat",
            "model": "llama-3.3-70b",
            "target": "office",
            "region": "us",
            "concurrent_users": 2,
            "context_tokens": 8192,
            "prompt_tokens": 1000,
            "budget": {"one_off": 8000, "currency": "USD"},
            "existing": {"chassis": "tower", "psu_watts": 1600, "free_slots": 6, "os": "linux"},
        }
    )
    best = recommend(catalog, scenario, TODAY).recommended
    assert (best.gpu, best.count, best.power_limit_w) == ("rtx-5090", 2, 460)
    decode, prefill = power_limit_factors(460 / 575)
    w = (460 / 575 - 250 / 350) / (300 / 350 - 250 / 350)
    assert decode == pytest.approx(70.7 / 72.6 + w * (72.1 / 72.6 - 70.7 / 72.6))
    assert prefill == pytest.approx(8436 / 9893 + w * (9326 / 9893 - 8436 / 9893))
    assert round(decode, 3) == 0.985 and round(prefill, 2) == 0.91
