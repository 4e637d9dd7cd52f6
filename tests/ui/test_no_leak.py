"""Long play with animations on leaves no animation behind (reliability review, F6)."""

from __future__ import annotations

import gc
import random

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from canfield.engine import Move
from tests.storage.helpers import won_line
from tests.ui.mouse import click, drag_card


def _live_animations(window) -> int:
    """Animation objects alive: Python's (parentless ones) and those Qt keeps under the items."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        QApplication.processEvents()
    gc.collect()
    python = sum(isinstance(o, QAbstractAnimation) for o in gc.get_objects())
    children = sum(len(item.findChildren(QAbstractAnimation)) for item in window.table.cards.values())
    return python + children


def _play(window, qtbot, rng: random.Random, moves: int) -> None:
    controller = window.controller
    for n in range(moves):
        game = controller.game
        legal = game.legal_moves()
        if not legal or game.moves_made > 150:
            window.new_deal()
            continue
        if n % 97 == 0:
            controller.play(Move("c1", "f1", 1))  # most often refused: the cards shake
        controller.play(rng.choice(legal))
        if n % 100 == 0:
            qtbot.wait(speeds_ms())  # some animations run to their end, the others are cut short


def speeds_ms() -> int:
    from canfield.ui.table import speeds

    return speeds.MOVE_MS + speeds.NUDGE_MS + 100


def test_a_thousand_animated_moves_and_new_deals_leave_no_animation_alive(window, qtbot) -> None:
    window.table.animations = True
    rng = random.Random(1)
    _play(window, qtbot, rng, 200)  # warm up: whatever is made once stays once
    before = _live_animations(window)
    _play(window, qtbot, rng, 1000)
    # and real events: a click, a drag. The last deal is random (Game.new) and its stock may be
    # spent, so a fresh one first: then the click turns a card up for the drag.
    window.new_deal()
    qtbot.waitUntil(lambda: not window.table.animating)
    click(window, window.table.piles["stock"].area.center())
    drag_card(window, window.controller.game.top("waste").code, "c1")
    qtbot.waitUntil(lambda: not window.table.animating)  # a loaded machine runs late
    qtbot.wait(speeds_ms())
    assert _live_animations(window) <= before  # before: +5,348 every 1,000 moves


def test_a_celebration_leaves_no_animation_alive(window, qtbot) -> None:
    window.table.animations = False
    line = won_line()
    for move in line[:-1]:
        window.controller.play(move)
    before = _live_animations(window)
    window.table.animations = True
    window.controller.play(line[-1])  # the win: 52 cards fly
    qtbot.waitUntil(lambda: window.table.celebrating)
    window.table.settle()  # cut short, as a click does
    assert _live_animations(window) <= before
