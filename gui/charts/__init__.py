"""Charts of a recommendation: cost against speed, money spent month by month, and memory per GPU.

The only package of the app that imports pyqtgraph; the app imports it lazily, after the first paint.
Each chart is a QWidget around one pyqtgraph PlotWidget with a white background, one accent colour per
series and the application font (the bundled Chinese font when the app installed it). `show_result()` /
`show_option()` replace what is drawn; `retranslate()` redraws every translated string (it also runs on
QEvent.LanguageChange). `chart_image()` renders a chart offscreen at a given pixel size for the PDF.

What is drawn comes from the recommendation: the options cost and speed compare and their Pareto front,
each option's memory per GPU, the names, all from core (Recommendation, Option); the charts only draw them.
The few helpers left here (`front_steps`, `cloud_reference`, `money`) are plain functions so tests can check
them without looking at pixels.

    style.py       the colours, the words for a pick, money on an axis
    base.py        the axes, Chart (what every chart shares) and chart_image
    cost_speed.py  CostSpeedChart and front_steps
    cumulative.py  CumulativeCostChart and cloud_reference
    memory.py      MemoryChart
"""

from gpu_advisor.gui.charts.base import Chart, chart_image
from gpu_advisor.gui.charts.cost_speed import CostSpeedChart, front_steps
from gpu_advisor.gui.charts.cumulative import CumulativeCostChart, cloud_reference
from gpu_advisor.gui.charts.memory import MemoryChart
from gpu_advisor.gui.charts.style import PICK_LABELS, label_text, money

__all__ = [
    "PICK_LABELS",
    "Chart",
    "CostSpeedChart",
    "CumulativeCostChart",
    "MemoryChart",
    "chart_image",
    "cloud_reference",
    "front_steps",
    "label_text",
    "money",
]
