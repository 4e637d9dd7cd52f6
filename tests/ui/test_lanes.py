"""Columns past 28 cards (player review B2): laid out in lanes across the free width, the cards kept readable
and at least 60 % of their size with short columns, instead of the whole table shrinking."""

from __future__ import annotations

import itertools

import pytest

from canfield.ui.table import layout
from tests.ui.long_columns import long_game
from tests.ui.mouse import card_item, drag_card


@pytest.fixture
def long_window(window, qtbot):
    short = window.table.layout.unit
    window.controller.new_game(long_game())
    window.short_unit = short
    return window


def test_a_38_card_column_keeps_cards_at_least_60_percent_and_readable(long_window, qtbot):
    window = long_window
    lay = window.table.layout
    column = window.controller.game.pile("c1")
    assert len(column) == 38
    assert lay.unit >= 0.6 * window.short_unit  # 42 % before the fix (the whole table shrank)
    assert lay.lanes.get("c1", 1) >= 2
    view = window.view.viewport().rect()
    items = [card_item(window, c.code) for c in column]
    for below, above in itertools.pairwise(items):  # each covered card shows its corner index, within its lane
        if above.pos().x() == below.pos().x():
            assert above.pos().y() - below.pos().y() >= 0.17 * below.card_rect().height() - 1e-6
    for item in items:
        assert view.contains(window.view.mapFromScene(item.card_rect()).boundingRect())
    others = [window.table.piles[name].area for name in ("c2", "c3", "c4", "f2")]
    lanes = [item.card_rect() for item in items]
    assert not any(a.intersects(b) for a in lanes for b in others)  # the lanes overlap no other pile


def test_the_top_card_of_a_laned_column_plays_by_drag(long_window):
    window = long_window
    game = window.controller.game
    top = game.top("c1")
    drag_card(window, top.code, "c2")  # from the last lane onto the card that takes it
    assert game.top("c2") == top and len(game.pile("c1")) == 37


def test_at_800_by_600_and_with_50_cards_too(window, qtbot):
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    short = window.table.layout.unit
    window.controller.new_game(long_game(50))
    assert window.table.layout.unit >= 0.6 * short


def test_short_columns_keep_one_lane():
    lay = layout.compute(1100, 600, {"c1": 28, "c2": 3, "c3": 1, "c4": 0})
    assert lay.lanes == {} and lay.lane_size == {}


def test_a_laned_layout_is_mirrored_right_to_left():
    lengths = {"c1": 38, "c2": 1, "c3": 1, "c4": 1}
    ltr, rtl = layout.compute(1100, 600, lengths), layout.compute(1100, 600, lengths, rtl=True)
    assert ltr.lanes == rtl.lanes
    x, _ = ltr.card_pos("c1", 37, 38)
    rx, _ = rtl.card_pos("c1", 37, 38)
    assert x + ltr.card_w + rx == pytest.approx(1100)


def test_the_focus_ring_outlines_a_covered_card_to_the_end_of_its_lane(long_window):
    from tests.ui.keys import go_to

    window = long_window
    go_to(window, "c1", 3)  # a covered card in the first lane, reached by keys
    ring = window.table.decor.ring.focus
    item = card_item(window, window.controller.game.pile("c1")[3].code)
    lane_end = window.table.layout.lane_end("c1", 3, 38)
    last = card_item(window, window.controller.game.pile("c1")[lane_end].code).card_rect()
    assert ring.top() == item.card_rect().top() and ring.height() > 0  # negative before lanes were known
    assert abs(ring.bottom() - last.bottom()) < 1e-6 and lane_end < 37


def test_the_lanes_of_a_column_are_tied_by_one_band_the_felt_between_columns_is_not(long_window, qtbot):
    """Player review N2: the lanes looked like extra columns, the same felt between two lanes as between
    two columns. Now one darker band runs round the column's lanes: the gap between two lanes is darker
    than the felt between the column and the next; the band holds every card of the column and no other pile."""
    window = long_window
    lay = window.table.layout
    column = window.controller.game.pile("c1")
    band = window.table.bands["c1"]
    assert band.isVisible() and not any(window.table.bands[name].isVisible() for name in ("c2", "c3", "c4"))
    cards = [card_item(window, c.code).sceneBoundingRect() for c in column]
    assert all(band.band.contains(rect) for rect in cards)
    assert not any(band.band.intersects(window.table.piles[name].area) for name in ("c2", "c3", "c4", "f2"))
    size = lay.lane_size["c1"]
    first, second = cards[0], cards[size]  # the first cards of lanes 1 and 2
    y = first.top() + 0.5 * (cards[size - 1].bottom() - first.top())
    ltr = second.left() > first.right()
    gap_x = (first.right() + second.left()) / 2 if ltr else (second.right() + first.left()) / 2
    c2 = window.table.piles["c2"].area
    outside = band.band.right() < c2.left()
    felt_x = (band.band.right() + c2.left()) / 2 if outside else (c2.right() + band.band.left()) / 2
    qtbot.waitUntil(lambda: window.view.isVisible())
    image = window.view.viewport().grab().toImage()

    def lightness(x: float) -> int:
        point = window.view.mapFromScene(x, y)
        return image.pixelColor(point).lightness()

    assert lightness(gap_x) < lightness(felt_x) - 15
