"""Depth-first search with a transposition table over compact positions."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum

from canfield.engine import Move

from .position import State, Table

_CHECK_EVERY = 64  # nodes between looks at the clock and the cancel flag (a few ms)


class Outcome(StrEnum):
    """What the solver found out about a position."""

    WINNABLE = "winnable"  # a winning line was found (and is in the result)
    NOT_WINNABLE = "not winnable"  # every line was searched: none wins
    UNKNOWN = "unknown"  # the budget ran out (or the search was cancelled) first


@dataclass(frozen=True)
class SolveResult:
    """The answer of :func:`canfield.solver.solve`.

    ``line`` holds engine moves from the position that was solved to a win
    (stock clicks and recycles included) when ``outcome`` is ``WINNABLE``,
    and is empty otherwise. ``best_first`` is the first step (as engine
    moves) of the most promising line the search saw, used for heuristic
    hints when no win was found; empty if no move was possible.
    """

    outcome: Outcome
    line: tuple[Move, ...] = ()
    nodes: int = 0
    seconds: float = 0.0
    cancelled: bool = False
    best_first: tuple[Move, ...] = field(default=(), compare=False)

    @property
    def winnable(self) -> bool:
        """True when a winning line was found."""
        return self.outcome is Outcome.WINNABLE


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
        self.seen: dict[tuple, int] = {}
        self.nodes = 0
        self.cancelled = False
        self._deadline = 0.0
        self._best_root: tuple[State, tuple] | None = None
        self.root_autos: list[Move] = []

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
        Each frame is ``[state, automatic moves that led to it, children, next child]``.
        """
        table = self.table
        seen = self.seen
        state, autos = table.closure(root)
        self.root_autos = autos
        if table.won(state):
            return autos
        seen[table.base(state)] = table.covers(state)
        self.nodes = 1
        frames: list[list] = [[state, autos, table.children(state), 0]]
        best = -1
        limit = self.budget_nodes if self.budget_nodes is not None else float("inf")
        while frames:
            frame = frames[-1]
            kids = frame[2]
            i = frame[3]
            if i == len(kids):
                frames.pop()
                continue
            frame[3] = i + 1
            child, child_autos = table.closure(kids[i][2])
            if table.won(child):
                return self._line(frames, child_autos)
            base = table.base(child)
            done = seen.get(base, 0)
            if done & table.bit(child):
                continue
            if self.nodes >= limit:
                raise _Stop
            seen[base] = done | table.covers(child)
            self.nodes += 1
            if self.nodes % _CHECK_EVERY == 0:
                self._check()
            score = table.progress(child)
            if score > best:
                best = score
                root = frames[0]
                self._best_root = (root[0], root[2][root[3] - 1][1])
            frames.append([child, child_autos, table.children(child), 0])
        return None

    def _line(self, frames: list[list], last_autos: list[Move]) -> list[Move]:
        """The engine moves of the winning path, with detours cut out.

        Depth-first search wanders: its path can visit many positions that a
        single move from an earlier one would have skipped. Walking the path
        again, each time to the latest path position (up to column order)
        that one step reaches, keeps the line short for hints and demos.
        """
        table = self.table
        index = {table.key(frame[0]): i for i, frame in enumerate(frames)}
        goal = len(frames)
        state = frames[0][0]
        line: list[Move] = list(frames[0][1])
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
