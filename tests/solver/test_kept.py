"""Tables kept between searches of one position, where no move can be undone (paper-whole)."""

from __future__ import annotations

import pytest

from canfield.engine import Game
from canfield.engine.rules import RULE_SETS
from canfield.solver import fast
from canfield.solver.fast import keeps_tables, search_spec
from canfield.solver.position import Table
from canfield.solver.search import Outcome
from canfield.solver.strategy import solve_complete

_core = pytest.importorskip("canfield.solver._core")

WHOLE = RULE_SETS["paper-whole"].with_draw(3)


def table_and_state(deal: int, rules=WHOLE) -> tuple[Table, tuple]:
    game = Game(deal, rules)
    table = Table.from_game(game).complete()
    return table, table.state_of(game)


def chained(table: Table, state: tuple, step: int, by_check: bool) -> tuple[int, int]:
    """Search again and again with one kept table, each time in another order, stopped early
    (after ``step`` more positions, by the budget or by check()), until one search ends."""
    kept = _core.kept()
    spec = search_spec(table)
    total, seed = 0, 1
    while True:
        calls = 0

        def check() -> bool:
            nonlocal calls
            calls += 1
            return calls > step // 64

        budget = None if by_check else step
        code, _steps, nodes, _short, _far = _core.search(
            spec, state, budget, check if by_check else None, 64, seed, True, kept
        )
        total += nodes
        if code != 2:
            return code, total
        seed += 1


@pytest.mark.parametrize("by_check", [False, True], ids=["budget", "check"])
def test_searches_stopped_early_and_resumed_in_other_orders_give_the_plain_answer(by_check: bool) -> None:
    # Every position a stopped search finished is lost; the ones on its stack are not marked.
    # A wrong mark would turn a win into "not winnable" here (or the other way round).
    answers = {0: 0, 1: 0}
    for deal in range(1000, 1040):
        table, state = table_and_state(deal)
        plain = _core.search(search_spec(table), state, 3_000_000, None, 0, 0, True)[0]
        if plain == 2:
            continue
        code, _total = chained(table, state, 3_000, by_check)
        assert code == plain, f"deal {deal}"
        answers[code] += 1
    assert answers[0] >= 5 and answers[1] >= 5  # both kinds of answer were checked


def test_a_lost_deal_is_not_searched_again_by_the_main_search() -> None:
    # Deal 1028 is lost after 558,049 positions in the plain order. Probes used to
    # search part of it again and again (each with a new table), then the main search all of it.
    table, state = table_and_state(1028)
    with_kept = solve_complete(table, state, budget_nodes=2_000_000, probes=True)
    assert with_kept.outcome is Outcome.NOT_WINNABLE
    assert with_kept.nodes < 600_000


def test_solve_keeps_tables_only_where_no_move_can_be_undone() -> None:
    for name in ("paper-whole", "classic"):  # whole piles only, no taking back
        assert keeps_tables(table_and_state(1000, RULE_SETS[name].with_draw(3))[0]), name
    for name in ("paper-partial", "canfield", "strict"):
        assert not keeps_tables(table_and_state(1000, RULE_SETS[name].with_draw(3))[0]), name


def test_a_kept_table_is_for_one_position_only() -> None:
    table, state = table_and_state(1028)
    kept = _core.kept()
    spec = search_spec(table)
    assert _core.search(spec, state, 1_000, None, 0, 0, True, kept)[0] == 2
    other_table, other_state = table_and_state(1080)
    with pytest.raises(ValueError, match="one position"):
        _core.search(search_spec(other_table), other_state, 1_000, None, 0, 0, True, kept)
    with pytest.raises(ValueError):
        _core.search(spec, state, 1_000, None, 0, 0, True, "not a table")


def test_answers_are_the_same_with_and_without_kept_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    games = [table_and_state(deal) for deal in range(1040, 1070)]
    kept = [solve_complete(t, s, budget_nodes=400_000, probes=True).outcome for t, s in games]
    monkeypatch.setattr(fast, "keeps_tables", lambda table: False)
    fresh = [solve_complete(t, s, budget_nodes=400_000, probes=True).outcome for t, s in games]
    for a, b in zip(kept, fresh, strict=True):
        if Outcome.UNKNOWN not in (a, b):
            assert a is b


def test_a_position_claimed_just_before_check_stops_the_search_is_not_kept_as_settled() -> None:
    # check() is asked after every position here: the search stops right after claiming
    # the root's first child, before searching it. Root and child are both unsearched.
    table, state = table_and_state(1028)
    kept = _core.kept()
    code = _core.search(search_spec(table), state, None, lambda: True, 1, 0, True, kept)[0]
    assert code == 2
    assert _core.kept_settled(kept) == 0
    # after a longer search, what it searched to the end stays settled
    _core.search(search_spec(table), state, 5_000, None, 0, 0, True, kept)
    assert _core.kept_settled(kept) > 1_000


def test_a_kept_table_is_for_one_game_only() -> None:
    # the same deal dealt under classic rules: the same cards, another game
    table, state = table_and_state(1028)
    kept = _core.kept()
    assert _core.search(search_spec(table), state, 1_000, None, 0, 0, True, kept)[0] == 2
    classic, classic_state = table_and_state(1028, RULE_SETS["classic"].with_draw(3))
    assert keeps_tables(classic)
    with pytest.raises(ValueError, match="one game"):
        _core.search(search_spec(classic), classic_state, 1_000, None, 0, 0, True, kept)


def test_nothing_is_kept_when_moves_are_left_for_later() -> None:
    # spec value 3 (tests only) defers every tail move: a position whose deferred moves are
    # pending is neither on the stack nor searched to the end
    table, state = table_and_state(1028)
    kept = _core.kept()
    spec = (*search_spec(table)[:-1], 3)
    assert _core.search(spec, state, 5_000, None, 0, 0, True, kept)[0] == 2
    assert _core.kept_settled(kept) == 0
