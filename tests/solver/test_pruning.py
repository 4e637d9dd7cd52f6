"""Safety of the search's pruning: proven-lost deals stay lost without it, and the dominance bits."""

from __future__ import annotations

import pytest

from canfield.engine import Game
from canfield.engine.rules import RULE_SETS
from canfield.solver.position import Table
from canfield.solver.search import Outcome, Search

# paper-partial deals (draw 3) that the solver proves lost with a few hundred to a few thousand positions
LOST = [433990593, 7438429000, 5453727881, 2402154336]


def _search(game: Game, dominance: bool, safe_moves: bool = True) -> tuple[Outcome, int]:
    table = Table.from_game(game)
    table.dominance = dominance
    if not safe_moves:
        table.closure = lambda s: (s, [])  # every foundation move left to the search
    result = Search(table, budget_nodes=400_000).run(table.state_of(game))
    return result.outcome, result.nodes


@pytest.mark.parametrize("deal", LOST)
def test_lost_deals_stay_lost_without_the_pruning(deal: int) -> None:
    game = Game(deal, "paper-partial")
    pruned, pruned_nodes = _search(game, dominance=True)
    plain, plain_nodes = _search(game, dominance=False)
    assert pruned is Outcome.NOT_WINNABLE
    assert plain is Outcome.NOT_WINNABLE
    assert pruned_nodes <= plain_nodes


@pytest.mark.parametrize("deal", LOST[:3])
def test_lost_deals_stay_lost_without_pruning_or_safe_moves(deal: int) -> None:
    outcome, _nodes = _search(Game(deal, "paper-partial"), dominance=False, safe_moves=False)
    assert outcome is Outcome.NOT_WINNABLE


def test_waste_positions_dominate_the_later_ones_of_their_group_of_three() -> None:
    game = Game(63, "paper-partial")
    assert game.rules.draw == 3
    table = Table.from_game(game)
    cols, rn, found, talon, _pos = table.state_of(game)
    size = len(talon)
    assert size == 34
    # waste position 4 reaches 4, 7, ..., 31 in this pass, then the aligned positions
    covers = table.covers((cols, rn, found, talon, 4))
    assert covers == 1 | sum(1 << q for q in range(4, size, 3))
    assert covers & table.bit((cols, rn, found, talon, 31))
    assert covers & table.bit((cols, rn, found, talon, 6))  # aligned: reduced to bit 0
    assert not covers & table.bit((cols, rn, found, talon, 5))
    assert not covers & table.bit((cols, rn, found, talon, 1))
    assert table.covers((cols, rn, found, talon, 3)) == 1
    table.dominance = False
    assert table.covers((cols, rn, found, talon, 4)) == 1 << 4
    one = Table.from_game(Game(63, RULE_SETS["paper-partial"].with_draw(1)))
    assert one.covers((cols, rn, found, talon, 5)) == 1
