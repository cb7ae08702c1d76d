"""What the command line takes in: the type of each option's value (a count, a number of tokens, an amount of money
as the wizard reads it, a date, a value that must not be empty), each refusing a bad value with an ArgumentProblem
said in the buyer's language, and the wizard's rules a scenario from a file or the command line meets. gui/cli.py's
`report` uses them too."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING

from gpu_advisor.core.cli.arguments import ArgumentProblem, UsageError
from gpu_advisor.core.foundation import Amount, AmountError, latest_plausible_date, parse_amount

if TYPE_CHECKING:
    from gpu_advisor.core.catalog import Catalog
    from gpu_advisor.core.scenario import Scenario


def quoted(text: str) -> str:
    """A value as an error quotes it: in quotes, and cut short when it is long (a thousand digits)."""
    return repr(text if len(text) <= 40 else text[:37] + "...")


def positive_int(name: str, upper: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise ArgumentProblem("cli.arg.whole_number", {"name": name, "value": quoted(text)}) from None
        if value < 1:
            raise ArgumentProblem("cli.arg.at_least_one", {"name": name, "value": str(value)})
        if value > upper:
            raise ArgumentProblem("cli.arg.absurd", {"name": name, "value": str(value), "limit": upper})
        return value

    return parse


def non_negative_int(name: str, upper: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise ArgumentProblem("cli.arg.whole_number", {"name": name, "value": quoted(text)}) from None
        if value < 0 or value > upper:
            raise ArgumentProblem("cli.arg.between", {"name": name, "limit": upper, "value": str(value)})
        return value

    return parse


TOKEN_SUFFIXES = {"k": 3, "m": 6, "b": 9, "t": 12}  # powers of ten
MAX_TOKEN_DIGITS = 20  # no count of tokens is longer (the limits are 10**13); checked before any arithmetic


def token_count(name: str, upper: int) -> Callable[[str], int]:
    """A count of tokens as people write it: 300000000000, 300B, 1.5T, 3e11 (a whole number in the end).

    Read exactly (1.1B is 1,100,000,000, not 1,100,000,000.0000002) from the decimal's digits and exponent, without
    decimal arithmetic: 1e9999999 overflowed the decimal context, and 1e999999 became a million-digit integer (33 s
    of CPU) before it was found absurd. A count longer than MAX_TOKEN_DIGITS is refused on its length alone."""

    def parse(text: str) -> int:
        cleaned = text.strip().replace(",", "").replace("_", "")
        power = TOKEN_SUFFIXES.get(cleaned[-1:].lower(), 0) if cleaned else 0
        number = cleaned[:-1] if power else cleaned
        shown = {"name": name, "value": quoted(text)}
        try:
            value = Decimal(number)
        except InvalidOperation:
            raise ArgumentProblem("cli.arg.tokens", shown) from None
        if not value.is_finite():  # nan, inf
            raise ArgumentProblem("cli.arg.whole_tokens", shown)
        sign, digit_tuple, exponent = value.as_tuple()
        digits = "".join(map(str, digit_tuple)).lstrip("0")
        significant = digits.rstrip("0")  # 1.50B is 1.5B: trailing zeros only move the exponent
        if not significant or sign:
            raise ArgumentProblem("cli.arg.at_least_one", shown)
        exponent = int(exponent) + power + len(digits) - len(significant)
        if len(significant) + exponent > MAX_TOKEN_DIGITS:
            raise ArgumentProblem("cli.arg.tokens_absurd", {**shown, "limit": upper})
        if exponent < 0:  # a digit after the decimal point that is not zero
            raise ArgumentProblem("cli.arg.whole_tokens", shown)
        count = int(significant + "0" * exponent)
        if count > upper:
            raise ArgumentProblem("cli.arg.tokens_absurd", {**shown, "limit": upper})
        return count

    return parse


def not_empty(name: str) -> Callable[[str], str]:
    """A value that must not be empty: `--prices ''` (an unset shell variable, say) is an error, never a
    silent fall-back to the catalog's prices or the template scenario."""

    def parse(text: str) -> str:
        if not text.strip():
            raise ArgumentProblem("cli.arg.empty", {"name": name})
        return text

    return parse


def money_amount(name: str) -> Callable[[str], Amount]:
    """An amount as the wizard reads it (core.foundation.amounts): 150000, 150,000, 15万, 150k, ¥15万, $60,000. A
    comma may only group thousands: "150000,50" is a decimal comma, and reading it as 15,000,050 would multiply the
    budget by a hundred without a word. The currency typed, if any, is checked against the budget's in
    cmd_recommend."""

    def parse(text: str) -> Amount:
        try:
            return parse_amount(text)
        except AmountError as exc:
            if exc.reason == "empty":
                raise ArgumentProblem("cli.arg.empty", {"name": name}) from None
            if exc.reason == "comma":
                raise ArgumentProblem("cli.arg.comma", {"name": name, "value": quoted(text)}) from None
            if exc.reason == "negative":
                raise ArgumentProblem("cli.arg.negative", {"name": name, "value": text.strip()[:40]}) from None
            raise ArgumentProblem("cli.arg.amount", {"name": name, "problem": exc.text}) from None

    return parse


def quote_date(text: str) -> dt.date:
    try:
        day = dt.date.fromisoformat(text.strip())
    except ValueError:
        raise ArgumentProblem("cli.arg.date_format", {"value": quoted(text)}) from None
    if day > latest_plausible_date():
        raise ArgumentProblem("cli.arg.date_future", {"value": text.strip()})
    return day


def refuse_what_the_wizard_refuses(scenario: Scenario, catalog: Catalog, lang: str = "en") -> None:
    """A scenario from a file or the command line meets the wizard's own rules (at least one user for a
    serving job, a budget above zero, ...): one rule everywhere, not one per door."""
    from gpu_advisor.core.scenario import scenario_problems

    problems = scenario_problems(scenario, catalog)
    if problems:
        raise UsageError(" ".join(p.render(lang) for p in problems))


# --host-cpu's facts, as a buyer reads them off a spec sheet: key=value (or a bare word for a flag), comma-separated
HOST_CPU_KEYS = {
    "sockets": "sockets",
    "cores": "cores_per_socket",
    "ghz": "base_ghz",
    "channels": "channels_per_socket",
    "memory": "memory",
}
HOST_CPU_FLAGS = {
    "avx512": ("avx512", True),
    "amx": ("amx", True),
    "intel": ("vendor", "intel"),
    "amd": ("vendor", "amd"),
}
HOST_CPU_EXAMPLE = "sockets=2,cores=32,ghz=2.2,channels=8,memory=ddr4-3200,avx512"


def host_cpu(text: str) -> dict[str, object]:
    """--host-cpu: the facts of a buyer's own server (core.scenario.OwnedHost's fields), e.g.
    'sockets=2,cores=32,ghz=2.2,channels=8,memory=ddr4-3200,avx512'. Only the form is checked here; the values are
    checked by OwnedHost, which says what is wrong in the buyer's language."""
    facts: dict[str, object] = {}
    for item in filter(None, (part.strip() for part in text.replace(";", ",").split(","))):
        key, equals, value = (p.strip().lower() for p in item.partition("="))
        if not equals and key in HOST_CPU_FLAGS:
            name, flag = HOST_CPU_FLAGS[key]
            facts[name] = flag
            continue
        if not equals or key not in HOST_CPU_KEYS:
            raise ArgumentProblem("cli.host_cpu.key", {"item": quoted(item), "example": HOST_CPU_EXAMPLE})
        if key == "memory":
            kind, _, rate = value.replace(" ", "").partition("-")
            if kind not in ("ddr4", "ddr5") or not rate.isdigit():
                raise ArgumentProblem("cli.host_cpu.memory", {"value": quoted(value)})
            facts["memory_type"], facts["memory_mt_s"] = kind, int(rate)
            continue
        try:
            number = float(value)
        except ValueError:
            raise ArgumentProblem("cli.host_cpu.number", {"item": quoted(item)}) from None
        facts[HOST_CPU_KEYS[key]] = int(number) if number.is_integer() and key != "ghz" else number
    missing = [k for k, field in HOST_CPU_KEYS.items() if k != "sockets" and field not in facts and k != "memory"]
    if "memory_type" not in facts:
        missing.append("memory")
    if missing:
        raise ArgumentProblem("cli.host_cpu.missing", {"missing": missing, "example": HOST_CPU_EXAMPLE})
    return facts
