"""The complete search in compiled code, for every rule set.

:mod:`canfield.solver._core` (``canfield/solver/_core.c``, an optional
extension built by ``setup.py``) runs the same depth-first search as
:class:`~canfield.solver.search.Search` over a complete :class:`Table`, with
the same children in the same order and the same transposition table, only
much faster; with taking back too (the canfield profile). This module
builds its input and turns a winning line back into engine moves with the
Python code. When the extension is not built,
:func:`available` is False and the Python search is the only one.

Build it in place with ``python setup.py build_ext --inplace`` (setuptools 77
or later, as pyproject.toml asks); a normal ``pip install`` builds it too,
and goes on without it when there is no C compiler.

The core keeps its transposition table in C memory: about 50 bytes per
position searched (measured: a 592 MB peak after 12 million positions; the
table is held twice while it grows), plus about 1.3 KB per level of the
current search path. Nearly every position's key packs into 16 bytes held in
the table itself (``pack_key`` in ``_core.c``); the few that do not (a
column that is not a run, or longer than 31 cards) keep their whole key.
With taking back, each twin move left for last (see :func:`search_spec`)
takes 76 bytes until it is searched, and each position it is left at 8 more
(measured: about 140 bytes per position on deal 364522461).
Running out of memory raises ``MemoryError``. It releases the interpreter
lock while it searches and takes it back only to call ``check``.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable
from dataclasses import replace
from types import ModuleType

from canfield.engine import Move
from canfield.engine.rules import TailMoves

from .position import State, Step, Table
from .search import Outcome, SolveResult

try:
    _core: ModuleType | None = importlib.import_module("canfield.solver._core")
except ImportError:  # not built: the Python search does all the work
    _core = None

_CHECK_EVERY = 4096  # positions between looks at the clock and the cancel flag (about a millisecond)
_TAIL_MODES = {TailMoves.ANY: 0, TailMoves.TOP_OR_WHOLE: 1, TailMoves.WHOLE_ONLY: 2}


def available() -> bool:
    """True when the compiled core is built and imports."""
    return _core is not None


def core() -> ModuleType:
    """The compiled core; ``RuntimeError`` when it is not built."""
    if _core is None:
        raise RuntimeError("The solver's compiled core is not built.")
    return _core


def spec_of(table: Table) -> tuple[object, ...]:
    """The constants of ``table`` in the compact form the compiled core reads."""
    return (
        table.draw,
        _TAIL_MODES[table.tail_mode],
        int(table.empty_any),
        int(table.take_back),
        bytes(table.reserve),
        bytes(card for row in table.need for card in row),
        bytes(table.slot),
        bytes(table.height),
        bytes(table.fits),
        tuple(bytes(cards) for cards in table.accepts),
        int(table.twins),
    )


def solve_complete(
    table: Table,
    state: State,
    budget_nodes: int | None = None,
    budget_seconds: float | None = None,
    cancel: Callable[[], bool] | None = None,
    clock: Callable[[], float] = time.perf_counter,
    probes: bool = False,
    attempt: int = 0,
    table_cap: int | None = None,
) -> SolveResult:
    """Search every move from ``state`` in compiled code.

    With ``probes``, short searches in shuffled orders take a share of the
    budget first (see :func:`_probes`), and with taking back every search
    leaves the twin moves for last (see :func:`search_spec`); without, this
    is exactly the Python complete search, position for position.

    ``attempt`` numbers the searches of one position that stayed unknown
    before (0: the first). The search is deterministic, so a second search
    with the same budget would only repeat the first: attempt ``a > 0``
    probes in other shuffled orders and runs its complete search in a
    shuffled order too (still every move from every position, so its "not
    winnable" is as sound).

    ``table_cap`` limits the positions of each table (probes, the
    relaxation and the main search each keep their own, freed when they
    end, but where :func:`keeps_tables` the probes and the main search
    share one): a bound on memory, where ``budget_nodes`` bounds the work.

    The answer means what :meth:`Search.run` on a complete table answers:
    ``NOT_WINNABLE`` only after an exhaustive search, ``UNKNOWN`` when
    ``budget_nodes`` positions were expanded, ``budget_seconds`` passed or
    ``cancel()`` returned true. Raises ``RuntimeError`` when the core is not
    built.
    """
    if _core is None:
        raise RuntimeError("The solver's compiled core is not built.")
    complete = table.complete()
    start = clock()
    deadline = start + budget_seconds if budget_seconds is not None else None
    cancelled = False

    def check() -> bool:
        nonlocal cancelled
        if deadline is not None and clock() >= deadline:
            return True
        if cancel is not None and cancel():
            cancelled = True
            return True
        return False

    use_check = deadline is not None or cancel is not None
    if check():
        return SolveResult(Outcome.UNKNOWN, nodes=0, seconds=clock() - start, cancelled=cancelled)
    code, nodes, short, won_in, furthest = 2, 0, None, complete, None
    kept = core().kept() if probes and keeps_tables(complete) else None
    if probes:
        code, nodes, short, won_in, furthest = _probes(
            complete, state, budget_nodes, budget_seconds, start, cancel, clock, attempt * ATTEMPT_SEEDS, table_cap,
            kept,
        )  # fmt: skip
    in_kept = nodes if kept is not None else 0  # the probes' positions stay in the kept table
    if code == 2 and probes and not attempt and not check():
        lost, more = _relaxed_lost(complete, state, budget_nodes, budget_seconds, clock, cancel, table_cap)
        nodes += more
        code = 0 if lost else 2
    if code == 2 and not check():  # check() notes a cancel during the probes
        cap = table_cap - in_kept if table_cap is not None else None  # one table: the cap bounds it all
        rest = _within(budget_nodes - nodes if budget_nodes is not None else None, cap)
        order = attempt * ATTEMPT_SEEDS + ATTEMPT_SEEDS - 1 if attempt else 0  # a later attempt: a shuffled order
        code, _steps, more, short, furthest = core().search(
            search_spec(complete, probes), state, rest, check if use_check else None, _CHECK_EVERY, order, True, kept
        )
        nodes += more
    root, autos = complete.closure(state)
    line: tuple[Move, ...] = ()
    best_first: tuple[Move, ...] = tuple(autos[:1])
    if not best_first and furthest is not None:  # a hint without a win: toward the furthest position searched
        best_first = tuple(complete.engine_moves(root, furthest))
    if code == 1:
        outcome = Outcome.WINNABLE
        _root, autos = won_in.closure(state)  # a probe without taking back closes the root its own way
        assert short is not None  # the core hands back the line of every win
        line = tuple(_line_of(won_in, autos, short))
        best_first = line[:1]
    elif code == 0:
        outcome = Outcome.NOT_WINNABLE
    else:
        outcome = Outcome.UNKNOWN
    return SolveResult(
        outcome=outcome,
        line=line,
        nodes=nodes,
        seconds=clock() - start,
        cancelled=cancelled,
        best_first=best_first,
    )


def keeps_tables(table: Table) -> bool:
    """Whether searches of one position may hand on their table: when no move can be undone.

    With whole piles only and no taking back, every move is for good (the
    game has no cycles), so every position a stopped search searched to the
    end is lost at the waste positions it settled, whatever the order: the
    next probe and the main search skip them (``_core.kept``).
    """
    return bool(core().keeps(search_spec(table)))  # the rule lives in the core, which keeps them


def _share(
    part: float,
    since: float,
    budget_nodes: int | None,
    budget_seconds: float | None,
    clock: Callable[[], float],
    cancel: Callable[[], bool] | None,
) -> tuple[int | None, Callable[[], bool]]:
    """A part of the budget from ``since``: its node limit, and a check() for its time or a cancel."""
    share = int(budget_nodes * part) if budget_nodes is not None else None
    until = since + budget_seconds * part if budget_seconds is not None else None

    def check() -> bool:
        return (until is not None and clock() >= until) or (cancel is not None and cancel())

    return share, check


def _within(limit: int | None, cap: int | None) -> int | None:
    """A search's node limit under a cap (None: no limit)."""
    if cap is None:
        return limit
    return cap if limit is None else min(limit, cap)


def search_spec(table: Table, defer: bool = True) -> tuple[object, ...]:
    """The core's spec for ``table``; with ``defer`` and taking back, twin moves come last.

    The twin rule (docs/solver.md, "Twin moves") is proven only for
    paper-partial. With taking back (the canfield profile) the core instead
    searches the twin moves after everything else, from the positions they
    were left at, with the same table: still every move from every position,
    so "not winnable" holds, but the wins come first from the smaller game
    the rule leaves. On the hardest canfield deals that game wins in a fifth
    to a tenth of the positions the plain order needs (364522461, draw 3:
    36,809 against 635,709), and a lost deal costs about as much as before
    (1013: 9,179 positions against 8,988).
    """
    spec = spec_of(table)
    if defer and table.twins_last:
        spec = (*spec[:-1], 2)
    return spec


#: Probes: short complete searches in shuffled orders before the plain one.
PROBE_SHARE = 0.1  # of the budget (nodes and time)
PROBE_SHARE_TAKE_BACK = 0.1  # with taking back, where half the probes play without it
FIRST_PROBE = 20_000  # positions; each next probe may search 1.5 times as many
ATTEMPT_SEEDS = 1000  # probe seeds each attempt may use: attempt a uses a * 1000 + 1, ... (see solve_complete)


def _probes(
    table: Table,
    state: State,
    budget_nodes: int | None,
    budget_seconds: float | None,
    start: float,
    cancel: Callable[[], bool] | None,
    clock: Callable[[], float],
    first_seed: int = 0,
    table_cap: int | None = None,
    kept: object = None,
) -> tuple[int, int, list[tuple[State, Step, State]] | None, Table, Step | None]:
    """Search in shuffled orders, each time longer, with a share of the budget.

    Depth-first search has a heavy tail on won deals: one early choice can
    hold it for millions of positions where another order wins in
    thousands (deal 2185820163: 10 million positions in the plain order,
    250,000 in the fifth probe). A probe is still a complete search, only in
    another order, so "not winnable" from a probe is as sound as from the
    plain search. With taking back (the canfield profile), every other probe
    plays the same deal without taking back: a much smaller game, whose
    wins are wins here too (its moves are all legal here, and its automatic
    moves are ordinary foundation moves), but whose "not winnable" proves
    nothing here; once it is proven lost it is not probed again. Without any
    budget there are no probes. Returns the core's outcome, the positions
    searched, the core's short line, the table that won and the root's step
    toward the furthest position of the last probe of the real game (for a
    hint when nothing else searches); outcome 2 when the probes settled
    nothing. ``first_seed`` shifts every probe's seed (a
    later attempt at the same position, see :func:`solve_complete`); only
    the first attempt probes the game without taking back in the plain order.
    """
    if budget_nodes is None and budget_seconds is None:
        return 2, 0, None, table, None
    orders = [table]
    if table.take_back:
        orders.append(Table(replace(table.rules, take_back=False), table.foundation_suits, table.start_rank,
                            table.reserve))  # fmt: skip
    part = PROBE_SHARE_TAKE_BACK if table.take_back else PROBE_SHARE
    share, check = _share(part, start, budget_nodes, budget_seconds, clock, cancel)
    specs = [search_spec(t) for t in orders]
    # the game without taking back goes first: its lines never take a card back (5 points a card)
    used, size, seed, turn, furthest = 0, FIRST_PROBE, first_seed + 1, len(orders) - 1, None
    while (share is None or used < share) and not check():
        k = turn % len(orders)
        limit = _within(size if share is None else min(size, share - used), table_cap)
        # the game without taking back is probed in the plain order first (seed 0)
        keep = kept if orders[k] is table else None
        code, _steps, nodes, short, far = core().search(
            specs[k], state, limit, check, _CHECK_EVERY, seed - k, True, keep
        )
        used += nodes
        if orders[k] is table:
            furthest = far
        if code == 1 or (code == 0 and orders[k] is table):
            return code, used, short, orders[k], furthest
        if code == 0:  # lost without taking back: only the real game is left to probe
            del orders[k], specs[k]
        turn += 1
        if turn % 2 == 1 or len(orders) == 1:  # both games had a probe of this size
            size, seed = size * 3 // 2, seed + 1
    return 2, used, None, table, furthest


#: The draw-1 relaxation of a draw-3 game (see :func:`_relaxed_lost`): its share of the budget.
RELAX_SHARE = 0.1


def relaxation(table: Table) -> Table | None:
    """The same deal and rules drawn one card at a time, or None when ``table`` draws 1 already.

    With unlimited passes (every rule set here) drawing one card at a time
    makes every talon card reachable from every waste position, so every
    move of the draw-3 game is a move of this one, to the same position up
    to the waste position: a line that wins the draw-3 game wins this game
    too. So when this game is lost, the draw-3 game is lost (docs/solver.md,
    "The draw-1 relaxation").
    """
    if table.draw == 1:
        return None
    relaxed = Table(replace(table.rules, draw=1, draws=(1,)), table.foundation_suits, table.start_rank, table.reserve)
    relaxed.twins = table.twins  # the twin rule's proof does not depend on the draw; off stays off
    return relaxed


def _relaxed_lost(
    table: Table,
    state: State,
    budget_nodes: int | None,
    budget_seconds: float | None,
    clock: Callable[[], float],
    cancel: Callable[[], bool] | None,
    table_cap: int | None = None,
) -> tuple[bool, int]:
    """Whether the draw-1 relaxation is proven lost within its share of the budget, and its positions.

    A complete search of the relaxed game, in the plain order, with
    :data:`RELAX_SHARE` of the budget. A win there proves nothing (the
    draw-3 game may still be lost), and it usually comes within a few
    thousand positions; a lost relaxation proves the draw-3 game lost, and
    on the paper's whole-pile deals it often does so in a thousandth of the
    positions the draw-3 search needs (CF1-D3-CWDYQSH: 45,963 against
    28,389,254).
    """
    relaxed = relaxation(table)
    if relaxed is None or (budget_nodes is None and budget_seconds is None):
        return False, 0
    share, check = _share(RELAX_SHARE, clock(), budget_nodes, budget_seconds, clock, cancel)
    code, _steps, nodes, _short, _furthest = core().search(
        search_spec(relaxed), state, _within(share, table_cap), check, _CHECK_EVERY, 0, True
    )
    return code == 0, nodes


def _line_of(table: Table, autos: list[Move], short: list[tuple[State, Step, State]]) -> list[Move]:
    """Engine moves for the core's winning line, shortened as :meth:`Search._line` does.

    The core shortens the path itself (a depth-first path can be tens of
    thousands of steps long) and hands back each step of the short line with
    the position it starts from and the one it leads to before the automatic
    moves, which the Python code turns into engine moves.
    """
    line = list(autos)
    for before, step, child in short:
        line.extend(table.engine_moves(before, step))
        line.extend(table.closure(child)[1])
    return line
