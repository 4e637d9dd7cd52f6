"""Safety cross-check of the solver: lost stays lost without the pruning, wins replay.

    PYTHONPATH=. python benchmarks/solver_crosscheck.py [--rules R] [--first 1000] [--deals 100] [--budget 3]
                                                         [--confirm python|core] [--spec-nodes N] [--seed S]
                                                         [--losses FILE]

The deals are numbers ``--first`` on, or with ``--seed`` the first ``--deals``
deals of the sample ``canfield-solve --sample N --seed S`` solves. With
``--losses FILE`` (what ``canfield-solve --sample ... --json`` printed, or
the lines ``--progress`` printed), the deals that sample found lost are
confirmed as below without solving them again (``--rules`` must be the
sample's).

Solves each deal (draw 3) with the solver as it is, under a CPU-time budget.
Every winning line is replayed through the engine. Every deal proven not
winnable is searched again by the plain complete search with the dominance
bits, the twin rule, the blocked-cards check, the deferred moves and the automatic foundation moves all switched off,
and must not come out winnable (it is counted as confirmed when it comes out
not winnable within ``--plain-nodes`` positions). Prints one line per lost deal and a
summary; stops with an AssertionError on any disagreement. ``--confirm core``
confirms with the compiled core's complete search in the plain order instead
(no probes, no twin rule, no blocked-cards check, but its dominance bits and automatic moves stay):
much faster, so it can check the twin rule on many more lost deals.

Where the blocked-cards check applies (strict, classic), a loss it proves may
need hundreds of millions of positions without it. Such a loss, left unsettled
within ``--plain-nodes``, is confirmed by the Python plain search whose only
shortcut is that check, in an implementation written from the docs' text alone
(tests/solver/blocked_spec.py, not the solver's ``Table.dead`` or the core's
``blocked_dead``); the argument itself is checked on random endgames
(benchmarks/solver_blocked.py). The summary counts the two kinds apart. See
docs/solver.md.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from collections.abc import Callable

from canfield.engine import Game
from canfield.engine.rules import RULE_SETS, Rules, resolve_rules
from canfield.solver import Outcome, solve, strategy
from canfield.solver.cli import sample_deals
from canfield.solver.position import State, Table
from canfield.solver.search import Search
from tests.solver.blocked_spec import on_position


def _python_plain(game: Game, budget_nodes: int, dead: Callable[[Table, State], bool] | None) -> tuple[Outcome, int]:
    """The Python search with every shortcut switched off but, when given, ``dead`` as the blocked-cards check."""
    table = Table.from_game(game)  # not focused: nothing deferred
    table.dominance = False
    table.twins = False  # every twin move too (paper-partial)
    table.closure = lambda s: (s, [])  # no automatic foundation moves
    if dead is None:
        table.blocked = False  # no position given up for blocked cards (strict, classic)
    else:
        table.dead = lambda s: dead(table, s)  # type: ignore[method-assign]  # this reading, not Table.dead
    result = Search(table, budget_nodes=budget_nodes).run(table.state_of(game))
    return result.outcome, result.nodes


def plain_outcome(game: Game, budget_nodes: int) -> tuple[Outcome, int]:
    """The outcome and positions of the search with every shortcut switched off."""
    return _python_plain(game, budget_nodes, None)


def core_outcome(game: Game, budget_nodes: int) -> tuple[Outcome, int]:
    """The outcome and positions of the compiled core's plain complete search without the twin rule or blocked cards."""
    table = Table.from_game(game)
    table.twins = False
    table.blocked = False
    result = strategy.solve_complete(table, table.state_of(game), budget_nodes=budget_nodes)
    return result.outcome, result.nodes


def spec_outcome(game: Game, budget_nodes: int) -> tuple[Outcome, int]:
    """The Python plain search whose only shortcut is the independently written blocked-cards check."""
    return _python_plain(game, budget_nodes, on_position)


def confirm_loss(game: Game, args: argparse.Namespace) -> tuple[str, int]:
    """How a loss the solver proved is confirmed, and in how many positions; fails on a win.

    First the plain search (``--confirm``) within ``--plain-nodes``; where it
    cannot settle the deal and the blocked-cards check applies, the plain
    search with only that check, in its independent reading, within
    ``--spec-nodes``.
    """
    outcome, nodes = (core_outcome if args.confirm == "core" else plain_outcome)(game, args.plain_nodes)
    print(f"    without pruning: {outcome} ({nodes} positions)")
    assert outcome is not Outcome.WINNABLE, "winnable without the pruning"
    if outcome is Outcome.NOT_WINNABLE:
        return "plain", nodes
    if not Table.from_game(game).blocked:
        return "unsettled", 0
    outcome, nodes = spec_outcome(game, args.spec_nodes)
    print(f"    with only the independently written blocked-cards check: {outcome} ({nodes} positions)")
    assert outcome is not Outcome.WINNABLE, "winnable with only the blocked-cards check"
    return ("spec" if outcome is Outcome.NOT_WINNABLE else "unsettled"), nodes


def sample_losses(path: str) -> list[str]:
    """The codes a sample run found not winnable, from its ``--json`` report or its ``--progress`` lines."""
    with open(path, encoding="utf-8") as file:
        text = file.read()
    try:
        rows = json.loads(text)["per_deal"]
    except (json.JSONDecodeError, KeyError, TypeError):
        rows = [json.loads(line) for line in text.splitlines() if line.startswith("{")]
    return [row["code"] for row in rows if row["outcome"] == Outcome.NOT_WINNABLE.value]


def confirm_sample(codes: list[str], rules: Rules, args: argparse.Namespace) -> None:
    """Confirm each loss of a sample run (``--losses``) and print how, with a summary."""
    tally = Counter[str]()
    most = Counter[str]()
    for code in codes:
        game = Game.from_code(code, rules)
        print(f"{code} not winnable (the sample's answer)", flush=True)
        how, nodes = confirm_loss(game, args)
        tally[how] += 1
        most[how] = max(most[how], nodes)
    print(
        f"{args.rules} losses of {args.losses}: {len(codes)}, confirmed by the plain search {tally['plain']} "
        f"(up to {most['plain']} positions), by the plain search with only the independent blocked-cards check "
        f"{tally['spec']} (up to {most['spec']} positions), not settled {tally['unsettled']}"
    )


def main() -> None:
    """Run the cross-check and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="paper-partial", choices=sorted(RULE_SETS))
    parser.add_argument("--first", type=int, default=1000)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--budget", type=float, default=3.0)
    parser.add_argument("--plain-nodes", type=int, default=3_000_000)
    parser.add_argument("--confirm", default="python", choices=("python", "core"))
    parser.add_argument("--spec-nodes", type=int, default=5_000_000)
    parser.add_argument("--seed", type=int, default=None, help="the deals of this sample instead of --first on")
    parser.add_argument("--losses", default=None, help="confirm the losses of this sample run instead of solving")
    args = parser.parse_args()
    rules = resolve_rules(args.rules).with_draw(3)
    if args.losses is not None:
        confirm_sample(sample_losses(args.losses), rules, args)
        return
    won = unknown = 0
    tally = Counter[str]()  # how each loss was confirmed: "plain", "spec" or "unsettled"
    most = Counter[str]()  # the most positions each way took
    deals = sample_deals(args.deals, args.seed) if args.seed is not None else range(args.first, args.first + args.deals)
    for deal in deals:
        game = Game(deal, rules)
        result = solve(game, budget_seconds=args.budget, clock=time.process_time)
        if result.winnable:
            board = game.copy()
            for move in result.line:
                board.play(move)
            assert board.is_won, f"deal {deal}: the winning line does not win"
            won += 1
        elif result.outcome is Outcome.NOT_WINNABLE:
            print(f"{game.code} ({deal}) not winnable ({result.nodes} positions)")
            how, nodes = confirm_loss(game, args)
            tally[how] += 1
            most[how] = max(most[how], nodes)
        else:
            unknown += 1
    where = f"{args.first}-{args.first + args.deals - 1}"
    if args.seed is not None:
        where = f"seed {args.seed}, first {args.deals} deals"
    print(
        f"{args.rules} {where}: winnable {won} (all replayed), not winnable {tally['plain']} "
        f"(confirmed, up to {most['plain']} positions without pruning), "
        f"lost and confirmed by the plain search with only the independent blocked-cards check {tally['spec']} "
        f"(up to {most['spec']} positions), not settled {tally['unsettled']}, unknown {unknown}"
    )


if __name__ == "__main__":
    main()
