"""One window per data folder, and signals that end the game the way Quit does."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from canfield.__main__ import bring_forward
from canfield.ui.shell.instance import SingleInstance

ROOT = Path(__file__).resolve().parents[2]


def _env(home: Path) -> dict[str, str]:
    return dict(os.environ, CANFIELD_HOME=str(home), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))


def test_a_second_start_hands_its_code_to_the_running_one_and_ends(qtbot, qapp, private_home, monkeypatch) -> None:
    # The lock names its process as the game does (pytest-qt renames the app; Qt would then take
    # the lock for one left by another program that got the same process id).
    name = qapp.applicationName()
    qapp.setApplicationName(Path(os.path.realpath(sys.executable)).name)
    guard = SingleInstance(private_home)
    claimed = guard.claim({"code": None, "profile": None})
    qapp.setApplicationName(name)
    assert claimed
    second = subprocess.Popen(
        [sys.executable, "-m", "canfield", "--code", "cf1-d1-aaaaacl", "--profile", "canfield"],
        env=_env(private_home),
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        with qtbot.waitSignal(guard.opened) as got:
            pass
        _, err = second.communicate(timeout=120)
    finally:
        second.kill()  # a second window must never be left running
        guard.release()
    assert second.returncode == 0, err  # the review's F3: a second window, no warning
    assert got.args == [{"code": "cf1-d1-aaaaacl", "profile": "canfield"}]


def test_a_second_start_goes_on_alone_when_the_running_one_does_not_answer(qapp, private_home, monkeypatch) -> None:
    monkeypatch.setattr("canfield.ui.shell.instance.HANDOVER_WAIT", 0.3)
    name = qapp.applicationName()
    qapp.setApplicationName(Path(os.path.realpath(sys.executable)).name)
    first = SingleInstance(private_home)
    assert first.claim({})
    qapp.setApplicationName(name)
    try:  # no event loop runs here: the request is never taken, as in a hung window
        assert SingleInstance(private_home).claim({"code": "CF1-D3-AAAAACL"}) is True
        assert list((private_home / ".canfield-requests").iterdir()) == []  # and it takes its request back
    finally:
        first.release()


def test_the_folder_is_free_again_once_the_window_has_gone(private_home) -> None:
    first = SingleInstance(private_home)
    assert first.claim({})
    first.release()
    again = SingleInstance(private_home)
    assert again.claim({})
    again.release()


def test_the_running_window_comes_forward_on_the_deal_asked_for(window) -> None:
    window.showMinimized()
    bring_forward(window, {"code": "CF1-D1-AAAAACL", "profile": None})
    assert not window.isMinimized()
    assert window.controller.game.code == "CF1-D1-AAAAACL"
    bring_forward(window, {"code": "not a code", "profile": None})  # a hand-made message is ignored
    assert window.controller.game.code == "CF1-D1-AAAAACL"


# A real `python -m canfield` that makes four moves (one fewer than a periodic save) and says so.
FOUR_MOVES = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    import canfield.ui.shell.window as W
    from canfield.__main__ import main

    show = W.MainWindow.show

    def show_then_play(self):
        show(self)

        def play():
            self.table.animations = False
            for _ in range(4):
                self.controller.play(self.controller.game.legal_moves()[0])
            print("ready", flush=True)

        QTimer.singleShot(300, play)

    W.MainWindow.show = show_then_play
    if __name__ == "__main__":
        sys.exit(main(["--code", "CF1-D3-AAAAACL"]))
""")


@pytest.mark.skipif(os.name != "posix", reason="POSIX signals")
@pytest.mark.parametrize("number", [signal.SIGTERM, getattr(signal, "SIGHUP", signal.SIGTERM), signal.SIGINT])
def test_a_signal_saves_the_game_and_quits_cleanly(private_home, number) -> None:
    script = private_home / "four_moves.py"
    script.write_text(FOUR_MOVES)
    child = subprocess.Popen(
        [sys.executable, str(script)], env=_env(private_home), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout.readline().strip() == "ready"
        child.send_signal(number)
        _, err = child.communicate(timeout=120)
    finally:
        child.kill()
    assert child.returncode == 0, err  # the review's F1c: ended at once, or a traceback and no exit
    assert "Traceback" not in err
    saved = json.loads((private_home / "saved-game.json").read_text())
    assert len(saved["game"]["line"]) == 4  # the four moves since the last save were kept


# ----- issue 28: lock files of every kind, a frozen window -------------------------------------------
LOCK_KINDS = {
    "empty": lambda path, outside: path.write_bytes(b""),  # a power cut between creating and writing it
    "other host": lambda path, outside: path.write_text("4242\ncanfield\nanother-computer\n"),
    "stale": lambda path, outside: path.write_text("999999\ncanfield\n" + os.uname().nodename + "\n"),
    "garbage": lambda path, outside: path.write_bytes(os.urandom(64)),
    "dangling link": lambda path, outside: path.symlink_to(outside / "nothing-here"),
    "link out": lambda path, outside: path.symlink_to(outside / "precious.txt"),
}


@pytest.mark.skipif(os.name != "posix", reason="POSIX host names and links")
@pytest.mark.parametrize("kind", LOCK_KINDS)
def test_a_lock_file_nobody_holds_is_taken_at_once(private_home, tmp_path, monkeypatch, kind) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "precious.txt").write_text("mine")
    LOCK_KINDS[kind](private_home / ".canfield-window.lock", outside)

    def no_handover(self, request):
        raise AssertionError("waited for a window that is not there")  # the review's C: 3.1 s, every start

    monkeypatch.setattr(SingleInstance, "_send", no_handover)
    first = SingleInstance(private_home)
    try:
        assert first.claim({}) and first.holds and not first.guest
        assert sorted(p.name for p in outside.iterdir()) == ["precious.txt"]  # nothing made outside
        assert (outside / "precious.txt").read_text() == "mine"
        monkeypatch.undo()
        monkeypatch.setattr("canfield.ui.shell.instance.HANDOVER_WAIT", 0.2)
        second = SingleInstance(private_home)  # protection is on: a second start does not own the folder
        assert second.claim({}) and not second.holds and second.guest
    finally:
        first.release()


def test_a_planted_requests_link_is_not_followed(private_home, tmp_path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (private_home / ".canfield-requests").symlink_to(outside)
    first = SingleInstance(private_home)
    try:
        assert first.claim({})
        assert (private_home / ".canfield-requests").is_dir()
        assert not (private_home / ".canfield-requests").is_symlink()
    finally:
        first.release()


# A real `python -m canfield` that resumes the saved game, makes two moves (not saved yet) and says so.
TWO_MOVES = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    import canfield.ui.shell.window as W
    from canfield.__main__ import main

    show = W.MainWindow.show

    def show_then_play(self):
        show(self)

        def play():
            self.table.animations = False
            for _ in range(2):
                self.controller.play(self.controller.game.legal_moves()[0])
            print("ready", flush=True)

        # as a player plays: once the table shows (the signals are handled from then on)
        self.view.first_painted.connect(lambda: QTimer.singleShot(0, play))

    W.MainWindow.show = show_then_play
    if __name__ == "__main__":
        sys.exit(main([]))
""")


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="POSIX job control")
def test_a_window_opened_beside_a_frozen_one_loses_neither_game(qtbot, qapp, private_home, monkeypatch) -> None:
    from canfield.__main__ import guest_storage
    from canfield.storage import Storage
    from canfield.ui.shell.window import MainWindow
    from tests.storage.helpers import played

    store = Storage()
    store.save_game(played(5), 30.0, 0)
    script = private_home / "two_moves.py"
    script.write_text(TWO_MOVES)
    first = subprocess.Popen(
        [sys.executable, str(script)], env=_env(private_home), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert first.stdout.readline().strip() == "ready"  # it holds the folder and plays the saved game
        first.send_signal(signal.SIGSTOP)  # frozen
        saved_before = (private_home / "saved-game.json").read_bytes()
        monkeypatch.setattr("canfield.ui.shell.instance.HANDOVER_WAIT", 0.5)
        guard = SingleInstance(private_home)
        assert guard.claim({}) and guard.guest  # not answered: this start goes on beside it
        window = MainWindow(storage=guest_storage())
        qtbot.addWidget(window)
        window.table.animations = False
        assert window.controller.game.moves_made == 0  # the frozen window's game is not taken over
        for _ in range(3):
            window.controller.play(window.controller.game.legal_moves()[0])
        window.close()
        assert (private_home / "saved-game.json").read_bytes() == saved_before  # the review's D: replaced
        assert Storage().stats["canfield-d3"].played == 1  # this window's game: counted, not lost
        first.send_signal(signal.SIGCONT)
        first.send_signal(signal.SIGTERM)  # the first window quits as with Quit: it keeps its game
        _, err = first.communicate(timeout=120)
    finally:
        first.send_signal(signal.SIGCONT)
        first.kill()
    assert first.returncode == 0, err
    resumed = Storage().load_game()
    assert resumed is not None and resumed.game.moves_made == 7  # 5 saved + 2 played in the first window
    assert Storage().stats["canfield-d3"].played == 1


# A real start whose request cannot be written: the disk has no room for its contents.
FULL_DISK_START = textwrap.dedent("""
    import errno, os, sys
    import canfield.ui.shell.instance as instance
    from canfield.__main__ import main

    def no_room(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    instance.write_json_atomic = no_room
    if __name__ == "__main__":
        sys.exit(main([]))
""")


def test_a_second_start_hands_over_on_a_full_disk(qtbot, private_home) -> None:
    first = SingleInstance(private_home)
    assert first.claim({})
    script = private_home / "full_disk_start.py"
    script.write_text(FULL_DISK_START)
    second = subprocess.Popen([sys.executable, str(script)], env=_env(private_home), stderr=subprocess.PIPE, text=True)
    try:
        with qtbot.waitSignal(first.opened) as got:
            pass
        _, err = second.communicate(timeout=120)
    finally:
        second.kill()
        first.release()
    assert second.returncode == 0, err  # handed over (it opened a window beside the running one before)
    assert got.args == [{"code": None, "profile": None}]  # an empty request: the window comes forward
