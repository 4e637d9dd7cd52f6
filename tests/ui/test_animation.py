"""Animations: on by default, short, interruptible, and input during them is never lost."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canfield.engine import Card
from tests.ui.mouse import card_item, click, drag_card
from tests.ui.test_monkey import _consistent


def test_moves_draws_undo_and_autofill_are_animated(window, qtbot):
    window.table.animations = True
    drag_card(window, "QC", "c2")
    assert window.table.animating
    qtbot.waitUntil(lambda: not window.table.animating)
    drag_card(window, "8H", "f1")
    window.table.settle()
    drag_card(window, "KH", "c4")  # empties column 2: the reserve's Q♠ follows, later
    queen = card_item(window, "QS")
    assert queen.animation is not None and queen.pos() != queen.target
    qtbot.waitUntil(lambda: not window.table.animating)
    assert queen.pos() == queen.target
    click(window, window.table.piles["stock"].area.center())
    assert window.table.animating
    window.acts.undo.trigger()  # mid-animation: the draw settles first, then the undo applies
    assert len(window.controller.game.pile("waste")) == 0
    _consistent(window)


def test_clicks_during_an_animation_are_applied_to_the_final_position(window):
    window.table.animations = True
    stock = window.table.piles["stock"].area.center()
    for _ in range(5):
        click(window, stock)  # each click lands while the previous draw still glides
    assert len(window.controller.game.pile("waste")) == 15
    _consistent(window)


def test_drag_during_an_animation_picks_the_card_where_it_lands(window):
    window.table.animations = True
    drag_card(window, "QC", "c2")
    assert window.table.animating
    drag_card(window, "KH", "c4")  # K♥ + Q♣ while the Q♣ is still gliding onto it
    assert window.controller.game.pile("c4")[-2:] == (Card.parse("KH"), Card.parse("QC"))
    _consistent(window)


def test_shortcut_during_a_drag_cancels_the_drag_cleanly(window):
    from tests.ui.mouse import LEFT, grab_point, to_view

    vp = window.view.viewport()
    start = to_view(window, grab_point(card_item(window, "QC")))
    QTest.mousePress(vp, LEFT, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + type(start)(40, 40))
    assert window.table.dragging
    window.controller.click_stock()  # any change ends the drag first
    assert not window.table.dragging
    QTest.mouseRelease(vp, LEFT, Qt.KeyboardModifier.NoModifier, start + type(start)(40, 40))
    assert len(window.controller.game.pile("waste")) == 3
    _consistent(window)


def test_animations_off_means_no_animation(window):
    window.table.animations = False
    drag_card(window, "QC", "c2")
    assert not window.table.animating
    item = card_item(window, "QC")
    assert item.pos() == item.target


def test_refused_tap_nudges_without_moving(window, qtbot):
    window.table.animations = True
    item = card_item(window, "6C")
    pos = item.pos()
    click(window, item.card_rect().center())
    seen = []
    qtbot.waitUntil(lambda: seen.append(item.nudge) or not window.table.animating)
    assert any(v != 0 for v in seen) and item.nudge == 0 and item.pos() == pos


def test_escape_cancels_a_drag_and_the_cards_glide_home(window, qtbot):
    from tests.ui.mouse import LEFT, grab_point, to_view

    window.table.animations = True
    item = card_item(window, "QC")
    home = item.pos()
    vp = window.view.viewport()
    start = to_view(window, grab_point(item))
    QTest.mousePress(vp, LEFT, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + type(start)(120, 60))
    assert window.table.dragging
    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert not window.table.dragging
    QTest.mouseRelease(vp, LEFT, Qt.KeyboardModifier.NoModifier, start + type(start)(120, 60))
    qtbot.waitUntil(lambda: not window.table.animating)
    assert item.pos() == home and window.controller.game.moves_made == 0
    assert all(p.highlight == 0 for p in window.table.piles.values())


def test_a_new_game_is_dealt_from_the_stock_one_card_after_another(window, qtbot):
    from canfield.ui.table import speeds

    window.table.animations = True
    window.controller.restart()
    stock = window.table.layout.slot("stock")
    reserve_top = card_item(window, window.controller.game.top("reserve").code)
    column_card = card_item(window, window.controller.game.top("c4").code)
    assert window.table.animating
    assert (reserve_top.pos().x(), reserve_top.pos().y()) == stock  # every dealt card starts on the stock
    delay = column_card.animation.duration() - reserve_top.animation.duration()
    assert delay >= 4 * speeds.DEAL_STAGGER_MS  # the columns are dealt after the reserve
    qtbot.waitUntil(lambda: not window.table.animating)
    _consistent(window)


def test_with_motion_off_a_new_game_appears_at_once(window):
    window.controller.restart()
    assert not window.table.animating
    _consistent(window)
