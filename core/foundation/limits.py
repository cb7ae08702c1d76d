"""The one set of limits for money, exchange rates, hardware figures and dates.

The price file (core/buyer_prices/overrides.py), the price editor (gui/price_editor.py), the scenario (core/scenario/model.py),
the catalog schema (core/catalog/schema.py) and the cost engine (core/cost.py) all read them from here, so
anything a file or the editor accepts, the cost engine can cost: its own bounds are derived below from
the largest price, the most cards in one machine and the widest exchange rate.
"""

from __future__ import annotations

import datetime as dt

# ---------------------------------------------------------------- money

MAX_GPU_PRICE = 1e9  # one card (or one machine around the cards), in CNY or USD; a price must be below it
MAX_HOURLY_PRICE = 1e6  # one cloud instance-hour, in CNY or USD; a price must be below it
# The least a price read from a supplier's quote may be (core/buyer_prices/quote.py): below it, the figure is a typing or
# export mistake (0.000000001, a price in 万 read as yuan), not a price. One card: 1 CNY or USD; one hour: 0.01.
MIN_GPU_PRICE = 1.0
MIN_HOURLY_PRICE = 0.01
# CNY per USD. Below 1 is almost surely the rate typed the wrong way round (USD per CNY, about 0.14); 1e-300
# would turn every CNY price into an astronomical USD one.
USD_TO_CNY_RANGE = (1.0, 100.0)
MAX_ELECTRICITY_PRICE = 100.0  # per kWh, in the budget's currency
MAX_GPUS_PER_MACHINE = 16

# The widest a conversion can stretch a price: a USD price in a CNY budget is multiplied by the rate, a
# CNY price in a USD budget divided by it.
_WIDEST_CONVERSION = max(USD_TO_CNY_RANGE[1], 1 / USD_TO_CNY_RANGE[0])
# What the cost engine must be able to cost: the most cards at the highest price plus the machine around
# them, and the dearest instance-hour, each after the widest conversion.
MAX_PURCHASE = MAX_GPU_PRICE * _WIDEST_CONVERSION * (MAX_GPUS_PER_MACHINE + 1)
MAX_COSTED_HOURLY_PRICE = MAX_HOURLY_PRICE * _WIDEST_CONVERSION

# ---------------------------------------------------------------- hardware figures in the catalog

MAX_GPU_WATTS = 5000.0  # board power of one GPU (or one module); the cost engine's bound too
MAX_MEMORY_GB = 100_000.0  # memory of one GPU or one system; the largest today is about 512 GB
BANDWIDTH_GBPS_RANGE = (1.0, 1_000_000.0)  # memory bandwidth; the slowest part in the catalog has about 100 GB/s

# ---------------------------------------------------------------- dates

# A date this many years after today is a typing mistake (2999 for 2029). The count starts no earlier than
# DATES_CHECKED_FROM_YEAR, so a machine whose clock is years behind still opens the bundled catalog.
MAX_YEARS_AHEAD = 5
DATES_CHECKED_FROM_YEAR = 2026


def latest_plausible_date(today: dt.date | None = None) -> dt.date:
    """The last as-of date a price or catalog figure may carry."""
    year = max((today or dt.date.today()).year, DATES_CHECKED_FROM_YEAR)
    return dt.date(year + MAX_YEARS_AHEAD, 12, 31)


def check_plausible_date(value: dt.date) -> dt.date:
    """For pydantic validators: the date, or a ValueError naming the latest date allowed."""
    latest = latest_plausible_date()
    if value > latest:
        raise ValueError(f"{value.isoformat()} is too far in the future (latest {latest.isoformat()}); check the year")
    return value
