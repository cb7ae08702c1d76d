"""Renting tokens instead of hardware: what the buyer's load would cost on a hosted model API (resources/catalog/
apis.toml) over the horizon, next to the cheapest hardware option that does the job.

The load. The scenario gives a peak (concurrent_users people at the same moment, each wanting
tokens_per_s_per_user) and the size of a question (prompt_tokens in, answer_tokens out, and for a reasoning model
thinking_tokens written before the answer, which the providers bill as output), not a count of questions.
The cost is a range (issue 23 item 4: the typical case, with the upper bound as its top). The upper bound, on which
every comparison and decision is made so that the API is never made to look cheaper than it is: each of the people at
the same moment asks a new question as soon as the last answer has streamed at the wished speed (at least every
MIN_SECONDS_PER_QUESTION seconds), for hours_per_day hours, every day of the year. The typical case: the same people
read each answer before they ask the next question (READING_TOKENS_PER_S). Both price input at the cache-miss price
and, where a provider has off-peak prices, at the peak price.

    written per question = answer_tokens + thinking_tokens (a reasoning model; 0 for others)
    seconds per question = written / tokens_per_s_per_user, within [MIN_SECONDS_PER_QUESTION, a day]
                           (typical: + answer_tokens / READING_TOKENS_PER_S)
    questions a day      = users x hours_per_day x 3600 / seconds per question
    cost a year          = 365 x questions a day x (prompt_tokens x input price + written x output price) / 1e6

What usage would make owning pay. The API's cost grows in step with the questions; the option compared (the cheapest
hardware, or for a cloud buyer the cheapest instance, that does the job) costs the same whatever the questions, its
electricity already counted at the buyer's hours:

    break-even questions a day = questions a day x option's total / cheapest API's total

The same people reach it by using the machine longer, up to round the clock (questions a day x 24 / hours_per_day);
beyond that the load needs more people at once than the option was sized for, so no hours figure is given. Owning
more hours also draws more electricity, so the break-even is a little above this figure: "about".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gpu_advisor.core.catalog.schema import ApiOffer
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.foundation.money import money_text
from gpu_advisor.core.options.option import Option, option_name
from gpu_advisor.core.options.request import Context
from gpu_advisor.core.scenario import Scenario

MIN_SECONDS_PER_QUESTION = 30.0  # nobody asks more often than this, whatever the answer speed
# and each person asks at least one question a day, however slowly its answer is wished to stream (a wish of a
# few tokens a minute would otherwise make a question last longer than the day, or forever)
MAX_SECONDS_PER_QUESTION = 24 * 3600.0
# How fast a person reads an answer, in tokens a second: 238 words a minute, the average adult's silent reading of
# English non-fiction (Brysbaert 2019, "How many words do we read per minute? A review and meta-analysis of reading
# rate", Journal of Memory and Language 109, 104047; 190 studies), at 4/3 tokens a word (OpenAI, "What are tokens and
# how to count them": 100 tokens are about 75 words). Chinese is read at about 255 characters a minute (IReST,
# Trauzettel-Klosinski & Dietz 2012) and DeepSeek counts 0.6 token a character (api-docs.deepseek.com, Token 用量计算):
# about 2.6 tokens a second. The faster reader is taken, so the typical case is the dearer of the two.
READING_TOKENS_PER_S = 238 * 4 / 3 / 60
DAYS_PER_YEAR = 365
# The providers a buyer is offered, by where they run the model and keep the prompts (apis.toml `provider_region`):
# a buyer in mainland China is offered providers in China (its data law, and no cross-border transfer to assess); a
# buyer in the US or the EU is offered US and EU providers, never one whose prompts go to servers in mainland China;
# a buyer elsewhere is offered any that sells there (`markets` still says whether the provider sells to the buyer).
PROVIDER_REGIONS: dict[str, tuple[str, ...]] = {
    "cn": ("cn",),
    "us": ("us", "eu"),
    "eu": ("eu", "us"),
    "other": ("cn", "us", "eu"),
}


def per_million(price: float) -> str:
    """A price per million tokens as the provider writes it: every digit it has, up to four decimals (USD 0.075,
    0.0375, CNY 16), never rounded to one decimal as other figures are (0.05 shown as 0.1 would double it)."""
    return f"{price:,.4f}".rstrip("0").rstrip(".")


@dataclass(frozen=True)
class TokenLoad:
    """The buyer's load as tokens a day: the upper bound, and the typical case below it (the module docstring says how
    both are made)."""

    users: int
    seconds_per_question: float
    questions_per_day: float
    input_tokens_per_day: float
    output_tokens_per_day: float
    hours_per_day: float
    prompt_tokens: int
    answer_tokens: int
    thinking_tokens: int = 0  # a reasoning model's thinking per question, billed as output
    typical_seconds_per_question: float = 0.0  # each person reads the answer before the next question

    @property
    def typical_share(self) -> float:
        """The typical case's questions (and so its tokens and cost) as a share of the upper bound's."""
        if self.typical_seconds_per_question <= 0:
            return 1.0
        return self.seconds_per_question / self.typical_seconds_per_question

    @property
    def typical_questions_per_day(self) -> float:
        return self.questions_per_day * self.typical_share

    @property
    def assumption(self) -> Text:
        return Text(
            "api.assumption.thinking" if self.thinking_tokens else "api.assumption",
            {
                "typical": round(self.typical_questions_per_day),
                "typical_seconds": round(self.typical_seconds_per_question),
                "questions": round(self.questions_per_day),
                "users": self.users,
                "seconds": round(self.seconds_per_question),
                "prompt": self.prompt_tokens,
                "answer": self.answer_tokens,
                "thinking": self.thinking_tokens,
                "hours": self.hours_per_day,
            },
        )


def token_load(scenario: Scenario, thinks: bool = False) -> TokenLoad:
    """The load of a scenario's people; `thinks`: the model reasons before it answers (models.toml `thinks`), so
    each question also writes the scenario's thinking_tokens."""
    s = scenario
    users = max(s.concurrent_users, 1)
    thinking = s.thinking_tokens if thinks else 0
    written = s.answer_tokens + thinking
    streaming = written / s.tokens_per_s_per_user if s.tokens_per_s_per_user > 0 else 0.0
    seconds = min(max(streaming, MIN_SECONDS_PER_QUESTION), MAX_SECONDS_PER_QUESTION)
    reading = s.answer_tokens / READING_TOKENS_PER_S
    typical = min(max(streaming + reading, MIN_SECONDS_PER_QUESTION), MAX_SECONDS_PER_QUESTION)
    questions = users * s.hours_per_day * 3600 / seconds
    return TokenLoad(
        users=users,
        seconds_per_question=seconds,
        questions_per_day=questions,
        input_tokens_per_day=questions * s.prompt_tokens,
        output_tokens_per_day=questions * written,
        hours_per_day=s.hours_per_day,
        prompt_tokens=s.prompt_tokens,
        answer_tokens=s.answer_tokens,
        thinking_tokens=thinking,
        typical_seconds_per_question=typical,
    )


def cost_range(typical: float, upper: float, currency: str | None = None) -> Text:
    """A rented-token cost from its typical case to its upper bound ("26,030 to 78,089 CNY"), the currency once,
    after the upper figure."""
    return Text("api.cost_range", {"typical": money_text(typical), "upper": money_text(upper, currency)})


@dataclass(frozen=True)
class ApiQuote:
    """One API's cost for the load, in the buyer's currency."""

    offer: ApiOffer
    same_model: bool
    per_year: float  # the upper bound (module docstring): what comparisons and decisions use
    horizon_total: float
    typical_share: float = 1.0  # the typical case as a share of the upper bound (TokenLoad.typical_share)

    @property
    def typical_per_year(self) -> float:
        return self.per_year * self.typical_share

    @property
    def typical_horizon_total(self) -> float:
        return self.horizon_total * self.typical_share

    def total_text(self, currency: str | None = None) -> Text:
        """The cost over the horizon as the buyer reads it: the typical case to the upper bound."""
        return cost_range(self.typical_horizon_total, self.horizon_total, currency)

    def monthly_text(self, currency: str | None = None) -> Text:
        return cost_range(self.typical_per_year / 12, self.per_year / 12, currency)

    def yearly_text(self, currency: str | None = None) -> Text:
        return cost_range(self.typical_per_year, self.per_year, currency)

    def model_note(self, model_name: str) -> Text:
        return Text("api.same_model") if self.same_model else Text("api.other_model", {"model": model_name})


@dataclass
class ApiComparison:
    load: TokenLoad
    quotes: list[ApiQuote]  # cheapest first
    model_name: str
    currency: str
    years: int
    compared_with: str | None  # the cheapest sound hardware (or, for a cloud buyer, instance) option's name
    compared_total: float | None
    compared_rented: bool = False  # the option compared is a rented cloud instance (a cloud buyer)

    @property
    def cheapest(self) -> ApiQuote:
        return self.quotes[0]

    @property
    def cheaper(self) -> bool:
        """The cheapest API costs less over the horizon than the cheapest option that does the job."""
        return self.compared_total is not None and self.cheapest.horizon_total < self.compared_total

    def break_even_questions_per_day(self, total: float | None = None) -> float | None:
        """Questions a day from which an option costing `total` over the horizon (by default the option compared)
        costs less than the cheapest API (module docstring); None when there is nothing to compare with or the API
        costs nothing."""
        total = self.compared_total if total is None else total
        if total is None or self.cheapest.horizon_total <= 0:
            return None
        return self.load.questions_per_day * total / self.cheapest.horizon_total

    def break_even_hours_per_day(self, total: float | None = None) -> float | None:
        """The hours of use a day at which the same people reach the break-even; None beyond round the clock."""
        questions = self.break_even_questions_per_day(total)
        if questions is None or self.load.questions_per_day <= 0:
            return None
        hours = self.load.hours_per_day * questions / self.load.questions_per_day
        return hours if hours <= 24 else None

    def verdict(self, what: str | None = None, total: float | None = None, rented: bool | None = None) -> Text | None:
        """The plain statement: whether owning (or, for a cloud buyer, renting a machine) pays off against renting
        tokens at this load, and from what usage it would, or below what usage it would not. Against the option
        named (the recommendation the buyer reads above it), by default the cheapest option that does the job."""
        if what is None or total is None:
            what, total, rented = self.compared_with, self.compared_total, self.compared_rented
        questions = self.break_even_questions_per_day(total)
        if what is None or total is None or questions is None:
            return None
        load = self.load
        times = questions / load.questions_per_day if load.questions_per_day > 0 else 0.0
        params: dict[str, Any] = {
            "what": what,
            "own": round(total),
            "api": self.cheapest.offer.name,
            "api_total": self.cheapest.total_text(),
            "currency": self.currency,
            "years": self.years,
            "questions": round(questions),
        }
        kind = "cloud" if rented else "own"
        if self.cheapest.horizon_total >= total:
            return Text(f"api.verdict.pays.{kind}", {**params, "share": round(100 * min(times, 1.0))})
        hours = self.break_even_hours_per_day(total)
        if hours is not None:
            usage = Text(
                "api.usage.hours",
                {
                    **params,
                    "times": round(times, 1),
                    "users": load.users,
                    "hours": round(hours, 1),
                    "now": load.hours_per_day,
                },
            )
        else:
            most = round(load.questions_per_day * 24 / load.hours_per_day) if load.hours_per_day > 0 else 0
            usage = Text("api.usage.beyond", {**params, "times": round(times, 1), "most": most})
        return Text(f"api.verdict.no_pay.{kind}", {**params, "usage": usage})

    def params(self, quote: ApiQuote | None = None) -> dict[str, Any]:
        quote = quote or self.cheapest
        offer = quote.offer
        return {
            "api": offer.name,
            "serves": offer.serves,
            "model_note": quote.model_note(self.model_name),
            "total": quote.total_text(),
            "currency": self.currency,
            "years": self.years,
            "input": per_million(offer.input_per_million),
            "output": per_million(offer.output_per_million),
            "api_currency": offer.currency,
            "assumption": self.load.assumption,
        }

    def suggestion(self) -> Text:
        return Text("suggest.api" if self.cheaper else "suggest.api_serves", self.params())

    def reason_for(self, option: Option) -> Text | None:
        """What the option's reasons say when renting tokens costs less than it over the horizon."""
        if option.cost is None or self.cheapest.horizon_total >= option.cost.horizon_total:
            return None
        return Text("reason.api_cheaper", {**self.params(), "own": round(option.cost.horizon_total)})

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        load = self.load
        return {
            "assumption": load.assumption.render(lang),
            "questions_per_day": round(load.questions_per_day),
            "typical_questions_per_day": round(load.typical_questions_per_day),
            "input_tokens_per_day": round(load.input_tokens_per_day),
            "output_tokens_per_day": round(load.output_tokens_per_day),
            "currency": self.currency,
            "compared_with": None
            if self.compared_with is None
            else {"option": self.compared_with, "horizon_total": round(self.compared_total or 0)},
            "cheaper_than_hardware": self.cheaper,
            "offers": [
                {
                    "id": q.offer.id,
                    "name": q.offer.name,
                    "provider": q.offer.provider,
                    "serves": q.offer.serves,
                    "same_model": q.same_model,
                    "price_currency": q.offer.currency,
                    "input_per_million": q.offer.input_per_million,
                    "cached_input_per_million": q.offer.cached_input_per_million,
                    "output_per_million": q.offer.output_per_million,
                    "per_year": round(q.per_year),
                    "horizon_total": round(q.horizon_total),
                    "typical_per_year": round(q.typical_per_year),
                    "typical_horizon_total": round(q.typical_horizon_total),
                    "as_of": q.offer.as_of.isoformat(),
                    "source": q.offer.source,
                }
                for q in self.quotes
            ],
        }


def quote(scenario: Scenario, offer: ApiOffer, model_id: str, load: TokenLoad) -> ApiQuote:
    s = scenario
    per_day = (
        load.input_tokens_per_day * offer.input_per_million + load.output_tokens_per_day * offer.output_per_million
    ) / 1e6
    per_year = s.from_cny(s.to_cny(per_day * DAYS_PER_YEAR, offer.currency))
    return ApiQuote(offer, model_id in offer.models, per_year, per_year * s.horizon_years, load.typical_share)


def compare_apis(ctx: Context, pool: list[Option]) -> ApiComparison | None:
    """The hosted APIs in the buyer's market, run on the buyer's side (PROVIDER_REGIONS), serving the model (or one
    that stands in for it), cheapest first, against the cheapest sound option of the buyer's target; None for
    fine-tuning or where no API is listed."""
    s, model = ctx.scenario, ctx.model
    if ctx.task != "inference":
        return None
    offers = [
        a
        for a in ctx.catalog.apis
        if s.region in a.markets
        and a.provider_region in PROVIDER_REGIONS[s.region]
        and model.id in (*a.models, *a.comparable_to)
    ]
    if not offers:
        return None
    load = token_load(s, model.thinks)
    # the same model before a stand-in at the same price; the file's order settles the rest
    quotes = sorted((quote(s, a, model.id, load) for a in offers), key=lambda q: (q.horizon_total, not q.same_model))
    kinds = ("cloud",) if s.target == "cloud" else ("buy", "owned")
    # what an integrator would offer this buyer: never a part ruled out for them (a modified grey-market card in a
    # server room), however cheap
    sound = [o for o in pool if o.kind in kinds and o.sound and o.ruled_out is None]
    best = min(sound, key=lambda o: o.priced.horizon_total) if sound else None
    return ApiComparison(
        load=load,
        quotes=quotes,
        model_name=model.name,
        currency=s.budget.currency,
        years=s.horizon_years,
        compared_with=option_name(ctx.catalog, best) if best else None,
        compared_total=best.priced.horizon_total if best else None,
        compared_rented=best is not None and best.kind == "cloud",
    )
