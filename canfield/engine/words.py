"""The engine's words: the one table of player-facing vocabulary.

Every word the engine shows a player (the board description, card names,
refusal messages, announcements) comes from a :class:`Words` entry, given by
:func:`words_for`. The entries themselves are plain data, one module per
language in :mod:`canfield.engine.lang`, read on first use (a start needs one
or two); this module holds their shape, the CLDR plural rules and the two
functions that use them (:meth:`Words.say`, :func:`explain`).

Patterns are ``str.format`` templates. A card value may carry a grammatical
case after ``@``: ``{top@gen}`` is the top card in the genitive (Russian
"до семёрки червей"), ``{card@acc}`` in the accusative; so may a count of
cards (:class:`Cards`): Arabic ``{cards@obl}`` says «ورقتين», not «ورقتان».
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import NamedTuple

from .cards import Card, Suit
from .lang import WordsTable, en
from .moves import Refusal, pile_kind, pile_number

COURT_RANKS = frozenset({1, 11, 12, 13})  # the ace is named like a court card
#: Patterns a language may add where it words a case differently (the others fall back to the
#: general pattern): a hint's move (and refill) not played yet, foundations whose start rank is a
#: court card, a foundation's contents after its own name (describe_pile).
OPTIONAL_PATTERNS = frozenset(
    {"hint_move", "hint_tail", "hint_autofill", "foundations.court", "foundation.pile", "foundation_empty.pile"}
)


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


class Words(NamedTuple):  # not a dataclass: 6x cheaper to build at start (issue 43)
    """One language's vocabulary and sentence patterns for the engine.

    ``ranks[case][rank]`` names a rank in a grammatical case (ranks missing
    from a case are written as digits); ``suits[form][suit]`` gives each
    suit's forms (``label`` names a foundation, the others are used inside
    card patterns, e.g. ``{suit[gen]}``); ``card_patterns`` has a "court"
    (A, J, Q, K) and a "pip" (2-10) pattern. ``empty`` agrees with the
    suit's grammatical gender from ``suit_gender``.
    """

    code: str
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

    def cards(self, n: int, case: str = "") -> str:
        """A count of cards with the right plural form, e.g. "34 cards".

        ``case`` picks a ``"<category>@<case>"`` form where the language has
        one (Arabic «ورقتين» after a preposition, ``two@obl``).
        """
        category = self.plural(n)
        return self.card_forms.get(f"{category}@{case}", self.card_forms[category]).format(n=n)

    def suit_forms(self, suit: Suit) -> SuitForms:
        """All forms of a suit's name; formats as its label, ``{suit[gen]}`` picks a form."""
        return SuitForms({form: names[suit] for form, names in self.suits.items()})

    def pile_name(self, pile: str) -> str:
        """A pile's name as a title: "Stock", "Column 2", "Foundation 3"."""
        return self.say(f"pile.{pile_kind(pile)}", n=pile_number(pile))

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


class SuitForms(dict[str, str]):
    """A suit's names by form; in a template ``{suit}`` is the label, ``{suit[gen]}`` a form."""

    def __str__(self) -> str:
        return self["label"]

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


class Cards(int):
    """A count of cards inside a template: ``{cards}`` is "3 cards", ``{cards@obl}`` a case of it."""


class _Values(dict[str, object]):
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
        if isinstance(value, Cards):
            return self._words.cards(value, case)
        if isinstance(value, Refusal):  # a sentence inside a sentence ("A game code looks like ...")
            return explain(value, self._words.code)
        return value


def _build(data: WordsTable) -> Words:
    return Words(plural=PLURAL_RULES[data["code"]], **data)


ENGLISH = _build(en.WORDS)
#: The languages read so far, by code (every language of PLURAL_RULES has a module in .lang).
_READ: dict[str, Words] = {"en": ENGLISH}


def words_for(lang: str) -> Words:
    """The vocabulary for a language code; ``ValueError`` if it is unknown."""
    words = _READ.get(lang)
    if words is None:
        if lang not in PLURAL_RULES:
            raise ValueError(f"No words for language {lang!r}; known: {', '.join(PLURAL_RULES)}.")
        # Read on first use: importing the four other tables cost every start about 4 M instructions (issue 43).
        table: WordsTable = importlib.import_module(f"{__package__}.lang.{lang}").WORDS
        words = _READ[lang] = _build(table)
    return words


# ----- refused moves ----------------------------------------------------------
def _refusal_values(refusal: Refusal, words: Words) -> tuple[list[str], dict[str, object]]:
    """Template keys to try (most specific first) and the values to fill in."""
    details = dict(refusal.details)
    keys = [refusal.reason]
    pile = details.get("pile") or details.get("foundation")
    if isinstance(pile, str):
        keys.insert(0, f"{refusal.reason}.{pile_kind(pile)}")
        number = pile_number(pile)
        if number is not None:
            details["n"] = number
    if isinstance(details.get("mode"), str):
        keys.insert(0, f"{refusal.reason}.{details['mode']}")
    for key in ("available", "count"):
        count = details.get(key)
        if isinstance(count, int):
            details["cards"] = Cards(count)
    return keys, details


def explain(refusal: Refusal, lang: str = "en") -> str:
    """A refusal's message in a player's language, from its ``reason`` and details.

    Accepts a :class:`Refusal` or anything with ``reason`` and ``details``
    (an ``IllegalMove``). Falls back to the language's general "not allowed"
    sentence when the reason is unknown or a detail the sentence needs is missing.
    """
    words = words_for(lang)
    keys, values = _refusal_values(refusal, words)
    for key in keys:
        template = words.refusals.get(key)
        if template is None:
            continue
        try:
            return capitalize(words.fill(template, values))
        except (KeyError, IndexError):
            continue
    return words.refusals["illegal"]


def capitalize(text: str) -> str:
    """A sentence starts with a capital even when it starts with a card name."""
    return text[:1].upper() + text[1:]
