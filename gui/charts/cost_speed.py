"""Total cost over the horizon against speed per user: every option that fits, the Pareto front as a staircase, and
the picks with their words placed where they hide nothing."""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING, Any

import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from gpu_advisor.core.foundation import money_text
from gpu_advisor.gui.charts.base import Chart, MoneyAxis
from gpu_advisor.gui.charts.style import FRONT_COLOUR, GRID_ALPHA, KIND_COLOURS, PICK_LABELS, PICK_STYLE, label_text
from gpu_advisor.gui.safety import as_plain

if TYPE_CHECKING:
    from gpu_advisor.core.options import Option
    from gpu_advisor.core.recommend import Recommendation

# What each place around a marker costs a pick's word (see CostSpeedChart._label_candidates), in square
# pixels of overlap it is worth: beside the marker is best, a word set apart from its marker is a last resort.
LABEL_PLACE_PENALTY = (0, 10, 40, 40, 50, 50, 60, 60, 800, 800, 900, 900)


def front_steps(front: list[Option]) -> tuple[list[float], list[float]]:
    """The front as a staircase: the best speed money can buy, flat until the next front option."""
    xs: list[float] = []
    ys: list[float] = []
    for i, option in enumerate(front):
        x, y = option.priced.horizon_total, option.per_user_tokens_per_s or 0.0
        if i:
            xs.append(x)
            ys.append(ys[-1])
        xs.append(x)
        ys.append(y)
    return xs, ys


# the least cost a log axis shows: one yuan or dollar. A cost of nothing (no hours of use, GPUs already owned with
# free electricity) is drawn there, at the axis's left end, instead of stopping the chart and the PDF with it
LEAST_COST_DRAWN = 1.0


def log_cost(amount: float) -> float:
    return math.log10(max(amount, LEAST_COST_DRAWN))


class CostSpeedChart(Chart):
    """Total cost over the horizon (x, log scale) against tokens per second per user (y): every option
    that fits, buy / cloud / owned in their own colour, the Pareto front as a staircase, the labelled
    picks as large symbols with their name. Each dot says what it is on hover; a click emits option_clicked."""

    option_clicked = Signal(object)  # the Option of the dot clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        self.cost_axis = MoneyAxis("bottom", log=True)
        super().__init__(parent, axis_items={"bottom": self.cost_axis})
        self.plot_item.showGrid(x=True, y=True, alpha=GRID_ALPHA)
        self.result: Recommendation | None = None
        self.series: dict[str, pg.ScatterPlotItem] = {}
        self.front_line: pg.PlotDataItem | None = None
        self.front: list[Option] = []
        self.picks: dict[str, tuple[Option, pg.ScatterPlotItem, pg.TextItem]] = {}
        self.plot_item.getViewBox().sigTransformChanged.connect(self.place_labels)
        self.plot_item.getViewBox().sigResized.connect(self.place_labels)
        self._draw()

    def _tip(self, x: float, y: float, data: Option) -> str:
        """What a dot is: the option's name, its total over the years and its speed per user (plain text)."""
        if self.result is None:
            return ""
        return as_plain(
            self.tr("{0}: {1} over {2} years, {3} tokens/s per user").format(
                self.result.option_name(data),
                money_text(data.priced.horizon_total, data.priced.currency),
                self.result.scenario.horizon_years,
                f"{data.per_user_tokens_per_s or 0:.1f}",
            )
        )

    def _clicked(self, _series: object, points: Any, _event: object = None) -> None:
        if points is not None and len(points):
            self.option_clicked.emit(points[0].data())

    @property
    def point_count(self) -> int:
        """How many options the scatter holds (each option is one point of its kind's series)."""
        return sum(len(s.data) for s in self.series.values())

    def show_result(self, result: Recommendation, lang: str = "en") -> None:
        self.result = result
        self._lang = lang
        self._draw()

    def _kind_name(self, kind: str) -> str:
        return {"buy": self.tr("Buy"), "cloud": self.tr("Rent in the cloud"), "owned": self.tr("GPUs you own")}.get(
            kind, kind
        )

    def _draw(self) -> None:
        self._clear()
        self.series, self.picks, self.front, self.front_line = {}, {}, [], None
        self.cost_axis.lang = self._lang
        currency = self.result.scenario.budget.currency if self.result else ""
        years = self.result.scenario.horizon_years if self.result else 0
        self._axis_title("bottom", self.tr("Total cost over {0} years ({1}, log scale)").format(years, currency))
        self._axis_title("left", self.tr("Speed per user (tokens/s)"))
        options = self.result.comparable if self.result else []
        if not options:
            self._show_message(self.tr("No option that fits has both a cost and a speed to plot."))
            return
        assert self.result is not None  # the options are its own
        for kind in ("buy", "cloud", "owned"):
            chosen = [o for o in options if o.kind == kind]
            if not chosen:
                continue
            kind_colour = QColor(KIND_COLOURS[kind])
            fill = QColor(kind_colour)
            fill.setAlpha(150)
            series = pg.ScatterPlotItem(
                # each dot names its option on hover and selects it on a click (the results page's table)
                hoverable=True,
                tip=self._tip,
                x=[log_cost(o.priced.horizon_total) for o in chosen],
                y=[o.per_user_tokens_per_s for o in chosen],
                symbol="o",
                size=8,
                pen=self._pen(kind_colour),
                brush=pg.mkBrush(fill),
                data=chosen,
                antialias=True,
            )
            series.sigClicked.connect(self._clicked)
            self.plot_item.addItem(series)
            self._add_legend(series, self._kind_name(kind))
            self.series[kind] = series
        self.front = self.result.cost_speed_front
        xs, ys = front_steps(self.front)
        self.front_line = pg.PlotDataItem(
            [log_cost(x) for x in xs], ys, antialias=True, pen=self._pen(FRONT_COLOUR, 1.5, Qt.PenStyle.DashLine)
        )
        self.plot_item.addItem(self.front_line)
        self._add_legend(self.front_line, self.tr("Best speed for the money"))
        for label in PICK_LABELS:
            option = next((o for o in options if o.label == label), None)
            if option is None:
                continue
            symbol, size, colour = PICK_STYLE[label]
            x, y = log_cost(option.priced.horizon_total), option.per_user_tokens_per_s
            marker = pg.ScatterPlotItem(
                x=[x], y=[y], symbol=symbol, size=size, pen=self._pen("w"), brush=pg.mkBrush(colour), antialias=True
            )
            if symbol == "x":  # a cross has no inside: draw it in the colour, on a white halo
                marker.setPen(self._pen(colour, 1.5))
            marker.setZValue(10)
            self.plot_item.addItem(marker)
            self._add_legend(
                marker, self.tr("{0}: {1}").format(label_text(label, self._lang), self.result.option_name(option))
            )
            text = pg.TextItem(
                label_text(label, self._lang), color=colour, anchor=(0, 1), fill=pg.mkBrush(255, 255, 255, 210)
            )
            bold = text.textItem.font()
            bold.setBold(True)
            text.setFont(bold)
            text.setPos(x, y)
            text.setZValue(11)
            self.plot_item.addItem(text, ignoreBounds=True)
            self.picks[label] = (option, marker, text)
        low = min(log_cost(o.priced.horizon_total) for o in options)
        high = max(log_cost(o.priced.horizon_total) for o in options)
        pad = max(0.06, (high - low) * 0.06)
        top = max(o.per_user_tokens_per_s or 0.0 for o in options)  # comparable options all have a speed
        top = top * 1.1 or 1.0
        # a little below zero so the 0 tick shows and slow options do not sit on the axis
        self.plot_item.setRange(xRange=(low - pad, high + pad), yRange=(-top * 0.03, top), padding=0)
        self.build_legend(force=True)
        self.place_labels()

    def after_layout(self) -> None:
        self.place_labels()  # where a word fits depends on the pixels

    def place_labels(self, *_args) -> None:
        """Put each pick's word beside its marker where it overlaps no other word or marker."""
        if not self.picks:
            return
        vb = self.plot_item.getViewBox()
        vb.updateMatrix()  # after a resize the view's transform is brought up to date only when painted
        view = vb.sceneBoundingRect()
        if view.width() <= 0 or view.height() <= 0:
            return

        def scene(x: float, y: float) -> QPointF:
            return vb.mapViewToScene(QPointF(x, y))

        markers = []
        for option, _marker, _text in self.picks.values():
            p = scene(log_cost(option.priced.horizon_total), option.per_user_tokens_per_s or 0.0)  # a pick has one
            markers.append(QRectF(p.x() - 10, p.y() - 10, 20, 20))
        # what a word should rather not cover: the front's staircase, then the other options' dots
        lines = []
        if self.front_line is not None:
            xs, ys = self.front_line.getData()
            points = [scene(x, y) for x, y in zip(xs, ys, strict=True)]
            for a, b in zip(points, points[1:], strict=False):
                lines.append(QRectF(a, b).normalized().adjusted(-2, -2, 2, 2))
        dots = []
        for series in self.series.values():
            xs, ys = series.getData()
            for x, y in zip(xs, ys, strict=True):
                p = scene(x, y)
                dots.append(QRectF(p.x() - 4, p.y() - 4, 8, 8))
        others = lines, dots
        choices = [
            self._label_candidates(text, own.center())
            for (_o, _m, text), own in zip(self.picks.values(), markers, strict=True)
        ]
        # each word's own cost: covering another pick's marker or leaving the plot is bad, covering the
        # front's staircase or a dot less so; later candidates are a little less natural
        alone = [
            [
                4 * sum(_area(rect.intersected(m)) for m in markers if m is not own)
                + 4 * (_area(rect) - _area(rect.intersected(view)))
                + sum(_area(rect.intersected(r)) for r in others[0])
                + 0.3 * sum(_area(rect.intersected(r)) for r in others[1])
                + LABEL_PLACE_PENALTY[rank]
                for rank, (_anchor, rect) in enumerate(candidates)
            ]
            for candidates, own in zip(choices, markers, strict=True)
        ]
        best, best_cost = None, math.inf
        for combo in itertools.product(*(range(len(c)) for c in choices)):  # at most three words: try all
            total = sum(alone[i][k] for i, k in enumerate(combo))
            for i, j in itertools.combinations(range(len(combo)), 2):
                total += 4 * _area(choices[i][combo[i]][1].intersected(choices[j][combo[j]][1]))
            if total < best_cost:
                best, best_cost = combo, total
        assert best is not None  # one combination at least, each of finite cost
        for (_o, _m, text), candidates, k in zip(self.picks.values(), choices, best, strict=True):
            text.setAnchor(candidates[k][0])

    @staticmethod
    def _label_candidates(text: pg.TextItem, p: QPointF) -> list[tuple[tuple[float, float], QRectF]]:
        """Places for a word around its marker at `p` (scene pixels), most natural first: the text
        anchor for each, and the rectangle it would cover."""
        box = text.textItem.boundingRect()
        w, h = max(box.width(), 1.0), max(box.height(), 1.0)
        gap, near = 9.0, 5.0  # from the marker's centre: beside it, and diagonally
        offsets = [  # top-left corner of the word relative to the marker
            (gap, -h / 2),
            (-gap - w, -h / 2),  # right, left
            (near, -near - h),
            (near, near),
            (-near - w, -near - h),
            (-near - w, near),  # diagonals
            (-w / 2, -gap - h),
            (-w / 2, gap),  # above, below
            (near, -gap - 1.8 * h),
            (near, gap + 0.8 * h),
            (-w / 2, -gap - 1.8 * h),
            (-w / 2, gap + 0.8 * h),  # further
        ]
        return [((-dx / w, -dy / h), QRectF(p.x() + dx, p.y() + dy, w, h)) for dx, dy in offsets]


def _area(rect: QRectF) -> float:
    return max(rect.width(), 0.0) * max(rect.height(), 0.0)
