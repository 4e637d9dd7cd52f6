"""A recorded game's line, to step through: the position after any move, and each move in words.

Qt-free: the replay window (``canfield.ui.replay``) shows what this computes. Positions are played
from the deal (a few milliseconds for a long game), so any jump lands on exactly the position the
record's moves reach, the same as the game had when it was played.
"""

from __future__ import annotations

from canfield.engine import Game, Move
from canfield.engine.describe import announce
from canfield.storage.records import GameRecord


class ReplayLine:
    """The moves of ``record`` with their sentences in ``lang``; :meth:`position` gives the game after any of them.

    ``record`` must replay (it came from :func:`canfield.storage.records.load`, or from this
    window's own records): a move that cannot be played raises ``RecordError``.
    """

    def __init__(self, record: GameRecord, lang: str = "en") -> None:
        self.record = record
        self.lang = lang
        game = record.replay(0)
        said: list[str] = []
        for move in record.moves:
            said.append(announce(game.play(move), game, lang, capital=False))
        self.said: tuple[str, ...] = tuple(said)  # move n (from 1) in words: said[n - 1]

    @property
    def moves(self) -> tuple[Move, ...]:
        """The record's moves, in order."""
        return self.record.moves

    def __len__(self) -> int:
        return len(self.record.moves)

    def position(self, count: int) -> Game:
        """The game after the first ``count`` moves (0: the deal), with those moves as its history."""
        return self.record.replay(max(0, min(count, len(self))))
