"""Painting and widget settings without PySide's ``Qt`` namespace: what the first frame is drawn with.

Why: the first use of ``QtCore.Qt`` builds all its 93 Python enum types (about 1,200 members) through the
standard library's ``enum``, about 117 M instructions and 17-20 ms, a sixth of a bare PySide6 window's whole
start (issue 43). Not only ``Qt.X`` does it: an overload check that involves one of its enums does too, even
when the argument is of another type, as ``QPainter.setPen(QPen)``, ``setBrush``, ``fillRect``,
``fillPath(path, QColor)``, ``QPen(QPen)`` and ``QGuiApplication.layoutDirection()``. So the first frame draws
with the painter's own pen and brush left alone: shapes as paths, filled with ``fillPath`` and a brush
(a pen's, which is solid) and outlined with ``strokePath`` (what ``drawRoundedRect`` and the others do with
the painter's pen and brush, pixel for pixel), and coloured text through a layer (:func:`text`). A widget's
enum setting goes through its Qt property, by the value's number (:func:`set_property`).
``tests/ui/test_qt_namespace_later.py`` fails if a default start builds the namespace before its first frame;
``tests/ui/test_ink.py`` checks each primitive against Qt's own call.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QByteArray, QDataStream, QIODevice, QObject, QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

# Values of Qt's enums used before the first frame (Qt's own numbers; the test compares them with Qt's).
ALIGN_LEFT, ALIGN_HCENTER, ALIGN_TOP, ALIGN_VCENTER, ALIGN_LEADING = 0x1, 0x4, 0x20, 0x80, 0x1
ALIGN_CENTER = ALIGN_HCENTER | ALIGN_VCENTER
TEXT_WORD_WRAP = 0x1000
PLAIN_TEXT = 0  # Qt.TextFormat.PlainText
SCROLL_BAR_ALWAYS_OFF = 1  # Qt.ScrollBarPolicy.ScrollBarAlwaysOff
TOOL_BUTTON_ICON_ONLY, TOOL_BUTTON_TEXT_BESIDE_ICON = 0, 2  # Qt.ToolButtonStyle
PREVENT_CONTEXT_MENU = 4  # Qt.ContextMenuPolicy.PreventContextMenu
LEFT_TO_RIGHT, RIGHT_TO_LEFT = 0, 1  # Qt.LayoutDirection
#: A quarter circle's cubic Bezier: its control points this far along the tangents, in radii (as Qt's).
KAPPA = 0.5522847498
_ROUND_CAP_AND_JOIN = 0x1 | 0x20 | 0x80  # Qt.SolidLine | Qt.RoundCap | Qt.RoundJoin


def set_property(target: QObject, name: str, value: int) -> None:
    """Set the Qt property ``name`` (of an enum type) to ``value`` (its number); Qt converts it."""
    if not target.setProperty(name, value):
        raise ValueError(f"{type(target).__name__} has no property {name!r}")


def pen(color: QColor, width: float = 1.0, round_ends: bool = False) -> QPen:
    """A solid pen of ``color`` and ``width``: square caps and bevel joins as ``QPen(color, width)``, or round
    caps and joins (``round_ends``)."""
    made = QPen()  # QPen(color, width) checks its overloads against Qt's enums
    made.setColor(color)
    made.setWidthF(width)
    return _rounded(made) if round_ends else made


def _rounded(made: QPen) -> QPen:
    """``made`` with round caps and joins: its stream with the style word changed (setCapStyle takes an enum).

    QDataStream writes a pen as a 16-bit word of style | cap | join (``qpen.cpp``), then the rest.
    """
    data = QByteArray()
    QDataStream(data, QIODevice.OpenModeFlag.WriteOnly) << made
    data.replace(0, 2, _ROUND_CAP_AND_JOIN.to_bytes(2, "big"))
    rounded = QPen()
    QDataStream(data) >> rounded
    return rounded


def copy(color: QColor) -> QColor:
    """A copy of ``color`` (``QColor(QColor)`` checks its overloads against Qt's enums)."""
    return QColor.fromRgba64(color.rgba64())


def brush(color: QColor) -> QBrush:
    """A solid brush of ``color`` (a pen's: ``QBrush(QColor)`` checks its overloads against Qt's enums)."""
    return pen(color).brush()


def rounded_rect(box: QRectF, rx: float, ry: float) -> QPainterPath:
    """A rounded rectangle's path, point for point the one ``drawRoundedRect`` draws (``addRoundedRect``'s
    arcs differ from it by a hair: up to 2 of 255 on a few edge pixels).

    From the top edge's start, clockwise: each side a line, each corner a quarter ellipse as one cubic curve
    whose control points lie ``KAPPA`` of the radius from the corner's ends.
    """
    rx, ry = min(rx, box.width() / 2), min(ry, box.height() / 2)
    if rx <= 0 or ry <= 0:
        return rect(box)
    x1, y1, x2, y2 = box.left(), box.top(), box.right(), box.bottom()
    kx, ky = (1 - KAPPA) * rx, (1 - KAPPA) * ry
    path = QPainterPath(QPointF(x1 + rx, y1))
    path.lineTo(x2 - rx, y1)
    path.cubicTo(x2 - kx, y1, x2, y1 + ky, x2, y1 + ry)
    path.lineTo(x2, y2 - ry)
    path.cubicTo(x2, y2 - ky, x2 - kx, y2, x2 - rx, y2)
    path.lineTo(x1 + rx, y2)
    path.cubicTo(x1 + kx, y2, x1, y2 - ky, x1, y2 - ry)
    path.lineTo(x1, y1 + ry)
    path.cubicTo(x1, y1 + ky, x1 + kx, y1, x1 + rx, y1)
    return path


def rect(box: QRectF) -> QPainterPath:
    """A rectangle's path (what ``fillRect`` fills)."""
    path = QPainterPath()
    path.addRect(box)
    return path


def ellipse(centre: QPointF, rx: float, ry: float) -> QPainterPath:
    """An ellipse's path (what ``drawEllipse`` draws)."""
    path = QPainterPath()
    path.addEllipse(centre, rx, ry)
    return path


def polygon(points: list[QPointF]) -> QPainterPath:
    """A closed polygon's path (what ``drawPolygon`` draws)."""
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def line(start: QPointF, end: QPointF) -> QPainterPath:
    """A line's path (what ``drawLine`` draws)."""
    path = QPainterPath(start)
    path.lineTo(end)
    return path


def arc(box: QRectF, start: float, span: float) -> QPainterPath:
    """An arc's path, angles in degrees (what ``drawArc`` strokes, given sixteenths of a degree)."""
    path = QPainterPath()
    path.arcMoveTo(box, start)
    path.arcTo(box, start, span)
    return path


def fill_rect(p: QPainter, box: QRectF, fill: QBrush | QColor) -> None:
    """``p.fillRect(box, fill)``: Qt's own rectangle fill (exact coverage at fractional edges, where a path's
    fill differs by a hair), through the background brush: ``eraseRect`` is ``fillRect(box, background())``."""
    p.save()
    p.setBackground(fill if isinstance(fill, QBrush) else brush(fill))
    p.eraseRect(box)
    p.restore()


def draw(p: QPainter, path: QPainterPath, fill: QBrush | QColor | None = None, outline: QPen | None = None) -> None:
    """Fill ``path`` (a brush, or a colour) then outline it: ``drawPath`` with that brush and pen."""
    if fill is not None:
        p.fillPath(path, fill if isinstance(fill, QBrush) else brush(fill))
    if outline is not None:
        p.strokePath(path, outline)


def text(p: QPainter, box: QRectF, flags: int, words: str, color: QColor) -> None:
    """``p.drawText(box, flags, words)`` in ``color`` with ``p``'s font, transform and clip.

    The text is drawn with a painter's default black pen on a transparent layer over the device pixels it
    may touch, recoloured there (source-in) and laid on ``p``: the glyphs' coverage is the same, and so are
    the pixels (``tests/ui/test_ink.py``), but for a rounding of 1 in 255 on a few edge pixels of some
    small cards. (A QPixmap layer: on a QImage the glyphs are not taken from the cache, 3 M instructions a
    call instead of 0.3 M.)
    """
    dpr = p.device().devicePixelRatioF()
    margin = max(box.width(), box.height()) / 2  # glyphs may overhang their box
    area = p.worldTransform().mapRect(box.adjusted(-margin, -margin, margin, margin))
    left, top = math.floor(area.left() * dpr), math.floor(area.top() * dpr)  # whole device pixels
    layer = QPixmap(math.ceil(area.right() * dpr) - left + 1, math.ceil(area.bottom() * dpr) - top + 1)
    layer.setDevicePixelRatio(dpr)
    layer.fill(QColor(0, 0, 0, 0))
    q = QPainter(layer)
    q.setRenderHints(p.renderHints())
    q.setFont(p.font())
    q.translate(-left / dpr, -top / dpr)
    q.setWorldTransform(p.worldTransform(), True)
    q.drawText(box, flags, words)
    q.resetTransform()
    q.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    q.fillPath(rect(QRectF(0, 0, layer.width(), layer.height())), brush(color))
    q.end()
    p.save()
    p.resetTransform()
    p.drawPixmap(QPointF(left / dpr, top / dpr), layer)
    p.restore()
