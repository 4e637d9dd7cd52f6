"""The strict profile's stalled attempt (seed 003, section 07).

An attempt has stalled when a full pass through the stock has brought stock
and waste back to an order already seen (or both are empty), and no legal
move can make progress — the seed's present tense: «ни один законный перенос
не даёт продвижения». Progress means a card reaching a foundation, leaving
the reserve or leaving the waste, now or after any rearrangement of the
columns. Another pass then changes nothing, so the player may end the attempt
or undo. The state stays stalled through further stock clicks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import Card
from .moves import COLUMNS, FOUNDATIONS, RESERVE, STOCK, WASTE

if TYPE_CHECKING:
    from .game import Game

ColumnsKey = tuple[tuple[Card, ...], ...]  # the seven columns' cards
#: Foundation sizes, reserve, stock order and waste top: all a column search depends on but the columns.
ContextKey = tuple[tuple[int, ...], tuple[Card, ...], tuple[Card, ...], Card | None]
#: The column arrangements proved dead, by context (one memo per game, shared by its copies).
StallMemo = dict[ContextKey, set[ColumnsKey]]

_SEARCH_LIMIT = 5000  # column arrangements examined before assuming progress is possible


def is_stalled(game: Game, memo: StallMemo | None = None) -> bool:
    """True when the position is a stalled attempt (see module docstring).

    ``memo`` (one per game, shared by its copies) remembers the column arrangements a search has
    proved dead: every arrangement reachable from one of them was examined
    too, so a later position that only rearranged the columns is answered
    without searching again.
    """
    order = pass_order(game)
    marks = game.pass_marks
    if order and (marks[-1] != order or marks.count(order) < 2):
        return False  # no full pass has repeated this order yet (or a waste card was played since)
    context = _context_key(game, order)
    known = memo.get(context) if memo is not None else None
    if known is not None and _columns_key(game) in known:
        return True
    dead = _dead_arrangements(game, order)
    if dead is None:
        return False
    if memo is not None:
        memo.setdefault(context, set()).update(dead)
    return True


def pass_order(game: Game) -> tuple[Card, ...]:
    """Stock and waste as the stock they would become after this pass (bottom first).

    Drawing and turning the waste over never change it; only playing a waste
    card does. It equals the stock right after each recycle.
    """
    return game.pile(STOCK) + tuple(reversed(game.pile(WASTE)))


def pass_cards(game: Game, order: tuple[Card, ...]) -> list[Card]:
    """The cards that reach the top of the waste during a pass, plus the current top."""
    drawing = list(reversed(order))
    draw = game.draw
    cards = [drawing[min(i + draw, len(drawing)) - 1] for i in range(0, len(drawing), draw)]
    top = game.top(WASTE)
    return cards + [top] if top is not None else cards


def _dead_arrangements(game: Game, order: tuple[Card, ...]) -> set[ColumnsKey] | None:
    """Search column rearrangements for progress: None when some position makes progress, else all examined."""
    start = game.scratch()  # the search's own plays need not ask again
    cards = pass_cards(start, order)
    seen = {_columns_key(start)}
    queue = [start]
    while queue:
        position = queue.pop()
        if _progress_here(position, cards):
            return None
        for move in position.legal_moves():
            if move.source not in COLUMNS or move.target not in COLUMNS:
                continue
            nxt = position.copy()
            nxt.play(move)
            if len(nxt.pile(RESERVE)) != len(position.pile(RESERVE)):
                return None  # a column emptied and the reserve filled it
            key = _columns_key(nxt)
            if key not in seen:
                seen.add(key)
                queue.append(nxt)
                if len(seen) > _SEARCH_LIMIT:
                    return None  # assume progress rather than search on
    return seen


def _progress_here(game: Game, cards: list[Card]) -> bool:
    for move in game.legal_moves():
        # turning the waste over is no progress: «новый проход сам по себе ничего не изменит»
        if move.target in FOUNDATIONS or (move.source in (RESERVE, WASTE) and move.target != STOCK):
            return True
    for card in cards:
        home = game.foundation_for(card.suit)
        if game.needed(home) is card:
            return True
        for name in COLUMNS:
            top = game.top(name)
            if top is None or game.fits_on_column(card, top):
                return True
    return False


def _columns_key(game: Game) -> ColumnsKey:
    return tuple(game.pile(name) for name in COLUMNS)


def _context_key(game: Game, order: tuple[Card, ...]) -> ContextKey:
    """All a stall search depends on besides the columns (column moves never change it)."""
    return (tuple(len(game.pile(name)) for name in FOUNDATIONS), game.pile(RESERVE), order, game.top(WASTE))
