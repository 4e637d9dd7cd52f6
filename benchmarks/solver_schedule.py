"""The budget schedule side by side: the fixed shares before issue 39 against the turns, on one sample.

    PYTHONPATH=. python benchmarks/solver_schedule.py --rules paper-whole [--deals 200] [--seed 3904]
                                                      [--budget 10] [--jobs 2] [--codes CODE,CODE]

Each deal of ``random.Random(--seed)`` (the deals of ``canfield-solve
--sample``; or ``--codes``) is solved twice in the same worker process, with
``--budget`` CPU seconds each: by the fixed plan (``Schedule.FIXED``: the
probes a tenth, the draw-1 relaxation a tenth, the complete search the rest)
and by the turns (``Schedule.TURNS``, the default). Every win is replayed by
the engine, and any contradiction (one says won, the other lost) stops the
run. Then each deal that either plan leaves unknown is searched by each stage
alone with the whole budget (the relaxation alone; the complete search
alone, plain order), which says whether one stage could have settled it.

Prints each deal as it is done (in the sample's order, so a run stopped early
holds the sample's first deals), then side by side: the counts, the deals only one plan settles, CPU per
deal (median, 95th percentile, total), and the workers' peak memory (RSS).
Budgets are CPU seconds (``time.process_time``); see docs/solver.md.
"""

from __future__ import annotations

import argparse
import multiprocessing
import resource
import statistics
import time
from typing import NamedTuple

from canfield.engine import Game
from canfield.engine.rules import RULE_SETS, Rules, resolve_rules
from canfield.solver import Outcome, fast, solve
from canfield.solver.api import memory_bound
from canfield.solver.cli import sample_deals
from canfield.solver.position import Table
from canfield.solver.stats import percentile
from canfield.solver.strategy import Schedule


class Row(NamedTuple):
    """One deal under both plans: outcome and CPU seconds of each."""

    code: str
    fixed: str
    fixed_s: float
    turns: str
    turns_s: float


def _solve(game: Game, budget: float, schedule: Schedule) -> tuple[str, float]:
    result = solve(game, budget_seconds=budget, clock=time.process_time, schedule=schedule)
    if result.winnable:
        board = game.copy()
        for move in result.line:
            board.play(move)
        if not board.is_won:
            raise AssertionError(f"{game.code}: the {schedule.value} plan's line does not win")
    return result.outcome.value, result.seconds


def both(job: tuple[str, Rules, float]) -> Row:
    """One deal by the fixed plan, then by the turns, in this process."""
    code, rules, budget = job
    fixed = _solve(Game.from_code(code, rules), budget, Schedule.FIXED)
    turns = _solve(Game.from_code(code, rules), budget, Schedule.TURNS)
    if {fixed[0], turns[0]} == {Outcome.WINNABLE.value, Outcome.NOT_WINNABLE.value}:
        raise AssertionError(f"{code}: the plans contradict each other ({fixed[0]} against {turns[0]})")
    return Row(code, *fixed, *turns)


def stages_alone(job: tuple[str, Rules, float]) -> tuple[str, str, float, str, float]:
    """The relaxation alone and the complete search alone, each with the whole budget (CPU s)."""
    code, rules, budget = job
    game = Game.from_code(code, rules)
    table = Table.from_game(game).complete()
    state = table.state_of(game)
    out = []
    relaxed = fast.relaxation(table)
    for spec in (fast.search_spec(relaxed) if relaxed else None, fast.search_spec(table, True)):
        if spec is None:
            out += ["-", 0.0]
            continue
        start = time.process_time()
        until = start + budget
        got = fast.core_search(spec, state, None, lambda until=until: time.process_time() >= until, 0, None,
                               memory_bound())  # fmt: skip
        out += [got.code.name.lower(), time.process_time() - start]
    return (code, *out)  # type: ignore[return-value]


def _summary(name: str, outcomes: list[str], seconds: list[float]) -> str:
    n = len(outcomes)
    won, lost = outcomes.count("winnable"), outcomes.count("not winnable")
    unknown = n - won - lost
    return (
        f"{name:6} {won:5} won {lost:5} lost {unknown:4} unknown  settled {100 * (n - unknown) / n:6.2f} %   CPU s"
        f" median {statistics.median(seconds):.3f}  p95 {percentile(seconds, 95):.3f}  total {sum(seconds):.1f}"
    )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rules", default="paper-whole", help="a rule set or profile (draw 3)")
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--seed", type=int, default=3904)
    p.add_argument("--budget", type=float, default=10.0)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--codes", default="", help="comma-separated game codes instead of a sample")
    args = p.parse_args()
    rules = (RULE_SETS.get(args.rules) or resolve_rules(args.rules)).with_draw(3)
    if args.codes:
        codes = [c.strip() for c in args.codes.split(",") if c.strip()]
    else:
        codes = [Game(deal, rules).code for deal in sample_deals(args.deals, args.seed)]
    jobs = [(code, rules, args.budget) for code in codes]
    start = time.perf_counter()
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        rows = []
        for row in pool.imap(both, jobs, chunksize=1):  # in the sample's order: a stopped run keeps its first deals
            print(f"deal {len(rows) + 1} {row.code}: fixed {row.fixed} {row.fixed_s:.3f} s, turns {row.turns}"
                  f" {row.turns_s:.3f} s", flush=True)  # fmt: skip
            rows.append(row)
        open_ = [(r.code, rules, args.budget) for r in rows if "unknown" in (r.fixed, r.turns)]
        alone = sorted(pool.imap_unordered(stages_alone, open_, chunksize=1))
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"{len(rows)} deals, {rules.name}, draw 3, seed {args.seed if not args.codes else '-'},"
          f" {args.budget} CPU s each, {args.jobs} jobs, wall {time.perf_counter() - start:.0f} s")  # fmt: skip
    print(_summary("fixed", [r.fixed for r in rows], [r.fixed_s for r in rows]))
    print(_summary("turns", [r.turns for r in rows], [r.turns_s for r in rows]))
    print(f"peak RSS of a worker: {peak:.0f} MB")
    for r in rows:
        if (r.fixed == "unknown") != (r.turns == "unknown") or max(r.fixed_s, r.turns_s) > 1:
            print(f"  {r.code}: fixed {r.fixed} {r.fixed_s:.2f} s, turns {r.turns} {r.turns_s:.2f} s")
    settled_alone = 0
    for code, relax, relax_s, main_, main_s in alone:
        row = next(r for r in rows if r.code == code)
        alone_settles = relax == "lost" or main_ in ("lost", "won")
        settled_alone += alone_settles and row.turns == "unknown"
        print(f"  {code} alone: relaxation {relax} {relax_s:.2f} s, complete search {main_} {main_s:.2f} s;"
              f" turns {row.turns}")  # fmt: skip
    print(f"deals one stage alone settles within the budget that the turns leave unknown: {settled_alone}")
    print(f"deals the fixed shares settle that the turns leave unknown: "
          f"{sum(r.fixed != 'unknown' and r.turns == 'unknown' for r in rows)}")  # fmt: skip


if __name__ == "__main__":
    main()
