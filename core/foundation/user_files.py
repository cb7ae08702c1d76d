"""Reading and writing the buyer's own files, hardened against what a careless or hostile user hands us.

Every reader of a user file (scenarios, price files, the catalog TOML) goes through `read_user_file` or
`load_user_json`, and every writer (scenario and price saves, the PDF export) through `output_target` and
`atomic_write_text`. Each failure is one exception with a one-line message naming the file and the
problem, so the command line can print it and exit 2, and the window can show it in a warning.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
import tempfile
from pathlib import Path
from typing import Any

from gpu_advisor.core.foundation.messages import Text, TextError

UTF8_BOM = b"\xef\xbb\xbf"  # Windows Notepad writes it in front of UTF-8 files by default
_READ_CHUNK = 1 << 20

# The words a message names a file by ("too large for a scenario file"), one message each so that a Chinese
# buyer reads them in Chinese. Callers pass the English words or the Text; other words stay as given.
WHAT = {
    "scenario file": "file.what.scenario",
    "scenario": "file.what.scenario",
    "price file": "file.what.prices",
    "PDF summary": "file.what.pdf",
    "catalog file": "file.what.catalog",
    "supplier quote": "file.what.quote",
    "file": "file.what.file",
}
# what the json module says is wrong, as a message (the text before its " at line ..." or ": line ...")
_JSON_PROBLEMS = {
    "Expecting value": "file.json.value",
    "Expecting ',' delimiter": "file.json.comma",
    "Expecting ':' delimiter": "file.json.colon",
    "Expecting property name enclosed in double quotes": "file.json.name",
    "Unterminated string starting at": "file.json.string",
    "Invalid control character at": "file.json.control",
    "Invalid \\escape": "file.json.escape",
    "Invalid \\uXXXX escape": "file.json.unicode",
    "Extra data": "file.json.extra",
    "Illegal trailing comma before end of object": "file.json.trailing_comma",
    "Illegal trailing comma before end of array": "file.json.trailing_comma_array",
}
# what the operating system says, for the errors a buyer's own file meets most, as messages whose English is the
# system's own (glibc's) words; others, and words that are not the system's own, stay as they are
_OS_PROBLEMS = {
    errno.ENOENT: "os.not_found",
    errno.EACCES: "os.permission",
    errno.EROFS: "os.read_only_disk",
    errno.ENOSPC: "os.disk_full",
    errno.EISDIR: "os.is_folder",
    errno.ENAMETOOLONG: "os.name_too_long",
    errno.EBUSY: "os.busy",
}


def what_text(what: str | Text) -> Text:
    """The words naming a kind of file, as a message: "scenario file" / "方案文件"."""
    if isinstance(what, Text):
        return what
    return Text(WHAT[what]) if what in WHAT else Text.plain(what)


def os_problem(exc: OSError) -> Text:
    """What went wrong with a file, in the buyer's language where it is a common problem (a missing file, no
    permission, a full disk), else as the system says it. An OutputFileError's own problem as it is."""
    if isinstance(exc, OutputFileError):
        return exc.problem
    key = _OS_PROBLEMS.get(exc.errno) if exc.errno is not None else None
    if key and exc.strerror == os.strerror(exc.errno or 0):  # the system's own words, not a message of ours
        return Text(key)
    return Text.plain(str(exc.strerror or exc))


def file_error(exc: OSError) -> Text:
    """A failed write or a refused output as one line naming the file, for a dialog in the buyer's language."""
    if isinstance(exc, OutputFileError):
        return exc.text
    return Text("file.problem", {"file": exc.filename, "problem": os_problem(exc)}) if exc.filename else os_problem(exc)


def _json_problem(message: str) -> Text:
    # the C scanner says "Invalid \escape"; the pure-Python one adds the character at fault, which the position
    # given beside it already points to
    usual = re.sub(r"^(Invalid control character) .+ (at)$|^(Invalid \\escape): .+$", _without_char, message)
    return Text(_JSON_PROBLEMS[usual]) if usual in _JSON_PROBLEMS else Text.plain(message)


def _without_char(found: re.Match[str]) -> str:
    return f"{found.group(1)} {found.group(2)}" if found.group(1) else str(found.group(3))


class UserFileError(TextError):
    """A user file that cannot be read or parsed; the message names the file and says why in one line. A
    TextError (a ValueError): str() is English, render(lang) the buyer's language."""


class OutputFileError(OSError):
    """An output path that must not be written; the message names the path and the problem in one line.

    An OSError, so callers that already catch failed writes (a full disk, a read-only folder) show it the
    same way; `strerror` holds the problem alone in English, for messages that name the path themselves;
    `problem` is that problem as a message, and render(lang) the whole line in the buyer's language."""

    def __init__(self, path: Path | str, problem: Text):
        super().__init__(errno.EINVAL, problem.render("en"))
        self.filename = str(path)
        self.problem = problem

    @property
    def text(self) -> Text:
        return Text("file.problem", {"file": self.filename, "problem": self.problem}) if self.filename else self.problem

    def render(self, lang: str = "en") -> str:
        return self.text.render(lang)

    def __str__(self) -> str:
        return self.render("en")


def _what_it_is(mode: int) -> Text:
    if stat.S_ISDIR(mode):
        return Text("file.kind.folder")
    if stat.S_ISFIFO(mode):
        return Text("file.kind.pipe")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return Text("file.kind.device")
    if stat.S_ISSOCK(mode):
        return Text("file.kind.socket")
    return Text("file.kind.other")


def _is_blank(path: Path | str) -> bool:
    # Path("") is Path("."), the current folder: test the text before it becomes a Path
    return not str(path).strip()


# ---------------------------------------------------------------- reading


def read_user_file(path: Path | str, limit_bytes: int, what: str | Text) -> str:
    """The text of a user file, refusing anything that is not a regular UTF-8 file of at most `limit_bytes`.

    Read with `read_user_bytes`. A UTF-8 byte-order mark is dropped; any other encoding is refused. `what`
    names the kind of file in messages ("scenario file").
    """
    what = what_text(what)
    raw = read_user_bytes(path, limit_bytes, what)
    if raw.startswith(UTF8_BOM):
        raw = raw[len(UTF8_BOM) :]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise UserFileError(Text("file.not_utf8", {"file": Path(path).name, "what": what})) from None


def read_user_bytes(path: Path | str, limit_bytes: int, what: str | Text) -> bytes:
    """The bytes of a user file, refusing anything that is not a regular file of at most `limit_bytes`.

    A FIFO, a folder, a device or a symlink to one (/dev/zero) is refused before it is read, and the file
    is opened without blocking, so a FIFO swapped in after the check cannot hang the app either. At most
    `limit_bytes` + 1 bytes are read whatever the size the file system reports.
    """
    what = what_text(what)
    if _is_blank(path):
        raise UserFileError(Text("file.none_given", {"what": what}))
    path = Path(path)
    try:
        mode = os.stat(path).st_mode  # follows symlinks: what matters is what the link points to
    except OSError as exc:
        raise UserFileError(Text("file.cannot_read", {"file": str(path), "reason": os_problem(exc)})) from None
    if not stat.S_ISREG(mode):
        raise UserFileError(Text("file.not_regular", {"file": str(path), "kind": _what_it_is(mode), "what": what}))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        handle = os.open(path, flags)
    except OSError as exc:
        raise UserFileError(Text("file.cannot_read", {"file": str(path), "reason": os_problem(exc)})) from None
    try:
        mode = os.fstat(handle).st_mode  # the file actually opened, which may have been swapped since the check
        if not stat.S_ISREG(mode):
            raise UserFileError(Text("file.not_regular", {"file": str(path), "kind": _what_it_is(mode), "what": what}))
        chunks: list[bytes] = []
        size = 0
        while size <= limit_bytes:
            chunk = os.read(handle, min(_READ_CHUNK, limit_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise UserFileError(Text("file.cannot_read", {"file": str(path), "reason": os_problem(exc)})) from None
    finally:
        os.close(handle)
    if size > limit_bytes:
        raise UserFileError(Text("file.too_large", {"file": path.name, "what": what, "limit": limit_bytes}))
    return b"".join(chunks)


class _NotAFiniteNumber(ValueError):
    def __init__(self, text: str):
        super().__init__(text)
        self.text = text


def _refuse_constant(name: str) -> Any:
    raise _NotAFiniteNumber(name)  # NaN, Infinity, -Infinity: Python's JSON extensions, not JSON


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e999 overflows to infinity
        raise _NotAFiniteNumber(text if len(text) <= 20 else text[:17] + "...")
    return value


def load_user_json(path: Path | str, limit_bytes: int, what: str | Text) -> Any:
    """The parsed JSON of a user file (read with `read_user_file`), or UserFileError in one plain line.

    Refused besides malformed JSON: nesting deep enough to exhaust Python's recursion (about 1,000 levels,
    a 2 kB file), integers longer than Python's 4,300-digit conversion limit, and the non-standard
    constants NaN and Infinity and numbers too large to be finite, none of which a price or a count can be.
    """
    what = what_text(what)
    text = read_user_file(path, limit_bytes, what)
    name = Path(path).name
    try:
        return json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float)
    except json.JSONDecodeError as exc:
        where = {"line": str(exc.lineno), "column": str(exc.colno), "detail": _json_problem(exc.msg)}
        raise UserFileError(Text("file.not_json", {"file": name, "what": what, **where})) from None
    except _NotAFiniteNumber as exc:
        raise UserFileError(Text("file.not_finite", {"file": name, "number": exc.text, "what": what})) from None
    except RecursionError:
        raise UserFileError(Text("file.too_deep", {"file": name, "what": what})) from None
    except ValueError:  # an integer beyond Python's 4,300-digit limit
        raise UserFileError(Text("file.too_many_digits", {"file": name, "what": what})) from None


# ---------------------------------------------------------------- writing


def file_mode_for(path: Path) -> int:
    """The permissions a replaced file should keep, or what a new file gets under the user's umask
    (mkstemp creates private 0600 files, which a colleague on a shared folder could not open)."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


# The longest name of one file: 255 bytes of the file system's encoding on Linux and macOS (NAME_MAX), 255 UTF-16
# units on Windows. A title of 200 characters, the Finish page's suggested `<title>.pdf`, may be longer in Chinese.
NAME_MAX = 255
STANDARD_STREAM = "-"  # what many programs read as standard output; here it would only make a file named "-"


def name_length(name: str) -> int:
    """The length of one file name as the system counts it against NAME_MAX: UTF-16 units on Windows, else bytes."""
    if os.name == "nt":
        return len(name.encode("utf-16-le", "surrogatepass")) // 2
    try:
        return len(os.fsencode(name))
    except UnicodeError:  # a name the file system's encoding cannot hold; it fails later with its own message
        return len(name.encode("utf-8", "surrogatepass"))


def _refuse_name(path: Path) -> None:
    length = name_length(path.name)
    if length > NAME_MAX:
        key = "output.name_too_long_windows" if os.name == "nt" else "output.name_too_long"
        raise OutputFileError(path, Text(key, {"length": length, "limit": NAME_MAX}))


def output_target(path: Path | str, what: str | Text = "file") -> Path:
    """The file an output to `path` will replace, after refusing paths whose writing would destroy something.

    Refused: an empty path; "-" (standard output to many programs, a file named "-" here); a file name longer
    than the system allows (NAME_MAX), named in the buyer's language instead of the system's "File name too
    long"; anything at the path that is not a regular file (a device such as /dev/null, a FIFO, a folder), which
    an atomic rename would replace instead of write into; a read-only file, judged by its permission bits as
    well as by access(), since root may write anything; a path whose folder does not exist. Symlinks are
    followed on purpose: the file the link points to is replaced and the link is kept, as an editor saving
    through a link does (the checks apply to that file). A path the system cannot even look at (a folder
    name too long, a path over PATH_MAX) is an OutputFileError too, never a bare OSError.
    """
    what = what_text(what)
    if _is_blank(path):
        raise OutputFileError("", Text("output.none_given", {"what": what}))
    if str(path).strip() == STANDARD_STREAM:
        raise OutputFileError(STANDARD_STREAM, Text("output.standard_stream", {"what": what}))
    path = Path(path)
    _refuse_name(path)
    try:  # is_symlink() raises for a path the system cannot look at (a folder name too long)
        target = Path(os.path.realpath(path)) if path.is_symlink() else path
    except OSError as exc:
        raise OutputFileError(path, Text("output.cannot_check", {"reason": os_problem(exc)})) from None
    try:
        mode: int | None = os.stat(target).st_mode
    except FileNotFoundError:
        mode = None  # a new file
    except OSError as exc:
        raise OutputFileError(path, Text("output.cannot_check", {"reason": os_problem(exc)})) from None
    if mode is not None:
        if not stat.S_ISREG(mode):
            raise OutputFileError(path, Text("output.not_regular", {"kind": _what_it_is(mode), "what": what}))
        if not mode & 0o222 or not os.access(target, os.W_OK):
            raise OutputFileError(path, Text("output.read_only"))
    folder = target.parent
    try:
        is_folder = folder.is_dir()
    except OSError as exc:
        raise OutputFileError(path, Text("output.cannot_check", {"reason": os_problem(exc)})) from None
    if not is_folder:
        raise OutputFileError(path, Text("output.no_folder", {"folder": str(folder)}))
    return target


def temporary_prefix(target: Path) -> str:
    """The start of the name of the temporary file an atomic write fills beside `target`: `.<name>.`, shortened
    so that the temporary name (prefix, 8 random characters, a suffix of up to 10) still fits NAME_MAX."""
    prefix = f".{target.name}."
    while name_length(prefix) > NAME_MAX - 20:
        prefix = prefix[: len(prefix) // 2] + "."
    return prefix


def refuse_output_that_is_an_input(output: Path | str, inputs: dict[str, Path | str | None]) -> None:
    """OutputFileError when `output` is (or links to) one of `inputs`, given by what they are ("scenario
    file"): a report written over its own scenario would destroy the scenario."""
    if _is_blank(output):
        return
    for what, given in inputs.items():
        if given is None or _is_blank(given):
            continue
        try:
            same = os.path.samefile(output, given)
        except OSError:  # one of them does not exist: compare where they would be
            same = os.path.realpath(output) == os.path.realpath(given)
        if same:
            raise OutputFileError(output, Text("output.is_input", {"what": what_text(what)}))


def atomic_write_text(path: Path | str, text: str, what: str | Text = "file") -> None:
    """Write a file so that readers see the old or the new content, never half of either.

    The path is checked by `output_target` first (no devices, FIFOs, folders, read-only files or empty
    paths; a symlink is written through and kept). The replaced file keeps its permissions."""
    atomic_write_bytes(path, text.encode("utf-8"), what)


def atomic_write_bytes(path: Path | str, data: bytes, what: str | Text = "file") -> None:
    """atomic_write_text for bytes (a workbook, a CSV with its byte-order mark)."""
    target = output_target(path, what)
    handle, temp_name = tempfile.mkstemp(prefix=temporary_prefix(target), suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as temp:
            temp.write(data)
            temp.flush()
            os.fsync(temp.fileno())
        os.chmod(temp_name, file_mode_for(target))
        os.replace(temp_name, target)
    except BaseException:
        try:
            os.unlink(temp_name)
        except OSError:
            pass
        raise
