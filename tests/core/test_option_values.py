"""Issue 21, item 3: an Option is a value. Each stage of the pipeline (suitability, break-even, ranking, reasons)
returns new options with what it adds and never writes into the ones it was given, so what one stage saw reads the
same afterwards, and every option the buyer is shown is the one the full list holds."""

import dataclasses
import datetime as dt
from pathlib import Path

import pytest

from gpu_advisor.core.catalog import load_catalog
from gpu_advisor.core.options import judge_suitability
from gpu_advisor.core.options.generate import candidates
from gpu_advisor.core.options.request import Context, resolve_model, task_of
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.recommend.ranking import rank, stable_key
from gpu_advisor.core.scenario import load_scenario

GOLDEN_SCENARIOS = sorted((Path(__file__).parents[1] / "data" / "golden" / "scenarios").glob("*.json"))
TODAY = dt.date(2026, 11, 30)


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def test_an_option_cannot_be_written_after_it_is_made(catalog):
    result = recommend(catalog, load_scenario(GOLDEN_SCENARIOS[0]), TODAY)
    option = result.options[0]
    with pytest.raises(dataclasses.FrozenInstanceError):
        option.label = "avoid"  # type: ignore[misc]
    assert isinstance(option.reasons, tuple) and isinstance(option.checks, tuple)


def test_suitability_and_ranking_leave_the_options_they_were_given_as_they_were(catalog):
    """The pool as the options stage made it is still unjudged and unlabelled after suitability and ranking ran on it
    (before, `ruled_out` and `label` were written into the same objects)."""
    scenario = load_scenario(next(p for p in GOLDEN_SCENARIOS if p.stem == "template"))
    model = resolve_model(catalog, scenario)
    ctx = Context(catalog, scenario, model, task_of(scenario), scenario.concurrent_users, TODAY)
    made = candidates(ctx)
    before = [(o.label, o.ruled_out, o.reasons, o.checks) for o in made]
    judged = judge_suitability(ctx, made)
    ranked, _ = rank(ctx, judged)
    assert [(o.label, o.ruled_out, o.reasons, o.checks) for o in made] == before
    assert any(o.ruled_out is not None for o in judged)  # the stage did judge: the values it returned carry it
    assert ranked[0].label == "recommended" and all(o.label == "option" for o in judged)


@pytest.mark.parametrize("path", GOLDEN_SCENARIOS, ids=lambda p: p.stem)
def test_every_option_shown_is_the_one_the_full_list_holds(catalog, path):
    """The results page lists "the rest" as all_options minus the options shown, by identity: a shown option missing
    from all_options, or held there in its unlabelled form, would be listed twice."""
    result = recommend(catalog, load_scenario(path), TODAY)
    keys = [stable_key(o) for o in result.all_options]
    assert len(keys) == len(set(keys)), "two options of one scenario share a stable key"
    for option in result.options:
        if option.label == "hybrid":  # owned for daily use, rented for tuning: made by the ranking, not in the pool
            continue
        assert any(o is option for o in result.all_options), (option.label, stable_key(option))
