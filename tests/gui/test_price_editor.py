"""The price editor: typing a quote, OK, the file it writes, bad input, reset, filter, corrupt files, Chinese."""

from __future__ import annotations

import datetime as dt
import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from xml.sax.saxutils import escape

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, Qt, QTranslator  # noqa: E402
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QAbstractItemView, QMessageBox  # noqa: E402

from gpu_advisor.core.buyer_prices.overrides import (  # noqa: E402
    CloudPriceOverride,
    GpuPriceOverride,
    PriceOverrides,
    apply_overrides,
    load_price_file,
)
from gpu_advisor.gui.prices import PriceEditor, load_overrides_or_none, parse_price, save_overrides  # noqa: E402
from tests.translation_words import words as catalog_words  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "gui" / "prices" / "editor.py"


def tool(name: str) -> str | None:
    local = Path(sys.executable).parent / name
    return str(local) if local.exists() else shutil.which(name)


@pytest.fixture
def editor(qtbot, catalog):
    def make(overrides=None, rate=7.1, **kwargs):
        dialog = PriceEditor(catalog, overrides, rate, **kwargs)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        return dialog

    return make


def row_of(model, key, market=None):
    return next(i for i, row in enumerate(model.rows) if row.key == key and (market is None or row.market == market))


def cell(dialog, model, key, kind="mine", n=0, market=None):
    """The index of one cell as the view shows it (through the filter)."""
    proxy = dialog.gpu_proxy if model is dialog.gpu_model else dialog.cloud_proxy
    return proxy.mapFromSource(model.index(row_of(model, key, market), model.column_of(kind, n)))


def type_into(qtbot, view, index, text):
    """Open the cell's editor the way a person does (select it, start typing) and type."""
    view.setCurrentIndex(index)
    assert view.edit(index, QAbstractItemView.EditTrigger.AllEditTriggers, None)
    editor = view.indexWidget(index)
    assert editor is not None
    editor.selectAll()
    if text:
        qtbot.keyClicks(editor, text)
    else:
        qtbot.keyClick(editor, Qt.Key.Key_Delete)
    return editor


# ---------------------------------------------------------------- typing and OK


def test_typed_price_becomes_an_override_dated_today(qtbot, editor):
    dialog = editor()
    index = cell(dialog, dialog.gpu_model, "rtx-4090", n=0)
    type_into(qtbot, dialog.gpu_view, index, "14999")
    assert dialog.ok_button.isEnabled()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    assert dialog.result() == PriceEditor.DialogCode.Accepted
    result = dialog.accepted_overrides()
    assert result.gpu_prices == [
        GpuPriceOverride(gpu="rtx-4090", condition="new", currency="CNY", amount=14999, as_of=dt.date.today())
    ]
    assert result.cloud_prices == []
    assert result.usd_to_cny is None  # the rate was not touched: the scenario's stays in charge
    date = cell(dialog, dialog.gpu_model, "rtx-4090", kind="date").data()
    assert date == dt.date.today().isoformat()


def test_saved_file_loads_back_and_changes_the_gpu_price(qtbot, editor, catalog, tmp_path):
    dialog = editor()
    type_into(qtbot, dialog.gpu_view, cell(dialog, dialog.gpu_model, "rtx-4090", n=1), "9,800")
    dialog.rate_spin.setValue(7.25)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    path = tmp_path / "prices" / "my-prices.json"
    save_overrides(dialog.accepted_overrides(), path)

    raw = json.loads(path.read_text(encoding="utf-8"))
    assert raw["schema_version"] == 1 and raw["usd_to_cny"] == 7.25
    assert raw["gpu_prices"][0]["as_of"] == dt.date.today().isoformat()
    loaded = load_price_file(path)
    assert loaded == dialog.accepted_overrides()
    priced = apply_overrides(catalog, loaded)
    used = [p for p in priced.gpus.get("rtx-4090").prices if p.condition == "used"]
    assert [(p.amount, p.currency, p.source) for p in used] == [(9800, "CNY", "user: my own quote")]
    assert [p.name for p in path.parent.iterdir()] == ["my-prices.json"]  # no temp file left behind


def test_cloud_price_is_saved_for_its_market(qtbot, editor):
    dialog = editor()
    dialog.tabs.setCurrentIndex(1)
    index = cell(dialog, dialog.cloud_model, "aws-g5.xlarge", market="cn")
    type_into(qtbot, dialog.cloud_view, index, "5.5")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    [price] = dialog.accepted_overrides().cloud_prices
    assert (price.instance, price.market, price.currency, price.on_demand_per_hour) == (
        "aws-g5.xlarge",
        "cn",
        "CNY",
        5.5,
    )
    assert price.as_of == dt.date.today()


def test_loaded_prices_are_shown_and_come_back_unchanged(editor):
    given = PriceOverrides(
        usd_to_cny=7.3,
        gpu_prices=[
            GpuPriceOverride(
                gpu="RTX 4090",
                condition="new",
                currency="CNY",
                amount=14999,
                as_of=dt.date(2026, 1, 5),
                source="JD.com quote",
            ),
            GpuPriceOverride(
                gpu="rtx-4090", condition="used", currency="USD", amount=1200.5, as_of=dt.date(2026, 2, 5)
            ),
        ],
        cloud_prices=[
            CloudPriceOverride(
                instance="aws-g5.xlarge",
                region="cn-north-1",
                market="cn",
                currency="CNY",
                on_demand_per_hour=6.2,
                as_of=dt.date(2026, 3, 1),
            )
        ],
    )
    dialog = editor(given)
    model = dialog.gpu_model
    assert cell(dialog, model, "rtx-4090", n=0).data() == "14999"
    assert cell(dialog, model, "rtx-4090", n=1).data() == "1200.5"
    assert cell(dialog, model, "rtx-4090", kind="currency").data() == "CNY / USD"  # both kept, none converted
    assert dialog.rate_spin.value() == pytest.approx(7.3)
    dialog.accept()
    result = dialog.accepted_overrides()
    assert result.usd_to_cny == pytest.approx(7.3)
    assert [(p.gpu, p.condition, p.currency, p.amount, p.as_of, p.source) for p in result.gpu_prices] == [
        ("rtx-4090", "new", "CNY", 14999, dt.date(2026, 1, 5), "JD.com quote"),
        ("rtx-4090", "used", "USD", 1200.5, dt.date(2026, 2, 5), "my own quote"),
    ]
    assert result.cloud_prices == given.cloud_prices


def test_changing_a_rows_currency_dates_its_prices_today(editor):
    given = PriceOverrides(
        gpu_prices=[GpuPriceOverride(gpu="a30", currency="USD", amount=4000, as_of=dt.date(2025, 1, 1))]
    )
    dialog = editor(given)
    index = cell(dialog, dialog.gpu_model, "a30", kind="currency")
    assert dialog.gpu_proxy.setData(index, "CNY")
    dialog.accept()
    [price] = dialog.accepted_overrides().gpu_prices
    assert (price.currency, price.amount, price.as_of) == ("CNY", 4000, dt.date.today())


def test_cancel_keeps_what_was_passed_in(qtbot, editor):
    given = PriceOverrides(
        gpu_prices=[GpuPriceOverride(gpu="a30", currency="USD", amount=4000, as_of=dt.date(2025, 1, 1))]
    )
    dialog = editor(given)
    type_into(qtbot, dialog.gpu_view, cell(dialog, dialog.gpu_model, "a30"), "1")
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == PriceEditor.DialogCode.Rejected
    assert dialog.accepted_overrides() == given


def test_unknown_gpus_in_a_file_are_named_not_hidden(editor):
    given = PriceOverrides(
        gpu_prices=[GpuPriceOverride(gpu="rtx-9999", currency="CNY", amount=1, as_of=dt.date(2026, 1, 1))]
    )
    dialog = editor(given)
    assert dialog.notice.isVisibleTo(dialog) and "rtx-9999" in dialog.notice.text()
    dialog.accept()
    assert dialog.accepted_overrides().gpu_prices == []


# ---------------------------------------------------------------- bad input


@pytest.mark.parametrize("text", ["-5", "0", "abc", "12a", "1e5", "nan", "1000000000", "1,00", "0.000000001"])
def test_bad_price_disables_ok_and_says_why_on_the_cell(qtbot, editor, text):
    dialog = editor()
    index = cell(dialog, dialog.gpu_model, "h100-pcie")
    editor_widget = type_into(qtbot, dialog.gpu_view, index, text)
    assert not dialog.ok_button.isEnabled()
    assert dialog.message.isVisibleTo(dialog)
    assert "NVIDIA H100 PCIe 80GB" in dialog.message.text()
    tooltip = QTextDocumentFragment.fromHtml(index.data(Qt.ItemDataRole.ToolTipRole)).toPlainText()  # plain text
    assert tooltip and tooltip in dialog.message.text()
    assert index.data(Qt.ItemDataRole.ForegroundRole) is not None  # drawn in red
    assert dialog.current_overrides() is None

    dialog.accept()  # Enter pressed anyway: nothing happens
    assert dialog.isVisible() and dialog.accepted_overrides() == PriceOverrides()

    editor_widget.clear()
    editor_widget.textEdited.emit("")  # what a person clearing the cell sends
    assert dialog.ok_button.isEnabled()
    assert not dialog.message.isVisibleTo(dialog)


def test_cloud_price_limit_is_per_hour(editor):
    dialog = editor()
    index = cell(dialog, dialog.cloud_model, "aws-g5.xlarge", market="us")
    dialog.cloud_proxy.setData(index, "2000000")
    assert not dialog.ok_button.isEnabled()
    assert "1,000,000" in dialog.message.text()


@pytest.mark.parametrize(
    "text, amount",
    [
        ("12000", 12000),
        (" 12,000.50 ", 12000.5),
        ("１２０００", 12000),
        ("12 000", 12000),
        (".5", 0.5),
        ("+7", 7),
        ("1.6万", 16000),  # as every amount in the app is read (core.foundation.amounts)
        ("16k", 16000),
    ],
)
def test_parse_price_accepts_what_people_type(text, amount):
    assert parse_price(text, 1e9) == (amount, None)


def test_parse_price_codes():
    assert parse_price("", 1e9) == (None, None)
    assert parse_price("-1", 1e9) == (None, "not_positive")
    assert parse_price("¥100", 1e9) == (None, "currency_mark")  # the currency is the row's column, never guessed
    assert parse_price("inf", 1e9) == (None, "not_number")
    assert parse_price("999999999", 1e9) == (999999999, None)
    assert parse_price("1000000000", 1e9) == (None, "too_large")


# ---------------------------------------------------------------- reset and filter


def test_reset_clears_every_override_and_the_rate(qtbot, editor, monkeypatch):
    given = PriceOverrides(
        usd_to_cny=7.3,
        gpu_prices=[GpuPriceOverride(gpu="a30", currency="USD", amount=4000, as_of=dt.date(2025, 1, 1))],
        cloud_prices=[
            CloudPriceOverride(
                instance="aws-g5.xlarge", market="cn", currency="CNY", on_demand_per_hour=6.2, as_of=dt.date(2026, 3, 1)
            )
        ],
    )
    dialog = editor(given, rate=7.1)
    type_into(qtbot, dialog.gpu_view, cell(dialog, dialog.gpu_model, "h100-pcie"), "-1")  # even a bad cell, still open

    asked = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *args, **kwargs: asked.append(args) or QMessageBox.StandardButton.No
    )
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert asked and dialog.gpu_model.filled() == 2  # "No" keeps everything

    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert dialog.rate_spin.value() == pytest.approx(7.1)
    assert dialog.ok_button.isEnabled()
    assert cell(dialog, dialog.gpu_model, "a30").data() == ""
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.accepted_overrides() == PriceOverrides()


def test_filter_hides_rows_that_do_not_match(qtbot, editor, catalog):
    dialog = editor()
    qtbot.keyClicks(dialog.filter_edit, "rtx 4090")
    shown = [dialog.gpu_proxy.index(r, 0).data() for r in range(dialog.gpu_proxy.rowCount())]
    assert shown == [
        "NVIDIA GeForce RTX 4090 24GB",
        "NVIDIA GeForce RTX 4090D 24GB (China)",
        "RTX 4090D 48GB (modified card, China grey market)",
    ]

    dialog.filter_edit.setText("h100")  # cloud instances are found by their GPU too
    cloud = {dialog.cloud_proxy.index(r, 0).data() for r in range(dialog.cloud_proxy.rowCount())}
    assert "AWS p5.48xlarge (8x H100 80GB SXM)" in cloud and not any("A10G" in name for name in cloud)

    dialog.filter_edit.clear()
    assert dialog.gpu_proxy.rowCount() == len(catalog.gpus)


def test_filtered_out_bad_cell_still_blocks_ok(editor):
    dialog = editor()
    dialog.gpu_proxy.setData(cell(dialog, dialog.gpu_model, "a30"), "x")
    dialog.filter_edit.setText("4090")
    assert not dialog.ok_button.isEnabled() and "A30" in dialog.message.text()


# ---------------------------------------------------------------- files


def test_corrupt_file_gives_none_and_a_message(tmp_path):
    path = tmp_path / "my-prices.json"
    for text in (
        "{not json",
        '{"schema_version": 1, "gpu_prices": [{"gpu": "a30"}]}',
        "[]",
        "[" * 100_000 + "]" * 100_000,
    ):
        path.write_text(text, encoding="utf-8")
        overrides, message = load_overrides_or_none(path)
        assert overrides is None and message and "my-prices.json" in message
    path.write_bytes(b"\xff\xfe garbage")
    assert load_overrides_or_none(path)[0] is None


def test_missing_file_is_not_an_error_and_a_good_one_loads(tmp_path):
    path = tmp_path / "my-prices.json"
    assert load_overrides_or_none(path) == (None, None)
    good = PriceOverrides(
        usd_to_cny=7.2, gpu_prices=[GpuPriceOverride(gpu="a30", currency="USD", amount=4000, as_of=dt.date(2025, 1, 1))]
    )
    save_overrides(good, path)
    assert load_overrides_or_none(path) == (good, None)


# ---------------------------------------------------------------- keyboard and accessibility


def test_tab_steps_through_editable_cells_and_leaves_the_table(editor):
    dialog = editor()
    view, model = dialog.gpu_view, dialog.gpu_model
    view.setCurrentIndex(dialog.gpu_proxy.index(0, 0))
    move = view.moveCursor
    steps = []
    for _ in range(4):
        index = move(QAbstractItemView.CursorAction.MoveNext, Qt.KeyboardModifier.NoModifier)
        steps.append((index.row(), index.column()))
        view.setCurrentIndex(index)
    mine_new, mine_used, currency = model.column_of("mine", 0), model.column_of("mine", 1), model.column_of("currency")
    assert steps == [(0, mine_new), (0, mine_used), (0, currency), (1, mine_new)]
    last = dialog.gpu_proxy.index(dialog.gpu_proxy.rowCount() - 1, currency)
    view.setCurrentIndex(last)
    assert move(QAbstractItemView.CursorAction.MoveNext, Qt.KeyboardModifier.NoModifier) == QModelIndex()


def test_every_input_has_an_accessible_name(editor):
    dialog = editor()
    for widget in (
        dialog.filter_edit,
        dialog.rate_spin,
        dialog.gpu_view,
        dialog.cloud_view,
        dialog.tabs,
        dialog.reset_button,
        dialog.ok_button,
        dialog.cancel_button,
    ):
        assert widget.accessibleName(), widget
    index = cell(dialog, dialog.gpu_model, "a30")
    dialog.gpu_view.edit(index, QAbstractItemView.EditTrigger.AllEditTriggers, None)
    name = dialog.gpu_view.indexWidget(index).accessibleName()
    assert "A30" in name and "My price: new" in name
    assert dialog.rate_spin.minimum() == 1 and dialog.rate_spin.maximum() == 100


# ---------------------------------------------------------------- Chinese


def tr_strings() -> set[str]:
    """Every tr() source text of the module, as pyside6-lupdate sees it (context|source)."""
    lupdate = tool("pyside6-lupdate")
    if lupdate is None:
        pytest.skip("pyside6-lupdate not installed")
    return lupdate


def test_every_string_has_chinese_with_the_same_placeholders(tmp_path):
    lupdate = tr_strings()
    ts = tmp_path / "price_editor.ts"
    subprocess.run([lupdate, str(SOURCE), "-ts", str(ts), "-locations", "none"], check=True, capture_output=True)
    found = {
        f"{c.findtext('name')}|{m.findtext('source')}"
        for c in ET.parse(ts).getroot().iter("context")
        for m in c.iter("message")
    }
    words = catalog_words("PriceEditor")
    assert found and all(key.startswith("PriceEditor|") for key in found)
    assert sorted(found - words.keys()) == [], "strings without Chinese"
    assert sorted(words.keys() - found) == [], "Chinese for strings the dialog no longer has"
    for key, chinese in words.items():
        source = key.split("|", 1)[1]
        for placeholder in ("{0}", "{1}", "{2}"):
            assert source.count(placeholder) == chinese.count(placeholder), key
        assert ("&" in source) == ("&" in chinese), key  # keyboard shortcuts kept


def compile_chinese(tmp_path) -> Path:
    lrelease = tool("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease not installed")
    words = catalog_words("PriceEditor")
    messages = "".join(
        f"<message><source>{escape(k.split('|', 1)[1])}</source><translation>{escape(v)}</translation></message>"
        for k, v in words.items()
    )
    ts = tmp_path / "zh.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="zh_CN">'
        f"<context><name>PriceEditor</name>{messages}</context></TS>",
        encoding="utf-8",
    )
    qm = tmp_path / "zh.qm"
    subprocess.run([lrelease, str(ts), "-qm", str(qm)], check=True, capture_output=True)
    return qm


def test_switches_to_chinese_on_language_change(qtbot, editor, tmp_path):
    dialog = editor()
    dialog.gpu_proxy.setData(cell(dialog, dialog.gpu_model, "a30"), "-1")
    translator = QTranslator()
    assert translator.load(str(compile_chinese(tmp_path)))
    app = QCoreApplication.instance()
    app.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == "我的价格")
        assert dialog.ok_button.text() == "确定" and dialog.cancel_button.text() == "取消"
        assert dialog.gpu_model.headerData(3, Qt.Orientation.Horizontal) == "我的价格：全新"
        assert "价格必须大于零" in dialog.message.text()
    finally:
        app.removeTranslator(translator)
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.windowTitle() == "My prices"


def test_the_catalog_column_shows_the_price_of_the_buyers_market(editor):
    """Issue 24: the engine prices a buyer from their own market's listing; the editor shows that one. The RTX PRO
    6000 Server Edition has a US shop price (USD 13,399.99, 2026-06-23) and a newer German one (USD 18,560 derived
    from EUR 16,276, 2026-09-26)."""
    texts = {}
    for region in ("us", "eu"):
        dialog = editor(region=region)
        row = dialog.gpu_model.rows[row_of(dialog.gpu_model, "rtx-pro-6000-blackwell-server")]
        texts[region] = row.catalog[0].text
    assert texts == {"us": "USD 13,400 · 2026-06-23", "eu": "USD 18,560 · 2026-09-26"}  # whole units above 100
