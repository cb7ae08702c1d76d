"""The answers a buyer asks for beside the picks: "why not X?" for the cards buyers are tempted by and for every
card ruled out for them, and the honest alternatives to owning hardware (a hosted API, the best cloud rental),
each as core.foundation.messages.Text. The results page and the PDF show the same answers."""

from __future__ import annotations

from dataclasses import dataclass

from gpu_advisor.core.catalog.market import market_status, sold_new_in
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.options.option import Option
from gpu_advisor.core.recommend.result import Recommendation

PICKS = ("recommended", "budget_alternative", "hybrid")


@dataclass(frozen=True)
class WhyNot:
    gpu: str  # the GPU's catalog id
    name: str  # as sold
    answer: Text  # one sentence


def _cheapest(options: list[Option]) -> Option:
    return min(options, key=lambda o: o.priced.horizon_total)


def _answer(result: Recommendation, gpu_id: str) -> Text | None:
    gpu = result.catalog.gpus.get(gpu_id)
    shown = [o for o in result.options if o.gpu == gpu_id and o.kind in ("buy", "owned", "hybrid")]
    picked = next((o for o in shown if o.label in PICKS), None)
    if picked is not None:
        return Text("whynot.picked", {"gpu": gpu.name, "label": Text(f"label.{picked.label}")})
    avoid = next((o for o in shown if o.label == "avoid"), None)
    if avoid is not None and (avoid.avoid_problem or avoid.ruled_out):
        return avoid.avoid_problem or avoid.ruled_out
    options = [o for o in result.all_options if o.gpu == gpu_id and o.kind == "buy"]
    if not options:
        status = market_status(gpu, result.scenario.region)
        if status is not None and status.reason == "not_sold_there":
            return None  # a card of another market tempts nobody here
        # one reason, not a choice of two: the market, the catalog's prices, or the machines for this place
        if not sold_new_in(gpu, result.scenario.region) and not any(p.condition == "used" for p in gpu.prices):
            return Text("whynot.not_sold_new", {"gpu": gpu.name})
        if not any(gpu.ecosystem in r.ecosystems for r in result.catalog.runtimes):
            # no serving software the catalog knows runs on its stack: a quote would not help (a new domestic card)
            return Text("whynot.no_runtime", {"gpu": gpu.name, "stack": gpu.ecosystem})
        if not gpu.prices:
            return Text("whynot.no_price", {"gpu": gpu.name})
        return Text("whynot.no_machine", {"gpu": gpu.name})
    allowed = [o for o in options if o.ruled_out is None]
    if not allowed:
        return options[0].ruled_out
    fitting = [o for o in allowed if o.fits]
    if not fitting:
        return Text("whynot.no_fit", {"gpu": gpu.name, "model": result.model.name})
    sound = [o for o in fitting if o.sound]
    if not sound:
        failed = next((c for o in fitting for c in o.failed_checks), None)
        if failed is not None:
            return Text("whynot.check", {"gpu": gpu.name, "problem": failed.message})
        speeds = [o.per_user_tokens_per_s for o in fitting if o.per_user_tokens_per_s is not None]
        if speeds:
            return Text(
                "whynot.slow",
                {"gpu": gpu.name, "speed": round(max(speeds), 1), "wanted": result.scenario.tokens_per_s_per_user},
            )
        return Text("whynot.no_fit", {"gpu": gpu.name, "model": result.model.name})
    own = _cheapest(sound)
    best = result.recommended
    params = {
        "gpu": gpu.name,
        "what": result.option_name(own),
        "total": round(own.priced.horizon_total),
        "currency": result.scenario.budget.currency,
        "years": result.scenario.horizon_years,
    }
    if best is None or best.cost is None:
        return Text("whynot.ranked_lower", params)
    params["first"] = round(best.cost.horizon_total)
    if own.priced.horizon_total > best.cost.horizon_total:
        return Text("whynot.dearer", params)
    return Text("whynot.ranked_lower", params)


def why_not(result: Recommendation) -> list[WhyNot]:
    """One answer for each card a buyer names when asking (gpus.toml `asked_about`: an H100, an RTX PRO 6000, a Mac
    Studio, whether or not it was sized), then each card a buyer is tempted by (`tempting`), then each other card ruled
    out for this buyer (core.options.suitability), each card once."""
    catalog = result.catalog
    ids = [g.id for g in catalog.asked_about_gpus()]
    ids += [g.id for g in catalog.tempting_gpus() if g.id not in ids]
    for option in result.all_options:
        if option.ruled_out is not None and option.kind == "buy" and option.gpu not in ids:
            ids.append(option.gpu)
    answers = []
    for gpu_id in ids:
        status = market_status(catalog.gpus.get(gpu_id), result.scenario.region)
        if status is not None and status.reason == "not_sold_there":
            continue  # a card made for another market (an H20 for a US buyer) tempts nobody here
        if result.scenario.domestic_required and not catalog.is_domestic(catalog.gpus.get(gpu_id)):
            continue  # a buyer who must buy domestic is answered about domestic parts only
        answer = _answer(result, gpu_id)
        if answer is not None:
            answers.append(WhyNot(gpu_id, catalog.gpus.get(gpu_id).name, answer))
    return answers


def best_cloud(result: Recommendation) -> Option | None:
    """The cheapest rented instance that does the job, for a buyer who means to own hardware; None otherwise."""
    if result.scenario.target == "cloud":
        return None
    sound = [o for o in result.all_options if o.kind == "cloud" and o.sound and o.ruled_out is None]
    return _cheapest(sound) if sound else None


def alternatives(result: Recommendation) -> list[Text]:
    """The honest alternatives to owning: renting tokens from a hosted API, renting a cloud machine, and the
    privacy caveat both carry (not where the buyer said the data may leave). Where the buyer said the data stays in
    the company, one line says both are left out. Empty when neither applies."""
    if result.scenario.data_may_leave is False:
        return [Text("alt.data_stays")]
    lines: list[Text] = []
    if result.api_comparison is not None:
        lines.append(result.api_comparison.suggestion())
    cloud = best_cloud(result)
    if cloud is not None:
        c = cloud.priced
        lines.append(
            Text(
                "alt.cloud",
                {
                    "what": result.option_name(cloud),
                    "total": round(c.horizon_total),
                    "monthly": round(c.monthly),
                    "currency": c.currency,
                    "years": result.scenario.horizon_years,
                },
            )
        )
    if lines and result.scenario.data_may_leave is None:
        lines.append(Text("alt.privacy"))
    return lines
