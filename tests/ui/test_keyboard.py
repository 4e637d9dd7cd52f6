"""Keyboard play with real key events: focus ring, pick up and put down, tap, draw, refusals, menus."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QKeySequence

from canfield.engine import Card, Move
from tests.engine.test_game_api import SEED_AFTER_THREE, SEED_START
from tests.ui.keys import go_to, play_by_keys, press

WON_LINE = [Move.parse(t) for t in (Path(__file__).parents[1] / "data" / "won_line_AAAAACL.txt").read_text().split()]


def test_the_seed_s_first_three_moves_by_keyboard_alone(window):
    assert window.controller.game.describe() == SEED_START
    for move in WON_LINE[:3]:
        play_by_keys(window, move)
    assert window.controller.game.describe() == SEED_AFTER_THREE


def test_arrows_walk_piles_and_a_column_s_cards(window):
    keyboard = window.access.keyboard
    assert not window.table.decor.focus_shown
    press(window, Qt.Key.Key_Right)  # the first key shows the ring where the focus is
    assert window.table.decor.focus_shown and keyboard.pile == "stock"
    press(window, Qt.Key.Key_Right)
    press(window, Qt.Key.Key_Right)
    assert keyboard.pile == "f1"
    press(window, Qt.Key.Key_Down)
    assert (keyboard.pile, keyboard.index) == ("c1", 0)
    press(window, Qt.Key.Key_Left)
    assert keyboard.pile == "reserve"
    press(window, Qt.Key.Key_Up)
    assert keyboard.pile == "waste"
    play_by_keys(window, Move("reserve", "c2", 1))
    go_to(window, "c2")
    assert keyboard.index == 1
    press(window, Qt.Key.Key_Up)
    assert keyboard.index == 0
    press(window, Qt.Key.Key_Up)  # off the top of the column: to the foundation above
    assert keyboard.pile == "f2"
    # the ring outlines the focused card where the layout puts it
    go_to(window, "c2", 0)
    lay = window.table.layout
    x, y = lay.card_pos("c2", 0, 2)
    assert window.table.decor.ring.focus.topLeft().toTuple() == pytest.approx((x, y))


def test_a_refused_put_down_is_explained_and_escape_puts_the_cards_back(window):
    keyboard = window.access.keyboard
    go_to(window, "c1")
    press(window, Qt.Key.Key_Return)
    assert (keyboard.held.pile, keyboard.held.index) == ("c1", 0)
    assert window.table.cards[window.controller.game.top("c1")].lifted
    go_to(window, "c3")
    press(window, Qt.Key.Key_Return)
    before = SEED_START
    assert window.controller.game.describe() == before
    said = window.access.voice.speaker.last
    assert "cannot go on" in said and said in window.status.currentMessage()
    assert (keyboard.held.pile, keyboard.held.index) == ("c1", 0)  # still in hand: choose another place
    press(window, Qt.Key.Key_Escape)
    assert keyboard.held is None
    assert not window.table.cards[window.controller.game.top("c1")].lifted
    assert window.controller.game.describe() == before


def test_tap_and_draw_keys(window):
    game = window.controller.game
    go_to(window, "reserve")
    press(window, Qt.Key.Key_T)  # the reserve's queen of clubs goes to the best column
    assert window.controller.game.top("c2") == Card.parse("QC")
    press(window, Qt.Key.Key_T)  # then the 8 of hearts goes home
    assert window.controller.game.top("f1") == Card.parse("8H")
    stock = len(game.pile("stock"))
    press(window, Qt.Key.Key_D)
    assert len(window.controller.game.pile("stock")) == stock - 3
    go_to(window, "stock")
    press(window, Qt.Key.Key_Space)  # Enter or Space on the stock draws too
    assert len(window.controller.game.pile("stock")) == stock - 6


def test_every_menu_action_has_a_shortcut(window):
    seen = []
    for menu_action in window.menuBar().actions():
        for action in menu_action.menu().actions():
            if action.isSeparator():
                continue
            seen.append(action.text())
            assert not action.shortcut().isEmpty(), action.text()
    assert len(seen) >= 12
    assert window.access.describe.shortcut() == QKeySequence("B")


def test_the_whole_recorded_winning_line_by_keyboard_alone(window):
    presses = []
    window.view.installEventFilter(counter := KeyCounter(presses))
    for move in WON_LINE:
        play_by_keys(window, move)
    assert window.controller.game.is_won
    assert window.access.voice.speaker.last.endswith("All 52 cards are on the foundations: you won!")
    assert len(presses) > 2 * len(WON_LINE)  # it really was played by keys
    window.view.removeEventFilter(counter)


class KeyCounter(QObject):
    """Counts the key presses the table view receives."""

    def __init__(self, presses: list) -> None:
        super().__init__()
        self.presses = presses

    def eventFilter(self, watched, event):  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.KeyPress:
            self.presses.append(event.key())
        return False


def test_the_focus_ring_is_clearly_visible(window):
    go_to(window, "c3")
    ring = window.table.decor.ring.focus
    image = window.view.grab().toImage()
    ratio = image.devicePixelRatio()
    # walk the ring's left edge: a thick bright yellow band just outside the card
    top, bottom = round(ring.top() * ratio), round(ring.bottom() * ratio)
    x = round((ring.left() - window.table.layout.card_w * 0.05) * ratio)
    yellow = 0
    for y in range(top, bottom):
        for dx in range(-4, 5):
            c = QColor(image.pixel(x + dx, y))
            if c.red() > 200 and c.green() > 170 and c.blue() < 80:
                yellow += 1
                break
    assert yellow > 0.9 * (bottom - top)
