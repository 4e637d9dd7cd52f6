"""Finish on request (F), never by itself; the optional auto-drop; full screen (F11, Esc, remembered)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest

from canfield.storage import Storage
from tests.engine.positions import position
from tests.ui.keys import press
from tests.ui.mouse import click

ENDGAME = dict(  # every card left lies in a column in an order that goes home by itself
    base="AS",
    f1="AS 2S 3S 4S 5S 6S 7S 8S 9S",
    f2="AH 2H 3H 4H 5H 6H 7H 8H 9H",
    f3="AD 2D 3D 4D 5D 6D 7D 8D 9D",
    f4="AC 2C 3C 4C 5C 6C 7C 8C 9C",
    c1="KS QH JS TH",
    c2="KH QS JH TS",
    c3="KD QC JD TC",
    c4="KC QD JC TD",
    stock="",
)


def test_finish_is_offered_and_plays_the_rest_home_only_when_asked(window, qtbot):
    assert not window.acts.finish.isEnabled()  # the seed deal at its start: nothing to finish
    window.controller.new_game(position(**ENDGAME))
    assert window.acts.finish.isEnabled()
    assert "press F" in window.table.note.text
    QCoreApplication.processEvents()
    game = window.controller.game
    assert game.moves_made == 0  # never by itself
    score = game.score
    press(window, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: game.is_won)
    assert game.moves_made == 16 and game.score == score + 16 * 5  # scored as if played by hand
    assert "press F" not in window.table.note.text
    qtbot.waitUntil(lambda: window.win_dialog is not None and window.win_dialog.isVisible())


def test_finish_is_animated_card_by_card(window, qtbot):
    window.table.animations = True
    window.controller.new_game(position(**ENDGAME))
    window.table.settle()
    window.acts.finish.trigger()
    assert window.finisher.running
    qtbot.waitUntil(lambda: window.controller.game.moves_made == 1)
    assert not window.controller.game.is_won  # one card home at a time
    qtbot.waitUntil(lambda: window.controller.game.is_won)


def test_a_move_of_the_player_stops_a_finish(window, qtbot):
    window.table.animations = True
    window.controller.new_game(position(**ENDGAME))
    window.acts.finish.trigger()
    qtbot.waitUntil(lambda: window.controller.game.moves_made >= 1)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not window.finisher.running
    assert window.acts.finish.isEnabled()  # offered again


SAFE = dict(base="AS", f1="AS", f2="AH", f3="AD", f4="AC", c1="2H", c2="9C", c3="8D", c4="KS", reserve="5C", waste="")


def test_auto_drop_is_off_by_default_and_sends_home_only_unneeded_cards(window, qtbot):
    assert Storage().settings.auto_drop is False
    window.controller.new_game(position(**SAFE))
    stock = window.table.piles["stock"].area.center()
    click(window, stock)
    QCoreApplication.processEvents()
    game = window.controller.game
    assert game.top("c1").code == "2H"  # off: nothing moves by itself
    window.acts.settings.trigger()
    dialog = window.settings_dialog
    assert "changes how the game plays" in dialog.auto_drop_note.text()
    dialog.auto_drop.click()
    assert window.settings.auto_drop
    click(window, stock)
    qtbot.waitUntil(lambda: game.top("f2").code == "2H")  # both black aces are home: no column needs it
    assert game.top("c3").code == "8D"  # a column may still want the 8♦ (for the 7♣, 7♠)


def test_full_screen_by_f11_remembered_and_left_by_esc(window, qtbot):
    press(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert window.settings.full_screen and window.acts.full_screen.isChecked()
    assert Storage().settings.full_screen  # saved for the next start
    press(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.settings.full_screen and not window.acts.full_screen.isChecked()


def test_a_window_opens_full_screen_when_it_was_left_so(qtbot):
    from canfield.ui.shell.window import MainWindow

    storage = Storage()
    storage.settings.full_screen = True
    storage.save_settings(storage.settings)
    window = MainWindow(code="CF1-D3-AAAAACL", profile="canfield")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(window.isFullScreen)
    assert window.acts.full_screen.isChecked()
    assert window.acts.full_screen in window.acts.view_menu.actions()
