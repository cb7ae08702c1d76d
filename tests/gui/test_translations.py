"""Every visible string of the GUI exists in Chinese: the .ts is complete, nothing new escaped it, and
the .qm the app loads was compiled from it (docs/platform_notes.md)."""

import importlib.util
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

# packaging/ is not a Python package (and its name is taken by PyPI's `packaging`): load the tool by path
_SPEC = importlib.util.spec_from_file_location(
    "translations_tool", Path(__file__).resolve().parents[2] / "packaging" / "translations.py"
)
translations = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(translations)

PLACEHOLDER = re.compile(r"%\d|\{\w*\}")


def messages(path):
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


def test_every_message_is_translated():
    problems = []
    for context, message in messages(translations.TS):
        source, translation = message.findtext("source"), message.find("translation")
        kind = translation.get("type")
        if kind in ("unfinished", "vanished", "obsolete") or not (translation.text or "").strip():
            problems.append(f"{context}|{source}: {kind or 'empty'}")
        elif sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(translation.text)):
            problems.append(f"{context}|{source}: placeholders differ")
    assert problems == []


def test_no_string_escaped_the_translation_file(tmp_path):
    copy = tmp_path / "copy.ts"
    shutil.copy(translations.TS, copy)
    translations.run_lupdate(copy)
    new = [
        f"{context}|{message.findtext('source')}"
        for context, message in messages(copy)
        if message.find("translation").get("type") == "unfinished"
    ]
    assert new == [], "run: python packaging/translations.py"


def test_compiled_translation_is_current(tmp_path):
    fresh = tmp_path / "fresh.qm"
    subprocess.run(
        [translations.tool("pyside6-lrelease"), str(translations.TS), "-qm", str(fresh)],
        check=True,
        capture_output=True,
    )
    assert translations.QM.read_bytes() == fresh.read_bytes(), "run: python packaging/translations.py"


def test_chinese_text_is_chinese():
    for context, message in messages(translations.TS):
        text = message.find("translation").text or ""
        source = PLACEHOLDER.sub("", message.findtext("source"))  # a message that is only "{text}" has no words
        if re.search(r"[A-Za-z]{4,}", source) and source not in ("FP8",):
            assert re.search(r"[\u4e00-\u9fff]", text) or not re.search(r"[a-z]{4,}", source), f"{context}|{source}"


@pytest.mark.parametrize("name", ["qtbase_zh_CN.qm"])
def test_qt_own_dialogs_speak_chinese(name):
    from PySide6.QtCore import QLibraryInfo

    assert (Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / name).exists()
