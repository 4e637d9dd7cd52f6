"""The third play test's findings (player review §4: N3, N4, N9), each driven by real clicks and keys.

Each of these failed before its fix (see the commits that name them).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolButton

from canfield.__main__ import bring_forward, open_window, parse_args
from canfield.engine import Move
from canfield.storage import Storage
from canfield.ui.shell.window import MainWindow
from tests.ui.keys import press
from tests.ui.mouse import click, drag_card
from tests.ui.test_player_bugs import win_by_hand

WON_LINE = [Move.parse(t) for t in (Path(__file__).parents[1] / "data" / "won_line_AAAAACL.txt").read_text().split()]
ASKED_FOR = "CF1-D1-EPQTVQC"  # the review's deal (N9)


def start(qtbot, *argv: str) -> MainWindow:
    """``canfield ARGV`` as the game starts it (``canfield.__main__.open_window``), shown; animations off."""
    win = open_window(parse_args(list(argv)))
    win.table.animations = False
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def stock_click(win: MainWindow) -> None:
    click(win, win.table.piles["stock"].area.center())


def a_casino_game_saved(qtbot) -> str:
    """A classic game played for casino stakes with two moves, quit (kept to resume); its code."""
    win = start(qtbot, "--code", "CF1-D3-AAAAACL", "--profile", "classic")
    win.settings.casino_scoring = True
    win.apply_settings()
    drag_card(win, "QC", "c2")
    stock_click(win)
    code = win.controller.game.code
    win.close()
    return code


def question(qtbot, win: MainWindow):
    """The question "Open deal …?" or "End the game in progress?", once it is on screen."""
    qtbot.waitUntil(lambda: win.abandon_dialog is not None and win.abandon_dialog.isVisible())
    return win.abandon_dialog


def nothing_recorded() -> bool:
    figures = Storage().stats
    return figures["classic"].played == 0 and figures["classic"].casino_games == 0 and not figures.recent


# ----- N9: a start with a code asks before it ends the saved game --------------------------------
def test_n9_a_code_start_asks_and_keep_playing_resumes_the_saved_game(qtbot):
    saved = a_casino_game_saved(qtbot)
    win = start(qtbot, "--code", ASKED_FOR, "--profile", "canfield")
    dialog = question(qtbot, win)  # no question before the fix: the saved game ended at the first move
    assert dialog.text() == f"Open deal {ASKED_FOR}?" and dialog.end_game.text() == "Open Deal"
    QTest.mouseClick(dialog.keep, Qt.MouseButton.LeftButton)
    game = win.controller.game
    assert (game.code, game.rules.name, game.moves_made) == (saved, "classic", 2)
    assert "Bankroll: $0" in win.table.note.text  # the casino stake is still running
    stock_click(win)
    assert win.controller.game.moves_made == 3 and nothing_recorded()
    win.close()
    assert nothing_recorded()
    again = Storage().load_game()
    assert again is not None and again.game.moves_made == 3 and again.casino


def test_n9_a_code_start_that_opens_the_deal_ends_the_saved_game_once(qtbot):
    saved = a_casino_game_saved(qtbot)
    win = start(qtbot, "--code", ASKED_FOR, "--profile", "canfield")
    QTest.mouseClick(question(qtbot, win).end_game, Qt.MouseButton.LeftButton)
    assert win.controller.game.code == ASKED_FOR and win.controller.game.moves_made == 0
    figures = Storage().stats
    assert figures["classic"].played == 1 and figures["classic"].won == 0 and figures.recent[-1].code == saved
    stock_click(win)  # the first move in the deal asked for ends nothing more
    figures = Storage().stats
    assert figures["classic"].played == 1 and figures["canfield-d1"].played == 0


def test_n9_with_the_question_turned_off_a_code_start_ends_the_saved_game_as_new_game_would(qtbot):
    a_casino_game_saved(qtbot)
    store = Storage()
    store.settings.ask_before_abandoning = False
    store.save_settings(store.settings)
    win = start(qtbot, "--code", ASKED_FOR, "--profile", "canfield")
    assert win.controller.game.code == ASKED_FOR and win.abandon_dialog is None
    assert Storage().stats["classic"].played == 1


def test_n9_a_code_handed_to_the_running_window_asks_too(qtbot):
    saved = a_casino_game_saved(qtbot)
    win = start(qtbot, "--code", "CF1-D3-AAAAAAB", "--profile", "canfield")
    dialog = question(qtbot, win)
    QTest.mouseClick(dialog.keep, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    bring_forward(win, {"code": ASKED_FOR, "profile": "canfield"})  # a second start's request (SingleInstance)
    dialog = question(qtbot, win)  # before the fix: the deal opened unasked, and its first move ended the game
    assert dialog.text() == f"Open deal {ASKED_FOR}?"
    QTest.mouseClick(dialog.keep, Qt.MouseButton.LeftButton)
    stock_click(win)
    assert win.controller.game.code == saved and nothing_recorded()


def test_n9_a_code_start_over_no_game_in_progress_asks_nothing(qtbot):
    win = start(qtbot, "--code", ASKED_FOR)
    stock_click(win)
    assert win.controller.game.code == ASKED_FOR and win.abandon_dialog is None


# ----- N3: Undo is grey once the game is won -------------------------------------------------
def _toolbar_button(win: MainWindow, action) -> QToolButton:
    button = win.toolbar.widgetForAction(action)
    assert isinstance(button, QToolButton)
    return button


def test_n3_undo_is_grey_after_a_win_and_says_why(window):
    win_by_hand(window)
    undo = _toolbar_button(window, window.acts.undo)
    assert not undo.isEnabled() and not window.acts.undo.isEnabled()  # enabled (and useless) before the fix
    assert "The game is won" in undo.toolTip()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.game.is_won
    press(window, Qt.Key.Key_F5)  # Restart: the same deal again, nothing to take back yet
    drag_card(window, "QC", "c2")
    assert undo.isEnabled() and undo.toolTip() == "Undo (Ctrl+Z)"


# ----- N4: a question box has a short title; the question is in its body ----------------------
def test_n4_question_boxes_have_a_short_title(window):
    drag_card(window, "QC", "c2")
    press(window, Qt.Key.Key_F5)
    dialog = window.abandon_dialog
    assert (dialog.windowTitle(), dialog.text()) == ("Restart", "Restart this deal?")
    QTest.mouseClick(dialog.keep, Qt.MouseButton.LeftButton)
    bring_forward(window, {"code": ASKED_FOR})
    dialog = window.abandon_dialog
    assert (dialog.windowTitle(), dialog.text()) == ("Open Deal", f"Open deal {ASKED_FOR}?")
    QTest.mouseClick(dialog.keep, Qt.MouseButton.LeftButton)
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window.new_game_dialog, Qt.Key.Key_Return)
    dialog = window.abandon_dialog
    assert (dialog.windowTitle(), dialog.text()) == ("End Game", "End the game in progress?")
