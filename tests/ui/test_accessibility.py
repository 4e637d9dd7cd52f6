"""A table that speaks, in the player's language: accessible name and description, announcements,
Describe Board, How to Play, the Arabic mirrored window, and the accessibility settings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTextBrowser

from canfield import help as rules_help
from canfield.engine import Game, IllegalMove, Move
from canfield.engine.describe import announce, describe_pile
from canfield.engine.words import explain
from canfield.ui.table.keyboard import TAB_ORDER
from tests.engine.test_game_api import SEED_AFTER_THREE, SEED_START
from tests.ui.conftest import window_in
from tests.ui.keys import go_to, play_by_keys, press


def accessible(widget):
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None and interface.isValid()
    return interface


def said(window) -> list[str]:
    """What the window says from now on (the start-up greeting, said once the table has the focus, is past)."""
    QApplication.processEvents()
    spoken: list[str] = []
    window.messages.told.connect(spoken.append)
    return spoken


def test_table_has_a_name_and_its_description_follows_every_move(window):
    table = accessible(window.view)
    assert table.text(QAccessible.Text.Name) == "Card table"
    assert table.text(QAccessible.Text.Description) == SEED_START
    play_by_keys(window, Move("reserve", "c2", 1))
    assert accessible(window.view).text(QAccessible.Text.Description) == window.controller.game.describe()
    assert accessible(window.view).text(QAccessible.Text.Description) != SEED_START
    play_by_keys(window, Move("reserve", "f1", 1))
    play_by_keys(window, Move("c2", "c4", 2))
    assert accessible(window.view).text(QAccessible.Text.Description) == SEED_AFTER_THREE
    press(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo changes it back
    assert accessible(window.view).text(QAccessible.Text.Description) != SEED_AFTER_THREE


def test_moves_autofill_draws_and_refusals_are_announced_in_one_sentence(window):
    spoken = said(window)
    game = Game.from_code("CF1-D3-AAAAACL", "canfield")
    for move in (Move("reserve", "c2", 1), Move("reserve", "f1", 1), Move("c2", "c4", 2)):
        expected = announce(game.play(move), game)
        play_by_keys(window, move)
        assert spoken[-1] == expected
    assert spoken[-1].startswith("King of hearts and 1 card on it from column 2 to column 4.")
    assert "The reserve fills column 2 with the" in spoken[-1]
    press(window, Qt.Key.Key_D)
    assert spoken[-1].startswith("3 cards turned from the stock;")
    # a refused put-down: the engine's reason, in the player's words
    go_to(window, "c1")
    press(window, Qt.Key.Key_Return)
    go_to(window, "f3")
    press(window, Qt.Key.Key_Return)
    with pytest.raises(IllegalMove) as refusal:
        window.controller.game.copy().play(Move("c1", "f3", 1))
    assert spoken[-1] == explain(refusal.value, "en")
    assert window.status.currentMessage() == spoken[-1]


def test_each_pile_is_a_named_child_of_the_table_and_the_ring_s_pile_is_its_focus(window):
    table = accessible(window.view)
    assert table.childCount() == 11
    names = [table.child(i).text(QAccessible.Text.Name) for i in range(table.childCount())]
    game = window.controller.game
    assert names == [describe_pile(game, pile) for pile in TAB_ORDER]
    assert names[0] == "Stock: 34 cards" and "Column 2: king of hearts" in names
    assert {table.child(i).role() for i in range(11)} == {QAccessible.Role.ListItem}
    assert table.indexOfChild(table.child(7)) == 7
    go_to(window, "c2")
    focus = table.focusChild()
    assert focus.text(QAccessible.Text.Name) == "Column 2: king of hearts" and focus.state().focused
    assert not table.child(0).state().focused
    assert table.childAt(*focus.rect().center().toTuple()).text(QAccessible.Text.Name) == focus.text(
        QAccessible.Text.Name
    )
    play_by_keys(window, Move("reserve", "c2", 1))
    assert table.focusChild().text(QAccessible.Text.Name) == "Column 2: king of hearts, queen of clubs"
    press(window, Qt.Key.Key_Up)  # the ring walks up the fan: the pile's name says which card
    assert table.focusChild().text(QAccessible.Text.Name) == "Column 2: king of hearts and 1 card on it"


def test_focus_moves_are_shown_not_said_and_the_edge_of_the_table_is_said(window):
    spoken = said(window)
    press(window, Qt.Key.Key_Down)  # the ring shows on the pile that has the focus already: said
    assert spoken == ["Stock: 34 cards"]
    press(window, Qt.Key.Key_Down)
    press(window, Qt.Key.Key_Right)
    assert window.status.currentMessage() == "Column 1: 6 of clubs"
    assert spoken == ["Stock: 34 cards"]  # a reader hears the focus change itself: saying it too is twice
    press(window, Qt.Key.Key_Up)
    assert window.access.keyboard.pile == "f1"
    press(window, Qt.Key.Key_Up)
    assert spoken[-1] == "Edge of the table."
    assert window.access.keyboard.pile == "f1"


def test_a_walk_along_a_column_is_said(window):
    """The focus stays on the column's object (Orca ignores name changes of list items): the card is said."""
    play_by_keys(window, Move("reserve", "c2", 1))
    spoken = said(window)
    go_to(window, "c2")
    press(window, Qt.Key.Key_Up)
    assert spoken[-1] == "Column 2: king of hearts and 1 card on it"


def test_a_resumed_game_is_announced_as_resumed(qtbot):
    from canfield.storage import Storage
    from canfield.ui.shell.window import MainWindow

    game = Game.from_code("CF1-D3-AAAAACL", "canfield")
    game.play(Move("reserve", "c2", 1))
    Storage().save_game(game, 10.0, 0, casino=False)
    win = MainWindow()  # the normal start: resumes the saved game
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: win.messages.last == "Game CF1-D3-AAAAACL resumed.")


def test_the_game_at_start_up_is_announced(window, qtbot):
    qtbot.waitUntil(lambda: window.messages.last == "New game CF1-D3-AAAAACL.")
    assert window.status.currentMessage() == ""  # for screen readers: the window shows the code already


def test_describe_board_key_and_menu_action(window):
    spoken = said(window)
    press(window, Qt.Key.Key_B)
    assert spoken[-1] == SEED_START
    assert window.status.currentMessage() != SEED_START  # shown once, over the table (player review B8)
    board = window.access.voice.board_text  # too long for the status bar: shown whole over the table
    assert board.isVisible() and board.text() == SEED_START
    assert window.view.rect().contains(board.geometry())
    press(window, Qt.Key.Key_Escape)  # Esc closes it (B8)
    assert not board.isVisible()
    press(window, Qt.Key.Key_B)
    press(window, Qt.Key.Key_D)
    assert not board.isVisible()
    window.access.describe.trigger()
    assert spoken[-1] == window.controller.game.describe() != SEED_START
    assert window.access.describe in window.acts.play_menu.actions()


def test_f1_shows_how_to_play_for_the_game_s_rules(window, qtbot):
    press(window, Qt.Key.Key_F1)
    dialog = window.access.help_dialog
    assert dialog is not None and dialog.isVisible()
    text = dialog.findChild(QTextBrowser).toPlainText()
    assert text.startswith(QTextBrowserText.of(rules_help.page("canfield", "en"))[:40])
    assert "Enter, Space" in text


class QTextBrowserText:
    """Plain text of an HTML page as a QTextBrowser shows it."""

    @staticmethod
    def of(html: str) -> str:
        browser = QTextBrowser()
        browser.setHtml(html)
        return browser.toPlainText()


# ----- Arabic: the window mirrors ------------------------------------------------
@pytest.fixture
def arabic(qtbot, qapp):
    with window_in(qtbot, qapp, "ar") as win:
        yield win


def test_arabic_window_is_right_to_left_with_stock_and_reserve_on_the_right(arabic):
    assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert arabic.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert arabic.view.isRightToLeft()
    piles = arabic.table.piles
    assert piles["stock"].scenePos().x() > max(piles[f].scenePos().x() for f in ("f1", "f2", "f3", "f4"))
    assert piles["reserve"].scenePos().x() > max(piles[c].scenePos().x() for c in ("c1", "c2", "c3", "c4"))
    assert piles["c1"].scenePos().x() > piles["c4"].scenePos().x()  # columns counted from the right
    # the waste fans leftwards, away from the stock, and nothing is drawn mirrored
    for card in arabic.table.cards.values():
        assert card.transform().isIdentity() and card.sceneTransform().m11() > 0
    assert arabic.view.transform().m11() > 0


def test_arabic_words_everywhere(arabic):
    game = arabic.controller.game
    assert accessible(arabic.view).text(QAccessible.Text.Description) == game.describe("ar")
    assert game.describe("ar").startswith("مجموعة السحب")
    assert arabic.acts.game_menu.title() != "&Game"  # translated by the .qm
    spoken = said(arabic)
    go_to(arabic, "c1")
    press(arabic, Qt.Key.Key_Return)
    go_to(arabic, "c3")
    press(arabic, Qt.Key.Key_Return)
    with pytest.raises(IllegalMove) as refusal:
        game.copy().play(Move("c1", "c3", 1))
    assert spoken[-1] == explain(refusal.value, "ar")
    assert arabic.statusBar().currentMessage() == explain(refusal.value, "ar")


def test_keyboard_arrows_follow_the_mirrored_table(arabic):
    keyboard = arabic.access.keyboard
    go_to(arabic, "c2")
    press(arabic, Qt.Key.Key_Left)  # in Arabic, column 3 is to the left of column 2
    assert keyboard.pile == "c3"
    press(arabic, Qt.Key.Key_Right)
    assert keyboard.pile == "c2"


# ----- settings -------------------------------------------------------------------------
def test_accessibility_settings_apply_at_once_and_are_saved(window, qtbot):
    from canfield.storage import Storage

    window.acts.appearance.trigger()  # the aids to sight are on the Appearance page (issue 42)
    dialog = window.appearance_dialog
    normal_w = window.table.layout.card_w
    dialog.larger_cards.setChecked(True)
    assert window.table.layout.card_w > normal_w * 1.1
    assert window.table.cards[window.controller.game.top("c1")].boundingRect().width() == window.table.layout.card_w
    dialog.high_contrast.setChecked(True)
    assert window.table.painter.style.high_contrast and window.view.high_contrast
    image = window.view.grab().toImage()
    assert QColor(image.pixel(3, image.height() - 3)) == QColor("#000000")  # the black felt
    dialog.accept()
    window.acts.settings.trigger()
    window.settings_dialog.motion.setChecked(False)  # reduced motion: the one motion setting off
    assert window.table.animations is False
    saved = Storage().settings
    assert (saved.larger_cards, saved.high_contrast, saved.motion) == (True, True, False)


def test_choosing_a_language_applies_when_settings_close_and_the_game_goes_on(window, qtbot, qapp):
    from canfield.storage import Storage
    from canfield.ui import language

    play_by_keys(window, Move("reserve", "c2", 1))
    position = window.controller.game.describe()
    window.acts.settings.trigger()
    dialog = window.settings_dialog
    assert "close Settings" in dialog.language_note.text()
    index = dialog.language.findData("hy")
    assert dialog.language.itemText(index) == "Հայերեն"
    assert dialog.language.itemData(0) == "" and "English" in dialog.language.itemText(0)
    try:
        dialog.language.setCurrentIndex(index)
        assert window.reopened is None  # not yet: the list may still be browsed
        dialog.close()
        qtbot.waitUntil(lambda: window.reopened is not None and not window.isVisible())
        armenian = window.reopened
        assert Storage().settings.language == "hy" and language.current() == "hy"
        assert armenian.isVisible() and armenian.lang == "hy"
        assert armenian.acts.game_menu.title() not in ("&Game", "")
        assert armenian.controller.game.describe() == position  # the same game goes on
        assert armenian.controller.game.can_undo
        assert accessible(armenian.view).text(QAccessible.Text.Description) == armenian.controller.game.describe("hy")
        assert armenian.settings_dialog is None  # closed by the player: not opened again
    finally:
        if window.reopened is not None:
            window.reopened.close()  # deletes itself on close
        language.uninstall(qapp)


def test_the_language_list_can_be_browsed_with_the_arrows(window, qtbot, qapp):
    """F4: each Down in the Language list rebuilt the whole window in that language and sent the focus
    back to the first check box. Now the arrows browse; leaving the list (Tab) applies the language."""
    from canfield.storage import Storage
    from canfield.ui import language

    window.acts.settings.trigger()
    dialog = window.settings_dialog
    dialog.activateWindow()
    dialog.language.setFocus()
    qtbot.waitUntil(dialog.language.hasFocus)
    try:
        for _ in range(4):  # English, العربية, Română, Русский
            QTest.keyClick(dialog.language, Qt.Key.Key_Down)
            QApplication.processEvents()
        assert dialog.language.currentData() == "ru"
        assert window.reopened is None and window.isVisible() and dialog.language.hasFocus()
        assert Storage().settings.language == ""
        QTest.keyClick(dialog.language, Qt.Key.Key_Tab)
        qtbot.waitUntil(lambda: window.reopened is not None and not window.isVisible())
        russian = window.reopened
        assert russian.lang == "ru" and Storage().settings.language == "ru"
        qtbot.waitUntil(lambda: russian.settings_dialog is not None and russian.settings_dialog.isVisible())
        assert russian.settings_dialog.language.currentData() == "ru"
        qtbot.waitUntil(russian.settings_dialog.language.hasFocus)  # back on the list, not the first box
    finally:
        if window.reopened is not None:
            window.reopened.close()
        language.uninstall(qapp)


def test_language_setting_is_used_at_the_next_start(qtbot, qapp):
    from canfield.storage import Storage
    from canfield.ui import language
    from canfield.ui.shell.window import MainWindow

    store = Storage()
    store.settings.language = "ru"
    store.save_settings(store.settings)
    try:
        assert language.install(qapp, Storage().settings.language) == "ru"
        win = MainWindow(code="CF1-D3-AAAAACL", profile="canfield", storage=Storage())
        qtbot.addWidget(win)
        win.finish_building()  # the access layer comes after the first frame, and this window is not shown
        assert win.lang == "ru" and win.controller.game.describe("ru") in accessible(win.view).text(
            QAccessible.Text.Description
        )
        assert win.access.how_to_play.text() != "&How to Play"
        assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    finally:
        language.uninstall(qapp)
    assert language.current() == "en"


def test_the_mouse_plays_on_the_mirrored_table(arabic):
    from tests.ui.mouse import click, drag_card

    drag_card(arabic, "QC", "c2")
    assert arabic.controller.game.top("c2").code == "QC"
    stock = len(arabic.controller.game.pile("stock"))
    click(arabic, arabic.table.piles["stock"].area.center())
    assert len(arabic.controller.game.pile("stock")) == stock - 3


def test_one_channel_per_reader_the_announcement_or_the_focused_pile(window, monkeypatch):
    """A reader that asked for announcements gets only those; any other hears the focused pile's description."""
    speaker = window.access.voice.speaker
    told, announced = [], []
    monkeypatch.setattr(window.access.table, "tell", told.append)
    monkeypatch.setattr(speaker, "_announce", lambda text, assertive: announced.append(text))
    window.messages.tell("Put back.")
    assert (told, announced) == (["Put back."], [])
    window.access.readers.announcements = True
    window.messages.tell("Put back.")
    assert (told, announced) == (["Put back."], ["Put back."])


REGISTERED = """method return time=1.5 sender=org.a11y.atspi.Registry -> destination=:1.12 serial=9
   array [
      struct {
         string ":1.8"
         string "Object:StateChanged:Focused"
      }
      struct {
         string ":1.9"
         string "Object:Announcement:"
      }
   ]
"""


def test_the_clients_that_listen_for_announcements_are_found():
    from canfield.ui.access.readers import announcement_listeners

    assert announcement_listeners(REGISTERED) == [":1.9"]
    assert announcement_listeners(REGISTERED.replace("Announcement", "TextChanged")) == []


@pytest.fixture
def a_reader(tmp_path):
    """A running process named as a known screen reader is (a copy of sleep called orca)."""
    import shutil
    import subprocess
    import time
    from pathlib import Path

    program = tmp_path / "orca"
    shutil.copy(shutil.which("sleep"), program)
    process = subprocess.Popen([str(program), "60"])
    comm = Path(f"/proc/{process.pid}/comm")
    for _ in range(1000):  # until the child has become the program (Popen may return before)
        if comm.read_text().strip() == "orca":
            break
        time.sleep(0.01)
    yield process.pid
    process.kill()
    process.wait()


@pytest.mark.parametrize("who", ["logger", "reader"])
def test_only_a_screen_reader_listening_for_announcements_turns_them_on(qapp, monkeypatch, a_reader, who):
    """F3: an event logger or test tool listening for announcements made the game send only those,
    which Orca 43 never speaks. Now the listener's process is asked: only a known reader counts."""
    import os

    from canfield.ui.access import readers

    pid = a_reader if who == "reader" else os.getpid()  # this test: a python, not a screen reader
    answers = {readers.REGISTRY: REGISTERED, readers.BUS: f"method return\n   uint32 {pid}\n"}
    found = readers.Readers()
    monkeypatch.setattr(found, "_ask", lambda call, args, then: then(0, answers[call]))
    found._address = "unix:path=/nowhere"
    found._read_registry(0, REGISTERED)
    assert found.announcements is (who == "reader")


def test_a_reader_can_say_which_channel_it_speaks(qapp, monkeypatch):
    from canfield.ui.access import readers

    monkeypatch.setenv(readers.OVERRIDE, "1")
    assert readers.Readers().announcements
    monkeypatch.setenv(readers.OVERRIDE, "0")
    assert not readers.Readers().announcements


# ----- the other widgets a screen reader meets ------------------------------------------
def test_dialogs_and_status_bar_children_are_named_and_described(window, qtbot):
    from PySide6.QtWidgets import QSizeGrip, QToolButton

    from canfield.ui.dialogs.new_game import profile_texts

    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.new_game_dialog
    for name, button in dialog.profile_buttons.items():  # the rule explanation is read with its radio
        assert accessible(button).text(QAccessible.Text.Description) == profile_texts()[name][1]
    assert accessible(dialog.code).text(QAccessible.Text.Name) == "Game code (optional)"
    assert accessible(dialog.code).text(QAccessible.Text.Description).startswith("e.g. CF1-D3-AAAAACL")
    assert [accessible(b).text(QAccessible.Text.Name) for b in dialog.code.findChildren(QToolButton)] == [
        "Clear the game code"
    ]
    dialog.reject()
    window.acts.statistics.trigger()
    stats = window.statistics_dialog
    assert accessible(stats.tabs).text(QAccessible.Text.Name) == "Statistics"
    assert [accessible(t).text(QAccessible.Text.Name) for t in (stats.table, stats.recent)] == [
        "By Mode",
        "Recent Games",
    ]
    assert all(accessible(t).text(QAccessible.Text.Description) for t in (stats.table, stats.recent))
    grips = window.status.findChildren(QSizeGrip)
    assert grips and all(accessible(g).text(QAccessible.Text.Name) == "Resize the window" for g in grips)


def test_the_clock_is_read_as_shown_without_renaming_itself(window, qtbot):
    clock = window.status.time
    assert clock.accessibleName() == "Time"  # a label without a name sends a name change per tick
    clock.setText("Time: 1:23")
    assert accessible(clock).text(QAccessible.Text.Name) == "Time: 1:23"
    assert clock.accessibleName() == "Time"


def test_the_winnable_indicator_is_plain_text(window, qtbot):
    """A rich-text label made Qt send text events for an interface without text (the atspi warning)."""
    from canfield.ui.solving.status import WinnableLabel

    label = WinnableLabel()
    label.show_state("winnable")
    assert label.textFormat() == Qt.TextFormat.PlainText and label.text() == "winnable"
    assert accessible(label).text(QAccessible.Text.Name) == "Winnable: winnable"
    assert accessible(label).text(QAccessible.Text.Description) == "The solver found a way to win from here."


def test_readers_off_linux_use_announcements_and_ask_no_bus(qapp, monkeypatch):
    """Windows and macOS have no AT-SPI registry: Qt gives announcements to UIA / NSAccessibility."""
    import sys

    from canfield.ui.access import readers

    monkeypatch.setattr(sys, "platform", "win32")
    asked = []
    monkeypatch.setattr(readers, "_bus_address", lambda: asked.append(1) or "")
    found = readers.Readers()
    assert found.announcements
    found.refresh()
    assert asked == [] and found._process is None


def test_readers_without_qt_dbus_do_not_fail(qapp, monkeypatch):
    """A bundle may leave out PySide6.QtDBus: then there is no bus to ask, and nothing breaks."""
    import builtins

    from canfield.ui.access import readers

    real_import = builtins.__import__

    def no_dbus(name, *args, **kwargs):
        if name == "PySide6.QtDBus":
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_dbus)
    assert readers._bus_address() == ""
