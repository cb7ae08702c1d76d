"""The charts of a recommendation (gui/charts/): what they draw, that they draw it without warnings,
that they render offscreen, and that every string they show has its Chinese."""

from __future__ import annotations

import math
import re
import shutil
import subprocess
import sys
import warnings
import xml.etree.ElementTree as ET
from pathlib import Path
from types import SimpleNamespace
from xml.sax.saxutils import escape

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QCoreApplication, QtMsgType, QTranslator  # noqa: E402
from PySide6.QtGui import QFont, QFontDatabase, QImage  # noqa: E402

from gpu_advisor.core.recommend import recommend  # noqa: F401
from gpu_advisor.core.recommend.ranking import pareto_front  # noqa: F401
from gpu_advisor.core.scenario import FineTune, template  # noqa: E402
from gpu_advisor.gui import charts  # noqa: E402
from tests.translation_words import words as catalog_words  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
FONT = ROOT / "resources" / "fonts" / "GPUAdvisorSansSC-Regular.otf"


def tool(name: str) -> str | None:
    local = Path(sys.executable).parent / name
    return str(local) if local.exists() else shutil.which(name)


@pytest.fixture(scope="module")
def result(catalog):
    return recommend(catalog, template())


@pytest.fixture(scope="module")
def app_font(qapp):
    """The bundled font, as the app sets it, so Chinese renders; the old font comes back afterwards."""
    old = qapp.font()
    font_id = QFontDatabase.addApplicationFont(str(FONT))
    assert font_id >= 0, "bundled font did not load"
    qapp.setFont(QFont(QFontDatabase.applicationFontFamilies(font_id)[0], 10))
    yield
    qapp.setFont(old)


@pytest.fixture
def chinese(qapp, tmp_path, app_font):
    """A QTranslator built from the charts' strings in the catalog through a .ts and pyside6-lrelease, installed while the test runs."""
    lrelease = tool("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease not installed")
    by_context: dict[str, list[tuple[str, str]]] = {}
    for key, text in catalog_words("CostSpeedChart", "CumulativeCostChart", "MemoryChart").items():
        context, source = key.split("|", 1)
        by_context.setdefault(context, []).append((source, text))
    parts = ['<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="zh_CN">']
    for context, messages in by_context.items():
        parts.append(f"<context><name>{escape(context)}</name>")
        parts += [
            f"<message><source>{escape(s)}</source><translation>{escape(t)}</translation></message>"
            for s, t in messages
        ]
        parts.append("</context>")
    parts.append("</TS>\n")
    ts, qm = tmp_path / "charts_zh_CN.ts", tmp_path / "charts_zh_CN.qm"
    ts.write_text("".join(parts), encoding="utf-8")
    subprocess.run([lrelease, str(ts), "-qm", str(qm)], check=True, capture_output=True, timeout=60)
    translator = QTranslator()
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


def make(qtbot, cls):
    widget = cls()
    qtbot.addWidget(widget)
    widget.resize(900, 600)
    return widget


def no_warnings(qtlog, caught) -> None:
    qt = [r.message for r in qtlog.records if r.type in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg)]
    assert not qt, qt
    assert not [str(w.message) for w in caught]


def distinct_colours(image: QImage) -> int:
    step_x, step_y = max(1, image.width() // 60), max(1, image.height() // 60)
    return len({image.pixel(x, y) for x in range(0, image.width(), step_x) for y in range(0, image.height(), step_y)})


def fake(cost: float, speed: float) -> SimpleNamespace:
    summary = SimpleNamespace(horizon_total=cost)
    return SimpleNamespace(cost=summary, priced=summary, per_user_tokens_per_s=speed)


# ---------------------------------------------------------------- what is drawn


def test_cost_speed_chart_plots_every_fitting_costed_option(qtbot, qtlog, result, catalog, app_font):
    expected = [o for o in result.all_options if o.fits and o.cost is not None and o.per_user_tokens_per_s is not None]
    assert expected
    chart = make(qtbot, charts.CostSpeedChart)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        chart.show_result(result, "en")
        chart.show()
        qtbot.waitExposed(chart)
    no_warnings(qtlog, caught)
    assert chart.point_count == len(expected) == len(result.comparable)
    plotted = [o for series in chart.series.values() for o in series.data["data"]]
    assert {id(o) for o in plotted} == {id(o) for o in expected}
    # buy and cloud in their own series and colours
    assert {"buy", "cloud"} <= set(chart.series)
    assert chart.series["buy"].opts["brush"].color().rgb() != chart.series["cloud"].opts["brush"].color().rgb()
    # the labelled picks that fit are highlighted, each with its own symbol and a word beside it
    picks = {o.label for o in expected if o.label in charts.PICK_LABELS}
    assert "recommended" in picks and set(chart.picks) == picks
    assert len({chart.picks[label][1].opts["symbol"] for label in picks}) == len(picks)
    assert chart.picks["recommended"][2].toPlainText() == "Recommended"
    names = [label.text for _sample, label in chart.legend.items]
    assert "Buy" in names and "Best speed for the money" in names
    assert any(n.startswith("Recommended: ") for n in names)


def test_pareto_front_is_non_dominated_and_dominates_the_rest(result):
    options = result.comparable
    front = pareto_front(options, with_headroom=False)

    def beats(b, a):
        cost_b, cost_a = b.cost.horizon_total, a.cost.horizon_total
        speed_b, speed_a = b.per_user_tokens_per_s, a.per_user_tokens_per_s
        return cost_b <= cost_a and speed_b >= speed_a and (cost_b < cost_a or speed_b > speed_a)

    assert front
    for a in front:
        assert not any(beats(b, a) for b in options if b is not a)
    for a in options:
        if a not in front:
            assert any(beats(b, a) for b in front)
    costs = [o.cost.horizon_total for o in front]
    speeds = [o.per_user_tokens_per_s for o in front]
    assert costs == sorted(costs) and speeds == sorted(speeds)  # cheapest first, each one faster


def test_pareto_front_small_cases():
    cheap_slow, dear_fast, dominated, twin = fake(10, 5), fake(50, 30), fake(60, 20), fake(10, 5)
    assert pareto_front([dominated, dear_fast, cheap_slow], with_headroom=False) == [cheap_slow, dear_fast]
    assert set(map(id, pareto_front([cheap_slow, twin], with_headroom=False))) == {
        id(cheap_slow),
        id(twin),
    }  # equals beat no one
    assert pareto_front([], with_headroom=False) == []
    xs, ys = charts.front_steps([cheap_slow, dear_fast])
    assert (xs, ys) == ([10, 50, 50], [5, 5, 30])  # flat until the next option, then up


def test_cost_speed_front_line_follows_the_front(qtbot, result, catalog):
    chart = make(qtbot, charts.CostSpeedChart)
    chart.show_result(result, "en")
    xs, ys = chart.front_line.getData()
    front = result.cost_speed_front  # computed once, in the core
    assert front == pareto_front(result.comparable, with_headroom=False)
    assert chart.front == front
    assert len(xs) == 2 * len(front) - 1
    assert xs[-1] == pytest.approx(math.log10(front[-1].cost.horizon_total))
    assert ys[-1] == pytest.approx(front[-1].per_user_tokens_per_s)


def test_cumulative_chart_marks_break_even(qtbot, qtlog, result, catalog):
    chart = make(qtbot, charts.CumulativeCostChart)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        chart.show_result(result, "en")
        chart.show()
        qtbot.waitExposed(chart)
    no_warnings(qtlog, caught)
    own = result.recommended
    cloud = charts.cloud_reference(result)
    assert own.kind == "buy" and cloud.kind == "cloud"
    xs, ys = chart.lines["recommended"].getData()
    assert list(ys) == pytest.approx(own.cost.cumulative_by_month)
    assert list(xs) == list(range(own.cost.months + 1))
    assert list(chart.lines["other"].getData()[1]) == pytest.approx(cloud.cost.cumulative_by_month)
    assert own.cost.break_even_month is not None
    assert chart.break_even_line.value() == own.cost.break_even_month
    assert str(own.cost.break_even_month) in chart.break_even_line.label.toPlainText()
    # the cloud line is the one break-even was measured against
    assert result.option_name(cloud) == own.cost.break_even_against


def test_cumulative_chart_without_break_even(qtbot, catalog):
    # fine-tuning in the cloud: the pick is rented, nothing breaks even
    tuned = recommend(
        catalog, template().model_copy(update={"use_case": "fine_tune", "fine_tune": FineTune(method="lora")})
    )
    chart = make(qtbot, charts.CumulativeCostChart)
    chart.show_result(tuned, "en")
    own = tuned.recommended
    if own is None:
        assert not chart.lines
    else:
        assert own.cost.break_even_month is None
        assert chart.break_even_line is None and "recommended" in chart.lines


def test_memory_bar_parts_sum_to_memory_per_gpu(qtbot, qtlog, result, catalog):
    option = result.recommended
    chart = make(qtbot, charts.MemoryChart)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        chart.show_option(result, option, "en")
        chart.show()
        qtbot.waitExposed(chart)
    no_warnings(qtlog, caught)
    mem = option.estimate.memory
    widths = [bar.opts["width"][0] for bar in chart.bars.values()]
    assert sum(widths) == pytest.approx(mem.per_gpu_gb)
    starts = [bar.opts["x0"][0] for bar in chart.bars.values()]
    assert starts == pytest.approx([sum(widths[:i]) for i in range(len(widths))])  # stacked end to end
    assert set(chart.bars) <= set(mem.breakdown) and "weights" in chart.bars and "kv_cache" in chart.bars
    assert chart.usable_line.value() == pytest.approx(mem.usable_per_gpu_gb)
    assert chart.capacity_line.value() == pytest.approx(mem.capacity_per_gpu_gb)
    names = [label.text for _sample, label in chart.legend.items]
    assert names[0] == f"Weights {mem.breakdown['weights'] / option.count:.1f} GB"


def test_memory_parts_for_every_fitting_option(result):
    # layer splits (llama.cpp on several GPUs) put whole layers on each GPU: the parts still add up
    for option in result.all_options:
        parts = option.memory_per_gpu
        assert sum(gb for _name, gb in parts) == pytest.approx(option.estimate.memory.per_gpu_gb), option.gpu
        assert all(gb > 0 for _name, gb in parts)


def test_memory_chart_for_fine_tuning_parts(qtbot, catalog):
    tuned = recommend(
        catalog, template().model_copy(update={"use_case": "fine_tune", "fine_tune": FineTune(method="lora")})
    )
    option = next(o for o in tuned.all_options if o.fits)
    chart = make(qtbot, charts.MemoryChart)
    chart.show_option(tuned, option, "en")
    assert "adapters_and_optimizer" in chart.bars
    assert sum(bar.opts["width"][0] for bar in chart.bars.values()) == pytest.approx(option.estimate.memory.per_gpu_gb)


def test_empty_results_say_so(qtbot, catalog):
    nothing = recommend(
        catalog, template().model_copy(update={"model": "deepseek-r1", "target": "edge", "lowest_precision": "bf16"})
    )
    for cls in (charts.CostSpeedChart, charts.CumulativeCostChart, charts.MemoryChart):
        chart = make(qtbot, cls)
        chart.show_result(nothing, "en")
        assert chart._message.toPlainText() or chart.legend is not None
        image = charts.chart_image(chart, 400, 300)
        assert distinct_colours(image) > 1


def test_money_is_short_in_both_languages():
    assert charts.money(29_236) == "29.2k"
    assert charts.money(1_500_000) == "1.5M"
    assert charts.money(500) == "500"
    assert charts.money(29_236, "zh_CN") == "2.92万"
    assert charts.money(1_500_000, "zh_CN") == "150万"
    assert charts.money(3e8, "zh_CN") == "3亿"
    assert charts.money(0) == "0"


# ---------------------------------------------------------------- images and languages


@pytest.mark.parametrize("cls", [charts.CostSpeedChart, charts.CumulativeCostChart, charts.MemoryChart])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_chart_image_is_not_blank(qtbot, result, catalog, app_font, cls, scale):
    chart = make(qtbot, cls)
    chart.show_result(result, "en")
    size = chart.size()
    image = charts.chart_image(chart, 800, 500, scale)
    assert (image.width(), image.height()) == (800, 500)
    assert distinct_colours(image) > 10
    assert chart.size() == size  # given its size back


def test_retranslate_follows_the_translator(qtbot, result, catalog, chinese, qapp):
    chart = make(qtbot, charts.CostSpeedChart)
    memory = make(qtbot, charts.MemoryChart)
    chart.show_result(result, "en")
    memory.show_result(result, "en")
    # installing the translator (fixture) before drawing already gives Chinese; a language switch redraws
    assert "每位用户" in chart.plot_item.getAxis("left").labelText
    qapp.removeTranslator(chinese)
    QCoreApplication.processEvents()  # LanguageChange reaches the widgets
    # a hidden chart (another tab, a report's offscreen chart) waits until it is shown to redraw
    assert "每位用户" in chart.plot_item.getAxis("left").labelText
    chart.show()
    assert chart.plot_item.getAxis("left").labelText == "Speed per user (tokens/s)"
    qapp.installTranslator(chinese)
    QCoreApplication.processEvents()  # shown: redrawn at once
    assert "每位用户" in chart.plot_item.getAxis("left").labelText
    chart.hide()
    qapp.removeTranslator(chinese)
    QCoreApplication.processEvents()
    qapp.installTranslator(chinese)
    QCoreApplication.processEvents()
    chart.retranslate("zh_CN")
    memory.retranslate("zh_CN")
    assert chart.plot_item.getAxis("left").labelText == "每位用户的速度（token/秒）"
    assert chart.picks["recommended"][2].toPlainText() == "首选"
    assert any(label.text.startswith("首选：") for _s, label in chart.legend.items)
    assert memory.plot_item.getAxis("bottom").labelText == "每张卡的显存（GB）"
    image = charts.chart_image(chart, 900, 600)
    assert distinct_colours(image) > 10


def test_every_chart_string_has_its_chinese(tmp_path):
    """Exactly the (context, source) pairs pyside6-lupdate finds in gui/charts/ are in the catalog."""
    lupdate = tool("pyside6-lupdate")
    if lupdate is None:
        pytest.skip("pyside6-lupdate not installed")
    ts = tmp_path / "charts.ts"
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "gui" / "charts").glob("*.py"))
    subprocess.run(
        [lupdate, *sources, "-ts", str(ts), "-no-obsolete", "-locations", "none"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        timeout=120,
    )
    found = {
        f"{c.findtext('name')}|{m.findtext('source')}"
        for c in ET.parse(ts).getroot().iter("context")
        for m in c.iter("message")
    }
    words = catalog_words("CostSpeedChart", "CumulativeCostChart", "MemoryChart")
    assert found == set(words)
    for key, text in words.items():
        source = key.split("|", 1)[1]
        assert text.strip(), key
        assert sorted(re.findall(r"\{\d\}", source)) == sorted(re.findall(r"\{\d\}", text)), key
    contexts = {key.split("|", 1)[0] for key in words}
    assert contexts == {"CostSpeedChart", "CumulativeCostChart", "MemoryChart"}


def test_only_the_charts_module_imports_pyqtgraph():
    """The app imports gui.charts lazily, after the first paint: pyqtgraph must not come in any other way."""
    for path in (ROOT / "gui").rglob("*.py"):
        if path.parent == ROOT / "gui" / "charts":
            continue
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(import|from)\s+pyqtgraph", text, re.M), path.name


def test_memory_chart_of_a_mac_speaks_of_unified_memory(qtbot, catalog):
    """A Mac or a Jetson has one pool of unified memory, not a card (#15 item 5): the chart says so."""
    office = recommend(
        catalog,
        template().model_copy(
            update={"model": "qwen2.5-14b", "concurrent_users": 5, "target": "office", "used_ok": True}
        ),
    )
    mac = next(o for o in office.all_options if o.fits and office.catalog.gpus.get(o.gpu).unified_memory)
    card = next(o for o in office.all_options if o.fits and not office.catalog.gpus.get(o.gpu).unified_memory)
    chart = make(qtbot, charts.MemoryChart)
    chart.show_option(office, mac, "en")
    assert chart.plot_item.getAxis("bottom").labelText == "Unified memory (GB)"
    assert "per GPU" not in chart.plot_item.titleLabel.text and "usable" in chart.plot_item.titleLabel.text
    assert chart.capacity_line.label.textItem.toPlainText().startswith("Memory ")
    chart.show_option(office, card, "en")
    assert chart.plot_item.getAxis("bottom").labelText == "Memory per GPU (GB)"
    assert chart.capacity_line.label.textItem.toPlainText().startswith("Card ")
