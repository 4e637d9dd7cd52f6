"""Running the solver for the window without ever blocking it, and remembering what it found.

The solver's Python parts (and its whole search when the compiled core is not
built) hold the interpreter lock: run in a thread of the window's process,
they make dragging stutter (``benchmarks/gui_solver.py``:
drag-step p95 6 ms with no search, 84 ms with a search in a thread, 16 ms
with the search in a child process, on a loaded 2-core machine). So by
default every job goes to a long-lived solver process
(:class:`canfield.solver.worker.SolverProcess`, shared by all windows, started
on first use, more started while all are busy, up to :data:`MAX_WORKERS`);
starting a process per job would add a few hundred milliseconds to every hint.
A ``QTimer`` on the GUI thread polls the workers' pipes without waiting: no
thread is involved in process mode at all. In thread mode (a fallback, and
for debugging) a thread runs :func:`canfield.solver.solve`, and the same timer
collects its result, so no Qt object is ever touched off the GUI thread.
"""

from __future__ import annotations

import hashlib
import itertools
import logging
import threading
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from canfield.engine import Game, Move
from canfield.ui.solving.host import TableHost

if TYPE_CHECKING:  # the solver loads on the first search, after the window is shown
    from canfield.solver import Outcome, SolveResult
    from canfield.solver.worker import SolverProcess

_log = logging.getLogger(__name__)

Key = tuple  # a position's identity: (code, rules, number of moves in effect, their digest)

MAX_WORKERS = 3  # solver processes at most (a hint must not wait behind the indicator and a deal search)


def position_key(game: Game) -> Key:
    """What identifies the position on the table: the deal, the rules and the moves in effect.

    The moves are kept as their number and a digest, a key of fixed size: knowing every position
    along a line then costs memory in proportion to the line, not to its square.
    """
    return _key(game, _line_digest(game))


def _line_digest(game: Game) -> hashlib.blake2b:
    """A digest of the moves in effect, to go on with one move at a time (``update(f"{move};")``)."""
    digest = hashlib.blake2b(digest_size=16)
    digest.update("".join(f"{move};" for move in game.line).encode())
    return digest


def _key(game: Game, digest: hashlib.blake2b) -> Key:
    return (game.code, game.rules, game.moves_made, digest.digest())


class Task:
    """One solve running in the background. :meth:`cancel` stops it; its result is then dropped."""

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
        self.future: Future = Future()
        self.job = 0  # its number in the process pool
        self._stop = threading.Event()

    @property
    def cancelled(self) -> bool:
        """True once :meth:`cancel` was called."""
        return self._stop.is_set()

    def cancel(self) -> None:
        """Stop the search (within milliseconds) and never deliver its result."""
        self._stop.set()
        if self.job:
            _POOL.cancel(self)


class _Pool:
    """The solver processes shared by every window; used from the GUI thread only."""

    def __init__(self) -> None:
        self.workers: list[SolverProcess] = []
        self.pending: deque[Task] = deque()
        self.running: dict[int, Task] = {}
        self.last_job = 0
        self.failures = 0  # workers lost in a row; after a few, processes are given up (threads instead)

    @property
    def broken(self) -> bool:
        """True when solver processes keep dying (then the window solves in threads)."""
        return self.failures >= 3

    def submit(self, task: Task) -> None:
        self.last_job += 1
        task.job = self.last_job
        self.pending.append(task)
        self.pump()

    def cancel(self, task: Task) -> None:
        if task in self.pending:
            from canfield.solver import Outcome, SolveResult

            self.pending.remove(task)
            task.future.set_result(SolveResult(Outcome.UNKNOWN, cancelled=True))
            return
        for worker in self.workers:
            if worker.job == task.job:
                worker.cancel(task.job)

    def pump(self) -> None:
        """Collect answers and hand waiting jobs to idle workers (never waits)."""
        worker: SolverProcess | None
        for worker in list(self.workers):
            answer = worker.answer()
            if answer is not None:
                job, result = answer
                task = self.running.pop(job, None)
                if isinstance(result, BaseException):
                    if task is not None:
                        task.future.set_exception(result)
                else:
                    self.failures = 0
                    if task is not None:
                        task.future.set_result(result)
            if worker.idle and not worker.alive:
                self.workers.remove(worker)
                self.failures += 1
        while self.pending and not self.broken:
            worker = next((w for w in self.workers if w.idle), None)
            if worker is None:
                if len(self.workers) >= MAX_WORKERS:
                    return
                from canfield.solver.worker import SolverProcess

                try:
                    worker = SolverProcess()
                except (OSError, RuntimeError):  # no process can start here (e.g. a frozen app without freeze_support)
                    _log.exception("no solver process; solving in threads")
                    self.failures = 3
                    break
                self.workers.append(worker)
            task = self.pending.popleft()
            nodes, seconds = task.budget
            try:
                worker.submit(task.job, task.game, nodes, seconds, task.attempt)
            except OSError:  # it died while idle: try another
                self.pending.appendleft(task)
                self.workers.remove(worker)
                self.failures += 1
                continue
            self.running[task.job] = task
        while self.pending:  # processes cannot be used here: solve in threads
            _in_thread(self.pending.popleft())


_POOL = _Pool()


def _in_thread(task: Task) -> None:
    """Solve a task in a thread (it competes with the window for the interpreter lock)."""
    from canfield.solver import solve

    nodes, seconds = task.budget

    def work() -> None:
        try:
            task.future.set_result(solve(task.game, nodes, seconds, task._stop.is_set, attempt=task.attempt))
        except BaseException as exc:  # handed to the GUI thread, which says "unknown"
            task.future.set_exception(exc)

    threading.Thread(target=work, daemon=True, name="canfield-solver").start()


class SolverTasks(QObject):
    """Starts solves off the GUI thread and calls back on it.

    ``use_processes`` (default) runs each search in a child process; False
    runs it in a thread (quicker to start, but the window can stutter).
    """

    def __init__(self, parent: QObject | None = None, use_processes: bool = True, poll_ms: int = 25) -> None:
        super().__init__(parent)
        self.use_processes = use_processes
        self._tasks: list[Task] = []
        self._poll = QTimer(self)
        self._poll.setInterval(poll_ms)
        self._poll.timeout.connect(self._deliver)

    def submit(
        self,
        game: Game,
        on_done: Callable[[SolveResult], None],
        budget_seconds: float | None = 1.0,
        budget_nodes: int | None = None,
        attempt: int = 0,
    ) -> Task:
        """Solve ``game``'s current position in the background; ``on_done(result)`` runs on the GUI thread.

        ``attempt``: how many searches of this position were started before
        (``Knowledge.next_attempt``), so that this one tries other orders.
        """
        task = Task(game.copy(), position_key(game), on_done, (budget_nodes, budget_seconds), attempt)
        if self.use_processes:
            _POOL.submit(task)
        else:
            _in_thread(task)
        self._tasks.append(task)
        if not self._poll.isActive():
            self._poll.start()
        return task

    @property
    def busy(self) -> bool:
        """True while any job that was not cancelled is running (the window checks none is left at close)."""
        return any(not t.cancelled for t in self._tasks)

    def cancel_all(self) -> None:
        """Cancel every running job (the window closes)."""
        for task in self._tasks:
            task.cancel()

    def _deliver(self) -> None:
        """GUI thread: hand finished results to their callbacks; drop cancelled ones."""
        _POOL.pump()
        finished = [t for t in self._tasks if t.future.done()]
        self._tasks = [t for t in self._tasks if not t.future.done()]
        if not self._tasks:
            self._poll.stop()
        for task in finished:
            if task.cancelled:
                continue
            try:
                result = task.future.result()
            except Exception:  # a broken child process: the answer is simply not known
                from canfield.solver import Outcome, SolveResult

                _log.exception("solver job failed")
                result = SolveResult(Outcome.UNKNOWN)
            task.on_done(result)


#: Positions :class:`Knowledge` keeps for one deal (a few hundred bytes each): far more than a game visits.
KNOWLEDGE_LIMIT = 100_000


def _trim(table: dict, limit: int) -> None:
    """Drop the oldest entries of ``table`` (dicts keep their order of insertion) beyond ``limit``."""
    for key in list(itertools.islice(table, max(0, len(table) - limit))):
        del table[key]


class Knowledge:
    """What the solver has proven about positions of the current deal.

    A winning line proves every position along it winnable, so following a
    hint (or watching the demo) needs no new search: the rest of the line is
    known for each of those positions. Each position keeps the line and where it
    stands on it, not a copy of the rest (a copy per position was quadratic in the
    line's length), and at most :data:`KNOWLEDGE_LIMIT` positions are kept: the
    oldest go first.
    """

    def __init__(self) -> None:
        self._deal: tuple | None = None
        self._outcomes: dict[Key, Outcome] = {}
        self._lines: dict[Key, tuple[tuple[Move, ...], int]] = {}  # the line, and this position's place on it
        self._tries: dict[Key, int] = {}  # searches started from each position
        self._listeners: list[Callable[[Game], None]] = []

    def listen(self, on_learn: Callable[[Game], None]) -> None:
        """Call ``on_learn(game)`` whenever a proven outcome of ``game``'s position is learned."""
        self._listeners.append(on_learn)

    def _for(self, game: Game) -> None:
        deal = (game.code, game.rules)
        if deal != self._deal:  # another deal: forget the old one's positions
            self.forget()
            self._deal = deal

    def forget(self) -> None:
        """Forget everything (e.g. to measure a search that would otherwise be answered from memory)."""
        self._deal = None
        self._outcomes.clear()
        self._lines.clear()
        self._tries.clear()

    def learn(self, game: Game, result: SolveResult) -> None:
        """Remember a proven outcome of ``game``'s current position (unknowns are not kept)."""
        from canfield.solver import Outcome

        self._for(game)
        if result.outcome is Outcome.NOT_WINNABLE:
            self._outcomes[position_key(game)] = result.outcome
        elif result.winnable:
            board = game.copy()
            line = tuple(result.line)
            digest = _line_digest(board)
            for i, move in enumerate(line):
                key = _key(board, digest)  # as position_key(board), without reading the whole line again
                self._outcomes[key] = Outcome.WINNABLE
                self._lines[key] = (line, i)  # shared, not line[i:]
                board.play(move)
                digest.update(f"{move};".encode())
            self._outcomes[_key(board, digest)] = Outcome.WINNABLE
        else:
            return
        for table in (self._outcomes, self._lines):
            _trim(table, KNOWLEDGE_LIMIT)
        for on_learn in list(self._listeners):
            on_learn(game)

    def next_attempt(self, game: Game) -> int:
        """The attempt number for a new search of the current position (0, then 1, 2, …).

        A search is deterministic: the indicator's and a hint's search of one
        position would otherwise do the same work, so a second one could never
        find what the first did not (see ``solve``'s ``attempt``).
        """
        self._for(game)
        key = position_key(game)
        tries = self._tries.get(key, 0)
        self._tries[key] = tries + 1
        return tries

    def outcome(self, game: Game) -> Outcome | None:
        """The proven outcome of the current position, or None if not known."""
        self._for(game)
        return self._outcomes.get(position_key(game))

    def line(self, game: Game) -> tuple[Move, ...] | None:
        """A known winning line from the current position, or None."""
        self._for(game)
        known = self._lines.get(position_key(game))
        return None if known is None else known[0][known[1] :]

    def deal_winnable(self, game: Game) -> bool:
        """True when some position of this deal was proven winnable (so its start was too)."""
        self._for(game)
        return "winnable" in self._outcomes.values()  # Outcome.WINNABLE is the string "winnable"


class SolverFeature(QObject):
    """A window's feature that asks the solver (the hint, the demo, the winnable indicator): one search at a time.

    ``budget_seconds`` is the time its search gets (the indicator's first check; None: no bound).
    """

    def __init__(
        self,
        window: TableHost,
        tasks: SolverTasks,
        knowledge: Knowledge,
        budget_seconds: float | None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.window = window
        self.tasks = tasks
        self.knowledge = knowledge
        self.budget_seconds = budget_seconds
        self._task: Task | None = None

    def _drop_task(self) -> bool:
        """Cancel the running search, if any; True when one was running."""
        task, self._task = self._task, None
        if task is None:
            return False
        task.cancel()
        return True

    def _answered(self) -> Task | None:
        """The search that just answered, or None when the position it was for is no longer on the table."""
        task, self._task = self._task, None
        if task is None or task.key != position_key(self.window.controller.game):
            return None
        return task
