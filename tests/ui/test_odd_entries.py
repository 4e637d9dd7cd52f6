"""Odd entries in the data folder keep single-instance protection on (reliability review 3, issue 38)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from canfield.ui.shell.instance import LOCK_NAME, REQUESTS, SingleInstance

ROOT = Path(__file__).resolve().parents[2]


def _env(home: Path) -> dict[str, str]:
    return dict(os.environ, CANFIELD_HOME=str(home), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))


def _folder_in_the_lock_place(home: Path) -> None:
    lock = home / LOCK_NAME
    lock.mkdir()
    (lock / "notes.txt").write_text("somebody's")  # whatever it holds is kept, never deleted


ODD_ENTRIES = {
    "requests file": lambda home: (home / REQUESTS).write_text("not a folder"),
    "requests fifo": lambda home: os.mkfifo(home / REQUESTS),
    "lock folder": _folder_in_the_lock_place,
}


@pytest.mark.skipif(os.name != "posix", reason="FIFOs")
@pytest.mark.parametrize("kind", ODD_ENTRIES)
def test_an_odd_entry_is_set_aside_and_a_second_start_still_hands_over(qtbot, private_home, kind) -> None:
    ODD_ENTRIES[kind](private_home)
    first = SingleInstance(private_home)
    assert first.claim({})
    second = None
    try:
        assert first.holds and not first.guest  # the review's 3: no lock, no word
        assert (private_home / REQUESTS).is_dir() and (private_home / LOCK_NAME).is_file()
        kept = [p for p in private_home.iterdir() if "-not-a-" in p.name]
        assert len(kept) == 1  # set aside beside, not deleted
        if kind == "lock folder":
            assert (kept[0] / "notes.txt").read_text() == "somebody's"
        # A real second start: it hands its request over and ends, instead of opening a second window.
        second = subprocess.Popen(
            [sys.executable, "-m", "canfield", "--code", "cf1-d1-aaaaacl"],
            env=_env(private_home),
            stderr=subprocess.PIPE,
            text=True,
        )
        with qtbot.waitSignal(first.opened, timeout=60_000) as got:
            pass
        _, err = second.communicate(timeout=120)
    finally:
        if second is not None:
            second.kill()  # a second window must never be left running
        first.release()
    assert second.returncode == 0, err
    assert got.args == [{"code": "cf1-d1-aaaaacl", "profile": None}]


def test_an_entry_that_cannot_be_set_aside_makes_a_guest_that_says_so(qtbot, private_home, monkeypatch) -> None:
    from canfield.__main__ import guest_storage
    from canfield.storage import Storage
    from canfield.ui.shell.window import MainWindow
    from tests.storage.helpers import played

    Storage().save_game(played(5), 30.0, 0)
    saved_before = (private_home / "saved-game.json").read_bytes()
    (private_home / REQUESTS).write_text("not a folder")
    monkeypatch.setattr("canfield.ui.shell.instance.keep_aside", lambda *args, **kwargs: None)  # it cannot move
    guard = SingleInstance(private_home)
    assert guard.claim({})
    assert guard.guest and not guard.holds and guard.in_the_way == private_home / REQUESTS
    window = MainWindow(storage=guest_storage(guard.in_the_way))
    qtbot.addWidget(window)
    window.show()
    window.table.animations = False
    qtbot.waitUntil(lambda: getattr(window, "notice", None) is not None and window.notice.isVisible())
    notice = window.notice.text()  # told in plain words, and the truth, not the frozen-window text
    assert REQUESTS in notice and "only one window" in notice and "not answering" not in notice
    window.notice.accept()
    assert window.controller.game.moves_made == 0  # the saved game is left alone
    for _ in range(3):
        window.controller.play(window.controller.game.legal_moves()[0])
    window.close()
    assert (private_home / "saved-game.json").read_bytes() == saved_before  # nothing overwritten
    assert Storage().stats["canfield-d3"].played == 1  # this window's game is counted, not lost
    resumed = Storage().load_game()
    assert resumed is not None and resumed.game.moves_made == 5
