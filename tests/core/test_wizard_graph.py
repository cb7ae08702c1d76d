"""The wizard's step graph, walked with no GUI: every path ends at the finish, Back keeps values."""

import itertools

import pytest

from gpu_advisor.core.scenario import Budget, FineTune, Scenario
from gpu_advisor.core.scenario.wizard import FIRST, STEPS, Navigator


def walk(catalog, scenario):
    nav = Navigator(catalog)
    seen = [nav.current]
    while not STEPS[nav.current].last:
        assert nav.can_go_next(scenario), (nav.current, [p.render() for p in nav.problems(scenario)])
        seen.append(nav.next(scenario))
    return seen


@pytest.mark.parametrize(
    "use_case,target",
    list(
        itertools.product(
            ["chat", "document_qa", "batch", "fine_tune", "pretrain"], ["cloud", "office", "server_room", "edge"]
        )
    ),
)
def test_every_path_reaches_the_finish(catalog, use_case, target):
    fine_tune = FineTune() if use_case in ("fine_tune", "pretrain") else None
    scenario = Scenario(use_case=use_case, target=target, fine_tune=fine_tune)
    path = walk(catalog, scenario)
    assert path[0] == FIRST and path[-1] == "finish" and path[-2] == "results"
    assert ("fine_tune" in path) == (use_case in ("fine_tune", "pretrain"))
    assert ("load" in path) != (use_case in ("fine_tune", "pretrain"))
    assert ("existing" in path) == (target != "cloud")


def test_a_serving_job_fine_tuned_now_and_then_asks_both(catalog):
    """Chat for staff, plus an occasional fine-tune (bought for serving, rented for tuning): the fine-tuning
    page and the load page are both on the path, in that order."""
    path = walk(catalog, Scenario(use_case="chat", target="office", fine_tune=FineTune(method="lora")))
    assert path == ["welcome", "purpose", "fine_tune", "load", "budget", "placement", "existing", "results", "finish"]


def test_defaults_are_valid_on_every_step(catalog):
    for scenario in (Scenario(), Scenario(use_case="fine_tune", fine_tune=FineTune())):
        for step_id in walk(catalog, scenario):
            assert STEPS[step_id].validate(scenario, catalog) == [], step_id


def test_invalid_page_blocks_next_and_names_the_problem(catalog):
    nav = Navigator(catalog)
    nav.next(Scenario())
    assert nav.current == "purpose"
    bad = Scenario().model_copy(update={"model": "gpt-99"})
    assert not nav.can_go_next(bad)
    assert "gpt-99" in nav.problems(bad)[0].render("en")
    with pytest.raises(ValueError):
        nav.next(bad)


def test_budget_step_needs_some_money(catalog):
    nav = Navigator(catalog, history=["budget"])
    assert not nav.can_go_next(Scenario(budget=Budget(one_off=None, monthly=None)))
    assert not nav.can_go_next(Scenario(budget=Budget(one_off=0, monthly=0)))
    assert nav.can_go_next(Scenario(budget=Budget(one_off=None, monthly=5000)))


def test_back_returns_along_the_path(catalog):
    scenario = Scenario(target="office")
    nav = Navigator(catalog)
    for _ in range(4):
        nav.next(scenario)
    assert nav.history == ["welcome", "purpose", "load", "budget", "placement"]
    assert nav.back() == "budget" and nav.back() == "load"
    assert nav.position(scenario) == (3, 8)
    nav.restart()
    assert nav.current == "welcome" and not nav.can_go_back()


def test_a_reopened_scenario_resumes_at_its_results_or_at_its_first_problem(catalog):
    """Newcomer review: reopening a saved scenario landed on step 2, five Nexts from its results."""
    nav = Navigator(catalog)
    assert nav.resume(Scenario()) == "results"
    assert nav.history[0] == FIRST and nav.back() != "results"  # Back retraces the path walked
    # no budget at all: it stops on the budget step, where the problem is named
    stopped = nav.resume(Scenario(budget=Budget(one_off=None, monthly=None)))
    assert stopped == "budget" and nav.problems(Scenario(budget=Budget(one_off=None, monthly=None)))
