"""The market a buyer decides in: what a part is sold as, whether it is still made, whether new units can be
bought in the buyer's region and why not, and the systems a module is sold in (gpus.toml `sold_as`, `status`,
`markets`; platforms.toml `kind = "system"`). Pure functions over the catalog; the engine and the catalog tests
ask the same questions here."""

from __future__ import annotations

from dataclasses import dataclass

from gpu_advisor.core.catalog.fit import fits
from gpu_advisor.core.catalog.schema import Gpu, MarketStatus, Platform, Price, new_price_refused
from gpu_advisor.core.foundation.messages import Text

# what a buyer may do where a market status is not "sold": advised against is a warning, the rest refuse
BLOCKING = ("licensed_buyers_only", "not_sold")


def market_status(gpu: Gpu, region: str) -> MarketStatus | None:
    """The dated status of new units in `region`; None: sold there as usual."""
    return next((m for m in gpu.markets if m.region == region), None)


def made_new(gpu: Gpu) -> bool:
    """Whether new units come from the maker at all (in production, or old stock of a stock-only part)."""
    return gpu.status != "withdrawn"


def sold_new_in(gpu: Gpu, region: str) -> bool:
    """Whether a business in `region` can buy new units through normal channels: the part is still made or in
    stock, and the region's market status does not block it."""
    if not made_new(gpu):
        return False
    status = market_status(gpu, region)
    return status is None or status.new not in BLOCKING


def new_price_allowed(gpu: Gpu, price: Price) -> bool:
    """A new price stands for a part that is still made; for a part that is not, only a stock price dated after
    production ended, or the buyer's own quote (source 'user: ...')."""
    if price.condition != "new" or price.source.startswith("user:"):
        return True
    return not new_price_refused(gpu, price)


def systems_for(platforms: list[Platform], gpu: Gpu) -> list[Platform]:
    """The systems (platforms.toml kind = 'system') a module is sold in."""
    return [p for p in platforms if p.kind == "system" and p.gpu == gpu.id]


# The counts of loose cards a machine is offered with: powers of two for tensor parallelism, and ten, what a 20-slot
# server holds of double-width cards (platforms.toml server-pcie-20; a runtime splits ten by layers, or as 2 x 5).
# A count is offered only on a platform that holds it (platform_takes).
CARD_COUNTS = (1, 2, 4, 8, 10, 16)


def counts_sold(gpu: Gpu, platforms: list[Platform]) -> list[int]:
    """The GPU counts a buyer can buy this part in on these platforms: a module only in the counts its
    systems come with; a card, a machine or a kit in any count a build platform holds."""
    if gpu.sold_as == "in_system":
        return sorted({n for p in systems_for(platforms, gpu) for n in p.gpu_counts})
    if gpu.sold_as in ("whole_machine", "edge_kit"):
        return [1]
    return [n for n in CARD_COUNTS if n <= gpu.max_count]


def platform_takes(platform: Platform, gpu: Gpu, count: int) -> bool:
    """Whether `count` of this part can be bought on `platform`: a system only with its own module in a count it
    is sold with; a build only loose cards, machines or kits of its segments and form factors that fit: a card
    only where it physically fits (core.catalog.fit: width per position, cooling, length, height), in no more than the
    part's own limit (max_count), the chassis' positions (max_gpus) and its slot positions (gpu_slots)."""
    if platform.kind == "system":
        return platform.gpu == gpu.id and count in platform.gpu_counts
    if gpu.sold_as == "in_system":
        return False
    if gpu.segment not in platform.segments or gpu.form_factor not in platform.form_factors:
        return False
    if count > platform.max_gpus or count > gpu.max_count:
        return False
    if gpu.form_factor == "pcie" and gpu.slot_width * count > platform.gpu_slots:
        return False
    return fits(platform, gpu)


def system_problems(gpus: dict[str, Gpu], platforms: list[Platform]) -> list[str]:
    """What makes the systems and their modules disagree: a system built around an unknown part or around a
    loose card, a build platform that takes modules, a new system price for a module no longer made."""
    problems = []
    for platform in platforms:
        where = f"platforms.toml: platform '{platform.id}'"
        if platform.kind == "build":
            continue
        gpu = gpus.get(platform.gpu or "")
        if gpu is None:
            problems.append(f"{where}: gpu: unknown GPU '{platform.gpu}'")
            continue
        if gpu.sold_as != "in_system":
            problems.append(f"{where}: gpu '{gpu.id}' is sold as '{gpu.sold_as}', not inside a system")
        if max(platform.gpu_counts) > gpu.max_count:
            problems.append(f"{where}: gpu_counts {platform.gpu_counts} exceed {gpu.id}'s max_count {gpu.max_count}")
        for price in platform.prices:
            refused = new_price_refused(gpu, price)
            if refused:
                problems.append(f"{where}: {refused}")
    return problems


@dataclass(frozen=True)
class PlatformName(Text):
    """A platform's name in the buyer's language (platforms.toml name / name_zh), as a message parameter."""

    zh: str = ""

    def render(self, lang: str = "en") -> str:
        return self.zh if lang.startswith("zh") and self.zh else str(self.params["text"])


def platform_name(platform: Platform) -> PlatformName:
    return PlatformName("plain", {"text": platform.name}, platform.name_zh)
