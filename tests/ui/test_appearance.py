"""Issue 42 item 3: View ▸ Appearance, the look on one page with a live preview, driven by real keys and clicks.

Each change applies at once (the preview and the table behind), OK keeps it, Cancel and Esc put back the
look the page opened with; the choices are remembered, the screen reader names each, and the page fits
an 800 × 600 screen in every language.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from canfield.i18n import SUPPORTED
from canfield.storage import FaceDesign, Storage
from tests.ui.conftest import show_whole, window_in
from tests.ui.contrast import opaque, rgb
from tests.ui.keys import press
from tests.ui.test_settings_fits import ROOM_H, ROOM_W


def _open(window, qtbot):
    """View ▸ Appearance by its key, Ctrl+Shift+A, on the table."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    press(window, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: window.appearance_dialog is not None and window.appearance_dialog.isVisible())
    dialog = window.appearance_dialog
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def _preview(dialog) -> QImage:
    return opaque(dialog.preview.grab().toImage())


def _differing(a: QImage, b: QImage) -> float:
    assert a.size() == b.size()
    pixels = [(x, y) for y in range(0, a.height(), 2) for x in range(0, a.width(), 2)]
    return sum(a.pixel(x, y) != b.pixel(x, y) for x, y in pixels) / len(pixels)


def _click(widget) -> None:
    """A real click in the middle of the box's indicator (its left end)."""
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(8, widget.height() // 2))


def test_the_view_menu_and_its_key_open_the_page(window, qtbot):
    assert window.acts.appearance in window.acts.view_menu.actions()
    assert window.acts.appearance.shortcut().toString() == "Ctrl+Shift+A"
    dialog = _open(window, qtbot)
    assert dialog.face_design.hasFocus()  # the first choice, with the focus cue
    assert [dialog.face_design.itemData(i) for i in range(dialog.face_design.count())] == [d.value for d in FaceDesign]


def test_a_choice_by_keyboard_shows_at_once_in_the_preview_and_on_the_table(window, qtbot):
    dialog = _open(window, qtbot)
    before = _preview(dialog)
    table_before = opaque(window.view.viewport().grab().toImage())
    QTest.keyClick(dialog.face_design, Qt.Key.Key_End)  # the last design: the large index
    assert window.settings.face_design == FaceDesign.LARGE_INDEX
    assert window.table.painter.style.large_index and dialog.preview.painter.style.large_index
    qtbot.waitUntil(lambda: _differing(before, _preview(dialog)) > 0.02)
    assert _differing(table_before, opaque(window.view.viewport().grab().toImage())) > 0.01


def test_a_click_on_high_contrast_turns_the_preview_s_felt_black(window, qtbot):
    dialog = _open(window, qtbot)
    corner = rgb(_preview(dialog), 2, 2)
    assert corner != (0, 0, 0)
    _click(dialog.high_contrast)
    assert window.settings.high_contrast is True and window.view.high_contrast
    qtbot.waitUntil(lambda: rgb(_preview(dialog), 2, 2) == (0, 0, 0))
    _click(dialog.larger_cards)
    assert window.settings.larger_cards is True and window.table.larger_cards


def test_cancel_puts_back_the_look_the_page_opened_with(window, qtbot):
    dialog = _open(window, qtbot)
    before = {name: getattr(window.settings, name) for name in ("face_design", "card_back", "high_contrast")}
    QTest.keyClick(dialog.face_design, Qt.Key.Key_Down)
    _click(dialog.high_contrast)
    dialog.card_back.setFocus()
    qtbot.waitUntil(dialog.card_back.hasFocus)
    QTest.keyClick(dialog.card_back, Qt.Key.Key_Down)
    assert window.settings.card_back != before["card_back"] and window.table.painter.style.high_contrast
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert {name: getattr(window.settings, name) for name in before} == before
    assert not window.table.painter.style.high_contrast and not window.view.high_contrast
    assert window.table.painter.style.face == before["face_design"]


def test_ok_keeps_the_look_for_the_next_start(qtbot, tmp_path):
    from canfield.ui.shell.window import MainWindow

    first = MainWindow(code="CF1-D3-AAAAACL", storage=Storage(tmp_path))
    qtbot.addWidget(first)
    show_whole(qtbot, first)
    dialog = _open(first, qtbot)
    QTest.keyClick(dialog.face_design, Qt.Key.Key_End)
    _click(dialog.four_color)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    first.close()
    second = MainWindow(storage=Storage(tmp_path))
    qtbot.addWidget(second)
    assert second.settings.face_design == FaceDesign.LARGE_INDEX and second.settings.four_color
    assert second.table.painter.style.large_index and second.table.painter.style.four_color
    assert second.table.layout.spacing.column_fan == second.table.layout.spacing.readable_fan  # its strip


def test_reopening_starts_from_the_settings_as_they_are(window, qtbot):
    dialog = _open(window, qtbot)
    dialog.accept()
    window.settings.four_color = True  # changed elsewhere meanwhile (another window's settings, say)
    window.apply_settings()
    dialog = _open(window, qtbot)
    assert dialog.four_color.isChecked()


def test_settings_keeps_only_how_the_game_behaves(window):
    window.acts.settings.trigger()
    dialog = window.settings_dialog
    for moved in ("face_design", "card_back", "table_color", "four_color", "larger_cards", "high_contrast"):
        assert not hasattr(dialog, moved), moved


def test_the_screen_reader_names_each_choice(window, qtbot):
    """A list is read with its label ("Card faces: combo box. Letters in a frame"), a box and the preview by name."""
    dialog = _open(window, qtbot)
    labelled = {dialog.face_design: "Card faces:", dialog.card_back: "Card back:", dialog.table_color: "Table colour:"}
    for combo, label in labelled.items():
        interface = QAccessible.queryAccessibleInterface(combo)
        labels = [other.text(QAccessible.Text.Name) for other, _ in interface.relations(QAccessible.RelationFlag.Label)]
        assert labels == [label], labels
        assert interface.text(QAccessible.Text.Name) == combo.currentText()  # the choice, said after its label
    named = {
        dialog.four_color: "Four-colour suits",
        dialog.larger_cards: "Larger cards",
        dialog.high_contrast: "High-contrast table",
        dialog.preview: "Preview",
    }
    for widget, name in named.items():
        said = QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)
        assert said.startswith(name), (name, said)


def test_the_arrows_on_the_closed_face_list_say_the_choice(window, qtbot, monkeypatch):
    from canfield.ui.dialogs import choices

    monkeypatch.setattr(choices, "reader_active", lambda: True)
    dialog = _open(window, qtbot)
    combo = dialog.face_design
    said: list[str] = []
    real = combo.setAccessibleDescription
    monkeypatch.setattr(combo, "setAccessibleDescription", lambda text: (said.append(text), real(text)))
    QTest.keyClick(combo, Qt.Key.Key_Down)
    QTest.keyClick(combo, Qt.Key.Key_Down)
    assert [text for text in said if text] == [combo.itemText(1), combo.itemText(2)]


@pytest.mark.parametrize("lang", SUPPORTED)
def test_the_page_fits_an_800_by_600_screen_in_every_language(lang, qtbot, qapp):
    with window_in(qtbot, qapp, lang) as window:
        window.acts.appearance.trigger()
        dialog = window.appearance_dialog
        qtbot.waitExposed(dialog)
        dialog.adjustSize()
        for size in (dialog.size(), dialog.sizeHint(), dialog.minimumSizeHint()):
            assert size.width() <= ROOM_W and size.height() <= ROOM_H, size
        for widget in (dialog.four_color, dialog.larger_cards, dialog.high_contrast, dialog.high_contrast_note):
            assert widget.width() >= widget.minimumSizeHint().width()  # nothing cut
        dialog.reject()


def test_the_page_loads_only_when_opened(tmp_path):
    """Start-up does not pay for it: a started window has not imported the page or its preview."""
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from canfield.storage import Storage\n"
        "from canfield.ui.shell.window import MainWindow\n"
        "app = QApplication([])\n"
        "w = MainWindow(code='CF1-D3-AAAAACL', storage=Storage(sys.argv[1]))\n"
        "w.show()\n"
        "[app.processEvents() for _ in range(20)]\n"
        "w.finish_building()\n"
        "print(sorted(m for m in sys.modules if m.endswith(('dialogs.appearance', 'table.preview'))))\n"
        "w.acts.appearance.trigger()\n"
        "print(sorted(m for m in sys.modules if m.endswith(('dialogs.appearance', 'table.preview'))))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=120, check=True
    ).stdout.splitlines()
    assert out[-2] == "[]"
    assert out[-1] == "['canfield.ui.dialogs.appearance', 'canfield.ui.table.preview']"


def test_a_language_switch_with_the_page_open_keeps_the_look_chosen(window, qtbot, qapp):
    """The window rebuilt in another language closes the old page: that is no Cancel (it put the old look back
    into the settings the new window shares, and the next save wrote it)."""
    from canfield.ui import language
    from canfield.ui.shell.window import reopen

    dialog = _open(window, qtbot)
    dialog.card_back.setFocus()
    qtbot.waitUntil(dialog.card_back.hasFocus)
    QTest.keyClick(dialog.card_back, Qt.Key.Key_Down)
    chosen = window.settings.card_back
    assert chosen != "blue"
    window.settings.language = "ro"
    try:
        new = reopen(window)
        assert new.settings.card_back == chosen and new.table.painter.style.back == chosen
    finally:
        if window.reopened is not None:
            window.reopened.close()  # deletes itself on close
        language.uninstall(qapp)


def test_how_to_play_says_where_the_look_went(qapp):
    from canfield.ui.dialogs.help import keys_html

    keys = keys_html()
    assert "<b>Ctrl+Shift+A</b>: View ▸ Appearance" in keys and "Settings keeps how the game plays" in keys
