"""Faults injected at the edges (review of 2026-12-03, issue 28): a full disk, values at their limit,
planted links, read-only files and a folder where a file belongs. Nothing is lost, nothing counted twice."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from canfield.storage import Settings, Storage
from canfield.storage import files as files_module
from canfield.storage import store as store_module
from canfield.storage.files import ReadStatus, read_json
from canfield.storage.stats import MAX_COUNT, MAX_SECONDS

from .helpers import full_disk, kept_aside, needs_symlinks, played

CHANGED = Settings(card_back="red", default_draw=1)


def _saved_home() -> tuple[Storage, object]:
    """A home with one game of 5 moves saved, as the window leaves it; the store and the game."""
    store = Storage()
    game = played(5)
    assert store.save_game(game, 42.0, 1)
    return store, game


# ----- A: a full disk never costs the game that ended ---------------------------------------------
def test_a_game_ended_on_a_full_disk_keeps_its_saved_copy(canfield_home, monkeypatch) -> None:
    store, game = _saved_home()
    before = (canfield_home / "saved-game.json").read_bytes()
    with full_disk(monkeypatch):
        assert store.end_game(game, 50.0, 1) is not None
        problems = store.take_problems()
    assert (canfield_home / "saved-game.json").read_bytes() == before  # was deleted: the review's A
    assert any("could not be saved" in p for p in problems)
    assert any("not counted in your statistics yet" in p for p in problems)  # not "unchanged" alone
    # The window closes while the disk is still full; the next start has the game back.
    again = Storage()
    saved = again.load_game()
    assert saved is not None and saved.game.moves_made == 5 and saved.elapsed == 42.0


def test_a_deal_left_with_no_move_on_a_full_disk_keeps_the_ended_games_copy(canfield_home, monkeypatch) -> None:
    store, game = _saved_home()
    before = (canfield_home / "saved-game.json").read_bytes()
    with full_disk(monkeypatch):
        store.end_game(game, 50.0, 1)
        fresh = played(0)  # New Game again at once: a deal with no move ends, and is not counted
        assert store.end_game(fresh, 0.0, 0) is None
    assert (canfield_home / "saved-game.json").read_bytes() == before  # found by benchmarks/faults.py
    saved = Storage().load_game()
    assert saved is not None and saved.game.moves_made == 5


def test_a_game_ended_on_a_full_disk_is_counted_once_there_is_room(canfield_home, monkeypatch) -> None:
    store, game = _saved_home()
    with full_disk(monkeypatch):
        store.end_game(game, 50.0, 1)
        assert store.save_game(played(3), 5.0, 0) is False  # would replace the only copy of the ended game
    assert (canfield_home / "saved-game.json").exists()
    assert store.save_game(played(3), 5.0, 0)  # room again: the ended game is written first
    on_disk = json.loads((canfield_home / "statistics.json").read_text())
    assert on_disk["modes"]["canfield-d3"]["played"] == 1
    assert Storage().stats["canfield-d3"].played == 1  # and once only


def test_a_game_whose_statistics_cannot_be_written_waits_beside_them(canfield_home, monkeypatch) -> None:
    store, game = _saved_home()
    real = store_module.write_json_atomic

    def statistics_fail(path: Path, *args: object, **kwargs: object) -> None:
        if path.name == "statistics.json":
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(path, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(store_module, "write_json_atomic", statistics_fail)
        store.end_game(game, 50.0, 1)
    assert not (canfield_home / "saved-game.json").exists()  # the game is safe in the file beside
    assert (canfield_home / "unrecorded-games.json").exists()
    later = Storage()  # the next start writes it
    assert later.stats["canfield-d3"].played == 1
    assert not (canfield_home / "unrecorded-games.json").exists()
    assert Storage().stats["canfield-d3"].played == 1 and later.load_game() is None


def test_nothing_waits_beside_statistics_that_were_written(canfield_home) -> None:
    store = Storage()
    for moves in (5, 6, 7):
        store.end_game(played(moves), 10.0, 0)
        assert sorted(p.name for p in canfield_home.iterdir()) == [
            ".game-records.json.lock",  # the game records (issue 41) beside them: nothing waits
            ".statistics.json.lock",
            "game-records.json",
            "statistics.json",
        ]


def _can_mount_tmpfs() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("mount") is not None


@pytest.mark.skipif(not _can_mount_tmpfs(), reason="mounting a tmpfs needs root")
def test_a_real_full_disk_keeps_every_game(tmp_path) -> None:
    disk = tmp_path / "disk"
    disk.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(disk)], check=False).returncode:
        pytest.skip("no tmpfs here")
    try:
        home = disk / "home"
        store = Storage(home)
        game = played(5)
        assert store.save_game(game, 42.0, 1)
        filler = disk / "filler"
        with contextlib.suppress(OSError), filler.open("wb") as out:
            while True:
                out.write(b"\0" * 1024)
                out.flush()
        store.end_game(game, 50.0, 1)
        assert store.save_game(played(3), 5.0, 0) is False
        assert Storage(home).load_game() is not None  # closed while full: the ended game is still there
        filler.unlink()  # room again
        assert store.save_game(played(3), 5.0, 0)  # the window writes its waiting game first
        assert Storage(home).stats["canfield-d3"].played == 1
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)


# ----- B: a clock or undo count at the limit a file may hold ---------------------------------------
@pytest.mark.parametrize(("field", "value"), [("elapsed", MAX_SECONDS), ("undos", MAX_COUNT)])
def test_a_saved_game_at_the_limit_is_still_recorded(canfield_home, field, value) -> None:
    Storage().save_game(played(5), 10.0, 0)
    path = canfield_home / "saved-game.json"
    data = json.loads(path.read_text())
    data[field] = value
    path.write_text(json.dumps(data))
    store = Storage()
    saved = store.load_game()
    assert saved is not None and store.take_problems() == []
    saved.game.play(saved.game.legal_moves()[0])
    result = store.end_game(saved.game, saved.elapsed + 3.0, saved.undos + 1)  # raised ValueError before
    assert result is not None
    again = Storage()
    assert again.take_problems() == []  # the sums stay within what a file may hold
    assert again.stats["canfield-d3"].played == 1
    assert again.stats["canfield-d3"].total_time <= MAX_SECONDS and again.stats["canfield-d3"].undos <= MAX_COUNT


def test_sums_at_the_limit_stay_readable(canfield_home) -> None:
    store = Storage()
    for _ in range(2):
        game = played(5)
        store.end_game(game, MAX_SECONDS, MAX_COUNT)
    again = Storage()
    assert again.take_problems() == [] and again.stats["canfield-d3"].played == 2


# ----- E: no link is followed out of the folder ------------------------------------------------------
def test_a_planted_lock_link_creates_nothing_outside(canfield_home, tmp_path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (canfield_home / ".statistics.json.lock").symlink_to(outside / "created-by-canfield")
    store = Storage()
    store.end_game(played(5), 10.0, 0)
    assert list(outside.iterdir()) == []  # the review's E: an empty file appeared there
    assert not (canfield_home / ".statistics.json.lock").is_symlink()
    assert Storage().stats["canfield-d3"].played == 1


@needs_symlinks
def test_a_lock_link_to_an_existing_file_leaves_it_alone(canfield_home, tmp_path) -> None:
    target = tmp_path / "precious.txt"
    target.write_text("mine")
    os.chmod(target, 0o644)
    (canfield_home / ".statistics.json.lock").symlink_to(target)
    Storage().end_game(played(5), 10.0, 0)
    assert target.read_text() == "mine" and os.stat(target).st_mode & 0o777 == 0o644


@needs_symlinks
@pytest.mark.parametrize("nofollow", [True, False], ids=["O_NOFOLLOW", "without O_NOFOLLOW (Windows)"])
def test_a_link_out_of_the_folder_is_not_followed(canfield_home, tmp_path, monkeypatch, nofollow) -> None:
    if not nofollow:
        monkeypatch.delattr(os, "O_NOFOLLOW", raising=False)
    outside = tmp_path / "elsewhere.json"
    outside.write_text(json.dumps({"version": 1, "card_back": "red"}))
    link = canfield_home / "settings.json"
    link.symlink_to(outside)
    result = read_json(link)
    assert (result.status, result.link_out) == (ReadStatus.UNREADABLE, True)
    store = Storage()
    assert store.settings == Settings()  # not read through the link
    (notice,) = store.take_problems()
    assert "a link to a place outside its folder" in notice
    (kept,) = kept_aside(link, "not-a-file")
    assert kept.is_symlink() and os.readlink(kept) == str(outside)  # the link itself, kept whole
    assert store.save_settings(CHANGED)
    assert json.loads(outside.read_text()) == {"version": 1, "card_back": "red"}  # never written


@needs_symlinks
def test_a_link_inside_the_folder_is_followed(canfield_home) -> None:
    real = canfield_home / "my-settings.json"
    real.write_text(json.dumps({"version": 1, "card_back": "red"}))
    (canfield_home / "settings.json").symlink_to("my-settings.json")
    store = Storage()
    assert store.settings.card_back == "red" and store.take_problems() == []


@needs_symlinks
def test_without_o_nofollow_a_link_is_refused_by_looking_first(tmp_path, monkeypatch) -> None:
    monkeypatch.delattr(os, "O_NOFOLLOW", raising=False)
    (tmp_path / "target").write_text("x")
    (tmp_path / "link").symlink_to(tmp_path / "target")
    with pytest.raises(OSError) as caught:
        files_module.open_no_link(tmp_path / "link", os.O_RDONLY)
    assert caught.value.errno == errno.ELOOP
    fd = files_module.open_no_link(tmp_path / "target", os.O_RDONLY)
    os.close(fd)
    fd = files_module.open_lock_file(tmp_path / "link")  # a lock: the link is replaced by a file
    os.close(fd)
    assert not (tmp_path / "link").is_symlink() and (tmp_path / "target").read_text() == "x"


# ----- H: a read-only file is respected, and the player told once ------------------------------------
def test_a_read_only_settings_file_is_respected_and_said_once(canfield_home) -> None:
    path = canfield_home / "settings.json"
    Storage().save_settings(Settings())
    before = path.read_bytes()
    os.chmod(path, 0o444)
    store = Storage()
    assert store.save_settings(CHANGED) is False
    assert store.save_settings(CHANGED) is False
    (notice,) = store.take_problems()
    assert "read-only" in notice and str(path) in notice
    assert path.read_bytes() == before and os.stat(path).st_mode & 0o777 == 0o444  # was replaced, 0600
    assert store.settings == CHANGED  # used for this run


def test_read_only_statistics_keep_the_games_beside_them(canfield_home) -> None:
    path = canfield_home / "statistics.json"
    Storage().end_game(played(5), 10.0, 0)
    before = path.read_bytes()
    os.chmod(path, 0o444)
    store = Storage()
    store.end_game(played(6), 10.0, 0)
    store.end_game(played(7), 10.0, 0)
    assert path.read_bytes() == before
    assert store.stats["canfield-d3"].played == 3
    assert len([p for p in store.take_problems() if "read-only" in p]) == 1
    assert Storage().stats["canfield-d3"].played == 3  # shown at the next start too
    assert path.read_bytes() == before
    os.chmod(path, 0o644)  # the player makes it writable: the two games are added, once
    assert Storage().stats["canfield-d3"].played == 3
    assert json.loads(path.read_text())["modes"]["canfield-d3"]["played"] == 3


def test_a_read_only_saved_game_is_neither_replaced_nor_removed(canfield_home) -> None:
    _saved_home()
    path = canfield_home / "saved-game.json"
    before = path.read_bytes()
    os.chmod(path, 0o444)
    store = Storage()
    saved = store.load_game()
    assert saved is not None
    assert store.save_game(saved.game, 60.0, 1) is False
    store.end_game(saved.game, 60.0, 1)
    assert path.read_bytes() == before
    assert len([p for p in store.take_problems() if "read-only" in p]) == 1
    assert Storage().stats["canfield-d3"].played == 1
    assert Storage().load_game() is None  # counted: never resumed again


# ----- a folder where a file belongs never costs a game -----------------------------------------------
def test_a_folder_in_place_of_the_saved_game_never_costs_a_game(canfield_home) -> None:
    (canfield_home / "saved-game.json").mkdir()
    store = Storage()
    assert store.load_game() is None
    (notice,) = store.take_problems()
    assert "there was something else" in notice
    game = played(5)
    assert store.save_game(game, 10.0, 0)  # the window's quit: kept to resume (was recorded as lost)
    again = Storage()
    saved = again.load_game()
    assert saved is not None and saved.game.moves_made == 5
    assert again.stats["canfield-d3"].played == 0
    assert [p.is_dir() for p in kept_aside(canfield_home / "saved-game.json", "not-a-file")] == [True]
