"""The solver's public face: solve, hint, and running them in the background.

All of it works on engine :class:`~canfield.engine.Game` objects (any
profile, any draw, any position reached by legal play) and answers in engine
:class:`~canfield.engine.Move` values, so a user interface can play or show
them directly.
"""

from __future__ import annotations

import multiprocessing
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import replace
from typing import NamedTuple

from canfield.engine import Game, Move

from . import fast
from .position import State, Table
from .search import Outcome, Search, SolveResult


def solve(
    game_or_state: Game | tuple[Table, State],
    budget_nodes: int | None = None,
    budget_seconds: float | None = 10.0,
    cancel: Callable[[], bool] | None = None,
    clock: Callable[[], float] = time.perf_counter,
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

    Returns a :class:`SolveResult`: ``outcome`` is ``WINNABLE`` (then
    ``line`` is a winning line of engine moves from this position, stock
    clicks and recycles included: ``Game.play`` each in turn and the game is
    won), ``NOT_WINNABLE`` (the whole game tree was searched) or ``UNKNOWN``.
    """
    if isinstance(game_or_state, Game):
        table = Table.from_game(game_or_state)
        state = table.state_of(game_or_state)
    else:
        table, state = game_or_state
    start = clock()
    if fast.available():
        # The compiled core: the complete search, about 30 times faster than the
        # Python one, after short probes in shuffled orders (won deals' heavy tail;
        # with taking back, half the probes play the deal without it).
        result = fast.solve_complete(table, state, _capped(budget_nodes), budget_seconds, cancel, clock, probes=True)
        if not result.winnable and not result.best_first:
            result = replace(result, best_first=_heuristic_first(table, state))
        return replace(result, seconds=clock() - start)
    if not table.rules.take_back:
        # One complete search in a focused order: the sideways moves of built
        # tails that nothing can use yet are deferred, not dropped, and searched
        # from only once everything else is exhausted. Most wins come from the
        # focused part, fast and with short lines; "not winnable" still means
        # that every move the rules allow was searched.
        focused = Table(table.rules, table.foundation_suits, table.start_rank, table.reserve)
        focused.focused = True
        focused.deferred = []
        result = Search(focused, budget_nodes, budget_seconds, cancel, clock).run(state)
        return replace(result, seconds=clock() - start)
    # With taking back (the canfield profile), two phases. Phase 1, a focused
    # search: no taking back (rarely needed, and it keeps the score at 5 points
    # a card) and no sideways moves of built tails that nothing can use. It
    # finds most wins fast and with short lines, but it may miss some, so it
    # never answers "not winnable". Phase 2 searches every move the rules
    # allow, with what is left of the budget.
    focused = Table(replace(table.rules, take_back=False), table.foundation_suits, table.start_rank, table.reserve)
    focused.focused = True
    half_nodes = budget_nodes // 2 if budget_nodes is not None else None
    half_seconds = budget_seconds / 2 if budget_seconds is not None else None
    first = Search(focused, half_nodes, half_seconds, cancel, clock).run(state)
    if first.winnable or first.cancelled:
        return _merged(first, first, clock() - start)
    rest_nodes = budget_nodes - first.nodes if budget_nodes is not None else None
    rest_seconds = budget_seconds - (clock() - start) if budget_seconds is not None else None
    second = Search(table, rest_nodes, rest_seconds, cancel, clock).run(state)
    return _merged(second, first, clock() - start)


#: Positions the compiled core may keep when no node budget is given: about 100 bytes
#: each, and the table is copied while it grows, so at most about 2 GB at the peak
#: (some 15 CPU seconds of searching).
CORE_MAX_NODES = 12_000_000


def _capped(budget_nodes: int | None) -> int:
    return CORE_MAX_NODES if budget_nodes is None else min(budget_nodes, CORE_MAX_NODES)


def _heuristic_first(table: Table, state: State) -> tuple[Move, ...]:
    """The first step toward the most progress one step ahead (for hints without a win)."""
    best: tuple[int, tuple[Move, ...]] | None = None
    for _prio, step, child in table.complete().children(state):
        after, _autos = table.closure(child)
        score = table.progress(after)
        if best is None or score > best[0]:
            best = (score, tuple(table.engine_moves(state, step)))
    return best[1] if best is not None else ()


def _merged(result: SolveResult, first: SolveResult, seconds: float) -> SolveResult:
    """``result`` with the nodes and time of both phases."""
    nodes = result.nodes + (first.nodes if first is not result else 0)
    return replace(
        result,
        nodes=nodes,
        seconds=seconds,
        best_first=result.best_first or first.best_first,
    )


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
) -> Hint | None:
    """The next move of a winning line, else the best heuristic move, else None.

    The solver gets ``seconds`` (and at most ``budget_nodes`` positions, if
    given) to find a win. Without one, the hint is the
    first step of the line on which the search got furthest (most cards on
    the foundations, fewest in the reserve). ``None`` means that no move is
    left that changes anything but the stock's position.
    """
    # a little of the time is kept for reading the game and writing the line
    budget = max(0.0, seconds * 0.95 - 0.01) if seconds is not None else None
    result = solve(game, budget_nodes=budget_nodes, budget_seconds=budget, cancel=cancel)
    if result.winnable:
        if not result.line:
            return None  # already won
        return Hint(result.line[0], _first_step(result.line), True, result.outcome)
    if result.best_first:
        return Hint(result.best_first[0], _first_step(result.best_first), False, result.outcome)
    return None


def _first_step(line: tuple[Move, ...]) -> tuple[Move, ...]:
    """The moves up to and including the first that is not a stock click or recycle."""
    for i, move in enumerate(line):
        if "stock" not in (move.source, move.target):
            return line[: i + 1]
    return line


# ----- background work ------------------------------------------------------------


class SolveJob:
    """A solve running in a background thread. Cheap to start; cancel any time.

    >>> job = SolveJob(game, budget_seconds=5)            # starts at once
    >>> job.future.add_done_callback(lambda f: ...)      # f.result() is a SolveResult
    >>> job.cancel()                                      # the result will be UNKNOWN

    The game is copied first, so the caller may go on playing. Python's
    threads share one interpreter lock: the search leaves the user
    interface responsive but competes with it for CPU; for long searches use
    :func:`solve_in_process`. For a :func:`hint` use :meth:`SolveJob.hint`
    (the future then holds a ``Hint | None``).
    """

    def __init__(
        self,
        game: Game,
        budget_nodes: int | None = None,
        budget_seconds: float | None = 10.0,
        kind: str = "solve",
    ) -> None:
        if kind not in ("solve", "hint"):
            raise ValueError("kind is 'solve' or 'hint'")
        self.future: Future = Future()
        self._cancel = threading.Event()
        snapshot = game.copy()
        if kind == "hint":

            def work() -> object:
                return hint(snapshot, budget_seconds, self._cancel.is_set, budget_nodes)
        else:

            def work() -> object:
                return solve(snapshot, budget_nodes, budget_seconds, self._cancel.is_set)

        self._thread = threading.Thread(target=self._run, args=(work,), daemon=True, name="canfield-solver")
        self.future.set_running_or_notify_cancel()
        self._thread.start()

    @classmethod
    def hint(cls, game: Game, seconds: float = 1.0) -> SolveJob:
        """A background :func:`hint` (about ``seconds`` long); ``result()`` is a ``Hint | None``."""
        return cls(game, budget_seconds=seconds, kind="hint")

    def _run(self, work: Callable[[], object]) -> None:
        try:
            self.future.set_result(work())
        except BaseException as exc:  # hand every failure to the caller
            self.future.set_exception(exc)

    def cancel(self) -> None:
        """Ask the search to stop; the future then completes with UNKNOWN soon."""
        self._cancel.set()

    def done(self) -> bool:
        """True when the result is ready."""
        return self.future.done()

    def result(self, timeout: float | None = None) -> object:
        """Wait for the result (a SolveResult, or a Hint / None)."""
        return self.future.result(timeout)


def _process_main(snapshot: dict, budget_nodes: int | None, budget_seconds: float | None, cancel, out) -> None:
    game = Game.from_dict(snapshot)
    out.put(solve(game, budget_nodes, budget_seconds, cancel.is_set))


def solve_in_process(
    game: Game,
    budget_nodes: int | None = None,
    budget_seconds: float | None = 10.0,
    cancel: Callable[[], bool] | None = None,
    poll: float = 0.02,
) -> SolveResult:
    """Like :func:`solve`, but the search runs in a separate process.

    Call it from a worker thread: the calling thread only waits (without
    holding the interpreter lock), so the user interface keeps all its CPU.
    ``cancel`` is polled every ``poll`` seconds and passed on to the child.
    """
    ctx = multiprocessing.get_context("spawn")
    stop = ctx.Event()
    out = ctx.SimpleQueue()
    proc = ctx.Process(
        target=_process_main, args=(game.to_dict(), budget_nodes, budget_seconds, stop, out), daemon=True
    )
    proc.start()
    try:
        while proc.is_alive() or not out.empty():
            if not out.empty():
                return out.get()
            if cancel is not None and cancel():
                stop.set()
            proc.join(poll)
        if not out.empty():
            return out.get()
        raise RuntimeError("The solver process ended without an answer.")
    finally:
        stop.set()
        proc.join(5)
        if proc.is_alive():
            proc.kill()
