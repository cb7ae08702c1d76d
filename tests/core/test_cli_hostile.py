"""Nothing hangs, nothing crashes (issue 20): whatever the person at the keyboard types, `gpu-advisor` ends with
exit status 2 and one clear line in the buyer's language, never a traceback, a wait or a file it should not write.

`report` is the GUI's command (gpu_advisor.gui.cli), but every refusal here happens before Qt is imported, so these
tests run without Qt too (`make test-core`)."""

import errno
import json
import os
import time

import pytest

from gpu_advisor.core.cli import main
from gpu_advisor.gui.cli import main as main_with_report

LONG_TITLE = "中" * 86  # 258 bytes in UTF-8: a 200-character title may well be longer
PRICE_FILE = {"schema_version": 1, "usd_to_cny": 7.2}


def run(capsys, *args, command=main):
    code = command(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def refused(code, out, err):
    """Exit 2, nothing on stdout, one line on stderr, no traceback."""
    assert code == 2, (out, err)
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    return err


def chinese(text):
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def write_quote(path):
    path.write_text("item,price\nRTX 4090,$2499\n", encoding="utf-8")
    return path


# ---------------------------------------------------------------- 1. absurd token counts, refused at once

PRETRAIN = ["estimate", "--model", "qwen2.5-7b", "--gpu", "h100-sxm", "--task", "pretrain"]


@pytest.mark.parametrize(
    "tokens",
    ["1e9999999", "1e999999", "1E999999999999999999", "-1e999999", "9" * 5000, "1" + "0" * 100 + "T", "2e99B"],
)
def test_an_absurd_token_count_is_refused_at_once(capsys, tokens):
    start = time.perf_counter()
    err = refused(*run(capsys, *PRETRAIN, f"--dataset-tokens={tokens}"))
    assert time.perf_counter() - start < 10  # it took 33 s of CPU for 1e999999 (decimal to int); now a few ms
    assert "dataset-tokens" in err and ("absurd" in err or "at least 1" in err)


@pytest.mark.parametrize("tokens", ["1e-9999999", "1.5e-3", "0.5"])
def test_a_tiny_token_count_is_not_a_whole_number(capsys, tokens):
    err = refused(*run(capsys, *PRETRAIN, f"--dataset-tokens={tokens}"))
    assert "whole number of tokens" in err


def test_ordinary_token_counts_are_still_read(capsys):
    code, out, err = run(capsys, *PRETRAIN, "--dataset-tokens", "1.1B", "--machines", "4", "--json")
    assert code == 0, err
    assert json.loads(out)["cluster"]["dataset_tokens"] == 1_100_000_000


# ---------------------------------------------------------------- 2. a file name longer than the system allows


def long_outputs(tmp_path):
    """The three commands that write a file, each with an output name of 86 Chinese characters (> 255 bytes)."""
    quote = write_quote(tmp_path / "q.csv")
    name = str(tmp_path / LONG_TITLE)
    return {
        "report": (main_with_report, ["report", "--out", name + ".pdf"]),
        "export": (main, ["recommend", "--export", name + ".csv"]),
        "prices": (main, ["prices", "import", str(quote), "--out", name + ".json"]),
    }


@pytest.mark.parametrize("which", ["report", "export", "prices"])
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_a_file_name_over_255_bytes_is_refused_in_one_line(capsys, tmp_path, which, lang):
    command, args = long_outputs(tmp_path)[which]
    err = refused(*run(capsys, *args, "--lang", lang, command=command))
    if lang == "en":
        assert "the file name is too long" in err and "at most 255" in err, err
    else:
        assert "文件名太长" in err and "too long" not in err, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["q.csv"]


def test_a_name_of_255_bytes_is_written(capsys, tmp_path):
    name = "中" * 83 + "ab.csv"  # 249 + 6 = 255 bytes; the temporary file beside it must fit too
    assert len(os.fsencode(name)) == 255
    code, _, err = run(capsys, "recommend", "--export", str(tmp_path / name))
    assert code == 0, err
    assert [p.name for p in tmp_path.iterdir()] == [name]


def test_a_folder_name_too_long_is_refused_not_a_traceback(capsys, tmp_path):
    """Path.is_symlink() raised ENAMETOOLONG before output_target could say anything."""
    code, out, err = run(capsys, "recommend", "--export", str(tmp_path / ("x" * 300) / "t.csv"), "--lang", "zh_CN")
    err = refused(code, out, err)
    assert "名称太长" in err or "文件名太长" in err, err


def test_the_output_check_refuses_a_long_name_in_both_languages(tmp_path):
    from gpu_advisor.core.foundation.user_files import OutputFileError, file_error, output_target

    with pytest.raises(OutputFileError) as info:
        output_target(tmp_path / (LONG_TITLE + ".pdf"), "PDF summary")
    assert isinstance(info.value, OSError)
    assert info.value.strerror == "the file name is too long: 262 bytes, at most 255; choose a shorter name"
    assert "文件名太长：262 字节" in info.value.render("zh_CN")
    assert file_error(info.value).render("zh_CN") == info.value.render("zh_CN")


def test_a_write_that_fails_with_name_too_long_is_said_in_chinese():
    from gpu_advisor.core.foundation.user_files import file_error

    failure = OSError(errno.ENAMETOOLONG, os.strerror(errno.ENAMETOOLONG), "/tmp/report.pdf")
    shown = file_error(failure).render("zh_CN")
    assert shown.startswith("/tmp/report.pdf") and chinese(shown) and "File name too long" not in shown


# ---------------------------------------------------------------- 3. "-" is not a file name


@pytest.mark.parametrize("which", ["report", "export", "prices"])
def test_a_dash_is_not_an_output_file(capsys, tmp_path, monkeypatch, which):
    monkeypatch.chdir(tmp_path)
    quote = write_quote(tmp_path / "q.csv")
    command, args = {
        "report": (main_with_report, ["report", "--out", "-"]),
        "export": (main, ["recommend", "--export", "-"]),
        "prices": (main, ["prices", "import", str(quote), "--out", "-"]),
    }[which]
    err = refused(*run(capsys, *args, command=command))
    assert "standard output" in err, err
    assert not (tmp_path / "-").exists()
    err = refused(*run(capsys, *args, "--lang", "zh_CN", command=command))
    assert "标准输出" in err, err


# ---------------------------------------------------------------- 4. the report is a .pdf


@pytest.mark.parametrize("name", ["r.txt", "report", "r.pdf.txt"])
def test_the_report_refuses_a_name_that_is_not_a_pdf(capsys, tmp_path, name):
    err = refused(*run(capsys, "report", "--out", str(tmp_path / name), command=main_with_report))
    assert ".pdf" in err and name in err
    assert not (tmp_path / name).exists()
    err = refused(*run(capsys, "report", "--out", str(tmp_path / name), "--lang", "zh_CN", command=main_with_report))
    assert "PDF 摘要" in err


# ---------------------------------------------------------------- 5. argparse's own errors in the buyer's language


@pytest.mark.parametrize(
    "args,english,chinese_words",
    [
        (["recommend", "--target", "moon"], "invalid choice: 'moon'", "无效的选项"),
        (["recommend", "--users", "abc"], "users must be a whole number, not 'abc'", "必须是整数"),
        (["recommend", "--budget", "-5"], "budget must not be negative", "不能是负数"),
        (["recommend", "--budget", "150000,50"], "a comma may only separate thousands", "千位"),
        (["recommend", "--bogus"], "unrecognized arguments: --bogus", "无法识别的参数"),
        (["recommend", "--currency"], "argument --currency: expected one argument", "需要一个值"),
        (["prices", "import"], "the following arguments are required: quote", "缺少必需的参数"),
        (["prices", "import", "q.csv", "--date", "2026-13-01"], "write the date as YYYY-MM-DD", "YYYY-MM-DD"),
        (["prices", "import", "q.csv", "--out", " "], "--out is empty", "为空"),
        (["estimate", "--model", "x", "--gpu", "y", "--kv-bits", "abc"], "invalid float value: 'abc'", "不是数字"),
        (["estimate", "--model", "x", "--gpu", "y", "--count", "x"], "count must be a whole number", "必须是整数"),
        (["nonsense"], "invalid choice: 'nonsense'", "无效的选项"),
    ],
)
def test_argument_errors_are_in_the_buyers_language(capsys, args, english, chinese_words):
    err = refused(*run(capsys, *args))
    assert english in err, err
    for lang in (["--lang", "zh_CN"], ["--lang=zh_CN"]):
        err = refused(*run(capsys, *args, *lang))
        assert chinese_words in err and chinese(err), err
        assert "invalid" not in err and "must" not in err and "argument" not in err, err


def test_an_option_that_is_ambiguous_is_said_in_chinese(capsys):
    err = refused(*run(capsys, "recommend", "--c", "CNY", "--lang", "zh_CN"))
    assert "有歧义" in err and "--currency" in err and "--consumer-cards-ok" in err, err


# ---------------------------------------------------------------- 6. and 7. scenario values


def scenario_file(tmp_path, **changes):
    from gpu_advisor.core.scenario import template

    data = template().model_dump(mode="json")
    for key, value in changes.items():
        part, _, name = key.partition("__")
        if name:
            data[part] = {**data[part], name: value}
        else:
            data[key] = value
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "field",
    ["concurrent_users", "context_tokens", "answer_tokens", "hours_per_day", "budget__one_off", "existing__free_slots"],
)
def test_true_is_not_a_number_in_a_scenario(capsys, tmp_path, field):
    path = scenario_file(tmp_path, **{field: True})
    err = refused(*run(capsys, "recommend", "--scenario", str(path)))
    assert field.replace("__", ".") in err and "not true or false" in err, err
    err = refused(*run(capsys, "recommend", "--scenario", str(path), "--lang", "zh_CN"))
    assert field.replace("__", ".") in err and "true 或 false" in err, err


def test_booleans_are_still_booleans():
    from gpu_advisor.core.scenario import scenario_from_dict, template

    data = {**template().model_dump(mode="json"), "used_ok": True, "consumer_cards_ok": True}
    assert scenario_from_dict(data).used_ok is True


def test_an_answer_longer_than_its_context_is_refused(capsys, tmp_path):
    from gpu_advisor.core.scenario import ScenarioError, scenario_from_dict, template

    data = {
        **template().model_dump(mode="json"),
        "answer_tokens": 1_000_000,
        "context_tokens": 2000,
        "prompt_tokens": 0,
    }
    with pytest.raises(ScenarioError) as info:
        scenario_from_dict(data)
    assert "answer_tokens" in str(info.value) and "context_tokens" in str(info.value)
    assert "1,000,000" in str(info.value) and "2,000" in str(info.value)
    assert chinese(info.value.render("zh_CN"))
    path = scenario_file(tmp_path, answer_tokens=5000, context_tokens=4096, prompt_tokens=100)
    err = refused(*run(capsys, "recommend", "--scenario", str(path)))
    assert "answer_tokens" in err and "context_tokens" in err


# ---------------------------------------------------------------- 8. a price file says its version


def test_a_price_file_without_its_version_is_refused(capsys, tmp_path):
    from gpu_advisor.core.buyer_prices.overrides import PriceFileError, PriceOverrides, load_price_file

    path = tmp_path / "p.json"
    path.write_text(json.dumps({"usd_to_cny": 7.2}), encoding="utf-8")
    with pytest.raises(PriceFileError, match="schema_version"):
        load_price_file(path)
    path.write_text(json.dumps(PRICE_FILE), encoding="utf-8")
    assert load_price_file(path).usd_to_cny == 7.2
    # what the app writes itself carries it
    assert json.loads(PriceOverrides(usd_to_cny=7.1).model_dump_json())["schema_version"] == 1


# ---------------------------------------------------------------- 9. control characters never reach the terminal


def test_terminal_safe_escapes_control_characters_only():
    from gpu_advisor.core.cli import terminal_safe

    assert terminal_safe("\x1b[31mred.csv") == "\\u001b[31mred.csv"
    assert terminal_safe("a\rb\x9b\u202ec\x7f") == "a\\u000db\\u009b\\u202ec\\u007f"
    assert terminal_safe("方案.csv 1,000\n", newlines=True) == "方案.csv 1,000\n"
    assert terminal_safe("two\nlines") == "two\\u000alines"


def test_a_file_name_with_an_escape_sequence_is_printed_escaped(capsys, tmp_path):
    export = tmp_path / "\x1b[31mred.csv"
    code, out, err = run(capsys, "recommend", "--export", str(export))
    assert code == 0, err
    assert export.exists() and "\x1b" not in out and "\\u001b[31mred.csv" in out

    quote = write_quote(tmp_path / "\x1b]0;pwned\x07.csv")
    code, out, err = run(capsys, "prices", "import", str(quote), "--out", str(tmp_path / "p.json"))
    assert code == 0, err
    assert "\x1b" not in out and "\x07" not in out and "\\u001b]0;pwned\\u0007.csv" in out

    code, out, err = run(capsys, "prices", "import", str(quote), "--out", str(tmp_path / "p.json"), "--json")
    assert code == 0, err
    assert "\x1b" not in out and json.loads(out)["file"] == quote.name  # the JSON still says the name exactly


def test_an_error_naming_a_hostile_file_is_one_escaped_line(capsys, tmp_path):
    name = str(tmp_path / "\x1b[2J\nfake line\r.json")
    err = refused(*run(capsys, "recommend", "--scenario", name))
    assert "\x1b" not in err and "\r" not in err and "\\u001b[2J\\u000afake line" in err


# ---------------------------------------------------------------- 10. full fine-tuning sizes 16-bit weights


def test_full_fine_tuning_of_a_quantized_format_names_what_it_sized(capsys):
    """The engine sizes full fine-tuning with 16-bit weights whatever --quant says, and says "cannot run" (exit 0,
    the problem in --json: tests/gui/test_one_rule_everywhere.py); the header named AWQ INT4 above 16-bit figures."""
    args = ["estimate", "--model", "qwen2.5-7b", "--gpu", "h100-sxm", "--task", "full", "--quant", "awq-int4"]
    code, out, err = run(capsys, *args)
    assert code == 0, err
    header, *rest = out.splitlines()
    assert header == (
        "Qwen2.5 7B on 1 x NVIDIA H100 SXM5 80GB, 16-bit weights (sized so: full fine-tuning cannot train AWQ INT4), "
        "Hugging Face Transformers, full"
    )
    assert any(line.startswith("  cannot run: full fine-tuning updates 16-bit weights") for line in rest)


def test_pretraining_in_a_quantized_format_is_refused_not_ignored(capsys):
    args = ["estimate", "--model", "qwen2.5-7b", "--gpu", "h100-sxm", "--task", "pretrain", "--dataset-tokens", "1B"]
    err = refused(*run(capsys, *args, "--quant", "awq-int4"))
    assert "--task pretrain trains 16-bit weights; AWQ INT4 is a format for running a model" in err, err
    code, out, err = run(capsys, *args, "--quant", "bf16", "--machines", "4")
    assert code == 0, err
    assert out.splitlines()[0].startswith("Qwen2.5 7B on 1 x NVIDIA H100 SXM5 80GB, BF16,")


def test_full_fine_tuning_in_16_bit_says_what_it_sized(capsys):
    args = ["estimate", "--model", "qwen2.5-7b", "--gpu", "h100-sxm", "--task", "full", "--quant", "bf16"]
    code, out, err = run(capsys, *args)
    assert code == 0, err
    assert out.splitlines()[0].startswith("Qwen2.5 7B on 1 x NVIDIA H100 SXM5 80GB, BF16,")
