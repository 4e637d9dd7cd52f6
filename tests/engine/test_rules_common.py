"""Rules shared by every profile: foundations, columns, reserve, stock."""

import pytest

from canfield.engine import Game, IllegalMove, Move
from tests.engine.positions import position

PROFILES = ["canfield", "strict", "classic"]


@pytest.mark.parametrize("profile", PROFILES)
def test_foundation_suits_follow_base_then_spades_hearts_diamonds_clubs(profile):
    game = position(profile, base="7H")
    assert [s.value for s in game.foundation_suits] == ["H", "S", "D", "C"]
    game = position(profile, base="6C")
    assert [s.value for s in game.foundation_suits] == ["C", "S", "H", "D"]


@pytest.mark.parametrize("profile", PROFILES)
def test_empty_foundation_takes_only_start_rank_of_its_suit(profile):
    game = position(profile, base="7H", reserve="AS", c1="7S", c2="KD", c3="QC", c4="JD")
    assert not game.is_legal(Move("reserve", "f2"))  # A♠ cannot start spades
    game.play(Move("c1", "f2"))  # 7♠ can
    assert game.pile("f2")[-1].code == "7S"


@pytest.mark.parametrize("profile", PROFILES)
def test_foundation_turns_the_corner_and_ends_below_start(profile):
    game = position(profile, base="6C", f1="6C 7C 8C 9C 10C JC QC KC", reserve="AC", c1="5C", c2="KD", c3="QS", c4="JD")
    with pytest.raises(IllegalMove):
        game.play(Move("c1", "f1"))
    game.play(Move("reserve", "f1"))
    assert game.pile("f1")[-1].code == "AC"


def test_full_foundation_is_closed():
    game = position(base="6C", f1="6C 7C 8C 9C 10C JC QC KC AC 2C 3C 4C 5C", c1="6H", c2="KD", c3="QS", c4="JD")
    assert len(game.pile("f1")) == 13 and game.needed("f1") is None
    with pytest.raises(IllegalMove, match="complete"):
        game.play(Move("c1", "f1"))


@pytest.mark.parametrize("profile", PROFILES)
def test_columns_build_down_alternating_and_king_on_ace(profile):
    game = position(profile, reserve="KH", c1="AC", c2="7S", c3="7C", c4="AH", waste="6H")
    assert game.is_legal(Move("reserve", "c1"))  # K♥ on A♣
    assert not game.is_legal(Move("reserve", "c4"))  # same colour
    assert game.is_legal(Move("waste", "c2")) and game.is_legal(Move("waste", "c3"))
    with pytest.raises(IllegalMove, match="alternating"):
        game.play(Move("waste", "c4"))


@pytest.mark.parametrize("profile", PROFILES)
def test_only_top_of_reserve_and_waste_play(profile):
    game = position(profile, reserve="5S 6H", waste="4D 8D", c1="9C", c2="7S", c3="7C", c4="AH")
    assert not game.is_legal(Move("reserve", "c2", 2))
    assert not game.is_legal(Move("waste", "c1", 2))
    assert game.is_legal(Move("waste", "c1"))


@pytest.mark.parametrize("profile", PROFILES)
def test_nothing_goes_on_reserve_waste_or_stock(profile):
    game = position(profile, reserve="5S", waste="4D", c1="9C", c2="7S", c3="7C", c4="AH")
    for target in ("reserve", "waste", "stock"):
        assert not game.is_legal(Move("c1", target))


@pytest.mark.parametrize("profile", PROFILES)
def test_autofill_after_column_empties(profile):
    game = position(profile, base="7H", reserve="2C QS", c1="8H", c2="KD", c3="QC", c4="JD")
    game.play(Move("c1", "f1"))
    assert [c.code for c in game.pile("c1")] == ["QS"] and len(game.pile("reserve")) == 1
    game.undo()
    assert [c.code for c in game.pile("c1")] == ["8H"] and len(game.pile("reserve")) == 2


@pytest.mark.parametrize(("profile", "draw"), [("canfield", 1), ("canfield", 3), ("strict", 3), ("classic", 3)])
def test_stock_draws_and_recycles_in_order(profile, draw):
    game = position(profile, draw=draw, stock="2S 3S 4S 5S", reserve="KS", c1="9C", c2="7S", c3="7C", c4="AH")
    first_pass = []
    while game.pile("stock"):
        k = min(draw, len(game.pile("stock")))
        assert Move("stock", "waste", k) in game.legal_moves()
        game.play(Move("stock", "waste", k))
        first_pass.append(game.pile("waste")[-1])
    assert [c.code for c in game.pile("waste")] == ["5S", "4S", "3S", "2S"]  # last turned on top
    recycle = Move("waste", "stock", 4)
    assert game.legal_moves()[0] == recycle
    game.play(recycle)
    assert [c.code for c in game.pile("stock")] == ["2S", "3S", "4S", "5S"] and game.passes == 1
    second_pass = []
    while game.pile("stock"):
        game.play(Move("stock", "waste", min(draw, len(game.pile("stock")))))
        second_pass.append(game.pile("waste")[-1])
    assert first_pass == second_pass


def test_draw_three_with_fewer_left_turns_what_is_left():
    game = position(stock="2S 3S", reserve="KS", c1="9C", c2="7S", c3="7C", c4="AH")
    with pytest.raises(IllegalMove):
        game.play(Move("stock", "waste", 3))
    game.play(Move("stock", "waste", 2))


def test_stock_errors():
    game = position(stock="", waste="", reserve="KS", c1="9C", c2="7S", c3="7C", c4="AH")
    assert not any(m.source == "stock" or m.target == "stock" for m in game.legal_moves())
    with pytest.raises(IllegalMove, match="empty"):
        game.play(Move("stock", "waste", 3))
    game = position(stock="2S", waste="3S", reserve="KS", c1="9C", c2="7S", c3="7C", c4="AH")
    with pytest.raises(IllegalMove, match="only when the stock is empty"):
        game.play(Move("waste", "stock", 1))


def test_win_needs_all_52():
    game = position(
        base="AS",
        f1="AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS",
        f2="AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH",
        f3="AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD",
        f4="AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC",
        c1="KC",
        stock="",
    )
    assert not game.is_won
    game.play(Move("c1", "f4"))
    assert game.is_won


def test_refused_move_changes_nothing():
    game = Game.from_code("CF1-D3-AAAAACL")
    before = game.to_dict()
    for move in (Move("c4", "f2"), Move("c1", "c2"), Move("reserve", "reserve"), Move("x", "y"), ("c1",), None):
        with pytest.raises(IllegalMove):
            game.play(move)
        assert game.to_dict() == before
