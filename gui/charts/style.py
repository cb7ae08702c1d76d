"""How the charts look and speak: one accent colour per series, distinguishable by colour-blind readers (Okabe-Ito
based) and calm on white; the words for a pick and for money that the rest of the app uses (core's)."""

from __future__ import annotations

from gpu_advisor.core.foundation import Text, money_text

INK = "#333333"  # text and axes
GRID_ALPHA = 0.15
KIND_COLOURS = {"buy": "#3B75AF", "cloud": "#E08A1E", "owned": "#4E9A52"}
PICK_STYLE = {  # label -> (symbol, size, colour)
    "recommended": ("star", 22, "#1B7F3B"),
    "budget_alternative": ("d", 17, "#7B4EA3"),
    "avoid": ("x", 17, "#C0392B"),
}
FRONT_COLOUR = "#555555"
RECOMMENDED_COLOUR = PICK_STYLE["recommended"][2]
CLOUD_COLOUR = KIND_COLOURS["cloud"]
BREAK_EVEN_COLOUR = "#666666"
USABLE_COLOUR = "#C0392B"
CAPACITY_COLOUR = "#333333"
PART_COLOURS = {
    "weights": "#3B75AF",
    "kv_cache": "#E08A1E",
    "activations": "#4E9A52",
    "runtime_reserve": "#9C6FB5",
    "multi_gpu_buffers": "#8C6D4F",
    "gradients": "#D1495B",
    "optimizer_states": "#2A9D8F",
    "adapters_and_optimizer": "#D4A72C",
    "dequantization_buffer": "#E377C2",
}
SPARE_COLOURS = ["#7F7F7F", "#17BECF", "#BCBD22"]
PICK_LABELS = ("recommended", "budget_alternative", "avoid")


def money(value: float, lang: str = "en") -> str:
    """A short amount for axes and labels: 29.2k / 1.5M in English, 2.92万 / 150万 in Chinese (core's formatter)."""
    return money_text(value, lang=lang, short=True)


def label_text(label: str, lang: str) -> str:
    """The word for a pick (首选 / 平替 / 踩雷), the same one the rest of the app shows."""
    return Text(f"label.{label}").render(lang)
