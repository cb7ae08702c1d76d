"""Physical fit of a PCIe card in a platform's chassis: the widest card one GPU position takes, the coolings its
airflow takes, the longest and the tallest card (gpus.toml cooling, length_mm, height, slot_width; platforms.toml
max_card_slots, coolings, max_card_length_mm, max_card_height). A known misfit keeps the card out of the platform
(core.catalog.market.platform_takes); a fact the catalog does not know is a warning, "check with the supplier", never a
pass."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from gpu_advisor.core.catalog.schema import CARD_HEIGHT_ORDER, Gpu, Platform
from gpu_advisor.core.foundation.messages import Text

FitAspect = Literal["width", "cooling", "length", "height"]


@dataclass(frozen=True)
class FitProblem:
    aspect: FitAspect
    known: bool  # False: the card's figure is unknown (check with the supplier); True: it is known not to fit

    def text(self, gpu: Gpu, platform: Platform) -> Text:
        if not self.known:
            return Text(f"fit.unknown.{self.aspect}")
        params: dict[str, object] = {
            "width": gpu.slot_width,
            "max_width": platform.max_card_slots or 0,
            "cooling": Text(f"fit.cooling.{gpu.cooling}") if gpu.cooling else "",
            "coolings": [Text(f"fit.cooling.{c}") for c in platform.coolings],
            "length": round(gpu.length_mm or 0),
            "max_length": round(platform.max_card_length_mm or 0),
            "height": Text(f"fit.height.{gpu.height}") if gpu.height else "",
            "max_height": Text(f"fit.height.{platform.max_card_height}") if platform.max_card_height else "",
        }
        return Text(f"fit.misfit.{self.aspect}", params)


def applies(platform: Platform | None, gpu: Gpu) -> bool:
    """Whether the fit rule applies: a loose PCIe card going into a build platform."""
    return platform is not None and platform.kind == "build" and gpu.form_factor == "pcie"


def fit_problems(platform: Platform, gpu: Gpu) -> list[FitProblem]:
    """What keeps the card out of the chassis (known) or is not known about it (unknown), in a fixed order."""
    if not applies(platform, gpu):
        return []
    problems = []
    if platform.max_card_slots is not None and gpu.slot_width > platform.max_card_slots:
        problems.append(FitProblem("width", True))
    if platform.coolings:
        if gpu.cooling is None:
            problems.append(FitProblem("cooling", False))
        elif gpu.cooling not in platform.coolings:
            problems.append(FitProblem("cooling", True))
    if platform.max_card_length_mm is not None:
        if gpu.length_mm is None:
            problems.append(FitProblem("length", False))
        elif gpu.length_mm > platform.max_card_length_mm:
            problems.append(FitProblem("length", True))
    if platform.max_card_height is not None:
        if gpu.height is None:
            problems.append(FitProblem("height", False))
        elif CARD_HEIGHT_ORDER[gpu.height] > CARD_HEIGHT_ORDER[platform.max_card_height]:
            problems.append(FitProblem("height", True))
    return problems


def fits(platform: Platform, gpu: Gpu) -> bool:
    """No known misfit (unknown facts are warned about, not refused)."""
    return not any(p.known for p in fit_problems(platform, gpu))
