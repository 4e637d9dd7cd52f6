"""The solver's public face: solve and hint (the window runs them in a solver process, ``worker.py``).

All of it works on engine :class:`~canfield.engine.Game` objects (any
profile, any draw, any position reached by legal play) and answers in engine
:class:`~canfield.engine.Move` values, so a user interface can play or show
them directly.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import replace
from typing import NamedTuple

from canfield.engine import STOCK, Game, Move

from . import fast, strategy
from .position import State, Table
from .search import Limit, Outcome, SolveResult

#: The clock of the window's searches: the CPU time of the thread that searches. Neither the wall
#: clock nor the whole process's CPU time (which counts the window's own work, and other searches'):
#: a busy machine or a busy window then delays an answer but never changes it.
CPU_CLOCK: Callable[[], float] = time.thread_time


def solve(
    game_or_state: Game | tuple[Table, State],
    budget_nodes: int | None = None,
    budget_seconds: float | None = 10.0,
    cancel: Callable[[], bool] | None = None,
    clock: Callable[[], float] = time.perf_counter,
    attempt: int = 0,
    memory: int | None = None,
    schedule: strategy.Schedule = strategy.Schedule.TURNS,
) -> SolveResult:
    """Find out whether the position can still be won, and how.

    ``game_or_state`` is a :class:`Game` (its current position is solved;
    the game itself is not changed) or a ``(Table, state)`` pair from
    :mod:`canfield.solver.position`.

    The search stops with :attr:`Outcome.UNKNOWN` when it has expanded
    ``budget_nodes`` positions, when ``budget_seconds`` have passed, or when
    ``cancel()`` returns true (checked every few hundred positions, so a
    cancel takes effect within milliseconds). ``None`` means no limit.
    ``clock`` measures the budget and ``SolveResult.seconds``: wall time by
    default; ``time.process_time`` gives CPU time, fairer on a busy machine.
    ``attempt`` counts the earlier searches of this position that ended
    unknown: with the compiled core, attempt 1, 2, … search in orders not
    tried before instead of repeating the first search's work (the Python
    search has one order and ignores it). ``memory`` bounds the bytes of
    the compiled core's table (default :func:`memory_bound`): once it is
    full the search drops the positions cheapest to search again and goes on,
    so only the budgets and ``cancel`` end it early (the Python search has
    no bound). ``schedule`` says how the compiled core's searches share the
    budget (:class:`strategy.Schedule`; the default lets them take turns,
    ``FIXED`` is the plan before, kept for the benchmarks' comparisons).

    Returns a :class:`SolveResult`: ``outcome`` is ``WINNABLE`` (then
    ``line`` is a winning line of engine moves from this position, stock
    clicks and recycles included: ``Game.play`` each in turn and the game is
    won), ``NOT_WINNABLE`` (the whole game tree was searched) or ``UNKNOWN``
    (``stopped_by`` says which limit ended it).
    """
    if isinstance(game_or_state, Game):
        table = Table.from_game(game_or_state)
        state = table.state_of(game_or_state)
    else:
        table, state = game_or_state
    start = clock()
    if not fast.available():
        result = strategy.solve_python(table, state, budget_nodes, budget_seconds, cancel, clock)
        return _answer(result, budget_nodes, budget_seconds, clock() - start)
    # The compiled core: the complete search, about 30 times faster than the Python one,
    # after short probes in shuffled orders (won deals' heavy tail; with taking back,
    # half the probes play the deal without it) and the draw-1 relaxation.
    nodes = _total(budget_nodes, budget_seconds)
    bound = memory if memory is not None else memory_bound()
    result = strategy.solve_complete(table, state, nodes, budget_seconds, cancel, clock, True, attempt, bound, schedule)
    if not result.winnable and not result.best_first:
        result = replace(result, best_first=_heuristic_first(table, state))
    return _answer(result, nodes, budget_seconds, clock() - start)


def _answer(result: SolveResult, nodes: int | None, seconds: float | None, took: float) -> SolveResult:
    """``result`` with the time it took and, when unknown, the limit that stopped it."""
    limit = None
    if result.outcome is Outcome.UNKNOWN:
        if result.cancelled:
            limit = Limit.CANCELLED
        elif seconds is None or (nodes is not None and result.nodes >= nodes) or result.stopped_by is Limit.POSITIONS:
            limit = Limit.POSITIONS
        else:
            limit = Limit.TIME
    # the searches' own count of their time, where they ran in other threads than this clock's (strategy.Budget)
    return replace(result, seconds=max(took, result.seconds), stopped_by=limit)


#: The positions a solve with no budget at all may search (the core's searches together).
UNBUDGETED_NODES = 12_000_000
#: The compiled core's table, in bytes, where the machine's memory is not known or is large:
#: 19.6 million slots of 24 bytes, growing included (a last table of 15.4 million slots that
#: holds 12 million positions before it drops any: some 10 CPU seconds of searching); the
#: process adds some 50 MB (docs/solver.md).
DEFAULT_MEMORY = 448 * 2**20
#: Never more than this part of the machine's memory, and never less than LEAST_MEMORY.
MEMORY_SHARE = 4
LEAST_MEMORY = 64 * 2**20


def memory_bound() -> int:
    """The bytes the compiled core's table may take by default: a quarter of the machine's memory, at most 448 MiB."""
    physical = physical_memory()
    if physical is None:
        return DEFAULT_MEMORY
    return max(LEAST_MEMORY, min(DEFAULT_MEMORY, physical // MEMORY_SHARE))


def physical_memory() -> int | None:
    """The machine's memory in bytes, where the system says (POSIX), else None."""
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (AttributeError, ValueError, OSError):  # Windows, or a system without these names
        return None


def _total(budget_nodes: int | None, budget_seconds: float | None) -> int | None:
    """The core's node budget for all its searches: with no budget at all, :data:`UNBUDGETED_NODES`."""
    if budget_nodes is None and budget_seconds is None:
        return UNBUDGETED_NODES
    return budget_nodes


def _heuristic_first(table: Table, state: State) -> tuple[Move, ...]:
    """The first step toward the most progress one step ahead (for hints without a win)."""
    best: tuple[int, tuple[Move, ...]] | None = None
    for _prio, step, child in table.complete().children(state):
        after, _autos = table.closure(child)
        score = table.progress(after)
        if best is None or score > best[0]:
            best = (score, tuple(table.engine_moves(state, step)))
    return best[1] if best is not None else ()


class Hint(NamedTuple):
    """A suggested next move.

    ``move`` is the engine move to play now. ``steps`` are the moves up to
    and including the next card that is played (stock clicks first, when a
    card has to be turned up), so a hint can say "turn the stock twice, then
    play the 7♥". ``winning`` is true when the move starts a winning line,
    false for a heuristic suggestion. ``outcome`` is what the solver found.
    """

    move: Move
    steps: tuple[Move, ...]
    winning: bool
    outcome: Outcome


def hint(
    game: Game,
    seconds: float | None = 1.0,
    cancel: Callable[[], bool] | None = None,
    budget_nodes: int | None = None,
    clock: Callable[[], float] = time.perf_counter,
    attempt: int = 0,
) -> Hint | None:
    """The next move of a winning line, else the best heuristic move, else None.

    The solver gets ``seconds`` (and at most ``budget_nodes`` positions, if
    given) to find a win. Without one, the hint is the
    first step of the line on which the search got furthest (most cards on
    the foundations, fewest in the reserve). ``None`` means that no move is
    left that changes anything but the stock's position. ``clock`` and
    ``attempt`` are passed to :func:`solve`.
    """
    # a little of the time is kept for reading the game and writing the line
    budget = max(0.0, seconds * 0.95 - 0.01) if seconds is not None else None
    result = solve(game, budget_nodes=budget_nodes, budget_seconds=budget, cancel=cancel, clock=clock, attempt=attempt)
    return hint_from(result)


def hint_from(result: SolveResult) -> Hint | None:
    """The hint a solve result gives: the winning line's first move, else the best first step, else None."""
    line = result.line if result.winnable else result.best_first
    if not line:
        return None  # already won, or nothing left that changes more than the stock's position
    return Hint(line[0], first_step(line), result.winnable, result.outcome)


def first_step(line: tuple[Move, ...]) -> tuple[Move, ...]:
    """The moves up to and including the first that is not a stock click or recycle."""
    for i, move in enumerate(line):
        if STOCK not in (move.source, move.target):
            return line[: i + 1]
    return line
