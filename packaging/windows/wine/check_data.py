"""What the installed game saved, read back by the storage layer on Windows (scripts/build-windows.sh).

Run by the embeddable Windows CPython under Wine, with the checkout on its path, between two runs
of the installed ``canfield.exe``; prints one line of facts and exits 1 on any problem::

    python.exe check_data.py after-first   the first run saved a game in progress (a move made) and
                                           its settings; record one finished game in the statistics
                                           and remember the game in progress
    python.exe check_data.py after-second  the second run read all three back: the same game in
                                           progress (resumed, not a new deal), the finished game
                                           still counted, the settings still there, and no notice

Both read through :class:`canfield.storage.Storage`, the code the game runs, so a read that fails on
Windows (windows.md finding 3: ``os.set_blocking`` on a regular file) fails here, with its notice.
"""

from __future__ import annotations

import json
import sys

from canfield.engine import Game
from canfield.storage import GameResult, Storage

MEMO = "build-windows-first-run.json"  # beside the data, in the same folder
PLAYED = ("CF1-D3-AAAAACL", "canfield")  # the finished game recorded between the two runs


def _read() -> tuple[Storage, list[str]]:
    store = Storage()
    problems = store.take_problems()
    return store, [f"notice: {text}" for text in problems]


def after_first() -> list[str]:
    """Check the first run's files and add a finished game to the statistics."""
    store, problems = _read()
    saved = store.load_game()
    if saved is None or not saved.game.line:
        return [*problems, "the first run left no game in progress with a move made"]
    if not store.paths.settings.exists():
        problems.append(f"the first run wrote no settings ({store.paths.settings})")
    finished = Game.from_code(*PLAYED)
    finished.play(finished.legal_moves()[0])
    result = GameResult.from_game(finished, seconds=10.0, undos=0, game_id="build-windows")
    if result is None or not store.record_game(result):
        problems.append("could not record a finished game")
    memo = {"code": saved.game.code, "line": [str(move) for move in saved.game.line]}
    (store.paths.data_dir / MEMO).write_text(json.dumps(memo), encoding="utf-8")
    print(f"after the first run: game {memo['code']} with {len(memo['line'])} move(s) saved; a game recorded")
    return problems


def after_second() -> list[str]:
    """Check that the second run found all of it and kept it."""
    store, problems = _read()
    memo = json.loads((store.paths.data_dir / MEMO).read_text(encoding="utf-8"))
    saved = store.load_game()
    if saved is None or saved.game.code != memo["code"] or [str(m) for m in saved.game.line] != memo["line"]:
        problems.append(f"the second run did not resume game {memo['code']} as saved")
    played = sum(store.stats[mode].played for mode in store.stats.modes)
    if played != 1:
        problems.append(f"the statistics count {played} games, not the 1 recorded")
    print(f"after the second run: game {memo['code']} resumed and saved again; {played} game in the statistics")
    return problems


def main(argv: list[str]) -> int:
    """Run the check named on the command line; 1 when it found a problem."""
    problems = after_first() if argv[1:] == ["after-first"] else after_second()
    for problem in problems:
        print(f"check_data: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
