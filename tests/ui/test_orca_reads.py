"""Orca 43 reads the pause cover, the win screen, Statistics, How to Play and the closed lists of Settings
as a sighted player sees them (accessibility review N1–N4), heard in its debug log as in :mod:`.test_orca`.

Slow: a private desktop, speech-dispatcher, Orca and the game (see :mod:`.test_orca`). The win screen
comes from :mod:`.endgame_game`, the game on a position where F wins at once.
"""

from __future__ import annotations

import re
import subprocess

import pytest
from PySide6.QtGui import QTextDocument

from tests.ui.desktop import desktop_fixture, need_tools  # noqa: F401 (the fixture)
from tests.ui.test_orca import Player, same, start_orca

pytestmark = pytest.mark.slow
SEED = ("canfield", "--code", "CF1-D3-AAAAACL")
ENDGAME = ("tests.ui.endgame_game",)


def start(desktop, program: tuple[str, ...] = SEED) -> Player:
    """Orca, then the game, until it has greeted the player on the table."""
    need_tools("orca", "speech-dispatcher")
    ear, _ = start_orca(desktop)
    desktop.start(desktop.game_command("en", program), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    ear.wait(0, lambda line: line.startswith("New game CF1-D3-"), "the greeting")
    return Player(desktop, ear)


def test_pause_is_said_and_so_is_going_on(desktop):
    """N1: P said nothing (Orca dropped the cover as a dead object)."""
    player = start(desktop)
    said = player.key("p", lambda line: line.startswith("The clock is stopped."), "the pause cover")
    assert said == ["Paused.", "The clock is stopped. Press any key or click to go on."]
    player.key("space", "Playing again: the clock runs.", "going on")


def test_the_win_screen_names_each_figure_once(desktop):
    """N3 (N11): "You won! dialog 10:58 — a new best 201 — a new best …": values without names, some twice."""
    player = start(desktop, ENDGAME)
    said = player.key("f", lambda line: line == "Play Again push button.", "the win screen's first button")
    figures = re.compile(
        r"^You won! dialog Score: \d+ Cards home: 52/52 Time: \d+:\d\d — a new best Moves: 16 — a new best "
        r"Wins in a row: 1 in a row \(best 1\) Game code: CF1-D3-[A-Z]{7}\.$"
    )
    button = said.index("Play Again push button.")
    assert [line for line in said if figures.match(line)] == [said[button - 1]], said  # once, before the button
    assert sum("a new best" in line for line in said) == 1


def test_statistics_how_to_play_and_the_language_list_are_read(desktop, qapp):
    """N3: Statistics rows were "0. 1. 0. 0."; N2: How to Play was silent under the arrows; N4: so was the
    closed Language list."""
    from canfield import help as rules_help
    from canfield.ui.dialogs.help import with_keys

    player = start(desktop)
    # Statistics: Tab into the table, Down: the row's name, then its figures
    player.key("ctrl+t", "Close push button.", "Statistics")

    # Each Tab waits for the control's own line, not just any line: under load the table's line came
    # after another one, and the next Tab went past the table to the buttons.
    def control(line: str) -> bool:
        return line.startswith("table with") or line.endswith(("push button.", "page tab."))

    for _ in range(4):
        said = player.key("Tab", control, "the next control")
        if any(line.startswith("table with") for line in said):
            break
    said = player.key("Down", "not selected.", "a row of the table")  # Orca ends a row with its state
    row = next(i for i, line in enumerate(said) if line.startswith("Games won"))  # (after any late line of Tab)
    assert said[row : row + 4] == ["Games won: 0.", "0.", "0.", "0."], said
    player.key("Escape", lambda line: line.startswith("Stock"), "the table again")
    # How to Play: each Down reads the next line of the page
    page = QTextDocument()
    page.setHtml(with_keys(rules_help.page("canfield", "en")))
    lines = [line.strip() for line in page.toPlainText().splitlines() if line.strip()]
    player.key("F1", "How to Play label.", "How to Play")
    said = player.key("Down", lambda line: True, "a line of the page")
    assert said == [lines[1]] or said == [lines[1] + "."], (said, lines[:3])
    player.key("Escape", lambda line: line.startswith("Stock"), "the table again")
    # Settings: Tab to Language, Down: the next language is said
    player.key("ctrl+comma", lambda line: line.startswith("Double click"), "Settings' first control")

    # Each Tab waits for a control's own line: a control's line comes with a second one (its value or its
    # tip), and under load that second line came after the wait for "any line" had ended, so the next Tab
    # was taken as heard at once and the focus went past Language to Close.
    def setting(line: str) -> bool:
        return any(kind in line for kind in ("check box", "combo box", "push button", "spin button", "slider"))

    for _ in range(25):
        since = len(player.ear.listen())
        said = player.key("Tab", setting, "the next control")
        if any(line.startswith("Language: combo box") for line in said):
            player.ear.wait(since, lambda line: line.startswith("System language"), "the language chosen")
            break
    else:
        raise AssertionError("never heard the Language list")
    said = player.key("Down", lambda line: True, "the next language")
    assert len(said) == 1 and same(said[0], "English"), said
