"""What the PDF summary says, in the buyer's language, as plain data: sections of paragraphs, tables and
chart slots. gui/report.py lays it out on A4 or Letter pages; the content lives here, free of Qt, so it
is tested like the rest of the engine and reads the same numbers the wizard shows.
"""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass, field
from typing import Any

from gpu_advisor.core import __version__
from gpu_advisor.core.foundation.messages import MESSAGES, Text, single_line
from gpu_advisor.core.foundation.money import money_text
from gpu_advisor.core.options.option import Option
from gpu_advisor.core.options.pricing import prices_weighed, rental_prices_weighed
from gpu_advisor.core.presentation import memo
from gpu_advisor.core.presentation.decision import decision_text
from gpu_advisor.core.presentation.sources import document_name
from gpu_advisor.core.presentation.why_not import alternatives, why_not
from gpu_advisor.core.recommend.result import Recommendation

REPORT_LANGUAGES = ("en", "zh_CN")


@dataclass
class Table:
    header: list[str]
    rows: list[list[str]]
    widths: list[int] | None = None  # relative column widths
    nowrap: list[int] = field(default_factory=list)  # columns whose cells must not break (labels, dates, amounts)


@dataclass
class Section:
    key: str  # stable id: cover, summary, alternatives, options, why_not, charts, checklist, assumptions, glossary
    title: str
    paragraphs: list[str] = field(default_factory=list)
    bullets: list[str] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    charts: list[str] = field(default_factory=list)  # chart ids the renderer draws: cost_speed, cumulative, memory
    new_page: bool = False
    tables_first: bool = False  # the tables before the paragraphs (the summary opens with the picks)
    level: int = 1  # 1: a part of the memo; 2: a heading inside one (the decision page's blocks)


@dataclass
class ReportContent:
    lang: str
    title: str
    header: str  # printed at the top of every page
    page_label: str  # "Page {page} of {pages}" in the report's language
    sections: list[Section]


def t(key: str, lang: str, **params: Any) -> str:
    return Text(key, params).render(lang)


def colon(lang: str) -> str:
    return "：" if lang == "zh_CN" else ": "


def build_report(result: Recommendation, lang: str = "en", today: dt.date | None = None) -> ReportContent:
    """The report of a recommendation, with the catalog and prices it was computed from (result.catalog)."""
    if lang not in REPORT_LANGUAGES:
        raise ValueError(f"language {lang!r}: the report is written in {', '.join(REPORT_LANGUAGES)}")
    today = today or dt.date.today()
    s = result.scenario
    currency = s.budget.currency
    model = result.model
    title = single_line(s.title) or t("report.default_title", lang, model=model.name)
    # A procurement memo (issue 22): the decision with budget against cost, the bill of materials, the risks and the
    # questions for suppliers on the first page; the choices; the specification and the acceptance test suppliers
    # quote against; then the appendix with the detail an engineer checks
    sections = [
        _cover(result, lang, title, today),
        *decision_blocks(result, lang),
        _summary(result, lang),
        _alternatives(result, lang),
        *_specification_and_acceptance(result, lang),
        Section(
            "appendix", t("memo.section.appendix", lang), paragraphs=[t("memo.appendix.intro", lang)], new_page=True
        ),
        _details(result, lang),
        _options(result, lang, currency),
        _why_not(result, lang),
        Section(
            "charts",
            t("report.charts", lang),
            paragraphs=[t("report.charts_intro", lang)],
            charts=["cost_speed", "cumulative", "memory"],
            new_page=True,
        ),
        _checklist(result, lang),
        _assumptions(result, lang),
        _glossary(lang),
    ]
    # the alternatives, the details and "why not" only where there is something to say
    sections = [x for x in sections if x.key not in ("alternatives", "details", "why_not") or x.paragraphs or x.bullets]
    return ReportContent(
        lang=lang,
        title=title,
        header=f"{t('report.product', lang)} · {title}",
        page_label=MESSAGES["report.page"][lang],
        sections=sections,
    )


def _cover(result: Recommendation, lang: str, title: str, today: dt.date) -> Section:
    s = result.scenario
    use = t(f"report.use.{s.use_case}", lang)
    return Section(
        "cover",
        title,
        paragraphs=[
            # the decision first: what to buy or rent, its cost against the budget, how long an answer takes, and the
            # one condition that would change it (core.presentation.decision); absent without a recommendation
            *([said] if (said := decision_text(result, lang)) else []),
            # what was asked, when and from what, in one paragraph under the decision
            ("" if lang == "zh_CN" else " ").join(
                [
                    t("report.cover_line", lang, model=result.model.name, use=use, users=s.concurrent_users),
                    t(
                        "report.cover_date",
                        lang,
                        date=today.isoformat(),
                        version=__version__,
                        catalog=result.catalog.as_of,
                    ),
                    t("report.cover_note", lang),
                ]
            ),
        ],
    )


@dataclass(frozen=True)
class Pick:
    """One row of the picks block (首选 / 平替 / 踩雷, and the hybrid where there is one), as the results page and the
    PDF's first page show it: the label, the option's name, its speed or run time, its cost and the one reason."""

    label: str  # recommended / budget_alternative / hybrid / avoid
    title: str  # the label in the buyer's language
    name: str  # the option's name, or "—" where there is no such pick
    speed: str
    upfront: str
    total: str
    why: str
    option: Option | None = None


PICK_LABELS = ("recommended", "closest", "budget_alternative", "hybrid", "avoid")


def name_of(result: Recommendation, option: Option) -> str:
    """The option's name as the tables show it: a run on several rented machines says how many ("32 × AWS
    p4d.24xlarge (...)"), as several bought machines do ("2 × (8 × Huawei Ascend 910B)")."""
    return result.option_name(option)  # core.options.option.option_name counts a rented cluster's machines


def speed_cell(option: Option, lang: str) -> str:
    """Speed per user for a model that serves people; days and GPU-hours for a pretraining run on several machines;
    hours per run for a fine-tuning job. Two lines at most, each kept whole."""
    cluster = option.estimate.cluster
    if cluster is not None and cluster.days:
        days, fastest, slowest = cluster.days
        lines = [t("report.cluster_days", lang, days=round(days), low=round(fastest), high=round(slowest))]
        if cluster.gpu_hours:
            lines.append(t("report.gpu_hours", lang, hours=round(cluster.gpu_hours)))
        return "\n".join(lines)
    if option.per_user_tokens_per_s is not None and option.per_user_range:
        low, high = option.per_user_range
        return f"{option.per_user_tokens_per_s:.1f} ({low:.1f}–{high:.1f})"
    if option.job_hours:
        return t("report.job_hours", lang, hours=round(option.job_hours[0], 1))
    return "—"


def memory_cell(result: Recommendation, option: Option, lang: str) -> str:
    """Memory needed / usable: per card, or of the one pool of unified memory of a Mac or a Jetson; the figures on
    the first line, what they are of on the second."""
    mem = option.estimate.memory
    unified = option.kind != "cloud" and result.catalog.gpus.get(option.gpu).unified_memory
    key = "report.memory.unified" if unified else "report.memory.per_card"
    return f"{mem.per_gpu_gb:.1f} / {mem.usable_per_gpu_gb:.1f}\n{t(key, lang)}"


def _why(result: Recommendation, option: Option) -> Text | None:
    if option.label == "recommended":
        return result.headline
    if option.label == "avoid":
        return option.avoid_problem or option.ruled_out or (option.reasons[0] if option.reasons else None)
    return option.reasons[0] if option.reasons else None  # the 平替's compromise, the hybrid's plan


def picks(result: Recommendation, lang: str, for_memo: bool = False) -> list[Pick]:
    """The picks block: 首选, 平替 and 踩雷 always (a line says when there is no such pick), the hybrid when there is one.
    Without a recommendation the first row says so and gives the first suggestion."""
    rows: list[Pick] = []
    best = result.recommended
    for label in PICK_LABELS:
        option = next((o for o in result.options if o.label == label), None)
        title = t(f"label.{label}", lang)
        if option is None:
            if label in ("hybrid", "closest"):  # shown only where there is one
                continue
            if label == "recommended" and result.api_pick is not None:
                # renting tokens is the first choice: the API in the first row, with its cost over the years
                quote = result.api_pick
                why = t("reason.api_first", lang, serves=quote.offer.serves, per_year=quote.yearly_text())
                rows.append(Pick(label, title, quote.offer.name, "", "0", quote.total_text().render(lang), why))
                continue
            if label == "recommended":
                first = result.suggestions[0].render(lang) if result.suggestions else ""
                why = t("report.pick.none", lang) + (" " + t("report.pick.first_suggestion", lang, suggestion=first))
            elif label == "budget_alternative" and result.api_pick is not None:
                # a rental does the job too, for more (core.recommend.pipeline.api_beats_renting): it is in the options
                rentals = [o.priced.horizon_total for o in result.rentals_that_do_the_job]
                why = (
                    t("report.pick.api_rental_too", lang, total=money_text(min(rentals)))
                    if rentals
                    else t("report.pick.api_no_alternative", lang)
                )
            elif label == "budget_alternative":
                why = t("reason.no_cheaper_alternative" if best is not None else "report.pick.no_alternative", lang)
            else:
                why = t("report.pick.no_avoid", lang)
            rows.append(Pick(label, title, "—", "", "", "", why))
            continue
        c = option.cost
        reason = _why(result, option)
        rows.append(
            Pick(
                label,
                title,
                name_of(result, option),
                speed_cell(option, lang),
                money_text(None if c is None else c.upfront),
                money_text(None if c is None else c.horizon_total),
                "" if reason is None else memo.memo_text(reason, lang) if for_memo else reason.render(lang),
                option,
            )
        )
    return rows


def picks_table(result: Recommendation, lang: str) -> Table:
    currency, years = result.scenario.budget.currency, result.scenario.horizon_years
    speed = "report.col.time" if result.scenario.use_case in ("fine_tune", "pretrain") else "report.col.speed"
    return Table(
        [
            t("report.col.pick", lang),
            t("report.col.hardware", lang),
            t(speed, lang),
            t("report.col.upfront", lang, currency=currency),
            t("report.col.total", lang, years=years, currency=currency),
            t("report.col.why", lang),
        ],
        [[p.title, p.name, p.speed, p.upfront, p.total, p.why] for p in picks(result, lang, for_memo=True)],
        [9, 18, 12, 10, 10, 41],
        nowrap=[0, 2, 3, 4],
    )


def verdict_line(result: Recommendation, lang: str) -> str | None:
    """Whether owning pays off against renting tokens at this load, and from what usage it would (core.recommend.api_comparison):
    against the recommendation the buyer reads above, where it is of the kind compared (owned, or rented by a cloud
    buyer); else against the cheapest option that does the job. None where no API serves the model."""
    apis, best = result.api_comparison, result.recommended
    if apis is None:
        return None
    if best is not None and best.cost is not None and (best.kind == "cloud") == apis.compared_rented:
        verdict = apis.verdict(name_of(result, best), best.cost.horizon_total, best.kind == "cloud")
    else:
        verdict = apis.verdict()
    return verdict.render(lang) if verdict is not None else None


def comparison(result: Recommendation, lang: str) -> list[str]:
    """Owning against renting tokens or a cloud machine: the plain statement first, then the alternatives with their
    costs and the privacy caveat."""
    verdict = verdict_line(result, lang)
    others = alternatives(result)
    best = result.recommended
    if best is not None and best.kind == "cloud":
        # the recommendation is itself a rented machine: renting one "instead" says nothing new
        others = [x for x in others if x.key != "alt.cloud"]
        if [x.key for x in others] == ["alt.privacy"]:
            others = []
    if best is None:
        # without a recommendation the first page lists the suggestions (_summary), the API's among them: not twice
        shown = {x.key for x in result.suggestions}
        others = [x for x in others if x.key not in shown]
    return ([verdict] if verdict else []) + [x.render(lang) for x in others]


def decision_blocks(result: Recommendation, lang: str) -> list[Section]:
    """The first page's blocks after the decision sentence: budget against cost, the bill of materials of the first
    choice, its main risks and what to ask the suppliers (core.presentation.memo). None without a recommendation.
    The results page's Bill of materials tab shows the first two, as the PDF does. Where nothing meets the wish, the
    same for the closest answer (Recommendation.chosen)."""
    best = result.chosen
    if best is None or best.cost is None:
        return []
    currency = result.scenario.budget.currency
    bill = memo.bill_of_materials(result, best, lang)
    budget = memo.budget_rows(result, best, lang)
    return [
        Section(
            "budget",
            t("memo.section.budget", lang),
            # one row across the page, each figure under its label: the decision page keeps room for the bill, the
            # risks and the questions for suppliers
            tables=[Table([label for label, _ in budget], [[figure for _, figure in budget]])],
            level=2,
        ),
        Section(
            "bill",
            t("memo.section.bill", lang),
            paragraphs=[t("memo.bill.intro", lang)],
            tables=[
                Table(
                    [
                        t("memo.col.item", lang),
                        t("memo.col.what", lang),
                        t("memo.col.qty", lang),
                        t("memo.col.unit", lang, currency=currency),
                        t("memo.col.amount", lang, currency=currency),
                        t("memo.col.basis", lang),
                    ],
                    [[x.item, x.what, x.quantity, x.unit_price, x.amount, x.basis] for x in bill],
                    [12, 33, 6, 13, 13, 23],
                    nowrap=[2, 3, 4],
                )
            ],
            level=2,
        ),
        Section("risks", t("memo.section.risks", lang), bullets=memo.risks(result, best, lang), level=2),
        Section("ask", t("memo.section.ask", lang), bullets=memo.supplier_questions(result, best, lang), level=2),
    ]


def _specification_and_acceptance(result: Recommendation, lang: str) -> list[Section]:
    """The vendor-neutral specification (技术参数要求) and the acceptance test (验收标准) of the first choice (or the
    closest answer)."""
    best = result.chosen
    if best is None or best.cost is None:
        return []
    s = result.scenario
    return [
        Section(
            "specification",
            t("memo.section.spec", lang),
            paragraphs=[t("memo.spec.intro", lang)],
            tables=[
                Table(
                    [t("memo.col.parameter", lang), t("memo.col.requirement", lang)],
                    memo.specification(result, best, lang),
                    [25, 75],
                )
            ],
            new_page=True,
        ),
        Section(
            "acceptance",
            t("memo.section.acceptance", lang),
            paragraphs=[
                t(
                    "memo.acceptance.intro",
                    lang,
                    users=max(s.concurrent_users, 1),
                    prompt=f"{s.prompt_tokens:,}",
                    answer=f"{s.answer_tokens:,}",
                )
            ],
            tables=[
                Table(
                    [t("memo.col.test", lang), t("memo.col.pass", lang), t("memo.col.how", lang)],
                    memo.acceptance_test(result, best, lang),
                    [18, 37, 45],
                )
            ],
        ),
    ]


def _summary(result: Recommendation, lang: str) -> Section:
    """On the first page, under the title (the page a boss reads when he reads one): the picks, each with its cost
    and its one reason; without a recommendation, what would work. The comparison with renting follows, then the
    details."""
    best = result.recommended
    section = Section("summary", t("memo.section.choices", lang), tables=[picks_table(result, lang)], tables_first=True)
    if best is None and result.api_first and result.rentals_that_do_the_job:
        # a hosted API first although a rental does the job too (it costs less): nothing is missed, so no "what would";
        # how the API's cost was estimated is said (the suggestion that carries its load and prices)
        section.paragraphs.append(t("report.api_first.costed", lang))
        section.bullets = [x.render(lang) for x in result.suggestions if x.key.startswith("suggest.api")]
    elif best is None:
        # where an answer comes close (or a hosted API is the answer), nothing "cannot run": the wish is what is missed
        key = "report.nothing_fits"
        if result.api_first:
            key = "report.api_first.no_machine"
        elif any(o.label == "closest" for o in result.options):
            key = "report.nothing_meets"
        section.paragraphs.append(t(key, lang))
        section.bullets = [x.render(lang) for x in result.suggestions]
    return section


# The recommendation's reasons repeated in the report's detail: the wait for the first word with everyone asking, a
# reasoning model's thinking time, and the models that answer sooner or score higher
DETAIL_REASONS = {
    "reason.wait",
    "reason.wait_ok",
    "reason.wait_long",
    "reason.thinking",
    "reason.plain_twin",
    "reason.newer_model",
    "reason.newer_model.bigger",
}


def _details(result: Recommendation, lang: str) -> Section:
    """The recommendation in detail, after the picks and the comparison: its format and runtime, when it pays off
    against renting, its speed or run time, and the risks."""
    s = result.scenario
    catalog = result.catalog
    best = result.recommended
    section = Section("details", t("report.details", lang))
    if best is None:
        return section
    what = name_of(result, best)
    verb = t("report.rent" if best.kind == "cloud" else "report.buy", lang)
    section.paragraphs.append(
        t(
            "report.recommend_line",
            lang,
            verb=verb,
            what=what,
            quant=catalog.quants.get(best.quant).name,
            runtime=catalog.runtimes.get(best.runtime).name,
        )
    )
    c = best.priced
    if c.break_even_against:
        if c.break_even_month is not None:
            section.paragraphs.append(
                t("report.break_even_line", lang, months=c.break_even_month, instance=c.break_even_against)
            )
        else:
            section.paragraphs.append(t("report.no_break_even_line", lang, instance=c.break_even_against))
    if best.per_user_tokens_per_s is not None and best.per_user_range:
        low, high = best.per_user_range
        section.paragraphs.append(
            t(
                "report.speed_line",
                lang,
                users=max(s.concurrent_users, 1),
                speed=round(best.per_user_tokens_per_s, 1),
                low=round(low, 1),
                high=round(high, 1),
                ttft=round(best.estimate.speed.ttft_s or 0, 1),
            )
        )
    # what the people will live with, and the model advice, as the results page says them beside the 首选
    section.paragraphs += [r.render(lang) for r in best.reasons if r.key in DETAIL_REASONS]
    cluster = best.estimate.cluster
    if cluster is not None and cluster.days:
        section.paragraphs.append(
            t(
                "report.cluster_line",
                lang,
                machines=cluster.machines,
                gpus=cluster.gpus_per_machine,
                days=round(cluster.days[0]),
                low=round(cluster.days[1]),
                high=round(cluster.days[2]),
                hours=round(cluster.gpu_hours or 0),
            )
        )
    elif best.job_hours:
        section.paragraphs.append(
            t(
                "reason.fine_tune_job.rent" if best.kind in ("cloud", "hybrid") else "reason.fine_tune_job.power",
                lang,
                hours=round(best.job_hours[0], 1),
                low=round(best.job_hours[1], 1),
                high=round(best.job_hours[2], 1),
                cost=round(best.job_cost or 0),
                currency=s.budget.currency,
            )
        )
    risks = [c.message.render(lang) for c in best.checks if c.status != "pass"]
    risks += [t("reason.stale_price", lang, gpu=stale.shown, date=stale.as_of.isoformat()) for stale in c.stale_prices]
    if best.per_user_range and best.per_user_range[0] < s.tokens_per_s_per_user:
        risks.append(memo.speed_risk(best, s.tokens_per_s_per_user, lang))
    section.bullets = risks or [t("report.no_risks", lang)]
    section.paragraphs.append(t("report.risks", lang))
    return section


def _options(result: Recommendation, lang: str, currency: str) -> Section:
    catalog = result.catalog
    years = result.scenario.horizon_years
    header = [
        t("report.col.pick", lang),
        t("report.col.hardware", lang),
        t("report.col.format", lang),
        t("report.col.memory", lang),
        t("report.col.time" if result.scenario.use_case in ("fine_tune", "pretrain") else "report.col.speed", lang),
        t("report.col.upfront", lang, currency=currency),
        t("report.col.monthly", lang, currency=currency),
        t("report.col.total", lang, years=years, currency=currency),
        t("report.col.power", lang),
    ]
    rows = []
    for option in result.options:
        c = option.cost
        rows.append(
            [
                t(f"label.{option.label}", lang),
                name_of(result, option),
                catalog.quants.get(option.quant).name,
                memory_cell(result, option, lang),
                speed_cell(option, lang),
                money_text(None if c is None else c.upfront),
                money_text(None if c is None else c.monthly),
                money_text(None if c is None else c.horizon_total),
                "—" if c is None or not c.power_w else f"{c.power_w:,.0f} W",
            ]
        )
    section = Section(
        "options",
        t("report.options", lang),
        paragraphs=[t("report.options_intro", lang)],
        # every figure on one line: the money columns are wide enough for "3,149,045" in both languages
        tables=[Table(header, rows, [8, 17, 7, 10, 13, 11, 9, 11, 9], nowrap=[0, 4, 5, 6, 7, 8])],
        new_page=True,
    )
    for option in result.options:
        # the label already says "Avoid": its reason's own "Avoid:" prefix would repeat it
        reasons = ([option.avoid_problem] if option.avoid_problem else []) + option.reasons_besides_avoid
        reasons += [Text("reason.note", {"note": note}) for note in option.notes]  # the engine's caveats
        section.bullets.append(
            f"{t(f'label.{option.label}', lang)} — {name_of(result, option)}{colon(lang)}"
            + " ".join(_sentence(memo.memo_text(r, lang), lang) for r in reasons)
        )
    return section


def _sentence(text: str, lang: str) -> str:
    """A reason run on after another in one paragraph ends as a sentence (a few, written as list items, do not)."""
    text = text.rstrip()
    if not text or text.endswith((".", "。", "!", "?", "！", "？")):
        return text
    return text + ("。" if lang == "zh_CN" else ".")


def _alternatives(result: Recommendation, lang: str) -> Section:
    """Renting tokens from a hosted API and renting a cloud machine, against owning, with the privacy caveat: on the
    first page, after the picks."""
    return Section("alternatives", t("report.alternatives", lang), paragraphs=comparison(result, lang))


def _why_not(result: Recommendation, lang: str) -> Section:
    """Why not the card a buyer asks about: one sentence each."""
    answers = why_not(result)
    return Section(
        "why_not",
        t("report.why_not", lang),
        paragraphs=[t("report.why_not_intro", lang)] if answers else [],
        bullets=[memo.memo_text(answer.answer, lang) for answer in answers],  # each names its card
        new_page=True,  # its own page: never two of its lines alone on a page after a long options table
    )


def _checklist(result: Recommendation, lang: str) -> Section:
    section = Section("checklist", t("report.checklist", lang), new_page=True)  # its tables fill pages
    picks = [o for o in result.options if o.label in ("recommended", "budget_alternative")] or result.options[:1]
    marks = {
        "pass": t("report.status.pass", lang),
        "warn": t("report.status.warn", lang),
        "fail": t("report.status.fail", lang),
    }
    for option in picks:
        rows = [
            [marks[c.status], c.message.render(lang), c.fix.render(lang) if c.fix and c.status != "pass" else ""]
            for c in option.checks
        ]
        section.paragraphs.append(f"{t(f'label.{option.label}', lang)}{colon(lang)}{name_of(result, option)}")
        section.tables.append(
            Table(
                [t("report.col.status", lang), t("report.col.check", lang), t("report.col.fix", lang)],
                rows,
                [8, 52, 40],
                nowrap=[0],
            )
        )
    if not picks:
        section.paragraphs.append(t("report.nothing_fits", lang))
    return section


def _assumptions(result: Recommendation, lang: str) -> Section:
    s = result.scenario
    catalog = result.catalog  # with the buyer's own prices, where they gave any
    section = Section("assumptions", t("report.assumptions", lang))
    section.bullets = [
        # which catalog and which price dates every figure below comes from: bundled, or an update an integrator sent
        *([catalog.origin.text.render(lang)] if catalog.origin else []),
        t("report.assume.rate", lang, rate=s.budget.usd_to_cny),
        t(
            "report.assume.electricity",
            lang,
            price=s.electricity_price,
            currency=s.budget.currency,
            pue=s.pue,
            hours=s.hours_per_day,
        ),
        t("report.assume.horizon", lang, years=s.horizon_years),
        t(
            "report.assume.choices",
            lang,
            consumer=t("report.yes" if s.consumer_cards_ok else "report.no", lang),
            team=t(f"team.{s.team}", lang),
            used=t("report.yes" if s.used_ok else "report.no", lang),
        ),
        # 信创 is a Chinese buyer's requirement: said where it can apply, not to a buyer in the US
        *(
            [t("report.assume.domestic", lang, domestic=t("report.yes" if s.domestic_required else "report.no", lang))]
            if s.region == "cn" or s.domestic_required
            else []
        ),
        t(
            "report.assume.data",
            lang,
            answer=t({None: "report.data.unanswered", True: "report.yes", False: "report.no"}[s.data_may_leave], lang),
        ),
        t(
            "report.assume.load",
            lang,
            users=s.concurrent_users,
            speed=s.tokens_per_s_per_user,
            prompt=s.prompt_tokens,
            answer=s.answer_tokens,
            context=s.context_tokens,
        ),
    ]
    tune = s.fine_tune
    if tune is not None:  # a fine-tuning job, or a serving job also fine-tuned now and then
        section.bullets.append(
            t(
                "report.assume.fine_tune",
                lang,
                method=t(f"report.method.{tune.method}", lang),
                tokens=f"{tune.dataset_tokens / 1e6:,.1f}",
                epochs=tune.epochs,
                runs=tune.runs_per_year,
            )
            + (t("report.assume.save_memory", lang) if tune.save_memory else "")
        )
    rows: list[list[str]] = []
    instances_seen: set[tuple[str, str]] = set()
    gpus_seen: set[str] = set()
    machines_seen: set[str] = set()
    for option in result.options:
        if option.kind == "cloud" and option.cloud_instance:
            instance = catalog.cloud.get(option.cloud_instance)
            for hourly in rental_prices_weighed(s, instance):
                key = (instance.id, hourly.region)
                if key not in instances_seen:
                    instances_seen.add(key)
                    rows.append(
                        [
                            instance.name,
                            f"{money_text(hourly.on_demand_per_hour, cents_below=math.inf)} {hourly.currency}/h ({hourly.region})",
                            hourly.as_of.isoformat(),
                            hourly.source,
                        ]
                    )
        else:
            # the machine around the cards, at GPU Advisor's indicative price (platforms.toml): a price like the others
            for part in option.cost.parts if option.cost else []:
                if part.item == "machine" and part.ref not in machines_seen:
                    machines_seen.add(part.ref)
                    rows.append(
                        [
                            memo.part_name(result, part, lang),
                            f"{money_text(part.unit_price, s.budget.currency)}"
                            + (f" ({t('report.estimate', lang)})" if part.indicative else ""),
                            part.as_of.isoformat(),
                            part.source,
                        ]
                    )
        if option.kind != "cloud" and option.gpu not in gpus_seen:
            gpus_seen.add(option.gpu)
            gpu = catalog.gpus.get(option.gpu)
            system = catalog.platforms.get(option.platform) if option.platform else None
            if system is not None and system.kind == "system":  # a module is priced as its whole server
                for whole in system.prices:
                    rows.append(
                        [
                            system.name_zh if lang.startswith("zh") else system.name,
                            f"{money_text(whole.amount, whole.currency)} ({t(f'report.{whole.condition}', lang)}"
                            # a figure put together where no whole-server price was found says so (its note)
                            + (
                                f"{colon(lang)}{t('report.estimate', lang)})"
                                if whole.note.startswith("ESTIMATE")
                                else ")"
                            ),
                            whole.as_of.isoformat(),
                            whole.source,
                        ]
                    )
            for price in prices_weighed(gpu, s):
                rows.append(
                    [
                        gpu.name,
                        f"{money_text(price.amount, price.currency)} ({t(f'report.{price.condition}', lang)})",
                        price.as_of.isoformat(),
                        price.source,
                    ]
                )
    section.paragraphs.append(t("report.prices_intro", lang))
    rows = [[*row[:3], document_name(row[3], lang)] for row in rows]  # the document, not the researcher's notes
    section.tables.append(
        Table(
            [
                t("report.col.item", lang),
                t("report.col.price", lang),
                t("report.col.date", lang),
                t("report.col.source", lang),
            ],
            rows,
            [22, 18, 12, 48],
            nowrap=[2],
        )
    )
    return section


GLOSSARY = ["token", "vram", "kv", "quant", "tp", "pue", "ttft", "break_even", "export"]


def glossary_terms(lang: str) -> list[str]:
    """The glossary's entries in `lang`: the PDF's last section and the app's Help → Glossary."""
    return [t(f"report.term.{term}", lang) for term in GLOSSARY]


def _glossary(lang: str) -> Section:
    return Section(
        "glossary",
        t("report.glossary", lang),
        bullets=glossary_terms(lang),
    )
