"""The "figures" face design: court cards with drawn busts, double-headed like printed court cards.

Each jack, queen and king is a half-length figure drawn with paths in a unit box (the upper half of the
card's panel, 1 wide), then drawn again turned half a turn for the lower half, so the card reads the
same either way up. The ranks differ where a player looks first: the king has a tall crown, a beard and a
sceptre; the queen a tiara, long hair and a rose; the jack a plumed cap and a halberd. Their clothes are
in the suit's ink (four colours when asked) with gold trim. Imported only when this design is chosen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from canfield.engine import Card

#: The half panel's height for a width of 1 (the panel is 0.6 x 0.76 of a 1 x 1.4 card, halved).
HALF = 0.76 * 1.4 / 0.6 / 2
_CREAM = "#fbf3dc"
_GOLD = "#d9a935"
_SKIN = "#f5d7b8"
_WHITE = "#fffdf6"


@dataclass(frozen=True)
class Palette:
    """The colours of one card's figures: the suit's ink, a light tint of it, and the fixed ones."""

    ink: QColor
    tint: QColor
    line: QColor  # outlines: the ink made darker, black in high contrast
    gold: QColor
    skin: QColor
    white: QColor
    width: float  # outline width, in the unit box's units


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved a fraction ``t`` of the way to ``b``."""
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
    )


def _palette(ink: QColor, strong: bool, scale: float) -> Palette:
    return Palette(
        ink=ink,
        tint=_mix(ink, QColor(_WHITE), 0.55 if strong else 0.62),
        line=QColor("#000000") if strong else ink.darker(220),
        gold=QColor(_GOLD),
        skin=QColor(_SKIN),
        white=QColor(_WHITE),
        width=max(0.7 / scale, 0.016 if strong else 0.012),
    )


def draw_court(p: QPainter, card: Card, w: float, h: float, ink: QColor, high_contrast: bool) -> None:
    """A framed panel with the rank's figure in its upper half and again, turned, in its lower half.

    Outlined in black for high contrast, else in a dark shade of the suit's ``ink``.
    """
    panel = QRectF(w * 0.2, h * 0.12, w * 0.6, h * 0.76)
    scale = panel.width()
    pal = _palette(ink, high_contrast, scale)
    frame = QPainterPath()
    frame.addRoundedRect(panel, w * 0.03, w * 0.03)
    p.fillPath(frame, QColor(_CREAM))
    p.save()
    p.setClipPath(frame)
    for turned in (False, True):
        p.save()
        if turned:
            p.translate(panel.right(), panel.bottom())
            p.rotate(180)
        else:
            p.translate(panel.topLeft())
        p.scale(scale, scale)
        _FIGURES[card.rank](p, pal)
        p.restore()
    p.restore()
    p.setPen(QPen(pal.line, max(0.8, w * 0.012)))
    p.drawLine(QPointF(panel.left(), panel.center().y()), QPointF(panel.right(), panel.center().y()))
    p.setPen(QPen(ink, max(1.0, w * 0.018)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(frame)


def _fill(p: QPainter, path: QPainterPath, color: QColor, pal: Palette) -> None:
    """Fill ``path`` and draw its outline."""
    p.setPen(QPen(pal.line, pal.width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    p.setBrush(color)
    p.drawPath(path)


def _poly(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    path.closeSubpath()
    return path


# ----- the parts every figure shares ---------------------------------------------------------------


def _shoulders(neck: float = 0.13, top: float = 0.6) -> QPainterPath:
    """The robe's outline: shoulders falling from the neck to the box's edges and down to the divider."""
    path = QPainterPath()
    path.moveTo(0.5 - neck, top - 0.02)
    path.cubicTo(0.3, top, 0.12, top + 0.02, 0.06, top + 0.14)
    path.lineTo(0.02, HALF + 0.01)
    path.lineTo(0.98, HALF + 0.01)
    path.lineTo(0.94, top + 0.14)
    path.cubicTo(0.88, top + 0.02, 0.7, top, 0.5 + neck, top - 0.02)
    path.closeSubpath()
    return path


def _face(p: QPainter, pal: Palette, cy: float = 0.4, rx: float = 0.115, ry: float = 0.145) -> None:
    """Neck, head, eyes, nose and mouth."""
    neck = _poly((0.45, cy + 0.08), (0.55, cy + 0.08), (0.56, cy + 0.22), (0.44, cy + 0.22))
    _fill(p, neck, pal.skin, pal)
    head = QPainterPath()
    head.addEllipse(QPointF(0.5, cy), rx, ry)
    _fill(p, head, pal.skin, pal)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.line)
    for x in (0.455, 0.545):
        p.drawEllipse(QPointF(x, cy - 0.015), 0.012, 0.012)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(pal.line, pal.width * 0.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    nose = QPainterPath()
    nose.moveTo(0.5, cy - 0.005)
    nose.lineTo(0.49, cy + 0.045)
    nose.lineTo(0.505, cy + 0.05)
    p.drawPath(nose)
    p.setPen(QPen(QColor("#b5473a"), pal.width * 1.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(0.475, cy + 0.085), QPointF(0.525, cy + 0.085))


# ----- the king: tall crown, beard, ermine collar, sceptre ------------------------------------------


def _king(p: QPainter, pal: Palette) -> None:
    _fill(p, _shoulders(), pal.ink, pal)
    # a gold band down the robe's front with the ink's tint between its edges
    _fill(p, _poly((0.42, 0.6), (0.58, 0.6), (0.62, HALF + 0.01), (0.38, HALF + 0.01)), pal.gold, pal)
    _fill(p, _poly((0.47, 0.62), (0.53, 0.62), (0.55, HALF + 0.01), (0.45, HALF + 0.01)), pal.tint, pal)
    _ermine(p, pal)
    hair = QPainterPath()
    hair.moveTo(0.37, 0.33)
    hair.cubicTo(0.33, 0.45, 0.35, 0.55, 0.38, 0.6)
    hair.lineTo(0.62, 0.6)
    hair.cubicTo(0.65, 0.55, 0.67, 0.45, 0.63, 0.33)
    hair.closeSubpath()
    _fill(p, hair, pal.white, pal)
    _face(p, pal, cy=0.4)
    beard = QPainterPath()
    beard.moveTo(0.39, 0.4)
    beard.cubicTo(0.4, 0.52, 0.44, 0.62, 0.5, 0.66)
    beard.cubicTo(0.56, 0.62, 0.6, 0.52, 0.61, 0.4)
    beard.cubicTo(0.58, 0.47, 0.55, 0.47, 0.5, 0.465)
    beard.cubicTo(0.45, 0.47, 0.42, 0.47, 0.39, 0.4)
    _fill(p, beard, pal.white, pal)
    _fill(p, _poly((0.47, 0.475), (0.53, 0.475), (0.5, 0.49)), QColor("#b5473a"), pal)
    _crown(p, pal)
    _sceptre(p, pal)


def _ermine(p: QPainter, pal: Palette) -> None:
    """A white fur collar over the shoulders, with the black tails of ermine."""
    collar = QPainterPath()
    collar.moveTo(0.36, 0.57)
    collar.cubicTo(0.24, 0.6, 0.12, 0.62, 0.08, 0.7)
    collar.lineTo(0.12, 0.76)
    collar.cubicTo(0.24, 0.7, 0.36, 0.68, 0.5, 0.7)
    collar.cubicTo(0.64, 0.68, 0.76, 0.7, 0.88, 0.76)
    collar.lineTo(0.92, 0.7)
    collar.cubicTo(0.88, 0.62, 0.76, 0.6, 0.64, 0.57)
    collar.closeSubpath()
    _fill(p, collar, pal.white, pal)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.line)
    for x, y in ((0.2, 0.67), (0.32, 0.64), (0.68, 0.64), (0.8, 0.67), (0.5, 0.66)):
        p.drawPath(_poly((x - 0.012, y - 0.015), (x + 0.012, y - 0.015), (x, y + 0.02)))


def _crown(p: QPainter, pal: Palette) -> None:
    """A tall crown of five points with jewels, its band set with the suit's ink."""
    crown = _poly(
        (0.36, 0.3),
        (0.34, 0.1),
        (0.41, 0.19),
        (0.45, 0.06),
        (0.5, 0.17),
        (0.55, 0.06),
        (0.59, 0.19),
        (0.66, 0.1),
        (0.64, 0.3),
    )
    _fill(p, crown, pal.gold, pal)
    band = QPainterPath()
    band.addRect(QRectF(0.355, 0.255, 0.29, 0.05))
    _fill(p, band, pal.ink, pal)
    p.setPen(QPen(pal.line, pal.width * 0.7))
    p.setBrush(pal.white)
    for x, y in ((0.34, 0.1), (0.45, 0.06), (0.55, 0.06), (0.66, 0.1)):
        p.drawEllipse(QPointF(x, y), 0.018, 0.018)
    p.setBrush(pal.tint)
    p.drawEllipse(QPointF(0.5, 0.21), 0.022, 0.03)


def _sceptre(p: QPainter, pal: Palette) -> None:
    """A gold sceptre with an orb, held up at the figure's right (the viewer's left)."""
    rod = _poly((0.17, 0.3), (0.2, 0.3), (0.21, HALF - 0.06), (0.16, HALF - 0.06))
    _fill(p, rod, pal.gold, pal)
    orb = QPainterPath()
    orb.addEllipse(QPointF(0.185, 0.25), 0.05, 0.05)
    _fill(p, orb, pal.gold, pal)
    _fill(p, _poly((0.178, 0.15), (0.192, 0.15), (0.192, 0.2), (0.178, 0.2)), pal.gold, pal)
    _fill(p, _poly((0.16, 0.165), (0.21, 0.165), (0.21, 0.178), (0.16, 0.178)), pal.gold, pal)
    hand = QPainterPath()
    hand.addEllipse(QPointF(0.185, 0.68), 0.045, 0.04)
    _fill(p, hand, pal.skin, pal)


# ----- the queen: tiara, long hair, low neckline with a necklace, a rose ----------------------------


def _queen(p: QPainter, pal: Palette) -> None:
    hair = QPainterPath()
    hair.moveTo(0.5, 0.2)
    hair.cubicTo(0.3, 0.2, 0.3, 0.4, 0.3, 0.5)
    hair.cubicTo(0.3, 0.6, 0.26, 0.68, 0.24, 0.74)
    hair.lineTo(0.76, 0.74)
    hair.cubicTo(0.74, 0.68, 0.7, 0.6, 0.7, 0.5)
    hair.cubicTo(0.7, 0.4, 0.7, 0.2, 0.5, 0.2)
    _fill(p, hair, QColor("#b27b2c"), pal)
    gown = _shoulders(neck=0.1, top=0.63)
    _fill(p, gown, pal.tint, pal)
    # the bodice: the suit's ink in a V from the shoulders, laced with gold
    bodice = _poly((0.22, 0.68), (0.5, 0.86), (0.78, 0.68), (0.84, HALF + 0.01), (0.16, HALF + 0.01))
    _fill(p, bodice, pal.ink, pal)
    neckline = QPainterPath()
    neckline.moveTo(0.4, 0.6)
    neckline.cubicTo(0.42, 0.7, 0.46, 0.73, 0.5, 0.74)
    neckline.cubicTo(0.54, 0.73, 0.58, 0.7, 0.6, 0.6)
    neckline.closeSubpath()
    _fill(p, neckline, pal.skin, pal)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.gold)
    for i in range(7):
        t = i / 6
        x = 0.42 + 0.16 * t
        y = 0.63 + 0.06 * (1 - (2 * t - 1) ** 2)
        p.drawEllipse(QPointF(x, y), 0.013, 0.013)
    _face(p, pal, cy=0.4, rx=0.105, ry=0.135)
    fringe = QPainterPath()
    fringe.moveTo(0.39, 0.36)
    fringe.cubicTo(0.4, 0.28, 0.45, 0.26, 0.5, 0.3)
    fringe.cubicTo(0.55, 0.26, 0.6, 0.28, 0.61, 0.36)
    fringe.cubicTo(0.6, 0.22, 0.4, 0.22, 0.39, 0.36)
    _fill(p, fringe, QColor("#b27b2c"), pal)
    _tiara(p, pal)
    _rose(p, pal)


def _tiara(p: QPainter, pal: Palette) -> None:
    """A low crown of three arches with pearls."""
    tiara = QPainterPath()
    tiara.moveTo(0.38, 0.27)
    tiara.lineTo(0.38, 0.21)
    tiara.quadTo(0.41, 0.14, 0.44, 0.19)
    tiara.quadTo(0.5, 0.08, 0.56, 0.19)
    tiara.quadTo(0.59, 0.14, 0.62, 0.21)
    tiara.lineTo(0.62, 0.27)
    tiara.closeSubpath()
    _fill(p, tiara, pal.gold, pal)
    p.setPen(QPen(pal.line, pal.width * 0.7))
    p.setBrush(pal.white)
    for x, y in ((0.41, 0.155), (0.5, 0.1), (0.59, 0.155)):
        p.drawEllipse(QPointF(x, y), 0.02, 0.02)
    p.setBrush(pal.ink)
    p.drawEllipse(QPointF(0.5, 0.225), 0.025, 0.025)


def _rose(p: QPainter, pal: Palette) -> None:
    """A rose on a stem, held at the viewer's right."""
    p.setPen(QPen(QColor("#2f6b32"), pal.width * 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    stem = QPainterPath()
    stem.moveTo(0.8, 0.7)
    stem.cubicTo(0.82, 0.55, 0.8, 0.45, 0.83, 0.34)
    p.drawPath(stem)
    leaf = QPainterPath()
    leaf.moveTo(0.815, 0.52)
    leaf.quadTo(0.9, 0.46, 0.93, 0.5)
    leaf.quadTo(0.88, 0.56, 0.815, 0.52)
    _fill(p, leaf, QColor("#4f9a4f"), pal)
    for r, color in ((0.07, pal.ink), (0.045, pal.tint), (0.02, pal.ink)):
        bloom = QPainterPath()
        bloom.addEllipse(QPointF(0.83, 0.3), r, r * 0.9)
        _fill(p, bloom, color, pal)
    hand = QPainterPath()
    hand.addEllipse(QPointF(0.8, 0.7), 0.045, 0.04)
    _fill(p, hand, pal.skin, pal)


# ----- the jack: plumed cap, short hair, striped doublet, halberd -----------------------------------


def _jack(p: QPainter, pal: Palette) -> None:
    _fill(p, _shoulders(neck=0.1, top=0.62), pal.gold, pal)
    # a doublet in stripes of ink and tint, under a white pleated collar
    for i, x in enumerate((0.02, 0.18, 0.34, 0.5, 0.66, 0.82)):
        if i % 2 == 0:
            continue
        stripe = _poly((x, 0.66), (x + 0.16, 0.66), (x + 0.16, HALF + 0.01), (x, HALF + 0.01))
        p.save()
        p.setClipPath(_shoulders(neck=0.1, top=0.62))
        _fill(p, stripe, pal.ink, pal)
        p.restore()
    p.save()
    p.setClipPath(_shoulders(neck=0.1, top=0.62))
    for x in (0.02, 0.34, 0.66):
        _fill(p, _poly((x, 0.66), (x + 0.16, 0.66), (x + 0.16, HALF + 0.01), (x, HALF + 0.01)), pal.tint, pal)
    p.restore()
    hair = QPainterPath()
    hair.moveTo(0.38, 0.34)
    hair.cubicTo(0.36, 0.44, 0.37, 0.5, 0.4, 0.53)
    hair.lineTo(0.6, 0.53)
    hair.cubicTo(0.63, 0.5, 0.64, 0.44, 0.62, 0.34)
    hair.closeSubpath()
    _fill(p, hair, QColor("#6b4424"), pal)
    _face(p, pal, cy=0.41, rx=0.11, ry=0.14)
    _ruff(p, pal)
    _cap(p, pal)
    _halberd(p, pal)


def _ruff(p: QPainter, pal: Palette) -> None:
    """A white pleated collar: a row of scallops."""
    ruff = QPainterPath()
    ruff.moveTo(0.3, 0.6)
    for i in range(8):
        x0 = 0.3 + i * 0.05
        ruff.quadTo(x0 + 0.025, 0.7, x0 + 0.05, 0.6)
    ruff.quadTo(0.5, 0.56, 0.3, 0.6)
    _fill(p, ruff, pal.white, pal)


def _cap(p: QPainter, pal: Palette) -> None:
    """A soft cap in the suit's ink, its brim gold, a long plume sweeping back."""
    plume = QPainterPath()
    plume.moveTo(0.58, 0.24)
    plume.cubicTo(0.7, 0.1, 0.85, 0.08, 0.95, 0.18)
    plume.cubicTo(0.86, 0.16, 0.76, 0.2, 0.7, 0.27)
    plume.cubicTo(0.8, 0.24, 0.88, 0.28, 0.9, 0.34)
    plume.cubicTo(0.8, 0.3, 0.68, 0.3, 0.6, 0.3)
    plume.closeSubpath()
    _fill(p, plume, pal.white, pal)
    cap = QPainterPath()
    cap.moveTo(0.34, 0.3)
    cap.cubicTo(0.32, 0.16, 0.5, 0.12, 0.64, 0.18)
    cap.cubicTo(0.7, 0.21, 0.7, 0.27, 0.66, 0.3)
    cap.closeSubpath()
    _fill(p, cap, pal.ink, pal)
    brim = QPainterPath()
    brim.addRoundedRect(QRectF(0.33, 0.28, 0.35, 0.05), 0.02, 0.02)
    _fill(p, brim, pal.gold, pal)


def _halberd(p: QPainter, pal: Palette) -> None:
    """A halberd at the viewer's left: a long shaft, an axe blade and a spike."""
    shaft = _poly((0.16, 0.1), (0.185, 0.1), (0.2, HALF - 0.06), (0.17, HALF - 0.06))
    _fill(p, shaft, QColor("#8a5a2b"), pal)
    blade = QPainterPath()
    blade.moveTo(0.185, 0.14)
    blade.cubicTo(0.27, 0.12, 0.3, 0.2, 0.29, 0.26)
    blade.cubicTo(0.25, 0.22, 0.22, 0.22, 0.185, 0.24)
    blade.closeSubpath()
    _fill(p, blade, QColor("#c9ccd1"), pal)
    spike = _poly((0.16, 0.1), (0.1725, 0.02), (0.185, 0.1))
    _fill(p, spike, QColor("#c9ccd1"), pal)
    hook = _poly((0.16, 0.17), (0.11, 0.2), (0.16, 0.2))
    _fill(p, hook, QColor("#c9ccd1"), pal)
    hand = QPainterPath()
    hand.addEllipse(QPointF(0.18, 0.68), 0.045, 0.04)
    _fill(p, hand, pal.skin, pal)


_FIGURES: dict[int, Callable[[QPainter, Palette], None]] = {11: _jack, 12: _queen, 13: _king}
