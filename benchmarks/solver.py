"""Solver speed against issue 15's targets: deals resolved within a budget, hints, peak memory.

    PYTHONPATH=. python benchmarks/solver.py [--deals 100] [--rules paper-partial] [--draw 3]
                                              [--budget 10] [--hints 100] [--hint-draw 3] [--seed 1]
                                              [--hint-clock wall|cpu] [--hint-profile P] [--codes CODE,CODE]

Solve: random deals under one rule set (``--rules``, ``--draw``), each with
``--budget`` CPU seconds (the machine is shared); prints the share resolved
(winnable or proven not winnable), the median and mean CPU time per deal, and
the peak memory of a fresh process solving the sample's slowest deal.

Hints (``--hint-profile``, canfield unless told; ``--hint-draw``): one hint with a one-second budget
from the start of each of ``--hints`` fresh deals, and from as many mid-game
positions (20 to 80 moves of a random game that prefers card moves to stock
clicks). Each position is then solved with a 10 s budget to know whether it
can be won; prints the share of winnable positions whose hint was the first
move of a winning line, the median and 95th-percentile wall time, and how
many hints stopped at the budget (the cut-off) instead of being found by the
search. ``--hint-clock cpu`` gives each hint one CPU second instead of one
wall second and reports CPU times: on a shared machine wall time measures the
neighbours. It also prints what the window gives: a hint asked after the
status indicator's check of the same position (``INDICATOR_SECONDS``) is the
indicator's line when that proved a win, else a second search in other
orders (``attempt=1``). Compare with docs/solver.md.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time

from canfield.engine import Game
from canfield.engine.rules import RULE_SETS
from canfield.solver import Outcome, hint, solve
from canfield.solver.cli import sample_deals
from canfield.solver.stats import percentile

HINT_SECONDS = 1.0
INDICATOR_SECONDS = 3.0  # the status indicator's budget (canfield/ui/solving/status.py, SolverStatus)


def bench_solve(deals: list[int], rules_name: str, draw: int, budget: float) -> None:
    """Solve each deal; print the figures and the peak memory of the slowest deal."""
    rules = RULE_SETS[rules_name].with_draw(draw)
    times, outcomes = [], []
    for deal in deals:
        result = solve(Game(deal, rules), budget_seconds=budget, clock=time.process_time)
        times.append(result.seconds)
        outcomes.append(result.outcome)
    resolved = sum(1 for o in outcomes if o is not Outcome.UNKNOWN)
    won = sum(1 for o in outcomes if o is Outcome.WINNABLE)
    print(f"solve: {len(deals)} {rules_name} deals, draw {draw}, budget {budget} CPU s")
    share = 100 * resolved / len(deals)
    print(f"  resolved within the budget: {share:.1f} %  (winnable {won}, unknown {len(deals) - resolved})")
    print(f"  CPU time per deal: median {statistics.median(times):.4f} s, mean {statistics.fmean(times):.3f} s")
    unknown = [deal for deal, o in zip(deals, outcomes, strict=True) if o is Outcome.UNKNOWN]
    if unknown:
        print(f"  unknown: deals {unknown}")
    slowest = deals[max(range(len(deals)), key=times.__getitem__)]
    peak, outcome = peak_memory(slowest, rules_name, draw, budget)
    print(f"  slowest deal {slowest} ({outcome}): peak memory {peak / 2**20:.0f} MB (a fresh process)")


def peak_memory(deal: int, rules_name: str, draw: int, budget: float) -> tuple[int, str]:
    """The peak resident memory (bytes) of a fresh process solving one deal, and the outcome."""
    code = (
        "import resource, time\n"
        "from canfield.engine import Game\n"
        "from canfield.engine.rules import RULE_SETS\n"
        "from canfield.solver import solve\n"
        f"r = solve(Game({deal}, RULE_SETS[{rules_name!r}].with_draw({draw})), budget_seconds={budget},"
        " clock=time.process_time)\n"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024, r.outcome.value)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    return int(out[0]), " ".join(out[1:])


def bench_codes(codes: list[str], rules_name: str, budget: float) -> None:
    """Solve each deal code in a fresh process; print the outcome, positions, CPU time and peak memory."""
    for code in codes:
        program = (
            "import resource, time\n"
            "from canfield.engine import Game\n"
            "from canfield.engine.rules import RULE_SETS\n"
            "from canfield.solver import solve\n"
            f"r = solve(Game.from_code({code!r}, RULE_SETS[{rules_name!r}]), budget_seconds={budget},"
            " clock=time.process_time)\n"
            "peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024\n"
            "print(f'{r.outcome.value}, {r.nodes} positions, {r.seconds:.1f} CPU s, peak memory {peak:.0f} MB')\n"
        )
        done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True)
        print(f"{code} ({rules_name}, budget {budget} CPU s): {done.stdout.strip()}")


def mid_game(game: Game, rng: random.Random) -> Game:
    """A position 20 to 80 moves into a random game that prefers card moves to stock clicks."""
    for _ in range(rng.randint(20, 80)):
        moves = game.legal_moves()
        if not moves or game.is_won:
            break
        useful = [m for m in moves if "stock" not in (m.source, m.target)]
        game.play(rng.choice(useful if useful and rng.random() < 0.8 else moves))
    return game


def bench_hints(deals: list[int], draw: int, seed: int, cpu: bool = False, profile: str = "canfield") -> None:
    """Hints from fresh deals and mid-game positions of one profile; print the figures."""
    rules = RULE_SETS[profile].with_draw(draw)
    rng = random.Random(seed)
    clock = time.process_time if cpu else time.perf_counter
    for kind in ("fresh deals", "mid-game positions"):
        times, cut_off, winnable, winning, heuristic_on_winnable = [], 0, 0, 0, []
        window_winning = 0
        for deal in deals:
            game = Game(deal, rules)
            if kind != "fresh deals":
                game = mid_game(game, rng)
            if game.is_won:
                continue
            start = clock()
            found = hint(game, seconds=HINT_SECONDS, clock=clock)
            took = clock() - start
            times.append(took)
            searched_out = found is not None and not found.winning and found.outcome is Outcome.UNKNOWN
            cut_off += searched_out
            truth = solve(game, budget_seconds=10, clock=time.process_time)
            if truth.winnable:
                winnable += 1
                if found is not None and found.winning:
                    winning += 1
                else:
                    heuristic_on_winnable.append(deal)
                # the window: the indicator has checked this position; the hint searches again in other orders
                checked = solve(game, budget_seconds=INDICATOR_SECONDS, clock=clock)
                window_winning += checked.winnable or bool(
                    (again := hint(game, seconds=HINT_SECONDS, clock=clock, attempt=1)) and again.winning
                )
        print(f"hint: {len(times)} {profile} {kind}, draw {draw}, {HINT_SECONDS} s budget ({'CPU' if cpu else 'wall'})")
        print(
            f"  {'CPU' if cpu else 'wall'} time: median {statistics.median(times) * 1000:.1f} ms, "
            f"95th percentile {percentile(times, 95) * 1000:.1f} ms, max {max(times):.3f} s"
        )
        print(f"  stopped at the cut-off (no win, not proven lost): {cut_off}")
        share = 100 * winning / winnable if winnable else 0.0
        print(f"  winnable positions: {winnable}; their hints from a winning line: {winning} ({share:.1f} %)")
        if heuristic_on_winnable:
            print(f"  winnable, heuristic hint: deals {heuristic_on_winnable}")
        share = 100 * window_winning / winnable if winnable else 0.0
        print(
            f"  after the indicator's {INDICATOR_SECONDS} s check (the window): "
            f"{window_winning} from a winning line ({share:.1f} %)"
        )


def main() -> None:
    """Run the benchmarks asked for."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--rules", default="paper-partial", choices=sorted(RULE_SETS))
    parser.add_argument("--draw", type=int, default=3, choices=(1, 3))
    parser.add_argument("--budget", type=float, default=10.0)
    parser.add_argument("--hints", type=int, default=100)
    parser.add_argument("--hint-draw", type=int, default=3, choices=(1, 3))
    parser.add_argument("--hint-profile", default="canfield", choices=("canfield", "strict", "classic"))
    parser.add_argument("--hint-clock", default="wall", choices=("wall", "cpu"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--codes", default="", help="comma-separated deal codes, each solved in a fresh process")
    args = parser.parse_args()
    if args.codes:
        bench_codes(args.codes.split(","), args.rules, args.budget)
    if args.hints:
        deals = sample_deals(args.hints, args.seed + 1)
        bench_hints(deals, args.hint_draw, args.seed, args.hint_clock == "cpu", args.hint_profile)
    if args.deals:
        bench_solve(sample_deals(args.deals, args.seed), args.rules, args.draw, args.budget)


if __name__ == "__main__":
    main()
