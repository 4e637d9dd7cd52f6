"""What Orca (43, Debian 12's) speaks while the game is played by keyboard, read from its debug log.

Slow: a private desktop (its own Xvfb screen, session bus and accessibility bus, see :mod:`.desktop`),
speech-dispatcher on a null sound device, Orca logging what it speaks (``SPEECH OUTPUT`` lines), the
game, and xdotool for the keys. Orca runs through :mod:`.orca_alone`: never ``orca --replace``, which
kills every Orca of the user, a developer's own screen reader included.

Every key waits for what it should make Orca say, in the log, not for a fixed time: the tests pass on a
busy machine, only slower.

- The seed's first moves, a refusal, B and a draw, in English, Arabic and Russian: each result once.
- Played by ear (English): the first moves, then H; the move the hint speaks is found and played by
  what Orca says of each pile; Edit ▸ Undo from the menu; a new game from the New Game dialog.
"""

from __future__ import annotations

import re
import subprocess
import time
from pathlib import Path

import pytest

from canfield.engine import Game, IllegalMove, Move
from canfield.engine.describe import announce, describe_pile
from canfield.engine.words import explain
from tests.ui.desktop import SYSTEM_PYTHON, Desktop, desktop_fixture, need_tools  # noqa: F401 (the fixture)

pytestmark = pytest.mark.slow
#: a spoken line of Orca's log: the words, then Orca's voice settings
SPEECH = re.compile(r" - SPEECH OUTPUT: '(.*)' ?(?:voice=\S+)?\{[^\n]*$")
SPEECH_OPENED = re.compile(r" - SPEECH OUTPUT: '(.*)$")  # its first line, when it goes on (line breaks)
#: how Orca names a dialog's control when it gets the focus
CONTROL = re.compile(r"(push button|check box)")
ORCA = Path(__file__).with_name("orca_alone.py")
WAIT_S = 120  # the longest wait for one sentence (a loaded machine; Orca logs every event)
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


class Ear:
    """What Orca has spoken so far, read from its line-buffered debug log as it grows."""

    def __init__(self, log: Path) -> None:
        self.log = log
        self.heard: list[str] = []
        self._offset = 0
        self._rest = b""
        self._open: str | None = None  # an utterance whose lines are still coming

    def listen(self) -> list[str]:
        """Read the log's new lines; every line spoken so far (key echoes such as "return " left out)."""
        if self.log.exists():
            with self.log.open("rb") as file:
                file.seek(self._offset)
                data = self._rest + file.read()
                self._offset = file.tell()
            *lines, self._rest = data.split(b"\n")
            for raw in lines:
                self._read(raw.decode("utf-8", "replace"))
        return self.heard

    def _read(self, line: str) -> None:
        """One line of the log; an utterance with line breaks (the win screen's figures) is joined up."""
        if self._open is not None:  # the next line of an utterance, indented under its first
            line, self._open = f" - SPEECH OUTPUT: '{self._open} {line.strip()}", None
        found = SPEECH.search(line)
        if found is None:
            opened = SPEECH_OPENED.search(line)
            self._open = opened.group(1) if opened else None
        elif not found.group(1).endswith(" ") and found.group(1) != "Screen reader off.":
            self.heard.append(found.group(1))

    def wait(self, since: int, wanted, what: str) -> list[str]:
        """The lines spoken from ``since`` on, once one of them is ``wanted`` (a line, or a test of one)."""
        test = wanted if callable(wanted) else (lambda line: same(line, wanted))
        try:
            wait_until(lambda: any(test(line) for line in self.listen()[since:]), what, WAIT_S)
        except AssertionError as missing:
            raise AssertionError(f"{missing}; heard since: {self.heard[since:]}") from None
        return self.heard[since:]


def start_orca(desktop: Desktop) -> tuple[Ear, subprocess.Popen]:
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
    orca = desktop.start([SYSTEM_PYTHON, str(ORCA), str(log)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    ear = Ear(log)
    ear.wait(0, lambda line: line == "Screen reader on.", "Orca's start")
    return ear, orca


def wait_until(condition, what: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"no {what} after {timeout} s")
        time.sleep(0.1)


def start_game(desktop: Desktop, ear: Ear, lang: str) -> list[str]:
    """Start the seed game; what Orca said until the game had greeted the player."""
    desktop.start(desktop.game_command(lang), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return ear.wait(0, lambda line: "CF1-D3-AAAAACL" in line, "greeting")


def press(desktop: Desktop, key: str) -> None:
    """Press ``key``; "alt+e": hold Alt while E goes down and up, as a hand does (with Orca listening,
    xdotool's instant chord can reach the game as E alone, and a chord 100 ms apart opened the Edit menu
    and shut it again 50 ms later in Orca's log: most runs lost one Alt+E, one busy run all five)."""
    *held, last = key.split("+")
    if not held:
        subprocess.run(["xdotool", "key", "--delay", "100", last], env=desktop.env, check=True)
        return
    # A chord at a hand's pace: each key held a moment before the next goes down or up.
    steps = [*(("keydown", mod) for mod in held), ("keydown", last), ("keyup", last), *(("keyup", mod) for mod in held)]
    args = [arg for step in steps for arg in (*step, "sleep", "0.3")][:-2]
    subprocess.run(["xdotool", *args], env=desktop.env, check=True)


def is_board(line: str, board: str) -> bool:
    """Whether Orca read (most of) the whole board: a pile's name begins as the board does."""
    return line[:20] == board[:20] and len(line) > len(board) // 2


def same(spoken: str, expected: str) -> bool:
    """Orca ends a name with a full stop of its own."""
    return spoken.rstrip(".") == expected.rstrip(".")


@pytest.mark.parametrize("lang", ["en", "ar", "ru"])
def test_orca_names_the_focus_and_speaks_each_result_once(desktop, lang):
    need_tools("orca", "speech-dispatcher")
    ear, _ = start_orca(desktop)
    start = start_game(desktop, ear, lang)
    game = Game.from_code("CF1-D3-AAAAACL")
    board = game.describe(lang)
    assert any(same(line, describe_pile(game, "stock", lang)) for line in start), start
    assert not [line for line in start if is_board(line, board)]  # the board is not read unasked
    expecting = game.copy()
    marks: list[int] = []
    for key, action in SCRIPT:
        marks.append(len(ear.listen()))
        press(desktop, MIRRORED.get(key, key) if lang == "ar" else key)
        wanted = expected_line(expecting, lang, action)
        ear.wait(marks[-1], wanted if wanted is not None else (lambda line: True), f"speech for {key} ({action})")
    heard = ear.listen()
    steps = [heard[a:b] for a, b in zip(marks, [*marks[1:], len(heard)], strict=True)]
    print(f"start: {start}\n" + "\n".join(f"{key}: {said}" for (key, _), said in zip(SCRIPT, steps, strict=True)))
    for (key, action), said in zip(SCRIPT, steps, strict=True):
        check_step(game, lang, action, said)
        if action != "board":
            assert not [line for line in said if is_board(line, board)], (key, said)


def expected_line(game: Game, lang: str, action) -> str | None:
    """What Orca should say for ``action`` (None: some line, unknown here); ``game`` is kept in step."""
    if isinstance(action, tuple) and action[0] == "focus":
        return describe_pile(game, action[1], lang)
    if isinstance(action, tuple) and action[0] == "move":
        return announce(game.play(Move(*action[1:])), game, lang)
    if isinstance(action, tuple) and action[0] == "refuse":
        with pytest.raises(IllegalMove) as refusal:
            game.copy().play(Move(action[1], action[2], 1))
        return explain(refusal.value, lang)
    if action == "board":
        return game.describe(lang)
    if action == "draw":
        return announce(game.play(Move("stock", "waste", game.rules.draw)), game, lang)
    return None


def check_step(game: Game, lang: str, action, said: list[str]) -> None:
    """What Orca said after one key, against the engine's own words (the game is kept in step)."""
    expected = expected_line(game, lang, action)
    if isinstance(action, tuple) and action[0] == "focus":
        assert len(said) == 1 and same(said[0], expected), (action, said)
    elif expected is not None:
        assert said == [expected], (action, said)  # once, and nothing else
    else:
        assert len(said) == 1, (action, said)  # "Picked up: …", "Put back.", "Column 2: king … on it"
    if lang == "en" and action == "pick":
        assert said[0].startswith("Picked up: "), said


# ----- played by ear --------------------------------------------------------------------------
HINT = re.compile(
    r"^Hint[^:]*: (?P<card>.+?)(?: and (?P<more>\d+) cards? on it)? from (?P<source>.+?) to (?P<target>.+?)\.$"
)
PILE_WORDS = [
    (re.compile(r"^column (\d)$"), lambda n: rf"^Column {n}:"),
    (re.compile(r"^the reserve$"), lambda: r"^Reserve"),
    (re.compile(r"^the waste$"), lambda: r"^Waste"),
    (re.compile(r"^the (\w+) foundation$"), lambda suit: rf"^Foundation \d: {suit}\b"),
]


def heard_name(words: str) -> re.Pattern:
    """How Orca names the pile a sentence calls ``words`` ("column 3", "the hearts foundation")."""
    for pattern, name in PILE_WORDS:
        found = pattern.match(words)
        if found:
            return re.compile(name(*found.groups()))
    raise AssertionError(f"no pile is called {words!r}")


def pile_of(name: str) -> str:
    """The engine's pile for what Orca named ("Column 3: …" is c3, "Foundation 2: …" is f2)."""
    found = re.match(r"^(Column|Foundation) (\d)", name)
    if found:
        return ("c" if found.group(1) == "Column" else "f") + found.group(2)
    return name.split(":")[0].split(" ")[0].lower()


class Player:
    """A player who knows the keys and hears Orca: goes to a pile by its name, picks up a card by its name."""

    def __init__(self, desktop: Desktop, ear: Ear) -> None:
        self.desktop, self.ear = desktop, ear

    def key(self, key: str, wanted, what: str) -> list[str]:
        """Press ``key``; what Orca then said, once ``wanted`` is among it."""
        since = len(self.ear.listen())
        press(self.desktop, key)
        return self.ear.wait(since, wanted, what)

    def open_menu(self, letter: str, wanted, what: str) -> list[str]:
        """Alt, then the menu's letter, as a keyboard player opens a menu; what Orca said for the letter.

        Alt alone puts the menu bar in keyboard mode (Orca names its first menu); the letter opens that
        menu. Not Alt+letter: on a loaded machine, with Orca 43 listening, Qt saw the Alt key's release
        after the menu had opened, as a tap of Alt, and shut it at once (Orca's log: the popup shown,
        then hidden 30 ms later, five presses out of five). A step that is not heard is tried again.
        """
        test = wanted if callable(wanted) else (lambda line: same(line, wanted))
        for _ in range(5):
            since = len(self.ear.listen())
            press(self.desktop, "alt")
            try:
                wait_until(lambda since=since: len(self.ear.listen()) > since, "the menu bar", WAIT_S / 4)
                since = len(self.ear.listen())
                press(self.desktop, letter)
                wait_until(lambda since=since: any(map(test, self.ear.listen()[since:])), what, WAIT_S / 4)
            except AssertionError:
                press(self.desktop, "Escape")  # out of the menu bar, whatever it did; then again
                continue
            return self.ear.heard[since:]
        raise AssertionError(f"Alt, {letter} never opened {what}; heard: {self.ear.heard[-20:]}")

    def go_to(self, words: str) -> str:
        """Tab from pile to pile until Orca names the one called ``words``; that name."""
        name = heard_name(words)
        for _ in range(12):
            said = self.key(
                "Tab", lambda line: bool(re.match(r"^(Stock|Waste|Reserve|Foundation|Column)", line)), "a pile"
            )
            if name.match(said[-1]):
                return said[-1]
        raise AssertionError(f"never heard {words!r}")

    def walk_to(self, column: str, card: str) -> None:
        """Up along a column until Orca names ``card`` with the cards on it."""
        number = column[-1]
        for _ in range(20):
            said = self.key("Up", lambda line: line.startswith(f"Column {number}:"), "a card of the column")
            if said[-1].startswith(f"Column {number}: {card}"):
                return
        raise AssertionError(f"never heard {card!r} in column {number}")


def test_a_blind_player_plays_by_ear(desktop):
    """Moves, a hint played as heard, Undo from the Edit menu and a new game from its dialog: each said once."""
    need_tools("orca", "speech-dispatcher")
    ear, _ = start_orca(desktop)
    start_game(desktop, ear, "en")
    game = Game.from_code("CF1-D3-AAAAACL")
    player = Player(desktop, ear)
    # the seed's first move
    player.key("Down", lambda line: True, "the ring")
    player.key("Down", describe_pile(game, "reserve"), "the reserve")
    player.key("Return", "Picked up: queen of clubs.", "the pick-up")
    player.key("Right", describe_pile(game, "c1"), "column 1")
    player.key("Right", describe_pile(game, "c2"), "column 2")
    first = announce(game.play(Move("reserve", "c2", 1)), game)
    player.key("Return", first, "the first move")
    # a hint, heard and played
    said = player.key("h", lambda line: line.startswith("Hint"), "the hint")
    assert said.count("Looking for a hint…") <= 1
    hint = HINT.match(said[-1])
    assert hint is not None, said
    source = player.go_to(hint["source"])
    count = 1 + int(hint["more"] or 0)
    if source.startswith("Column"):
        player.walk_to(source, hint["card"])
    player.key("Return", lambda line: line.startswith(f"Picked up: {hint['card']}"), "the hinted card picked up")
    target = player.go_to(hint["target"])
    played = game.play(Move(pile_of(source), pile_of(target), count))
    hinted = announce(played, game)
    player.key("Return", hinted, "the hinted move")
    # Edit ▸ Undo from the menu bar: said once the focus is back on the table
    player.open_menu("e", lambda line: "Undo" in line, "the Edit menu")
    taken_back = "Taken back: " + announce(game.undo(), game, capital=False)
    player.key("Return", taken_back, "Undo from the menu")
    # Game ▸ New Game…, its dialog, "End the game in progress?": the new deal is said once back on the table
    player.key("ctrl+n", lambda line: "New Game" in line, "the New Game dialog")
    since = len(ear.listen())
    player.key("Return", lambda line: "End the game in progress?" in line, "the question")
    # the question, then its focused button: each Tab after that names one control, so a late line is
    # never taken for the answer to the next Tab
    said = ear.wait(since, lambda line: CONTROL.search(line) is not None, "the question's focused button")
    for _ in range(6):  # Tab to the answer that ends the game (past "Don't ask again")
        if [line for line in said if CONTROL.search(line)][-1].startswith("End Game"):
            break
        said = player.key("Tab", lambda line: CONTROL.search(line) is not None, "the next control")
    assert [line for line in said if CONTROL.search(line)][-1].startswith("End Game"), said
    said = player.key("Return", lambda line: re.match(r"^New game CF1-D3-[A-Z]{7}\.$", line) is not None, "new game")
    new_game = next(line for line in said if line.startswith("New game"))
    assert "AAAAACL" not in new_game
    heard = ear.listen()
    print("\n".join(heard))
    for sentence in (first, hinted, taken_back, new_game):
        assert heard.count(sentence) == 1, sentence
