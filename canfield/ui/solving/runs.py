"""Where the window's searches run: a thread of its own process first, a solver process when one needs more.

No Qt here: :class:`canfield.ui.solving.tasks.SolverTasks` drives it from the GUI thread's timer.

Every search starts on a thread with a slice of that thread's CPU time (:func:`thread_slice`).
The compiled core releases the interpreter lock while it searches (``_core.c``: it takes it back
only to ask whether to stop, every few thousand positions), so the window keeps its interpreter;
the pure-Python search holds the lock, and its slice is a few milliseconds. Most hints and checks
end within the slice (a hint on a winnable position: p95 0.17 CPU s, ``docs/solver.md``), and no
other process starts. A search the slice does not settle goes to a solver process
(:class:`canfield.solver.worker.SolverProcess`, up to :data:`MAX_WORKERS`, started on demand), with
its whole budget and the same attempt, so its answer is the one a single search would give. A
process with no job for :data:`IDLE_SECONDS` is ended, and the memory of its biggest search goes
with it; multiprocessing's resource tracker ends with the last one. Budgets are CPU time of the
searching thread (``CPU_CLOCK``): a busy machine or a busy window delays an answer, never changes it.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

from canfield.engine import Game, Rules

if TYPE_CHECKING:  # the solver loads on the first search, after the window is shown
    from canfield.solver import SolveResult
    from canfield.solver.worker import SolverProcess

_log = logging.getLogger(__name__)

Key = tuple[str, Rules, int, bytes]  # a position's identity: (code, rules, number of moves in effect, their digest)

MAX_WORKERS = 3  # solver processes at most (a hint must not wait behind the indicator and a deal search)
#: CPU seconds of a search on a thread of the window, with the compiled core (which leaves the
#: interpreter lock to the window), and with the Python search (which holds it: the window waits).
CORE_SLICE = 0.25
PYTHON_SLICE = 0.005
#: Bytes the core's table may take on the window's thread (it drops positions beyond, and goes on).
THREAD_MEMORY = 64 * 2**20
#: A solver process with no job for this many seconds is ended (its memory goes back to the system).
IDLE_SECONDS = 20.0
_END_SECONDS = 10.0  # a retired process that has not ended after this is ended by force


def thread_slice() -> float:
    """The CPU seconds a search gets on a thread of the window before it moves to a solver process."""
    from canfield.solver import fast

    return CORE_SLICE if fast.available() else PYTHON_SLICE


class Answer:
    """A search's result or failure: set once by whichever thread ran it, read on the GUI thread."""

    __slots__ = ("_value", "done")

    def __init__(self) -> None:
        self._value: SolveResult | BaseException | None = None
        self.done = False

    def set(self, value: SolveResult | BaseException) -> None:
        """Record the result (or the failure); ``done`` is set last, so a reader that sees it sees the value."""
        self._value = value
        self.done = True

    def result(self) -> SolveResult:
        """The result; a failure is raised."""
        if isinstance(self._value, BaseException):
            raise self._value
        assert self._value is not None, "read before the search answered"
        return self._value


class Task:
    """One solve running in the background. :meth:`cancel` stops it; its result is then dropped.

    ``budget`` is (positions, CPU seconds); ``sliced``: it starts with a thread's slice and goes
    on in a solver process when that is not enough (else it runs on its thread to the end).
    """

    def __init__(
        self,
        game: Game,
        key: Key,
        on_done: Callable[[SolveResult], None],
        budget: tuple[int | None, float | None] = (None, 1.0),
        attempt: int = 0,
    ) -> None:
        self.game = game  # a private copy: the player goes on playing the original
        self.key = key
        self.on_done = on_done
        self.budget = budget  # (nodes, seconds)
        self.attempt = attempt  # earlier searches of this position (see solve)
        self.answer = Answer()
        self.job = 0  # its number in the process pool, once it went there
        self.slice: float | None = None  # the thread's CPU seconds, when it started with a slice
        self._stop = threading.Event()

    @property
    def cancelled(self) -> bool:
        """True once :meth:`cancel` was called."""
        return self._stop.is_set()

    def cancel(self) -> None:
        """Stop the search (within milliseconds) and never deliver its result."""
        self._stop.set()
        if self.job:
            POOL.cancel(self)

    def goes_on(self, result: SolveResult) -> bool:
        """Whether ``result`` is the end of the thread's slice only: the budget allows more (in a process)."""
        from canfield.solver import Limit

        if self.job or self.slice is None or result.stopped_by is not Limit.TIME:
            return False
        seconds = self.budget[1]
        return seconds is None or seconds > self.slice


def run_in_thread(task: Task, sliced: bool) -> None:
    """Solve ``task`` on a thread of this process: a slice of its CPU time, or its whole budget."""
    from canfield.solver.api import CPU_CLOCK, solve  # imported here, not on the thread (the import lock)

    nodes, seconds = task.budget
    if sliced:
        task.slice = thread_slice()
        seconds = task.slice if seconds is None else min(seconds, task.slice)

    def work() -> None:
        try:
            result = solve(task.game, nodes, seconds, task._stop.is_set, CPU_CLOCK, task.attempt, THREAD_MEMORY)
        except BaseException as exc:  # handed to the GUI thread, which says "unknown"
            task.answer.set(exc)
        else:
            task.answer.set(result)

    threading.Thread(target=work, daemon=True, name="canfield-solver").start()


class Pool:
    """The solver processes shared by every window; used from the GUI thread only."""

    def __init__(self) -> None:
        self.workers: list[SolverProcess] = []
        self.ending: list[tuple[SolverProcess, float]] = []  # retired, and when
        self.pending: deque[Task] = deque()
        self.running: dict[int, Task] = {}
        self.idle_since: dict[SolverProcess, float] = {}
        self.last_job = 0
        self.failures = 0  # workers lost in a row; after a few, processes are given up (threads instead)

    @property
    def broken(self) -> bool:
        """True when solver processes keep dying (then the window solves in threads)."""
        return self.failures >= 3

    @property
    def processes(self) -> int:
        """Solver processes alive or still ending."""
        return len(self.workers) + len(self.ending)

    def submit(self, task: Task, now: float) -> None:
        """Queue ``task`` for a solver process (one is started if none is idle)."""
        self.last_job += 1
        task.job = self.last_job
        self.pending.append(task)
        self.pump(now)

    def cancel(self, task: Task) -> None:
        """Stop ``task``: taken from the queue, or its process told to stop."""
        if task in self.pending:
            from canfield.solver import Outcome, SolveResult

            self.pending.remove(task)
            task.answer.set(SolveResult(Outcome.UNKNOWN, cancelled=True))
            return
        for worker in self.workers:
            if worker.job == task.job:
                worker.cancel(task.job)

    def pump(self, now: float) -> None:
        """Collect answers and hand waiting jobs to idle workers (never waits)."""
        for running in list(self.workers):
            self._collect(running, now)
        while self.pending and not self.broken:
            worker = self._idle_worker()
            if worker is None:
                return
            task = self.pending.popleft()
            nodes, seconds = task.budget
            try:
                worker.submit(task.job, task.game, nodes, seconds, task.attempt)
            except OSError:  # it died while idle: try another
                self.pending.appendleft(task)
                self._drop(worker)
                self.failures += 1
                continue
            self.running[task.job] = task
        while self.pending:  # processes cannot be used here: solve in threads
            run_in_thread(self.pending.popleft(), sliced=False)

    def _collect(self, worker: SolverProcess, now: float) -> None:
        answer = worker.answer()
        if answer is not None:
            job, result = answer
            self.idle_since[worker] = now
            task = self.running.pop(job, None)
            if not isinstance(result, BaseException):
                self.failures = 0
            if task is not None:
                task.answer.set(result)
        if worker.idle and not worker.alive:
            self._drop(worker)
            self.failures += 1

    def _idle_worker(self) -> SolverProcess | None:
        """An idle worker, a new one if all are busy and there is room, else None."""
        worker = next((w for w in self.workers if w.idle), None)
        if worker is not None or len(self.workers) >= MAX_WORKERS:
            return worker
        from canfield.solver.worker import SolverProcess

        try:
            worker = SolverProcess()
        except (OSError, RuntimeError):  # no process can start here (e.g. a frozen app without freeze_support)
            _log.exception("no solver process; solving in threads")
            self.failures = 3
            return None
        self.workers.append(worker)
        return worker

    def _drop(self, worker: SolverProcess) -> None:
        self.workers.remove(worker)
        self.idle_since.pop(worker, None)

    def retire_idle(self, now: float) -> float | None:
        """End the processes idle for :data:`IDLE_SECONDS`; the seconds until the next look (None: none left)."""
        for worker in [w for w in self.workers if w.idle and now - self.idle_since.get(w, now) >= IDLE_SECONDS]:
            self._drop(worker)
            worker.retire()  # without waiting: it ends on its own, and is collected below
            self.ending.append((worker, now))
        for worker, since in list(self.ending):
            if not worker.alive or now - since >= _END_SECONDS:
                worker.close()  # it is gone (at once), or made to go
                self.ending.remove((worker, since))
                if not self.processes:
                    _stop_tracker()
        if self.ending:
            return 0.5
        if not self.workers:
            return None
        waits = [IDLE_SECONDS - (now - self.idle_since.get(w, now)) for w in self.workers if w.idle]
        return max(0.5, min(waits, default=IDLE_SECONDS))


def _stop_tracker() -> None:
    """End multiprocessing's resource tracker with the last solver process (it tracks nothing of ours).

    It starts with the first process; the next process starts it again. ``_stop`` is not public
    (Python 3.11's own tests call it): where it is missing or fails, the tracker just stays.
    """
    import sys

    tracker_module = sys.modules.get("multiprocessing.resource_tracker")
    stop = getattr(getattr(tracker_module, "_resource_tracker", None), "_stop", None)
    if stop is not None:
        with contextlib.suppress(Exception):
            stop()


#: The one pool of the application (every window's searches share it).
POOL = Pool()
