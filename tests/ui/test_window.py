"""Undo/redo actions, status bar, items, restart and resizing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from canfield.engine import PILE_NAMES, Card
from tests.engine.positions import position
from tests.engine.test_game_api import SEED_START
from tests.ui.mouse import click, drag_card


def test_items_carry_card_and_pile_names(window):
    cards = {item.card for item in window.table.cards.values()}
    assert len(cards) == 52
    assert {item.pile for item in window.table.piles.values()} == set(PILE_NAMES)
    assert window.table.piles["f2"].suit.value == "S" and window.table.piles["f2"].start_rank == 7
    assert window.table.piles["reserve"].count_text == "13 cards"


def test_undo_redo_through_actions_and_shortcuts(window):
    drag_card(window, "QC", "c2")
    drag_card(window, "8H", "f1")
    assert "Score: 5" in window.status.score.text()
    window.acts.undo.trigger()
    assert window.controller.game.top("f1") == Card.parse("7H")
    assert "Score: 0" in window.status.score.text()
    assert window.acts.redo.isEnabled()
    window.acts.redo.trigger()
    assert window.controller.game.top("f1") == Card.parse("8H")
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.game.describe() == SEED_START
    assert not window.acts.undo.isEnabled()
    QTest.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.controller.game.moves_made == 2
    assert "Moves: 2" in window.status.moves.text()


def test_restart_deals_the_same_game(window):
    drag_card(window, "QC", "c2")
    window.acts.restart.trigger()
    QTest.mouseClick(window.abandon_dialog.end_game, Qt.MouseButton.LeftButton)  # "End the game in progress?"
    assert window.controller.game.describe() == SEED_START
    assert window.controller.game.code == "CF1-D3-AAAAACL"


def test_status_bar_code_click_copies(window):
    assert window.status.code.text() == "CF1-D3-AAAAACL"
    QGuiApplication.clipboard().clear()
    QTest.mouseClick(window.status.code, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == "CF1-D3-AAAAACL"
    QGuiApplication.clipboard().clear()
    window.acts.copy_code.trigger()
    assert QGuiApplication.clipboard().text() == "CF1-D3-AAAAACL"


def _all_inside(window) -> None:
    view_rect = window.view.viewport().rect()
    scene_rect = window.table.sceneRect()
    assert scene_rect.width() == view_rect.width() and scene_rect.height() == view_rect.height()
    for item in window.table.cards.values():
        rect = item.card_rect()
        assert scene_rect.contains(rect), (item.card, rect, scene_rect)
        w, h = rect.width(), rect.height()
        assert abs(h / w - 1.4) < 0.01  # cards keep their aspect ratio


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1920, 1080), (3840, 2160), (900, 500), (1600, 600)])
def test_resize_keeps_every_card_inside(window, qtbot, size):
    long_column = "KS QH JC 10D 9S 8H 7C 6D 5S 4H 3C 2D AS KH QC JD 10S 9H 8C 7D"
    window.controller.new_game(position(base="3S", reserve="", waste="", c1=long_column, c2="KD", c3="", c4="6H"))
    crisp = window.view._crisp
    interval = crisp.interval()
    crisp.setInterval(60_000)  # held while the test looks (a slow machine may take 120 ms to paint)
    window.resize(*size)
    QTest.qWait(1)
    _all_inside(window)
    window.resize(1100, 760)
    QTest.qWait(1)
    _all_inside(window)
    assert window.table.painter.quick and crisp.isActive()  # scaled pixmaps while resizing...
    crisp.start(interval)
    qtbot.waitUntil(lambda: not window.table.painter.quick)  # ...then crisp again


def test_click_on_bare_felt_does_nothing(window):
    rect = window.table.sceneRect()
    before = window.controller.game.describe()
    from PySide6.QtCore import QPointF

    click(window, QPointF(rect.width() * 0.3, rect.height() * 0.95))
    assert window.controller.game.describe() == before
