"""From a scenario to ranked options a buyer can act on: recommended (首选), budget alternative (平替)
and avoid (踩雷), each with its cost over the years, its checks and its reasons.

1. Options (core.options.generate): every GPU x count x precision x runtime that the target's platforms can
   hold, every cloud instance, and the buyer's own GPUs; each is sized by the engine (core.sizing),
   checked (core.checks) and judged: fits, fast enough, within budget.
2. Pricing (core.options.pricing, from core.costing's numbers): each one's price, running cost over the years
   and break-even against renting.
3. Ranking (core.recommend.ranking): options that fit, are fast enough, pass their checks and keep to the budget
   compete; the ones on the cost / speed / headroom Pareto front are kept, the best value is recommended,
   a cheaper or different-kind one is the alternative, and a tempting but flawed one is the one to avoid.
4. Explanation (core.recommend.explain): the reasons of each option shown and, when nothing qualifies, suggestions
   of what would: lower precision, shorter context, a smaller model, more money, or the cloud, each with
   its cost.

What comes out is a core.recommend.result.Recommendation.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.options.generate import candidates
from gpu_advisor.core.options.option import Option
from gpu_advisor.core.options.pricing import add_break_even
from gpu_advisor.core.options.request import Context, resolve_model, task_of
from gpu_advisor.core.options.suitability import judge_suitability
from gpu_advisor.core.recommend.api_comparison import ApiComparison, compare_apis
from gpu_advisor.core.recommend.explain import add_api_advice, describe, suggestions
from gpu_advisor.core.recommend.ranking import pareto_front, rank, stable_key
from gpu_advisor.core.recommend.result import Recommendation, affordable
from gpu_advisor.core.scenario import Scenario

RENTAL_PICKS = ("recommended", "budget_alternative")


def api_beats_renting(scenario: Scenario, apis: ApiComparison, ranked: list[Option]) -> bool:
    """A cloud buyer who said the data may leave, whose first choice is a rental, and a hosted API serving the very
    model within the budget for less than that rental over the horizon: the API is the better fit (issue 23: an API
    is an option like any other, first when it is the best fit; a startup renting an H100 for about 1,200 USD a month
    where the same model's API costs 80)."""
    best = next((o for o in ranked if o.label == "recommended"), None)
    if scenario.target != "cloud" or scenario.data_may_leave is not True or best is None or best.kind != "cloud":
        return False
    return any(
        q.same_model and affordable(scenario.budget, q) and q.horizon_total < best.priced.horizon_total
        for q in apis.quotes
    )


# what a pick's reasons say only of a pick: the 平替's saving and compromise, that nothing cheaper does the job
PICK_REASONS = ("reason.alternative", "reason.no_cheaper_alternative")


def unpicked(option: Option) -> Option:
    """A rental that was a pick, shown as one option among the others: without what only a pick's reasons say."""
    return replace(option, label="option", reasons=tuple(r for r in option.reasons if r.key not in PICK_REASONS))


def recommend(catalog: Catalog, scenario: Scenario, today: dt.date | None = None) -> Recommendation:
    return _recommend(catalog, scenario, today or dt.date.today(), suggest=True)


def _recommend(catalog: Catalog, scenario: Scenario, today: dt.date, suggest: bool) -> Recommendation:
    model = resolve_model(catalog, scenario)
    ctx = Context(catalog, scenario, model, task_of(scenario), scenario.concurrent_users, today)
    pool = candidates(ctx)  # each judged (fits, speed, budget) as it is made
    pool = judge_suitability(ctx, pool)  # suitability before price: what is ruled out keeps its reason
    pool = add_break_even(ctx, pool)
    ranked, qualified = rank(ctx, pool)
    ranked = [describe(ctx, option) for option in ranked]
    rerun = lambda changed: _recommend(catalog, changed, today, suggest=False)  # noqa: E731
    found = suggestions(ctx, pool, rerun) if suggest and not qualified else []
    # renting tokens sends the prompts to another company: not compared where the buyer said the data stays
    apis = compare_apis(ctx, pool) if scenario.data_may_leave is not False else None
    if apis is not None:
        ranked = add_api_advice(apis, ranked, found)
        if api_beats_renting(scenario, apis, ranked):
            # the API is the first choice (Recommendation.api_pick): the rentals stay in the list, none labelled a pick
            ranked = [unpicked(o) if o.label in RENTAL_PICKS else o for o in ranked]
    # every option once: those shown as they are shown (labelled, with their reasons), the rest as they were made
    shown = {stable_key(o): o for o in ranked if o.label != "hybrid"}
    pool = [shown.get(stable_key(o), o) for o in pool]
    result = Recommendation(
        scenario=scenario,
        model=model,
        options=ranked,
        suggestions=found,
        evaluated=len(pool),
        catalog=catalog,
        all_options=pool,
        api_comparison=apis,
    )
    result.cost_speed_front = pareto_front(result.comparable, with_headroom=False)
    return result
