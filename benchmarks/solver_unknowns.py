"""Why deals stay unknown: the unknowns of a sample searched longer, and what their searches look like.

    PYTHONPATH=. python benchmarks/solver_unknowns.py --rules strict [--draw 3] [--sample 100] [--seed 3101]
                                                      [--budget 2] [--longer 10] [--profile 150000]
                                                      [--commute 20] [--codes CODE,CODE]

1. Solves ``--sample`` deals of ``random.Random(--seed)`` (the deals of
   ``canfield-solve --sample``) with ``--budget`` CPU seconds each, and every
   deal left unknown again with ``--longer`` CPU seconds: how many of them
   are wins found late, losses proven late, or still unknown.
2. ``--profile N``: for each of the first three deals still unknown (or
   ``--codes``), runs the Python complete search for N positions and prints
   the distribution of cards home, talon size, reserve cards left and the
   longest column over the positions it expanded: where the search spends
   its positions.
3. ``--commute N``: over the same search, how many children of a child
   ``s·a`` are an earlier sibling ``b`` of ``a`` that commutes with it (``s·a·b``
   and ``s·b·a`` reach the same closed position): the lookups a sleep set
   could skip at most (docs/solver.md, "sleep sets"). Positions searched are
   the same with or without it.

Budgets are CPU seconds (``time.process_time``); see docs/solver.md.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from collections.abc import Callable

from canfield.engine import Game
from canfield.engine.codes import format_code
from canfield.engine.rules import RULE_SETS, Rules
from canfield.solver import Outcome, solve
from canfield.solver.cli import sample_deals
from canfield.solver.position import Child, State, Table
from canfield.solver.search import Search


def longer(rules: Rules, deals: list[int], budget: float, again: float) -> list[str]:
    """Solve each deal within ``budget``; the unknowns again within ``again``. The codes still unknown."""
    unknown = []
    for deal in deals:
        game = Game(deal, rules)
        if solve(game, budget_seconds=budget, clock=time.process_time).outcome is Outcome.UNKNOWN:
            unknown.append(game.code)
    print(f"{rules.name} draw {rules.draw}: {len(deals)} deals, unknown at {budget} CPU s: {len(unknown)}")
    still, counts = [], Counter[str]()
    for code in unknown:
        result = solve(Game.from_code(code, rules), budget_seconds=again, clock=time.process_time)
        counts[result.outcome.value] += 1
        print(f"  {code}: {result.outcome.value} after {result.nodes:,} positions, {result.seconds:.2f} CPU s")
        if result.outcome is Outcome.UNKNOWN:
            still.append(code)
    print(f"  at {again} CPU s: {dict(counts)}")
    return still


def profile(rules: Rules, code: str, nodes: int, every: int) -> None:
    """Where the Python complete search spends its first ``nodes`` positions; commuting children sampled."""
    game = Game.from_code(code, rules)
    table = Table.from_game(game).complete()
    plain = table.children
    home, talon, reserve, longest = Counter[int](), Counter[int](), Counter[int](), Counter[int]()
    expanded, grandchildren, commuting = 0, 0, 0

    def children(s: State) -> list[Child]:
        nonlocal expanded, grandchildren, commuting
        cols, rn, found, tal, _pos = s
        home[sum(found)] += 1
        talon[len(tal)] += 1
        reserve[rn] += 1
        longest[max(len(c) for c in cols)] += 1
        kids = plain(s)
        expanded += 1
        if every and expanded % every == 0:
            seen, found_commuting = _commuting(table, plain, kids)
            grandchildren += seen
            commuting += found_commuting
        return kids

    table.children = children  # type: ignore[method-assign]  # counting only, in a benchmark
    result = Search(table, budget_nodes=nodes).run(table.state_of(game))
    print(f"{rules.name} {code}: {result.outcome.value} after {result.nodes:,} positions (Python search)")
    for name, counts in (("cards home", home), ("talon", talon), ("reserve", reserve), ("longest column", longest)):
        print(f"  {name}: " + ", ".join(f"{k}: {v}" for k, v in sorted(counts.items())))
    if every:
        share = 100 * commuting / max(1, grandchildren)
        print(f"  children of children sampled: {grandchildren:,}; an earlier sibling that commutes: "
              f"{commuting:,} ({share:.1f} %)")  # fmt: skip


def _commuting(table: Table, plain: Callable[[State], list[Child]], kids: list[Child]) -> tuple[int, int]:
    """Children of each child s·a, and how many are an earlier sibling b with s·a·b = s·b·a (closed)."""
    order = sorted(kids, key=lambda kid: kid[0])
    steps = [kid[1] for kid in order]
    closed = [table.closure(kid[2])[0] for kid in order]
    seen = found = 0
    for i, (a, after_a) in enumerate(zip(steps, closed, strict=True)):
        for _prio, b, after_ab in plain(after_a):
            seen += 1
            if b not in steps[:i]:
                continue
            after_b = closed[steps.index(b)]
            ba = [kid[2] for kid in plain(after_b) if kid[1] == a]
            if ba and table.key(table.closure(ba[0])[0]) == table.key(table.closure(after_ab)[0]):
                found += 1
    return seen, found


def main() -> None:
    """Run the chosen parts and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="strict", choices=sorted(RULE_SETS))
    parser.add_argument("--draw", type=int, default=3, choices=(1, 3))
    parser.add_argument("--sample", type=int, default=100)
    parser.add_argument("--seed", type=int, default=3101)
    parser.add_argument("--budget", type=float, default=2.0)
    parser.add_argument("--longer", type=float, default=10.0)
    parser.add_argument("--profile", type=int, default=0, help="positions of the Python search to profile")
    parser.add_argument("--commute", type=int, default=20, help="sample every N-th position for commuting moves")
    parser.add_argument("--codes", default="", help="profile these deals instead of the sample's unknowns")
    args = parser.parse_args()
    rules = RULE_SETS[args.rules].with_draw(args.draw)
    if args.codes:
        still = args.codes.split(",")
    else:
        still = longer(rules, sample_deals(args.sample, args.seed), args.budget, args.longer)
    if args.profile:
        for code in still[:3]:
            profile(rules, code if code.startswith("CF") else format_code(int(code), args.draw), args.profile,
                    args.commute)  # fmt: skip


if __name__ == "__main__":
    main()
