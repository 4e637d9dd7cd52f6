"""How long the window's thread waits for the interpreter lock while a search runs on a thread of its process.

Run: ``python benchmarks/solver_thread.py [--seconds 5] [--rounds 2]`` (no Qt needed).

The window starts each search on a thread with a slice of that thread's CPU time
(``canfield/ui/solving/runs.py``): the compiled core leaves the interpreter lock while it
searches, and takes it for the Python parts of a solve (reading the game, the stages between
searches, the line). Here the main thread stands for the GUI thread: it sleeps 1 ms again and
again and measures how late it wakes, side by side with no search, with searches of the
window's slice back to back (far more than the window runs: one per position change), and with
2 s searches back to back. Printed: the wake-up delay's median, p95, p99 and max.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def wake_up_delays(seconds: float) -> list[float]:
    """Milliseconds each 1 ms sleep of this thread overran, for ``seconds``."""
    delays = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        before = time.perf_counter()
        time.sleep(0.001)
        delays.append((time.perf_counter() - before - 0.001) * 1000)
    return delays


def search_back_to_back(stop: threading.Event, budget: float) -> None:
    """Solve fresh canfield deals of ``budget`` CPU seconds each until ``stop`` is set."""
    from canfield.engine import Game, resolve_rules
    from canfield.engine.codes import DEAL_COUNT
    from canfield.solver import solve
    from canfield.solver.api import CPU_CLOCK

    rng = random.Random(3)
    rules = resolve_rules("canfield").with_draw(3)
    while not stop.is_set():
        solve(Game(rng.randrange(DEAL_COUNT), rules), None, budget, stop.is_set, CPU_CLOCK)


def summary(delays: list[float]) -> str:
    """Median, p95, p99 and max of ``delays``."""
    q = statistics.quantiles(delays, n=100)
    return (
        f"median {statistics.median(delays):.2f} ms, p95 {q[94]:.2f} ms, p99 {q[98]:.2f} ms, "
        f"max {max(delays):.1f} ms ({len(delays)} sleeps)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="seconds measured in each case (5)")
    parser.add_argument("--rounds", type=int, default=2, help="rounds of the three cases, alternated (2)")
    args = parser.parse_args()
    from canfield.solver import fast
    from canfield.ui.solving.runs import thread_slice

    print(f"compiled core: {fast.available()}; the window's slice: {thread_slice()} CPU s")
    for _ in range(args.rounds):
        print(f"no search: {summary(wake_up_delays(args.seconds))}")
        for budget in (thread_slice(), 2.0):
            stop = threading.Event()
            searcher = threading.Thread(target=search_back_to_back, args=(stop, budget))
            searcher.start()
            delays = wake_up_delays(args.seconds)
            stop.set()
            searcher.join()
            print(f"searches of {budget} CPU s back to back on a thread: {summary(delays)}")


if __name__ == "__main__":
    main()
