"""Charts of a recommendation: cost against speed, money spent month by month, and memory per GPU.

The only module of the app that imports pyqtgraph; the app imports it lazily, after the first paint.
Each chart is a QWidget around one pyqtgraph PlotWidget with a white background, one accent colour per
series and the application font (the bundled Chinese font when the app installed it). `show_result()` /
`show_option()` replace what is drawn; `retranslate()` redraws every translated string (it also runs on
QEvent.LanguageChange). `chart_image()` renders a chart offscreen at a given pixel size for the PDF.

What is drawn comes from the recommendation: the options cost and speed compare and their Pareto front,
each option's memory per GPU, the names, all from core (Recommendation, Option); the charts only draw them.
The few helpers left here (`front_steps`, `cloud_reference`, `money`) are plain functions so tests can check
them without looking at pixels.
"""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING, Any

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QImage
from PySide6.QtWidgets import QVBoxLayout, QWidget

from gpu_advisor.core.foundation import Text, money_text
from gpu_advisor.gui.safety import as_plain

if TYPE_CHECKING:
    from gpu_advisor.core.options import Option
    from gpu_advisor.core.recommend import Recommendation

# One accent colour per series, distinguishable by colour-blind readers (Okabe-Ito based), calm on white.
INK = "#333333"  # text and axes
GRID_ALPHA = 0.15
KIND_COLOURS = {"buy": "#3B75AF", "cloud": "#E08A1E", "owned": "#4E9A52"}
PICK_STYLE = {  # label -> (symbol, size, colour)
    "recommended": ("star", 22, "#1B7F3B"),
    "budget_alternative": ("d", 17, "#7B4EA3"),
    "avoid": ("x", 17, "#C0392B"),
}
FRONT_COLOUR = "#555555"
RECOMMENDED_COLOUR = PICK_STYLE["recommended"][2]
CLOUD_COLOUR = KIND_COLOURS["cloud"]
BREAK_EVEN_COLOUR = "#666666"
USABLE_COLOUR = "#C0392B"
CAPACITY_COLOUR = "#333333"
PART_COLOURS = {
    "weights": "#3B75AF",
    "kv_cache": "#E08A1E",
    "activations": "#4E9A52",
    "runtime_reserve": "#9C6FB5",
    "multi_gpu_buffers": "#8C6D4F",
    "gradients": "#D1495B",
    "optimizer_states": "#2A9D8F",
    "adapters_and_optimizer": "#D4A72C",
    "dequantization_buffer": "#E377C2",
}
SPARE_COLOURS = ["#7F7F7F", "#17BECF", "#BCBD22"]
PICK_LABELS = ("recommended", "budget_alternative", "avoid")
# What each place around a marker costs a pick's word (see CostSpeedChart._label_candidates), in square
# pixels of overlap it is worth: beside the marker is best, a word set apart from its marker is a last resort.
LABEL_PLACE_PENALTY = (0, 10, 40, 40, 50, 50, 60, 60, 800, 800, 900, 900)


# ---------------------------------------------------------------- what is drawn (no pixels)


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


def cloud_reference(result: Recommendation) -> Option | None:
    """The cloud line of the cumulative chart: the alternative if it is a cloud option, else the
    cheapest sound cloud option a month (the one core.recommend measures break-even against)."""
    alternative = result.alternative
    if alternative is not None and alternative.kind == "cloud" and alternative.cost is not None:
        return alternative
    clouds = [o for o in result.all_options if o.kind == "cloud" and o.sound]
    return min(clouds, key=lambda o: o.priced.monthly) if clouds else None


def money(value: float, lang: str = "en") -> str:
    """A short amount for axes and labels: 29.2k / 1.5M in English, 2.92万 / 150万 in Chinese (core's formatter)."""
    return money_text(value, lang=lang, short=True)


def label_text(label: str, lang: str) -> str:
    """The word for a pick (首选 / 平替 / 踩雷), the same one the rest of the app shows."""
    return Text(f"label.{label}").render(lang)


# ---------------------------------------------------------------- axes


class Axis(pg.AxisItem):
    """An axis whose end labels may reach a little past its ends (pyqtgraph drops a label that pokes out
    of the axis by a pixel once the grid is on, so "0" or the last month would vanish)."""

    LABEL_ROOM = 12

    def boundingRect(self):  # noqa: N802 (Qt naming)
        m = self.LABEL_ROOM
        return super().boundingRect().adjusted(-m, -m, m, m)


class MoneyAxis(Axis):
    """An axis in money (29k, 1.5M / 2.9万, 150万); on a log axis the values drawn are log10 of the money."""

    def __init__(self, orientation: str, log: bool = False, **kwargs) -> None:
        super().__init__(orientation, **kwargs)
        self.log = log
        self.lang = "en"

    def tickValues(self, minVal, maxVal, size):  # noqa: N802 (pyqtgraph naming)
        if not self.log:
            return super().tickValues(minVal, maxVal, size)
        if not (math.isfinite(minVal) and math.isfinite(maxVal)) or maxVal <= minVal:
            return []
        most = max(2, int(size / 60))  # room for about one label per 60 pixels
        best: list[float] = []
        for mantissas in ((1,), (1, 2, 5), (1, 2, 3, 5, 7), (1, 1.5, 2, 3, 4, 5, 6, 7, 8, 9)):
            values = [
                math.log10(m) + e
                for e in range(math.floor(minVal) - 1, math.ceil(maxVal) + 1)
                for m in mantissas
                if minVal <= math.log10(m) + e <= maxVal
            ]
            if len(values) > most:
                break
            best = values
            if len(values) >= 4:
                break
        return [(1.0, best)]

    def tickStrings(self, values, scale, spacing):  # noqa: N802
        if self.log:
            return [money(10**v, self.lang) for v in values]
        return [money(v * scale, self.lang) for v in values]


# ---------------------------------------------------------------- the charts


class _Chart(QWidget):
    """A white PlotWidget with its legend below the plot. No tr() here: each chart has its own context."""

    max_legend_columns = 2
    axes_shown: tuple[str, ...] = ("left", "bottom")

    def __init__(self, parent: QWidget | None = None, axis_items: dict | None = None) -> None:
        super().__init__(parent)
        self._lang = "en"
        self._render_scale: float | None = None  # set by chart_image while it draws
        self._stale = False  # the language changed while it was hidden
        axes = {"left": Axis("left"), "bottom": Axis("bottom"), **(axis_items or {})}
        self.plot_widget = pg.PlotWidget(self, background="w", axisItems=axes)
        self.plot_widget.setAntialiasing(True)
        self.plot_item = self.plot_widget.getPlotItem()
        self.plot_item.setMenuEnabled(False)
        self.plot_item.hideButtons()
        self.plot_item.getViewBox().setMouseEnabled(False, False)
        self.plot_item.layout.setContentsMargins(6, 8, 16, 6)
        self.plot_item.layout.setRowSpacing(3, 6)
        for name in ("left", "bottom"):
            axis = self.plot_item.getAxis(name)
            axis.setTextPen(pg.mkPen(INK))
        self.legend: pg.LegendItem | None = None
        self._legend_entries: list[tuple[object, str]] = []
        self._legend_columns = 0
        self._message = pg.TextItem("", color=INK, anchor=(0.5, 0.5))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot_widget)
        self.setMinimumSize(320, 240)

    # -- drawing helpers

    def _pen_factor(self) -> float:
        """pyqtgraph's pens are cosmetic (widths in device pixels): widen them on high-DPI output so
        lines keep their weight next to the text."""
        return self._render_scale or max(1.0, self.devicePixelRatioF())

    def _pen(self, colour, width: float = 1.0, style: Qt.PenStyle = Qt.PenStyle.SolidLine):
        return pg.mkPen(colour, width=width * self._pen_factor(), style=style)

    def _font_size(self) -> str:
        size = self.font().pointSizeF()
        return f"{size if size > 0 else 9:g}pt"

    def _axis_title(self, name: str, text: str) -> None:
        self.plot_item.setLabel(name, text, color=INK, **{"font-size": self._font_size()})

    def _clear(self) -> None:
        self._legend_entries = []
        self.plot_item.clear()
        for name in ("left", "bottom"):
            self.plot_item.getAxis(name).setPen(self._pen(INK))
            self.plot_item.showAxis(name, name in self.axes_shown)

    def _show_message(self, text: str) -> None:
        """An empty chart says why it is empty."""
        self._message.setText(text, color=INK)
        for name in ("left", "bottom"):  # axes without data would show made-up numbers
            self.plot_item.hideAxis(name)
        self.plot_item.addItem(self._message, ignoreBounds=True)
        self.plot_item.setRange(xRange=(0, 1), yRange=(0, 1), padding=0)
        self._message.setPos(0.5, 0.5)
        self.build_legend(force=True)

    def _add_legend(self, item, name: str) -> None:
        self._legend_entries.append((item, name))

    # -- the legend: below the plot, as many columns as the width allows

    def _columns_that_fit(self) -> int:
        if not self._legend_entries:
            return 0
        metrics = QFontMetrics(self.font())
        widths = [metrics.horizontalAdvance(name) + 20 + 2 * 12 for _, name in self._legend_entries]  # sample, gaps
        room = self.width() - 70  # the left axis and the margins
        for columns in range(min(self.max_legend_columns, len(widths)), 1, -1):
            # entries fill the legend row by row: column c holds entries c, c + columns, ...
            if sum(max(widths[c::columns]) for c in range(columns)) <= room:
                return columns
        return 1

    def redraw(self, render_scale: float | None = None) -> None:
        """Draw again: for an image at `render_scale` device pixels per pixel (chart_image), or for the screen (None)."""
        self._render_scale = render_scale
        self._draw()

    def build_legend(self, force: bool = False) -> None:
        columns = self._columns_that_fit()
        if not force and columns == self._legend_columns:
            return
        self._legend_columns = columns
        if self.legend is not None:
            self.plot_item.layout.removeItem(self.legend)
            if self.legend.scene() is not None:
                self.legend.scene().removeItem(self.legend)
            self.legend = None
        if not self._legend_entries:
            return
        self.legend = pg.LegendItem(
            colCount=columns, labelTextColor=INK, labelTextSize=self._font_size(), horSpacing=12, verSpacing=-2
        )
        for item, name in self._legend_entries:
            self.legend.addItem(item, name)
        self.plot_item.layout.addItem(self.legend, 4, 1)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        self.build_legend()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.LanguageChange:
            if self.isVisible():
                self.retranslate()
            else:  # on another tab, or drawn offscreen for a report: redrawn when it is next shown
                self._stale = True
        super().changeEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().showEvent(event)
        if self._stale:
            self._stale = False
            self._draw()

    def retranslate(self, lang: str | None = None) -> None:
        """Re-set every translated string. `lang` (en / zh_CN) picks the words the core supplies
        (首选, money in 万); the chart's own strings follow the installed QTranslator."""
        if lang is not None:
            self._lang = lang
        self._draw()

    def _draw(self) -> None:  # pragma: no cover - every chart overrides it
        raise NotImplementedError


# the least cost a log axis shows: one yuan or dollar. A cost of nothing (no hours of use, GPUs already owned with
# free electricity) is drawn there, at the axis's left end, instead of stopping the chart and the PDF with it
LEAST_COST_DRAWN = 1.0


def log_cost(amount: float) -> float:
    return math.log10(max(amount, LEAST_COST_DRAWN))


class CostSpeedChart(_Chart):
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


class CumulativeCostChart(_Chart):
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


class MemoryChart(_Chart):
    """One option's memory per GPU as a stacked horizontal bar, part by part, against the memory the
    runtime may use and the card's capacity."""

    max_legend_columns = 3
    axes_shown = ("bottom",)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot_item.showGrid(x=True, y=False, alpha=GRID_ALPHA)
        self.option: Option | None = None
        self.name = ""  # what the option is called (Recommendation.option_name)
        self.unified = False  # a Mac's or a Jetson's one pool of memory, not a card's
        self.marketed_gb = 0.0  # the memory as the maker sells it (48 for a "48GB" card: binary gigabytes)
        self.bars: dict[str, pg.BarGraphItem] = {}
        self.usable_line: pg.InfiniteLine | None = None
        self.capacity_line: pg.InfiniteLine | None = None
        self._draw()

    def show_option(self, result: Recommendation, option: Option, lang: str = "en") -> None:
        """One option of `result`."""
        self.option = option
        self.name = result.option_name(option)
        self.unified = option.kind != "cloud" and result.catalog.gpus.get(option.gpu).unified_memory
        self.marketed_gb = result.catalog.gpus.get(option.gpu).memory_gb
        self._lang = lang
        self._draw()

    def show_result(self, result: Recommendation, lang: str = "en") -> None:
        """The recommended option's memory (or the first option's when nothing is recommended)."""
        option = result.recommended or (result.options[0] if result.options else None)
        if option is None:
            self.option = None
            self._lang = lang
            self._draw()
        else:
            self.show_option(result, option, lang)

    def part_name(self, key: str) -> str:
        names = {
            "weights": self.tr("Weights"),
            "kv_cache": self.tr("KV cache"),
            "activations": self.tr("Activations"),
            "runtime_reserve": self.tr("Runtime reserve"),
            "multi_gpu_buffers": self.tr("Multi-GPU buffers"),
            "gradients": self.tr("Gradients"),
            "optimizer_states": self.tr("Optimizer states"),
            "adapters_and_optimizer": self.tr("Adapters and their optimizer"),
            "dequantization_buffer": self.tr("Dequantization buffer"),
        }
        return names.get(key, key.replace("_", " ").capitalize())

    def _draw(self) -> None:
        self._clear()
        self.bars, self.usable_line, self.capacity_line = {}, None, None
        unified = self.unified and self.option is not None
        self._axis_title("bottom", self.tr("Unified memory (GB)") if unified else self.tr("Memory per GPU (GB)"))
        if self.option is None:
            self.plot_item.setTitle(None)
            self._show_message(self.tr("No option to show."))
            return
        option, mem = self.option, self.option.estimate.memory
        gb = self.tr("{0} GB")
        usable_of = self.tr("{0}: {1} of {2} usable") if unified else self.tr("{0}: {1} of {2} usable per GPU")
        title = usable_of.format(
            self.name, gb.format(f"{mem.per_gpu_gb:.1f}"), gb.format(f"{mem.usable_per_gpu_gb:.1f}")
        )
        self.plot_item.setTitle(title, color=INK, size=self._font_size())
        start = 0.0
        spare = iter(SPARE_COLOURS)
        for key, value in option.memory_per_gpu:
            colour = PART_COLOURS.get(key) or next(spare, "#999999")
            bar = pg.BarGraphItem(
                x0=[start], width=[value], y=[0], height=[0.9], brush=pg.mkBrush(colour), pen=self._pen("w")
            )
            self.plot_item.addItem(bar)
            self._add_legend(bar, f"{self.part_name(key)} {gb.format(f'{value:.1f}')}")
            self.bars[key] = bar
            start += value
        usable, capacity = mem.usable_per_gpu_gb, mem.capacity_per_gpu_gb
        label_opts = {"color": INK, "fill": pg.mkBrush(255, 255, 255, 220)}
        # the two labels sit above and below the bar, so close lines never hide each other's words
        self.usable_line = pg.InfiniteLine(
            pos=usable,
            angle=90,
            pen=self._pen(USABLE_COLOUR, 2, Qt.PenStyle.DashLine),
            label=self.tr("Usable {0}").format(gb.format(f"{usable:.1f}")),
            labelOpts={**label_opts, "position": 0.93, "anchors": [(1, 0.5), (1, 0.5)]},
        )
        self.capacity_line = pg.InfiniteLine(
            pos=capacity,
            angle=90,
            pen=self._pen(CAPACITY_COLOUR, 2),
            # the axis counts 10^9 bytes (as the estimate does); the maker's "48GB" is 48 x 2^30 bytes: both are said,
            # so a 48 GB card is not read as 51.3 GB (newcomer review)
            label=(
                self.tr("Memory {0} ({1} × 10⁹ bytes usable by the GPU)")
                if unified
                else self.tr("Card {0} ({1} × 10⁹ bytes)")
            ).format(gb.format(f"{self.marketed_gb:g}"), f"{capacity:.1f}"),
            labelOpts={**label_opts, "position": 0.07, "anchors": [(1, 0.5), (1, 0.5)]},
        )
        for line in (self.usable_line, self.capacity_line):
            line.label.setFont(self.font())
            self.plot_item.addItem(line)
        right = max(capacity, usable, start) * 1.04
        self.plot_item.setRange(xRange=(-right * 0.005, right), yRange=(-0.9, 0.9), padding=0)
        self.build_legend(force=True)


# ---------------------------------------------------------------- images


def chart_image(widget: QWidget, width: int, height: int, scale: float = 1.0) -> QImage:
    """The chart drawn offscreen into a width x height pixel image (for the PDF report).

    `scale` is the device pixel ratio: 2.0 lays the chart out at half the pixel size, so text and lines
    come out twice as large and sharp (a 1600 x 1000 image at scale 2 looks like an 800 x 500 chart).
    The widget is resized for the drawing and given its old size back afterwards."""
    old = widget.size()
    image = QImage(max(int(width), 1), max(int(height), 1), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(scale)
    image.fill(QColor("white"))
    chart = widget if isinstance(widget, _Chart) else None
    widget.resize(max(1, round(width / scale)), max(1, round(height / scale)))
    try:
        if chart is not None:
            chart.redraw(render_scale=scale)
        _settle(widget)
        widget.render(image)
    finally:
        widget.resize(old)
        if chart is not None:
            chart.redraw(render_scale=None)
    return image


def _settle(widget: QWidget) -> None:
    """Give the layouts the new size before drawing: a hidden widget gets no resize events until shown."""
    layout = widget.layout()
    if layout is not None:
        layout.activate()
    if isinstance(widget, _Chart):
        widget.build_legend()
    # graphics layouts (the legend's rows, the plot's axes) lay out on a posted event: run it now
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    for plot in widget.findChildren(pg.PlotWidget):
        plot.getPlotItem().layout.activate()
        if isinstance(widget, _Chart) and widget.legend is not None:
            widget.legend.layout.activate()
        plot.getPlotItem().getViewBox().updateViewRange()
        plot.getPlotItem().getViewBox().updateMatrix()
    if isinstance(widget, CostSpeedChart):
        widget.place_labels()
