"""Hostile files, odd input and failures: clear messages, no tracebacks, nothing lost, no network."""

import datetime as dt
import json
import math
import os
import random
import shutil
import socket

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gpu_advisor.core.buyer_prices.overrides import PriceFileError, load_price_file
from gpu_advisor.core.catalog import CATALOG_DIR, load_catalog
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import Budget, Existing, Scenario, template

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "15"))  # `make fuzz` raises this
TODAY = dt.date(2026, 11, 30)


def finite_non_negative(value, where="result"):
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return
    if isinstance(value, (int, float)):
        assert math.isfinite(value), where
        return
    if isinstance(value, dict):
        for key, item in value.items():
            if key in ("headroom_gb",):  # negative by design when an option does not fit
                continue
            finite_non_negative(item, f"{where}.{key}")
    elif isinstance(value, list):
        for item in value:
            finite_non_negative(item, where)


def non_negative_money(data):
    for option in data["options"]:
        cost = option["cost"]
        if cost:
            assert cost["upfront"] >= 0 and cost["monthly"] >= 0 and cost["horizon_total"] >= 0
        speed = option["speed"]["per_user_tokens_per_s"]
        assert speed is None or speed >= 0


@st.composite
def scenarios(draw, catalog):
    use = draw(st.sampled_from(["chat", "document_qa", "batch", "fine_tune"]))
    context = draw(st.integers(256, 262_144))
    return Scenario(
        use_case=use,
        model=draw(st.sampled_from(sorted(catalog.models.entries))),
        lowest_precision=draw(st.sampled_from(["bf16", "fp8", "int8", "int4", "int3"])),
        context_tokens=context,
        prompt_tokens=draw(st.integers(0, context - 1)),
        answer_tokens=draw(st.integers(1, min(4000, context))),  # an answer fits in its context (Scenario refuses more)
        concurrent_users=draw(st.integers(0, 4096)),
        tokens_per_s_per_user=draw(st.floats(0, 100)),
        budget=Budget(
            one_off=draw(st.one_of(st.none(), st.floats(0, 5e7))),
            monthly=draw(st.one_of(st.none(), st.floats(0, 1e6))),
            currency=draw(st.sampled_from(["CNY", "USD"])),
        ),
        horizon_years=draw(st.integers(1, 10)),
        electricity_price=draw(st.floats(0, 5)),
        pue=draw(st.floats(1.0, 3.0)),
        hours_per_day=draw(st.floats(0, 24)),
        target=draw(st.sampled_from(["cloud", "office", "server_room", "edge"])),
        region=draw(st.sampled_from(["cn", "us", "eu", "other"])),
        used_ok=draw(st.booleans()),
        fine_tune={"method": draw(st.sampled_from(["lora", "qlora", "full"]))} if use == "fine_tune" else None,
    )


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_valid_scenario_gets_an_answer(catalog, data):
    scenario = data.draw(scenarios(catalog))
    first = recommend(catalog, scenario, today=TODAY).to_dict()
    second = recommend(catalog, scenario, today=TODAY).to_dict()
    assert first == second, "results must be deterministic"
    finite_non_negative(first)
    non_negative_money(first)
    assert first["options"] or first["suggestions"], "either options or what would work"


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_more_budget_never_removes_an_option(catalog, data):
    scenario = data.draw(scenarios(catalog))
    richer = scenario.model_copy(
        update={
            "budget": scenario.budget.model_copy(
                update={
                    "one_off": None if scenario.budget.one_off is None else scenario.budget.one_off * 3 + 1,
                    "monthly": None if scenario.budget.monthly is None else scenario.budget.monthly * 3 + 1,
                }
            )
        }
    )
    key = lambda o: (o.kind, o.gpu, o.count, o.cloud_instance)  # noqa: E731
    before = {key(o) for o in recommend(catalog, scenario, today=TODAY).all_options if o.sound and o.within_budget}
    after = {key(o) for o in recommend(catalog, richer, today=TODAY).all_options if o.sound and o.within_budget}
    assert before <= after


@settings(max_examples=EXAMPLES * 10, deadline=None)
@given(st.binary(max_size=400))
def test_random_bytes_as_a_price_file_give_a_clear_error(tmp_path_factory, blob):
    path = tmp_path_factory.mktemp("prices") / "p.json"
    path.write_bytes(blob)
    try:
        load_price_file(path)
    except PriceFileError as exc:
        assert str(exc) and "Traceback" not in str(exc)


@settings(max_examples=EXAMPLES * 5, deadline=None)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
        lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4),
        max_leaves=20,
    )
)
def test_random_json_as_a_price_file_gives_a_clear_error(tmp_path_factory, value):
    path = tmp_path_factory.mktemp("prices") / "p.json"
    path.write_text(json.dumps(value), encoding="utf-8")
    try:
        load_price_file(path)
    except PriceFileError:
        pass


# ---------------------------------------------------------------- boundaries


@pytest.mark.parametrize(
    "changes,expect_recommendation",
    [
        ({"concurrent_users": 0}, True),
        ({"budget": Budget(one_off=1, monthly=None).model_dump()}, False),
        ({"context_tokens": 1, "prompt_tokens": 0, "answer_tokens": 1}, True),
        ({"context_tokens": 1_000_000, "prompt_tokens": 2000, "model": "llama-3.1-8b"}, None),
        ({"model": "llama-3.1-405b", "target": "office", "existing": Existing().model_dump()}, False),
        ({"tokens_per_s_per_user": 0}, True),
        ({"hours_per_day": 0, "electricity_price": 0}, True),
    ],
)
def test_boundaries_give_a_sensible_answer(catalog, changes, expect_recommendation):
    scenario = Scenario.model_validate({**template().model_dump(), **changes})
    result = recommend(catalog, scenario, today=TODAY)
    data = result.to_dict("zh_CN")
    finite_non_negative(data)
    has = any(o["label"] == "recommended" for o in data["options"])
    if expect_recommendation is True:
        assert has
    elif expect_recommendation is False:
        assert not has and data["suggestions"]


def test_an_empty_catalog_section_still_answers(tmp_path):
    directory = tmp_path / "catalog"
    shutil.copytree(CATALOG_DIR, directory)
    (directory / "cloud.toml").write_text("# no cloud offers in this edition\n", encoding="utf-8")
    catalog = load_catalog(directory)
    assert len(catalog.cloud) == 0
    result = recommend(catalog, template(), today=TODAY)
    assert result.options and all(o.kind != "cloud" for o in result.all_options)
    (directory / "gpus.toml").write_text("", encoding="utf-8")
    (directory / "cloud.toml").write_text("", encoding="utf-8")
    # the servers sold whole name their GPUs: without GPUs, only the machines the cards go in remain
    platforms = (directory / "platforms.toml").read_text(encoding="utf-8").split("[[platform]]")
    builds = [p for p in platforms[1:] if 'kind = "system"' not in p]
    (directory / "platforms.toml").write_text("[[platform]]".join([platforms[0], *builds]), encoding="utf-8")
    # and the networks between machines name the servers they serve: without those servers, no network either
    (directory / "network.toml").write_text("", encoding="utf-8")
    empty = recommend(load_catalog(directory), template(), today=TODAY)
    assert empty.options == [] and empty.suggestions


# ---------------------------------------------------------------- offline


@pytest.fixture
def no_network(monkeypatch):
    attempts = []

    def refuse(*args, **kwargs):
        attempts.append(args)
        raise OSError("network access attempted")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket.socket, "connect_ex", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket, "getaddrinfo", refuse)
    return attempts


def test_nothing_touches_the_network(no_network, catalog, tmp_path, qapp):
    from gpu_advisor.core.probe.probing import match_catalog, probe_machine
    from gpu_advisor.gui.fonts import install_fonts
    from gpu_advisor.gui.report import export_report

    install_fonts(qapp)
    result = recommend(catalog, template(), today=TODAY)
    match_catalog(probe_machine(), catalog)
    export_report(result, tmp_path / "r.pdf", "zh_CN")
    assert (tmp_path / "r.pdf").stat().st_size > 10_000
    assert no_network == []


# ---------------------------------------------------------------- the window under stress


def test_a_long_random_walk_through_the_wizard(qtbot, qapp, tmp_path, no_network):
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QAbstractSpinBox, QCheckBox, QComboBox, QDoubleSpinBox, QLineEdit, QSpinBox

    from gpu_advisor.gui.language import LanguageManager
    from gpu_advisor.gui.window import MainWindow

    window = MainWindow(LanguageManager(), QSettings(str(tmp_path / "walk.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    window.finish_loading()
    rng = random.Random(20261130)
    odd_texts = ["", "12.4", "abc", "99999999999", "-1", "１２．４", "版本", "2.5.1+cu124", " ", "0"]
    for _step in range(250):
        action = rng.random()
        page = window.current_page()
        if action < 0.25:
            window.go_next()
        elif action < 0.40:
            window.go_back()
        elif action < 0.45:
            window.set_language(rng.choice(["zh_CN", "en"]))
        else:
            widgets = [
                w
                for kind in (QSpinBox, QDoubleSpinBox, QComboBox, QCheckBox, QLineEdit)
                for w in page.findChildren(kind)
                if w.isEnabled() and not isinstance(w.parent(), QAbstractSpinBox)
            ]
            if not widgets:
                continue
            widget = rng.choice(widgets)
            if isinstance(widget, (QSpinBox, QDoubleSpinBox)):
                widget.setValue(
                    rng.choice(
                        [
                            widget.minimum(),
                            widget.maximum(),
                            widget.minimum() + (widget.maximum() - widget.minimum()) * rng.random(),
                        ]
                    )
                )
            elif isinstance(widget, QComboBox) and widget.count():
                widget.setCurrentIndex(rng.randrange(widget.count()))
            elif isinstance(widget, QCheckBox):
                widget.setChecked(not widget.isChecked())
            elif isinstance(widget, QLineEdit):
                widget.setText(rng.choice(odd_texts))
        qapp.processEvents()
    window.pages["results"].worker.wait()
    qapp.processEvents()
    window.language.switch("en")  # the translators are the application's: leave it in English for other tests
    window.state.dirty = False
    window.autosave_timer.stop()
    window.close()
    assert no_network == []


# ---------------------------------------------------------------- crashes, logs, full and read-only disks


def test_an_unexpected_error_shows_a_calm_dialog_and_saves_the_work(tmp_path, monkeypatch):
    import sys

    from gpu_advisor.gui import safety

    saved, shown = [], []
    original = sys.excepthook
    try:
        safety.setup_logging()
        safety.install_crash_handler(lambda: saved.append(True), lambda title, text: shown.append((title, text)))
        try:
            raise ZeroDivisionError("division by zero in a slot")
        except ZeroDivisionError:
            sys.excepthook(*sys.exc_info())
    finally:
        sys.excepthook = original
    assert saved == [True]
    title, text = shown[0]
    assert "division by zero" in text and "saved" in text and str(safety.log_path()) in text
    assert "Traceback" in safety.log_path().read_text(encoding="utf-8")


def test_a_full_disk_never_interrupts_autosave(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import QSettings

    import gpu_advisor.core.scenario as scenario_module
    from gpu_advisor.gui.language import LanguageManager
    from gpu_advisor.gui.window import MainWindow

    window = MainWindow(LanguageManager(), QSettings(str(tmp_path / "full.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.finish_loading()

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(scenario_module, "save_scenario", full)
    window.autosave()  # must not raise
    window.state.dirty = False
    window.autosave_timer.stop()
    window.close()


def test_a_read_only_home_falls_back_and_says_so(tmp_path, monkeypatch):
    from PySide6.QtCore import QStandardPaths

    from gpu_advisor.gui import safety

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be", encoding="utf-8")
    monkeypatch.setattr(QStandardPaths, "writableLocation", staticmethod(lambda location: str(blocker / "GPU Advisor")))
    monkeypatch.setattr(safety, "_fallback_used", [])
    path = safety.data_dir()
    assert path != blocker and path.is_dir() and safety.fallback_data_dir() == path


# ---------------------------------------------------------------- hostile JSON through the command line


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    option=st.sampled_from(["--scenario", "--prices"]),
    depth=st.integers(900, 50_000),
    digits=st.integers(4_301, 50_000),
    kind=st.sampled_from(["nested", "huge-int", "huge-float", "nan"]),
)
def test_nested_and_huge_number_files_are_one_line_on_the_command_line(
    capsys, tmp_path_factory, option, depth, digits, kind
):
    from gpu_advisor.gui.cli import main

    text = {
        "nested": '{"schema_version": 1, "title": ' + "[" * depth + "]" * depth + "}",
        "huge-int": '{"schema_version": 1, "usd_to_cny": ' + "7" * digits + "}",
        "huge-float": '{"schema_version": 1, "usd_to_cny": 7e' + str(digits) + "}",
        "nan": '{"schema_version": 1, "usd_to_cny": NaN}',
    }[kind]
    path = tmp_path_factory.mktemp("cli") / "hostile.json"
    path.write_text(text, encoding="utf-8")
    code = main(["recommend", option, str(path)])
    _, err = capsys.readouterr()
    assert code == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1 and "hostile.json" in err
