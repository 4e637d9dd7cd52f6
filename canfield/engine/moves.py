"""Moves and the error raised for a refused move."""

from __future__ import annotations

from typing import NamedTuple

STOCK, WASTE, RESERVE = "stock", "waste", "reserve"
FOUNDATIONS = ("f1", "f2", "f3", "f4")
COLUMNS = ("c1", "c2", "c3", "c4")
PILE_NAMES = (STOCK, WASTE, RESERVE, *FOUNDATIONS, *COLUMNS)


class Move(NamedTuple):
    """``count`` cards from pile ``source`` to pile ``target``.

    A stock click is ``Move("stock", "waste", k)`` (k cards turned); turning
    the waste back over is ``Move("waste", "stock", n)`` (n = waste size).
    """

    source: str
    target: str
    count: int = 1

    def __str__(self) -> str:
        return f"{self.source}>{self.target}" + (f"x{self.count}" if self.count != 1 else "")

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read the form of ``str(move)``, e.g. ``"c2>c4x2"``."""
        try:
            head, _, count = text.strip().partition("x")
            source, target = head.split(">")
            move = cls(source, target, int(count) if count else 1)
        except ValueError:
            raise ValueError(f"{text!r} is not a move: write it like c2>c4x2 or reserve>f1.") from None
        if move.source not in PILE_NAMES or move.target not in PILE_NAMES:
            raise ValueError(f"{text!r} names a pile that does not exist.")
        return move


class IllegalMove(ValueError):
    """A move the rules refuse. ``str()`` says why in a player's words.

    ``reason`` is a short key and ``details`` the values in the message, so a
    user interface can word the message in another language.
    """

    def __init__(self, message: str, reason: str = "illegal", **details: object) -> None:
        super().__init__(message)
        self.reason = reason
        self.details = details
