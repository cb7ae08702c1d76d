"""What owning or renting GPUs costs over the years.

Formulas (docs/sizing_methods.md, "Power and cost"):
- power drawn: board power x (idle share + (1 - idle share) x utilisation) per GPU, plus the rest of the
  machine (about 200 W + 100 W per GPU), all times PUE;
- energy cost: kW x hours of use x days x price per kWh;
- owning: purchase + energy + maintenance (a share of the purchase per year);
- renting: hourly price x GPUs x hours of use;
- break-even month: purchase / (monthly rent - monthly running cost of owning).

Check against the source article: a 500 W GPU running around the clock for five years at 0.8 CNY/kWh
costs 500 W x 43,800 h = 21,900 kWh x 0.8 = 17,520 CNY at PUE 1.0 and 21,024 CNY at PUE 1.2, the
article's "about 21,000 CNY".
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from gpu_advisor.core.foundation.limits import (
    MAX_COSTED_HOURLY_PRICE,
    MAX_ELECTRICITY_PRICE,
    MAX_GPU_WATTS,
    MAX_PURCHASE,
)
from gpu_advisor.core.foundation.messages import Versions

HOURS_PER_DAY_MAX = 24
DAYS_PER_YEAR = 365
IDLE_SHARE = 0.3  # a GPU idles at about 30% of its board power (kv-planner's power model)
HOST_BASE_W = 200.0  # CPU, RAM, disks and fans of the machine around the GPUs
HOST_PER_GPU_W = 100.0
MAINTENANCE_SHARE_PER_YEAR = 0.02  # of the purchase price: parts, support contracts

PUE_EXPLAINED = Versions("cost.pue_explained")  # {lang: text}, from the message catalog (core.foundation.messages)


class CostError(ValueError):
    """An impossible cost input; the message names it. The bounds come from core.foundation.limits, from the same
    limits the price file, the editor, the scenario and the catalog enforce, so a price any of them
    accepted never raises this."""


def _check(name: str, value: float, low: float, high: float) -> None:
    if not (low <= value <= high) or math.isnan(value):
        raise CostError(f"{name} {value} must be between {low} and {high}")


def system_power_w(gpu_watts: float, gpus: int, utilisation: float, include_host: bool = True) -> float:
    """Average electrical power of the machine at a given GPU utilisation (0-1), before PUE."""
    _check("utilisation", utilisation, 0, 1)
    _check("GPU power", gpu_watts, 0, MAX_GPU_WATTS)
    gpu_power = gpu_watts * (IDLE_SHARE + (1 - IDLE_SHARE) * utilisation) * gpus
    host = HOST_BASE_W + HOST_PER_GPU_W * gpus if include_host else 0.0
    return gpu_power + host


def energy_cost(watts: float, hours_per_day: float, years: float, price_per_kwh: float, pue: float = 1.0) -> float:
    """Cost of drawing `watts` for `hours_per_day` every day for `years` years."""
    _check("hours per day", hours_per_day, 0, HOURS_PER_DAY_MAX)
    _check("years", years, 0, 30)
    _check("electricity price", price_per_kwh, 0, MAX_ELECTRICITY_PRICE)
    _check("PUE", pue, 1.0, 3.0)
    kwh = watts / 1000 * hours_per_day * DAYS_PER_YEAR * years
    return kwh * pue * price_per_kwh


@dataclass(frozen=True)
class OwnershipCost:
    purchase: float
    energy_per_year: float
    maintenance_per_year: float

    @property
    def running_per_month(self) -> float:
        return (self.energy_per_year + self.maintenance_per_year) / 12

    def total(self, years: float) -> float:
        return self.purchase + (self.energy_per_year + self.maintenance_per_year) * years

    def cumulative_by_month(self, months: int) -> list[float]:
        return [self.purchase + self.running_per_month * m for m in range(months + 1)]


def ownership_cost(
    purchase: float,
    gpu_watts: float,
    gpus: int,
    utilisation: float,
    hours_per_day: float,
    price_per_kwh: float,
    pue: float,
    include_host: bool = True,
) -> OwnershipCost:
    _check("purchase price", purchase, 0, MAX_PURCHASE)
    watts = system_power_w(gpu_watts, gpus, utilisation, include_host)
    return OwnershipCost(
        purchase=purchase,
        energy_per_year=energy_cost(watts, hours_per_day, 1, price_per_kwh, pue),
        maintenance_per_year=purchase * MAINTENANCE_SHARE_PER_YEAR,
    )


def rental_cost_per_month(hourly_price: float, hours_per_day: float, spot_discount: float = 0.0) -> float:
    _check("hourly price", hourly_price, 0, MAX_COSTED_HOURLY_PRICE)
    _check("hours per day", hours_per_day, 0, HOURS_PER_DAY_MAX)
    _check("spot discount", spot_discount, 0, 0.95)
    return hourly_price * (1 - spot_discount) * hours_per_day * DAYS_PER_YEAR / 12


def break_even_month(owning: OwnershipCost, rent_per_month: float) -> int | None:
    """First month after which owning has cost less than renting; None if renting stays cheaper."""
    saving = rent_per_month - owning.running_per_month
    if saving <= 0:
        return None
    return math.ceil(owning.purchase / saving)


def cost_per_million_tokens(cost_per_hour: float, tokens_per_s: float, utilisation: float) -> float | None:
    """Cost of generating a million tokens when busy `utilisation` of the time at `tokens_per_s`."""
    if tokens_per_s <= 0 or utilisation <= 0:
        return None
    return cost_per_hour / (3600 * tokens_per_s * utilisation) * 1e6
