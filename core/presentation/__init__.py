"""What every renderer shows, free of Qt: the report's content in the buyer's language (report), the procurement
memo's parts (memo: budget against cost, bill of materials, specification, acceptance test), "why not this card?"
(why_not) and the options table as a workbook or CSV (export). The GUI and the PDF writer draw it."""

from gpu_advisor.core.presentation.decision import decision_text
from gpu_advisor.core.presentation.export import EXPORT_SUFFIXES, export_options
from gpu_advisor.core.presentation.memo import BillLine, bill_of_materials, budget_rows
from gpu_advisor.core.presentation.report import (
    ReportContent,
    Section,
    Table,
    build_report,
    comparison,
    decision_blocks,
    glossary_terms,
    memory_cell,
    name_of,
    picks,
    picks_table,
    speed_cell,
)
from gpu_advisor.core.presentation.why_not import alternatives, why_not

__all__ = [
    "EXPORT_SUFFIXES",
    "BillLine",
    "ReportContent",
    "Section",
    "Table",
    "alternatives",
    "bill_of_materials",
    "budget_rows",
    "build_report",
    "comparison",
    "decision_blocks",
    "decision_text",
    "export_options",
    "glossary_terms",
    "memory_cell",
    "name_of",
    "picks",
    "picks_table",
    "speed_cell",
    "why_not",
]
