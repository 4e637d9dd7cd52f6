"""The compiled core against the Python solver it mirrors (every rule set, taking back too)."""

from __future__ import annotations

import random
import subprocess
import sys
import textwrap

import pytest

from canfield.engine import Card, Game
from canfield.engine.cards import ALL_CARDS
from canfield.engine.rules import RULE_SETS, Rules
from canfield.solver import solve
from canfield.solver.fast import available, line_of, search_spec, spec_of
from canfield.solver.position import COL_TO_COL, TAKE_BACK, Table
from canfield.solver.search import Outcome, Search, SolveResult
from canfield.solver.strategy import solve_complete
from tests.engine.positions import position
from tests.solver.test_solver import DEAD

_core = pytest.importorskip("canfield.solver._core")

RULES = [
    ("paper-partial", 1),
    ("paper-partial", 3),
    ("paper-whole", 1),
    ("paper-whole", 3),
    ("strict", 3),
    ("classic", 3),
    ("canfield", 1),
    ("canfield", 3),
]
IDS = [f"{name}-d{draw}" for name, draw in RULES]


def rules_of(name: str, draw: int) -> Rules:
    return RULE_SETS[name].with_draw(draw)


def same_children(table: Table, state: tuple) -> int:
    """Check the core's children and automatic moves against Python's; the number of take-backs among them."""
    spec = spec_of(table)
    expected = table.children(state)
    got = _core.children(spec, state)
    assert got == expected
    assert _core.closure(spec, state) == table.closure(state)[0]
    for _prio, _step, child in expected:  # and one step further, where closure has work to do
        assert _core.closure(spec, child) == table.closure(child)[0]
    return sum(step[0] == TAKE_BACK for _prio, step, _child in expected)


def same_searches(game: Game) -> list[tuple]:
    """The Python and the core's complete search from the game's position, at node budgets 1, 50 and 3000.

    Checks that they give the same outcome, positions and line; returns the pairs of results.
    """
    table = Table.from_game(game)
    state = table.state_of(game)
    pairs = []
    for budget in (1, 50, 3000):
        py = Search(table.complete(), budget_nodes=budget).run(state)
        fast = solve_complete(table, state, budget_nodes=budget)
        assert (fast.outcome, fast.nodes, fast.line) == (py.outcome, py.nodes, py.line)
        pairs.append((py, fast))
    return pairs


def playout_states(game: Game, rng: random.Random, length: int) -> list[Game]:
    """Positions along a random game that prefers moves other than stock clicks."""
    out = []
    for _ in range(length):
        moves = game.legal_moves()
        if not moves or game.is_won:
            break
        useful = [m for m in moves if "stock" not in (m.source, m.target)]
        pool = useful if useful and rng.random() < 0.8 else moves
        game.play(rng.choice(pool))
        out.append(game.copy())
    return out


def test_available() -> None:
    assert available()


@pytest.mark.parametrize(("name", "draw"), RULES, ids=IDS)
def test_children_and_closure_match_along_random_games(name: str, draw: int) -> None:
    rng = random.Random(f"{name}{draw}")
    seen_empty_column = seen_empty_reserve = take_backs = 0
    for deal in range(12):
        game = Game(1000 + deal, rules_of(name, draw))
        table = Table.from_game(game).complete()
        for board in [game.copy(), *playout_states(game, rng, 400)]:
            state = table.state_of(board)
            take_backs += same_children(table, state)
            seen_empty_column += any(not col for col in state[0])
            seen_empty_reserve += state[1] == 0
    assert seen_empty_reserve > 0
    if name != "strict" and name != "classic":  # they refill at once: columns empty only without a reserve
        assert seen_empty_column > 0
    assert (take_backs > 0) is RULE_SETS[name].take_back


HAND_MADE = [
    # empty reserve, an empty column, runs to move or split
    dict(reserve="", c1="KS QH JS", c2="", c3="9D 8C", c4="5C", waste="TH", stock="4D 3S 2H 8D TC"),
    dict(reserve="", c1="", c2="", c3="9D 8C 7H", c4="KC QD", waste="JS 6S", stock="5H 2C"),
    dict(reserve="4H 6H", c1="5H", c2="4D 5D", c3="6D", c4="", waste="8S 2D 9H", stock="3C"),
    dict(reserve="", c1="QS JH TS 9H", c2="", c3="", c4="", waste="TD 8H KH", stock="9S 7C"),
    dict(reserve="2S", c1="8H", c2="9C 8D", c3="7S 6H 5S", c4="AH", waste="", stock="JD 6C 4C 3D"),
]


@pytest.mark.parametrize(("name", "draw"), RULES, ids=IDS)
@pytest.mark.parametrize("piles", HAND_MADE)
def test_children_and_closure_match_on_hand_made_positions(name: str, draw: int, piles: dict) -> None:
    for base in ("7H", "AS", "KD"):
        try:
            game = position(name, base=base, draw=draw, **piles)
        except ValueError:  # the base card is one of the given cards
            continue
        table = Table.from_game(game).complete()
        state = table.state_of(game)
        same_children(table, state)
        for pos in range(len(state[3]) + 1):  # every waste position
            same_children(table, (*state[:4], pos))


@pytest.mark.parametrize(("name", "draw"), RULES, ids=IDS)
def test_search_is_the_python_complete_search_node_for_node(name: str, draw: int) -> None:
    for deal in range(8):
        for py, fast in same_searches(Game(2000 + deal, rules_of(name, draw))):
            if not fast.winnable:  # a hint's step toward the furthest position searched
                assert fast.best_first == py.best_first


@pytest.mark.parametrize(("deal", "draw", "outcome"), [(2015, 3, "not winnable"), (2018, 3, "not winnable"),
                                                       (2027, 3, "winnable"), (2012, 1, "winnable")])  # fmt: skip
def test_search_with_taking_back_is_the_python_one_to_the_end(deal: int, draw: int, outcome: str) -> None:
    # whole searches (lost ones exhaust every take-back), and wins whose lines take cards back
    game = Game(deal, rules_of("canfield", draw))
    table = Table.from_game(game)
    state = table.state_of(game)
    py = Search(table.complete()).run(state)
    fast = solve_complete(table, state)
    assert fast.outcome == outcome
    assert (fast.outcome, fast.nodes, fast.line) == (py.outcome, py.nodes, py.line)
    if fast.winnable:
        assert any(move.source.startswith("f") for move in fast.line)
        assert replays_to_a_win(game, fast.line)


def test_solve_uses_the_core_with_taking_back(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    real = solve_complete

    def spy(table: Table, *args: object, **kwargs: object) -> object:
        calls.append(table.take_back)
        return real(table, *args, **kwargs)

    monkeypatch.setattr("canfield.solver.strategy.solve_complete", spy)
    game = Game(2027, rules_of("canfield", 3))
    result = solve(game, budget_nodes=400_000, budget_seconds=None)
    assert calls == [True] and result.winnable and replays_to_a_win(game, result.line)


def replays_to_a_win(game: Game, line: tuple) -> bool:
    board = game.copy()
    for move in line:
        board.play(move)
    return board.is_won


@pytest.mark.parametrize(("name", "draw"), RULES, ids=IDS)
def test_search_agrees_with_solve(name: str, draw: int) -> None:
    resolved = 0
    for deal in range(40):
        game = Game(3000 + deal, rules_of(name, draw))
        table = Table.from_game(game)
        fast = solve_complete(table, table.state_of(game), budget_nodes=300_000)
        if fast.winnable:
            assert replays_to_a_win(game, fast.line)
        py = solve(game, budget_nodes=3000, budget_seconds=None)
        if py.outcome is not Outcome.UNKNOWN and fast.outcome is not Outcome.UNKNOWN:
            assert py.outcome is fast.outcome
            resolved += 1
    assert resolved >= 20


def test_hand_made_loss_and_wins() -> None:
    # the positions of test_solver.test_a_dead_position_is_not_winnable
    lost = position("classic", base="7H", reserve="4H 6H", c1="5H", c2="4D 5D", c3="6D", c4="", **DEAD)
    won = position("classic", base="7H", reserve="6H 4H", c1="5H", c2="5D 4D", c3="6D", c4="", **DEAD)
    for game, outcome in ((lost, Outcome.NOT_WINNABLE), (won, Outcome.WINNABLE)):
        table = Table.from_game(game)
        state = table.state_of(game)
        py = Search(table.complete()).run(state)
        fast = solve_complete(table, state)
        assert fast.outcome is outcome
        assert (fast.outcome, fast.nodes, fast.line) == (py.outcome, py.nodes, py.line)
        if fast.winnable:
            assert replays_to_a_win(game, fast.line)
    # already won: nothing to search
    table = Table.from_game(Game(1, rules_of("paper-partial", 3)))
    fast = solve_complete(table, ((b"", b"", b"", b""), 0, (13, 13, 13, 13), b"", 0))
    assert fast.outcome is Outcome.WINNABLE and fast.line == () and fast.nodes == 0


def test_keys_that_do_not_pack_search_as_the_python_table() -> None:
    # The table packs a position's key into 127 bits when every column is a run of at most
    # 31 cards (pack_key); other keys are kept whole. A 33-card column (the canfield
    # profile's wrap allows it) gives a search where both kinds meet in one table.
    base = Card.parse("7H").index
    start = position("canfield", base="7H", draw=3, c1="8S")
    accepts = Table.from_game(start).accepts

    def run_from(bottom: int) -> list[int] | None:
        col, used = [bottom], {bottom, base}
        while len(col) < 33:
            card = next((a for a in accepts[col[-1]] if a not in used), None)
            if card is None:
                return None
            col.append(card)
            used.add(card)
        return col

    col = next(run for run in (run_from(c.index) for c in ALL_CARDS if c.index != base) if run)
    long_column = position("canfield", base="7H", draw=3, c1=" ".join(str(ALL_CARDS[c]) for c in col))
    # and a column that is not a run (9♦ on 9♣): no key of that search packs
    broken = position("paper-partial", base="7H", draw=3, reserve="KS 2C", c1="5H 4S", c2="9C 9D", c3="QD", c4="JC")
    for game in (long_column, broken):
        py, _fast = same_searches(game)[-1]
        assert py.nodes > 50  # a search, not a position settled at once


def test_budgets_and_check_stop_the_search() -> None:
    game = Game(7000292985, rules_of("paper-partial", 3))  # lost after about 700,000 positions
    table = Table.from_game(game)
    state = table.state_of(game)
    spec = spec_of(table.complete())
    assert _core.search(spec, state, 1000, None, 0) == (2, None, 1000)
    calls = []

    def check() -> bool:
        calls.append(1)
        return len(calls) == 3

    assert _core.search(spec, state, None, check, 100) == (2, None, 300)
    assert len(calls) == 3

    def broken() -> bool:
        raise KeyError("from check")

    with pytest.raises(KeyError):
        _core.search(spec, state, None, broken, 10)

    result = solve_complete(table, state, cancel=lambda: True)
    assert result.outcome is Outcome.UNKNOWN and result.cancelled
    ticks = iter(range(1000))
    result = solve_complete(table, state, budget_seconds=5, clock=lambda: next(ticks))
    assert result.outcome is Outcome.UNKNOWN and not result.cancelled and result.nodes > 0


def test_bad_input_is_refused() -> None:
    game = Game(5, rules_of("paper-partial", 3))
    table = Table.from_game(game)
    spec = spec_of(table)
    state = table.state_of(game)
    with pytest.raises(ValueError):
        _core.search((*spec[:3], 2, *spec[4:]), state, 10, None, 0)  # taking back is 0 or 1
    with pytest.raises(ValueError):
        _core.search((*spec[:11], 4), state, 10, None, 0)  # the twin rule is 0 to 3
    with pytest.raises(ValueError):
        _core.search((*spec[:10], 2, spec[11]), state, 10, None, 0)  # blocked cards: 0 or 1
    cols = state[0]
    twice = ((cols[0] + cols[1][:1], *cols[1:]), *state[1:])
    with pytest.raises(ValueError):
        _core.children(spec, twice)
    with pytest.raises(ValueError):
        _core.closure(spec, (cols, 99, *state[2:]))
    with pytest.raises(TypeError):
        _core.search(spec[:5], state, 10, None, 0)
    too_long = (*spec[:9], (bytes(4000),) + spec[9][1:], *spec[10:])  # more cards fit on a card than the deck holds
    with pytest.raises(ValueError, match="longer than the deck"):
        _core.children(too_long, state)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="limits the address space with setrlimit")
def test_running_out_of_memory_raises_memory_error() -> None:
    code = textwrap.dedent(
        """
        import resource
        from canfield.engine import Game
        from canfield.engine.rules import RULE_SETS
        from canfield.solver.strategy import solve_complete
        from canfield.solver.position import Table

        game = Game(5088077432, RULE_SETS["paper-partial"].with_draw(3))  # needs millions of positions
        table = Table.from_game(game)
        state = table.state_of(game)
        with open("/proc/self/status") as status:
            size = next(int(line.split()[1]) for line in status if line.startswith("VmSize")) * 1024
        resource.setrlimit(resource.RLIMIT_AS, (size + 100 * 2**20, resource.RLIM_INFINITY))
        try:
            solve_complete(table, state)
        except MemoryError:
            print("MemoryError")
        """
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "MemoryError"


def test_probes_find_a_win_the_plain_order_needs_millions_for() -> None:
    # 4608664596: the plain order wins only after about 2.7 million positions (with every
    # twin move; the twin rule alone takes it to 190,644)
    game = Game(4608664596, rules_of("paper-partial", 3))
    table = Table.from_game(game)
    table.twins = False
    state = table.state_of(game)
    plain = solve_complete(table, state, budget_nodes=400_000)
    assert plain.outcome is Outcome.UNKNOWN
    probed = solve_complete(table, state, budget_nodes=400_000, probes=True)
    assert probed.winnable and probed.nodes < 400_000
    assert replays_to_a_win(game, probed.line)


@pytest.mark.parametrize(("name", "draw"), RULES, ids=IDS)
def test_probes_give_the_same_answers(name: str, draw: int) -> None:
    for deal in range(12):
        game = Game(3000 + deal, rules_of(name, draw))
        table = Table.from_game(game)
        state = table.state_of(game)
        plain = solve_complete(table, state, budget_nodes=300_000)
        probed = solve_complete(table, state, budget_nodes=300_000, probes=True)
        if Outcome.UNKNOWN not in (plain.outcome, probed.outcome):
            assert plain.outcome is probed.outcome
        if probed.winnable:
            assert replays_to_a_win(game, probed.line)


def test_a_later_attempt_searches_other_orders() -> None:
    # The search is deterministic: a second search of a position with the same
    # budget used to repeat the first one's work, so it could never find a win
    # the first missed (the window's hint after the indicator's search).
    game = Game(2645227801, rules_of("canfield", 3))
    first = solve(game, budget_nodes=150_000, budget_seconds=None)
    assert first.outcome is Outcome.UNKNOWN
    again = solve(game, budget_nodes=150_000, budget_seconds=None)
    assert again.outcome is Outcome.UNKNOWN and again.nodes == first.nodes  # the same work again
    second = solve(game, budget_nodes=150_000, budget_seconds=None, attempt=1)
    assert second.winnable and replays_to_a_win(game, second.line)


@pytest.mark.parametrize(("deal", "draw"), [(2015, 3), (2018, 3)])
def test_a_later_attempt_still_proves_a_loss(deal: int, draw: int) -> None:
    # its complete search runs in a shuffled order: still every move from every position
    game = Game(deal, rules_of("canfield", draw))
    for attempt in (1, 2):
        assert solve(game, budget_seconds=None, attempt=attempt).outcome is Outcome.NOT_WINNABLE


def with_and_without(game: Game, pruning: str, nodes: int) -> tuple[SolveResult, SolveResult]:
    """The core's complete search from the game's position with the table's ``pruning`` on, then off."""
    table = Table.from_game(game)
    state = table.state_of(game)
    pruned = solve_complete(table, state, budget_nodes=nodes)
    setattr(table, pruning, False)
    return pruned, solve_complete(table, state, budget_nodes=nodes)


def test_the_twin_rule_changes_no_outcome() -> None:
    # paper-partial: the core with and without the twin rule (docs/solver.md, "Twin moves")
    fewer = 0
    for deal in range(3000, 3016):
        game = Game(deal, rules_of("paper-partial", 3))
        pruned, every = with_and_without(game, "twins", 300_000)
        if Outcome.UNKNOWN not in (pruned.outcome, every.outcome):
            assert pruned.outcome is every.outcome
        if pruned.outcome is Outcome.NOT_WINNABLE:
            assert every.outcome is not Outcome.WINNABLE
            fewer += pruned.nodes < every.nodes
        if pruned.winnable:
            assert replays_to_a_win(game, pruned.line)
    assert fewer  # it does prune on some lost deal


def canfield_spec(deal: int, draw: int, twins: int) -> tuple[Game, Table, tuple, tuple]:
    game = Game(deal, rules_of("canfield", draw))
    table = Table.from_game(game)
    return game, table, table.state_of(game), spec_of(table.complete())[:-1] + (twins,)


def test_with_taking_back_deferring_the_twin_moves_wins_far_sooner() -> None:
    # 364522461 (draw 3): the plain order wins after 635,709 positions; with the twin moves
    # left for last, after 36,809, the same search as with the twin rule up to that point
    game, table, state, spec = canfield_spec(364522461, 3, 2)
    assert _core.search(spec[:-1] + (0,), state, 100_000, None, 0)[0] == 2
    code, _steps, nodes, short, _furthest = _core.search(spec, state, 100_000, None, 0, 0, True)
    assert code == 1 and nodes < 100_000
    assert _core.search(spec[:-1] + (1,), state, 100_000, None, 0)[:3:2] == (1, nodes)
    _root, autos = table.closure(state)
    assert replays_to_a_win(game, line_of(table, autos, short))


@pytest.mark.parametrize(("deal", "draw"), [(1013, 3), (2015, 3), (2018, 3)])
def test_deferring_the_twin_moves_still_proves_a_loss(deal: int, draw: int) -> None:
    # the twin rule alone leaves moves out on 1013 and 2018 (draw 3); deferred, every move is searched
    _game, _table, state, spec = canfield_spec(deal, draw, 2)
    plain = _core.search(spec[:-1] + (0,), state, None, None, 0)
    deferred = _core.search(spec, state, None, None, 0)
    assert plain[0] == deferred[0] == 0


@pytest.mark.parametrize("draw", [1, 3])
def test_deferring_the_twin_moves_gives_the_same_answers(draw: int) -> None:
    for deal in range(3100, 3125):
        game, table, state, spec = canfield_spec(deal, draw, 2)
        plain = _core.search(spec[:-1] + (0,), state, 200_000, None, 0)
        code, _steps, _nodes, short, _furthest = _core.search(spec, state, 200_000, None, 0, 0, True)
        if 2 not in (plain[0], code):
            assert plain[0] == code
        if code == 1:
            _root, autos = table.closure(state)
            assert replays_to_a_win(game, line_of(table, autos, short))


@pytest.mark.parametrize(
    ("name", "draw", "deals", "at_least"),
    [
        ("paper-partial", 1, 20, 3),
        ("paper-partial", 3, 20, 3),
        pytest.param("canfield", 1, 60, 1, marks=pytest.mark.slow),
        pytest.param("canfield", 3, 60, 1, marks=pytest.mark.slow),
    ],
)
def test_wins_below_deferred_moves_replay(name: str, draw: int, deals: int, at_least: int) -> None:
    # twins 3 (for tests) leaves every tail move for last, so that wins are found below deferred
    # moves and their lines are rebuilt from the kept paths (run_deferred, rebase_path). With
    # taking back, most wins at this budget need no tail move at all.
    below = 0
    for deal in range(3200, 3200 + deals):
        game = Game(deal, rules_of(name, draw))
        table = Table.from_game(game).complete()
        state = table.state_of(game)
        spec = spec_of(table)
        plain = _core.search((*spec[:-1], 0), state, 100_000, None, 0)
        code, steps, _nodes, short, _furthest = _core.search((*spec[:-1], 3), state, 100_000, None, 0, 0, True)
        if 2 not in (plain[0], code):
            assert plain[0] == code
        if code == 1:
            _root, autos = table.closure(state)
            line = line_of(table, autos, short)
            assert replays_to_a_win(game, line)
            below += any(step[0] == COL_TO_COL for step in steps)  # the path went through a deferred move
    assert below >= at_least


def test_solve_defers_the_twin_moves_with_taking_back() -> None:
    game, table, state, _spec = canfield_spec(364522461, 3, 2)
    assert solve_complete(table, state, budget_nodes=150_000).outcome is Outcome.UNKNOWN  # the plain order
    assert search_spec(table, defer=False) == spec_of(table)
    result = solve(game, budget_nodes=150_000, budget_seconds=None)
    assert result.winnable and result.nodes < 100_000
    assert replays_to_a_win(game, result.line)
    paper = Table.from_game(Game(5, rules_of("paper-partial", 3)))
    assert search_spec(paper) == spec_of(paper)  # the rule is proven there: twin moves are left out


def test_a_position_with_more_moves_than_the_core_holds_is_refused_loudly() -> None:
    # The core holds 1,024 children a position, far more than any rule set makes; before,
    # add_kid dropped the rest silently and a search could answer "not winnable" without
    # them. Lowering the limit reaches the overflow: every entry point refuses.
    game = Game(5, rules_of("paper-partial", 3))
    table = Table.from_game(game)
    state = table.state_of(game)
    spec = spec_of(table)
    moves = len(_core.children(spec, state))
    assert moves > 2
    before = _core.kid_limit(2)
    try:
        with pytest.raises(RuntimeError, match="more than 2 moves"):
            _core.children(spec, state)
        with pytest.raises(RuntimeError, match="more than 2 moves"):
            _core.search(spec, state, 1000, None, 0)
        with pytest.raises(RuntimeError, match="more than 2 moves"):
            solve(game, budget_nodes=10_000, budget_seconds=None)
    finally:
        assert _core.kid_limit(before) == 2
    assert len(_core.children(spec, state)) == moves
    with pytest.raises(ValueError):
        _core.kid_limit(2000)


@pytest.mark.parametrize(
    ("deal", "name", "draw"),
    [(1013, "paper-partial", 3), (1012, "paper-whole", 3), (1013, "canfield", 3), (2018, "canfield", 3)],
)
def test_a_full_table_drops_positions_and_still_proves_a_loss(deal: int, name: str, draw: int) -> None:
    # A table bounded to a third of the positions a loss needs: the search goes on past it,
    # dropping the positions used least recently and searching them again when met again
    # (partial tails and taking back have cycles: the stack's positions are never dropped).
    game = Game(deal, rules_of(name, draw))
    table = Table.from_game(game)
    state = table.state_of(game)
    for defer in (False, True):
        spec = search_spec(table.complete(), defer)
        plain = _core.search(spec, state, 5_000_000, None, 0, 0, True)
        assert plain[0] == 0
        bound = plain[2] * 24 // 3  # 24 bytes a slot
        bounded = _core.search(spec, state, 5_000_000, None, 0, 0, True, None, bound)
        assert bounded[0] == 0
        assert bounded[2] > plain[2]  # it dropped positions and searched some again


@pytest.mark.parametrize(("deal", "name", "draw"), [(1030, "paper-partial", 3), (1050, "canfield", 1)])
def test_a_full_table_still_finds_wins_that_replay(deal: int, name: str, draw: int) -> None:
    game = Game(deal, rules_of(name, draw))
    table = Table.from_game(game)
    state = table.state_of(game)
    plain = _core.search(search_spec(table.complete(), False), state, 5_000_000, None, 0, 0, True)
    assert plain[0] == 1
    result = solve(game, budget_nodes=5_000_000, budget_seconds=None, memory=plain[2] * 24 // 4)
    assert result.winnable and replays_to_a_win(game, result.line)


def test_a_bound_too_small_for_one_table_still_searches() -> None:
    game = Game(1013, rules_of("paper-partial", 3))
    table = Table.from_game(game)
    state = table.state_of(game)
    got = _core.search(search_spec(table.complete()), state, 5_000_000, None, 0, 0, True, None, 1)
    assert got[0] == 0  # the smallest table (64 slots) and the stack's positions kept
