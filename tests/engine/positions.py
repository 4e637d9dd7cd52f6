"""Build hand-made positions for rule tests (test helper), on the engine's public ``Game.from_piles``."""

from __future__ import annotations

from canfield.engine import Card, Game, Rules, Suit, resolve_rules


def cards(text: str) -> list[Card]:
    """'KH QC' -> [K♥, Q♣] (bottom first)."""
    return [Card.parse(t) for t in text.split()]


def position(rules: str | Rules = "canfield", base: str = "7H", draw: int = 3, **piles: str) -> Game:
    """A game whose piles are exactly as given; unnamed cards fill the stock.

    ``base`` is the base card (it sets the start rank and the first
    foundation's suit); give ``f1`` to override what foundation 1 holds.
    """
    given = {name: cards(text) for name, text in piles.items()}
    return Game.from_piles(given, Card.parse(base), resolve_rules(rules).with_draw(draw))


def suits(game: Game) -> list[Suit]:
    """The foundation suits in order."""
    return list(game.foundation_suits)
