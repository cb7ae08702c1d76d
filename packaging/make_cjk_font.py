"""Builds the bundled Chinese font: Noto Sans CJK SC (SIL OFL 1.1), subset to GBK and renamed.

Why: without a CJK font on the machine Qt draws Chinese as empty boxes and drops it from PDFs. A GBK
subset covers names of people and companies that GB2312 misses, at a fraction of the full size. The
Kangxi radical block (U+2E80-U+2FDF) is left out of the character map, because Qt's PDF writer otherwise
maps shared glyphs such as 方, 页, 生 and 户 to radicals and the PDF's text reads back wrong
(docs/platform_notes.md). The OFL asks a modified font to carry its own name.

Run: python packaging/make_cjk_font.py /usr/share/fonts/opentype/noto  (Debian's fonts-noto-cjk)
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

FAMILY = "GPU Advisor Sans SC"
OUT = Path(__file__).resolve().parent.parent / "resources" / "fonts"
SC_INDEX = 2  # face order in NotoSansCJK-*.ttc: JP, KR, SC, TC, HK


def gbk_characters() -> set[int]:
    chars = set(range(0x20, 0x7F)) | set(range(0xA0, 0x180))
    for lead in range(0x81, 0xFF):
        for trail in range(0x40, 0xFF):
            try:
                chars.add(ord(bytes([lead, trail]).decode("gbk")))
            except UnicodeDecodeError:
                pass
    extra = [
        (0x2000, 0x206F),
        (0x2100, 0x215F),
        (0x2190, 0x21FF),
        (0x2200, 0x22FF),
        (0x2460, 0x24FF),
        (0x2500, 0x25FF),
        (0x3000, 0x303F),
        (0xFF00, 0xFFEF),
    ]
    for low, high in extra:
        chars |= set(range(low, high + 1))
    return {c for c in chars if not 0x2E80 <= c <= 0x2FDF}


def build(source_dir: Path, weight: str) -> Path:
    collection = TTCollection(str(source_dir / f"NotoSansCJK-{weight}.ttc"))
    font = collection.fonts[SC_INDEX]
    options = subset.Options()
    # Only kerning (GPOS): glyph substitutions (ligatures, locl, ccmp) produce glyphs with no character
    # of their own, which Qt's PDF writer then extracts as control codes ("staff" read back as "sta\x1b")
    options.layout_features = ["kern"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(gbk_characters()))
    subsetter.subset(font)
    names = font["name"]
    style = "Bold" if weight == "Bold" else "Regular"
    for record in list(names.names):
        if record.nameID in (1, 16):
            record.string = FAMILY
        elif record.nameID == 4:
            record.string = f"{FAMILY} {style}" if style != "Regular" else FAMILY
        elif record.nameID == 6:
            record.string = f"GPUAdvisorSansSC-{style}"
        elif record.nameID in (2, 17):
            record.string = style
        elif record.nameID == 3:
            record.string = f"GPU Advisor modification of Noto Sans CJK SC {style}"
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [f"GPUAdvisorSansSC-{style}"]
    OUT.mkdir(parents=True, exist_ok=True)
    target = OUT / f"GPUAdvisorSansSC-{style}.otf"
    font.save(str(target))
    return target


if __name__ == "__main__":
    source = Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/opentype/noto")
    for weight in ("Regular", "Bold"):
        path = build(source, weight)
        print(path, path.stat().st_size)
