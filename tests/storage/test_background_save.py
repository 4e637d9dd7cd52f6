"""Saving a long game off the GUI thread: the same file, in order, and nothing brought back."""

from __future__ import annotations

import json
from pathlib import Path

from canfield.engine import Game, Move
from canfield.storage import Storage
from canfield.storage import files as files_module
from canfield.storage.files import SLICE, ChunkCache, json_chunks

from .helpers import WON_CODE, played


def long_game(moves: int) -> Game:
    """CF1-D3-AAAAACL with ``moves`` stock actions (draws and turning the waste back)."""
    game = Game.from_code(WON_CODE, "canfield")
    for _ in range(moves):
        _stock_action(game)
    return game


def _stock_action(game: Game) -> None:
    stock = len(game.pile("stock"))
    game.play(Move("stock", "waste", min(3, stock)) if stock else Move("waste", "stock", len(game.pile("waste"))))


def test_chunks_make_the_same_json_as_one_call() -> None:
    value = {"a": list(range(3 * SLICE + 7)), "b": {"c": [(1, "x", 2)] * (SLICE + 1), "d": None}, "e": "é"}
    text = "".join(json_chunks(value))
    assert json.loads(text) == json.loads(json.dumps(value))
    assert (
        "".join(json_chunks({"a": list(range(SLICE))}))
        == '{"a":' + json.dumps(list(range(SLICE))).replace(" ", "") + "}"
    )


def test_a_background_save_writes_what_a_direct_save_writes(canfield_home: Path) -> None:
    game = long_game(5 * SLICE + 3)
    store = Storage()
    store.save_game(game, 12.5, 2)
    direct = json.loads((canfield_home / "saved-game.json").read_text())
    store.save_game(game, 12.5, 2, wait=False)
    store.flush()
    background = json.loads((canfield_home / "saved-game.json").read_text())
    assert {k: v for k, v in background.items() if k != "saved_at"} == {
        k: v for k, v in direct.items() if k != "saved_at"
    }
    saved = Storage().load_game()
    assert saved is not None and saved.game.line == game.line and saved.elapsed == 12.5


def test_the_last_save_wins_and_an_ended_game_never_comes_back(canfield_home: Path) -> None:
    game = long_game(3000)
    store = Storage()
    for n in range(5):
        store.save_game(game, float(n), 0, wait=False)
    store.flush()
    assert json.loads((canfield_home / "saved-game.json").read_text())["elapsed"] == 4.0
    store.save_game(game, 9.0, 0, wait=False)
    store.end_game(game, 9.0, 0)  # right after: the save on its way must not bring it back
    store.flush()
    assert not (canfield_home / "saved-game.json").exists()
    assert store.stats["canfield-d3"].played == 1


def test_a_background_save_that_fails_is_told_once(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the folder should be")
    store = Storage(blocker / "home")
    store.take_problems()
    assert store.save_game(played(5), 1.0, 0, wait=False)  # queued
    store.save_game(played(6), 2.0, 0, wait=False)
    store.flush()
    (notice,) = store.take_problems()
    assert "could not be saved" in notice


def test_a_later_save_reuses_the_unchanged_slices_and_writes_the_right_file(canfield_home: Path) -> None:
    game = long_game(4 * SLICE + 10)
    cache = ChunkCache()
    data = {"line": game.line}
    first = "".join(json_chunks(data, cache))
    cache.done()
    encoded: list[object] = []
    real = files_module._encode
    files_module._encode = lambda value: encoded.append(value) or real(value)
    try:
        game.undo()
        game.undo()  # the end changes: only the last slice is encoded again
        _stock_action(game)
        second = "".join(json_chunks({"line": game.line}, cache))
    finally:
        files_module._encode = real
    assert json.loads(second)["line"] == [list(m) for m in game.line] != json.loads(first)["line"]
    assert [len(v) for v in encoded if isinstance(v, tuple) and len(v) > 1] == [len(game.line) % SLICE or SLICE]
