"""What argparse is given and what it says: the parser that turns every error into one line (OneLineParser), the
error a command raises for bad input (UsageError), an option's own refusal (ArgumentProblem), argparse's words said
in the buyer's language (argparse_text), and the language --lang asks for before argparse has read it."""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from gpu_advisor.core.foundation import LANGUAGES, Text

EXIT_USAGE = 2


class UsageError(Exception):
    """Bad input from the person at the keyboard: printed as one line, exit status 2. Given a Text, it is said in
    the language of the command line's --lang (argparse's own errors come before --lang is read); given a string,
    as it is (the caller rendered it in args.lang)."""

    def __init__(self, message: str | Text):
        self.text = message if isinstance(message, Text) else Text.plain(message)
        super().__init__(self.text.render("en"))

    def render(self, lang: str = "en") -> str:
        return self.text.render(lang)


class ArgumentProblem(argparse.ArgumentTypeError):
    """A value an option's type refuses, as a message: str() is the English argparse puts in its own error, and
    OneLineParser.error finds the message again to say it in the buyer's language."""

    def __init__(self, key: str, params: dict[str, Any]):
        self.text = Text(key, params)
        super().__init__(self.text.render("en"))


# argparse's own words (Lib/argparse.py), each as a message: "invalid choice", "the following arguments are
# required", ... The English of each message is argparse's, so English errors read as they always did.
_ARGPARSE_ERRORS = [
    (
        re.compile(r"argument (?P<argument>.+?): invalid choice: (?P<value>.+?) \(choose from (?P<choices>.*)\)"),
        "cli.invalid_choice",
    ),
    (re.compile(r"argument (?P<argument>.+?): invalid int value: (?P<value>.*)"), "cli.invalid_int"),
    (re.compile(r"argument (?P<argument>.+?): invalid float value: (?P<value>.*)"), "cli.invalid_float"),
    (re.compile(r"argument (?P<argument>.+?): invalid (?P<type>\S+) value: (?P<value>.*)"), "cli.invalid_value"),
    (re.compile(r"argument (?P<argument>.+?): expected one argument"), "cli.expected_one"),
    (re.compile(r"argument (?P<argument>.+?): ignored explicit argument (?P<value>.*)"), "cli.ignored_value"),
    (re.compile(r"the following arguments are required: (?P<arguments>.*)"), "cli.required"),
    (re.compile(r"unrecognized arguments: (?P<arguments>.*)"), "cli.unrecognized"),
    (re.compile(r"ambiguous option: (?P<option>\S+) could match (?P<matches>.*)"), "cli.ambiguous"),
]


def argparse_text(message: str, error: BaseException | None = None) -> Text:
    """argparse's error `message` as a message in every language: an option's own refusal (ArgumentProblem, found
    as the cause of the ArgumentError being handled), else one of argparse's usual errors, else as it is."""
    if isinstance(error, argparse.ArgumentError) and isinstance(error.__context__, ArgumentProblem):
        problem = error.__context__.text
        if error.argument_name is None:
            return problem
        return Text("cli.argument", {"argument": error.argument_name, "problem": problem})
    for pattern, key in _ARGPARSE_ERRORS:
        found = pattern.fullmatch(message)
        if found:
            return Text(key, found.groupdict())
    return Text.plain(message)


class OneLineParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # called inside argparse's `except ArgumentError`: the error being handled holds an option's own problem
        raise UsageError(argparse_text(message, sys.exc_info()[1]))


def add_lang(parser: argparse.ArgumentParser) -> None:
    """--lang, as every command that speaks to the buyer takes it: the language of its output and its errors."""
    parser.add_argument("--lang", choices=["en", "zh_CN"], default="en")


def language_asked(argv: Sequence[str]) -> str:
    """The language --lang asks for, read from the command line before argparse: argparse's own errors come
    before --lang is parsed, or instead of it. `--lang zh_CN` and `--lang=zh_CN`; the last one wins, as in argparse;
    anything else is English."""
    lang = "en"
    for index, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and index + 1 < len(argv):
            value = argv[index + 1]
        elif arg.startswith("--lang="):
            value = arg.partition("=")[2]
        else:
            continue
        if value in LANGUAGES:
            lang = value
    return lang
