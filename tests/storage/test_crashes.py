"""Crashes between two writes that belong together, and two processes writing at once.

Each test runs the storage in a child process that kills itself (SIGKILL: no clean-up of any
kind) at the chosen point, then opens the storage again, as the next start would, and counts.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from canfield.storage import GameResult, Settings, Storage

from .helpers import WON_CODE, played, won_line, write_json

ROOT = Path(__file__).resolve().parents[2]
KILLED = -getattr(signal, "SIGKILL", 9)  # Windows has no SIGKILL: these tests skip there

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL and fork semantics")


def _child(home: Path, code: str) -> subprocess.Popen:
    env = dict(os.environ, CANFIELD_HOME=str(home), PYTHONPATH=str(ROOT))
    source = "import os, signal\nimport canfield.storage.store as st\n" + textwrap.dedent(code)
    return subprocess.Popen([sys.executable, "-c", source], env=env, stderr=subprocess.PIPE, text=True)


def _run(home: Path, code: str) -> int:
    child = _child(home, code)
    _, err = child.communicate(timeout=60)
    assert child.returncode in (0, KILLED), err
    return child.returncode


def _home_with_games(home: Path) -> None:
    """Seven recorded games (three won) and a game in progress 20 moves in, as in the review."""
    store = Storage(home)
    for k in range(7):
        won = k < 3  # recorded without ids, as by an older version
        store.record_game(GameResult("canfield-d3", won, 52 if won else 10, 10, 60.0, 0, WON_CODE))
    store.save_game(played(20), 120.0, 0)


def _figures(home: Path) -> tuple[int, int, object]:
    store = Storage(home)
    saved = store.load_game()
    stats = store.stats["canfield-d3"]
    return stats.played, stats.won, saved and saved.game.moves_made


KILL_AT_WRITE = "st.write_json_atomic = lambda *a, **k: os.kill(os.getpid(), signal.SIGKILL)\n"


@pytest.mark.parametrize("kind", ["settings", "statistics", "game"])
def test_killed_between_setting_aside_and_repairing_the_data_never_look_wiped(canfield_home, kind) -> None:
    _home_with_games(canfield_home)
    Storage(canfield_home).save_settings(Settings(card_back="red"))
    name = {"settings": "settings.json", "statistics": "statistics.json", "game": "saved-game.json"}[kind]
    path = canfield_home / name
    data = json.loads(path.read_text())
    if kind == "settings":
        data["default_draw"] = 2
    elif kind == "statistics":
        data["modes"]["canfield-d3"]["undos"] = -3
    else:
        data["elapsed"] = -5
    write_json(path, data)
    assert _run(canfield_home, KILL_AT_WRITE + "st.Storage().load_game()\n") == KILLED
    store = Storage(canfield_home)  # the review's F1b-1: empty statistics, no notice
    saved = store.load_game()
    problems = store.take_problems()
    assert len(problems) == 1 and "could not be read" in problems[0]
    assert store.stats["canfield-d3"].played == 7 and store.settings.card_back == "red"
    assert saved is not None and saved.game.moves_made == 20


KILL_AT_CLEAR = "st.Storage.clear_game = lambda self: os.kill(os.getpid(), signal.SIGKILL)\n"


def test_killed_between_recording_a_game_and_removing_its_save_counts_it_once(canfield_home) -> None:
    _home_with_games(canfield_home)
    code = KILL_AT_CLEAR + "s = st.Storage(); g = s.load_game(); s.end_game(g.game, g.elapsed, g.undos)\n"
    assert _run(canfield_home, code) == KILLED
    assert _figures(canfield_home) == (8, 3, None)  # the review's F1b-2: 8 and resumable at 20 moves
    store = Storage(canfield_home)
    store.end_game(played(3), 1.0, 0)
    assert _figures(canfield_home) == (9, 3, None)


def test_killed_right_after_a_win_counts_the_win_once(canfield_home) -> None:
    _home_with_games(canfield_home)
    line = won_line()
    Storage(canfield_home).save_game(played(len(line) - 3), 300.0, 0)
    code = KILL_AT_CLEAR + textwrap.dedent(f"""
        from canfield.engine import Move
        s = st.Storage(); g = s.load_game()
        for text in {[str(m) for m in line[-3:]]!r}:
            g.game.play(Move.parse(text))
        assert g.game.is_won
        s.end_game(g.game, g.elapsed, g.undos)
    """)
    assert _run(canfield_home, code) == KILLED
    assert _figures(canfield_home) == (8, 4, None)  # the review's F1b-3: wins 3 -> 5 after a replay
    store = Storage(canfield_home)
    assert store.stats["canfield-d3"].current_streak == 1


RECORD_40 = """
import time
from canfield.storage import GameResult
store = st.Storage()
while not os.path.exists(os.path.join(os.environ["CANFIELD_HOME"], "go")):
    time.sleep(0.001)
for k in range(40):
    store.record_game(GameResult("classic", k % 5 == 0, 52 if k % 5 == 0 else 9, 5, 30.0, 0))
"""


def test_two_processes_recording_40_games_each_into_one_folder_find_80(canfield_home) -> None:
    children = [_child(canfield_home, RECORD_40) for _ in range(2)]
    (canfield_home / "go").write_text("")  # both start recording at the same moment
    for child in children:
        _, err = child.communicate(timeout=120)
        assert child.returncode == 0, err
    stats = Storage(canfield_home).stats["classic"]
    assert (stats.played, stats.won) == (80, 16)  # the review's F3: 42 of 96 lost
