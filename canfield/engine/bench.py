"""Engine benchmark: ``python -m canfield.engine.bench [--moves N] [--profile P] [--draw D]``.

Plays random games and prints moves per second, where one move is one
``legal_moves()`` call plus one ``play()``.
"""

from __future__ import annotations

import argparse
import random
import time

from .game import Game
from .rules import resolve_rules


def run(moves: int = 200_000, profile: str = "canfield", draw: int = 3, seed: int = 1) -> tuple[float, float]:
    """Play ``moves`` random moves over fresh deals.

    Returns moves per wall-clock second and per CPU second of this process
    (the second is steadier when other programs share the machine).
    """
    rng = random.Random(seed)
    rules = resolve_rules(profile).with_draw(draw)
    game = Game(rng.randrange(10**9), rules)
    done = 0
    start, cpu_start = time.perf_counter(), time.process_time()
    while done < moves:
        legal = game.legal_moves()
        if not legal or game.is_won or game.moves_made >= 400:
            game = Game(rng.randrange(10**9), rules)
            continue
        game.play(legal[rng.randrange(len(legal))])
        done += 1
    return done / (time.perf_counter() - start), done / (time.process_time() - cpu_start)


def main(argv: list[str] | None = None) -> None:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200_000)
    parser.add_argument("--profile", default="all", help="canfield, strict, classic or all")
    parser.add_argument("--draw", type=int, default=3)
    args = parser.parse_args(argv)
    profiles = ["canfield", "strict", "classic"] if args.profile == "all" else [args.profile]
    for profile in profiles:
        wall, cpu = run(args.moves, profile, args.draw)
        print(
            f"{profile:9s} draw {args.draw}: {wall:,.0f} moves/s wall clock, {cpu:,.0f} moves per CPU second"
            f" (legal_moves + play, {args.moves:,} moves)"
        )


if __name__ == "__main__":
    main()
