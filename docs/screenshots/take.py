"""Screenshots of every wizard page and of the PDF report, in Chinese and in English, at 1280 x 720 (issue 22).

Run from the repository root:  .venv/bin/python docs/screenshots/take.py

- Without a DISPLAY it re-runs itself under Xvfb (`xvfb-run`), so the pictures are of a real X11 window
  (QT_QPA_PLATFORM=xcb); when xcb cannot start it falls back to QT_QPA_PLATFORM=offscreen and says so.
- Settings, autosave and prices live in a fresh temporary folder: the user's own files are never touched.
- One process per language (Qt's translators are process-wide). Each walks the wizard with Next from the start
  with the default scenario of a buyer in that language's country (zh_CN: mainland China, yuan; en: the United
  States, dollars), waits for the results, grabs the whole top-level window, one picture per results tab, then
  walks again with the fine-tuning use case for its own page, and shows the existing page once more with the
  buyer's own rack server described by its processors.
- The PDF of the same scenario comes from `gpu-advisor report` (on the paper the finish page offers for it),
  each page rendered with `pdftoppm -r 70`.
- The PNGs are made small with pngquant and optipng when they are installed.

Output: docs/screenshots/<lang>/<NN>-<page>.png, <NN>-results-<tab>.png, <NN>-existing-own-server.png,
<NN>-existing-probed-server.png, pdf-<NN>.png.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
BIN = Path(sys.executable).parent  # the virtualenv's bin folder: gpu-advisor lives next to its python
LANGUAGES = {"zh_CN": "zh_CN", "en": "en_US"}  # app language -> the system locale a buyer of it has
WIDTH, HEIGHT = 1280, 720
RESULTS_TIMEOUT_S = 60
SANDBOX_VARIABLES = ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME")


# --------------------------------------------------------------------------------------------- the parent process
def sandbox_environment(folder: Path) -> dict[str, str]:
    env = dict(os.environ)
    for name in SANDBOX_VARIABLES:
        path = folder / name.lower()
        path.mkdir(parents=True, exist_ok=True)
        env[name] = str(path)
    runtime = folder / "runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    env["XDG_RUNTIME_DIR"] = str(runtime)
    return env


def xcb_starts(env: dict[str, str]) -> tuple[bool, str]:
    probe = "from PySide6.QtWidgets import QApplication; app = QApplication([]); print(app.platformName())"
    run = subprocess.run(
        [sys.executable, "-c", probe],
        env={**env, "QT_QPA_PLATFORM": "xcb"},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    return run.returncode == 0 and run.stdout.strip() == "xcb", (run.stderr or run.stdout).strip()[-600:]


def compress(pngs: list[Path]) -> str:
    """pngquant (lossy palette, skipped where it would lose too much) then optipng (lossless)."""
    done = []
    if shutil.which("pngquant") and pngs:
        subprocess.run(
            ["pngquant", "--force", "--skip-if-larger", "--quality=65-95", "--speed=1", "--ext", ".png", "--"]
            + [str(p) for p in pngs],
            check=False,
        )
        done.append("pngquant")
    if shutil.which("optipng") and pngs:
        subprocess.run(["optipng", "-quiet", "-o2", "-strip", "all", "--"] + [str(p) for p in pngs], check=False)
        done.append("optipng")
    return " + ".join(done) or "nothing (install pngquant and optipng for smaller files)"


def parent(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    if not os.environ.get("DISPLAY") and not os.environ.get("GPU_ADVISOR_SHOTS_UNDER_XVFB"):
        if shutil.which("xvfb-run"):
            print("no DISPLAY: running again under Xvfb", flush=True)
            env = {**os.environ, "GPU_ADVISOR_SHOTS_UNDER_XVFB": "1"}
            command = ["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", sys.executable, __file__, *sys.argv[1:]]
            return subprocess.run(command, env=env, check=False).returncode
        print("xvfb-run is missing (apt-get install -y xvfb xauth): no X server to run under", flush=True)

    with tempfile.TemporaryDirectory(prefix="gpu-advisor-shots-") as tmp:
        sandbox = Path(tmp)
        env = sandbox_environment(sandbox)
        platform = "xcb"
        if os.environ.get("DISPLAY"):
            ok, why = xcb_starts(env)
            if not ok:
                platform = "offscreen"
                print(
                    "NOTE: Qt's xcb platform does not start here, so the pictures are taken with "
                    "QT_QPA_PLATFORM=offscreen (no real X window). See packaging/ensure-qt-libs.sh and "
                    "docs/platform_notes.md for the libraries xcb needs.\n" + why,
                    flush=True,
                )
        else:
            platform = "offscreen"
            print("NOTE: no X display: the pictures are taken with QT_QPA_PLATFORM=offscreen", flush=True)
        env["QT_QPA_PLATFORM"] = platform
        summary = {}
        for lang in args.lang or list(LANGUAGES):
            out = sandbox / "shots" / lang  # the pictures replace the committed ones only once all of them are taken
            out.mkdir(parents=True)
            scenario_file = sandbox / f"scenario-{lang}.gpuadvisor"
            t0 = time.perf_counter()
            window = subprocess.run(
                [sys.executable, __file__, "--child", lang, "--scenario-out", str(scenario_file), "--out", str(out)],
                env=env,
                check=False,
                timeout=600,
            )
            if window.returncode != 0:
                print(f"{lang}: the window walk failed (exit status {window.returncode})", flush=True)
                return 1
            pdf = sandbox / f"report-{lang}.pdf"
            paper = scenario_file.with_suffix(".paper").read_text(encoding="utf-8")
            report = subprocess.run(
                [
                    str(BIN / "gpu-advisor"),
                    "report",
                    "--scenario",
                    str(scenario_file),
                    "--out",
                    str(pdf),
                    "--lang",
                    lang,
                ]
                + ["--paper", paper],
                env=env,
                capture_output=True,
                text=True,
                check=False,
                timeout=300,
            )
            if report.returncode != 0 or not pdf.exists():
                print(f"{lang}: gpu-advisor report failed:\n{report.stdout}\n{report.stderr}", flush=True)
                return 1
            subprocess.run(["pdftoppm", "-r", "70", "-png", str(pdf), str(sandbox / f"pdf-{lang}")], check=True)
            pages = sorted(sandbox.glob(f"pdf-{lang}-*.png"), key=lambda p: int(p.stem.rsplit("-", 1)[1]))
            for number, page in enumerate(pages, 1):
                shutil.move(str(page), out / f"pdf-{number:02d}.png")
            summary[lang] = {"pdf_pages": len(pages), "paper": paper, "seconds": round(time.perf_counter() - t0, 1)}
        how = compress(sorted((sandbox / "shots").glob("*/*.png")))
        for lang in summary:
            final = HERE / lang
            final.mkdir(parents=True, exist_ok=True)
            for old in final.glob("*.png"):
                old.unlink()
            for new in sorted((sandbox / "shots" / lang).glob("*.png")):
                shutil.move(str(new), final / new.name)
        pngs = sorted(p for lang in summary for p in (HERE / lang).glob("*.png"))
    total = sum(p.stat().st_size for p in pngs)
    print(f"platform: {platform}; compressed with {how}")
    print(f"{len(pngs)} PNGs, {total / 1_000_000:.2f} MB in all, in {time.perf_counter() - started:.0f} s: {summary}")
    return 0


# ---------------------------------------------------------------------------------------------- the child process
def child(lang: str, scenario_out: Path, out: Path) -> int:
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QMessageBox

    from gpu_advisor.gui.app import APPLICATION, ORGANIZATION, Application
    from gpu_advisor.gui.window import files

    locale = LANGUAGES[lang]
    files.system_locale_name = lambda: locale  # the buyer's country, as the tests pin it

    asked: list[tuple[str, str]] = []

    def answer(default):
        def fake(parent, title, text, *a, **k):
            asked.append((title, text))
            print(f"  a dialog was answered with its default: {title}: {text[:200]}", flush=True)
            return default

        return staticmethod(fake)

    # a modal dialog would wait for ever: there should be none, but never hang on one
    QMessageBox.question = answer(QMessageBox.StandardButton.No)
    for name in ("warning", "critical", "information"):
        setattr(QMessageBox, name, answer(QMessageBox.StandardButton.Ok))

    app = Application([sys.argv[0]])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setStyle("Fusion")
    from gpu_advisor.core.scenario import save_scenario
    from gpu_advisor.gui.fonts import install_fonts
    from gpu_advisor.gui.language import LanguageManager
    from gpu_advisor.gui.pages.existing import CHASSIS
    from gpu_advisor.gui.window import MainWindow
    from gpu_advisor.gui.workers import collect_garbage_on_gui_thread, wait_for_all_jobs

    collector = collect_garbage_on_gui_thread(app)
    language = LanguageManager(app)
    language.switch(lang)
    install_fonts(app)
    settings_file = Path(os.environ["XDG_CONFIG_HOME"]) / f"shots-{lang}.ini"
    window = MainWindow(language, QSettings(str(settings_file), QSettings.Format.IniFormat))
    window.show()
    window.finish_loading()
    window.resize(WIDTH, HEIGHT)
    print(f"{lang}: platform {app.platformName()}, locale {locale}", flush=True)

    def settle(ms: int = 150) -> None:
        end = time.perf_counter() + ms / 1000
        while time.perf_counter() < end:
            app.processEvents()
            QTest.qWait(10)

    def wait_until(condition, what: str, seconds: float = RESULTS_TIMEOUT_S) -> None:
        end = time.perf_counter() + seconds
        while not condition():
            if time.perf_counter() > end:
                raise TimeoutError(f"{lang}: gave up waiting for {what}")
            QTest.qWait(20)

    def shoot(name: str) -> None:
        settle()
        top = window.window()
        if (top.width(), top.height()) != (WIDTH, HEIGHT):
            top.resize(WIDTH, HEIGHT)
            settle()
        image = top.grab().toImage()
        path = out / f"{name}.png"
        if not image.save(str(path)):
            raise OSError(f"cannot write {path}")
        print(f"  {lang}/{path.name} {image.width()}x{image.height()}", flush=True)

    def results_ready(page) -> bool:
        return page.result is not None and page.result.scenario == window.state.scenario

    def back_to_start() -> None:
        while window.navigator.can_go_back():
            QTest.mouseClick(window.back_button, Qt.MouseButton.LeftButton)
        settle()

    def walk(use_case: str | None, wanted: set[str] | None) -> list[str]:
        """Walk with Next from the start; shoot the pages in `wanted` (all of them when None)."""
        back_to_start()
        seen = []
        number = 1
        while True:
            step_id, page = window.navigator.current, window.current_page()
            if step_id == "purpose" and use_case is not None:
                page.use_buttons[use_case].click()
            if step_id == "results":
                wait_until(lambda p=page: results_ready(p), "the results")
            seen.append(step_id)
            if wanted is None or step_id in wanted:
                shoot(f"{number:02d}-{step_id}")
                if step_id == "results" and wanted is None:
                    shoot_tabs(page, number)
            number += 1
            if not window.next_button.isVisible():
                return seen
            if not window.next_button.isEnabled():
                raise RuntimeError(f"{lang}: Next is disabled on {step_id}: {window.problems.text()}")
            QTest.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
            settle(50)

    def tab_slug(page, index: int) -> str:
        widget = page.tabs.widget(index)
        known = {
            "bill": "bill-of-materials",
            "checklist": "checklist",
            "chart_scroll": "charts",
            "why_not_tab": "why-not",
            "compare": "compare-pinned",
        }
        for attribute, slug in known.items():
            if getattr(page, attribute, None) is widget:
                return slug
        return "options" if index == 0 else f"tab{index}"

    def shoot_tabs(page, number: int) -> None:
        first = page.tabs.currentIndex()  # the page's own picture already shows it
        # the options table listing every option that does the job: how many rows does 1280 x 720 show?
        choices = list(getattr(sys.modules[type(page).__module__], "SHOW_CHOICES", []))
        if "working" in choices and page.tabs.widget(first).isAncestorOf(page.table):
            shown = page.show_choice.currentIndex()
            page.show_choice.setCurrentIndex(choices.index("working"))
            settle(300)
            shoot(f"{number:02d}-results-1-options-all-that-work")
            page.show_choice.setCurrentIndex(shown)
            settle()
        for index in range(page.tabs.count()):
            if index == first:
                continue
            page.tabs.setCurrentIndex(index)
            settle(400)  # the charts draw when their tab is first shown
            shoot(f"{number:02d}-results-{index + 1}-{tab_slug(page, index)}")
        page.tabs.setCurrentIndex(first)
        settle()

    def shoot_own_server(number: int) -> None:
        """The existing page with the buyer's own rack server described: a Dell R740 with two Xeon Gold 6138 (the
        catalog's preset) and 512 GB, its section scrolled into view."""
        back_to_start()
        while window.navigator.current != "existing":
            QTest.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
            settle(50)
        page = window.current_page()
        page.chassis.setCurrentIndex(CHASSIS.index("rack"))
        page.ram.setValue(512)
        page.host_choice.setCurrentIndex(page.host_choice.findData("xeon-gold-6138-2s"))
        page.host_name.setText("Dell R740")
        settle()
        window.page_scroll.ensureWidgetVisible(page.host_box)
        shoot(f"{number:02d}-existing-own-server")

    def shoot_probed_server(number: int) -> None:
        """The existing page after "Check this machine" on the rack server the cards go into: a dual Xeon Gold 6248
        as its /proc/cpuinfo reads (tests/data/processors), twelve DDR4-2933 modules as dmidecode would list them;
        the processors filled in, the message under the button."""
        from gpu_advisor.core.probe import MachineFacts
        from gpu_advisor.core.probe.processors import parse_cpuinfo

        recording = Path(__file__).parents[2] / "tests" / "data" / "processors" / "cpuinfo_xeon_gold_6248_2s.txt"
        cpus = parse_cpuinfo(recording.read_text(encoding="utf-8").partition("\n")[2])
        if cpus is None:
            raise RuntimeError("the Xeon recording no longer reads")
        cpus = cpus.model_copy(update={"modules": 12, "memory_type": "ddr4", "memory_mt_s": 2933})
        facts = MachineFacts(
            os="Linux", os_version="Ubuntu 22.04.5 LTS", arch="x86_64", ram_gb=384, disk_free_gb=1800, chip=None,
            driver_version=None, cuda_driver_version=None, cuda_toolkit_version=None, torch_version=None,
            torch_cuda=None, processors=cpus,
        )  # fmt: skip
        page = window.current_page()
        page.cards_go_here.setChecked(True)
        page.probed(facts)
        settle()
        window.page_scroll.ensureWidgetVisible(page.probe_result)
        shoot(f"{number:02d}-existing-probed-server")

    try:
        default_walk = walk(None, None)
        scenario = window.state.scenario
        save_scenario(scenario, scenario_out)  # the PDF is written from the very scenario shown
        # and on the paper the finish page offers for it (US Letter in the United States, A4 elsewhere)
        finish = window.pages["finish"]
        paper = "letter" if "letter" in finish.paper.currentText().lower() else "a4"
        scenario_out.with_suffix(".paper").write_text(paper, encoding="utf-8")
        results = window.pages["results"].result
        print(
            f"  default scenario: region {scenario.region}, use {scenario.use_case}, "
            f"budget {scenario.budget.one_off} {scenario.budget.currency}; "
            f"{'recommended' if results.recommended is not None else 'no recommendation'}",
            flush=True,
        )
        fine_tune_walk = walk("fine_tune", {"fine_tune"})
        shoot_own_server(default_walk.index("existing") + 1)
        shoot_probed_server(default_walk.index("existing") + 1)
        if "fine_tune" not in fine_tune_walk:
            raise RuntimeError(f"{lang}: no fine_tune page in the walk {fine_tune_walk}")
        print(f"  walks: {default_walk} and {fine_tune_walk}", flush=True)
        missing = set(window.pages) - set(default_walk) - set(fine_tune_walk)
        if missing:
            print(f"  NOTE: pages never reached: {sorted(missing)}", flush=True)
    finally:
        window.state.dirty = False
        window.close()
        wait_for_all_jobs(30_000)
        collector.stop()
    if asked:
        print(json.dumps({"dialogs": asked}, ensure_ascii=False), flush=True)
    QApplication.processEvents()
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", action="append", choices=list(LANGUAGES), help="only this language (repeatable)")
    parser.add_argument("--child", choices=list(LANGUAGES), help=argparse.SUPPRESS)
    parser.add_argument("--scenario-out", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.child, args.scenario_out, args.out)
    return parent(args)


if __name__ == "__main__":
    sys.exit(main())
