"""The options table for the procurement team, as CSV or as an .xlsx workbook, written through
core.foundation.user_files (never over an input, regular files only, atomically).

- CSV: UTF-8 with a byte-order mark (so that Excel opens Chinese correctly), a plain table whose first line is the
  header and whose columns are fixed (options_table), so that the scripts that read it do not break: no title lines,
  no column left out, no reasons.
- .xlsx: a sheet to read and forward (options_sheet), a minimal SpreadsheetML workbook written with the standard
  library's zipfile: a few lines on top saying what was asked (the scenario's title, the model, the people at the
  same moment, the budget, the date, the app's and the catalog's versions), an empty row, then the table with its
  header bold and frozen and an autofilter on it; each option's reasons in a last column ("Why"); the columns with
  nothing in them for any option left out (a chat job's training days); numbers as numbers; column widths from the
  longest cell; the sheet named in the buyer's language.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import math
import unicodedata
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape

from gpu_advisor.core import __version__
from gpu_advisor.core.foundation.messages import LIST_SEPARATOR, Text, single_line
from gpu_advisor.core.foundation.money import money_text
from gpu_advisor.core.foundation.user_files import UTF8_BOM, OutputFileError, atomic_write_bytes
from gpu_advisor.core.options.option import Option
from gpu_advisor.core.presentation import memo
from gpu_advisor.core.presentation.report import memory_cell, name_of
from gpu_advisor.core.recommend.result import Recommendation

Cell = str | int | float | None
EXPORT_SUFFIXES = (".csv", ".xlsx")


def options_table(result: Recommendation, lang: str = "en") -> tuple[list[str], list[list[Cell]]]:
    """The header and one row per option shown (the ranked list), in the buyer's language; money rounded to
    whole units as the JSON gives it, memory and speed to two decimals, None where there is no figure."""
    s = result.scenario
    currency = s.budget.currency

    def t(key: str, **params: object) -> str:
        return Text(key, dict(params)).render(lang)

    header = [
        t("report.col.pick"),
        t("report.col.hardware"),
        t("export.col.gpu"),
        t("export.col.count"),
        t("report.col.format"),
        t("export.col.runtime"),
        t("export.col.memory_needed"),
        t("export.col.memory_usable"),
        t("export.col.speed"),
        t("report.col.upfront", currency=currency),
        t("report.col.monthly", currency=currency),
        t("report.col.total", years=s.horizon_years, currency=currency),
        t("export.col.power"),
        t("export.col.break_even"),
        t("export.col.per_million", currency=currency),
        # after the columns earlier exports had, so a sheet built on them still reads
        t("export.col.memory_of"),
        t("export.col.machines"),
        t("export.col.days"),
        t("export.col.gpu_hours"),
    ]
    catalog = result.catalog
    rows: list[list[Cell]] = []
    for option in result.options:
        mem = option.estimate.memory
        c = option.cost
        cluster = option.estimate.cluster
        rows.append(
            [
                t(f"label.{option.label}"),
                name_of(result, option),
                catalog.gpus.get(option.gpu).name,
                option.count,
                catalog.quants.get(option.quant).name,
                catalog.runtimes.get(option.runtime).name,
                round(mem.per_gpu_gb, 2),
                round(mem.usable_per_gpu_gb, 2),
                None if option.per_user_tokens_per_s is None else round(option.per_user_tokens_per_s, 2),
                None if c is None else round(c.upfront),
                None if c is None else round(c.monthly),
                None if c is None else round(c.horizon_total),
                None if c is None else round(c.power_w),
                None if c is None else c.break_even_month,
                None if c is None or c.per_million_tokens is None else round(c.per_million_tokens, 2),
                memory_cell(result, option, lang).split("\n")[1],  # per card, or of a Mac's unified memory
                option.machines,
                None if cluster is None or not cluster.days else round(cluster.days[0], 1),
                None if cluster is None or cluster.gpu_hours is None else round(cluster.gpu_hours),
            ]
        )
    return header, rows


def csv_bytes(header: list[str], rows: list[list[Cell]]) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(header)
    for row in rows:
        writer.writerow(["" if v is None else v for v in row])
    return UTF8_BOM + out.getvalue().encode("utf-8")


# ---------------------------------------------------------------- the sheet to read and forward


@dataclass
class Sheet:
    """What the .xlsx shows: its name, the lines above the table, the table, and the columns whose cells wrap."""

    name: str
    lines: list[str]
    header: list[str]
    rows: list[list[Cell]]
    wrap: set[int] = field(default_factory=set)


def _sentence(text: str, lang: str) -> str:
    text = text.rstrip()
    if not text or text.endswith((".", "。", "!", "?", "！", "？")):
        return text
    return text + ("。" if lang == "zh_CN" else ".")


def option_reasons(option: Option, lang: str) -> str:
    """An option's reasons as the PDF's options list gives them (core.presentation.report): why to avoid it first,
    then the others and the engine's caveats, in the memo's wording (without the app's "tick …" instructions);
    one sentence a line."""
    reasons = ([option.avoid_problem] if option.avoid_problem else []) + option.reasons_besides_avoid
    reasons += [Text("reason.note", {"note": note}) for note in option.notes]
    return "\n".join(s for r in reasons if (s := _sentence(memo.memo_text(r, lang), lang)))


def budget_text(result: Recommendation, lang: str) -> str:
    budget = result.scenario.budget
    parts = [
        Text(f"export.budget.{kind}", {"amount": money_text(amount, budget.currency)}).render(lang)
        for kind, amount in (("one_off", budget.one_off), ("monthly", budget.monthly))
        if amount
    ]
    said = LIST_SEPARATOR[lang].join(parts) if parts else Text("memo.budget.none").render(lang)
    return Text("export.budget", {"budget": said}).render(lang)


def header_lines(result: Recommendation, lang: str, today: dt.date | None = None) -> list[str]:
    """The lines above the table, as the PDF's cover says them: the scenario's title (or the report's default
    title), the model, its use and the people at the same moment, the budget, and when and from what it was made."""
    s = result.scenario

    def t(key: str, **params: object) -> str:
        return Text(key, dict(params)).render(lang)

    today = today or dt.date.today()
    return [
        single_line(s.title) or t("report.default_title", model=result.model.name),
        t(
            "report.cover_line",
            model=result.model.name,
            use=t(f"report.use.{s.use_case}"),
            users=s.concurrent_users,
        ),
        budget_text(result, lang),
        t("report.cover_date", date=today.isoformat(), version=__version__, catalog=result.catalog.as_of),
        t("report.cover_note"),
    ]


def options_sheet(result: Recommendation, lang: str = "en", today: dt.date | None = None) -> Sheet:
    """The .xlsx's content: the CSV's table (options_table) with the reasons as a last column, less the columns that
    say nothing for any option shown: empty in every row (training days and GPU-hours for a model that serves
    people, a figure no option has), or the machines when every option is one machine."""
    header, rows = options_table(result, lang)
    header = [*header, Text("report.col.why").render(lang)]
    rows = [[*row, option_reasons(option, lang)] for row, option in zip(rows, result.options, strict=True)]
    machines = header.index(Text("export.col.machines").render(lang))

    def says_nothing(column: int) -> bool:
        values = [row[column] for row in rows]
        if column == machines:
            return all(v is None or v == 1 for v in values)
        return all(v is None or v == "" for v in values)

    keep = [c for c in range(len(header)) if not rows or not says_nothing(c)]
    return Sheet(
        name=Text("export.sheet").render(lang),
        lines=header_lines(result, lang, today),
        header=[header[c] for c in keep],
        rows=[[row[c] for c in keep] for row in rows],
        wrap={keep.index(len(header) - 1)} if len(header) - 1 in keep else set(),
    )


# ---------------------------------------------------------------- SpreadsheetML

# cell styles, the order of styles.xml's cellXfs
_PLAIN, _BOLD, _WRAP, _WHOLE, _TOP = 0, 1, 2, 3, 4
MIN_WIDTH, MAX_WIDTH, MAX_WRAPPED_WIDTH = 8, 50, 90  # column widths, in characters of the default font
LINE_POINTS, CJK_LINE_POINTS = 15, 18  # a line of the default font (Calibri 11), of a CJK font at 11, in points
# the characters of running text a unit of column width holds (a unit is a digit's width; text is narrower), a little
# under what LibreOffice's and Excel's fonts fit, so that an estimated row height never cuts a reason off
CHARACTERS_PER_UNIT = 1.1


def _column(index: int) -> str:
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(65 + rest) + name
    return name


def _shown(value: Cell) -> str:
    """A cell as the sheet shows it (whole numbers with thousands separators)."""
    if value is None:
        return ""
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:,}"
    return str(value)


def _wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in ("W", "F")


def display_width(text: str) -> int:
    """The width of the longest line, a CJK or other full-width character counting two."""
    return max((sum(2 if _wide(ch) else 1 for ch in line) for line in text.split("\n")), default=0)


def _cell(ref: str, value: Cell, style: int = _PLAIN) -> str:
    if value is None or value == "":
        return ""
    s = f' s="{style}"' if style else ""
    if isinstance(value, bool):
        value = str(value)
    if isinstance(value, int | float):
        if isinstance(value, int) and style == _TOP:
            s = f' s="{_WHOLE}"'
        return f'<c r="{ref}"{s}><v>{value!r}</v></c>'
    return f'<c r="{ref}"{s} t="inlineStr"><is><t xml:space="preserve">{escape(value)}</t></is></c>'


_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    '<Override PartName="/xl/worksheets/sheet1.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    '<Override PartName="/xl/styles.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
    "</Types>"
)
_ROOT_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" '
    'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
    'Target="xl/workbook.xml"/></Relationships>'
)
_WORKBOOK = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
    '<sheets><sheet name="{name}" sheetId="1" r:id="rId1"/></sheets>{names}</workbook>'
)
_WORKBOOK_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" '
    'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" '
    'Target="worksheets/sheet1.xml"/>'
    '<Relationship Id="rId2" '
    'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" '
    'Target="styles.xml"/></Relationships>'
)
# one bold font; the cell styles _PLAIN, _BOLD (the title and the table's header), _WRAP (the reasons, wrapped, at the
# top of their row, set off from the figure before them by an indent), _WHOLE (a whole number with thousands separators, built-in format 3) and _TOP (any other cell)
_STYLES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>'
    '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>'
    '<fills count="2"><fill><patternFill patternType="none"/></fill>'
    '<fill><patternFill patternType="gray125"/></fill></fills>'
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
    '<cellXfs count="5">'
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>'
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1">'
    '<alignment horizontal="left" vertical="top" wrapText="1" indent="1"/></xf>'
    '<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyAlignment="1">'
    '<alignment vertical="top"/></xf>'
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top"/></xf>'
    "</cellXfs>"
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>'
    "</styleSheet>"
)


def sheet_name(name: str) -> str:
    """A name Excel accepts for a sheet: none of []:*?/\\, at most 31 characters, not blank."""
    name = "".join(" " if ch in "[]:*?/\\" else ch for ch in name).strip().strip("'")[:31]
    return name or "Sheet1"


def _row_height(row: list[Cell], widths: list[int], wrap: set[int]) -> str:
    """A row's height where a wrapped cell runs on several lines, as an ht attribute: the lines it takes at its
    column's width (CHARACTERS_PER_UNIT), a line 15 points, 18 with Chinese in it (a CJK font's lines are taller), at
    most Excel's 409. Written out because not every program sizes such a row itself (LibreOffice converting a
    workbook does not)."""
    height = 0
    for c in wrap:
        if c < len(row) and isinstance(text := row[c], str):
            room = max(1.0, (widths[c] - 3) * CHARACTERS_PER_UNIT)  # less the indent
            lines = sum(max(1, math.ceil(display_width(part) / room)) for part in text.split("\n"))
            height = max(height, lines * (CJK_LINE_POINTS if any(map(_wide, text)) else LINE_POINTS))
    return f' ht="{min(409, height)}"' if height > LINE_POINTS else ""


def xlsx_bytes(sheet: Sheet) -> bytes:
    """The workbook: the lines on top (the first bold), an empty row, the table with its header bold, frozen,
    filtered; each column as wide as its longest cell (CJK counted double), the wrapped ones capped wider and their
    rows as tall as their text; printed across the page (the reasons' column fits one), the table's header on
    every page."""
    width = max([len(sheet.header)] + [len(row) for row in sheet.rows])
    last = _column(width - 1)
    table: list[list[Cell]] = [list(sheet.header), *sheet.rows]
    widths = []
    for c in range(width):
        longest = max(display_width(_shown(row[c] if c < len(row) else None)) for row in table)
        widths.append(max(MIN_WIDTH, min(MAX_WRAPPED_WIDTH if c in sheet.wrap else MAX_WIDTH, longest + 2)))
    cols = "".join(f'<col min="{c + 1}" max="{c + 1}" width="{w}" customWidth="1"/>' for c, w in enumerate(widths))
    lines: list[str] = []
    for r, text in enumerate(sheet.lines, start=1):
        lines.append(f'<row r="{r}">{_cell(f"A{r}", text, _BOLD if r == 1 else _PLAIN)}</row>')
    top = len(sheet.lines) + 2 if sheet.lines else 1  # the table's header row, after an empty row
    cells = "".join(_cell(f"{_column(c)}{top}", v, _BOLD) for c, v in enumerate(sheet.header))
    lines.append(f'<row r="{top}">{cells}</row>')
    for r, row in enumerate(sheet.rows, start=top + 1):
        cells = "".join(_cell(f"{_column(c)}{r}", v, _WRAP if c in sheet.wrap else _TOP) for c, v in enumerate(row))
        lines.append(f'<row r="{r}"{_row_height(row, widths, sheet.wrap)}>{cells}</row>')
    bottom = top + len(sheet.rows)
    worksheet = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
        f'<dimension ref="A1:{last}{bottom}"/>'
        '<sheetViews><sheetView workbookViewId="0">'
        f'<pane ySplit="{top}" topLeftCell="A{top + 1}" activePane="bottomLeft" state="frozen"/>'
        f'<selection pane="bottomLeft" activeCell="A{top + 1}" sqref="A{top + 1}"/>'
        "</sheetView></sheetViews>"
        f'<sheetFormatPr defaultRowHeight="{LINE_POINTS}"/>'
        f"<cols>{cols}</cols><sheetData>{''.join(lines)}</sheetData>"
        f'<autoFilter ref="A{top}:{last}{bottom}"/>'
        '<pageMargins left="0.4" right="0.4" top="0.5" bottom="0.5" header="0.3" footer="0.3"/>'
        '<pageSetup orientation="landscape"/>'
        "</worksheet>"
    )
    name = sheet_name(sheet.name)
    quoted = escape("'" + name.replace("'", "''") + "'")
    names = (
        "<definedNames>"
        f'<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">{quoted}!$A${top}:${last}${bottom}'
        "</definedName>"
        f'<definedName name="_xlnm.Print_Titles" localSheetId="0">{quoted}!${top}:${top}</definedName>'
        "</definedNames>"
    )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as book:
        book.writestr("[Content_Types].xml", _CONTENT_TYPES)
        book.writestr("_rels/.rels", _ROOT_RELS)
        book.writestr("xl/workbook.xml", _WORKBOOK.format(name=escape(name, {'"': "&quot;"}), names=names))
        book.writestr("xl/_rels/workbook.xml.rels", _WORKBOOK_RELS)
        book.writestr("xl/styles.xml", _STYLES)
        book.writestr("xl/worksheets/sheet1.xml", worksheet)
    return out.getvalue()


def export_options(result: Recommendation, path: Path | str, lang: str = "en", today: dt.date | None = None) -> Path:
    """Write the options table to `path`, as CSV (the plain table, options_table) or as .xlsx (the sheet to read and
    forward, options_sheet) by its suffix. OutputFileError when the suffix is neither or the path may not be written
    (core.foundation.user_files.output_target)."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in EXPORT_SUFFIXES:
        raise OutputFileError(path, Text("export.bad_suffix", {"file": path.name}))
    if suffix == ".csv":
        data = csv_bytes(*options_table(result, lang))
    else:
        data = xlsx_bytes(options_sheet(result, lang, today))
    atomic_write_bytes(path, data, Text("report.options"))
    return path
