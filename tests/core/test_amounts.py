"""Issue 22 / 21: one reader of an amount of money as people type it (core/foundation/amounts.py). 15万 is 150,000,
not 15; what cannot be read is refused with a message that says why, in English and Chinese."""

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gpu_advisor.core.foundation.amounts import MAX_AMOUNT, PER_UNIT, Amount, AmountError, parse_amount
from gpu_advisor.core.foundation.messages import MESSAGES, TextError

# (typed, amount, currency typed); every amount computed by hand
READ = [
    # plain numbers, grouped or not
    ("150000", "150000", None),
    ("150,000", "150000", None),
    ("150 000", "150000", None),
    ("1,234.50", "1234.5", None),
    ("1,234,567", "1234567", None),
    ("1 234 567.25", "1234567.25", None),
    ("999", "999", None),
    ("0", "0", None),
    ("  42  ", "42", None),
    ("+5", "5", None),
    ("5.", "5", None),
    ("150000.5", "150000.5", None),
    ("150\u00a0000", "150000", None),  # a no-break space, as a word processor groups
    ("150\u202f000", "150000", None),  # a narrow no-break space (SI style)
    # a Chinese input method's full-width digits and punctuation
    ("１５万", "150000", None),
    ("１５０，０００", "150000", None),
    ("１５．５万", "155000", None),
    ("１５万元", "150000", "CNY"),
    ("15。5万", "155000", None),  # 。 typed for the decimal point
    ("１５０\u3000０００", "150000", None),  # the ideographic space
    # Chinese multipliers and currency
    ("15万", "150000", None),
    ("15 万", "150000", None),
    ("15万元", "150000", "CNY"),
    ("15万块", "150000", "CNY"),
    ("15.5万", "155000", None),
    ("0.5万", "5000", None),
    (".5万", "5000", None),
    ("1.2亿", "120000000", None),
    ("3千", "3000", None),
    ("5百万", "5000000", None),
    ("1千万", "10000000", None),
    ("1.2345万", "12345", None),
    ("15w", "150000", None),
    ("15W", "150000", None),
    ("￥150,000", "150000", "CNY"),
    ("¥15万", "150000", "CNY"),
    ("¥ 15万元", "150000", "CNY"),
    ("150000元", "150000", "CNY"),
    ("人民币15万", "150000", "CNY"),
    ("RMB 150k", "150000", "CNY"),
    ("rmb150k", "150000", "CNY"),
    ("CNY 80,000", "80000", "CNY"),
    ("80000 cny", "80000", "CNY"),
    ("1万美元", "10000", "USD"),
    # English suffixes and dollars
    ("150k", "150000", None),
    ("150K", "150000", None),
    ("2.5k", "2500", None),
    ("$60,000", "60000", "USD"),
    ("$ 60,000", "60000", "USD"),
    ("US$60k", "60000", "USD"),
    ("60k USD", "60000", "USD"),
    ("60kUSD", "60000", "USD"),
    ("USD 1.5M", "1500000", "USD"),
    ("1.5M", "1500000", None),
    ("1.5m", "1500000", None),
    ("2mn", "2000000", None),
    ("2 MN", "2000000", None),
    ("1,500k", "1500000", None),
    # the largest amount there is
    ("1,000,000,000,000", "1000000000000", None),
    ("10000亿", "1000000000000", None),
]


@pytest.mark.parametrize("typed,amount,currency", READ)
def test_amounts_as_people_type_them(typed, amount, currency):
    read = parse_amount(typed)
    assert read == Amount(Decimal(amount), currency)
    assert read.value == float(amount)
    assert read.typed == typed.strip()


def test_the_arithmetic_is_exact():
    # in binary floating point 1.13 * 10000 is 11299.999999999998 and 0.07 * 10000 is 700.0000000000001
    assert 1.13 * 10000 != 11300 and 0.07 * 10000 != 700
    assert parse_amount("1.13万").exact == Decimal(11300) and parse_amount("1.13万").value == 11300
    assert parse_amount("0.07万").exact == Decimal(700)
    assert parse_amount("1.005k").exact == Decimal("1005")
    assert str(parse_amount("15.5万").exact) == "155000"
    assert str(parse_amount("0.0001万").exact) == "1"
    assert parse_amount("1.23456万").exact == Decimal("12345.6")
    assert parse_amount("1,234.50").exact == Decimal("1234.50")


# (typed, reason, words in the English message)
REFUSED = [
    ("", "empty", "No amount"),
    ("   ", "empty", "No amount"),
    ("abc", "not_number", "'abc' is not an amount of money"),
    ("nan", "not_number", "not an amount"),
    ("NaN", "not_number", "not an amount"),
    ("inf", "not_number", "not an amount"),
    ("-inf", "not_number", "not an amount"),
    ("Infinity", "not_number", "not an amount"),
    ("∞", "not_number", "not an amount"),
    ("15 thousand", "not_number", "not an amount"),
    ("0x10", "not_number", "not an amount"),
    ("1_000", "not_number", "not an amount"),
    ("--5", "not_number", "not an amount"),
    ("(5000)", "not_number", "not an amount"),
    ("5-", "not_number", "not an amount"),
    ("15万元整", "not_number", "not an amount"),
    ("10²", "not_number", "not an amount"),  # not 102, as NFKC would make it
    ("٣", "not_number", "not an amount"),  # digits of other scripts: Decimal reads them, a budget field does not
    (".", "not_number", "not an amount"),
    ("万", "no_number", "has no number"),
    ("$", "no_number", "has no number"),
    ("-5", "negative", "'-5' is negative"),
    ("-15万", "negative", "negative"),
    ("−5", "negative", "negative"),  # U+2212, the minus sign
    ("－５", "negative", "negative"),  # full-width
    ("¥-5", "negative", "negative"),
    ("-$5", "negative", "negative"),
    ("15万k", "two_multipliers", "two multipliers (万 and k)"),
    ("15kk", "two_multipliers", "two multipliers (k and k)"),
    ("1万亿", "two_multipliers", "two multipliers (万 and 亿)"),
    ("15 k 万", "two_multipliers", "(k and 万)"),
    ("$15万元", "two_currencies", "two currencies (USD and CNY)"),
    ("¥60k USD", "two_currencies", "two currencies (CNY and USD)"),
    ("1,00", "comma", "a comma may only separate thousands"),
    ("150000,50", "comma", "a comma may only separate thousands"),
    ("1234,5", "comma", "comma"),
    ("1,23,456", "comma", "comma"),
    ("12,3456", "comma", "comma"),
    ("15,5万", "comma", "comma"),
    (",500", "comma", "comma"),
    ("150,", "comma", "comma"),
    ("1.234,50", "comma", "comma"),
    ("1,234 567", "comma", "comma"),
    ("1, 234", "comma", "comma"),
    ("2499 2", "space", "a space may only separate thousands"),
    ("1 5万", "space", "a space"),
    ("15000 0", "space", "a space"),
    ("1.5 5", "space", "a space"),
    ("1.234.567", "points", "more than one decimal point"),
    ("1.2.3万", "points", "more than one decimal point"),
    ("1e5", "exponent", "without an exponent"),
    ("1E5", "exponent", "without an exponent"),
    ("1.5e3", "exponent", "exponent"),
    ("2e-3", "exponent", "exponent"),
    ("1e5万", "exponent", "exponent"),
    ("1,000,000,000,001", "absurd", "is more than 1,000,000,000,000"),
    ("10001亿", "absurd", "check the number of zeros"),
    ("2000000000000", "absurd", "zeros"),
    ("1" + "0" * 30, "absurd", "zeros"),
    ("9" * 70, "too_long", "too long"),
]


@pytest.mark.parametrize("typed,reason,words", REFUSED)
def test_what_cannot_be_an_amount_is_refused_with_its_reason(typed, reason, words):
    with pytest.raises(AmountError) as info:
        parse_amount(typed)
    error = info.value
    assert isinstance(error, TextError) and isinstance(error, ValueError)
    assert error.reason == reason
    assert error.text.key == f"amount.{reason}"
    assert words in str(error), str(error)
    chinese = error.render("zh_CN")
    assert chinese != str(error) and any("\u4e00" <= ch <= "\u9fff" for ch in chinese), chinese


def test_a_refusal_quotes_what_was_typed_in_both_languages():
    with pytest.raises(AmountError) as info:
        parse_amount("15万k")
    assert str(info.value).startswith("'15万k' has two multipliers")
    assert info.value.render("zh_CN") == "'15万k' 有两个倍数单位（万 和 k）：只写一个，例如 15万 或 150k"


def test_a_long_text_is_quoted_cut_short():
    with pytest.raises(AmountError) as info:
        parse_amount("x" * 500)
    assert "x" * 37 + "..." in str(info.value) and "x" * 38 not in str(info.value)


def test_every_refusal_is_in_the_catalog():
    reasons = {reason for _, reason, _ in REFUSED} | {"currency", "at_most"}
    for reason in reasons:
        assert f"amount.{reason}" in MESSAGES, reason


def test_the_limit_is_one_million_millions():
    assert MAX_AMOUNT == 10**12
    assert parse_amount("1000000000000").exact == MAX_AMOUNT
    assert parse_amount("0.0000001").exact == Decimal("0.0000001")  # small is allowed: the caller's range decides


def test_minus_zero_is_zero():
    assert parse_amount("-0").exact == 0


# ---- round trips: an amount formatted as a person would write it reads back as itself

EXAMPLES = 200
whole_amounts = st.integers(min_value=0, max_value=10**12)
FULL_WIDTH = str.maketrans("0123456789,.", "０１２３４５６７８９，．")


@settings(max_examples=EXAMPLES, deadline=None)
@given(whole_amounts, st.sampled_from([",", " ", "\u00a0", ""]), st.booleans())
def test_grouped_whole_amounts_read_back(amount, separator, full_width):
    text = f"{amount:,}".replace(",", separator)
    if full_width:
        text = text.translate(FULL_WIDTH)
    assert parse_amount(text).exact == amount


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.integers(min_value=0, max_value=10**10), st.integers(min_value=0, max_value=99))
def test_amounts_with_cents_read_back(whole, cents):
    assert parse_amount(f"{whole:,}.{cents:02d}").exact == Decimal(whole) + Decimal(cents) / 100


@settings(max_examples=EXAMPLES, deadline=None)
@given(
    st.decimals(min_value=0, max_value=10**7, places=4, allow_nan=False, allow_infinity=False),
    st.sampled_from([("万", 4), ("亿", 8), ("千", 3), ("k", 3), ("K", 3), ("m", 6), ("M", 6), ("mn", 6), ("w", 4)]),
    st.sampled_from(["", "¥", "$", "RMB ", "US$"]),
)
def test_a_number_with_a_multiplier_is_exact(number, unit, currency):
    text = f"{currency}{number:f}{unit[0]}"
    expected = number.scaleb(unit[1])
    if expected > MAX_AMOUNT:
        with pytest.raises(AmountError):
            parse_amount(text)
        return
    read = parse_amount(text)
    assert read.exact == expected
    assert read.currency == {"": None, "¥": "CNY", "RMB ": "CNY", "$": "USD", "US$": "USD"}[currency]


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.text(max_size=30))
def test_any_text_is_an_amount_or_a_reason_never_a_crash(text):
    try:
        read = parse_amount(text)
    except AmountError as error:
        assert error.reason and error.render("zh_CN")
    else:
        assert 0 <= read.exact <= MAX_AMOUNT


# ---------------------------------------------------------------- per_unit: a supplier's price, not a budget

PRICED = [
    ("3.5/小时", "3.5", None),
    ("CNY 3.5/小时", "3.5", "CNY"),
    ("3.5 元 / 小时", "3.5", "CNY"),
    ("3.5元每小时", "3.5", "CNY"),
    ("$2.10/h", "2.10", "USD"),
    ("2.1 USD/hr", "2.1", "USD"),
    ("2.1/HOUR", "2.1", None),
    ("12,999元/台", "12999", "CNY"),
    ("¥1.2万/张", "12000", "CNY"),
    ("24 992 元/块", "24992", "CNY"),
    ("１２９９９元／个", "12999", "CNY"),  # full-width, slash too
    ("1.13万/台", "11300", None),  # exactly: the quote reader's float arithmetic made it 11299.999999999998
]


@pytest.mark.parametrize("text,amount,currency", PRICED)
def test_per_unit_reads_what_a_price_is_per_and_drops_it(text, amount, currency):
    read = parse_amount(text, per_unit=True)
    assert (read.exact, read.currency) == (Decimal(amount), currency)


@pytest.mark.parametrize("text", [text for text, _, _ in PRICED if "/" in text or "每" in text])
def test_a_budget_is_per_nothing_so_without_per_unit_a_unit_is_refused(text):
    with pytest.raises(AmountError) as info:
        parse_amount(text)
    assert info.value.reason == "not_number"


@pytest.mark.parametrize("unit", PER_UNIT)
def test_every_unit_said_is_read(unit):
    assert parse_amount(f"5{unit}", per_unit=True).exact == 5


@pytest.mark.parametrize(
    "text,reason",
    [
        ("/小时", "not_number"),  # nothing but a unit
        ("元/小时", "no_number"),
        ("3.5/小时/台", "not_number"),  # one unit, not two
        ("3.5 小时", "not_number"),  # "hours", not "per hour"
        ("2499 2/台", "space"),  # the strict rules are the same with per_unit
        ("12,99/台", "comma"),
        ("-5/台", "negative"),
        ("15万k/台", "two_multipliers"),
        ("2499²/台", "not_number"),  # a footnote mark is never a digit
        ("12,000*", "not_number"),
    ],
)
def test_per_unit_keeps_every_other_refusal(text, reason):
    with pytest.raises(AmountError) as info:
        parse_amount(text, per_unit=True)
    assert info.value.reason == reason
