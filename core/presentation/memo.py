"""The procurement memo's own parts (issue 22): what the first choice costs against the budget, its bill of materials,
the risks that matter for this buyer, what to ask suppliers, a vendor-neutral technical specification (技术参数要求) and
an acceptance test (验收标准), each as plain data the PDF lays out (core.presentation.report).

Every figure is read from the recommendation: the bill's prices are the very lines pricing chose (CostSummary.parts, with
their dates and kinds), the specification's minimums come from the estimate that sized the pick, and the acceptance
test's pass marks are the low end of the estimate's range, so a machine that meets them does what the advice promised,
but never below the speed the buyer wants where the estimate meets it (speed_pass_mark).
"""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass

from gpu_advisor.core.catalog.machine import host_ram_gb
from gpu_advisor.core.catalog.market import market_status, platform_name
from gpu_advisor.core.catalog.schema import Gpu, Platform
from gpu_advisor.core.checks.checks import bought_psu_w
from gpu_advisor.core.costing.ownership import system_power_w
from gpu_advisor.core.foundation.messages import MESSAGES, Text
from gpu_advisor.core.options.option import CostPart, Option
from gpu_advisor.core.options.request import Context, task_of
from gpu_advisor.core.presentation.formatting import money_text
from gpu_advisor.core.recommend.ranking import wait_under_load
from gpu_advisor.core.recommend.result import Recommendation

SPEC_HEADROOM = 1.15  # memory asked of an offered accelerator over what the model needs on it: room to start and grow
PSU_MARGIN = 1.2  # a power supply sized 20% over the machine's full draw, as server vendors size theirs
SOAK_HOURS = 24  # the acceptance test's run at the stated load without an error


def t(key: str, lang: str, **params: object) -> str:
    return Text(key, dict(params)).render(lang)


def memo_text(text: Text, lang: str) -> str:
    """A message as the memo says it: where the app's wording tells the buyer to tick a box in the wizard (a rule's
    "Tick 'Used cards are acceptable' to consider it"), the memo's own wording without the instruction."""
    memo = f"{text.key}.memo"
    return Text(memo, text.params).render(lang) if memo in MESSAGES else text.render(lang)


# ---------------------------------------------------------------- budget against cost


def budget_rows(result: Recommendation, option: Option, lang: str) -> list[list[str]]:
    """Budget against cost: the budget, the cost up front, a year's running or rent, the total over the horizon and
    what is to spare or over."""
    s = result.scenario
    budget, cost = s.budget, option.priced
    currency = budget.currency
    rows = []
    if budget.one_off:
        rows.append([t("memo.budget.one_off", lang), money_text(budget.one_off, currency)])
    if budget.monthly:
        rows.append([t("memo.budget.monthly", lang), money_text(budget.monthly, currency)])
    if not budget.one_off and not budget.monthly:
        rows.append([t("memo.budget.one_off", lang), t("memo.budget.none", lang)])
    rented = option.kind == "cloud"
    if not rented:
        rows.append([t("memo.cost.upfront", lang), money_text(cost.upfront, currency)])
    rows.append(
        [
            t("memo.cost.rent_year" if rented else "memo.cost.running_year", lang),
            money_text(cost.monthly * 12, currency),
        ]
    )
    rows.append([t("memo.cost.total", lang, years=s.horizon_years), money_text(cost.horizon_total, currency)])
    if rented and budget.monthly:
        spend, limit = cost.monthly, budget.monthly
    elif not rented and budget.one_off:
        spend, limit = cost.upfront, budget.one_off
    else:
        return rows
    key = "memo.budget.within" if spend <= limit else "memo.budget.over"
    rows.append([t("memo.budget.against", lang), t(key, lang, by=money_text(abs(limit - spend), currency))])
    return rows


# ---------------------------------------------------------------- bill of materials


@dataclass(frozen=True)
class BillLine:
    item: str
    what: str
    quantity: str
    unit_price: str
    amount: str
    basis: str  # the price's date, kind and confidence, or why there is no price


def _basis(part: CostPart, lang: str) -> str:
    if part.indicative:
        return t("memo.basis.indicative", lang, date=part.as_of.isoformat())
    words = [part.as_of.isoformat()]
    if part.condition:
        words.append(t(f"report.{part.condition}", lang))
    if part.confidence:
        words.append(t("memo.basis.confidence", lang, confidence=Text(f"confidence.price.{part.confidence}")))
    if part.listed_in:
        words.append(t("memo.basis.converted", lang, market=Text(f"price_market.{part.listed_in}")))
    return ("，" if lang == "zh_CN" else ", ").join(words)


def _machine_contents(platform: Platform, gpu: Gpu, count: int, lang: str) -> str:
    """What the machine bought for `count` of a GPU holds: a build priced by its parts has the memory its cards need
    and the power supply that carries them (core.catalog.machine), as its bill prices them."""
    chassis = t(f"memo.chassis.{platform.chassis}", lang) if platform.chassis else ""
    return t(
        "memo.machine_contents",
        lang,
        chassis=chassis,
        ram=f"{host_ram_gb(platform, gpu, count):,.0f}",
        disk=f"{platform.disk_gb / 1000:,.1f}".rstrip("0").rstrip("."),
        psu=f"{bought_psu_w(platform, gpu, count):,.0f}",
    )


def _card_facts(gpu: Gpu, lang: str) -> str:
    return t(
        "memo.card_facts",
        lang,
        memory=f"{gpu.memory_gb:g}",
        kind=gpu.memory_type,
        bandwidth=f"{gpu.bandwidth_gbps:,.0f}",
        watts=f"{gpu.tdp_w:,.0f}",
    )


def peak_power_w(result: Recommendation, option: Option) -> float:
    """The whole machine (or all machines) at full load, before the building's overhead: what the power supply and
    the site must carry (core.costing.ownership.system_power_w at full utilisation)."""
    gpu = result.catalog.gpus.get(option.gpu)
    include_host = gpu.form_factor not in ("system", "module", "soc")
    return system_power_w(gpu.tdp_w, option.count, 1.0, include_host) * option.machines


def bill_of_materials(result: Recommendation, option: Option, lang: str) -> list[BillLine]:
    """The lines a supplier quotes against: the machine and its contents, the accelerators, the network between
    machines, the software, installation and power, then the total up front. A rented option: the instances and their
    rate a month."""
    catalog, s = result.catalog, result.scenario
    cost = option.priced
    lines: list[BillLine] = []
    if option.kind == "cloud":
        assert option.cloud_instance is not None  # a cloud option always names its instance
        instance = catalog.cloud.get(option.cloud_instance)
        billing = cost.billing
        basis = (
            t("memo.basis.rental", lang, mode=Text(f"memo.mode.{billing.mode}"), date=billing.as_of.isoformat())
            if billing is not None
            else ""
        )
        lines.append(
            BillLine(
                t("memo.item.rental", lang),
                f"{instance.name}: {instance.gpu_count} × {catalog.gpus.get(instance.gpu).name}",
                str(option.machines),
                money_text(cost.monthly / max(option.machines, 1)),
                money_text(cost.monthly),
                basis,
            )
        )
        lines.append(_software_line(result, option, lang))
        lines.append(BillLine(t("memo.item.total_month", lang), "", "", "", money_text(cost.monthly), ""))
        return lines
    platform = catalog.platforms.get(option.platform) if option.platform else None
    items = {part.item for part in cost.parts}
    own_server = option.host is not None and option.host_system is None  # a card for the buyer's own server
    if (
        option.kind == "owned"
        or own_server
        or (platform is not None and not items & {"machine", "system"} and option.host is None)
    ):
        # the cards go into the buyer's own machine, or the buyer has it all: nothing to buy around them
        own = s.existing
        facts = t(
            "memo.own_machine",
            lang,
            psu=f"{own.psu_watts:,.0f} W" if own.psu_watts else "?",
            slots=own.free_slots if own.free_slots is not None else "?",
        )
        lines.append(BillLine(t("memo.item.machine", lang), facts, "1", "—", "0", t("memo.basis.owned", lang)))
    first_part = True
    for part in cost.parts:
        if part.item == "machine" and platform is not None and part.ref != platform.id:
            # a build priced by its parts: one line a part, the first naming the machine and what it holds
            name = part_name(result, part, lang)
            gpu = catalog.gpus.get(option.gpu)
            contents = _machine_contents(platform, gpu, option.count, lang)
            machine = platform_name(platform).render(lang)
            shown = f"{machine}（{contents}）：{name}" if lang.startswith("zh") else f"{machine} ({contents}): {name}"
            what = shown if first_part else name
            item = t("memo.item.machine", lang) if first_part else ""
            first_part = False
        elif part.item == "machine" and platform is not None:
            gpu = catalog.gpus.get(option.gpu)
            what = f"{platform_name(platform).render(lang)}: {_machine_contents(platform, gpu, option.count, lang)}"
            item = t("memo.item.machine", lang)
        elif part.item == "accelerators":
            gpu = catalog.gpus.get(part.ref)
            what = f"{gpu.name}: {_card_facts(gpu, lang)}"
            item = t("memo.item.accelerators", lang)
        elif part.item == "system":
            gpu = catalog.gpus.get(option.gpu)
            name = (
                platform_name(platform).render(lang) if platform is not None and platform.id == part.ref else part.name
            )
            what = t("memo.system_contents", lang, name=name, count=option.count, gpu=gpu.name)
            item = t("memo.item.system", lang)
        else:
            what = part.name
            item = t("memo.item.network", lang)
        per_unit = part.item == "machine" and part.quantity > 1 and part.unit_price < 1000  # memory by the GB
        lines.append(
            BillLine(
                item,
                what,
                str(part.quantity),
                money_text(part.unit_price, cents_below=1000, trim_zero_cents=True)
                if per_unit
                else money_text(part.unit_price),
                money_text(part.amount),
                _basis(part, lang),
            )
        )
    lines.append(_software_line(result, option, lang))
    lines.append(
        BillLine(
            t("memo.item.installation", lang), t("memo.installation", lang), "1", "—", "—", t("memo.basis.quote", lang)
        )
    )
    lines.append(
        BillLine(
            t("memo.item.power", lang),
            t(
                "memo.power",
                lang,
                average=f"{cost.power_w:,.0f}",
                peak=f"{peak_power_w(result, option):,.0f}",
                pue=s.pue,
            ),
            "",
            "",
            "—",
            t("memo.basis.running", lang),
        )
    )
    lines.append(BillLine(t("memo.item.total", lang), "", "", "", money_text(cost.upfront), ""))
    return lines


def _software_line(result: Recommendation, option: Option, lang: str) -> BillLine:
    catalog = result.catalog
    what = t(
        "memo.software",
        lang,
        runtime=catalog.runtimes.get(option.runtime).name,
        model=result.model.name,
        quant=catalog.quants.get(option.quant).name,
        licence=result.model.license,
    )
    return BillLine(t("memo.item.software", lang), what, "1", "—", "0", t("memo.basis.open_source", lang))


# ---------------------------------------------------------------- risks and questions


def risks(result: Recommendation, option: Option, lang: str, most: int = 3) -> list[str]:
    """The risks that matter for this buyer, most pressing first: how far a closest answer falls short of the wish, a
    price not yet confirmed, the part's supply or
    export status, the wait of a model that thinks first, a software stack an IT generalist has not run, a speed range
    that reaches below the wish, little memory to spare."""
    s, catalog = result.scenario, result.catalog
    cost = option.priced
    # the closest answer falls short of the wish: how far, before anything else (the risk the buyer takes knowingly)
    found: list[str] = [memo_text(r, lang) for r in option.reasons if r.key.startswith("reason.shortfall")]
    converted = [p for p in cost.parts if p.listed_in]
    if converted:
        # the total rests on another market's listing: the first thing a boss must hear about the price
        market = Text(f"price_market.{converted[0].listed_in}")
        found.append(t("memo.risk.converted", lang, items=_names(result, converted, lang), market=market))
    stale = {x.name for x in cost.stale_prices}
    machines = catalog.platforms
    unconfirmed = [
        p
        for p in cost.parts
        if not p.listed_in
        and (
            p.indicative
            or p.confidence == "low"
            or p.name in stale
            or ("/" in p.ref and machines.get(p.ref.split("/")[0]).name in stale)  # a part of a machine flagged old
        )
    ]
    if unconfirmed:
        found.append(t("memo.risk.price", lang, items=_names(result, unconfirmed, lang)))
    supply = next((c for c in option.checks if c.id == "export_control" and c.status != "pass"), None)
    if supply is not None:
        found.append(memo_text(supply.message, lang))
    elif option.kind != "cloud":
        status = market_status(catalog.gpus.get(option.gpu), s.region)
        if status is not None and status.new != "sold":
            found.append(t("memo.risk.supply", lang, gpu=catalog.gpus.get(option.gpu).name))
    thinking = next((r for r in option.reasons if r.key == "reason.thinking"), None)
    if thinking is not None:
        found.append(t("memo.risk.thinking", lang, starts=thinking.params["starts"], done=thinking.params["done"]))
    gpu = catalog.gpus.get(option.gpu)
    # a stack an IT generalist has not met (ecosystems.toml any_team: only CUDA and Metal are) is a risk to name
    if not catalog.any_team_stack(gpu.ecosystem) and option.kind != "cloud":
        found.append(t("memo.risk.stack", lang, gpu=gpu.name, stack=catalog.stack_name(gpu.ecosystem)))
    if option.per_user_range and option.per_user_range[0] < s.tokens_per_s_per_user:
        found.append(speed_risk(option, s.tokens_per_s_per_user, lang))
    if option.headroom_share < 0.1 and option.kind != "cloud":
        found.append(t("memo.risk.headroom", lang, spare=round(option.estimate.memory.headroom_gb, 1)))
    return found[:most]


def speed_risk(option: Option, wanted: float, lang: str) -> str:
    """The risk of a speed range that reaches below the wish; where the range is wider than the calibration's
    (core.sizing.families), with the kind of configuration that makes the estimate less certain named."""
    less_certain = option.estimate.less_certain
    if not less_certain:
        return t("report.risk_speed", lang, wanted=wanted)
    families = [Text(f"family.{f}") for f in less_certain]
    return t("memo.risk.speed_less_certain", lang, wanted=wanted, families=families)


def part_name(result: Recommendation, part: CostPart, lang: str) -> str:
    """A bill line's name in the memo's language: a machine or system by its catalog name in that language."""
    if part.item in ("machine", "system") and part.ref in result.catalog.platforms:
        return platform_name(result.catalog.platforms.get(part.ref)).render(lang)
    if part.name_zh and lang.startswith("zh"):
        return part.name_zh  # a machine's part (platforms.toml [[platform.parts]])
    return part.name


def _names(result: Recommendation, parts: list[CostPart], lang: str) -> str:
    """The lines' names for a risk or a question, each once: a machine's parts by the machine's name (its bill line
    says which part's price is old, converted or unsure)."""
    platforms = result.catalog.platforms
    machine = {p.ref: p.ref.split("/")[0] for p in parts if p.item == "machine" and "/" in p.ref}
    names = dict.fromkeys(
        platform_name(platforms.get(machine[p.ref])).render(lang) if p.ref in machine else part_name(result, p, lang)
        for p in parts
    )
    return ("、" if lang == "zh_CN" else ", ").join(names)


def supplier_questions(result: Recommendation, option: Option, lang: str) -> list[str]:
    """What to ask each supplier, so that the quotes can be compared line by line and the delivery accepted."""
    s, catalog = result.scenario, result.catalog
    questions = [t("memo.ask.quote", lang)]
    if option.kind == "cloud":
        questions.append(t("memo.ask.rental", lang))
        questions.append(t("memo.ask.acceptance", lang))
        return questions
    gpu = catalog.gpus.get(option.gpu)
    converted = [p for p in option.priced.parts if p.listed_in or p.indicative]
    if converted:
        questions.append(t("memo.ask.local_price", lang, items=_names(result, converted, lang)))
    upgrades = software_upgrades(option)
    if upgrades:  # the cards go into the buyer's machine, whose software is older than they need
        questions.append(t("memo.ask.upgrade", lang, upgrades=upgrades))
    questions.append(t("memo.ask.stock", lang, gpu=gpu.name, count=option.count * option.machines))
    questions.append(
        t("memo.ask.warranty", lang, years=s.horizon_years, runtime=catalog.runtimes.get(option.runtime).name)
    )
    questions.append(t("memo.ask.power", lang, peak=f"{peak_power_w(result, option):,.0f}"))
    questions.append(t("memo.ask.acceptance", lang))
    return questions


UPGRADE_CHECKS = ("cuda", "driver", "pytorch")


def software_upgrades(option: Option) -> list[Text]:
    """The software on the buyer's machine older than the cards need (core.checks: a warning with its upgrade), each
    as "CUDA ≥ 12.8"."""
    return [
        Text(f"memo.upgrade.{c.id}", c.message.params)
        for c in option.checks
        if c.id in UPGRADE_CHECKS and c.message.key.endswith(".fail")
    ]


# ---------------------------------------------------------------- specification


def specification(result: Recommendation, option: Option, lang: str) -> list[list[str]]:
    """A vendor-neutral specification (技术参数要求) suppliers can quote against: the minimums the sized option meets,
    stated so that any part that meets them is acceptable."""
    s, catalog = result.scenario, result.catalog
    gpu = catalog.gpus.get(option.gpu)
    mem = option.estimate.memory
    rows: list[list[str]] = []
    share = mem.usable_per_gpu_gb / gpu.memory_gb if gpu.memory_gb else 1.0
    per_card = math.ceil(mem.per_gpu_gb * SPEC_HEADROOM / max(share, 0.01))
    per_card = min(max(per_card, 1), math.ceil(gpu.memory_gb))  # never more than the part that was sized has
    total = per_card * option.count * option.machines
    if option.machines > 1:
        count = t("memo.spec.accelerators.machines", lang, machines=option.machines, count=option.count)
    elif option.count == 1:
        count = t("memo.spec.accelerators.one", lang)
    else:
        count = t("memo.spec.accelerators.count", lang, count=option.count)
    rows.append(
        [
            t("memo.spec.accelerators", lang),
            t("memo.spec.accelerators.text", lang, count=count, memory=per_card, total=total),
        ]
    )
    wanted, estimated = s.tokens_per_s_per_user, option.per_user_tokens_per_s
    bandwidth = gpu.bandwidth_gbps
    if wanted and estimated and estimated > wanted:
        bandwidth = (
            bandwidth * wanted / estimated
        )  # decode speed follows memory bandwidth: the least that meets the wish
    rows.append(
        [
            t("memo.spec.bandwidth", lang),
            t("memo.spec.bandwidth.text", lang, bandwidth=f"{math.ceil(bandwidth / 10) * 10:,}"),
        ]
    )
    if option.count > 1:
        if gpu.nvlink_gbps:
            link = t("memo.spec.link.nvlink", lang, speed=f"{gpu.nvlink_gbps:,.0f}")
        else:
            link = t("memo.spec.link.pcie", lang, gen=gpu.pcie_gen or 4)
        rows.append([t("memo.spec.link", lang), link])
    platform = catalog.platforms.get(option.platform) if option.platform else None
    if option.machines > 1:
        fabric = catalog.fabric_for(platform)
        if fabric is not None:
            rows.append(
                [
                    t("memo.spec.network", lang),
                    t(
                        "memo.spec.network.text",
                        lang,
                        ports=fabric.ports_per_machine,
                        speed=f"{fabric.port_gbit:g}",
                        kind=fabric.kind.upper() if fabric.kind != "infiniband" else "InfiniBand",
                    ),
                ]
            )
    if platform is not None and platform.kind == "build" and option.kind == "buy":
        rows.append(
            [
                t("memo.spec.host", lang),
                t(
                    "memo.spec.host.text",
                    lang,
                    ram=f"{host_ram_gb(platform, catalog.gpus.get(option.gpu), option.count):,.0f}",
                    disk=f"{platform.disk_gb / 1000:g}",
                ),
            ]
        )
    peak = peak_power_w(result, option)
    supply = math.ceil(peak / max(option.machines, 1) * PSU_MARGIN / 100) * 100
    rows.append(
        [t("memo.spec.power", lang), t("memo.spec.power.text", lang, supply=f"{supply:,}", peak=f"{peak:,.0f}")]
    )
    form = {
        "office": t("memo.spec.form.office", lang),
        "server_room": t("memo.spec.form.server_room", lang),
        "edge": t(
            "memo.spec.form.edge",
            lang,
            watts=f"{s.existing.site_power_limit_w:,.0f}" if s.existing.site_power_limit_w else "—",
        ),
        "cloud": "",
    }[s.target]
    if form:
        rows.append([t("memo.spec.form", lang), form])
    need = f" ≥ {gpu.min_cuda}" if gpu.ecosystem == "cuda" and gpu.min_cuda else ""
    rows.append(
        [
            t("memo.spec.software", lang),
            t(
                "memo.spec.software.text",
                lang,
                stack=f"{gpu.ecosystem.upper()}{need}",
                runtime=catalog.runtimes.get(option.runtime).name,
                model=result.model.name,
                quant=catalog.quants.get(option.quant).name,
            ),
        ]
    )
    if s.domestic_required:
        rows.append([t("memo.spec.domestic", lang), t("memo.spec.domestic.text", lang)])
    if s.data_may_leave is False:
        rows.append([t("memo.spec.data", lang), t("memo.spec.data.text", lang)])
    rows.append([t("memo.spec.warranty", lang), t("memo.spec.warranty.text", lang, years=s.horizon_years)])
    rows.append([t("memo.spec.delivery", lang), t("memo.spec.delivery.text", lang)])
    return rows


# ---------------------------------------------------------------- acceptance test


def _commands(result: Recommendation, option: Option) -> str | None:
    """Whose commands start and load-test the option's runtime (runtimes.toml `acceptance_commands`)."""
    return result.catalog.runtimes.get(option.runtime).acceptance_commands


def _start_command(result: Recommendation, option: Option) -> str | None:
    s = result.scenario
    users = max(s.concurrent_users, 1)
    if _commands(result, option) == "vllm":
        return (
            f"vllm serve <model> --tensor-parallel-size {option.count} --max-model-len {s.context_tokens} "
            f"--max-num-seqs {users}"
        )
    if _commands(result, option) == "llama.cpp":
        return f"llama-server -m <model>.gguf -ngl 99 -c {s.context_tokens * users} -np {users}"
    return None


def _load_command(result: Recommendation, option: Option) -> str | None:
    s = result.scenario
    users = max(s.concurrent_users, 1)
    if _commands(result, option) == "vllm":
        return (
            f"vllm bench serve --model <model> --dataset-name random --random-input-len {s.prompt_tokens} "
            f"--random-output-len {s.answer_tokens} --max-concurrency {users} --num-prompts {users * 4}"
        )
    if _commands(result, option) == "llama.cpp":
        return (
            f"llama-batched-bench -m <model>.gguf -ngl 99 -c {(s.prompt_tokens + s.answer_tokens) * users} "
            f"-npp {s.prompt_tokens} -ntg {s.answer_tokens} -npl {users}"
        )
    return None


def _wait_under_load(result: Recommendation, option: Option) -> float | None:
    """The first-word wait with the buyer's people asking at once, as the ranking works it out (one function for both:
    core.recommend.ranking.wait_under_load); the wait of one question where there is no prompt to read."""
    s = result.scenario
    if s.prompt_tokens <= 0:
        return option.estimate.speed.ttft_s
    ctx = Context(result.catalog, s, result.model, task_of(s), s.concurrent_users, dt.date.today())
    return wait_under_load(ctx, option)


def speed_pass_mark(result: Recommendation, option: Option) -> float | None:
    """The speed per user the acceptance test holds the delivered machine to: the low end of the estimate's range, or
    the speed the buyer wants where the estimate meets it and the range reaches below it. A range is wide where the
    estimate is less certain (core.sizing.families: a MoE model, many users at once, the newest parts), and its low end
    can fall far below the estimate: a pass mark there would accept a machine that does not do the job it was bought
    for. A batch job is judged by documents an hour, not by this speed: its mark stays the low end."""
    if option.per_user_tokens_per_s is None or not option.per_user_range:
        return None
    low = option.per_user_range[0]
    s = result.scenario
    wanted = float(s.tokens_per_s_per_user)
    if not s.judged_by_documents and low < wanted <= option.per_user_tokens_per_s:
        return wanted
    return low


def acceptance_test(result: Recommendation, option: Option, lang: str) -> list[list[str]]:
    """The figures the delivered machine must show under the stated load (验收标准), each with its pass mark (the low end
    of the estimate's range: a machine that meets it does what the advice promised; for the speed never below the wish
    the estimate meets, speed_pass_mark) and the command that measures it."""
    s, catalog = result.scenario, result.catalog
    gpu = catalog.gpus.get(option.gpu)
    runtime = catalog.runtimes.get(option.runtime).name
    users = max(s.concurrent_users, 1)
    rows: list[list[str]] = []
    stack = catalog.ecosystems.entries.get(gpu.ecosystem)
    inventory = (
        stack.inventory_command if stack is not None and stack.inventory_command else t("memo.test.vendor_tool", lang)
    )
    if option.kind != "cloud":
        rows.append(
            [
                t("memo.test.inventory", lang),
                t(
                    "memo.test.inventory.pass",
                    lang,
                    count=option.count * option.machines,
                    gpu=gpu.name,
                    memory=f"{gpu.memory_gb:g}",
                ),
                inventory,
            ]
        )
    if option.power_limit_w is not None:  # the supply carries the cards only held below their board power
        rows.append(
            [
                t("memo.test.power_limit", lang),
                t("memo.test.power_limit.pass", lang, cap=option.power_limit_w),
                "nvidia-smi --query-gpu=power.limit --format=csv",
            ]
        )
    start = _start_command(result, option) or t("memo.test.runtime_docs", lang, runtime=runtime)
    rows.append(
        [
            t("memo.test.load", lang),
            t(
                "memo.test.load.pass",
                lang,
                model=result.model.name,
                quant=catalog.quants.get(option.quant).name,
                context=f"{s.context_tokens:,}",
                users=users,
            ),
            start,
        ]
    )
    bench = _load_command(result, option) or t("memo.test.runtime_docs", lang, runtime=runtime)
    cluster = option.estimate.cluster
    mark = speed_pass_mark(result, option)
    if option.per_user_tokens_per_s is not None and option.per_user_range and mark is not None:
        low, high = option.per_user_range
        rows.append(
            [
                t("memo.test.speed", lang),
                t(
                    "memo.test.speed.pass" if mark <= low else "memo.test.speed.pass_wish",
                    lang,
                    low=f"{low:.1f}",
                    mark=f"{mark:.1f}",
                    users=users,
                    estimate=f"{option.per_user_tokens_per_s:.1f}",
                    high=f"{high:.1f}",
                ),
                bench
                + (
                    "\n" + t("memo.test.speed.read", lang)
                    if _commands(result, option) == "vllm"
                    else "\n" + t("memo.test.speed.read_llama", lang, users=users)
                    if _commands(result, option) == "llama.cpp"
                    else ""
                ),
            ]
        )
        wait = _wait_under_load(result, option)
        if wait:
            # widened by the margin the speed pass mark leaves below the estimate
            limit = wait * option.per_user_tokens_per_s / mark if mark else wait
            if s.max_wait_s:
                limit = min(limit, s.max_wait_s) if wait <= s.max_wait_s else limit
            rows.append(
                [
                    t("memo.test.wait", lang),
                    t(
                        "memo.test.wait.pass",
                        lang,
                        limit=f"{max(limit, 0.1):.1f}",
                        users=users,
                        prompt=f"{s.prompt_tokens:,}",
                    ),
                    bench + ("\n" + t("memo.test.wait.read", lang) if _commands(result, option) == "vllm" else ""),
                ]
            )
        thinking = next((r for r in option.reasons if r.key == "reason.thinking"), None)
        if thinking is not None:
            # a model that thinks first: its first word is the thinking's; the answer is complete much later, and
            # that is what the staff feel (the decision sentence says it), so the test says it too
            done = (
                float(thinking.params["done"]) * option.per_user_tokens_per_s / mark
                if mark
                else thinking.params["done"]
            )
            rows.append(
                [
                    t("memo.test.answer", lang),
                    t("memo.test.answer.pass", lang, limit=round(float(done)), users=users),
                    t("memo.test.answer.how", lang),
                ]
            )
    elif cluster is not None and cluster.days:
        rows.append(
            [
                t("memo.test.training", lang),
                t("memo.test.cluster.pass", lang, days=round(cluster.days[2])),
                t("memo.test.training.how", lang),
            ]
        )
    elif option.job_hours:
        rows.append(
            [
                t("memo.test.training", lang),
                t("memo.test.job.pass", lang, hours=round(option.job_hours[2], 1)),
                t("memo.test.training.how", lang),
            ]
        )
    rows.append(
        [t("memo.test.soak", lang), t("memo.test.soak.pass", lang, hours=SOAK_HOURS), t("memo.test.soak.how", lang)]
    )
    return rows
