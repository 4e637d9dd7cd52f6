"""Finished games that are not in the statistics file yet, because it could not be written.

They wait in ``unrecorded-games.json`` beside it (a full disk that had room for this small file,
a read-only or unreadable statistics file) and are added, once each, by the next write of the
statistics that succeeds, in this window or at a later start. The file is written and removed
under the statistics' lock, so two windows never lose each other's games.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable

from .stats import ID_LIMIT, GameResult

PENDING_VERSION = 1


def merged(*groups: Iterable[GameResult]) -> list[GameResult]:
    """The games of ``groups`` in order, each id once, the newest :data:`ID_LIMIT` at most."""
    seen: set[str] = set()
    games: list[GameResult] = []
    for game in (g for group in groups for g in group):
        if game.game_id not in seen:
            seen.add(game.game_id)
            games.append(game)
    return games[-ID_LIMIT:]


def to_dict(games: list[GameResult]) -> dict[str, object]:
    """The JSON form, with its format version."""
    return {"version": PENDING_VERSION, "games": [game.to_dict() for game in games]}


def from_dict(data: dict[str, object]) -> tuple[list[GameResult], bool]:
    """The games of a JSON object, and whether every entry could be read (only games with an id count)."""
    entries = data.get("games")
    if not isinstance(entries, list):
        return [], False
    games: list[GameResult] = []
    for entry in entries:
        with contextlib.suppress(TypeError, ValueError):  # one bad entry loses only itself
            game = GameResult(**entry)
            if game.game_id:
                games.append(game)
    return games, len(games) == len(entries)
