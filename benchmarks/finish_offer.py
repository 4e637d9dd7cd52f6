"""When Finish is first offered along winning lines, and what the check costs after every move.

    PYTHONPATH=. python benchmarks/finish_offer.py [--lines tests/play/data/won_lines.txt]
    PYTHONPATH=. python benchmarks/finish_offer.py --make-lines tests/play/data/won_lines.txt [--per-set 12]

Along each winning line of the file (one game a line: rules, code, then the moves), every position
is asked both the old question (stock and waste empty and the rest goes home: the rule before issue
38) and the new one (:func:`canfield.play.homeward.home_line`: sending tops home and turning the
stock alone win). Prints, for each rule set and draw, how many lines the offer never reaches before
the last card, the mean cards left at the first offer, and the per-position cost of both checks
(mean, 99th percentile, worst; the window asks after every move, on its own thread).

``--make-lines`` writes the file instead: the compiled solver's winning lines for the first
``--per-set`` winnable deals, numbered from a fixed seed, of each rule set and draw below.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from canfield.engine import COLUMNS, RESERVE, STOCK, WASTE, Game, Move, resolve_rules
from canfield.play.finish import _home_moves
from canfield.play.homeward import home_line
from canfield.solver import solve

LINES = Path(__file__).parents[1] / "tests" / "play" / "data" / "won_lines.txt"
SETS = (("canfield", 3), ("strict", 3), ("classic", 3), ("canfield", 1))


def old_rule(game: Game) -> list[Move] | None:
    """Finish as it was before issue 38 (``finish_line`` then): only with the stock and waste empty."""
    if game.is_won or game.pile(STOCK) or game.pile(WASTE):
        return None
    trial = game.copy()
    line: list[Move] = []
    while not trial.is_won:
        moves = _home_moves(trial, (RESERVE, *COLUMNS))
        if not moves:
            return None
        trial.play(moves[0])
        line.append(moves[0])
    return line


def read_lines(path: Path) -> list[tuple[str, str, list[Move]]]:
    """(rules, code, moves) for each line of a lines file."""
    games = []
    for text in path.read_text().splitlines():
        if text.strip():
            rules, code, *moves = text.split()
            games.append((rules, code, [Move.parse(m) for m in moves]))
    return games


def make_lines(path: Path, per_set: int, budget: float) -> None:
    """Write the solver's winning lines of ``per_set`` deals of each rule set and draw."""
    picker = random.Random(38)
    rows = []
    for rules_name, draw in SETS:
        found = 0
        while found < per_set:
            game = Game(picker.randrange(26**7), resolve_rules(rules_name).with_draw(draw))
            result = solve(game, budget_seconds=budget)
            if result.winnable:
                rows.append(" ".join([rules_name, game.code, *map(str, result.line)]))
                found += 1
        print(f"{rules_name} draw {draw}: {per_set} lines")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(rows) + "\n")


def first_offer(game: Game, line: list[Move], check: Callable[[Game], list[Move] | None]) -> int | None:
    """Cards left off the foundations at the first position along ``line`` where ``check`` offers Finish."""
    trial = game.copy()
    for move in line:
        if check(trial):
            return 52 - trial.foundation_count
        trial.play(move)
    return None


def costs(game: Game, line: list[Move], check: Callable[[Game], object]) -> list[float]:
    """Seconds ``check`` takes at each position along ``line``."""
    trial, took = game.copy(), []
    for move in line:
        start = time.perf_counter()
        check(trial)
        took.append(time.perf_counter() - start)
        trial.play(move)
    return took


def report(games: list[tuple[str, str, list[Move]]]) -> None:
    """Print the figures, one block per rule set and draw."""
    for rules_name, draw in SETS:
        chosen = [(c, m) for r, c, m in games if r == rules_name and c.startswith(f"CF1-D{draw}-")]
        if not chosen:
            continue
        old_left, new_left, old_took, new_took = [], [], [], []
        for code, line in chosen:
            game = Game.from_code(code, rules_name)
            old_left.append(first_offer(game, line, old_rule))
            new_left.append(first_offer(game, line, home_line))
            old_took += costs(game, line, old_rule)
            new_took += costs(game, line, home_line)
        print(f"{rules_name}, draw {draw}: {len(chosen)} lines, {len(old_took)} positions")
        print(f"  cards left at the first offer, old: {_left(old_left)}")
        print(f"  cards left at the first offer, new: {_left(new_left)}")
        print(f"  per-position cost, old: {_cost(old_took)}")
        print(f"  per-position cost, new: {_cost(new_took)}")


def _left(found: list[int | None]) -> str:
    offered = [n for n in found if n]
    never = len(found) - len(offered)
    mean = f"mean {statistics.fmean(offered):.1f}, min {min(offered)}, max {max(offered)}" if offered else "-"
    return f"never before the last card in {never}; {mean}  {found}"


def _cost(took: list[float]) -> str:
    ordered = sorted(took)
    p99 = ordered[int(0.99 * (len(ordered) - 1))]
    return f"mean {1e3 * statistics.fmean(took):.3f} ms, p99 {1e3 * p99:.3f} ms, worst {1e3 * ordered[-1]:.3f} ms"


def main() -> None:
    """Read the arguments; make the lines or print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lines", type=Path, default=LINES)
    parser.add_argument("--make-lines", type=Path, default=None)
    parser.add_argument("--per-set", type=int, default=12)
    parser.add_argument("--budget", type=float, default=10.0)
    args = parser.parse_args()
    if args.make_lines:
        make_lines(args.make_lines, args.per_set, args.budget)
    else:
        report(read_lines(args.lines))


if __name__ == "__main__":
    main()
