"""The buyer's own prices in the GUI (issue 21, after code_review.md 6.6).

    editor.py        PriceEditor, the My prices dialog
    table.py         its tables: the model of one table, the filter, the view and the cell editors
    rows.py          the rows from the catalog and the price file, and the price file's overrides back from them
    cells.py         what a row and a cell hold, the limits of a price, parse_price
    files.py         saving and loading the price file
    quote_import.py  QuoteImportDialog, the preview of a supplier quote

Only the dialogs call tr() (contexts PriceEditor and QuoteImportDialog in the message catalog).
"""

from gpu_advisor.gui.prices.cells import GPU_PRICE_LIMIT, HOURLY_PRICE_LIMIT, RATE_RANGE, parse_price
from gpu_advisor.gui.prices.editor import PriceEditor
from gpu_advisor.gui.prices.files import load_overrides_or_none, save_overrides
from gpu_advisor.gui.prices.quote_import import QUOTE_FILTER_SUFFIXES, QuoteImportDialog

__all__ = [
    "GPU_PRICE_LIMIT",
    "HOURLY_PRICE_LIMIT",
    "QUOTE_FILTER_SUFFIXES",
    "RATE_RANGE",
    "PriceEditor",
    "QuoteImportDialog",
    "load_overrides_or_none",
    "parse_price",
    "save_overrides",
]
