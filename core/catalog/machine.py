"""The machine around the cards, sized by what it holds (platforms.toml [[platform.parts]]): the memory its cards need,
the power supply that carries them, the board for their count, the disks. The checks (core.checks) read the same
memory as pricing (core.options.pricing) buys, and the memo's bill of materials lists the very parts priced."""

from __future__ import annotations

import math

from gpu_advisor.core.catalog.schema import Gpu, Platform, PlatformPart


def host_ram_gb(platform: Platform, gpu: Gpu, count: int) -> float:
    """The system memory a build has for `count` of a GPU: for a platform priced by its parts, as much as the cards
    have (a runtime loads the weights through system memory, and the system_ram check asks for the weights), in whole
    steps of its modules, at least the part's min_gb and at most its max_gb; else the platform's own figure."""
    memory = next((p for p in platform.parts if p.part == "memory"), None)
    if memory is None or memory.min_gb is None or memory.step_gb is None:
        return platform.system_ram_gb
    need = 0.0 if gpu.unified_memory else gpu.memory_gb * count
    sized = max(memory.min_gb, math.ceil(need / memory.step_gb - 1e-9) * memory.step_gb)
    return min(sized, memory.max_gb) if memory.max_gb is not None else sized


def psu_for(platform: Platform, need_w: float) -> PlatformPart | None:
    """The power supply bought for a machine that needs `need_w` (core.checks.needed_power_w, with its margin): the
    smallest that carries it, else the largest (the power check then limits the cards); None where the platform has
    no power supply of its own to choose (a server barebone comes with its supplies)."""
    supplies = sorted((p for p in platform.parts if p.watts is not None), key=lambda p: p.watts or 0)
    if not supplies:
        return None
    return next((p for p in supplies if (p.watts or 0) >= need_w), supplies[-1])


def machine_parts(platform: Platform, gpu: Gpu, count: int, need_w: float) -> list[tuple[PlatformPart, int]]:
    """The parts a build priced by its parts is bought with for `count` of a GPU, each with its quantity: a part for
    this count of cards (for_gpus), the one power supply that carries them (psu_for), the memory in GB
    (host_ram_gb), the disks in TB (the platform's disk_gb). Empty for a platform priced whole."""
    psu = psu_for(platform, need_w)
    chosen: list[tuple[PlatformPart, int]] = []
    for part in platform.parts:
        if part.for_gpus and count not in part.for_gpus:
            continue
        if part.watts is not None and part is not psu:
            continue
        if part.per == "gb":
            quantity = math.ceil(host_ram_gb(platform, gpu, count) - 1e-9)
        elif part.per == "tb":
            quantity = math.ceil(platform.disk_gb / 1000 - 1e-9)
        else:
            quantity = part.quantity
        chosen.append((part, quantity))
    return chosen
