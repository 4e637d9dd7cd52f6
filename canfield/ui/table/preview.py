"""A small table in a chosen look, for the Appearance page: the felt, a back, a fanned waste and a column.

Drawn with the game's own card painter, felt and spacing (:data:`~canfield.ui.table.layout.SPACINGS`), so
what it shows is what the table will show: the column's covered cards show the strip the deck leaves them,
and larger cards are larger here too.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from canfield.engine import Card
from canfield.ui.table.cardart import CardPainter, CardStyle, paint_felt
from canfield.ui.table.items import draw_pixmap
from canfield.ui.table.layout import CARD_H, SPACINGS

#: What the preview shows: a covered court card under another, a number card on top, a fanned waste whose
#: top card is a queen, so that the chosen face design shows whole.
WASTE = ("5H", "8C", "QD")
COLUMN = ("KS", "QH", "10C")


class TablePreview(QWidget):
    """The table in miniature, repainted at once when :meth:`show_look` gives it a new look."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.painter = CardPainter()
        self.table = "green"
        self.high_contrast = False
        self.larger = False
        self.setMinimumSize(QSize(260, 220))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(300, 260)

    def show_look(self, style: CardStyle, table: str, high_contrast: bool, larger: bool) -> None:
        """Show the cards in ``style`` on the ``table`` felt (black with ``high_contrast``); ``larger`` cards."""
        self.painter.set_style(style)
        self.table, self.high_contrast, self.larger = table, high_contrast, larger
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        p = QPainter(self)
        w, h = self.width(), self.height()
        paint_felt(p, w, h, self.table, self.high_contrast)
        space = SPACINGS[self.larger, self.painter.style.large_index]
        across = 2 * space.margin + 3 + 2 * space.gap + 2 * space.waste_fan  # stock, waste, column
        down = 2 * space.margin + CARD_H + (len(COLUMN) - 1) * space.column_fan
        unit = min(w / across, h / down)
        left = (w - across * unit) / 2 + space.margin * unit
        top = (h - down * unit) / 2 + space.margin * unit
        dpr = self.devicePixelRatioF()
        mirrored = self.painter.style.mirrored

        def place(x: float, y: float, card: Card | None) -> None:
            x = w - x - unit if mirrored else x  # right to left: the stock on the right, as on the table
            pix = self.painter.pixmap(card, unit, unit * CARD_H, dpr)
            draw_pixmap(p, pix, QRectF(x, y, unit, unit * CARD_H))

        place(left, top, None)
        waste_x = left + (1 + space.gap) * unit
        for i, code in enumerate(WASTE):
            place(waste_x + i * space.waste_fan * unit, top, Card.parse(code))
        column_x = waste_x + (1 + 2 * space.waste_fan + space.gap) * unit
        for i, code in enumerate(COLUMN):
            place(column_x, top + i * space.column_fan * unit, Card.parse(code))
        p.end()
