"""The one object the window talks to: :class:`Storage`."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TypeVar

from canfield.engine import Game
from canfield.engine.snapshot import VERSION as SNAPSHOT_VERSION

from . import words
from .casino import HOYLE, CasinoTerms
from .files import ReadStatus, keep_aside, read_json, remove_stale_temps, write_json_atomic
from .notices import Notice, Translate
from .paths import Paths, resolve_paths
from .savegame import GAME_VERSION, SavedGame
from .settings import SETTINGS_VERSION, Settings
from .stats import STATS_VERSION, GameResult, Statistics

T = TypeVar("T")
#: Reads a JSON object into a value; returns the value and the labels (sentence keys from
#: :mod:`~canfield.storage.words`) of the parts it had to reset.
Parser = Callable[[dict], tuple[T, list[str]]]


class Storage:
    """Settings, statistics and the game in progress on disk — never lost, never a crash.

    ``Storage()`` uses ``$CANFIELD_HOME`` when it is set, else the platform's folders (see
    :func:`~canfield.storage.paths.resolve_paths`); ``Storage(home)`` puts every file in ``home``.
    Settings and statistics are read at construction, the saved game by :meth:`load_game`.
    Nothing here raises on a bad file or a failed write: a damaged file is renamed aside with a
    timestamp, what could be read is kept, defaults fill the rest, and a plain-words notice waits
    in :meth:`take_problems`. Writes are atomic (see :func:`~canfield.storage.files.write_json_atomic`).

    The window's calls, in order of a session::

        store = Storage()
        settings = store.settings                          # apply; show store.take_problems()
        saved = store.load_game()                          # None: start a new game
        store.save_settings(changed)                       # from the settings dialog, at once
        store.save_game(game, elapsed, undos, casino)      # every few actions, on a timer, on quit
        store.end_game(game, elapsed, undos, casino)       # won, new game, "End attempt", quit without resume
        store.stats["canfield-d3"].win_rate                # the statistics dialog
        store.reset_stats()                                # after the player confirmed
    """

    def __init__(self, home: Path | None = None) -> None:
        self.paths: Paths = resolve_paths(home)
        #: The terms of casino scoring (classic profile); see :mod:`canfield.storage.casino`.
        self.casino_terms: CasinoTerms = HOYLE
        self._problems: list[Notice] = []
        self._failing: set[str] = set()  # files whose last write failed: told once until one succeeds
        remove_stale_temps(self.paths.config_dir, (self.paths.settings.name,))
        remove_stale_temps(self.paths.data_dir, (self.paths.stats.name, self.paths.game.name))
        self.settings: Settings
        self.settings, _ = self._load("settings", self.paths.settings, SETTINGS_VERSION, _parse_settings)
        self.stats: Statistics
        self.stats, status = self._load("statistics", self.paths.stats, STATS_VERSION, _parse_stats)
        # A statistics file the system would not let us read is not overwritten with a blank record.
        self._stats_writable = status is not ReadStatus.UNREADABLE or not self.paths.stats.exists()

    # ----- settings ------------------------------------------------------
    def save_settings(self, settings: Settings) -> bool:
        """Remember ``settings`` and write them at once; False when the write failed.

        ``window_geometry`` must hold only JSON values (encode bytes as text first).
        """
        self.settings = settings
        return self._write("settings", self.paths.settings, settings.to_dict())

    # ----- statistics ----------------------------------------------------
    def record_game(self, result: GameResult) -> bool:
        """Count a finished game in :attr:`stats` and write them; False when the write failed.

        Build ``result`` with :meth:`GameResult.from_game`, or let :meth:`end_game` do it.
        The figures in memory are updated even when the write fails.
        """
        self.stats.record(result, self.casino_terms)
        if not self._stats_writable:
            return False
        return self._write("statistics", self.paths.stats, self.stats.to_dict())

    def end_game(
        self, game: Game, elapsed: float, undos: int, casino: bool = False, own_win: bool = True
    ) -> GameResult | None:
        """A game is over: record it (won, or not won when abandoned) and forget the saved copy.

        Call it once per game: on a win, on "New game" or "End attempt" mid-game, and on quit
        when the player does not want to resume. ``own_win=False`` records a game finished by
        the demo as not won: the win is not the player's. Returns what was recorded, or None
        when the game does not count (no move made, or rules outside the four modes).
        """
        result = GameResult.from_game(game, elapsed, undos, casino)
        if result is not None and not own_win:
            result = replace(result, won=False)
        if result is not None:
            self.record_game(result)
        self.clear_game()
        return result

    def reset_stats(self) -> bool:
        """Start every mode's statistics (and the casino bankroll) afresh; False when the write failed."""
        self.stats = Statistics()
        self._stats_writable = True  # the player asked for a blank record: write it
        return self._write("statistics", self.paths.stats, self.stats.to_dict())

    # ----- the game in progress -----------------------------------------------
    def save_game(self, game: Game, elapsed: float, undos: int, casino: bool = False) -> bool:
        """Write the game in progress with its whole undo history, clock and undo count.

        Cheap enough to call after every few actions. False when the write failed (the game goes
        on and the previous save is untouched).
        """
        saved = SavedGame(game, float(elapsed), undos, casino)
        return self._write("game", self.paths.game, saved.to_dict())

    def load_game(self) -> SavedGame | None:
        """The saved game, exactly as it was saved; None when there is none or it cannot be used.

        A damaged saved game (bad JSON, duplicate cards, moves that do not replay…) or one from a
        newer version is renamed aside with a notice, and None tells the window to deal a new game.
        """
        path = self.paths.game
        result = read_json(path)
        if result.status is ReadStatus.MISSING:
            return None
        if result.status is ReadStatus.UNREADABLE:
            self._tell(words.UNREADABLE["game"], path=path, reason=result.reason)
            return None
        data = result.data if result.status is ReadStatus.OK else None
        if data is None:
            self._set_aside("game", path, words.DAMAGED["game"], "damaged")
            return None
        version = data.get("version")
        inner = data.get("game")
        inner_version = inner.get("version") if isinstance(inner, dict) else None
        if (_is_int(version) and version > GAME_VERSION) or (
            _is_int(inner_version) and inner_version > SNAPSHOT_VERSION
        ):
            self._set_aside("game", path, words.NEWER["game"], "newer")
            return None
        try:
            saved, bad = SavedGame.from_dict(data)
        except ValueError:
            self._set_aside("game", path, words.DAMAGED["game"], "damaged")
            return None
        labels = [words.GAME_LABELS[name] for name in bad]
        if not _is_int(version) or version < 1:
            labels.insert(0, words.VERSION_LABEL)
        if labels:
            self._set_aside("game", path, words.PARTIAL["game"], "damaged", fields=labels)
            self._write("game", path, saved.to_dict(), quiet=True)
        return saved

    def clear_game(self) -> bool:
        """Forget the saved game (there is nothing to resume); False when it could not be removed."""
        try:
            os.unlink(self.paths.game)
        except FileNotFoundError:
            pass
        except OSError as exc:
            self._write_failed("game", self.paths.game, exc)
            return False
        return True

    # ----- notices -------------------------------------------------------
    def take_problems(self, translate: Translate | None = None) -> list[str]:
        """The notices gathered since the last call, in plain words; each is given once.

        ``translate`` turns each English sentence into the player's language before its
        placeholders are filled, e.g. ``lambda s: QCoreApplication.translate("Storage", s)``.
        """
        problems, self._problems = self._problems, []
        return [notice.text(translate) for notice in problems]

    # ----- the machinery shared by every file --------------------------------
    def _load(self, kind: str, path: Path, version: int, parse: Parser[T]) -> tuple[T, ReadStatus]:
        """Read one versioned file; on any fault keep it aside, keep what is readable, add a notice."""
        result = read_json(path)
        if result.status is ReadStatus.UNREADABLE:
            self._tell(words.UNREADABLE[kind], path=path, reason=result.reason)
        elif result.status is ReadStatus.DAMAGED:
            self._set_aside(kind, path, words.DAMAGED[kind], "damaged")
        if result.status is not ReadStatus.OK:
            return parse({})[0], result.status
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
            return value, result.status
        # Something was reset: write back what was kept, so it survives the next start.
        self._write(kind, path, value.to_dict(), quiet=True)  # type: ignore[attr-defined]
        return value, result.status

    def _set_aside(self, kind: str, path: Path, sentence: str, label: str, **values: object) -> None:
        copy = keep_aside(path, label)
        tail = (words.KEPT_AS, {"copy": copy}) if copy else (words.LEFT_AT, {"path": path})
        self._problems.append(Notice.of((sentence, values), tail))

    def _write(self, kind: str, path: Path, data: dict, quiet: bool = False) -> bool:
        """Write atomically; on failure add one notice (until a write of this file succeeds again)."""
        try:
            write_json_atomic(path, data)
        except (OSError, ValueError, TypeError) as exc:
            if not quiet:
                self._write_failed(kind, path, exc)
            return False
        self._failing.discard(kind)
        return True

    def _write_failed(self, kind: str, path: Path, exc: Exception) -> None:
        if kind not in self._failing:
            reason = getattr(exc, "strerror", None) or str(exc)
            self._tell(words.WRITE_FAILED[kind], folder=path.parent, reason=reason)
            self._failing.add(kind)

    def _tell(self, sentence: str, **values: object) -> None:
        self._problems.append(Notice.of((sentence, values)))


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _parse_settings(data: dict) -> tuple[Settings, list[str]]:
    settings, bad = Settings.from_dict(data)
    return settings, [words.SETTING_LABELS[name] for name in bad]


def _parse_stats(data: dict) -> tuple[Statistics, list[str]]:
    stats, bad = Statistics.from_dict(data)
    return stats, [words.MODE_LABELS.get(name, words.RECENT_LABEL) for name in bad]
