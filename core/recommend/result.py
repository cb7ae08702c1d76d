"""What a recommendation returns: the ranked options, the suggestions when nothing qualifies, the API comparison and
the catalog they were computed from."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.catalog.schema import Model
from gpu_advisor.core.costing import ownership as cost
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.options.option import Option, option_name
from gpu_advisor.core.recommend.api_comparison import ApiComparison, ApiQuote
from gpu_advisor.core.scenario import Budget, Scenario


def affordable(budget: Budget, quote: ApiQuote) -> bool:
    """A hosted API within the buyer's budget: its yearly cost a month within the monthly budget, or, with a one-off
    budget only, its cost over the horizon within that."""
    if budget.monthly:
        return quote.per_year / 12 <= budget.monthly
    return bool(budget.one_off) and quote.horizon_total <= (budget.one_off or 0)


@dataclass
class Recommendation:
    scenario: Scenario
    model: Model
    options: list[Option]  # ranked: labelled picks first, then the rest of the Pareto front
    suggestions: list[Text]
    evaluated: int  # how many candidates were sized
    catalog: Catalog = field(repr=False)  # the catalog it was computed from, with the buyer's own prices if any
    all_options: list[Option] = field(default_factory=list, repr=False)
    # the options no other beats on both total cost and per-user speed, cheapest first (the charts' front)
    cost_speed_front: list[Option] = field(default_factory=list, repr=False)
    # renting tokens from a hosted API instead (core.recommend.api_comparison); None where no API serves the model here
    api_comparison: ApiComparison | None = field(default=None, repr=False)

    @property
    def recommended(self) -> Option | None:
        return next((o for o in self.options if o.label == "recommended"), None)

    @property
    def chosen(self) -> Option | None:
        """The option the memo's bill of materials, specification and acceptance test describe: the first choice or,
        where nothing meets the wish within the budget, the closest answer (its shortfall the first of its risks)."""
        return self.recommended or next((o for o in self.options if o.label == "closest"), None)

    @property
    def rentals_that_do_the_job(self) -> list[Option]:
        """The rented options shown that do the job within the budget, in the ranking's order: where an API is first
        for less (core.recommend.pipeline.api_beats_renting), what renting would cost instead."""
        return [o for o in self.options if o.kind == "cloud" and o.sound and o.within_budget]

    @property
    def api_first(self) -> bool:
        """Renting tokens is the first choice (issue 23): the buyer said the data may leave the company, and either
        nothing bought or rented does the job within the budget, or the buyer rents and an API serving the very model
        costs less than the rental (core.recommend.pipeline.api_beats_renting); the API is within the monthly budget (or
        the one-off budget over the years). A cloud-only startup that accepts an API was told to raise its budget to
        2.9M CNY."""
        return self.api_pick is not None

    @property
    def api_pick(self) -> ApiQuote | None:
        """The hosted API that is the first choice (see api_first): the cheapest serving the very model the buyer
        chose, within the budget; else the cheapest within it (it serves another model, and says so)."""
        apis = self.api_comparison
        if self.scenario.data_may_leave is not True or apis is None or self.recommended is not None:
            return None
        within = [q for q in apis.quotes if affordable(self.scenario.budget, q)]  # cheapest first
        return next((q for q in within if q.same_model), within[0] if within else None)

    @property
    def alternative(self) -> Option | None:
        """The budget alternative (平替, label "budget_alternative"): cheaper than the recommendation, with its
        compromise named (a dearer option is never offered as a 平替)."""
        return next((o for o in self.options if o.label == "budget_alternative"), None)

    @property
    def avoid(self) -> Option | None:
        return next((o for o in self.options if o.label == "avoid"), None)

    @property
    def headline(self) -> Text | None:
        """The one reason shown beside the recommendation: for a cloud pick what it costs a month, for
        hardware how well the model fits."""
        best = self.recommended
        if best is None or not best.reasons:
            return None
        return best.reasons[-1 if best.kind == "cloud" else 0]

    @property
    def comparable(self) -> list[Option]:
        """Every option that fits and has both a cost and a per-user speed: what cost and speed compare."""
        return [o for o in self.all_options if o.fits and o.cost is not None and o.per_user_tokens_per_s is not None]

    def option_name(self, option: Option) -> str:
        """What an option is called everywhere (results, charts, report, command line, suggestions)."""
        return option_name(self.catalog, option)

    def api_option(self, lang: str) -> dict[str, Any]:
        """The hosted API that is the first choice, as an option of kind "api" in the ranked list (issue 23 item 1):
        its per-token prices, the load it is costed at (the typical case to the upper bound) and the privacy caveat."""
        quote, apis = self.api_pick, self.api_comparison
        assert quote is not None and apis is not None
        offer = quote.offer
        return {
            "label": "recommended",
            "kind": "api",
            "api": offer.id,
            "name": offer.name,
            "provider": offer.provider,
            "serves": offer.serves,
            "same_model": quote.same_model,
            "price_currency": offer.currency,
            "input_per_million": offer.input_per_million,
            "output_per_million": offer.output_per_million,
            "currency": apis.currency,
            "per_year": round(quote.per_year),
            "typical_per_year": round(quote.typical_per_year),
            "horizon_total": round(quote.horizon_total),
            "typical_horizon_total": round(quote.typical_horizon_total),
            "load": apis.load.assumption.render(lang),
            "reasons": [
                Text("reason.api_first", {"serves": offer.serves, "per_year": quote.yearly_text(apis.currency)}).render(
                    lang
                )
            ],
            "as_of": offer.as_of.isoformat(),
            "source": offer.source,
        }

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {
            "model": self.model.id,
            # which catalog and which price dates the answer rests on: the bundled one or an installed update
            "catalog": self.catalog.origin.to_dict(lang) if self.catalog.origin else None,
            "currency": self.scenario.budget.currency,
            "horizon_years": self.scenario.horizon_years,
            "evaluated": self.evaluated,
            "options": ([self.api_option(lang)] if self.api_pick is not None else [])
            + [o.to_dict(lang) for o in self.options],
            "suggestions": [s.render(lang) for s in self.suggestions],
            "pue_explained": cost.PUE_EXPLAINED["zh_CN" if lang == "zh_CN" else "en"],
            "api_comparison": self.api_comparison.to_dict(lang) if self.api_comparison else None,
            **({"api_first": True} if self.api_first else {}),
        }
