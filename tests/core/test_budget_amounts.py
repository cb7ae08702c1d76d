"""Issue 22: `gpu-advisor recommend --budget 15万` is a budget of 150,000 yuan, read by the same parser as the
wizard's budget fields (core/foundation/amounts.py); before, the command line refused 15万 and 150k."""

import json

import pytest

from gpu_advisor.core import cli
from gpu_advisor.core.cli import main, money_amount, recommend_cmd


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def used(monkeypatch):
    """The scenarios cmd_recommend goes on to recommend for, as it hands them to the wizard's rules."""
    seen = []
    check = cli.refuse_what_the_wizard_refuses

    def keep(scenario, catalog, lang="en"):
        seen.append(scenario)
        return check(scenario, catalog, lang)

    monkeypatch.setattr(recommend_cmd, "refuse_what_the_wizard_refuses", keep)
    return seen


@pytest.mark.parametrize(
    "typed,amount",
    [
        ("15万", 150_000),
        ("150k", 150_000),
        ("150K", 150_000),
        ("１５万", 150_000),
        ("¥15万", 150_000),
        ("15.5万", 155_000),
    ],
)
def test_the_budget_option_reads_wan_and_k(capsys, used, typed, amount):
    code, out, err = run(capsys, "recommend", "--budget", typed, "--json")
    assert code == 0, err
    assert json.loads(out)["options"]
    assert used[-1].budget.one_off == amount
    assert money_amount("budget")(typed).value == amount


def test_the_monthly_budget_option_reads_wan(capsys, used):
    code, _, err = run(capsys, "recommend", "--monthly-budget", "3万", "--json")
    assert code == 0, err
    assert used[-1].budget.monthly == 30_000
    code, _, err = run(capsys, "recommend", "--monthly-budget", "8k", "--budget", "0.5亿", "--json")
    assert code == 0, err
    assert (used[-1].budget.monthly, used[-1].budget.one_off) == (8_000, 50_000_000)


def test_15_wan_recommends_what_150000_does_not_what_15_yuan_does(capsys):
    outputs = {typed: run(capsys, "recommend", "--budget", typed, "--json")[1] for typed in ("15万", "150000", "15")}
    assert outputs["15万"] == outputs["150000"]
    assert outputs["15万"] != outputs["15"]
    labels = [option["label"] for option in json.loads(outputs["15万"])["options"]]
    assert "recommended" in labels


@pytest.mark.parametrize(
    "typed,english,chinese",
    [
        ("15万k", "budget '15万k' has two multipliers (万 and k)", "有两个倍数单位"),
        ("abc", "budget 'abc' is not an amount of money", "不是金额"),
        ("2499 2", "a space may only separate thousands", "空格只能用作千位分隔符"),
        ("1,00", "a comma may only separate thousands", "千位"),
        ("1e5", "without an exponent", "科学计数法"),
        ("2000000000000", "is more than 1,000,000,000,000", "请检查零的个数"),
        ("-15万", "budget must not be negative", "不能是负数"),
        ("nan", "not an amount of money", "不是金额"),
        ("", "budget is empty", "为空"),
    ],
)
def test_an_unreadable_budget_is_refused_in_the_buyers_language(capsys, typed, english, chinese):
    # --budget=-15万: argparse takes a value that starts with "-" and is not a plain number for an option
    code, out, err = run(capsys, "recommend", f"--budget={typed}")
    assert code == 2 and out == "" and english in err and len(err.strip().splitlines()) == 1, err
    code, out, err = run(capsys, "recommend", f"--budget={typed}", "--lang", "zh_CN")
    assert code == 2 and chinese in err and "must" not in err and "argument" not in err, err


def test_dollars_typed_into_a_budget_in_yuan_are_refused_not_read_as_yuan(capsys, used):
    code, out, err = run(capsys, "recommend", "--budget", "$60,000")
    assert code == 2 and out == ""
    assert "is in USD, but the budget is in CNY: add --currency USD" in err
    code, _, err = run(capsys, "recommend", "--monthly-budget", "3k USD", "--lang", "zh_CN")
    assert code == 2 and "--monthly-budget" in err and "请加上 --currency USD" in err
    assert used == []
    # said in the budget's own currency, or with --currency, it is read
    code, _, err = run(capsys, "recommend", "--budget", "$60,000", "--currency", "USD", "--json")
    assert code == 0, err
    assert (used[-1].budget.one_off, used[-1].budget.currency) == (60_000, "USD")
    code, _, err = run(capsys, "recommend", "--budget", "15万元", "--json")
    assert code == 0, err
    assert used[-1].budget.one_off == 150_000
    code, _, err = run(capsys, "recommend", "--budget", "¥15万", "--currency", "USD")
    assert code == 2 and "is in CNY, but the budget is in USD" in err


def test_a_budget_that_buys_nothing_is_questioned_on_stderr(capsys):
    """`--budget 15` (15万 meant): the answer is still given, and stderr asks whether 15万 (150,000) was meant; the
    cheapest card the catalog sells in mainland China costs about 1,342 yuan (RK3588 board class), so 15 buys nothing."""
    assert cli.main(["recommend", "--budget", "15", "--lang", "zh_CN", "--json"]) == 0
    out, err = capsys.readouterr()
    assert "15 CNY 买不到任何硬件" in err and "15万 (150,000)" in err
    assert cli.main(["recommend", "--budget", "15万", "--json"]) == 0
    assert "buys no hardware" not in capsys.readouterr().err
