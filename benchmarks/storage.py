"""Storage benchmark: ``python benchmarks/storage.py [--repeat N] [--long 100000]``.

Times what the window does often: saving the game in progress (the winning line of
CF1-D3-AAAAACL, 408 actions, full undo history) with an fsynced atomic write, loading it back
(which replays every action), and recording a finished game in the statistics. Uses a temporary
folder, never the real home.

Then a game of ``--long`` actions (stock draws and turns): what a periodic save costs the GUI
thread (``save_game(wait=False)``: the snapshot, the write goes to a background thread), against
the same save written at once, and the longest the GUI thread waits for the interpreter while
the background write runs (a loop of 0.1 ms steps, as event handlers are, timing its gaps).
Target (issue 13): the GUI thread's cost under one frame, 16 ms.
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
    parser.add_argument("--long", type=int, default=100_000, help="actions of the long game (0: skip)")
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
    if args.long:
        bench_long_game(args.long, max(3, args.repeat // 4))


def long_game(moves: int) -> Game:
    """CF1-D3-AAAAACL with ``moves`` stock actions (draws and turning the waste back)."""
    game = Game.from_code("CF1-D3-AAAAACL")
    for _ in range(moves):
        stock = len(game.pile("stock"))
        game.play(Move("stock", "waste", min(3, stock)) if stock else Move("waste", "stock", len(game.pile("waste"))))
    return game


def _longest_gap(store: Storage) -> float:
    """Milliseconds of the longest pause of a 0.1 ms-step loop while the background write runs."""
    longest, last = 0.0, time.perf_counter()
    while store._writer.busy:
        until = last + 0.0001
        while time.perf_counter() < until:
            pass
        now = time.perf_counter()
        longest, last = max(longest, now - last), now
    return longest * 1000


def bench_long_game(moves: int, repeat: int) -> None:
    """The figures of a periodic save of a very long game."""
    game = long_game(moves)
    with tempfile.TemporaryDirectory() as home:
        store = Storage(Path(home))
        direct_ms = _timed(lambda: store.save_game(game, 600.0, 0), repeat)
        size = store.paths.game.stat().st_size
        costs, cpu, gaps = [], [], []
        for _ in range(repeat):
            start, start_cpu = time.perf_counter(), time.thread_time()
            store.save_game(game, 600.0, 0, wait=False)
            costs.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
            gaps.append(_longest_gap(store))
            store.flush()
    mib = size / 1024 / 1024
    print(f"save a {game.moves_made:,}-action game ({mib:.1f} MiB) written at once: {direct_ms:.0f} ms median")
    print(
        f"  periodic save, cost on the GUI thread: {statistics.median(costs):.2f} ms median, {max(costs):.2f} ms max"
        f" (its CPU time: {statistics.median(cpu):.2f} ms median, {max(cpu):.2f} ms max; target < 16 ms)"
    )
    print(
        f"  longest wait of the GUI thread while it is written: {statistics.median(gaps):.1f} ms median of {repeat},"
        f" {max(gaps):.1f} ms max (on a shared machine the max includes time the system gave other processes)"
    )


if __name__ == "__main__":
    main()
