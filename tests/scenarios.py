"""Scenarios several test modules ask the same question with."""

from gpu_advisor.core.scenario import Budget, FineTune, Scenario, template


def pretraining_scenario(region: str = "us", **changes) -> Scenario:
    """The source article's 千亿参数训练: a 100B model pretrained on 300B tokens once, 20,000,000 USD."""
    return template().model_copy(
        update={
            "use_case": "pretrain",
            "model": None,
            "custom_params_b": 100,
            "region": region,
            "electricity_price": 0.12,
            "fine_tune": FineTune(method="full", dataset_tokens=300_000_000_000, epochs=1, runs_per_year=1),
            "budget": Budget(one_off=20_000_000, monthly=None, currency="USD"),
            **changes,
        }
    )
