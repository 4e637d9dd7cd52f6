"""The toolbar's icons, drawn here with QPainter: our own artwork, crisp at every size, in the palette's colour.

Each icon is drawn on a 24-unit grid (:data:`DRAWINGS`) at the size Qt asks
for, when it asks (:class:`DrawnIcon`); a disabled action's icon is drawn faint.
Arrows point the way the text runs: undo points back, which is right in Arabic.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QIconEngine, QPainter, QPainterPath, QPen, QPixmap, QPolygonF, QTransform

GRID = 24.0  # the drawings' units


def _card(p: QPainter, x: float, y: float) -> None:
    p.drawRoundedRect(QRectF(x, y, 11, 15), 2, 2)


def _new(p: QPainter) -> None:
    """Two cards, the front one with a plus: a fresh deal."""
    _card(p, 3, 3)
    p.setBrush(p.pen().color())
    _card(p, 9, 6)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_contrast_pen(p))  # the plus in the other colour, on the filled card
    p.drawLine(QPointF(14.5, 10), QPointF(14.5, 17))
    p.drawLine(QPointF(11, 13.5), QPointF(18, 13.5))


def _contrast_pen(p: QPainter) -> QPen:
    pen = QPen(p.pen())
    pen.setColor(QColor(255, 255, 255) if p.pen().color().lightness() < 128 else QColor(0, 0, 0))
    return pen


def _arrow_head(p: QPainter, tip: QPointF, back: QPointF, side: QPointF) -> None:
    color = p.pen().color()
    p.save()
    p.setBrush(color)
    p.drawPolygon(QPolygonF([tip, back, side]))
    p.restore()


def _restart(p: QPainter) -> None:
    """A circle of arrow: the same deal from the start."""
    p.drawArc(QRectF(4, 4, 16, 16), 100 * 16, 290 * 16)
    _arrow_head(p, QPointF(12.5, 1.5), QPointF(12.5, 8.5), QPointF(8, 4.5))


def _undo(p: QPainter) -> None:
    """An arrow curving back (to the left in left-to-right text)."""
    path = QPainterPath(QPointF(8, 9))
    path.lineTo(QPointF(14, 9))
    path.cubicTo(QPointF(22, 9), QPointF(22, 20), QPointF(14, 20))
    path.lineTo(QPointF(9, 20))
    p.drawPath(path)
    _arrow_head(p, QPointF(2.5, 9), QPointF(9, 4), QPointF(9, 14))


def _redo(p: QPainter) -> None:
    """Undo's arrow, the other way."""
    p.save()
    p.setTransform(QTransform(-1, 0, 0, 1, GRID, 0), True)  # mirrored on the grid, then scaled
    _undo(p)
    p.restore()


def _hint(p: QPainter) -> None:
    """A light bulb."""
    p.drawEllipse(QRectF(6, 2.5, 12, 12))
    p.drawLine(QPointF(9.5, 17), QPointF(14.5, 17))
    p.drawLine(QPointF(10, 20.5), QPointF(14, 20.5))
    p.drawLine(QPointF(10, 14), QPointF(10, 17))
    p.drawLine(QPointF(14, 14), QPointF(14, 17))


def _demo(p: QPainter) -> None:
    """A play triangle: let the computer play."""
    p.save()
    p.setBrush(p.pen().color())
    p.drawPolygon(QPolygonF([QPointF(7, 4), QPointF(20, 12), QPointF(7, 20)]))
    p.restore()


def _pause(p: QPainter) -> None:
    """Two upright bars: stop the clock."""
    p.save()
    p.setBrush(p.pen().color())
    p.drawRoundedRect(QRectF(6, 4, 4, 16), 1, 1)
    p.drawRoundedRect(QRectF(14, 4, 4, 16), 1, 1)
    p.restore()


def _speaker(p: QPainter) -> None:
    p.save()
    p.setBrush(p.pen().color())
    corners = ((3, 9), (7, 9), (12, 4), (12, 20), (7, 15), (3, 15))
    p.drawPolygon(QPolygonF([QPointF(x, y) for x, y in corners]))
    p.restore()


def _sound(p: QPainter) -> None:
    """A speaker with two waves: sound on."""
    _speaker(p)
    p.drawArc(QRectF(10, 8, 6, 8), -60 * 16, 120 * 16)
    p.drawArc(QRectF(10, 4, 11, 16), -60 * 16, 120 * 16)


def _muted(p: QPainter) -> None:
    """The speaker crossed out: sound off."""
    _speaker(p)
    p.drawLine(QPointF(15, 9), QPointF(21, 15))
    p.drawLine(QPointF(21, 9), QPointF(15, 15))


#: Each icon's drawing on the :data:`GRID`, by the action it stands for.
DRAWINGS: dict[str, Callable[[QPainter], None]] = {
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
    pen = QPen(color, 2.0)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    DRAWINGS[name](painter)
    painter.restore()


class DrawnIcon(QIconEngine):
    """Draws one of :data:`DRAWINGS` at whatever size Qt asks, when it asks (nothing is drawn at start-up)."""

    def __init__(self, name: str, color: QColor, right_to_left: bool = False) -> None:
        super().__init__()
        self.name, self.color, self.right_to_left = name, QColor(color), right_to_left
        self._drawn: dict[tuple[int, int, QIcon.Mode, QIcon.State], QPixmap] = {}

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        color = QColor(self.color)
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
            image.fill(Qt.GlobalColor.transparent)
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
