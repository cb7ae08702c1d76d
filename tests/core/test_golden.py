"""Golden outputs of `gpu-advisor recommend --json`, in English and Chinese, for scenarios of every kind
(tests/data/golden/scenarios/*.json; `*.prices.json` beside the output adds a price file).

They pin what the engine says while its insides move (candidates, costing, ranking, explanation): a change
that alters one of these files alters advice a buyer sees, and must be meant.

To accept an intended change, regenerate them and read the diff before committing:

    UPDATE_GOLDEN=1 QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q tests/core/test_golden.py
    git diff tests/data/golden/

The date is fixed (prices older than six months at TODAY are stale), so the files do not age.
"""

import datetime as dt
import os
from pathlib import Path

import pytest

from gpu_advisor.core import recommend as recommend_module
from gpu_advisor.core.cli import main

GOLDEN = Path(__file__).parents[1] / "data" / "golden"
TODAY = dt.date(2026, 11, 30)
# name -> (scenario file, price file or None)
CASES = {path.stem: (path, None) for path in sorted((GOLDEN / "scenarios").glob("*.json"))}
CASES["template_my_prices"] = (GOLDEN / "scenarios" / "template.json", GOLDEN / "my_prices.json")


@pytest.fixture
def fixed_today(monkeypatch):
    real = recommend_module.recommend
    monkeypatch.setattr(
        recommend_module, "recommend", lambda catalog, scenario, today=None: real(catalog, scenario, TODAY)
    )


def recommend_json(capsys, scenario: Path, prices: Path | None, lang: str) -> str:
    args = ["recommend", "--scenario", str(scenario), "--json", "--lang", lang]
    if prices is not None:
        args += ["--prices", str(prices)]
    code = main(args)
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_recommend_json_is_unchanged(name, lang, capsys, fixed_today):
    scenario, prices = CASES[name]
    out = recommend_json(capsys, scenario, prices, lang)
    golden = GOLDEN / f"{name}.{lang}.json"
    if os.environ.get("UPDATE_GOLDEN"):
        golden.write_text(out, encoding="utf-8")
    assert golden.exists(), f"no golden file {golden.name}: run with UPDATE_GOLDEN=1 (see this module's docstring)"
    assert out == golden.read_text(encoding="utf-8"), (
        f"{golden.name} differs: an intended change? see this module's docstring"
    )


def test_the_cases_cover_what_they_are_meant_to():
    """The golden set keeps its variety: every target, both currencies, fine-tuning, a price file."""
    import json

    kinds = {name: json.loads((GOLDEN / f"{name}.en.json").read_text(encoding="utf-8")) for name in CASES}
    labels = {o["label"] for data in kinds.values() for o in data["options"]}
    assert {"recommended", "avoid", "hybrid"} <= labels
    assert {data["currency"] for data in kinds.values()} == {"CNY", "USD"}
    assert any(o["kind"] == "owned" for data in kinds.values() for o in data["options"])
    assert any(o.get("fine_tune_job") for data in kinds.values() for o in data["options"])
