"""The band behind a long column's lanes, which ties them into one column (player review N2).

A column past :data:`~canfield.ui.table.layout.LANE_FROM` cards is laid out in lanes side by side. Bare,
three or four lanes of fanned cards looked like three or four more columns: the same cards, the same
fan, only a narrower gap. One darker band with a light edge round all the lanes of a column, the felt
showing between columns but not between lanes, makes them read as one column.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from canfield.ui import ink

#: Room round the lanes, in card widths: less than half the narrowest gap between two columns (the
#: "larger cards" spacing's 0.1), so a band never reaches the next column.
PAD = 0.045


class LaneBand(QGraphicsItem):
    """Drawn under one column's cards while it has more than one lane; nothing otherwise."""

    def __init__(self, high_contrast: Callable[[], bool]) -> None:
        super().__init__()
        self.band = QRectF()  # the lanes' area, padded (scene coords); empty: one lane, no band
        self.radius = 0.0
        self.high_contrast = high_contrast  # the table's look, read when painting
        self.setZValue(-20)  # on the felt, under the column's empty place and its cards

    def place(self, lanes: QRectF | None, card_w: float) -> None:
        """Put the band round ``lanes`` (the column's whole area, cards ``card_w`` wide), or take it away (None)."""
        pad = PAD * card_w
        band = QRectF() if lanes is None else lanes.adjusted(-pad, -pad, pad, pad)
        if band != self.band:
            self.prepareGeometryChange()
            self.band, self.radius = band, card_w * 0.1
            self.update()
        self.setVisible(not band.isEmpty())

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return self.band.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.band.isEmpty():
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        strong = self.high_contrast()  # white on the black felt, as the empty places are drawn
        edge = QColor(255, 255, 255, 255 if strong else 110)
        band = ink.rounded_rect(self.band, self.radius, self.radius)
        ink.draw(p, band, QColor(0, 0, 0, 70 if not strong else 255), ink.pen(edge, 2.0 if strong else 1.5))
