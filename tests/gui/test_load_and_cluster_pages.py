"""The wizard's new questions (#14): the longest wait for the first word on the load page, and how many days a
pretraining run may take on the fine-tuning page (shown only for pretraining)."""

from gpu_advisor.core.scenario import FineTune, Scenario
from gpu_advisor.gui.language import LanguageManager
from gpu_advisor.gui.session import Session
from gpu_advisor.gui.state import ScenarioState


def test_the_longest_wait_is_asked_and_zero_means_no_limit(qtbot, catalog):
    from gpu_advisor.gui.pages.load import LoadPage

    state = ScenarioState(Scenario())
    page = LoadPage(state, Session(language=LanguageManager(), catalog=catalog))
    qtbot.addWidget(page)
    page.load()
    assert page.max_wait.value() == 0 and page.max_wait.specialValueText() == "No limit"
    page.max_wait.setValue(15)
    assert state.scenario.max_wait_s == 15.0
    page.max_wait.setValue(0)
    assert state.scenario.max_wait_s is None


def test_pretraining_days_are_asked_only_for_pretraining(qtbot, catalog):
    from gpu_advisor.gui.pages.fine_tune import FineTunePage

    state = ScenarioState(Scenario(use_case="pretrain", fine_tune=FineTune(method="full")))
    page = FineTunePage(state, Session(language=LanguageManager(), catalog=catalog))
    qtbot.addWidget(page)
    page.load()
    page.show()
    assert page.max_days.isVisibleTo(page) and page.max_days.value() == 90
    page.max_days.setValue(30)
    assert state.scenario.fine_tune.max_days == 30
    state.replace(Scenario(use_case="fine_tune", fine_tune=FineTune(method="lora")))
    page.load()
    assert not page.max_days.isVisibleTo(page) and page.save_memory.isVisibleTo(page)


def test_documents_an_hour_are_asked_only_for_batch_jobs(qtbot, catalog):
    from gpu_advisor.gui.pages.load import LoadPage

    state = ScenarioState(Scenario(use_case="batch"))
    page = LoadPage(state, Session(language=LanguageManager(), catalog=catalog))
    qtbot.addWidget(page)
    page.load()
    page.show()
    page.advanced.setChecked(True)
    assert page.documents.isVisibleTo(page)
    page.documents.setValue(2000)
    assert state.scenario.documents_per_hour == 2000.0
    state.replace(Scenario(use_case="chat"))
    page.load()
    assert not page.documents.isVisibleTo(page)
