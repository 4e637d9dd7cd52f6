"""Cards: 52 immutable values, one shared instance per card."""

from __future__ import annotations

from enum import StrEnum


class Suit(StrEnum):
    """A suit; the value is its one-letter code."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def red(self) -> bool:
        """True for hearts and diamonds."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def symbol(self) -> str:
        """The suit's sign, e.g. ``♠``."""
        return _SYMBOLS[self]


_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
#: Suit order used for foundations 2-4 (the base suit is left out).
SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
RANK_LABELS = {1: "A", 11: "J", 12: "Q", 13: "K"}
_LABEL_RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10}


class Card:
    """A playing card. Use :meth:`get` or :meth:`parse`; instances are shared.

    ``rank`` is 1-13 (ace = 1), ``suit`` a :class:`Suit` (a ``str``).
    ``index`` (0-51) is a compact number used by the solver and for speed.
    """

    __slots__ = ("_str", "accepts", "code", "index", "rank", "red", "suit", "up")

    rank: int
    suit: Suit
    red: bool
    index: int
    code: str
    up: Card  # same suit, one rank up (turning the corner)
    accepts: tuple[Card, ...]  # the two cards that may be built on this one in a column
    _str: str  # the code with the suit's sign, e.g. "Q♣"

    def __new__(cls, rank: int, suit: Suit | str) -> Card:
        return cls.get(rank, suit)

    @classmethod
    def _make(cls, rank: int, suit: Suit) -> Card:
        card = object.__new__(cls)
        label = RANK_LABELS.get(rank, str(rank))
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "red", suit.red)
        object.__setattr__(card, "index", SUIT_ORDER.index(suit) * 13 + rank - 1)
        object.__setattr__(card, "code", label + suit.value)
        object.__setattr__(card, "_str", label + suit.symbol)
        return card

    @classmethod
    def get(cls, rank: int, suit: Suit | str) -> Card:
        """The card of this rank and suit; ``ValueError`` if there is none."""
        try:
            return _BY_KEY[(rank, Suit(suit))]
        except (KeyError, ValueError, TypeError):
            raise ValueError(f"There is no card of rank {rank!r} and suit {suit!r}.") from None

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card code such as ``"QC"``, ``"10H"``, ``"Q♣"`` or ``"as"``."""
        if not isinstance(text, str):
            raise ValueError(f"A card is written like QC or 10H, not {text!r}.")
        clean = text.strip().upper()
        for suit, sign in _SYMBOLS.items():
            clean = clean.replace(sign, suit.value)
        rank_text, suit_text = clean[:-1], clean[-1:]
        rank = _LABEL_RANKS.get(rank_text)
        if rank is None and rank_text.isascii() and rank_text.isdigit():
            rank = int(rank_text)
        if rank is None or not 1 <= rank <= 13 or suit_text not in "SHDC" or not suit_text:
            raise ValueError(f"{text!r} is not a card: write it like QC, 10H or 7S.")
        return _BY_KEY[(rank, Suit(suit_text))]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[object, tuple[int, str]]:
        return (Card.get, (self.rank, self.suit.value))

    def __str__(self) -> str:
        return self._str

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    # Equality and hashing are by identity (object's, fast): there is one
    # instance per card.

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index


_BY_KEY: dict[tuple[int, Suit], Card] = {}
for _suit in SUIT_ORDER:
    for _rank in range(1, 14):
        _BY_KEY[(_rank, _suit)] = Card._make(_rank, _suit)

#: All 52 cards, ordered by :attr:`Card.index`.
ALL_CARDS: tuple[Card, ...] = tuple(sorted(_BY_KEY.values(), key=lambda c: c.index))


def rank_above(rank: int) -> int:
    """The next rank up, turning the corner (K -> A)."""
    return rank % 13 + 1


def rank_below(rank: int) -> int:
    """The next rank down, turning the corner (A -> K)."""
    return (rank - 2) % 13 + 1


def _link_cards() -> None:
    # Precomputed neighbours keep the move generator fast (the solver needs it).
    for card in ALL_CARDS:
        below = rank_below(card.rank)
        object.__setattr__(card, "up", _BY_KEY[(rank_above(card.rank), card.suit)])
        object.__setattr__(card, "accepts", tuple(c for c in ALL_CARDS if c.rank == below and c.red is not card.red))


_link_cards()


#: For each card index, the cards that may be built on it in a column.
AcceptTable = tuple[tuple[Card, ...], ...]

#: The usual table: ranks turn the corner everywhere (a king goes on an ace).
WRAP_ACCEPTS: AcceptTable = tuple(card.accepts for card in ALL_CARDS)


def column_accepts(closed_rank: int | None) -> AcceptTable:
    """The column table when nothing may be built on cards of ``closed_rank``.

    ``None`` gives :data:`WRAP_ACCEPTS`. Closing the ace stops kings going on
    aces; closing the foundations' start rank makes the columns follow the
    foundations' order, broken where a foundation starts.
    """
    if closed_rank is None:
        return WRAP_ACCEPTS
    return tuple(() if card.rank == closed_rank else card.accepts for card in ALL_CARDS)


def is_sequence(cards: list[Card] | tuple[Card, ...], accepts: AcceptTable = WRAP_ACCEPTS) -> bool:
    """True when the cards (bottom first) form a valid column sequence."""
    return all(cards[i + 1] in accepts[cards[i].index] for i in range(len(cards) - 1))
