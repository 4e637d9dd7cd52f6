"""Where the win slipped away: the first move of a recorded game after which the deal could no longer be won.

Winnability along the line actually played is monotone: a position from which no line wins has no
later position (on any line, so on this one) that wins. So the first losing move is found by a
binary search over the line — a handful of solves, not one per move — between a position proven
winnable (the deal, at first) and one proven lost (the end, at first). A solve that ends unknown
(its budget ran out) proves nothing: the search tries the other positions in between, and when
only unknown ones are left the answer is the narrowest range of moves proven, said as such.

Only :func:`canfield.solver.api.solve` is used. Qt-free: the replay runs it in a process of its
own (``canfield.ui.replay.analysing``), ``canfield-solve --analyse FILE`` from the command line.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from canfield.engine import Game, Move
from canfield.solver.api import solve
from canfield.solver.search import Outcome
from canfield.storage.records import GameRecord

#: A whole analysis gets this many seconds by default; each solve at most :data:`SOLVE_SECONDS` of it.
TOTAL_SECONDS = 30.0
SOLVE_SECONDS = 10.0
#: Told after each solve: solves done, the most still needed, and the range still open (``lo``, ``hi``).
Progress = Callable[[int, int, int, int], None]


class Verdict:
    """What an analysis found (the values of :attr:`Analysis.verdict`)."""

    WON = "won"  # the game was won: nothing was lost
    NOT_WINNABLE = "not-winnable"  # the deal could not be won from the start
    START_UNKNOWN = "start-unknown"  # the solver could not settle the deal within its budget
    STILL_WINNABLE = "still-winnable"  # the game ended while it could still be won
    LOST_AT = "lost-at"  # move ``lost_at`` lost the win (proven on both sides)
    LOST_BETWEEN = "lost-between"  # one of moves ``first``..``last`` lost it (the positions between are unknown)
    UNSETTLED = "unsettled"  # winnable up to move ``first - 1`` at least; nothing later was proven lost
    CANCELLED = "cancelled"


@dataclass(frozen=True)
class Analysis:
    """The answer: a :class:`Verdict`, the moves it names (numbered from 1), and what kept the win.

    ``first``..``last`` is the narrowest range of moves proven to hold the losing one (the same
    number twice when it is exact: ``lost_at``). ``kept`` is a move that kept the win at that point
    — the first move of a winning line from the position before ``first`` — and ``kept_line`` that
    whole line. ``solved`` lists every position solved (moves played, outcome), in order.
    """

    verdict: str
    first: int = 0
    last: int = 0
    kept: Move | None = None
    kept_line: tuple[Move, ...] = ()
    solved: tuple[tuple[int, str], ...] = ()
    seconds: float = 0.0

    @property
    def lost_at(self) -> int | None:
        """The move that lost the win, when proven exactly; else None."""
        return self.first if self.verdict == Verdict.LOST_AT else None


@dataclass
class _Search:
    record: GameRecord
    total: float | None
    per_solve: float | None
    cancel: Callable[[], bool] | None
    progress: Progress | None
    nodes: int | None = None
    started: float = field(default_factory=time.perf_counter)
    solved: list[tuple[int, str]] = field(default_factory=list)
    lines: dict[int, tuple[Move, ...]] = field(default_factory=dict)

    def outcome(self, count: int, lo: int, hi: int) -> Outcome:
        """Solve the position after ``count`` moves within what is left of the budget."""
        left = self.total - (time.perf_counter() - self.started) if self.total is not None else None
        if (left is not None and left <= 0.05) or self.cancelled():
            return Outcome.UNKNOWN
        budget = self.per_solve if left is None else min(self.per_solve or left, left)
        result = solve(self.record.replay(count), budget_nodes=self.nodes, budget_seconds=budget, cancel=self.cancel)
        self.solved.append((count, result.outcome.value))
        if result.winnable:
            self.lines[count] = result.line
        if self.progress is not None:
            self.progress(len(self.solved), len(self.solved) + _steps(lo, hi), lo, hi)
        return result.outcome

    def cancelled(self) -> bool:
        return self.cancel is not None and self.cancel()


def _steps(lo: int, hi: int) -> int:
    """Solves a binary search over ``lo``..``hi`` still needs at most."""
    return max(0, (hi - lo - 1).bit_length())


def analyse(
    record: GameRecord,
    seconds: float | None = TOTAL_SECONDS,
    per_solve: float | None = SOLVE_SECONDS,
    cancel: Callable[[], bool] | None = None,
    progress: Progress | None = None,
    nodes: int | None = None,
) -> Analysis:
    """Find where ``record``'s game lost the win (see the module's docstring). ``record`` must replay.

    ``seconds`` bounds the whole analysis (wall time), ``per_solve`` each solve; ``nodes`` bounds each
    solve's positions instead or as well (None everywhere: no limit but the solver's own).
    """
    search = _Search(record, seconds, per_solve, cancel, progress, nodes=nodes)
    end = len(record.moves)
    if record.replay().is_won:
        return _done(search, Analysis(Verdict.WON))
    start = search.outcome(0, 0, end)
    if start is not Outcome.WINNABLE:
        verdict = Verdict.NOT_WINNABLE if start is Outcome.NOT_WINNABLE else Verdict.START_UNKNOWN
        return _done(search, Analysis(verdict if not search.cancelled() else Verdict.CANCELLED))
    last = search.outcome(end, 0, end)
    if last is Outcome.WINNABLE:
        return _done(search, Analysis(Verdict.STILL_WINNABLE, kept_line=search.lines[end]))
    lo, hi = 0, end if last is Outcome.NOT_WINNABLE else end + 1  # hi: first position proven lost (end + 1: none)
    unknown: set[int] = set() if last is Outcome.NOT_WINNABLE else {end}
    while hi - lo > 1:
        mid = _next(lo, hi, unknown)
        if mid is None or search.cancelled():
            break
        found = search.outcome(mid, lo, hi)
        if found is Outcome.WINNABLE:
            lo = mid
        elif found is Outcome.NOT_WINNABLE:
            hi = mid
        else:
            unknown.add(mid)
    return _done(search, _answer(search, lo, hi, end))


def _next(lo: int, hi: int, unknown: set[int]) -> int | None:
    """The position to solve next: the one nearest the middle of ``lo``..``hi`` not already unknown."""
    middle = (lo + hi) // 2
    for distance in range(hi - lo):
        for n in (middle - distance, middle + distance):
            if lo < n < hi and n not in unknown:
                return n
    return None


def _answer(search: _Search, lo: int, hi: int, end: int) -> Analysis:
    """The verdict for the open range: position ``lo`` proven winnable, ``hi`` proven lost (``end + 1``: not proven)."""
    line = search.lines.get(lo, ())
    kept = line[0] if line else None
    if search.cancelled():
        return Analysis(Verdict.CANCELLED, lo + 1, min(hi, end), kept, line)
    if hi - lo == 1:
        return Analysis(Verdict.LOST_AT, hi, hi, kept, line)
    if hi > end:  # no position was proven lost: the end itself was unknown
        return Analysis(Verdict.UNSETTLED, lo + 1, end, kept, line)
    return Analysis(Verdict.LOST_BETWEEN, lo + 1, hi, kept, line)  # one of these moves lost it


def _done(search: _Search, analysis: Analysis) -> Analysis:
    return Analysis(
        analysis.verdict,
        analysis.first,
        analysis.last,
        analysis.kept,
        analysis.kept_line,
        tuple(search.solved),
        time.perf_counter() - search.started,
    )


def played_move(record: GameRecord, number: int) -> tuple[Game, Move]:
    """The game just before move ``number`` (from 1) and that move: what a sentence about it needs."""
    return record.replay(number - 1), record.moves[number - 1]


def summary(record: GameRecord, answer: Analysis, describe: Callable[[Game, Move], str]) -> str:
    """The answer in one English sentence or two (the command line's); ``describe`` words a move before it is played.

    "Move 37 lost the win: 5♥ column 2 → column 3. 9♠ column 1 → foundation 2 kept it."
    """
    if answer.verdict in (Verdict.LOST_AT, Verdict.LOST_BETWEEN):
        before, played = played_move(record, answer.first)
        kept = f" {describe(before, answer.kept)} kept it." if answer.kept is not None else ""
        if answer.verdict == Verdict.LOST_AT:
            return f"Move {answer.first} lost the win: {describe(before, played)}.{kept}"
        return (
            f"One of moves {answer.first} to {answer.last} lost the win (the positions between could not be"
            f" settled within the budget). Before move {answer.first},{kept}"
        )
    return {
        Verdict.WON: "The game was won: nothing was lost.",
        Verdict.NOT_WINNABLE: "The deal could not be won from the start: no move lost it.",
        Verdict.START_UNKNOWN: "Unknown: the solver could not settle whether the deal could be won within its budget.",
        Verdict.STILL_WINNABLE: "The game ended while it could still be won: no move lost the win.",
        Verdict.UNSETTLED: (
            f"The deal could be won up to move {answer.first - 1} at least; whether a later move lost it is"
            " unknown (the solver could not settle the positions after it within its budget)."
        ),
        Verdict.CANCELLED: "The analysis was cancelled.",
    }[answer.verdict]


def to_json(record: GameRecord, answer: Analysis) -> dict[str, object]:
    """The answer as JSON: the first losing move's number (from 1; null unless proven), the range, the alternative."""
    played = str(record.moves[answer.first - 1]) if answer.first and answer.verdict != Verdict.UNSETTLED else None
    return {
        "code": record.code,
        "rules": record.rules,
        "moves": len(record.moves),
        "verdict": answer.verdict,
        "first_losing_move": answer.lost_at,
        "range": [answer.first, answer.last] if answer.first else None,
        "played": played,
        "kept": str(answer.kept) if answer.kept is not None else None,
        "kept_line": [str(move) for move in answer.kept_line],
        "solved": [[count, outcome] for count, outcome in answer.solved],
        "seconds": round(answer.seconds, 3),
    }
