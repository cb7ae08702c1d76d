"""Cost formulas against hand calculations and the source article's figure."""

import pytest

from gpu_advisor.core.costing.ownership import (
    CostError,
    break_even_month,
    cost_per_million_tokens,
    energy_cost,
    ownership_cost,
    rental_cost_per_month,
    system_power_w,
)


def test_article_five_years_of_a_500w_gpu():
    # 0.5 kW x 24 h x 365 d x 5 y = 21,900 kWh; x 0.8 CNY = 17,520 CNY; x PUE 1.2 = 21,024 CNY ("about 21,000")
    assert energy_cost(500, 24, 5, 0.8, pue=1.0) == pytest.approx(17_520)
    assert energy_cost(500, 24, 5, 0.8, pue=1.2) == pytest.approx(21_024)


def test_power_model():
    # 2 GPUs of 450 W at 50% use: 450 x (0.3 + 0.35) x 2 = 585 W, plus 200 + 2 x 100 W for the host
    assert system_power_w(450, 2, 0.5) == pytest.approx(985)
    assert system_power_w(450, 2, 0.5, include_host=False) == pytest.approx(585)


def test_break_even_against_renting():
    owning = ownership_cost(
        purchase=60_000, gpu_watts=450, gpus=1, utilisation=1.0, hours_per_day=10, price_per_kwh=1.0, pue=1.0
    )
    # host 300 W + GPU 450 W = 0.75 kW x 10 h x 365 = 2,737.5 kWh = 2,737.5 CNY a year; maintenance 1,200
    assert owning.energy_per_year == pytest.approx(2737.5)
    assert owning.total(3) == pytest.approx(60_000 + 3 * (2737.5 + 1200))
    rent = rental_cost_per_month(hourly_price=10, hours_per_day=10)  # 10 x 10 x 365 / 12 = 3,041.67 a month
    assert rent == pytest.approx(3041.6667, rel=1e-6)
    month = break_even_month(owning, rent)
    # running cost of owning: (2,737.5 + 1,200) / 12 = 328.13 a month; 60,000 / (3,041.67 - 328.13) = 22.1
    assert month == 23
    assert break_even_month(owning, rent_per_month=300) is None  # renting stays cheaper than the running cost


def test_cost_per_million_tokens():
    # 36 CNY an hour at 1,000 tokens/s busy half the time: 36 / (3600 x 1000 x 0.5) x 1e6 = 20 CNY
    assert cost_per_million_tokens(36, 1000, 0.5) == pytest.approx(20)
    assert cost_per_million_tokens(36, 0, 0.5) is None


@pytest.mark.parametrize(
    "call",
    [
        lambda: energy_cost(500, 25, 5, 0.8),
        lambda: energy_cost(500, 24, 5, -0.8),
        lambda: energy_cost(500, 24, 5, 0.8, pue=0.9),
        lambda: system_power_w(500, 1, 1.5),
        lambda: ownership_cost(-1, 450, 1, 0.5, 8, 0.8, 1.2),
    ],
)
def test_impossible_inputs_are_named(call):
    with pytest.raises(CostError):
        call()
