"""Choosing a model (issue 22): typing a model's name in the closed list finds it (the entries once started with four
spaces, so nothing was found), the families are headed as their makers write them, and a colleague's file naming a
model this catalog lacks offers the closest ones instead of a dead end."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gpu_advisor.core.scenario import template
from tests.gui.test_gui import go_to, window  # noqa: F401 (the fixture)


def test_typing_a_name_in_the_model_list_finds_it(window, qtbot):  # noqa: F811
    go_to(window, "purpose", qtbot)
    page = window.pages["purpose"]
    combo = page.model
    combo.setFocus()
    qtbot.keyClicks(combo, "Mixtral")  # (a space would open the list, as in every combo box)
    assert combo.currentText().startswith("Mixtral"), combo.currentText()
    assert window.state.scenario.model == combo.currentData(Qt.ItemDataRole.UserRole)
    texts = [page.model_items.item(row).text() for row in range(page.model_items.rowCount())]
    assert not any(text.startswith(" ") for text in texts)
    headings = [t for row, t in enumerate(texts) if page.model_items.item(row).data(Qt.ItemDataRole.UserRole) is None]
    assert "DeepSeek" in headings and "Qwen" in headings and "QWEN" not in headings


def test_an_unknown_model_in_a_file_names_the_closest_ones(window, qtbot):  # noqa: F811
    scenario = template().model_copy(update={"model": "deepseek-r1-distil-qwen-32b"})  # one "l": a typo
    window.state.replace(scenario)
    go_to(window, "purpose", qtbot)
    assert not window.next_button.isEnabled()
    assert window.pages["purpose"].model.currentIndex() == -1  # not shown as the model it is not
    assert "The closest in the catalog: DeepSeek-R1-Distill-Qwen-32B" in window.problems.text()
    page = window.pages["purpose"]
    page.model.setCurrentIndex(page.model.findText("DeepSeek-R1-Distill-Qwen-32B"))
    assert window.state.scenario.model == "deepseek-r1-distill-qwen-32b" and window.next_button.isEnabled()
