"""Playing the last cards home on request ("Finish"), the optional auto-drop, and a pass through the stock.

No Qt: the window asks :func:`finish_line` whether the rest can go home by itself (sending top
cards home and turning the stock, nothing else) and, when the player asks for it, plays that line
move by move as if by hand (same moves, stock clicks included, same score). The
seeds say nothing happens by itself, so neither runs unasked: Finish is a command, and auto-drop
is a setting, off by default, that sends home only cards no column could ever need.
"""

from __future__ import annotations

from canfield.engine import ALL_CARDS, COLUMNS, FOUNDATIONS, RESERVE, STOCK, WASTE, Card, Game, Move
from canfield.play.homeward import home_line


def _home_moves(game: Game, sources: tuple[str, ...]) -> list[Move]:
    """Every move of a top card from ``sources`` to its foundation that the rules allow now."""
    moves = []
    for source in sources:
        card = game.top(source)
        if card is None:
            continue
        target = game.foundation_for(card.suit)
        move = Move(source, target, 1)
        if game.needed(target) == card and game.refusal(move) is None:
            moves.append(move)
    return moves


def finish_line(game: Game) -> list[Move] | None:
    """The moves that play every card left home, or None when the rest cannot go home by itself.

    It can when sending home the top cards of the reserve, the columns and the waste, turning the
    stock as often as needed, brings all 52 cards home: nothing is built on a column, nothing is
    left to decide but the order, which :func:`canfield.play.homeward.home_line` searches exactly.
    The line holds the stock clicks too, and plays as it stands. A won game gives None (nothing to
    finish).
    """
    if game.is_won:
        return None
    return home_line(game)


def stock_pass(game: Game) -> list[Move]:
    """Stock clicks that turn the whole stock over once (the demo shows a lost deal this way)."""
    trial = game.copy()
    line: list[Move] = []
    while trial.pile(STOCK):
        move = next((m for m in trial.legal_moves() if m.source == STOCK), None)
        if move is None:
            break
        trial.play(move)
        line.append(move)
    return line


def _home(game: Game) -> set[Card]:
    return {card for name in FOUNDATIONS for card in game.pile(name)}


def never_needed(game: Game, card: Card, home: set[Card]) -> bool:
    """True when no column could ever want ``card``: every card the rules let build on it is home."""
    return all(other in home for other in ALL_CARDS if other != card and game.fits_on_column(other, card))


def safe_drops(game: Game) -> list[Move]:
    """Moves home (from the waste, reserve and column tops) of cards no column could ever need (auto-drop)."""
    home = _home(game)
    drops = []
    for move in _home_moves(game, (WASTE, RESERVE, *COLUMNS)):
        card = game.top(move.source)
        if card is not None and never_needed(game, card, home):
            drops.append(move)
    return drops
