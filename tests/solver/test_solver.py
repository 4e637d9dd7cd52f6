"""The solver: outcomes, lines that replay through the engine, safety, budgets, hints."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from canfield.engine import Game, Move
from canfield.engine.rules import RULE_SETS, TailMoves
from canfield.solver import Outcome, first_step, hint, hint_from, solve
from canfield.solver.position import COL_TO_COL, Table
from canfield.solver.search import Limit
from tests.engine.positions import position

DATA = Path(__file__).parent.parent / "data"
FIRST_THREE = [Move("reserve", "c2", 1), Move("reserve", "f1", 1), Move("c2", "c4", 2)]

# (rule set, draw) pairs: all three profiles, both draws where allowed, and the paper's two sets
CASES = [
    ("canfield", 3),
    ("canfield", 1),
    ("strict", 3),
    ("classic", 3),
    ("paper-partial", 3),
    ("paper-partial", 1),
    ("paper-whole", 3),
    ("paper-whole", 1),
]


def replay(game: Game, line: tuple[Move, ...]) -> Game:
    board = game.copy()
    for move in line:
        board.play(move)  # raises IllegalMove if the solver got a rule wrong
    return board


@pytest.mark.parametrize(("rules", "draw"), CASES)
def test_every_winning_line_replays_to_a_win(rules: str, draw: int) -> None:
    wins = 0
    for deal in range(500, 510):
        game = Game(deal, RULE_SETS[rules].with_draw(draw))
        result = solve(game, budget_nodes=2500, budget_seconds=None)
        assert result.outcome in set(Outcome)
        if result.winnable:
            wins += 1
            assert replay(game, result.line).is_won, (rules, draw, deal)
        else:
            assert result.line == ()
    assert wins > 0, f"no deal won under {rules} draw {draw}: the test would prove nothing"


@pytest.mark.slow
@pytest.mark.parametrize(("rules", "draw"), CASES)
def test_every_winning_line_replays_on_more_deals(rules: str, draw: int) -> None:
    wins = 0
    for deal in range(7000, 7200, 5):  # 40 deals spread out
        game = Game(deal, RULE_SETS[rules].with_draw(draw))
        result = solve(game, budget_nodes=1500, budget_seconds=None)
        if result.winnable:
            wins += 1
            assert replay(game, result.line).is_won, (rules, draw, deal)
    assert wins >= 10, f"only {wins} wins under {rules} draw {draw}"


def test_paper_whole_never_moves_a_lone_top_card_off_a_longer_column() -> None:
    # Deal 1004 is won only with such a move (the looser rule of before); whole piles only, it is lost.
    rules = RULE_SETS["paper-whole"]
    lost = solve(Game(1004, rules), budget_nodes=100_000, budget_seconds=None)
    assert lost.outcome is Outcome.NOT_WINNABLE
    looser = solve(Game(1004, replace(rules, tail_moves=TailMoves.TOP_OR_WHOLE)), budget_nodes=100_000)
    assert looser.winnable
    table = Table.from_game(Game(1004, rules))
    state = table.state_of(Game(1004, rules))
    for _prio, (kind, a, _b, n), _child in table.children(state):
        assert kind != COL_TO_COL or n == len(state[0][a])


def test_solving_mid_game_and_leaving_the_game_alone() -> None:
    game = Game(505, "paper-partial")
    first = solve(game, budget_nodes=5000, budget_seconds=None)
    assert first.winnable
    for move in first.line[:40]:  # well into the game, stock clicks and all
        game.play(move)
    before = game.to_dict()
    result = solve(game, budget_nodes=30000, budget_seconds=None)
    assert game.to_dict() == before
    assert result.winnable
    assert replay(game, result.line).is_won


@pytest.mark.parametrize("name", ["won_line_AAAAACL.txt", "won_line_AAAAACL_solver.txt"])
def test_the_won_game_replays_from_its_start_to_255(name: str) -> None:
    # won_line_AAAAACL.txt: 408 moves from a crude search; ..._solver.txt: the
    # 222 moves this solver found after the seed's three moves
    line = [Move.parse(t) for t in (DATA / name).read_text().split()]
    assert line[:3] == FIRST_THREE
    board = replay(Game.from_code("CF1-D3-AAAAACL", "canfield"), tuple(line))
    assert board.is_won
    assert board.score == 255


def test_the_solver_wins_the_won_game_after_the_seeds_three_moves() -> None:
    game = Game.from_code("CF1-D3-AAAAACL", "canfield")
    for move in FIRST_THREE:
        game.play(move)
    result = solve(game, budget_nodes=200_000, budget_seconds=None)
    assert result.winnable
    board = replay(game, result.line)
    assert board.is_won
    assert board.score == 255  # no take-backs in the line: every card placed once


DEAD = {
    "f1": "7H 8H 9H 10H JH QH KH AH 2H 3H",
    "f2": "7S 8S 9S 10S JS QS KS AS 2S 3S 4S 5S 6S",
    "f3": "7D 8D 9D 10D JD QD KD AD 2D 3D",
    "f4": "7C 8C 9C 10C JC QC KC AC 2C 3C 4C 5C 6C",
    "stock": "",
}


def test_a_dead_position_is_not_winnable() -> None:
    # Classic rules. The 6♥ on the reserve covers the 4♥; the 5♥ and 5♦ can go
    # nowhere (no black cards are left to build on, and an empty column takes
    # only the waste top), so no column ever empties to let the reserve out.
    game = position("classic", base="7H", reserve="4H 6H", c1="5H", c2="4D 5D", c3="6D", c4="", **DEAD)
    result = solve(game, budget_seconds=5)
    assert result.outcome is Outcome.NOT_WINNABLE
    assert result.line == ()
    # With the 4♥ on the reserve's top and the 4♦ on the 5♦, everything goes
    # home (the column of the 5♥ empties and the reserve fills it).
    game = position("classic", base="7H", reserve="6H 4H", c1="5H", c2="5D 4D", c3="6D", c4="", **DEAD)
    result = solve(game, budget_seconds=5)
    assert result.winnable
    assert replay(game, result.line).is_won


#: Lost, but only after some 25 million positions (about a minute even for the compiled core).
HARD_DEAL = 5088077432


def test_budgets_and_cancel_give_unknown() -> None:
    result = solve(Game(1001, "paper-partial"), budget_nodes=50, budget_seconds=None)
    assert result.outcome is Outcome.UNKNOWN and result.nodes == 50
    calls = []

    def cancel() -> bool:
        calls.append(1)
        return True

    hard = Game(HARD_DEAL, "paper-partial")  # a deal the solver needs long for
    result = solve(hard, budget_seconds=None, cancel=cancel)
    assert result.outcome is Outcome.UNKNOWN
    assert result.cancelled and calls
    result = solve(hard, budget_seconds=0.05)
    assert result.outcome is Outcome.UNKNOWN and not result.cancelled


def test_hint_from_reads_a_finished_solve() -> None:
    game = Game.from_code("CF1-D3-AAAAACL", "paper-partial")
    result = solve(game, budget_nodes=200_000, budget_seconds=None)
    found = hint_from(result)
    assert found is not None and found.winning and found.move == result.line[0]
    assert found.steps == first_step(result.line) and game.is_legal(found.move)
    assert hint_from(replace(result, line=())) is None  # a won game has no hint


@pytest.mark.parametrize("code", ["CF1-D3-AAAAACL", "CF1-D1-AAAAACL", "CF1-D3-AAAAAAB", "CF1-D3-AAAAAXQ"])
def test_hint_is_a_legal_move(code: str) -> None:
    game = Game.from_code(code, "canfield")
    found = hint(game, seconds=0.5)
    assert found is not None
    assert game.is_legal(found.move)
    assert found.steps[0] == found.move
    board = replay(game, found.steps)  # the whole first step is playable
    assert board.moves_made == len(found.steps)
    if found.winning:
        assert found.outcome is Outcome.WINNABLE


def test_hint_none_when_nothing_useful_is_left() -> None:
    game = position("classic", base="7H", reserve="4H 6H", c1="5H", c2="4D 5D", c3="6D", c4="", **DEAD)
    assert hint(game, seconds=0.5) is None


def test_hint_from_a_winnable_position_starts_the_winning_line() -> None:
    game = Game.from_code("CF1-D3-AAAAACL", "paper-partial")
    found = hint(game, seconds=None, budget_nodes=200_000)
    assert found is not None and found.winning
    assert found.outcome is Outcome.WINNABLE


def test_state_of_refuses_another_deal() -> None:
    table = Table.from_game(Game(1, "canfield"))
    with pytest.raises(ValueError):
        table.state_of(Game(2, "canfield"))


def test_hint_on_a_won_game_is_none() -> None:
    game = Game.from_code("CF1-D3-AAAAACL", "canfield")
    for text in (DATA / "won_line_AAAAACL_solver.txt").read_text().split():
        game.play(Move.parse(text))
    assert game.is_won
    assert hint(game) is None
    assert solve(game).line == ()


def test_an_unknown_answer_says_which_limit_stopped_it() -> None:
    hard = Game(HARD_DEAL, "paper-partial")
    assert solve(hard, budget_nodes=5_000, budget_seconds=None).stopped_by is Limit.POSITIONS
    ticks = iter(range(10**6))
    by_time = solve(hard, budget_seconds=0.2, clock=lambda: next(ticks) / 1000)  # 1 ms a look at the clock
    assert by_time.outcome is Outcome.UNKNOWN and by_time.stopped_by is Limit.TIME
    cancelled = solve(hard, budget_seconds=None, cancel=lambda: True)
    assert cancelled.stopped_by is Limit.CANCELLED
    assert solve(Game(1001, "paper-partial"), budget_nodes=500_000, budget_seconds=None).stopped_by is None


def test_a_small_memory_bound_does_not_stop_the_search() -> None:
    # Deal 1020 (paper-whole): its relaxation is lost after 16,894 positions; with a table
    # that holds a fraction of them, the relaxation and then the main search go on.
    game = Game(1020, RULE_SETS["paper-whole"].with_draw(3))
    result = solve(game, budget_nodes=2_000_000, budget_seconds=None, memory=200_000)
    assert result.outcome is Outcome.NOT_WINNABLE
