"""Safety of the search's pruning and deferral: proven-lost deals stay lost without them, deferred wins replay."""

from __future__ import annotations

import random

import pytest

from canfield.engine import Game
from canfield.engine.rules import RULE_SETS
from canfield.solver.position import COL_TO_COL, Table
from canfield.solver.search import Outcome, Search

# paper-partial deals (draw 3) that the solver proves lost with a few hundred to a few thousand positions
LOST = [433990593, 7438429000, 5453727881, 2402154336]


class AllDeferred(Table):
    """A test table that defers every column-to-column move (the search is still complete)."""

    def _push_tail(self, s: tuple, i: int, j: int, k: int, out: list) -> None:
        made: list = []
        super()._push_tail(s, i, j, k, made)
        self.deferred.extend((step, after) for _prio, step, after in made)


def _table(game: Game, order: str) -> Table:
    """``order``: "complete" (every move at once), "focused" (as solve), "all" (every column move deferred)."""
    plain = Table.from_game(game)
    if order == "complete":
        return plain
    table = (AllDeferred if order == "all" else Table)(
        plain.rules, plain.foundation_suits, plain.start_rank, plain.reserve
    )
    table.focused = True
    table.deferred = []
    return table


def _search(
    game: Game, dominance: bool, safe_moves: bool = True, order: str = "complete", twins: bool = True
) -> tuple[Outcome, int]:
    table = _table(game, order)
    table.dominance = dominance
    table.twins = twins
    if not safe_moves:
        table.closure = lambda s: (s, [])  # every foundation move left to the search
    result = Search(table, budget_nodes=400_000).run(table.state_of(game))
    return result.outcome, result.nodes


@pytest.mark.parametrize("deal", LOST)
def test_lost_deals_stay_lost_without_the_pruning(deal: int) -> None:
    game = Game(deal, "paper-partial")
    pruned, pruned_nodes = _search(game, dominance=True)
    plain, plain_nodes = _search(game, dominance=False, twins=False)
    assert pruned is Outcome.NOT_WINNABLE
    assert plain is Outcome.NOT_WINNABLE
    assert pruned_nodes <= plain_nodes


@pytest.mark.parametrize("deal", LOST)
def test_deferring_moves_searches_exactly_the_same_positions(deal: int) -> None:
    # Without the dominance bits, a complete search expands every reachable position once, whatever the order.
    game = Game(deal, "paper-partial")
    counts = {order: _search(game, dominance=False, order=order) for order in ("complete", "focused", "all")}
    assert set(counts.values()) == {(Outcome.NOT_WINNABLE, counts["complete"][1])}
    assert _search(game, dominance=True, order="focused")[0] is Outcome.NOT_WINNABLE


# (1004 is lost under paper-whole: its wins need a lone top card to leave a longer column)
@pytest.mark.parametrize(("rules", "deal"), [("paper-partial", 1004), ("paper-partial", 1055), ("paper-whole", 1055)])
def test_a_win_found_below_a_deferred_move_replays(rules: str, deal: int) -> None:
    game = Game(deal, rules)
    table = _table(game, "all")
    search = Search(table, budget_nodes=20_000)
    result = search.run(table.state_of(game))
    assert result.winnable and search.won_deferred
    board = game.copy()
    for move in result.line:
        board.play(move)
    assert board.is_won


@pytest.mark.parametrize("deal", LOST[:3])
def test_lost_deals_stay_lost_without_pruning_or_safe_moves(deal: int) -> None:
    outcome, _nodes = _search(Game(deal, "paper-partial"), dominance=False, safe_moves=False, twins=False)
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


def _twin_move(table: Table, state: tuple, step: tuple) -> bool:
    """The move the twin rule leaves out: a partial tail from a card onto its twin, neither next home."""
    kind, i, j, k = step
    cols, _rn, found, _talon, _pos = state
    if kind != COL_TO_COL or k == len(cols[i]) or not cols[j]:
        return False
    below, head, onto = cols[i][-k - 1], cols[i][-k], cols[j][-1]
    return (
        table.twin[below] == onto
        and table.fits[below * 52 + head]
        and not (table._next(found, below) or table._next(found, onto))
    )


def test_the_twin_rule_leaves_out_exactly_the_twin_moves() -> None:
    rng = random.Random(5)
    left_out = 0
    for deal in range(2000, 2030):
        game = Game(deal, RULE_SETS["paper-partial"].with_draw(3))
        for _ in range(150):
            moves = [m for m in game.legal_moves() if "stock" not in (m.source, m.target)] or game.legal_moves()
            if not moves or game.is_won:
                break
            game.play(rng.choice(moves))
            table = Table.from_game(game)
            assert table.twins
            state = table.state_of(game)
            pruned = {step for _prio, step, _after in table.children(state)}
            table.twins = False
            every = {step for _prio, step, _after in table.children(state)}
            assert pruned <= every
            assert every - pruned == {step for step in every if _twin_move(table, state, step)}
            left_out += len(every - pruned)
    assert left_out > 100  # the rule does leave moves out on these games


@pytest.mark.parametrize("rules", ["canfield", "strict", "classic", "paper-whole"])
def test_the_twin_rule_is_for_paper_partial_only(rules: str) -> None:
    assert not Table.from_game(Game(5, rules)).twins
