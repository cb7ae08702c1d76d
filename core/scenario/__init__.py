"""What the buyer wants: the scenario (model), read from and written to versioned files, and the wizard's steps
over it (wizard). It imports only gpu_advisor.core.catalog and gpu_advisor.core.foundation."""

from gpu_advisor.core.scenario.model import (
    FINE_TUNE_USES,
    MAX_SCENARIO_BYTES,
    PRECISION_ORDER,
    SCHEMA_VERSION,
    Budget,
    Existing,
    FineTune,
    OwnedGpu,
    Scenario,
    ScenarioError,
    for_region,
    load_scenario,
    region_of_locale,
    save_scenario,
    scenario_from_dict,
    template,
)

__all__ = [
    "FINE_TUNE_USES",
    "MAX_SCENARIO_BYTES",
    "PRECISION_ORDER",
    "SCHEMA_VERSION",
    "Budget",
    "Existing",
    "FineTune",
    "for_region",
    "region_of_locale",
    "OwnedGpu",
    "Scenario",
    "ScenarioError",
    "load_scenario",
    "save_scenario",
    "scenario_from_dict",
    "template",
]
