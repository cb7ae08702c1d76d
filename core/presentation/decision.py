"""The decision in one sentence, as a buyer says it to the boss (issue 22): what to buy or rent, what it costs against
the budget, how long a typical answer takes from question to last word (thinking included), and the one condition that
would change the answer. The results page and the PDF's first page open with it; owning against renting is said here,
once, in agreement with the pick."""

from __future__ import annotations

from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.options.option import Option
from gpu_advisor.core.presentation.formatting import money_text
from gpu_advisor.core.presentation.why_not import best_cloud
from gpu_advisor.core.recommend.result import Recommendation

TIMING_REASONS = ("reason.thinking", "reason.wait", "reason.wait_ok", "reason.wait_long")


def _what(result: Recommendation, best: Option) -> Text:
    cost, years = best.priced, result.scenario.horizon_years
    params = {
        "name": result.option_name(best),
        "upfront": money_text(cost.upfront, cost.currency),
        "monthly": money_text(cost.monthly, cost.currency),
        "total": money_text(cost.horizon_total, cost.currency),
        "years": years,
    }
    key = {"cloud": "decision.rent", "owned": "decision.owned"}.get(best.kind, "decision.buy")
    return Text(key, params)


def _budget(result: Recommendation, best: Option) -> Text | None:
    budget, cost = result.scenario.budget, best.priced
    if best.kind == "cloud" and budget.monthly:
        spend, limit, key = cost.monthly, budget.monthly, "decision.monthly"
    elif best.kind != "cloud" and budget.one_off:
        spend, limit, key = cost.upfront, budget.one_off, "decision.budget"
    else:
        return None
    within = spend <= limit
    return Text(
        f"{key}.{'within' if within else 'over'}",
        {"budget": money_text(limit, budget.currency), "by": money_text(abs(limit - spend), budget.currency)},
    )


def _timing(result: Recommendation, best: Option) -> Text | None:
    """From the pick's own reasons: a reasoning model's answer start and end, else the wait for the first word and the
    answer's streaming at the speed per user."""
    reasons = {r.key: r for r in best.reasons}
    thinking = reasons.get("reason.thinking")
    if thinking is not None:
        return Text("decision.thinking", {"starts": thinking.params["starts"], "done": thinking.params["done"]})
    wait = next((reasons[k] for k in TIMING_REASONS[1:] if k in reasons), None)
    if wait is None or not best.per_user_tokens_per_s:
        return None
    done = float(wait.params["wait"]) + result.scenario.answer_tokens / best.per_user_tokens_per_s
    return Text("decision.answer", {"done": round(done)})


def _unless(result: Recommendation, best: Option) -> Text | None:
    """The one condition that would change the answer: renting tokens where the data may leave the company and that
    costs less; for a rented pick, owning where the data must stay in the company. Where the buyer said the data stays,
    neither renting is compared (core.recommend.pipeline, core.options.suitability); where they said it may leave,
    a cheaper rental is said as a fact, not as a condition."""
    if best.kind == "cloud":
        owned = [o for o in result.all_options if o.kind == "buy" and o.sound and o.ruled_out is None]
        if not owned:
            return None
        cheapest = min(owned, key=lambda o: o.priced.horizon_total)
        # a machine over the budget is said to be over it: "buy it instead" read as if it were affordable
        return Text(
            "decision.unless_in_house" if cheapest.within_budget else "decision.unless_in_house.over_budget",
            {
                "name": result.option_name(cheapest),
                "total": money_text(cheapest.priced.horizon_total, best.priced.currency),
            },
        )
    apis = result.api_comparison
    if apis is not None and apis.cheapest.horizon_total < best.priced.horizon_total:
        offer = apis.cheapest.offer
        # a stand-in (a successor, the model a distill came from) is said to be another model, as the API line says
        same = result.model.id in offer.models
        # a buyer who said the data may leave is told plainly that renting costs less; one who did not say, on what
        # condition it would
        key = "decision.api_cheaper" if result.scenario.data_may_leave else "decision.unless_api"
        return Text(
            key if same else f"{key}_other",
            {
                "api": offer.name,
                "serves": offer.serves,
                "total": apis.cheapest.total_text(apis.currency),
            },
        )
    cloud = best_cloud(result)
    if cloud is not None and cloud.priced.horizon_total < best.priced.horizon_total:
        return Text(
            "decision.cloud_cheaper" if result.scenario.data_may_leave else "decision.unless_cloud",
            {"name": result.option_name(cloud), "total": money_text(cloud.priced.horizon_total, cloud.priced.currency)},
        )
    return None


def decision(result: Recommendation) -> list[Text]:
    """The decision's sentences, in order; empty without a recommendation (the picks block then says what would
    work)."""
    best = result.recommended
    if result.api_pick is not None and result.api_comparison is not None:
        quote, currency = result.api_pick, result.api_comparison.currency
        key = "decision.api_first" if quote.same_model else "decision.api_first_other"
        params: dict[str, object] = {
            "api": quote.offer.name,
            "serves": quote.offer.serves,
            "monthly": quote.monthly_text(currency),
            "total": quote.total_text(currency),
            "years": result.scenario.horizon_years,
        }
        # a rental does the job within the budget too, for more (core.recommend.pipeline.api_beats_renting): said
        rental = next(iter(result.rentals_that_do_the_job), None)
        if rental is not None and quote.same_model:
            key = "decision.api_first.cheaper"
            params |= {
                "rental": result.option_name(rental),
                "rental_total": money_text(rental.priced.horizon_total, currency),
            }
        return [Text(key, params)]
    if best is None or best.cost is None:
        closest = next((o for o in result.options if o.label == "closest" and o.cost is not None), None)
        if closest is None:
            return []
        # nothing meets the wish: the nearest answer and how far it falls short, said as plainly as a pick
        speed = round(closest.per_user_tokens_per_s or 0.0, 1)
        wanted = result.scenario.tokens_per_s_per_user
        return [
            Text(
                "decision.closest",
                {
                    "name": result.option_name(closest),
                    "upfront": money_text(closest.priced.upfront, closest.priced.currency),
                    "speed": speed,
                    "wanted": wanted,
                    "share": round(100 * speed / wanted) if wanted else 0,
                },
            )
        ]
    parts = [_what(result, best), _budget(result, best), _timing(result, best), _unless(result, best)]
    return [p for p in parts if p is not None]


def decision_text(result: Recommendation, lang: str) -> str:
    """The decision as one paragraph in `lang` ("" without a recommendation)."""
    return ("" if lang == "zh_CN" else " ").join(part.render(lang) for part in decision(result))
