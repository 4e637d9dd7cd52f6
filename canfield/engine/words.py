"""The engine's words: the one table of player-facing vocabulary.

Every word the engine shows a player (the board description, card names,
refusal messages) comes from a :class:`Words` entry of :data:`LANGUAGES`.
The entries themselves are plain data, one module per language in
:mod:`canfield.engine.lang`; this module holds their shape, the CLDR plural
rules and the two functions that use them (:meth:`Words.say`, :func:`explain`).

Patterns are ``str.format`` templates. A card value may carry a grammatical
case after ``@``: ``{top@gen}`` is the top card in the genitive (Russian
"до семёрки червей"), ``{card@acc}`` in the accusative.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import Card, Suit
from .lang import ar, en, hy, ro, ru
from .moves import COLUMNS, RESERVE, STOCK, IllegalMove, Move

if TYPE_CHECKING:
    from .game import Game

COURT_RANKS = frozenset({1, 11, 12, 13})  # the ace is named like a court card


# ----- CLDR plural rules (integers only: we count cards) --------------------
def plural_en(n: int) -> str:
    """English: one, other."""
    return "one" if n == 1 else "other"


def plural_ar(n: int) -> str:
    """Arabic: zero, one, two, few (3-10), many (11-99), other (100-102, ...)."""
    tail = n % 100
    if n == 0:
        return "zero"
    if n == 1:
        return "one"
    if n == 2:
        return "two"
    if 3 <= tail <= 10:
        return "few"
    if 11 <= tail <= 99:
        return "many"
    return "other"


def plural_ro(n: int) -> str:
    """Romanian: one (1), few (0, 2-19, 101-119...), other (20+, where «de» comes in)."""
    if n == 1:
        return "one"
    if n == 0 or 1 <= n % 100 <= 19:
        return "few"
    return "other"


def plural_ru(n: int) -> str:
    """Russian: one (1, 21, 101...), few (2-4, 22-24...), many (0, 5-20, 25...)."""
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "many"


def plural_hy(n: int) -> str:
    """Armenian: one (0, 1), other; the noun stays singular after any numeral."""
    return "one" if n in (0, 1) else "other"


PLURAL_RULES: dict[str, Callable[[int], str]] = {
    "en": plural_en,
    "ar": plural_ar,
    "ro": plural_ro,
    "ru": plural_ru,
    "hy": plural_hy,
}


@dataclass(frozen=True)
class Words:
    """One language's vocabulary and sentence patterns for the engine.

    ``ranks[case][rank]`` names a rank in a grammatical case (ranks missing
    from a case are written as digits); ``suits[form][suit]`` gives each
    suit's forms (``label`` names a foundation, the others are used inside
    card patterns, e.g. ``{suit[gen]}``); ``card_patterns`` has a "court"
    (A, J, Q, K) and a "pip" (2-10) pattern. ``empty`` agrees with the
    suit's grammatical gender from ``suit_gender``.
    """

    code: str
    name: str  # the language's own name, for a settings list
    direction: str  # "ltr" or "rtl"
    plural: Callable[[int], str]
    card_forms: dict[str, str]  # CLDR category -> "{n} cards"
    ranks: dict[str, dict[int, str]]
    suits: dict[str, dict[Suit, str]]
    card_patterns: dict[str, str]
    suit_gender: dict[Suit, str]
    empty: dict[str, str]  # grammatical gender -> "empty"
    patterns: dict[str, str]
    refusals: dict[str, str]

    # ----- words ------------------------------------------------------------
    @property
    def rank_names(self) -> dict[int, str]:
        """Court ranks in the nominative (other ranks are digits)."""
        return self.ranks["nom"]

    @property
    def suit_names(self) -> dict[Suit, str]:
        """Each suit as it labels a foundation, e.g. "hearts"."""
        return self.suits["label"]

    def rank(self, rank: int, case: str = "alone") -> str:
        """A rank's name: "7", or "queen" for a court card."""
        return self.ranks.get(case, self.ranks["nom"]).get(rank, str(rank))

    def card(self, card: Card, case: str = "nom") -> str:
        """A card's name, e.g. "queen of clubs"; ``case`` as the language needs."""
        pattern = self.card_patterns["court" if card.rank in COURT_RANKS else "pip"]
        forms = {form: names[card.suit] for form, names in self.suits.items()}
        return pattern.format(rank=self.rank(card.rank, case), suit=forms)

    def cards(self, n: int) -> str:
        """A count of cards with the right plural form, e.g. "34 cards"."""
        return self.card_forms[self.plural(n)].format(n=n)

    def suit_forms(self, suit: Suit) -> SuitForms:
        """All forms of a suit's name; formats as its label, ``{suit[gen]}`` picks a form."""
        return SuitForms({form: names[suit] for form, names in self.suits.items()})

    def empty_for(self, suit: Suit) -> str:
        """ "empty" agreeing with the suit's gender (Romanian «pică goală, caro gol»)."""
        return self.empty[self.suit_gender.get(suit, "")]

    # ----- sentences --------------------------------------------------------
    def say(self, key: str, **values: object) -> str:
        """Fill one of the sentence patterns; cards are named in this language."""
        return self.fill(self.patterns[key], values)

    def fill(self, template: str, values: dict[str, object]) -> str:
        """Fill any template of this language (see the module docstring for ``@case``)."""
        return template.format_map(_Values(self, values))


class SuitForms(dict):
    """A suit's names by form; in a template ``{suit}`` is the label, ``{suit[gen]}`` a form."""

    def __str__(self) -> str:
        return self["label"]

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


class _Values(dict):
    """The values of a template: cards become names, ``name@case`` picks a case."""

    def __init__(self, words: Words, values: dict[str, object]) -> None:
        super().__init__()
        self._words = words
        self._values = values

    def __missing__(self, key: str) -> object:
        name, _, case = key.partition("@")
        value = self._values[name]
        if isinstance(value, Card):
            return self._words.card(value, case or "nom")
        return value


def _build(data: dict) -> Words:
    return Words(plural=PLURAL_RULES[data["code"]], **data)


ENGLISH = _build(en.WORDS)
LANGUAGES: dict[str, Words] = {w.code: w for w in (ENGLISH, *(_build(m.WORDS) for m in (ar, ro, ru, hy)))}


def words_for(lang: str) -> Words:
    """The vocabulary for a language code; ``ValueError`` if it is unknown."""
    try:
        return LANGUAGES[lang]
    except KeyError:
        raise ValueError(f"No words for language {lang!r}; known: {', '.join(LANGUAGES)}.") from None


# ----- refused moves ----------------------------------------------------------
def _pile_kind(name: str) -> str:
    if name[:1] == "c" and name[1:].isdigit():
        return "column"
    if name[:1] == "f" and name[1:].isdigit():
        return "foundation"
    return name


def _refusal_values(error: IllegalMove, words: Words) -> tuple[list[str], dict[str, object]]:
    """Template keys to try (most specific first) and the values to fill in."""
    details = dict(error.details)
    keys = [error.reason]
    pile = details.get("pile") or details.get("foundation")
    if isinstance(pile, str):
        keys.insert(0, f"{error.reason}.{_pile_kind(pile)}")
        if pile[1:].isdigit():
            details["n"] = int(pile[1:])
    if isinstance(details.get("mode"), str):
        keys.insert(0, f"{error.reason}.{details['mode']}")
    for key in ("available", "count"):
        if isinstance(details.get(key), int):
            details["cards"] = words.cards(details[key])
    return keys, details


def explain(error: IllegalMove, lang: str = "en") -> str:
    """A refused move's message in a player's language, from its ``reason`` and details.

    Falls back to the language's general "not allowed" sentence when the
    reason is unknown or a detail the sentence needs is missing.
    """
    words = words_for(lang)
    keys, values = _refusal_values(error, words)
    for key in keys:
        template = words.refusals.get(key)
        if template is None:
            continue
        try:
            return _capitalize(words.fill(template, values))
        except (KeyError, IndexError):
            continue
    return words.refusals["illegal"]


def _capitalize(text: str) -> str:
    """A sentence starts with a capital even when it starts with a card name."""
    return text[:1].upper() + text[1:]


# ----- announcements for screen readers ----------------------------------------
def announce(game: Game, move: Move, lang: str = "en") -> str:
    """One short sentence that tells what ``move`` does, for a screen reader.

    Call it with the position *before* the move is played (``move`` must be
    legal there): it names the card(s), where they go, the reserve card that
    fills an emptied column, and the win when the move completes the game.
    """
    words = words_for(lang)
    source, target, count = move
    if source == STOCK:
        stock = game.pile(STOCK)
        return _capitalize(words.say("announce_draw", cards=words.cards(count), card=stock[-count]))
    if target == STOCK:
        return words.say("announce_recycle")
    cards = game.pile(source)
    key = "announce_move" if count == 1 else "announce_tail"
    sentence = words.say(
        key,
        card=cards[-count],
        more=words.cards(count - 1),
        source=_place(words, "from", source, game),
        target=_place(words, "to", target, game),
    )
    parts = [_capitalize(sentence)]
    reserve = game.pile(RESERVE)
    if source in COLUMNS and count == len(cards) and reserve:
        parts.append(words.say("announce_autofill", n=COLUMNS.index(source) + 1, card=reserve[-1]))
    after = game.copy()
    after.play(move)
    if after.is_won:
        parts.append(words.say("announce_won"))
    return words.say("sentence_sep").join(parts)


def _place(words: Words, direction: str, pile: str, game: Game) -> str:
    kind = _pile_kind(pile)
    values: dict[str, object] = {}
    if kind == "column":
        values["n"] = int(pile[1:])
    elif kind == "foundation":
        values["suit"] = words.suit_forms(game.foundation_suits[int(pile[1:]) - 1])
    return words.say(f"{direction}.{kind}", **values)
