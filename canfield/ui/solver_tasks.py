"""Running the solver for the window without ever blocking it, and remembering what it found.

The solver is pure Python. Run in a thread of the window's process it holds
the interpreter lock and makes dragging stutter (measured: drag-step p95
2.7 ms idle, 41 ms with a search in a thread, 2.7 ms with the search in
another process; see ``benchmarks/gui_solver.py``). So by default every job
runs in a child process (:func:`canfield.solver.solve_in_process`), waited on
by a small Python thread that only sleeps. Results reach the window through a
``QTimer`` on the GUI thread that polls the jobs: no Qt object is ever touched
off the GUI thread.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import Future

from PySide6.QtCore import QObject, QTimer

from canfield.engine import Game, Move
from canfield.solver import Outcome, SolveResult, solve, solve_in_process

_log = logging.getLogger(__name__)

Key = tuple  # a position's identity: (code, rules, moves in effect)


def position_key(game: Game) -> Key:
    """What identifies the position on the table: the deal, the rules and the moves in effect."""
    return (game.code, game.rules, tuple(game.line))


class Task:
    """One solve running in the background. :meth:`cancel` stops it; its result is then dropped."""

    def __init__(self, game: Game, key: Key, on_done: Callable[[SolveResult], None]) -> None:
        self.game = game  # a private copy: the player goes on playing the original
        self.key = key
        self.on_done = on_done
        self.future: Future = Future()
        self._stop = threading.Event()

    @property
    def cancelled(self) -> bool:
        """True once :meth:`cancel` was called."""
        return self._stop.is_set()

    def cancel(self) -> None:
        """Stop the search (within milliseconds) and never deliver its result."""
        self._stop.set()


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
    ) -> Task:
        """Solve ``game``'s current position in the background; ``on_done(result)`` runs on the GUI thread."""
        task = Task(game.copy(), position_key(game), on_done)
        run = solve_in_process if self.use_processes else solve

        def work() -> None:
            try:
                task.future.set_result(run(task.game, budget_nodes, budget_seconds, task._stop.is_set))
            except BaseException as exc:  # handed to the GUI thread, which says "unknown"
                task.future.set_exception(exc)

        threading.Thread(target=work, daemon=True, name="canfield-solver-wait").start()
        self._tasks.append(task)
        if not self._poll.isActive():
            self._poll.start()
        return task

    @property
    def busy(self) -> bool:
        """True while any job that was not cancelled is running."""
        return any(not t.cancelled for t in self._tasks)

    def cancel_all(self) -> None:
        """Cancel every running job (the window closes)."""
        for task in self._tasks:
            task.cancel()

    def _deliver(self) -> None:
        """GUI thread: hand finished results to their callbacks; drop cancelled ones."""
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
                _log.exception("solver job failed")
                result = SolveResult(Outcome.UNKNOWN)
            task.on_done(result)


class Knowledge:
    """What the solver has proven about positions of the current deal.

    A winning line proves every position along it winnable, so following a
    hint (or watching the demo) needs no new search: the rest of the line is
    kept for each of those positions.
    """

    def __init__(self) -> None:
        self._deal: tuple | None = None
        self._outcomes: dict[Key, Outcome] = {}
        self._lines: dict[Key, tuple[Move, ...]] = {}

    def _for(self, game: Game) -> None:
        deal = (game.code, game.rules)
        if deal != self._deal:  # another deal: forget the old one's positions
            self._deal = deal
            self._outcomes.clear()
            self._lines.clear()

    def learn(self, game: Game, result: SolveResult) -> None:
        """Remember a proven outcome of ``game``'s current position (unknowns are not kept)."""
        self._for(game)
        if result.outcome is Outcome.NOT_WINNABLE:
            self._outcomes[position_key(game)] = result.outcome
        elif result.winnable:
            board = game.copy()
            line = tuple(result.line)
            for i, move in enumerate(line):
                key = position_key(board)
                self._outcomes[key] = Outcome.WINNABLE
                self._lines[key] = line[i:]
                board.play(move)
            self._outcomes[position_key(board)] = Outcome.WINNABLE

    def outcome(self, game: Game) -> Outcome | None:
        """The proven outcome of the current position, or None if not known."""
        self._for(game)
        return self._outcomes.get(position_key(game))

    def line(self, game: Game) -> tuple[Move, ...] | None:
        """A known winning line from the current position, or None."""
        self._for(game)
        return self._lines.get(position_key(game))

    def deal_winnable(self, game: Game) -> bool:
        """True when some position of this deal was proven winnable (so its start was too)."""
        self._for(game)
        return Outcome.WINNABLE in self._outcomes.values()
