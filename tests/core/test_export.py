"""The options table for the procurement team: CSV (UTF-8 with a BOM) and .xlsx (standard library only), from the
command line and core.export, read back with the csv module and core.quotes' workbook reader; "why not" answers
and the alternatives to owning (core.why_not)."""

from __future__ import annotations

import csv
import io

import pytest

from gpu_advisor.core.cli import main
from gpu_advisor.core.export import export_options, options_table
from gpu_advisor.core.files import OutputFileError
from gpu_advisor.core.quotes import _Workbook
from gpu_advisor.core.recommend import recommend
from gpu_advisor.core.scenario import save_scenario, template
from gpu_advisor.core.why_not import alternatives, why_not


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
    rows = [cells + [""] * (15 - len(cells)) for _, cells in _Workbook(path.read_bytes(), path.name).rows()]
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
