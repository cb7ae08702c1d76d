"""The compatibility checks run on machines the probe read (outputs recorded on real machines)."""

import pytest

from gpu_advisor.core.probe.machine_checks import machine_checks
from gpu_advisor.core.probe.probing import GPU_QUERY, match_catalog, probe_machine
from tests.core.test_probe import Recorded, linux_at, nothing, project, recorded


def statuses(checks):
    return {c.id: c.status for c in checks}


def test_h200_server_with_a_current_stack(catalog, tmp_path):
    runner = Recorded(
        {
            tuple(GPU_QUERY): project(recorded("h200_query.csv")),
            ("nvidia-smi",): recorded("h200_smi.txt"),
            ("nvcc",): recorded("nvcc_12_5.txt"),
        }
    )
    facts = match_catalog(
        probe_machine(runner, {"torch": "2.5.1+cu124"}.get, linux_at(tmp_path), nvml=pytest.fail), catalog
    )
    assert facts.gpus[0].catalog_id == "h200-sxm"
    result = statuses(machine_checks(catalog, facts))
    assert result == {"cuda": "pass", "driver": "pass", "pytorch": "pass", "bf16_flash_attention": "pass"}


def test_h100_server_with_an_old_pytorch_fails_the_article_rule(catalog, tmp_path):
    runner = Recorded(
        {tuple(GPU_QUERY): None, ("nvidia-smi",): recorded("h100_8x_smi.txt"), ("nvcc",): recorded("nvcc_11_1.txt")}
    )
    facts = match_catalog(
        probe_machine(runner, {"torch": "2.1.2+cu118"}.get, linux_at(tmp_path), nvml=pytest.fail), catalog
    )
    checks = machine_checks(catalog, facts)
    result = statuses(checks)
    # too old is an upgrade to make, said with what to install (a warning: the machine works after it)
    assert result["cuda"] == "warn"  # toolkit 11.1 predates Hopper's 11.8
    assert result["pytorch"] == "warn"  # 2.1 < the 2.3 the source article asks for H100 features
    assert result["driver"] == "pass"  # 565.57.01 covers CUDA 12.7
    assert {c.message.key for c in checks if c.id in ("cuda", "pytorch")} == {"check.cuda.fail", "check.pytorch.fail"}
    fixes = [c.fix.render("en") for c in checks if c.status == "warn"]
    assert any("11.8" in f for f in fixes) and any("2.3" in f for f in fixes)


def test_a_machine_with_nothing_has_no_checks(catalog, tmp_path):
    facts = match_catalog(probe_machine(nothing, nothing, linux_at(tmp_path), nvml=lambda: None), catalog)
    assert machine_checks(catalog, facts) == []
