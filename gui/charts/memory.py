"""One option's memory per GPU (or a Mac's unified memory) as a stacked bar, part by part, against the memory the
runtime may use and the card's capacity."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from gpu_advisor.gui.charts.base import Chart
from gpu_advisor.gui.charts.style import CAPACITY_COLOUR, GRID_ALPHA, INK, PART_COLOURS, SPARE_COLOURS, USABLE_COLOUR

if TYPE_CHECKING:
    from gpu_advisor.core.options import Option
    from gpu_advisor.core.recommend import Recommendation


class MemoryChart(Chart):
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
