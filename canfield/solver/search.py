"""Depth-first search with a transposition table over compact positions."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum

from canfield.engine import Move

from .position import Base, Child, State, Step, Table

_CHECK_EVERY = 64  # nodes between looks at the clock and the cancel flag (a few ms)


class Outcome(StrEnum):
    """What the solver found out about a position."""

    WINNABLE = "winnable"  # a winning line was found (and is in the result)
    NOT_WINNABLE = "not winnable"  # every line was searched: none wins
    UNKNOWN = "unknown"  # the budget ran out (or the search was cancelled) first


class Limit(StrEnum):
    """What stopped a search that answered :attr:`Outcome.UNKNOWN`."""

    TIME = "time"  # its seconds were up
    POSITIONS = "positions"  # it had searched as many positions as it was given
    CANCELLED = "cancelled"  # it was cancelled


@dataclass(frozen=True)
class SolveResult:
    """The answer of :func:`canfield.solver.solve`.

    ``line`` holds engine moves from the position that was solved to a win
    (stock clicks and recycles included) when ``outcome`` is ``WINNABLE``,
    and is empty otherwise. ``best_first`` is the first step (as engine
    moves) of the most promising line the search saw, used for heuristic
    hints when no win was found; empty if no move was possible.
    ``stopped_by`` says which limit ended an ``UNKNOWN`` search (None
    otherwise, and where no one asked: a search the caller cancelled
    before it started). Memory never does: the compiled core's table,
    once full, drops the positions cheapest to search again and goes on.
    """

    outcome: Outcome
    line: tuple[Move, ...] = ()
    nodes: int = 0
    seconds: float = 0.0
    cancelled: bool = False
    best_first: tuple[Move, ...] = field(default=(), compare=False)
    stopped_by: Limit | None = field(default=None, compare=False)

    @property
    def winnable(self) -> bool:
        """True when a winning line was found."""
        return self.outcome is Outcome.WINNABLE


#: The steps from the root to a position: (the parent's path, the last step); None at the root.
Path = tuple["Path", Step] | None


class _Frame:
    """A position on the search's stack, with the automatic moves that led to it, its children,
    the next child to try and its path from the root."""

    __slots__ = ("autos", "kids", "next", "path", "state")

    def __init__(self, state: State, autos: list[Move], kids: list[Child], path: Path) -> None:
        self.state, self.autos, self.kids, self.next, self.path = state, autos, kids, 0, path


class _Stop(Exception):
    """Raised inside the search when the budget is spent or it is cancelled."""


class Search:
    """One search over one deal. Use :meth:`run`."""

    def __init__(
        self,
        table: Table,
        budget_nodes: int | None = None,
        budget_seconds: float | None = None,
        cancel: Callable[[], bool] | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.table = table
        self.clock = clock
        self.budget_nodes = budget_nodes
        self.budget_seconds = budget_seconds
        self.cancel = cancel
        #: transposition table: position without the waste position -> bits of the
        #: waste positions settled (searched, or dominated by one searched; see Table.covers)
        self.seen: dict[Base, int] = {}
        self.nodes = 0
        self.cancelled = False
        self._deadline = 0.0
        self._best_root: tuple[State, Step] | None = None
        self.root_autos: list[Move] = []
        #: the win was found below a deferred move (see Table.deferred)
        self.won_deferred = False

    def run(self, state: State) -> SolveResult:
        """Search from ``state``; never raises for a spent budget."""
        start = self.clock()
        self._deadline = start + self.budget_seconds if self.budget_seconds is not None else float("inf")
        try:
            line = self._search(state)
            outcome = Outcome.WINNABLE if line is not None else Outcome.NOT_WINNABLE
        except _Stop:
            line, outcome = None, Outcome.UNKNOWN
        best_first: tuple[Move, ...] = tuple(self.root_autos[:1])
        if not best_first and self._best_root is not None:
            best_first = tuple(self.table.engine_moves(*self._best_root))
        return SolveResult(
            outcome=outcome,
            line=tuple(line) if line is not None else (),
            nodes=self.nodes,
            seconds=self.clock() - start,
            cancelled=self.cancelled,
            best_first=best_first,
        )

    def _check(self) -> None:
        if self.clock() >= self._deadline:
            raise _Stop
        if self.cancel is not None and self.cancel():
            self.cancelled = True
            raise _Stop

    def _search(self, root: State) -> list[Move] | None:
        """A winning line from ``root`` as engine moves, or None if there is none.

        Iterative depth-first search: lines can be thousands of steps deep.
        Each frame (:class:`_Frame`) holds a position, the automatic moves that led to it, its
        children, the next child to try and its :data:`Path` from the root.

        When the table defers moves (:attr:`Table.deferred`), they are kept with
        the path to the position they leave, and searched from once everything
        else is exhausted: the search is then complete, only in another order.
        """
        table = self.table
        seen = self.seen
        state, autos = table.closure(root)
        self.root_autos = autos
        if table.won(state):
            return autos
        seen[table.base(state)] = table.covers(state)
        self.nodes = 1
        pending: list[tuple[Path, Step, State]] = []  # (path to a position, deferred step from it, the next state)
        frames = [self._frame(state, autos, None, pending)]
        best = -1
        limit = self.budget_nodes if self.budget_nodes is not None else float("inf")
        while True:
            while frames:
                frame = frames[-1]
                kids = frame.kids
                i = frame.next
                if i == len(kids):
                    frames.pop()
                    continue
                frame.next = i + 1
                child, child_autos = table.closure(kids[i][2])
                if table.won(child):
                    if frames[0].path is not None:  # below a deferred move: the path from the root first
                        self.won_deferred = True
                        frames = self._replay(state, autos, frames[0].path) + frames[1:]
                    return self._line(frames)
                if not self._claim(child, limit):
                    continue
                score = table.progress(child)
                if score > best and frames[0].path is None:
                    best = score
                    first = frames[0]
                    self._best_root = (first.state, first.kids[first.next - 1][1])
                frames.append(self._frame(child, child_autos, (frame.path, kids[i][1]), pending))
            # everything but the deferred moves is exhausted: search from those
            while pending and not frames:
                path, step, after = pending.pop()
                child, child_autos = table.closure(after)
                if table.won(child):
                    self.won_deferred = True
                    return self._line(self._replay(state, autos, path))
                if self._claim(child, limit):
                    frames.append(self._frame(child, child_autos, (path, step), pending))
            if not frames:
                return None

    def _claim(self, child: State, limit: float) -> bool:
        """Mark ``child`` searched; False if it (or a position that dominates it) already was."""
        table = self.table
        base = table.base(child)
        done = self.seen.get(base, 0)
        if done & table.bit(child):
            return False
        if self.nodes >= limit:
            raise _Stop
        self.seen[base] = done | table.covers(child)
        self.nodes += 1
        if self.nodes % _CHECK_EVERY == 0:
            self._check()
        return True

    def _frame(self, state: State, autos: list[Move], path: Path, pending: list[tuple[Path, Step, State]]) -> _Frame:
        """A new search frame; the moves the table defers go to ``pending``."""
        table = self.table
        kids = [] if table.blocked and table.dead(state) else table.children(state)
        deferred = table.deferred
        if deferred:
            pending.extend((path, step, after) for step, after in deferred)
            deferred.clear()
        return _Frame(state, autos, kids, path)

    def _replay(self, state: State, autos: list[Move], path: Path) -> list[_Frame]:
        """Frames from the root along ``path`` (steps from the root), for :meth:`_line` only: no children."""
        steps = []
        while path is not None:
            path, step = path
            steps.append(step)
        steps.reverse()
        complete = self.table.complete()
        frames = [_Frame(state, autos, [], None)]
        for step in steps:
            after = next(child for _prio, st, child in complete.children(state) if st == step)
            state, autos = complete.closure(after)
            frames.append(_Frame(state, autos, [], None))
        return frames

    def _line(self, frames: list[_Frame]) -> list[Move]:
        """The engine moves of the winning path, with detours cut out.

        Depth-first search wanders: its path can visit many positions that a
        single move from an earlier one would have skipped. Walking the path
        again, each time to the latest path position (up to column order)
        that one step reaches, keeps the line short for hints and demos.
        The last frame's position is one step from a win.
        """
        table = self.table.complete()
        index = {table.key(frame.state): i for i, frame in enumerate(frames)}
        goal = len(frames)
        state = frames[0].state
        line: list[Move] = list(frames[0].autos)
        at = 0
        while at < goal:
            best_j, best = at, None
            for _prio, step, child in table.children(state):
                after, autos = table.closure(child)
                j = goal if table.won(after) else index.get(table.key(after), -1)
                if j > best_j:
                    best_j, best = j, (step, after, autos)
            if best is None:  # cannot happen: the path's own next step is a child
                raise AssertionError("winning path lost while shortening")
            step, after, autos = best
            line.extend(table.engine_moves(state, step))
            line.extend(autos)
            state, at = after, best_j
        return line
