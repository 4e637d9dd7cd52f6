"""Every covered card of a long column shows its whole corner index; a covered card can be peeked at.

Player review B6: past about 14 cards the fan cut every rank in half. Now a column's fan never
steps less than the corner index (17 % of the card's height): the whole table shrinks instead.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from canfield.ui.table.layout import CARD_H, READABLE_FAN
from tests.engine.positions import position
from tests.ui.mouse import LEFT, card_item, grab_point, to_view

# K♠ down to A♠ with hearts between, then K♥ down to A♥ with spades between, then K♣ Q♦:
# 28 cards built down in alternating colours, turning the corner from A to K twice.
RUN_1 = "KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H AS"
RUN_2 = "KH QS JH TS 9H 8S 7H 6S 5H 4S 3H 2S AH"
LONG = f"{RUN_1} {RUN_2} KC QD"


def long_column_game():
    return position(base="5D", c1=LONG, c2="9C", c3="8D", c4="", reserve="2C 3C", waste="4C")


@pytest.fixture
def long_window(window, qtbot):
    window.controller.new_game(long_column_game())
    return window


@pytest.mark.parametrize("size", [(800, 600), (1100, 760), (1400, 1000)])
def test_every_card_of_a_28_card_column_shows_its_corner_index(long_window, qtbot, size):
    long_window.resize(*size)
    qtbot.waitUntil(lambda: long_window.size().width() == size[0])
    column = long_window.controller.game.pile("c1")
    assert len(column) == 28
    items = [card_item(long_window, c.code) for c in column]
    view = long_window.view.viewport().rect()
    for below, above in itertools.pairwise(items):
        shown = above.pos().y() - below.pos().y()
        assert shown >= 0.17 * below.card_rect().height() - 1e-6, (size, below.card.code)
    bottom = long_window.view.mapFromScene(items[-1].card_rect().bottomLeft())
    assert view.contains(bottom), "the last card ends inside the table"


def test_the_fan_tightens_only_down_to_readable_then_cards_shrink(long_window):
    lay = long_window.table.layout
    assert lay.fans["c1"] == pytest.approx(READABLE_FAN * lay.unit)
    assert pytest.approx(0.17) == READABLE_FAN / CARD_H


def _right(window, card_code: str, press: bool) -> None:
    point = to_view(window, grab_point(card_item(window, card_code)))
    action = QTest.mousePress if press else QTest.mouseRelease
    action(window.view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, point)


def test_right_button_shows_a_covered_card_whole_while_held(long_window):
    table = long_window.table
    covered, covering = card_item(long_window, "9S"), card_item(long_window, "8H")
    assert covered.zValue() < covering.zValue()
    before = long_window.controller.game.to_dict()
    _right(long_window, "9S", press=True)
    assert covered.zValue() > covering.zValue() and table.peek.card is covered
    centre = covered.card_rect().center()
    assert table.card_at(centre) is covered  # the whole card is on top now
    _right(long_window, "9S", press=False)
    assert covered.zValue() < covering.zValue() and table.peek.card is None
    assert long_window.controller.game.to_dict() == before  # nothing was played


def test_right_button_on_a_top_card_raises_nothing(long_window):
    _right(long_window, "QD", press=True)
    assert long_window.table.peek.card is None
    _right(long_window, "QD", press=False)


def test_a_long_press_peeks_and_plays_nothing(long_window, qtbot):
    table = long_window.table
    covered, covering = card_item(long_window, "7H"), card_item(long_window, "6S")
    point = to_view(long_window, grab_point(covered))
    vp = long_window.view.viewport()
    moves = long_window.controller.game.moves_made
    QTest.mousePress(vp, LEFT, Qt.KeyboardModifier.NoModifier, point)
    qtbot.waitUntil(lambda: table.peek.card is covered)
    assert covered.zValue() > covering.zValue()
    QTest.mouseRelease(vp, LEFT, Qt.KeyboardModifier.NoModifier, point)
    assert table.peek.card is None and covered.zValue() < covering.zValue()
    assert long_window.controller.game.moves_made == moves  # the release was no tap


def test_a_long_press_that_then_moves_is_a_drag(long_window, qtbot):
    table = long_window.table
    tail = card_item(long_window, "KC")  # K♣ Q♦ onto nothing legal: it glides back, but it was a drag
    point = to_view(long_window, grab_point(tail))
    vp = long_window.view.viewport()
    QTest.mousePress(vp, LEFT, Qt.KeyboardModifier.NoModifier, point)
    qtbot.waitUntil(lambda: table.peek.card is tail)
    QTest.mouseMove(vp, point + type(point)(30, 40))
    assert table.peek.card is None and table.dragging
    QTest.mouseRelease(vp, LEFT, Qt.KeyboardModifier.NoModifier, point + type(point)(30, 40))
    assert not table.dragging


def test_the_stock_shows_its_count_like_the_reserve(window):
    stock = window.table.piles["stock"]
    assert stock.count_text == "34 cards"
    window.controller.click_stock()
    assert stock.count_text == "31 cards"
    assert stock.boundingRect().contains(QPointF(stock.boundingRect().center().x(), stock.boundingRect().bottom() - 1))
