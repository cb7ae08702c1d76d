"""Can this hardware run the plan, here: each check (Check: pass, warn or fail, with its message) of the software
(CUDA, driver, PyTorch, formats), the machine (power, slots, chassis, memory) and the market (export rules), and
run_checks, which makes the set an option gets. It imports the catalog, the scenario, sizing and the foundation."""

from gpu_advisor.core.checks.checks import Check, check_export, check_fits, power_limit_of, radeon, run_checks

__all__ = ["Check", "check_export", "check_fits", "power_limit_of", "radeon", "run_checks"]
