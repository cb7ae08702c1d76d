"""Render resources/icons/gpu-advisor.svg into the raster icons the installers need:
gpu-advisor.png (512 px, Linux .desktop and the window), gpu-advisor.ico (Windows exe and installer) and
gpu-advisor.icns (macOS .app). Qt draws the SVG (QtSvg ships with PySide6-Essentials), Pillow packs .ico
and .icns. Run after editing the SVG and commit the results:

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/make_icons.py
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"


def render(size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(ICONS / "gpu-advisor.svg"))
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PIL import Image
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv)  # noqa: F841 (QImage/QPainter need it)
    big = Image.open(io.BytesIO(render(1024))).convert("RGBA")
    big.resize((512, 512), Image.LANCZOS).save(ICONS / "gpu-advisor.png", optimize=True)
    big.save(
        ICONS / "gpu-advisor.ico", sizes=[(16, 16), (24, 24), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)]
    )
    big.save(ICONS / "gpu-advisor.icns")  # Pillow writes every standard size from 16 to 1024
    for name in ("gpu-advisor.png", "gpu-advisor.ico", "gpu-advisor.icns"):
        print(f"{ICONS / name}: {(ICONS / name).stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
