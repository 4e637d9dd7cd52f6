"""One module per language: the plain data of :class:`canfield.engine.words.Words`.

Each module defines ``WORDS``, a dict of the ``Words`` fields (the plural
rule is looked up by ``code``). Keep the keys of ``patterns`` and
``refusals`` the same in every language; tests check it.
"""

from typing import TypedDict

from ..cards import Suit


class WordsTable(TypedDict):
    """The shape of a language's ``WORDS``: the fields of ``Words`` but the plural rule."""

    code: str
    card_forms: dict[str, str]
    ranks: dict[str, dict[int, str]]
    suits: dict[str, dict[Suit, str]]
    card_patterns: dict[str, str]
    suit_gender: dict[Suit, str]
    empty: dict[str, str]
    patterns: dict[str, str]
    refusals: dict[str, str]
