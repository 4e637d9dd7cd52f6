"""The "figures" face design: court cards with drawn busts, double-headed like printed court cards.

Each jack, queen and king is a half-length figure drawn with paths in a unit box (the upper half of the
card's panel, 1 wide and :data:`HALF` high), then drawn again turned half a turn for the lower half, so
the card reads the same either way up. The ranks differ where a player looks first: the king has a tall
crown, a white beard, an ermine collar and a sceptre; the queen a tiara, long hair, pearls and a rose;
the jack a plumed cap, a pleated ruff, a striped doublet and a halberd. Their clothes are in the suit's
ink (four colours when asked) with gold trim. Imported only when this design is chosen (start-up).
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
_GOLD = "#e0b042"
_SKIN = "#f6dcc2"
_WHITE = "#fffdf6"
_LIPS = "#c0504a"
_STEEL = "#c9ced6"
_WOOD = "#8a5a2b"
_LEAF = "#3f8a45"
_HEAD = QPointF(0.5, 0.37)  # the centre of every head
_SHOULDERS = 0.62  # where the shoulders meet the neck


@dataclass(frozen=True)
class Palette:
    """The colours of one card's figures: the suit's ink, a light tint of it, and the fixed ones."""

    ink: QColor
    tint: QColor
    line: QColor  # outlines: the ink made darker, black in high contrast
    width: float  # outline width, in the unit box's units

    def pen(self, scale: float = 1.0, color: QColor | None = None) -> QPen:
        """A round-capped outline pen, ``scale`` times the usual width."""
        pen = QPen(color or self.line, self.width * scale)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        return pen


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved a fraction ``t`` of the way to ``b``."""
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
    )


def draw_court(p: QPainter, card: Card, w: float, h: float, ink: QColor, high_contrast: bool) -> None:
    """A framed panel with the rank's figure in its upper half and again, turned, in its lower half.

    Outlined in black for high contrast, else in a dark shade of the suit's ``ink``.
    """
    panel = QRectF(w * 0.2, h * 0.12, w * 0.6, h * 0.76)
    scale = panel.width()
    pal = Palette(
        ink=ink,
        tint=_mix(ink, QColor(_WHITE), 0.55 if high_contrast else 0.62),
        line=QColor("#000000") if high_contrast else ink.darker(230),
        width=max(0.7 / scale, 0.016 if high_contrast else 0.012),  # never thinner than 0.7 px
    )
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


# ----- drawing helpers ------------------------------------------------------------------------------


def _fill(p: QPainter, path: QPainterPath, color: QColor | str, pal: Palette) -> None:
    """Fill ``path`` and draw its outline."""
    p.setPen(pal.pen())
    p.setBrush(QColor(color))
    p.drawPath(path)


def _poly(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    path.closeSubpath()
    return path


def _ellipse(x: float, y: float, rx: float, ry: float | None = None) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(x, y), rx, rx if ry is None else ry)
    return path


def _dots(p: QPainter, color: QColor | str, r: float, *centres: tuple[float, float]) -> None:
    """Small round dots without outline (jewels, pearls, ermine spots)."""
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(color))
    for x, y in centres:
        p.drawEllipse(QPointF(x, y), r, r)


def _twin(start: tuple[float, float], *half: tuple[tuple[float, float], ...]) -> QPainterPath:
    """A closed outline symmetric about x = 0.5: curves (control, control, end) from ``start`` on the
    middle line through the left half and back to the middle, then the same mirrored back to ``start``.
    """
    path = QPainterPath()
    path.moveTo(*start)
    for c1, c2, end in half:
        path.cubicTo(*c1, *c2, *end)
    begins = [start, *(end for _, _, end in half[:-1])]
    for (c1, c2, _), begin in zip(reversed(half), reversed(begins), strict=True):
        path.cubicTo(1 - c2[0], c2[1], 1 - c1[0], c1[1], 1 - begin[0], begin[1])
    return path


def _symmetric(*half: tuple[float, float]) -> QPainterPath:
    """A polygon through ``half``'s points (left of the middle) and their mirror images, back up."""
    return _poly(*half, *((1 - x, y) for x, y in reversed(half)))


# ----- the parts every figure shares ----------------------------------------------------------------


def _robe(neck: float = 0.1) -> QPainterPath:
    """Shoulders falling from the neck to the box's edges and down to the divider."""
    top = _SHOULDERS
    path = QPainterPath()
    path.moveTo(0.5 - neck, top - 0.02)
    path.cubicTo(0.3, top - 0.01, 0.06, top, -0.01, top + 0.09)
    path.lineTo(-0.01, HALF + 0.02)
    path.lineTo(1.01, HALF + 0.02)
    path.lineTo(1.01, top + 0.09)
    path.cubicTo(0.94, top, 0.7, top - 0.01, 0.5 + neck, top - 0.02)
    path.closeSubpath()
    return path


def _face(p: QPainter, pal: Palette, rx: float = 0.15, ry: float = 0.175, brows: float = 0.0) -> None:
    """Neck and head with eyes, brows, nose, cheeks and mouth; ``brows`` tilts the brows (a frown > 0)."""
    c = _HEAD
    _fill(p, _symmetric((0.44, c.y() + 0.1), (0.43, _SHOULDERS + 0.02)), _SKIN, pal)  # the neck
    _fill(p, _ellipse(c.x(), c.y(), rx, ry), _SKIN, pal)
    blush = QColor(_LIPS)
    blush.setAlpha(60)
    _dots(p, blush, 0.03, (c.x() - 0.075, c.y() + 0.05), (c.x() + 0.075, c.y() + 0.05))
    for side in (-1, 1):
        x = c.x() + side * 0.055
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(_WHITE))
        p.drawEllipse(QPointF(x, c.y() - 0.01), 0.026, 0.016)
        _dots(p, pal.line, 0.012, (x, c.y() - 0.01))
        p.setPen(pal.pen(0.9))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawLine(QPointF(x - side * 0.03, c.y() - 0.045 + brows * 0.01), QPointF(x + side * 0.025, c.y() - 0.05))
    nose = QPainterPath()
    nose.moveTo(c.x() - 0.005, c.y() - 0.005)
    nose.quadTo(c.x() - 0.022, c.y() + 0.045, c.x() + 0.01, c.y() + 0.05)
    p.setPen(pal.pen(0.8))
    p.drawPath(nose)
    mouth = QPainterPath()
    mouth.moveTo(c.x() - 0.03, c.y() + 0.09)
    mouth.quadTo(c.x(), c.y() + 0.105, c.x() + 0.03, c.y() + 0.09)
    p.setPen(pal.pen(1.4, QColor(_LIPS)))
    p.drawPath(mouth)


def _hand(p: QPainter, pal: Palette, x: float, y: float, cuff: QColor | str) -> None:
    """A hand closed round a staff at (x, y), with a cuff of ``cuff`` under it."""
    _fill(p, _poly((x - 0.06, y + 0.035), (x + 0.06, y + 0.035), (x + 0.07, y + 0.1), (x - 0.07, y + 0.1)), cuff, pal)
    _fill(p, _ellipse(x, y, 0.05, 0.042), _SKIN, pal)


# ----- the king: tall crown, white beard, ermine collar, sceptre ------------------------------------


def _king(p: QPainter, pal: Palette) -> None:
    _fill(p, _robe(), pal.ink, pal)
    _fill(p, _poly((0.42, 0.7), (0.58, 0.7), (0.62, HALF + 0.02), (0.38, HALF + 0.02)), pal.tint, pal)
    _dots(p, _GOLD, 0.02, (0.5, 0.78), (0.5, 0.85))
    _ermine(p, pal)
    hair = _symmetric((0.5, 0.2), (0.36, 0.24), (0.33, 0.4), (0.34, 0.58))
    _fill(p, hair, _WHITE, pal)
    _face(p, pal, brows=1)
    beard = _twin((0.5, 0.475), ((0.42, 0.47), (0.38, 0.45), (0.355, 0.37)), ((0.36, 0.52), (0.42, 0.64), (0.5, 0.7)))
    _fill(p, beard, _WHITE, pal)
    tips = ((0.46, 0.42), (0.42, 0.43), (0.4, 0.47)), ((0.44, 0.455), (0.47, 0.46), (0.5, 0.455))
    _fill(p, _twin((0.5, 0.44), *tips), _WHITE, pal)  # the moustache
    _fill(p, _ellipse(0.5, 0.485, 0.025, 0.012), _LIPS, pal)
    _crown(p, pal)
    _sceptre(p, pal)


def _ermine(p: QPainter, pal: Palette) -> None:
    """A white fur collar over the shoulders, with the black tails of ermine."""
    collar = QPainterPath()
    collar.moveTo(0.36, 0.6)
    collar.cubicTo(0.22, 0.61, 0.06, 0.62, -0.01, 0.7)
    collar.lineTo(-0.01, 0.79)
    collar.cubicTo(0.16, 0.72, 0.34, 0.7, 0.5, 0.72)
    collar.cubicTo(0.66, 0.7, 0.84, 0.72, 1.01, 0.79)
    collar.lineTo(1.01, 0.7)
    collar.cubicTo(0.94, 0.62, 0.78, 0.61, 0.64, 0.6)
    collar.closeSubpath()
    _fill(p, collar, _WHITE, pal)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.line)
    for x, y in ((0.08, 0.71), (0.2, 0.68), (0.32, 0.665), (0.68, 0.665), (0.8, 0.68), (0.92, 0.71)):
        p.drawPath(_poly((x - 0.014, y - 0.018), (x + 0.014, y - 0.018), (x, y + 0.025)))


def _crown(p: QPainter, pal: Palette) -> None:
    """A tall crown of five points tipped with pearls, its band set with jewels of the suit's ink."""
    crown = _symmetric((0.33, 0.24), (0.31, 0.06), (0.39, 0.15), (0.44, 0.01), (0.5, 0.13))
    _fill(p, crown, _GOLD, pal)
    band = QPainterPath()
    band.addRect(QRectF(0.325, 0.19, 0.35, 0.06))
    _fill(p, band, _GOLD, pal)
    _dots(p, _WHITE, 0.02, (0.31, 0.06), (0.44, 0.01), (0.56, 0.01), (0.69, 0.06))
    _dots(p, pal.ink, 0.022, (0.38, 0.22), (0.5, 0.22), (0.62, 0.22))
    _fill(p, _ellipse(0.5, 0.13, 0.018, 0.018), pal.tint, pal)


def _sceptre(p: QPainter, pal: Palette) -> None:
    """A gold sceptre with an orb and cross, held up at the viewer's left."""
    _fill(p, _poly((0.145, 0.26), (0.175, 0.26), (0.185, HALF + 0.02), (0.135, HALF + 0.02)), _GOLD, pal)
    _fill(p, _ellipse(0.16, 0.22, 0.05), _GOLD, pal)
    _fill(p, _poly((0.153, 0.1), (0.167, 0.1), (0.167, 0.175), (0.153, 0.175)), _GOLD, pal)
    _fill(p, _poly((0.13, 0.12), (0.19, 0.12), (0.19, 0.135), (0.13, 0.135)), _GOLD, pal)
    _dots(p, pal.ink, 0.018, (0.16, 0.22))
    _hand(p, pal, 0.16, 0.68, _GOLD)


# ----- the queen: tiara, long hair, low neckline with pearls, a rose --------------------------------


def _queen(p: QPainter, pal: Palette) -> None:
    hair_color = "#b67e2e"
    hair = _twin((0.5, 0.17), ((0.28, 0.17), (0.3, 0.4), (0.29, 0.52)), ((0.28, 0.62), (0.24, 0.7), (0.2, 0.76)))
    _fill(p, hair, hair_color, pal)
    _fill(p, _robe(neck=0.09), pal.tint, pal)
    bodice = _symmetric((0.18, 0.7), (0.2, HALF + 0.02), (0.5, HALF + 0.02), (0.5, 0.88))
    _fill(p, bodice, pal.ink, pal)
    lace = QPainterPath()
    lace.moveTo(0.46, 0.76)
    lace.lineTo(0.54, 0.8)
    lace.moveTo(0.54, 0.76)
    lace.lineTo(0.46, 0.8)
    p.setPen(pal.pen(1.2, QColor(_GOLD)))
    p.drawPath(lace)
    neckline = QPainterPath()
    neckline.moveTo(0.38, 0.6)
    neckline.cubicTo(0.4, 0.7, 0.45, 0.74, 0.5, 0.75)
    neckline.cubicTo(0.55, 0.74, 0.6, 0.7, 0.62, 0.6)
    neckline.closeSubpath()
    _fill(p, neckline, _SKIN, pal)
    pearls = [(0.4 + 0.2 * i / 8, 0.62 + 0.07 * (1 - (i / 4 - 1) ** 2)) for i in range(9)]
    _dots(p, _WHITE, 0.014, *pearls)
    _face(p, pal, rx=0.14, ry=0.17)
    fringe = _twin((0.5, 0.21), ((0.4, 0.21), (0.36, 0.25), (0.36, 0.38)), ((0.37, 0.27), (0.44, 0.24), (0.5, 0.28)))
    _fill(p, fringe, hair_color, pal)
    _tiara(p, pal)
    _rose(p, pal)


def _tiara(p: QPainter, pal: Palette) -> None:
    """A low crown of three arches with pearls and a jewel of the suit's ink."""
    tiara = QPainterPath()
    tiara.moveTo(0.37, 0.24)
    tiara.lineTo(0.37, 0.18)
    tiara.quadTo(0.405, 0.1, 0.44, 0.16)
    tiara.quadTo(0.5, 0.04, 0.56, 0.16)
    tiara.quadTo(0.595, 0.1, 0.63, 0.18)
    tiara.lineTo(0.63, 0.24)
    tiara.closeSubpath()
    _fill(p, tiara, _GOLD, pal)
    _dots(p, _WHITE, 0.02, (0.405, 0.115), (0.5, 0.055), (0.595, 0.115))
    _fill(p, _ellipse(0.5, 0.19, 0.026, 0.03), pal.ink, pal)


def _rose(p: QPainter, pal: Palette) -> None:
    """A rose on a leafy stem, held up at the viewer's right."""
    stem = QPainterPath()
    stem.moveTo(0.84, 0.7)
    stem.cubicTo(0.86, 0.55, 0.83, 0.45, 0.85, 0.3)
    p.setPen(pal.pen(2.4, QColor(_LEAF)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(stem)
    for sign in (1, -1):
        leaf = QPainterPath()
        leaf.moveTo(0.85, 0.48)
        leaf.quadTo(0.85 + sign * 0.07, 0.4, 0.85 + sign * 0.11, 0.44)
        leaf.quadTo(0.85 + sign * 0.07, 0.52, 0.85, 0.48)
        _fill(p, leaf, _LEAF, pal)
    for r, color in ((0.075, pal.ink), (0.05, pal.tint), (0.025, pal.ink)):
        _fill(p, _ellipse(0.85, 0.27, r, r * 0.92), color, pal)
    _hand(p, pal, 0.84, 0.68, _GOLD)


# ----- the jack: plumed cap, short hair, ruff, striped doublet, halberd -----------------------------


def _jack(p: QPainter, pal: Palette) -> None:
    robe = _robe(neck=0.1)
    _fill(p, robe, pal.tint, pal)
    p.save()
    p.setClipPath(robe)
    for x in (0.1, 0.3, 0.5, 0.7, 0.9):  # the doublet's stripes of ink on the tint
        _fill(p, _poly((x - 0.05, 0.55), (x + 0.05, 0.55), (x + 0.05, HALF), (x - 0.05, HALF)), pal.ink, pal)
    p.restore()
    _fill(p, _poly((0.0, 0.8), (1.0, 0.8), (1.0, 0.84), (0.0, 0.84)), _GOLD, pal)  # a belt
    hair = _symmetric((0.5, 0.22), (0.35, 0.26), (0.33, 0.4), (0.35, 0.5), (0.4, 0.52))
    _fill(p, hair, "#6b4424", pal)
    _face(p, pal, rx=0.14, ry=0.17)
    _ruff(p, pal)
    _cap(p, pal)
    _halberd(p, pal)


def _ruff(p: QPainter, pal: Palette) -> None:
    """A white pleated collar: a row of scallops under the chin."""
    ruff = QPainterPath()
    ruff.moveTo(0.28, 0.59)
    for i in range(9):
        x0 = 0.28 + i * 0.0489
        ruff.quadTo(x0 + 0.0245, 0.7, x0 + 0.0489, 0.59)
    ruff.quadTo(0.5, 0.55, 0.28, 0.59)
    _fill(p, ruff, _WHITE, pal)


def _cap(p: QPainter, pal: Palette) -> None:
    """A soft cap in the suit's ink over a gold brim, a long white plume sweeping back."""
    plume = QPainterPath()
    plume.moveTo(0.58, 0.2)
    plume.cubicTo(0.7, 0.04, 0.88, 0.02, 0.98, 0.12)
    plume.cubicTo(0.88, 0.1, 0.78, 0.14, 0.72, 0.22)
    plume.cubicTo(0.82, 0.18, 0.92, 0.22, 0.95, 0.3)
    plume.cubicTo(0.84, 0.25, 0.7, 0.26, 0.6, 0.27)
    plume.closeSubpath()
    _fill(p, plume, _WHITE, pal)
    cap = QPainterPath()
    cap.moveTo(0.33, 0.25)
    cap.cubicTo(0.28, 0.1, 0.5, 0.04, 0.66, 0.12)
    cap.cubicTo(0.74, 0.16, 0.72, 0.23, 0.68, 0.25)
    cap.closeSubpath()
    _fill(p, cap, pal.ink, pal)
    brim = QPainterPath()
    brim.addRoundedRect(QRectF(0.32, 0.23, 0.38, 0.055), 0.025, 0.025)
    _fill(p, brim, _GOLD, pal)
    _dots(p, pal.tint, 0.02, (0.62, 0.2))


def _halberd(p: QPainter, pal: Palette) -> None:
    """A halberd at the viewer's left: a long shaft, an axe blade, a hook and a spike."""
    _fill(p, _poly((0.145, 0.1), (0.172, 0.1), (0.185, HALF + 0.02), (0.135, HALF + 0.02)), _WOOD, pal)
    blade = QPainterPath()
    blade.moveTo(0.172, 0.13)
    blade.cubicTo(0.26, 0.1, 0.3, 0.18, 0.29, 0.26)
    blade.cubicTo(0.25, 0.22, 0.21, 0.22, 0.172, 0.24)
    blade.closeSubpath()
    _fill(p, blade, _STEEL, pal)
    _fill(p, _poly((0.145, 0.1), (0.1585, 0.0), (0.172, 0.1)), _STEEL, pal)
    _fill(p, _poly((0.145, 0.16), (0.09, 0.2), (0.145, 0.2)), _STEEL, pal)
    _hand(p, pal, 0.16, 0.68, _GOLD)


_FIGURES: dict[int, Callable[[QPainter, Palette], None]] = {11: _jack, 12: _queen, 13: _king}
