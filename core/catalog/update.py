"""A catalog update a buyer installs offline (issue 24 item 5): one dated, versioned file an integrator sends.

The file is a zip archive holding `manifest.toml` and some or all of the catalog's TOML files (gpus.toml, ...), at the
archive's top level. The manifest says which catalog it is and who made it, and gives each file's SHA-256:

    format = 1                         # the layout of the update file; this app reads 1
    catalog_version = "2026.12.15"     # YYYY.MM.DD, or YYYY.MM.DD.N for a second one that day
    date = 2026-12-15                  # the day it was made
    maker = "Example Integrator Co."   # who made it
    note = "China channel prices"      # optional: what it changes, in the maker's words

    [files]
    "gpus.toml" = "<sha256 of the file, 64 hex digits>"

`pack_update` makes one from a folder (`gpu-advisor catalog pack FOLDER --out FILE`); `prepare_update` reads one and validates it
exactly as the bundled catalog is validated (the same loader and reference checks, on a temporary folder where the
update's files replace the bundled files of the same name), before anything is installed; `install_update` puts it in the
buyer's data folder, never in the bundled resources; `rollback_update` steps back to the update in use before it, or to the
bundled catalog; `catalog_in_use` loads the catalog the app uses.

An update replaces whole files: each file it holds replaces the bundled file of that name, every other file stays the
bundled one, and the catalog's origin (core.catalog.origin) says which files came from the update. Entries are never
merged within a file. Every refusal is a CatalogUpdateError naming the update file, the catalog file, the entry and
the field; the installed catalog is then unchanged.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import io
import json
import os
import re
import secrets
import shutil
import tempfile
import tomllib
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from gpu_advisor.core.catalog.catalog import (
    CATALOG_FILES,
    MAX_CATALOG_BYTES,
    RANGES_FILE,
    SECTIONS,
    SOFTWARE_FILE,
    Catalog,
    CatalogError,
    load_catalog,
    with_origin,
)
from gpu_advisor.core.catalog.origin import CatalogOrigin
from gpu_advisor.core.foundation.messages import Text, TextError
from gpu_advisor.core.foundation.user_files import (
    UserFileError,
    atomic_write_bytes,
    atomic_write_text,
    file_error,
    os_problem,
    read_user_bytes,
)

UPDATE_FORMAT = 1  # the layout of the update file this app reads
MANIFEST = "manifest.toml"
MAX_UPDATE_BYTES = 30_000_000  # every catalog file at its limit would not fit a zip of this size; ours are ~1 MB
UPDATES_FOLDER = "catalog-updates"  # in the buyer's data folder
STATE_FILE = "state.json"  # which installed update is in use, and the one before it
VERSION = re.compile(r"^\d{4}\.\d{2}\.\d{2}(\.\d{1,3})?$")
SHA256 = re.compile(r"^[0-9a-f]{64}$")
# the app's data folder, as Qt's AppDataLocation names it for organisation and application "GPU Advisor"
# (gui/app.py): <data>/GPU Advisor/GPU Advisor on every system
ORGANIZATION = APPLICATION = "GPU Advisor"


class CatalogUpdateError(TextError):
    """An update that cannot be packed, installed or rolled back; one line naming the file and the problem."""


def default_data_folder() -> Path:
    """The buyer's data folder, where the GUI keeps its prices and autosave (Qt's AppDataLocation): platformdirs'
    roaming user data folder with the organisation and application names, so the command line and the window
    install into one place."""
    import platformdirs

    return Path(platformdirs.user_data_dir(ORGANIZATION, appauthor=False, roaming=True)) / APPLICATION


# ---------------------------------------------------------------- the manifest


class Manifest(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    format: int = Field(ge=1)
    catalog_version: str
    date: dt.date
    maker: str = Field(min_length=2, max_length=200)
    note: str = Field(default="", max_length=2000)
    files: dict[str, str] = Field(min_length=1)

    @field_validator("catalog_version")
    @classmethod
    def _version(cls, value: str) -> str:
        if not VERSION.match(value):
            raise ValueError(f"{value!r} is not a catalog version (YYYY.MM.DD, or YYYY.MM.DD.N)")
        return value

    @field_validator("files")
    @classmethod
    def _files(cls, value: dict[str, str]) -> dict[str, str]:
        for name, digest in value.items():
            if name not in CATALOG_FILES:
                raise ValueError(f"{name!r} is not a catalog file ({', '.join(CATALOG_FILES)})")
            if not SHA256.match(digest):
                raise ValueError(f"{name}: {digest!r} is not a SHA-256 (64 hex digits)")
        return value

    def toml(self) -> str:
        lines = [
            f"format = {self.format}",
            f"catalog_version = {json.dumps(self.catalog_version)}",
            f"date = {self.date.isoformat()}",
            f"maker = {json.dumps(self.maker, ensure_ascii=False)}",
            f"note = {json.dumps(self.note, ensure_ascii=False)}",
            "",
            "[files]",
            *(f"{json.dumps(name)} = {json.dumps(digest)}" for name, digest in sorted(self.files.items())),
        ]
        return "\n".join(lines) + "\n"


def _manifest(text: str, where: str) -> Manifest:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CatalogUpdateError(Text("catalog_update.manifest_toml", {"file": where, "problem": str(exc)})) from None
    fmt = data.get("format")
    if isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > UPDATE_FORMAT:
        raise CatalogUpdateError(
            Text("catalog_update.newer_format", {"file": where, "format": fmt, "known": UPDATE_FORMAT})
        )
    try:
        return Manifest.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or '(manifest)'}: {str(err['msg']).removeprefix('Value error, ')}"
            for err in exc.errors()
        )
        raise CatalogUpdateError(Text("catalog_update.manifest", {"file": where, "problem": problems})) from None


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


# ---------------------------------------------------------------- what an update changes


@dataclass(frozen=True)
class FileChanges:
    """What one catalog file of the update changes against the catalog in use: entries (rows of software.toml)
    added, changed and removed, by id."""

    file: str
    added: tuple[str, ...]
    changed: tuple[str, ...]
    removed: tuple[str, ...]


def _entries_of(catalog: Catalog, file_name: str) -> dict[str, Any]:
    if file_name == SOFTWARE_FILE:
        software = catalog.software
        rows: dict[str, Any] = {f"cuda {r.cuda}": r for r in software.cuda_driver}
        rows.update({f"pytorch {r.architecture}": r for r in software.pytorch_for_architecture})
        return rows
    if file_name == RANGES_FILE:
        ranges = catalog.ranges
        found: dict[str, Any] = {f"family {name}": factors for name, factors in ranges.family.items()}
        found["families"] = (ranges.concurrent_from, ranges.new_architectures, ranges.new_parts)
        return found
    name = next(n for n, (f, _) in SECTIONS.items() if f == file_name)
    return dict(getattr(catalog, name).entries)


def changes(old: Catalog, new: Catalog, files: tuple[str, ...]) -> list[FileChanges]:
    found = []
    for file_name in files:
        before, after = _entries_of(old, file_name), _entries_of(new, file_name)
        found.append(
            FileChanges(
                file_name,
                tuple(k for k in after if k not in before),
                tuple(k for k in after if k in before and after[k] != before[k]),
                tuple(k for k in before if k not in after),
            )
        )
    return found


# ---------------------------------------------------------------- reading and validating an update


@dataclass
class PreparedUpdate:
    """An update read, checked and loaded, not yet installed: what the confirmation shows."""

    path: Path
    manifest: Manifest
    contents: dict[str, bytes]  # the catalog files, by name
    catalog: Catalog  # the catalog the app would use: the update's files with the bundled rest, validated
    changes: list[FileChanges] = field(default_factory=list)  # against the catalog in use now
    compared_with: CatalogOrigin | None = None  # the catalog in use now
    bundled_date: dt.date | None = None  # the bundled catalog's date: an update older than it brings older facts

    @property
    def origin(self) -> CatalogOrigin:
        origin = self.catalog.origin
        assert origin is not None
        return origin

    @property
    def older_than_bundled(self) -> bool:
        return self.bundled_date is not None and self.manifest.date < self.bundled_date


def _refuse(path: Path, problem: Text) -> CatalogUpdateError:
    return CatalogUpdateError(Text("catalog_update.refused", {"file": path.name, "problem": problem}))


def _read_archive(path: Path) -> tuple[Manifest, dict[str, bytes]]:
    """The manifest and the catalog files of an update file, each file checked against its checksum."""
    try:
        data = read_user_bytes(path, MAX_UPDATE_BYTES, Text("file.what.catalog_update"))
    except UserFileError as exc:
        raise CatalogUpdateError(exc.text) from None
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, OSError):
        raise _refuse(path, Text("catalog_update.not_zip")) from None
    contents: dict[str, bytes] = {}
    with archive:
        for info in archive.infolist():
            name = info.filename
            if info.is_dir() or "/" in name or "\\" in name or name not in (MANIFEST, *CATALOG_FILES):
                raise _refuse(path, Text("catalog_update.stray_file", {"name": name, "known": list(CATALOG_FILES)}))
            if name in contents:
                raise _refuse(path, Text("catalog_update.twice", {"name": name}))
            if info.flag_bits & 0x1:
                raise _refuse(path, Text("catalog_update.encrypted", {"name": name}))
            if info.file_size > MAX_CATALOG_BYTES:
                raise _refuse(path, Text("catalog_update.too_large", {"name": name, "limit": MAX_CATALOG_BYTES}))
            try:
                with archive.open(info) as member:
                    body = member.read(MAX_CATALOG_BYTES + 1)
            except (zipfile.BadZipFile, NotImplementedError, RuntimeError, ValueError, OSError, EOFError) as exc:
                raise _refuse(path, Text("catalog_update.damaged", {"name": name, "problem": str(exc)})) from None
            if len(body) > MAX_CATALOG_BYTES:
                raise _refuse(path, Text("catalog_update.too_large", {"name": name, "limit": MAX_CATALOG_BYTES}))
            contents[name] = body
    if MANIFEST not in contents:
        raise _refuse(path, Text("catalog_update.no_manifest"))
    try:
        manifest_text = contents.pop(MANIFEST).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise _refuse(path, Text("catalog_update.manifest_utf8")) from None
    try:
        manifest = _manifest(manifest_text, MANIFEST)
    except CatalogUpdateError as exc:
        raise _refuse(path, exc.text) from None
    for name in manifest.files:
        if name not in contents:
            raise _refuse(path, Text("catalog_update.missing_file", {"name": name}))
    for name, body in contents.items():
        expected = manifest.files.get(name)
        if expected is None:
            raise _refuse(path, Text("catalog_update.unlisted_file", {"name": name}))
        if _sha256(body) != expected:
            raise _refuse(path, Text("catalog_update.checksum", {"name": name}))
    return manifest, contents


def _load_files(
    contents: dict[str, bytes], manifest: Manifest, where: str, bundled: Path | None = None, refused: bool = False
) -> Catalog:
    """The catalog the update's files make with the bundled rest, loaded by the bundled catalog's own loader in a
    temporary folder (removed again); errors name the file, the entry and the field."""
    try:
        folder = Path(tempfile.mkdtemp(prefix="gpu-advisor-update-"))
    except OSError as exc:
        raise CatalogUpdateError(Text("catalog_update.no_temporary", {"problem": os_problem(exc)})) from None
    try:
        try:
            for name, body in contents.items():
                (folder / name).write_bytes(body)
        except OSError as exc:
            raise CatalogUpdateError(Text("catalog_update.no_temporary", {"problem": os_problem(exc)})) from None
        try:
            catalog = load_catalog(bundled, replaced_from=folder)
        except CatalogError as exc:
            # the loader names a file by its path where it could not read it: the temporary folder means nothing
            problem = str(exc).replace(f"{folder}{os.sep}", "").replace(str(folder), "")
            said = (
                Text("catalog_update.refused", {"file": where, "problem": Text.plain(problem)})
                if refused
                else Text("catalog_update.invalid", {"file": where, "problem": problem})
            )
            raise CatalogUpdateError(said, exc.fields) from None
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return _named(catalog, manifest)


def _named(catalog: Catalog, manifest: Manifest) -> Catalog:
    dates = catalog.price_dates()
    return with_origin(
        catalog,
        CatalogOrigin(
            "update",
            manifest.date,
            min(dates, default=None),
            max(dates, default=None),
            manifest.catalog_version,
            manifest.maker,
            tuple(sorted(manifest.files)),
        ),
    )


def prepare_update(path: Path | str, in_use: Catalog | None = None, bundled: Path | None = None) -> PreparedUpdate:
    """An update file read and validated, with what it changes against `in_use` (the catalog the app uses now);
    CatalogUpdateError naming the problem otherwise. Nothing is installed."""
    path = Path(path)
    manifest, contents = _read_archive(path)
    catalog = _load_files(contents, manifest, path.name, bundled, refused=True)
    bundled_catalog = load_catalog(bundled)
    old = in_use or bundled_catalog
    files = tuple(sorted(contents))
    bundled_origin = bundled_catalog.origin
    return PreparedUpdate(
        path,
        manifest,
        contents,
        catalog,
        changes(old, catalog, files),
        old.origin,
        bundled_origin.date if bundled_origin else None,
    )


# ---------------------------------------------------------------- making one


def pack_update(
    folder: Path | str,
    out: Path | str,
    version: str,
    maker: str,
    date: dt.date | None = None,
    note: str = "",
    bundled: Path | None = None,
) -> Manifest:
    """An update file at `out` made of the catalog files in `folder` (every *.toml there must be one), checked as an
    import will check it before it is written, so an integrator never sends one the app refuses."""
    folder = Path(folder)
    if not folder.is_dir():
        raise CatalogUpdateError(Text("catalog_update.no_folder", {"folder": str(folder)}))
    contents: dict[str, bytes] = {}
    for path in sorted(folder.glob("*.toml")):
        if path.name == MANIFEST:
            continue
        if path.name not in CATALOG_FILES:
            raise CatalogUpdateError(
                Text("catalog_update.stray_file", {"name": path.name, "known": list(CATALOG_FILES)})
            )
        try:
            contents[path.name] = read_user_bytes(path, MAX_CATALOG_BYTES, "catalog file")
        except UserFileError as exc:
            raise CatalogUpdateError(exc.text) from None
    if not contents:
        raise CatalogUpdateError(Text("catalog_update.empty_folder", {"folder": str(folder)}))
    try:
        manifest = Manifest(
            format=UPDATE_FORMAT,
            catalog_version=version,
            date=date or dt.date.today(),
            maker=maker,
            note=note,
            files={name: _sha256(body) for name, body in contents.items()},
        )
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc'])}: {str(err['msg']).removeprefix('Value error, ')}"
            for err in exc.errors()
        )
        raise CatalogUpdateError(Text("catalog_update.manifest", {"file": MANIFEST, "problem": problems})) from None
    _load_files(contents, manifest, folder.name, bundled)  # refused here, not by the buyer
    stamp = (manifest.date.year, manifest.date.month, manifest.date.day, 0, 0, 0)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, body in [(MANIFEST, manifest.toml().encode("utf-8")), *sorted(contents.items())]:
            info = zipfile.ZipInfo(name, date_time=stamp)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, body)
    try:
        atomic_write_bytes(out, buffer.getvalue(), Text("file.what.catalog_update"))
    except OSError as exc:  # a missing folder, a read-only file, a full disk: said as every output is
        raise CatalogUpdateError(file_error(exc)) from None
    return manifest


# ---------------------------------------------------------------- installing, in use, rolling back


@dataclass(frozen=True)
class InstalledState:
    """What catalog-updates/state.json says: the folder of the update in use and of the one before it."""

    in_use: str | None = None
    previous: str | None = None


def _updates(data_folder: Path) -> Path:
    return data_folder / UPDATES_FOLDER


def read_state(data_folder: Path) -> InstalledState:
    path = _updates(data_folder) / STATE_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return InstalledState()
    except (OSError, ValueError):
        return InstalledState()  # unreadable (a broken disk): the bundled catalog
    if not isinstance(data, dict):
        return InstalledState()

    def name(key: str) -> str | None:
        value = data.get(key)
        return value if isinstance(value, str) and re.fullmatch(r"[0-9A-Za-z.\-]+", value) else None

    return InstalledState(name("in_use"), name("previous"))


def _write_state(data_folder: Path, state: InstalledState) -> None:
    text = json.dumps({"format": 1, "in_use": state.in_use, "previous": state.previous}, indent=1) + "\n"
    atomic_write_text(_updates(data_folder) / STATE_FILE, text, Text("file.what.catalog_update"))
    for child in _updates(data_folder).iterdir():  # the updates no longer reachable
        if child.is_dir() and child.name not in (state.in_use, state.previous):
            shutil.rmtree(child, ignore_errors=True)


def install_update(update: PreparedUpdate, data_folder: Path) -> None:
    """The prepared update becomes the catalog in use; the one in use before it is kept for `rollback_update`. Its files are
    written to a new folder first and the state file is replaced atomically after: a failure midway leaves the
    catalog in use as it was."""
    updates = _updates(data_folder)
    try:
        updates.mkdir(mode=0o700, parents=True, exist_ok=True)
        folder = updates / f"{update.manifest.catalog_version}-{secrets.token_hex(4)}"
        folder.mkdir(mode=0o700)
        for name, body in update.contents.items():
            (folder / name).write_bytes(body)
        (folder / MANIFEST).write_text(update.manifest.toml(), encoding="utf-8")
        state = read_state(data_folder)
        _write_state(data_folder, InstalledState(folder.name, state.in_use))
    except OSError as exc:
        raise CatalogUpdateError(
            Text("catalog_update.cannot_install", {"folder": str(updates), "problem": str(exc)})
        ) from None


def rollback_update(data_folder: Path) -> InstalledState:
    """Back one step: to the update in use before this one, or to the bundled catalog. The state after."""
    state = read_state(data_folder)
    if state.in_use is None:
        raise CatalogUpdateError(Text("catalog_update.nothing_to_undo"))
    after = InstalledState(state.previous, None)
    try:
        _write_state(data_folder, after)
    except OSError as exc:
        raise CatalogUpdateError(
            Text("catalog_update.cannot_install", {"folder": str(_updates(data_folder)), "problem": str(exc)})
        ) from None
    return after


def installed_origin(data_folder: Path, name: str | None) -> Manifest | None:
    """The manifest of an installed update folder, if it can be read."""
    if name is None:
        return None
    try:
        text = (_updates(data_folder) / name / MANIFEST).read_text(encoding="utf-8")
        return _manifest(text, MANIFEST)
    except (OSError, UnicodeDecodeError, CatalogUpdateError):
        return None


@dataclass
class CatalogInUse:
    catalog: Catalog
    state: InstalledState
    problem: Text | None = None  # why an installed update is not used (the bundled catalog is used instead)
    previous: Manifest | None = None  # the update `rollback_update` returns to, if any


def catalog_in_use(data_folder: Path | None, bundled: Path | None = None) -> CatalogInUse:
    """The catalog the app uses: the installed update, checked again against its manifest and loaded as at its
    import, or the bundled one. An installed update this version cannot use (damaged since, or refused by a newer
    app's checks) is not used, and `problem` says so; the bundled catalog is then used. CatalogError when the
    bundled catalog itself cannot be read."""
    state = read_state(data_folder) if data_folder is not None else InstalledState()
    if data_folder is None or state.in_use is None:
        return CatalogInUse(load_catalog(bundled), state)
    folder = _updates(data_folder) / state.in_use
    previous = installed_origin(data_folder, state.previous)
    try:
        manifest = _manifest((folder / MANIFEST).read_text(encoding="utf-8"), f"{state.in_use}/{MANIFEST}")
        contents = {}
        for name, digest in manifest.files.items():
            body = read_user_bytes(folder / name, MAX_CATALOG_BYTES, "catalog file")
            if _sha256(body) != digest:
                raise CatalogUpdateError(Text("catalog_update.checksum", {"name": name}))
            contents[name] = body
        catalog = _load_files(contents, manifest, state.in_use, bundled)
    except (OSError, UnicodeDecodeError, UserFileError, CatalogUpdateError) as exc:
        problem = exc.text if isinstance(exc, TextError) else Text.plain(str(exc))
        return CatalogInUse(
            load_catalog(bundled),
            state,
            Text("catalog_update.installed_unusable", {"name": state.in_use, "problem": problem}),
            previous,
        )
    return CatalogInUse(catalog, state, None, previous)
