"""Files a careless or hostile user hands the app: deeply nested or huge-number JSON, things that are not
files at all (a FIFO, a symlink to /dev/zero, a folder), Notepad's byte-order mark, and output paths that
would destroy something (an input, a device, a read-only file). Every one is refused with one plain line
naming the file (exit 2 on the command line, a warning in the window), and nothing is overwritten."""

import datetime as dt
import json
import os
import shutil
import stat
import threading
from pathlib import Path

import pytest

from gpu_advisor.core.buyer_prices.overrides import PriceFileError, load_price_file
from gpu_advisor.core.catalog import CATALOG_DIR, CatalogError, load_catalog
from gpu_advisor.core.costing.ownership import ownership_cost, rental_cost_per_month
from gpu_advisor.core.foundation.user_files import UserFileError, load_user_json, read_user_file
from gpu_advisor.core.scenario import ScenarioError, load_scenario, save_scenario, template
from gpu_advisor.gui.cli import main

DEEP_JSON = '{"schema_version": 1, "title": ' + "[" * 5000 + "]" * 5000 + "}"
HUGE_INT_SCENARIO = '{"schema_version": 1, "horizon_years": ' + "9" * 5000 + "}"
HUGE_INT_PRICES = '{"schema_version": 1, "usd_to_cny": ' + "7" * 5000 + "}"
NOT_A_NUMBER_SCENARIO = '{"schema_version": 1, "electricity_price": NaN}'
INFINITE_BUDGET_SCENARIO = '{"schema_version": 1, "budget": {"one_off": Infinity}}'
OVERFLOWING_BUDGET_SCENARIO = '{"schema_version": 1, "budget": {"one_off": 1e999}}'
INFINITE_RATE_PRICES = '{"schema_version": 1, "usd_to_cny": -Infinity}'


def run_cli(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_refusal(code, err, *words):
    assert code == 2, err
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err
    for word in words:
        assert word in err, (word, err)


def price_file(tmp_path, **content) -> Path:
    path = tmp_path / "prices.json"
    path.write_text(json.dumps({"schema_version": 1, **content}), encoding="utf-8")
    return path


# ---------------------------------------------------------------- inputs: what the parser cannot take

SCENARIO_COMMANDS = {
    "recommend": lambda path, tmp: ["recommend", "--scenario", str(path)],
    "report": lambda path, tmp: ["report", "--scenario", str(path), "--out", str(tmp / "r.pdf")],
}


@pytest.mark.parametrize("command", sorted(SCENARIO_COMMANDS))
@pytest.mark.parametrize(
    "content",
    [DEEP_JSON, HUGE_INT_SCENARIO, NOT_A_NUMBER_SCENARIO, INFINITE_BUDGET_SCENARIO, OVERFLOWING_BUDGET_SCENARIO],
    ids=["deep", "huge-int", "nan", "infinity", "1e999"],
)
def test_unparseable_scenarios_are_one_line_on_the_command_line(capsys, tmp_path, command, content):
    path = tmp_path / "hostile.json"
    path.write_text(content, encoding="utf-8")
    code, _, err = run_cli(capsys, *SCENARIO_COMMANDS[command](path, tmp_path))
    assert_one_line_refusal(code, err, "hostile.json")
    assert not (tmp_path / "r.pdf").exists()


@pytest.mark.parametrize(
    "content", [DEEP_JSON, HUGE_INT_PRICES, INFINITE_RATE_PRICES], ids=["deep", "huge-int", "infinity"]
)
def test_unparseable_price_files_are_one_line_on_the_command_line(capsys, tmp_path, content):
    path = tmp_path / "hostile-prices.json"
    path.write_text(content, encoding="utf-8")
    code, _, err = run_cli(capsys, "recommend", "--prices", str(path))
    assert_one_line_refusal(code, err, "hostile-prices.json", "price file")


@pytest.mark.parametrize("content", [DEEP_JSON, HUGE_INT_SCENARIO, INFINITE_BUDGET_SCENARIO])
def test_the_loaders_raise_only_their_own_errors(tmp_path, content):
    """File > Open catches ScenarioError only; the price loader's callers catch PriceFileError only."""
    path = tmp_path / "hostile.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ScenarioError, match="hostile.json"):
        load_scenario(path)
    with pytest.raises(PriceFileError, match="hostile.json"):
        load_price_file(path)


def test_a_nan_constant_is_named_in_plain_words(tmp_path):
    path = tmp_path / "s.json"
    path.write_text(NOT_A_NUMBER_SCENARIO, encoding="utf-8")
    with pytest.raises(ScenarioError, match="NaN") as info:
        load_scenario(path)
    assert "\n" not in str(info.value)


def test_notepad_byte_order_mark_is_accepted(capsys, tmp_path):
    path = tmp_path / "notepad.json"
    path.write_bytes(b"\xef\xbb\xbf" + template().model_dump_json(indent=2).encode("utf-8"))
    assert load_scenario(path) == template()
    prices = tmp_path / "prices.json"
    prices.write_bytes(b"\xef\xbb\xbf" + json.dumps({"schema_version": 1, "usd_to_cny": 7.2}).encode("utf-8"))
    assert load_price_file(prices).usd_to_cny == 7.2
    code, _, err = run_cli(capsys, "recommend", "--scenario", str(path), "--prices", str(prices))
    assert code == 0, err


def test_other_encodings_are_refused_in_plain_words(tmp_path):
    path = tmp_path / "utf16.json"
    path.write_text(template().model_dump_json(), encoding="utf-16")
    with pytest.raises(ScenarioError, match="utf16.json.*UTF-8"):
        load_scenario(path)


# ---------------------------------------------------------------- inputs that are not regular files


def _mkfifo(path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    os.mkfifo(path)


def _release_fifo(path: Path) -> None:
    """Open the FIFO for writing, so a reader stuck opening it (the bug) wakes up and the test can end."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
    except OSError:
        pass


def _within_seconds(seconds, function, *args):
    """function(*args), failing the test instead of hanging when it blocks (as reading a FIFO did)."""
    outcome = {}

    def call():
        try:
            outcome["value"] = function(*args)
        except BaseException as exc:  # noqa: BLE001 (handed to the test thread)
            outcome["error"] = exc

    worker = threading.Thread(target=call, daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        for arg in args:
            if isinstance(arg, Path) and arg.exists() and stat.S_ISFIFO(arg.stat().st_mode):
                _release_fifo(arg)
        worker.join(5)
        pytest.fail(f"{getattr(function, '__name__', function)} blocked for over {seconds} s")
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


@pytest.fixture(params=["fifo", "zero-symlink", "folder"])
def not_a_file(request, tmp_path) -> Path:
    path = tmp_path / "scenario.json"
    if request.param == "fifo":
        _mkfifo(path)
    elif request.param == "zero-symlink":
        if not Path("/dev/zero").exists():
            pytest.skip("no /dev/zero on this system")
        path.symlink_to("/dev/zero")
    else:
        path.mkdir()
    return path


def test_a_scenario_that_is_not_a_file_is_refused_at_once(not_a_file):
    with pytest.raises(ScenarioError, match="scenario.json.*not a regular file"):
        _within_seconds(10, load_scenario, not_a_file)


def test_a_price_file_that_is_not_a_file_is_refused_at_once(not_a_file):
    with pytest.raises(PriceFileError, match="scenario.json.*not a regular file"):
        _within_seconds(10, load_price_file, not_a_file)


@pytest.mark.parametrize("option", ["--scenario", "--prices"])
def test_the_command_line_refuses_a_fifo_without_hanging(capsys, tmp_path, option):
    path = tmp_path / "pipe.json"
    _mkfifo(path)
    code, _, err = _within_seconds(10, run_cli, capsys, "recommend", option, str(path))
    assert_one_line_refusal(code, err, "pipe.json", "not a regular file")


def test_never_more_than_the_limit_plus_one_byte_is_read(tmp_path, monkeypatch):
    """A file that grows after its size was checked (or lies about it) is still cut off at the limit."""
    path = tmp_path / "grows.json"
    path.write_text("[" + "1," * 600 + "1]", encoding="utf-8")
    reads = []
    real_read = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    with pytest.raises(UserFileError, match="grows.json.*too large"):
        read_user_file(path, 100, "test file")
    assert sum(reads) <= 101


def test_a_symlink_to_a_regular_scenario_is_read(tmp_path):
    target = tmp_path / "real.json"
    save_scenario(template(), target)
    link = tmp_path / "link.json"
    link.symlink_to(target)
    assert load_scenario(link) == template()


def test_load_user_json_names_the_file_and_the_problem(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text(DEEP_JSON, encoding="utf-8")
    with pytest.raises(UserFileError, match="deep.json.*nested too deeply") as info:
        load_user_json(path, 1_000_000, "scenario file")
    assert "\n" not in str(info.value)
    path.write_text(HUGE_INT_SCENARIO, encoding="utf-8")
    with pytest.raises(UserFileError, match="deep.json.*too many digits"):
        load_user_json(path, 1_000_000, "scenario file")


# ---------------------------------------------------------------- the catalog TOML


@pytest.fixture
def catalog_copy(tmp_path) -> Path:
    directory = tmp_path / "catalog"
    shutil.copytree(CATALOG_DIR, directory)
    return directory


@pytest.mark.parametrize(
    "line",
    [
        "deep = " + "[" * 3000 + "]" * 3000,
        "deep = " + "{a = " * 3000 + "1" + "}" * 3000,
        "huge = " + "9" * 5000,
    ],
    ids=["nested-arrays", "nested-tables", "huge-int"],
)
def test_a_hand_edited_catalog_that_cannot_be_parsed_is_a_catalog_error(catalog_copy, line):
    (catalog_copy / "runtimes.toml").write_text(line + "\n", encoding="utf-8")
    with pytest.raises(CatalogError, match="runtimes.toml") as info:
        load_catalog(catalog_copy)
    assert "\n" not in str(info.value)


def test_a_catalog_with_a_byte_order_mark_loads(catalog_copy):
    path = catalog_copy / "gpus.toml"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert len(load_catalog(catalog_copy).gpus) == len(load_catalog(CATALOG_DIR).gpus)


def test_a_catalog_file_that_is_a_fifo_is_refused(catalog_copy):
    path = catalog_copy / "quants.toml"
    path.unlink()
    _mkfifo(path)
    with pytest.raises(CatalogError, match="quants.toml.*not a regular file"):
        _within_seconds(10, load_catalog, catalog_copy)


def _edit_first(path: Path, key: str, value: str) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    index = next(i for i, line in enumerate(lines) if line.strip().startswith(f"{key} ="))
    lines[index] = f"{key} = {value}"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.mark.parametrize(
    "file,key,value,field",
    [
        ("gpus.toml", "memory_gb", "inf", "memory_gb"),
        ("gpus.toml", "memory_gb", "nan", "memory_gb"),
        ("gpus.toml", "memory_gb", "1e12", "memory_gb"),
        ("gpus.toml", "bandwidth_gbps", "1e-300", "bandwidth_gbps"),
        ("gpus.toml", "as_of", "2999-01-01", "as_of"),
        ("gpus.toml", "tdp_w", "1e9", "tdp_w"),
        ("platforms.toml", "base_price_cny", "1e300", "base_price_cny"),
    ],
)
def test_the_catalog_refuses_absurd_figures(catalog_copy, file, key, value, field):
    _edit_first(catalog_copy / file, key, value)
    with pytest.raises(CatalogError, match=field):
        load_catalog(catalog_copy)


# ---------------------------------------------------------------- item 8: what the price file accepts, the engine costs


@pytest.mark.parametrize(
    "content",
    [
        {
            "usd_to_cny": 100,
            "gpu_prices": [{"gpu": "h200-sxm", "currency": "USD", "amount": 999_999_999, "as_of": "2026-11-01"}],
        },
        {
            "cloud_prices": [
                {
                    "instance": "aliyun-ecs.gn7i-c8g1.2xlarge",
                    "market": "cn",
                    "currency": "USD",
                    "on_demand_per_hour": 999_999,
                    "as_of": "2026-11-01",
                }
            ],
            "usd_to_cny": 100,
        },
        {"usd_to_cny": 1e-300},
        {"usd_to_cny": 0.5},
        {"gpu_prices": [{"gpu": "rtx-4090", "currency": "CNY", "amount": 1e-300, "as_of": "2026-11-01"}]},
        {"gpu_prices": [{"gpu": "rtx-4090", "currency": "CNY", "amount": 12000, "as_of": "2999-01-01"}]},
    ],
    ids=["gpu-1e9-usd-rate-100", "cloud-1e6-usd", "rate-1e-300", "rate-0.5", "gpu-1e-300", "date-2999"],
)
@pytest.mark.parametrize("currency", ["CNY", "USD"])
def test_prices_the_file_accepts_are_costed_or_refused_in_one_line(capsys, tmp_path, content, currency):
    path = price_file(tmp_path, **content)
    code, out, err = run_cli(
        capsys, "recommend", "--prices", str(path), "--currency", currency, "--region", "cn", "--model", "qwen2.5-7b"
    )
    assert "Traceback" not in err
    if code != 0:
        assert_one_line_refusal(code, err, "prices.json")
    else:
        assert out.strip()


def test_the_rate_limits_of_file_and_scenario_agree(tmp_path):
    from gpu_advisor.core.foundation.limits import USD_TO_CNY_RANGE
    from gpu_advisor.core.scenario import Budget

    low, high = USD_TO_CNY_RANGE
    for rate in (low, high):
        load_price_file(price_file(tmp_path, usd_to_cny=rate))
        Budget(usd_to_cny=rate)
    for rate in (low / 2, high * 2, 1e-300):
        with pytest.raises(PriceFileError, match="usd_to_cny"):
            load_price_file(price_file(tmp_path, usd_to_cny=rate))


def test_the_cost_engine_costs_the_largest_prices_the_editor_accepts():
    from gpu_advisor.core.foundation.limits import (
        MAX_GPU_PRICE,
        MAX_GPUS_PER_MACHINE,
        MAX_HOURLY_PRICE,
        USD_TO_CNY_RANGE,
    )
    from gpu_advisor.gui.prices import GPU_PRICE_LIMIT, HOURLY_PRICE_LIMIT, RATE_RANGE, parse_price

    assert (GPU_PRICE_LIMIT, HOURLY_PRICE_LIMIT, RATE_RANGE) == (MAX_GPU_PRICE, MAX_HOURLY_PRICE, USD_TO_CNY_RANGE)
    largest_card, _ = parse_price("999,999,999", GPU_PRICE_LIMIT)
    largest_hour, _ = parse_price("999999.99", HOURLY_PRICE_LIMIT)
    assert largest_card and largest_hour
    low, high = USD_TO_CNY_RANGE
    for factor in (high, 1 / low):  # a USD price in a CNY budget, a CNY price in a USD budget
        machine = (
            largest_card * factor * MAX_GPUS_PER_MACHINE + MAX_GPU_PRICE * factor
        )  # cards plus the box around them
        assert ownership_cost(machine, 700, MAX_GPUS_PER_MACHINE, 1.0, 24, 100, 3.0).total(10) > 0
        assert rental_cost_per_month(largest_hour * factor, 24) > 0


# ---------------------------------------------------------------- outputs that would destroy something


@pytest.fixture
def scenario_file(tmp_path) -> Path:
    path = tmp_path / "s.json"
    save_scenario(template(), path)
    return path


def test_a_report_over_its_own_scenario_is_refused(capsys, qapp, scenario_file):
    code, _, err = run_cli(capsys, "report", "--scenario", str(scenario_file), "--out", str(scenario_file))
    assert_one_line_refusal(code, err, "s.json")
    assert load_scenario(scenario_file) == template()


def test_a_report_over_its_price_file_is_refused(capsys, qapp, tmp_path):
    prices = price_file(tmp_path, usd_to_cny=7.2)
    before = prices.read_bytes()
    code, _, err = run_cli(capsys, "report", "--prices", str(prices), "--out", str(prices))
    assert_one_line_refusal(code, err, "prices.json")
    assert prices.read_bytes() == before


def test_a_report_through_a_link_to_its_scenario_is_refused(capsys, qapp, scenario_file, tmp_path):
    link = tmp_path / "report.pdf"
    link.symlink_to(scenario_file)
    code, _, err = run_cli(capsys, "report", "--scenario", str(scenario_file), "--out", str(link))
    assert_one_line_refusal(code, err, "report.pdf")
    assert load_scenario(scenario_file) == template() and link.is_symlink()


def _char_device(path: Path) -> bool:
    """A copy of /dev/null's device node in the test folder, where only root may make one."""
    try:
        os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    except (OSError, AttributeError):
        return False
    return True


@pytest.fixture(params=["fifo", "device", "folder", "read-only", "empty"])
def bad_output(request, tmp_path):
    """(path, what the refusal names, a check that the thing is untouched)."""
    path = tmp_path / "out.pdf"
    if request.param == "fifo":
        _mkfifo(path)
        return str(path), "out.pdf", lambda: stat.S_ISFIFO(os.lstat(path).st_mode)
    if request.param == "device":
        if not _char_device(path):
            pytest.skip("cannot make a device node here (not root)")
        return str(path), "out.pdf", lambda: stat.S_ISCHR(os.lstat(path).st_mode)
    if request.param == "folder":
        path.mkdir()
        return str(path), "out.pdf", lambda: path.is_dir()
    if request.param == "read-only":
        path.write_bytes(b"keep me")
        path.chmod(0o444)
        return (
            str(path),
            "read-only",
            lambda: path.read_bytes() == b"keep me" and stat.S_IMODE(path.stat().st_mode) == 0o444,
        )
    return "", "no output file given", lambda: list(tmp_path.iterdir()) == []


def test_the_report_refuses_an_output_that_is_not_a_writable_file(capsys, qapp, bad_output):
    path, words, untouched = bad_output
    code, _, err = _within_seconds(60, run_cli, capsys, "report", "--out", path)
    assert_one_line_refusal(code, err, words)
    assert untouched()


def test_saving_a_scenario_refuses_an_output_that_is_not_a_writable_file(bad_output):
    from gpu_advisor.core.foundation.user_files import OutputFileError

    path, words, untouched = bad_output
    with pytest.raises(OutputFileError, match=words) as info:
        _within_seconds(10, save_scenario, template(), path)
    assert isinstance(info.value, OSError)  # what the window's save catches
    assert "\n" not in str(info.value)
    assert untouched()


def test_saving_prices_refuses_an_output_that_is_not_a_writable_file(bad_output):
    from gpu_advisor.core.buyer_prices.overrides import PriceOverrides
    from gpu_advisor.gui.prices import save_overrides

    path, words, untouched = bad_output
    with pytest.raises(OSError, match=words):
        _within_seconds(10, save_overrides, PriceOverrides(usd_to_cny=7.2), path)
    assert untouched()


def test_saving_writes_through_a_symlink_and_keeps_it(tmp_path):
    target = tmp_path / "real" / "plan.json"
    target.parent.mkdir()
    target.write_text("{}", encoding="utf-8")
    target.chmod(0o640)
    link = tmp_path / "plan.json"
    link.symlink_to(target)
    save_scenario(template(), link)
    assert link.is_symlink() and load_scenario(target) == template()
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert sorted(p.name for p in target.parent.iterdir()) == ["plan.json"]


def test_the_report_writes_through_a_symlink_and_keeps_it(capsys, qapp, tmp_path):
    target = tmp_path / "real.pdf"
    target.write_bytes(b"old")
    link = tmp_path / "link.pdf"
    link.symlink_to(target)
    code, _, err = run_cli(capsys, "report", "--out", str(link))
    assert code == 0, err
    assert link.is_symlink() and target.read_bytes().startswith(b"%PDF")


def test_the_windows_pdf_export_refuses_a_fifo(qapp, tmp_path):
    from gpu_advisor.core.presentation.report import build_report
    from gpu_advisor.core.recommend import recommend
    from gpu_advisor.gui.report import ReportError, write_pdf

    catalog = load_catalog()
    content = build_report(recommend(catalog, template(), today=dt.date(2026, 11, 30)), "en")
    path = tmp_path / "summary.pdf"
    _mkfifo(path)
    with pytest.raises(ReportError, match="summary.pdf.*not a regular file"):
        _within_seconds(30, write_pdf, content, {}, path)
    assert stat.S_ISFIFO(os.lstat(path).st_mode)


# ---------------------------------------------------------------- the window's open and save


@pytest.fixture
def window(qtbot, qapp, tmp_path):
    from PySide6.QtCore import QSettings

    from gpu_advisor.gui.language import LanguageManager
    from gpu_advisor.gui.window import MainWindow

    qapp.setOrganizationName("GPU Advisor Tests")
    qapp.setApplicationName(f"hostile-{tmp_path.name}")
    language = LanguageManager()
    language.switch("en")
    win = MainWindow(language, QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.finish_loading()
    yield win
    win.state.dirty = False
    win.close()


@pytest.mark.parametrize("kind", ["deep", "huge-int", "fifo"])
def test_file_open_in_the_window_warns_about_a_hostile_scenario(window, tmp_path, no_modal_dialogs, kind):
    path = tmp_path / "hostile.json"
    if kind == "fifo":
        _mkfifo(path)
    else:
        path.write_text(DEEP_JSON if kind == "deep" else HUGE_INT_SCENARIO, encoding="utf-8")
    window.state.update(concurrent_users=7)
    window.state.dirty = False
    assert not _within_seconds(10, window.open_scenario, str(path))
    assert any("hostile.json" in text for _title, text in no_modal_dialogs)
    assert window.state.scenario.concurrent_users == 7


def test_saving_over_a_read_only_file_in_the_window_warns_and_keeps_it(window, tmp_path, no_modal_dialogs):
    path = tmp_path / "plan.gpuadvisor"
    path.write_text("keep me", encoding="utf-8")
    path.chmod(0o444)
    assert not window._write(path)
    assert any("read-only" in text for _title, text in no_modal_dialogs)
    assert path.read_text(encoding="utf-8") == "keep me"
