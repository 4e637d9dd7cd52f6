"""Pause is a save point (reliability review 4, issue 38): a kill while paused loses nothing."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _env(home: Path) -> dict[str, str]:
    return dict(os.environ, CANFIELD_HOME=str(home), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))


# A real `python -m canfield` that makes eight moves (the fifth is saved), lets the clock run, pauses
# with the P key and says what the clock showed.
EIGHT_MOVES_THEN_PAUSE = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer, Qt
    from PySide6.QtTest import QTest
    import canfield.ui.shell.window as W
    from canfield.__main__ import main

    show = W.MainWindow.show

    def show_then_play(self):
        show(self)

        def play():
            self.table.animations = False
            for _ in range(8):
                self.controller.play(self.controller.game.legal_moves()[0])
            QTimer.singleShot(300, pause)

        def pause():
            QTest.keyClick(self.view, Qt.Key.Key_P)
            print("paused", self.pauser.covered, self.controller.game.moves_made, self.controller.elapsed(), flush=True)

        QTimer.singleShot(300, play)

    W.MainWindow.show = show_then_play
    if __name__ == "__main__":
        sys.exit(main(["--code", "CF1-D3-AAAAACL"]))
""")


def _saved_moves(home: Path) -> int:
    try:
        return len(json.loads((home / "saved-game.json").read_text())["game"]["line"])
    except (OSError, ValueError, KeyError, TypeError):
        return -1


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX kill")
def test_a_kill_while_paused_loses_nothing(private_home) -> None:
    from canfield.storage import Storage

    script = private_home / "eight_moves_then_pause.py"
    script.write_text(EIGHT_MOVES_THEN_PAUSE)
    child = subprocess.Popen(
        [sys.executable, str(script)], env=_env(private_home), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        word, covered, moves, elapsed = child.stdout.readline().split()
        assert (word, covered, moves) == ("paused", "True", "8")
        deadline = time.monotonic() + 15  # a wait on the file, not a fixed sleep: it ends as soon as it is saved
        while _saved_moves(private_home) != 8 and time.monotonic() < deadline and child.poll() is None:
            time.sleep(0.05)
        child.send_signal(signal.SIGKILL)  # a power cut while paused
        child.wait(timeout=60)
    finally:
        child.kill()
    resumed = Storage().load_game()
    assert resumed is not None
    assert resumed.game.moves_made == 8  # the review's 4: 5 (the moves since the last save were lost)
    assert resumed.elapsed == pytest.approx(float(elapsed), abs=0.05)  # the clock as it stood at the pause
