"""New Game dialog, Settings dialog, the win and the strict stall."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from canfield.engine import Move
from canfield.ui.dialogs.new_game import NewGameDialog
from tests.engine.test_stall import stuck
from tests.ui.mouse import card_item, click, drag, drop_point, grab_point

WON_LINE = [Move.parse(t) for t in (Path(__file__).parents[1] / "data" / "won_line_AAAAACL.txt").read_text().split()]


def _ok(dialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_new_game_dialog_choices(qtbot):
    dialog = NewGameDialog(3, "canfield")
    qtbot.addWidget(dialog)
    assert dialog.draw3.isChecked() and dialog.draw3.text() == "3 cards (Hard)"
    dialog.draw1.setChecked(True)
    game = dialog.game()
    assert game.draw == 1 and game.rules.name == "canfield"
    dialog.profile_buttons["strict"].setChecked(True)  # strict is draw 3 only
    assert dialog.draw == 3 and not dialog.draw1.isEnabled()
    game = dialog.game()
    assert game.rules.name == "strict" and game.draw == 3
    dialog.profile_buttons["classic"].setChecked(True)
    assert dialog.game().rules.name == "classic"


def test_new_game_dialog_code_entry(qtbot):
    dialog = NewGameDialog(3, "canfield")
    qtbot.addWidget(dialog)
    QTest.keyClicks(dialog.code, "CF1-D3-AAAA")
    assert not _ok(dialog).isEnabled()
    assert "7 letters" in dialog.code_note.text()
    QTest.keyClicks(dialog.code, "ACL")
    assert _ok(dialog).isEnabled()
    assert dialog.game().code == "CF1-D3-AAAAACL"
    dialog.code.setText(" cf1-d1-aaaaacl ")
    assert _ok(dialog).isEnabled() and dialog.draw == 1
    dialog.profile_buttons["strict"].setChecked(True)  # a draw-1 code under draw-3-only rules
    assert not _ok(dialog).isEnabled() and "draw 3" in dialog.code_note.text()
    dialog.code.clear()
    assert _ok(dialog).isEnabled()


def test_new_game_action_opens_dialog_and_starts_the_code(window, qtbot):
    window.acts.new_game.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.code.setText("CF1-D1-AAAAAAB")
    QTest.mouseClick(_ok(dialog), Qt.MouseButton.LeftButton)
    assert window.controller.game.code == "CF1-D1-AAAAAAB"
    assert window.status.code.text() == "CF1-D1-AAAAAAB"
    assert window.controller.game.moves_made == 0


def test_new_game_keyboard_shortcut_and_cancel(window):
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.new_game_dialog
    assert dialog.isVisible()
    dialog.reject()
    assert window.controller.game.code == "CF1-D3-AAAAACL"


def test_settings_apply_and_save_at_once(window, qtbot):
    saved = []
    window.storage.save_settings = lambda s: saved.append((s.motion, s.table_color)) or True
    window.acts.settings.trigger()
    dialog = window.settings_dialog
    assert dialog.double_click.isChecked() and dialog.motion.isChecked()
    dialog.double_click.setChecked(False)
    assert window.controller.double_click is False and window.settings.double_click is False
    dialog.motion.setChecked(False)
    assert window.table.animations is False
    dialog.default_draw.setCurrentIndex(dialog.default_draw.findData(1))
    assert window.settings.default_draw == 1
    window.acts.appearance.trigger()  # the look is on its own page, and applies at once too
    looks = window.appearance_dialog
    looks.table_color.setCurrentIndex(looks.table_color.findData("blue"))
    assert window.view._table_color == "blue"
    looks.card_back.setCurrentIndex(looks.card_back.findData("red"))
    assert window.table.painter.style.back == "red"
    looks.four_color.setChecked(True)
    assert window.table.painter.style.four_color
    assert saved[-1] == (False, "blue") and len(saved) == 6


def test_failed_save_is_said_and_game_goes_on(window):
    window.storage.save_settings = lambda s: False
    window.acts.settings.trigger()
    window.settings_dialog.sound.setChecked(False)
    assert "could not be saved" in window.statusBar().currentMessage()


def test_win_celebration_skippable_then_summary_and_new_game(window, qtbot):
    window.table.animations = True
    controller = window.controller
    for move in WON_LINE[:-1]:
        controller.game.play(move)
    window.table.sync()
    last = WON_LINE[-1]
    top = controller.game.pile(last.source)[-1]
    drag(window, grab_point(card_item(window, top.code)), drop_point(window, last.target))
    assert controller.game.is_won
    assert window.table.celebrating
    QTest.qWait(50)
    click(window, window.table.sceneRect().center())  # a click skips it
    assert not window.table.celebrating
    dialog = window.win_dialog
    assert dialog is not None and dialog.isVisible()
    assert "255" in dialog.text() and "CF1-D3-AAAAACL" in dialog.text()
    assert all(window.table.sceneRect().contains(i.card_rect()) for i in window.table.cards.values())
    QTest.mouseClick(dialog.play_again, Qt.MouseButton.LeftButton)
    assert controller.game.moves_made == 0 and not controller.game.is_won


def test_celebration_runs_to_its_end_without_a_click(window, qtbot):
    window.table.animations = True
    for move in WON_LINE:
        window.controller.play(move) if move is WON_LINE[-1] else window.controller.game.play(move)
    qtbot.waitUntil(lambda: window.win_dialog is not None and window.win_dialog.isVisible())
    assert not window.table.celebrating


def test_strict_stall_is_announced_with_end_attempt_and_undo(window):
    window.controller.new_game(stuck())
    stock = window.table.piles["stock"].area.center()
    for _ in range(20):  # draw, draw, turn the waste over: the pass repeats and nothing can play
        click(window, stock)
        if window.stall_dialog is not None:
            break
    assert window.controller.game.moves_made == 3
    dialog = window.stall_dialog
    assert dialog is not None and dialog.isVisible()
    moves = window.controller.game.moves_made
    QTest.mouseClick(dialog.undo, Qt.MouseButton.LeftButton)
    assert window.controller.game.moves_made == moves - 1
    click(window, window.table.piles["stock"].area.center())  # the same recycle: stalled again
    dialog = window.stall_dialog
    assert dialog.isVisible()
    QTest.mouseClick(dialog.end_attempt, Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert game.moves_made == 0 and game.rules.name == "strict"
    # how the attempt ended is told (shown and spoken), naming the next deal (player review B12)
    assert window.messages.last.startswith("Attempt ended with") and game.code in window.messages.last


def test_settings_persist_between_runs(qtbot, tmp_path):
    from canfield.storage import Storage
    from canfield.ui.shell.window import MainWindow

    first = MainWindow(code="CF1-D3-AAAAACL", storage=Storage(tmp_path))
    qtbot.addWidget(first)
    first.acts.settings.trigger()
    first.settings_dialog.double_click.setChecked(False)
    first.acts.appearance.trigger()
    first.appearance_dialog.card_back.setCurrentIndex(first.appearance_dialog.card_back.findData("green"))
    first.appearance_dialog.accept()
    first.resize(760, 650)  # within the 800×800 offscreen screen (a bigger size shrinks to fit)
    first.close()
    second = MainWindow(storage=Storage(tmp_path))
    qtbot.addWidget(second)
    assert second.settings.card_back == "green" and second.table.painter.style.back == "green"
    assert second.controller.double_click is False
    assert (second.width(), second.height()) == (760, 650)


def test_damaged_settings_are_reported_once_without_blocking(qtbot, tmp_path):
    from canfield.storage import Storage
    from canfield.storage.paths import SETTINGS_FILE
    from canfield.ui.shell.window import MainWindow

    (tmp_path / SETTINGS_FILE).write_text("{ not json")
    window = MainWindow(storage=Storage(tmp_path))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.notice is not None and window.notice.isVisible())
    assert window.notice.text()
    assert window.settings.double_click is True  # defaults, and the game goes on


def test_strict_stall_asks_once_through_later_clicks_and_recycles(window):
    # Before the fix: asked again at every recycle, and `stalled` was emitted on every click while stalled.
    window.controller.new_game(stuck())
    asked = []
    window.controller.stalled.connect(lambda: asked.append(window.controller.game.moves_made))
    stock = window.table.piles["stock"].area.center()
    for _ in range(3):  # draw, draw, recycle: stalled
        click(window, stock)
    assert asked == [3] and window.stall_dialog.isVisible()
    window.stall_dialog.reject()
    for _ in range(9):  # three more passes
        click(window, stock)
    assert window.controller.game.stalled and window.controller.game.moves_made == 12
    assert asked == [3]


def test_a_language_switch_leaves_one_settings_dialog(window, qtbot, qapp):
    # Player review B7: the first window's Settings dialog stayed open behind the new window, with stale values.
    from PySide6.QtWidgets import QApplication
    from shiboken6 import isValid

    from canfield.storage import Storage
    from canfield.ui import language
    from canfield.ui.dialogs.settings import SettingsDialog

    def open_settings() -> list:
        return [w for w in QApplication.topLevelWidgets() if isinstance(w, SettingsDialog) and w.isVisible()]

    window.acts.settings.trigger()
    first = window.settings_dialog
    windows = [window]
    try:
        for lang in ("ar", ""):  # Arabic, then back to the system's language
            dialog = windows[-1].settings_dialog
            dialog.activateWindow()
            dialog.language.setFocus()
            qtbot.waitUntil(dialog.language.hasFocus)
            dialog.language.setCurrentIndex(dialog.language.findData(lang))
            QTest.keyClick(dialog.language, Qt.Key.Key_Tab)  # chosen by leaving the list: Settings stays open
            qtbot.waitUntil(lambda: windows[-1].reopened is not None)
            windows.append(windows[-1].reopened)
            qtbot.waitUntil(lambda: len(open_settings()) == 1)
            assert open_settings() == [windows[-1].settings_dialog]
        assert not isValid(first) or not first.isVisible()
        assert Storage().settings.language == ""
    finally:
        for win in windows[1:]:
            if isValid(win):
                win.close()
        language.uninstall(qapp)


def test_new_game_and_restart_ask_before_ending_a_game_in_progress(window, qtbot):
    # Player review B5: New Game and Restart threw away a game with moves and recorded a loss, unasked.
    from canfield.storage import Storage
    from tests.ui.keys import press
    from tests.ui.mouse import drag_card

    drag_card(window, "QC", "c2")  # a game with a move
    game = window.controller.game
    press(window, Qt.Key.Key_F5)  # Restart
    dialog = window.abandon_dialog
    assert dialog is not None and dialog.isVisible() and "not won" in dialog.informativeText()
    QTest.mouseClick(dialog.keep, Qt.MouseButton.LeftButton)
    assert window.controller.game is game and game.moves_made == 1
    press(window, Qt.Key.Key_F5)
    QTest.mouseClick(window.abandon_dialog.end_game, Qt.MouseButton.LeftButton)
    assert window.controller.game is not game and window.controller.game.moves_made == 0
    assert Storage().stats["canfield-d3"].played == 1  # the ended game counts, not won


def test_dont_ask_again_is_a_setting(window, qtbot):
    from canfield.storage import Storage
    from tests.ui.keys import press

    window.controller.play(Move("reserve", "c2"))
    press(window, Qt.Key.Key_F5)
    dialog = window.abandon_dialog
    dialog.dont_ask.setChecked(True)
    QTest.mouseClick(dialog.end_game, Qt.MouseButton.LeftButton)
    assert Storage().settings.ask_before_abandoning is False
    window.controller.play(Move("reserve", "c2"))
    asked = window.abandon_dialog
    press(window, Qt.Key.Key_F5)  # not asked any more: restarted at once
    assert window.abandon_dialog is asked and window.controller.game.moves_made == 0
    window.acts.settings.trigger()
    assert not window.settings_dialog.ask_before_abandoning.isChecked()


def test_a_code_from_new_game_over_a_game_in_progress_asks_first(window):
    from tests.ui.mouse import drag_card

    drag_card(window, "QC", "c2")
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.new_game_dialog
    dialog.code.setText("CF1-D1-AAAAAAB")
    QTest.mouseClick(_ok(dialog), Qt.MouseButton.LeftButton)
    assert window.controller.game.code == "CF1-D3-AAAAACL"  # not yet: the question is open
    QTest.mouseClick(window.abandon_dialog.end_game, Qt.MouseButton.LeftButton)
    assert window.controller.game.code == "CF1-D1-AAAAAAB"
