"""The solver's plan: which searches run, in what order, with what share of the budget.

:func:`solve_complete` runs the compiled core's searches as a short plan of
named stages, each taking its share of one :class:`Budget` and answering
with a :class:`Found`:

1. :func:`run_probes`: short complete searches in shuffled orders (won deals'
   heavy tail), with taking back half of them on the deal without it;
2. :func:`take_turns`: the same deal drawn one card at a time (a draw-3 game
   is lost when that one is lost) and the complete search take turns in
   growing slices of what is left, each resuming where it stopped
   (:mod:`canfield.solver.turns`), so the one that settles the deal gets
   the time it needs, whichever it is.

The first stage that settles the position (won, or lost) ends the plan.
:data:`Schedule.FIXED` is the plan before issue 39, kept as the benchmarks'
reference: the relaxation with a fixed :data:`RELAX_SHARE` (:func:`relaxed`),
then :func:`main_search` with the rest.
:func:`solve_python` is the plan without the core: one focused search, or two
phases with taking back. :mod:`canfield.solver.fast` holds the core's side
(its specs, its result codes, reading its answers).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import NamedTuple

from canfield.engine import Move

from . import fast
from .fast import Code
from .position import State, Step, Table
from .search import Limit, Outcome, Search, SolveResult
from .turns import Lane

#: Probes: short complete searches in shuffled orders before the plain one.
PROBE_SHARE = 0.1  # of the budget (nodes and time)
PROBE_SHARE_TAKE_BACK = 0.1  # with taking back, where half the probes play without it
FIRST_PROBE = 20_000  # positions; each next probe may search 1.5 times as many
ATTEMPT_SEEDS = 1000  # probe seeds each attempt may use: attempt a uses a * 1000 + 1, ... (see solve_complete)
#: The draw-1 relaxation of a draw-3 game in the fixed plan (see :func:`relaxed`): its share of the budget.
RELAX_SHARE = 0.1
#: Taking turns (:func:`take_turns`): a round of turns is twice TURN_PART of what is left after the probes, shared
#: between the relaxation and the complete search by what each has still to do (:func:`_main_share`), each
#: getting at least SHARE_FLOOR of it. Resuming costs nothing, so the turns stay short.
TURN_PART = 0.01
SHARE_FLOOR = 0.1
#: The relaxation ends, its floor given back to the complete search, once it has had GIVE_UP_AFTER of what the
#: probes leave and its stack's estimate of what it has left is more than GIVE_UP_RATIO times the complete
#: search's (:func:`_hopeless`): the estimate understates progress, but by a factor of 37 at most where measured.
GIVE_UP_AFTER = 0.03
GIVE_UP_RATIO = 1000.0
#: While both run, the relaxation's table gets this part of the memory bound and the main search the rest.
RELAX_MEMORY_PART = 4


class Schedule(Enum):
    """How the relaxation and the complete search share what the probes leave."""

    TURNS = "turns"  # they take turns in growing slices, each resuming where it stopped (take_turns)
    FIXED = "fixed"  # before issue 39: the relaxation RELAX_SHARE of the budget, then the main search the rest


@dataclass
class Budget:
    """What one solve may spend: positions, seconds from ``start`` by ``clock``, and a cancel."""

    nodes: int | None
    seconds: float | None
    cancel: Callable[[], bool] | None
    clock: Callable[[], float]
    start: float
    cancelled: bool = False  # cancel() answered true (not the clock)
    spent: float | None = None  # the time used, where the clock of one thread cannot tell it (take_turns)

    @property
    def limited(self) -> bool:
        """Whether anything but the cap bounds the work (probes and relaxation need a budget to share)."""
        return self.nodes is not None or self.seconds is not None

    def over(self) -> bool:
        """Whether the time is up or the search was cancelled (noting a cancel)."""
        if self.seconds is not None and self.clock() >= self.start + self.seconds:
            return True
        if self.cancel is not None and self.cancel():
            self.cancelled = True
            return True
        return False

    def check(self) -> Callable[[], bool] | None:
        """:meth:`over` for the core to call, or None when nothing but positions can stop it."""
        return self.over if self.seconds is not None or self.cancel is not None else None

    def share(self, part: float, since: float | None = None) -> tuple[int | None, Callable[[], bool]]:
        """``part`` of the budget from ``since`` (default now): its node limit, and a check for its time."""
        since = self.clock() if since is None else since
        nodes = int(self.nodes * part) if self.nodes is not None else None
        until = since + self.seconds * part if self.seconds is not None else None
        clock, cancel = self.clock, self.cancel

        def check() -> bool:
            return (until is not None and clock() >= until) or (cancel is not None and cancel())

        return nodes, check


class Found(NamedTuple):
    """What one stage of the plan settled.

    ``code`` is ``WON`` or ``LOST`` for the position solved, ``STOPPED``
    when the stage settled nothing (a relaxation that won settles nothing
    either). ``line`` is the core's short line of a win, in the game
    ``won_in`` (a probe may win the deal without taking back);
    ``furthest`` the root's step toward the furthest position of the real
    game the stage searched, when it searched it.
    """

    code: Code
    nodes: int
    line: list[tuple[State, Step, State]] | None = None
    won_in: Table | None = None
    furthest: Step | None = None


@dataclass
class Job:
    """One position to solve with the core, and what its stages share."""

    table: Table  # complete
    state: State
    budget: Budget
    attempt: int = 0
    memory: int | None = None  # the most bytes one table may take (None: no bound)
    probes: bool = False  # with probes, twin moves are left for last (fast.search_spec)
    kept: object = None  # the core's table kept between searches (fast.keeps_tables), or None
    found: list[Found] = field(default_factory=list)
    out_of_nodes: bool = False  # the node budget ran out (take_turns stops at a check, a little short of it)


Stage = Callable[[Job], Found]


def plan(probes: bool, schedule: Schedule = Schedule.TURNS) -> tuple[Stage, ...]:
    """The stages of one solve: with probes, the probes, then the relaxation and the main search.

    The relaxation runs on every attempt: it has one order, but a later
    attempt usually has a larger budget (the window's indicator doubles it
    each time), and its turns get further.
    """
    if not probes:
        return (main_search,)
    if schedule is Schedule.FIXED:
        return (run_probes, relaxed, main_search)
    return (run_probes, take_turns)


def solve_complete(
    table: Table,
    state: State,
    budget_nodes: int | None = None,
    budget_seconds: float | None = None,
    cancel: Callable[[], bool] | None = None,
    clock: Callable[[], float] = time.perf_counter,
    probes: bool = False,
    attempt: int = 0,
    memory: int | None = None,
    schedule: Schedule = Schedule.TURNS,
) -> SolveResult:
    """Search every move from ``state`` in compiled code, by the stages of :func:`plan`.

    With ``probes``, short searches in shuffled orders take a share of the
    budget first (see :func:`run_probes`), then the draw-1 relaxation
    (:func:`relaxed`), and with taking back every search
    leaves the twin moves for last (see :func:`fast.search_spec`); without,
    this is exactly the Python complete search, position for position.

    ``attempt`` numbers the searches of one position that stayed unknown
    before (0: the first). The search is deterministic, so a second search
    with the same budget would only repeat the first: attempt ``a > 0``
    probes in other shuffled orders and runs its complete search in a
    shuffled order too (still every move from every position, so its "not
    winnable" is as sound).

    ``memory`` bounds the bytes of each table (probes, the relaxation and
    the main search each keep their own, freed when they end, but where
    :func:`fast.keeps_tables` the probes and the main search share one, and
    the relaxation then gets what that one leaves). A full table drops the
    positions cheapest to search again and the search goes on: only
    ``budget_nodes``, ``budget_seconds`` and ``cancel`` end a search early.

    The answer means what :meth:`Search.run` on a complete table answers:
    ``NOT_WINNABLE`` only after an exhaustive search, ``UNKNOWN`` when
    ``budget_nodes`` positions were expanded, ``budget_seconds`` passed or
    ``cancel()`` returned true. Raises ``RuntimeError`` when the core is not
    built.
    """
    if not fast.available():
        raise RuntimeError("The solver's compiled core is not built.")
    complete = table.complete()
    budget = Budget(budget_nodes, budget_seconds, cancel, clock, clock())
    kept = fast.new_kept() if probes and fast.keeps_tables(complete) else None
    job = Job(complete, state, budget, attempt, memory, probes, kept)
    for stage in plan(probes, schedule):
        if budget.over():
            break
        job.found.append(stage(job))
        if job.found[-1].code is not Code.STOPPED:
            break
    return _result(job)


def _result(job: Job) -> SolveResult:
    """The solve's answer from what its stages found."""
    budget = job.budget
    last = job.found[-1] if job.found else Found(Code.STOPPED, 0)
    furthest = next((f.furthest for f in reversed(job.found) if f.furthest is not None), None)
    root, autos = job.table.closure(job.state)
    line: tuple[Move, ...] = ()
    best_first: tuple[Move, ...] = tuple(autos[:1])
    if not best_first and furthest is not None:  # a hint without a win: toward the furthest position searched
        best_first = tuple(job.table.engine_moves(root, furthest))
    outcome = {Code.WON: Outcome.WINNABLE, Code.LOST: Outcome.NOT_WINNABLE}.get(last.code, Outcome.UNKNOWN)
    if last.code is Code.WON and last.won_in is not None and last.line is not None:
        _root, autos = last.won_in.closure(job.state)  # a probe without taking back closes the root its own way
        line = tuple(fast.line_of(last.won_in, autos, last.line))
        best_first = line[:1]
    return SolveResult(
        outcome=outcome,
        line=line,
        nodes=sum(f.nodes for f in job.found),
        seconds=budget.spent if budget.spent is not None else budget.clock() - budget.start,
        cancelled=budget.cancelled,
        best_first=best_first,
        stopped_by=Limit.POSITIONS if job.out_of_nodes and outcome is Outcome.UNKNOWN else None,
    )


def run_probes(job: Job) -> Found:
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
    budget there are no probes. A later attempt (see :func:`solve_complete`)
    shifts every probe's seed; only the first probes the game without taking
    back in the plain order.
    """
    table, budget = job.table, job.budget
    if not budget.limited:
        return Found(Code.STOPPED, 0)
    orders = [table]
    if table.take_back:
        orders.append(Table(replace(table.rules, take_back=False), table.foundation_suits, table.start_rank,
                            table.reserve))  # fmt: skip
    share, check = budget.share(PROBE_SHARE_TAKE_BACK if table.take_back else PROBE_SHARE, since=budget.start)
    specs = [fast.search_spec(t) for t in orders]
    # the game without taking back goes first: its lines never take a card back (5 points a card)
    used, size, seed, turn = 0, FIRST_PROBE, job.attempt * ATTEMPT_SEEDS + 1, len(orders) - 1
    furthest: Step | None = None
    while (share is None or used < share) and not check():
        k = turn % len(orders)
        real = orders[k] is table
        limit = size if share is None else min(size, share - used)
        # the game without taking back is probed in the plain order first (seed 0)
        kept = job.kept if real else None
        got = fast.core_search(specs[k], job.state, limit, check, seed - k, kept, job.memory)
        used += got.nodes
        if real:
            furthest = got.furthest
        if got.code is Code.WON or (got.code is Code.LOST and real):
            return Found(got.code, used, got.line, orders[k], furthest)
        if got.code is Code.LOST:  # lost without taking back: only the real game is left to probe
            del orders[k], specs[k]
        turn += 1
        if turn % 2 == 1 or len(orders) == 1:  # both games had a probe of this size
            size, seed = size * 3 // 2, seed + 1
    return Found(Code.STOPPED, used, furthest=furthest)


def relaxed(job: Job) -> Found:
    """The draw-1 relaxation, with :data:`RELAX_SHARE` of the budget: LOST proves the deal lost.

    A complete search of the relaxed game (:func:`fast.relaxation`), in the
    plain order. A win there proves nothing (the draw-3 game may still be
    lost), and it usually comes within a few thousand positions; a lost
    relaxation proves the draw-3 game lost, and on the paper's whole-pile
    deals it often does so in a thousandth of the positions the draw-3
    search needs (CF1-D3-CWDYQSH: 45,963 against 28,389,254).
    """
    table = fast.relaxation(job.table)
    if table is None or not job.budget.limited:
        return Found(Code.STOPPED, 0)
    share, check = job.budget.share(RELAX_SHARE)
    got = fast.core_search(fast.search_spec(table), job.state, share, check, memory=_beside_kept(job))
    return Found(Code.LOST if got.code is Code.LOST else Code.STOPPED, got.nodes)


def main_search(job: Job) -> Found:
    """The complete search with the rest of the budget: plain on a first attempt, else shuffled."""
    budget = job.budget
    spent = sum(f.nodes for f in job.found)
    rest = budget.nodes - spent if budget.nodes is not None else None
    spec = fast.search_spec(job.table, job.probes)
    got = fast.core_search(spec, job.state, rest, budget.check(), _main_order(job), job.kept, job.memory)
    return Found(got.code, got.nodes, got.line, job.table, got.furthest)


def take_turns(job: Job) -> Found:
    """The relaxation and the complete search in turns, each resuming where it stopped, until one settles.

    The budget the probes leave is shared by what the two searches learn,
    not by fixed parts: the relaxation has the first turn (:data:`TURN_PART`
    of what is left), the complete search the next, and from then on each
    round of turns goes mostly to the search that has the less left to do by
    the estimate of its own stack (:func:`_main_share`; each gets at least
    :data:`SHARE_FLOOR`). A relaxation that is lost settles the deal (lost);
    one that wins has nothing more to say and ends, and the complete search
    has the rest alone (on most deals, the relaxation wins in its first
    turn); the complete search settles it either way. At 10 s the fixed
    shares left the relaxation a tenth whatever the deal (CF1-D3-PNLZTVJ,
    paper-whole: lost by the relaxation alone in 1.3 CPU s, unknown at 10 s),
    and fixed turns that gave it more took the time from deals whose draw-3
    search needs 7.4 s (classic CF1-D3-FPTWUIU).
    Turns are measured in positions when the budget counts positions (so
    the answer is the same every run), else in time (:mod:`.turns`).
    """
    budget = job.budget
    relaxed_table = fast.relaxation(job.table)
    if relaxed_table is None or not budget.limited:
        return main_search(job)
    by_nodes = budget.nodes is not None
    before = budget.clock() - budget.start  # the time the earlier stages took, in this thread
    if budget.nodes is not None:
        rest = float(budget.nodes - sum(f.nodes for f in job.found))
    else:
        assert budget.seconds is not None  # limited
        rest = budget.seconds - before
    limit = int(rest) if by_nodes else None
    relax_memory = _relax_memory(job)
    relax_spec = fast.search_spec(relaxed_table)

    def over() -> bool:  # the time is up, whatever measures the turns (the lanes add up their own time)
        return budget.seconds is not None and before + relax.seconds + main.seconds >= budget.seconds

    relax = Lane(
        lambda check: fast.core_search(relax_spec, job.state, limit, check, memory=relax_memory),
        budget.clock,
        budget.cancel,
        over,
    )

    def main_run(check: Callable[[], bool]) -> fast.CoreResult:
        # beside a running relaxation, what its table leaves; alone, the whole bound
        memory = job.memory if relax.done or job.memory is None else job.memory - (relax_memory or 0)
        limit = int(rest) - relax.nodes if by_nodes else None  # a small budget has no checks to stop it
        spec = fast.search_spec(job.table, job.probes)
        return fast.core_search(spec, job.state, limit, check, _main_order(job), job.kept, memory)

    main = Lane(main_run, budget.clock, budget.cancel, over)
    try:
        _alternate(relax, main, rest, by_nodes)
    finally:
        for lane in (relax, main):
            lane.stop()
    budget.spent = before + relax.seconds + main.seconds
    budget.cancelled = budget.cancelled or relax.cancelled or main.cancelled
    for lane in (main, relax):
        if lane.error is not None:
            raise lane.error
    nodes = relax.nodes + main.nodes
    job.out_of_nodes = by_nodes and rest - nodes < fast.CHECK_EVERY  # the turns end on a check
    if relax.result is not None and relax.result.code is Code.LOST:
        return Found(Code.LOST, nodes)
    if main.result is None:
        return Found(Code.STOPPED, nodes)
    return Found(main.result.code, nodes, main.result.line, job.table, main.result.furthest)


def _alternate(relax: Lane, main: Lane, rest: float, by_nodes: bool) -> None:
    """Give the lanes turns until one settles the deal, the budget ``rest`` is used, or a cancel."""
    lanes = [relax, main]
    turn = rest * TURN_PART
    while True:
        if relax in lanes and _hopeless(relax, main, rest, by_nodes):
            relax.stop()  # it answers STOPPED: proves nothing, and the complete search has the rest alone
            lanes.remove(relax)
        share = _main_share(relax, main) if relax in lanes else 1.0
        for lane in list(lanes):
            left = rest - relax.used(by_nodes) - main.used(by_nodes)
            part = 2 * (share if lane is main else 1 - share)
            allowance = left if len(lanes) == 1 else min(left, turn * part)
            if by_nodes and (lane.started or left >= fast.CHECK_EVERY):
                # whole checks: a lane stops exactly where its turn ends, never past the budget (a lane that
                # has not started has the rest as its core limit, which stops it where no check comes)
                allowance = max(allowance, min(left, fast.CHECK_EVERY)) // fast.CHECK_EVERY * fast.CHECK_EVERY
            if allowance <= 0 or relax.cancelled or main.cancelled:
                return
            lane.turn(lane.used(by_nodes) + allowance, by_nodes)
            if lane.error is not None or lane.cancelled:
                return
            if lane.done:
                result = lane.result
                if lane is main or (result is not None and result.code is Code.LOST):
                    return
                lanes.remove(lane)  # a relaxation that wins proves nothing: the main search goes on alone


def _main_share(relax: Lane, main: Lane) -> float:
    """The complete search's part of the next round of turns, the relaxation having the rest.

    Each search's stack tells what part ``f`` of its tree it has finished (:func:`fast.progress`), so
    after ``n`` positions about ``n (1 - f) / f`` are left. Each lane's part is inversely as what it has
    left: the round goes mostly to the search likelier to finish first, but never less than
    :data:`SHARE_FLOOR` to either, since the estimate is rough. Even until both have had a check.
    On CF1-D3-PNLZTVJ (paper-partial) the relaxation stood at 0.014 after 344,064 positions and the draw-3
    search at 0.0001 after 450,560; on classic CF1-D3-FPTWUIU the draw-3 search at 0.0094 after 380,928 and
    the relaxation at 0.00014 after 323,584. Positions, not time, so a position budget gives the same turns
    every run.
    """
    left = [_left(lane) for lane in (relax, main)]
    if None in left:
        return 0.5
    relax_left, main_left = left
    assert relax_left is not None and main_left is not None
    if relax_left == main_left:  # both unknown (no progress yet), or alike
        return 0.5
    share = 1.0 if math.isinf(relax_left) else 0.0 if math.isinf(main_left) else relax_left / (relax_left + main_left)
    return min(1 - SHARE_FLOOR, max(SHARE_FLOOR, share))


def _hopeless(relax: Lane, main: Lane, rest: float, by_nodes: bool) -> bool:
    """Whether the relaxation, still running, should end and give its floor back to the complete search.

    Only a lost relaxation settles anything. Where its stack says it has GIVE_UP_RATIO times as much left as
    the complete search, after GIVE_UP_AFTER of the budget, its floor (a tenth of every round) only takes
    time from the search that can settle the deal: strict CF1-D3-JAQSXWD's relaxation stood at 1e-9 after
    131,072 positions (about 1e14 left) beside a draw-3 search at 0.006 after 860,160 (about 140 million
    left), which wins after 6.8 million positions, 8.5 CPU s, where the floor left it 8.1 (issue 39; the
    test at 8 million positions). On CF1-D3-PNLZTVJ, lost by its relaxation, the relaxation's estimate was
    the smaller by far. (Strict FJYKIDS is not settled by this: there the probes' tenth is in the way.)
    """
    if relax.done or relax.used(by_nodes) < GIVE_UP_AFTER * rest:
        return False
    relax_left, main_left = _left(relax), _left(main)
    if relax_left is None or main_left is None or math.isinf(main_left):
        return False
    return relax_left > GIVE_UP_RATIO * main_left


def _left(lane: Lane) -> float | None:
    """The positions a lane's search has still to search, by its stack's estimate; None before its first check."""
    if lane.checks == 0:
        return None
    if lane.progress <= 0:
        return float("inf")
    return lane.nodes * (1 - min(lane.progress, 1.0)) / lane.progress


def _relax_memory(job: Job) -> int | None:
    """The relaxation's table while it runs beside the main search: a part of the bound, beside a kept table."""
    beside = _beside_kept(job)
    if job.memory is None or beside is None:
        return None
    return min(job.memory // RELAX_MEMORY_PART, beside)


def _main_order(job: Job) -> int:
    """The main search's order: plain on a first attempt, else shuffled (a seed no probe uses)."""
    return job.attempt * ATTEMPT_SEEDS + ATTEMPT_SEEDS - 1 if job.attempt else 0


#: The least memory a search beside a kept table gets (the kept table may be near the bound).
LEAST_MEMORY = 16 * 2**20


def _beside_kept(job: Job) -> int | None:
    """The memory of a search that runs while the kept table is held: what that table leaves."""
    if job.memory is None or job.kept is None:
        return job.memory
    return max(LEAST_MEMORY, job.memory - fast.kept_bytes(job.kept))


def solve_python(
    table: Table,
    state: State,
    budget_nodes: int | None,
    budget_seconds: float | None,
    cancel: Callable[[], bool] | None,
    clock: Callable[[], float],
) -> SolveResult:
    """The plan without the compiled core: the Python search, focused first.

    Without taking back, one complete search in a focused order: the
    sideways moves of built tails that nothing can use yet are deferred,
    not dropped, and searched from only once everything else is exhausted.
    Most wins come from the focused part, fast and with short lines; "not
    winnable" still means that every move the rules allow was searched.

    With taking back (the canfield profile), two phases. Phase 1, a focused
    search: no taking back (rarely needed, and it keeps the score at 5
    points a card) and no sideways moves of built tails that nothing can
    use. It finds most wins fast and with short lines, but it may miss
    some, so it never answers "not winnable". Phase 2 searches every move
    the rules allow, with what is left of the budget.
    """
    start = clock()
    if not table.rules.take_back:
        focused = Table(table.rules, table.foundation_suits, table.start_rank, table.reserve)
        focused.focused = True
        focused.deferred = []
        return Search(focused, budget_nodes, budget_seconds, cancel, clock).run(state)
    focused = Table(replace(table.rules, take_back=False), table.foundation_suits, table.start_rank, table.reserve)
    focused.focused = True
    half_nodes = budget_nodes // 2 if budget_nodes is not None else None
    half_seconds = budget_seconds / 2 if budget_seconds is not None else None
    first = Search(focused, half_nodes, half_seconds, cancel, clock).run(state)
    if first.winnable or first.cancelled:
        return first
    rest_nodes = budget_nodes - first.nodes if budget_nodes is not None else None
    rest_seconds = budget_seconds - (clock() - start) if budget_seconds is not None else None
    second = Search(table, rest_nodes, rest_seconds, cancel, clock).run(state)
    return replace(second, nodes=second.nodes + first.nodes, best_first=second.best_first or first.best_first)
