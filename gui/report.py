"""The PDF summary for procurement meetings: core/report.py's content laid out on A4 or Letter pages,
with a header and page numbers on every page, the charts, and the bundled font embedded.

Charts are drawn on the GUI thread (they are widgets); the pages can then be written on any thread. The
file is written next to its destination and renamed over it at the end, so a full disk, a read-only
folder or a file held open by another program leaves the old file as it was, and the message says why.
"""

from __future__ import annotations

import errno
import html
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import cast

from PySide6.QtCore import QMarginsF, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)

from gpu_advisor.core.foundation import (
    OutputFileError,
    Text,
    TextError,
    file_mode_for,
    os_problem,
    output_target,
    temporary_prefix,
)
from gpu_advisor.core.presentation import ReportContent, Section, Table
from gpu_advisor.core.recommend import Recommendation
from gpu_advisor.gui.fonts import FAMILY, install_fonts, register_fonts

PAPERS = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
RESOLUTION = 300  # dots per inch of the layout; text stays vector, images are placed at this density
MARGINS_MM = QMarginsF(18, 22, 18, 20)  # the top and bottom margins hold the header and the page number
CHART_PIXELS = {"cost_speed": (1800, 1150), "cumulative": (1800, 1000), "memory": (1800, 900)}


class ReportError(TextError):
    """The report could not be written; the message says why in plain words and names the file. str() is
    English; render(lang) the buyer's language (core.foundation.messages.TextError)."""


class _CannotStart(OSError):
    """QPdfWriter could not open its file (a full disk, a quota): Qt does not say which."""


def render_charts(result: Recommendation, lang: str) -> dict[str, QImage]:
    """The three charts as images in the report's language, drawn offscreen (GUI thread only).

    The report's language may differ from the window's: a translator for it goes on top of the others
    while the charts are made (the English one maps every text to itself)."""
    from PySide6.QtCore import QCoreApplication, QTranslator
    from PySide6.QtWidgets import QApplication

    from gpu_advisor.core.foundation import resource_path

    app = cast("QApplication | None", QApplication.instance())  # drawing needs a QApplication, never a bare core one
    if app is not None and app.font().family() != FAMILY:
        install_fonts(app)  # charts take the application font; never a system font without Chinese

    translator = QTranslator()
    installed = translator.load(
        str(resource_path("translations", f"gpu_advisor_{lang}.qm"))
    ) and QCoreApplication.installTranslator(translator)
    try:
        return _draw_charts(result, lang)
    finally:
        if installed:
            QCoreApplication.removeTranslator(translator)


def _draw_charts(result: Recommendation, lang: str) -> dict[str, QImage]:
    import shiboken6

    from gpu_advisor.gui import charts

    images: dict[str, QImage] = {}
    cost_speed = charts.CostSpeedChart()
    cost_speed.show_result(result, lang)
    cumulative = charts.CumulativeCostChart()
    cumulative.show_result(result, lang)
    memory = charts.MemoryChart()
    memory.show_result(result, lang)
    for name, widget in (("cost_speed", cost_speed), ("cumulative", cumulative), ("memory", memory)):
        width, height = CHART_PIXELS[name]
        images[name] = charts.chart_image(widget, width, height, scale=2.0)
        # now, not deleteLater(): from the command line (or a test) no event loop runs to delete them, and
        # hidden top-level charts would pile up and each redraw at every change of language
        shiboken6.delete(widget)
    return images


def table_html(table: Table) -> str:
    widths = table.widths or [1] * len(table.header)
    total = sum(widths)
    # a header of one word never breaks inside it ("Pow / er" on US Letter): it keeps its line, and the table makes
    # room; a header of several words still wraps between them
    keep = ' style="white-space: nowrap"'
    head = "".join(
        f'<th width="{round(100 * w / total)}%"{keep if " " not in h.strip() else ""}>{html.escape(h)}</th>'
        for h, w in zip(table.header, widths, strict=True)
    )

    def cell(column: int, text: str) -> str:
        # an inline style replaces the cell's class style in Qt: the border is repeated, or the cell loses it
        style = f' style="white-space: nowrap; border: {CELL_BORDER}"' if column in table.nowrap else ""
        # a cell of two figures (days, then GPU-hours) keeps each whole, one under the other
        lines = "<br/>".join(html.escape(line) for line in text.split("\n"))
        return f"<td{style}>{lines or '&nbsp;'}</td>"  # an empty cell would be drawn without its borders

    body = "".join("<tr>" + "".join(cell(i, text) for i, text in enumerate(row)) + "</tr>" for row in table.rows)
    return f'<table class="grid" width="100%" cellspacing="0" cellpadding="4"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def section_html(section: Section, index: int) -> str:
    parts = []
    breaking = ' style="page-break-before: always"' if section.new_page and index else ""
    level = "h1 class='cover'" if section.key == "cover" else "h2" if section.level == 2 else "h1"
    parts.append(f"<{level}{breaking}>{html.escape(section.title)}</{level.split()[0]}>")
    paragraphs = list(section.paragraphs)
    # a table or bullet list follows the paragraph that introduces it
    if section.key == "checklist":
        for paragraph, table in zip(paragraphs, section.tables, strict=False):
            parts.append(f"<h2>{html.escape(paragraph)}</h2>")
            parts.append(table_html(table))
        return "".join(parts)
    if section.key == "assumptions":
        parts.append("<ul>" + "".join(f"<li>{html.escape(b)}</li>" for b in section.bullets) + "</ul>")
        for paragraph, table in zip(paragraphs, section.tables, strict=False):
            parts.append(f"<p>{html.escape(paragraph)}</p>")
            parts.append(table_html(table))
        return "".join(parts)
    tables = [table_html(table) for table in section.tables]
    if section.tables_first:
        parts.extend(tables)
    for paragraph in paragraphs:
        parts.append(f"<p>{html.escape(paragraph)}</p>")
    if not section.tables_first:
        parts.extend(tables)
    if section.bullets:
        parts.append("<ul>" + "".join(f"<li>{html.escape(b)}</li>" for b in section.bullets) + "</ul>")
    for chart in section.charts:
        parts.append(f'<p align="center"><img src="chart:{chart}" width="{{chart_width}}"></p>')
    return "".join(parts)


CELL_BORDER = "0.5px solid #c5ced8"
STYLE = """
h1 { font-size: 17pt; font-weight: bold; color: #1f3a5f; margin-top: 6pt; margin-bottom: 8pt; }
h1.cover { font-size: 22pt; margin-top: 0pt; }
h2 { font-size: 12pt; font-weight: bold; color: #1f3a5f; margin-top: 10pt; }
p, li { font-size: 10pt; line-height: 140%; }
table.grid { border-collapse: collapse; margin-top: 4pt; margin-bottom: 8pt; }
table.grid th { background-color: #e8eef5; font-size: 8.5pt; font-weight: bold; border: 0.5px solid #9aa8b8; }
table.grid td { font-size: 8.5pt; border: {CELL_BORDER}; }
""".replace("{CELL_BORDER}", CELL_BORDER)


def write_pdf(
    content: ReportContent,
    images: dict[str, QImage],
    path: Path | str,
    paper: str = "a4",
    progress: Callable[[int, int], None] | None = None,
) -> Path:
    """Lay out and write the PDF atomically. Safe to call off the GUI thread.

    Refused with ReportError before anything is drawn: an empty path, a device (/dev/null), a FIFO, a
    folder, a read-only file, a missing folder (core.foundation.user_files.output_target). A symlink is written through:
    the file it points to is replaced and the link kept. Returns the path as given."""
    if paper not in PAPERS:
        raise ReportError(f"paper {paper!r}: choose a4 or letter")
    try:
        target = output_target(path, "PDF summary")
    except OutputFileError as exc:
        raise ReportError(exc.text) from None
    path = Path(path)
    folder = target.parent
    try:
        handle, temp_name = tempfile.mkstemp(prefix=temporary_prefix(target), suffix=".pdf.tmp", dir=folder)
        os.close(handle)
    except OSError as exc:
        raise ReportError(
            Text("report.cannot_write_here", {"folder": str(folder), "reason": os_problem(exc)})
        ) from None
    temp = Path(temp_name)
    try:
        _paint(content, images, temp, paper, progress)
        with open(temp, "rb+") as written:  # make sure it is on disk before it replaces the old file
            os.fsync(written.fileno())
        os.chmod(temp, file_mode_for(target))
        if temp.stat().st_size < 1000:
            raise ReportError(Text("report.incomplete", {"file": path.name}))
        try:
            os.replace(temp, target)
        except PermissionError:
            raise ReportError(Text("report.in_use", {"file": str(path)})) from None
        except OSError as exc:
            raise ReportError(Text("report.cannot_replace", {"file": str(path), "reason": os_problem(exc)})) from None
    except _CannotStart:
        raise ReportError(Text("report.cannot_start", {"file": path.name})) from None
    except OSError as exc:
        raise ReportError(Text("report.cannot_write", {"file": path.name, "reason": os_problem(exc)})) from None
    finally:
        temp.unlink(missing_ok=True)
    return path


def _paint(
    content: ReportContent,
    images: dict[str, QImage],
    target: Path,
    paper: str,
    progress: Callable[[int, int], None] | None,
) -> None:
    # Only the bundled font: a system CJK font would map 方, 页, 生, 户 to Kangxi radicals in the PDF's
    # text, and a machine without one would drop Chinese altogether (platform_notes.md)
    if not register_fonts():
        raise ReportError(Text("report.no_font"))
    writer = QPdfWriter(str(target))
    writer.setResolution(RESOLUTION)
    writer.setTitle(content.title)
    writer.setCreator(content.header.split(" · ")[0])
    writer.setPageLayout(
        QPageLayout(QPageSize(PAPERS[paper]), QPageLayout.Orientation.Portrait, MARGINS_MM, QPageLayout.Unit.Millimeter)
    )
    page_rect = writer.pageLayout().paintRectPixels(RESOLUTION)
    width, height = page_rect.width(), page_rect.height()

    document = QTextDocument()
    font = QFont(FAMILY)
    font.setPointSizeF(10)
    document.setDefaultFont(font)
    document.setDefaultStyleSheet(STYLE)
    document.setDocumentMargin(0)
    for name, image in images.items():
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"chart:{name}"), image)
    # charts fill the text width; QTextDocument measures images in its own pixels (96 per inch)
    chart_width = round(width * 96 / RESOLUTION * 0.98)
    body = "".join(section_html(section, i) for i, section in enumerate(content.sections)).replace(
        "{chart_width}", str(chart_width)
    )
    document.setHtml(f"<html><body>{body}</body></html>")
    # lay out in points scaled to the page, so font sizes in pt come out right at 300 dpi
    scale = RESOLUTION / 96
    document.setPageSize(QSizeF(width / scale, height / scale))
    _no_widow_pages(document, height / scale)
    _no_widow_at_the_end(document, height / scale)
    # a section that starts a new page right after one that filled its page exactly leaves Qt an empty page:
    # print only the pages some text or image lies on
    shown = _pages_with_content(document, width / scale, height / scale)
    pages = len(shown)

    painter = QPainter()
    if not painter.begin(writer):
        raise _CannotStart(errno.ENOSPC, "cannot start the PDF (disk full or file not writable)")
    try:
        header_font = QFont(FAMILY)
        header_font.setPointSizeF(8)
        painter.setFont(header_font)
        # a title of 200 characters would run off the page: the header ends in "…" where the line is full
        header = painter.fontMetrics().elidedText(content.header, Qt.TextElideMode.ElideRight, int(width))
        for page, source_page in enumerate(shown):
            if page:
                writer.newPage()
            painter.save()
            painter.setFont(header_font)
            painter.setPen(QColor("#5a6b7d"))
            margin = writer.pageLayout().marginsPixels(RESOLUTION)
            painter.drawText(
                QRectF(0, -margin.top() * 0.75, width, margin.top() * 0.5),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                header,
            )
            label = content.page_label.format(page=page + 1, pages=pages)
            painter.drawText(
                QRectF(0, height + margin.bottom() * 0.25, width, margin.bottom() * 0.5),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
            painter.setPen(QColor("#c5ced8"))
            painter.drawLine(0, int(-margin.top() * 0.2), int(width), int(-margin.top() * 0.2))
            painter.restore()
            painter.save()
            painter.scale(scale, scale)
            painter.translate(0, -source_page * height / scale)
            # a hair short of the page's foot: a block that starts on the next page (a title after a page break)
            # touches this page's edge and would be drawn, clipped, here as well
            document.drawContents(painter, QRectF(0, source_page * height / scale, width / scale, height / scale - 0.5))
            painter.restore()
            if progress:
                progress(page + 1, pages)
    finally:
        painter.end()


WIDOW_SHARE = 0.1  # a page whose text ends within this share of its height before a page break: a widow page


def _no_widow_pages(document: QTextDocument, page_height: float) -> None:
    """A section that ends with a line or two run over onto a page of their own, before a section that starts a new
    page, leaves that page nearly blank (two lines under the header): the next section then starts right under those
    lines instead. Repeated until no page is left so, as each change moves the pages after it. Only the document's
    top level is looked at (a table counts as one piece; the blocks in its cells are placed inside it)."""
    layout = document.documentLayout()
    for _ in range(50):
        previous_bottom = 0.0
        changed = False
        it = document.rootFrame().begin()
        while not it.atEnd():
            frame, block = it.currentFrame(), it.currentBlock()
            if frame is not None:
                previous_bottom = layout.frameBoundingRect(frame).bottom()
            elif block.isValid():
                rect = layout.blockBoundingRect(block)
                breaks = block.blockFormat().pageBreakPolicy() & QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore
                if breaks and previous_bottom > 0:
                    page, used = divmod(previous_bottom, page_height)
                    if 0 < used <= page_height * WIDOW_SHARE and rect.top() >= (page + 1) * page_height - 1:
                        fmt = block.blockFormat()
                        fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_Auto)
                        QTextCursor(block).setBlockFormat(fmt)
                        changed = True
                        break
                if block.text().strip():
                    previous_bottom = rect.bottom()
            it += 1
        if not changed:
            return


def _no_widow_at_the_end(document: QTextDocument, page_height: float) -> None:
    """The document's last section ending with a line or two on a page of their own (the glossary's last term): that
    section starts on a new page instead, so its terms stay together and no page is nearly blank."""
    layout = document.documentLayout()
    last_heading, bottom = None, 0.0
    it = document.rootFrame().begin()
    while not it.atEnd():
        frame, block = it.currentFrame(), it.currentBlock()
        if frame is not None:
            bottom = layout.frameBoundingRect(frame).bottom()
        elif block.isValid() and block.text().strip():
            if block.blockFormat().headingLevel() > 0:
                last_heading = block
            bottom = layout.blockBoundingRect(block).bottom()
        it += 1
    _, used = divmod(bottom, page_height)
    if last_heading is None or not 0 < used <= page_height * WIDOW_SHARE:
        return
    heading_page = layout.blockBoundingRect(last_heading).top() // page_height
    if heading_page == bottom // page_height:  # the section is on one page already
        return
    fmt = last_heading.blockFormat()
    fmt.setPageBreakPolicy(fmt.pageBreakPolicy() | QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
    QTextCursor(last_heading).setBlockFormat(fmt)


def _pages_with_content(document: QTextDocument, page_width: float, page_height: float) -> list[int]:
    """The document's pages (from 0) that draw anything: each is drawn small and looked at."""
    used = []
    small = 0.25
    for page in range(document.pageCount()):
        image = QImage(
            max(1, round(page_width * small)), max(1, round(page_height * small)), QImage.Format.Format_RGB32
        )
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.scale(small, small)
        painter.translate(0, -page * page_height)
        document.drawContents(painter, QRectF(0, page * page_height, page_width, page_height))
        painter.end()
        if image != _blank(image.width(), image.height()):
            used.append(page)
    return used or [0]


def _blank(width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    return image


def export_report(result: Recommendation, path: Path | str, lang: str = "en", paper: str = "a4") -> Path:
    """Everything in one call, on the GUI thread (the command line uses this). The report states the
    catalog and prices the recommendation was computed from."""
    from gpu_advisor.core.presentation import build_report

    content = build_report(result, lang)
    images = render_charts(result, lang)
    return write_pdf(content, images, path, paper)
