"""Undo/redo, describe, snapshots, the won game and the Qt-free rule."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from canfield.engine import Game, IllegalMove, Move
from tests.engine.positions import position

SEED_START = (
    "Stock: 34 cards; waste empty; reserve: 13 cards, top: queen of clubs. Foundations, start rank 7: "
    "hearts up to 7 of hearts (1), spades empty, diamonds empty, clubs empty. Column 1: 6 of clubs; "
    "column 2: king of hearts; column 3: queen of hearts; column 4: ace of spades."
)
SEED_AFTER_THREE = (
    "Stock: 34 cards; waste empty; reserve: 10 cards, top: jack of spades. Foundations, start rank 7: "
    "hearts up to 8 of hearts (2), spades empty, diamonds empty, clubs empty. Column 1: 6 of clubs; "
    "column 2: queen of spades; column 3: queen of hearts; column 4: ace of spades, king of hearts, "
    "queen of clubs."
)
FIRST_THREE = [Move("reserve", "c2", 1), Move("reserve", "f1", 1), Move("c2", "c4", 2)]
WON_LINE = [Move.parse(t) for t in (Path(__file__).parent.parent / "data" / "won_line_AAAAACL.txt").read_text().split()]


def seed_game() -> Game:
    return Game.from_code("CF1-D3-AAAAACL")


def test_seed_example_describe_and_first_three_moves():
    game = seed_game()
    assert game.describe() == SEED_START
    for move in FIRST_THREE:
        game.play(move)
    assert game.describe() == SEED_AFTER_THREE
    assert game.score == 5


def test_describe_other_positions():
    game = position(base="QH", stock="", waste="2S 3S", reserve="", c1="", c2="9C 8H", c3="KD", c4="KS")
    text = game.describe()
    assert text.startswith("Stock empty; waste: 2 cards, top: 3 of spades; reserve empty. ")
    assert "Foundations, start rank queen: hearts up to queen of hearts (1)" in text
    assert "Column 1: empty; column 2: 9 of clubs, 8 of hearts;" in text
    game = position(stock="", waste="2S", reserve="5D", c1="9C", c2="9S", c3="KD", c4="KS")
    assert "waste: 1 card, top: 2 of spades; reserve: 1 card, top: 5 of diamonds." in game.describe()


def test_describe_unknown_language():
    with pytest.raises(ValueError):
        seed_game().describe("xx")


def test_the_won_game_line_wins_with_255():
    game = seed_game()
    assert WON_LINE[:3] == FIRST_THREE
    for move in WON_LINE:
        game.play(move)
    assert game.is_won and game.score == 255


def test_undo_redo_exact_states():
    game = seed_game()
    states = [game.to_dict()]
    for move in FIRST_THREE + [Move("stock", "waste", 3)]:
        game.play(move)
        states.append(game.to_dict())
    for expected in reversed(states[:-1]):
        game.undo()
        assert game.describe() == Game.from_dict(expected).describe()
        assert game.score == Game.from_dict(expected).score
    assert not game.can_undo and game.can_redo
    with pytest.raises(IllegalMove):
        game.undo()
    for expected in states[1:]:
        game.redo()
        assert game.to_dict()["piles"] == expected["piles"]
    assert not game.can_redo
    with pytest.raises(IllegalMove):
        game.redo()


def test_new_move_clears_redo():
    game = seed_game()
    game.play(FIRST_THREE[0])
    game.undo()
    game.play(Move("stock", "waste", 3))
    assert not game.can_redo


@pytest.mark.parametrize("profile", ["canfield", "strict", "classic"])
def test_undo_is_100_deep(profile):
    game = Game.from_code("CF1-D3-AAAAACL", profile)
    for _ in range(130):
        game.play(game.legal_moves()[0])  # stock clicks and recycles
    for _ in range(100):
        game.undo()
    assert not game.can_undo and game.moves_made == 30


def test_snapshot_round_trip_mid_game_is_json_safe():
    game = seed_game()
    for move in WON_LINE[:150]:
        game.play(move)
    game.undo()
    game.undo()
    data = json.loads(json.dumps(game.to_dict()))
    twin = Game.from_dict(data)
    assert twin.describe() == game.describe() and twin.score == game.score
    assert twin.can_redo and twin.undo_depth == game.undo_depth
    assert twin.redo() == game.redo()
    assert twin.to_dict() == game.to_dict()


def _damaged(edit):
    game = seed_game()
    for move in FIRST_THREE:
        game.play(move)
    data = json.loads(json.dumps(game.to_dict()))
    edit(data)
    return data


@pytest.mark.parametrize(
    ("edit", "words"),
    [
        (lambda d: d["piles"]["c1"].append("QC"), "more than once"),
        (lambda d: d["piles"]["stock"].pop(), "51 cards"),
        (lambda d: d.update(version=99), "version"),
        (lambda d: d.update(line="nope"), "moves"),
        (lambda d: d["line"].append(["c1", "f4", 1]), "cannot be played"),
        (lambda d: d["line"].append(["c1", "f4", "1"]), "not a move"),
        (lambda d: d.update(code=7), "code"),
        (lambda d: d.update(code="CF1-D9-AAAAACL"), "game code"),
        (lambda d: d["rules"].update(draw="3"), "rules"),
        (lambda d: d["piles"].update(c1=["6C", "ZZ"]), "not a card"),
        (lambda d: d["piles"].update(c1="6C"), "not a list"),
        (lambda d: (d["piles"]["c1"].append("5S"), d["piles"]["stock"].remove("5S")), "do not match"),
        (lambda d: d.update(undo_depth=-1), "undo"),
        (lambda d: d.update(redo=[["c1", "f2", 1]]), "redo"),
    ],
)
def test_damaged_snapshots_are_refused_clearly(edit, words):
    with pytest.raises(ValueError, match=words):
        Game.from_dict(_damaged(edit))


def test_not_a_dict_is_refused():
    with pytest.raises(ValueError):
        Game.from_dict([1, 2])


def test_engine_imports_no_qt():
    code = (
        "import sys, canfield.engine, canfield.engine.bench, canfield.engine.stall, canfield.engine.snapshot;"
        "bad=[m for m in sys.modules if m.startswith(('PySide6','PyQt','shiboken'))];"
        "sys.exit(1 if bad else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
    root = Path(__file__).resolve().parents[2] / "canfield" / "engine"
    for path in root.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "PySide6" not in text and "PyQt" not in text, path


def test_played_records_say_what_each_action_did():
    game = seed_game()
    records = [game.play(move) for move in WON_LINE]
    assert sum(r.points for r in records) == game.score and records[-1].won
    assert not any(r.won for r in records[:-1]) and not any(r.undone for r in records)
    third = records[2]  # K♥ Q♣ from column 2 to column 4; the reserve fills column 2
    assert [str(c) for c in third.cards] == ["K♥", "Q♣"] and str(third.autofill) == "Q♠"
    replay = seed_game()
    draw = replay.play(Move("stock", "waste", 3))
    assert draw.cards == replay.pile("waste") and draw.cards[-1] == replay.top("waste")
    undone = game.undo()
    assert undone.undone and undone.move == WON_LINE[-1] and undone.points == -records[-1].points
    assert not undone.won and game.redo().won


def test_played_points_follow_the_scoring():
    strict = Game.from_code("CF1-D3-AAAAACL", "strict")
    strict.play(Move("reserve", "c2"))
    assert strict.play(Move("reserve", "f1")).points == 1  # strict counts cards
    canfield = seed_game()
    canfield.play(Move("reserve", "c2"))
    assert canfield.play(Move("reserve", "f1")).points == 5
