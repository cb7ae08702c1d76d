"""Amounts of money as people type them: the one reader of an amount (the command line's --budget, the wizard's
budget fields, the price editor, the price cells of a supplier's quote), so "15万" means 150,000 wherever it is
typed or written, and nothing is silently read as something else.

Read: plain numbers with or without thousands separators (150000, 150,000, 150 000, 1,234.50); what a Chinese
input method types (full-width digits and punctuation: １５万, １５０，０００, ￥); a multiplier after the number,
Chinese (千 10^3, 万 10^4, 百万 10^6, 千万 10^7, 亿 10^8, and w for 万 as typed online) or English (k 10^3, m or mn
10^6); a currency before or after it (¥ ￥ $ US$ 元 块 人民币 美元 CNY RMB USD), which is reported back, not
converted, so that the caller can refuse dollars typed into a budget in yuan.

Refused, each with a message that says what was wrong (AmountError, a TextError): nothing typed, no digits,
negative amounts, two multipliers (15万k), two currencies, a comma or a space that does not group thousands (1,00,
2499 2, 150000,50: a decimal comma must never multiply a budget by a hundred), more than one decimal point,
exponents (1e5: not how a buyer writes a budget, and an "e" typed by mistake must not multiply it by a power of ten),
NaN and infinity (not digits), and amounts above MAX_AMOUNT. The arithmetic is Decimal's: 15.5万 is 155000 exactly.

One option, for a price written in a supplier's quote rather than typed as a budget: per_unit=True also reads what
a price is per, written after it (PER_UNIT: /h, /hr, /hour, /小时, 每小时 for an hour; /台, /张, /块, /个 for one
card), and drops it: "3.5 元/小时" is 3.5 yuan. A budget is not per anything, so the wizard and the command line
refuse it there (not_number). The quote reader (core.buyer_prices.quote) says each refusal in its own words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal, localcontext
from typing import Literal

from gpu_advisor.core.foundation.messages import Text, TextError

AmountCurrency = Literal["CNY", "USD"]

MAX_AMOUNT = Decimal(10) ** 12  # more is a slip of the zeros key; the command line refused it before this reader
MAX_LENGTH = 64  # characters, after the ends are trimmed: no amount is longer, and Decimal's work stays tiny

# multiplier as typed (lower case) -> power of ten; the longer spellings first, so 千万 is not read as 千 + 万
MULTIPLIERS = {
    "千万": 7,
    "百万": 6,
    "亿": 8,
    "万": 4,
    "千": 3,
    "w": 4,
    "k": 3,
    "mn": 6,
    "m": 6,
}
# currency as typed (lower case) -> ISO code; ¥ is the yuan here (the app's two markets are China and the US)
CURRENCIES: dict[str, AmountCurrency] = {
    "us$": "USD",
    "$": "USD",
    "usd": "USD",
    "美元": "USD",
    "美金": "USD",
    "dollars": "USD",
    "dollar": "USD",
    "¥": "CNY",
    "cny": "CNY",
    "rmb": "CNY",
    "人民币": "CNY",
    "元": "CNY",
    "块": "CNY",
    "yuan": "CNY",
}


def _alternatives(words: Iterable[str]) -> str:
    return "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))


_PREFIX_CURRENCY = re.compile(rf"(?:{_alternatives(CURRENCIES)})", re.IGNORECASE)
_SUFFIX_CURRENCY = re.compile(rf"(?:{_alternatives(CURRENCIES)})$", re.IGNORECASE)
_MULTIPLIER = re.compile(rf"(?:{_alternatives(MULTIPLIERS)})$", re.IGNORECASE)
_EXPONENT = re.compile(r"[0-9.,]*[0-9][0-9.,]*e[+-]?[0-9]+", re.IGNORECASE)
# what a price is per, after it: an hour (a cloud instance) or one card; only with per_unit=True
PER_UNIT = ("/h", "/hr", "/hour", "/小时", "每小时", "/台", "/张", "/块", "/个")
_PER_UNIT = re.compile(r"(?:/ ?(?:hour|hr|h|小时|台|张|块|个)|每 ?小时)$", re.IGNORECASE)
_DIGITS = re.compile(r"[0-9., ]+")  # ASCII digits: \d and Decimal also take ٣ and ३

# What a Chinese input method types in full-width mode, as the ASCII it means: ０-９ ， ． ＄ ＋ － and the letters
# (U+FF01-U+FF5E are ASCII shifted by 0xFEE0), the ideographic space, the full-width yen sign, and 。 typed for a
# decimal point. Only these: NFKC would also turn ² into 2 (10² into 102).
_FULL_WIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)} | {
    0x3000: " ",
    0xFFE5: "¥",
    0x3002: ".",  # 。
    0xFF61: ".",  # ｡
    0x2212: "-",  # the minus sign
}


class AmountError(TextError):
    """A text that cannot be read as an amount of money. `reason` is the last part of the message's key
    ("negative", "comma", "absurd", ...), for a caller that says some of them in words of its own."""

    def __init__(self, text: Text):
        self.reason = text.key.removeprefix("amount.")
        super().__init__(text)


@dataclass(frozen=True)
class Amount:
    """An amount read exactly, and the currency it was typed with (None when none was typed)."""

    exact: Decimal
    currency: AmountCurrency | None = None
    typed: str = field(default="", compare=False)  # what was typed, for a message that quotes it

    @property
    def value(self) -> float:
        return float(self.exact)


def shown(text: str) -> str:
    """A typed text as a message quotes it: in quotes, cut short when long, control characters escaped."""
    text = text.strip()
    return repr(text if len(text) <= 40 else text[:37] + "...")


def normalize(text: str) -> str:
    """Full-width characters as the ASCII they mean, every run of white space one space, the ends trimmed."""
    return " ".join(text.translate(_FULL_WIDTH).split())


def parse_amount(text: str, *, per_unit: bool = False) -> Amount:
    """The amount `text` means, or an AmountError that says why it means none. With per_unit, what the amount is
    per (PER_UNIT: "/小时", "/台", ...) may follow it, and is dropped: a supplier's price, not a budget."""
    value = {"value": shown(text)}
    rest = normalize(text)
    if not rest:
        raise AmountError(Text("amount.empty"))
    if len(rest) > MAX_LENGTH:
        raise AmountError(Text("amount.too_long", value))
    if per_unit and (found := _PER_UNIT.search(rest)):
        rest = rest[: found.start()].rstrip()
    currencies: list[str] = []
    signs: list[str] = []
    while True:  # a sign and a currency before the number, in either order: -¥5, ¥-5
        if rest[:1] in ("+", "-"):
            signs.append(rest[0])
            rest = rest[1:].lstrip()
            continue
        found = _PREFIX_CURRENCY.match(rest)
        if not found or found.group().isascii() and found.group().isalpha() and _letter(rest[found.end() :][:1]):
            break  # none, or the start of a longer word (usda)
        currencies.append(found.group())
        rest = rest[found.end() :].lstrip()
    if found := _SUFFIX_CURRENCY.search(rest):
        currencies.append(found.group())
        rest = rest[: found.start()].rstrip()
    multipliers: list[str] = []
    while found := _MULTIPLIER.search(rest):
        multipliers.insert(0, found.group())
        rest = rest[: found.start()].rstrip()
    number = rest
    if len(signs) > 1:
        raise AmountError(Text("amount.not_number", value))
    if _EXPONENT.fullmatch(number):
        raise AmountError(Text("amount.exponent", value))
    if not number and (multipliers or currencies):
        raise AmountError(Text("amount.no_number", value))
    if not _DIGITS.fullmatch(number) or not any(c in "0123456789" for c in number):
        raise AmountError(Text("amount.not_number", value))
    if len(multipliers) > 1:
        raise AmountError(Text("amount.two_multipliers", {**value, "first": multipliers[0], "second": multipliers[1]}))
    codes = list(dict.fromkeys(CURRENCIES[c.lower()] for c in currencies))
    if len(codes) > 1:
        raise AmountError(Text("amount.two_currencies", {**value, "first": codes[0], "second": codes[1]}))
    whole, _, fraction = number.partition(".")
    if "." in fraction:
        raise AmountError(Text("amount.points", value))
    digits = _grouped_digits(whole, fraction, value)
    if len(digits.lstrip("0")) > 13:  # at least 10^13 before any multiplier: absurd, and no arithmetic on it
        raise AmountError(Text("amount.absurd", {**value, "limit": int(MAX_AMOUNT)}))
    power = MULTIPLIERS[multipliers[0].lower()] if multipliers else 0
    with localcontext() as context:
        context.prec = MAX_LENGTH + 20  # exact: no result of MAX_LENGTH characters has more digits
        exact = Decimal(f"{digits or '0'}.{fraction or '0'}").scaleb(power)
        if exact == exact.to_integral_value():
            exact = exact.quantize(Decimal(1))
    if exact > MAX_AMOUNT:
        raise AmountError(Text("amount.absurd", {**value, "limit": int(MAX_AMOUNT)}))
    if signs == ["-"] and exact:
        raise AmountError(Text("amount.negative", value))
    return Amount(exact, codes[0] if codes else None, text.strip())


def _letter(char: str) -> bool:
    return char.isascii() and char.isalpha()


def _grouped_digits(whole: str, fraction: str, value: dict[str, str]) -> str:
    """The digits of the whole part, its separators checked: one kind (a comma or a space), grouping thousands."""
    for separator, key in ((",", "amount.comma"), (" ", "amount.space")):
        if separator in fraction:  # 1.234,50: a decimal comma after a point used to group thousands
            raise AmountError(Text(key, value))
    separators = {c for c in whole if c in ", "}
    if not separators:
        return whole
    key = "amount.comma" if "," in separators else "amount.space"
    groups = re.split("[, ]", whole)
    if len(separators) > 1 or not 1 <= len(groups[0]) <= 3 or any(len(g) != 3 for g in groups[1:]):
        raise AmountError(Text(key, value))
    return "".join(groups)
