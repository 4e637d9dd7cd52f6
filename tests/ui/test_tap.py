"""Taps, double-clicks and stock clicks."""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication

from canfield.engine import Card
from tests.engine.positions import position
from tests.ui.mouse import card_item, click, double_click, drag_card, grab_point


def test_tap_goes_to_foundation(window):
    drag_card(window, "QC", "c2")
    click(window, grab_point(card_item(window, "8H")))  # reserve top 8♥ -> hearts
    assert window.controller.game.top("f1") == Card.parse("8H")


def test_tap_goes_to_longest_column(window):
    window.controller.new_game(
        position(base="2C", reserve="3C", waste="5H", c1="6S", c2="9D 8S 7D 6C", c3="KD", c4="KS")
    )
    click(window, grab_point(card_item(window, "5H")))
    assert window.controller.game.pile("c2")[-1] == Card.parse("5H")
    assert window.controller.game.pile("c1") == (Card.parse("6S"),)


def test_tap_goes_to_empty_column(window):
    window.controller.new_game(position(base="2C", reserve="", waste="5H", c1="", c2="KD", c3="KS", c4="9C"))
    click(window, grab_point(card_item(window, "5H")))
    assert window.controller.game.pile("c1") == (Card.parse("5H"),)


def test_tap_with_double_click_setting_off_only_goes_home(window):
    window.controller.double_click = False
    window.controller.new_game(position(base="2C", reserve="3C", waste="5H", c1="6S", c2="9D", c3="KD", c4="KS"))
    before = window.controller.game.describe()
    click(window, grab_point(card_item(window, "5H")))
    assert window.controller.game.describe() == before


def test_tap_with_nowhere_to_go_nudges_and_changes_nothing(window, qtbot):
    window.table.animations = True
    before = window.controller.game.describe()
    item = card_item(window, "6C")
    click(window, grab_point(item))
    assert window.controller.game.describe() == before
    assert "nowhere to go" in window.statusBar().currentMessage()
    assert window.table.animating  # the nudge runs
    qtbot.waitUntil(lambda: item.nudge == 0.0 and not window.table.animating)


def test_double_click_moves_once(window):
    drag_card(window, "QC", "c2")
    # the 8♥ goes home on the first click; the second click must not send the 9 under it anywhere
    reserve_before = len(window.controller.game.pile("reserve"))
    double_click(window, grab_point(card_item(window, "8H")))
    assert window.controller.game.top("f1") == Card.parse("8H")
    assert len(window.controller.game.pile("reserve")) == reserve_before - 1
    assert window.controller.game.moves_made == 2


def test_stock_click_draws_three_and_fans_them(window):
    game = window.controller.game
    stock_top = card_item(window, game.top("stock").code)
    click(window, stock_top.card_rect().center())
    game = window.controller.game
    assert len(game.pile("stock")) == 31 and len(game.pile("waste")) == 3
    xs = [card_item(window, c.code).pos().x() for c in game.pile("waste")]
    assert xs[0] < xs[1] < xs[2]  # the last three waste cards are fanned
    assert all(card_item(window, c.code).face_up for c in game.pile("waste"))


def test_fast_stock_clicks_are_not_lost(window):
    stock = window.table.piles["stock"].area.center()
    double_click(window, stock)  # two quick clicks on the stock draw twice
    assert len(window.controller.game.pile("waste")) == 6


def test_empty_stock_click_recycles(window):
    controller = window.controller
    while controller.game.pile("stock"):
        controller.click_stock()
    waste = controller.game.pile("waste")
    assert window.table.piles["stock"].can_recycle
    click(window, window.table.piles["stock"].area.center())
    assert controller.game.pile("stock") == tuple(reversed(waste))
    assert controller.game.passes == 1
    assert "Passes: 1" in window.status.passes.text()


def test_a_stock_click_with_a_shaky_pointer_still_draws(window):
    # Review of the gesture path: a press on the stock that moved a few pixels was taken for a refused drag.
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from tests.ui.mouse import LEFT, to_view

    vp = window.view.viewport()
    at = to_view(window, window.table.piles["stock"].area.center())
    QTest.mousePress(vp, LEFT, Qt.KeyboardModifier.NoModifier, at)
    QTest.mouseMove(vp, at + QPoint(7, 0))
    QTest.mouseRelease(vp, LEFT, Qt.KeyboardModifier.NoModifier, at + QPoint(7, 0))
    assert len(window.controller.game.pile("stock")) == 31


# ----- the «Double click» setting (player review B8) ------------------------------------------
def _double_click_setting_off(window):
    window.settings.double_click = False
    window.settings.motion = False  # cards at their places at once
    window.apply_settings()


def _strict_five_on_a_column(window):
    """The review's case: the reserve's 4♥ fits only the 5♣ on column 1 (nothing goes home)."""
    window.controller.new_game(position(base="2C", reserve="9S 4H", waste="", c1="5C", c2="KD", c3="KS", c4="9C"))


def test_with_the_setting_off_a_tap_says_column_placement_is_off_not_nowhere_to_go(window):
    _double_click_setting_off(window)
    _strict_five_on_a_column(window)
    before = window.controller.game.describe()
    click(window, grab_point(card_item(window, "4H")))
    assert window.controller.game.describe() == before
    message = window.status.currentMessage()
    assert "nowhere to go" not in message
    assert "Double click setting is off" in message and "double-click" in message


def test_with_the_setting_off_a_real_double_click_places_the_card_on_the_column(window):
    _double_click_setting_off(window)
    _strict_five_on_a_column(window)
    double_click(window, grab_point(card_item(window, "4H")))
    game = window.controller.game
    assert game.pile("c1") == (Card.parse("5C"), Card.parse("4H"))
    assert game.moves_made == 1


def test_with_the_setting_off_a_tap_still_sends_a_card_home(window):
    _double_click_setting_off(window)
    window.controller.new_game(position(base="2C", reserve="9S 3C", waste="", c1="5C", c2="KD", c3="KS", c4="9C"))
    click(window, grab_point(card_item(window, "3C")))
    assert window.controller.game.top("f1") == Card.parse("3C")


def test_a_double_click_after_a_tap_that_had_nowhere_to_go_does_nothing_more(window):
    before = window.controller.game.describe()
    double_click(window, grab_point(card_item(window, "6C")))
    assert window.controller.game.describe() == before


def test_with_motion_off_a_refused_tap_outlines_the_card_in_red_for_a_moment(window, qtbot):
    from canfield.ui.table.items import REFUSED

    assert not window.table.animations
    item = card_item(window, "6C")
    click(window, grab_point(item))
    glow = window.table.piles["c1"].glow
    assert glow.isVisible() and glow.level == REFUSED
    assert glow.boundingRect().contains(item.card_rect())
    qtbot.waitUntil(lambda: not glow.isVisible())


def test_with_motion_off_a_second_refusal_keeps_its_whole_outline(window, qtbot):
    """The second refusal starts the outline's moment anew. No clock: the first moment is left to run
    out without the event loop running, so the old timer is due but cannot fire; the second refusal must
    restart it, or the outline would vanish at once when events are processed."""
    from canfield.ui.table.items import REFUSED

    item = card_item(window, "6C")
    glow = window.table.piles["c1"].glow
    moment = window.table.decor._flash  # the outline's moment (a single-shot QTimer)
    click(window, grab_point(item))
    assert glow.level == REFUSED and moment.isActive()
    while moment.remainingTime() > 0:  # the first moment runs out; its timeout waits for the event loop
        time.sleep(0.01)
    click(window, grab_point(item))  # refused again: its outline starts anew
    assert moment.isActive() and moment.remainingTime() > 0
    QCoreApplication.processEvents()  # a timer still due from the first refusal would fire here
    assert glow.level == REFUSED and glow.isVisible()
    qtbot.waitUntil(lambda: not glow.isVisible())  # and the new moment ends too
