"""A monkey: thousands of random presses, drags, taps, double-clicks, stock clicks and shortcuts.

Animations stay on and the monkey rarely waits for them, so input keeps
arriving mid-animation. After every event the game must hold 52 distinct
cards and no drag may be left hanging once the button is up.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from canfield.engine import PILE_NAMES
from tests.ui.mouse import LEFT, double_click, grab_point, to_view

NONE = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
SHORTCUTS = [
    (Qt.Key.Key_Z, CTRL),
    (Qt.Key.Key_Y, CTRL),
    (Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier),
    (Qt.Key.Key_F5, NONE),
]


def _whole(window) -> None:
    game = window.controller.game
    cards = [c for name in PILE_NAMES for c in game.pile(name)]
    assert len(cards) == 52 and len(set(cards)) == 52


def _consistent(window) -> None:
    """Once settled, every card item lies where the game says, and nothing is lifted or lit."""
    window.table.settle()
    game = window.controller.game
    lay = window.table.layout
    for name in PILE_NAMES:
        cards = game.pile(name)
        for i, card in enumerate(cards):
            item = window.table.cards[card]
            assert (item.pile, item.index) == (name, i)
            x, y = lay.card_pos(name, i, len(cards))
            assert (item.pos().x(), item.pos().y()) == pytest.approx((x, y))
            assert not item.lifted
    assert all(p.highlight == 0 for p in window.table.piles.values())


class Monkey:
    def __init__(self, window, seed: int) -> None:
        self.w = window
        self.vp = window.view.viewport()
        self.rng = random.Random(seed)

    def random_point(self) -> QPoint:
        size = self.vp.size()
        return QPoint(self.rng.randrange(size.width()), self.rng.randrange(size.height()))

    def card_point(self) -> QPoint:
        items = [i for i in self.w.table.cards.values() if i.isVisible()]
        item = self.rng.choice(items)
        return to_view(self.w, grab_point(item))

    def pile_point(self) -> QPoint:
        area = self.w.table.piles[self.rng.choice(PILE_NAMES)].area
        return to_view(self.w, QPointF(area.center().x(), area.bottom() - self.rng.uniform(0, area.height())))

    def drag(self, release: bool = True) -> None:
        start = self.card_point()
        end = self.pile_point() if self.rng.random() < 0.8 else self.random_point()
        QTest.mousePress(self.vp, LEFT, NONE, start)
        steps = self.rng.randint(1, 5)
        for k in range(1, steps + 1):
            QTest.mouseMove(self.vp, start + (end - start) * (k / steps))
        if not release:
            key, mods = self.rng.choice(SHORTCUTS[:3])  # a shortcut in the middle of a drag
            QTest.keyClick(self.w, key, mods)
        QTest.mouseRelease(self.vp, LEFT, NONE, end)

    def step(self) -> None:
        r = self.rng.random()
        if r < 0.3:
            self.drag()
        elif r < 0.35:
            self.drag(release=False)
        elif r < 0.55:
            QTest.mouseClick(self.vp, LEFT, NONE, self.card_point())
        elif r < 0.62:
            QTest.mouseClick(self.vp, LEFT, NONE, self.random_point())
        elif r < 0.7:
            double_click(self.w, self.w.view.mapToScene(self.card_point()))
        elif r < 0.85:
            stock = self.w.table.piles["stock"].area.center()
            QTest.mouseClick(self.vp, LEFT, NONE, to_view(self.w, stock))
        elif r < 0.95:
            key, mods = self.rng.choice(SHORTCUTS if self.rng.random() < 0.2 else SHORTCUTS[:3])
            QTest.keyClick(self.w, key, mods)
        else:
            QTest.qWait(self.rng.randint(1, 40))  # let animations run part way


@pytest.mark.parametrize(("profile", "events", "seed"), [("canfield", 2500, 7), ("strict", 700, 11)])
def test_monkey(qtbot, profile, events, seed):
    from canfield.ui.shell.window import MainWindow

    window = MainWindow(code="CF1-D3-AAAAACL", profile=profile)
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    assert window.table.animations
    monkey = Monkey(window, seed)
    for n in range(events):
        monkey.step()
        _whole(window)
        assert not window.table.dragging
        if window.stall_dialog is not None and window.stall_dialog.isVisible():
            window.stall_dialog.undo.click()
        if n % 97 == 0:
            _consistent(window)
    _consistent(window)
    assert window.controller.game.moves_made > 0
