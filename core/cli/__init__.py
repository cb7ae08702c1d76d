"""`gpu-advisor`: the engine's headless face. The wizard drives the same core functions.

Bad input prints one line naming the problem and exits with status 2; it never shows a traceback.

The package is the top layer of the engine and imports the other packages through their facades only (pyproject.toml's
import contracts). Here: main() and the parser, made of one part per command group, each in its module with its
handler: catalog_cmd (`catalog`, `scenario`), estimate_cmd, recommend_cmd, prices_cmd, check_machine_cmd. Below
them: inputs (the options' value types and the wizard's rules for a scenario, shared with gui/cli.py's `report`),
arguments (argparse's errors in the buyer's language, --lang) and terminal (what reaches the terminal).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import Any

from gpu_advisor.core import __version__
from gpu_advisor.core.catalog import CatalogError, UnknownEntry, catalog_in_use, default_data_folder
from gpu_advisor.core.cli.arguments import (
    EXIT_USAGE,
    ArgumentProblem,
    OneLineParser,
    UsageError,
    argparse_text,
    language_asked,
)
from gpu_advisor.core.cli.catalog_cmd import add_catalog, add_scenario, cmd_catalog, cmd_scenario
from gpu_advisor.core.cli.check_machine_cmd import add_check_machine, cmd_check_machine
from gpu_advisor.core.cli.estimate_cmd import add_estimate, cmd_estimate, format_estimate, trains_in
from gpu_advisor.core.cli.inputs import (
    MAX_TOKEN_DIGITS,
    TOKEN_SUFFIXES,
    money_amount,
    non_negative_int,
    not_empty,
    positive_int,
    quote_date,
    quoted,
    refuse_what_the_wizard_refuses,
    token_count,
)
from gpu_advisor.core.cli.prices_cmd import add_prices, cmd_prices, format_quote
from gpu_advisor.core.cli.recommend_cmd import add_recommend, cmd_recommend, format_recommendation
from gpu_advisor.core.cli.terminal import TerminalSafe, say_error, terminal_safe, write_what_the_console_can_show

__all__ = [
    "COMMANDS",
    "EXIT_USAGE",
    "EXTENSIONS",
    "MAX_TOKEN_DIGITS",
    "TOKEN_SUFFIXES",
    "ArgumentProblem",
    "OneLineParser",
    "TerminalSafe",
    "UsageError",
    "argparse_text",
    "build_parser",
    "cmd_catalog",
    "cmd_check_machine",
    "cmd_estimate",
    "cmd_prices",
    "cmd_recommend",
    "cmd_scenario",
    "format_estimate",
    "format_quote",
    "format_recommendation",
    "language_asked",
    "main",
    "money_amount",
    "non_negative_int",
    "not_empty",
    "positive_int",
    "quote_date",
    "quoted",
    "refuse_what_the_wizard_refuses",
    "terminal_safe",
    "token_count",
    "trains_in",
    "write_what_the_console_can_show",
]

# Commands added by other parts of the app (the PDF report lives in gui/, which may import Qt; the core may
# not): each is a function that adds its subparser and sets `handler` on it.
EXTENSIONS: list[Callable[[Any], None]] = []


def build_parser() -> OneLineParser:
    parser = OneLineParser(prog="gpu-advisor", description="Size GPUs for running and fine-tuning LLMs.")
    parser.add_argument("--version", action="version", version=f"gpu-advisor {__version__}")
    commands = parser.add_subparsers(dest="command", parser_class=OneLineParser, required=True)
    for add in (add_catalog, add_estimate, add_scenario, add_recommend, add_prices, add_check_machine, *EXTENSIONS):
        add(commands)
    return parser


COMMANDS = {
    "catalog": cmd_catalog,
    "estimate": cmd_estimate,
    "scenario": cmd_scenario,
    "recommend": cmd_recommend,
    "check-machine": cmd_check_machine,
    "prices": cmd_prices,
}


def main(argv: Sequence[str] | None = None) -> int:
    write_what_the_console_can_show()
    arguments = list(sys.argv[1:] if argv is None else argv)
    lang = language_asked(arguments)
    parser = build_parser()
    stdout = sys.stdout
    if stdout is not None:  # None under pythonw, where print() writes nothing
        sys.stdout = TerminalSafe(stdout)  # everything printed, escaped in one place
    try:
        args = parser.parse_args(arguments)
        lang = getattr(args, "lang", lang)
        # the catalog in use: an update the buyer installed (core.catalog.update), else the bundled one; an installed
        # update this version cannot use is said on stderr, never used silently or half
        used = catalog_in_use(default_data_folder())
        if used.problem is not None:
            say_error(used.problem.render(lang), "catalog update")
        catalog = used.catalog
        handler = COMMANDS.get(args.command) or args.handler
        return int(handler(args, catalog))
    except UsageError as exc:
        say_error(exc.render(lang))
        return EXIT_USAGE
    except UnknownEntry as exc:
        say_error(str(exc))
        return EXIT_USAGE
    except CatalogError as exc:
        say_error(exc.render(lang), "catalog error")
        return EXIT_USAGE
    except BrokenPipeError:  # `gpu-advisor catalog models | head`
        return 0
    finally:
        sys.stdout = stdout
