"""The decision in one sentence (issue 22): what to buy, its cost against the budget, when a typical answer is complete,
and the one condition that would change it, in agreement with the pick."""

from __future__ import annotations

from gpu_advisor.core.presentation.decision import decision, decision_text
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
