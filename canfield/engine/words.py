"""The engine's words: the one table of player-facing vocabulary.

Every word the engine shows a player (the board description, card names in
refusal messages) comes from a :class:`Words` entry of :data:`LANGUAGES`, so
a new language is a new entry, not new code.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .cards import Card, Suit


def english_plural(n: int) -> int:
    """Plural form index: 0 for one, 1 for other."""
    return 0 if n == 1 else 1


@dataclass(frozen=True)
class Words:
    """One language's vocabulary and sentence patterns for the engine."""

    code: str
    rank_names: dict[int, str]  # A, J, Q, K (other ranks are digits)
    suit_names: dict[Suit, str]  # the suit alone, e.g. "hearts"
    card_pattern: str  # "{rank} of {suit}"
    card_forms: tuple[str, ...]  # plural forms of "card" after a number
    plural: Callable[[int], int] = english_plural
    patterns: dict[str, str] = field(default_factory=dict)

    def card(self, card: Card) -> str:
        """A card's name, e.g. "queen of clubs" or "7 of hearts"."""
        rank = self.rank_names.get(card.rank, str(card.rank))
        return self.card_pattern.format(rank=rank, suit=self.suit_names[card.suit])

    def rank(self, rank: int) -> str:
        """A rank's name: "7", or "queen" for a court card."""
        return self.rank_names.get(rank, str(rank))

    def cards(self, n: int) -> str:
        """A count of cards, e.g. "1 card", "34 cards"."""
        return self.card_forms[self.plural(n)].format(n=n)

    def say(self, key: str, **values: object) -> str:
        """Fill one of the sentence patterns."""
        return self.patterns[key].format(**values)


ENGLISH = Words(
    code="en",
    rank_names={1: "ace", 11: "jack", 12: "queen", 13: "king"},
    suit_names={Suit.SPADES: "spades", Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds", Suit.CLUBS: "clubs"},
    card_pattern="{rank} of {suit}",
    card_forms=("{n} card", "{n} cards"),
    patterns={
        "stock": "Stock: {cards}",
        "stock_empty": "Stock empty",
        "waste": "waste: {cards}, top: {top}",
        "waste_empty": "waste empty",
        "reserve": "reserve: {cards}, top: {top}",
        "reserve_empty": "reserve empty",
        "piles": "{stock}; {waste}; {reserve}.",
        "foundations": "Foundations, start rank {rank}: {items}.",
        "foundation": "{suit} up to {top} ({n})",
        "foundation_empty": "{suit} empty",
        "item_sep": ", ",
        "column": "{label}: {cards}",
        "column_first": "Column {n}",
        "column_other": "column {n}",
        "column_empty": "empty",
        "column_sep": "; ",
        "columns": "{items}.",
        "sentence_sep": " ",
    },
)

LANGUAGES: dict[str, Words] = {"en": ENGLISH}


def words_for(lang: str) -> Words:
    """The vocabulary for a language code; ``ValueError`` if it is unknown."""
    try:
        return LANGUAGES[lang]
    except KeyError:
        raise ValueError(f"No words for language {lang!r}; known: {', '.join(LANGUAGES)}.") from None
