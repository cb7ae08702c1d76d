"""The bundled Chinese font, so Chinese never shows as empty boxes on a machine without one."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from gpu_advisor.core.foundation import resource_path

FONT_DIR = resource_path("fonts")
FAMILY = "GPU Advisor Sans SC"


_REGISTERED: set[str] = set()


def register_fonts() -> bool:
    """Register Regular and Bold once per process (with Regular only, Qt fakes bold by overprinting and
    extracted PDF text doubles). True when the family is available."""
    if FAMILY in _REGISTERED:
        return True
    for name in ("GPUAdvisorSansSC-Regular.otf", "GPUAdvisorSansSC-Bold.otf"):
        font_id = QFontDatabase.addApplicationFont(str(FONT_DIR / name))
        if font_id >= 0:
            _REGISTERED.update(QFontDatabase.applicationFontFamilies(font_id))
    return FAMILY in _REGISTERED


def install_fonts(app: QApplication) -> str | None:
    """Register the bundled fonts and make the family the application's font. Returns the family, or
    None when the files are missing."""
    if not register_fonts():
        return None
    font = QFont(app.font())
    font.setFamilies([FAMILY])
    app.setFont(font)
    return FAMILY
