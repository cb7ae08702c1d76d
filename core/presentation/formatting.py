"""How the renderers write a figure, in one place: money as the report and the decision sentence show it."""

from __future__ import annotations


def money_text(value: float | None, currency: str) -> str:
    """Whole units with thousands separators and the currency ("107,281 CNY"); "—" where there is no figure."""
    return "—" if value is None else f"{value:,.0f} {currency}"
