"""The translations review of 2026-12-07 (issue 38), §3: the small fixes a test can hold.

Each test failed before its fix. The glossary rows added with them (ro «bara de unelte», hy «մնացորդ»)
are held by test_glossary.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from canfield import help as game_help
from canfield.i18n import SUPPORTED
from canfield.storage import Storage
from canfield.ui.command_line import Words
from tests.i18n.qt_strings import read_ts
from tests.i18n.test_translations import ts_path

#: The word for "place" in the notice "In place of your settings file … there was something else (…)".
PLACE = {"en": "place", "ar": "مكان", "ro": "locul", "ru": "месте", "hy": "տեղում"}


@pytest.mark.parametrize("lang", SUPPORTED)
def test_a_folder_in_place_of_a_file_is_told_with_the_place_said_once(lang, canfield_home: Path):
    """X-n4: «…În locul fișierului … se afla altceva (în locul lui se află un dosar)»: the reason said it again."""
    (canfield_home / "settings.json").mkdir()
    say = Words(lang, "Storage")
    (notice,) = Storage().take_problems(say)
    assert say("it is a folder") in notice
    assert notice.count(PLACE[lang]) == 1, notice


def translation(lang: str, context: str, source: str) -> str:
    _, messages = read_ts(ts_path(lang))
    (found,) = [m.forms[0] for m in messages if (m.context, m.source) == (context, source)]
    return found


# (language, context, source, what the review found there); the review's row in the last column
WORDING = [
    ("ar", "SettingsDialog", "Auto-drop: send home cards no column can ever need", "أرسل", "A-n1"),
    ("ar", "Keyboard", "%1: %2 and %3 on it", "وفوقها", "A-n2"),
    ("ar", "Keyboard", "Picked up: %1 and %2 on it.", "وفوقها", "A-n2"),
    ("ar", "WinScreen", "%1 in a row (best %2)", "سلسلة", "A-n3"),
    ("ar", "Hints", "The game is won: no move is left to make.", "فزت", "A-n5"),
    ("ar", "Demo", "The game is already won.", "فزت", "A-n5"),
    ("ro", "WinScreen", "%1 (best %2)", "cel mai bun", "R-n2"),
    (
        "ro",
        "SettingsDialog",
        "$50 a game, $5 a card home, $500 for all 52.",
        "jocul",
        "R-n3",
    ),
    ("ru", "Keyboard", "%1: %2 and %3 on it", "на ней", "U-n1"),
]


@pytest.mark.parametrize(("lang", "context", "source", "found", "row"), WORDING, ids=[w[-1] for w in WORDING])
def test_the_reviewed_wording_is_gone(lang, context, source, found, row):
    """An order to the player in a setting's name, «فوقها» and «на ней» after a masculine card, a win the
    demo did not make the player's, «cel mai bun» beside «Mutări», «50 $ jocul»."""
    assert found not in translation(lang, context, source)


def test_the_armenian_code_comes_before_the_game_it_names():
    """H-n4: «Խաղը %1 շարունակվում է։»; the same file writes «Խաղի %1 կոդը…», «Բացե՞լ %1 բաժանումը։»."""
    assert translation("hy", "Access", "Game %1 resumed.").startswith("%1 խաղը ")


def test_the_romanian_klondike_sentence_agrees_with_its_feminine_apposition():
    """R-n5: «Klondike, cea mai cunoscută pasiență, este numit uneori…»."""
    page = game_help.page("classic", "ro")
    assert "cea mai cunoscută pasiență, este numită uneori" in page
