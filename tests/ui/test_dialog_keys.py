"""Dialogs by keyboard (accessibility review F8, F9, F12): the Tab order, what a reader gets on focus, the cue."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox


def _tab_round(qtbot, backwards: bool = False, count: int = 8) -> list[object]:
    """The widgets Tab (or Shift+Tab) reaches, one key at a time, sent to the focused widget as a player's key."""
    modifier = Qt.KeyboardModifier.ShiftModifier if backwards else Qt.KeyboardModifier.NoModifier
    reached = []
    for _ in range(count):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab, modifier)
        reached.append(QApplication.focusWidget())
    return reached


def test_the_draw_group_stays_in_the_tab_order_at_its_checked_choice(window, qtbot):
    """F8: after Down to "1 card", Tab, Down to "Strict", Tab and Shift+Tab never reached the Draw group again."""
    window.acts.new_game.trigger()
    dialog = window.new_game_dialog
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.draw3)
    qtbot.keyClick(dialog.draw3, Qt.Key.Key_Down)
    assert QApplication.focusWidget() is dialog.draw1 and dialog.draw1.isChecked()
    qtbot.keyClick(dialog.draw1, Qt.Key.Key_Tab)
    canfield = dialog.profile_buttons["canfield"]
    assert QApplication.focusWidget() is canfield
    qtbot.keyClick(canfield, Qt.Key.Key_Down)
    strict = dialog.profile_buttons["strict"]
    assert QApplication.focusWidget() is strict and dialog.draw3.isChecked() and not dialog.draw1.isEnabled()
    assert dialog.draw3 in _tab_round(qtbot)
    assert dialog.draw3 in _tab_round(qtbot, backwards=True)
    strict.setFocus()
    qtbot.keyClick(strict, Qt.Key.Key_Up)  # back on Canfield: "1 card" is a choice again, not the checked one
    assert dialog.profile_buttons["canfield"].isChecked() and dialog.draw1.isEnabled()
    reached = _tab_round(qtbot, backwards=True, count=1)
    assert reached == [dialog.draw3]  # the choice made, not the unchecked "1 card (Easy)"
    assert dialog.draw1 not in _tab_round(qtbot)


def _cue_pixels(widget) -> int:
    from canfield.ui.dialogs.focus_cue import CUE_COLOR

    image = widget.grab().toImage()
    cue = CUE_COLOR.rgb()
    return sum(image.pixel(x, y) == cue for x in range(image.width()) for y in range(image.height()))


def test_a_dialog_s_first_control_shows_a_strong_focus_cue_as_it_opens(window, qtbot):
    """F12: no cue on a dialog's first control until a key was pressed; then a thin, pale-blue frame."""
    window.acts.settings.trigger()
    dialog = window.settings_dialog
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and QApplication.focusWidget().window() is dialog)
    first = QApplication.focusWidget()
    assert first is dialog.double_click
    assert _cue_pixels(first) >= 150  # a frame two pixels wide round the words, before any key
    qtbot.keyClick(first, Qt.Key.Key_Tab)
    assert _cue_pixels(first) == 0  # on the focused control only
    assert _cue_pixels(QApplication.focusWidget()) >= 150


def test_a_focused_push_button_shows_the_strong_cue_too(window, qtbot):
    """Fusion draws a button's focus its own way, not as a focus frame: Statistics opened on Close with no cue."""
    window.acts.statistics.trigger()
    dialog = window.statistics_dialog
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and QApplication.focusWidget().window() is dialog)
    close = QApplication.focusWidget()
    assert close is dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert _cue_pixels(close) >= 150  # before any key
    qtbot.keyClick(close, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not close and _cue_pixels(close) == 0  # on the focused control only


def test_tab_into_the_game_code_moves_no_caret_before_the_focus(window, qtbot):
    """F9: Tab into "Game code" was silent in Orca, each first time.

    The field moved its caret (from Qt's -1 to 0) and selected its empty text as the focus came in,
    before the focus was reported; Orca 43 took the caret's move for the focus, silently, and then
    ignored the focus event. What a reader gets on focus: the field focused, named and described,
    and no caret or selection change on the way in.
    """
    from PySide6.QtGui import QAccessible, QInputMethodEvent

    window.acts.new_game.trigger()
    dialog = window.new_game_dialog
    canfield = dialog.profile_buttons["canfield"]
    canfield.setFocus()
    qtbot.waitUntil(canfield.hasFocus)
    changes: list[str] = []
    dialog.code.cursorPositionChanged.connect(lambda *_: changes.append("caret"))
    dialog.code.selectionChanged.connect(lambda: changes.append("selection"))
    qtbot.keyClick(canfield, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.code
    QApplication.sendEvent(dialog.code, QInputMethodEvent())  # the input method's reset on focus (X11)
    field = QAccessible.queryAccessibleInterface(dialog.code)
    assert field.state().focused
    assert field.text(QAccessible.Text.Name) == "Game code (optional)"
    assert field.text(QAccessible.Text.Description) == dialog.code.placeholderText()
    QApplication.processEvents()
    assert changes == []
    # a code typed before is selected for retyping, as Qt does, once the focus is in
    dialog.code.setText("CF1-D3-AAAAACL")
    qtbot.keyClick(dialog.code, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.code
    qtbot.waitUntil(lambda: dialog.code.selectedText() == "CF1-D3-AAAAACL")


def test_settings_or_statistics_asked_for_again_takes_the_keys(window, qtbot):
    """Open behind the table, the dialog came to the front but the keys still went to the table."""
    for action, dialog_of in (
        (window.acts.settings, lambda: window.settings_dialog),
        (window.acts.statistics, lambda: window.statistics_dialog),
    ):
        action.trigger()
        _takes_the_keys(qtbot, dialog_of())
        window.activateWindow()  # the player clicks on the table: the dialog stays open behind it
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        action.trigger()
        _takes_the_keys(qtbot, dialog_of())
        dialog_of().close()


def _takes_the_keys(qtbot, dialog) -> None:
    """Wait until ``dialog`` is the active window and one of its controls has the focus."""

    def active() -> bool:
        focus = QApplication.focusWidget()
        return QApplication.activeWindow() is dialog and focus is not None and focus.window() is dialog

    qtbot.waitUntil(active)
