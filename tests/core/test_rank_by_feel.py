"""Rank by what the buyer will feel (issue 23, item 4 "The ranking picks the wrong one of two valid options" and What to
build 3): the time from question to complete answer for chat and Q&A, a first choice that starts with memory to
spare on every card, and a long rented fine-tune priced on demand, not on spot instances that will be interrupted."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from gpu_advisor.core.options.option import Option
from gpu_advisor.core.options.request import (  # noqa: PLC2701
    Context,
    first_word_wait,
    prompt_work,
    resolve_model,
    task_of,
)
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import Scenario, scenario_from_dict, template

TODAY = dt.date(2026, 11, 30)
SPARE_GB, SPARE_SHARE = 1.0, 0.05  # what a first choice keeps free on each card, at least (issue 23)
GOLDEN_R1_SERVER_ROOM = Path(__file__).parents[1] / "data" / "golden" / "scenarios" / "deepseek_r1_server_room.json"
SPOT_HOURS = 6.0  # core.options.pricing.SPOT_MAX_JOB_HOURS: a longer rented fine-tune is not put on spot


def answer_seconds(ctx: Context, option: Option) -> float:
    """Question to complete answer, as the reasons print it (reason.thinking's `done`): the first-word wait under
    load, then thinking and answer at the speed per user."""
    s = ctx.scenario
    wait = first_word_wait(max(ctx.users, 1), prompt_work(ctx), option.estimate.speed)
    assert wait is not None and option.per_user_tokens_per_s
    return wait + (s.thinking_tokens + s.answer_tokens) / option.per_user_tokens_per_s


def _scenario(**fields) -> Scenario:
    """The template with these fields in place, and no machine yet (as the expert panel builds its scenarios)."""
    data = template().model_dump(mode="json")
    data["existing"] = {}
    data.update(fields)
    return scenario_from_dict(data)


def _ctx(catalog, scenario: Scenario) -> Context:
    return Context(
        catalog, scenario, resolve_model(catalog, scenario), task_of(scenario), scenario.concurrent_users, TODAY
    )


# the 32B reasoning distill (1,500 tokens of thinking before a 600-token answer) for 3 people in an office in China
OFFICE_REASONING = {
    "model": "deepseek-r1-distill-qwen-32b",
    "use_case": "chat",
    "target": "office",
    "concurrent_users": 3,
    "prompt_tokens": 1000,
    "budget": {"one_off": 100_000, "currency": "CNY"},
}


def test_a_mac_whose_answers_come_far_later_is_not_the_first_choice(catalog):
    """Issue 23: a Mac first although its answers came 77-109 s after a GPU tower's. The 96 GB Mac Studio costs less
    than two RTX 5080s in a tower, but its complete answer (thinking included) takes over twice as long: about 155 s
    against 75 s. The tower comes first; the Mac is still shown. Since the tower is priced by its parts (issue 24 item
    3: CNY 12,850 for two small cards, against a flat 15,000 before) and Apple's price rise of 2026-06-25 (USD 5,299),
    two RTX 5060 Ti in it cost less than the Mac and answer sooner, so they are the cheaper 平替."""
    scenario = _scenario(**OFFICE_REASONING)
    result = recommend(catalog, scenario, today=TODAY)
    ctx = _ctx(catalog, scenario)
    best = result.recommended
    mac = next(o for o in result.all_options if o.gpu == "m3-ultra-96gb" and o.sound and o.within_budget)
    assert best is not None and best is not mac and best.platform != "office-apple"
    best_s, mac_s = answer_seconds(ctx, best), answer_seconds(ctx, mac)
    assert best_s is not None and mac_s is not None
    assert mac_s - best_s > 60 and mac_s > 1.8 * best_s
    # the time is the one the reasons print: reason.thinking's `done`
    done = next(r for r in best.reasons if r.key == "reason.thinking").params["done"]
    assert done == round(best_s)
    # the Mac is cheaper than the first choice and still offered; the budget alternative costs less again
    assert mac.priced.horizon_total < best.priced.horizon_total
    assert mac in result.options
    alternative = next(o for o in result.options if o.label == "budget_alternative")
    assert (alternative.gpu, alternative.count, alternative.platform) == ("rtx-5060-ti-16gb", 2, "office-tower")
    assert alternative.priced.horizon_total < mac.priced.horizon_total
    alternative_s = answer_seconds(ctx, alternative)
    assert alternative_s is not None and alternative_s < mac_s
    machine = sum(p.amount for p in alternative.priced.parts if p.item == "machine")
    # 14,254.46 CNY: board for two, 32 GB, 2 TB, the 1,000 W supply ((2 x 180 + 200 + 200) x 1.2 = 912 W), case
    assert machine == pytest.approx(6967.5 + 32 * 104.03 + 2 * 974.5 + 809 + 1200)


def test_the_time_to_a_complete_answer_ranks_only_chat_and_questions(catalog):
    from gpu_advisor.core.recommend.ranking import answer_seconds as ranked_seconds  # noqa: PLC2701

    for use, judged in (("chat", True), ("document_qa", True), ("batch", False)):
        scenario = _scenario(**{**OFFICE_REASONING, "use_case": use})
        ctx = _ctx(catalog, scenario)
        for option in recommend(catalog, scenario, today=TODAY).options:
            seconds = ranked_seconds(ctx, option)
            # an option whose first-word wait is unknown (a part with no prompt-reading speed: the DGX Spark, whose
            # peak compute the catalog does not give) has no time either, as ranking.answer_seconds says
            known_wait = first_word_wait(max(ctx.users, 1), prompt_work(ctx), option.estimate.speed) is not None
            assert (seconds is not None) == (judged and bool(option.per_user_tokens_per_s) and known_wait)
            if seconds is not None:
                assert seconds == answer_seconds(ctx, option)


def test_a_first_choice_keeps_at_least_one_gb_and_five_per_cent_free_on_every_card(catalog):
    """Issue 23: a first choice with 0.25 GB to spare per card, which would not start. A 14B model for four people in
    a server room on 60,000 CNY: the only option within the budget was one rented T4 with 0.85 GB free of its 16 GB
    (5.5%), and it came first. It is still listed, but nothing that tight is recommended; the suggestions say what
    would do."""
    scenario = _scenario(
        model="qwen2.5-14b",
        use_case="chat",
        target="server_room",
        concurrent_users=4,
        prompt_tokens=1000,
        budget={"one_off": 60_000, "currency": "CNY"},
    )
    result = recommend(catalog, scenario, today=TODAY)
    tight = next(o for o in result.all_options if o.gpu == "t4" and o.kind == "cloud" and o.sound and o.within_budget)
    assert tight.estimate.memory.headroom_gb < SPARE_GB
    assert result.recommended is None and result.suggestions
    for case in (scenario, _scenario(**OFFICE_REASONING), template()):
        best = recommend(catalog, case, today=TODAY).recommended
        assert best is not None or case is scenario
        if best is not None:
            assert best.estimate.memory.headroom_gb >= SPARE_GB
            assert best.headroom_share >= SPARE_SHARE


def test_a_long_rented_fine_tune_is_priced_on_demand_not_on_spot(catalog):
    """Issue 23: a 43-hour fine-tune on spot instances that will be interrupted. LoRA on Qwen3-32B over 100M tokens,
    rented in China: the first choice ran about 83 hours on spot. A run longer than SPOT_MAX_JOB_HOURS (6) is priced on
    demand, and the reasons say why spot is not used; a run of a few hours may still use spot."""

    def tune(model: str, tokens: int):
        scenario = _scenario(
            model=model,
            use_case="fine_tune",
            target="cloud",
            fine_tune={"method": "lora", "dataset_tokens": tokens, "epochs": 3},
            budget={"one_off": None, "monthly": 300_000, "currency": "CNY"},
        )
        return recommend(catalog, scenario, today=TODAY)

    rented = [o for o in tune("qwen3-32b", 100_000_000).all_options if o.kind == "cloud" and o.job_hours]
    long_runs = [o for o in rented if o.job_hours[0] > SPOT_HOURS]
    assert long_runs
    for option in long_runs:
        billing = option.priced.billing
        assert billing is not None and billing.mode != "spot", (option.cloud_instance, option.job_hours)
    refused = [
        r for o in long_runs for r in o.priced.billing.reasons if r.key == "reason.billing.spot_refused_long_run"
    ]
    assert refused and "hours" in refused[0].render("en") and "小时" in refused[0].render("zh_CN")
    best = tune("qwen3-32b", 100_000_000).recommended
    assert best is not None and best.priced.billing.mode != "spot"
    # a short run keeps the cheaper spot price
    short = [o for o in tune("qwen2.5-7b", 50_000_000).all_options if o.kind == "cloud" and o.job_hours]
    assert any(o.priced.billing.mode == "spot" for o in short if o.job_hours[0] <= SPOT_HOURS)


def test_a_rental_does_not_come_first_only_because_the_buyers_own_kind_has_a_wide_range(catalog):
    """Full DeepSeek-R1 for 20 people in a server room in China (the golden deepseek_r1_server_room; the buyer's own
    2,000 W rack server takes no set of eight 300 W cards): the two Atlas servers are estimated at 15 tokens/s each
    against 10 wished, but their runtime is uncalibrated and the low end of their range (about 4) misses the wish,
    while an Alibaba 8 x A100 rental's range does not. The rental costs about twice as much over the three years;
    before the fix it came first on the margin rule alone. A buyer who asked for a server room gets the servers
    first, the rental stays on the list as the buy-versus-rent comparison."""
    scenario = scenario_from_dict(json.loads(GOLDEN_R1_SERVER_ROOM.read_text(encoding="utf-8")))
    result = recommend(catalog, scenario, today=TODAY)
    first = result.recommended
    assert first is not None and first.kind == "buy", first
    rentals = [o for o in result.options if o.kind == "cloud" and o.meets_speed]
    assert rentals, "the rentals stay on the list as the comparison"
    # what made the case: the first choice's low end misses the wish, some rental's does not, and costs more
    assert first.per_user_range is not None and first.per_user_range[0] < scenario.tokens_per_s_per_user
    margin = [o for o in rentals if o.per_user_range and o.per_user_range[0] >= scenario.tokens_per_s_per_user]
    assert margin and all(o.priced.horizon_total > first.priced.horizon_total for o in margin)


def test_a_rented_first_choice_says_when_owning_instead_is_over_the_budget(catalog):
    """A US server room on 21,000 USD: no machine of its own that does the job fits the budget (the RTX PRO 5000 in a
    2U priced by its parts comes to about 32,500 over 3 years), so a rental comes first. The decision used to read "buy
    1 x RTX PRO 5000 instead: 32,505 USD", as if it were affordable; it now says that figure is over the budget."""
    from gpu_advisor.core.presentation import decision_text

    scenario = _scenario(region="us", budget={"currency": "USD", "one_off": 21000})
    result = recommend(catalog, scenario, today=TODAY)
    assert result.recommended is not None and result.recommended.kind == "cloud"
    owned = [o for o in result.all_options if o.kind == "buy" and o.sound and o.ruled_out is None]
    cheapest = min(owned, key=lambda o: o.priced.horizon_total)
    assert not cheapest.within_budget and cheapest.priced.horizon_total > 21000
    said = decision_text(result, "en")
    assert f"{cheapest.priced.horizon_total:,.0f} USD over the same years" in said and said.endswith(
        "over your budget."
    )
    assert decision_text(result, "zh_CN").endswith("超出您的预算。")
