"""What every chart shares: the axes (one in money), the Chart base class (a white PlotWidget with its legend below
the plot, the pens and fonts, redrawing on a change of language) and chart_image, which draws a chart offscreen for
the PDF. No tr() here: each chart has its own context in the message catalog."""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage
from PySide6.QtWidgets import QVBoxLayout, QWidget

from gpu_advisor.gui.charts.style import INK, money

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


class Chart(QWidget):
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

    def after_layout(self) -> None:
        """Called by chart_image once the chart is laid out at the image's size: for what depends on pixels."""


def chart_image(widget: QWidget, width: int, height: int, scale: float = 1.0) -> QImage:
    """The chart drawn offscreen into a width x height pixel image (for the PDF report).

    `scale` is the device pixel ratio: 2.0 lays the chart out at half the pixel size, so text and lines
    come out twice as large and sharp (a 1600 x 1000 image at scale 2 looks like an 800 x 500 chart).
    The widget is resized for the drawing and given its old size back afterwards."""
    old = widget.size()
    image = QImage(max(int(width), 1), max(int(height), 1), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(scale)
    image.fill(QColor("white"))
    chart = widget if isinstance(widget, Chart) else None
    widget.resize(max(1, round(width / scale)), max(1, round(height / scale)))
    try:
        if chart is not None:
            chart.redraw(render_scale=scale)
        settle(widget)
        widget.render(image)
    finally:
        widget.resize(old)
        if chart is not None:
            chart.redraw(render_scale=None)
    return image


def settle(widget: QWidget) -> None:
    """Give the layouts the new size before drawing: a hidden widget gets no resize events until shown."""
    layout = widget.layout()
    if layout is not None:
        layout.activate()
    if isinstance(widget, Chart):
        widget.build_legend()
    # graphics layouts (the legend's rows, the plot's axes) lay out on a posted event: run it now
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    for plot in widget.findChildren(pg.PlotWidget):
        plot.getPlotItem().layout.activate()
        if isinstance(widget, Chart) and widget.legend is not None:
            widget.legend.layout.activate()
        plot.getPlotItem().getViewBox().updateViewRange()
        plot.getPlotItem().getViewBox().updateMatrix()
    if isinstance(widget, Chart):
        widget.after_layout()
