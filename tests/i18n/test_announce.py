"""One short sentence per move for screen readers, in five languages."""

import re
from pathlib import Path

import pytest

from canfield.engine import Game, Move
from canfield.engine.describe import announce
from canfield.engine.words import ENGLISH, words_for
from tests.engine.positions import position

LANGS = ("en", "ar", "ro", "ru", "hy")
WON_LINE = [Move.parse(t) for t in (Path(__file__).parents[1] / "data" / "won_line_AAAAACL.txt").read_text().split()]


def test_the_seed_moves_are_announced():
    game = Game.from_code("CF1-D3-AAAAACL")
    said = []
    for move in WON_LINE[:3] + [Move("stock", "waste", 3)]:
        said.append(announce(game.play(move), game, "en"))
    assert said == [
        "Queen of clubs from the reserve to column 2.",
        "8 of hearts from the reserve to the hearts foundation.",
        "King of hearts and 1 card on it from column 2 to column 4. "
        "The reserve fills column 2 with the queen of spades.",
        f"3 cards turned from the stock; {ENGLISH.card(game.top('waste'))} on top.",
    ]


def test_russian_declines_the_foundation():
    game = Game.from_code("CF1-D3-AAAAACL")
    game.play(Move("reserve", "c2", 1))
    assert announce(game.play(Move("reserve", "f1", 1)), game, "ru") == "Восьмёрка червей из резерва на червовую базу."
    taken = position(f1="7H 8H", c1="9S")
    played = taken.play(Move("f1", "c1", 1))
    assert announce(played, taken, "ru") == "Восьмёрка червей с червовой базы в столбец 1."
    assert announce(played, taken, "ro") == "8 de inimă roșie de pe fundația de inimă roșie pe coloana 1."


@pytest.mark.parametrize("lang", LANGS)
def test_every_kind_of_move_reads_completely_and_the_win_is_said(lang):
    game = Game.from_code("CF1-D3-AAAAACL")
    kinds = set()
    for move in WON_LINE:
        text = announce(game.play(move), game, lang)
        assert text and "{" not in text and "@" not in text and "[" not in text, text
        if lang in ("ar", "ru", "hy"):
            assert not re.search("[A-Za-z]", text), text
        kinds.add((move.source[0], move.target[0], move.count > 1))
    assert game.is_won
    assert text.endswith(words_for(lang).patterns["announce_won"])
    assert {("s", "w", True), ("w", "s", True), ("r", "c", False), ("c", "f", False), ("c", "c", True)} <= kinds


def test_a_recycle_is_announced():
    game = position(stock="", waste="2S 3S")
    assert announce(game.play(Move("waste", "stock", 2)), game, "hy") == "Թափոնը շրջվեց տուփի մեջ։"


def test_an_undo_words_the_move_taken_back_without_its_refill():
    game = Game.from_code("CF1-D3-AAAAACL")
    for move in WON_LINE[:3]:
        game.play(move)
    undone = game.undo()
    assert undone.undone and undone.autofill is not None
    assert announce(undone, game, "en") == "King of hearts and 1 card on it from column 2 to column 4."


def test_a_hint_follows_a_colon_without_a_capital_and_never_says_won():
    """Review X2/X3: «Подсказка: Четвёрка…», «Anulat: Asul…», and a winning hint that said "you won"."""
    game = position(f1="7H 8H 9H 10H JH QH KH AH 2H 3H 4H 5H", c1="6H")  # hearts one card short of full
    played = game.preview(Move("c1", "f1", 1))
    for lang in LANGS:
        text = announce(played, game, lang, capital=False, hint=True)
        assert text[:1] == text[:1].lower() or not text[:1].isalpha(), (lang, text)
    won = played._replace(won=True)
    for lang in LANGS:
        assert words_for(lang).patterns["announce_won"] not in announce(won, game, lang, hint=True)
        assert words_for(lang).patterns["announce_won"] in announce(won, game, lang)


def test_an_armenian_hint_proposes_the_move_and_the_announcement_reports_it():
    """Review H1: hints said «տեղափոխվեց» (was moved), as if already played."""
    game = Game.from_code("CF1-D3-AAAAACL")
    played = game.preview(Move("reserve", "c2", 1))
    assert "տեղափոխեք" in announce(played, game, "hy", hint=True)
    assert "տեղափոխվեց" in announce(played, game, "hy")


def test_a_draw_taken_back_says_which_card_was_on_top_then():
    """F11: "Taken back: 3 cards turned from the stock; 9 of spades on top." read as if the 9 were on top now."""
    game = Game.from_code("CF1-D3-AAAAACL")
    drawn = game.play(Move("stock", "waste", 3))
    top = game.top("waste")
    taken_back = game.undo()
    assert announce(drawn, game, "en") == f"3 cards turned from the stock; {ENGLISH.card(top)} on top."
    assert announce(taken_back, game, "en", capital=False) == (
        f"3 cards returned to the stock ({ENGLISH.card(top)} had been on top)."
    )
    for lang in LANGS:
        words = words_for(lang)
        said = announce(taken_back, game, lang, capital=False)
        assert words.card(top) in said and words.cards(3) in said
        assert said != announce(drawn, game, lang, capital=False)


@pytest.mark.parametrize(
    ("lang", "named"),
    [
        ("en", "Foundation 1: hearts up to 8 of hearts, 2 cards"),
        ("ro", "Fundația 1: inimă roșie până la 8 de inimă roșie, 2 cărți"),
        ("ru", "База 1: червовая до восьмёрки червей, 2 карты"),
        ("ar", "الأساس 1: القلب حتى 8 قلب، ورقتان"),
        ("hy", "Հիմք 1՝ սիրտ, մինչև սրտի 8, 2 քարտ"),
    ],
)
def test_a_foundation_s_own_name_says_its_count_as_cards(lang, named):
    """F11: "Foundation 1: hearts up to 7 of hearts (1)": the number in brackets was not said as a count."""
    from canfield.engine.describe import describe_pile

    game = Game.from_code("CF1-D3-AAAAACL")
    for move in WON_LINE[:2]:  # the 8 of hearts on the 7: two cards on the hearts foundation
        game.play(move)
    assert describe_pile(game, "f1", lang) == named
    assert "(2)" in game.describe(lang)  # the board's own words (the seeds') keep the brackets
