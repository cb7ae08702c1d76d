"""Cloud billing modes (on demand, monthly / 包月, reserved, spot) chosen for the buyer's hours, and the hosted-API
("rent tokens") comparison, each checked against a hand calculation."""

from __future__ import annotations

import datetime as dt

import pytest
from pydantic import ValidationError

from gpu_advisor.core.catalog.schema import BillingMode, CloudPrice
from gpu_advisor.core.options.pricing import choose_billing
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.recommend.api_comparison import token_load
from gpu_advisor.core.scenario import Budget, Scenario

TODAY = dt.date(2026, 11, 30)
SOURCE = {"source": "a test price", "as_of": dt.date(2026, 11, 1)}


def price(**fields):
    return CloudPrice(region="cn-test", market="cn", currency="CNY", on_demand_per_hour=10.0, **SOURCE, **fields)


def scenario(**changes):
    return Scenario(**{"model": "deepseek-r1-distill-qwen-32b", "region": "cn", **changes})


# 10 CNY an hour on demand, 2,000 a month (包月), 2.5 an hour reserved for a year (x 730 h = 1,825 a month)
MODES = price(
    reserved_1y_per_hour=2.5,
    modes=[BillingMode(mode="monthly", per_month=2000.0, **SOURCE)],
)


def test_on_demand_below_the_break_even_hours():
    # 4 h a day = 4 x 365 / 12 = 121.7 h a month: 1,216.7 on demand < 1,825 reserved < 2,000 monthly
    billing = choose_billing(scenario(hours_per_day=4), MODES, "inference")
    assert billing.mode == "on_demand"
    assert billing.hourly == pytest.approx(10.0)
    keys = [r.key for r in billing.reasons]
    assert keys[0] == "reason.billing.on_demand"
    # the reason says above how many hours a month the fixed-price modes pay: 2,000 / 10 = 200, 1,825 / 10 = 182.5
    above = {r.key: r.params["above"] for r in billing.reasons[1:]}
    assert above == {"reason.billing.monthly_above": 200, "reason.billing.reserved_above": 182}


def test_reserved_and_monthly_beat_on_demand_above_the_break_even():
    # 8 h a day = 243.3 h a month: 2,433 on demand > 2,000 monthly > 1,825 reserved for the year
    billing = choose_billing(scenario(hours_per_day=8), MODES, "inference")
    assert billing.mode == "reserved_1y"
    assert billing.hourly == pytest.approx(1825 / (8 * 365 / 12))
    assert billing.reasons[0].key == "reason.billing.reserved"
    # without the reservation, the monthly subscription wins, and says from 200 h a month
    monthly_only = price(modes=[BillingMode(mode="monthly", per_month=2000.0, **SOURCE)])
    billing = choose_billing(scenario(hours_per_day=8), monthly_only, "inference")
    assert (billing.mode, billing.per, billing.rate) == ("monthly", "month", 2000.0)
    assert billing.reasons[0].params["above"] == 200
    assert "包月" in billing.reasons[0].render("zh_CN")


def test_a_reservation_longer_than_the_horizon_is_not_used():
    three_years = price(modes=[BillingMode(mode="reserved_3y", per_hour=1.0, **SOURCE)])
    assert choose_billing(scenario(hours_per_day=24, horizon_years=3), three_years, "inference").mode == "reserved_3y"
    assert choose_billing(scenario(hours_per_day=24, horizon_years=2), three_years, "inference").mode == "on_demand"


def test_spot_is_refused_for_a_chat_service_and_used_for_batch_work():
    spot = price(spot_per_hour=3.0)
    chat = choose_billing(scenario(use_case="chat"), spot, "inference")
    assert chat.mode == "on_demand"
    assert chat.reasons[-1].key == "reason.billing.spot_refused"
    assert "cannot stop mid-answer" in chat.reasons[-1].render("en")
    assert "竞价" in chat.reasons[-1].render("zh_CN")
    qa = choose_billing(scenario(use_case="document_qa"), spot, "inference")
    assert qa.mode == "on_demand"
    batch = choose_billing(scenario(use_case="batch"), spot, "inference")
    assert (batch.mode, batch.hourly) == ("spot", 3.0)
    assert batch.reasons[0].key == "reason.billing.spot_batch"
    # fine-tuning runs resume from a checkpoint; a job of some hours never takes a monthly commitment
    training = choose_billing(scenario(use_case="batch"), MODES.model_copy(update={"spot_per_hour": 3.0}), "lora")
    assert training.mode == "spot"
    assert training.reasons[0].key == "reason.billing.spot_training"


def test_a_billing_mode_has_the_one_price_its_mode_takes():
    with pytest.raises(ValidationError, match="per_month"):
        BillingMode(mode="monthly", per_hour=3.0, **SOURCE)
    with pytest.raises(ValidationError, match="per_hour"):
        BillingMode(mode="spot", per_month=3.0, **SOURCE)
    with pytest.raises(ValidationError, match="twice"):
        price(spot_per_hour=3.0, modes=[BillingMode(mode="spot", per_hour=2.0, **SOURCE)])


def test_the_token_load_and_the_api_cost_by_hand(catalog):
    # 5 people, 400-token answers at 10 tokens/s: a question every 40 s each, 10 h a day (no thinking counted here:
    # the reasoning model's thinking has its own test below)
    s = scenario(concurrent_users=5, hours_per_day=10, prompt_tokens=1500, answer_tokens=400, thinking_tokens=0)
    load = token_load(s, thinks=True)
    assert load.questions_per_day == pytest.approx(5 * 10 * 3600 / 40)  # 4,500
    result = recommend(catalog, s.model_copy(update={"budget": Budget(one_off=200_000)}), TODAY)
    apis = result.api_comparison
    assert apis is not None
    flash = next(q for q in apis.quotes if q.offer.id == "deepseek-flash")
    # 4,500 x 1,500 = 6.75 M input tokens x 2 CNY + 4,500 x 400 = 1.8 M output x 8 CNY = 27.9 CNY a day
    assert flash.per_year == pytest.approx(27.9 * 365)
    assert flash.horizon_total == pytest.approx(27.9 * 365 * 3)  # 30,550.5
    assert not flash.same_model  # V4.1-Flash stands in for the distill; the text says so
    assert apis.cheapest.offer.id == "deepseek-flash"
    assert apis.cheaper  # for five people, tokens cost less than any hardware that does the job
    best = result.recommended
    assert best is not None and any(r.key == "reason.api_cheaper" for r in best.reasons)
    suggestion = next(t for t in result.suggestions if t.key == "suggest.api")
    assert "leave the company" in suggestion.render("en")
    assert "离开公司" in suggestion.render("zh_CN")
    assert "30,550" in suggestion.render("en") and "4,500" in suggestion.render("en")
    data = result.to_dict("zh_CN")["api_comparison"]
    assert data["questions_per_day"] == 4500 and data["cheaper_than_hardware"] is True
    assert data["offers"][0]["horizon_total"] == 30550


def test_a_reasoning_models_thinking_is_billed_as_output(catalog):
    # the 32B distill thinks (models.toml thinks = true): 1,500 tokens of thinking and a 400-token answer are 1,900
    # tokens written per question, 190 s at 10 tokens/s; 5 people for 10 h make 5 x 36,000 / 190 = 947.4 questions
    # a day. DeepSeek Flash (peak): 947.4 x 1,500 = 1.421 M input x 2 CNY + 947.4 x 1,900 = 1.800 M output x 8 CNY
    # = 2.842 + 14.400 = 17.242 CNY a day.
    s = scenario(concurrent_users=5, hours_per_day=10, prompt_tokens=1500, answer_tokens=400, thinking_tokens=1500)
    load = token_load(s, thinks=True)
    assert load.seconds_per_question == pytest.approx(190)
    assert load.questions_per_day == pytest.approx(180_000 / 190)
    assert load.output_tokens_per_day == pytest.approx(180_000 / 190 * 1900)
    plain = token_load(s, thinks=False)  # a model that answers at once writes only its answer
    assert plain.output_tokens_per_day == pytest.approx(4_500 * 400)
    result = recommend(catalog, s.model_copy(update={"budget": Budget(one_off=200_000)}), TODAY)
    apis = result.api_comparison
    assert apis is not None and apis.load.thinking_tokens == 1500
    flash = next(q for q in apis.quotes if q.offer.id == "deepseek-flash")
    assert flash.per_year == pytest.approx((180_000 / 190) * (1500 * 2 + 1900 * 8) / 1e6 * 365)
    assert "1,500 tokens of thinking" in apis.load.assumption.render("en")
    assert "1,500 个思考 token" in apis.load.assumption.render("zh_CN")


def test_the_api_cost_is_a_range_from_the_typical_case_to_the_upper_bound(catalog):
    # Issue 23 item 4. The first test's load: 5 people, 400-token answers at 10 tokens/s, a question every 40 s each
    # at the upper bound (4,500 a day). Typically each reads the answer first: 238 words a minute x 4/3 tokens a word
    # = 5.289 tokens/s, so 400 tokens take 75.6 s; a question every 115.6 s, 5 x 36,000 / 115.6 = 1,557 a day, 34.6%
    # of the upper bound; DeepSeek Flash 27.9 CNY a day x 0.346 = 9.65 CNY a day, 10,568 over 3 years.
    s = scenario(concurrent_users=5, hours_per_day=10, prompt_tokens=1500, answer_tokens=400, thinking_tokens=0)
    load = token_load(s, thinks=True)
    reading = 400 / (238 * 4 / 3 / 60)
    assert reading == pytest.approx(75.63, abs=0.01)
    assert load.typical_seconds_per_question == pytest.approx(40 + reading)
    assert load.typical_questions_per_day == pytest.approx(180_000 / (40 + reading))  # 1,557
    result = recommend(catalog, s.model_copy(update={"budget": Budget(one_off=200_000)}), TODAY)
    apis = result.api_comparison
    assert apis is not None
    flash = next(q for q in apis.quotes if q.offer.id == "deepseek-flash")
    assert flash.typical_horizon_total == pytest.approx(27.9 * 365 * 3 * 40 / (40 + reading))  # 10,568
    assert flash.horizon_total == pytest.approx(27.9 * 365 * 3)  # the upper bound stays what is compared
    suggestion = next(t for t in result.suggestions if t.key == "suggest.api").render("en")
    assert "10,568 to 30,550 CNY" in suggestion and "from 1,557 questions a day" in suggestion
    assert "10,568 至 30,550 CNY" in next(t for t in result.suggestions if t.key == "suggest.api").render("zh_CN")
    data = result.to_dict("en")["api_comparison"]
    assert data["typical_questions_per_day"] == 1557
    assert data["offers"][0]["typical_horizon_total"] == 10568 and data["offers"][0]["horizon_total"] == 30550


def test_a_wish_of_almost_no_speed_still_gives_a_finite_load():
    # found by tests/gui/test_robustness.py: a wished speed of 5e-324 tokens/s made a 1,900-token question last
    # forever (1,900 / 5e-324 overflows) and its assumption line fail; each person still asks one question a day
    s = scenario(concurrent_users=5, hours_per_day=10, tokens_per_s_per_user=5e-324, answer_tokens=400)
    load = token_load(s, thinks=True)
    assert load.seconds_per_question == 24 * 3600
    assert load.questions_per_day == pytest.approx(5 * 10 * 3600 / (24 * 3600))
    assert "86,400 s" in load.assumption.render("en")


def test_no_api_comparison_for_fine_tuning_or_a_model_no_api_serves(catalog):
    result = recommend(catalog, scenario(model="llama-2-7b"), TODAY)
    assert result.api_comparison is None and result.to_dict()["api_comparison"] is None


def test_a_mainland_cloud_instance_holds_deepseek_r1(catalog):
    s = scenario(model="deepseek-r1", target="cloud", budget=Budget(one_off=None, monthly=200_000))
    result = recommend(catalog, s, TODAY)
    sound = [o for o in result.options if o.sound and o.kind == "cloud"]
    assert sound, "no mainland instance holds DeepSeek-R1 671B"
    held = {o.cloud_instance for o in sound}
    assert held <= {"aliyun-ecs.gn9gc-8x.64xlarge", "aliyun-ecs.sccgn7ex.32xlarge"}
    for option in sound:
        instance = catalog.cloud.get(option.cloud_instance)
        assert any(p.market == "cn" for p in instance.prices)
        assert option.quant in {q.id for q in catalog.quants_at("int4")}  # 576-640 GB hold R1 at 4-bit, not FP8
        assert option.priced.billing is not None and option.priced.billing.mode == "on_demand"  # chat: no spot
    best = result.recommended
    # the cheaper gn9gc is lent to invited customers only: shown, never first (issue 23)
    assert best is not None and best.cloud_instance == "aliyun-ecs.sccgn7ex.32xlarge"
    invited = next(o for o in sound if o.cloud_instance == "aliyun-ecs.gn9gc-8x.64xlarge")
    # 287.584 CNY an hour x 10 h x 365 days x 3 years
    assert invited.priced.horizon_total == pytest.approx(287.584 * 10 * 365 * 3)
    assert invited.priced.horizon_total < best.priced.horizon_total
    assert "invitation-only" in catalog.cloud.get("gn9gc").name and catalog.cloud.get("gn9gc").invitation_only


def test_what_usage_would_make_owning_pay_by_hand(catalog):
    """#15 item 3: a plain statement when owning does not pay off, and the usage from which it would. The API's cost
    grows with the questions, the owned option's does not: break-even = questions a day x owned total / API total."""
    import dataclasses

    s = scenario(concurrent_users=5, hours_per_day=10, prompt_tokens=1500, answer_tokens=400, thinking_tokens=0)
    result = recommend(catalog, s.model_copy(update={"budget": Budget(one_off=200_000)}), TODAY)
    apis = result.api_comparison
    assert apis is not None and apis.cheapest.horizon_total == pytest.approx(30_550.5)  # as above: 27.9 CNY a day

    # owning costs twice the API: 4,500 x 2 = 9,000 questions a day, which the same 5 people reach in 20 h a day
    twice = dataclasses.replace(apis, compared_with="2 × Card", compared_total=61_101.0)
    assert twice.break_even_questions_per_day() == pytest.approx(9_000)
    assert twice.break_even_hours_per_day() == pytest.approx(20.0)
    verdict = twice.verdict()
    assert verdict.key == "api.verdict.no_pay.own" and verdict.params["usage"].key == "api.usage.hours"
    en = verdict.render("en")
    assert en.startswith("Private hardware does not pay off at this load: 2 × Card costs 61,101 CNY over 3 years")
    assert "from about 9,000 questions a day, 2.0 times this estimate" in en
    assert "the same 5 people using it 20.0 hours a day instead of 10.0" in en
    zh = verdict.render("zh_CN")
    assert "自购硬件不划算" in zh and "9,000" in zh and "20.0 小时" in zh

    # five times the API: 22,500 questions a day, more than 4,500 x 24 / 10 = 10,800 round the clock
    five = dataclasses.replace(apis, compared_with="2 × Card", compared_total=152_752.5)
    assert five.break_even_questions_per_day() == pytest.approx(22_500)
    assert five.break_even_hours_per_day() is None
    usage = five.verdict().params["usage"]
    assert usage.key == "api.usage.beyond" and usage.params["most"] == 10_800 and usage.params["times"] == 5.0

    # half the API: owning pays off; below 2,250 questions a day (50% of this estimate) tokens would cost less
    half = dataclasses.replace(apis, compared_with="2 × Card", compared_total=15_275.25)
    verdict = half.verdict()
    assert verdict.key == "api.verdict.pays.own"
    assert verdict.params["questions"] == 2_250 and verdict.params["share"] == 50
    # a cloud buyer compares a rented machine, and is told so
    assert half.verdict("Cloud box", 15_275.25, rented=True).key == "api.verdict.pays.cloud"
    # nothing to compare with: no statement
    assert dataclasses.replace(apis, compared_with=None, compared_total=None).verdict() is None
