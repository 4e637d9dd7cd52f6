"""Settings: defaults, round trip, every kind of damage, failed writes."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, replace
from pathlib import Path

import pytest

from canfield.storage import Settings, Storage, resolve_paths
from canfield.storage import files as files_module

from .helpers import kept_aside, needs_enotdir, write_json, write_text

DEFAULTS = {
    "double_click": True,
    "motion": True,
    "card_back": "blue",
    "face_design": "standard",
    "table_color": "green",
    "four_color": False,
    "default_draw": 3,
    "default_profile": "canfield",
    "language": "",
    "larger_cards": False,
    "high_contrast": False,
    "casino_scoring": False,
    "show_winnable": True,
    "toolbar": True,
    "ask_before_abandoning": True,
    "sound": True,  # as in AisleRiot; the menu, the toolbar and M mute it
    "full_screen": False,
    "auto_drop": False,  # it changes how the game plays: never on unasked (the seeds)
    "window_geometry": None,
}

CHANGED = Settings(
    double_click=False,
    motion=False,
    card_back="red",
    face_design="figures",
    table_color="blue",
    four_color=True,
    default_draw=1,
    default_profile="strict",
    language="ro",
    larger_cards=True,
    high_contrast=True,
    casino_scoring=True,
    show_winnable=False,
    toolbar=False,
    sound=False,
    full_screen=True,
    auto_drop=True,
    window_geometry={"x": 10, "y": 20, "width": 900, "height": 700, "maximized": False, "screen": "HDMI-1"},
)


def test_defaults_match_the_agreed_api() -> None:
    assert asdict(Settings()) == DEFAULTS


def test_home_comes_from_the_environment(canfield_home: Path) -> None:
    store = Storage()
    assert store.paths.settings == canfield_home / "settings.json"
    assert store.paths.stats.parent == canfield_home
    assert store.paths.game.parent == canfield_home


def test_platform_folders_without_home(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CANFIELD_HOME")
    paths = resolve_paths()
    assert paths.config_dir.name == "canfield"
    assert paths.data_dir.name == "canfield"


def test_explicit_home_wins_over_environment(tmp_path: Path, canfield_home: Path) -> None:
    store = Storage(tmp_path / "elsewhere")
    assert store.paths.settings == tmp_path / "elsewhere" / "settings.json"


def test_first_start_gives_defaults_and_writes_nothing(canfield_home: Path) -> None:
    store = Storage()
    assert store.settings == Settings()
    assert store.take_problems() == []
    assert list(canfield_home.iterdir()) == []


def test_round_trip_keeps_every_field(canfield_home: Path) -> None:
    assert Storage().save_settings(CHANGED) is True
    again = Storage()
    assert again.settings == CHANGED
    assert again.take_problems() == []
    data = json.loads((canfield_home / "settings.json").read_text(encoding="utf-8"))
    assert data["version"] == 1


def test_save_updates_the_live_settings() -> None:
    store = Storage()
    store.save_settings(CHANGED)
    assert store.settings == CHANGED


def test_missing_fields_take_defaults_silently(canfield_home: Path) -> None:
    write_json(canfield_home / "settings.json", {"version": 1, "four_color": True})
    store = Storage()
    assert store.settings == Settings(four_color=True)
    assert store.take_problems() == []
    assert kept_aside(canfield_home / "settings.json") == []


@pytest.mark.parametrize("text", ['{"version": 1, "double_click": fal', "", "not json at all", "\x00\x01", "[1, 2]"])
def test_damaged_file_gives_defaults_and_a_kept_copy(canfield_home: Path, text: str) -> None:
    path = canfield_home / "settings.json"
    write_text(path, text)
    store = Storage()
    assert store.settings == Settings()
    copies = kept_aside(path)
    assert len(copies) == 1
    assert copies[0].read_text(encoding="utf-8") == text
    problems = store.take_problems()
    assert len(problems) == 1
    assert "settings file was damaged" in problems[0]
    assert copies[0].name in problems[0]
    assert store.take_problems() == []


def test_truncated_real_file(canfield_home: Path) -> None:
    Storage().save_settings(CHANGED)
    path = canfield_home / "settings.json"
    full = path.read_bytes()
    path.write_bytes(full[: len(full) // 2])
    store = Storage()
    assert store.settings == Settings()
    assert kept_aside(path)[0].read_bytes() == full[: len(full) // 2]


def test_not_utf8(canfield_home: Path) -> None:
    path = canfield_home / "settings.json"
    path.write_bytes(b'{"version": 1, "language": "\xff\xfe"}')
    store = Storage()
    assert store.settings == Settings()
    assert len(kept_aside(path)) == 1


def test_wrong_types_keep_every_readable_field(canfield_home: Path) -> None:
    path = canfield_home / "settings.json"
    good = CHANGED.to_dict()
    bad = dict(good, motion="yes", default_draw=2, default_profile=7, card_back="", window_geometry=[1, 2])
    write_json(path, bad)
    store = Storage()
    expected = replace(CHANGED, motion=True, default_draw=3, default_profile="canfield", card_back="blue")
    expected.window_geometry = None
    assert store.settings == expected
    assert len(kept_aside(path)) == 1
    (problem,) = store.take_problems()
    for label in ("motion", "cards drawn", "rules", "card back", "window size and position"):
        assert label in problem
    assert "double click" not in problem
    # What was kept was written back, so the next start is clean and keeps it.
    again = Storage()
    assert again.settings == expected
    assert again.take_problems() == []


def test_bool_is_not_an_int_and_int_is_not_a_bool(canfield_home: Path) -> None:
    write_json(canfield_home / "settings.json", {"version": 1, "default_draw": True, "four_color": 1})
    store = Storage()
    assert store.settings == Settings()
    assert len(store.take_problems()) == 1


def test_missing_version_counts_as_damage_but_keeps_fields(canfield_home: Path) -> None:
    write_json(canfield_home / "settings.json", {"four_color": True})
    store = Storage()
    assert store.settings == Settings(four_color=True)
    (problem,) = store.take_problems()
    assert "format version" in problem


def test_future_version_is_kept_aside_and_known_fields_kept(canfield_home: Path) -> None:
    path = canfield_home / "settings.json"
    write_json(path, {"version": 99, "four_color": True, "sparkles": "lots"})
    store = Storage()
    assert store.settings == Settings(four_color=True)
    assert len(kept_aside(path, "newer")) == 1
    (problem,) = store.take_problems()
    assert "newer version" in problem
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1


def test_two_damaged_starts_keep_two_copies(canfield_home: Path) -> None:
    path = canfield_home / "settings.json"
    write_text(path, "first")
    Storage()
    write_text(path, "second")
    Storage()
    texts = sorted(p.read_text(encoding="utf-8") for p in kept_aside(path))
    assert texts == ["first", "second"]


def test_a_folder_in_the_files_place_is_renamed_whole(canfield_home: Path) -> None:
    path = canfield_home / "settings.json"
    path.mkdir()  # a folder where the file should be: reading fails with an OSError
    (path / "inside.txt").write_text("mine")
    store = Storage()
    assert store.settings == Settings()
    (problem,) = store.take_problems()
    assert "there was something else" in problem
    (kept,) = sorted(canfield_home.glob("settings-not-a-file-*.json"))
    assert (kept / "inside.txt").read_text() == "mine" and str(kept) in problem
    assert store.save_settings(CHANGED) and Storage().settings == CHANGED  # the place is free again


def test_crash_between_write_and_rename_keeps_the_old_file(
    canfield_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Storage()
    store.save_settings(CHANGED)
    path = canfield_home / "settings.json"
    before = path.read_bytes()

    def crash(src: str, dst: str) -> None:
        raise OSError(5, "Input/output error")

    with monkeypatch.context() as patch:
        patch.setattr(files_module.os, "replace", crash)
        assert store.save_settings(Settings()) is False
    assert path.read_bytes() == before
    assert [p.name for p in canfield_home.iterdir()] == ["settings.json"]  # no temp file left
    assert Storage().settings == CHANGED


def test_stale_temp_file_from_a_crash_is_removed(canfield_home: Path) -> None:
    stale = canfield_home / ".settings.json.abc123.tmp"
    stale.write_text("half a file")
    fresh = canfield_home / ".settings.json.def456.tmp"
    fresh.write_text("being written by another window")
    stranger = canfield_home / ".someone-else.tmp"
    stranger.write_text("not ours")
    old = os.path.getmtime(stale) - 3600
    for path in (stale, stranger):
        os.utime(path, (old, old))
    Storage()
    assert not stale.exists()
    assert fresh.exists()
    assert stranger.exists()


@needs_enotdir
def test_unwritable_folder_fails_gracefully_and_says_so_once(tmp_path: Path) -> None:
    # Tests run as root, where chmod does not stop writes; a home whose parent is a file
    # makes every write fail with a real OSError (NotADirectoryError) instead.
    blocker = tmp_path / "blocker"
    blocker.write_text("a file, not a folder")
    store = Storage(blocker / "home")
    unreadable = store.take_problems()  # reading settings and statistics fails too, and says so
    assert len(unreadable) == 2
    assert all("could not be read" in text for text in unreadable)
    assert store.save_settings(CHANGED) is False
    assert store.settings == CHANGED  # the game goes on with the new settings
    assert store.save_settings(CHANGED) is False
    (problem,) = store.take_problems()
    assert "could not be saved" in problem
    assert store.take_problems() == []


def test_full_disk_keeps_the_saved_file(canfield_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Storage()
    store.save_settings(CHANGED)
    path = canfield_home / "settings.json"
    before = path.read_bytes()

    def full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(files_module.os, "fsync", full)
        assert store.save_settings(Settings()) is False
    assert path.read_bytes() == before
    (problem,) = store.take_problems()
    assert "(the disk is full)" in problem
    # After a write succeeds again, a new failure is reported again.
    assert store.save_settings(Settings()) is True
    with monkeypatch.context() as patch:
        patch.setattr(files_module.os, "fsync", full)
        assert store.save_settings(CHANGED) is False
    assert len(store.take_problems()) == 1


def test_geometry_that_is_not_json_is_refused_without_damage(canfield_home: Path) -> None:
    store = Storage()
    store.save_settings(CHANGED)
    before = (canfield_home / "settings.json").read_bytes()
    assert store.save_settings(Settings(window_geometry={"state": b"\x01\x02"})) is False
    assert (canfield_home / "settings.json").read_bytes() == before


def test_translate_hook_is_applied_before_placeholders(canfield_home: Path) -> None:
    write_text(canfield_home / "settings.json", "oops")
    store = Storage()
    (problem,) = store.take_problems(lambda s: s.upper().replace("{COPY}", "{copy}"))
    assert problem.startswith("YOUR SETTINGS FILE WAS DAMAGED")
    assert "settings-damaged-" in problem


# ----- files from before the one "motion" setting ------------------------------------------------
@pytest.mark.parametrize(
    ("old", "motion"),
    [
        ({"animations": True, "reduced_motion": False}, True),
        ({"animations": False, "reduced_motion": False}, False),
        ({"animations": True, "reduced_motion": True}, False),  # the two contradicted: less motion wins
        ({"animations": False, "reduced_motion": True}, False),
        ({"reduced_motion": True}, False),
        ({"animations": False}, False),
        ({"animations": "yes", "reduced_motion": 1}, True),  # damaged old values ask for nothing
    ],
)
def test_old_motion_settings_become_the_one_motion_setting(canfield_home: Path, old: dict, motion: bool) -> None:
    write_json(canfield_home / "settings.json", {"version": 1, "four_color": True, **old})
    store = Storage()
    assert store.settings == Settings(four_color=True, motion=motion)
    assert store.take_problems() == []  # an old file is not a damaged one
    store.save_settings(store.settings)
    data = json.loads((canfield_home / "settings.json").read_text(encoding="utf-8"))
    assert data["motion"] is motion and "animations" not in data and "reduced_motion" not in data


def test_a_file_with_motion_keeps_it_over_old_fields(canfield_home: Path) -> None:
    write_json(canfield_home / "settings.json", {"version": 1, "motion": True, "reduced_motion": True})
    assert Storage().settings.motion is True


def test_every_setting_has_a_label_for_notices() -> None:
    from dataclasses import fields

    from canfield.storage import words

    assert {f.name for f in fields(Settings)} == set(words.SETTING_LABELS)


def test_a_damaged_ask_before_abandoning_is_told_not_a_crash(canfield_home: Path) -> None:
    write_json(canfield_home / "settings.json", {"version": 1, "ask_before_abandoning": "no"})
    store = Storage()
    assert store.settings.ask_before_abandoning is True
    assert "ask before ending a game" in store.take_problems()[0]


def test_a_file_from_before_face_designs_keeps_the_standard_faces_silently(canfield_home: Path) -> None:
    old = {key: value for key, value in CHANGED.to_dict().items() if key != "face_design"}
    write_json(canfield_home / "settings.json", old)
    store = Storage()
    assert store.settings == replace(CHANGED, face_design="standard")
    assert store.take_problems() == []
    assert kept_aside(canfield_home / "settings.json") == []


@pytest.mark.parametrize("value", ["gothic", "", 2, None, ["figures"], "Figures"])
def test_a_damaged_face_design_falls_back_with_a_notice(canfield_home: Path, value: object) -> None:
    write_json(canfield_home / "settings.json", dict(CHANGED.to_dict(), face_design=value))
    store = Storage()
    assert store.settings == replace(CHANGED, face_design="standard")
    (problem,) = store.take_problems()
    assert "card faces" in problem
    assert "card back" not in problem


def test_every_face_design_is_kept() -> None:
    from canfield.storage import FaceDesign

    for design in FaceDesign:
        settings, bad = Settings.from_dict({"version": 1, "face_design": design.value})
        assert (settings.face_design, bad) == (design.value, [])
