"""What a player expects of the window (issue 12, item 8): rules in the title, a toolbar, an About box,
a New Game dialog that never clips its text (B9), a Statistics note for every player, the winnable
indicator as an option, and a deal opened with a code kept for the next start (B13)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QToolButton

from canfield.ui.dialogs.new_game import NewGameDialog


def _type(widget, text: str) -> None:
    QTest.keyClicks(widget, text)


def _clipped(dialog) -> list[str]:
    """Wrapped labels shown shorter than their text needs at their width."""
    wrapped = [label for label in dialog.findChildren(QLabel) if label.isVisible() and label.wordWrap()]
    return [label.text() for label in wrapped if label.height() < label.heightForWidth(label.width())]


# ----- B9: the New Game dialog after a code error ------------------------------------------------
def test_new_game_dialog_grows_for_a_code_error_and_clips_nothing_after(qtbot):
    dialog = NewGameDialog(3, "canfield")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert _clipped(dialog) == []
    dialog.code.setFocus()
    _type(dialog.code, "CF1-D3-XYZ")  # the review's steps: a bad code, then the right one
    qtbot.waitUntil(lambda: dialog.code_note.text() != "")
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    qtbot.waitUntil(lambda: _clipped(dialog) == [])  # the dialog fits itself once the note is laid out
    dialog.code.clear()
    _type(dialog.code, "CF1-D3-AAAAACL")
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    qtbot.waitUntil(lambda: _clipped(dialog) == [])


# ----- the rules in force ---------------------------------------------------------------------------
def test_the_title_says_the_rules_and_the_draw(window, qtbot):
    assert window.windowTitle() == "Canfield — Rules: Canfield, draw 3"
    from canfield.engine import Game

    window.controller.new_game(Game.new(3, "strict"))
    assert window.windowTitle() == "Canfield — Rules: Strict, draw 3"
    window.controller.new_game(Game.new(1, "canfield"))
    assert window.windowTitle() == "Canfield — Rules: Canfield, draw 1"


# ----- the toolbar ------------------------------------------------------------------------------------
def _button(window, action) -> QToolButton:
    button = window.toolbar.widgetForAction(action)
    assert isinstance(button, QToolButton)
    return button


def test_the_toolbar_has_the_six_buttons_with_our_icons_and_words(window):
    acts = window.acts
    assert window.toolbar.isVisible()
    for action in (acts.new_game, acts.restart, acts.undo, acts.redo, acts.hint, acts.demo):
        button = _button(window, action)
        assert button.isVisible() and button.text() and not action.icon().isNull()
        image = action.icon().pixmap(24, 24).toImage()
        assert any(image.pixelColor(x, y).alpha() > 0 for x in range(24) for y in range(24))  # drawn, not blank
    assert window.toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon


def test_toolbar_buttons_play_undo_and_redo(window, qtbot):
    from tests.ui.mouse import drag_card

    drag_card(window, "QC", "c2")
    assert window.controller.game.moves_made == 1
    QTest.mouseClick(_button(window, window.acts.undo), Qt.MouseButton.LeftButton)
    assert window.controller.game.moves_made == 0
    QTest.mouseClick(_button(window, window.acts.redo), Qt.MouseButton.LeftButton)
    assert window.controller.game.moves_made == 1
    QTest.mouseClick(_button(window, window.acts.hint), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.status.currentMessage().startswith("Hint"))


def test_the_toolbar_hides_from_the_view_menu_and_stays_hidden_next_time(window, qtbot):
    from canfield.storage import Storage
    from canfield.ui.shell.window import MainWindow

    window.acts.show_toolbar.trigger()
    assert not window.toolbar.isVisible() and window.settings.toolbar is False
    assert Storage().settings.toolbar is False
    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    assert not again.toolbar.isVisible() and not again.acts.show_toolbar.isChecked()
    again.acts.show_toolbar.trigger()
    assert again.toolbar.isVisible()


def test_the_toolbar_and_message_line_leave_the_table_room_at_800_by_600(window, qtbot):
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    buttons = [_button(window, a) for a in window.acts.toolbar_actions()]
    qtbot.waitUntil(lambda: all(b.isVisible() for b in buttons))  # all six fit: none hidden behind the » extension
    assert window.view.height() > 380


# ----- the winnable indicator is optional ----------------------------------------------------------
def test_a_setting_hides_the_winnable_indicator(window, qtbot):
    indicator = window.solver.indicator
    assert indicator.label.isVisible()
    window.acts.settings.trigger()
    dialog = window.settings_dialog
    assert dialog.show_winnable.isChecked()
    QTest.mouseClick(dialog.show_winnable, Qt.MouseButton.LeftButton)
    assert window.settings.show_winnable is False
    assert not indicator.label.isVisible() and indicator._task is None
    QTest.mouseClick(dialog.show_winnable, Qt.MouseButton.LeftButton)
    assert indicator.label.isVisible()


# ----- About -----------------------------------------------------------------------------------------
def test_about_says_version_licence_home_page_and_credits(window, qtbot):
    from canfield import __version__

    window.acts.about.trigger()
    dialog = window.about_dialog
    qtbot.waitExposed(dialog)
    text = " ".join(label.text() for label in dialog.findChildren(QLabel))
    for part in (__version__, "MIT License", "https://github.com/canfield-solitaire/canfield", "PySide6"):
        assert part in text
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.icon().isNull()  # words only: no fallback picture
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_the_home_page_is_the_one_in_pyproject():
    import tomllib
    from pathlib import Path

    from canfield.resources import HOME_PAGE, LICENSE_NAME

    project = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["urls"]["Homepage"] == HOME_PAGE
    assert LICENSE_NAME.startswith(project["license"])
    assert (Path(__file__).parents[2] / "LICENSE").read_text(encoding="utf-8").startswith(LICENSE_NAME)


# ----- B13 leftovers ------------------------------------------------------------------------------
def test_the_statistics_note_names_end_attempt_as_a_strict_button(window):
    window.acts.statistics.trigger()
    note = window.statistics_dialog.note.text()
    assert "End Attempt" in note and note.index("Strict") < note.index("End Attempt")


def test_undo_takes_its_move_off_the_counter_and_says_where_undos_are_counted(window):
    from tests.ui.mouse import drag_card

    drag_card(window, "QC", "c2")
    assert window.status.moves.text() == "Moves: 1"
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.status.moves.text() == "Moves: 0"  # the move is taken back, like its points
    assert "Statistics" in window.status.moves.toolTip()
    assert window.session.undos == 1  # counted apart


# ----- the «Double click» setting keeps the seeds' name and says what it does ---------------------
def _double_click_row(dialog) -> tuple[str, str]:
    form = dialog.double_click.parentWidget().layout()  # the Game page's form (player review N5: two pages)
    assert form.labelForField(dialog.double_click_note) is dialog.double_click  # the note is beside it
    return dialog.double_click.text(), dialog.double_click_note.text()


def test_the_double_click_setting_is_named_as_the_seeds_name_it_with_its_meaning_beside(window):
    window.acts.settings.trigger()
    name, note = _double_click_row(window.settings_dialog)
    assert name == "Double click"
    assert "tap" in note and "column" in note and "double-click always" in note


def test_in_romanian_the_setting_is_dublu_clic(qtbot, qapp):
    from canfield.ui import language
    from canfield.ui.dialogs.settings import SettingsDialog

    assert language.install(qapp, "ro") == "ro"
    try:
        from canfield.storage import Settings

        dialog = SettingsDialog(Settings())
        qtbot.addWidget(dialog)
        name, note = _double_click_row(dialog)
        assert name == "Dublu clic" and "dublu clic" in note
    finally:
        language.uninstall(qapp)


def test_new_game_dialog_shows_its_whole_code_hint_and_plain_descriptions(qtbot):
    dialog = NewGameDialog(3, "canfield")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    field = dialog.code
    assert field.width() > field.fontMetrics().horizontalAdvance(field.placeholderText())  # not "— leave empt…"
    notes = [label for label in dialog.findChildren(QLabel) if label.wordWrap() and label is not dialog.code_note]
    assert len(notes) == 3 and all(note.isEnabled() for note in notes)  # descriptions, not disabled choices
