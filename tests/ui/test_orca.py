"""What Orca (43, Debian 12's) speaks while the seed's first three moves, a refusal, B and a draw are played
by keyboard, in English, Arabic and Russian: read from its --debug-file, the ``SPEECH OUTPUT`` lines.

Slow (about a minute a language): a private desktop, speech-dispatcher on a null sound device, Orca,
the game, and xdotool for the keys.
"""

from __future__ import annotations

import bisect
import re
import subprocess
import time
from datetime import datetime
from pathlib import Path

import pytest

from canfield.engine import Game, IllegalMove, Move
from canfield.engine.describe import announce, describe_pile
from canfield.engine.words import explain
from tests.ui.desktop import Desktop, desktop_fixture, need_tools  # noqa: F401 (the fixture)

pytestmark = pytest.mark.slow
#: a spoken line of Orca's log: its time, the words, then Orca's voice settings
SPEECH = re.compile(r"^(\d\d):(\d\d):(\d\d\.\d+) - SPEECH OUTPUT: '(.*)' ?(?:voice=\S+)?\{[^\n]*$", re.MULTILINE)
KEY_S = 2.0  # Orca speaks within this after a key (Arabic takes it longer than English)
#: (key, what it does): "focus" pile, "move" (source, target, count), "pick", "refuse" (source, target), ...
SCRIPT = [
    ("Down", "ring"),
    ("Down", ("focus", "reserve")),
    ("Return", "pick"),
    ("Right", ("focus", "c1")),
    ("Right", ("focus", "c2")),
    ("Return", ("move", "reserve", "c2", 1)),
    ("Left", ("focus", "c1")),
    ("Left", ("focus", "reserve")),
    ("Return", "pick"),
    ("Up", ("focus", "waste")),
    ("Right", ("focus", "f1")),
    ("Return", ("move", "reserve", "f1", 1)),
    ("Down", ("focus", "c1")),
    ("Right", ("focus", "c2")),
    ("Up", "walk"),
    ("Return", "pick"),
    ("Right", ("focus", "c3")),
    ("Right", ("focus", "c4")),
    ("Return", ("move", "c2", "c4", 2)),
    ("Left", ("focus", "c3")),
    ("Left", ("focus", "c2")),
    ("Left", ("focus", "c1")),
    ("Return", "pick"),
    ("Right", ("focus", "c2")),
    ("Right", ("focus", "c3")),
    ("Return", ("refuse", "c1", "c3")),
    ("Escape", "put back"),
    ("b", "board"),
    ("d", "draw"),
]
MIRRORED = {"Left": "Right", "Right": "Left"}  # the Arabic table is mirrored: so are the arrows


def start_orca(desktop: Desktop) -> tuple[Path, subprocess.Popen]:
    """speech-dispatcher (espeak-ng, to a null ALSA device) and Orca logging what it speaks."""
    home = desktop.home
    (home / ".asoundrc").write_text("pcm.!default { type null }\nctl.!default { type hw card 0 }\n")
    config = home / ".config" / "speech-dispatcher"
    config.mkdir(parents=True)
    (config / "speechd.conf").write_text(
        'AudioOutputMethod "alsa"\nDefaultModule espeak-ng\nAddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
    )
    desktop.start(["speech-dispatcher", "-s", "-t", "0"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    socket = Path(desktop.env["XDG_RUNTIME_DIR"]) / "speech-dispatcher" / "speechd.sock"
    wait_until(socket.exists, "speech-dispatcher")
    log = home / "orca.log"
    orca = desktop.start(
        ["orca", "--replace", f"--debug-file={log}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    # a buffered log: its first part is on disk once Orca has got well into starting (then it speaks)
    wait_until(lambda: log.exists() and log.stat().st_size > 8192, "Orca's start")
    time.sleep(3)
    return log, orca


def wait_until(condition, what: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"no {what} after {timeout} s")
        time.sleep(0.3)


def timed_speech(text: str) -> list[tuple[float, str]]:
    """What Orca spoke, with the time of day (seconds) it logged it; key echoes ("return ") left out."""
    spoken = ((int(h) * 3600 + int(m) * 60 + float(s), line) for h, m, s, line in SPEECH.findall(text))
    return [(at, line) for at, line in spoken if not line.endswith(" ")]


def speech(text: str) -> list[str]:
    return [line for _, line in timed_speech(text)]


def now() -> float:
    """The time of day in seconds, as Orca's log gives it."""
    t = datetime.now()
    return t.hour * 3600 + t.minute * 60 + t.second + t.microsecond / 1e6


def is_board(line: str, board: str) -> bool:
    """Whether Orca read (most of) the whole board: a pile's name begins as the board does."""
    return line[:20] == board[:20] and len(line) > len(board) // 2


def same(spoken: str, expected: str) -> bool:
    """Orca ends a name with a full stop of its own."""
    return spoken.rstrip(".") == expected.rstrip(".")


@pytest.mark.parametrize("lang", ["en", "ar", "ru"])
def test_orca_names_the_focus_and_speaks_each_result_once(desktop, lang):
    need_tools("orca", "speech-dispatcher")
    log, orca = start_orca(desktop)
    game_process = desktop.start(desktop.game_command(lang), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # Orca's log is buffered, so the game's window tells when it is up, not the greeting in the log
    subprocess.run(
        ["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(game_process.pid)],
        env=desktop.env,
        check=True,
        capture_output=True,
        timeout=120,
    )
    time.sleep(3 * KEY_S)  # the table takes the focus and greets
    sent: list[float] = []
    for key, _ in SCRIPT:
        sent.append(now())
        subprocess.run(["xdotool", "key", MIRRORED.get(key, key) if lang == "ar" else key], env=desktop.env, check=True)
        time.sleep(KEY_S)
    orca.terminate()  # its log is written through a buffer: whole once it has quit
    orca.wait(20)
    # each line to the key sent last before Orca spoke it (a shortcut key such as B reaches Orca only
    # as a release, so the log's key events cannot split it)
    start, *steps = [[] for _ in range(len(SCRIPT) + 1)]
    for at, line in timed_speech(log.read_text(errors="replace")):
        if line != "Screen reader off.":
            [start, *steps][bisect.bisect(sent, at)].append(line)
    print(f"start: {start}\n" + "\n".join(f"{key}: {said}" for (key, _), said in zip(SCRIPT, steps, strict=False)))
    assert len(steps) == len(SCRIPT), "Orca heard every key"
    game = Game.from_code("CF1-D3-AAAAACL")
    board = game.describe(lang)
    assert any(same(line, describe_pile(game, "stock", lang)) for line in start), start
    assert any("CF1-D3-AAAAACL" in line for line in start), start  # the new game is announced
    assert not [line for line in start if is_board(line, board)]  # the board is not read unasked
    for (key, action), said in zip(SCRIPT, steps, strict=True):
        check_step(game, lang, action, said)
        if action != "board":
            assert not [line for line in said if is_board(line, board)], (key, said)


def check_step(game: Game, lang: str, action, said: list[str]) -> None:
    """What Orca said after one key, against the engine's own words (the game is kept in step)."""
    if isinstance(action, tuple) and action[0] == "focus":
        assert len(said) == 1 and same(said[0], describe_pile(game, action[1], lang)), (action, said)
    elif isinstance(action, tuple) and action[0] == "move":
        played = game.play(Move(*action[1:]))
        assert said == [announce(played, game, lang)], (action, said)  # once, and nothing else
    elif isinstance(action, tuple) and action[0] == "refuse":
        with pytest.raises(IllegalMove) as refusal:
            game.copy().play(Move(action[1], action[2], 1))
        assert said == [explain(refusal.value, lang)], said
    elif action == "board":
        assert said == [game.describe(lang)], said
    elif action == "draw":
        played = game.play(Move("stock", "waste", game.rules.draw))
        assert said == [announce(played, game, lang)], said
    elif action in ("pick", "put back", "walk"):
        assert len(said) == 1, (action, said)  # "Picked up: …", "Put back.", "Column 2: king … on it"
    if lang == "en" and action == "pick":
        assert said[0].startswith("Picked up: "), said
