"""The one object the window talks to: :class:`Storage`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from . import words
from .files import ReadStatus, keep_aside, read_json, remove_stale_temps, write_json_atomic
from .notices import Notice, Translate
from .paths import Paths, resolve_paths
from .settings import SETTINGS_VERSION, Settings

T = TypeVar("T")
#: Reads a JSON object into a value; returns the value and the labels (sentence keys from
#: :mod:`~canfield.storage.words`) of the parts it had to reset.
Parser = Callable[[dict], tuple[T, list[str]]]


class Storage:
    """Settings (and, below, statistics and the saved game) on disk, never lost, never a crash.

    ``Storage()`` uses ``$CANFIELD_HOME`` when it is set, else the platform's folders (see
    :func:`~canfield.storage.paths.resolve_paths`); ``Storage(home)`` puts every file in ``home``.
    Nothing here raises on a bad file or a failed write: problems become notices, collected by
    :meth:`take_problems`, and the game goes on.
    """

    def __init__(self, home: Path | None = None) -> None:
        self.paths: Paths = resolve_paths(home)
        self._problems: list[Notice] = []
        self._failing: set[str] = set()  # files whose last write failed: told once until one succeeds
        for folder in {self.paths.config_dir, self.paths.data_dir}:
            remove_stale_temps(folder)
        self.settings: Settings = self._load("settings", self.paths.settings, SETTINGS_VERSION, _parse_settings)

    # ----- settings ------------------------------------------------------
    def save_settings(self, settings: Settings) -> bool:
        """Remember ``settings`` and write them at once; False when the write failed.

        ``window_geometry`` must hold only JSON values (encode bytes as text first).
        """
        self.settings = settings
        return self._write("settings", self.paths.settings, settings.to_dict())

    # ----- notices -------------------------------------------------------
    def take_problems(self, translate: Translate | None = None) -> list[str]:
        """The notices gathered since the last call, in plain words; each is given once.

        ``translate`` turns each English sentence into the player's language before its
        placeholders are filled, e.g. ``lambda s: QCoreApplication.translate("Storage", s)``.
        """
        problems, self._problems = self._problems, []
        return [notice.text(translate) for notice in problems]

    # ----- the machinery shared by every file --------------------------------
    def _load(self, kind: str, path: Path, version: int, parse: Parser[T]) -> T:
        """Read one versioned file; on any fault keep it aside, keep what is readable, add a notice."""
        result = read_json(path)
        if result.status is ReadStatus.MISSING:
            return parse({})[0]
        if result.status is ReadStatus.UNREADABLE:
            self._tell(words.UNREADABLE[kind], path=path, reason=result.reason)
            return parse({})[0]
        if result.status is ReadStatus.DAMAGED:
            self._set_aside(kind, path, words.DAMAGED[kind], "damaged")
            return parse({})[0]
        data = result.data or {}
        found = data.get("version")
        value, bad = parse(data)
        if _is_int(found) and found > version:
            self._set_aside(kind, path, words.NEWER[kind], "newer")
        elif not _is_int(found) or found < 1 or bad:
            if not _is_int(found) or found < 1:
                bad = [words.VERSION_LABEL, *bad]
            self._set_aside(kind, path, words.PARTIAL[kind], "damaged", fields=bad)
        else:
            return value
        # Something was reset: write back what was kept, so it survives the next start.
        self._write(kind, path, _with_version(value, version), quiet=True)
        return value

    def _set_aside(self, kind: str, path: Path, sentence: str, label: str, **values: object) -> None:
        copy = keep_aside(path, label)
        tail = (words.KEPT_AS, {"copy": copy}) if copy else (words.LEFT_AT, {"path": path})
        self._problems.append(Notice.of((sentence, values), tail))

    def _write(self, kind: str, path: Path, data: dict, quiet: bool = False) -> bool:
        """Write atomically; on failure add one notice (until a write of this file succeeds again)."""
        try:
            write_json_atomic(path, data)
        except (OSError, ValueError, TypeError) as exc:
            if not quiet and kind not in self._failing:
                reason = getattr(exc, "strerror", None) or str(exc)
                self._tell(words.WRITE_FAILED[kind], folder=path.parent, reason=reason)
            if not quiet:
                self._failing.add(kind)
            return False
        self._failing.discard(kind)
        return True

    def _tell(self, sentence: str, **values: object) -> None:
        self._problems.append(Notice.of((sentence, values)))


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _with_version(value: object, version: int) -> dict:
    data = value.to_dict()  # type: ignore[attr-defined]
    data["version"] = version
    return data


def _parse_settings(data: dict) -> tuple[Settings, list[str]]:
    settings, bad = Settings.from_dict(data)
    return settings, [words.SETTING_LABELS[name] for name in bad]
