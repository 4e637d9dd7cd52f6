"""ink's enum-free primitives draw what Qt's own calls draw, pixel for pixel, and set what Qt's setters set.

(ink keeps PySide's ``Qt`` namespace off the first frame's path: see canfield/ui/ink.py.)
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QLinearGradient, QPainter, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsView, QLabel, QMainWindow, QToolBar

from canfield.ui import ink

pytestmark = pytest.mark.usefixtures("qapp")  # pictures need the application

W, H = 100, 140
INK = QColor("#c8102e")


def _render(draw: Callable[[QPainter], None], dpr: float, rotate: bool = False) -> QImage:
    pix = QPixmap(round(W * dpr), round(H * dpr))
    pix.setDevicePixelRatio(dpr)
    pix.fill(QColor(0, 0, 0, 0))
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.fillRect(QRectF(10, 10, 80, 120), QColor("#fdfcf7"))  # a card's face under the drawing
    if rotate:  # as a card's lower corner
        p.translate(W, H)
        p.rotate(180)
    draw(p)
    p.end()
    return pix.toImage()


def _same(ours: Callable[[QPainter], None], qts: Callable[[QPainter], None], rotate: bool = False) -> None:
    for dpr in (1.0, 1.5, 2.0):
        assert _render(ours, dpr, rotate) == _render(qts, dpr, rotate), f"differs at device pixel ratio {dpr}"


def test_a_filled_and_outlined_rounded_rectangle_is_drawroundedrect():
    rect = QRectF(3.5, 4.25, 61.3, 90.1)

    def qts(p: QPainter) -> None:
        p.setPen(QPen(QColor("#8a8a80"), 1.3))
        p.setBrush(QColor(0, 0, 0, 35))
        p.drawRoundedRect(rect, 4.3, 4.3)

    _same(
        lambda p: ink.draw(p, ink.rounded_rect(rect, 4.3, 4.3), QColor(0, 0, 0, 35), ink.pen(QColor("#8a8a80"), 1.3)),
        qts,
    )


def test_shapes_are_qts_own():
    points = [QPointF(20, 20), QPointF(40, 50), QPointF(20, 80), QPointF(5, 50)]

    def qts(p: QPainter) -> None:
        p.setPen(QPen(QColor("#e8c766"), 2.5))
        p.setBrush(QColor("#1f4e8c"))
        p.drawEllipse(QPointF(50, 70), 20, 14)
        p.drawPolygon(QPolygonF(points))
        p.drawLine(QPointF(3, 7), QPointF(91, 133))
        p.setPen(Qt.PenStyle.NoPen)
        p.fillRect(QRectF(60.3, 20.6, 20.2, 3.3), QColor("#123456"))

    def ours(p: QPainter) -> None:
        outline = ink.pen(QColor("#e8c766"), 2.5)
        ink.draw(p, ink.ellipse(QPointF(50, 70), 20, 14), QColor("#1f4e8c"), outline)
        ink.draw(p, ink.polygon(points), QColor("#1f4e8c"), outline)
        ink.draw(p, ink.line(QPointF(3, 7), QPointF(91, 133)), outline=outline)
        ink.fill_rect(p, QRectF(60.3, 20.6, 20.2, 3.3), QColor("#123456"))

    _same(ours, qts)


def test_a_round_ended_pen_is_qts_round_cap_and_join():
    def qts(p: QPainter) -> None:
        p.setPen(QPen(QBrush(INK), 6.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawArc(QRectF(20, 30, 50, 50), 100 * 16, 290 * 16)
        p.drawPolyline(QPolygonF([QPointF(10, 100), QPointF(50, 130), QPointF(90, 100)]))

    def ours(p: QPainter) -> None:
        pen = ink.pen(INK, 6.0, round_ends=True)
        ink.draw(p, ink.arc(QRectF(20, 30, 50, 50), 100, 290), outline=pen)
        zigzag = ink.line(QPointF(10, 100), QPointF(50, 130))
        zigzag.lineTo(QPointF(90, 100))
        ink.draw(p, zigzag, outline=pen)

    _same(ours, qts)
    pen = ink.pen(INK, 6.0, round_ends=True)
    assert (pen.capStyle(), pen.joinStyle(), pen.style()) == (
        Qt.PenCapStyle.RoundCap,
        Qt.PenJoinStyle.RoundJoin,
        Qt.PenStyle.SolidLine,
    )
    assert (pen.widthF(), pen.color()) == (6.0, INK)


def test_a_gradient_fill_is_fillrect():
    gradient = QLinearGradient(QPointF(0, 0), QPointF(W, H))
    gradient.setColorAt(0, QColor("#2f8a4f"))
    gradient.setColorAt(1, QColor("#14502b"))
    _same(
        lambda p: ink.fill_rect(p, QRectF(0, 0, W, H), QBrush(gradient)),
        lambda p: p.fillRect(QRectF(0, 0, W, H), gradient),
    )


@pytest.mark.parametrize("rotate", [False, True])
@pytest.mark.parametrize("color", [INK, QColor(255, 255, 255, 220), QColor("#1a1a1a")])
def test_coloured_text_is_drawtext_with_that_pen(rotate, color):
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(17)
    box = QRectF(11.3, 12.7, 20.4, 22.1)
    flags = int(Qt.AlignmentFlag.AlignCenter)
    assert flags == ink.ALIGN_CENTER

    def qts(p: QPainter) -> None:
        p.setFont(font)
        p.setPen(color)
        p.drawText(box, flags, "10")

    def ours(p: QPainter) -> None:
        p.setFont(font)
        ink.text(p, box, ink.ALIGN_CENTER, "10", color)

    _same(ours, qts, rotate)


def test_the_enum_numbers_are_qts():
    assert (
        int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
        == ink.ALIGN_HCENTER | ink.ALIGN_TOP | ink.TEXT_WORD_WRAP
    )
    label = QLabel()
    ink.set_property(label, "alignment", ink.ALIGN_LEADING | ink.ALIGN_VCENTER)
    ink.set_property(label, "textFormat", ink.PLAIN_TEXT)
    assert label.alignment() == Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter
    assert label.textFormat() == Qt.TextFormat.PlainText
    view = QGraphicsView()
    ink.set_property(view, "horizontalScrollBarPolicy", ink.SCROLL_BAR_ALWAYS_OFF)
    ink.set_property(view, "alignment", ink.ALIGN_LEFT | ink.ALIGN_TOP)
    assert view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert view.alignment() == Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
    window = QMainWindow()
    bar = QToolBar(window)
    ink.set_property(bar, "toolButtonStyle", ink.TOOL_BUTTON_TEXT_BESIDE_ICON)
    ink.set_property(bar, "contextMenuPolicy", ink.PREVENT_CONTEXT_MENU)
    assert bar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon
    assert bar.contextMenuPolicy() == Qt.ContextMenuPolicy.PreventContextMenu
    ink.set_property(bar, "toolButtonStyle", ink.TOOL_BUTTON_ICON_ONLY)
    assert bar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly
    assert (
        Qt.LayoutDirection.LeftToRight.value,
        Qt.LayoutDirection.RightToLeft.value,
    ) == (ink.LEFT_TO_RIGHT, ink.RIGHT_TO_LEFT)
    with pytest.raises(ValueError, match="no property"):
        ink.set_property(label, "no such thing", 1)
