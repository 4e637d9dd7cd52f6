"""Pause (player review B3): the clock stops behind dialogs, while minimised, and on the player's Pause."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest

from tests.ui.keys import press
from tests.ui.mouse import click, drag_card


def _fake_time(monkeypatch):
    import canfield.play.clock as clock_module

    now = [1000.0]
    monkeypatch.setattr(clock_module.time, "monotonic", lambda: now[0])
    return now


def test_the_clock_stops_while_how_to_play_is_read(window, qtbot, monkeypatch):
    now = _fake_time(monkeypatch)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    drag_card(window, "QC", "c2")
    now[0] += 1
    press(window, Qt.Key.Key_F1)  # How to Play
    help_dialog = window.access.help_dialog
    qtbot.waitUntil(lambda: help_dialog.isVisible() and not window.isActiveWindow())
    qtbot.waitUntil(lambda: not window.controller.running)
    now[0] += 12  # twelve seconds of reading do not count
    help_dialog.close()
    window.activateWindow()
    qtbot.waitUntil(lambda: window.controller.running)
    now[0] += 2
    assert round(window.controller.elapsed()) == 3


def test_the_clock_stops_while_a_question_is_open(window, qtbot, monkeypatch):
    now = _fake_time(monkeypatch)
    drag_card(window, "QC", "c2")
    now[0] += 4
    QTest.keyClick(window.view, Qt.Key.Key_F5)  # "Restart this deal?"
    dialog = window.abandon_dialog
    qtbot.waitUntil(lambda: dialog.isVisible() and not window.controller.running)
    now[0] += 30
    QTest.mouseClick(dialog.keep, Qt.MouseButton.LeftButton)  # Keep Playing
    qtbot.waitUntil(lambda: window.controller.running)
    now[0] += 1
    assert round(window.controller.elapsed()) == 5


def test_pause_covers_the_table_and_any_key_resumes(window, qtbot, monkeypatch):
    now = _fake_time(monkeypatch)
    drag_card(window, "QC", "c2")
    now[0] += 2
    press(window, Qt.Key.Key_P)
    cover = window.pauser.cover
    assert cover.isVisible() and _on_screen(cover) == _on_screen(window.view)  # the table, and only the table
    assert window.acts.pause.isChecked() and not window.controller.running
    assert not window.status.clock.isActive()
    now[0] += 100
    moves = window.controller.game.moves_made
    QTest.keyClick(cover, Qt.Key.Key_D)  # any key: it resumes and draws nothing
    assert not cover.isVisible() and window.controller.running
    assert window.controller.game.moves_made == moves
    now[0] += 1
    assert round(window.controller.elapsed()) == 3


def test_a_click_resumes_and_the_toolbar_button_pauses(window, qtbot):
    drag_card(window, "QC", "c2")
    button = window.toolbar.widgetForAction(window.acts.pause)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.pauser.covered
    QTest.mouseClick(window.pauser.cover, Qt.MouseButton.LeftButton)
    assert not window.pauser.covered and window.controller.running
    click(window, window.table.piles["stock"].area.center())  # the table plays again
    assert window.controller.game.moves_made == 2


def test_minimised_and_paused_reasons_are_apart(window, qtbot, monkeypatch):
    now = _fake_time(monkeypatch)
    drag_card(window, "QC", "c2")
    press(window, Qt.Key.Key_P)
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    QTest.keyClick(window.pauser.cover, Qt.Key.Key_Space)  # the pause ends; the window is still minimised
    assert not window.controller.running
    window.showNormal()
    qtbot.waitUntil(lambda: window.controller.running)
    now[0] += 3
    assert round(window.controller.elapsed()) == 3


def _on_screen(widget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
