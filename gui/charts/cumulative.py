"""Money spent by the end of each month: the recommended option against renting in the cloud (or against the
alternative when renting is the pick), with the break-even month marked."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from gpu_advisor.gui.charts.base import Chart, MoneyAxis
from gpu_advisor.gui.charts.style import (
    BREAK_EVEN_COLOUR,
    CLOUD_COLOUR,
    GRID_ALPHA,
    INK,
    PICK_LABELS,
    PICK_STYLE,
    RECOMMENDED_COLOUR,
    label_text,
)

if TYPE_CHECKING:
    from gpu_advisor.core.options import Option
    from gpu_advisor.core.recommend import Recommendation


def cloud_reference(result: Recommendation) -> Option | None:
    """The cloud line of the cumulative chart: the alternative if it is a cloud option, else the
    cheapest sound cloud option a month (the one core.recommend measures break-even against)."""
    alternative = result.alternative
    if alternative is not None and alternative.kind == "cloud" and alternative.cost is not None:
        return alternative
    clouds = [o for o in result.all_options if o.kind == "cloud" and o.sound]
    return min(clouds, key=lambda o: o.priced.monthly) if clouds else None


class CumulativeCostChart(Chart):
    """Money spent by the end of each month: the recommended option against renting in the cloud, with
    the break-even month marked when buying pays off within the horizon."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.money_axis = MoneyAxis("left")
        super().__init__(parent, axis_items={"left": self.money_axis})
        self.plot_item.showGrid(x=True, y=True, alpha=GRID_ALPHA)
        self.result: Recommendation | None = None
        self.lines: dict[str, pg.PlotDataItem] = {}
        self.break_even_line: pg.InfiniteLine | None = None
        self._draw()

    def show_result(self, result: Recommendation, lang: str = "en") -> None:
        self.result = result
        self._lang = lang
        self._draw()

    def _draw(self) -> None:
        self._clear()
        self.lines, self.break_even_line = {}, None
        self.money_axis.lang = self._lang
        currency = self.result.scenario.budget.currency if self.result else ""
        self._axis_title("bottom", self.tr("Months from today"))
        self._axis_title("left", self.tr("Money spent ({0})").format(currency))
        own = self.result.recommended if self.result else None
        if own is None or own.cost is None:
            self._show_message(self.tr("Nothing to compare: there is no recommended option."))
            return
        assert self.result is not None  # `own` is its recommended option
        shown = [("recommended", own, RECOMMENDED_COLOUR)]
        cloud = cloud_reference(self.result)
        if own.kind == "cloud":  # renting is the pick: compare it with the alternative instead
            cloud = next(
                (o for o in self.result.options if o.label == "budget_alternative" and o.cost is not None),
                None,
            )
        if cloud is not None and cloud is not own:
            colour = CLOUD_COLOUR if cloud.kind == "cloud" else PICK_STYLE["budget_alternative"][2]
            shown.append(("other", cloud, colour))
        months = own.cost.months
        top = 0.0
        for key, option, colour in shown:
            values = option.priced.cumulative_by_month[: months + 1]
            line = pg.PlotDataItem(list(range(len(values))), values, pen=self._pen(colour, 2.5), antialias=True)
            line.curve.setSegmentedLineMode("off")  # one polyline: no seams between the monthly segments
            self.plot_item.addItem(line)
            if option.label in PICK_LABELS:
                name = self.tr("{0}: {1}").format(label_text(option.label, self._lang), self.result.option_name(option))
            else:
                name = self.tr("Cheapest cloud: {0}").format(self.result.option_name(option))
            self._add_legend(line, name)
            self.lines[key] = line
            top = max(top, max(values))
        month = own.cost.break_even_month
        if month is not None and 0 <= month <= months:
            text = self.tr("Break-even: month {0}").format(month)
            self.break_even_line = pg.InfiniteLine(
                pos=month,
                angle=90,
                pen=self._pen(BREAK_EVEN_COLOUR, 1.5, Qt.PenStyle.DashLine),
                label=text,
                labelOpts={
                    "position": 0.92,
                    "color": INK,
                    "fill": pg.mkBrush(255, 255, 255, 220),
                    "anchors": [(0, 0.5), (0, 0.5)] if month < months * 0.6 else [(1, 0.5), (1, 0.5)],
                },
            )
            self.break_even_line.label.setFont(self.font())
            self.plot_item.addItem(self.break_even_line)
        step = 6 if months <= 36 else 12
        self.plot_item.getAxis("bottom").setTicks(
            [
                [(m, str(m)) for m in range(0, months + 1, step)],
                [(m, "") for m in range(0, months + 1, 3 if step == 6 else 6)],
            ]
        )
        top = top * 1.08 or 1.0
        self.plot_item.setRange(xRange=(-months * 0.01, months * 1.01), yRange=(-top * 0.03, top), padding=0)
        self.build_legend(force=True)
