"""Safety of the blocked-cards check on random endgames: every position it gives up is lost.

    PYTHONPATH=. python benchmarks/solver_blocked.py [--positions 20000] [--most-out 22] [--seed 2]

Makes random strict and classic endgames (``tests/solver/endgames.py``: 8 to
``--most-out`` cards not home), asks ``Table.dead`` about each, and searches
each to the end with the compiled core with the check switched off (up to
300,000 positions). Prints, per rule set, how many the check gave up and what
the complete search found for them and for the others; stops with an
AssertionError if a position it gave up is winnable. See docs/solver.md,
"Blocked cards".
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

from canfield.solver.search import Outcome
from canfield.solver.strategy import solve_complete
from tests.solver.endgames import random_endgame


def main() -> None:
    """Run the check on random endgames and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20_000)
    parser.add_argument("--most-out", type=int, default=22)
    parser.add_argument("--seed", type=int, default=2)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    counts = Counter[tuple[str, str, str]]()
    start = time.process_time()
    for i in range(args.positions):
        name = ("strict", "classic")[i % 2]
        table, state = random_endgame(rng, name, args.most_out)
        dead = table.dead(state)
        table.blocked = False
        result = solve_complete(table, state, budget_nodes=300_000)
        assert not (dead and result.outcome is Outcome.WINNABLE), f"{name} {state}: given up, but winnable"
        counts[name, "given up" if dead else "kept", result.outcome.value] += 1
    for (name, verdict, outcome), n in sorted(counts.items()):
        print(f"{name:8} {verdict:9} complete search without the check: {outcome:13} {n:6,}")
    print(f"{args.positions:,} endgames, {time.process_time() - start:.1f} CPU s")


if __name__ == "__main__":
    main()
