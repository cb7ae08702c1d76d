"""Everything a buyer could buy or rent for a scenario, each sized (core.sizing), checked (core.checks), priced
(pricing, from core.costing's numbers) and judged: what is asked (request), one option of each kind (build), several
machines joined (joining, several_machines), all of them (generate) and what rules one out before its price
(suitability). An option is core.options.option.Option.

Modules import each other bottom-up in the order below; none imports core.recommend or anything above."""

from gpu_advisor.core.options.generate import candidates
from gpu_advisor.core.options.option import (
    DEPRECIATION_YEARS,
    Billing,
    CostSummary,
    Label,
    Option,
    RecommendError,
    StalePrice,
    option_name,
)
from gpu_advisor.core.options.pricing import STALE_AFTER_DAYS, budget_doubt, in_buyers_market, is_stale, price_of
from gpu_advisor.core.options.request import (
    FINE_TUNE_LOW_MEMORY,
    Context,
    custom_model,
    first_word_wait,
    pretraining_runtime,
    resolve_model,
    streaming_speed,
    task_of,
)
from gpu_advisor.core.options.suitability import judge_suitability

__all__ = [
    "DEPRECIATION_YEARS",
    "FINE_TUNE_LOW_MEMORY",
    "STALE_AFTER_DAYS",
    "Billing",
    "Context",
    "CostSummary",
    "Label",
    "Option",
    "RecommendError",
    "StalePrice",
    "budget_doubt",
    "candidates",
    "custom_model",
    "first_word_wait",
    "in_buyers_market",
    "is_stale",
    "judge_suitability",
    "option_name",
    "pretraining_runtime",
    "price_of",
    "resolve_model",
    "streaming_speed",
    "task_of",
]
