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
import stat
import tempfile
from pathlib import Path
from typing import Any

UTF8_BOM = b"\xef\xbb\xbf"  # Windows Notepad writes it in front of UTF-8 files by default
_READ_CHUNK = 1 << 20


class UserFileError(ValueError):
    """A user file that cannot be read or parsed; the message names the file and says why in one line."""


class OutputFileError(OSError):
    """An output path that must not be written; the message names the path and the problem in one line.

    An OSError, so callers that already catch failed writes (a full disk, a read-only folder) show it the
    same way; `strerror` holds the problem alone, for messages that name the path themselves."""

    def __init__(self, path: Path | str, problem: str):
        super().__init__(errno.EINVAL, problem)
        self.filename = str(path)

    def __str__(self) -> str:
        return f"{self.filename}: {self.strerror}" if self.filename else str(self.strerror)


def _what_it_is(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "something other than a file"


def _is_blank(path: Path | str) -> bool:
    # Path("") is Path("."), the current folder: test the text before it becomes a Path
    return not str(path).strip()


# ---------------------------------------------------------------- reading


def read_user_file(path: Path | str, limit_bytes: int, what: str) -> str:
    """The text of a user file, refusing anything that is not a regular UTF-8 file of at most `limit_bytes`.

    A FIFO, a folder, a device or a symlink to one (/dev/zero) is refused before it is read, and the file
    is opened without blocking, so a FIFO swapped in after the check cannot hang the app either. At most
    `limit_bytes` + 1 bytes are read whatever the size the file system reports. A UTF-8 byte-order mark is
    dropped; any other encoding is refused. `what` names the kind of file in messages ("scenario file").
    """
    if _is_blank(path):
        raise UserFileError(f"no {what} given")
    path = Path(path)
    try:
        mode = os.stat(path).st_mode  # follows symlinks: what matters is what the link points to
    except OSError as exc:
        raise UserFileError(f"{path}: cannot read ({exc.strerror or exc})") from None
    if not stat.S_ISREG(mode):
        raise UserFileError(f"{path}: this is {_what_it_is(mode)}, not a regular file; choose a {what}")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        handle = os.open(path, flags)
    except OSError as exc:
        raise UserFileError(f"{path}: cannot read ({exc.strerror or exc})") from None
    try:
        mode = os.fstat(handle).st_mode  # the file actually opened, which may have been swapped since the check
        if not stat.S_ISREG(mode):
            raise UserFileError(f"{path}: this is {_what_it_is(mode)}, not a regular file; choose a {what}")
        chunks: list[bytes] = []
        size = 0
        while size <= limit_bytes:
            chunk = os.read(handle, min(_READ_CHUNK, limit_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise UserFileError(f"{path}: cannot read ({exc.strerror or exc})") from None
    finally:
        os.close(handle)
    if size > limit_bytes:
        raise UserFileError(f"{path.name}: too large for a {what} (more than {limit_bytes:,} bytes)")
    raw = b"".join(chunks)
    if raw.startswith(UTF8_BOM):
        raw = raw[len(UTF8_BOM) :]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise UserFileError(f"{path.name}: not UTF-8 text; save the {what} as UTF-8 and try again") from None


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


def load_user_json(path: Path | str, limit_bytes: int, what: str) -> Any:
    """The parsed JSON of a user file (read with `read_user_file`), or UserFileError in one plain line.

    Refused besides malformed JSON: nesting deep enough to exhaust Python's recursion (about 1,000 levels,
    a 2 kB file), integers longer than Python's 4,300-digit conversion limit, and the non-standard
    constants NaN and Infinity and numbers too large to be finite, none of which a price or a count can be.
    """
    text = read_user_file(path, limit_bytes, what)
    name = Path(path).name
    try:
        return json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float)
    except json.JSONDecodeError as exc:
        raise UserFileError(
            f"{name}: this {what} is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})"
        ) from None
    except _NotAFiniteNumber as exc:
        raise UserFileError(f"{name}: {exc.text} is not a usable number; write a plain number in the {what}") from None
    except RecursionError:
        raise UserFileError(f"{name}: nested too deeply to be a {what}") from None
    except ValueError:  # an integer beyond Python's 4,300-digit limit
        raise UserFileError(f"{name}: holds a number with too many digits; this is not a {what}") from None


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


def output_target(path: Path | str, what: str = "file") -> Path:
    """The file an output to `path` will replace, after refusing paths whose writing would destroy something.

    Refused: an empty path; anything at the path that is not a regular file (a device such as /dev/null, a
    FIFO, a folder), which an atomic rename would replace instead of write into; a read-only file, judged by
    its permission bits as well as by access(), since root may write anything; a path whose folder does
    not exist. Symlinks are followed on purpose: the file the link points to is replaced and the link is
    kept, as an editor saving through a link does (the checks apply to that file).
    """
    if _is_blank(path):
        raise OutputFileError("", f"no output file given for the {what}")
    path = Path(path)
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        mode = None  # a new file
    except OSError as exc:
        raise OutputFileError(path, f"cannot check the file ({exc.strerror or exc})") from None
    if mode is not None:
        if not stat.S_ISREG(mode):
            raise OutputFileError(
                path, f"this is {_what_it_is(mode)}, not a regular file; choose a file name for the {what}"
            )
        if not mode & 0o222 or not os.access(target, os.W_OK):
            raise OutputFileError(path, "the file is read-only; choose another name, or make it writable first")
    folder = target.parent
    if not folder.is_dir():
        raise OutputFileError(path, f"the folder {folder} does not exist")
    return target


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
            raise OutputFileError(output, f"this is the {what} being read; choose another name for the output")


def atomic_write_text(path: Path | str, text: str, what: str = "file") -> None:
    """Write a file so that readers see the old or the new content, never half of either.

    The path is checked by `output_target` first (no devices, FIFOs, folders, read-only files or empty
    paths; a symlink is written through and kept). The replaced file keeps its permissions."""
    target = output_target(path, what)
    handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as temp:
            temp.write(text)
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
