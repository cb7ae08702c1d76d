"""The version and feature checks on a probed machine (core.probe.probing.MachineFacts): what this machine has, held
against what each of its GPUs needs."""

from __future__ import annotations

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.checks.checks import Check, check_bf16, check_cuda, check_driver, check_pytorch
from gpu_advisor.core.foundation import short_version
from gpu_advisor.core.probe.probing import MachineFacts
from gpu_advisor.core.scenario import Existing


def machine_checks(catalog: Catalog, facts: MachineFacts) -> list[Check]:
    """The version and feature checks on a probed machine (core.probe.MachineFacts), one set per
    distinct GPU model found. CUDA is the toolkit if installed, else the one PyTorch was built with."""
    existing = Existing(
        cuda_version=short_version(facts.cuda_toolkit_version or facts.torch_cuda),
        pytorch_version=short_version(facts.torch_version),
        driver_version=short_version(facts.driver_version),
        system_ram_gb=facts.ram_gb,
        disk_free_gb=facts.disk_free_gb,
    )
    runtime = catalog.runtimes.get("transformers")
    checks: list[Check] = []
    seen: set[str] = set()
    ids = [g.catalog_id for g in facts.gpus if g.catalog_id] + (
        [facts.chip_catalog_id] if facts.chip_catalog_id else []
    )
    for gpu_id in ids:
        if gpu_id in seen:
            continue
        seen.add(gpu_id)
        gpu = catalog.gpus.get(gpu_id)
        for check in (
            check_cuda(gpu, existing),
            check_driver(catalog, gpu, existing),
            check_pytorch(catalog, gpu, runtime, existing),
            check_bf16(gpu),
        ):
            if check is not None:
                checks.append(check)
    return checks
