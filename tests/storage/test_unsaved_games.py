"""Games that end while nothing can be written (reliability review 1, issue 38): kept in memory,
retried at every save and at quit, said once, said again when they are written, never turned
back into a game in progress after the player chose to let them go."""

from __future__ import annotations

import errno
import json
import os

from canfield.storage import Storage
from canfield.storage import store as store_module

from .helpers import full_disk, played


def _saved_home() -> tuple[Storage, object]:
    store = Storage()
    game = played(5)
    assert store.save_game(game, 42.0, 1)
    return store, game


def test_games_ended_on_a_full_disk_wait_in_memory_and_are_said_once(canfield_home, monkeypatch) -> None:
    store, game = _saved_home()
    with full_disk(monkeypatch):
        store.end_game(game, 50.0, 1)
        second = played(7)
        store.end_game(second, 60.0, 0)  # the next game, ended too: not said again
        assert len(store.unsaved_games()) == 2
        assert store.retry_unsaved() == store.unsaved_games()  # still no room
        assert not store.can_record()
        problems = store.take_problems()
    told = [p for p in problems if "not counted in your statistics yet" in p]
    assert len(told) == 1
    assert str(canfield_home) in told[0] and "you will be asked first" in told[0]
    # Room again: the next save writes them, and the player is told so.
    assert store.save_game(played(3), 5.0, 0)
    assert store.unsaved_games() == []
    assert any("now counted in your statistics" in p for p in store.take_problems())
    on_disk = json.loads((canfield_home / "statistics.json").read_text())
    assert on_disk["modes"]["canfield-d3"]["played"] == 2


def test_the_retry_at_quit_writes_them_when_there_is_room_again(canfield_home, monkeypatch) -> None:
    store, game = _saved_home()
    with full_disk(monkeypatch):
        store.end_game(game, 50.0, 1)
    assert store.retry_unsaved() == []
    assert Storage().stats["canfield-d3"].played == 1
    assert Storage().load_game() is None  # ended: never resumed as a game in progress


def test_a_failure_after_a_success_is_said_again(canfield_home, monkeypatch) -> None:
    store, _ = _saved_home()
    for moves in (5, 6):
        with full_disk(monkeypatch):
            store.end_game(played(moves), 50.0, 1)
            assert any("not counted in your statistics yet" in p for p in store.take_problems())
        assert store.retry_unsaved() == []


def test_given_up_the_ended_game_does_not_come_back_as_a_game_in_progress(canfield_home, monkeypatch) -> None:
    store, game = _saved_home()
    with full_disk(monkeypatch):
        store.end_game(game, 50.0, 1)
        assert (canfield_home / "saved-game.json").exists()  # kept while the window lives (a crash)
        lost = store.give_up_unsaved()
    assert len(lost) == 1
    assert Storage().load_game() is None  # was resumed at 5 moves: the review's finding 1


def test_given_up_the_room_of_the_kept_copy_is_used_first(canfield_home, monkeypatch) -> None:
    """On a full disk, removing the kept copy frees room: the small file of games waiting may fit then."""
    store, game = _saved_home()
    real = store_module.write_json_atomic
    game_file = canfield_home / "saved-game.json"

    def room_once_the_copy_is_gone(path, *args, **kwargs):
        if game_file.exists():
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(path, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(store_module, "write_json_atomic", room_once_the_copy_is_gone)
        store.end_game(game, 50.0, 1)
        assert len(store.unsaved_games()) == 1
        assert store.give_up_unsaved() == []
    assert Storage().stats["canfield-d3"].played == 1
