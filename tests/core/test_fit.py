"""The physical-fit rule (core/catalog/fit.py): a card goes into a chassis only if its width per position, cooling, length
and height fit; what the catalog does not know is a warning, never a pass (issue 13 item 2)."""

from __future__ import annotations

import pytest

from gpu_advisor.core.catalog.fit import fit_problems, fits
from gpu_advisor.core.catalog.market import counts_sold, platform_takes
from gpu_advisor.core.checks.checks import check_physical_fit
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import Scenario, template


def _platform(catalog, pid):
    return next(p for p in catalog.platforms if p.id == pid)


def test_the_three_slot_open_air_rtx_4090_never_goes_into_the_2u_server(catalog):
    rtx4090, two_u = catalog.gpus.get("rtx-4090"), _platform(catalog, "server-pcie-4")
    assert (rtx4090.cooling, rtx4090.slot_width, rtx4090.height) == ("open_air", 3, "taller")
    assert {p.aspect for p in fit_problems(two_u, rtx4090) if p.known} == {"width", "cooling", "height"}
    assert not any(platform_takes(two_u, rtx4090, n) for n in range(1, 9))
    check = check_physical_fit(rtx4090, two_u)
    assert check is not None and check.status == "fail"
    assert "3-slot" in check.message.render("en") and "涡轮散热" in check.message.render("zh_CN")


def test_no_open_air_card_goes_into_the_8_gpu_4u_server(catalog):
    four_u = _platform(catalog, "server-pcie-8")
    for gpu in catalog.gpus:
        if gpu.cooling == "open_air":
            assert not fits(four_u, gpu), gpu.id


def test_an_open_air_card_of_unknown_length_is_a_warning_not_a_pass(catalog):
    gpu = catalog.gpus.get("rtx-5060-ti-16gb").model_copy(update={"slot_width": 2})
    assert gpu.cooling == "open_air" and gpu.length_mm is None
    chassis = _platform(catalog, "office-tower").model_copy(update={"max_card_length_mm": 330.0})
    problems = fit_problems(chassis, gpu)
    assert [(p.aspect, p.known) for p in problems] == [("length", False)]
    assert fits(chassis, gpu)  # offered ...
    check = check_physical_fit(gpu, chassis)
    assert check is not None and check.status == "warn"  # ... but never as a pass
    assert "length" in check.message.render("en") and "长度" in check.message.render("zh_CN")
    assert check.fix is not None and "supplier" in check.fix.render("en")


def test_unknown_cooling_in_a_server_is_a_warning(catalog):
    a100 = catalog.gpus.get("a100-80gb-pcie")
    assert a100.cooling is None
    check = check_physical_fit(a100, _platform(catalog, "server-pcie-8"))
    assert check is not None and check.status == "warn"


def test_a_blower_two_slot_workstation_card_goes_eight_to_the_4u_server(catalog):
    a6000, four_u = catalog.gpus.get("rtx-a6000"), _platform(catalog, "server-pcie-8")
    assert (a6000.cooling, a6000.slot_width, a6000.segment) == ("blower", 2, "workstation")
    assert 8 in counts_sold(a6000, [four_u])
    assert platform_takes(four_u, a6000, 8)
    check = check_physical_fit(a6000, four_u)
    assert check is not None and check.status == "pass"


def test_a_passive_card_needs_a_servers_airflow(catalog):
    tower = _platform(catalog, "office-tower").model_copy(update={"segments": ["datacenter"]})
    assert not fits(tower, catalog.gpus.get("l40s"))


def test_the_fit_facts_are_sourced(catalog):
    for gpu in catalog.gpus:
        if gpu.cooling or gpu.length_mm or gpu.height:
            assert len(gpu.fit_source) > 20, gpu.id
    for platform in catalog.platforms:
        if platform.coolings or platform.max_card_slots:
            assert len(platform.fit_source) > 20, platform.id


def test_the_loader_refuses_fit_facts_without_a_source(catalog):
    with pytest.raises(ValueError, match="fit_source"):
        catalog.gpus.get("rtx-4090").model_validate({**catalog.gpus.get("rtx-4090").model_dump(), "fit_source": ""})


def _scenarios() -> dict[str, Scenario]:
    base = template()
    big = base.budget.model_copy(update={"one_off": 3_000_000.0, "monthly": 100_000.0})
    no_machine = base.existing.model_copy(update={"chassis": "none", "free_slots": None, "psu_watts": None})
    return {
        "template": base,
        "server_room_small_model": base.model_copy(update={"model": "qwen2.5-14b", "concurrent_users": 50}),
        "server_room_us": base.model_copy(update={"region": "us"}),
        "server_room_70b_us": base.model_copy(
            update={"region": "us", "model": "llama-3.3-70b", "concurrent_users": 50, "budget": big}
        ),
        "server_room_no_machine": base.model_copy(update={"existing": no_machine, "budget": big}),
        "office": base.model_copy(update={"target": "office", "concurrent_users": 3, "existing": no_machine}),
        "office_us": base.model_copy(
            update={"target": "office", "concurrent_users": 3, "region": "us", "existing": no_machine}
        ),
    }


@pytest.mark.parametrize("name", sorted(_scenarios()))
def test_no_candidate_breaks_the_fit_rule(catalog, name):
    scenario = Scenario.model_validate(_scenarios()[name].model_dump())
    result = recommend(catalog, scenario)
    assert result.all_options
    platforms = {p.id: p for p in catalog.platforms}
    checked = 0
    for option in result.all_options:
        if option.kind != "buy" or option.platform is None:
            continue
        platform = platforms[option.platform]
        gpu = catalog.gpus.get(option.gpu)
        assert fits(platform, gpu), (name, option.gpu, option.platform)
        assert option.count <= min(gpu.max_count, platform.max_gpus)
        if gpu.form_factor == "pcie":
            checked += 1
            assert option.count * gpu.slot_width <= platform.gpu_slots
            if platform.chassis in ("rack_2u", "rack_4u"):
                assert gpu.cooling != "open_air" and gpu.slot_width <= 2, (name, gpu.id)
            fit = next((c for c in option.checks if c.id == "physical_fit"), None)
            if fit is None:  # it cannot run at all: only the memory verdict is given
                assert any(c.id == "memory_fits" and c.status == "fail" for c in option.checks)
                continue
            assert fit.status != "fail"
            unknown = [p for p in fit_problems(platform, gpu) if not p.known]
            assert (fit.status == "warn") == bool(unknown), (name, gpu.id)
    assert checked
