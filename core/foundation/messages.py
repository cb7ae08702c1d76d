"""The messages the core produces (checks, reasons, suggestions, the probe's summary, validation errors, the
engine's caveats), rendered in the buyer's language, kept free of Qt.

There is one message catalog per language, as data: resources/translations/gpu_advisor_<lang>.ts, the Qt
Linguist file the GUI's own strings live in too (docs/translations.md). The core's messages are the context
named CORE_CONTEXT, each `<message id="key">` with the English template as its `<source>` and the translation
as its `<translation>`; the core reads them with the standard library's XML parser, lazily and once. A message
is a key plus parameters (Text); it is rendered in a language only when shown. tests/core/test_i18n.py fails on a
key missing a language or a placeholder that differs between languages.
"""

from __future__ import annotations

import re
import string
import xml.etree.ElementTree as ET
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

LANGUAGES = ("en", "zh_CN")
SOURCE_LANGUAGE = "en"  # the <source> of every message
CORE_CONTEXT = "core"  # the .ts context holding the core's id-based messages
LIST_SEPARATOR = {"en": ", ", "zh_CN": "，"}


@dataclass(frozen=True)
class Text:
    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def render(self, lang: str = "en") -> str:
        template = MESSAGES[self.key]
        return template.get(lang, template["en"]).format(**{k: _show(v, lang) for k, v in self.params.items()})

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {"key": self.key, "text": self.render(lang)}

    @staticmethod
    def plain(text: str) -> Text:
        """A text that is the same in every language: what a file or the machine said, a name."""
        return Text("plain", {"text": text})


class TextError(ValueError):
    """An error whose message is a Text: str() gives the English (logs, tests), render(lang) the buyer's."""

    def __init__(self, text: Text | str, fields: tuple[str, ...] = ()):
        self.text = text if isinstance(text, Text) else Text.plain(text)
        self.fields = fields  # the fields a rule across several of them is about, named where a file is read
        super().__init__(self.text.render("en"))

    def render(self, lang: str = "en") -> str:
        return self.text.render(lang)


def _show(value: Any, lang: str) -> Any:
    if isinstance(value, Text):
        return value.render(lang)
    if isinstance(value, TextError):
        return value.render(lang)
    if isinstance(value, list | tuple):
        return LIST_SEPARATOR.get(lang, ", ").join(str(_show(v, lang)) for v in value)
    if isinstance(value, float):
        return f"{value:,.1f}" if abs(value) < 100 else f"{value:,.0f}"
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:,}"
    return value


# Characters that change how the text around them is shown rather than adding to it: the bidirectional controls
# (U+202E turns "plan" into "nalp" and reorders a page header), and every control character (a newline in a title
# breaks a one-line header; an escape or a NUL goes raw into a PDF's metadata or a terminal).
BIDI_CONTROLS = "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"  # a character class's inside, for re
_LAYOUT_CONTROLS = re.compile(f"[{BIDI_CONTROLS}]")
_CONTROLS = re.compile(r"[\x00-\x1f\x7f-\x9f]+")


def single_line(text: str) -> str:
    """What the buyer typed (a scenario's title), shown on one line as the characters it reads as: bidirectional
    controls dropped, newlines, tabs and other control characters made single spaces, the ends trimmed."""
    return " ".join(_CONTROLS.sub(" ", _LAYOUT_CONTROLS.sub("", text)).split())


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def catalog_path(lang: str) -> Any:
    from gpu_advisor.core.foundation.resources import resource_path

    return resource_path("translations", f"gpu_advisor_{lang}.ts")


def read_core_messages(path: Any) -> dict[str, tuple[str, str]]:
    """{key: (English source, translation)} of the core context of one .ts file."""
    found: dict[str, tuple[str, str]] = {}
    for context in ET.parse(path).getroot().iter("context"):
        if context.findtext("name") != CORE_CONTEXT:
            continue
        for message in context.iter("message"):
            key = message.get("id")
            if key:
                found[key] = (message.findtext("source") or "", message.findtext("translation") or "")
    return found


@cache
def _load() -> dict[str, dict[str, str]]:
    messages: dict[str, dict[str, str]] = {}
    for lang in LANGUAGES:
        if lang == SOURCE_LANGUAGE:
            continue
        for key, (source, translation) in read_core_messages(catalog_path(lang)).items():
            versions = messages.setdefault(key, {SOURCE_LANGUAGE: source})
            if translation:
                versions[lang] = translation
    return messages


class _Catalog(Mapping[str, dict[str, str]]):
    """MESSAGES: a read-only view of the catalog, {key: {lang: template}}, read from the .ts on first use."""

    def __getitem__(self, key: str) -> dict[str, str]:
        return _load()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(_load())

    def __len__(self) -> int:
        return len(_load())

    def __contains__(self, key: object) -> bool:
        return key in _load()


MESSAGES: Mapping[str, dict[str, str]] = _Catalog()


class Versions(Mapping[str, str]):
    """One message's template in each language, {lang: text}, read when first asked: for a constant such as
    core.costing.ownership.PUE_EXPLAINED that callers index by language."""

    def __init__(self, key: str):
        self.key = key

    def __getitem__(self, lang: str) -> str:
        return MESSAGES[self.key][lang]

    def __iter__(self) -> Iterator[str]:
        return iter(MESSAGES[self.key])

    def __len__(self) -> int:
        return len(MESSAGES[self.key])


# ---------------------------------------------------------------- pydantic's validation errors, as the buyer reads them

_PROBLEMS = {  # pydantic error type -> (message key, the ctx entry that holds its limit)
    "greater_than_equal": ("validation.ge", "ge"),
    "greater_than": ("validation.gt", "gt"),
    "less_than_equal": ("validation.le", "le"),
    "less_than": ("validation.lt", "lt"),
    "literal_error": ("validation.choice", "expected"),
    "enum": ("validation.choice", "expected"),
    "missing": ("validation.missing", None),
    "extra_forbidden": ("validation.extra", None),
    "int_parsing": ("validation.int", None),
    "int_type": ("validation.int", None),
    "int_from_float": ("validation.int", None),
    "float_parsing": ("validation.number", None),
    "float_type": ("validation.number", None),
    "finite_number": ("validation.finite", None),
    "bool_parsing": ("validation.bool", None),
    "bool_type": ("validation.bool", None),
    "date_parsing": ("validation.date", None),
    "date_from_datetime_parsing": ("validation.date", None),
    "date_type": ("validation.date", None),
    "string_too_long": ("validation.too_long", "max_length"),
    "string_too_short": ("validation.too_short", None),
    "too_short": ("validation.too_short", None),
    "string_type": ("validation.type", None),
    "dict_type": ("validation.type", None),
    "list_type": ("validation.type", None),
    "model_type": ("validation.type", None),
    "model_attributes_type": ("validation.type", None),
}
VERSION_PATTERN = r"^\d+(\.\d+){0,2}$"


def field_label(namespace: str, loc: tuple[int | str, ...]) -> Text | None:
    """The label a buyer knows a field by ("field.scenario.budget.one_off": One-off budget), if the catalog has one."""
    key = ".".join(["field", namespace, *(str(p) for p in loc if not isinstance(p, int))])
    return Text(key) if key in MESSAGES else None


def describe_problem(item: Mapping[str, Any]) -> Text:
    """What is wrong with one value, without naming it: "must be at least 1"."""
    ctx = item.get("ctx") or {}
    error = ctx.get("error")
    if isinstance(error, TextError):  # a rule of our own (a model validator) that says it in every language
        return error.text
    kind = item.get("type", "")
    if kind.endswith("_type") and "input" in item and item["input"] is None:
        return Text("validation.missing")  # a null where a number or a choice belongs: nothing was given
    if kind == "string_pattern_mismatch":
        return Text("validation.version" if ctx.get("pattern") == VERSION_PATTERN else "validation.pattern")
    if kind in _PROBLEMS:
        key, limit = _PROBLEMS[kind]
        if not limit or limit not in ctx:
            return Text(key)
        if limit == "expected":  # "'chat', 'batch' or 'pretrain'": the choices, listed in the buyer's language
            choices = re.findall(r"'([^']*)'", str(ctx[limit]))
            return Text(key, {"expected": choices or [str(ctx[limit])]})
        value = ctx[limit]
        return Text(key, {"limit": int(value) if isinstance(value, float) and value.is_integer() else value})
    message = str(item.get("msg", ""))
    return Text("validation.other", {"message": message.removeprefix("Value error, ")})


def describe_error(item: Mapping[str, Any], namespace: str, paths: bool = True) -> Text:
    """One validation error as a sentence: the field and what is wrong with it. With `paths` (files, the command
    line) the field's path in the file comes first, its label after it; without (the wizard), only its label."""
    loc = tuple(item.get("loc") or ())
    problem = describe_problem(item)
    error = (item.get("ctx") or {}).get("error")
    fields = list(error.fields) if isinstance(error, TextError) else []
    if not loc:  # a rule across fields (a model validator): the fields it names, for whoever edits the file
        return Text("validation.item", {"field": fields, "problem": problem}) if paths and fields else problem
    path = ".".join(str(p) for p in loc)
    if paths and fields:
        # a rule across the fields of a part (existing.host needs existing.system_ram_gb): their paths in the file,
        # so that its message need not spell them out for the wizard's buyer, who reads the part's label instead
        return Text("validation.item", {"field": [f"{path}.{name}" for name in fields], "problem": problem})
    label = field_label(namespace, loc)
    if label is None:
        where: Text | str = path
    else:
        where = Text("validation.path", {"path": path, "label": label}) if paths else label
    return Text("validation.item", {"field": where, "problem": problem})


def describe_errors(errors: list[Any], namespace: str, paths: bool = True, most: int = 3) -> Text:
    """The first `most` errors of a pydantic ValidationError's errors(), and how many more there are."""
    parts = [describe_error(item, namespace, paths) for item in errors[:most]]
    text = parts[0] if parts else Text.plain("")
    for part in parts[1:]:
        text = Text("validation.and", {"first": text, "rest": part})
    more = len(errors) - most
    return Text("validation.more", {"text": text, "more": more}) if more > 0 else text
