"""Blocked cards (docs/solver.md, "Blocked cards"): positions where some card can never get home.

``Table.dead`` and the core's ``blocked_dead`` give such positions up (where
``Table.blocked`` says the argument holds); these tests check the check itself,
that the core and the Python search agree on it node for node, and that it
changes no outcome.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from canfield.engine import Game
from canfield.engine.rules import RULE_SETS, EmptyFill, Rules, TailMoves
from canfield.solver.position import Table
from canfield.solver.search import Outcome, Search
from canfield.solver.strategy import solve_complete
from tests.engine.positions import position
from tests.solver.blocked_spec import on_position
from tests.solver.endgames import judge_endgames, random_endgame
from tests.solver.test_core import replays_to_a_win, with_and_without

pytest.importorskip("canfield.solver._core")


def _dead(game: Game) -> bool:
    table = Table.from_game(game)
    return table.dead(table.state_of(game))


def test_the_rule_sets_it_applies_to() -> None:
    # taking back (canfield) or cutting tails (canfield, paper-partial) can free any card; built in
    # foundation order (paper-whole), a card above another is lower in its foundation: never dead
    blocked = {name for name, rules in RULE_SETS.items() if Table(rules, ("S", "H", "D", "C"), 7, b"").blocked}
    assert blocked == {"strict", "classic"}


def test_a_card_above_one_it_needs_home_first_is_dead_in_classic() -> None:
    # base 7♠: 6♣ is the last club home, 8♣ the second; in classic 6♣ leaves its column only for
    # home, which needs 8♣ home, which is under it
    assert _dead(position("classic", base="7S", c1="8C 7H 6C"))
    assert not _dead(position("classic", base="7S", c1="6C 5H 4C"))  # 4♣ goes home before 6♣
    assert not _dead(position("classic", base="7S", c1="8C", c2="7H 6C"))  # nothing above 8♣


def test_in_strict_a_lone_top_card_may_still_move_to_its_other_parent() -> None:
    # 6♣'s parents are 7♥ (under it) and 7♦: while 7♦ may still become a column's top, 6♣ can move off
    assert not _dead(position("strict", base="7S", c1="8C 7H 6C"))
    # with 7♦ home (the first diamond), 6♣ can only go home, which needs 8♣ under it home first
    assert _dead(position("strict", base="7S", c1="8C 7H 6C", f3="7D"))


def test_a_dead_root_is_lost_at_once_in_the_core_and_in_python() -> None:
    game = position("classic", base="7S", c1="8C 7H 6C")
    table = Table.from_game(game)
    state = table.state_of(game)
    fast = solve_complete(table, state)
    py = Search(table.complete()).run(state)
    assert (fast.outcome, fast.nodes) == (py.outcome, py.nodes) == (Outcome.NOT_WINNABLE, 1)


def test_the_core_and_python_give_up_the_same_positions() -> None:
    # random endgames searched to the end by both (a search that stops at a budget would hide a
    # difference); the searches with the check must be smaller than without it somewhere
    rng = random.Random(7)
    smaller = 0
    for i in range(120):
        table, state = random_endgame(rng, ("strict", "classic")[i % 2])
        py = Search(table.complete(), budget_nodes=20_000).run(state)
        fast = solve_complete(table, state, budget_nodes=20_000)
        assert (fast.outcome, fast.nodes, fast.line) == (py.outcome, py.nodes, py.line), state
        if fast.outcome is not Outcome.UNKNOWN:
            table.blocked = False
            smaller += fast.nodes < solve_complete(table, state, budget_nodes=20_000).nodes
    assert smaller > 20


def test_a_deal_that_needed_tens_of_millions_of_positions_is_proven_lost() -> None:
    # classic CF1-D3-AXDGCGK: unknown after 50 million positions without the check (docs/solver.md)
    game = Game.from_code("CF1-D3-AXDGCGK", RULE_SETS["classic"])
    table = Table.from_game(game)
    result = solve_complete(table, table.state_of(game), budget_nodes=1_000_000)
    assert result.outcome is Outcome.NOT_WINNABLE and result.nodes < 1_000_000


@pytest.mark.parametrize("name", ["strict", "classic"])
def test_the_check_changes_no_outcome(name: str) -> None:
    pruned_some = False
    for deal in range(4000, 4012):
        game = Game(deal, RULE_SETS[name].with_draw(3))
        blocked, every = with_and_without(game, "blocked", 150_000)
        if Outcome.UNKNOWN not in (blocked.outcome, every.outcome):
            assert blocked.outcome is every.outcome, deal
            pruned_some |= blocked.nodes < every.nodes
        if blocked.winnable:
            assert replays_to_a_win(game, blocked.line)
    assert pruned_some


def test_every_random_endgame_it_gives_up_is_lost() -> None:
    # the check against the complete search without it, where that search is cheap (docs/solver.md)
    counts = judge_endgames(random.Random(1), 400)
    given_up = Counter[str]()
    for (_name, dead, outcome), n in counts.items():
        given_up[outcome] += n if dead else 0
    assert given_up["winnable"] == given_up["unknown"] == 0 and given_up["not winnable"] > 100


def test_not_where_a_lone_top_card_may_go_to_an_empty_column() -> None:
    # found by review: with a lone top card allowed into an empty column (rules of one's own), 6♣
    # leaves 5♣ 6♥ 6♣ for the empty column with no parent; the check must stay off there
    lone_to_empty = Rules(name="own", take_back=False, tail_moves=TailMoves.TOP_OR_WHOLE, empty_fill=EmptyFill.ANY)
    whole_only = replace(lone_to_empty, tail_moves=TailMoves.WHOLE_ONLY)  # a whole column keeps its order
    home = {
        "f1": "7S 8S 9S 10S JS QS KS AS 2S 3S 4S 5S 6S",
        "f2": "7H 8H 9H 10H JH QH KH AH 2H 3H 4H 5H",
        "f3": "7D 8D 9D 10D JD QD KD AD 2D 3D 4D 5D 6D",
        "f4": "7C 8C 9C 10C JC QC KC AC 2C 3C 4C",
    }
    game = position(lone_to_empty, base="7S", c1="5C 6H 6C", stock="", **home)
    table = Table.from_game(game)
    assert not table.blocked
    assert solve_complete(table, table.state_of(game)).winnable
    game = position(whole_only, base="7S", c1="5C 6H 6C", stock="", **home)
    table = Table.from_game(game)
    assert table.blocked and table.dead(table.state_of(game))
    assert solve_complete(table, table.state_of(game)).outcome is Outcome.NOT_WINNABLE


def _positions_along_random_plays(rng: random.Random, name: str, deals: int, steps: int) -> list[tuple[Table, tuple]]:
    """Positions a search could meet: each deal played forward ``steps`` random steps of the solver's children."""
    out = []
    for _ in range(deals):
        game = Game(rng.randrange(10**6), RULE_SETS[name])
        table = Table.from_game(game)
        state = table.closure(table.state_of(game))[0]
        for _ in range(steps):
            out.append((table, state))
            kids = table.children(state)
            if not kids:
                break
            state = table.closure(rng.choice(kids)[2])[0]
    return out


def _positions_a_search_expands(name: str, deal: int, most: int) -> list[tuple[Table, tuple]]:
    """The first ``most`` positions the Python search asks ``Table.dead`` about, on a lost deal."""
    game = Game(deal, RULE_SETS[name])
    table = Table.from_game(game)
    asked: list[tuple] = []
    check = table.dead
    table.dead = lambda state: asked.append(state) or check(state)  # type: ignore[method-assign]
    Search(table, budget_nodes=most).run(table.state_of(game))
    del table.dead  # the method again, for the comparison
    return [(table, state) for state in asked]


def test_an_independent_reading_of_the_spec_gives_up_the_same_positions() -> None:
    # tests/solver/blocked_spec.py was written from docs/solver.md's text alone, without reading
    # Table.dead or the core's blocked_dead; the crosscheck confirms losses with it where the
    # plain search without any check cannot finish (benchmarks/solver_crosscheck.py)
    rng = random.Random(31)
    cases = [random_endgame(rng, ("strict", "classic")[i % 2], 22) for i in range(600)]
    for name in ("strict", "classic"):
        cases += _positions_along_random_plays(rng, name, 20, 60)
    # lost deals whose searches give up many positions (strict 1084: 1,242 of its first 3,000)
    cases += _positions_a_search_expands("strict", 1084, 3000) + _positions_a_search_expands("classic", 1010, 3000)
    verdicts = Counter((table.dead(state), on_position(table, state)) for table, state in cases)
    assert verdicts[True, False] == verdicts[False, True] == 0, verdicts
    assert verdicts[True, True] > 1000 and verdicts[False, False] > 1000, verdicts  # both answers well tried
