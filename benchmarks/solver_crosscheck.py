"""Safety cross-check of the solver: lost stays lost without the pruning, wins replay.

    PYTHONPATH=. python benchmarks/solver_crosscheck.py [--rules R] [--first 1000] [--deals 100] [--budget 3]
                                                         [--confirm python|core]

Solves each deal (draw 3) with the solver as it is, under a CPU-time budget.
Every winning line is replayed through the engine. Every deal proven not
winnable is searched again by the plain complete search with the dominance
bits, the twin rule, the blocked-cards check, the deferred moves and the automatic foundation moves all switched off,
and must not come out winnable (it is counted as confirmed when it comes out
not winnable within ``--plain-nodes`` positions). Prints one line per lost deal and a
summary; stops with an AssertionError on any disagreement. ``--confirm core``
confirms with the compiled core's complete search in the plain order instead
(no probes, no twin rule, no blocked-cards check, but its dominance bits and automatic moves stay):
much faster, so it can check the twin rule on many more lost deals. See
docs/solver.md.
"""

from __future__ import annotations

import argparse
import time

from canfield.engine import Game
from canfield.engine.rules import RULE_SETS
from canfield.solver import Outcome, solve, strategy
from canfield.solver.position import Table
from canfield.solver.search import Search


def plain_outcome(game: Game, budget_nodes: int) -> tuple[Outcome, int]:
    """The outcome and positions of the search with every shortcut switched off."""
    table = Table.from_game(game)  # not focused: nothing deferred
    table.dominance = False
    table.twins = False  # every twin move too (paper-partial)
    table.blocked = False  # no position given up for blocked cards (strict, classic, paper-whole)
    table.closure = lambda s: (s, [])  # no automatic foundation moves
    result = Search(table, budget_nodes=budget_nodes).run(table.state_of(game))
    return result.outcome, result.nodes


def core_outcome(game: Game, budget_nodes: int) -> tuple[Outcome, int]:
    """The outcome and positions of the compiled core's plain complete search without the twin rule or blocked cards."""
    table = Table.from_game(game)
    table.twins = False
    table.blocked = False
    result = strategy.solve_complete(table, table.state_of(game), budget_nodes=budget_nodes)
    return result.outcome, result.nodes


def main() -> None:
    """Run the cross-check and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="paper-partial", choices=sorted(RULE_SETS))
    parser.add_argument("--first", type=int, default=1000)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--budget", type=float, default=3.0)
    parser.add_argument("--plain-nodes", type=int, default=3_000_000)
    parser.add_argument("--confirm", default="python", choices=("python", "core"))
    args = parser.parse_args()
    rules = RULE_SETS[args.rules].with_draw(3)
    won = lost = unknown = unconfirmed = worst = 0
    for deal in range(args.first, args.first + args.deals):
        game = Game(deal, rules)
        result = solve(game, budget_seconds=args.budget, clock=time.process_time)
        if result.winnable:
            board = game.copy()
            for move in result.line:
                board.play(move)
            assert board.is_won, f"deal {deal}: the winning line does not win"
            won += 1
        elif result.outcome is Outcome.NOT_WINNABLE:
            outcome, nodes = (core_outcome if args.confirm == "core" else plain_outcome)(game, args.plain_nodes)
            print(f"{deal} not winnable ({result.nodes} positions); without pruning: {outcome} ({nodes} positions)")
            assert outcome is not Outcome.WINNABLE, f"deal {deal}: winnable without the pruning"
            if outcome is Outcome.NOT_WINNABLE:
                lost += 1
                worst = max(worst, nodes)
            else:  # the plain search ran out of positions: neither confirmed nor contradicted
                unconfirmed += 1
        else:
            unknown += 1
    last = args.first + args.deals - 1
    print(
        f"{args.rules} {args.first}-{last}: winnable {won} (all replayed), not winnable {lost} "
        f"(confirmed, up to {worst} positions without pruning), "
        f"lost but not settled by the plain search within --plain-nodes {unconfirmed}, unknown {unknown}"
    )


if __name__ == "__main__":
    main()
