"""The wizard as a buyer uses it: Next and Back, inline problems, language switch, files, autosave."""

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QMessageBox,
)

from gpu_advisor.core.scenario import Scenario, load_scenario
from gpu_advisor.gui.language import LanguageManager
from gpu_advisor.gui.window import MainWindow, data_dir


@pytest.fixture
def window(qtbot, qapp, tmp_path):
    qapp.setOrganizationName("GPU Advisor Tests")
    qapp.setApplicationName(f"gui-{tmp_path.name}")
    for leftover in ("session.open", "autosave.json", "prices.json"):
        (data_dir() / leftover).unlink(missing_ok=True)
    language = LanguageManager()
    language.switch("en")
    win = MainWindow(language, QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.show()
    win.finish_loading()
    yield win
    win.state.dirty = False
    win.close()  # stops the timers and waits for the background work (see MainWindow.closeEvent)
    language.switch("en")


def go_to(win, step_id, qtbot):
    while win.navigator.current != step_id:
        assert win.next_button.isEnabled(), win.problems.text()
        qtbot.mouseClick(win.next_button, Qt.MouseButton.LeftButton)


def test_walk_to_results_with_the_defaults(window, qtbot):
    # the default budget, raised to what buys the default load at today's catalog prices (they move; the walk is
    # what is tested here, the recommendation's honesty without one below)
    window.state.update_part("budget", one_off=500_000)
    go_to(window, "results", qtbot)
    results = window.pages["results"]
    qtbot.waitUntil(lambda: results.result is not None, timeout=10_000)
    assert results.table.rowCount() >= 2
    assert results.table.item(0, 0).text() == "Recommended"
    best = results.result.recommended
    assert "Recommended" in results.headline.text() and results.result.option_name(best) in results.headline.text()
    go_to(window, "finish", qtbot)
    assert not window.next_button.isVisible()


def test_walk_to_results_with_too_small_a_budget_says_so(window, qtbot):
    """Nothing qualifies: no first choice is invented; the picks block says so and gives the first suggestion."""
    window.state.update_part("budget", one_off=20_000)
    go_to(window, "results", qtbot)
    results = window.pages["results"]
    qtbot.waitUntil(lambda: results.result is not None, timeout=10_000)
    assert results.result.recommended is None and results.result.suggestions
    assert all(results.table.item(row, 0).text() != "Recommended" for row in range(results.table.rowCount()))
    assert "No recommendation" in results.headline.text()
    first = results.result.suggestions[0].render("en")
    assert first.split(":")[0] in results.headline.text()


def test_back_keeps_values(window, qtbot):
    go_to(window, "load", qtbot)
    window.pages["load"].users.setValue(37)
    qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.back_button, Qt.MouseButton.LeftButton)
    assert window.navigator.current == "load"
    assert window.pages["load"].users.value() == 37 and window.state.scenario.concurrent_users == 37


def test_invalid_page_keeps_next_disabled_and_says_why(window, qtbot):
    go_to(window, "budget", qtbot)
    page = window.pages["budget"]
    page.has_one_off.setChecked(False)
    page.has_monthly.setChecked(False)
    assert not window.next_button.isEnabled()
    assert window.problems.isVisible() and "budget" in window.problems.text().lower()
    page.has_monthly.setChecked(True)
    page.monthly.setValue(5000)
    assert window.next_button.isEnabled() and not window.problems.isVisible()


def test_context_longer_than_the_model_reads_is_refused(window, qtbot):
    go_to(window, "load", qtbot)
    page = window.pages["load"]
    page.advanced.setChecked(True)
    page.context_tokens.setValue(2_000_000)
    assert not window.next_button.isEnabled()
    assert "at most" in window.problems.text()


def test_language_switch_without_restart(window, qtbot):
    go_to(window, "purpose", qtbot)
    window.set_language("zh_CN")
    assert window.next_button.text() == "下一步(&N) >"
    assert window.step_title.text() == "用来做什么？"
    assert "第 2 步" in window.step_counter.text()
    qtbot.waitUntil(lambda: window.pages["load"].findChildren(QLabel)[0].text() == "同时使用的人数(&A)")  # posted by Qt
    window.set_language("en")
    assert window.next_button.text() == "&Next >" and window.step_title.text() == "What is it for?"
    # the Language menu ticks the language in use, however it was switched
    assert window.language_actions["en"].isChecked() and not window.language_actions["zh_CN"].isChecked()
    window.language.switch("zh_CN")
    assert window.language_actions["zh_CN"].isChecked() and not window.language_actions["en"].isChecked()
    window.set_language("en")


def test_a_what_if_is_said_and_can_be_undone(window, qtbot):
    """Newcomer review: a what-if budget silently replaced the buyer's answer in the saved file and the PDF."""
    go_to(window, "results", qtbot)
    results = window.pages["results"]
    qtbot.waitUntil(lambda: results.result is not None, timeout=30_000)
    answered = window.state.scenario
    assert results.what_if.isHidden()
    results.budget.setValue(answered.budget.one_off + 15_000)
    results.users.setValue(answered.concurrent_users + 5)
    assert not results.what_if.isHidden() and not results.back_to_answers.isHidden()
    assert f"{answered.budget.one_off:,.0f}" in results.what_if.text()
    assert str(answered.concurrent_users + 5) in results.what_if.text()
    qtbot.mouseClick(results.back_to_answers, Qt.MouseButton.LeftButton)
    assert window.state.scenario == answered and results.what_if.isHidden()
    assert results.budget.value() == answered.budget.one_off


def test_a_faster_model_is_one_click_away(window, qtbot):
    """Newcomer review: the default reasoning model makes staff wait over a minute; the same-size model without long
    thinking was prose in the details. Now a button tries it as a what-if."""
    go_to(window, "results", qtbot)
    results = window.pages["results"]
    qtbot.waitUntil(lambda: results.result is not None, timeout=30_000)
    twin = window.session.catalog.models.get(results.result.model.plain_twin)
    assert not results.faster_button.isHidden() and twin.name in results.faster_button.text()
    qtbot.mouseClick(results.faster_button, Qt.MouseButton.LeftButton)
    assert window.state.scenario.model == twin.id
    qtbot.waitUntil(lambda: results.result is not None and results.result.model.id == twin.id, timeout=30_000)
    assert results.faster_button.isHidden()  # the plain model has no thinking to avoid


def test_the_finish_page_recaps_the_decision_and_titles_the_report(window, qtbot):
    """Newcomer review: Finish had no recap of the decision and no field for the report's title."""
    from gpu_advisor.core.presentation import decision_text

    go_to(window, "results", qtbot)
    results = window.pages["results"]
    qtbot.waitUntil(lambda: results.result is not None, timeout=30_000)
    go_to(window, "finish", qtbot)
    page = window.pages["finish"]
    assert page.decision.text() == decision_text(results.result, window.session.lang) != ""
    qtbot.keyClicks(page.report_title, "Acme: private DeepSeek")
    assert window.state.scenario.title == "Acme: private DeepSeek"


def test_save_and_open(window, qtbot, tmp_path, monkeypatch):
    typed = tmp_path / "plan"  # the buyer types a name; the file gets the scenario type's own extension
    asked = {}

    def save_dialog(parent, title, suggested, filters):
        asked.update(suggested=suggested, filters=filters)
        return str(typed), ""

    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", save_dialog)
    window.state.update(concurrent_users=42)
    assert window.save_scenario_as()
    path = tmp_path / "plan.gpuadvisor"
    assert window.session.path == path and not typed.exists()
    assert asked["suggested"].endswith("scenario.gpuadvisor") and "*.gpuadvisor " in asked["filters"]
    assert load_scenario(path).concurrent_users == 42 and not window.state.dirty
    window.state.update(concurrent_users=3)
    window.state.dirty = False
    assert window.open_scenario(str(path))
    assert window.state.scenario.concurrent_users == 42
    assert str(path) in window.recent_files()


def test_scenarios_saved_under_earlier_names_still_open(window, tmp_path):
    from gpu_advisor.core.scenario import save_scenario, template
    from gpu_advisor.gui.window import with_scenario_suffix

    for name, users in (("old.gpuadvisor.json", 7), ("exported.json", 8)):
        save_scenario(template().model_copy(update={"concurrent_users": users}), tmp_path / name)
        assert window.open_scenario(str(tmp_path / name))
        assert window.state.scenario.concurrent_users == users
        window.state.dirty = False
        assert with_scenario_suffix(tmp_path / name) == tmp_path / name  # saved again under the same name
    assert with_scenario_suffix(tmp_path / "plan.v2") == tmp_path / "plan.v2.gpuadvisor"


def test_opening_a_broken_file_says_why_and_keeps_the_work(window, tmp_path, monkeypatch):
    broken = tmp_path / "broken.json"
    broken.write_text('{"schema_version": 99}', encoding="utf-8")
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda parent, title, text: shown.append(text)))
    window.state.update(concurrent_users=7)
    window.state.dirty = False
    assert not window.open_scenario(str(broken))
    assert shown and "newer GPU Advisor" in shown[0]
    assert window.state.scenario.concurrent_users == 7


def test_saving_to_a_read_only_folder_is_a_plain_message(window, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda parent, title, text: shown.append(text)))
    assert not window._write(tmp_path / "missing-folder" / "plan.json")
    assert shown and "Nothing was lost" in shown[0]


def test_autosave_and_recovery_after_a_crash(window, qtbot, qapp, tmp_path, monkeypatch):
    import socket

    from gpu_advisor.gui.window import autosave

    window.state.update(concurrent_users=99)
    qtbot.waitUntil(lambda: window.autosave_path.exists(), timeout=5000)
    assert load_scenario(window.autosave_path).concurrent_users == 99
    lock = window.autosave_path.with_suffix(".lock")
    assert lock.exists()  # held while the window is open
    asked = []
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a, **k: asked.append(a) or QMessageBox.StandardButton.Yes)
    )
    language = LanguageManager()
    while_open = MainWindow(language, QSettings(str(tmp_path / "while-open.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(while_open)
    while_open.finish_loading()
    assert asked == []  # its window is still open: not offered
    while_open.close()
    # the window crashes: its lock stays behind, naming a process that has gone
    window._session_lock.unlock()
    lock.write_text(f"999999999\npython3\n{socket.gethostname()}\n", encoding="utf-8")
    window._session_lock = None
    autosave._SESSIONS_HERE.discard(window.session_id)
    window.autosave_path = None  # (so that closing this stand-in for the dead window removes nothing)
    second = MainWindow(language, QSettings(str(tmp_path / "other.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(second)
    second.finish_loading()
    assert len(asked) == 1 and second.state.scenario.concurrent_users == 99
    second.state.dirty = False
    second.autosave_timer.stop()
    second.close()


def test_what_if_updates_the_results(window, qtbot):
    go_to(window, "results", qtbot)
    results = window.pages["results"]
    qtbot.waitUntil(lambda: results.result is not None, timeout=10_000)
    results.users.setValue(40)
    qtbot.waitUntil(lambda: results.result.scenario.concurrent_users == 40, timeout=10_000)
    assert window.state.scenario.concurrent_users == 40
    # the reasons below the table follow the new result too (row 0 stays selected, so no selection signal)
    first = results.result.options[0]
    assert results.selected_option() is first
    assert f"{first.reasons[0].render('en')}" in results.details.toPlainText()
    assert "40 users" in results.details.toPlainText()


def test_check_this_machine_runs_in_the_background(window, qtbot):
    go_to(window, "existing", qtbot)
    page = window.pages["existing"]
    # not the machine the cards go into: its facts are shown, not put into the plan (newcomer review)
    assert not page.cards_go_here.isChecked()
    qtbot.mouseClick(page.probe_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.probe_button.isEnabled() and "memory" in page.probe_result.text(), timeout=15_000)
    assert window.state.scenario.existing.system_ram_gb is None and not page.facts_used
    page.cards_go_here.setChecked(True)
    qtbot.mouseClick(page.probe_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.probe_button.isEnabled() and page.facts_used, timeout=15_000)
    assert window.state.scenario.existing.system_ram_gb is not None


def test_every_control_has_an_accessible_name(window):
    missing = []
    for step_id, page in window.pages.items():
        for kind in (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit):
            for widget in page.findChildren(kind):
                if isinstance(widget.parent(), (QAbstractSpinBox, QLineEdit, QAbstractItemView, QComboBox)):
                    continue  # Qt's own parts of a control: the editor in a spin box, a clear button, a corner
                name = widget.accessibleName() or (widget.text() if isinstance(widget, QAbstractButton) else "")
                if not name:
                    missing.append(f"{step_id}: {type(widget).__name__} {widget.objectName()}")
    assert missing == []


def test_pages_build_on_their_own(qtbot, catalog):
    from gpu_advisor.gui.pages.load import LoadPage
    from gpu_advisor.gui.session import Session
    from gpu_advisor.gui.state import ScenarioState

    state = ScenarioState(Scenario())
    page = LoadPage(state, Session(language=LanguageManager(), catalog=catalog))
    qtbot.addWidget(page)
    page.users.setValue(12)
    assert state.scenario.concurrent_users == 12 and state.dirty


def test_fine_tune_page_saves_memory_on_request(window, qtbot, tmp_path):
    go_to(window, "purpose", qtbot)
    window.pages["purpose"].use_buttons["fine_tune"].click()
    qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    page = window.pages["fine_tune"]
    assert window.navigator.current == "fine_tune" and not page.save_memory.isChecked()
    page.methods["full"].click()
    page.save_memory.click()
    assert window.state.scenario.fine_tune.method == "full" and window.state.scenario.fine_tune.save_memory
    from gpu_advisor.core.scenario import load_scenario, save_scenario

    save_scenario(window.state.scenario, tmp_path / "tune.gpuadvisor")
    assert load_scenario(tmp_path / "tune.gpuadvisor").fine_tune.save_memory
    page.save_memory.click()
    assert not window.state.scenario.fine_tune.save_memory


def test_a_serving_job_can_also_be_fine_tuned_now_and_then(window, qtbot):
    """The purpose page offers occasional fine-tuning for a serving job: the fine-tuning page and the load
    page both follow, and the results offer owning the hardware and renting for the tuning (the hybrid)."""
    window.state.update_part("budget", one_off=500_000)  # a budget that buys the hardware the hybrid owns
    go_to(window, "purpose", qtbot)
    purpose = window.pages["purpose"]
    assert purpose.also_tune.isEnabled() and not purpose.also_tune.isChecked()
    purpose.also_tune.click()
    assert window.state.scenario.use_case == "chat" and window.state.scenario.fine_tune is not None
    qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert window.navigator.current == "fine_tune"
    window.pages["fine_tune"].methods["qlora"].click()
    qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert window.navigator.current == "load"
    go_to(window, "results", qtbot)
    results = window.pages["results"]
    qtbot.waitUntil(
        lambda: results.result is not None and results.result.scenario == window.state.scenario, timeout=15_000
    )
    assert any(o.label == "hybrid" for o in results.result.options)
    # a fine-tuning job has no "also": the box is off; back to chat, the tuning is a choice again, remembered
    while window.navigator.current != "purpose":
        qtbot.mouseClick(window.back_button, Qt.MouseButton.LeftButton)
    purpose.use_buttons["fine_tune"].click()
    assert not purpose.also_tune.isEnabled() and window.state.scenario.fine_tune.method == "qlora"
    purpose.use_buttons["chat"].click()
    assert window.state.scenario.fine_tune is None and not purpose.also_tune.isChecked()
    purpose.also_tune.click()
    assert window.state.scenario.fine_tune.method == "qlora"


def test_my_prices_are_saved_and_used(window, monkeypatch):
    import datetime as dt

    from gpu_advisor.core.buyer_prices.overrides import GpuPriceOverride, PriceOverrides, load_price_file
    from gpu_advisor.gui import prices

    overrides = PriceOverrides(
        usd_to_cny=7.4,
        gpu_prices=[
            GpuPriceOverride(
                gpu="rtx-4090d", currency="CNY", amount=13_500, as_of=dt.date(2026, 11, 20), source="supplier quote"
            )
        ],
    )
    monkeypatch.setattr(prices.PriceEditor, "exec", lambda self: prices.PriceEditor.DialogCode.Accepted)
    monkeypatch.setattr(prices.PriceEditor, "accepted_overrides", lambda self: overrides)
    window.edit_prices()
    saved = load_price_file(data_dir() / "prices.json")
    assert saved.gpu_prices[0].amount == 13_500
    priced = window.session.priced_catalog
    assert [p.amount for p in priced.gpus.get("rtx-4090d").prices if p.condition == "new"] == [13_500]
    assert window.state.scenario.budget.usd_to_cny == 7.4


def test_a_damaged_price_file_is_set_aside_and_the_catalog_used(qtbot, qapp, tmp_path, no_modal_dialogs):
    (data_dir() / "prices.json").write_text("{not json", encoding="utf-8")
    win = MainWindow(LanguageManager(), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.finish_loading()
    assert not (data_dir() / "prices.json").exists()
    aside = list(data_dir().glob("prices.broken-*.json"))
    assert aside and aside[0].read_text(encoding="utf-8") == "{not json"
    assert win.session.priced_catalog is None
    assert any("set aside" in text for _title, text in no_modal_dialogs)
    for path in aside:
        path.unlink()
    win.autosave_timer.stop()
    win.close()


def test_export_the_pdf_from_the_wizard(window, qtbot, tmp_path, no_modal_dialogs):
    from pypdf import PdfReader

    go_to(window, "finish", qtbot)
    page = window.pages["finish"]
    page.report_language.setCurrentIndex(0)  # 简体中文, while the window speaks English
    target = tmp_path / "summary.pdf"
    with qtbot.waitSignal(page.exported, timeout=30_000):
        assert page.export(str(target))
    import re

    text = re.sub(r"\s+", " ", " ".join(p.extract_text() for p in PdfReader(target).pages))
    assert "物料清单" in text and "第 1 页" in text
    assert page.export_button.isEnabled()


def test_a_failed_export_says_why(window, qtbot, tmp_path, no_modal_dialogs):
    go_to(window, "finish", qtbot)
    page = window.pages["finish"]
    with qtbot.waitSignal(page.task.failed, timeout=30_000):
        page.export(str(tmp_path / "no-such-folder" / "summary.pdf"))
    assert "does not exist" in page.status.text()
    assert any("unchanged" in text for _title, text in no_modal_dialogs)


def test_a_scenario_passed_on_the_command_line_opens_after_loading(qtbot, tmp_path):
    from gpu_advisor.core.scenario import save_scenario, template

    path = tmp_path / "sent-by-a-colleague.gpuadvisor"
    save_scenario(template().model_copy(update={"concurrent_users": 33}), path)
    win = MainWindow(LanguageManager(), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.pending_open = str(path)
    win.finish_loading()
    assert win.state.scenario.concurrent_users == 33 and win.session.path == path
    win.state.dirty = False
    win.close()


def test_a_double_clicked_scenario_arrives_as_an_argument():
    from gpu_advisor.gui.app import scenario_argument

    assert scenario_argument(["gpu-advisor-gui", r"C:\Users\王\方案.gpuadvisor"]) == r"C:\Users\王\方案.gpuadvisor"
    assert scenario_argument(["gpu-advisor-gui", "--lang=en", "old.GPUADVISOR.json"]) == "old.GPUADVISOR.json"
    assert scenario_argument(["gpu-advisor-gui", "--smoke"]) is None
    assert scenario_argument(["gpu-advisor-gui", "notes.txt"]) is None


def test_a_scenario_double_clicked_in_finder_opens(qtbot, qapp, tmp_path):
    """macOS sends the application a FileOpen event: before the catalog has loaded it waits, after it opens."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFileOpenEvent

    from gpu_advisor.core.scenario import save_scenario, template
    from gpu_advisor.gui.app import Application

    assert isinstance(qapp, Application)
    first, second = tmp_path / "first.gpuadvisor", tmp_path / "second.gpuadvisor"
    save_scenario(template().model_copy(update={"concurrent_users": 21}), first)
    save_scenario(template().model_copy(update={"concurrent_users": 42}), second)
    win = MainWindow(LanguageManager(), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    qapp.file_opener = win.open_file_when_ready
    try:
        assert QCoreApplication.sendEvent(qapp, QFileOpenEvent(str(first)))
        assert win.pending_open == str(first) and win.session.path is None
        win.finish_loading()
        assert win.session.path == first and win.state.scenario.concurrent_users == 21
        assert QCoreApplication.sendEvent(qapp, QFileOpenEvent(str(second)))
        assert win.session.path == second and win.state.scenario.concurrent_users == 42
    finally:
        qapp.file_opener = None
        win.state.dirty = False
        win.close()


@pytest.mark.parametrize(
    "target,step_after_placement", [("cloud", "results"), ("office", "existing"), ("edge", "existing")]
)
def test_full_walks_for_cloud_workstation_and_edge(window, qtbot, target, step_after_placement):
    go_to(window, "placement", qtbot)
    page = window.pages["placement"]
    page.buttons[target].click()
    if target == "cloud":
        window.state.update_part("budget", monthly=60_000)
    if target == "edge":
        window.state.update(model="qwen2.5-3b", concurrent_users=1)
        page.site_power.setValue(60)
    qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert window.navigator.current == step_after_placement
    go_to(window, "results", qtbot)
    results = window.pages["results"]
    qtbot.waitUntil(lambda: results.result is not None and results.result.scenario.target == target, timeout=15_000)
    assert results.table.rowCount() >= 1
    if target == "cloud":
        assert all(o.kind == "cloud" for o in results.result.options)
    go_to(window, "finish", qtbot)


def test_the_data_question_is_asked_once_and_held(window, qtbot):
    """May prompts and documents leave the company (issue 22): the answer is the scenario's, and "no" keeps every
    rental out of the results; 信创 is offered to Chinese buyers only."""
    go_to(window, "placement", qtbot)
    page = window.pages["placement"]
    assert window.state.scenario.data_may_leave is None and page.data.currentIndex() == 0
    page.data.setCurrentIndex(1)
    assert window.state.scenario.data_may_leave is False
    assert page.data_note.text() == page.tr("Renting a cloud machine and hosted APIs are left out of the advice.")
    go_to(window, "results", qtbot)
    results = window.pages["results"]
    qtbot.waitUntil(
        lambda: results.result is not None and results.result.scenario.data_may_leave is False, timeout=15_000
    )
    assert results.result.api_comparison is None
    assert all(o.kind != "cloud" for o in results.result.options if o.label != "avoid")
    window.state.update(region="us")
    page.load()  # as when the page is shown again
    assert page.domestic.isHidden()
    window.state.update(region="cn")
    page.load()
    assert not page.domestic.isHidden()


def test_screenshots_of_every_page_in_both_languages(window, qtbot, qapp, tmp_path_factory):
    """Pictures to look at (written outside the repository), taken the way a buyer sees the pages: walked
    with Next in each language, after the language change has reached every widget and the results are in."""
    import re

    from PySide6.QtWidgets import QLabel

    folder = tmp_path_factory.mktemp("screenshots")
    han = re.compile("[\u4e00-\u9fff]")
    seen = set()
    for lang in ("en", "zh_CN"):
        window.set_language(lang)
        qapp.processEvents()  # Qt posts LanguageChange to the widgets
        for use_case in ("chat", "fine_tune"):  # fine-tuning has its own page and skips the load page
            while window.navigator.can_go_back():
                qtbot.mouseClick(window.back_button, Qt.MouseButton.LeftButton)
            number = 0
            while True:
                step_id, page = window.navigator.current, window.current_page()
                if step_id == "purpose":
                    page.use_buttons[use_case].click()
                if step_id == "results":
                    qtbot.waitUntil(
                        lambda p=page: p.result is not None and p.result.scenario == window.state.scenario,
                        timeout=15_000,
                    )
                qapp.processEvents()
                assert window.step_title.text() == page.title()
                texts = " ".join(label.text() for label in page.findChildren(QLabel) + [window.step_subtitle])
                assert bool(han.search(texts)) == (lang == "zh_CN"), (
                    f"{lang}/{step_id} is not in its language: {texts[:200]}"
                )
                image = window.grab().toImage()
                path = folder / f"{lang}-{use_case}-{number}-{step_id}.png"
                assert image.save(str(path))
                colours = {
                    image.pixelColor(x, y).rgb()
                    for x in range(0, image.width(), 23)
                    for y in range(0, image.height(), 23)
                }
                assert len(colours) > 3, f"{path} looks blank"
                seen.add(step_id)
                number += 1
                if not window.next_button.isVisible():
                    break
                qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert seen == set(window.pages)
    window.set_language("en")
    print(f"screenshots in {folder}")


def test_the_wizard_and_the_command_line_write_the_same_report(window, qtbot, tmp_path, capsys):
    import re

    from pypdf import PdfReader

    from gpu_advisor.core.scenario import save_scenario
    from gpu_advisor.gui.cli import main as cli

    scenario_path = tmp_path / "s.json"
    save_scenario(window.state.scenario, scenario_path)
    assert cli(["report", "--scenario", str(scenario_path), "--out", str(tmp_path / "cli.pdf"), "--lang", "zh_CN"]) == 0
    go_to(window, "finish", qtbot)
    page = window.pages["finish"]
    page.report_language.setCurrentIndex(0)
    with qtbot.waitSignal(page.exported, timeout=30_000):
        page.export(str(tmp_path / "wizard.pdf"))

    def text(name):
        return re.sub(r"\s+", " ", " ".join(p.extract_text() for p in PdfReader(tmp_path / name).pages))

    assert text("cli.pdf") == text("wizard.pdf")


def test_the_pdf_from_the_wizard_lists_my_prices_as_the_command_line_does(window, qtbot, tmp_path, capsys, monkeypatch):
    """With the buyer's own prices, the wizard's PDF lists them under "Prices used" (it once costed with them
    but listed the catalog's), and reads exactly as `gpu-advisor report --prices` with the same file."""
    import datetime as dt
    import re

    from pypdf import PdfReader

    from gpu_advisor.core.buyer_prices.overrides import GpuPriceOverride, PriceOverrides
    from gpu_advisor.core.recommend import recommend
    from gpu_advisor.core.scenario import save_scenario
    from gpu_advisor.gui import prices
    from gpu_advisor.gui.cli import main as cli

    # the card of today's pick, with a budget that buys it (the catalog's prices move; the rule does not): a quote
    # far below the catalog's price keeps it the pick, and "Prices used" must list the quote, not the catalog
    window.state.update_part("budget", one_off=500_000)
    pick = recommend(window.session.catalog, window.state.scenario).recommended
    assert pick is not None and pick.kind == "buy"
    card = window.session.catalog.gpus.get(pick.gpu)
    listed = next(p for p in card.prices if p.condition == "new")
    overrides = PriceOverrides(
        gpu_prices=[
            GpuPriceOverride(
                gpu=card.id,
                currency="CNY",
                amount=1_000,
                as_of=dt.date(2026, 11, 20),
                source="supplier quote",
            )
        ]
    )
    monkeypatch.setattr(prices.PriceEditor, "exec", lambda self: prices.PriceEditor.DialogCode.Accepted)
    monkeypatch.setattr(prices.PriceEditor, "accepted_overrides", lambda self: overrides)
    window.edit_prices()
    prices_path = tmp_path / "my prices.json"
    prices_path.write_bytes((data_dir() / "prices.json").read_bytes())  # the file the wizard saved
    scenario_path = tmp_path / "s.json"
    save_scenario(window.state.scenario, scenario_path)
    go_to(window, "finish", qtbot)
    page = window.pages["finish"]

    def text(path):
        return re.sub(r"\s+", " ", " ".join(p.extract_text() for p in PdfReader(path).pages))

    for index, lang in enumerate(["zh_CN", "en"]):  # the order of the language box
        cli_pdf, wizard_pdf = tmp_path / f"cli-{lang}.pdf", tmp_path / f"wizard-{lang}.pdf"
        assert (
            cli(
                [
                    "report",
                    "--scenario",
                    str(scenario_path),
                    "--prices",
                    str(prices_path),
                    "--out",
                    str(cli_pdf),
                    "--lang",
                    lang,
                ]
            )
            == 0
        ), capsys.readouterr().err
        page.report_language.setCurrentIndex(index)
        with qtbot.waitSignal(page.exported, timeout=30_000):
            assert page.export(str(wizard_pdf))
        wizard = text(wizard_pdf)
        if lang == "en":
            prices_used = wizard[wizard.index("Prices used") : wizard.index("Glossary")]
            # the buyer's own price, named as such (core.presentation.sources)
            assert f"{card.name} 1,000 CNY (new) 2026-11-20 your own price" in prices_used
            assert f"{card.name} {listed.amount:,.0f} {listed.currency} (new)" not in prices_used
        assert wizard == text(cli_pdf), lang


def test_help_glossary_explains_the_words_in_the_app(window, qtbot):
    """Newcomer review MINOR 9: the glossary existed only in the PDF."""
    from gpu_advisor.core.presentation import glossary_terms

    window.set_language("zh_CN")
    window.menu_actions["glossary"].trigger()
    shown = window.glossary_box.text()
    assert all(term in shown for term in glossary_terms("zh_CN")) and "KV 缓存" in shown
    assert window.menu_actions["glossary"].text() == "术语表(&G)"
    window.glossary_box.close()
    window.set_language("en")


def _probed_server(modules: int | None):
    """What the probe says of a dual Xeon Gold 6248 rack server (tests/data/processors), with or without the memory
    modules dmidecode tells only an administrator."""
    from pathlib import Path

    from gpu_advisor.core.probe import MachineFacts
    from gpu_advisor.core.probe.processors import parse_cpuinfo

    text = (Path(__file__).parents[1] / "data" / "processors" / "cpuinfo_xeon_gold_6248_2s.txt").read_text()
    cpus = parse_cpuinfo(text.partition("\n")[2])
    assert cpus is not None
    if modules:
        cpus = cpus.model_copy(update={"modules": modules, "memory_type": "ddr4", "memory_mt_s": 2933})
    return MachineFacts(
        os="Linux", os_version="Ubuntu 22.04.5 LTS", arch="x86_64", ram_gb=384, disk_free_gb=2000, chip=None,
        driver_version=None, cuda_driver_version=None, cuda_toolkit_version=None, torch_version=None,
        torch_cuda=None, processors=cpus,
    )  # fmt: skip


def test_checking_the_server_the_cards_go_into_fills_in_its_processors(window, qtbot):
    go_to(window, "existing", qtbot)
    page = window.pages["existing"]
    page.chassis.setCurrentIndex(2)  # a rack server the buyer owns
    page.cards_go_here.setChecked(True)
    page.probed(_probed_server(modules=12))
    host = window.state.scenario.existing.host
    assert host is not None
    assert (host.sockets, host.cores_per_socket, host.base_ghz, host.channels_per_socket) == (2, 20, 2.5, 6)
    assert (host.memory_type, host.memory_mt_s, host.avx512, host.vendor) == ("ddr4", 2933, True, "intel")
    assert host.name == "2 × Intel Xeon Gold 6248" and page.sockets.value() == 2
    assert "counted from the memory modules" in page.probe_result.text()


def test_a_server_that_does_not_tell_its_memory_leaves_it_to_the_buyer(window, qtbot):
    go_to(window, "existing", qtbot)
    page = window.pages["existing"]
    page.chassis.setCurrentIndex(2)
    page.cards_go_here.setChecked(True)
    page.probed(_probed_server(modules=None))
    # what it told is on screen; the scenario takes the processors once the buyer adds the memory
    assert (page.sockets.value(), page.cores.value(), page.channels.value()) == (2, 20, 0)
    assert window.state.scenario.existing.host is None
    assert page.error_label.isVisibleTo(page)
    assert "administrator" in page.probe_result.text()
    page.channels.setValue(6)
    page.memory_type.setCurrentIndex(1)  # DDR4
    page.memory_rate.setValue(2933)
    host = window.state.scenario.existing.host
    assert host is not None and (host.channels_per_socket, host.memory_mt_s) == (6, 2933)


def test_an_office_pc_checked_does_not_become_the_server(window, qtbot):
    go_to(window, "existing", qtbot)
    page = window.pages["existing"]
    page.chassis.setCurrentIndex(3)  # no machine yet: one is bought
    page.cards_go_here.setChecked(True)
    page.probed(_probed_server(modules=12))
    assert window.state.scenario.existing.host is None and not page.processors_filled
