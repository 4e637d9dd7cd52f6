"""Settings while the storage module is not there: same names, kept in memory.

``canfield.storage`` (Qt-free) will provide ``Storage`` with ``.settings``,
``save_settings()`` and ``take_problems()``; :func:`default_storage` uses it
when it exists, and this in-memory stand-in otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass
class MemorySettings:
    """The player's settings with their defaults (field names as in ``canfield.storage``)."""

    double_click: bool = True
    animations: bool = True
    card_back: str = "blue"
    table_color: str = "green"
    four_color: bool = False
    default_draw: int = 3
    default_profile: str = "canfield"
    language: str = ""
    larger_cards: bool = False
    high_contrast: bool = False
    window_geometry: dict | None = field(default=None)


class MemoryStorage:
    """Keeps settings for this session only."""

    def __init__(self) -> None:
        self.settings = MemorySettings()

    def save_settings(self, settings: Any) -> bool:
        """Remember the settings (in memory); always succeeds."""
        self.settings = settings
        return True

    def take_problems(self) -> list[str]:
        """No files, so never a problem."""
        return []


class StorageLike(Protocol):
    """What the window needs from a storage object."""

    settings: Any

    def save_settings(self, settings: Any) -> bool: ...

    def take_problems(self) -> list[str]: ...


def default_storage() -> StorageLike:
    """The real storage when ``canfield.storage`` exists, else the in-memory one."""
    try:
        from canfield.storage import Storage
    except ImportError:
        return MemoryStorage()
    return Storage()
