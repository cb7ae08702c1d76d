"""The scenario being edited, as a Qt object that says when it changed.

Pages call update() with field values; the pydantic model validates them, so an impossible value never
reaches the engine, and the message names the field by the label the buyer sees, in the window's language
(core.foundation.messages.describe_error).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QObject, Signal

from gpu_advisor.core.foundation import describe_error
from gpu_advisor.core.scenario import Scenario
from gpu_advisor.gui.language import current_language


class ScenarioState(QObject):
    changed = Signal()

    def __init__(self, scenario: Scenario | None = None, parent: QObject | None = None):
        super().__init__(parent)
        # what every scenario passes through before it is kept: the window sets the buyer's exchange rate from
        # their price file here (core.buyer_prices.overrides.with_exchange_rate), so an opened file and the command line's
        # `--prices` cost alike
        self.rule: Callable[[Scenario], Scenario] = lambda scenario: scenario
        self._scenario = scenario or Scenario()
        self.dirty = False

    @property
    def scenario(self) -> Scenario:
        return self._scenario

    def replace(self, scenario: Scenario, dirty: bool = False) -> None:
        self._scenario = self.rule(scenario)
        self.dirty = dirty
        self.changed.emit()

    def follow_rule(self) -> None:
        """Apply a new rule (the buyer's prices changed) to the scenario being edited."""
        ruled = self.rule(self._scenario)
        if ruled != self._scenario:
            self._scenario = ruled
            self.changed.emit()

    def update(self, **changes: Any) -> str | None:
        """Apply top-level field values; returns None, or the reason they were refused."""
        data = self._scenario.model_dump()
        data.update(changes)
        return self._validate(data)

    def update_part(self, part: str, **changes: Any) -> str | None:
        """Apply values inside a nested part (budget, existing, fine_tune)."""
        data = self._scenario.model_dump()
        data[part] = {**(data.get(part) or {}), **changes}
        return self._validate(data)

    def _validate(self, data: dict) -> str | None:
        try:
            scenario = self.rule(Scenario.model_validate(data))
        except ValidationError as exc:
            return describe_error(exc.errors()[0], "scenario", paths=False).render(current_language())
        if scenario != self._scenario:
            self._scenario = scenario
            self.dirty = True
            self.changed.emit()
        return None
