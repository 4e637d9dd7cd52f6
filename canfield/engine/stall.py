"""The strict profile's stalled attempt (seed 003, section 07).

An attempt has stalled when a full pass through the stock has just brought
stock and waste back to an order already seen, and no legal move can make
progress: no card can reach a foundation, leave the reserve or leave the
waste, even after any rearrangement of the columns. Another pass then
changes nothing, so the player may end the attempt or undo.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import fits_on_column
from .moves import COLUMNS, FOUNDATIONS, RESERVE, STOCK, WASTE

if TYPE_CHECKING:
    from .cards import Card
    from .game import Game

_SEARCH_LIMIT = 5000  # column arrangements examined before assuming progress is possible


def is_stalled(game: Game) -> bool:
    """True when the position is a stalled attempt (see module docstring)."""
    line = game.line
    if not line or line[-1].target != STOCK:
        return False
    marks = game._pass_marks
    if marks[-1] not in marks[:-1]:
        return False
    return not _progress_possible(game)


def pass_cards(game: Game) -> list[Card]:
    """The cards that reach the top of the waste during one pass with no plays."""
    order = list(reversed(game.pile(STOCK)))  # drawing order
    draw = game.draw
    return [order[min(i + draw, len(order)) - 1] for i in range(0, len(order), draw)]


def _progress_possible(game: Game) -> bool:
    """Search column rearrangements for any position where progress can be made."""
    start = game.copy()
    cards = pass_cards(start)
    seen = {_columns_key(start)}
    queue = [start]
    while queue:
        position = queue.pop()
        if _progress_here(position, cards):
            return True
        for move in position.legal_moves():
            if move.source not in COLUMNS or move.target not in COLUMNS:
                continue
            nxt = position.copy()
            nxt.play(move)
            if len(nxt.pile(RESERVE)) != len(position.pile(RESERVE)):
                return True  # a column emptied and the reserve filled it
            key = _columns_key(nxt)
            if key not in seen:
                seen.add(key)
                queue.append(nxt)
                if len(seen) > _SEARCH_LIMIT:
                    return True
    return False


def _progress_here(game: Game, cards: list[Card]) -> bool:
    for move in game.legal_moves():
        if move.target in FOUNDATIONS or move.source in (RESERVE, WASTE):
            return True
    for card in cards:
        home = game.foundation_for(card.suit)
        if game.needed(home) is card:
            return True
        for name in COLUMNS:
            top = game.top(name)
            if top is None or fits_on_column(card, top):
                return True
    return False


def _columns_key(game: Game) -> tuple:
    return tuple(game.pile(name) for name in COLUMNS)
