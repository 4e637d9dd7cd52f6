"""The draw-1 relaxation: a draw-3 game is lost when the same deal drawn one at a time is lost."""

from __future__ import annotations

import pytest

from canfield.engine import Game
from canfield.engine.rules import RULE_SETS
from canfield.solver import solve
from canfield.solver.fast import relaxation
from canfield.solver.position import Table
from canfield.solver.search import Outcome, Search
from canfield.solver.strategy import solve_complete

pytest.importorskip("canfield.solver._core")

DRAW_3 = ["paper-whole", "paper-partial", "canfield", "strict", "classic"]


def table_and_state(game: Game) -> tuple[Table, tuple]:
    table = Table.from_game(game)
    return table, table.state_of(game)


@pytest.mark.parametrize("name", DRAW_3)
def test_the_relaxation_is_the_same_deal_and_rules_drawn_one_at_a_time(name: str) -> None:
    table, _state = table_and_state(Game(1000, RULE_SETS[name].with_draw(3)))
    relaxed = relaxation(table)
    assert relaxed is not None and relaxed.draw == 1
    assert (relaxed.reserve, relaxed.start_rank, relaxed.foundation_suits) == (
        table.reserve, table.start_rank, table.foundation_suits)  # fmt: skip
    for field in ("tail_moves", "empty_fill", "column_build", "take_back"):
        assert getattr(relaxed.rules, field) == getattr(table.rules, field)
    assert relaxed.twins == table.twins


def test_a_draw_1_game_has_no_relaxation() -> None:
    table, _state = table_and_state(Game(1000, RULE_SETS["canfield"].with_draw(1)))
    assert relaxation(table) is None


@pytest.mark.parametrize("name", ["paper-whole", "paper-partial"])
def test_a_lost_relaxation_only_ever_meets_a_lost_draw_3_game(name: str) -> None:
    # The argument (docs/solver.md): every draw-3 line is a draw-1 line through the same
    # positions, so a won draw-3 game has a won relaxation. Checked against the plain
    # draw-3 search (no probes, no relaxation) wherever both finish.
    both_lost = 0
    for deal in range(1000, 1060):
        table, state = table_and_state(Game(deal, RULE_SETS[name].with_draw(3)))
        relaxed = solve_complete(relaxation(table), state, budget_nodes=30_000).outcome
        plain = solve_complete(table, state, budget_nodes=300_000).outcome
        if relaxed is Outcome.NOT_WINNABLE:
            assert plain is not Outcome.WINNABLE, f"deal {deal}: won, but its relaxation is lost"
            both_lost += plain is Outcome.NOT_WINNABLE
        if plain is Outcome.WINNABLE:
            assert relaxed is not Outcome.NOT_WINNABLE
    assert both_lost >= 2  # the check had losses to compare


def test_the_python_search_of_the_relaxation_agrees() -> None:
    game = Game(1020, RULE_SETS["paper-whole"].with_draw(3))  # its relaxation: lost after 16,894
    table, state = table_and_state(game)
    relaxed = relaxation(table)
    core = solve_complete(relaxed, state, budget_nodes=200_000)
    python = Search(relaxed.complete(), budget_nodes=200_000).run(state)
    assert core.outcome is python.outcome is Outcome.NOT_WINNABLE
    assert core.nodes == python.nodes


def test_solve_proves_a_whole_pile_deal_lost_through_its_relaxation() -> None:
    # CF1-D3-MMLGQXO: the draw-3 search proves it lost only after 24.8 million positions;
    # drawn one at a time it is lost after 1,836. Before the relaxation: unknown here.
    game = Game.from_code("CF1-D3-MMLGQXO", "paper-whole")
    table, state = table_and_state(game)
    assert solve_complete(table, state, budget_nodes=200_000).outcome is Outcome.UNKNOWN
    result = solve(game, budget_nodes=200_000, budget_seconds=None)
    assert result.outcome is Outcome.NOT_WINNABLE and result.nodes < 200_000
    assert not result.line
