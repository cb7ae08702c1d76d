"""Keeps the Qt translation of the GUI complete: `python packaging/translations.py`.

1. pyside6-lupdate collects every tr() string of gui/ into resources/translations/gpu_advisor_zh_CN.ts;
2. the Chinese text of each string comes from resources/translations/zh_CN/*.json, one file per part of
   the GUI, keyed "Context|source text" (Context is the class that calls tr());
3. pyside6-lrelease compiles the .ts into the .qm the app loads.
tests/test_translations.py fails when a string has no translation, a translation lost a %1 or {0}, or
the .qm is older than the .ts.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS = ROOT / "resources" / "translations" / "gpu_advisor_zh_CN.ts"
QM = TS.with_suffix(".qm")
# English is the source language; its .qm maps every text to itself so that a report can be drawn in
# English while the window speaks Chinese (a translator on top wins)
EN_TS = ROOT / "resources" / "translations" / "gpu_advisor_en.ts"
EN_QM = EN_TS.with_suffix(".qm")
DICTIONARIES = ROOT / "resources" / "translations" / "zh_CN"


def tool(name: str) -> str:
    local = Path(sys.executable).parent / name
    return str(local) if local.exists() else (shutil.which(name) or name)


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "gui").rglob("*.py"))


def run_lupdate(ts: Path) -> None:
    subprocess.run([tool("pyside6-lupdate"), *sources(), "-ts", str(ts), "-no-obsolete", "-locations", "none"],
                   cwd=ROOT, check=True, capture_output=True)


def dictionary() -> dict[str, str]:
    merged: dict[str, str] = {}
    for path in sorted(DICTIONARIES.glob("*.json")):
        merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


def fill(ts: Path, words: dict[str, str]) -> list[str]:
    """Write the Chinese of every message into the .ts; return the keys that have none."""
    tree = ET.parse(ts)
    missing = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            key = f"{name}|{source}"
            if key in words:
                translation.text = words[key]
                translation.attrib.pop("type", None)
            else:
                missing.append(key)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return missing


def fill_identity(ts: Path) -> None:
    tree = ET.parse(ts)
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        translation.text = message.findtext("source")
        translation.attrib.pop("type", None)
    tree.write(ts, encoding="utf-8", xml_declaration=True)


def main() -> int:
    TS.parent.mkdir(parents=True, exist_ok=True)
    run_lupdate(TS)
    missing = fill(TS, dictionary())
    subprocess.run([tool("pyside6-lrelease"), str(TS), "-qm", str(QM)], cwd=ROOT, check=True, capture_output=True)
    run_lupdate(EN_TS)
    fill_identity(EN_TS)
    subprocess.run([tool("pyside6-lrelease"), str(EN_TS), "-qm", str(EN_QM)], cwd=ROOT, check=True, capture_output=True)
    for key in missing:
        print(f"no Chinese for: {key}")
    return 1 if missing else 0


if __name__ == "__main__":
    raise SystemExit(main())
