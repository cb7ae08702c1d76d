"""`recommend`: the ranked options for a scenario (a file, the template, or either changed by the options given),
with the buyer's own prices, as text or JSON in the language of --lang, and the options table written to a .xlsx
or .csv file on request."""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from typing import TYPE_CHECKING, Any

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.cli.arguments import UsageError, add_lang
from gpu_advisor.core.cli.inputs import (
    money_amount,
    non_negative_int,
    not_empty,
    quoted,
    refuse_what_the_wizard_refuses,
)
from gpu_advisor.core.foundation import Text
from gpu_advisor.core.presentation import decision_text

if TYPE_CHECKING:
    from gpu_advisor.core.recommend import Recommendation


def add_recommend(commands: Any) -> None:
    rec = commands.add_parser("recommend", help="ranked options for a scenario: what to buy or rent")
    rec.add_argument("--scenario", type=not_empty("--scenario"), help="scenario JSON file (default: the template)")
    rec.add_argument("--model", type=not_empty("--model"), help="override the scenario's model")
    rec.add_argument("--users", type=non_negative_int("users", 4096), help="concurrent users")
    rec.add_argument("--budget", type=money_amount("budget"), help="one-off budget: 150000, 150,000, 15万 or 150k")
    rec.add_argument("--monthly-budget", type=money_amount("monthly-budget"), help="monthly budget: 8000, 8k or 0.8万")
    rec.add_argument("--currency", choices=["CNY", "USD"])
    rec.add_argument("--target", choices=["cloud", "office", "server_room", "edge"])
    rec.add_argument("--region", choices=["cn", "us", "eu", "other"])
    rec.add_argument(
        "--consumer-cards-ok", action="store_true", help="accept GeForce / Radeon consumer cards in a server room"
    )
    rec.add_argument(
        "--domestic-required",
        action="store_true",
        help="domestic hardware required (信创 / 国产化): Huawei Ascend, ...",
    )
    rec.add_argument(
        "--data-may-leave",
        choices=["yes", "no"],
        help="may prompts and documents leave the company (a cloud machine or a hosted API)? no: everything stays on "
        "your own machines",
    )
    rec.add_argument(
        "--team",
        choices=["non_technical", "can_run_servers"],
        help="who runs it: non_technical (NVIDIA CUDA only) or can_run_servers (AMD ROCm, domestic stacks too)",
    )
    rec.add_argument(
        "--prices", type=not_empty("--prices"), help="your own price file (JSON) that wins over the catalog"
    )
    add_lang(rec)
    rec.add_argument("--json", action="store_true", help="print one JSON object")
    rec.add_argument(
        "--export", type=not_empty("--export"), help="also write the options table to a .xlsx or .csv file"
    )


def cmd_recommend(args: argparse.Namespace, catalog: Catalog) -> int:
    from pydantic import ValidationError

    from gpu_advisor.core.buyer_prices import PriceFileError, load_price_file, with_prices
    from gpu_advisor.core.options import RecommendError, budget_doubt
    from gpu_advisor.core.recommend import recommend
    from gpu_advisor.core.scenario import ScenarioError, load_scenario, template

    if args.export:
        _refuse_export(args)
    try:
        scenario = load_scenario(args.scenario) if args.scenario else template()
    except ScenarioError as exc:
        raise UsageError(exc.render(args.lang)) from None
    changes: dict[str, Any] = {}
    if args.model:
        changes["model"] = catalog.models.get(args.model).id
    if args.users is not None:
        changes["concurrent_users"] = args.users
    if args.target:
        changes["target"] = args.target
    if args.region:
        changes["region"] = args.region
    if args.consumer_cards_ok:
        changes["consumer_cards_ok"] = True
    if args.domestic_required:
        changes["domestic_required"] = True
    if args.data_may_leave:
        changes["data_may_leave"] = args.data_may_leave == "yes"
    if args.team:
        changes["team"] = args.team
    budget = scenario.budget.model_copy()
    if args.currency:
        budget.currency = args.currency
    for option, amount in (("--budget", args.budget), ("--monthly-budget", args.monthly_budget)):
        if amount is not None and amount.currency not in (None, budget.currency):  # $60,000 in a budget in yuan
            params = {"option": option, "value": quoted(amount.typed), "typed": amount.currency}
            raise UsageError(Text("cli.arg.budget_currency", {**params, "currency": budget.currency}))
    if args.budget is not None:
        budget.one_off = args.budget.value
    if args.monthly_budget is not None:
        budget.monthly = args.monthly_budget.value
    try:
        scenario = scenario.model_validate({**scenario.model_dump(), **changes, "budget": budget.model_dump()})
    except ValidationError as exc:
        from gpu_advisor.core.foundation import describe_errors

        raise UsageError(describe_errors(exc.errors(), "scenario", most=1).render(args.lang)) from None
    refuse_what_the_wizard_refuses(scenario, catalog, args.lang)
    if args.prices:
        try:
            catalog, scenario = with_prices(catalog, scenario, load_price_file(args.prices))
        except PriceFileError as exc:
            raise UsageError(Text("cli.price_file", {"problem": exc.text}).render(args.lang)) from None
    doubt = budget_doubt(catalog, scenario, dt.date.today())
    if doubt is not None:  # on stderr: the answer (text or --json) is still the one asked for
        print(doubt.render(args.lang), file=sys.stderr)
    try:
        result = recommend(catalog, scenario)
    except RecommendError as exc:
        raise UsageError(str(exc)) from None
    if args.json:
        print(json.dumps(result.to_dict(args.lang), ensure_ascii=False, indent=1))
    else:
        print(format_recommendation(result, args.lang))
    if args.export:
        from gpu_advisor.core.foundation import file_error
        from gpu_advisor.core.presentation import export_options

        try:
            export_options(result, args.export, args.lang)
        except OSError as exc:
            raise UsageError(file_error(exc).render(args.lang)) from None
        if not args.json:
            print(Text("export.written", {"file": args.export}).render(args.lang))
    return 0


def _refuse_export(args: argparse.Namespace) -> None:
    """--export before anything is computed: a .csv or .xlsx, never over the scenario or the price file."""
    from pathlib import Path

    from gpu_advisor.core.foundation import OutputFileError, output_target, refuse_output_that_is_an_input
    from gpu_advisor.core.presentation import EXPORT_SUFFIXES

    try:
        # the path first: "-" and a name too long for the system are said as such, not as a wrong suffix
        refuse_output_that_is_an_input(args.export, {"scenario file": args.scenario, "price file": args.prices})
        output_target(args.export, Text("report.options"))
    except OutputFileError as exc:
        raise UsageError(exc.render(args.lang)) from None
    if Path(args.export).suffix.lower() not in EXPORT_SUFFIXES:
        raise UsageError(Text("export.bad_suffix", {"file": args.export}).render(args.lang))


def format_recommendation(result: Recommendation, lang: str) -> str:
    catalog = result.catalog  # the one it was computed from, with the buyer's prices
    lines = [Text("recommend.sized", {"model": result.model.name, "count": str(result.evaluated)}).render(lang)]
    said = decision_text(result, lang)  # the decision in one paragraph, as the results page and the memo open with it
    if said:
        lines.append(f"\n{said}")
    if result.api_pick is not None:  # renting tokens first: the API heads the list as an option of its own
        api = result.api_option(lang)
        lines.append(f"\n[{Text('label.recommended').render(lang)}] {api['name']} · {Text('kind.api').render(lang)}")
        lines += [f"  - {reason}" for reason in api["reasons"]] + [f"  - {api['load']}"]
    for option in result.options:
        label = Text(f"label.{option.label}").render(lang)
        what = result.option_name(option)
        lines.append(
            f"\n[{label}] {what} · {catalog.quants.get(option.quant).name} · {catalog.runtimes.get(option.runtime).name}"
        )
        lines += [f"  - {reason.render(lang)}" for reason in option.reasons]
        lines += [f"  - {Text('reason.note', {'note': note}).render(lang)}" for note in option.notes]
        for check in option.checks:
            if check.status != "pass":
                fix = f" → {check.fix.render(lang)}" if check.fix else ""
                lines.append(f"  ! {check.status}: {check.message.render(lang)}{fix}")
    for suggestion in result.suggestions:
        lines.append(f"\n* {suggestion.render(lang)}")
    if catalog.origin is not None:  # the catalog and the price dates the answer rests on: bundled, or an update
        lines.append(f"\n{catalog.origin.text.render(lang)}")
    return "\n".join(lines)
