"""The analysis' speed (issue 41): lost games of 100-200 moves on deals proven winnable, analysed within 30 s?

Run (with the compiled core; nice it on a shared machine)::

    nice -n 10 python benchmarks/analyse.py --games 100 --seed 1

The games come from the slipping player (``canfield/play/slipping.py``): it follows a winning line
the solver found from the deal (canfield rules, draw 3), slips once at a random point with a random
move that is not a stock turn, then plays at random (foundation moves three times as likely) until
the game has 100-200 moves; games it wins are not used. Each deal is proven winnable first by a
plain solve of 10 s. Then each game is analysed as the replay analyses it: ``analyse(record)``, a
30 s budget in all, at most 10 s a solve. Figures, per game and in all, measured in this one run:

- analysed: a definite answer within 30 s of wall time — the first losing move proven exactly, or the
  game proven still winnable at its end (the binary search needs no range);
- the reference beside it: the plain solve of the same deal from the start (what proving it winnable
  took), and the solves a scan of every position would have needed (the game's moves + 1) against the
  solves the binary search made.

No assertion here: it prints, and exits 1 when fewer than 95 % are analysed within 30 s.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from canfield.engine import Game
from canfield.play.analysis import TOTAL_SECONDS, Verdict, analyse
from canfield.play.slipping import slipping_game
from canfield.solver import fast
from canfield.solver.api import solve
from canfield.storage.records import GameRecord

DEFINITE = (Verdict.LOST_AT, Verdict.STILL_WINNABLE)


def run(games: int, seed: int, out: Path | None) -> int:
    """Make and analyse ``games`` lost games; print the figures; 0 when ≥ 95 % are analysed within 30 s."""
    rng = random.Random(seed)
    rows: list[dict[str, object]] = []
    tried = 0
    while len(rows) < games:
        deal = Game(rng.randrange(26**7), "canfield")
        tried += 1
        started = time.perf_counter()
        start = solve(deal, budget_seconds=10.0)
        start_seconds = time.perf_counter() - started
        if not start.winnable:
            continue
        lost = slipping_game(deal.copy(), start.line, rng.randrange(100, 201), rng)
        if lost is None:
            continue
        record = GameRecord.of_game(lost, "")
        answer = analyse(record)
        row = {
            "code": deal.code,
            "moves": len(record.moves),
            "verdict": answer.verdict,
            "first": answer.first,
            "last": answer.last,
            "seconds": round(answer.seconds, 3),
            "solves": len(answer.solved),
            "scan_solves": len(record.moves) + 1,
            "start_solve_seconds": round(start_seconds, 3),
        }
        rows.append(row)
        print(json.dumps(row), flush=True)
    return report(rows, tried, out)


def report(rows: list[dict[str, object]], tried: int, out: Path | None) -> int:
    """Print the summary; 0 when at least 95 % were analysed within the budget."""
    within = [r for r in rows if r["verdict"] in DEFINITE and float(str(r["seconds"])) <= TOTAL_SECONDS]
    seconds = sorted(float(str(r["seconds"])) for r in rows)
    share = len(within) / len(rows)
    verdicts = {v: sum(r["verdict"] == v for r in rows) for v in sorted({str(r["verdict"]) for r in rows})}
    print(f"\ncompiled core: {fast.available()}; deals tried {tried}; lost games {len(rows)} (slipping player)")
    print(f"verdicts: {verdicts}")
    print(f"analysed within {TOTAL_SECONDS:.0f} s: {len(within)}/{len(rows)} = {share:.1%} (goal >= 95 %)")
    print(
        f"analysis seconds: median {statistics.median(seconds):.2f}, p95 {seconds[int(0.95 * (len(seconds) - 1))]:.2f},"
    )
    print(f"  max {seconds[-1]:.2f}")
    solves = [int(str(r["solves"])) for r in rows]
    scans = [int(str(r["scan_solves"])) for r in rows]
    print(
        f"solves per game: binary search median {statistics.median(solves)},"
        f" a scan of every position {statistics.median(scans)}"
    )
    starts = [float(str(r["start_solve_seconds"])) for r in rows]
    print(
        f"reference, a plain solve of the deal from the start: median {statistics.median(starts):.2f} s,"
        f" max {max(starts):.2f} s"
    )
    if out is not None:
        out.write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    return 0 if share >= 0.95 else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", type=Path, help="write every game's row to this file")
    args = parser.parse_args()
    if not fast.available():
        print("the compiled core is not built: python setup.py build_ext --inplace", file=sys.stderr)
        return 2
    return run(args.games, args.seed, args.json)


if __name__ == "__main__":
    sys.exit(main())
