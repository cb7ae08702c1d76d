"""Where the app's data (resources/: catalog, fonts, translations, icons) lies on disk, wherever the app is
installed: a wheel, an editable checkout or a PyInstaller bundle. It is the package gpu_advisor.resources, found
through importlib.resources, never by walking up from a source file (which breaks once installed)."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path


def resource_path(*parts: str) -> Path:
    """A file or folder under resources/. Every way the app is installed keeps the resources as real files
    (Qt and tomllib want paths), so the traversable importlib gives is a path on disk."""
    return Path(str(files("gpu_advisor.resources").joinpath(*parts)))
