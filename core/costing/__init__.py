"""Money over the years, as plain numbers: what owning costs (purchase, power with the PUE, maintenance,
depreciation), what renting costs a month, when owning pays off, and the cost per million tokens. It touches no
option: the options' prices are set in core.options.pricing from these numbers."""

from gpu_advisor.core.costing.ownership import (
    PUE_EXPLAINED,
    CostError,
    OwnershipCost,
    break_even_month,
    cost_per_million_tokens,
    energy_cost,
    ownership_cost,
    rental_cost_per_month,
    system_power_w,
)

__all__ = [
    "PUE_EXPLAINED",
    "CostError",
    "OwnershipCost",
    "break_even_month",
    "cost_per_million_tokens",
    "energy_cost",
    "ownership_cost",
    "rental_cost_per_month",
    "system_power_w",
]
