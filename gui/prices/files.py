"""The buyer's price file as the price editor's callers read and write it (core.buyer_prices reads and checks it)."""

from __future__ import annotations

from pathlib import Path

from gpu_advisor.core.buyer_prices import PriceFileError, PriceOverrides, load_price_file, price_file_text
from gpu_advisor.core.foundation import atomic_write_text


def save_overrides(overrides: PriceOverrides, path: Path | str) -> None:
    """Write the price file atomically (readers see the old or the new file, never half of one). An output
    that must not be replaced (a device, a FIFO, a folder, a read-only file, an empty path) raises
    core.foundation.user_files.OutputFileError, an OSError; a symlink is written through."""
    if str(path).strip():  # Path("") is the current folder: let the writer say no file was given
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, price_file_text(overrides), "price file")


def load_overrides_or_none(path: Path | str, lang: str = "en") -> tuple[PriceOverrides | None, str | None]:
    """(overrides, None) for a good file; (None, None) when there is no file yet; (None, message naming the
    file and the field, in `lang`) for a file that cannot be used. Never raises for a bad file."""
    path = Path(path)
    if not path.exists():
        return None, None
    try:
        return load_price_file(path), None
    except PriceFileError as exc:
        return None, exc.render(lang)
    except (RecursionError, ValueError, OSError) as exc:  # e.g. absurdly nested JSON
        return None, f"{path.name}: not a usable price file ({type(exc).__name__})"
