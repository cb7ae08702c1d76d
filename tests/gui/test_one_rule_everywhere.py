"""Issue 11, item 10: what the buyer types means one thing, the same on the command line, in a file and in the
wizard; nothing is silently read as something else."""

import io
import json
import math

import pytest

from gpu_advisor.core.cli import money_amount
from gpu_advisor.core.scenario import FineTune, Scenario, ScenarioError, load_scenario, template
from gpu_advisor.gui.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# ---- decimal commas


@pytest.mark.parametrize("typed", ["150000,50", "1234,5", "1,23,456", "12,3456"])
def test_a_decimal_comma_in_a_budget_is_refused_not_multiplied(capsys, typed):
    code, out, err = run(capsys, "recommend", "--budget", typed)
    assert code == 2
    assert "comma" in err and "\n" not in err.strip()
    assert out == ""


@pytest.mark.parametrize(
    "typed,amount", [("150,000", 150_000), ("1,234,567.50", 1_234_567.5), ("150000", 150_000), ("150000.5", 150_000.5)]
)
def test_thousands_separators_still_read(typed, amount):
    assert money_amount("budget")(typed).value == amount


def test_the_wizard_budget_refuses_a_decimal_comma(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from gpu_advisor.gui.pages.budget import MoneySpinBox

    box = MoneySpinBox()
    qtbot.addWidget(box)
    box.setRange(0, 1e10)
    box.setDecimals(0)
    box.setGroupSeparatorShown(True)
    box.setValue(100_000)
    box.show()
    misread = []
    box.misread.connect(misread.append)
    box.lineEdit().selectAll()
    QTest.keyClicks(box, "1234,50")
    QTest.keyClick(box, Qt.Key.Key_Return)
    # before: QDoubleSpinBox dropped the comma and kept 123,450 (or 12,345): a hundred times the budget; then the
    # 1234 read on the way to the comma; now the value from before the typing (gui/money_field.py)
    assert box.value() == 100_000
    assert True in misread
    box.lineEdit().selectAll()
    QTest.keyClicks(box, "150,000")
    QTest.keyClick(box, Qt.Key.Key_Return)
    assert box.value() == 150_000
    assert misread[-1] is False


# ---- empty values are errors, not defaults


@pytest.mark.parametrize(
    "argv",
    [
        ["recommend", "--prices", ""],
        ["recommend", "--scenario", ""],
        ["recommend", "--model", ""],
        ["recommend", "--model", "   "],
        ["estimate", "--model", "", "--gpu", "rtx-4090"],
        ["estimate", "--model", "qwen2.5-7b", "--gpu", "rtx-4090", "--quant", ""],
        ["estimate", "--model", "qwen2.5-7b", "--gpu", "rtx-4090", "--runtime", ""],
    ],
)
def test_an_empty_value_is_an_error_not_a_silent_default(capsys, argv):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert "empty" in err
    assert out == ""


def test_a_blank_model_in_a_file_is_refused_not_an_invented_1b_model(tmp_path):
    data = json.loads(template().model_dump_json())
    data["model"] = ""
    path = tmp_path / "blank.gpuadvisor"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ScenarioError, match="give a model"):
        load_scenario(path)
    # a model known only by its size is still fine
    data["custom_params_b"] = 14
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load_scenario(path).model is None


# ---- the format a job is sized in is the format it prints


def test_qlora_on_a_16_bit_base_is_not_sized_as_if_it_were_qlora(capsys):
    code, out, _ = run(
        capsys, "estimate", "--model", "qwen2.5-7b", "--gpu", "rtx-4090", "--task", "qlora", "--quant", "bf16", "--json"
    )
    assert code == 0
    data = json.loads(out)
    assert data["fits"] is False
    assert any("4-bit" in p for p in data["problems"])


def test_full_fine_tuning_of_an_inference_format_is_refused(capsys):
    code, out, _ = run(
        capsys,
        "estimate",
        "--model",
        "qwen2.5-7b",
        "--gpu",
        "h200-sxm",
        "--task",
        "full",
        "--quant",
        "awq-int4",
        "--json",
    )
    assert code == 0
    data = json.loads(out)
    assert data["fits"] is False
    assert any("16-bit" in p for p in data["problems"])


def test_qlora_on_nf4_and_full_on_bf16_still_size(capsys):
    for task, quant in (("qlora", "nf4"), ("full", "bf16"), ("lora", "bf16")):
        code, out, _ = run(
            capsys, "estimate", "--model", "qwen2.5-7b", "--gpu", "h200-sxm", "--task", task, "--quant", quant, "--json"
        )
        assert code == 0
        assert json.loads(out)["problems"] == [], (task, quant)


# ---- the wizard's rules hold on the command line too


def test_zero_users_for_a_chat_service_is_refused_as_in_the_wizard(capsys):
    code, out, err = run(capsys, "recommend", "--users", "0")
    assert code == 2
    assert "At least one user" in err


def test_zero_users_from_a_file_is_refused_in_chinese_too(capsys, tmp_path):
    data = json.loads(template().model_dump_json())
    data["concurrent_users"] = 0
    path = tmp_path / "nobody.gpuadvisor"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run(capsys, "recommend", "--scenario", str(path), "--lang", "zh_CN")
    assert code == 2
    assert "同时使用的人数至少为 1" in err


def test_a_fine_tuning_job_needs_no_users(capsys, tmp_path):
    scenario = template().model_copy(
        update={"use_case": "fine_tune", "concurrent_users": 0, "fine_tune": FineTune(method="lora")}
    )
    data = json.loads(scenario.model_dump_json())
    path = tmp_path / "tune.gpuadvisor"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run(capsys, "recommend", "--scenario", str(path), "--json")
    assert code == 0, err
    assert json.loads(out)["options"]


@pytest.mark.parametrize("value", [math.inf, -math.inf, math.nan])
def test_an_infinite_budget_is_refused_not_saved_as_no_budget(value):
    with pytest.raises(ValueError, match="finite"):
        Scenario.model_validate({**template().model_dump(), "budget": {"one_off": value}})


# ---- a console that cannot show every character


def _redirected(monkeypatch, encoding):
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding=encoding)
    monkeypatch.setattr("sys.stdout", stream)
    return raw, stream


def test_output_redirected_on_an_english_windows_is_written_in_utf8(monkeypatch):
    monkeypatch.delenv("PYTHONIOENCODING", raising=False)
    raw, stream = _redirected(monkeypatch, "cp1252")
    assert main(["recommend", "--lang", "zh_CN"]) == 0  # before: UnicodeEncodeError on "×" and Chinese
    stream.flush()
    text = raw.getvalue().decode("utf-8")
    assert "首选" in text and "×" in text


def test_an_ascii_console_gets_replacements_not_a_crash(monkeypatch):
    monkeypatch.setenv("PYTHONIOENCODING", "ascii")
    raw, stream = _redirected(monkeypatch, "ascii")
    assert main(["catalog", "gpus"]) == 0
    assert main(["recommend"]) == 0
    stream.flush()
    text = raw.getvalue().decode("ascii")
    assert "?" in text and "RTX 4090" in text


@pytest.mark.parametrize("argv", [["--scenario", ""], ["--prices", ""]])
def test_the_report_refuses_an_empty_file_name_too(capsys, tmp_path, argv):
    code, _, err = run(capsys, "report", "--out", str(tmp_path / "r.pdf"), *argv)
    assert code == 2 and "empty" in err
    assert not (tmp_path / "r.pdf").exists()


def test_the_report_holds_a_scenario_to_the_wizards_rules(capsys, tmp_path):
    data = json.loads(template().model_dump_json())
    data["concurrent_users"] = 0
    path = tmp_path / "nobody.gpuadvisor"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run(capsys, "report", "--scenario", str(path), "--out", str(tmp_path / "r.pdf"))
    assert code == 2 and "At least one user" in err
