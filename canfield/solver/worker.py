"""A solver that lives in its own process and takes one job at a time (no Qt here).

Starting a Python process costs a few hundred milliseconds on a busy
machine, too much for a one-second hint after every request; a
:class:`SolverProcess` is started once and then answers job after job. The
caller never blocks: :meth:`SolverProcess.submit` sends a job,
:meth:`SolverProcess.answer` returns the answer once it is there (poll it,
e.g. from a GUI timer), :meth:`SolverProcess.cancel` stops a job within
milliseconds through a shared counter. A job's seconds are CPU seconds of
the process's searching thread (:data:`canfield.solver.api.CPU_CLOCK`), so a
busy machine gives the same answer, only later. :meth:`SolverProcess.retire`
asks an idle process to end without waiting for it (its memory goes back).

>>> worker = SolverProcess()
>>> worker.submit(1, game, budget_seconds=1.0)
>>> ... worker.answer()     # None until (1, SolveResult) arrives
"""

from __future__ import annotations

import contextlib
import multiprocessing
from functools import partial
from multiprocessing.connection import Connection
from typing import Protocol

from canfield.engine import Game

from .api import CPU_CLOCK, solve
from .search import Outcome, SolveResult

_END_WAIT = 5.0  # seconds close() gives a terminated process before killing it


class _Counter(Protocol):
    """The shared number of the last cancelled job (a ctypes integer in shared memory)."""

    value: int


def _cancelled(counter: _Counter, job: int) -> bool:
    return counter.value >= job


def _serve(conn: Connection, cancelled: _Counter) -> None:
    """The child's loop: receive ``(job, snapshot, nodes, seconds, attempt)``, answer ``(job, result)``; None ends.

    It ends quietly when the parent or the pipe is gone (the window killed): a broken pipe while
    reading or answering is the end of the work, not a failure to print.
    """
    with contextlib.suppress(EOFError, OSError):  # the parent went away (BrokenPipeError is an OSError)
        while (message := conn.recv()) is not None:
            conn.send(_answer(message, cancelled))


#: A job as sent: its number, the game's snapshot, and the budget (positions, seconds) and attempt of ``solve``.
_Job = tuple[int, dict[str, object], int | None, float | None, int]


def _answer(message: _Job, cancelled: _Counter) -> tuple[int, SolveResult | Exception]:
    """The answer to one job: the solver's result, or the failure of a bad job (the worker lives on)."""
    job, snapshot, nodes, seconds, attempt = message
    if cancelled.value >= job:
        return job, SolveResult(Outcome.UNKNOWN, cancelled=True)
    try:
        game = Game.from_dict(snapshot)
        return job, solve(game, nodes, seconds, partial(_cancelled, cancelled, job), CPU_CLOCK, attempt)
    except Exception as exc:  # a bad snapshot must not kill the worker: the caller gets the failure
        return job, RuntimeError(f"{type(exc).__name__}: {exc}")


class SolverProcess:
    """One long-lived solver process. Job numbers must increase; use it from one thread."""

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")  # no fork: the parent may run Qt threads
        self._cancelled = ctx.Value("q", 0, lock=False)  # jobs up to this number are cancelled
        self._conn, child = ctx.Pipe()
        self._proc = ctx.Process(target=_serve, args=(child, self._cancelled), daemon=True, name="canfield-solver")
        self._proc.start()
        child.close()
        self.job: int | None = None  # the job being worked on, if any

    @property
    def alive(self) -> bool:
        """False once the process has ended (crashed or closed)."""
        return self._proc.is_alive()

    @property
    def idle(self) -> bool:
        """True when no job is in progress."""
        return self.job is None

    def submit(
        self,
        job: int,
        game: Game,
        budget_nodes: int | None = None,
        budget_seconds: float | None = 10.0,
        attempt: int = 0,
    ) -> None:
        """Start solving ``game``'s current position as job number ``job`` (``attempt`` as for ``solve``)."""
        if self.job is not None:
            raise RuntimeError("the solver process is busy")
        self._conn.send((job, game.to_dict(), budget_nodes, budget_seconds, attempt))
        self.job = job

    def cancel(self, job: int) -> None:
        """Stop ``job`` (and any earlier one); its answer comes soon, as UNKNOWN."""
        if job > self._cancelled.value:
            self._cancelled.value = job

    def answer(self) -> tuple[int, SolveResult | Exception] | None:
        """The finished job's ``(job, result)`` without waiting, or None. An exception is the job's failure."""
        if self.job is None:
            return None
        try:
            if not self._conn.poll():
                if self._proc.is_alive():
                    return None
                # Ended without a word. Not every pipe says so (under Wine a broken pipe polls empty
                # for ever); an answer sent just before the end is still read.
                if not self._conn.poll():
                    raise EOFError("the solver process ended")
            job, result = self._conn.recv()
        except (EOFError, OSError) as exc:  # the process died
            job, result = self.job, exc
        self.job = None
        return job, result

    def retire(self) -> None:
        """Ask the idle process to end, without waiting (it is gone once :attr:`alive` is False; then :meth:`close`)."""
        with contextlib.suppress(OSError, ValueError):  # already gone
            self._conn.send(None)

    def close(self) -> None:
        """Ask the process to end (it finishes or cancels its job first) and let it go."""
        if self.job is not None:
            self.cancel(self.job)
        with contextlib.suppress(OSError, ValueError):  # already gone
            self._conn.send(None)
        self._proc.join(0.5)
        if self._proc.is_alive():
            # Gone when this returns, however loaded the machine: SIGTERM, and SIGKILL if that is not
            # enough (a stopped process holds SIGTERM until it runs again).
            self._proc.terminate()
            self._proc.join(_END_WAIT)
        if self._proc.is_alive():
            self._proc.kill()
            self._proc.join()
        self._conn.close()
