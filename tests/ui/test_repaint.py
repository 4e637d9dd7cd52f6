"""Repaints are exact: what the window shows after an animation equals a full repaint.

Offscreen, ``QScreen.grabWindow`` returns what was really painted (the backing store), so a
spot an item painted outside its bounding rectangle, and never repainted, shows up as a
difference from a frame painted from scratch (player review B1: ghost card edges after a
refused drop snapped back).
"""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from tests.ui.mouse import card_item, click, drag_card, grab_point


def _frame(window) -> QImage:
    """What the screen shows of the table view now."""
    view = window.view.viewport()
    QApplication.processEvents()
    screen = window.screen()
    top_left = view.mapToGlobal(view.rect().topLeft())
    return screen.grabWindow(0, top_left.x(), top_left.y(), view.width(), view.height()).toImage()


def _differing_pixels(a: QImage, b: QImage) -> int:
    assert a.size() == b.size()
    a = a.convertToFormat(QImage.Format.Format_RGB32)
    b = b.convertToFormat(QImage.Format.Format_RGB32)
    if a == b:
        return 0
    return sum(1 for y in range(a.height()) for x in range(a.width()) if a.pixel(x, y) != b.pixel(x, y))


def _after_settling_equals_full_repaint(window, qtbot) -> None:
    qtbot.waitUntil(lambda: not window.table.animating)
    qtbot.wait(50)
    seen = _frame(window)
    window.view.viewport().repaint()  # everything painted again, from scratch
    assert _differing_pixels(seen, _frame(window)) == 0


def test_a_refused_drop_that_snaps_back_leaves_no_residue(window, qtbot):
    window.table.animations = True
    _frame(window)
    drag_card(window, "6C", "c3")  # 6♣ on the Q♥: refused, glides back and shakes
    assert window.table.animating
    _after_settling_equals_full_repaint(window, qtbot)


def test_a_refused_tap_shake_leaves_no_residue(window, qtbot):
    window.table.animations = True
    _frame(window)
    click(window, grab_point(card_item(window, "AS")))  # the A♠ has nowhere to go: it shakes
    assert window.table.animating
    _after_settling_equals_full_repaint(window, qtbot)


def test_moves_draws_and_refills_leave_no_residue(window, qtbot):
    window.table.animations = True
    drag_card(window, "QC", "c2")
    qtbot.waitUntil(lambda: not window.table.animating)
    drag_card(window, "KH", "c4")  # empties column 2: the reserve refills it
    qtbot.waitUntil(lambda: not window.table.animating)
    click(window, window.table.piles["stock"].area.center())
    _after_settling_equals_full_repaint(window, qtbot)


def test_keyboard_focus_pick_up_and_hint_highlights_leave_no_residue(window, qtbot):
    from PySide6.QtCore import Qt

    from tests.ui.keys import go_to, press

    window.table.animations = True
    go_to(window, "c2")
    press(window, Qt.Key.Key_Return)  # the K♥ is held: a dashed outline
    press(window, Qt.Key.Key_Right)
    press(window, Qt.Key.Key_Escape)
    press(window, Qt.Key.Key_Left)
    press(window, Qt.Key.Key_H)  # a hint lights its source and target
    qtbot.waitUntil(lambda: not window.solver.hints.running)
    press(window, Qt.Key.Key_Tab)
    _after_settling_equals_full_repaint(window, qtbot)
