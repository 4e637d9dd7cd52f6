"""Every dialog in every language: no English left, access keys unique, one digit system (review X1, X11, A11, U1, H3).

Opens the New Game dialog with a bad code (and a draw the rules refuse), Settings, Statistics (with
games in it), How to Play for each profile, About, and the win, stall and abandon questions, in
Arabic, Romanian, Russian and Armenian. In a non-Latin script no Latin word of three letters or
more may show, except game codes, key names and the languages' own names; in Romanian (a Latin
script) none of the common English words an English sentence of the game would carry. Before:
the code error was English in every language, and «Н» / «Խ» were the keys of two items of one menu.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QMenu

from canfield.i18n import NATIVE_NAMES
from canfield.resources import HOME_PAGE, LICENSE_NAME
from canfield.storage import GameResult
from tests.ui.conftest import window_in
from tests.ui.on_screen import access_keys, clashes, menu_keys, texts

LANGS = ("ar", "ro", "ru", "hy")
LATIN_WORD = re.compile(r"(?<![^\W\d_])[A-Za-z]{3,}(?![^\W\d_])")
# game codes, the mistyped one the test enters, and what About says the game is built with
CODE = re.compile(r"CF1-D\d-[A-Z]{3,7}|XYZ-12|Qt for Python|PySide6")
KEYS = {"Tab", "Shift", "Home", "End", "Enter", "Esc", "Ctrl"}
NAMES = {w for name in NATIVE_NAMES.values() for w in LATIN_WORD.findall(name)}  # "English", "Română"
# About names what it is built with and under which licence, as written, and its home page
NAMES |= set(LATIN_WORD.findall(f"{LICENSE_NAME} {HOME_PAGE}"))
# Words of the game's English sentences that are no Romanian words ("'XYZ' is not a game code...")
ENGLISH_ONLY = {"the", "and", "not", "with", "only", "game", "code", "draw", "cards", "rules", "played", "you"}
ENGLISH_ONLY |= {"your", "won", "from", "letters", "then", "looks", "like", "has", "this", "that", "undo"}
ARABIC_INDIC = re.compile("[\u0660-\u0669\u06f0-\u06f9]")


@pytest.fixture(params=LANGS)
def lang_window(request, qapp, qtbot):
    """A shown window in one language, with a few games in its statistics."""

    def a_few_games(win) -> None:
        for won, cards, mode in ((True, 52, "canfield-d3"), (False, 31, "canfield-d3"), (False, 13, "strict")):
            win.storage.record_game(GameResult(mode=mode, won=won, cards=cards, score=5 * cards, seconds=99.0, undos=1))

    with window_in(qtbot, qapp, request.param, before_show=a_few_games) as win:
        yield request.param, win


def dialogs(win) -> dict[str, object]:
    """Each dialog of the window, opened as the player opens it."""
    from canfield import help as rules_help
    from canfield.ui.dialogs.help import HelpDialog
    from canfield.ui.dialogs.outcome import AbandonDialog, StallDialog
    from canfield.ui.dialogs.win import WinScreen, WinSummary

    found = {}
    win.ask_new_game()
    found["new game, a mistyped code"] = dialog = win.new_game_dialog
    dialog.code.setText("XYZ-12")
    assert dialog.code_note.text()
    win.ask_new_game()
    found["new game, draw 1 under strict"] = dialog = win.new_game_dialog
    dialog.profile_buttons["strict"].setChecked(True)
    dialog.code.setText("CF1-D1-AAAAACL")
    win.show_settings()
    found["settings"] = win.settings_dialog
    win.show_statistics()
    found["statistics"] = win.statistics_dialog
    for profile in rules_help.PROFILES:
        found[f"how to play {profile}"] = HelpDialog(profile, win.controller.lang, win)
    win.show_about()
    found["about"] = win.about_dialog
    found["win"] = WinScreen(WinSummary(win.controller.game, 123.0, best_time=100.0, casino_net=450, bankroll=450), win)
    found["demo win"] = WinScreen(WinSummary(win.controller.game, 123.0, demo=True), win)
    found["stall"] = StallDialog(win)
    found["abandon"] = AbandonDialog(win)
    return found


def english_left(text: str, lang: str) -> list[str]:
    """The English words a text shows in a language's window."""
    words = LATIN_WORD.findall(CODE.sub(" ", text))
    if lang == "ro":
        return [w for w in words if w.lower() in ENGLISH_ONLY]
    return [w for w in words if w not in KEYS | NAMES]


def test_no_english_in_any_dialog(lang_window):
    lang, win = lang_window
    left = {}
    opened = dialogs(win)
    for name, dialog in opened.items():
        words = [w for text in texts(dialog) for w in english_left(text, lang)]
        if words:
            left[name] = sorted(set(words))
    menus = [t for menu in win.menuBar().findChildren(QMenu) for a in menu.actions() for t in [a.text()] if t]
    # Qt's own right-click menus of the code field and of How to Play (Qt has no ro or hy of its own)
    context = [opened["new game, a mistyped code"].code, opened["how to play canfield"].browser]
    menus += [a.text().split("\t")[0] for w in context for a in w.createStandardContextMenu().actions() if a.text()]
    left_in_menus = [w for t in menus for w in english_left(t.replace("&", ""), lang)]
    assert (left, left_in_menus) == ({}, [])


def test_one_digit_system_in_every_dialog(lang_window):
    """Western digits everywhere, as in the status bar, the board description and the seeds (Arabic: ar_AE)."""
    _, win = lang_window
    mixed = {name: [t for t in texts(d) if ARABIC_INDIC.search(t)] for name, d in dialogs(win).items()}
    assert {name: found for name, found in mixed.items() if found} == {}


def test_access_keys_are_unique_in_each_menu_and_dialog(lang_window):
    _, win = lang_window
    bar = win.menuBar()
    found = {"menu bar": clashes(menu_keys(bar))} if isinstance(bar, QMenu) else {}
    titles: dict[str, list[str]] = {}
    for action in bar.actions():
        for key in re.findall(r"(?<!&)&([^&\s])", action.text()):
            titles.setdefault(key.lower(), []).append(action.text())
    found["menu bar"] = clashes(titles)
    for menu in win.findChildren(QMenu):
        found[f"menu {menu.title()}"] = clashes(menu_keys(menu))
    for name, dialog in dialogs(win).items():
        found[name] = clashes(access_keys(dialog))
    assert {where: c for where, c in found.items() if c} == {}
