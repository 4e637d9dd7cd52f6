"""Where gestures become moves: the one place the mouse and the keyboard share.

Qt-free. The scene and the keyboard report what the player did (a press on a
card, a drop over some piles, a tap); these functions ask the engine and
answer with a :class:`~canfield.engine.Move` to play or a
:class:`~canfield.engine.Refusal` that says why not. The rules stay in the
engine: what may be lifted is its ``lift_refusal``, where cards may go its
``legal_moves``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from canfield.engine import COLUMNS, FOUNDATIONS, PILE_NAMES, STOCK, Game, Move, Refusal


@dataclass(frozen=True)
class Lift:
    """Cards picked up: from card ``index`` of ``pile`` to its top (``count`` cards)."""

    pile: str
    index: int
    count: int


def pick_up(game: Game, pile: str, index: int) -> Lift | Refusal:
    """The cards a press on card ``index`` of ``pile`` lifts, or why they cannot be lifted."""
    cards = game.pile(pile) if pile in PILE_NAMES else ()
    if type(index) is not int or not 0 <= index < len(cards) or pile == STOCK:
        return Refusal.of("no_pickup")
    count = len(cards) - index
    refusal = game.lift_refusal(pile, count)
    return refusal if refusal is not None else Lift(pile, index, count)


def targets(game: Game, lift: Lift) -> list[str]:
    """The piles the engine lets the lifted cards go to."""
    return [m.target for m in game.legal_moves() if m.source == lift.pile and m.count == lift.count]


def drop(game: Game, lift: Lift, overlaps: Mapping[str, float]) -> Move | Refusal | None:
    """The move a drop makes: onto the legal pile the cards overlap most.

    ``overlaps`` is each pile's overlap with the dropped cards (any unit).
    When no legal pile is under them, the refusal for the pile they overlap
    most says why; None when they overlap no other pile (they just go back).
    """
    touching = {name: area for name, area in overlaps.items() if area > 0 and name != lift.pile}
    if not touching:
        return None
    best = best_target(lift, targets(game, lift), touching)
    if best is not None:
        return Move(lift.pile, best, lift.count)
    move = Move(lift.pile, max(touching, key=touching.__getitem__), lift.count)  # ties: the first given
    refusal = game.refusal(move)
    return refusal if refusal is not None else move


def best_target(lift: Lift, legal: Iterable[str], overlaps: Mapping[str, float]) -> str | None:
    """Where a drop goes: the legal pile the lifted cards overlap most (ties: the first in ``overlaps``).

    None when they overlap no legal pile. The drop plays it, and the scene
    lights it during the drag, so the light always shows where the cards will go.
    """
    allowed = set(legal)
    fitting = [name for name, area in overlaps.items() if area > 0 and name != lift.pile and name in allowed]
    return max(fitting, key=overlaps.__getitem__, default=None)


def put_down(game: Game, lift: Lift, pile: str) -> Move | Refusal:
    """Lifted cards put down on one pile (the keyboard): the move, or why the rules refuse it."""
    move = Move(lift.pile, pile, lift.count)
    refusal = game.refusal(move)  # play() will not check again
    return refusal if refusal is not None else move


def tap(game: Game, pile: str, index: int, columns: bool = True) -> Move | Refusal:
    """The move a tap on card ``index`` of ``pile`` makes (seed 000, "what the app adds").

    Foundation first; then, when ``columns`` (the "Double click" setting),
    the longest column that accepts the cards (ties: leftmost), then an
    empty column. A tap inside a column means the tail from that card. A tap
    on the stock draws or turns the waste over.
    """
    if pile == STOCK:
        return stock(game)
    cards = game.pile(pile) if pile in PILE_NAMES else ()
    if type(index) is not int or not 0 <= index < len(cards):
        return Refusal.of("nothing_here")
    card = cards[index]
    if pile in FOUNDATIONS:
        return Refusal.of("take_back_by_drag", card=card) if game.rules.take_back else Refusal.of("no_take_back")
    count = len(cards) - index
    refusal = game.lift_refusal(pile, count)
    if refusal is not None:
        return refusal
    moves = [m for m in game.legal_moves() if m.source == pile and m.count == count]
    home = [m for m in moves if m.target in FOUNDATIONS]
    if home:
        return home[0]
    column = _best_column(game, moves, whole=pile in COLUMNS and count == len(cards))
    if column is None:
        return Refusal.of("nowhere_to_go", card=card)
    if not columns:
        return Refusal.of("tap_columns_off", card=card)
    return column


def _best_column(game: Game, moves: list[Move], whole: bool) -> Move | None:
    """The longest accepting column (ties: leftmost), else an empty one."""
    onto = [m for m in moves if m.target in COLUMNS]
    filled = [m for m in onto if game.top(m.target) is not None]
    if filled:
        return max(filled, key=lambda m: len(game.pile(m.target)))  # max keeps the first (leftmost) tie
    if whole:
        return None  # a whole column onto an empty one changes nothing
    return onto[0] if onto else None


def stock(game: Game) -> Move | Refusal:
    """A stock click: draw, or turn the waste back over when the stock is empty."""
    first = game.legal_moves()[:1]  # the stock move, when there is one, comes first
    if first and STOCK in first[0][:2]:
        return first[0]
    return Refusal.of("waste_empty")
