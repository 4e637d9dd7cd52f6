"""The player's settings: one dataclass, read field by field so one bad value loses only itself."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from enum import StrEnum
from pathlib import Path
from typing import Any, TypeGuard

from canfield.engine import DRAWS, PROFILES

from .files import ReadStatus, read_json

SETTINGS_VERSION = 1
#: Window sizes and positions beyond this many pixels are on no screen made (Qt's limit is 2**24).
MAX_PIXELS = 100_000
#: A window record is a handful of plain values; more entries than this is not one of ours.
MAX_GEOMETRY_KEYS = 16
MAX_TEXT = 200


class FaceDesign(StrEnum):
    """The designs of the cards' faces: the one list of their names (settings, dialogs, drawing).

    ``STANDARD``: court cards as a large letter in an ornamented frame (the first design);
    ``FIGURES``: court cards with drawn figures, a bust per rank mirrored top and bottom;
    ``LARGE_INDEX``: for low vision, corner indices that fill a covered card's strip, in inks of 7:1.
    """

    STANDARD = "standard"
    FIGURES = "figures"
    LARGE_INDEX = "large_index"


#: The settings of the look (View ▸ Appearance): the cards' faces and back, the table, and the aids to sight.
LOOK = ("face_design", "card_back", "table_color", "four_color", "larger_cards", "high_contrast")


@dataclass
class Settings:
    """Everything the settings dialog and the window remember between runs.

    ``card_back`` and ``table_color`` are names the window defines; any non-empty name is kept
    here and the window falls back to its default for a name it does not know. ``language`` is a
    locale name such as ``"ro"``; empty means the system's language. ``window_geometry`` is the
    window's own JSON-safe record of size, position and maximised state (None: not saved yet).
    ``face_design`` is one of :class:`FaceDesign`'s values. ``motion`` is the one switch for every
    animation (older files had two that could contradict: see :func:`_migrated`).
    """

    double_click: bool = True  # the seeds' «Double click»: a tap may also place a card on a column
    motion: bool = True  # cards glide, deal and celebrate; off: they jump (reduced motion)
    card_back: str = "blue"
    face_design: str = FaceDesign.STANDARD.value  # a value of FaceDesign; files before it had only this one
    table_color: str = "green"
    four_color: bool = False
    default_draw: int = 3
    default_profile: str = "canfield"
    language: str = ""
    larger_cards: bool = False
    high_contrast: bool = False
    casino_scoring: bool = False
    show_winnable: bool = True  # the status bar's "winnable" indicator; some players want no spoiler
    toolbar: bool = True  # New, Restart, Undo, Redo, Hint, Demo buttons over the table
    ask_before_abandoning: bool = True  # New Game, Restart or a code over a game with moves asks first
    sound: bool = True  # sound effects (the menu's and toolbar's mute toggle is this same setting)
    full_screen: bool = False  # View ▸ Full Screen, kept for the next start
    auto_drop: bool = False  # send home cards no column could ever need: changes the game, so off by default
    window_geometry: dict[str, object] | None = None

    def to_dict(self) -> dict[str, object]:
        """The JSON form, with its format version."""
        return {"version": SETTINGS_VERSION, **asdict(self)}

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> tuple[Settings, list[str]]:
        """Settings from a JSON object: defaults for what is missing or wrong.

        Returns the settings and the names of the fields that were present but unusable. A
        missing field is not a fault (an older file, or one written by hand): it takes its default.
        """
        values: dict[str, Any] = {}  # each value checked by _valid for its field
        bad: list[str] = []
        data = _migrated(data)
        for field in fields(cls):
            if field.name not in data:
                continue
            value = data[field.name]
            if _valid(field.name, value):
                values[field.name] = value
            else:
                bad.append(field.name)
        return cls(**values), bad


def _migrated(data: dict[str, object]) -> dict[str, object]:
    """An older file's two motion settings as the one ``motion``.

    Files before ``motion`` had "animations" and "reduced_motion", which could both be ticked;
    either one asking for less motion wins. A file that has ``motion`` keeps it.
    """
    if "motion" in data or not ({"animations", "reduced_motion"} & data.keys()):
        return data
    calm = data.get("animations") is False or data.get("reduced_motion") is True
    return {**data, "motion": not calm}


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


_CHECKS = {
    bool: lambda v: isinstance(v, bool),
    str: lambda v: isinstance(v, str),
}


def _valid(name: str, value: object) -> bool:
    """Whether ``value`` is usable for the field ``name``."""
    if name == "default_draw":
        return _is_int(value) and value in DRAWS
    if name == "default_profile":
        return value in PROFILES
    if name == "face_design":
        return isinstance(value, str) and value in FaceDesign.__members__.values()
    if name in ("card_back", "table_color"):
        return isinstance(value, str) and value.strip() != ""
    if name == "language":
        return isinstance(value, str) and len(value) <= 35
    if name == "window_geometry":
        return value is None or _valid_geometry(value)
    default = Settings.__dataclass_fields__[name].default
    return _CHECKS[type(default)](value)


def _valid_geometry(value: object) -> bool:
    """A flat record of plain values, with sizes and positions any screen could have.

    Flat on purpose: nothing nested can reach the JSON writer's recursion limit, and numbers are
    bounded so that the window never meets a value Qt cannot hold.
    """
    if not isinstance(value, dict) or len(value) > MAX_GEOMETRY_KEYS:
        return False
    for key, item in value.items():
        if not isinstance(key, str) or len(key) > MAX_TEXT:
            return False
        if key in ("width", "height"):
            if not (_is_int(item) and 0 <= item <= MAX_PIXELS):
                return False
        elif key in ("x", "y"):
            if not (_is_int(item) and -MAX_PIXELS <= item <= MAX_PIXELS):
                return False
        elif key == "maximized":
            if not isinstance(item, bool):
                return False
        elif not (item is None or isinstance(item, bool) or (isinstance(item, str) and len(item) <= MAX_TEXT)):
            return False  # anything else the window keeps is a short text or a flag
    return True


def saved_language(path: Path) -> str:
    """The "language" setting kept in the settings file at ``path``; "" (the system's) when there is none.

    Only read: a damaged or odd file is left for the window's :class:`~canfield.storage.Storage` to
    deal with and tell. For the command line's own words (``canfield --help``), before any window.
    """
    found = read_json(path)
    if found.status is not ReadStatus.OK or found.data is None:
        return ""
    return Settings.from_dict(found.data)[0].language
