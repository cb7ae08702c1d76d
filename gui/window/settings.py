"""Reading the window's QSettings. Settings are a file the user (or another version) may have edited: a value of the
wrong type is ignored, never passed on to Qt or to a path (`recent=@ByteArray(xx)` or `geometry=12` once stopped
the start-up)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings


def setting_text(settings: QSettings, key: str, default: str = "") -> str:
    try:
        value = settings.value(key, default)
    except Exception:  # noqa: BLE001 (a value PySide cannot convert)
        return default
    return value if isinstance(value, str) else default


def setting_list(settings: QSettings, key: str) -> list[str]:
    """A list of non-empty texts; one text alone is a list of one (QSettings stores it so)."""
    try:
        value = settings.value(key, [])
    except Exception:  # noqa: BLE001
        return []
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, (list, tuple)):
        return []
    return [item for item in value if isinstance(item, str) and item and "\0" not in item]


def setting_bytes(settings: QSettings, key: str) -> QByteArray | None:
    try:
        value = settings.value(key)
    except Exception:  # noqa: BLE001
        return None
    return value if isinstance(value, QByteArray) and not value.isEmpty() else None
