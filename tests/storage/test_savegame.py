"""The game in progress: exact round trips, every kind of damage, failed writes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from canfield.engine import PILE_NAMES, Game
from canfield.storage import SavedGame, Storage
from canfield.storage import files as files_module

from .helpers import WON_CODE, kept_aside, played, write_json, write_text


def position(game: Game) -> dict:
    return {name: game.pile(name) for name in PILE_NAMES}


def undo_all(game: Game) -> int:
    steps = 0
    while game.can_undo:
        game.undo()
        steps += 1
    return steps


def saved_file(home: Path) -> Path:
    return home / "saved-game.json"


def test_nothing_saved() -> None:
    store = Storage()
    assert store.load_game() is None
    assert store.take_problems() == []


def test_round_trip_is_exact_with_undo_and_redo() -> None:
    game = played(150)
    for _ in range(3):
        game.undo()
    store = Storage()
    assert store.save_game(game, 754.25, 3) is True
    saved = Storage().load_game()
    assert saved is not None
    back = saved.game
    assert (saved.elapsed, saved.undos, saved.casino) == (754.25, 3, False)
    assert back.code == game.code and back.rules == game.rules
    assert position(back) == position(game)
    assert (back.score, back.passes, back.moves_made) == (game.score, game.passes, game.moves_made)
    assert back.to_dict() == game.to_dict()
    # The same history: redo the three undone actions, then undo as far as either allows.
    for _ in range(3):
        assert back.redo() == game.redo()
    assert position(back) == position(game)
    assert undo_all(back) == undo_all(game) == 100  # the full undo depth survived
    assert position(back) == position(game)


def test_short_game_keeps_its_whole_history() -> None:
    game = played(12)
    Storage().save_game(game, 30.0, 0)
    back = Storage().load_game().game  # type: ignore[union-attr]
    assert undo_all(back) == 12
    assert position(back) == position(Game.from_code(WON_CODE))


def test_casino_classic_game_round_trip() -> None:
    game = played(2, profile="classic")
    Storage().save_game(game, 8.0, 0, casino=True)
    saved = Storage().load_game()
    assert saved is not None and saved.casino is True and saved.game.rules.name == "classic"


def test_file_format(canfield_home: Path) -> None:
    Storage().save_game(played(5), 61.5, 1)
    data = json.loads(saved_file(canfield_home).read_text(encoding="utf-8"))
    assert data["version"] == 1
    assert (data["elapsed"], data["undos"], data["casino"]) == (61.5, 1, False)
    assert data["game"]["code"] == WON_CODE
    assert data["saved_at"].endswith("Z")


def test_clear_game(canfield_home: Path) -> None:
    store = Storage()
    store.save_game(played(5), 1.0, 0)
    assert store.clear_game() is True
    assert not saved_file(canfield_home).exists()
    assert store.load_game() is None
    assert store.clear_game() is True  # nothing to clear is fine


def test_each_save_replaces_the_last() -> None:
    store = Storage()
    store.save_game(played(5), 1.0, 0)
    store.save_game(played(60), 2.0, 0)
    assert Storage().load_game().game.moves_made == 60  # type: ignore[union-attr]


# ----- damage ------------------------------------------------------------------------


def good_data() -> dict:
    return SavedGame(played(30), 99.0, 2).to_dict()


def assert_set_aside(home: Path, label: str = "damaged", words: str = "saved game was damaged") -> None:
    store = Storage()
    assert store.load_game() is None
    assert len(kept_aside(saved_file(home), label)) == 1
    assert not saved_file(home).exists()
    (problem,) = store.take_problems()
    assert words in problem and "new game starts" in problem
    assert store.load_game() is None  # told once; the next start is clean
    assert store.take_problems() == []


@pytest.mark.parametrize("text", ["", "{", '{"version": 1, "game": {"code": "CF1', "[]", "true"])
def test_wrong_json(canfield_home: Path, text: str) -> None:
    write_text(saved_file(canfield_home), text)
    assert_set_aside(canfield_home)
    assert kept_aside(saved_file(canfield_home))[0].read_text(encoding="utf-8") == text


def test_truncated(canfield_home: Path) -> None:
    Storage().save_game(played(30), 99.0, 2)
    path = saved_file(canfield_home)
    path.write_bytes(path.read_bytes()[: path.stat().st_size * 2 // 3])
    assert_set_aside(canfield_home)


def test_duplicate_cards(canfield_home: Path) -> None:
    data = good_data()
    piles = data["game"]["piles"]
    piles["c1"][-1] = piles["stock"][0]  # one card twice, another gone
    write_json(saved_file(canfield_home), data)
    assert_set_aside(canfield_home)


@pytest.mark.parametrize(
    ("where", "value"),
    [
        ("game", "CF1-D3-AAAAACL"),
        ("game.piles", [1, 2]),
        ("game.line", "reserve>c2"),
        ("game.code", 63),
        ("game.undo_depth", "a hundred"),
        ("game.rules", {"name": "canfield"}),
    ],
)
def test_wrong_types_in_the_game(canfield_home: Path, where: str, value: object) -> None:
    data = good_data()
    target = data
    *parents, last = where.split(".")
    for key in parents:
        target = target[key]
    target[last] = value
    write_json(saved_file(canfield_home), data)
    assert_set_aside(canfield_home)


def test_moves_that_do_not_replay(canfield_home: Path) -> None:
    data = good_data()
    data["game"]["line"][0] = ["c1", "c2", 1]
    write_json(saved_file(canfield_home), data)
    assert_set_aside(canfield_home)


def test_cards_that_do_not_match_the_moves(canfield_home: Path) -> None:
    data = good_data()
    piles = data["game"]["piles"]
    piles["stock"][0], piles["stock"][1] = piles["stock"][1], piles["stock"][0]
    write_json(saved_file(canfield_home), data)
    assert_set_aside(canfield_home)


@pytest.mark.parametrize("where", ["outer", "inner"])
def test_future_version(canfield_home: Path, where: str) -> None:
    data = good_data()
    (data if where == "outer" else data["game"])["version"] = 7
    write_json(saved_file(canfield_home), data)
    assert_set_aside(canfield_home, "newer", "newer version of Canfield")


def test_wrong_extra_fields_keep_the_game(canfield_home: Path) -> None:
    data = good_data()
    data.update(elapsed="a while", undos=-3, casino="no")
    write_json(saved_file(canfield_home), data)
    store = Storage()
    saved = store.load_game()
    assert saved is not None
    assert saved.game.to_dict() == data["game"]
    assert (saved.elapsed, saved.undos, saved.casino) == (0.0, 0, False)
    (problem,) = store.take_problems()
    assert all(word in problem for word in ("clock", "undo count", "casino stakes", "game itself was reopened"))
    assert len(kept_aside(saved_file(canfield_home))) == 1
    again = Storage()
    assert again.load_game().game.to_dict() == data["game"]  # type: ignore[union-attr]
    assert again.take_problems() == []


def test_missing_version_keeps_the_game(canfield_home: Path) -> None:
    data = good_data()
    del data["version"]
    write_json(saved_file(canfield_home), data)
    store = Storage()
    saved = store.load_game()
    assert saved is not None and saved.elapsed == 99.0
    (problem,) = store.take_problems()
    assert "format version" in problem


# ----- failed writes -------------------------------------------------------------------


def test_crash_between_write_and_rename_keeps_the_last_save(
    canfield_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Storage()
    store.save_game(played(20), 50.0, 0)
    before = saved_file(canfield_home).read_bytes()

    def crash(src: str, dst: str) -> None:
        raise OSError(5, "Input/output error")

    with monkeypatch.context() as patch:
        patch.setattr(files_module.os, "replace", crash)
        assert store.save_game(played(80), 150.0, 0) is False
        assert store.save_game(played(81), 151.0, 0) is False
    assert saved_file(canfield_home).read_bytes() == before
    assert sorted(p.name for p in canfield_home.iterdir()) == ["saved-game.json"]
    (problem,) = store.take_problems()
    assert "game in progress could not be saved" in problem
    assert Storage().load_game().game.moves_made == 20  # type: ignore[union-attr]


def test_full_disk(canfield_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Storage()
    store.save_game(played(20), 50.0, 0)
    before = saved_file(canfield_home).read_bytes()

    def full(handle: object, *args: object) -> None:
        raise OSError(28, "No space left on device")

    # Flushing the temporary file to the disk fails, as it does when the disk is full.
    with monkeypatch.context() as patch:
        patch.setattr(files_module.os, "fsync", full)
        assert store.save_game(played(80), 150.0, 0) is False
    assert saved_file(canfield_home).read_bytes() == before
    assert "(the disk is full)" in store.take_problems()[0]


def test_unwritable_folder(tmp_path: Path) -> None:
    # Tests run as root, so a read-only folder would still be written; a home whose parent is
    # a file fails every write with a real OSError instead.
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder")
    store = Storage(blocker / "home")
    store.take_problems()
    assert store.save_game(played(5), 1.0, 0) is False
    assert store.save_game(played(6), 2.0, 0) is False
    assert len(store.take_problems()) == 1
    assert store.load_game() is None
