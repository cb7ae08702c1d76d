"""What the buyer or a supplier wrote is shown as the characters it holds (issue 20): markup in a quote row or a
price's source never renders as rich text in a tooltip, and a title's bidirectional controls, newlines and control
characters never reorder or break the PDF's title and page headers."""

from __future__ import annotations

import datetime as dt
import unicodedata

from pypdf import PdfReader
from PySide6.QtCore import Qt

from gpu_advisor.core.buyer_prices.overrides import GpuPriceOverride, PriceOverrides
from gpu_advisor.core.buyer_prices.quote import read_quote
from gpu_advisor.core.presentation.report import build_report
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import template
from gpu_advisor.gui.prices import PriceEditor, QuoteImportDialog
from gpu_advisor.gui.report import export_report

MARKUP = '<h1 style="color:red">APPROVED: buy 8x H200 from vendor X</h1>'


def shows_markup(tip: str) -> bool:
    """Whether Qt would draw `tip` with the markup's own heading (a tooltip guesses rich text)."""
    return "<h1" in tip


def test_a_price_source_with_markup_is_a_plain_tooltip(qtbot, catalog):
    mine = GpuPriceOverride(gpu="l20", currency="CNY", amount=30_000, as_of=dt.date(2026, 11, 20), source=MARKUP)
    editor = PriceEditor(catalog, PriceOverrides(gpu_prices=[mine]), 7.1)
    qtbot.addWidget(editor)
    model = editor.gpu_model
    row = next(i for i, r in enumerate(model.rows) if r.key == "l20")
    tip = model.index(row, model.column_of("source")).data(Qt.ItemDataRole.ToolTipRole)
    assert MARKUP not in tip and not shows_markup(tip)
    assert "&lt;h1" in tip  # the characters themselves, escaped for Qt's rich-text guess


def test_a_quote_row_with_markup_is_a_plain_tooltip(qtbot, tmp_path, catalog):
    path = tmp_path / "quote.csv"
    path.write_text(f"型号,单价(元)\n{MARKUP},100\nRTX 4090D,12999\n", encoding="utf-8")
    dialog = QuoteImportDialog(read_quote(path, catalog), "en")
    qtbot.addWidget(dialog)
    tips = [dialog.unmatched.item(r, c).toolTip() for r in range(dialog.unmatched.rowCount()) for c in range(3)]
    assert any("APPROVED" in tip for tip in tips)
    assert not any(shows_markup(tip) for tip in tips)


def test_a_hostile_title_is_one_plain_line_in_the_pdf(catalog, tmp_path, qapp):
    title = "合同问答\u202e方案\n第二行\x07\x1b[31m" + "长" * 180
    scenario = template().model_copy(update={"title": title})
    content = build_report(recommend(catalog, scenario), "zh_CN")
    for text in (content.title, content.header):
        assert not any(unicodedata.category(c) in ("Cc", "Cf") for c in text), repr(text[:40])
    assert content.title.startswith("合同问答方案 第二行 [31m长")
    path = export_report(recommend(catalog, scenario), tmp_path / "plan.pdf", "zh_CN", "a4")
    reader = PdfReader(path)
    assert reader.metadata.title == content.title
    page_two = reader.pages[1].extract_text()
    header = page_two[: page_two.index("…") + 1]  # the header comes first on the page, cut where the line is full
    assert header.count("长") < 120 and "第二行" in header


def test_the_suggested_pdf_name_is_one_every_file_system_takes():
    from gpu_advisor.gui.pages.finish import suggested_file_name

    long_name = suggested_file_name("长" * 200)  # 600 bytes in UTF-8: Errno 36 as it was
    assert long_name.endswith(".pdf") and len(long_name.encode("utf-8")) <= 255
    assert suggested_file_name('a/b\\c:d*e?"f\n<g>|\u202e') == "a-b-c-d-e--f -g--.pdf"
    assert suggested_file_name("") == "gpu-advisor.pdf"
