"""Hostile but ordinary supplier quotes (issue 20, "nothing hangs, nothing crashes"): each ends as a Quote or as one
QuoteError naming the file and the problem, in English and Chinese; never a traceback, never a wrong price.

The workbooks are built with the helpers of test_quotes.py, then re-encoded, damaged or given odd cells here. The
numbers are worked out by hand: the Excel serial of 2026-11-20 is 46346 (2024-01-01 is 45292; 366 days of 2024 and
365 of 2025 make 2026-01-01 46023; 2026-11-20 is its day 324, so 46023 + 323), and 44884 in the 1904 date system
(46346 - 1462, the days from 1900-01-00 to 1904-01-01 as Excel counts them).
"""

from __future__ import annotations

import io
import re
import struct
import zipfile
from pathlib import Path

import pytest

from gpu_advisor.core.buyer_prices.quote import QuoteError, parse_amount, read_quote
from tests.core.test_quotes import (
    CONTENT_TYPES,
    DAY,
    MAIN_NS,
    QUOTE_ROWS,
    ROOT_RELS,
    WORKBOOK,
    WORKBOOK_RELS,
    refused,
    sheet_xml,
    write_csv,
    write_xlsx,
)

CHINESE_ROWS: list[list[object]] = [
    ["报价单"],
    ["日期：2026年11月20日"],
    ["型号", "单价（元）", "新旧"],
    ["RTX 4090D", 12999, "全新"],
    ["H20 96GB", "1.1万", "二手"],
]


def declared(xml: str, encoding: str, codec: str | None = None) -> bytes:
    """The part with its XML declaration saying `encoding`, its bytes written with Python's `codec`."""
    return xml.replace('encoding="UTF-8"', f'encoding="{encoding}"', 1).encode(codec or encoding)


def parts_of(rows: list[list[object]]) -> dict[str, str]:
    sheet, shared = sheet_xml(rows)
    return {
        "[Content_Types].xml": CONTENT_TYPES,
        "_rels/.rels": ROOT_RELS,
        "xl/workbook.xml": WORKBOOK,
        "xl/_rels/workbook.xml.rels": WORKBOOK_RELS,
        "xl/worksheets/sheet1.xml": sheet,
        "xl/sharedStrings.xml": shared,
    }


def no_english(message: str, file: str) -> None:
    """A Chinese message: nothing but the file's name, part names and short technical words in Latin letters."""
    rest = message.replace(file, "")
    rest = re.sub(r"xl/[\w/.]+\.xml|CSV|XML|Excel|\.xlsx|GBK|UTF-8", "", rest)
    assert not re.search(r"[A-Za-z]{4,}", rest), message


# ---------------------------------------------------------------- 1. parts declared in another encoding


@pytest.mark.parametrize(("encoding", "codec"), [("GBK", "gbk"), ("GB18030", "gb18030"), ("gb2312", "gb2312")])
def test_xlsx_parts_written_in_a_chinese_encoding_are_read(tmp_path, catalog, encoding, codec):
    parts = parts_of(CHINESE_ROWS)
    replace: dict[str, str | bytes] = {
        name: declared(parts[name], encoding, codec)
        for name in ("xl/sharedStrings.xml", "xl/worksheets/sheet1.xml", "xl/workbook.xml")
    }
    assert "报价".encode(codec) in replace["xl/workbook.xml"]  # really not UTF-8
    quote = read_quote(write_xlsx(tmp_path / "gbk.xlsx", CHINESE_ROWS, replace), catalog)
    assert quote.problems == []
    assert [(line.row, line.id, line.amount, line.currency, line.condition) for line in quote.lines] == [
        (4, "rtx-4090d", 12999.0, "CNY", "new"),
        (5, "h20", 11000.0, "CNY", "used"),
    ]
    assert (quote.as_of, quote.date_from) == (DAY, "file")


def test_a_gbk_character_outside_gb2312_in_a_part_that_says_gb2312_is_still_read(tmp_path, catalog):
    """Chinese tools write "GB2312" and mean GBK: 镕 is GBK only (0xE9 0x46), so it is read as GB18030."""
    rows: list[list[object]] = [["型号", "单价（元）", "备注"], ["RTX 4090D", 12999, "镕"]]
    parts = parts_of(rows)
    shared = declared(parts["xl/sharedStrings.xml"], "gb2312", "gbk")
    with pytest.raises(UnicodeDecodeError):
        shared.decode("gb2312")
    quote = read_quote(write_xlsx(tmp_path / "q.xlsx", rows, {"xl/sharedStrings.xml": shared}), catalog, as_of=DAY)
    assert [(line.id, line.amount) for line in quote.lines] == [("rtx-4090d", 12999.0)]


@pytest.mark.parametrize(
    ("encoding", "body", "english", "chinese"),
    [
        ("klingon-8", None, "encoding this app does not know (klingon-8)", "不认识的编码（klingon-8）"),
        ("rot13", None, "encoding this app does not know (rot13)", "不认识的编码（rot13）"),
        ("GBK", b"\x81\x20", "is not valid GBK text", "不是有效的 GBK 文本"),
    ],
)
def test_a_part_in_an_unknown_encoding_or_not_in_the_one_it_declares_is_refused(
    tmp_path, catalog, encoding, body, english, chinese
):
    parts = parts_of(QUOTE_ROWS)
    shared = declared(parts["xl/sharedStrings.xml"], encoding, "utf-8")
    if body is not None:  # a lead byte of GBK followed by a space: no character of GBK
        shared = shared.replace(b"<t>Model</t>", b"<t>Model" + body + b"</t>")
    path = write_xlsx(tmp_path / "enc.xlsx", QUOTE_ROWS, {"xl/sharedStrings.xml": shared})
    message = refused(path, catalog)
    assert message.startswith("enc.xlsx: xl/sharedStrings.xml ") and english in message
    zh = refused(path, catalog, "zh_CN")
    assert chinese in zh and "xl/sharedStrings.xml" in zh


# ---------------------------------------------------------------- 2. damaged workbooks


def packed(rows: list[list[object]], method: int) -> bytearray:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", method) as archive:
        for name, value in parts_of(rows).items():
            archive.writestr(name, value)
    return bytearray(buffer.getvalue())


def spoil(raw: bytearray, name: str, keep: int = 0) -> bytearray:
    """The member's compressed bytes, after the first `keep`, overwritten with garbage."""
    info = zipfile.ZipFile(io.BytesIO(bytes(raw))).getinfo(name)
    name_length, extra_length = struct.unpack("<HH", raw[info.header_offset + 26 : info.header_offset + 30])
    start = info.header_offset + 30 + name_length + extra_length
    for at in range(start + keep, start + info.compress_size):
        raw[at] = 0xFF if at % 3 else 0x55
    return raw


def method_99(raw: bytearray) -> bytearray:
    """Every member says it is compressed with method 99 (AES encryption), which zipfile cannot unpack."""
    for header, offset in ((b"PK\x03\x04", 8), (b"PK\x01\x02", 10)):
        for found in re.finditer(re.escape(header), bytes(raw)):
            raw[found.start() + offset : found.start() + offset + 2] = struct.pack("<H", 99)
    return raw


SHEET = "xl/worksheets/sheet1.xml"


@pytest.mark.parametrize(
    ("damage", "part"),
    [
        (lambda: packed(QUOTE_ROWS, zipfile.ZIP_DEFLATED)[:900], None),  # a mail attachment cut short
        (lambda: spoil(packed(QUOTE_ROWS, zipfile.ZIP_DEFLATED), SHEET), SHEET),  # a bad deflate stream
        (lambda: spoil(packed(QUOTE_ROWS, zipfile.ZIP_LZMA), SHEET, keep=9), SHEET),  # corrupt lzma
        (lambda: spoil(packed(QUOTE_ROWS, zipfile.ZIP_BZIP2), SHEET, keep=4), SHEET),  # corrupt bzip2
        (lambda: spoil(packed(QUOTE_ROWS, zipfile.ZIP_STORED), SHEET, keep=100), SHEET),  # a wrong CRC
        (lambda: method_99(packed(QUOTE_ROWS, zipfile.ZIP_DEFLATED)), "[Content_Types].xml"),
    ],
    ids=["truncated", "deflate", "lzma", "bzip2", "crc", "unknown-compression"],
)
def test_a_damaged_workbook_is_refused_as_damaged(tmp_path, catalog, damage, part):
    path = tmp_path / "damaged.xlsx"
    path.write_bytes(bytes(damage()))
    message = refused(path, catalog)
    assert message.startswith("damaged.xlsx: the workbook is damaged")
    assert part is None or part in message
    assert "已损坏" in refused(path, catalog, "zh_CN")


def test_no_truncation_or_flipped_byte_of_a_workbook_escapes_as_a_traceback(tmp_path, catalog):
    raw = packed(QUOTE_ROWS, zipfile.ZIP_DEFLATED)
    path = tmp_path / "q.xlsx"
    escaped: dict[str, int] = {}
    damaged = 0
    variants = [bytes(raw[:cut]) for cut in range(4, len(raw), 11)]
    for at in range(0, len(raw), 5):
        for value in (0x00, 0xFF):
            spoilt = bytearray(raw)
            spoilt[at] = value
            variants.append(bytes(spoilt))
    for variant in variants:
        path.write_bytes(variant)
        try:
            read_quote(path, catalog, as_of=DAY)
        except QuoteError as exc:
            damaged += "damaged" in str(exc)
        except Exception as exc:  # noqa: BLE001 - what this test looks for
            escaped[type(exc).__name__] = escaped.get(type(exc).__name__, 0) + 1
    assert escaped == {}
    assert damaged > len(variants) // 4


# ---------------------------------------------------------------- 3. numbers written in other digits


def sheet_with(row_attr: str = "2", cell_ref: str = "B2", shared_index: str = "1") -> str:
    return (
        f'<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="{MAIN_NS}"><sheetData>'
        '<row r="1"><c r="A1" t="inlineStr"><is><t>item</t></is></c>'
        '<c r="B1" t="inlineStr"><is><t>price (USD)</t></is></c></row>'
        f'<row r="{row_attr}"><c r="A2" t="s"><v>{shared_index}</v></c><c r="{cell_ref}"><v>2499</v></c></row>'
        "</sheetData></worksheet>"
    )


SHARED = (
    f'<?xml version="1.0" encoding="UTF-8"?><sst xmlns="{MAIN_NS}">'
    "<si><t>RTX 5090</t></si><si><t>RTX 4090</t></si><si><t>H100 PCIe</t></si><si><t>L40S</t></si></sst>"
)


def test_the_plain_sheet_of_the_digit_tests_is_read(tmp_path, catalog):
    path = write_xlsx(tmp_path / "q.xlsx", [], {SHEET: sheet_with(), "xl/sharedStrings.xml": SHARED})
    quote = read_quote(path, catalog, as_of=DAY)
    assert [(line.row, line.id, line.amount) for line in quote.lines] == [(2, "rtx-4090", 2499.0)]


@pytest.mark.parametrize("digit", ["²", "٣", "３"])  # superscript two, Arabic-Indic three, full-width three
@pytest.mark.parametrize("where", ["row", "cell", "string"])
def test_a_row_number_cell_reference_or_string_index_in_other_digits_is_refused(tmp_path, catalog, digit, where):
    """ "٣" and "３" are digits to int() (the row would be 3, string 3 is L40S); "²" is a digit to isdigit() only."""
    sheet = {
        "row": sheet_with(row_attr=digit),
        "cell": sheet_with(cell_ref=f"B{digit}"),
        "string": sheet_with(shared_index=digit),
    }[where]
    path = write_xlsx(tmp_path / "digits.xlsx", [], {SHEET: sheet, "xl/sharedStrings.xml": SHARED})
    message = refused(path, catalog)
    assert message.startswith(f"digits.xlsx: {SHEET}") and digit in message and "damaged" in message
    zh = refused(path, catalog, "zh_CN")
    assert digit in zh and "已损坏" in zh
    no_english(zh, "digits.xlsx")


def test_a_shared_string_index_past_the_end_is_refused_not_read_as_an_empty_cell(tmp_path, catalog):
    path = write_xlsx(tmp_path / "q.xlsx", [], {SHEET: sheet_with(shared_index="4"), "xl/sharedStrings.xml": SHARED})
    message = refused(path, catalog)
    assert "'4'" in message and "row 2" in message and "has 4" in message


# ---------------------------------------------------------------- 4. a boolean is never a price


@pytest.mark.parametrize(("value", "shown"), [("1", "TRUE"), ("TRUE", "TRUE"), ("0", "FALSE")])
def test_a_boolean_cell_is_never_a_price(tmp_path, catalog, value, shown):
    sheet = sheet_with().replace('<c r="B2"><v>2499</v></c>', f'<c r="B2" t="b"><v>{value}</v></c>')
    path = write_xlsx(tmp_path / "q.xlsx", [], {SHEET: sheet, "xl/sharedStrings.xml": SHARED})
    quote = read_quote(path, catalog, as_of=DAY)
    assert quote.lines == []
    [problem] = quote.problems
    assert (problem.row, problem.item, problem.reason.key) == (2, "RTX 4090", "quote.row.bad_price")
    assert f"'{shown}' is not an amount" in problem.reason.render("en")


# ---------------------------------------------------------------- 5. digits split by a space


@pytest.mark.parametrize(
    ("text", "amount", "currency"),
    [
        ("24 992", 24992.0, None),
        ("1 234 567", 1234567.0, None),
        ("12 999.50", 12999.5, None),
        ("¥ 24 992", 24992.0, "CNY"),
        ("2 499 USD", 2499.0, "USD"),
        ("24\u00a0992", 24992.0, None),  # a no-break space, as French or Russian Excel writes it
        ("24\u202f992 元", 24992.0, "CNY"),  # a narrow no-break space
        ("1.2 万", 12000.0, None),
    ],
)
def test_a_space_between_thousands_is_a_thousands_separator(text, amount, currency):
    parsed = parse_amount(text, 1e9)
    assert (parsed.value, parsed.currency, parsed.problem) == (amount, currency, None)


@pytest.mark.parametrize("text", ["2499 2", "24 99", "1 2345", "12 999 5", "1 234,567", "2 499.5 0", "$ 2 4"])
def test_digits_split_by_a_space_that_is_not_a_thousands_grouping_are_refused(text):
    parsed = parse_amount(text, 1e9)
    assert parsed.value is None and parsed.problem is not None and parsed.problem.key == "quote.row.price_spaced"
    assert "not a thousands separator" in parsed.problem.render("en")


@pytest.mark.parametrize("text", ["2499²", "2499¹", "①②", "٢٤٩٩"])
def test_a_footnote_mark_or_a_digit_other_than_0_9_in_a_price_is_refused(text):
    """NFKC would make "2499²" (a price with footnote 2) the amount 24992; "٢٤٩٩" is not guessed either."""
    parsed = parse_amount(text, 1e9)
    assert parsed.value is None and parsed.problem is not None and parsed.problem.key == "quote.row.bad_price"


def test_a_spaced_price_in_a_quote_is_a_problem_row_not_a_price(tmp_path, catalog):
    path = write_csv(tmp_path / "q.csv", "item,price,currency\nRTX 4090,2499 2,USD\nL40S,8 100,USD\n")
    quote = read_quote(path, catalog, as_of=DAY)
    assert [(line.id, line.amount) for line in quote.lines] == [("l40s", 8100.0)]
    [problem] = quote.problems
    assert (problem.row, problem.reason.key) == (2, "quote.row.price_spaced")
    assert "“2499 2”" in problem.reason.render("zh_CN") and "空格" in problem.reason.render("zh_CN")


# ---------------------------------------------------------------- 6. an Excel date cell dates the quote

STYLES = (
    f'<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="{MAIN_NS}">'
    '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy/m/d;@"/>'
    '<numFmt numFmtId="165" formatCode="&quot;Day&quot; 0;[Red]\\-0"/></numFmts>'
    '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>'  # not a cell's style: must not shift the list
    '<cellXfs count="6"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="31"/>'
    '<xf numFmtId="20"/><xf numFmtId="165"/></cellXfs></styleSheet>'
)
STYLES_RELS = WORKBOOK_RELS.replace(
    "</Relationships>",
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" '
    'Target="styles.xml"/></Relationships>',
)


def dated_sheet(serial: str, style: int, price_style: int = 0) -> str:
    return (
        f'<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="{MAIN_NS}"><sheetData>'
        f'<row r="1"><c r="A1" t="inlineStr"><is><t>Date:</t></is></c><c r="B1" s="{style}"><v>{serial}</v></c></row>'
        '<row r="2"><c r="A2" t="inlineStr"><is><t>item</t></is></c>'
        '<c r="B2" t="inlineStr"><is><t>price (USD)</t></is></c></row>'
        '<row r="3"><c r="A3" t="inlineStr"><is><t>RTX 4090</t></is></c>'
        f'<c r="B3" s="{price_style}"><v>2499</v></c></row>'
        "</sheetData></worksheet>"
    )


def dated_workbook(path: Path, serial: str, style: int, date1904: bool = False, price_style: int = 0) -> Path:
    workbook = WORKBOOK.replace("<sheets>", '<workbookPr date1904="1"/><sheets>') if date1904 else WORKBOOK
    replace: dict[str, str | bytes] = {
        SHEET: dated_sheet(serial, style, price_style),
        "xl/styles.xml": STYLES,
        "xl/_rels/workbook.xml.rels": STYLES_RELS,
        "xl/workbook.xml": workbook,
    }
    return write_xlsx(path, [], replace)


@pytest.mark.parametrize(
    ("serial", "style", "date1904"),
    [
        ("46346", 1, False),  # built-in format 14, m/d/yyyy
        ("46346", 2, False),  # a custom format, yyyy/m/d
        ("46346", 3, False),  # 31, the Chinese built-in yyyy"年"m"月"d"日"
        ("46346.75", 1, False),  # a date and time: the day counts
        ("44884", 1, True),  # the 1904 date system of old Mac workbooks
    ],
)
def test_an_excel_date_cell_above_the_header_dates_the_quote(tmp_path, catalog, serial, style, date1904):
    quote = read_quote(dated_workbook(tmp_path / "q.xlsx", serial, style, date1904), catalog)
    assert (quote.as_of, quote.date_from) == (DAY, "file")
    assert [(line.id, line.amount) for line in quote.lines] == [("rtx-4090", 2499.0)]


@pytest.mark.parametrize("style", [0, 4, 5])  # General, a time (h:mm), a number format with quoted text and [Red]
def test_a_number_that_is_not_styled_as_a_date_is_not_a_date(tmp_path, catalog, style):
    quote = read_quote(dated_workbook(tmp_path / "q.xlsx", "46346", style), catalog)
    assert quote.date_from == "modified"


def test_a_price_styled_as_a_date_is_not_read_as_a_price(tmp_path, catalog):
    quote = read_quote(dated_workbook(tmp_path / "q.xlsx", "46346", 1, price_style=1), catalog)
    assert quote.lines == []
    [problem] = quote.problems
    assert problem.reason.key == "quote.row.bad_price" and "'1906-11-03'" in problem.reason.render("en")


@pytest.mark.parametrize(
    ("serial", "date1904", "day"),
    [
        (1, False, "1900-01-01"),
        (59, False, "1900-02-28"),
        (60, False, None),  # Lotus 1-2-3's 1900-02-29, which never was
        (61, False, "1900-03-01"),
        (
            2499,
            False,
            "1906-11-03",
        ),  # 1900-03-01 is 61; 1901-03-01 is 426, ... 1906-03-01 is 2252; + 247 days (Nov 1 is + 245)
        (46346, False, "2026-11-20"),
        (0, True, "1904-01-01"),
        (44884, True, "2026-11-20"),
        (0, False, None),
        (-1, False, None),
        (2958466, False, None),  # past 9999-12-31
    ],
)
def test_excel_serials_are_days_since_1900_with_its_leap_year_bug_or_since_1904(serial, date1904, day):
    from gpu_advisor.core.buyer_prices.quote import _excel_date  # noqa: PLC2701

    found = _excel_date(float(serial), date1904)
    assert (found.isoformat() if found else None) == day


# ---------------------------------------------------------------- 7. implausibly small prices


@pytest.mark.parametrize(("text", "least"), [("0.000000001", 1.0), ("0.99", 1.0), ("0.009", 0.01), ("¥0.00001万", 1.0)])
def test_an_implausibly_small_price_is_refused(text, least):
    parsed = parse_amount(text, 1e9, least)
    assert parsed.value is None and parsed.problem is not None and parsed.problem.key == "quote.row.price_too_small"


def test_small_prices_in_a_quote_are_problem_rows_with_the_least_price_said(tmp_path, catalog):
    text = (
        "item,price,currency\n"
        "RTX 4090,0.000000001,USD\n"  # 2: a GPU for a billionth of a dollar
        "RTX 5090,1,USD\n"  # 3: one dollar is the least a GPU may cost
        "ecs.gn7i-c8g1.2xlarge,0.001,CNY\n"  # 4: a tenth of a fen an hour
        "ecs.gn6i-c4g1.xlarge,0.01,CNY\n"  # 5: one fen an hour is the least an hour may cost
    )
    quote = read_quote(write_csv(tmp_path / "q.csv", text), catalog, as_of=DAY)
    assert [(line.row, line.amount) for line in quote.lines] == [(3, 1.0), (5, 0.01)]
    reasons = {p.row: p.reason for p in quote.problems}
    assert sorted(reasons) == [2, 4]
    assert reasons[2].render("en") == "price: '0.000000001' is too small to be a real price (at least 1)"
    assert reasons[4].render("en") == "price: '0.001' is too small to be a real price (at least 0.01)"
    assert "太小" in reasons[4].render("zh_CN") and "0.01" in reasons[4].render("zh_CN")


# ---------------------------------------------------------------- 8. a broken CSV in Chinese is all Chinese


@pytest.mark.parametrize(
    ("text", "row", "english", "chinese"),
    [
        ('item,price\nRTX 4090,1\n"RTX 5090,2\n', 3, 'a " is never closed', "引号没有闭合"),
        ('item,price\nRTX 4090,1\n"RTX 5090"x,2\n', 3, "a character follows a closing quote", "右引号后面"),
    ],
)
def test_broken_csv_quoting_is_said_in_the_buyers_language_only(tmp_path, catalog, text, row, english, chinese):
    path = write_csv(tmp_path / "q.csv", text)
    message = refused(path, catalog)
    assert message.startswith(f"q.csv, row {row}: not valid CSV") and english in message
    zh = refused(path, catalog, "zh_CN")
    assert zh.startswith(f"q.csv，第 {row} 行：不是有效的 CSV") and chinese in zh
    no_english(zh, "q.csv")
