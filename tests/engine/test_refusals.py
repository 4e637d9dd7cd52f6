"""Every refusal says why, is a ValueError, and leaves the game unchanged; hostile input never crashes."""

import json

import pytest

from canfield.engine import Game, IllegalMove, Move
from tests.engine.positions import position


def board():
    return position(
        base="7H",
        reserve="2C",
        waste="4D 8D",
        stock="5S 6S",
        f2="7S 8S",
        c1="9C 8H 7S".replace("7S", "7C"),
        c2="10D",
        c3="9S",
        c4="KS",
    )


@pytest.mark.parametrize(
    ("move", "reason", "words"),
    [
        (Move("c1", "waste"), "to_waste", "only from the stock"),
        (Move("c1", "reserve"), "to_reserve", "Nothing is ever put on the reserve"),
        (Move("c1", "c1"), "same_pile", "already there"),
        (Move("c1", "c2", 4), "too_many", "Column 1 has only 3 cards"),
        (Move("c1", "f1", 2), "one_at_a_time", "one at a time"),
        (Move("stock", "waste", 1), "draw_count", "turns 2 cards"),
        (Move("waste", "stock", 2), "stock_not_empty", "only when the stock is empty"),
        (Move("c1", "stock"), "to_stock", "turning the waste over"),
        (Move("stock", "c1", 1), "from_stock", "onto the waste"),
        (Move("f2", "waste"), "to_waste", "only from the stock"),
        (Move("f2", "f1"), "take_back_form", "onto a column"),
        (Move("waste", "c2", 2), "top_only", "top card of the waste"),
        (Move("c1", "f3"), "foundation_needs", "needs the 7 of diamonds"),
        (Move("c2", "c4"), "column_fit", "cannot go on the king of spades"),
        (Move("c1", "nowhere"), "no_such_pile", "does not exist"),
        (Move("c1", "c2", 0), "bad_count", "at least one card"),
        (("c1", [], 1), "no_such_pile", "does not exist"),
        ((["c1"], "c2", 1), "no_such_pile", "does not exist"),
        (None, "not_a_move", "not a move"),
    ],
)
def test_refusals_say_why(move, reason, words):
    game = board()
    before = game.to_dict()
    with pytest.raises(IllegalMove, match=words) as info:
        game.play(move)
    assert isinstance(info.value, ValueError) and info.value.reason == reason
    assert not game.is_legal(move)
    assert game.to_dict() == before


def test_recycle_refusals():
    game = position(stock="", waste="2S 3S", reserve="5D", c1="9C", c2="9S", c3="KD", c4="KS")
    with pytest.raises(IllegalMove, match="whole waste") as info:
        game.play(Move("waste", "stock", 1))
    assert info.value.reason == "recycle_count"
    game = position(stock="", waste="", reserve="5D", c1="9C", c2="9S", c3="KD", c4="KS")
    with pytest.raises(IllegalMove, match="both empty"):
        game.play(Move("waste", "stock", 1))


def test_take_back_then_replay_scores_again_as_the_seed_says():
    # Seed 000/001: +5 for every card placed on a foundation, and a take-back loses no points.
    # So a clean win scores 255 and each take-back-and-replay adds 5 more.
    game = position("canfield", base="7H", reserve="2C", c1="8H", c2="9S", c3="KD", c4="KS")
    game.play(Move("c1", "f1"))
    game.play(Move("f1", "c2"))
    game.play(Move("c2", "f1"))
    assert game.score == 10 and game.foundation_count == 2


def _snapshot():
    game = Game.from_code("CF1-D3-AAAAACL", "strict")
    game.play(Move("reserve", "c2"))
    return json.loads(json.dumps(game.to_dict()))


@pytest.mark.parametrize(
    "edit",
    [
        lambda d: d.update(version=True),
        lambda d: d.update(version=1.0),
        lambda d: d["rules"].update(undo_limit=10**20),
        lambda d: d["rules"].update(undo_limit=2**63),
        lambda d: d["rules"].update(draw=1),
        lambda d: d["rules"].update(scoring="points", points_per_card=1000),
        lambda d: d["rules"].update(take_back=True),
        lambda d: d["rules"].update(draws=[True, 3]),
        lambda d: d["rules"].update(draws=[[1]]),
        lambda d: d["rules"].update(extra=1),
        lambda d: d["piles"].update(c1=["٦C"]),
        lambda d: d["line"].append([["c1"], "c2", 1]),
        lambda d: d["line"].append({"a": 1}),
        lambda d: d.update(redo=[[None, None, None]]),
        lambda d: d.update(piles=None),
        lambda d: d.update(rules="strict"),
    ],
)
def test_hostile_snapshots_raise_value_error(edit):
    data = _snapshot()
    edit(data)
    with pytest.raises(ValueError):
        Game.from_dict(data)


def test_rules_values_are_checked():
    from canfield.engine import Rules

    for bad in (dict(undo_limit=10**20), dict(draw=True), dict(draws=(1, 2)), dict(take_back="yes"), dict(draw=2)):
        with pytest.raises(ValueError):
            Rules(**bad)
    with pytest.raises(ValueError):
        Game.from_code("CF1-D3-AAAAACL", Rules(undo_limit=-1))


def test_a_move_listed_before_a_change_is_checked_again():
    game = Game.from_code("CF1-D3-AAAAACL")
    listed = game.legal_moves()
    assert Move("reserve", "c2", 1) in listed
    game.play(Move("reserve", "c2", 1))  # Q♣ onto K♥; the listed moves are now stale
    with pytest.raises(IllegalMove):
        game.play(Move("reserve", "c2", 1))  # 8♥ does not fit on Q♣
    game.undo()
    game.legal_moves()
    game.play(Move("stock", "waste", 3))
    game.undo()
    with pytest.raises(IllegalMove):
        game.play(Move("c1", "c3", 1))
