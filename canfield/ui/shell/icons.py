"""The toolbar's icons, drawn here with QPainter: our own artwork, crisp at every size, in the palette's colour.

Each icon is drawn on a 24-unit grid (:data:`DRAWINGS`) at the size Qt asks
for, when it asks (:class:`DrawnIcon`); a disabled action's icon is drawn faint.
Arrows point the way the text runs: undo points back, which is right in Arabic.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize
from PySide6.QtGui import QColor, QIcon, QIconEngine, QPainter, QPainterPath, QPen, QPixmap, QTransform

from canfield.ui import ink

GRID = 24.0  # the drawings' units

# Each drawing outlines with ``pen`` (round ends, the icon's colour) and fills in its colour, through ink:
# the toolbar is on the first frame, which is painted without Qt's enums (ink.py says why).


def _card(x: float, y: float) -> QPainterPath:
    return ink.rounded_rect(QRectF(x, y, 11, 15), 2, 2)


def _new(p: QPainter, pen: QPen) -> None:
    """Two cards, the front one with a plus: a fresh deal."""
    ink.draw(p, _card(3, 3), outline=pen)
    ink.draw(p, _card(9, 6), pen.color(), pen)
    plus = _contrast_pen(pen)  # the plus in the other colour, on the filled card
    ink.draw(p, ink.line(QPointF(14.5, 10), QPointF(14.5, 17)), outline=plus)
    ink.draw(p, ink.line(QPointF(11, 13.5), QPointF(18, 13.5)), outline=plus)


def _contrast_pen(pen: QPen) -> QPen:
    other = QColor(255, 255, 255) if pen.color().lightness() < 128 else QColor(0, 0, 0)
    return ink.pen(other, pen.widthF(), round_ends=True)


def _arrow_head(p: QPainter, pen: QPen, tip: QPointF, back: QPointF, side: QPointF) -> None:
    ink.draw(p, ink.polygon([tip, back, side]), pen.color(), pen)


def _restart(p: QPainter, pen: QPen) -> None:
    """A circle of arrow: the same deal from the start."""
    ink.draw(p, ink.arc(QRectF(4, 4, 16, 16), 100, 290), outline=pen)
    _arrow_head(p, pen, QPointF(12.5, 1.5), QPointF(12.5, 8.5), QPointF(8, 4.5))


def _undo(p: QPainter, pen: QPen) -> None:
    """An arrow curving back (to the left in left-to-right text)."""
    path = QPainterPath(QPointF(8, 9))
    path.lineTo(QPointF(14, 9))
    path.cubicTo(QPointF(22, 9), QPointF(22, 20), QPointF(14, 20))
    path.lineTo(QPointF(9, 20))
    ink.draw(p, path, outline=pen)
    _arrow_head(p, pen, QPointF(2.5, 9), QPointF(9, 4), QPointF(9, 14))


def _redo(p: QPainter, pen: QPen) -> None:
    """Undo's arrow, the other way."""
    p.save()
    p.setTransform(QTransform(-1, 0, 0, 1, GRID, 0), True)  # mirrored on the grid, then scaled
    _undo(p, pen)
    p.restore()


def _hint(p: QPainter, pen: QPen) -> None:
    """A light bulb."""
    ink.draw(p, ink.ellipse(QPointF(12, 8.5), 6, 6), outline=pen)
    for start, end in (((9.5, 17), (14.5, 17)), ((10, 20.5), (14, 20.5)), ((10, 14), (10, 17)), ((14, 14), (14, 17))):
        ink.draw(p, ink.line(QPointF(*start), QPointF(*end)), outline=pen)


def _demo(p: QPainter, pen: QPen) -> None:
    """A play triangle: let the computer play."""
    ink.draw(p, ink.polygon([QPointF(7, 4), QPointF(20, 12), QPointF(7, 20)]), pen.color(), pen)


def _pause(p: QPainter, pen: QPen) -> None:
    """Two upright bars: stop the clock."""
    ink.draw(p, ink.rounded_rect(QRectF(6, 4, 4, 16), 1, 1), pen.color(), pen)
    ink.draw(p, ink.rounded_rect(QRectF(14, 4, 4, 16), 1, 1), pen.color(), pen)


def _speaker(p: QPainter, pen: QPen) -> None:
    corners = ((3, 9), (7, 9), (12, 4), (12, 20), (7, 15), (3, 15))
    ink.draw(p, ink.polygon([QPointF(x, y) for x, y in corners]), pen.color(), pen)


def _sound(p: QPainter, pen: QPen) -> None:
    """A speaker with two waves: sound on."""
    _speaker(p, pen)
    ink.draw(p, ink.arc(QRectF(10, 8, 6, 8), -60, 120), outline=pen)
    ink.draw(p, ink.arc(QRectF(10, 4, 11, 16), -60, 120), outline=pen)


def _muted(p: QPainter, pen: QPen) -> None:
    """The speaker crossed out: sound off."""
    _speaker(p, pen)
    ink.draw(p, ink.line(QPointF(15, 9), QPointF(21, 15)), outline=pen)
    ink.draw(p, ink.line(QPointF(21, 9), QPointF(15, 15)), outline=pen)


#: Each icon's drawing on the :data:`GRID`, by the action it stands for.
DRAWINGS: dict[str, Callable[[QPainter, QPen], None]] = {
    "new_game": _new,
    "restart": _restart,
    "undo": _undo,
    "redo": _redo,
    "hint": _hint,
    "demo": _demo,
    "pause": _pause,
    "sound": _sound,
    "muted": _muted,
}
#: A checkable action's drawing when it is off, by its drawing when on.
OFF_STATE = {"sound": "muted"}
#: Drawings that point the way the text runs (mirrored right to left).
DIRECTIONAL = frozenset({"undo", "redo"})


def paint(painter: QPainter, rect: QRect, name: str, color: QColor, right_to_left: bool = False) -> None:
    """Draw the icon ``name`` into ``rect`` (a square is centred in it) with ``painter``, in ``color``."""
    side = min(rect.width(), rect.height())
    left = rect.x() + (rect.width() - side) / 2
    top = rect.y() + (rect.height() - side) / 2
    scale = side / GRID
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if right_to_left and name in DIRECTIONAL:
        painter.setTransform(QTransform(-scale, 0, 0, scale, left + side, top), combine=True)
    else:
        painter.setTransform(QTransform(scale, 0, 0, scale, left, top), combine=True)
    DRAWINGS[name](painter, ink.pen(color, 2.0, round_ends=True))
    painter.restore()


class DrawnIcon(QIconEngine):
    """Draws one of :data:`DRAWINGS` at whatever size Qt asks, when it asks (nothing is drawn at start-up)."""

    def __init__(self, name: str, color: QColor, right_to_left: bool = False) -> None:
        super().__init__()
        self.name, self.color, self.right_to_left = name, ink.copy(color), right_to_left
        self._drawn: dict[tuple[int, int, QIcon.Mode, QIcon.State], QPixmap] = {}

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        color = ink.copy(self.color)
        if mode == QIcon.Mode.Disabled:
            color.setAlpha(90)  # greyed like the disabled text beside it
        name = OFF_STATE.get(self.name, self.name) if state == QIcon.State.Off else self.name
        paint(painter, rect, name, color, self.right_to_left)

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        # Kept per size and mode: the toolbar asks again at every repaint (each step of a resize).
        key = (size.width(), size.height(), mode, state)
        image = self._drawn.get(key)
        if image is None:
            image = QPixmap(size)
            image.fill(QColor(0, 0, 0, 0))  # transparent
            painter = QPainter(image)
            self.paint(painter, QRect(QPoint(0, 0), size), mode, state)
            painter.end()
            self._drawn[key] = image
        return image

    def clone(self) -> QIconEngine:
        return DrawnIcon(self.name, self.color, self.right_to_left)


def icon(name: str, color: QColor, right_to_left: bool = False) -> QIcon:
    """The drawing ``name`` as a QIcon, at any size, in ``color``."""
    return QIcon(DrawnIcon(name, color, right_to_left))
