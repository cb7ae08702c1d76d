"""A supplier's quote (CSV or .xlsx) read into the buyer's price file: core.buyer_prices.quote and `gpu-advisor prices import`.

The .xlsx files are built here with zipfile and the few XML parts a workbook needs, so each test says exactly what
the file holds: well-formed quotes, a GBK CSV, a partly matched quote, and hostile files (a zip bomb, a huge row
count, a DTD or an external entity, formula-looking cells, binary data named .csv, an empty file, a FIFO, macros),
each refused or reported in one line.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import sys
import zipfile
from pathlib import Path
from xml.sax.saxutils import escape

import pytest

from gpu_advisor.core.buyer_prices.overrides import GpuPriceOverride, PriceOverrides, apply_overrides, load_price_file
from gpu_advisor.core.buyer_prices.quote import (
    MAX_QUOTE_ROWS,
    QuoteError,
    merge_quote,
    parse_amount,
    read_quote,
)
from gpu_advisor.core.cli import main

DAY = dt.date(2026, 11, 20)

# ---------------------------------------------------------------- building workbooks

CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    '<Override PartName="/xl/worksheets/sheet1.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    "</Types>"
)
ROOT_RELS = (
    '<?xml version="1.0" encoding="UTF-8"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
    'Target="xl/workbook.xml"/></Relationships>'
)
WORKBOOK = (
    '<?xml version="1.0" encoding="UTF-8"?>'
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
    '<sheets><sheet name="报价" sheetId="1" r:id="rId1"/></sheets></workbook>'
)
WORKBOOK_RELS = (
    '<?xml version="1.0" encoding="UTF-8"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" '
    'Target="worksheets/sheet1.xml"/></Relationships>'
)
MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"


def column_name(index: int) -> str:
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(65 + rest) + name
    return name


def sheet_xml(rows: list[list[object]]) -> tuple[str, str]:
    """The worksheet and shared strings for rows of cells: str -> a shared string (or an inline string when it
    starts with "inline:"), int/float -> a number."""
    strings: list[str] = []
    body = []
    for r, cells in enumerate(rows, start=1):
        out = []
        for c, value in enumerate(cells):
            ref = f"{column_name(c)}{r}"
            if value is None or value == "":
                continue
            if isinstance(value, (int, float)):
                out.append(f'<c r="{ref}"><v>{value}</v></c>')
            elif str(value).startswith("inline:"):
                out.append(f'<c r="{ref}" t="inlineStr"><is><t>{escape(str(value)[7:])}</t></is></c>')
            else:
                strings.append(str(value))
                out.append(f'<c r="{ref}" t="s"><v>{len(strings) - 1}</v></c>')
        body.append(f'<row r="{r}">{"".join(out)}</row>')
    sheet = (
        f'<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="{MAIN_NS}"><sheetData>{"".join(body)}'
        "</sheetData></worksheet>"
    )
    shared = (
        f'<?xml version="1.0" encoding="UTF-8"?><sst xmlns="{MAIN_NS}" count="{len(strings)}">'
        + "".join(f"<si><t>{escape(s)}</t></si>" for s in strings)
        + "</sst>"
    )
    return sheet, shared


def write_xlsx(path: Path, rows: list[list[object]], replace: dict[str, str | bytes] | None = None) -> Path:
    """A minimal workbook; `replace` swaps or adds parts by name."""
    sheet, shared = sheet_xml(rows)
    parts: dict[str, str | bytes] = {
        "[Content_Types].xml": CONTENT_TYPES,
        "_rels/.rels": ROOT_RELS,
        "xl/workbook.xml": WORKBOOK,
        "xl/_rels/workbook.xml.rels": WORKBOOK_RELS,
        "xl/worksheets/sheet1.xml": sheet,
        "xl/sharedStrings.xml": shared,
    }
    parts.update(replace or {})
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, value in parts.items():
            archive.writestr(name, value)
    return path


QUOTE_ROWS: list[list[object]] = [
    ["Supplier quote", None, None],
    ["Date: 2026-11-20", None, None],
    ["Model", "Unit price (USD)", "Condition", "Qty"],
    ["RTX 4090", 2499, "new", 4],
    ["inline:NVIDIA H100 PCIe", "21,000", "used", 1],
    ["L40S", "$8,100", "", 2],
]


def write_csv(path: Path, text: str, encoding: str = "utf-8") -> Path:
    path.write_bytes(text.encode(encoding))
    return path


def refused(path: Path, catalog, lang: str = "en") -> str:
    with pytest.raises(QuoteError) as caught:
        read_quote(path, catalog)
    message = caught.value.render(lang)
    assert "\n" not in message and message.strip()
    return message


# ---------------------------------------------------------------- well-formed quotes


def test_a_well_formed_csv_matches_every_row_with_its_row_number(tmp_path, catalog):
    path = write_csv(
        tmp_path / "quote.csv",
        'item,price,currency,condition,qty\nRTX 4090,"2,499",USD,new,4\nRTX 4090,1800,USD,used,1\n'
        "ecs.gn7i-c8g1.2xlarge,12.5,CNY,,1\n",
    )
    quote = read_quote(path, catalog, as_of=DAY)
    assert quote.problems == []
    assert [(line.row, line.id, line.condition, line.amount, line.currency) for line in quote.lines] == [
        (2, "rtx-4090", "new", 2499.0, "USD"),
        (3, "rtx-4090", "used", 1800.0, "USD"),
        (4, "aliyun-ecs.gn7i-c8g1.2xlarge", "new", 12.5, "CNY"),
    ]
    assert quote.lines[2].kind == "cloud" and quote.lines[2].market == "cn"
    assert quote.encoding == "UTF-8" and quote.date_from == "given"
    prices = quote.overrides()
    assert prices.gpu_prices[0].source == "quote: quote.csv, row 2" and prices.gpu_prices[0].as_of == DAY
    assert prices.cloud_prices[0].on_demand_per_hour == 12.5
    priced = apply_overrides(catalog, prices)  # the catalog takes what the quote gives
    assert any(p.source == "user: quote: quote.csv, row 2" for p in priced.gpus.get("rtx-4090").prices)


def test_a_well_formed_xlsx_reads_shared_and_inline_strings_numbers_and_the_date_above_the_header(tmp_path, catalog):
    quote = read_quote(write_xlsx(tmp_path / "quote.xlsx", QUOTE_ROWS), catalog)
    assert quote.problems == []
    assert [(line.row, line.id, line.condition, line.amount, line.currency) for line in quote.lines] == [
        (4, "rtx-4090", "new", 2499.0, "USD"),
        (5, "h100-pcie", "used", 21000.0, "USD"),
        (6, "l40s", "new", 8100.0, "USD"),
    ]
    assert quote.encoding == "xlsx"
    assert (quote.as_of, quote.date_from) == (DAY, "file")
    assert "the date in the quote" in quote.summary.render("en")


def test_a_semicolon_csv_with_a_bom_and_chinese_headers(tmp_path, catalog):
    text = "\ufeff型号;单价;币种;新旧;数量\nRTX 4090D;¥12,999;人民币;全新;2\nH20 96GB;1.1万元;;二手;1\n"
    quote = read_quote(write_csv(tmp_path / "报价.csv", text), catalog, as_of=DAY)
    assert quote.encoding == "UTF-8 with BOM" and quote.problems == []
    assert [(line.id, line.amount, line.currency, line.condition) for line in quote.lines] == [
        ("rtx-4090d", 12999.0, "CNY", "new"),
        ("h20", 11000.0, "CNY", "used"),
    ]


def test_a_gbk_csv_from_chinese_excel_is_read_and_said_so(tmp_path, catalog):
    text = "报价单\n日期：2026年11月20日\n名称\t型号\t单价（元）\t数量\n显卡\tRTX 4090D\t12999\t4\n"
    quote = read_quote(write_csv(tmp_path / "gbk.csv", text, "gbk"), catalog)
    assert quote.encoding == "GBK"
    assert [(line.id, line.amount, line.currency) for line in quote.lines] == [("rtx-4090d", 12999.0, "CNY")]
    assert (quote.as_of, quote.date_from) == (DAY, "file")
    assert "GBK" in quote.summary.render("zh_CN") and "报价单上的日期" in quote.summary.render("zh_CN")


def test_without_a_date_the_file_is_dated_by_its_modification_time_and_says_so(tmp_path, catalog):
    path = write_csv(tmp_path / "q.csv", "item,price\nRTX 4090,$2499\n")
    when = dt.datetime(2026, 10, 3, 12).timestamp()
    os.utime(path, (when, when))
    quote = read_quote(path, catalog)
    assert (quote.as_of, quote.date_from) == (dt.date(2026, 10, 3), "modified")
    assert "modification date" in quote.date_text.render("en") and "修改日期" in quote.date_text.render("zh_CN")


@pytest.mark.parametrize(
    ("text", "amount", "currency"),
    [
        ("12999", 12999.0, None),
        ("12,999.50", 12999.5, None),
        ("¥12,999", 12999.0, "CNY"),
        ("￥12,999", 12999.0, "CNY"),
        ("12999元", 12999.0, "CNY"),
        ("1.2万", 12000.0, None),
        ("¥1.2万元", 12000.0, "CNY"),
        ("$2,499", 2499.0, "USD"),
        ("USD 2499", 2499.0, "USD"),
        ("2499 USD", 2499.0, "USD"),
        ("CNY 3.5/小时", 3.5, "CNY"),
        ("１２９９９", 12999.0, None),  # full-width digits from a Chinese input method
    ],
)
def test_amounts_are_read_strictly(text, amount, currency):
    parsed = parse_amount(text, 1e9)
    assert (parsed.value, parsed.currency, parsed.problem) == (amount, currency, None)


@pytest.mark.parametrize("text", ["12,99", "1.234,56", "1,2345", "12.999.000", "about 3000", "=1+1", "$¥5", "¥5 USD"])
def test_a_comma_is_only_a_thousands_separator_and_nothing_else_is_guessed(text):
    parsed = parse_amount(text, 1e9)
    assert parsed.value is None and parsed.problem is not None and parsed.problem.key == "quote.row.bad_price"


# ---------------------------------------------------------------- partly matched


def test_a_partly_matched_quote_reports_each_unused_row_with_its_number_and_why(tmp_path, catalog):
    text = (
        "item,price,currency,condition\n"
        "RTX 4090,2499,USD,new\n"  # 2: matched
        "RTX 4090 48G 魔改,3600,USD,new\n"  # 3: only contains a catalog name
        "H100 H200 bundle,50000,USD,new\n"  # 4: names two entries
        "Quantum GPU 9000,100,USD,new\n"  # 5: nothing like it
        'RTX 5090,"12,99",USD,new\n'  # 6: a decimal comma
        "RTX 5080,999,,new\n"  # 7: no currency anywhere
        "T4,900,USD,broken\n"  # 8: a condition that is neither
        "RTX 4090,2599,USD,new\n"  # 9: the same GPU and condition again
        ",500,USD,new\n"  # 10: a price without a name
        "RTX 3090,800,EUR,used\n"  # 11: a currency the app does not use
        "L4,-5,USD,new\n"  # 12: negative
        "RTX 4060 Ti,2e9,USD,new\n"  # 13: not an amount (no exponents)
        ",,,\n"  # 14: blank, not reported
    )
    quote = read_quote(write_csv(tmp_path / "partly.csv", text), catalog, as_of=DAY)
    assert [(line.row, line.id) for line in quote.lines] == [(2, "rtx-4090")]
    reasons = {p.row: p for p in quote.problems}
    assert sorted(reasons) == [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]
    assert reasons[3].reason.key == "quote.row.not_exact" and "RTX 4090" in reasons[3].reason.render("en")
    assert reasons[4].ambiguous and "H100" in reasons[4].reason.render("en") and "H200" in reasons[4].reason.render()
    assert reasons[5].reason.key in ("quote.row.unknown", "quote.row.unknown_closest")
    assert reasons[6].reason.key == "quote.row.bad_price"
    assert reasons[7].reason.key == "quote.row.no_currency"
    assert reasons[8].reason.key == "quote.row.bad_condition"
    assert reasons[9].reason.key == "quote.row.duplicate" and "row 2" in reasons[9].reason.render("en")
    assert reasons[10].reason.key == "quote.row.no_item"
    assert reasons[11].reason.key == "quote.row.bad_currency"
    assert reasons[12].reason.key == "quote.row.price_not_positive"
    for problem in quote.problems:
        line = problem.text.render("zh_CN")
        assert line.startswith(f"第 {problem.row} 行") and "\n" not in line


def test_too_large_a_price_is_refused_by_the_money_limits(tmp_path, catalog):
    quote = read_quote(write_csv(tmp_path / "q.csv", "item,price\nRTX 4090,¥10万万\nRTX 5090,¥200000万\n"), catalog)
    assert [p.reason.key for p in quote.problems] == ["quote.row.bad_price", "quote.row.price_too_large"]


def test_the_quote_is_merged_with_the_buyers_price_file(tmp_path, catalog):
    existing = PriceOverrides(
        usd_to_cny=7.1,
        gpu_prices=[
            GpuPriceOverride(gpu="RTX 4090", condition="new", currency="CNY", amount=15000, as_of=DAY),
            GpuPriceOverride(gpu="t4", condition="used", currency="USD", amount=700, as_of=DAY),
        ],
    )
    quote = read_quote(write_csv(tmp_path / "q.csv", "item,price\nrtx-4090,¥18999\n"), catalog, as_of=DAY)
    merged = merge_quote(existing, quote, catalog)
    assert merged.usd_to_cny == 7.1
    assert [(p.gpu, p.amount, p.source) for p in merged.gpu_prices] == [
        ("t4", 700, "my own quote"),
        ("rtx-4090", 18999, "quote: q.csv, row 2"),
    ]


# ---------------------------------------------------------------- hostile files


def test_a_zip_bomb_is_refused_by_the_sizes_its_parts_declare(tmp_path, catalog):
    bomb = b"<x/>" + b" " * 60_000_000  # 60 MB of spaces pack into about 60 kB
    path = write_xlsx(tmp_path / "bomb.xlsx", QUOTE_ROWS, {"xl/worksheets/sheet1.xml": bomb})
    assert path.stat().st_size < 1_000_000
    assert "unpacks to more than" in refused(path, catalog)


def test_a_huge_row_count_is_refused(tmp_path, catalog):
    rows = "".join(f'<row r="{n}"/>' for n in range(1, MAX_QUOTE_ROWS + 10))
    sheet = f'<?xml version="1.0"?><worksheet xmlns="{MAIN_NS}"><sheetData>{rows}</sheetData></worksheet>'
    path = write_xlsx(tmp_path / "rows.xlsx", QUOTE_ROWS, {"xl/worksheets/sheet1.xml": sheet})
    assert f"more than {MAX_QUOTE_ROWS:,} rows" in refused(path, catalog)
    csv_path = write_csv(tmp_path / "rows.csv", "item,price\n" + "RTX 4090,1\n" * (MAX_QUOTE_ROWS + 5))
    assert f"more than {MAX_QUOTE_ROWS:,} rows" in refused(csv_path, catalog)


@pytest.mark.parametrize(
    "doctype",
    [
        '<!DOCTYPE sst [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',  # an external entity
        '<!DOCTYPE sst [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>',  # laughs
        '<!doctype sst SYSTEM "http://example.com/x.dtd">',  # a DTD fetched from the network
    ],
)
def test_xml_with_a_dtd_or_an_entity_is_refused_before_it_is_parsed(tmp_path, catalog, doctype):
    shared = f'<?xml version="1.0"?>{doctype}<sst xmlns="{MAIN_NS}"><si><t>&xxe;</t></si></sst>'
    path = write_xlsx(tmp_path / "xxe.xlsx", QUOTE_ROWS, {"xl/sharedStrings.xml": shared})
    message = refused(path, catalog)
    assert "xl/sharedStrings.xml declares a DTD or entities" in message
    assert "DTD" in refused(path, catalog, "zh_CN")


def test_formula_looking_cells_are_text_that_matches_nothing(tmp_path, catalog):
    text = (
        'item,price,currency\n"=HYPERLINK(""http://evil.example"",""RTX 4090"")",2499,USD\n'
        "@SUM(1+1),2499,USD\n+cmd|' /C calc'!A0,2499,USD\nRTX 4090,=2000+499,USD\nRTX 5090,-2+3,USD\n"
    )
    quote = read_quote(write_csv(tmp_path / "formulas.csv", text), catalog, as_of=DAY)
    assert quote.lines == []
    assert [p.row for p in quote.problems] == [2, 3, 4, 5, 6]
    assert quote.problems[0].item.startswith('=HYPERLINK("http://evil.example"')
    assert quote.problems[3].reason.key == "quote.row.bad_price"  # never evaluated


def test_an_xlsx_formula_is_never_evaluated_its_cached_value_is_read(tmp_path, catalog):
    sheet = (
        f'<?xml version="1.0"?><worksheet xmlns="{MAIN_NS}"><sheetData>'
        '<row r="1"><c r="A1" t="inlineStr"><is><t>item</t></is></c><c r="B1" t="inlineStr"><is><t>price (USD)</t>'
        '</is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>RTX 4090</t></is></c>'
        '<c r="B2"><f>WEBSERVICE("http://evil.example")</f><v>2499</v></c></row>'
        '<row r="3"><c r="A3" t="inlineStr"><is><t>RTX 5090</t></is></c><c r="B3"><f>1/0</f></c></row>'
        "</sheetData></worksheet>"
    )
    quote = read_quote(write_xlsx(tmp_path / "f.xlsx", [], {"xl/worksheets/sheet1.xml": sheet}), catalog, as_of=DAY)
    assert [(line.id, line.amount) for line in quote.lines] == [("rtx-4090", 2499.0)]
    assert [(p.row, p.reason.key) for p in quote.problems] == [(3, "quote.row.no_price")]


def test_a_binary_file_renamed_csv_is_refused(tmp_path, catalog):
    path = tmp_path / "photo.csv"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 8)
    assert "not a text file" in refused(path, catalog)
    assert "不是文本文件" in refused(path, catalog, "zh_CN")


def test_an_empty_file_is_refused(tmp_path, catalog):
    for name in ("empty.csv", "empty.xlsx"):
        path = tmp_path / name
        path.write_bytes(b"")
        assert refused(path, catalog) == f"{name}: the file is empty"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path, catalog):
    path = tmp_path / "quote.csv"
    os.mkfifo(path)
    assert "not a regular file" in refused(path, catalog)


def test_macros_and_other_formats_are_refused(tmp_path, catalog):
    macro = write_xlsx(tmp_path / "quote.xlsm", QUOTE_ROWS)
    assert "macros" in refused(macro, catalog)
    hidden = write_xlsx(tmp_path / "hidden.xlsx", QUOTE_ROWS, {"xl/vbaProject.bin": b"\x00VBA"})
    assert "macros" in refused(hidden, catalog) and "宏" in refused(hidden, catalog, "zh_CN")
    old = tmp_path / "old.xls"
    old.write_bytes(b"\xd0\xcf\x11\xe0" + b"\x00" * 100)
    assert "cannot be read" in refused(old, catalog)
    ole = tmp_path / "protected.xlsx"
    ole.write_bytes(b"\xd0\xcf\x11\xe0" + b"\x00" * 100)
    assert "password-protected" in refused(ole, catalog)
    not_zip = write_csv(tmp_path / "fake.xlsx", "item,price\nRTX 4090,1\n")
    assert "not an Excel workbook" in refused(not_zip, catalog)
    assert "choose a .csv or .xlsx" in refused(write_csv(tmp_path / "quote.pdf", "x"), catalog)


def test_a_quote_without_a_header_says_which_columns_it_needs(tmp_path, catalog):
    message = refused(write_csv(tmp_path / "q.csv", "a,b,c\n1,2,3\n"), catalog)
    assert "no header row" in message and "单价" in message


def test_broken_csv_quoting_names_the_row(tmp_path, catalog):
    message = refused(write_csv(tmp_path / "q.csv", 'item,price\nRTX 4090,1\n"RTX 5090"x,2\n'), catalog)
    assert message.startswith("q.csv, row 3: not valid CSV")


def test_a_date_in_the_quote_years_ahead_is_refused(tmp_path, catalog):
    message = refused(write_csv(tmp_path / "q.csv", "Date: 2099-01-01\nitem,price\nRTX 4090,$1\n"), catalog)
    assert "row 1" in message and "2099-01-01" in message


# ---------------------------------------------------------------- the command line


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_prices_import_prints_matched_and_unmatched_rows_and_writes_the_merged_price_file(tmp_path, capsys):
    out = tmp_path / "my-prices.json"
    out.write_text(
        PriceOverrides(
            usd_to_cny=7.2,
            gpu_prices=[GpuPriceOverride(gpu="t4", condition="used", currency="USD", amount=700, as_of=DAY)],
        ).model_dump_json(),
        encoding="utf-8",
    )
    quote = write_xlsx(tmp_path / "quote.xlsx", [*QUOTE_ROWS, ["Mystery card", 100, "new"]])
    code, stdout, err = run(capsys, "prices", "import", str(quote), "--out", str(out))
    assert code == 0, err
    assert "Matched (3):" in stdout and "Not used (1):" in stdout and "row 7 'Mystery card'" in stdout
    assert "NVIDIA H100 PCIe 80GB" in stdout and "Wrote" in stdout
    written = load_price_file(out)
    assert written.usd_to_cny == 7.2
    assert {(p.gpu, p.source) for p in written.gpu_prices} == {
        ("t4", "my own quote"),
        ("rtx-4090", "quote: quote.xlsx, row 4"),
        ("h100-pcie", "quote: quote.xlsx, row 5"),
        ("l40s", "quote: quote.xlsx, row 6"),
    }


def test_prices_import_json_and_a_given_date(tmp_path, capsys):
    path = write_csv(tmp_path / "q.csv", "item,price\nRTX 4090,$2499\nNope,$1\n")
    out = tmp_path / "p.json"
    code, stdout, err = run(capsys, "prices", "import", str(path), "--out", str(out), "--date", "2026-11-02", "--json")
    assert code == 0, err
    data = json.loads(stdout)
    assert data["as_of"] == "2026-11-02" and data["date_from"] == "given"
    assert [m["id"] for m in data["matched"]] == ["rtx-4090"]
    assert [(u["row"], u["item"]) for u in data["unmatched"]] == [(3, "Nope")]
    assert load_price_file(out).gpu_prices[0].as_of == dt.date(2026, 11, 2)


def test_prices_import_speaks_chinese(tmp_path, capsys):
    path = write_csv(tmp_path / "q.csv", "型号,单价\nRTX 4090D,￥12999\n不存在的卡,￥1\n", "gbk")
    code, stdout, err = run(capsys, "prices", "import", str(path), "--out", str(tmp_path / "p.json"), "--lang", "zh_CN")
    assert code == 0, err
    assert "按 GBK 读取" in stdout and "已匹配（1 行）" in stdout and "第 3 行“不存在的卡”" in stdout


@pytest.mark.parametrize(
    ("make", "expected"),
    [
        (
            lambda d: write_xlsx(d / "bomb.xlsx", [], {"xl/sharedStrings.xml": b" " * 60_000_000}),
            "unpacks to more than",
        ),
        (lambda d: write_csv(d / "q.csv", ""), "the file is empty"),
        (lambda d: write_csv(d / "q.csv", "item,price\nNothing,1\n"), "no row matched the catalog"),
    ],
)
def test_prices_import_refuses_in_one_line_with_status_2_and_writes_nothing(tmp_path, capsys, make, expected):
    out = tmp_path / "p.json"
    code, _stdout, err = run(capsys, "prices", "import", str(make(tmp_path)), "--out", str(out))
    assert code == 2 and expected in err and len(err.strip().splitlines()) == 1
    assert not out.exists()


def test_prices_import_never_writes_over_its_input_or_a_damaged_price_file(tmp_path, capsys):
    path = write_csv(tmp_path / "q.csv", "item,price\nRTX 4090,$2499\n")
    code, _, err = run(capsys, "prices", "import", str(path), "--out", str(path))
    assert code == 2 and "supplier quote being read" in err
    assert path.read_text(encoding="utf-8").startswith("item,price")
    damaged = tmp_path / "p.json"
    damaged.write_text("{broken", encoding="utf-8")
    code, _, err = run(capsys, "prices", "import", str(path), "--out", str(damaged))
    assert code == 2 and "choose another --out" in err and damaged.read_text(encoding="utf-8") == "{broken"
    code, _, err = run(capsys, "prices", "import", str(path), "--date", "20-11-2026")
    assert code == 2 and "YYYY-MM-DD" in err


def test_prices_import_runs_as_a_program(tmp_path):
    import subprocess

    path = write_csv(tmp_path / "q.csv", "item,price\nRTX 4090,$2499\n")
    done = subprocess.run(
        [sys.executable, "-m", "gpu_advisor.core.cli", "prices", "import", str(path), "--out", "p.json"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert Path(tmp_path / "p.json").exists()


def test_a_near_miss_carries_the_rows_it_may_mean_and_the_buyer_may_accept_one(tmp_path, catalog):
    """Issue 22: a near-miss name was refused with "did you mean …? write the catalog's name"; the row now carries its
    price read as each entry it may mean, and the buyer's choice (never the app's) makes it a matched price."""
    path = tmp_path / "q.csv"
    path.write_bytes("型号,单价(元),新旧\nRTX4090 D 显卡,12999,全新\nH100 H200 整机,900000,全新\n".encode("gbk"))
    quote = read_quote(path, catalog)
    assert [line.id for line in quote.lines] == ["rtx-4090d"]
    (both,) = quote.problems
    assert [(c.id, c.amount, c.condition) for c in both.choices] == [
        ("h100-sxm", 900_000, "new"),
        ("h200-sxm", 900_000, "new"),
    ]
    chosen = quote.with_choices({both.row: 1})
    assert [line.id for line in chosen.lines] == ["rtx-4090d", "h200-sxm"] and chosen.problems == []
    assert quote.with_choices({}) == quote  # nothing is taken unless chosen
    # a choice that repeats a matched price is a duplicate, as in the reader
    again = tmp_path / "again.csv"
    again.write_bytes("型号,单价(元)\nRTX4090 D 显卡,12999\nRTX 4090D 整卡 魔改版,13999\n".encode("gbk"))
    twice = read_quote(again, catalog)
    (modified,) = twice.problems  # "RTX 4090D 整卡 魔改版": not the catalog's name, close to the 4090D
    assert [c.id for c in modified.choices] == ["rtx-4090d"]
    refused = twice.with_choices({modified.row: 0})
    assert len(refused.lines) == 1 and refused.problems[0].reason.key == "quote.row.duplicate"
