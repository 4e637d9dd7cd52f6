"""The game on a real accessibility bus (AT-SPI under Xvfb): the focused pile and the events, key by key.

A system-python3 client (atspi_client.py, with pyatspi) starts the game, presses keys with xdotool and
records what the bus carried. Without a screen reader that listens for announcements (as with Orca 43)
every result comes as the focused pile's description change; with one, as an announcement only: never
both. A client that listens for announcements but is no screen reader (an event logger) changes nothing.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from tests.ui.desktop import SYSTEM_PYTHON, desktop_fixture  # noqa: F401 (the fixture)

CLIENT = Path(__file__).with_name("atspi_client.py")
FIRST_MOVE = ["Down", "Down", "Return", "Right", "Right", "Return"]  # the seed's first move: QC to column 2
MOVE = "Queen of clubs from the reserve to column 2."
BOARD_START = "Stock: 34 cards; waste empty;"  # how describe() begins: the whole board


def run_client(
    desktop, keys: list[str], announcements: bool = False, lang: str = "en", reader: bool = True
) -> tuple[dict, str]:
    args = [
        SYSTEM_PYTHON,
        str(CLIENT),
        *(["--announcements"] if announcements else []),
        *(["--as-reader"] if announcements and reader else []),
        *keys,
        "--",
        *desktop.game_command(lang),
    ]
    done = subprocess.run(args, env=desktop.env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    return json.loads(done.stdout), done.stderr


def said_on_piles(events: list[list]) -> list[str]:
    """The sentences given as a description of a pile (the fallback every reader speaks)."""
    return [e[4] for e in events if e[0].endswith("accessible-description") and e[2] == "list item" and e[4]]


def announced(events: list[list]) -> list[str]:
    return [e[4] for e in events if e[0] == "object:announcement"]


def focused(events: list[list]) -> list[str]:
    return [e[3] for e in events if e[0] == "object:state-changed:focused" and e[1] == 1]


def test_the_first_move_by_keyboard_pile_by_pile(desktop):
    result, stderr = run_client(desktop, FIRST_MOVE)
    start, steps = result["start"], result["steps"]
    assert start["focus"] == "[list item] Stock: 34 cards"
    assert focused(start["events"])[-1] == "Stock: 34 cards"
    assert said_on_piles(start["events"]) == ["New game CF1-D3-AAAAACL."]
    assert [s["focus"] for s in steps] == [
        "[list item] Stock: 34 cards",
        "[list item] Reserve: 13 cards, top: queen of clubs",
        "[list item] Reserve: 13 cards, top: queen of clubs",
        "[list item] Column 1: 6 of clubs",
        "[list item] Column 2: king of hearts",
        "[list item] Column 2: king of hearts, queen of clubs",
    ]
    assert [focused(s["events"]) for s in steps] == [
        [],
        ["Reserve: 13 cards, top: queen of clubs"],
        [],
        ["Column 1: 6 of clubs"],
        ["Column 2: king of hearts"],
        [],
    ]
    assert [said_on_piles(s["events"]) for s in steps] == [
        ["Stock: 34 cards"],
        [],
        ["Picked up: queen of clubs."],
        [],
        [],
        [MOVE],  # the ring shows: its pile is said
    ]
    every = [e for s in [start, *steps] for e in s["events"]]
    # the board is never sent as a change of what a reader is on; the clock never renames itself
    assert not [e for e in every if isinstance(e[4], str) and e[4].startswith(BOARD_START)]
    assert not [e for e in every if e[0].endswith("accessible-name") and str(e[4]).startswith("Time")]
    assert "Received text event for invalid interface" not in stderr


def test_a_reader_that_listens_for_announcements_gets_them_instead(desktop):
    result, _ = run_client(desktop, [*FIRST_MOVE, "Up", "Up", "Up"], announcements=True)
    steps = result["steps"]
    assert [announced(s["events"]) for s in steps[:6]] == [
        ["Stock: 34 cards"],
        [],
        ["Picked up: queen of clubs."],
        [],
        [],
        [MOVE],
    ]
    assert not [said_on_piles(s["events"]) for s in steps if said_on_piles(s["events"])]  # one channel only
    assert steps[6]["focus"] == "[list item] Column 2: king of hearts and 1 card on it"  # up the column's fan
    assert announced(steps[6]["events"]) == ["Column 2: king of hearts and 1 card on it"]
    assert steps[7]["focus"] == "[list item] Foundation 2: spades empty"
    assert announced(steps[8]["events"]) == ["Edge of the table."]


def test_a_logger_that_listens_for_announcements_changes_nothing(desktop):
    """F3: an event logger on the bus made the game send announcements only, which Orca 43 never speaks."""
    result, _ = run_client(desktop, FIRST_MOVE, announcements=True, reader=False)
    steps = result["steps"]
    assert not [announced(s["events"]) for s in steps if announced(s["events"])]
    assert said_on_piles(steps[2]["events"]) == ["Picked up: queen of clubs."]
    assert said_on_piles(steps[5]["events"]) == [MOVE]


def test_piles_are_named_in_the_player_s_language(desktop):
    result, _ = run_client(desktop, ["Down", "Down", "Right", "Right"], lang="ru")
    assert result["start"]["focus"] == "[list item] Запас: 34 карты"
    assert result["steps"][-1]["focus"] == "[list item] Столбец 2: король червей"
