"""Storage benchmark: ``python benchmarks/storage.py [--repeat N]``.

Times what the window does often: saving the game in progress (the winning line of
CF1-D3-AAAAACL, 408 actions, full undo history) with an fsynced atomic write, loading it back
(which replays every action), and recording a finished game in the statistics. Uses a temporary
folder, never the real home.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from canfield.engine import Game, Move
from canfield.storage import GameResult, Storage

LINE = Path(__file__).parent.parent / "tests" / "data" / "won_line_AAAAACL.txt"


def _timed(action, repeat: int) -> float:
    """Median milliseconds of ``action()`` over ``repeat`` runs."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    game = Game.from_code("CF1-D3-AAAAACL")
    for text in LINE.read_text(encoding="utf-8").split():
        game.play(Move.parse(text))
    with tempfile.TemporaryDirectory() as home:
        store = Storage(Path(home))
        save_ms = _timed(lambda: store.save_game(game, 600.0, 0), args.repeat)
        size = store.paths.game.stat().st_size
        load_ms = _timed(store.load_game, args.repeat)
        result = GameResult.from_game(game, 600.0, 0)
        assert result is not None
        record_ms = _timed(lambda: store.record_game(result), args.repeat)
    print(f"save game ({game.moves_made} actions, {size / 1024:.1f} KiB): {save_ms:.2f} ms median")
    print(f"load game (replays every action): {load_ms:.2f} ms median")
    print(f"record a finished game: {record_ms:.2f} ms median")


if __name__ == "__main__":
    main()
