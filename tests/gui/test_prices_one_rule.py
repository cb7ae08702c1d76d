"""The buyer's prices, one rule everywhere (issue 20): the wizard after a restart costs exactly as
`gpu-advisor recommend --prices` does with the same file, exchange rate included, and two windows saving prices
in turn keep each other's."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog

from gpu_advisor.core.buyer_prices.overrides import GpuPriceOverride, PriceOverrides, load_price_file
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import Scenario, save_scenario, template
from gpu_advisor.gui.language import LanguageManager
from gpu_advisor.gui.prices import QuoteImportDialog
from gpu_advisor.gui.window import MainWindow, data_dir

RATE = 8.0  # the catalog's default is 7.1: a price in US dollars costs 8.0 / 7.1 as much in yuan with this file


def open_window(qtbot, qapp, tmp_path, name):
    qapp.setOrganizationName("GPU Advisor Tests")
    qapp.setApplicationName("prices-one-rule")  # both windows share one data folder, as two real windows do
    language = LanguageManager()
    language.switch("en")
    win = MainWindow(language, QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.show()
    win.finish_loading()
    return win


@pytest.fixture
def fresh_data_folder(qapp):
    qapp.setOrganizationName("GPU Advisor Tests")
    qapp.setApplicationName("prices-one-rule")
    for leftover in ("session.open", "autosave.json", "prices.json"):
        (data_dir() / leftover).unlink(missing_ok=True)
    yield data_dir()
    (data_dir() / "prices.json").unlink(missing_ok=True)


def close(win):
    win.state.dirty = False
    win.close()


def test_the_wizard_after_a_restart_costs_as_recommend_with_the_same_price_file(
    qtbot, qapp, tmp_path, catalog, capsys, fresh_data_folder
):
    from gpu_advisor.gui.cli import main as cli

    pick = recommend(catalog, Scenario()).recommended  # the window starts with a blank scenario
    # the first choice's card quoted in US dollars: its cost in yuan depends on the exchange rate
    prices = PriceOverrides(
        usd_to_cny=RATE,
        gpu_prices=[
            GpuPriceOverride(gpu=pick.gpu, currency="USD", amount=9_000, as_of=dt.date(2026, 11, 20), source="quote")
        ],
    )
    (fresh_data_folder / "prices.json").write_text(prices.model_dump_json(), encoding="utf-8")
    win = open_window(qtbot, qapp, tmp_path, "restart")  # a start with prices.json already there
    try:
        assert win.state.scenario.budget.usd_to_cny == RATE
        answer = recommend(win.session.catalog_in_use, win.state.scenario)
        wizard = answer.to_dict("en")
        scenario_path = tmp_path / "s.json"
        save_scenario(win.state.scenario.model_copy(update={"budget": template().budget}), scenario_path)
    finally:
        close(win)
    capsys.readouterr()
    arguments = ["--scenario", str(scenario_path), "--prices", str(fresh_data_folder / "prices.json"), "--json"]
    assert cli(["recommend", *arguments]) == 0
    command_line = json.loads(capsys.readouterr().out)

    def costs(answer):
        return [(o["label"], o["cost"] and o["cost"]["horizon_total"]) for o in answer["options"]]

    assert costs(wizard) == costs(command_line)
    # at that price it may no longer be among the picks: it is still among the options sized
    quoted = next(o for o in answer.all_options if o.gpu == pick.gpu and o.cost and o.kind == pick.kind)
    # the quoted card is bought at 9,000 x 8.0 = 72,000 yuan each, not 9,000 x 7.1 = 63,900
    assert quoted.cost.upfront >= 72_000 * quoted.count


def test_two_windows_importing_quotes_in_turn_keep_both(qtbot, qapp, tmp_path, monkeypatch, fresh_data_folder):
    monkeypatch.setattr(QuoteImportDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    first, second = (open_window(qtbot, qapp, tmp_path, name) for name in ("first", "second"))
    try:
        for win, text, name in (
            (first, "型号,单价(元)\nRTX 4090D,12999\n", "a.csv"),
            (second, "型号,单价(元)\nRTX 5090D,17999\n", "b.csv"),
        ):
            path = tmp_path / name
            path.write_bytes(text.encode("gbk"))
            with qtbot.waitSignal(win.quote_imported, timeout=30_000) as ended:
                assert win.import_quote(str(path))
            assert ended.args == [True]
        saved = load_price_file(fresh_data_folder / "prices.json")
        assert {(p.gpu, p.amount) for p in saved.gpu_prices} == {("rtx-4090d", 12999), ("rtx-5090d", 17999)}
        assert len(second.session.price_overrides.gpu_prices) == 2
        # My prices' OK in the first window, which has not seen the second's quote, keeps that quote too
        assert len(first.session.price_overrides.gpu_prices) == 1
        assert first._keep_prices(first.session.price_overrides.model_copy(update={"usd_to_cny": RATE}))
        saved = load_price_file(fresh_data_folder / "prices.json")
        assert len(saved.gpu_prices) == 2 and saved.usd_to_cny == RATE
        assert first.session.price_overrides == saved
        # and the second window takes the first's exchange rate when it is used again
        assert second.refresh_prices()
        assert second.session.price_overrides == saved and second.state.scenario.budget.usd_to_cny == RATE
    finally:
        close(first)
        close(second)
