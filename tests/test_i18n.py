"""Every message the core shows exists in English and Chinese with the same placeholders."""

from gpu_advisor.core.i18n import LANGUAGES, MESSAGES, Text, placeholders


def test_every_message_in_both_languages():
    for key, versions in MESSAGES.items():
        assert set(versions) == set(LANGUAGES), key
        assert all(text.strip() for text in versions.values()), key
        assert placeholders(versions["en"]) == placeholders(versions["zh_CN"]), key


def test_chinese_text_is_chinese():
    for key, versions in MESSAGES.items():
        assert any("\u4e00" <= ch <= "\u9fff" for ch in versions["zh_CN"]), key


def test_render_formats_numbers():
    text = Text("check.power.fail", {"psu": 1500, "need": 1560, "gpus": 900, "host": 400})
    assert "1,560 W" in text.render("en") and "1,560 W" in text.render("zh_CN")


def test_every_key_used_in_the_core_exists():
    import importlib
    import pathlib
    import re

    core = pathlib.Path(__file__).resolve().parent.parent / "core"
    used = set()
    for path in core.glob("*.py"):
        importlib.import_module(f"gpu_advisor.core.{path.stem}")  # modules add their own messages when imported (core.wizard)
    for path in core.glob("*.py"):
        used |= set(re.findall(r'Text\(\s*"([a-z_.]+)"', path.read_text(encoding="utf-8")))
        used |= {f"label.{m}" for m in re.findall(r'label = "([a-z]+)"', path.read_text(encoding="utf-8"))}
    missing = {k for k in used if k not in MESSAGES and not k.endswith(".")}
    assert missing == set()
