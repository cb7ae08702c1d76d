"""The bundled Chinese font, so Chinese never shows as empty boxes on a machine without one."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

FONT_DIR = Path(__file__).resolve().parent.parent / "resources" / "fonts"
FAMILY = "GPU Advisor Sans SC"


def install_fonts(app: QApplication) -> str | None:
    """Register Regular and Bold (with Regular only, Qt fakes bold by overprinting) and make the family
    the application's font. Returns the family, or None when the files are missing."""
    families = set()
    for name in ("GPUAdvisorSansSC-Regular.otf", "GPUAdvisorSansSC-Bold.otf"):
        font_id = QFontDatabase.addApplicationFont(str(FONT_DIR / name))
        if font_id >= 0:
            families.update(QFontDatabase.applicationFontFamilies(font_id))
    if FAMILY not in families:
        return None
    font = QFont(app.font())
    font.setFamilies([FAMILY])
    app.setFont(font)
    return FAMILY
