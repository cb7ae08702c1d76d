"""How the renderers write a figure: money as the report and the decision sentence show it ("107,281 CNY", "—"),
which is the foundation's one money formatter (core.foundation.money) with its defaults."""

from __future__ import annotations

from gpu_advisor.core.foundation import money_text

__all__ = ["money_text"]
