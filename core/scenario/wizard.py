"""The wizard's steps as data: which step follows which, as a function of the scenario, and what makes a
step's answers valid. The GUI attaches one page to each step id and asks this graph where to go; tests
walk every path with no GUI at all (the shape of Electrum's electrum/wizard.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.scenario.model import FINE_TUNE_USES, Scenario

Validator = Callable[[Scenario, Catalog], list[Text]]


@dataclass(frozen=True)
class Step:
    id: str
    next: Callable[[Scenario], str | None]
    validate: Validator = lambda scenario, catalog: []  # noqa: E731
    last: bool = False


def _purpose_problems(scenario: Scenario, catalog: Catalog) -> list[Text]:
    problems = []
    if scenario.model is None and scenario.custom_params_b is None:
        problems.append(Text("wizard.need_model"))
    if scenario.model is not None and catalog.models.find(scenario.model) is None:
        # a colleague's file with a model this catalog lacks (a typo, a newer release): name the nearest ones, so the
        # buyer can pick one on this page instead of facing a Next that stays grey
        closest = [catalog.models.get(key).name for key in catalog.models.closest(scenario.model)]
        if closest:
            problems.append(Text("wizard.unknown_model.closest", {"model": scenario.model, "closest": closest}))
        else:
            problems.append(Text("wizard.unknown_model", {"model": scenario.model}))
    return problems


def _load_problems(scenario: Scenario, catalog: Catalog) -> list[Text]:
    problems = []
    if scenario.concurrent_users < 1 and scenario.use_case not in FINE_TUNE_USES:
        problems.append(Text("wizard.need_users"))
    if scenario.prompt_tokens >= scenario.context_tokens:
        problems.append(
            Text("wizard.prompt_too_long", {"prompt": scenario.prompt_tokens, "context": scenario.context_tokens})
        )
    model = catalog.models.find(scenario.model) if scenario.model else None
    if model is not None and scenario.context_tokens > model.max_context:
        problems.append(
            Text(
                "wizard.context_too_long",
                {"context": scenario.context_tokens, "model": model.name, "limit": model.max_context},
            )
        )
    return problems


def _budget_problems(scenario: Scenario, catalog: Catalog) -> list[Text]:
    budget = scenario.budget
    if budget.one_off is None and budget.monthly is None:
        return [Text("wizard.need_budget")]
    if (budget.one_off or 0) <= 0 and (budget.monthly or 0) <= 0:
        return [Text("wizard.budget_zero")]
    return []


def _fine_tune_problems(scenario: Scenario, catalog: Catalog) -> list[Text]:
    return [] if scenario.fine_tune is not None else [Text("wizard.need_fine_tune")]


def _after_purpose(scenario: Scenario) -> str:
    # a serving job that is also fine-tuned now and then describes the fine-tuning too
    return "fine_tune" if scenario.use_case in FINE_TUNE_USES or scenario.fine_tune is not None else "load"


def _after_fine_tune(scenario: Scenario) -> str:
    return "budget" if scenario.use_case in FINE_TUNE_USES else "load"


STEPS: dict[str, Step] = {
    step.id: step
    for step in [
        Step("welcome", lambda s: "purpose"),
        Step("purpose", _after_purpose, _purpose_problems),
        Step("fine_tune", _after_fine_tune, _fine_tune_problems),
        Step("load", lambda s: "budget", _load_problems),
        Step("budget", lambda s: "placement", _budget_problems),
        # a cloud buyer has no machine to describe
        Step("placement", lambda s: "results" if s.target == "cloud" else "existing"),
        Step("existing", lambda s: "results"),
        Step("results", lambda s: "finish"),
        Step("finish", lambda s: None, last=True),
    ]
}
FIRST = "welcome"


@dataclass
class Navigator:
    """Where the buyer is: a stack of visited step ids. Back pops it; values live in the scenario, so
    going back never loses what was typed."""

    catalog: Catalog
    history: list[str] = field(default_factory=lambda: [FIRST])

    @property
    def current(self) -> str:
        return self.history[-1]

    def problems(self, scenario: Scenario) -> list[Text]:
        return STEPS[self.current].validate(scenario, self.catalog)

    def can_go_next(self, scenario: Scenario) -> bool:
        return not STEPS[self.current].last and not self.problems(scenario)

    def can_go_back(self) -> bool:
        return len(self.history) > 1

    def next(self, scenario: Scenario) -> str:
        if not self.can_go_next(scenario):
            raise ValueError(
                f"step {self.current!r} cannot go on: " + "; ".join(p.render() for p in self.problems(scenario))
            )
        following = STEPS[self.current].next(scenario)
        assert following is not None
        self.history.append(following)
        return following

    def back(self) -> str:
        if self.can_go_back():
            self.history.pop()
        return self.current

    def restart(self) -> None:
        self.history = [FIRST]

    def resume(self, scenario: Scenario, stop_at: str = "results") -> str:
        """A reopened scenario: from the start, forward through every step its answers pass, to `stop_at` (the
        results) or to the first step with a problem to fix; Back then retraces the path. Returns where it stopped."""
        self.restart()
        while self.current != stop_at and self.can_go_next(scenario):
            self.next(scenario)
        return self.current

    def position(self, scenario: Scenario) -> tuple[int, int]:
        """(this step's number, the number of steps on the current path), both from 1."""
        path = list(self.history)
        while not STEPS[path[-1]].last:
            following = STEPS[path[-1]].next(scenario)
            if following is None:
                break
            path.append(following)
        return len(self.history), len(path)


def scenario_problems(scenario: Scenario, catalog: Catalog) -> list[Text]:
    """Everything the wizard would refuse on the way through its steps for this scenario, so that a scenario
    the command line or a file gives is held to the same rules as one typed into the wizard."""
    problems: list[Text] = []
    step_id: str | None = FIRST
    while step_id is not None:
        step = STEPS[step_id]
        problems += step.validate(scenario, catalog)
        step_id = None if step.last else step.next(scenario)
    return problems
