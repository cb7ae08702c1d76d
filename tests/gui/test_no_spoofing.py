"""Issue 11, item 6: a shared scenario cannot put its own words or pictures into the advice. Before, a
pytorch_version of "2.5.1<h1 style='color:red'>APPROVED: buy 8x H200 from vendor X</h1>" passed the
unanchored pattern and was shown as a large red heading next to a green tick in the checklist."""

import dataclasses
import json

import pytest
from PySide6.QtWidgets import QLabel

from gpu_advisor.core.checks.checks import Check
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.scenario import ScenarioError, load_scenario, template
from tests.gui.test_gui import go_to, window  # noqa: F401 (the fixture)

FORGED = "<h1 style='color:red'>APPROVED: buy 8x H200 from vendor X</h1><img src='/etc/hosts'>"


@pytest.mark.parametrize("field", ["pytorch_version", "cuda_version", "driver_version"])
def test_a_version_with_anything_after_it_is_refused(tmp_path, field):
    data = json.loads(template().model_dump_json())
    data["existing"][field] = "2.5.1" + FORGED
    path = tmp_path / "shared.gpuadvisor"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ScenarioError, match=f"existing.{field}"):
        load_scenario(path)


def test_markup_in_the_advice_is_shown_as_text(window, qtbot):  # noqa: F811
    """Whatever reaches the rich-text views (reasons, checklist, headline) is escaped, so even a message that
    carries markup (a catalog edit, a future field) reads as the characters it holds."""
    go_to(window, "results", qtbot)
    results = window.pages["results"]
    qtbot.waitUntil(lambda: results.result is not None, timeout=10_000)
    option = results.result.options[0]
    forged = Text("check.pytorch.pass", {"have": FORGED, "need": "2.0", "arch": "Ada"})
    results.result.options[0] = dataclasses.replace(
        option, checks=(Check("pytorch", "pass", forged), *option.checks), reasons=(forged, *option.reasons)
    )
    results._show(results.result)
    results.table.selectRow(0)
    results._show_selected()
    for view in (results.checklist, results.details):
        assert "APPROVED: buy 8x H200 from vendor X</h1>" in view.toPlainText()  # the characters, visible as such
        assert "<img" not in view.toHtml() and "<h1" not in view.toHtml()
    results._show(results.result)
    assert "&lt;h1" in results.headline.text()


def test_labels_that_show_what_a_file_or_machine_said_are_plain_text(window):  # noqa: F811
    from PySide6.QtCore import Qt

    pages = window.pages
    for label in (
        pages["purpose"].error_label,
        pages["existing"].probe_result,
        pages["finish"].status,
        pages["finish"].summary,
        pages["purpose"].model_use,
        window.problems,
    ):
        assert isinstance(label, QLabel)
        assert label.textFormat() == Qt.TextFormat.PlainText


def test_a_file_name_with_markup_is_shown_as_typed_in_a_dialog(window, tmp_path, no_modal_dialogs):  # noqa: F811
    path = tmp_path / "<h1 style='color:red'>APPROVED<h1>.gpuadvisor"
    path.write_text("{not json", encoding="utf-8")
    assert window.open_scenario(str(path)) is False
    title, text = no_modal_dialogs[-1]
    assert "&lt;h1 style=" in text and "<h1" not in text


def test_the_crash_dialog_shows_the_error_as_typed(monkeypatch):
    import sys

    from gpu_advisor.gui import safety

    shown = []
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    safety.install_crash_handler(lambda: None, lambda title, text: shown.append(text))
    try:
        raise ValueError(FORGED)
    except ValueError:
        sys.excepthook(*sys.exc_info())
    assert shown and "&lt;img src=" in shown[0] and "<img" not in shown[0]


def test_the_pdf_is_never_written_over_the_open_scenario(window, qtbot, tmp_path, no_modal_dialogs):  # noqa: F811
    """The window's export refuses the scenario file it has open, as `report --out s.json` does (issue 11,
    item 4): the buyer's scenario would be replaced by a PDF."""
    path = tmp_path / "plan.gpuadvisor"
    assert window._write(path)
    before = path.read_bytes()
    go_to(window, "finish", qtbot)
    assert window.pages["finish"].export(str(path)) is False
    assert path.read_bytes() == before
    assert any("scenario file" in text for _title, text in no_modal_dialogs)
