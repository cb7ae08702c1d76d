"""What the buyer wants: the scenario (model), read from and written to versioned files, and the wizard's steps
over it (wizard), and the catalog's typical servers as presets for the buyer's own (own_server). It imports only gpu_advisor.core.catalog and gpu_advisor.core.foundation."""

from gpu_advisor.core.scenario.model import (
    FINE_TUNE_USES,
    MAX_SCENARIO_BYTES,
    PRECISION_ORDER,
    SCHEMA_VERSION,
    Budget,
    Existing,
    FineTune,
    OwnedGpu,
    OwnedHost,
    Scenario,
    ScenarioError,
    for_region,
    load_scenario,
    region_of_locale,
    save_scenario,
    scenario_from_dict,
    template,
)
from gpu_advisor.core.scenario.own_server import (
    HostPreset,
    host_presets,
    is_preset_name,
    matching_preset,
    owned_host_of,
)
from gpu_advisor.core.scenario.wizard import STEPS, Navigator, scenario_problems

__all__ = [
    "FINE_TUNE_USES",
    "MAX_SCENARIO_BYTES",
    "PRECISION_ORDER",
    "SCHEMA_VERSION",
    "STEPS",
    "Budget",
    "Existing",
    "FineTune",
    "HostPreset",
    "Navigator",
    "OwnedGpu",
    "OwnedHost",
    "Scenario",
    "ScenarioError",
    "for_region",
    "host_presets",
    "is_preset_name",
    "load_scenario",
    "matching_preset",
    "owned_host_of",
    "region_of_locale",
    "save_scenario",
    "scenario_from_dict",
    "scenario_problems",
    "template",
]
