"""Every sentence the window shows is spoken once, whatever started it (issue 27, accessibility review F1, F2, F5).

What a screen reader is sent is read at the table's accessible events (``_pile_event``): a focus event
for the ring's pile, and the description change that carries a sentence (the channel Orca 43 speaks).
A sentence sent while the reader is still on a menu item or a dialog's button is dropped by Orca, so
each one told from a menu or a dialog must come after the table's focus is reported again.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from canfield.engine import Game, Move
from canfield.engine.describe import announce
from tests.engine.positions import position
from tests.ui.keys import press
from tests.ui.mouse import drag_card
from tests.ui.test_player_bugs import WON_LINE

FOCUS = "focus"


@pytest.fixture
def heard(window, qtbot, monkeypatch):
    """What a screen reader on the bus would be sent from now on: FOCUS, and each sentence, in order."""
    from canfield.ui.access import table_access

    monkeypatch.setattr(table_access, "reader_active", lambda: True, raising=False)
    events: list[str] = []
    table = window.access.table

    def pile_event(kind) -> None:
        if kind == QAccessible.Event.Focus:
            events.append(FOCUS)
        elif table.message:
            events.append(table.message)

    monkeypatch.setattr(table, "_pile_event", pile_event)
    window.activateWindow()
    qtbot.waitUntil(window.view.hasFocus)
    # the table's first focus report (and the greeting); it may have come while the window was being
    # built just after its first frame (conftest's window waits for all of it)
    qtbot.waitUntil(lambda: FOCUS in events or table.focus_stays())
    QApplication.processEvents()
    events.clear()
    return events


def _sentences(events: list[str]) -> list[str]:
    return [event for event in events if event != FOCUS]


def test_a_hint_and_looking_for_it_are_spoken(window, heard, qtbot):
    """F1: H showed the hint on the message line only."""
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.messages.current.startswith("Hint: "))
    spoken = _sentences(heard)
    assert spoken[-1] == window.messages.current
    assert all(spoken.count(text) == 1 for text in spoken)  # once each


def test_undo_from_the_edit_menu_is_spoken_after_the_focus_comes_back(window, heard, qtbot):
    """F2: the sentence was sent while the reader was on the menu item, and dropped."""
    game = Game.from_code("CF1-D3-AAAAACL")
    drag_card(window, "QC", "c2")
    move = game.play(Move("reserve", "c2", 1))
    heard.clear()
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.acts.edit_menu)
    qtbot.keyClick(window.acts.edit_menu, Qt.Key.Key_Return)  # Undo, the menu's first item
    game.undo()
    taken_back = "Taken back: " + announce(move, game, capital=False)
    qtbot.waitUntil(lambda: taken_back in heard)
    assert heard.index(FOCUS) < heard.index(taken_back)
    assert _sentences(heard) == [taken_back]


def test_a_new_game_from_its_dialog_is_spoken_after_the_focus_comes_back(window, heard, qtbot):
    """F2: "New game …" after the New Game dialog was sent while the reader was on its OK button."""
    qtbot.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    qtbot.waitUntil(lambda: not window.view.hasFocus())
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.game.code != "CF1-D3-AAAAACL")
    said = f"New game {window.controller.game.code}."
    assert said not in heard  # not while the reader is still on the dialog
    window.activateWindow()  # as the window manager does (offscreen Qt has none)
    qtbot.waitUntil(lambda: said in heard)
    assert heard.index(FOCUS) < heard.index(said)
    assert _sentences(heard) == [said]


def test_copying_the_code_and_the_demo_are_spoken(window, heard, qtbot):
    """F5: "Game code … copied." and the demo's start and stop were shown only."""
    qtbot.keyClick(window.view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert _sentences(heard) == ["Game code CF1-D3-AAAAACL copied."]
    heard.clear()
    window.acts.demo.trigger()
    qtbot.waitUntil(lambda: window.solver.demo.running)
    qtbot.waitUntil(lambda: any(text.startswith("Demo") for text in _sentences(heard)))
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: "Demo stopped." in heard)


def test_the_game_code_error_is_the_field_s_description(window, qtbot):
    """F5: the red error under "Game code" was a separate label, linked to nothing: Orca said nothing."""
    from PySide6.QtTest import QTest

    window.acts.new_game.trigger()
    dialog = window.new_game_dialog
    QTest.keyClicks(dialog.code, "ZZ")
    description = QAccessible.queryAccessibleInterface(dialog.code).text(QAccessible.Text.Description)
    assert description == dialog.code_note.text() and "'ZZ' is not a game code" in description
    dialog.code.clear()
    assert dialog.code.accessibleDescription() == dialog.code.placeholderText()


def test_tab_leaves_the_statistics_tables(window, qtbot):
    """F7: Tab went cell by cell through all 44 cells of the table before it left it."""
    window.acts.statistics.trigger()
    dialog = window.statistics_dialog
    dialog.activateWindow()
    dialog.table.setFocus()
    qtbot.waitUntil(dialog.table.hasFocus)
    qtbot.keyClick(dialog.table, Qt.Key.Key_Tab)
    assert not dialog.table.hasFocus()
    assert not dialog.recent.tabKeyNavigation()


def test_a_redo_is_said_as_a_redo(window, heard, qtbot):
    """F11: a redo was said exactly like a new move."""
    game = Game.from_code("CF1-D3-AAAAACL")
    drag_card(window, "QC", "c2")
    move = game.play(Move("reserve", "c2", 1))
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    heard.clear()
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert _sentences(heard) == ["Redone: " + announce(move, game, capital=False)]


def test_how_to_play_names_the_keys_a_blind_player_needs(qapp):
    """F12: the Keys list left out D, T, B, H and Ctrl+Z."""
    from canfield.ui.dialogs.help import keys_html

    keys = keys_html()
    for key in ("D", "T", "B", "H", "Ctrl+Z, Ctrl+Shift+Z"):
        assert f"<b>{key}</b>" in keys


def test_how_to_play_says_how_to_take_a_foundation_card_back_by_keyboard(qapp):
    """F12: the page said a foundation card "can be dragged back", with no word of the keyboard."""
    from canfield.ui.dialogs.help import keys_html

    assert "<b>Enter on a foundation</b>: pick up its top card to take it back;" in keys_html()


# ----- issue 26's features: pause, full screen, sound, Finish, auto-drop, the win screen ---------------


def test_the_pause_cover_says_paused_as_the_focus_and_going_on_is_said_once(window, heard, qtbot):
    """Going on from a pause was silent: the cover went, the clock ran, the reader heard only a pile."""
    press(window, Qt.Key.Key_P)
    cover = QApplication.focusWidget()
    assert cover is window.pauser.cover  # the reader's focus: "Paused" and how to go on
    interface = QAccessible.queryAccessibleInterface(cover)
    assert interface.text(QAccessible.Text.Name) == "Paused"
    assert interface.text(QAccessible.Text.Description).startswith("The clock is stopped.")
    assert _sentences(heard) == []  # said once, by the focus, not a second time on the table
    qtbot.keyClick(cover, Qt.Key.Key_Space)
    going_on = "Playing again: the clock runs."
    qtbot.waitUntil(lambda: going_on in heard)
    assert heard.index(FOCUS) < heard.index(going_on)  # told on the table, once the reader is back there
    assert _sentences(heard) == [going_on]


def test_full_screen_and_sound_are_said(window, heard, qtbot):
    """F11, Esc and M changed the window without a word for a blind player."""
    press(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    press(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    was = window.settings.sound
    press(window, Qt.Key.Key_M)
    press(window, Qt.Key.Key_M)
    sound = ["Sound off.", "Sound on."] if was else ["Sound on.", "Sound off."]
    assert _sentences(heard) == ["Full screen: press Esc or F11 to leave it.", "Full screen off.", *sound]
    assert window.messages.current == sound[-1]  # shown too


def test_the_finish_offer_once_and_the_finish_in_one_sentence(window, heard, qtbot):
    """The offer was drawn on the table only; the Finish was sixteen sentences 200 ms apart, each cut short."""
    from tests.ui.test_finish import ENDGAME

    window.controller.new_game(position(**ENDGAME))
    offer = "Every card left can go home: press F (Play\u00a0▸\u00a0Finish) to play them home."
    assert _sentences(heard)[1:] == [offer]  # after "New game …"
    heard.clear()
    window.controller.new_game(position(**ENDGAME))
    assert _sentences(heard)[1:] == [offer]  # a new offer, said again
    game = window.controller.game
    heard.clear()
    press(window, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: game.is_won)
    qtbot.waitUntil(lambda: bool(_sentences(heard)))
    (said,) = _sentences(heard)
    assert said.startswith("Finished: 16 cards played home. ")
    assert said.endswith("you won!")
    assert said.endswith(window.messages.current)  # each move was shown on the line; the last one is said


def test_an_auto_drop_run_is_said_after_the_move_in_one_sentence(window, heard, qtbot):
    """Auto-drops were said one by one, each cutting the one before short."""
    from tests.ui.test_finish import SAFE

    window.settings.auto_drop = True
    window.controller.new_game(position(**SAFE))
    game = window.controller.game
    heard.clear()
    press(window, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: game.top("f2").code == "2H")
    qtbot.waitUntil(lambda: len(_sentences(heard)) == 2)
    drawn, dropped = _sentences(heard)
    assert "turned from the stock" in drawn
    assert dropped.startswith("Sent home by auto-drop: ") and "2 of hearts" in dropped


def test_the_win_screen_is_read_as_it_opens(window, qtbot):
    """The win screen's figures were plain labels: a reader said "You won! dialog, Play Again button" only."""
    from tests.ui.test_win_screen import _win_by_drag

    _win_by_drag(window, WON_LINE)
    screen = window.win_dialog
    qtbot.waitUntil(screen.isVisible)
    interface = QAccessible.queryAccessibleInterface(screen)
    assert interface.text(QAccessible.Text.Name) == "You won!"
    description = interface.text(QAccessible.Text.Description)
    assert "Score: 255" in description and "Cards home: 52/52" in description and "CF1-D3-AAAAACL" in description
    screen.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is screen.play_again)
