"""What differs between the canfield, strict and classic profiles."""

import pytest

from canfield.engine import PROFILES, EmptyFill, Game, IllegalMove, Move, Rules, TailMoves
from tests.engine.positions import position

# A column of three in sequence (9♣ 8♥ 7♠), a 10♦ for all of it, a 9♠ for 8♥ 7♠.
TAILS = dict(reserve="2C", c1="9C 8H 7S", c2="10D", c3="9S", c4="KS")


def column_moves(game, source="c1"):
    return sorted(m for m in game.legal_moves() if m.source == source and m.target.startswith("c"))


def test_profiles_are_presets_of_one_rules_value():
    assert set(PROFILES) == {"canfield", "strict", "classic"}
    assert all(isinstance(r, Rules) for r in PROFILES.values())
    canfield, strict, classic = PROFILES["canfield"], PROFILES["strict"], PROFILES["classic"]
    assert (canfield.tail_moves, canfield.empty_fill, canfield.take_back) == (TailMoves.ANY, EmptyFill.ANY, True)
    assert (strict.tail_moves, strict.empty_fill, strict.take_back) == (
        TailMoves.TOP_OR_WHOLE,
        EmptyFill.WASTE_ONLY,
        False,
    )
    assert (classic.tail_moves, classic.empty_fill, classic.take_back) == (
        TailMoves.WHOLE_ONLY,
        EmptyFill.WASTE_ONLY,
        False,
    )
    with pytest.raises(AttributeError):
        canfield.draw = 1


@pytest.mark.parametrize("profile", ["strict", "classic"])
def test_strict_and_classic_are_draw_three_only(profile):
    with pytest.raises(ValueError, match="draw 3 only"):
        Game.from_code("CF1-D1-AAAAACL", profile)
    with pytest.raises(ValueError, match="draw 3 only"):
        Game.new(draw=1, profile=profile)
    assert Game.from_code("CF1-D3-AAAAACL", profile).draw == 3


def test_unknown_profile():
    with pytest.raises(ValueError, match="Unknown rule profile"):
        Game.from_code("CF1-D3-AAAAACL", "klondike")


def test_canfield_moves_any_tail():
    game = position("canfield", **TAILS)
    assert column_moves(game) == [Move("c1", "c2", 3), Move("c1", "c3", 2)]


def test_strict_moves_top_card_or_whole_column():
    game = position("strict", **TAILS)
    assert column_moves(game) == [Move("c1", "c2", 3)]
    with pytest.raises(IllegalMove, match="top card or the whole column"):
        game.play(Move("c1", "c3", 2))
    game = position("strict", reserve="2C", c1="9C 8H", c2="9S", c3="9D", c4="KS")
    assert column_moves(game) == [Move("c1", "c2", 1)]  # the free top card onto a column


def test_classic_moves_whole_column_only():
    game = position("classic", **TAILS)
    assert column_moves(game) == [Move("c1", "c2", 3)]
    game = position("classic", reserve="2C", c1="9C 8H", c2="9S", c3="KD", c4="KS")
    assert column_moves(game) == []
    with pytest.raises(IllegalMove, match="whole column"):
        game.play(Move("c1", "c2", 1))


def test_paper_whole_moves_whole_piles_only():
    # Blake & Gent: "only entire piles may be moved"; a lone top card never leaves a longer column.
    game = position("paper-whole", base="2H", reserve="2C", c1="9C 8H 7S", c2="10D", c3="8D", c4="KS")
    assert column_moves(game) == [Move("c1", "c2", 3)]
    with pytest.raises(IllegalMove, match="whole column"):
        game.play(Move("c1", "c3", 1))
    game = position("paper-whole", base="2H", reserve="", c1="9C 8H 7S", c2="KD", c3="QD", c4="")
    assert [m for m in game.legal_moves() if m.source == "c1" and m.target.startswith("c")] == [Move("c1", "c4", 3)]
    with pytest.raises(IllegalMove, match="whole column"):
        game.play(Move("c1", "c4", 1))


@pytest.mark.parametrize("profile", ["canfield", "strict", "classic"])
def test_top_card_goes_to_foundation_in_every_profile(profile):
    game = position(profile, base="7H", reserve="2C", c1="9C 8H", c2="9S", c3="KD", c4="KS")
    game.play(Move("c1", "f1"))
    assert game.pile("c1")[-1].code == "9C"


def test_canfield_empty_column_takes_anything_once_reserve_is_out():
    game = position("canfield", reserve="", waste="5H", c1="", c2="9C 8H 7C", c3="KD", c4="KS", f2="7S 8S 9S")
    targets = {m for m in game.legal_moves() if m.target == "c1"}
    assert {
        Move("waste", "c1"),
        Move("c2", "c1", 1),
        Move("c2", "c1", 2),
        Move("c2", "c1", 3),
        Move("c3", "c1"),
        Move("c4", "c1"),
        Move("f2", "c1"),
        Move("f1", "c1"),
    } == targets


@pytest.mark.parametrize("profile", ["strict", "classic"])
def test_waste_only_fills_an_empty_column(profile):
    game = position(profile, reserve="", waste="5H", c1="", c2="9C 8H 7S", c3="KD", c4="KS")
    assert {m for m in game.legal_moves() if m.target == "c1"} == {Move("waste", "c1")}
    with pytest.raises(IllegalMove, match="only the top card of the waste"):
        game.play(Move("c3", "c1"))
    game = position(profile, reserve="", waste="", c1="", c2="9C 8H 7S", c3="KD", c4="KS")
    assert not [m for m in game.legal_moves() if m.target == "c1"]  # the space waits


def test_canfield_take_back_from_foundation_keeps_points():
    game = position("canfield", base="7H", reserve="2C", c1="8H", c2="9S", c3="KD", c4="KS")
    game.play(Move("c1", "f1"))
    assert game.score == 5
    game.play(Move("f1", "c2"))  # 8♥ back onto 9♠
    assert game.score == 5 and game.pile("c2")[-1].code == "8H"
    with pytest.raises(IllegalMove):
        game.play(Move("f1", "c3"))  # 7♥ does not fit on K♦


@pytest.mark.parametrize("profile", ["strict", "classic"])
def test_no_take_back(profile):
    game = position(profile, base="7H", f1="7H 8H", reserve="2C", c1="3C", c2="9S", c3="KD", c4="KS")
    assert not [m for m in game.legal_moves() if m.source.startswith("f")]
    with pytest.raises(IllegalMove, match="taking cards back"):
        game.play(Move("f1", "c2"))


def test_canfield_scoring_five_per_card_and_undo_takes_it_back():
    game = Game.from_code("CF1-D3-AAAAACL")
    assert game.score == 0
    game.play(Move("reserve", "c2"))
    assert game.score == 0
    game.play(Move("reserve", "f1"))
    assert game.score == 5
    game.play(Move("stock", "waste", 3))
    assert game.score == 5
    game.undo()
    game.undo()
    assert game.score == 0


def test_strict_score_counts_cards_on_foundations():
    game = Game.from_code("CF1-D3-AAAAACL", "strict")
    assert game.score == 1
    game.play(Move("reserve", "c2"))
    game.play(Move("reserve", "f1"))
    assert game.score == 2


def test_seed_003_example_base_six_of_clubs():
    game = position("strict", base="6C", reserve="6H", c1="AH", c2="AC", c3="KH", c4="7C")
    assert game.is_legal(Move("reserve", game.foundation_for("H")))  # a free 6♥ starts hearts
    assert not game.is_legal(Move("c1", game.foundation_for("H")))  # A♥ cannot
    assert game.is_legal(Move("c3", "c2"))  # K♥ on A♣
    assert game.is_legal(Move("c4", "f1"))  # 7♣ on the 6♣ base


def test_classic_scores_five_a_card_base_card_included():
    # Seeds 002/004: the base card "is worth $5" too, and every card played to the foundations pays $5.
    game = Game.from_code("CF1-D3-AAAAACL", "classic")
    assert game.score == 5
    game.play(Move("reserve", "c2"))
    game.play(Move("reserve", "f1"))
    assert game.score == 10
