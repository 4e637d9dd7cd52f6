"""Where the window's searches run: a thread's slice of CPU time first, a solver process only when a search
needs more, ended when idle; budgets in the searching thread's CPU time (issue 39 item 3, issue 43 target 3)."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from canfield.engine import Game
from canfield.solver import solve
from canfield.ui.solving import runs, tasks
from tests.busy import busy_threads

# A deal the solver wins in a few CPU milliseconds (358 positions): well within a thread's slice.
EASY = "CF1-D3-XONFSSG"
# A deal the solver wins in about 0.15 CPU s (122,230 positions under BUDGET).
QUICK = "CF1-D3-BHUUQBS"
#: Its budget: positions bound the stages' shares, and the seconds (CPU) are far more than it needs.
BUDGET = (1_000_000, 3.0)


@pytest.fixture
def pool(monkeypatch):
    """A pool of its own for the test (the application's is shared by every window)."""
    own = runs.Pool()
    monkeypatch.setattr(runs, "POOL", own)
    monkeypatch.setattr(tasks, "POOL", own)
    yield own
    for worker in own.workers + [w for w, _ in own.ending]:
        worker.close()


def _hint(qtbot, window, code: str) -> None:
    window.solver.indicator.set_shown(False)  # the hint's search alone
    window.controller.new_game(Game.from_code(code, "canfield"))
    hints = window.solver.hints
    hints.budget_seconds = 30  # CPU seconds: what it needs, however loaded the machine
    hints.request()
    qtbot.waitUntil(lambda: not hints.running)
    assert hints.last_hint is not None and hints.last_hint.winning


def test_a_search_settled_within_the_threads_slice_starts_no_process(window, qtbot, pool):
    # Before: every search went to a solver process (and multiprocessing's resource tracker started
    # with it): 3 processes right after start, 16.7-20.2 MiB (performance review, section 2).
    _hint(qtbot, window, EASY)
    assert pool.last_job == 0 and pool.processes == 0


def test_a_search_that_needs_more_goes_on_in_a_process_which_ends_when_idle(window, qtbot, pool, monkeypatch):
    # Before: solver processes lived as long as the window and kept their biggest search's memory.
    monkeypatch.setattr(runs, "CORE_SLICE", 0.0)  # no search settles on the thread: each needs a process
    monkeypatch.setattr(runs, "PYTHON_SLICE", 0.0)
    monkeypatch.setattr(runs, "IDLE_SECONDS", 0.2)
    _hint(qtbot, window, EASY)
    assert pool.last_job == 1  # the process answered the hint
    worker = pool.workers[0] if pool.workers else pool.ending[0][0]
    qtbot.waitUntil(lambda: pool.processes == 0)
    assert not worker.alive
    from multiprocessing import resource_tracker

    assert resource_tracker._resource_tracker._fd is None  # the tracker ended with the last process


def _settled_alike(result, quiet) -> None:
    assert result.outcome == quiet.outcome != "unknown"
    assert result.nodes == quiet.nodes  # the same search, not one cut short by the clock


def test_a_busy_process_does_not_change_a_threads_answer(qtbot, pool):
    # Before, the budget was wall time: under the same load the search was cut short (38,614
    # positions instead of 122,230) or ended "unknown".
    game = Game.from_code(QUICK, "canfield")
    quiet = solve(game, *BUDGET, clock=time.thread_time)
    searches = tasks.SolverTasks(use_processes=False)  # the thread to the end of the budget
    answers = []
    with busy_threads():
        searches.submit(game, answers.append, budget_seconds=BUDGET[1], budget_nodes=BUDGET[0])
        qtbot.waitUntil(lambda: bool(answers))
    _settled_alike(answers[0], quiet)


def test_a_busy_process_does_not_change_a_solver_processs_answer():
    # The worker's job, run here under the same load: its budget is its own thread's CPU time too.
    from canfield.solver.worker import _answer

    class Counter:
        value = 0

    game = Game.from_code(QUICK, "canfield")
    quiet = solve(game, *BUDGET, clock=time.thread_time)
    with busy_threads():
        job, result = _answer((1, game.to_dict(), *BUDGET, 0), Counter())
    assert job == 1
    _settled_alike(result, quiet)


def _loaded_after(code: str, modules: tuple[str, ...]) -> list[str]:
    """Which of ``modules`` a fresh Python has loaded after running ``code``."""
    check = f"{code}; import sys; print(' '.join(m for m in {modules!r} if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True, check=True).stdout
    return out.split()


def test_the_solver_features_import_no_process_machinery():
    code = "import canfield.ui.solving.features, canfield.ui.solving.status"
    assert _loaded_after(code, ("multiprocessing", "concurrent.futures")) == []


def test_knowing_a_position_loads_no_openssl():
    # hashlib loads OpenSSL's libcrypto (3.3 MiB of the window's memory) for one BLAKE2b digest.
    code = (
        "from canfield.engine import Game; from canfield.ui.solving.tasks import position_key; "
        "position_key(Game.from_code('CF1-D3-AAAAACL', 'canfield'))"
    )
    assert _loaded_after(code, ("_hashlib",)) == []
