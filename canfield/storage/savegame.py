"""The game in progress: the engine's snapshot (full undo history) plus the clock and undo count."""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from typing import TypeGuard

from canfield.engine import Game, snapshot

from .stats import MAX_COUNT, MAX_ID_LENGTH, MAX_SECONDS, utc_now


def new_game_id() -> str:
    """A fresh id for a game: random, so two windows or two machines never pick the same one.

    32 random hex digits, like ``uuid.uuid4().hex``, without importing :mod:`uuid` (which
    imports :mod:`platform`, some ms of every start).
    """
    return os.urandom(16).hex()


GAME_VERSION = 1


@dataclass
class SavedGame:
    """A game to resume exactly: same cards, score, undo and redo depth, clock and undo count.

    ``game_id`` names the game for the statistics, which count each id once: a saved game whose id
    is already recorded has ended and is not resumed.
    """

    game: Game
    elapsed: float = 0.0  # seconds on the clock
    undos: int = 0  # undo actions used so far (for the statistics)
    casino: bool = False  # a classic game played for casino stakes
    saved_at: str = field(default_factory=utc_now)
    game_id: str = field(default_factory=new_game_id)
    start: int = 0  # moves that came from a replay ("Play from here"); 0 for a game played from the deal
    daily: str = ""  # the date (ISO) of the deal of the day this game is; "" for an ordinary game

    def to_dict(self, copy_moves: bool = True) -> dict[str, object]:
        """The JSON form, with its format version; the game inside keeps its own version.

        ``copy_moves=False``: the moves stay the engine's tuples (see ``snapshot.to_dict``), for a
        writer that only encodes them.
        """
        return {
            "version": GAME_VERSION,
            "id": self.game_id,
            "saved_at": self.saved_at,
            "elapsed": self.elapsed,
            "undos": self.undos,
            "casino": self.casino,
            "start": self.start,
            "daily": self.daily,
            "game": snapshot.to_dict(self.game, copy_moves),
        }

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> tuple[SavedGame, list[str]]:
        """Read the JSON form; the names of the extra fields that were reset to their defaults.

        Raises ``ValueError`` when the game itself cannot be rebuilt (missing, damaged, duplicate
        or missing cards, moves that cannot be replayed, a newer snapshot format).
        """
        raw = data.get("game")
        try:
            game = Game.from_dict(raw)
        except ValueError:
            raise
        except Exception as exc:  # the snapshot is untrusted input: any failure means it is damaged
            raise ValueError(f"The saved game is damaged ({type(exc).__name__}).") from None
        saved = cls(game)
        bad: list[str] = []
        elapsed = data.get("elapsed", 0.0)
        if _seconds(elapsed):
            saved.elapsed = float(elapsed)
        else:
            bad.append("elapsed")
        undos = data.get("undos", 0)
        if type(undos) is int and 0 <= undos <= MAX_COUNT:
            saved.undos = undos
        else:
            bad.append("undos")
        casino = data.get("casino", False)
        if type(casino) is bool:
            saved.casino = casino
        else:
            bad.append("casino")
        start = data.get("start", 0)
        if type(start) is int and 0 <= start <= game.moves_made:
            saved.start = start
        else:
            bad.append("start")
        daily = data.get("daily", "")
        if daily == "" or (isinstance(daily, str) and _is_date(daily)):
            saved.daily = daily
        else:
            bad.append("daily")
        saved_at = data.get("saved_at")
        if isinstance(saved_at, str):
            saved.saved_at = saved_at
        game_id = data.get("id")
        if isinstance(game_id, str) and 0 < len(game_id) <= MAX_ID_LENGTH:
            saved.game_id = game_id  # else (a file from before ids) the fresh id stays
        return saved, bad


def _seconds(value: object) -> TypeGuard[float]:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return math.isfinite(value) and 0 <= value <= MAX_SECONDS


def _is_date(text: str) -> bool:
    """Whether ``text`` is an ISO calendar date (``2026-12-07``)."""
    import datetime as dt  # here: a saved game of the day is rare, the start does not need it (stats.utc_now)

    try:
        return len(text) == 10 and dt.date.fromisoformat(text) is not None
    except ValueError:
        return False
