"""How fast the results page answers a "what if" (`make bench`): from a change of the number of users to the
new ranked table on screen, through the debounce, the recommendation in a worker thread and the redraw.
The wizard issue asks for a refresh within 100 ms that never freezes the window.

While each refresh runs, a 5 ms timer ticks on the GUI thread; the longest gap between its ticks is how long the
window could not react (a freeze). Both are wall time: the refresh spans a timer, a worker thread and the event
loop.

Baseline (tests/bench/timing.py), timed in wall time right before or after each change: parsing the catalog's
TOML, the engine bench's baseline. The refresh is a latency the buyer waits through, engine included, so it is
measured against the same yardstick as the engine rather than against the recommendation alone (which would let a
slower engine pass here unseen); the freeze is pure-Python work on the GUI thread, which the parse resembles.
Budgets, as ratios: the wizard issue's 100 ms refresh and 50 ms freeze when the baseline took about 50 ms, the
lower end of the 46-75 ms it takes on the shared machines: refresh at most 2.0x, freeze at most 1.0x.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time

from tests.bench.timing import ROUNDS, WALL_TIME, Row, parse_catalog_toml, report, seconds

REFRESH_BUDGET = 2.0
FREEZE_BUDGET = 1.0


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sandbox = tempfile.mkdtemp(prefix="gpu-advisor-bench-")
    os.environ["HOME"] = sandbox  # settings, autosave and prices of the bench never touch the user's own
    os.environ["XDG_CONFIG_HOME"] = os.path.join(sandbox, "config")
    os.environ["XDG_DATA_HOME"] = os.path.join(sandbox, "data")
    from PySide6.QtCore import QEventLoop, QSettings, QTimer

    from gpu_advisor.core.recommend import recommend
    from gpu_advisor.gui.app import Application
    from gpu_advisor.gui.language import LanguageManager
    from gpu_advisor.gui.window import MainWindow

    app = Application(sys.argv)
    app.setOrganizationName("GPU Advisor Bench")
    language = LanguageManager(app)
    window = MainWindow(language, QSettings(os.path.join(sandbox, "bench.ini"), QSettings.Format.IniFormat))
    window.show()
    window.finish_loading()
    while window.navigator.current != "results":
        window.go_next()
    page = window.pages["results"]

    def wait_for(users: int) -> None:
        loop = QEventLoop()
        deadline = time.perf_counter() + 10
        while not (page.result is not None and page.result.scenario.concurrent_users == users):
            loop.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
            if time.perf_counter() > deadline:
                raise RuntimeError("the results page gave no answer within 10 s")

    wait_for(page.users.value())
    parse_catalog_toml()  # warm, as the first change below is warm after the page's first answer

    ticks: list[float] = []
    ticker = QTimer()
    ticker.setInterval(5)
    ticker.timeout.connect(lambda: ticks.append(time.perf_counter()))
    refresh: list[float] = []
    freeze: list[float] = []
    baseline: list[float] = []

    def change(users: int) -> None:
        ticks.clear()
        ticker.start()
        start = time.perf_counter()
        page.users.setValue(users)
        wait_for(users)
        refresh.append(time.perf_counter() - start)
        ticker.stop()
        gaps = [b - a for a, b in zip(ticks, ticks[1:], strict=False)]
        freeze.append(max(gaps, default=0.0))

    for number in range(ROUNDS):
        users = 11 + number % 2  # alternate, so every change is a real change
        if number % 2:
            change(users)
            baseline.append(seconds(parse_catalog_toml, WALL_TIME))
        else:
            baseline.append(seconds(parse_catalog_toml, WALL_TIME))
            change(users)
    catalog, scenario = page.session.catalog, window.state.scenario
    alone = statistics.median(seconds(lambda: recommend(catalog, scenario), WALL_TIME) for _ in range(3))
    window.state.dirty = False
    window.close()

    status = report(
        "results page, wall time",
        "parse the catalog's TOML files (tomllib, no validation)",
        [
            Row("what-if to new results on screen", refresh, baseline, REFRESH_BUDGET),
            Row("the window's longest freeze meanwhile", freeze, baseline, FREEZE_BUDGET),
        ],
    )
    print(
        f"  for scale: the same recommendation called directly takes {alone * 1000:.1f} ms "
        f"= {alone / statistics.median(baseline):.2f}x the baseline"
    )
    return status


if __name__ == "__main__":
    raise SystemExit(main())
