"""The decision in one sentence (issue 22): what to buy, its cost against the budget, when a typical answer is complete,
and the one condition that would change it, in agreement with the pick."""

from __future__ import annotations

from gpu_advisor.core.presentation.decision import decision, decision_text
from gpu_advisor.core.presentation.why_not import alternatives
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import Budget, Scenario, template


def test_the_decision_names_the_pick_its_cost_against_the_budget_and_the_answer_time(catalog):
    result = recommend(catalog, template())
    best = result.recommended
    parts = {part.key: part for part in decision(result)}
    assert list(parts)[0] == "decision.buy" and parts["decision.buy"].params["name"] == result.option_name(best)
    spare = template().budget.one_off - best.priced.upfront  # 150,000 less the pick's price up front
    assert parts["decision.budget.within"].params["by"] == f"{spare:,.0f} CNY"
    thinking = next(r for r in best.reasons if r.key == "reason.thinking")  # DeepSeek-R1 distill: it thinks first
    assert parts["decision.thinking"].params == {"starts": thinking.params["starts"], "done": thinking.params["done"]}
    # renting tokens costs less here than owning: said once, as the condition that would change the answer
    assert result.api_comparison.cheapest.horizon_total < best.priced.horizon_total
    assert {"decision.unless_api", "decision.unless_api_other"} & set(parts)
    text = decision_text(result, "zh_CN")
    assert text.startswith("购买 ") and "预算之内" in text


def test_no_recommendation_no_decision(catalog):
    result = recommend(catalog, Scenario(budget=Budget(one_off=20_000)))
    assert result.recommended is None and decision(result) == [] and decision_text(result, "en") == ""


def test_data_that_stays_in_the_company_rules_out_every_rental(catalog):
    """Asked once (issue 22), held as a requirement: no rented machine, no hosted API, no condition about either."""
    scenario = template().model_copy(update={"data_may_leave": False})
    result = recommend(catalog, scenario)
    clouds = [o for o in result.all_options if o.kind == "cloud"]
    assert clouds and all(o.ruled_out is not None and o.ruled_out.key == "rule.data_stays" for o in clouds)
    assert all(o.kind != "cloud" for o in result.options if o.label in ("recommended", "budget_alternative"))
    assert result.api_comparison is None
    assert [x.key for x in alternatives(result)] == ["alt.data_stays"]
    keys = [part.key for part in decision(result)]
    assert keys[0] == "decision.buy" and not any("unless" in k or "cheaper" in k for k in keys)


def test_data_that_may_leave_makes_a_cheaper_rental_a_fact_not_a_condition(catalog):
    unanswered = recommend(catalog, template())
    allowed = recommend(catalog, template().model_copy(update={"data_may_leave": True}))
    # the same options and the same pick: only the words change
    assert allowed.option_name(allowed.recommended) == unanswered.option_name(unanswered.recommended)
    keys = [part.key for part in decision(allowed)]
    assert {"decision.api_cheaper", "decision.api_cheaper_other"} & set(keys)
    assert "alt.privacy" in [x.key for x in alternatives(unanswered)]
    assert "alt.privacy" not in [x.key for x in alternatives(allowed)]
    assert "可以离开公司" in decision_text(allowed, "zh_CN") and "只有当" not in decision_text(allowed, "zh_CN")


def test_a_data_answer_of_any_other_kind_is_refused_by_name():
    import pytest

    from gpu_advisor.core.scenario import ScenarioError, scenario_from_dict

    data = template().model_dump(mode="json") | {"data_may_leave": "maybe"}
    with pytest.raises(ScenarioError) as error:
        scenario_from_dict(data)
    assert "May data leave the company" in str(error.value)
