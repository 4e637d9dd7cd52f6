"""The board and each action in words, as the seeds describe them; the words come from :mod:`.words`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .moves import COLUMNS, FOUNDATIONS, RESERVE, STOCK, WASTE, Played, pile_kind, pile_number
from .words import COURT_RANKS, Cards, Words, capitalize, words_for

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
    court = game.start_rank in COURT_RANKS and "foundations.court" in words.patterns
    key = "foundations.court" if court else "foundations"
    return words.say(key, rank=words.rank(game.start_rank), items=words.say("item_sep").join(items))


def _columns(game: Game, words: Words) -> str:
    items = []
    for i, name in enumerate(COLUMNS, start=1):
        label = words.say("column_first" if i == 1 else "column_other", n=i)
        cards = game.pile(name)
        listed = words.say("item_sep").join(words.card(c) for c in cards) if cards else words.say("column_empty")
        items.append(words.say("column", label=label, cards=listed))
    return words.say("columns", items=words.say("column_sep").join(items))


def describe_pile(game: Game, pile: str, lang: str = "en") -> str:
    """One pile in words, named as a title: "Column 2: king of hearts, queen of clubs", "Stock: 34 cards".

    What a screen reader says for that pile's own accessible object; the same words as :func:`describe`.
    """
    words = words_for(lang)
    cards = game.pile(pile)
    kind = pile_kind(pile)
    if pile == STOCK:
        return words.say("stock", cards=words.cards(len(cards))) if cards else words.say("stock_empty")
    if pile in (WASTE, RESERVE):
        if not cards:
            return capitalize(words.say(f"{pile}_empty"))
        return capitalize(words.say(pile, cards=words.cards(len(cards)), top=cards[-1]))
    if kind == "foundation":
        suit = game.foundation_suits[FOUNDATIONS.index(pile)]
        label = words.suit_names[suit]
        key = "foundation" if cards else "foundation_empty"
        key = f"{key}.pile" if f"{key}.pile" in words.patterns else key  # after "Foundation 1:" (Armenian «՝»)
        if cards:  # the board's "(2)" is said as a count of cards in a pile's own name
            content = words.say(key, suit=label, top=cards[-1], n=len(cards), cards=Cards(len(cards)))
        else:
            content = words.say(key, suit=label, empty=words.empty_for(suit))
    else:
        listed = words.say("item_sep").join(words.card(c) for c in cards)
        content = listed or words.say("column_empty")
    return words.say("column", label=words.pile_name(pile), cards=content)


# ----- announcements for screen readers ----------------------------------------
def announce(played: Played, game: Game, lang: str = "en", *, capital: bool = True, hint: bool = False) -> str:
    """One short sentence that tells what an action did, for a screen reader.

    ``played`` is what :meth:`Game.play` (or ``undo``/``redo``) returned and
    ``game`` the game it was played in (it names the foundations). It names
    the card(s), where they went, the reserve card that filled an emptied
    column, and the win when the action completed the game. For an undone
    action it words the move that was taken back. ``capital=False`` leaves a
    card name small, for a sentence that follows a colon ("Hint: %1").
    ``hint=True`` words a move not played yet (:meth:`Game.preview`): the
    language's ``hint_move``/``hint_tail``/``hint_autofill`` patterns where it
    has them (Armenian says "move it", not "it was moved", and "will be filled"),
    and never "you won".
    """
    words = words_for(lang)
    start = capitalize if capital else str
    source, target, count = played.move
    if source == STOCK:  # taken back: the card that was on top then, not now (review F11)
        key = "announce_draw_undone" if played.undone else "announce_draw"
        return start(words.say(key, cards=words.cards(count), card=played.cards[-1]))
    if target == STOCK:
        return words.say("announce_recycle")
    key = "announce_move" if count == 1 else "announce_tail"
    if hint and key.replace("announce", "hint") in words.patterns:
        key = key.replace("announce", "hint")
    sentence = words.say(
        key,
        card=played.cards[0],
        more=Cards(count - 1),
        source=_place(words, "from", source, game),
        target=_place(words, "to", target, game),
    )
    parts = [start(sentence)]
    if played.autofill is not None and not played.undone:
        refill = "hint_autofill" if hint and "hint_autofill" in words.patterns else "announce_autofill"
        parts.append(words.say(refill, n=pile_number(source), card=played.autofill))
    if played.won and not hint:
        parts.append(words.say("announce_won"))
    return words.say("sentence_sep").join(parts)


def _place(words: Words, direction: str, pile: str, game: Game) -> str:
    kind = pile_kind(pile)
    values: dict[str, object] = {}
    number = pile_number(pile)
    if kind == "column":
        values["n"] = number
    elif kind == "foundation" and number is not None:
        values["suit"] = words.suit_forms(game.foundation_suits[number - 1])
    return words.say(f"{direction}.{kind}", **values)
