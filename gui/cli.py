"""`gpu-advisor`: the engine's command line (core/cli/) plus `report`, which draws the PDF with Qt and
so lives here. `gpu-advisor report --scenario s.json --out report.pdf [--lang zh_CN|en] [--paper a4|letter]`
works on a machine with no display."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from gpu_advisor.core import cli as core_cli


def add_report(commands) -> None:
    report = commands.add_parser("report", help="write the PDF summary of a scenario")
    report.add_argument(
        "--scenario", type=core_cli.not_empty("--scenario"), help="scenario JSON file (default: the template)"
    )
    report.add_argument("--out", required=True, help="PDF file to write: a name ending in .pdf (nothing is added)")
    report.add_argument("--lang", choices=["en", "zh_CN"], default="en")
    report.add_argument("--paper", choices=["a4", "letter"], default="a4")
    report.add_argument(
        "--prices", type=core_cli.not_empty("--prices"), help="your own price file (JSON) that wins over the catalog"
    )
    report.set_defaults(handler=cmd_report)


def _application():
    """A Qt application for drawing, offscreen when there is no screen (servers, CI)."""
    if sys.platform.startswith("linux") and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from gpu_advisor.gui.fonts import install_fonts

    app = QApplication.instance()
    if app is None:
        app = QApplication(["gpu-advisor"])
        install_fonts(app)
    return app


def cmd_report(args, catalog) -> int:
    from gpu_advisor.core.buyer_prices import PriceFileError, load_price_file, with_prices
    from gpu_advisor.core.foundation import OutputFileError, Text, output_target, refuse_output_that_is_an_input
    from gpu_advisor.core.recommend import RecommendError, recommend
    from gpu_advisor.core.scenario import ScenarioError, load_scenario, template

    # before anything is computed or drawn: a PDF written over its own scenario or price file would destroy
    # it, and one written at a device, a FIFO or a read-only file would do harm or hang
    try:
        refuse_output_that_is_an_input(args.out, {"scenario file": args.scenario, "price file": args.prices})
        output_target(args.out, "PDF summary")
    except OutputFileError as exc:
        raise core_cli.UsageError(exc.render(args.lang)) from None
    if not args.out.lower().endswith(".pdf"):  # a PDF named r.txt opens in no viewer; refused as --export refuses
        raise core_cli.UsageError(Text("report.not_pdf", {"file": args.out}).render(args.lang))
    try:
        scenario = load_scenario(args.scenario) if args.scenario else template()
    except ScenarioError as exc:
        raise core_cli.UsageError(exc.render(args.lang)) from None
    core_cli.refuse_what_the_wizard_refuses(scenario, catalog, args.lang)
    if args.prices:
        try:
            catalog, scenario = with_prices(catalog, scenario, load_price_file(args.prices))
        except PriceFileError as exc:
            raise core_cli.UsageError(Text("cli.price_file", {"problem": exc.text}).render(args.lang)) from None
    try:
        result = recommend(catalog, scenario)
    except RecommendError as exc:
        raise core_cli.UsageError(str(exc)) from None
    _application()
    from gpu_advisor.gui.report import ReportError, export_report

    try:
        path = export_report(result, args.out, args.lang, args.paper)
    except ReportError as exc:
        raise core_cli.UsageError(exc.render(args.lang)) from None
    print(path)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    if add_report not in core_cli.EXTENSIONS:
        core_cli.EXTENSIONS.append(add_report)
    return core_cli.main(argv)


if __name__ == "__main__":
    sys.exit(main())
