"""The board in words, as the seeds describe it; the words come from :mod:`.words`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .moves import COLUMNS, FOUNDATIONS, RESERVE, STOCK, WASTE
from .words import Words, words_for

if TYPE_CHECKING:
    from .game import Game


def describe(game: Game, lang: str = "en") -> str:
    """Three sentences: stock/waste/reserve, the foundations, the columns.

    ``lang`` is "en", "ar", "ro", "ru" or "hy"; ``ValueError`` for others.
    """
    words = words_for(lang)
    return words.say("sentence_sep").join((_piles(game, words), _foundations(game, words), _columns(game, words)))


def _piles(game: Game, words: Words) -> str:
    stock = len(game.pile(STOCK))
    parts = {
        "stock": words.say("stock", cards=words.cards(stock)) if stock else words.say("stock_empty"),
    }
    for name in (WASTE, RESERVE):
        cards = game.pile(name)
        if cards:
            parts[name] = words.say(name, cards=words.cards(len(cards)), top=cards[-1])
        else:
            parts[name] = words.say(f"{name}_empty")
    return words.say("piles", **parts)


def _foundations(game: Game, words: Words) -> str:
    items = []
    for name, suit in zip(FOUNDATIONS, game.foundation_suits, strict=True):
        cards = game.pile(name)
        label = words.suit_names[suit]
        if cards:
            items.append(words.say("foundation", suit=label, top=cards[-1], n=len(cards)))
        else:
            items.append(words.say("foundation_empty", suit=label, empty=words.empty_for(suit)))
    return words.say("foundations", rank=words.rank(game.start_rank), items=words.say("item_sep").join(items))


def _columns(game: Game, words: Words) -> str:
    items = []
    for i, name in enumerate(COLUMNS, start=1):
        label = words.say("column_first" if i == 1 else "column_other", n=i)
        cards = game.pile(name)
        listed = words.say("item_sep").join(words.card(c) for c in cards) if cards else words.say("column_empty")
        items.append(words.say("column", label=label, cards=listed))
    return words.say("columns", items=words.say("column_sep").join(items))
