"""A buyer sizes the server they already own (issue 25): on the "What do you have already?" page a rack server or
tower they own is described by its processors, picked from the catalog's typical servers or typed in, and the plan
puts a large MoE model's experts in its memory with one card bought for it."""

import pytest

from gpu_advisor.core.scenario import OwnedHost, Scenario, load_scenario, save_scenario
from gpu_advisor.gui.language import LanguageManager
from gpu_advisor.gui.session import Session
from gpu_advisor.gui.state import ScenarioState

# hosts.toml "xeon-gold-6138-2s": 2 x Intel Xeon Gold 6138 (Skylake), 20 cores at 2.0 GHz each, 6 channels of
# DDR4-2666 a socket, AVX-512, no AMX: the Dell R740 of a buyer who asked
DUAL_6138 = OwnedHost(
    name="2 × Intel Xeon Gold 6138",
    sockets=2,
    cores_per_socket=20,
    base_ghz=2.0,
    channels_per_socket=6,
    memory_type="ddr4",
    memory_mt_s=2666,
    avx512=True,
    amx=False,
    vendor="intel",
)


def existing_page(qtbot, catalog, scenario):
    from gpu_advisor.gui.pages.existing import ExistingPage

    state = ScenarioState(scenario)
    page = ExistingPage(state, Session(language=LanguageManager(), catalog=catalog))
    qtbot.addWidget(page)
    page.refresh()
    page.show()
    return page, state


def choose(page, host_id):
    page.host_choice.setCurrentIndex(page.host_choice.findData(host_id))


def test_the_section_is_there_only_for_a_machine_the_buyer_owns(qtbot, catalog):
    page, state = existing_page(qtbot, catalog, Scenario())
    assert not page.host_box.isVisibleTo(page)
    page.chassis.setCurrentIndex(2)  # rack server (I will put the cards in it)
    assert state.scenario.existing.chassis == "rack"
    assert page.host_box.isVisibleTo(page) and not page.cores.isVisibleTo(page)
    names = [page.host_choice.itemText(i) for i in range(page.host_choice.count())]
    assert "2 x Intel Xeon Gold 6138 (Skylake), 12 x DDR4-2666" in names
    assert names[-1] == "Other: I will enter its facts"


def test_a_preset_fills_the_facts_and_the_page_writes_them(qtbot, catalog):
    page, state = existing_page(qtbot, catalog, Scenario.model_validate({"existing": {"chassis": "rack"}}))
    page.ram.setValue(512)
    choose(page, "xeon-gold-6138-2s")
    assert page.cores.isVisibleTo(page)
    assert (page.sockets.value(), page.cores.value(), page.base_ghz.value(), page.channels.value()) == (2, 20, 2.0, 6)
    assert (page.memory_type.currentText(), page.memory_rate.value()) == ("DDR4", 2666)
    assert page.avx512.isChecked() and not page.amx.isChecked() and page.vendor.currentText() == "Intel"
    assert state.scenario.existing.host == DUAL_6138
    assert not page.error_label.isVisibleTo(page)


def test_a_name_the_buyer_typed_stays_and_an_edited_fact_makes_it_their_own(qtbot, catalog):
    page, state = existing_page(qtbot, catalog, Scenario.model_validate({"existing": {"chassis": "rack"}}))
    page.ram.setValue(512)
    choose(page, "xeon-gold-6133-2s")
    page.host_name.setText("Dell R740")
    choose(page, "xeon-gold-6138-2s")
    assert state.scenario.existing.host == DUAL_6138.model_copy(update={"name": "Dell R740"})
    # half the DIMM slots populated: 3 channels a socket are no longer the preset's facts
    page.channels.setValue(3)
    assert state.scenario.existing.host.channels_per_socket == 3
    assert page.host_choice.currentData() == "other"


def test_without_its_memory_the_page_says_so_inline(qtbot, catalog):
    page, state = existing_page(qtbot, catalog, Scenario.model_validate({"existing": {"chassis": "tower"}}))
    choose(page, "xeon-gold-6138-2s")
    assert state.scenario.existing.host is None  # refused: the memory installed is never assumed
    assert page.error_label.isVisibleTo(page)
    assert "needs its installed memory too (System memory)" in page.error_label.text()
    assert "existing." not in page.error_label.text()  # the buyer reads labels, not the file's paths
    page.ram.setValue(512)  # the processors chosen count from now on
    assert state.scenario.existing.host == DUAL_6138 and not page.error_label.isVisibleTo(page)


def test_facts_typed_in_for_another_server_say_what_is_missing(qtbot, catalog):
    page, state = existing_page(qtbot, catalog, Scenario.model_validate({"existing": {"chassis": "rack"}}))
    page.ram.setValue(256)
    choose(page, "other")
    assert page.cores.isVisibleTo(page) and page.cores.value() == 0  # nothing guessed
    assert "is missing" in page.error_label.text()
    page.sockets.setValue(1)
    page.cores.setValue(16)
    page.base_ghz.setValue(2.1)
    page.channels.setValue(6)
    page.memory_type.setCurrentIndex(1)
    page.memory_rate.setValue(2400)
    assert state.scenario.existing.host == OwnedHost(
        sockets=1, cores_per_socket=16, base_ghz=2.1, channels_per_socket=6, memory_type="ddr4", memory_mt_s=2400
    )
    page.memory_rate.setValue(4800)  # not a DDR4 rate: the core's message, the last good facts kept
    assert "DDR4 memory does not run at 4800 MT/s" in page.error_label.text()
    assert state.scenario.existing.host.memory_mt_s == 2400


def test_no_machine_of_their_own_takes_the_processors_out(qtbot, catalog):
    page, state = existing_page(qtbot, catalog, Scenario.model_validate({"existing": {"chassis": "rack"}}))
    page.ram.setValue(512)
    choose(page, "xeon-gold-6138-2s")
    page.chassis.setCurrentIndex(3)  # none: buy a new machine
    assert state.scenario.existing.host is None and not page.host_box.isVisibleTo(page)


def test_a_saved_scenario_brings_the_server_back(qtbot, catalog, tmp_path):
    page, state = existing_page(qtbot, catalog, Scenario.model_validate({"existing": {"chassis": "rack"}}))
    page.ram.setValue(512)
    choose(page, "xeon-gold-6138-2s")
    page.host_name.setText("Dell R740")
    path = tmp_path / "r740.json"
    save_scenario(state.scenario, path)
    reopened = load_scenario(path)
    assert reopened == state.scenario and reopened.existing.host.name == "Dell R740"

    page2, _ = existing_page(qtbot, catalog, reopened)
    assert page2.host_box.isVisibleTo(page2) and page2.host_choice.currentData() == "xeon-gold-6138-2s"
    assert page2.host_name.text() == "Dell R740" and page2.cores.value() == 20 and page2.memory_rate.value() == 2666
    # facts that are no preset's show as "other", each as it was saved
    edited = reopened.model_copy(
        update={
            "existing": reopened.existing.model_copy(update={"host": DUAL_6138.model_copy(update={"base_ghz": 2.3})})
        }
    )
    page3, _ = existing_page(qtbot, catalog, edited)
    assert page3.host_choice.currentData() == "other" and page3.base_ghz.value() == pytest.approx(2.3)


def test_the_section_speaks_chinese(qtbot, catalog):
    language = LanguageManager()
    language.switch("zh_CN")
    try:
        from gpu_advisor.gui.pages.existing import ExistingPage

        page = ExistingPage(ScenarioState(Scenario()), Session(language=language, catalog=catalog))
        qtbot.addWidget(page)
        assert page.host_box.title() == "这台服务器的处理器"
        assert "DeepSeek-R1" in page.host_why.text() and "内存" in page.host_why.text()
        assert page.host_choice.itemText(page.host_choice.count() - 1) == "其他：我自己填写参数"
    finally:
        language.switch("en")


def test_r1_on_a_dual_gold_6138_with_512_gb_is_a_card_for_that_server(qtbot, catalog):
    """End to end: the page's scenario gives a plan on the buyer's own server. By hand from hosts.toml: 2 sockets x 6
    channels x 2666 MT/s x 8 bytes = 255.936 GB/s. DeepSeek-R1's routed experts, 256 of (671 - 37) / (256 - 8) =
    2.5565 B parameters, at Q4_K_M's 0.61125 bytes a weight are 400.0 GB, and 16 GB for the system: 416 GB of the
    512. KTransformers would keep a copy per socket (816 GB): only llama.cpp's one copy fits."""
    from gpu_advisor.core.recommend import recommend
    from gpu_advisor.core.sizing import OWN_HOST_ID

    page, state = existing_page(
        qtbot,
        catalog,
        Scenario.model_validate(
            {
                "use_case": "chat",
                "model": "deepseek-r1",
                "lowest_precision": "int4",
                "concurrent_users": 1,
                "tokens_per_s_per_user": 5.0,
                "target": "server_room",
                "region": "cn",
                "team": "can_run_servers",
                "budget": {"one_off": 60000.0, "currency": "CNY"},
                "existing": {"chassis": "rack", "free_slots": 2},
            }
        ),
    )
    page.ram.setValue(512)
    choose(page, "xeon-gold-6138-2s")
    result = recommend(catalog, state.scenario)
    own = [option for option in result.options if option.host == OWN_HOST_ID]
    assert own, "no plan on the buyer's own server"
    best = own[0]
    assert best.count == 1 and best.runtime == "llama.cpp" and best.quant == "q4_k_m"
    assert best.estimate.host is not None
    assert best.estimate.host.peak_bandwidth_gbps == pytest.approx(255.936)
    assert best.estimate.host.system_memory_needed_gb == pytest.approx(416, abs=1)
    assert [part.item for part in best.cost.parts] == ["accelerators"]  # the card alone: the server is the buyer's
    server = "2 × Intel Xeon Gold 6138 (2 × 20C 2 GHz, 12 × DDR4-2666)"
    assert any(server in r.render("en") for r in best.reasons)
    # named with the server it goes into: the card alone would read like a machine to buy
    assert result.option_name(best).endswith(f" + {server}")
