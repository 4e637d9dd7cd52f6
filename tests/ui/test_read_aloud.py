"""What a screen reader is given for the pause cover, the win screen, Statistics, How to Play and the
closed lists of Settings (accessibility review N1–N4), checked on Qt's accessible interfaces.

Orca 43 itself, on a private desktop, hears them in :mod:`tests.ui.test_orca_reads` (slow).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from canfield.engine import Game
from tests.ui.keys import press


def assert_in_the_tree(interface) -> None:
    """Each object from ``interface`` up to its window has an index among its parent's children (else Orca
    drops it as a dead object: "ZOMBIE: …'s index is -1")."""
    while interface.parent() is not None and interface.role() != QAccessible.Role.Window:
        parent = interface.parent()
        index = parent.indexOfChild(interface)
        assert index >= 0, f"{interface.text(QAccessible.Text.Name)!r} has no index in its {parent.role()}"
        assert parent.child(index).object() is interface.object()
        interface = parent


def test_the_pause_cover_has_a_place_among_its_parent_s_children(window):
    """N1: the cover was a child widget of the table, whose accessible list counts only the eleven piles:
    Orca 43 dropped the cover's focus ("index is -1") and the pause was silent."""
    press(window, Qt.Key.Key_P)
    assert QApplication.focusWidget() is window.pauser.cover
    interface = QAccessible.queryAccessibleInterface(window.pauser.cover)
    assert interface.text(QAccessible.Text.Name) == "Paused"
    assert_in_the_tree(interface)


def test_each_figure_of_the_win_screen_is_labelled_by_its_name(qapp):
    """N3: the values were labels of their own, so Orca read "10:58 — a new best 201 — a new best" without
    their names, and never the score or the game code."""
    from canfield.ui.dialogs.win import WinScreen, WinSummary

    screen = WinScreen(WinSummary(Game.from_code("CF1-D3-AAAAACL"), 658.0, streak=1, best_streak=1))
    assert set(screen.rows) >= {"score", "time", "moves", "code"}
    for name, value in screen.rows.values():
        shown = QAccessible.queryAccessibleInterface(value)
        labels = [other.object() for other, _ in shown.relations(QAccessible.RelationFlag.Label)]
        assert labels == [name], (name.text(), value.text())  # the name is the value's label
    screen.deleteLater()


def test_each_row_of_statistics_is_read_with_its_name(window):
    """N3: a row was read "0. 1. 0. 0.": Orca 43 does not read the table's row headers."""
    window.acts.statistics.trigger()
    table = window.statistics_dialog.table
    interface = QAccessible.queryAccessibleInterface(table)
    cells = {}
    for index in range(interface.childCount()):
        cell = interface.child(index).tableCellInterface()
        if cell is not None:
            cells[cell.rowIndex(), cell.columnIndex()] = interface.child(index).text(QAccessible.Text.Name)
    assert table.rowCount() >= 12
    for row in range(table.rowCount()):
        name = table.verticalHeaderItem(row).text()
        assert cells[row, 0] == f"{name}: {table.item(row, 0).text()}"  # the first figure with the row's name
        assert cells[row, 1] == table.item(row, 1).text()  # the others as shown: the row is read as one line


def test_how_to_play_is_read_line_by_line_with_the_arrows(qapp, qtbot):
    """N2: the page had no keyboard caret: Down only scrolled, and Orca said nothing."""
    from canfield.ui.dialogs.help import HelpDialog

    dialog = HelpDialog("canfield", "en")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.browser.setFocus()
    qtbot.waitUntil(dialog.browser.hasFocus)
    text = QAccessible.queryAccessibleInterface(dialog.browser).textInterface()
    assert text is not None and text.cursorPosition() == 0
    qtbot.keyClick(dialog.browser, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.browser, Qt.Key.Key_Down)
    caret = dialog.browser.textCursor()
    assert text.cursorPosition() == caret.position() > 0  # the reading place moved down, for the reader too
    assert caret.block().text().strip()  # onto a line of the page


def test_the_arrows_on_a_closed_list_say_the_choice(window, qtbot, monkeypatch):
    """N4: Down on the closed Language list changed the choice in silence under Orca 43."""
    from canfield.ui.dialogs import choices

    monkeypatch.setattr(choices, "reader_active", lambda: True)
    window.acts.settings.trigger()
    dialog = window.settings_dialog
    dialog.activateWindow()
    combo = dialog.language
    said: list[str] = []
    real = combo.setAccessibleDescription
    monkeypatch.setattr(combo, "setAccessibleDescription", lambda text: (said.append(text), real(text)))
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    first, second = combo.itemText(1), combo.itemText(2)
    assert [text for text in said if text] == [first, second]  # each choice once, as the list shows it
    assert combo.accessibleDescription() == ""  # cleared at once: the same choice is said again next time
    assert window.settings.language == ""  # not applied yet: only when the list is left
    combo.setCurrentIndex(0)  # the system language again: closing Settings applies nothing


def test_a_reader_that_speaks_announcements_hears_the_choice_as_one(window, qtbot, monkeypatch):
    """N4, one channel per reader: where the reader speaks announcements, the choice is announced and the
    combo box's description is left alone (such a reader speaks that change too: it would be said twice)."""
    from PySide6.QtGui import QAccessibleAnnouncementEvent

    from canfield.ui.dialogs import choices

    monkeypatch.setattr(choices, "reader_active", lambda: True)
    window.access.readers.announcements = True
    window.acts.settings.trigger()
    dialog = window.settings_dialog
    dialog.activateWindow()
    combo = dialog.default_profile
    announced: list[str] = []
    monkeypatch.setattr(
        QAccessible,
        "updateAccessibility",
        staticmethod(
            lambda event: (
                announced.append(event.message())
                if isinstance(event, QAccessibleAnnouncementEvent) and event.object() is combo
                else None
            )
        ),
    )
    described: list[str] = []
    monkeypatch.setattr(combo, "setAccessibleDescription", described.append)
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert announced == [combo.currentText()] and described == []
