"""Gestures become moves without a window: pick up, drop, tap, stock (seed 000, "what the app adds")."""

import pytest

from canfield.engine import Game, Move, Refusal
from canfield.play import gestures
from canfield.play.gestures import Lift
from tests.engine.positions import position


def reason(answer) -> str:
    assert isinstance(answer, Refusal), answer
    return answer.reason


# ----- tap -------------------------------------------------------------------
def test_tap_goes_to_foundation_first():
    game = position(base="7H", reserve="2C", waste="8H", c1="9S", c2="9C", c3="KD", c4="KS")
    assert gestures.tap(game, "waste", 0) == Move("waste", "f1", 1)


def test_tap_longest_accepting_column_then_leftmost():
    game = position(base="7H", reserve="2C", waste="8D", c1="9S", c2="JD 10S 9C", c3="QS", c4="KH")
    assert gestures.tap(game, "waste", 0) == Move("waste", "c2", 1)
    game = position(base="7H", reserve="2C", waste="8D", c1="10D 9S", c2="10H 9C", c3="QS", c4="KH")
    assert gestures.tap(game, "waste", 0) == Move("waste", "c1", 1)  # tie: leftmost


def test_tap_empty_column_last_and_the_double_click_setting():
    game = position(base="7H", reserve="", waste="8D", c1="QS", c2="", c3="JS", c4="KH")
    assert gestures.tap(game, "waste", 0) == Move("waste", "c2", 1)
    assert reason(gestures.tap(game, "waste", 0, columns=False)) == "tap_columns_off"
    assert gestures.tap(game, "c1", 0) == Move("c1", "c4", 1)
    assert reason(gestures.tap(game, "c3", 0)) == "nowhere_to_go"  # a whole column onto an empty one: no change


def test_with_columns_off_a_tap_still_sends_a_card_home():
    game = position(base="7H", reserve="2C", waste="8H", c1="9S", c2="9C", c3="KD", c4="KS")
    assert gestures.tap(game, "waste", 0, columns=False) == Move("waste", "f1", 1)


def test_tap_inside_a_column_means_the_tail():
    game = position(base="7H", reserve="2C", c1="KS QH JC", c2="KC", c3="2S", c4="3S")
    assert gestures.tap(game, "c1", 1) == Move("c1", "c2", 2)
    assert reason(gestures.tap(game, "c1", 5)) == "nothing_here"
    assert reason(gestures.tap(game, "nowhere", 0)) == "nothing_here"


def test_tap_on_stock_draws_or_recycles_and_on_a_foundation_says_drag():
    game = Game.from_code("CF1-D3-AAAAACL")
    assert gestures.tap(game, "stock", -1) == Move("stock", "waste", 3)
    assert reason(gestures.tap(game, "f1", 0)) == "take_back_by_drag"
    assert reason(gestures.tap(Game.from_code("CF1-D3-AAAAACL", "strict"), "f1", 0)) == "no_take_back"
    game = position(stock="", waste="2S 3S", reserve="5D", c1="9C", c2="9S", c3="KD", c4="KS")
    assert gestures.tap(game, "stock", -1) == Move("waste", "stock", 2)
    game = position(stock="", waste="", reserve="5D", c1="9C", c2="9S", c3="KD", c4="KS")
    assert reason(gestures.stock(game)) == "waste_empty"


def test_tap_with_odd_arguments_refuses():
    game = position(base="7H", reserve="2C", waste="4D 8D", stock="5S 6S", c1="9C 8H 7C", c2="10D", c3="9S", c4="KS")
    assert reason(gestures.tap(game, ["c1"], 0)) == "nothing_here"
    assert reason(gestures.tap(game, "c1", "0")) == "nothing_here"
    assert reason(gestures.tap(game, "waste", 0)) == "top_only"  # a covered waste card cannot be tapped


def test_tap_reserve_and_strict_classic_columns():
    game = position("canfield", base="7H", reserve="2C 8D", c1="9S", c2="9C", c3="KD", c4="KS")
    assert gestures.tap(game, "reserve", 1) == Move("reserve", "c1", 1)
    for profile in ("strict", "classic"):
        game = position(profile, base="7H", reserve="2C", c1="9C 8H", c2="9S", c3="QD", c4="KS")
        assert gestures.tap(game, "c1", 1) == Move("c1", "f1", 1)  # the top card goes home
        game = position(profile, base="7H", reserve="2C", c1="JD 10C", c2="JH", c3="QS", c4="KS")
        assert gestures.tap(game, "c1", 0) == Move("c1", "c3", 2)  # the whole column onto Q♠
        top_to_column = gestures.tap(game, "c1", 1)
        if profile == "strict":
            assert top_to_column == Move("c1", "c2", 1)
        else:
            assert reason(top_to_column) == "nowhere_to_go"


# ----- pick up ---------------------------------------------------------------
def test_a_covered_waste_or_reserve_card_is_never_lifted():
    game = position(base="7H", reserve="2C 3C", waste="4D 8D", c1="9C", c2="10D", c3="9S", c4="KS")
    assert reason(gestures.pick_up(game, "waste", 0)) == "top_only"
    assert reason(gestures.pick_up(game, "reserve", 0)) == "top_only"
    assert gestures.pick_up(game, "waste", 1) == Lift("waste", 1, 1)
    assert reason(gestures.pick_up(game, "stock", 0)) == "no_pickup"


@pytest.mark.parametrize(("profile", "liftable"), [("canfield", [0, 1, 2]), ("classic", [0, 2]), ("strict", [0, 2])])
def test_a_column_lifts_what_its_tail_rule_allows(profile, liftable):
    game = position(profile, base="7H", reserve="2C", c1="10D 9C 8D", c2="KS", c3="9S", c4="KH")
    lifted = [i for i in range(3) if isinstance(gestures.pick_up(game, "c1", i), Lift)]
    assert lifted == liftable
    if profile != "canfield":
        assert reason(gestures.pick_up(game, "c1", 1)) == "tail"


def test_a_foundation_card_lifts_only_where_cards_may_be_taken_back():
    assert isinstance(gestures.pick_up(Game.from_code("CF1-D3-AAAAACL"), "f1", 0), Lift)
    assert reason(gestures.pick_up(Game.from_code("CF1-D3-AAAAACL", "strict"), "f1", 0)) == "no_take_back"


# ----- drop ----------------------------------------------------------------------
def test_a_drop_goes_to_the_legal_pile_it_overlaps_most():
    game = Game.from_code("CF1-D3-AAAAACL")  # Q♣ on the reserve, K♥ in column 2
    lift = gestures.pick_up(game, "reserve", 12)
    assert gestures.targets(game, lift) == ["c2"]
    assert gestures.drop(game, lift, {"c1": 900.0, "c2": 100.0}) == Move("reserve", "c2", 1)


def test_a_drop_on_no_legal_pile_says_why_for_the_pile_it_overlaps_most():
    game = Game.from_code("CF1-D3-AAAAACL")
    lift = gestures.pick_up(game, "reserve", 12)
    refusal = gestures.drop(game, lift, {"c1": 900.0, "c3": 100.0, "reserve": 5000.0})
    assert reason(refusal) == "column_fit" and str(refusal.details["onto"]) == "6♣"
    assert gestures.drop(game, lift, {"reserve": 5000.0, "c1": 0.0}) is None


def test_best_target_is_the_legal_pile_overlapped_most_and_the_drop_takes_it():
    """One choice for the drag's light and the drop (architecture review N6)."""
    game = position(base="7H", reserve="8D", c1="9S", c2="9C", c3="KD", c4="KS")
    lift = gestures.pick_up(game, "reserve", 0)
    assert isinstance(lift, Lift)
    legal = gestures.targets(game, lift)
    assert gestures.best_target(lift, legal, {"c1": 100.0, "c2": 300.0, "c3": 900.0}) == "c2"  # c3 refuses it
    assert gestures.best_target(lift, legal, {"c1": 200.0, "c2": 200.0}) == "c1"  # ties: the first given
    assert gestures.best_target(lift, legal, {"c3": 900.0, "reserve": 5000.0}) is None
    for overlaps in ({"c1": 100.0, "c2": 300.0, "c3": 900.0}, {"c2": 200.0, "c1": 200.0}):
        best = gestures.best_target(lift, legal, overlaps)
        assert gestures.drop(game, lift, overlaps) == Move("reserve", best, 1)
