"""`prices import QUOTE`: a supplier's quote (CSV or .xlsx) read into the buyer's price file, with the rows it
matched and those it could not use."""

from __future__ import annotations

import argparse
import json
import math
from typing import Any

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.cli.arguments import UsageError, add_lang
from gpu_advisor.core.cli.inputs import not_empty, quote_date
from gpu_advisor.core.foundation import Text, money_text


def add_prices(commands: Any) -> None:
    prices = commands.add_parser("prices", help="import a supplier's quote (CSV or .xlsx) into your price file")
    prices.add_argument("action", choices=["import"])
    prices.add_argument("quote", type=not_empty("quote"), help="the quote: a .csv or .xlsx file")
    prices.add_argument(
        "--out",
        type=not_empty("--out"),
        default="my-prices.json",
        help="price file to write, merged with it when it exists (default: my-prices.json)",
    )
    prices.add_argument("--date", type=quote_date, help="the quote's date, YYYY-MM-DD (default: found in the file)")
    add_lang(prices)
    prices.add_argument("--json", action="store_true", help="print one JSON object")


def cmd_prices(args: argparse.Namespace, catalog: Catalog) -> int:
    """`prices import QUOTE`: the quote's matched and unmatched rows, and the price file written with them."""
    from pathlib import Path

    from gpu_advisor.core.buyer_prices import (
        PriceFileError,
        QuoteError,
        apply_overrides,
        load_price_file,
        merge_quote,
        price_file_text,
        read_quote,
    )
    from gpu_advisor.core.foundation import (
        OutputFileError,
        atomic_write_text,
        file_error,
        output_target,
        refuse_output_that_is_an_input,
    )

    lang = args.lang
    try:  # before anything is read: never over the quote, a device or a folder
        refuse_output_that_is_an_input(args.out, {"supplier quote": args.quote})
        output_target(args.out, "price file")
    except OutputFileError as exc:
        raise UsageError(exc.render(lang)) from None
    try:
        quote = read_quote(args.quote, catalog, as_of=args.date)
    except QuoteError as exc:
        raise UsageError(exc.render(lang)) from None
    existing = None
    try:
        if Path(args.out).exists():
            existing = load_price_file(args.out)
        merged = merge_quote(existing, quote, catalog)
        apply_overrides(catalog, merged)  # the catalog takes every price, the file's earlier ones too
    except PriceFileError as exc:
        raise UsageError(Text("quote.cli.existing", {"problem": exc.text}).render(lang)) from None
    if args.json:
        print(
            json.dumps(
                {
                    "file": quote.file,
                    "encoding": quote.encoding,
                    "as_of": quote.as_of.isoformat(),
                    "date_from": quote.date_from,
                    "matched": [line.to_dict() for line in quote.lines],
                    "unmatched": [problem.to_dict(lang) for problem in quote.problems],
                    "out": str(args.out) if quote.lines else None,
                },
                ensure_ascii=False,
                indent=1,
            )
        )
    else:
        print(format_quote(quote, lang))
    if not quote.lines:
        raise UsageError(Text("quote.nothing_matched", {"file": quote.file}).render(lang))
    try:
        atomic_write_text(args.out, price_file_text(merged), "price file")
    except OSError as exc:
        raise UsageError(file_error(exc).render(lang)) from None
    if not args.json:
        wrote = {"file": str(args.out), "gpus": len(merged.gpu_prices), "cloud": len(merged.cloud_prices)}
        print(Text("quote.cli.wrote", wrote).render(lang))
    return 0


def format_quote(quote: Any, lang: str) -> str:
    """A quote's rows as the command line prints them: the summary, then matched and unused rows."""
    lines = [quote.summary.render(lang), Text("quote.cli.matched", {"count": str(len(quote.lines))}).render(lang)]
    for line in quote.lines:
        condition = Text(f"quote.condition.{line.condition}").render(lang) if line.kind == "gpu" else line.market
        amount = money_text(line.amount, cents_below=math.inf, trim_zero_cents=True)
        lines.append(f"  {line.row:>5}  {line.item} → {line.name}  {condition}  {line.currency} {amount}")
    lines.append(Text("quote.cli.unmatched", {"count": str(len(quote.problems))}).render(lang))
    lines.extend("  " + problem.text.render(lang) for problem in quote.problems)
    return "\n".join(lines)
