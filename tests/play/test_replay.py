"""A replay reproduces every position of a recorded game exactly (issue 41), over many random games."""

from __future__ import annotations

import random

from canfield.engine import PILE_NAMES, RULE_SETS, Game
from canfield.play.replay import ReplayLine
from canfield.storage import records
from canfield.storage.records import GameRecord


def position(game: Game) -> tuple:
    """Everything the table shows: every pile, the score, won."""
    return (tuple(game.pile(name) for name in PILE_NAMES), game.score, game.is_won, game.foundation_count)


def test_every_position_of_many_random_games_comes_back_exactly() -> None:
    rng = random.Random(41)
    checked = 0
    for _ in range(80):
        rules = RULE_SETS[rng.choice(["canfield", "strict", "classic"])]
        game = Game(rng.randrange(26**7), rules.with_draw(rng.choice(rules.draws)))
        seen = [position(game)]
        for _ in range(rng.randrange(1, 160)):
            if game.is_won:
                break
            game.play(rng.choice(game.legal_moves()))
            seen.append(position(game))
        text = GameRecord.of_game(game, "2026-12-07T15:00:00Z").to_text()
        line = ReplayLine(records.load(text)[0])
        assert len(line) == len(seen) - 1
        for n, expected in enumerate(seen):
            assert position(line.position(n)) == expected, (game.code, n)
            checked += 1
    assert checked > 4_000


def test_a_game_with_undos_replays_the_line_left_on_the_table() -> None:
    game = Game.from_code("CF1-D1-PHQPHOW")
    rng = random.Random(3)
    for _ in range(150):
        if game.can_undo and rng.random() < 0.2:
            game.undo()
        else:
            game.play(rng.choice(game.legal_moves()))
    line = ReplayLine(records.load(GameRecord.of_game(game, "").to_text())[0])
    assert position(line.position(len(line))) == position(game)
    assert line.position(len(line)).line == game.line


def test_each_move_is_said_as_when_played() -> None:
    game = Game.from_code("CF1-D3-AAAAACL")
    from tests.storage.helpers import won_line

    for move in won_line()[:3]:
        game.play(move)
    line = ReplayLine(GameRecord.of_game(game, ""), "en")
    assert line.said[0] == "queen of clubs from the reserve to column 2."
    assert line.said[2].startswith("king of hearts and 1 card on it from column 2 to column 4.")
    assert ReplayLine(GameRecord.of_game(game, ""), "ru").said[0] == "дама треф из резерва в столбец 2."
