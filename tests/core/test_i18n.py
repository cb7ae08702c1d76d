"""Every message the core shows exists in English and Chinese with the same placeholders, and comes from the one
catalog, resources/translations/gpu_advisor_zh_CN.ts (docs/translations.md): no module adds messages of its own."""

import pathlib
import re
import subprocess
import sys

import pytest

from gpu_advisor.core.foundation.messages import (
    CORE_CONTEXT,
    LANGUAGES,
    MESSAGES,
    Text,
    TextError,
    catalog_path,
    placeholders,
)

CORE = pathlib.Path(__file__).resolve().parents[2] / "core"


def only_placeholders(template: str) -> bool:
    return not re.sub(r"\{\w*\}|[\W_]", "", template)  # "{file}：{problem}": nothing to translate


def test_every_message_in_both_languages():
    for key, versions in MESSAGES.items():
        assert set(versions) == set(LANGUAGES), key
        assert all(text.strip() for text in versions.values()), key
        assert placeholders(versions["en"]) == placeholders(versions["zh_CN"]), key


def test_chinese_text_is_chinese():
    for key, versions in MESSAGES.items():
        if not only_placeholders(versions["zh_CN"]):
            assert any("\u4e00" <= ch <= "\u9fff" for ch in versions["zh_CN"]), key


def test_render_formats_numbers():
    text = Text("check.power.fail", {"psu": 1500, "need": 1560, "gpus": 900, "host": 400})
    assert "1,560 W" in text.render("en") and "1,560 W" in text.render("zh_CN")


def test_lists_are_joined_in_each_language():
    parts = [Text("probe.ram", {"gb": 64}), Text("probe.disk", {"gb": 500})]
    assert Text("probe.computer", {"parts": ["Ubuntu", *parts]}).render("en") == (
        "This computer: Ubuntu, 64 GB of memory, 500 GB free on disk."
    )
    assert (
        Text("probe.computer", {"parts": ["Ubuntu", *parts]}).render("zh_CN")
        == "本机：Ubuntu，内存 64 GB，磁盘可用 500 GB。"
    )


def test_an_error_made_of_a_text_is_english_as_a_string_and_chinese_when_rendered():
    error = TextError(Text("wizard.need_budget"))
    assert str(error) == "Give a one-off budget, a monthly budget, or both." and isinstance(error, ValueError)
    assert error.render("zh_CN") == "请填写一次性预算、每月预算或两者。"
    assert TextError("as a file said it").render("zh_CN") == "as a file said it"


def test_the_messages_are_the_catalogs_and_read_only():
    """The English and Chinese of a core message are the <source> and <translation> of its id in the .ts."""
    import xml.etree.ElementTree as ET

    root = ET.parse(catalog_path("zh_CN")).getroot()
    (core,) = [c for c in root.iter("context") if c.findtext("name") == CORE_CONTEXT]
    in_file = {m.get("id"): (m.findtext("source"), m.findtext("translation")) for m in core.iter("message")}
    assert {k: (v["en"], v["zh_CN"]) for k, v in MESSAGES.items()} == in_file
    assert not hasattr(MESSAGES, "update")
    with pytest.raises(TypeError):
        MESSAGES["plain"] = {}  # type: ignore[index]


def test_every_message_is_there_without_importing_the_modules_that_use_it():
    """No module adds messages when it is imported: a fresh interpreter sees them all after importing the messages
    alone (with the bottom layer they live in, which knows nothing of what uses them)."""
    code = (
        "import sys; from gpu_advisor.core.foundation.messages import MESSAGES; n = len(MESSAGES); "
        "print(n, sorted(m for m in sys.modules if m.startswith('gpu_advisor.core.') "
        "and not m.startswith('gpu_advisor.core.foundation')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split(" ", 1)
    assert int(out[0]) == len(MESSAGES) and out[1].strip() == "[]"


def test_every_key_used_in_the_core_exists():
    used = set()
    for path in CORE.rglob("*.py"):  # the subpackages' modules too
        source = path.read_text(encoding="utf-8")
        used |= set(re.findall(r'Text\(\s*"([a-z_.]+)"', source))
        used |= set(re.findall(r'\bt\(\s*"([a-z_.]+)"', source))
        used |= {f"label.{m}" for m in re.findall(r'label = "([a-z]+)"', source)}
    missing = {k for k in used if k not in MESSAGES and not k.endswith(".")}
    assert used and missing == set()
