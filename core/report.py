"""What the PDF summary says, in the buyer's language, as plain data: sections of paragraphs, tables and
chart slots. gui/report.py lays it out on A4 or Letter pages; the content lives here, free of Qt, so it
is tested like the rest of the engine and reads the same numbers the wizard shows.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from gpu_advisor.core import __version__
from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.i18n import MESSAGES, Text
from gpu_advisor.core.recommend import Recommendation, option_name

REPORT_LANGUAGES = ("en", "zh_CN")


@dataclass
class Table:
    header: list[str]
    rows: list[list[str]]
    widths: list[int] | None = None  # relative column widths
    nowrap: list[int] = field(default_factory=list)  # columns whose cells must not break (labels, dates, amounts)


@dataclass
class Section:
    key: str  # stable id: cover, summary, options, charts, checklist, assumptions, glossary
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


def t(key: str, lang: str, **params) -> str:
    return Text(key, params).render(lang)


def colon(lang: str) -> str:
    return "：" if lang == "zh_CN" else ": "


def _money(value: float | None, currency: str) -> str:
    return "—" if value is None else f"{value:,.0f} {currency}"


def build_report(result: Recommendation, catalog: Catalog, lang: str = "en", today: dt.date | None = None) -> ReportContent:
    if lang not in REPORT_LANGUAGES:
        raise ValueError(f"language {lang!r}: the report is written in {', '.join(REPORT_LANGUAGES)}")
    today = today or dt.date.today()
    s = result.scenario
    currency = s.budget.currency
    model = result.model
    title = s.title or t("report.default_title", lang, model=model.name)
    sections = [
        _cover(result, catalog, lang, title, today),
        _summary(result, catalog, lang),
        _options(result, catalog, lang, currency),
        Section("charts", t("report.charts", lang), paragraphs=[t("report.charts_intro", lang)],
                charts=["cost_speed", "cumulative", "memory"], new_page=True),
        _checklist(result, catalog, lang),
        _assumptions(result, catalog, lang),
        _glossary(lang),
    ]
    return ReportContent(
        lang=lang, title=title, header=f"{t('report.product', lang)} · {title}",
        page_label=MESSAGES["report.page"][lang], sections=sections,
    )


def _cover(result, catalog, lang, title, today) -> Section:
    s = result.scenario
    use = t(f"report.use.{s.use_case}", lang)
    return Section("cover", title, paragraphs=[
        t("report.cover_line", lang, model=result.model.name, use=use, users=s.concurrent_users),
        t("report.cover_date", lang, date=today.isoformat(), version=__version__, catalog=catalog.as_of),
        t("report.cover_note", lang),
    ])


def _summary(result: Recommendation, catalog: Catalog, lang: str) -> Section:
    s = result.scenario
    currency = s.budget.currency
    best = next((o for o in result.options if o.label == "recommended"), None)
    # on the first page, under the title: the page a boss reads when he reads one
    section = Section("summary", t("report.summary", lang))
    if best is None:
        section.paragraphs.append(t("report.nothing_fits", lang))
        section.bullets = [x.render(lang) for x in result.suggestions]
        return section
    what = option_name(catalog, best)
    verb = t("report.rent" if best.kind == "cloud" else "report.buy", lang)
    section.paragraphs.append(t("report.recommend_line", lang, verb=verb, what=what,
                                quant=catalog.quants.get(best.quant).name, runtime=catalog.runtimes.get(best.runtime).name))
    c = best.cost
    section.paragraphs.append(t("report.cost_line", lang, upfront=_money(c.upfront, currency), monthly=_money(c.monthly, currency),
                                years=s.horizon_years, total=_money(c.horizon_total, currency)))
    if c.break_even_against:
        if c.break_even_month is not None:
            section.paragraphs.append(t("report.break_even_line", lang, months=c.break_even_month, instance=c.break_even_against))
        else:
            section.paragraphs.append(t("report.no_break_even_line", lang, instance=c.break_even_against))
    if best.per_user_tokens_per_s is not None:
        low, high = best.per_user_range
        section.paragraphs.append(t("report.speed_line", lang, users=max(s.concurrent_users, 1), speed=round(best.per_user_tokens_per_s, 1),
                                    low=round(low, 1), high=round(high, 1), ttft=round(best.estimate.speed.ttft_s or 0, 1)))
    if best.job_hours:
        section.paragraphs.append(t("reason.fine_tune_job", lang, hours=round(best.job_hours[0], 1), low=round(best.job_hours[1], 1),
                                    high=round(best.job_hours[2], 1), cost=round(best.job_cost or 0), currency=currency))
    alternative = next((o for o in result.options if o.label in ("alternative", "substitute")), None)
    if alternative is not None and alternative.cost:
        # a 平替 is cheaper than the recommendation; a dearer one is named as a plain alternative (recommend.py)
        section.paragraphs.append(t("report.alternative_line", lang, label=t(f"label.{alternative.label}", lang),
                                    what=option_name(catalog, alternative), total=_money(alternative.cost.horizon_total, currency)))
    risks = [c.message.render(lang) for c in best.checks if c.status != "pass"]
    risks += [t("reason.stale_price", lang, gpu=name, date=date) for name, _, date in (x.partition(": ") for x in c.stale_prices)]
    if best.per_user_range and best.per_user_range[0] < s.tokens_per_s_per_user:
        risks.append(t("report.risk_speed", lang, wanted=s.tokens_per_s_per_user))
    avoid = next((o for o in result.options if o.label == "avoid"), None)
    if avoid is not None:
        why = avoid.reasons[0].params.get("problem") if avoid.reasons and avoid.reasons[0].key == "reason.avoid_check" else None
        risks.append(t("report.risk_avoid", lang, what=option_name(catalog, avoid)) + (" " + why.render(lang) if why else ""))
    section.bullets = risks or [t("report.no_risks", lang)]
    section.paragraphs.append(t("report.risks", lang))
    return section


def _options(result: Recommendation, catalog: Catalog, lang: str, currency: str) -> Section:
    years = result.scenario.horizon_years
    header = [t("report.col.pick", lang), t("report.col.hardware", lang), t("report.col.format", lang),
              t("report.col.memory", lang), t("report.col.speed", lang), t("report.col.upfront", lang, currency=currency),
              t("report.col.monthly", lang, currency=currency), t("report.col.total", lang, years=years, currency=currency),
              t("report.col.power", lang)]
    rows = []
    for option in result.options:
        mem = option.estimate.memory
        speed = "—"
        if option.per_user_tokens_per_s is not None:
            low, high = option.per_user_range
            speed = f"{option.per_user_tokens_per_s:.1f} ({low:.1f}–{high:.1f})"
        elif option.job_hours:
            speed = t("report.job_hours", lang, hours=round(option.job_hours[0], 1))
        c = option.cost
        rows.append([
            t(f"label.{option.label}", lang), option_name(catalog, option), catalog.quants.get(option.quant).name,
            f"{mem.per_gpu_gb:.1f} / {mem.usable_per_gpu_gb:.1f} GB", speed,
            "—" if c is None else f"{c.upfront:,.0f}", "—" if c is None else f"{c.monthly:,.0f}",
            "—" if c is None else f"{c.horizon_total:,.0f}", "—" if c is None or not c.power_w else f"{c.power_w:,.0f} W",
        ])
    section = Section("options", t("report.options", lang), paragraphs=[t("report.options_intro", lang)],
                      tables=[Table(header, rows, [9, 21, 9, 10, 12, 9, 8, 10, 7], nowrap=[0, 2, 3, 8])], new_page=True)
    for option in result.options:
        # the label already says "Avoid": its reason's own "Avoid:" prefix would repeat it
        reasons = [r.params["problem"] if r.key == "reason.avoid_check" else r for r in option.reasons]
        section.bullets.append(f"{t(f'label.{option.label}', lang)} — {option_name(catalog, option)}{colon(lang)}"
                               + " ".join(r.render(lang) for r in reasons))
    return section


def _checklist(result: Recommendation, catalog: Catalog, lang: str) -> Section:
    section = Section("checklist", t("report.checklist", lang), new_page=True)
    picks = [o for o in result.options if o.label in ("recommended", "alternative", "substitute")] or result.options[:1]
    marks = {"pass": t("report.status.pass", lang), "warn": t("report.status.warn", lang), "fail": t("report.status.fail", lang)}
    for option in picks:
        rows = [[marks[c.status], c.message.render(lang), c.fix.render(lang) if c.fix and c.status != "pass" else ""]
                for c in option.checks]
        section.paragraphs.append(f"{t(f'label.{option.label}', lang)}{colon(lang)}{option_name(catalog, option)}")
        section.tables.append(Table([t("report.col.status", lang), t("report.col.check", lang), t("report.col.fix", lang)], rows, [8, 52, 40],
                                    nowrap=[0]))
    if not picks:
        section.paragraphs.append(t("report.nothing_fits", lang))
    return section


def _assumptions(result: Recommendation, catalog: Catalog, lang: str) -> Section:
    s = result.scenario
    section = Section("assumptions", t("report.assumptions", lang), new_page=True)
    section.bullets = [
        t("report.assume.rate", lang, rate=s.budget.usd_to_cny),
        t("report.assume.electricity", lang, price=s.electricity_price, currency=s.budget.currency, pue=s.pue, hours=s.hours_per_day),
        t("report.assume.horizon", lang, years=s.horizon_years),
        t("report.assume.load", lang, users=s.concurrent_users, speed=s.tokens_per_s_per_user, prompt=s.prompt_tokens,
          answer=s.answer_tokens, context=s.context_tokens),
    ]
    tune = s.fine_tune
    if tune is not None:  # a fine-tuning job, or a serving job also fine-tuned now and then
        section.bullets.append(t("report.assume.fine_tune", lang, method=t(f"report.method.{tune.method}", lang),
                                 tokens=f"{tune.dataset_tokens / 1e6:,.1f}", epochs=tune.epochs, runs=tune.runs_per_year)
                               + (t("report.assume.save_memory", lang) if tune.save_memory else ""))
    rows = []
    seen = set()
    for option in result.options:
        if option.kind == "cloud" and option.cloud_instance:
            instance = catalog.cloud.get(option.cloud_instance)
            for price in instance.prices:
                key = (instance.id, price.region)
                if key not in seen and (price.market == s.region or s.region == "other"):
                    seen.add(key)
                    rows.append([instance.name, f"{price.on_demand_per_hour:,.2f} {price.currency}/h ({price.region})",
                                 price.as_of.isoformat(), price.source])
        elif option.gpu not in seen:
            seen.add(option.gpu)
            gpu = catalog.gpus.get(option.gpu)
            for price in gpu.prices:
                rows.append([gpu.name, f"{price.amount:,.0f} {price.currency} ({t(f'report.{price.condition}', lang)})",
                             price.as_of.isoformat(), price.source])
    section.paragraphs.append(t("report.prices_intro", lang))
    section.tables.append(Table([t("report.col.item", lang), t("report.col.price", lang), t("report.col.date", lang),
                                 t("report.col.source", lang)], rows, [22, 18, 12, 48], nowrap=[2]))
    calibration = []
    for runtime in catalog.runtimes:
        for key, cal in runtime.calibration.items():
            kind = t(f"report.hardware.{key}", lang) if f"report.hardware.{key}" in MESSAGES else key
            calibration.append([runtime.name, kind, f"{cal.decode_efficiency:.2f}", f"{cal.spread[0]:.2f}–{cal.spread[1]:.2f}"])
    section.paragraphs.append(t("report.calibration_intro", lang))
    section.tables.append(Table([t("report.col.runtime", lang), t("report.col.hardware_kind", lang),
                                 t("report.col.bandwidth_share", lang), t("report.col.range", lang)], calibration, [30, 25, 20, 25]))
    return section


GLOSSARY = ["token", "vram", "kv", "quant", "tp", "pue", "ttft", "break_even", "export"]


def _glossary(lang: str) -> Section:
    return Section("glossary", t("report.glossary", lang), bullets=[t(f"report.term.{term}", lang) for term in GLOSSARY], new_page=True)


MESSAGES.update({
    "report.product": {"en": "GPU Advisor", "zh_CN": "GPU 选型顾问"},
    "report.page": {"en": "Page {page} of {pages}", "zh_CN": "第 {page} 页，共 {pages} 页"},
    "report.default_title": {"en": "Hardware plan for {model}", "zh_CN": "{model} 硬件方案"},
    "report.use.chat": {"en": "a chat assistant for staff", "zh_CN": "员工聊天助手"},
    "report.use.document_qa": {"en": "questions about company documents", "zh_CN": "公司文档问答"},
    "report.use.batch": {"en": "batch processing of documents", "zh_CN": "文档批量处理"},
    "report.use.fine_tune": {"en": "fine-tuning on company data", "zh_CN": "用公司数据微调"},
    "report.use.pretrain": {"en": "continued training on a cluster", "zh_CN": "在集群上继续训练"},
    "report.cover_line": {"en": "Model: {model}. Use: {use}. People at the same moment: {users}.",
                          "zh_CN": "模型：{model}。用途：{use}。同时使用人数：{users}。"},
    "report.cover_date": {"en": "Prepared on {date} with GPU Advisor {version}; hardware and price catalog as of {catalog}.",
                          "zh_CN": "生成日期 {date}，GPU 选型顾问 {version}；硬件与价格目录日期 {catalog}。"},
    "report.cover_note": {"en": "Every figure is an estimate from datasheets and published measurements, shown with its range; "
                                "prices are indicative and dated. Confirm prices with suppliers before ordering.",
                          "zh_CN": "所有数字均为基于产品规格书和公开实测数据的估算，并给出区间；价格仅供参考并注明日期。"
                                   "下单前请向供应商确认价格。"},
    "report.summary": {"en": "Summary", "zh_CN": "方案摘要"},
    "report.buy": {"en": "Buy", "zh_CN": "购买"},
    "report.rent": {"en": "Rent", "zh_CN": "租用"},
    "report.recommend_line": {"en": "Recommendation: {verb} {what}, running the model as {quant} with {runtime}.",
                              "zh_CN": "建议：{verb} {what}，以 {quant} 格式、用 {runtime} 运行模型。"},
    "report.cost_line": {"en": "Cost: {upfront} up front, {monthly} a month to run; {total} over {years} years.",
                         "zh_CN": "费用：首期投入 {upfront}，每月运行费用 {monthly}；{years} 年合计 {total}。"},
    "report.break_even_line": {"en": "Buying costs less than renting the comparable cloud option ({instance}) from month {months} on.",
                               "zh_CN": "与租用同等云方案（{instance}）相比，购买从第 {months} 个月起更省钱。"},
    "report.no_break_even_line": {"en": "Renting the comparable cloud option ({instance}) stays cheaper than buying over the whole period.",
                                  "zh_CN": "在整个使用期内，租用同等云方案（{instance}）始终比购买便宜。"},
    "report.speed_line": {"en": "Speed: each of {users} users sees about {speed} tokens per second (range {low} to {high}); "
                                "the first words appear after about {ttft} seconds.",
                          "zh_CN": "速度：{users} 位用户每人约每秒 {speed} 个 token（区间 {low} 至 {high}）；约 {ttft} 秒后开始输出。"},
    "report.alternative_line": {"en": "{label}: {what}, {total} over the period.",
                                "zh_CN": "{label}：{what}，使用期总费用 {total}。"},
    "report.risks": {"en": "Main risks and points to check:", "zh_CN": "主要风险与待核查事项："},
    "report.risk_speed": {"en": "At the low end of its range the speed falls below the {wanted} tokens per second wanted.",
                          "zh_CN": "在速度区间的低端，速度会低于期望的每秒 {wanted} 个 token。"},
    "report.risk_avoid": {"en": "Do not buy {what}:", "zh_CN": "不要购买 {what}："},
    "report.no_risks": {"en": "No open points: every check passed.", "zh_CN": "没有待办事项：所有检查均已通过。"},
    "report.nothing_fits": {"en": "Nothing in the catalog runs this model as asked. What would work:",
                            "zh_CN": "目录中没有配置能按要求运行该模型。可行的做法："},
    "report.options": {"en": "Options compared", "zh_CN": "方案对比"},
    "report.options_intro": {"en": "Memory is per GPU: needed / usable. Speed is tokens per second per user, with its range. "
                                   "Power is the average electrical draw of the whole machine.",
                             "zh_CN": "显存按每张卡计算：所需 / 可用。速度为每位用户每秒 token 数及其区间。功率为整机平均耗电。"},
    "report.col.pick": {"en": "Pick", "zh_CN": "评级"},
    "report.col.hardware": {"en": "Hardware", "zh_CN": "硬件"},
    "report.col.format": {"en": "Format", "zh_CN": "格式"},
    "report.col.memory": {"en": "Memory per GPU", "zh_CN": "每卡显存"},
    "report.col.speed": {"en": "Speed per user", "zh_CN": "每人速度"},
    "report.col.upfront": {"en": "Up front ({currency})", "zh_CN": "首期投入（{currency}）"},
    "report.col.monthly": {"en": "Per month ({currency})", "zh_CN": "每月（{currency}）"},
    "report.col.total": {"en": "{years} years ({currency})", "zh_CN": "{years} 年合计（{currency}）"},
    "report.col.power": {"en": "Power", "zh_CN": "功率"},
    "report.job_hours": {"en": "{hours} h per run", "zh_CN": "每次 {hours} 小时"},
    "report.charts": {"en": "Charts", "zh_CN": "图表"},
    "report.charts_intro": {"en": "Cost against speed for every option that fits (the dashed line is the best speed for the money); "
                                  "money spent month by month, buying against renting; the memory of the recommended option "
                                  "against the card's capacity.",
                            "zh_CN": "所有可行方案的费用与速度（虚线为同等花费下的最快方案）；逐月累计花费，购买与租用对比；"
                                     "首选方案的显存占用与显卡容量对比。"},
    "report.checklist": {"en": "Compatibility checklist", "zh_CN": "兼容性检查清单"},
    "report.status.pass": {"en": "pass", "zh_CN": "通过"},
    "report.status.warn": {"en": "check", "zh_CN": "注意"},
    "report.status.fail": {"en": "fail", "zh_CN": "不通过"},
    "report.col.status": {"en": "Result", "zh_CN": "结果"},
    "report.col.check": {"en": "Check", "zh_CN": "检查项"},
    "report.col.fix": {"en": "What to do", "zh_CN": "处理办法"},
    "report.assumptions": {"en": "Assumptions and sources", "zh_CN": "假设与数据来源"},
    "report.assume.rate": {"en": "Exchange rate: 1 USD = {rate} CNY.", "zh_CN": "汇率：1 美元 = {rate} 元人民币。"},
    "report.assume.electricity": {"en": "Electricity: {price} {currency} per kWh, PUE {pue}, {hours} hours of use a day.",
                                  "zh_CN": "电价：每度 {price} {currency}，PUE {pue}，每天使用 {hours} 小时。"},
    "report.assume.horizon": {"en": "Period compared: {years} years.", "zh_CN": "对比期限：{years} 年。"},
    "report.assume.load": {"en": "Load: {users} users at once wanting {speed} tokens per second; questions of {prompt} tokens, "
                                 "answers of {answer}, conversations up to {context}.",
                           "zh_CN": "负载：同时 {users} 位用户，期望每秒 {speed} 个 token；问题 {prompt} 个 token，"
                                    "回答 {answer} 个，对话最长 {context} 个。"},
    "report.assume.fine_tune": {"en": "Fine-tuning: {method}, {tokens} million tokens of data, {epochs} passes, {runs} runs a year.",
                                "zh_CN": "微调：{method}，数据 {tokens} 百万 token，训练 {epochs} 轮，每年 {runs} 次。"},
    "report.assume.save_memory": {"en": " Low-memory settings (8-bit optimizer, gradients freed layer by layer, loss in chunks).",
                                  "zh_CN": "采用低显存设置（8 比特优化器、逐层释放梯度、分块计算损失）。"},
    "report.method.lora": {"en": "LoRA", "zh_CN": "LoRA 微调"},
    "report.method.qlora": {"en": "QLoRA", "zh_CN": "QLoRA 微调"},
    "report.method.full": {"en": "full fine-tune", "zh_CN": "全参数微调"},
    "report.prices_intro": {"en": "Prices used, with their date and source:", "zh_CN": "所用价格及其日期和来源："},
    "report.new": {"en": "new", "zh_CN": "全新"},
    "report.used": {"en": "used", "zh_CN": "二手"},
    "report.col.item": {"en": "Item", "zh_CN": "项目"},
    "report.col.price": {"en": "Price", "zh_CN": "价格"},
    "report.col.date": {"en": "Date", "zh_CN": "日期"},
    "report.col.source": {"en": "Source", "zh_CN": "来源"},
    "report.calibration_intro": {"en": "Speeds come from the memory bandwidth and compute of each GPU, scaled by factors fitted to "
                                       "published measurements; the range is the spread those measurements showed:",
                                 "zh_CN": "速度由每张显卡的显存带宽和算力推算，并按公开实测数据拟合的系数修正；区间来自实测数据的离散程度："},
    "report.col.runtime": {"en": "Runtime", "zh_CN": "推理框架"},
    "report.col.hardware_kind": {"en": "Hardware kind", "zh_CN": "硬件类别"},
    "report.col.bandwidth_share": {"en": "Share of bandwidth", "zh_CN": "带宽利用率"},
    "report.col.range": {"en": "Range (measured / estimated)", "zh_CN": "区间（实测 / 估算）"},
    "report.glossary": {"en": "Glossary", "zh_CN": "术语表"},
    "report.hardware.default": {"en": "other hardware", "zh_CN": "其他硬件"},
    "report.hardware.cuda": {"en": "NVIDIA, GDDR memory", "zh_CN": "NVIDIA，GDDR 显存"},
    "report.hardware.cuda-hbm": {"en": "NVIDIA data centre, HBM memory", "zh_CN": "NVIDIA 数据中心卡，HBM 显存"},
    "report.hardware.cuda-unified": {"en": "NVIDIA Jetson, shared memory", "zh_CN": "NVIDIA Jetson，共享内存"},
    "report.hardware.metal": {"en": "Apple silicon", "zh_CN": "苹果芯片"},
    "report.hardware.rocm": {"en": "AMD", "zh_CN": "AMD 显卡"},
    "report.hardware.rocm-hbm": {"en": "AMD data centre, HBM memory", "zh_CN": "AMD 数据中心卡，HBM 显存"},
    "report.term.token": {"en": "Token: the unit a model reads and writes, about three quarters of an English word or one to two Chinese characters.",
                          "zh_CN": "Token（词元）：模型读写的基本单位，约等于四分之三个英文单词或一到两个汉字。"},
    "report.term.vram": {"en": "GPU memory (VRAM): the memory on the graphics card; the whole model must fit in it.",
                         "zh_CN": "显存（VRAM）：显卡上的内存，整个模型必须能装进去。"},
    "report.term.kv": {"en": "KV cache: memory that holds each conversation in progress; it grows with users and conversation length.",
                       "zh_CN": "KV 缓存：保存进行中对话的显存，随用户数和对话长度增长。"},
    "report.term.quant": {"en": "Quantization (8-bit, 4-bit): storing the model with fewer bits, so it needs less memory at a small loss of quality.",
                          "zh_CN": "量化（8 比特、4 比特）：用更少的比特存储模型，显存需求更小，质量略有损失。"},
    "report.term.tp": {"en": "Tensor parallel: splitting one model across several GPUs so that they work on every word together.",
                       "zh_CN": "张量并行：把一个模型拆分到多张显卡上，共同计算每一个词。"},
    "report.term.pue": {"en": "PUE: the building's total power divided by the computers' power; 1.3 means 30% extra for cooling and losses.",
                        "zh_CN": "PUE：机房总耗电除以 IT 设备耗电；1.3 表示另有 30% 用于散热和损耗。"},
    "report.term.ttft": {"en": "Time to first token: how long a user waits before the answer starts to appear.",
                         "zh_CN": "首字延迟：用户等待回答开始出现的时间。"},
    "report.term.break_even": {"en": "Break-even month: the month from which buying has cost less in total than renting.",
                               "zh_CN": "回本月份：从这个月起，购买的总花费低于租用。"},
    "report.term.export": {"en": "Export control: rules that stop some GPUs from being sold new in some regions.",
                           "zh_CN": "出口管制：限制某些显卡在部分地区销售新品的规定。"},
})
