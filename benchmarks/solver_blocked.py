"""Safety of the blocked-cards check on random endgames: every position it gives up is lost.

    PYTHONPATH=. python benchmarks/solver_blocked.py [--positions 20000] [--most-out 22] [--seed 2]

Makes random strict and classic endgames (``tests/solver/endgames.py``: 8 to
``--most-out`` cards not home), asks ``Table.dead`` about each, and searches
each to the end with the compiled core with the check switched off (up to
300,000 positions). Prints, per rule set, how many the check gave up and what
the complete search found for them and for the others; stops with an
AssertionError (after the figures) if a position it gave up is winnable. See docs/solver.md,
"Blocked cards".
"""

from __future__ import annotations

import argparse
import random
import time

from tests.solver.endgames import judge_endgames


def main() -> None:
    """Run the check on random endgames and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20_000)
    parser.add_argument("--most-out", type=int, default=22)
    parser.add_argument("--seed", type=int, default=2)
    args = parser.parse_args()
    start = time.process_time()
    counts = judge_endgames(random.Random(args.seed), args.positions, args.most_out)
    for (name, dead, outcome), n in sorted(counts.items()):
        verdict = "given up" if dead else "kept"
        print(f"{name:8} {verdict:9} complete search without the check: {outcome:13} {n:6,}")
    print(f"{args.positions:,} endgames, {time.process_time() - start:.1f} CPU s")
    won_given_up = sum(n for (_name, dead, outcome), n in counts.items() if dead and outcome == "winnable")
    assert not won_given_up, f"{won_given_up} positions given up were winnable"


if __name__ == "__main__":
    main()
