"""Issue 42 item 2: the large-index deck and the table's lights, measured for low vision on rendered pixels.

- Every index of the large-index deck, in two and four colours, reaches 7:1 against its card's face (WCAG AAA).
- On a covered card of a column, the index fills at least 80 % of the strip the card above leaves showing.
- On the table's own pixels beside them: the card counts reach 4.5:1; the drop glow, the hint's glow and the
  keyboard's focus ring 3:1 on every table; all of them 7:1 on the high-contrast table.

Before the fixes the counts (white at 86 % opacity, 4.3:1 at the green felt's centre), the glows (translucent
yellow, about 2.4:1 on green) and the focus ring (#ffcc00, 2.9:1 on green) failed on the green table.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from canfield.engine import COLUMNS, FOUNDATIONS, RESERVE, STOCK, Card, Suit
from canfield.storage import FaceDesign
from canfield.ui.table.cardart import (
    LARGE_INDEX_HEIGHT,
    LARGE_INDEX_TOP,
    LARGE_INDEX_WIDTH,
    TABLES,
    CardPainter,
    CardStyle,
    suit_color,
)
from tests.ui.contrast import RGB, commonest, opaque, points, ratio, rgb
from tests.ui.long_columns import long_game

AAA, AA, NON_TEXT = 7.0, 4.5, 3.0
CARD_W = 120


# ----- the index against its face --------------------------------------------------------------


@pytest.mark.parametrize("high_contrast", [False, True])
@pytest.mark.parametrize("four_color", [False, True])
def test_every_index_of_the_large_index_deck_reaches_7_to_1_on_its_face(qapp, four_color, high_contrast):
    painter = CardPainter()
    painter.set_style(CardStyle(four_color=four_color, high_contrast=high_contrast, face=FaceDesign.LARGE_INDEX))
    for suit in Suit:
        for rank in (1, 7, 10, 12):
            card = Card.get(rank, suit)
            image = opaque(painter.pixmap(card, CARD_W, CARD_W * 1.4, 1.0).toImage())
            top, height = round(LARGE_INDEX_TOP * CARD_W), round(LARGE_INDEX_HEIGHT * CARD_W)
            face = rgb(image, CARD_W // 2, top + height // 2)  # between the rank and the suit sign
            box = QRect(3, top, round(LARGE_INDEX_WIDTH * CARD_W), height)
            ink = commonest(c for x, y in points(box) if (c := rgb(image, x, y)) != face)
            assert ink == suit_color(suit, four_color, True).getRgb()[:3], (card, ink)  # the glyph's own ink
            assert ratio(ink, face) >= AAA, (card, ink, face, ratio(ink, face))


# ----- the index fills a covered card's strip ----------------------------------------------------


def _inky(pixel: RGB, ink: RGB, face: RGB) -> bool:
    """Nearer the ink than the face: at least half covered by the index (an anti-aliased edge pixel or more)."""

    def distance(a: RGB, b: RGB) -> int:
        return sum((x - y) ** 2 for x, y in zip(a, b, strict=True))

    return distance(pixel, ink) < distance(pixel, face)


def _index_rows(image: QImage, x: int, top: int, below: int, width: int, ink: RGB) -> list[int]:
    """The rows of a covered card's strip that show its index: some of the row is ink, not all of it (a row
    all ink across the card is its edge)."""
    face = rgb(image, x + width // 2, top + (below - top) // 2)  # between rank and suit
    columns = range(x + round(width * 0.05), x + round(width * 0.95))
    rows = []
    for row in range(top, below):
        inky = sum(_inky(rgb(image, col, row), ink, face) for col in columns)
        if 0 < inky < 0.9 * len(columns):
            rows.append(row)
    return rows


@pytest.mark.parametrize(
    ("size", "length", "larger"),
    [((1100, 760), 8, False), ((1100, 760), 20, True), ((800, 600), 14, False), ((800, 600), 26, True)],
)
def test_a_covered_card_s_index_fills_most_of_its_strip(window, qtbot, size, length, larger):
    window.settings.face_design = FaceDesign.LARGE_INDEX.value
    window.settings.larger_cards = larger
    window.settings.motion = False  # the cards at their places at once
    window.apply_settings()
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0] and window.size().height() == size[1])
    window.controller.new_game(long_game(length))
    lay = window.table.layout
    view = window.view.viewport().size()
    assert (lay.width, lay.height) == (view.width(), view.height())
    image = opaque(window.view.viewport().grab().toImage())
    cards = window.controller.game.pile(COLUMNS[0])
    assert len(cards) == length
    strips = []
    for index, card in enumerate(cards[:-1]):
        x, y = (round(v) for v in lay.card_pos(COLUMNS[0], index, length))
        below = round(lay.card_pos(COLUMNS[0], index + 1, length)[1])
        ink = suit_color(card.suit, False, True).getRgb()[:3]
        rows = _index_rows(image, x, y, below, round(lay.card_w), ink)
        assert rows, card
        strips.append((rows[-1] - rows[0] + 1) / (below - y))
    worst = strips.index(min(strips))
    assert min(strips) >= 0.8, (cards[worst], strips[worst], lay.card_w, lay.fans[COLUMNS[0]])


# ----- the table's lights and counts against the felt ---------------------------------------------


TABLE_LOOKS = [(name, False) for name in TABLES] + [("green", True)]


def _felt(window) -> QImage:
    """The table's own pixels: the felt alone, as the view paints it under everything."""
    view = window.view
    size = view.viewport().size()
    image = QImage(size, QImage.Format.Format_RGB32)
    p = QPainter(image)
    view.drawBackground(p, QRectF(0, 0, size.width(), size.height()))
    p.end()
    return image


def _contrast_on_felt(
    window, region: QRectF, hidden: Callable[[], None], shown: Callable[[], None], inside: QRectF | None = None
) -> float:
    """The lowest contrast between an element's own colour and the felt under and beside it.

    The element's pixels are those that change when it is shown; of them, those over bare felt (and outside
    ``inside``, the cards or place a light surrounds, which it tints); its colour is the colour most of them
    have (its stroke or glyph, not the anti-aliased edge), measured against the felt at each pixel of that colour.
    """
    view = window.view
    felt = _felt(window)
    hidden()
    before = opaque(view.viewport().grab().toImage())
    shown()
    after = opaque(view.viewport().grab().toImage())
    area = view.mapFromScene(region).boundingRect().adjusted(-4, -4, 4, 4)
    area = area.intersected(QRect(QPoint(0, 0), view.viewport().size()))
    lit = view.mapFromScene(inside).boundingRect() if inside is not None else QRect()
    over_felt = [
        (x, y)
        for x, y in points(area)
        if rgb(before, x, y) == rgb(felt, x, y) and rgb(after, x, y) != rgb(before, x, y) and not lit.contains(x, y)
    ]
    assert len(over_felt) > 20, "the element does not show on the felt"
    colour = commonest(rgb(after, x, y) for x, y in over_felt)
    return min(ratio(colour, rgb(felt, x, y)) for x, y in over_felt if rgb(after, x, y) == colour)


def _item_region(item: QGraphicsItem) -> QRectF:
    return item.mapRectToScene(item.boundingRect())


@pytest.fixture(params=TABLE_LOOKS, ids=lambda look: "high-contrast" if look[1] else look[0])
def table(request, window):
    name, high_contrast = request.param
    window.settings.table_color = name
    window.settings.high_contrast = high_contrast
    window.settings.motion = False
    window.apply_settings()
    window.table.settle()
    return window, high_contrast


def test_the_card_counts_stand_out_from_every_table(table):
    window, high_contrast = table
    for name in (STOCK, RESERVE):
        pile = window.table.piles[name]
        text = pile.count_text
        assert text

        def hide(pile=pile) -> None:
            pile.count_text = ""
            pile.update()

        def show(pile=pile, text=text) -> None:
            pile.count_text = text
            pile.update()

        count_area = QRectF(pile._count_rect()).translated(pile.pos())
        contrast = _contrast_on_felt(window, count_area, hide, show)
        assert contrast >= (AAA if high_contrast else AA), (name, contrast)


def test_the_drop_glows_stand_out_from_every_table(table):
    window, high_contrast = table
    decor = window.table.decor
    legal, best = FOUNDATIONS[2], FOUNDATIONS[3]
    for name in (legal, best):
        glow = window.table.piles[name].glow
        area = QRectF(window.table.piles[name].area)
        light = lambda: decor.show_targets([legal, best], best)  # noqa: E731 (one line)
        contrast = _contrast_on_felt(window, area.adjusted(-12, -12, 12, 12), decor.clear_targets, light, area)
        assert glow.level > 0
        assert contrast >= (AAA if high_contrast else NON_TEXT), (name, contrast)


def test_the_hint_glow_stands_out_from_every_table(table):
    window, high_contrast = table
    decor = window.table.decor
    move = next(m for m in window.controller.game.legal_moves() if STOCK not in (m.source, m.target))
    cards = decor.source_rect(move)
    contrast = _contrast_on_felt(
        window, cards.adjusted(-12, -12, 12, 12), decor.clear_hint, lambda: decor.show_hint(move), cards
    )
    assert contrast >= (AAA if high_contrast else NON_TEXT), (move, contrast)


def test_the_focus_ring_stands_out_from_every_table(table):
    window, high_contrast = table
    decor = window.table.decor
    contrast = _contrast_on_felt(
        window, _item_region(window.table.piles[COLUMNS[2]]), decor.hide_focus, lambda: decor.set_focus(COLUMNS[2], 0)
    )
    assert contrast >= (AAA if high_contrast else NON_TEXT), contrast
