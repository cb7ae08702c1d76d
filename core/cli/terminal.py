"""What reaches the terminal: every control character a file name or a quote row could carry is written as its
escape (terminal_safe, TerminalSafe), an error is one line on standard error (say_error), and output a console
cannot encode is replaced, never a UnicodeEncodeError (write_what_the_console_can_show)."""

from __future__ import annotations

import os
import re
import sys
from typing import Any

from gpu_advisor.core.foundation import BIDI_CONTROLS

# Characters that a terminal obeys instead of showing: C0 controls (ESC starts a sequence that recolours the
# terminal, sets its title or clears the screen; CR returns over what was written), DEL, the C1 controls (0x9B is
# a one-byte CSI to some terminals) and the bidirectional overrides that reorder what is shown.
_CONTROL = re.compile(f"[\\x00-\\x1f\\x7f-\\x9f{BIDI_CONTROLS}]")
_CONTROL_BUT_LINES = re.compile(f"[\\x00-\\x09\\x0b-\\x1f\\x7f-\\x9f{BIDI_CONTROLS}]")


def terminal_safe(text: str, newlines: bool = False) -> str:
    """`text` with every control character written as its escape, \\u001b for ESC: a file named
    "\\x1b[31mred.csv" (or a row of a supplier's quote) cannot recolour the terminal, set its title or hide what
    was printed before it. The escape is JSON's own, so `--json` output stays valid JSON and reads back exactly.
    With `newlines`, line breaks are kept (the program's own output of several lines)."""
    pattern = _CONTROL_BUT_LINES if newlines else _CONTROL
    return pattern.sub(lambda found: f"\\u{ord(found.group()):04x}", text)


class TerminalSafe:
    """A text stream whose writes pass through terminal_safe: what the commands print to standard output, with
    the file names and quote rows in it, goes through this one place."""

    def __init__(self, stream: Any):
        self.stream = stream

    def write(self, text: str) -> int:
        return int(self.stream.write(terminal_safe(text, newlines=True)))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def say_error(message: str, label: str = "error") -> None:
    """The one line on standard error: control characters escaped, line breaks too (it stays one line)."""
    print(f"gpu-advisor: {label}: {terminal_safe(message)}", file=sys.stderr)


def write_what_the_console_can_show() -> None:
    """Output redirected on an English Windows is encoded in code page 1252, which has no "→" or Chinese:
    a redirected stream is written in UTF-8 instead, and whatever a stream still cannot encode (an ASCII
    terminal, PYTHONIOENCODING=ascii) is replaced, never a UnicodeEncodeError."""
    for stream in (sys.stdout, sys.stderr):
        if not hasattr(stream, "reconfigure"):
            continue  # replaced by a test or an embedding program: leave it alone
        redirected = not stream.isatty()
        chosen = os.environ.get("PYTHONIOENCODING")
        encoding = (stream.encoding or "").lower().replace("-", "")
        try:
            if redirected and not chosen and encoding != "utf8":
                stream.reconfigure(encoding="utf-8", errors="replace")
            else:
                stream.reconfigure(errors="replace")
        except (ValueError, OSError):  # a stream already written to in another encoding, or closed
            pass
