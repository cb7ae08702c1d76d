"""The options table for the procurement team: CSV (UTF-8 with a BOM) and .xlsx (standard library only), from the
command line and core.export, read back with the csv module and core.buyer_prices.quote' workbook reader; "why not" answers
and the alternatives to owning (core.why_not)."""

from __future__ import annotations

import csv
import datetime as dt
import html
import io
import re
import zipfile

import pytest

from gpu_advisor.core import __version__
from gpu_advisor.core.buyer_prices.quote import _Workbook  # noqa: PLC2701
from gpu_advisor.core.cli import main
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.foundation.user_files import OutputFileError
from gpu_advisor.core.presentation.export import export_options, options_table
from gpu_advisor.core.presentation.memo import memo_text
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


# the CSV's header as the code wrote it before the .xlsx became a sheet to forward (issue 22): the scripts that read
# the CSV rely on it, so it never changes
CSV_HEADER = {
    "en": "Pick,Hardware,GPU,GPUs per machine,Format,Runtime,Memory needed (GB),Memory usable (GB),"
    "Speed per user (tokens/s),Up front (CNY),Per month (CNY),3 years (CNY),Power (W),Pays off vs renting (month),"
    "Per million tokens (CNY),Memory counted,Machines,Days per run,GPU-hours per run",
    "zh_CN": "评级,硬件,显卡型号,每台卡数,格式,推理框架,所需内存（GB）,可用内存（GB）,每人速度（tokens/s）,首期投入（CNY）,"
    "每月（CNY）,3 年合计（CNY）,功率（W）,相对租用的回本月份,每百万 token（CNY）,内存计算方式,机器台数,每次天数,每次 GPU 小时",
}
TODAY = dt.date(2026, 5, 4)


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_csv_keeps_its_header_and_its_columns(result, tmp_path, lang):
    """A plain table, first line the header: no title lines above it, no column left out, no reasons added."""
    path = export_options(result, tmp_path / "options.csv", lang, today=TODAY)
    lines = path.read_bytes().decode("utf-8-sig").split("\r\n")
    assert lines[0] == CSV_HEADER[lang]
    width = len(CSV_HEADER[lang].split(","))
    assert all(len(row) == width for row in csv.reader(io.StringIO("\r\n".join(lines[1:]))))


def read_sheet(path):
    """The workbook's parts (the writer's own XML, so a regular expression reads it) and its cells by reference."""
    with zipfile.ZipFile(path) as book:
        parts = {name: book.read(name).decode("utf-8") for name in book.namelist()}
    cells = {}
    sheet = parts["xl/worksheets/sheet1.xml"]
    for ref, attrs, body in re.findall(r'<c r="([A-Z]+[0-9]+)"([^>]*)>(.*?)</c>', sheet, re.S):
        text = re.search(r"<t[^>]*>(.*?)</t>", body, re.S) or re.search(r"<v>(.*?)</v>", body)
        style = re.search(r' s="([0-9]+)"', attrs)
        cells[ref] = (html.unescape(text.group(1)), int(style.group(1)) if style else 0)
    return parts, cells


def bold_styles(styles: str) -> set[int]:
    fonts = re.findall(r"<font>(.*?)</font>", re.search(r"<fonts[^>]*>(.*?)</fonts>", styles).group(1))
    bold = {i for i, font in enumerate(fonts) if "<b/>" in font}
    xfs = re.findall(r"<xf [^>]*>", re.search(r"<cellXfs[^>]*>(.*?)</cellXfs>", styles).group(1))
    return {i for i, xf in enumerate(xfs) if int(re.search(r'fontId="([0-9]+)"', xf).group(1)) in bold}


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_xlsx_is_a_sheet_to_read_and_forward(result, tmp_path, lang):
    """What was asked on top, then the table: its header bold, frozen and filtered, its columns as wide as their
    text, the reasons last, the sheet named in the buyer's language (issue 22)."""
    path = export_options(result, tmp_path / "options.xlsx", lang, today=TODAY)
    parts, cells = read_sheet(path)
    sheet, styles = parts["xl/worksheets/sheet1.xml"], parts["xl/styles.xml"]
    s = result.scenario
    # the header block: the title, the model and the people at once, the budget with its currency, the date and the
    # versions, then an empty row
    assert cells["A1"][0] == Text("report.default_title", {"model": result.model.name}).render(lang)
    assert result.model.name in cells["A2"][0] and str(s.concurrent_users) in cells["A2"][0]
    assert f"{s.budget.one_off:,.0f} {s.budget.currency}" in cells["A3"][0]
    assert f"{s.budget.monthly:,.0f} {s.budget.currency}" in cells["A3"][0]
    assert cells["A3"][0].startswith("预算" if lang == "zh_CN" else "Budget")
    dated = next(text for ref, (text, _) in cells.items() if "2026-05-04" in text)
    assert __version__ in dated and result.catalog.as_of in dated
    pick = Text("report.col.pick").render(lang)
    top = next(int(ref[1:]) for ref, (text, _) in cells.items() if ref[0] == "A" and text == pick)
    assert top == 7 and {f"A{r}" for r in range(1, top - 1)} <= cells.keys()
    assert not [ref for ref in cells if re.fullmatch(rf"[A-Z]+{top - 1}", ref)], "an empty row before the table"
    assert cells[f"A{top}"][0] == Text("report.col.pick").render(lang)
    # the styles part is in the package, and the table's header is bold
    assert 'PartName="/xl/styles.xml"' in parts["[Content_Types].xml"]
    assert 'Target="styles.xml"' in parts["xl/_rels/workbook.xml.rels"]
    header = [(ref, v) for ref, v in cells.items() if re.fullmatch(rf"[A-Z]+{top}", ref)]
    assert header and all(style in bold_styles(styles) for _, (_, style) in header)
    assert cells["A2"][1] not in bold_styles(styles)
    # frozen under the header, filtered over the table
    assert f'<pane ySplit="{top}" topLeftCell="A{top + 1}" activePane="bottomLeft" state="frozen"/>' in sheet
    last = max((ref for ref, _ in header), key=lambda ref: (len(ref), ref))[: -len(str(top))]
    assert f'<autoFilter ref="A{top}:{last}{top + len(result.options)}"/>' in sheet
    # the reasons, last, as the PDF gives them; the training columns of a model that serves people left out
    names = [text for _, (text, _) in sorted(header, key=lambda x: (len(x[0]), x[0]))]
    assert names[-1] == Text("report.col.why").render(lang)
    why = cells[f"{last}{top + 1}"][0]
    first = result.options[0]
    assert why.startswith(memo_text(first.reasons[0], lang).rstrip(".。"))
    for key in ("export.col.days", "export.col.gpu_hours", "export.col.machines"):
        assert Text(key).render(lang) not in names
    # the hardware's column is as wide as its longest name, not 10 characters
    widths = dict(re.findall(r'<col min="([0-9]+)" max="\1" width="([0-9.]+)"', sheet))
    longest = max(len(result.option_name(o)) for o in result.options)
    assert float(widths["2"]) >= min(longest, 48)
    # the sheet's name in the buyer's language
    assert re.search(r'<sheet name="([^"]+)"', parts["xl/workbook.xml"]).group(1) == (
        "方案" if lang == "zh_CN" else "Options"
    )


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_xlsx_reads_back_numbers_as_numbers(result, tmp_path, lang):
    path = export_options(result, tmp_path / "options.xlsx", lang)
    rows = [cells for _, cells in _Workbook(path.read_bytes(), path.name).rows()]
    top = next(i for i, cells in enumerate(rows) if cells and cells[0] == Text("report.col.pick").render(lang))
    header, body = rows[top], rows[top + 1 :]
    # the reader leaves out the empty cells at a row's end (an option without a price)
    body = [cells + [""] * (len(header) - len(cells)) for cells in body]
    assert header[:12] == options_table(result, lang)[0][:12]
    assert [(number(r[9]), number(r[10]), number(r[11])) for r in body] == expected(result, lang)
    sheet = _Workbook(path.read_bytes(), path.name).part("xl/worksheets/sheet1.xml").decode()
    total = result.options[0].priced.horizon_total
    assert f"<v>{round(total)}</v>" in sheet, "a money figure is a number cell, not text"


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_a_pretraining_sheet_keeps_the_machines_days_and_gpu_hours(catalog, tmp_path, lang):
    result = recommend(catalog, pretraining_scenario())
    path = export_options(result, tmp_path / "pretrain.xlsx", lang, today=TODAY)
    _, cells = read_sheet(path)
    texts = {text for text, _ in cells.values()}
    for key in ("export.col.machines", "export.col.days", "export.col.gpu_hours"):
        assert Text(key).render(lang) in texts
    assert Text("export.col.speed").render(lang) not in texts, "no option serves people a speed"
    assert any("20,000,000 USD" in text for text in texts), "the budget in the buyer's currency"


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
