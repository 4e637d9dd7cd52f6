"""Build hand-made positions for rule tests (test helper, not public API)."""

from __future__ import annotations

from canfield.engine import ALL_CARDS, PILE_NAMES, Card, Game, Rules, Suit
from canfield.engine.cards import SUIT_ORDER, column_accepts


def cards(text: str) -> list[Card]:
    """'KH QC' -> [K♥, Q♣] (bottom first)."""
    return [Card.parse(t) for t in text.split()]


def position(rules: str | Rules = "canfield", base: str = "7H", draw: int = 3, **piles: str) -> Game:
    """A game whose piles are exactly as given; unnamed cards fill the stock.

    ``base`` is the base card (it sets the start rank and the first
    foundation's suit); give ``f1`` to override what foundation 1 holds.
    """
    game = Game.from_code(f"CF1-D{draw}-AAAAAAA", rules)
    base_card = Card.parse(base)
    game.start_rank = base_card.rank
    game.foundation_suits = (base_card.suit,) + tuple(s for s in SUIT_ORDER if s != base_card.suit)
    game._fslot = {suit: i for i, suit in enumerate(game.foundation_suits)}
    game._start_cards = [Card.get(base_card.rank, suit) for suit in game.foundation_suits]
    game._accepts = column_accepts(game.rules.closed_rank(base_card.rank))
    given = {name: cards(text) for name, text in piles.items()}
    given.setdefault("f1", [base_card])
    used = {c for cs in given.values() for c in cs}
    assert len(used) == sum(len(cs) for cs in given.values()), "a card is given twice"
    if "stock" not in given:
        given["stock"] = [c for c in ALL_CARDS if c not in used]
    for name in PILE_NAMES:
        game._piles[name][:] = given.get(name, [])
    game._pass_marks[:] = [tuple(game._piles["stock"])]
    return game


def suits(game: Game) -> list[Suit]:
    """The foundation suits in order."""
    return list(game.foundation_suits)
