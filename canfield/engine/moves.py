"""Piles, moves, and the two records of a move: what a refusal says and what a played move did."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from .cards import Card

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
    # The field hides tuple.count(), which nothing calls on a move; mypy flags any field so named.
    count: int = 1  # type: ignore[assignment]

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


def pile_number(pile: str) -> int | None:
    """1-4 for a foundation or column ("c2" -> 2), None for stock, waste and reserve."""
    if pile in COLUMNS:
        return COLUMNS.index(pile) + 1
    if pile in FOUNDATIONS:
        return FOUNDATIONS.index(pile) + 1
    return None


def pile_kind(pile: str) -> str:
    """ "column", "foundation", or the pile's own name (stock, waste, reserve)."""
    if pile in COLUMNS:
        return "column"
    if pile in FOUNDATIONS:
        return "foundation"
    return pile


class Refusal(NamedTuple):
    """Why the rules (or a gesture) refuse something: a short ``reason`` key and the values its sentence needs.

    :func:`canfield.engine.words.explain` words it in a player's language.
    ``details`` may hold ``pile``, ``card``, ``need``, ``onto``, ``count``...
    Made with :meth:`of`. (A named tuple: a dataclass costs start-up some 4 M instructions to make.)
    """

    reason: str
    details: dict[str, object]

    @classmethod
    def of(cls, reason: str, **details: object) -> Refusal:
        """``Refusal.of("too_many", pile="c1", available=2)``."""
        return cls(reason, details)


class Played(NamedTuple):
    """What one action did, as :meth:`Game.play`, ``undo`` and ``redo`` report it.

    ``cards`` are the cards that moved, bottom first as they lie after the
    move (a stock click: the cards turned, the new waste top last; a recycle:
    the new stock). ``autofill`` is the reserve card that filled the column
    the move emptied (for an undo: the card that went back to the reserve).
    ``points`` is the change of score. ``won`` and ``stalled`` describe the
    position after the action; ``undone`` marks a record from ``undo()``.
    (A named tuple: one is made for every move, so it must be cheap.)
    """

    move: Move
    cards: tuple[Card, ...]
    autofill: Card | None
    points: int
    won: bool
    stalled: bool
    undone: bool = False
