"""Where the buyer is (issue 22): the first scenario follows the system's locale (a buyer in the US starts in dollars
in the United States, not in yuan in mainland China), and changing the currency converts the money already entered,
saying what became what, instead of reading 150,000 yuan as 150,000 dollars."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from gpu_advisor.core.scenario import Scenario, for_region, region_of_locale
from gpu_advisor.gui.language import LanguageManager
from gpu_advisor.gui.window import MainWindow


@pytest.mark.parametrize(
    ("name", "region"),
    [("zh_CN", "cn"), ("en_US", "us"), ("de_DE.UTF-8", "eu"), ("fr-FR", "eu"), ("en_GB", "other"), ("C", "other")],
)
def test_the_region_of_a_locale(name, region):
    assert region_of_locale(name) == region


def test_a_new_scenario_outside_china_is_in_dollars():
    us = for_region("us")
    assert (us.region, us.budget.currency) == ("us", "USD")
    assert us.budget.one_off == 21_000  # 150,000 yuan / 7.1 = 21,127 dollars, a default rounded to the thousand
    assert us.electricity_price == pytest.approx(0.113)  # 0.80 yuan / 7.1
    assert for_region("cn") == Scenario()


def test_switching_the_currency_converts_the_money():
    scenario = Scenario().model_copy(update={"budget": Scenario().budget.model_copy(update={"monthly": 7_100})})
    dollars = scenario.in_currency("USD")
    assert (dollars.budget.one_off, dollars.budget.monthly) == (21_127, 1_000)  # 150,000 / 7.1 and 7,100 / 7.1
    assert dollars.electricity_price == pytest.approx(0.113)
    assert dollars.in_currency("CNY").budget.monthly == 7_100
    assert scenario.in_currency("CNY") is scenario


def open_window(qtbot, qapp, tmp_path) -> MainWindow:
    qapp.setOrganizationName("GPU Advisor Tests")
    qapp.setApplicationName(f"first-{tmp_path.name}")
    language = LanguageManager()
    language.switch("en")
    window = MainWindow(language, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    window.finish_loading()
    return window


@pytest.fixture
def us_locale(monkeypatch):
    from gpu_advisor.gui.window import files

    monkeypatch.setattr(files, "system_locale_name", lambda: "en_US")


def test_the_window_starts_where_the_buyer_is_and_says_what_a_currency_change_did(qtbot, qapp, tmp_path, us_locale):
    window = open_window(qtbot, qapp, tmp_path)
    try:
        scenario = window.state.scenario
        assert (scenario.region, scenario.budget.currency, scenario.budget.one_off) == ("us", "USD", 21_000)
        welcome = window.pages["welcome"]
        assert welcome.currency.currentData() == "USD" and welcome.region.currentData() == "us"
        welcome.currency.setCurrentIndex(welcome.currency.findData("CNY"))
        assert window.state.scenario.budget.currency == "CNY"
        assert window.state.scenario.budget.one_off == 149_100  # 21,000 x 7.1: converted, not kept as 21,000 yuan
        note = welcome.conversion.text()
        assert welcome.conversion.isVisibleTo(welcome)
        assert "one-off budget 21,000 USD → 149,100 CNY" in note and "0.113 USD → 0.802 CNY per kWh" in note
        assert "monthly" not in note  # there was no monthly budget to convert
    finally:
        window.state.dirty = False
        window.close()


def test_the_answer_box_goes_no_higher_than_the_context(qtbot, qapp, tmp_path):
    """An answer is written inside its context: the Load page's answer box once took 100,000 with a 2,000-token
    context, showed it, and the scenario kept the old value without the box saying so."""
    from tests.gui.test_gui import go_to

    window = open_window(qtbot, qapp, tmp_path)
    try:
        go_to(window, "load", qtbot)
        page = window.pages["load"]
        context = window.state.scenario.context_tokens
        assert page.answer.maximum() == context
        page.answer.setValue(10 * context)
        assert page.answer.value() == context == window.state.scenario.answer_tokens
        page.context_tokens.setValue(2 * context)
        assert window.state.scenario.context_tokens == 2 * context and page.answer.maximum() == 2 * context
    finally:
        window.state.dirty = False
        window.close()
