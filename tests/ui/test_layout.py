"""The table layout in card units (pure arithmetic)."""

from __future__ import annotations

import pytest

from canfield.engine import COLUMNS, FOUNDATIONS, PILE_NAMES
from canfield.ui.table.layout import CARD_H, COLUMN_FAN, compute

SIZES = [(800, 560), (1024, 700), (1280, 760), (1920, 1040), (3840, 2100), (700, 900), (2400, 500)]


@pytest.mark.parametrize("size", SIZES)
def test_every_pile_fits_and_cards_keep_their_shape(size):
    w, h = size
    lay = compute(w, h, {c: 1 for c in COLUMNS})
    assert lay.card_h / lay.card_w == pytest.approx(CARD_H)
    for name in PILE_NAMES:
        x, y = lay.slot(name)
        assert x >= 0 and x + lay.card_w <= w + 1e-6 and y >= 0 and y + lay.card_h <= h + 1e-6, name


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [2, 8, 13, 25, 40])
def test_long_columns_tighten_but_stay_inside(size, n):
    w, h = size
    lay = compute(w, h, {"c1": n, "c2": 3})
    _x, y = lay.card_pos("c1", n - 1, n)
    assert y + lay.card_h <= h
    assert lay.fans["c1"] <= COLUMN_FAN * lay.unit
    assert lay.fans["c2"] == pytest.approx(COLUMN_FAN * lay.unit)  # a short column keeps its fan


def test_piles_do_not_overlap():
    lay = compute(1280, 760, {})
    rects = {name: (*lay.slot(name), lay.card_w, lay.card_h) for name in PILE_NAMES}
    names = list(rects)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            ax, ay, aw, ah = rects[a]
            bx, by, bw, bh = rects[b]
            assert ax + aw <= bx or bx + bw <= ax or ay + ah <= by or by + bh <= ay, (a, b)


def test_waste_fans_the_last_three_for_draw_three_only():
    lay3 = compute(1280, 760, {}, draw=3)
    xs = [lay3.card_pos("waste", i, 7)[0] for i in range(7)]
    assert xs[:5] == [xs[0]] * 5 and xs[4] < xs[5] < xs[6]
    lay1 = compute(1280, 760, {}, draw=1)
    assert len({lay1.card_pos("waste", i, 7)[0] for i in range(7)}) == 1


def test_foundations_and_columns_line_up():
    lay = compute(1280, 760, {})
    for f, c in zip(FOUNDATIONS, COLUMNS, strict=True):
        assert lay.slot(f)[0] == lay.slot(c)[0]
