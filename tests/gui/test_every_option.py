"""The alternatives are visible (issue 22): the options table lists the picks, every option that does the job, or every
configuration sized, sorts by a click on a column (money and speed as numbers), and a row always shows and pins the
option it lists, wherever sorting moved it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.test_gui import go_to, window  # noqa: F401 (the fixture)


def totals(page) -> list[float | None]:
    options = [page.option_at(row) for row in range(page.table.rowCount())]
    return [o.cost.horizon_total if o.cost else None for o in options]


def test_every_option_that_does_the_job_can_be_listed_and_sorted(window, qtbot):  # noqa: F811
    window.state.update_part("budget", one_off=500_000)
    go_to(window, "results", qtbot)
    page = window.pages["results"]
    qtbot.waitUntil(lambda: page.result is not None, timeout=30_000)
    picks = page.table.rowCount()
    assert picks == len(page.result.options)
    page.show_choice.setCurrentIndex(1)  # every option that does the job
    working = [o for o in page.result.all_options if o.sound and o.ruled_out is None]
    assert page.table.rowCount() == len({id(o) for o in [*page.result.options, *working]}) > picks
    page.show_choice.setCurrentIndex(2)  # every configuration sized
    assert page.table.rowCount() == len(page.result.all_options) + sum(
        o not in page.result.all_options for o in page.result.options
    )
    page.show_choice.setCurrentIndex(1)
    page.table.sortItems(6, Qt.SortOrder.AscendingOrder)  # the total over the years, as numbers
    listed = totals(page)
    known = [t for t in listed if t is not None]
    assert listed == known + [None] * (len(listed) - len(known))  # an option without a cost (the 踩雷) sorts last
    assert known == sorted(known) and len(set(known)) > 2
    # the row a buyer selects and pins is the option it shows, after sorting too
    last = page.table.rowCount() - 1
    page.table.selectRow(last)
    assert page.selected_option() is page.option_at(last)
    assert page.selected_option() is page.option_at(last)
    page.table.item(last, 8).setCheckState(Qt.CheckState.Checked)
    assert page.pinned_options() == [page.option_at(last)]
    assert page.table.item(last, 1).text() == page._name(page.option_at(last))


def test_a_dot_on_the_chart_says_what_it_is_and_a_click_selects_it(window, qtbot):  # noqa: F811
    window.state.update_part("budget", one_off=500_000)
    go_to(window, "results", qtbot)
    page = window.pages["results"]
    qtbot.waitUntil(lambda: page.result is not None, timeout=30_000)
    page.tabs.setCurrentIndex(page.tabs.indexOf(page.chart_scroll))  # the charts are made when their tab is first shown
    qtbot.waitUntil(lambda: page.charts is not None, timeout=10_000)
    chart = page.charts["cost_speed"]
    series = chart.series["buy"]
    point = max(series.points(), key=lambda p: p.data().priced.horizon_total)  # the dearest: not among the picks
    option = point.data()
    tip = chart._tip(point.pos().x(), point.pos().y(), option)
    assert page.result.option_name(option) in tip and f"{option.priced.horizon_total:,.0f}" in tip
    series.sigClicked.emit(series, [point], None)
    assert page.selected_option() is option and page.tabs.currentIndex() == 0
