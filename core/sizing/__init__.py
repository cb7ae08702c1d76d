"""Memory and speed of a model on hardware, pure: no prices, no checks, no market. memory_and_speed holds the method
(weights, caches, activations; the memory roofline with calibrated efficiencies; fine-tuning) and the results it
fills (Estimate, Memory, Speed, Training); cpu_offload sizes a CPU+GPU machine, several_machines a model or a
pretraining run spread over machines; families widens the range of the kinds of configuration the calibration was not
fitted on (ranges.toml); estimate is the one entry point above them all. See docs/sizing_methods.md.

It imports only the catalog and the foundation."""

from gpu_advisor.core.sizing.cpu_offload import OWN_HOST_ID, HostFacts, host_from_facts
from gpu_advisor.core.sizing.estimate import default_quant, default_runtime, estimate
from gpu_advisor.core.sizing.memory_and_speed import (
    GB,
    GIB,
    OPTIMIZERS,
    ClusterUse,
    Estimate,
    EstimateError,
    HostUse,
    Memory,
    Recipe,
    Speed,
    Split,
    Task,
    Training,
    calibration_for,
    calibration_key,
    capacity_gb,
    decode_weight_bytes,
    fine_tune_hours,
    kv_cache_bytes,
    linear_state_bytes,
    memory_on,
    peak_flops,
    weight_bytes,
)
from gpu_advisor.core.sizing.power_limit import MIN_POWER_SHARE, POWER_LIMIT_SOURCE, power_limit_factors, power_limited
from gpu_advisor.core.sizing.several_machines import pretrain_estimate

__all__ = [
    "OWN_HOST_ID",
    "HostFacts",
    "host_from_facts",
    "MIN_POWER_SHARE",
    "POWER_LIMIT_SOURCE",
    "power_limit_factors",
    "power_limited",
    "GB",
    "GIB",
    "OPTIMIZERS",
    "ClusterUse",
    "Estimate",
    "EstimateError",
    "HostUse",
    "Memory",
    "Recipe",
    "Speed",
    "Split",
    "Task",
    "Training",
    "calibration_for",
    "calibration_key",
    "capacity_gb",
    "decode_weight_bytes",
    "default_quant",
    "default_runtime",
    "estimate",
    "fine_tune_hours",
    "kv_cache_bytes",
    "linear_state_bytes",
    "memory_on",
    "peak_flops",
    "pretrain_estimate",
    "weight_bytes",
]
