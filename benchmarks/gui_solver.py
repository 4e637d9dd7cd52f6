"""The solver in the window, measured offscreen: does a search make the window stutter, and how fast is a hint?

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/gui_solver.py`` (add ``--deals N``).

- drag step while searching: milliseconds per mouse move of a dragged tail
  (repaint included), with no search, and with searches running one after
  another in three ways side by side: as the window runs them (a thread's
  slice of CPU time, then a solver process: ``canfield/ui/solving/runs.py``),
  each on a thread to its end, and each in a solver process from the start
  (the window before the slice). The Python parts of a search hold the
  interpreter lock and the drag has to wait for them; the compiled core
  leaves it.
- hint latency: from pressing H at the start of a fresh canfield-profile deal
  to the hint in the status bar, for ``--deals`` seeded deals, as the window
  runs them and in a process from the start; the share answered within 1 s
  and the share that are moves of a winning line.
- indicator: from a move to the indicator's answer (debounce included).

Targets (issue 4): a hint within about a second (95 % of fresh deals under
1 s), and no visible stutter while the solver works (drag step p95 under 16 ms).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))


@contextlib.contextmanager
def _mode(window, mode: str):
    """Searches run ``mode``: "window" (a thread's slice, then a process), "thread" or "process" from the start."""
    from canfield.ui.solving import runs

    slices = runs.CORE_SLICE, runs.PYTHON_SLICE
    window.solver.tasks.use_processes = mode != "thread"
    if mode == "process":
        runs.CORE_SLICE = runs.PYTHON_SLICE = 0.0
    try:
        yield mode != "thread"
    finally:
        runs.CORE_SLICE, runs.PYTHON_SLICE = slices
        window.solver.tasks.use_processes = True


MODES = {
    "window": "as the window runs them",
    "thread": "on a thread to the end",
    "process": "in a process from the start",
}


def _searching(window, use_processes: bool):
    """Keep searches running back to back (fresh deals, 2 s each) until the returned stop() is called."""
    from canfield.engine import Game
    from canfield.ui.solving.tasks import SolverTasks

    tasks = SolverTasks(window, use_processes=use_processes)
    state = {"on": True, "task": None}

    def again(_result=None) -> None:
        if state["on"]:
            state["task"] = tasks.submit(Game.new(3, "canfield"), again, budget_seconds=2.0)

    def stop() -> None:
        state["on"] = False
        tasks.cancel_all()

    again()
    return stop


def drag_while_searching(app, window) -> dict[str, list[float]]:
    """Drag-step times with no search, a search in a thread, and one in a child process."""
    import gui
    from PySide6.QtTest import QTest

    def steps() -> list[float]:  # the whole first column dragged: wall milliseconds per mouse move
        return gui.drag_steps(app, window, len(window.controller.game.pile("c1")))[0]

    figures = {"no search": steps()}
    for mode, name in MODES.items():
        with _mode(window, mode) as processes:
            stop = _searching(window, processes)
            QTest.qWait(600)  # the child process has started and is searching
            figures[f"searches {name}"] = steps()
            stop()
            QTest.qWait(300)
    return figures


def hint_latencies(app, window, deals: list[int]) -> list[tuple[float, bool]]:
    """Seconds from the H key to the hint shown, and whether it was a winning move, per deal."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from canfield.engine import Game, resolve_rules

    out = []
    for deal in deals:
        window.controller.new_game(Game(deal, resolve_rules("canfield").with_draw(3)))
        window.solver.indicator.stop()  # measure the hint alone
        hints = window.solver.hints
        hints.last_hint = None
        shown = []
        hints.shown.connect(shown.append)
        start = time.perf_counter()
        QTest.keyClick(window, Qt.Key.Key_H)
        while not shown and time.perf_counter() - start < 30:
            app.processEvents()
            time.sleep(0.002)
        out.append((time.perf_counter() - start, bool(hints.last_hint and hints.last_hint.winning)))
        hints.shown.disconnect()
    return out


def indicator_latency(app, window, runs: int = 5) -> list[float]:
    """Seconds from a stock click to the indicator's answer (nothing known beforehand)."""
    watcher = window.solver.indicator
    times = []
    for _ in range(runs):
        window.solver.knowledge.forget()
        window.controller.click_stock()
        start = time.perf_counter()
        while watcher.state == "checking" and time.perf_counter() - start < 30:
            app.processEvents()
            time.sleep(0.002)
        times.append(time.perf_counter() - start)
    return times


def _summary(values: list[float]) -> str:
    q = statistics.quantiles(values, n=20) if len(values) > 1 else values * 19
    return f"median {statistics.median(values):.2f} ms, p95 {q[-1]:.2f} ms, max {max(values):.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20, help="fresh deals for the hint latency (default 20)")
    parser.add_argument("--seed", type=int, default=4, help="seed for the deal numbers (default 4)")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as home:
        os.environ["CANFIELD_HOME"] = home
        import gui
        from PySide6.QtWidgets import QApplication

        from canfield.ui import startup as gc_start

        gc_start.begin()  # as canfield.__main__ does
        from canfield.engine.codes import DEAL_COUNT

        app = QApplication.instance() or QApplication(sys.argv[:1])
        window = gui._window()
        window.solver.indicator.stop()
        for name, steps in drag_while_searching(app, window).items():
            print(f"drag step, {name}: {_summary(steps)}")
        rng = random.Random(args.seed)
        deals = [rng.randrange(DEAL_COUNT) for _ in range(args.deals)]
        for mode in ("window", "process"):
            with _mode(window, mode):
                runs = hint_latencies(app, window, deals)
            name = MODES[mode]
            times = sorted(t for t, _ in runs)
            within = sum(t <= 1.0 for t in times) / len(times) * 100
            winning = sum(w for _, w in runs) / len(runs) * 100
            print(
                f"hint from a fresh deal ({name}, {len(runs)} deals): median {statistics.median(times):.2f} s, "
                f"slowest {times[-1]:.2f} s; within 1 s: {within:.0f} %; moves of a winning line: {winning:.0f} %"
            )
        window.controller.restart()
        lat = indicator_latency(app, window, 9)
        print(
            f"indicator answer after a move (300 ms pause included, {len(lat)} moves): "
            f"median {statistics.median(lat):.2f} s, slowest {max(lat):.2f} s"
        )
        window.close()


if __name__ == "__main__":
    main()
