"""File > Import a supplier quote…: the preview of matched and unmatched rows, what OK keeps, what a hostile file
gets (one warning line, nothing saved), and the price editor saying where each price comes from."""

from __future__ import annotations

import datetime as dt
import os
import zipfile
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog

from gpu_advisor.core.buyer_prices.overrides import GpuPriceOverride, PriceOverrides, load_price_file
from gpu_advisor.core.buyer_prices.quote import read_quote
from gpu_advisor.gui.language import LanguageManager
from gpu_advisor.gui.prices import PriceEditor, QuoteImportDialog
from gpu_advisor.gui.window import MainWindow, data_dir

SHOTS = os.environ.get("QUOTE_SHOTS")  # a folder: the preview is saved there as PNG, to look at
QUOTE = (
    "报价单\n日期：2026年11月20日\n型号,单价(元),新旧,数量\n"
    'RTX 4090D,"12,999",全新,4\n'
    "英伟达 RTX 4090,1.6万,二手,2\n"
    "ecs.gn7i-c8g1.2xlarge,11.5,,1\n"
    "RTX 4090 48G 魔改,23000,全新,1\n"
    "H100 H200 整机,900000,全新,1\n"
    '"=HYPERLINK(""http://evil.example"",""<b>RTX 5090</b>"")",100,,1\n'
    'RTX 5090,"12,99",全新,1\n'
)


def write_quote(folder: Path, text: str = QUOTE, name: str = "供应商报价.csv") -> Path:
    path = folder / name
    path.write_bytes(text.encode("gbk"))
    return path


@pytest.fixture
def window(qtbot, qapp, tmp_path):
    qapp.setOrganizationName("GPU Advisor Tests")
    qapp.setApplicationName(f"quote-{tmp_path.name}")
    (data_dir() / "prices.json").unlink(missing_ok=True)
    language = LanguageManager()
    language.switch("en")
    win = MainWindow(language, QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.show()
    win.finish_loading()
    yield win
    win.state.dirty = False
    win.close()
    language.switch("en")


def import_and_wait(window, qtbot, path) -> bool:
    """File > Import a supplier quote… with `path`: the quote is read in the background; whether its prices were kept."""
    with qtbot.waitSignal(window.quote_imported, timeout=30_000) as ended:
        assert window.import_quote(str(path))
    return ended.args[0]


def shoot(dialog, name: str) -> None:
    from PySide6.QtWidgets import QApplication

    from gpu_advisor.gui.fonts import install_fonts

    install_fonts(QApplication.instance())  # the app's own fonts, with Chinese, as users see it
    dialog.setFont(QApplication.instance().font())
    dialog.resize(1000, 560)
    dialog.grab().save(str(Path(SHOTS) / name))


def table_texts(table) -> list[list[str]]:
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def test_the_preview_lists_matched_rows_and_unused_rows_with_the_reason(qtbot, tmp_path, catalog):
    quote = read_quote(write_quote(tmp_path), catalog)
    dialog = QuoteImportDialog(quote, "en")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    matched = table_texts(dialog.matched)
    assert matched == [
        ["4", "RTX 4090D", "NVIDIA GeForce RTX 4090D 24GB (China)", "new", "CNY 12,999"],
        ["5", "英伟达 RTX 4090", "NVIDIA GeForce RTX 4090 24GB", "used", "CNY 16,000"],
        [
            "6",
            "ecs.gn7i-c8g1.2xlarge",
            "Alibaba Cloud ecs.gn7i-c8g1.2xlarge (1x A10 24GB)",
            "per hour, cn",
            "CNY 11.50",
        ],
    ]
    unused = table_texts(dialog.unmatched)
    assert [row[0] for row in unused] == ["7", "8", "9", "10"]
    # "RTX 4090 48G 魔改" (a modified 48 GB card on the export-ruled RTX 4090 chip, which the catalog does not offer)
    # is not taken for the 24 GB RTX 4090 nor for the modified 4090D: the row says so and names the nearest name
    assert unused[0][1] == "RTX 4090 48G 魔改" and unused[0][2].startswith("not a catalog name or alias")
    assert "NVIDIA GeForce RTX 4090 24GB" in unused[0][2]
    assert unused[1][2].startswith("ambiguous: could be")
    assert unused[2][1].startswith('=HYPERLINK("http://evil.example","<b>RTX 5090</b>")')  # shown as written
    assert "not an amount" in unused[3][2]
    assert "GBK" in dialog.summary.text() and "2026-11-20" in dialog.summary.text()
    assert dialog.ok_button.isEnabled() and dialog.ok_button.text() == "Import 3 prices"
    if SHOTS:
        shoot(dialog, "quote_preview_en.png")


def test_the_preview_in_chinese(qtbot, tmp_path, catalog, qapp):
    language = LanguageManager()
    language.switch("zh_CN")
    try:
        quote = read_quote(write_quote(tmp_path), catalog)
        dialog = QuoteImportDialog(quote, "zh_CN")
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.windowTitle() == "导入供应商报价"
        assert dialog.ok_button.text() == "导入 3 个价格"
        assert table_texts(dialog.matched)[0][3] == "全新"
        assert dialog.matched.horizontalHeaderItem(2).text() == "目录中的名称"
        assert table_texts(dialog.unmatched)[0][2].startswith(
            "不是目录中的名称或别名"
        )  # not taken for the 24 GB RTX 4090
        assert table_texts(dialog.unmatched)[0][2].endswith("请写目录中的名称")
        assert "按 GBK 读取" in dialog.summary.text()
        if SHOTS:
            shoot(dialog, "quote_preview_zh_CN.png")
    finally:
        language.switch("en")


def test_nothing_matched_leaves_ok_disabled(qtbot, tmp_path, catalog):
    quote = read_quote(write_quote(tmp_path, "item,price\nMystery,1\n", "q.csv"), catalog)
    dialog = QuoteImportDialog(quote, "en")
    qtbot.addWidget(dialog)
    assert not dialog.ok_button.isEnabled() and "nothing to import" in dialog.note.text()


def test_ok_saves_the_merged_prices_and_the_editor_says_where_each_comes_from(window, qtbot, tmp_path, monkeypatch):
    typed = PriceOverrides(
        gpu_prices=[
            GpuPriceOverride(gpu="t4", condition="used", currency="CNY", amount=5000, as_of=dt.date(2026, 11, 1))
        ]
    )
    assert window._keep_prices(typed)
    assert (
        "import_quote" in window.menu_actions
        and window.menu_actions["import_quote"].text() == "&Import a supplier quote…"
    )
    assert window.menu_actions["import_quote"] in window.file_menu.actions()
    shown = []

    def accept(dialog):
        shown.append(table_texts(dialog.matched))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(QuoteImportDialog, "exec", accept)
    assert import_and_wait(window, qtbot, write_quote(tmp_path))
    assert len(shown[0]) == 3
    saved = load_price_file(data_dir() / "prices.json")
    assert {(p.gpu, p.condition, p.amount, p.source) for p in saved.gpu_prices} == {
        ("t4", "used", 5000, "my own quote"),
        ("rtx-4090d", "new", 12999, "quote: 供应商报价.csv, row 4"),
        ("rtx-4090", "used", 16000, "quote: 供应商报价.csv, row 5"),
    }
    assert [p.on_demand_per_hour for p in saved.cloud_prices] == [11.5]
    priced = window.session.priced_catalog
    assert [p.amount for p in priced.gpus.get("rtx-4090d").prices if p.source.startswith("user:")] == [12999]

    editor = PriceEditor(window.session.catalog, window.session.price_overrides, 7.1)
    model = editor.gpu_model
    column = model.column_of("source")
    sources = {row.key: model.index(i, column).data() for i, row in enumerate(model.rows)}
    assert sources["rtx-4090d"] == "quote 供应商报价.csv, row 4 / catalog"
    assert sources["t4"] == "catalog / typed by you"
    assert sources["h100-sxm"] == "catalog"
    assert model.headers[column] == "Price from"
    editor.deleteLater()


def test_a_hostile_quote_gets_one_warning_line_and_changes_nothing(
    window, qtbot, tmp_path, monkeypatch, no_modal_dialogs
):
    bomb = tmp_path / "bomb.xlsx"
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/workbook.xml", b" " * 60_000_000)  # 60 MB declared, about 60 kB on disk
    opened = []
    monkeypatch.setattr(QuoteImportDialog, "exec", lambda self: opened.append(self) or 0)
    for path, expected in (
        (bomb, "bomb.xlsx: the workbook unpacks to more than"),
        (write_quote(tmp_path, "", "empty.csv"), "empty.csv: the file is empty"),
        (write_quote(tmp_path, "x", "quote.xlsm"), "macros"),
    ):
        before = len(no_modal_dialogs)
        assert not import_and_wait(window, qtbot, path)
        (title, text), *_ = no_modal_dialogs[before:]
        assert title == "Cannot import the quote" and expected in text and "\n" not in text
    assert not opened and not (data_dir() / "prices.json").exists()


def test_a_long_read_runs_in_the_background_and_shows_its_progress(window, qtbot, tmp_path, monkeypatch):
    """A 10,000-row quote once froze the window for 12 s: it is read in the background (the event loop runs on while
    the read waits), and a read that takes longer than a moment shows "Reading the quote…"."""
    import threading

    from gpu_advisor.core import buyer_prices  # the facade the window takes read_quote from

    release = threading.Event()
    real = buyer_prices.read_quote
    monkeypatch.setattr(buyer_prices, "read_quote", lambda *args, **kwargs: release.wait(20) and real(*args, **kwargs))
    monkeypatch.setattr(QuoteImportDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    assert window.import_quote(str(write_quote(tmp_path)))
    qtbot.waitUntil(lambda: window._quote_progress is not None and window._quote_progress.isVisible(), timeout=5000)
    assert window._quote_progress.labelText() == "Reading the quote…"
    with qtbot.waitSignal(window.quote_imported, timeout=30_000) as ended:
        release.set()
    assert ended.args == [False] and window._quote_progress is None


def test_the_buyer_accepts_a_suggested_name_with_one_choice(qtbot, tmp_path, catalog):
    quote = read_quote(write_quote(tmp_path), catalog)
    dialog = QuoteImportDialog(quote, "en")
    qtbot.addWidget(dialog)
    row = next(r for r, p in enumerate(quote.problems) if p.item == "H100 H200 整机")
    choice = dialog.unmatched.cellWidget(row, 3)
    assert choice.currentText() == "Do not import" and dialog.ok_button.text() == "Import 3 prices"
    choice.setCurrentIndex(choice.findText("NVIDIA H200 SXM 141GB · CNY 900,000"))
    assert dialog.ok_button.text() == "Import 4 prices"
    assert "h200-sxm" in [line.id for line in dialog.chosen_quote().lines]
    assert dialog.unmatched.horizontalHeaderItem(3).text() == "Import as"
