"""Keeps the one message catalog complete: `python packaging/translations.py` (docs/translations.md).

resources/translations/gpu_advisor_zh_CN.ts is the catalog translators edit (by hand or in Qt Linguist). It holds
the GUI's strings, one context per class that calls tr(), and the core's messages, the context named "core",
each `<message id="key">` with its English template as the source. This tool

1. runs pyside6-lupdate on gui/ into a temporary copy of the .ts: lupdate carries each translation over to the
   same (context, source) and marks what is new "unfinished"; `-no-obsolete` drops strings the GUI no longer has;
2. puts the core context back as it was (lupdate would drop it: its messages are not tr() calls in the sources)
   and writes the merged catalog over the .ts;
3. writes the English .ts (every GUI string translated to itself, so a report can be drawn in English while the
   window speaks Chinese) and compiles both into the .qm files the app loads, with pyside6-lrelease.

It prints each message that has no Chinese yet and exits 1 while there is one. tests/gui/test_translations.py fails
when a string has no translation, a translation lost a %1 or {0}, or a .qm is older than its .ts.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS = ROOT / "resources" / "translations" / "gpu_advisor_zh_CN.ts"
QM = TS.with_suffix(".qm")
# English is the source language; its .qm maps every text to itself so that a report can be drawn in
# English while the window speaks Chinese (a translator on top wins). It is made from the sources, never edited.
EN_TS = ROOT / "resources" / "translations" / "gpu_advisor_en.ts"
EN_QM = EN_TS.with_suffix(".qm")
CORE_CONTEXT = (
    "core"  # gpu_advisor.core.foundation.messages.CORE_CONTEXT (this tool runs without the package installed)
)


def tool(name: str) -> str:
    local = Path(sys.executable).parent / name
    return str(local) if local.exists() else (shutil.which(name) or name)


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "gui").rglob("*.py"))


def run_lupdate(ts: Path) -> None:
    """Update `ts` from the GUI's tr() calls: GUI contexts only, as lupdate sees them."""
    subprocess.run(
        [tool("pyside6-lupdate"), *sources(), "-ts", str(ts), "-no-obsolete", "-locations", "none"],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )


def core_contexts(ts: Path) -> list[ET.Element]:
    return [c for c in ET.parse(ts).getroot().iter("context") if c.findtext("name") == CORE_CONTEXT]


def write(tree: ET.ElementTree, path: Path) -> None:
    """In lupdate's own layout (contexts at the left margin, messages indented), so a diff shows only changes."""
    root = tree.getroot()
    root.text = "\n"
    for context in root.iter("context"):
        ET.indent(context, space="    ", level=0)
        context.tail = "\n"
    tree.write(path, encoding="utf-8", xml_declaration=True)


def update(ts: Path) -> None:
    """The GUI contexts of `ts` brought up to date with the sources, its core context kept."""
    core = core_contexts(ts) if ts.exists() else []
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder) / ts.name
        if ts.exists():
            shutil.copy(ts, work)
        run_lupdate(work)
        tree = ET.parse(work)
    root = tree.getroot()
    for context in [c for c in root.iter("context") if c.findtext("name") == CORE_CONTEXT]:
        root.remove(context)
    root.extend(core)
    write(tree, ts)


def untranslated(ts: Path) -> list[str]:
    missing = []
    for context in ET.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") == "unfinished" or not (translation.text or "").strip():
                missing.append(f"{context.findtext('name')}|{message.get('id') or message.findtext('source')}")
    return missing


def fill_identity(ts: Path) -> None:
    tree = ET.parse(ts)
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None
        translation.text = message.findtext("source")
        translation.attrib.pop("type", None)
    write(tree, ts)


def release(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], cwd=ROOT, check=True, capture_output=True)


def main() -> int:
    update(TS)
    release(TS, QM)
    run_lupdate(EN_TS)
    fill_identity(EN_TS)
    release(EN_TS, EN_QM)
    missing = untranslated(TS)
    for key in missing:
        print(f"no Chinese for: {key}")
    return 1 if missing else 0


if __name__ == "__main__":
    raise SystemExit(main())
