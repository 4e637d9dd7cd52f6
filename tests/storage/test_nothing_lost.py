"""Nothing lost, ever: bounded values, files we cannot read, special files, encodings, game ids."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from canfield.storage import GameResult, ModeStats, Settings, Storage
from canfield.storage import files as files_module
from canfield.storage import store as store_module
from canfield.storage.files import ReadStatus, read_json
from canfield.storage.stats import MAX_COUNT

from .helpers import kept_aside, needs_fifos, played, write_json, write_text

GOOD = {"version": 1, "card_back": "red", "table_color": "blue", "default_draw": 1}


def _settings_with(canfield_home: Path, **fields: object) -> Storage:
    write_json(canfield_home / "settings.json", {**GOOD, **fields})
    return Storage()


# ----- 3: every setting bounded; a bad value falls back with a notice, the rest is kept -----------
@pytest.mark.parametrize(
    "geometry",
    [
        {"width": float("inf"), "height": 700},
        {"width": 10**10, "height": 700},
        {"x": 10**12, "y": 0, "width": 900, "height": 700},
        {"width": 900.5, "height": 700},
        {"width": 900, "height": 700, "maximized": "yes"},
        {"width": 900, "height": 700, "screen": {"nested": True}},
        {str(k): k for k in range(100)},
    ],
    ids=["infinite", "ten-digit", "far-away", "fraction", "not-a-flag", "nested", "too-many-keys"],
)
def test_a_bad_window_geometry_falls_back_with_a_notice_and_keeps_the_rest(canfield_home, geometry) -> None:
    text = json.dumps({**GOOD, "window_geometry": geometry}).replace("Infinity", "1e400")  # as a file holds it
    write_text(canfield_home / "settings.json", text)
    store = Storage()
    assert store.settings.window_geometry is None
    assert (store.settings.card_back, store.settings.table_color, store.settings.default_draw) == ("red", "blue", 1)
    (notice,) = store.take_problems()
    assert "window size and position" in notice
    assert Storage().settings.card_back == "red"  # the repaired file keeps the rest for the next start


def test_a_geometry_nested_500_deep_with_another_bad_field_never_crashes_or_resets_silently(canfield_home) -> None:
    deep = "[" * 500 + "]" * 500
    text = json.dumps({**GOOD, "default_draw": 2}).rstrip("}") + f', "window_geometry": {{"a": {deep}}}}}'
    write_text(canfield_home / "settings.json", text)
    store = Storage()  # the review's F2-3: RecursionError in the repair write
    assert "window size and position" in store.take_problems()[0]
    again = Storage()
    assert (again.settings.card_back, again.take_problems()) == ("red", [])
    assert again.save_settings(again.settings)


def test_a_good_geometry_is_kept(canfield_home) -> None:
    geometry = {"x": -1920, "y": 0, "width": 900, "height": 700, "maximized": True, "screen": "HDMI-1"}
    store = _settings_with(canfield_home, window_geometry=geometry)
    assert store.settings.window_geometry == geometry and store.take_problems() == []


@pytest.mark.parametrize(
    ("field", "value"),
    [("played", int("9" * 4300)), ("total_time", 1.7e308), ("undos", 10**13), ("bankroll", -(10**20))],
    ids=["4300-digits", "near-max-float", "undos", "bankroll"],
)
def test_statistics_too_big_to_be_real_are_reset_with_a_notice(canfield_home, field, value) -> None:
    mode = {"played": 5, "won": 2, "current_streak": 1, "best_streak": 2, "total_cards": 150, field: value}
    if field == "played":
        mode["total_cards"] = value  # the review's E2: every later write failed at 4,301 digits
    text = json.dumps({"version": 1, "modes": {"classic": mode, "strict": {"played": 3}}})
    write_text(canfield_home / "statistics.json", text)
    store = Storage()
    assert getattr(store.stats["classic"], field) == getattr(ModeStats(), field)  # the field (or its mode) reset
    assert store.stats["strict"].played == 3
    assert "Classic" in store.take_problems()[0]
    store.record_game(GameResult("classic", False, 10, 0, 1.0, 0))
    assert store.take_problems() == []  # and the statistics can still be written


def test_a_huge_saved_clock_is_reset_so_the_statistics_stay_writable(canfield_home) -> None:
    write_json(canfield_home / "statistics.json", {"version": 1, "modes": {"canfield-d3": {"total_time": 1.7e308}}})
    store = Storage()
    store.save_game(played(20), 5.0, 0)
    data = json.loads((canfield_home / "saved-game.json").read_text())
    write_json(canfield_home / "saved-game.json", {**data, "elapsed": 1.7e308})
    store = Storage()
    saved = store.load_game()
    assert saved is not None and saved.elapsed == 0.0  # the review's E4: the sum was infinity
    store.take_problems()
    store.end_game(saved.game, saved.elapsed, saved.undos)
    assert store.take_problems() == []
    assert Storage().stats["canfield-d3"].played == 1


# ----- 5: files we cannot read are never overwritten; special files refused; byte-order marks -----
def _unreadable(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """The system refuses to read ``name`` (tests run as root, where chmod 000 does not stop reads)."""
    real = files_module._read_regular

    def refuse(path: Path) -> bytes | None:
        if path.name == name:
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)

    monkeypatch.setattr(files_module, "_read_regular", refuse)


def test_unreadable_settings_are_never_written_over(canfield_home, monkeypatch) -> None:
    write_json(canfield_home / "settings.json", GOOD)
    before = (canfield_home / "settings.json").read_bytes()
    _unreadable(monkeypatch, "settings.json")
    store = Storage()
    assert store.settings == Settings()
    assert "could not be read (permission denied)" in store.take_problems()[0]
    assert store.save_settings(Settings(card_back="green", window_geometry={"width": 900, "height": 700})) is False
    assert (canfield_home / "settings.json").read_bytes() == before  # the review's F2b


def test_an_unreadable_saved_game_is_never_written_over_or_removed(canfield_home, monkeypatch) -> None:
    Storage().save_game(played(20), 30.0, 1)
    before = (canfield_home / "saved-game.json").read_bytes()
    _unreadable(monkeypatch, "saved-game.json")
    store = Storage()
    assert store.load_game() is None
    assert "could not be read (permission denied)" in store.take_problems()[0]
    new = played(5)
    assert store.save_game(new, 10.0, 0) is False
    store.end_game(new, 10.0, 0)  # the new game is still counted when it ends
    assert (canfield_home / "saved-game.json").read_bytes() == before  # the review's F2b
    assert store.stats["canfield-d3"].played == 1


@needs_fifos
@pytest.mark.parametrize("name", ["settings.json", "statistics.json", "saved-game.json"])
def test_a_fifo_is_refused_at_once_and_renamed_whole(canfield_home, name) -> None:
    os.mkfifo(canfield_home / name)
    done: list[Storage] = []
    thread = threading.Thread(target=lambda: done.append(_open_everything()), daemon=True)
    thread.start()
    thread.join(10)
    assert done, "opening the storage hung on a FIFO"  # the review's F2-2
    (notice,) = done[0].take_problems()
    assert "not an ordinary file" in notice
    (kept,) = kept_aside(canfield_home / name, "not-a-file")
    assert kept.is_fifo() and str(kept) in notice  # nothing lost: the FIFO itself, under a new name
    assert (canfield_home / name).is_file()  # and the place holds our file again


def _open_everything() -> Storage:
    store = Storage()
    store.load_game()
    store.save_settings(store.settings)
    store.save_game(played(5), 1.0, 0)
    return store


@needs_fifos
def test_a_device_behind_a_link_is_refused_not_read(canfield_home) -> None:
    (canfield_home / "settings.json").symlink_to("/dev/zero")
    result = read_json(canfield_home / "settings.json")
    assert (result.status, result.special) == (ReadStatus.UNREADABLE, True)


@pytest.mark.parametrize(("mark", "encoding"), [(b"\xef\xbb\xbf", "utf-8"), (b"", "utf-16")])
def test_a_byte_order_mark_is_read_as_the_text_it_marks(canfield_home, mark, encoding) -> None:
    (canfield_home / "settings.json").write_bytes(mark + json.dumps(GOOD).encode(encoding))
    store = Storage()
    assert (store.settings.card_back, store.take_problems()) == ("red", [])
    assert not kept_aside(canfield_home / "settings.json")


# ----- 4: game ids; crash-consistent endings --------------------------------------------------------
def test_a_saved_game_whose_id_is_recorded_is_not_resumed(canfield_home) -> None:
    Storage().save_game(played(20), 30.0, 0)
    store = Storage()
    saved = store.load_game()
    other = Storage()  # a second window that resumed the same game
    again = other.load_game()
    assert saved is not None and again is not None and again.game_id == saved.game_id
    store.end_game(saved.game, 30.0, 0)  # first window: given up
    other.save_game(again.game, 40.0, 0)  # second window: plays on and saves it back
    assert Storage().load_game() is None  # it has ended: not resumed
    other.end_game(again.game, 40.0, 0)  # and when the second ends it, it is not counted again
    assert Storage().stats["canfield-d3"].played == 1


def test_each_game_keeps_one_id_from_save_to_record(canfield_home) -> None:
    store = Storage()
    game = played(20)
    store.save_game(game, 1.0, 0)
    first = json.loads((canfield_home / "saved-game.json").read_text())["id"]
    store.save_game(game, 2.0, 0)
    assert json.loads((canfield_home / "saved-game.json").read_text())["id"] == first
    resumed = Storage().load_game()
    assert resumed.game_id == first
    store = Storage()
    result = store.end_game(store.load_game().game, 3.0, 0)
    assert result.game_id == first and store.stats.ids == [first]


def test_two_storages_on_one_folder_lose_no_record(canfield_home) -> None:
    a, b = Storage(), Storage()
    for _ in range(3):
        a.end_game(played(5), 10.0, 0)
    for _ in range(3):
        b.end_game(played(5), 10.0, 0)
    assert Storage().stats["canfield-d3"].played == 6  # the review's F3: 3 were lost
    assert b.stats["canfield-d3"].played == 6  # and the window sees the other's games


def test_a_game_whose_record_could_not_be_written_is_written_with_the_next(canfield_home, monkeypatch) -> None:
    store = Storage()
    store.end_game(played(3), 1.0, 0)
    real = store_module.write_json_atomic

    def full(path: Path, data: dict, *args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store_module, "write_json_atomic", full)
    assert store.record_game(GameResult("classic", False, 9, 5, 30.0, 0)) is False
    monkeypatch.setattr(store_module, "write_json_atomic", real)
    assert store.record_game(GameResult("strict", False, 9, 9, 30.0, 0))  # room again
    again = Storage()
    assert [again.stats[m].played for m in ("canfield-d3", "classic", "strict")] == [1, 1, 1]


@pytest.mark.parametrize("score", [MAX_COUNT + 1, 10**39], ids=["just-past", "39-digits"])
def test_an_unrecorded_game_too_big_to_be_real_is_refused_when_read_not_at_the_next_start(canfield_home, score) -> None:
    """Reliability 6 of issue 38: a waiting game's score past the statistics' bound was counted, and the
    next start reset the mode ("Part of your statistics could not be read"). Now both read one bound."""
    mode = {"played": 3, "won": 0, "total_cards": 30, "best_cards": 12, "best_score": 60}
    write_json(canfield_home / "statistics.json", {"version": 1, "modes": {"canfield-d3": mode}})
    game = {"mode": "canfield-d3", "won": False, "cards": 10, "score": score, "seconds": 60.0, "undos": 0}
    write_json(canfield_home / "unrecorded-games.json", {"version": 1, "games": [{**game, "game_id": "huge"}]})
    first = Storage()
    assert first.stats["canfield-d3"].played == 3 and first.stats["canfield-d3"].best_score == 60
    assert len(first.take_problems()) == 1  # the waiting games could not be read: said once
    assert kept_aside(canfield_home / "unrecorded-games.json")  # and kept for a look
    second = Storage()
    assert second.take_problems() == []  # the statistics were never damaged
    assert second.stats["canfield-d3"].played == 3 and second.stats["canfield-d3"].best_score == 60
