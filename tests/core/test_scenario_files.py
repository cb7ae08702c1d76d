"""Scenario and price files: versioned, validated with the field named, written atomically."""

import json
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gpu_advisor.core.buyer_prices.overrides import PriceFileError, apply_overrides, load_price_file
from gpu_advisor.core.scenario import (
    SCHEMA_VERSION,
    ScenarioError,
    load_scenario,
    save_scenario,
    scenario_from_dict,
    template,
)


def test_template_round_trips(tmp_path):
    path = tmp_path / "s.json"
    save_scenario(template(), path)
    assert load_scenario(path) == template()
    assert json.loads(path.read_text(encoding="utf-8"))["schema_version"] == SCHEMA_VERSION


def test_save_is_atomic_and_leaves_no_temp_files(tmp_path):
    path = tmp_path / "s.json"
    path.write_text("old", encoding="utf-8")
    save_scenario(template(), path)
    assert [p.name for p in tmp_path.iterdir()] == ["s.json"]


def test_failed_save_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "s.json"
    path.write_text("precious", encoding="utf-8")

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        save_scenario(template(), path)
    assert path.read_text(encoding="utf-8") == "precious"
    assert [p.name for p in tmp_path.iterdir()] == ["s.json"]


@pytest.mark.parametrize(
    "content,message",
    [
        ("not json", "is damaged or is not a GPU Advisor"),
        ("[1, 2]", "must be a JSON object"),
        ('{"title": "x"}', "schema_version: missing"),
        ('{"schema_version": 99}', "newer GPU Advisor"),
        ('{"schema_version": 0}', "unknown version"),
    ],
)
def test_bad_files_are_named(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ScenarioError, match=message):
        load_scenario(path)


@pytest.mark.parametrize(
    "change,field",
    [
        ({"budget": {"one_off": -5}}, "budget.one_off"),
        ({"concurrent_users": -1}, "concurrent_users"),
        ({"colour": "blue"}, "colour"),
        ({"target": "moon"}, "target"),
        ({"context_tokens": 100, "prompt_tokens": 500}, "prompt_tokens"),
        ({"existing": {"cuda_version": "twelve"}}, "existing.cuda_version"),
    ],
)
def test_bad_values_name_the_field(change, field):
    data = template().model_dump(mode="json")
    for key, value in change.items():
        if isinstance(value, dict) and isinstance(data.get(key), dict):
            data[key] = {**data[key], **value}
        else:
            data[key] = value
    with pytest.raises(ScenarioError) as info:
        scenario_from_dict(data)
    assert field.split(".")[0] in str(info.value)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300))
def test_random_bytes_give_a_clear_error(tmp_path_factory, blob):
    path = tmp_path_factory.mktemp("fuzz") / "s.json"
    path.write_bytes(blob)
    try:
        load_scenario(path)
    except ScenarioError as exc:
        assert str(exc)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2000))
def test_truncated_scenarios_give_a_clear_error(tmp_path_factory, cut):
    text = template().model_dump_json(indent=2)
    path = tmp_path_factory.mktemp("cut") / "s.json"
    path.write_text(text[: min(cut, len(text) - 1)], encoding="utf-8")
    with pytest.raises(ScenarioError):
        load_scenario(path)


def test_user_prices_win_over_the_catalog(catalog, tmp_path):
    path = tmp_path / "prices.json"
    path.write_text(
        json.dumps(
            {
                "schema_version": 1,
                "usd_to_cny": 7.3,
                "gpu_prices": [
                    {
                        "gpu": "RTX 4090D",
                        "currency": "CNY",
                        "amount": 14000,
                        "as_of": "2026-11-20",
                        "source": "JD quote",
                    }
                ],
            }
        ),
        encoding="utf-8",
    )
    overrides = load_price_file(path)
    changed = apply_overrides(catalog, overrides)
    prices = changed.gpus.get("rtx-4090d").prices
    assert [(p.amount, p.source) for p in prices if p.condition == "new"] == [(14000, "user: JD quote")]
    assert catalog.gpus.get("rtx-4090d").prices != prices  # the bundled catalog is untouched
    assert overrides.usd_to_cny == 7.3
    # every other section comes along: the CPU+GPU hosts, the networks between machines, the hosted APIs (a price
    # file once dropped the hosts and networks, and with them the appliances and every cluster)
    for section in ("hosts", "fabrics", "apis", "platforms", "models", "quants", "runtimes"):
        assert len(getattr(changed, section)) == len(getattr(catalog, section)) > 0, section
    from gpu_advisor.core.recommend import recommend
    from gpu_advisor.core.scenario import Budget, template

    r1 = template().model_copy(update={"model": "deepseek-r1", "budget": Budget(one_off=3_000_000)})
    assert recommend(changed, r1).recommended is not None  # 2 x Atlas 800 A2: two machines and their network


@pytest.mark.parametrize(
    "content,message",
    [
        ("{oops", "is not a GPU Advisor price file"),
        (
            '{"schema_version": 1, "gpu_prices": [{"gpu": "rtx-4090", "currency": "CNY", "amount": -3, "as_of": "2026-01-01"}]}',
            "gpu_prices.0.amount",
        ),
        ('{"schema_version": 7}', "newer GPU Advisor"),
        ('{"schema_version": 1, "usd_to_cny": "seven"}', "usd_to_cny"),
    ],
)
def test_malformed_price_files_are_errors(tmp_path, content, message):
    path = tmp_path / "prices.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(PriceFileError, match=message):
        load_price_file(path)


def test_price_for_an_unknown_gpu_is_an_error(catalog, tmp_path):
    path = tmp_path / "prices.json"
    path.write_text(
        '{"schema_version": 1, "gpu_prices": [{"gpu": "rtx4090x", "currency": "CNY", "amount": 3, "as_of": "2026-01-01"}]}',
        encoding="utf-8",
    )
    with pytest.raises(PriceFileError, match="did you mean rtx-4090"):
        apply_overrides(catalog, load_price_file(path))


# ---------------------------------------------------------------- hostile JSON (`make fuzz` runs many more)

FUZZ_EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "15"))
SCENARIO_FIELDS = sorted(template().model_dump(mode="json"))


@st.composite
def nested_json(draw) -> str:
    """A value nested from a few to thousands of levels deep, in arrays, objects or both."""
    depth = draw(st.integers(1, 6000))
    opener = draw(st.sampled_from(["[", '{"a": ', "mixed"]))
    if opener == "mixed":
        openers = draw(st.lists(st.sampled_from(["[", '{"a": ']), min_size=depth, max_size=depth))
    else:
        openers = [opener] * depth
    closers = "".join("]" if o == "[" else "}" for o in reversed(openers))
    return "".join(openers) + draw(st.sampled_from(["1", "null", '"x"', "[]", "{}"])) + closers


@st.composite
def huge_number(draw) -> str:
    """A JSON number (or Python's non-standard constant) that no field can hold: thousands of digits,
    an exponent past the float range, NaN or Infinity."""
    digits = draw(st.integers(300, 20_000))
    sign = draw(st.sampled_from(["", "-"]))
    return sign + draw(
        st.sampled_from(
            [
                "9" * digits,
                "1" + "0" * digits + ".5",
                f"1e{digits}",
                "0." + "0" * digits + "1",
                "NaN",
                "Infinity",
            ]
        )
    )


def _template_with(field: str, value_text: str) -> str:
    data = template().model_dump(mode="json")
    data[field] = "__HOSTILE__"
    return json.dumps(data).replace('"__HOSTILE__"', value_text)


@settings(max_examples=FUZZ_EXAMPLES, deadline=None)
@given(field=st.sampled_from(SCENARIO_FIELDS), value=st.one_of(nested_json(), huge_number()))
def test_nested_and_huge_number_scenarios_give_one_clear_line(tmp_path_factory, field, value):
    path = tmp_path_factory.mktemp("hostile") / "hostile.json"
    path.write_text(_template_with(field, value), encoding="utf-8")
    try:
        load_scenario(path)
    except ScenarioError as exc:
        assert "hostile.json" in str(exc) and "\n" not in str(exc)


@settings(max_examples=FUZZ_EXAMPLES, deadline=None)
@given(
    where=st.sampled_from(["usd_to_cny", "gpu_prices", "amount", "cloud_prices", "as_of"]),
    value=st.one_of(nested_json(), huge_number()),
)
def test_nested_and_huge_number_price_files_give_one_clear_line(tmp_path_factory, where, value):
    gpu = {"gpu": "rtx-4090", "currency": "CNY", "amount": 12000, "as_of": "2026-11-01"}
    data = {"schema_version": 1, "usd_to_cny": 7.2, "gpu_prices": [gpu], "cloud_prices": []}
    if where in gpu:
        gpu[where] = "__HOSTILE__"
    else:
        data[where] = "__HOSTILE__"
    path = tmp_path_factory.mktemp("hostile") / "hostile-prices.json"
    path.write_text(json.dumps(data).replace('"__HOSTILE__"', value), encoding="utf-8")
    try:
        load_price_file(path)
    except PriceFileError as exc:
        assert "hostile-prices.json" in str(exc) and "\n" not in str(exc)


# ---------------------------------------------------------------- file problems in the buyer's language


def test_file_problems_are_english_in_str_and_chinese_in_render(tmp_path):
    broken = tmp_path / "broken.gpuadvisor"
    broken.write_text('{"title": ', encoding="utf-8")
    with pytest.raises(ScenarioError) as info:
        load_scenario(broken)
    assert str(info.value) == (
        "broken.gpuadvisor is damaged or is not a GPU Advisor scenario file: it could not be read (line 1, column 11: Expecting value)"
    )
    assert (
        info.value.render("zh_CN")
        == "broken.gpuadvisor 已损坏，或不是 GPU 选型顾问的方案文件：无法读取（第 1 行第 11 列：此处应有一个值）"
    )

    newer = tmp_path / "newer.gpuadvisor"
    newer.write_text('{"schema_version": 9}', encoding="utf-8")
    with pytest.raises(ScenarioError, match="schema_version 9: this file was written by a newer GPU Advisor") as info:
        load_scenario(newer)
    assert "更新版本" in info.value.render("zh_CN") and "a newer" not in info.value.render("zh_CN")

    prices = tmp_path / "prices.json"
    prices.write_bytes(b"\xff\xfe{}")
    with pytest.raises(PriceFileError, match="prices.json: not UTF-8 text; save the price file as UTF-8") as error:
        load_price_file(prices)
    assert error.value.render("zh_CN") == "prices.json：不是 UTF-8 文本；请把价格文件另存为 UTF-8 后再试"


def test_a_refused_output_keeps_its_english_strerror_and_says_it_in_chinese(tmp_path):
    from gpu_advisor.core.foundation.user_files import OutputFileError, output_target, refuse_output_that_is_an_input

    with pytest.raises(OutputFileError) as info:
        output_target(tmp_path, "PDF summary")
    error = info.value
    assert isinstance(error, OSError)
    assert error.strerror == "this is a folder, not a regular file; choose a file name for the PDF summary"
    assert str(error) == f"{tmp_path}: {error.strerror}"
    assert error.render("zh_CN") == f"{tmp_path}：这是文件夹，不是普通文件；请为PDF 摘要另选一个文件名"

    scenario = tmp_path / "mine.gpuadvisor"
    scenario.write_text("{}", encoding="utf-8")
    with pytest.raises(OutputFileError, match="this is the scenario file being read") as info:
        refuse_output_that_is_an_input(scenario, {"scenario file": scenario})
    assert "正在读取的方案文件" in info.value.render("zh_CN")
