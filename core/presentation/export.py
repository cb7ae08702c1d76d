"""The options table for the procurement team: CSV (UTF-8 with a byte-order mark, so that Excel opens Chinese
correctly) or .xlsx (a minimal SpreadsheetML workbook written with the standard library's zipfile, numbers as
numbers). Both are written through core.foundation.user_files (never over an input, regular files only, atomically)."""

from __future__ import annotations

import csv
import io
import zipfile
from pathlib import Path
from xml.sax.saxutils import escape

from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.foundation.user_files import UTF8_BOM, OutputFileError, atomic_write_bytes
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


def _column(index: int) -> str:
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(65 + rest) + name
    return name


def _cell(ref: str, value: Cell) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        value = str(value)
    if isinstance(value, int | float):
        return f'<c r="{ref}"><v>{value!r}</v></c>'
    return f'<c r="{ref}" t="inlineStr"><is><t xml:space="preserve">{escape(value)}</t></is></c>'


_CONTENT_TYPES = (
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
    '<sheets><sheet name="{name}" sheetId="1" r:id="rId1"/></sheets></workbook>'
)
_WORKBOOK_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" '
    'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" '
    'Target="worksheets/sheet1.xml"/></Relationships>'
)


def xlsx_bytes(header: list[str], rows: list[list[Cell]], sheet: str = "Options") -> bytes:
    lines = []
    table: list[list[Cell]] = [list(header), *rows]
    for r, row in enumerate(table, start=1):
        cells = "".join(_cell(f"{_column(c)}{r}", v) for c, v in enumerate(row))
        lines.append(f'<row r="{r}">{cells}</row>')
    widths = "".join(
        f'<col min="{i + 1}" max="{i + 1}" width="{max(10, min(40, len(str(h)) + 2))}" customWidth="1"/>'
        for i, h in enumerate(header)
    )
    worksheet = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
        f"<cols>{widths}</cols><sheetData>{''.join(lines)}</sheetData></worksheet>"
    )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as book:
        book.writestr("[Content_Types].xml", _CONTENT_TYPES)
        book.writestr("_rels/.rels", _ROOT_RELS)
        book.writestr("xl/workbook.xml", _WORKBOOK.format(name=escape(sheet[:31], {'"': "&quot;"})))
        book.writestr("xl/_rels/workbook.xml.rels", _WORKBOOK_RELS)
        book.writestr("xl/worksheets/sheet1.xml", worksheet)
    return out.getvalue()


def export_options(result: Recommendation, path: Path | str, lang: str = "en") -> Path:
    """Write the options table to `path`, as CSV or .xlsx by its suffix. OutputFileError when the suffix is
    neither or the path may not be written (core.foundation.user_files.output_target)."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in EXPORT_SUFFIXES:
        raise OutputFileError(path, Text("export.bad_suffix", {"file": path.name}))
    header, rows = options_table(result, lang)
    data = csv_bytes(header, rows) if suffix == ".csv" else xlsx_bytes(header, rows)
    atomic_write_bytes(path, data, Text("report.options"))
    return path
