"""What every renderer shows, free of Qt: the report's content in the buyer's language (report), "why not this
card?" (why_not) and the options table as a workbook or CSV (export). The GUI and the PDF writer draw it."""

from gpu_advisor.core.presentation.export import export_options
from gpu_advisor.core.presentation.report import ReportContent, build_report
from gpu_advisor.core.presentation.why_not import alternatives, why_not

__all__ = ["ReportContent", "alternatives", "build_report", "export_options", "why_not"]
