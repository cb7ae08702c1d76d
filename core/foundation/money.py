"""Amounts of money as the app writes them: the one formatter, beside the one reader (amounts.parse_amount).

Every screen, the report and the reasons write money through `money_text`; what differs between them (cents on a
small amount, 29.2k on a chart's axis, a quote's price as its supplier wrote it) is a parameter, not a copy.
"""

from __future__ import annotations

MISSING = "—"  # where an option has no figure (no cost known): a dash, never 0 or an empty cell


def money_text(
    value: float | None,
    currency: str | None = None,
    lang: str = "en",
    *,
    short: bool = False,
    cents_below: float | None = None,
    trim_zero_cents: bool = False,
    significant_below: float | None = None,
    significant_digits: int = 4,
) -> str:
    """An amount as the buyer reads it. By default whole units with thousands separators ("107,281"), followed by
    the currency where one is given ("107,281 CNY"); "—" for None, where there is no figure.

    - `currency`: written after the number, one space between (the report's and the decision sentence's style);
      a caller that writes it before ("USD 2.49") leaves it out and writes its own.
    - `lang` and `short`: the short form of a chart's axis and labels, which has room for four characters or so:
      29.2k / 1.5M / 2B in English, 2.92万 / 150万 / 3亿 in Chinese (`lang` "zh_CN"); three significant digits,
      never an exponent. `lang` changes nothing else: 107,281 is written alike in both languages.
    - `cents_below`: amounts below it get two decimals ("0.53", "2,499.50"), the rest whole units. A reason's
      hourly rate of 0.53 must not read "1" (100 there); a price list whose prices may have cents uses math.inf.
    - `trim_zero_cents`: with cents, ".00" is dropped ("175,000", "2,499.50"): a quote's prices as its supplier
      wrote them, without a column of ".00".
    - `significant_below` and `significant_digits`: amounts below it are written with that many significant
      digits instead ("0.8048", "0.053"): a price per million tokens or a cheap hourly rate, which two decimals
      would round away. Checked before `cents_below`.
    """
    if value is None:
        return MISSING
    if short:
        text = _short_money(value, lang)
    elif significant_below is not None and value < significant_below:
        text = f"{value:.{significant_digits}g}"
    elif cents_below is not None and value < cents_below:
        text = f"{value:,.2f}"
        if trim_zero_cents:
            text = text.removesuffix(".00")
    else:
        text = f"{value:,.0f}"
    return text if currency is None else f"{text} {currency}"


def _short_money(value: float, lang: str) -> str:
    sign = "-" if value < 0 else ""
    value = abs(value)
    units = [(1e8, "亿"), (1e4, "万")] if lang == "zh_CN" else [(1e9, "B"), (1e6, "M"), (1e3, "k")]
    for size, suffix in units:
        if value >= size * 0.9995:  # 999,600 is "1M", not "1e+03k"
            scaled = value / size
            number = f"{scaled:.3g}" if scaled < 1000 else f"{scaled:,.0f}"  # three significant digits, no exponent
            return f"{sign}{number}{suffix}"
    return f"{sign}{value:,.0f}"
