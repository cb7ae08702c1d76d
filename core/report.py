"""What the PDF summary says, in the buyer's language, as plain data: sections of paragraphs, tables and
chart slots. gui/report.py lays it out on A4 or Letter pages; the content lives here, free of Qt, so it
is tested like the rest of the engine and reads the same numbers the wizard shows.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from gpu_advisor.core import __version__
from gpu_advisor.core.i18n import MESSAGES, Text
from gpu_advisor.core.recommendation import Recommendation
from gpu_advisor.core.why_not import alternatives, why_not

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


def _money(value: float | None, currency: str) -> str:
    return "—" if value is None else f"{value:,.0f} {currency}"


def build_report(result: Recommendation, lang: str = "en", today: dt.date | None = None) -> ReportContent:
    """The report of a recommendation, with the catalog and prices it was computed from (result.catalog)."""
    if lang not in REPORT_LANGUAGES:
        raise ValueError(f"language {lang!r}: the report is written in {', '.join(REPORT_LANGUAGES)}")
    today = today or dt.date.today()
    s = result.scenario
    currency = s.budget.currency
    model = result.model
    title = s.title or t("report.default_title", lang, model=model.name)
    sections = [
        _cover(result, lang, title, today),
        _summary(result, lang),
        _options(result, lang, currency),
        _alternatives(result, lang),
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
    # the alternatives and "why not" only where there is something to say
    sections = [x for x in sections if x.key not in ("alternatives", "why_not") or x.paragraphs or x.bullets]
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
            t("report.cover_line", lang, model=result.model.name, use=use, users=s.concurrent_users),
            t("report.cover_date", lang, date=today.isoformat(), version=__version__, catalog=result.catalog.as_of),
            t("report.cover_note", lang),
        ],
    )


def _summary(result: Recommendation, lang: str) -> Section:
    s = result.scenario
    catalog = result.catalog
    currency = s.budget.currency
    best = result.recommended
    # on the first page, under the title: the page a boss reads when he reads one
    section = Section("summary", t("report.summary", lang))
    if best is None:
        section.paragraphs.append(t("report.nothing_fits", lang))
        section.bullets = [x.render(lang) for x in result.suggestions]
        return section
    what = result.option_name(best)
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
    section.paragraphs.append(
        t(
            "report.cost_line",
            lang,
            upfront=_money(c.upfront, currency),
            monthly=_money(c.monthly, currency),
            years=s.horizon_years,
            total=_money(c.horizon_total, currency),
        )
    )
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
    if best.job_hours:
        section.paragraphs.append(
            t(
                "reason.fine_tune_job.rent" if best.kind in ("cloud", "hybrid") else "reason.fine_tune_job.power",
                lang,
                hours=round(best.job_hours[0], 1),
                low=round(best.job_hours[1], 1),
                high=round(best.job_hours[2], 1),
                cost=round(best.job_cost or 0),
                currency=currency,
            )
        )
    alternative = result.alternative
    if alternative is not None and alternative.cost:
        # a 平替 is cheaper than the recommendation; a dearer one is named as a plain alternative (recommend.py)
        section.paragraphs.append(
            t(
                "report.alternative_line",
                lang,
                label=t(f"label.{alternative.label}", lang),
                what=result.option_name(alternative),
                total=_money(alternative.cost.horizon_total, currency),
            )
        )
    risks = [c.message.render(lang) for c in best.checks if c.status != "pass"]
    risks += [t("reason.stale_price", lang, gpu=stale.name, date=stale.as_of.isoformat()) for stale in c.stale_prices]
    if best.per_user_range and best.per_user_range[0] < s.tokens_per_s_per_user:
        risks.append(t("report.risk_speed", lang, wanted=s.tokens_per_s_per_user))
    avoid = result.avoid
    if avoid is not None:
        why = avoid.avoid_problem
        risks.append(
            t("report.risk_avoid", lang, what=result.option_name(avoid)) + (" " + why.render(lang) if why else "")
        )
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
        t("report.col.speed", lang),
        t("report.col.upfront", lang, currency=currency),
        t("report.col.monthly", lang, currency=currency),
        t("report.col.total", lang, years=years, currency=currency),
        t("report.col.power", lang),
    ]
    rows = []
    for option in result.options:
        mem = option.estimate.memory
        speed = "—"
        if option.per_user_tokens_per_s is not None and option.per_user_range:
            low, high = option.per_user_range
            speed = f"{option.per_user_tokens_per_s:.1f} ({low:.1f}–{high:.1f})"
        elif option.job_hours:
            speed = t("report.job_hours", lang, hours=round(option.job_hours[0], 1))
        c = option.cost
        rows.append(
            [
                t(f"label.{option.label}", lang),
                result.option_name(option),
                catalog.quants.get(option.quant).name,
                f"{mem.per_gpu_gb:.1f} / {mem.usable_per_gpu_gb:.1f} GB",
                speed,
                "—" if c is None else f"{c.upfront:,.0f}",
                "—" if c is None else f"{c.monthly:,.0f}",
                "—" if c is None else f"{c.horizon_total:,.0f}",
                "—" if c is None or not c.power_w else f"{c.power_w:,.0f} W",
            ]
        )
    section = Section(
        "options",
        t("report.options", lang),
        paragraphs=[t("report.options_intro", lang)],
        # every figure on one line: the money columns are wide enough for "3,149,045" in both languages
        tables=[Table(header, rows, [8, 17, 8, 11, 12, 11, 10, 12, 8], nowrap=[0, 2, 3, 4, 5, 6, 7, 8])],
        new_page=True,
    )
    for option in result.options:
        # the label already says "Avoid": its reason's own "Avoid:" prefix would repeat it
        reasons = ([option.avoid_problem] if option.avoid_problem else []) + option.reasons_besides_avoid
        reasons += [Text("reason.note", {"note": note}) for note in option.notes]  # the engine's caveats
        section.bullets.append(
            f"{t(f'label.{option.label}', lang)} — {result.option_name(option)}{colon(lang)}"
            + " ".join(r.render(lang) for r in reasons)
        )
    return section


def _alternatives(result: Recommendation, lang: str) -> Section:
    """Renting tokens from a hosted API and renting a cloud machine, against owning, with the privacy caveat."""
    return Section(
        "alternatives", t("report.alternatives", lang), paragraphs=[x.render(lang) for x in alternatives(result)]
    )


def _why_not(result: Recommendation, lang: str) -> Section:
    """Why not the card a buyer asks about: one sentence each."""
    answers = why_not(result)
    return Section(
        "why_not",
        t("report.why_not", lang),
        paragraphs=[t("report.why_not_intro", lang)] if answers else [],
        bullets=[answer.answer.render(lang) for answer in answers],  # each names its card
    )


def _checklist(result: Recommendation, lang: str) -> Section:
    section = Section("checklist", t("report.checklist", lang), new_page=True)
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
        section.paragraphs.append(f"{t(f'label.{option.label}', lang)}{colon(lang)}{result.option_name(option)}")
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
    section = Section("assumptions", t("report.assumptions", lang), new_page=True)
    section.bullets = [
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
            domestic=t("report.yes" if s.domestic_required else "report.no", lang),
            used=t("report.yes" if s.used_ok else "report.no", lang),
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
    for option in result.options:
        if option.kind == "cloud" and option.cloud_instance:
            instance = catalog.cloud.get(option.cloud_instance)
            for hourly in instance.prices:
                key = (instance.id, hourly.region)
                if key not in instances_seen and (hourly.market == s.region or s.region == "other"):
                    instances_seen.add(key)
                    rows.append(
                        [
                            instance.name,
                            f"{hourly.on_demand_per_hour:,.2f} {hourly.currency}/h ({hourly.region})",
                            hourly.as_of.isoformat(),
                            hourly.source,
                        ]
                    )
        elif option.gpu not in gpus_seen:
            gpus_seen.add(option.gpu)
            gpu = catalog.gpus.get(option.gpu)
            system = catalog.platforms.get(option.platform) if option.platform else None
            if system is not None and system.kind == "system":  # a module is priced as its whole server
                for whole in system.prices:
                    rows.append(
                        [
                            system.name_zh if lang.startswith("zh") else system.name,
                            f"{whole.amount:,.0f} {whole.currency} ({t(f'report.{whole.condition}', lang)})",
                            whole.as_of.isoformat(),
                            f"{whole.source} ({whole.note})" if whole.note else whole.source,
                        ]
                    )
            for price in gpu.prices:
                rows.append(
                    [
                        gpu.name,
                        f"{price.amount:,.0f} {price.currency} ({t(f'report.{price.condition}', lang)})",
                        price.as_of.isoformat(),
                        price.source,
                    ]
                )
    section.paragraphs.append(t("report.prices_intro", lang))
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
    calibration = []
    for runtime in catalog.runtimes:
        for hardware_key, cal in runtime.calibration.items():
            hardware = (
                t(f"report.hardware.{hardware_key}", lang)
                if f"report.hardware.{hardware_key}" in MESSAGES
                else hardware_key
            )
            calibration.append(
                [runtime.name, hardware, f"{cal.decode_efficiency:.2f}", f"{cal.spread[0]:.2f}–{cal.spread[1]:.2f}"]
            )
    section.paragraphs.append(t("report.calibration_intro", lang))
    section.tables.append(
        Table(
            [
                t("report.col.runtime", lang),
                t("report.col.hardware_kind", lang),
                t("report.col.bandwidth_share", lang),
                t("report.col.range", lang),
            ],
            calibration,
            [30, 25, 20, 25],
        )
    )
    return section


GLOSSARY = ["token", "vram", "kv", "quant", "tp", "pue", "ttft", "break_even", "export"]


def _glossary(lang: str) -> Section:
    return Section(
        "glossary",
        t("report.glossary", lang),
        bullets=[t(f"report.term.{term}", lang) for term in GLOSSARY],
        new_page=True,
    )
