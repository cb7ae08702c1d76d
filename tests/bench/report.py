"""Time to write a typical PDF summary (`make bench`): the template scenario's report in Chinese and English,
from a finished recommendation to the file on disk (content, charts, layout, write), as the person clicking
"Export PDF" waits for it.

Baseline, timed alternately with the reports in the same run (tests/bench/timing.py): a one-page PDF with just a
heading through QPdfWriter in the bundled font. It goes through the same machinery as the report (Qt's painter,
the font embedded, a file written), so a slow machine, font set-up or disk shows as a slow baseline, not as a slow
report; a TOML parse would leave Qt out of the yardstick. Both are timed in CPU time: the export runs on the
calling thread, and CPU time leaves out the waits a shared machine's scheduler adds.
Budget: at most 500x the baseline, the issue's 2 s for a report when the heading took about 4 ms.
"""

from __future__ import annotations

import itertools
import os
import sys
import tempfile
from pathlib import Path

from tests.bench.timing import Row, interleaved, report

RUNS = 5
BUDGET = 500.0
LANGUAGES = ("zh_CN", "en")


def _heading_pdf(path: Path) -> None:
    """The least a PDF export can cost: one page, one heading in the bundled font."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QFont, QPageSize, QPainter, QPdfWriter

    from gpu_advisor.gui.fonts import FAMILY

    writer = QPdfWriter(str(path))
    writer.setResolution(300)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    painter = QPainter(writer)
    font = QFont(FAMILY)
    font.setPointSizeF(17)
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(QRectF(0, 0, writer.width(), 300), Qt.AlignmentFlag.AlignLeft, "GPU 选型顾问 · GPU Advisor")
    painter.end()


def measure(runs: int = RUNS) -> list[Row]:
    """A row for each language: its reports against the heading PDFs timed alternately with them."""
    if sys.platform.startswith("linux") and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from gpu_advisor.core.catalog import load_catalog
    from gpu_advisor.core.recommend import recommend
    from gpu_advisor.core.scenario import template
    from gpu_advisor.gui.fonts import install_fonts
    from gpu_advisor.gui.report import export_report

    app = QApplication.instance() or QApplication(["gpu-advisor-report-bench"])
    if not install_fonts(app):
        raise RuntimeError("the bundled font is missing from resources/fonts")
    catalog = load_catalog()
    result = recommend(catalog, template())
    rows = []
    numbers = itertools.count()  # every file gets its own name
    with tempfile.TemporaryDirectory(prefix="gpu-advisor-report-bench-") as folder:
        out = Path(folder)
        for lang in LANGUAGES:
            reports, headings = interleaved(
                lambda lang=lang: export_report(result, out / f"report-{lang}-{next(numbers)}.pdf", lang),
                lambda: _heading_pdf(out / f"heading-{next(numbers)}.pdf"),
                rounds=runs,
            )
            rows.append(Row(f"typical report ({lang}, template scenario)", reports, headings, BUDGET))
    return rows


def main() -> int:
    return report("PDF summary, CPU time", "a one-page PDF with a heading", measure())


if __name__ == "__main__":
    raise SystemExit(main())
