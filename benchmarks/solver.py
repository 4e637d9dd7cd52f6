"""Solver speed, single process: deals resolved within a budget, and hint latency.

    PYTHONPATH=. python benchmarks/solver.py [--deals 100] [--budget 10] [--hints 100] [--seed 1]

Prints, for random paper-partial deals (draw 3): the share resolved within
the budget, median and mean time per deal (CPU seconds: the machine is
shared); and for hints from the start of
fresh canfield-profile deals (draw 3, one-second budget): the median and
95th-percentile time and how many hints were winning moves. Compare with
docs/solver.md.
"""

from __future__ import annotations

import argparse
import statistics
import time

from canfield.engine import Game
from canfield.engine.rules import RULE_SETS
from canfield.solver import Outcome, hint, solve
from canfield.solver.cli import sample_deals
from canfield.solver.stats import percentile


def bench_solve(deals: list[int], budget: float) -> None:
    """Solve each deal under paper-partial rules; print the figures."""
    rules = RULE_SETS["paper-partial"].with_draw(3)
    times, outcomes = [], []
    for deal in deals:
        result = solve(Game(deal, rules), budget_seconds=budget, clock=time.process_time)
        times.append(result.seconds)
        outcomes.append(result.outcome)
    resolved = sum(1 for o in outcomes if o is not Outcome.UNKNOWN)
    won = sum(1 for o in outcomes if o is Outcome.WINNABLE)
    print(f"solve: {len(deals)} paper-partial deals, budget {budget} s")
    share = 100 * resolved / len(deals)
    print(f"  resolved within the budget: {share:.1f} %  (winnable {won}, unknown {len(deals) - resolved})")
    print(f"  CPU time per deal: median {statistics.median(times):.3f} s, mean {statistics.fmean(times):.3f} s")


def bench_hints(deals: list[int]) -> None:
    """Ask for a hint at the start of fresh canfield-profile deals; print the figures."""
    rules = RULE_SETS["canfield"].with_draw(3)
    times, winning, none = [], 0, 0
    for deal in deals:
        game = Game(deal, rules)
        start = time.perf_counter()
        found = hint(game, seconds=1.0)
        times.append(time.perf_counter() - start)
        winning += bool(found and found.winning)
        none += found is None
    print(f"hint: {len(deals)} fresh canfield deals, 1 s budget")
    print(
        f"  time: median {statistics.median(times):.3f} s, 95th percentile {percentile(times, 95):.3f} s, "
        f"max {max(times):.3f} s"
    )
    print(f"  winning-line hints: {winning}, heuristic hints: {len(deals) - winning - none}, no hint: {none}")


def main() -> None:
    """Run both benchmarks."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--budget", type=float, default=10.0)
    parser.add_argument("--hints", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.hints:
        bench_hints(sample_deals(args.hints, args.seed + 1))
    if args.deals:
        bench_solve(sample_deals(args.deals, args.seed), args.budget)


if __name__ == "__main__":
    main()
