"""Issue 21 "One of each": one formatter of money (core/foundation/money.py) where six copies stood. Each former copy's
formula is kept below as it was, and the formatter with that caller's parameters must write every amount alike:
the reports' goldens, the reasons, the charts' axes, the price editor and the quote preview depend on it."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gpu_advisor.core.foundation import money_text


# ---------------------------------------------------------------- the former copies, as they were
def old_report(value, currency):  # core/presentation/formatting.py money_text
    return "—" if value is None else f"{value:,.0f} {currency}"


def old_reason(value):  # core/options/pricing.py money
    return f"{value:,.2f}" if value < 100 else f"{value:,.0f}"


def old_chart(value, lang="en"):  # gui/charts.py money and _short
    sign = "-" if value < 0 else ""
    value = abs(value)
    units = [(1e8, "亿"), (1e4, "万")] if lang == "zh_CN" else [(1e9, "B"), (1e6, "M"), (1e3, "k")]
    for size, suffix in units:
        if value >= size * 0.9995:
            x = value / size
            return f"{sign}{f'{x:.3g}' if x < 1000 else f'{x:,.0f}'}{suffix}"
    return f"{sign}{value:,.0f}"


def old_editor(amount, hourly=False):  # gui/price_editor.py _money
    if hourly:
        return f"{amount:,.2f}" if amount >= 1 else f"{amount:.3g}"
    if amount >= 100:
        return f"{amount:,.0f}"
    if amount >= 10:
        return f"{amount:,.2f}"
    return f"{amount:.4g}"


def old_quote(amount):  # gui/quote_import.py _money
    return f"{amount:,.2f}".removesuffix(".00")


def old_results(value):  # gui/pages/results.py ResultsPage._money
    return "—" if value is None else f"{value:,.0f}"


# ---------------------------------------------------------------- the callers' parameters, as they call it now
def reason(value):
    return money_text(value, cents_below=100)


def chart(value, lang="en"):
    return money_text(value, lang=lang, short=True)


def editor(amount, hourly=False):
    if hourly:
        return money_text(amount, cents_below=math.inf, significant_below=1, significant_digits=3)
    return money_text(amount, cents_below=100, significant_below=10, significant_digits=4)


def quote(amount):
    return money_text(amount, cents_below=math.inf, trim_zero_cents=True)


ODD = [
    0.0,
    -0.0,
    0.004,
    0.005,
    0.0534,
    0.5,
    0.8048,
    0.995,
    0.999,
    1.0,
    2.49,
    9.99951,
    9.9999,
    10.0,
    25.5,
    99.994,
    99.995,
    99.999,
    100.0,
    999.5,
    999.6,
    1_000.0,
    2_499.5,
    9_995.0,
    29_236.0,
    107_281.4,
    175_000.0,
    999_500.0,
    999_600.0,
    1_500_000.0,
    3e8,
    1e12,
    -0.4,
    -5.0,
    -2_499.5,
    -29_236.0,
    math.inf,
    -math.inf,
    math.nan,
]
amounts = st.floats(allow_nan=True, allow_infinity=True) | st.sampled_from(ODD) | st.integers(-(10**13), 10**13)


def test_the_default_is_whole_units_with_the_currency_after():
    assert money_text(107_281.4, "CNY") == "107,281 CNY"
    assert money_text(107_281.4) == "107,281"
    assert money_text(None, "CNY") == "—"
    assert money_text(None) == "—"
    assert money_text(-5.0) == "-5"  # never cents by default, not even below zero


def test_each_variant_by_example():
    assert reason(0.53) == "0.53" and reason(2_499.5) == "2,500" and reason(99.5) == "99.50"
    assert chart(29_236) == "29.2k" and chart(1_500_000) == "1.5M" and chart(500) == "500" and chart(0) == "0"
    assert chart(29_236, "zh_CN") == "2.92万" and chart(1_500_000, "zh_CN") == "150万" and chart(3e8, "zh_CN") == "3亿"
    assert chart(999_600) == "1M"  # not 1e+03k
    assert editor(0.8048) == "0.8048" and editor(25.5) == "25.50" and editor(175_000) == "175,000"
    assert editor(0.0534, hourly=True) == "0.0534" and editor(2_499.5, hourly=True) == "2,499.50"
    assert quote(175_000) == "175,000" and quote(2_499.5) == "2,499.50"


@pytest.mark.parametrize("value", ODD)
def test_every_former_copy_writes_the_odd_amounts_as_before(value):
    assert reason(value) == old_reason(value)
    assert chart(value) == old_chart(value) and chart(value, "zh_CN") == old_chart(value, "zh_CN")
    assert editor(value) == old_editor(value) and editor(value, True) == old_editor(value, True)
    assert quote(value) == old_quote(value)
    assert money_text(value) == old_results(value)
    assert money_text(value, "USD") == old_report(value, "USD")
    assert money_text(value, "") == old_report(value, "")  # even an empty currency keeps its space


@settings(max_examples=400, deadline=None)
@given(amounts)
def test_every_former_copy_writes_any_amount_as_before(value):
    value = float(value)
    assert reason(value) == old_reason(value)
    assert chart(value) == old_chart(value) and chart(value, "zh_CN") == old_chart(value, "zh_CN")
    assert editor(value) == old_editor(value) and editor(value, True) == old_editor(value, True)
    assert quote(value) == old_quote(value)
    assert money_text(value) == old_results(value)
    assert money_text(value, "CNY") == old_report(value, "CNY")
