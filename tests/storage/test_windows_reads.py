"""Files are read back the way Windows allows (windows.md finding 3).

On Windows, Python 3.12 and later have ``os.set_blocking``, but only for pipes: on a regular file it
raises ("Invalid function"), and Windows has neither ``O_NONBLOCK`` nor ``O_NOFOLLOW``. Here those
three facts are put in place on Linux, so the storage layer runs its Windows path, and every file
written must come back.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

import pytest

from canfield.storage import Settings, Storage
from canfield.storage.files import ReadStatus, read_json

from .helpers import played, write_json


@pytest.fixture
def windows_files(monkeypatch: pytest.MonkeyPatch) -> None:
    """os as Python 3.12+ on Windows has it: no O_NONBLOCK or O_NOFOLLOW, set_blocking for pipes only,
    and a folder refused by os.open as "Permission denied" (EACCES), not EISDIR."""
    real = os.set_blocking

    def set_blocking(fd: int, blocking: bool) -> None:
        if not stat.S_ISFIFO(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "Invalid function")  # what Windows says for a regular file
        real(fd, blocking)

    real_open = os.open

    def open_(path: str | os.PathLike[str], flags: int, mode: int = 0o777, **kw: object) -> int:
        if os.path.isdir(path):  # Windows opens no folder with os.open: "Permission denied"
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, flags, mode, **kw)  # type: ignore[arg-type]

    monkeypatch.delattr(os, "O_NONBLOCK", raising=False)  # on Windows itself, already absent
    monkeypatch.delattr(os, "O_NOFOLLOW", raising=False)
    monkeypatch.setattr(os, "set_blocking", set_blocking)
    monkeypatch.setattr(os, "open", open_)


def test_a_json_file_is_read(windows_files: None, tmp_path: Path) -> None:
    write_json(tmp_path / "probe.json", {"version": 1})
    result = read_json(tmp_path / "probe.json")
    assert result.status is ReadStatus.OK, result.reason
    assert result.data == {"version": 1}


def test_settings_statistics_and_the_saved_game_come_back(windows_files: None, canfield_home: Path) -> None:
    store = Storage()
    assert store.save_settings(Settings(default_draw=1, card_back="red"))
    assert store.end_game(played(12), elapsed=60.0, undos=0) is not None
    game = played(20)
    assert store.save_game(game, elapsed=30.0, undos=2)
    store.flush()

    again = Storage()
    assert again.take_problems() == []
    assert (again.settings.default_draw, again.settings.card_back) == (1, "red")
    assert again.stats["canfield-d3"].played == 1 and len(again.stats.recent) == 1
    saved = again.load_game()
    assert saved is not None and saved.game.code == game.code and saved.game.line == game.line
    assert (saved.elapsed, saved.undos) == (30.0, 2)


def test_a_folder_in_the_files_place_is_set_aside_whole(windows_files: None, canfield_home: Path) -> None:
    # As on Linux (test_settings): said to be something else and renamed whole, not taken for a file
    # the system would not let us read (which is never moved, so the folder stayed in the way for ever).
    path = canfield_home / "settings.json"
    path.mkdir()
    (path / "inside.txt").write_text("mine")
    store = Storage()
    (problem,) = store.take_problems()
    assert "there was something else" in problem
    (kept,) = sorted(canfield_home.glob("settings-not-a-file-*.json"))
    assert (kept / "inside.txt").read_text() == "mine"
    assert store.save_settings(Settings(card_back="red")) and Storage().settings.card_back == "red"
