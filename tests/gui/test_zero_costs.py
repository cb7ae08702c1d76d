"""A cost of zero or none must never stop the meeting document (issue 20): 0 hours of use a day rents for nothing,
GPUs already owned with free electricity cost nothing; the charts draw, and the PDF is written."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import Scenario, save_scenario, template
from gpu_advisor.gui.cli import main as cli
from gpu_advisor.gui.report import render_charts


def idle_all_day():
    return template().model_copy(update={"hours_per_day": 0})


def owned_with_free_power():
    scenario = template()
    data = scenario.model_dump()
    data["existing"]["gpus"] = [{"gpu": "rtx-4090", "count": 2}]
    data["electricity_price"] = 0
    return Scenario.model_validate(data)


@pytest.mark.parametrize("make", [idle_all_day, owned_with_free_power])
def test_costs_of_zero_still_give_charts_and_a_pdf(make, catalog, tmp_path, qapp):
    scenario = make()
    result = recommend(catalog, scenario)
    assert any(o.cost is not None and o.cost.horizon_total == 0 for o in result.comparable), "the case under test"
    images = render_charts(result, "zh_CN")
    assert all(not image.isNull() for image in images.values())
    path = tmp_path / "s.json"
    save_scenario(scenario, path)
    assert cli(["report", "--scenario", str(path), "--out", str(tmp_path / "zero.pdf"), "--lang", "zh_CN"]) == 0
    assert len(PdfReader(tmp_path / "zero.pdf").pages) >= 3
