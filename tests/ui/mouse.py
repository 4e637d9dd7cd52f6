"""Real mouse events on the table view's viewport (test helper)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

LEFT = Qt.MouseButton.LeftButton


def to_view(window, scene_point: QPointF) -> QPoint:
    """A scene point in viewport pixels."""
    return window.view.mapFromScene(scene_point)


def card_item(window, card_code: str):
    """The item showing a card, by code (e.g. "QC")."""
    for card, item in window.table.cards.items():
        if card.code == card_code:
            return item
    raise KeyError(card_code)


def grab_point(item) -> QPointF:
    """A point on the visible top strip of a card (safe even when it is covered below)."""
    rect = item.card_rect()
    return QPointF(rect.center().x(), rect.top() + min(rect.height() * 0.08, 8))


def drop_point(window, pile: str) -> QPointF:
    """The centre of a pile's top card, or of its empty place."""
    area = window.table.piles[pile].area
    top = window.table.controller.game.top(pile)
    if top is not None and pile not in ("stock",):
        return card_item(window, top.code).card_rect().center()
    return area.center()


def drag(window, start: QPointF, end: QPointF, steps: int = 8) -> None:
    """Press at ``start``, move in steps, release at ``end`` (scene coordinates)."""
    vp = window.view.viewport()
    a, b = to_view(window, start), to_view(window, end)
    QTest.mousePress(vp, LEFT, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, steps + 1):
        p = a + (b - a) * (i / steps)
        QTest.mouseMove(vp, p)
    QTest.mouseRelease(vp, LEFT, Qt.KeyboardModifier.NoModifier, b)


def drag_card(window, card_code: str, pile: str) -> None:
    """Drag a card (and the cards on it) onto a pile."""
    drag(window, grab_point(card_item(window, card_code)), drop_point(window, pile))


def click(window, scene_point: QPointF) -> None:
    """A tap: press and release at one point."""
    QTest.mouseClick(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, to_view(window, scene_point))


def double_click(window, scene_point: QPointF) -> None:
    """What Qt 6 delivers for a real double-click: press, release, press, double-click, release.

    (``QTest.mouseDClick`` alone sends only the double-click event.)
    """
    vp = window.view.viewport()
    p = to_view(window, scene_point)
    none = Qt.KeyboardModifier.NoModifier
    QTest.mouseClick(vp, LEFT, none, p)
    QTest.mousePress(vp, LEFT, none, p)
    QTest.mouseDClick(vp, LEFT, none, p)
    QTest.mouseRelease(vp, LEFT, none, p)
