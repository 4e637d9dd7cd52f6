"""The program's own card drawings: every face distinct, colours right, crisp at any ratio."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage

from canfield.engine import ALL_CARDS, Card
from canfield.ui.table.cardart import BACKS, MIN_BUDGET, SCREENS, CardPainter, CardStyle, pixmap_bytes


def _image(painter: CardPainter, card: Card | None, w: float = 100, dpr: float = 1.0) -> QImage:
    return painter.pixmap(card, w, w * 1.4, dpr).toImage()


def _inks(image: QImage) -> set[str]:
    """Which strong colours appear: red, blue, green, black."""
    seen = set()
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = QColor.fromRgba(image.pixel(x, y))
            if c.alpha() < 250:
                continue  # the rounded corners are transparent
            r, g, b = c.red(), c.green(), c.blue()
            if r > 150 and g < 60 and b < 80:
                seen.add("red")
            elif b > 150 and r < 60 and g < 120:
                seen.add("blue")
            elif g > 90 and r < 60 and b < 80:
                seen.add("green")
            elif r < 50 and g < 50 and b < 50:
                seen.add("black")
    return seen


def test_every_face_is_distinct_and_the_back_differs(qapp):
    painter = CardPainter()
    images = {card: bytes(_image(painter, card).constBits()) for card in ALL_CARDS}
    assert len(set(images.values())) == 52
    assert bytes(_image(painter, None).constBits()) not in set(images.values())


def test_red_and_black_are_clear(qapp):
    painter = CardPainter()
    for code in ("7H", "QD", "AH", "10D"):
        inks = _inks(_image(painter, Card.parse(code)))
        assert "red" in inks and "black" not in inks, code
    for code in ("7S", "QC", "AS", "10C"):
        inks = _inks(_image(painter, Card.parse(code)))
        assert "black" in inks and "red" not in inks, code


def test_four_colour_suits(qapp):
    painter = CardPainter()
    painter.set_style(CardStyle(four_color=True))
    assert "blue" in _inks(_image(painter, Card.parse("5D")))
    assert "green" in _inks(_image(painter, Card.parse("5C")))
    assert "red" in _inks(_image(painter, Card.parse("5H")))


@pytest.mark.parametrize("back", list(BACKS))
def test_card_backs_differ(qapp, back):
    painter = CardPainter()
    painter.set_style(CardStyle(back=back))
    other = CardPainter()
    other.set_style(CardStyle(back="blue" if back != "blue" else "red"))
    assert _image(painter, None) != _image(other, None)


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0, 3.0])
def test_pixmaps_are_rendered_at_device_resolution(qapp, dpr):
    pix = CardPainter().pixmap(Card.parse("KH"), 90, 126, dpr)
    assert (pix.width(), pix.height()) == (round(90 * dpr), round(126 * dpr))
    assert pix.devicePixelRatio() == dpr


def test_cache_and_quick_mode(qapp):
    painter = CardPainter()
    card = Card.parse("9S")
    first = painter.pixmap(card, 80, 112, 1.0)
    assert painter.pixmap(card, 80, 112, 1.0) is first
    painter.quick = True
    assert painter.pixmap(card, 81, 113.4, 1.0) is first  # reused while resizing
    painter.quick = False
    assert painter.pixmap(card, 81, 113.4, 1.0).width() == 81


@pytest.mark.parametrize("code", ["7H", "TS", "QC", "AD"])
def test_mirrored_faces_carry_the_index_in_the_top_right_corner(qapp, code):
    """Right to left, the waste fans leftwards and shows covered cards' right edges: the rank is there
    (player review B11: only a suit showed)."""
    card = Card.parse(code)
    plain, mirrored = CardPainter(), CardPainter()
    mirrored.set_style(CardStyle(mirrored=True))
    index = _ink_count(_image(plain, card), 2)  # the top-left corner: rank and suit
    moved = _ink_count(_image(mirrored, card), 78)
    lone_sign = _ink_count(_image(plain, card), 78)  # the plain face's top right: a suit sign only
    assert abs(moved - index) <= index * 0.05  # the same index, drawn in the other corner
    assert moved > lone_sign * 1.5 and _ink_count(_image(mirrored, card), 2) < moved / 1.5


def _ink_count(image: QImage, x: int) -> int:
    """Inked pixels in the corner strip 20 px wide from ``x``, over the top 40 px (a 100 px card)."""
    return sum(
        1
        for yy in range(2, 40)
        for xx in range(x, x + 20)
        if (c := image.pixelColor(xx, yy)).alpha() > 200 and c.red() + c.green() + c.blue() < 600
    )


def test_the_table_mirrors_its_faces_in_right_to_left(qapp):
    from PySide6.QtCore import Qt

    from canfield.engine import Game
    from canfield.ui.controller import GameController
    from canfield.ui.table.scene import TableScene

    qapp.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        scene = TableScene(GameController(Game.from_code("CF1-D3-AAAAACL")))
        scene.set_style(CardStyle(back="red"))
        assert scene.painter.style.mirrored and scene.painter.style.back == "red"
    finally:
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_the_cache_keeps_to_its_byte_budget_whatever_the_sizes(qapp):
    """Faces at many sizes (the card size follows the longest column) never hold more than the budget
    (performance review F1: the cache was bounded by count and grew with every size)."""
    painter = CardPainter()
    painter.set_window(400, 300, 2.0)  # 4 MB at least, or 3 such windows at dpr 2
    for width in range(60, 140, 4):
        for card in ALL_CARDS[:20]:
            painter.pixmap(card, width, width * 1.4, 2.0)
            assert painter.cached_bytes <= painter.budget
    assert painter.cached_bytes > painter.budget * 0.8  # it is used, not emptied
    sizes = {pixmap_bytes(painter.pixmap(card, 136, 136 * 1.4, 2.0)) for card in ALL_CARDS[:20]}
    assert painter.cached_count <= painter.budget // min(sizes)


def test_the_budget_scales_with_the_window(qapp):
    painter = CardPainter()
    painter.set_window(1920, 1080, 1.0)
    small = painter.budget
    painter.set_window(1920, 1080, 2.0)
    assert painter.budget == 4 * small
    painter.set_window(1000, 500, 2.0, grow_only=True)  # while resizing: the larger pictures stay
    assert painter.budget == 4 * small
    painter.set_window(100, 100, 1.0)
    assert painter.budget == MIN_BUDGET


def test_quick_mode_reuses_only_what_the_cache_still_holds(qapp):
    """The newest pixmap of each card, kept for resizing, counts in the budget and goes with it."""
    painter = CardPainter(budget=1)  # room for the newest pixmap only
    nine, ten = Card.parse("9S"), Card.parse("TS")
    first = painter.pixmap(nine, 80, 112, 1.0)
    painter.pixmap(ten, 80, 112, 1.0)  # pushes the nine out
    assert painter.cached_count == 1
    painter.quick = True
    again = painter.pixmap(nine, 81, 113.4, 1.0)
    assert again is not first and again.width() == 81  # drawn anew: the old one was let go


def test_the_window_bounds_its_card_cache_by_its_own_size_not_the_screens(window, qtbot):
    """Three windows of pixels: a small window on a large screen (at dpr 2 up to 169 MiB, review P4) no
    longer keeps a screen's worth; a smaller size lowers the budget once the window rests."""
    view = window.view
    dpr = view.devicePixelRatioF()

    def budget_for_the_view() -> int:
        size = view.viewport().size()
        return max(MIN_BUDGET, round(SCREENS * size.width() * size.height() * dpr * dpr * 4))

    window.resize(1500, 1100)
    qtbot.waitUntil(lambda: not window.table.painter.quick)
    assert window.table.painter.budget == budget_for_the_view()
    window.resize(700, 500)
    qtbot.waitUntil(lambda: not window.table.painter.quick)
    assert window.table.painter.budget == budget_for_the_view()
    screen = view.screen().size()
    assert SCREENS * screen.width() * screen.height() * dpr * dpr * 4 > budget_for_the_view()  # the old budget
