"""Time to write a typical PDF summary (`make bench`): the template scenario's report in Chinese and English,
from a finished recommendation to the file on disk (content, charts, layout, write), as the person clicking
"Export PDF" waits for it.

A baseline is measured in the same run on the same machine: a one-page PDF with just a heading through
QPdfWriter, so a slow machine shows as a slow baseline, not as a slow report. Each figure is the median of
RUNS runs. The report must stay under LIMIT_S seconds.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

RUNS = 5
LIMIT_S = 2.0
LANGUAGES = ("zh_CN", "en")


def _median_s(action: Callable[[int], object], runs: int) -> float:
    times = []
    for run in range(runs):
        start = time.perf_counter()
        action(run)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


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


def measure(runs: int = RUNS) -> tuple[float, dict[str, float]]:
    """(baseline seconds, {language: report seconds}), medians of `runs` runs each."""
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
    with tempfile.TemporaryDirectory(prefix="gpu-advisor-report-bench-") as folder:
        out = Path(folder)
        baseline = _median_s(lambda run: _heading_pdf(out / f"heading-{run}.pdf"), runs)
        reports = {
            lang: _median_s(lambda run, lang=lang: export_report(result, out / f"report-{lang}-{run}.pdf", lang), runs)
            for lang in LANGUAGES
        }
    return baseline, reports


def main() -> int:
    baseline, reports = measure()
    slowest = max(reports.values())
    ok = slowest < LIMIT_S
    print(f"one-page PDF with a heading (baseline): {baseline * 1000:.0f} ms")
    for lang, seconds in reports.items():
        print(
            f"typical report ({lang}, template scenario, median of {RUNS}): {seconds * 1000:.0f} ms = {seconds / baseline:.1f}x baseline"
        )
    verdict = "ok" if ok else f"OVER the {LIMIT_S:.0f} s limit"
    print(f"PDF summary: slowest {slowest:.2f} s (limit {LIMIT_S:.0f} s): {verdict}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
