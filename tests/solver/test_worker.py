"""The long-lived solver process: job after job, cancel, failures reported, close."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import time
from multiprocessing.connection import Connection

import pytest

from canfield.engine import Game, Move
from canfield.solver import Outcome, solve
from canfield.solver.worker import SolverProcess, _serve


def _wait(worker: SolverProcess, timeout: float = 180.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        answer = worker.answer()
        if answer is not None:
            return answer
        time.sleep(0.01)
    raise AssertionError("no answer from the solver process")


@pytest.fixture
def worker():
    w = SolverProcess()
    yield w
    w.close()
    assert not w.alive


def test_jobs_one_after_another_give_the_solvers_answers(worker):
    game = Game.from_code("CF1-D3-XONFSSG", "canfield")
    worker.submit(1, game, budget_seconds=60)
    assert not worker.idle
    job, result = _wait(worker)
    assert job == 1 and worker.idle
    here = solve(game, budget_seconds=60)  # the same search, in this process
    assert (result.outcome, result.line, result.nodes) == (here.outcome, here.line, here.nodes)
    assert result.winnable
    game.play(Move.parse("reserve>c3"))
    worker.submit(2, game, budget_seconds=60)
    job, result = _wait(worker)
    assert job == 2 and result.outcome is Outcome.NOT_WINNABLE


def test_cancel_stops_the_job(worker):
    worker.submit(5, Game.from_code("CF1-D3-AAAAACL", "canfield"), budget_nodes=None, budget_seconds=None)
    worker.cancel(5)  # no limit at all: only the cancel can end it this soon
    job, result = _wait(worker, timeout=120)
    assert job == 5 and result.outcome is Outcome.UNKNOWN and result.cancelled
    worker.submit(6, Game.from_code("CF1-D3-XONFSSG", "canfield"), budget_seconds=60)  # later jobs run normally
    job, result = _wait(worker)
    assert job == 6 and result.winnable


def test_a_busy_worker_refuses_a_second_job(worker):
    game = Game.from_code("CF1-D3-AAAAACL", "canfield")
    worker.submit(1, game, budget_seconds=5)
    with pytest.raises(RuntimeError):
        worker.submit(2, game)
    worker.cancel(1)
    assert _wait(worker)[0] == 1


def test_a_bad_job_is_reported_and_the_worker_lives_on(worker):
    game = Game.from_code("CF1-D3-AAAAACL", "canfield")
    worker._conn.send((1, {"version": -1}, None, 1.0, 0))  # a damaged snapshot
    worker.job = 1
    job, answer = _wait(worker)
    assert job == 1 and isinstance(answer, RuntimeError)
    worker.submit(2, game, budget_nodes=10)
    assert _wait(worker)[0] == 2


def test_a_dead_worker_answers_with_an_error(worker):
    worker.submit(1, Game.from_code("CF1-D3-AAAAACL", "canfield"), budget_seconds=None)
    worker._proc.kill()
    job, answer = _wait(worker)
    assert job == 1 and isinstance(answer, (EOFError, OSError))
    worker._proc.join(5)
    assert not worker.alive


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="stopping a process is POSIX's")
def test_close_ends_a_process_that_does_not_answer():
    # A worker that cannot read the request to end (stopped here, as a loaded machine can keep it
    # from running for longer than close() waits) is still gone when close() returns: the pool and
    # the tests that look right after close() never find it alive (packaging.md F5).
    worker = SolverProcess()
    pid = worker._proc.pid
    os.kill(pid, signal.SIGSTOP)
    try:
        worker.close()
        assert not worker.alive
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGCONT)  # else a failed run would hang at exit, joining it


class _ParentGoesAway:
    """The cancel counter, whose first read closes the parent's end: the window killed mid-job."""

    def __init__(self, parent: Connection) -> None:
        self._parent = parent

    @property
    def value(self) -> int:
        if not self._parent.closed:
            self._parent.close()
        return 0


def test_a_worker_whose_parent_is_gone_ends_quietly(capfd):
    """Reliability 8 of issue 38: the answer's send raised BrokenPipeError, a traceback on stderr."""
    parent, child = multiprocessing.Pipe()
    game = Game.from_code("CF1-D3-AAAAACL", "canfield")
    parent.send((1, game.to_dict(), 50, 10.0, 0))
    _serve(child, _ParentGoesAway(parent))  # returns: no exception
    child.close()
    assert capfd.readouterr().err == ""
