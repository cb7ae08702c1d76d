"""The options table for the procurement team: CSV (UTF-8 with a BOM) and .xlsx (standard library only), from the
command line and core.export, read back with the csv module and core.buyer_prices.quote' workbook reader; "why not" answers
and the alternatives to owning (core.why_not)."""

from __future__ import annotations

import csv
import io

import pytest

from gpu_advisor.core.buyer_prices.quote import _Workbook  # noqa: PLC2701
from gpu_advisor.core.cli import main
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.foundation.user_files import OutputFileError
from gpu_advisor.core.presentation.export import export_options, options_table
from gpu_advisor.core.presentation.why_not import alternatives, why_not
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import save_scenario, template
from tests.scenarios import pretraining_scenario


@pytest.fixture(scope="module")
def result(catalog):
    return recommend(catalog, template())


def expected(result, lang):
    data = result.to_dict(lang)
    return [
        (
            o["cost"]["upfront"] if o["cost"] else None,
            o["cost"]["monthly"] if o["cost"] else None,
            o["cost"]["horizon_total"] if o["cost"] else None,
        )
        for o in data["options"]
    ]


def number(text: str) -> float | None:
    return float(text) if text else None


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_csv_reads_back_with_the_recommendation_figures(result, tmp_path, lang):
    path = export_options(result, tmp_path / "options.csv", lang)
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf"), "Excel needs the BOM to read UTF-8 Chinese"
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig"))))
    header, body = rows[0], rows[1:]
    assert header == options_table(result, lang)[0]
    if lang == "zh_CN":
        assert "硬件" in header and "评级" in header
    assert len(body) == len(result.options)
    assert [(number(r[9]), number(r[10]), number(r[11])) for r in body] == expected(result, lang)
    assert [r[1] for r in body] == [result.option_name(o) for o in result.options]


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_xlsx_reads_back_numbers_as_numbers(result, tmp_path, lang):
    path = export_options(result, tmp_path / "options.xlsx", lang)
    # the reader leaves out the empty cells at a row's end (an option without a price)
    width = len(options_table(result, lang)[0])
    rows = [cells + [""] * (width - len(cells)) for _, cells in _Workbook(path.read_bytes(), path.name).rows()]
    header, body = rows[0], rows[1:]
    assert header == options_table(result, lang)[0]
    assert [(number(r[9]), number(r[10]), number(r[11])) for r in body] == expected(result, lang)
    sheet = _Workbook(path.read_bytes(), path.name).part("xl/worksheets/sheet1.xml").decode()
    total = result.options[0].priced.horizon_total
    assert f"<v>{round(total)}</v>" in sheet, "a money figure is a number cell, not text"


def test_command_line_export(tmp_path, capsys):
    out = tmp_path / "options.xlsx"
    assert main(["recommend", "--export", str(out), "--lang", "zh_CN"]) == 0
    assert "方案表已写入" in capsys.readouterr().out
    assert out.stat().st_size > 500


def test_command_line_refuses_the_scenario_a_device_and_other_suffixes(tmp_path, capsys):
    scenario = tmp_path / "scenario.csv"
    save_scenario(template(), scenario)
    before = scenario.read_bytes()
    assert main(["recommend", "--scenario", str(scenario), "--export", str(scenario)]) == 2
    assert scenario.read_bytes() == before
    assert main(["recommend", "--export", str(tmp_path / "options.txt")]) == 2
    folder = tmp_path / "folder.csv"
    folder.mkdir()
    assert main(["recommend", "--export", str(folder)]) == 2
    assert folder.is_dir()
    with pytest.raises(OutputFileError):
        export_options(recommend_template(), tmp_path, "en")


def recommend_template():
    from gpu_advisor.core.catalog import load_catalog

    return recommend(load_catalog(), template())


def test_why_not_answers_the_tempting_cards_and_every_ruled_out_card(result):
    answers = why_not(result)
    names = [a.gpu for a in answers]
    assert len(names) == len(set(names)), "each card once"
    ruled = {o.gpu for o in result.all_options if o.ruled_out is not None and o.kind == "buy"}
    assert ruled <= set(names)
    rtx4090 = next(a for a in answers if a.gpu == result.catalog.gpus.get("RTX 4090").id)
    assert "RTX 4090" in rtx4090.answer.render("en")  # in China: not sold new (export rules)
    for answer in answers:
        assert answer.answer.render("zh_CN") and answer.answer.render("en")


def test_alternatives_name_the_api_and_the_privacy_caveat(result):
    lines = [line.render("en") for line in alternatives(result)]
    assert any("API" in line for line in lines)
    assert "leave the company" in lines[-1]


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_several_machines_and_pretraining_are_exported_with_days_and_gpu_hours(catalog, tmp_path, lang):
    """A cluster's row says how many machines (its GPU count is per machine), and a pretraining run its days and
    GPU-hours; memory says whether it is per card or a Mac's unified memory."""
    scenario = pretraining_scenario()
    result = recommend(catalog, scenario)
    header, rows = options_table(result, lang)
    machines, days, hours, memory_of = (
        header.index(Text(k).render(lang))
        for k in ("export.col.machines", "export.col.days", "export.col.gpu_hours", "export.col.memory_of")
    )
    clusters = [(row, o) for row, o in zip(rows, result.options, strict=True) if o.estimate.cluster is not None]
    assert clusters
    for row, option in clusters:
        cluster = option.estimate.cluster
        assert row[machines] == option.machines == cluster.machines > 1
        assert row[days] == round(cluster.days[0], 1) and row[hours] == round(cluster.gpu_hours)
        assert row[memory_of] == Text("report.memory.per_card").render(lang)
    path = export_options(result, tmp_path / "pretrain.csv", lang)
    body = list(csv.reader(io.StringIO(path.read_bytes().decode("utf-8-sig"))))[1:]
    assert [int(r[machines]) for r in body] == [o.machines for o in result.options]


def test_a_mac_is_exported_as_unified_memory(catalog):
    import dataclasses

    scenario = template().model_copy(
        update={"model": "qwen2.5-14b", "concurrent_users": 5, "target": "office", "used_ok": True}
    )
    result = recommend(catalog, scenario)
    mac = next(o for o in result.all_options if o.fits and result.catalog.gpus.get(o.gpu).unified_memory)
    card = next(o for o in result.all_options if o.fits and not result.catalog.gpus.get(o.gpu).unified_memory)
    header, rows = options_table(dataclasses.replace(result, options=[mac, card]), "en")
    column = header.index("Memory counted")
    assert [row[column] for row in rows] == ["of unified memory", "per card"]
    assert options_table(dataclasses.replace(result, options=[mac]), "zh_CN")[1][0][column] == "统一内存"
