"""The cards, drawn by the program with QPainter: faces, backs and suit signs.

Everything is vector drawing scaled to the card's pixel size, so cards are
crisp at any size and device pixel ratio. Rendered cards are cached as
pixmaps per (card, size, device pixel ratio, style) because a drag repaints
the same few cards many times.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Any, NamedTuple

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QTransform,
)

from canfield.engine import Card, Suit
from canfield.storage.settings import FaceDesign
from canfield.ui import ink
from canfield.ui.table import heap

# Pip centres (x, y) on the face's pip area, 0-1; y > 0.5 pips are drawn upside down.
_L, _M, _R = 0.22, 0.5, 0.78
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_M, 0.0), (_M, 1.0)),
    3: ((_M, 0.0), (_M, 0.5), (_M, 1.0)),
    4: ((_L, 0.0), (_R, 0.0), (_L, 1.0), (_R, 1.0)),
    5: ((_L, 0.0), (_R, 0.0), (_M, 0.5), (_L, 1.0), (_R, 1.0)),
    6: ((_L, 0.0), (_R, 0.0), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)),
    7: ((_L, 0.0), (_R, 0.0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)),
    8: ((_L, 0.0), (_R, 0.0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_M, 0.75), (_L, 1.0), (_R, 1.0)),
    9: ((_L, 0.0), (_R, 0.0), (_L, 1 / 3), (_R, 1 / 3), (_M, 0.5), (_L, 2 / 3), (_R, 2 / 3), (_L, 1.0), (_R, 1.0)),
    10: (
        (_L, 0.0),
        (_R, 0.0),
        (_M, 1 / 6),
        (_L, 1 / 3),
        (_R, 1 / 3),
        (_L, 2 / 3),
        (_R, 2 / 3),
        (_M, 5 / 6),
        (_L, 1.0),
        (_R, 1.0),
    ),
}
RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}

#: Back designs: setting value -> (main colour, pattern colour, accent colour).
BACKS: dict[str, tuple[str, str, str]] = {
    "blue": ("#1f4e8c", "#5d8fd0", "#e8c766"),
    "red": ("#9c1f2b", "#d8606a", "#f1d9a0"),
    "green": ("#1e6b47", "#5fae83", "#f0e1a6"),
    "purple": ("#56307f", "#9a76c7", "#f2d48a"),
}
#: Table colours: setting value -> (centre, edge) of the felt gradient.
TABLES: dict[str, tuple[str, str]] = {
    "green": ("#2f8a4f", "#14502b"),
    "blue": ("#2f6496", "#173656"),
    "red": ("#8e3a3a", "#4d1b1b"),
    "grey": ("#5f666b", "#2f3437"),
}
#: The suits' inks, the one table of them: (four colours, strong) -> ink of each suit. Strong inks
#: (high contrast, the large-index deck) reach 7:1 against the card's face (WCAG AAA; measured on
#: rendered cards by tests/ui/test_contrast.py); the everyday red is lighter (about 5.6:1).
INKS: dict[tuple[bool, bool], dict[Suit, str]] = {
    (False, False): {Suit.SPADES: "#1a1a1a", Suit.CLUBS: "#1a1a1a", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#c8102e"},
    (True, False): {Suit.SPADES: "#1a1a1a", Suit.CLUBS: "#1b7a2f", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#1557c0"},
    (False, True): {Suit.SPADES: "#000000", Suit.CLUBS: "#000000", Suit.HEARTS: "#a8001c", Suit.DIAMONDS: "#a8001c"},
    (True, True): {Suit.SPADES: "#000000", Suit.CLUBS: "#0b5a1c", Suit.HEARTS: "#a8001c", Suit.DIAMONDS: "#0a3d9c"},
}
#: The high-contrast table: a flat black felt (centre, edge).
HIGH_CONTRAST_TABLE = ("#000000", "#000000")


def paint_felt(p: QPainter, width: float, height: float, table: str, high_contrast: bool = False) -> None:
    """Fill (0, 0, width, height) with the felt of a table colour (an unknown name: green), or the black felt:
    lit from a little above the middle (the game's table and the Appearance page's preview alike)."""
    centre, edge = HIGH_CONTRAST_TABLE if high_contrast else TABLES.get(table, TABLES["green"])
    glow = QRadialGradient(QPointF(width / 2, height * 0.35), max(width, 1.0) * 0.75)
    glow.setColorAt(0.0, QColor(centre))
    glow.setColorAt(1.0, QColor(edge))
    ink.fill_rect(p, QRectF(0, 0, width, height), QBrush(glow))


def suit_color(suit: Suit, four_color: bool = False, strong: bool = False) -> QColor:
    """The ink of a suit: red/black, or four colours when asked (darker for high contrast and large indices)."""
    return QColor(INKS[four_color, strong][suit])


def suit_path(suit: Suit) -> QPainterPath:
    """The suit sign as a path in a 1 x 1 box (centre 0.5, 0.5)."""
    path = QPainterPath()
    if suit is Suit.DIAMONDS:
        path.addPolygon(QPolygonF([QPointF(0.5, 0.0), QPointF(0.88, 0.5), QPointF(0.5, 1.0), QPointF(0.12, 0.5)]))
        path.closeSubpath()
    elif suit is Suit.HEARTS:
        path.moveTo(0.5, 0.98)
        path.cubicTo(0.38, 0.8, 0.0, 0.6, 0.02, 0.3)
        path.cubicTo(0.04, 0.06, 0.4, -0.02, 0.5, 0.24)
        path.cubicTo(0.6, -0.02, 0.96, 0.06, 0.98, 0.3)
        path.cubicTo(1.0, 0.6, 0.62, 0.8, 0.5, 0.98)
    elif suit is Suit.SPADES:
        path.moveTo(0.5, 0.0)
        path.cubicTo(0.62, 0.2, 1.0, 0.38, 0.98, 0.62)
        path.cubicTo(0.96, 0.84, 0.66, 0.86, 0.54, 0.7)
        path.cubicTo(0.56, 0.84, 0.62, 0.94, 0.72, 1.0)
        path.lineTo(0.28, 1.0)
        path.cubicTo(0.38, 0.94, 0.44, 0.84, 0.46, 0.7)
        path.cubicTo(0.34, 0.86, 0.04, 0.84, 0.02, 0.62)
        path.cubicTo(0.0, 0.38, 0.38, 0.2, 0.5, 0.0)
    else:  # clubs: three leaves and a flared stem
        for cx, cy in ((0.5, 0.25), (0.24, 0.56), (0.76, 0.56)):
            path.addEllipse(QPointF(cx, cy), 0.22, 0.22)
        stem = QPainterPath()
        stem.moveTo(0.46, 0.5)
        stem.cubicTo(0.46, 0.8, 0.4, 0.92, 0.28, 1.0)
        stem.lineTo(0.72, 1.0)
        stem.cubicTo(0.6, 0.92, 0.54, 0.8, 0.54, 0.5)
        stem.closeSubpath()
        path = path.united(stem)
    return path


_SUIT_PATHS: dict[Suit, QPainterPath] = {}  # built on first use


def draw_suit(p: QPainter, suit: Suit, centre: QPointF, size: float, color: QColor, flip: bool = False) -> None:
    """Fill a suit sign of ``size`` pixels around ``centre`` (upside down if ``flip``)."""
    p.save()
    p.translate(centre)
    if flip:
        p.rotate(180)
    p.scale(size, size)
    p.translate(-0.5, -0.5)
    path = _SUIT_PATHS.get(suit)
    if path is None:
        path = _SUIT_PATHS[suit] = suit_path(suit)
    ink.draw(p, path, color)
    p.restore()


# Its index, in card widths: a row of rank and suit from the top, this tall, which fills at least 80 %
# of the strip a column shows of a covered card (layout.LARGE_INDEX_FAN); the rank at most this wide,
# so the waste's strip (layout.LARGE_INDEX_WASTE_FAN) shows it whole, with a suit sign under it.
LARGE_INDEX_TOP = 0.015
LARGE_INDEX_HEIGHT = 0.265
LARGE_INDEX_WIDTH = 0.28
_LARGE_INDEX_SIDE = 0.03  # from the card's edge
_LARGE_INDEX_CENTRE = 0.7  # the pips and court panel, scaled about the centre to leave the corners free


class CardStyle(NamedTuple):  # not a dataclass: 6x cheaper to build at start (issue 43)
    """What changes how a card looks: the settings that touch drawing."""

    back: str = "blue"
    four_color: bool = False
    high_contrast: bool = False  # pure white faces, black edges, darker inks
    # Right to left (Arabic): the index sits in the top-right corner and the extra suit sign at the
    # left, so the right-hand strip a leftward waste fan leaves of a covered card shows its rank.
    mirrored: bool = False
    face: str = FaceDesign.STANDARD.value  # the face design (FaceDesign's values); others draw as standard

    @property
    def large_index(self) -> bool:
        """The large-index deck: big corner indices in strong inks, the columns fanned to show them."""
        return self.face == FaceDesign.LARGE_INDEX

    @property
    def strong_inks(self) -> bool:
        """Inks of 7:1 against the face (high contrast and the large-index deck)."""
        return self.high_contrast or self.large_index


def style_of(settings: Any) -> CardStyle:
    """The card style a :class:`~canfield.storage.Settings` asks for (main window and replay alike)."""
    return CardStyle(settings.card_back, settings.four_color, bool(settings.high_contrast), face=settings.face_design)


def _radius(w: float) -> float:
    return w * 0.07


def draw_face(p: QPainter, card: Card, w: float, h: float, style: CardStyle) -> None:
    """Draw a card's face filling (0, 0, w, h)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if style.high_contrast:
        edge = max(2.0, w / 40)
        rect = QRectF(edge / 2, edge / 2, w - edge, h - edge)
        paper, outline = QColor("#ffffff"), ink.pen(QColor("#000000"), edge)
    else:
        rect = QRectF(0.5, 0.5, w - 1, h - 1)
        paper, outline = QColor("#fdfcf7"), ink.pen(QColor("#8a8a80"), max(1.0, w / 120))
    ink.draw(p, ink.rounded_rect(rect, _radius(w), _radius(w)), paper, outline)
    color = suit_color(card.suit, style.four_color, style.strong_inks)
    if style.large_index:
        _draw_large_corners(p, card, w, h, color, style.mirrored)
        p.save()  # the middle of the card, smaller: the big indices keep their corners
        p.translate(w / 2, h / 2)
        p.scale(_LARGE_INDEX_CENTRE, _LARGE_INDEX_CENTRE)
        p.translate(-w / 2, -h / 2)
        _draw_middle(p, card, w, h, color, style)
        p.restore()
    else:
        _draw_corners(p, card, w, h, color, style.mirrored)
        _draw_middle(p, card, w, h, color, style)


def _draw_middle(p: QPainter, card: Card, w: float, h: float, color: QColor, style: CardStyle) -> None:
    """The ace's big sign, the pips, or the court panel."""
    if card.rank == 1:
        big = w * (0.5 if card.suit is Suit.SPADES else 0.42)
        draw_suit(p, card.suit, QPointF(w / 2, h / 2), big, color)
    elif card.rank <= 10:
        _draw_pips(p, card, w, h, color)
    elif style.face == FaceDesign.FIGURES:
        from canfield.ui.table import figures  # only when chosen: start-up does not pay for it (issue 42)

        figures.draw_court(p, card, w, h, color, style.high_contrast)
    else:
        _draw_court(p, card, w, h, color)


def _draw_corners(p: QPainter, card: Card, w: float, h: float, color: QColor, mirrored: bool = False) -> None:
    label = RANK_TEXT.get(card.rank, str(card.rank))
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(6, round(w * (0.17 if card.rank == 10 else 0.2))))
    if card.rank == 10:
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 85)
    p.setFont(font)
    box = QRectF(w * (0.78 if mirrored else 0.02), h * 0.02, w * 0.2, w * 0.22)
    for flip in (False, True):
        p.save()
        if flip:
            p.translate(w, h)
            p.rotate(180)
        ink.text(p, box, ink.ALIGN_CENTER, label, color)
        draw_suit(p, card.suit, QPointF(box.center().x(), box.bottom() + w * 0.08), w * 0.13, color)
        # a second sign in the top strip, so a tightly fanned column still shows every suit
        draw_suit(p, card.suit, QPointF(w - box.center().x(), box.center().y()), w * 0.13, color)
        p.restore()


def _draw_large_corners(p: QPainter, card: Card, w: float, h: float, color: QColor, mirrored: bool) -> None:
    """The large-index deck's corners: rank and suit side by side along the top, a suit under the rank.

    The rank is a glyph outline fitted to the index's height (narrowed to its width when wider, as "10"), so
    the index fills the covered card's strip whatever the font's own proportions.
    """
    top, height, side = LARGE_INDEX_TOP * w, LARGE_INDEX_HEIGHT * w, _LARGE_INDEX_SIDE * w
    rank = _rank_outline(RANK_TEXT.get(card.rank, str(card.rank)), height, LARGE_INDEX_WIDTH * w)
    width = rank.boundingRect().width()
    rank_x = w - side - width if mirrored else side
    sign_x = side + height / 2 if mirrored else w - side - height / 2
    for flip in (False, True):
        p.save()
        if flip:
            p.translate(w, h)
            p.rotate(180)
        ink.draw(p, rank.translated(rank_x, top), color)
        draw_suit(p, card.suit, QPointF(sign_x, top + height / 2), height, color)
        # under the rank, for the waste's strip, which shows the left (right to left: the right) of a card
        under = height * 0.8
        draw_suit(p, card.suit, QPointF(rank_x + width / 2, top + height + w * 0.03 + under / 2), under, color)
        p.restore()


def _rank_outline(label: str, height: float, most_width: float) -> QPainterPath:
    """``label`` as an outline whose ink box is ``height`` tall and at most ``most_width`` wide, at (0, 0)."""
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(100)
    path = QPainterPath()
    path.addText(0, 0, font, label)
    box = path.boundingRect()
    scale_y = height / max(box.height(), 1e-6)
    scale_x = min(scale_y, most_width / max(box.width(), 1e-6))
    path.translate(-box.left(), -box.top())
    return QTransform.fromScale(scale_x, scale_y).map(path)


def _draw_pips(p: QPainter, card: Card, w: float, h: float, color: QColor) -> None:
    area = QRectF(w * 0.2, h * 0.13, w * 0.6, h * 0.74)
    size = w * 0.19
    for fx, fy in PIPS[card.rank]:
        x = area.left() + fx * area.width()
        y = area.top() + size / 2 + fy * (area.height() - size)
        draw_suit(p, card.suit, QPointF(x, y), size, color, flip=fy > 0.5)


def _draw_court(p: QPainter, card: Card, w: float, h: float, color: QColor) -> None:
    """A framed panel: a tinted field, a lattice band, the big letter, suit signs and an emblem."""
    panel = QRectF(w * 0.2, h * 0.12, w * 0.6, h * 0.76)
    grad = QLinearGradient(panel.topLeft(), panel.bottomRight())
    grad.setColorAt(0, QColor("#fbf0d0"))
    grad.setColorAt(1, QColor("#efd9a2"))
    ink.draw(p, ink.rounded_rect(panel, w * 0.04, w * 0.04), QBrush(grad), ink.pen(color, max(1.0, w * 0.018)))
    inner = panel.adjusted(w * 0.035, w * 0.035, -w * 0.035, -w * 0.035)
    faint = ink.pen(QColor(color.red(), color.green(), color.blue(), 90), max(0.6, w * 0.008))
    ink.draw(p, ink.rounded_rect(inner, w * 0.03, w * 0.03), outline=faint)
    _draw_lattice(p, inner, color, w)
    emblem_c = QPointF(panel.center().x(), panel.top() + panel.height() * 0.27)
    _draw_emblem(p, card.rank, emblem_c, w * 0.2, color)
    font = QFont("DejaVu Serif")
    font.setBold(True)
    font.setPixelSize(max(8, round(w * 0.34)))
    p.setFont(font)
    letter_box = QRectF(panel.left(), panel.center().y() - w * 0.2, panel.width(), w * 0.4)
    ink.text(p, letter_box, ink.ALIGN_CENTER, RANK_TEXT[card.rank], color)
    draw_suit(p, card.suit, QPointF(panel.center().x(), panel.bottom() - panel.height() * 0.2), w * 0.17, color)


def _draw_lattice(p: QPainter, area: QRectF, color: QColor, w: float) -> None:
    """A band of small diamonds across the middle of the panel: the court cards' ornament."""
    band_y = area.center().y() + w * 0.27
    step = area.width() / 6
    tint = QColor(color.red(), color.green(), color.blue(), 70)
    for i in range(6):
        cx = area.left() + step * (i + 0.5)
        d = step * 0.42
        diamond = [QPointF(cx, band_y - d), QPointF(cx + d, band_y), QPointF(cx, band_y + d), QPointF(cx - d, band_y)]
        ink.draw(p, ink.polygon(diamond), tint)


def _draw_emblem(p: QPainter, rank: int, c: QPointF, size: float, color: QColor) -> None:
    """King: a crown; queen: a rosette; jack: a shield with a chevron."""
    p.save()
    p.translate(c)
    p.scale(size, size)
    gold = QColor("#c99a2e")
    if rank == 13:
        crown = [
            QPointF(-0.5, 0.3),
            QPointF(-0.5, -0.25),
            QPointF(-0.25, 0.05),
            QPointF(0.0, -0.4),
            QPointF(0.25, 0.05),
            QPointF(0.5, -0.25),
            QPointF(0.5, 0.3),
        ]
        ink.draw(p, ink.polygon(crown), gold)
        for x in (-0.5, 0.0, 0.5):
            ink.draw(p, ink.ellipse(QPointF(x, -0.3 if x else -0.45), 0.08, 0.08), color)
        ink.fill_rect(p, QRectF(-0.5, 0.22, 1.0, 0.1), color)
    elif rank == 12:
        for i in range(8):
            p.save()
            p.rotate(i * 45)
            ink.draw(p, ink.ellipse(QPointF(0, -0.28), 0.14, 0.22), gold)
            p.restore()
        ink.draw(p, ink.ellipse(QPointF(0, 0), 0.17, 0.17), color)
    else:
        shield = QPainterPath()
        shield.moveTo(-0.42, -0.4)
        shield.lineTo(0.42, -0.4)
        shield.lineTo(0.42, 0.05)
        shield.quadTo(0.4, 0.35, 0.0, 0.5)
        shield.quadTo(-0.4, 0.35, -0.42, 0.05)
        shield.closeSubpath()
        ink.draw(p, shield, gold)
        chevron = [
            QPointF(-0.42, 0.0),
            QPointF(0.0, -0.25),
            QPointF(0.42, 0.0),
            QPointF(0.42, 0.16),
            QPointF(0.0, -0.09),
            QPointF(-0.42, 0.16),
        ]
        ink.draw(p, ink.polygon(chevron), color)
    p.restore()


def draw_back(p: QPainter, w: float, h: float, style: CardStyle) -> None:
    """Draw a card back: a white border, a lattice in two tones and a medallion."""
    main, pattern, accent = (QColor(c) for c in BACKS.get(style.back, BACKS["blue"]))
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0.5, 0.5, w - 1, h - 1)
    edge = ink.pen(QColor("#8a8a80"), max(1.0, w / 120))
    ink.draw(p, ink.rounded_rect(rect, _radius(w), _radius(w)), QColor("#fdfcf7"), edge)
    inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    field = ink.rounded_rect(inner, _radius(w) * 0.6, _radius(w) * 0.6)
    ink.draw(p, field, main)
    p.save()
    p.setClipPath(field)
    lines = ink.pen(pattern, max(0.8, w * 0.022))
    step = w * 0.14
    n = int((inner.width() + inner.height()) / step) + 2
    for i in range(-n, n):
        x = inner.left() + i * step
        ink.draw(p, ink.line(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom())), outline=lines)
        ink.draw(p, ink.line(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top())), outline=lines)
    p.restore()
    c = inner.center()
    ink.draw(p, ink.ellipse(c, w * 0.2, w * 0.2), main, ink.pen(accent, max(1.0, w * 0.03)))
    d = w * 0.12
    diamond = [
        QPointF(c.x(), c.y() - d),
        QPointF(c.x() + d * 0.6, c.y()),
        QPointF(c.x(), c.y() + d),
        QPointF(c.x() - d * 0.6, c.y()),
    ]
    ink.draw(p, ink.polygon(diamond), accent)
    frame = inner.adjusted(w * 0.03, w * 0.03, -w * 0.03, -w * 0.03)
    ink.draw(
        p, ink.rounded_rect(frame, _radius(w) * 0.4, _radius(w) * 0.4), outline=ink.pen(accent, max(0.8, w * 0.015))
    )


#: The cache's budget, in window-sized pixmaps: a deck of faces at the largest card size a window allows
#: covers about 2.2 times its area, so 3 keep every face at the current size and part of the last. The
#: window's size, not the screen's: a small window on a large screen at dpr 2 held up to 169 MiB of budget
#: for cards it never drew that big (performance review P4).
SCREENS = 3
MIN_BUDGET = 4 * 1024 * 1024  # bytes; a tiny window still keeps a deck
_BYTES_PER_PIXEL = 4  # ARGB32
_Key = tuple[str, int, int, float]  # what a picture shows, its width and height in device pixels, its pixel ratio


def pixmap_bytes(pix: QPixmap) -> int:
    """What a pixmap holds in memory (its device pixels, 32 bits each)."""
    return pix.width() * pix.height() * _BYTES_PER_PIXEL


class CardPainter:
    """Renders and caches card pixmaps by size, device pixel ratio and style.

    The cache is bounded in bytes (:meth:`set_window`): the card size follows the longest column, so over
    a game it sees faces at many sizes, and at a device pixel ratio of 2 each takes four times the memory.
    The least recently used pixmaps go first.
    """

    def __init__(self, budget: int = MIN_BUDGET) -> None:
        self._cache: OrderedDict[_Key, QPixmap] = OrderedDict()
        self._latest: dict[str, _Key] = {}  # the key of the newest pixmap of each name, any size (in the cache)
        self._bytes = 0
        self.budget = budget
        self.style = CardStyle()
        self.quick = False  # while the window is being resized: reuse a pixmap of another size

    @property
    def cached_bytes(self) -> int:
        """Bytes of the pixmaps held now (never over :attr:`budget` after a drawing)."""
        return self._bytes

    @property
    def cached_count(self) -> int:
        """How many pixmaps are held now."""
        return len(self._cache)

    def set_window(self, width: int, height: int, dpr: float, grow_only: bool = False) -> None:
        """Size the budget for a window of ``width`` x ``height`` (logical pixels) at ``dpr``.

        ``grow_only``: while the window is being resized, keep the pictures of the size it had (they are
        drawn scaled until it rests), so a smaller budget waits for the rest.
        """
        budget = max(MIN_BUDGET, round(SCREENS * width * height * dpr * dpr * _BYTES_PER_PIXEL))
        self.budget = max(budget, self.budget) if grow_only else budget
        self._trim()

    def set_style(self, style: CardStyle) -> None:
        """Change the look (card back, suit colours); old pixmaps are dropped."""
        if style != self.style:
            self.style = style
            if self._cache:  # pictures are let go: not into the heap for good (heap.py)
                heap.keep_big_blocks_apart(next(iter(self._cache))[3])
            self._cache.clear()
            self._latest.clear()
            self._bytes = 0

    def pixmap(self, card: Card | None, w: float, h: float, dpr: float) -> QPixmap:
        """The face of ``card`` (or the back when None) at this size.

        In :attr:`quick` mode a pixmap of another size is returned when there
        is one (the caller scales it); the view turns quick mode off, and the
        cards are drawn crisp again, once resizing stops.
        """
        if card is None:
            return self.drawing("back", w, h, dpr, lambda p, lw, lh: draw_back(p, lw, lh, self.style))
        return self.drawing(card.code, w, h, dpr, lambda p, lw, lh: draw_face(p, card, lw, lh, self.style))

    def drawing(
        self, name: str, w: float, h: float, dpr: float, draw: Callable[[QPainter, float, float], None]
    ) -> QPixmap:
        """A cached pixmap of ``draw(painter, w, h)``; ``name`` says what it shows, whatever its size."""
        key: _Key = (name, round(w * dpr), round(h * dpr), dpr)
        pix = self._cache.get(key)
        latest = self._latest.get(name)
        if pix is None and self.quick and latest is not None and latest in self._cache:
            key, pix = latest, self._cache[latest]
        if pix is not None:
            self._cache.move_to_end(key)
            return pix
        pix = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
        if pixmap_bytes(pix) >= heap.GLIBC_START:  # glibc maps it now, but a freed one would raise the line
            heap.keep_big_blocks_apart(dpr)
        pix.setDevicePixelRatio(dpr)
        pix.fill(QColor(0, 0, 0, 0))  # transparent
        painter = QPainter(pix)
        draw(painter, pix.width() / dpr, pix.height() / dpr)
        painter.end()
        self._cache[key] = pix
        self._bytes += pixmap_bytes(pix)
        self._latest[name] = key
        self._trim()
        return pix

    def _trim(self) -> None:
        """Drop the least recently used pixmaps until the cache fits its budget (the newest always stays)."""
        while self._bytes > self.budget and len(self._cache) > 1:
            key, pix = self._cache.popitem(last=False)
            heap.keep_big_blocks_apart(key[3])  # before the picture goes: not into the heap for good (heap.py)
            self._bytes -= pixmap_bytes(pix)
            if self._latest.get(key[0]) == key:
                del self._latest[key[0]]
