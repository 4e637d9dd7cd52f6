"""Where piles and cards go, computed in card units and scaled to the view.

Pure arithmetic (no Qt), so it is easy to test: one card is 1 unit wide and
``CARD_H`` units tall; :func:`compute` picks the pixel size of a unit that fits
the table in the view, and columns tighten their fan so no card leaves it.
"""

from __future__ import annotations

from dataclasses import dataclass

from canfield.engine import COLUMNS, FOUNDATIONS

CARD_H = 1.4  # poker cards: 2.5 x 3.5 inches
MARGIN = 0.3
GAP = 0.24
WASTE_FAN = 0.3  # horizontal step of the three fanned waste cards
COLUMN_FAN = 0.28  # vertical step of a column's fan before it tightens
LABEL_H = 0.32  # room under the reserve for its card count
ROW2 = MARGIN + CARD_H + 1.5 * GAP  # top of the reserve and the columns
FOUNDATION_X = MARGIN + 2 + GAP + 2 * WASTE_FAN + 2 * GAP
WIDTH = FOUNDATION_X + 4 + 3 * GAP + MARGIN
MIN_HEIGHT = ROW2 + CARD_H + 4 * COLUMN_FAN + MARGIN  # a short column always fits

_UNIT_SLOTS: dict[str, tuple[float, float]] = {
    "stock": (MARGIN, MARGIN),
    "waste": (MARGIN + 1 + GAP, MARGIN),
    "reserve": (MARGIN + (1 + GAP + 2 * WASTE_FAN) / 2, ROW2),
    **{name: (FOUNDATION_X + i * (1 + GAP), MARGIN) for i, name in enumerate(FOUNDATIONS)},
    **{name: (FOUNDATION_X + i * (1 + GAP), ROW2) for i, name in enumerate(COLUMNS)},
}


@dataclass(frozen=True)
class Layout:
    """Pixel geometry of the table for one view size and one position."""

    width: float  # view size in pixels
    height: float
    unit: float  # pixels per card unit (= card width)
    left: float  # x offset that centres the table
    fans: dict[str, float]  # pixel step of each column's fan
    waste_fan: int  # how many top waste cards are fanned (3 for draw 3, else 1)

    @property
    def card_w(self) -> float:
        """Card width in pixels."""
        return self.unit

    @property
    def card_h(self) -> float:
        """Card height in pixels."""
        return self.unit * CARD_H

    def slot(self, pile: str) -> tuple[float, float]:
        """Top-left corner of a pile's place (its bottom card)."""
        x, y = _UNIT_SLOTS[pile]
        return self.left + x * self.unit, y * self.unit

    def card_pos(self, pile: str, index: int, length: int) -> tuple[float, float]:
        """Top-left corner of card ``index`` (0 = bottom) of a pile of ``length`` cards."""
        x, y = self.slot(pile)
        if pile in self.fans:
            return x, y + index * self.fans[pile]
        if pile == "waste":
            fanned = min(self.waste_fan, length)
            step = max(0, index - (length - fanned))
            return x + step * WASTE_FAN * self.unit, y
        return x, y

    def pile_rect(self, pile: str, length: int) -> tuple[float, float, float, float]:
        """The area a pile covers (x, y, w, h): slot to its last card."""
        x, y = self.slot(pile)
        last_x, last_y = self.card_pos(pile, max(0, length - 1), max(1, length))
        return x, y, last_x - x + self.card_w, last_y - y + self.card_h

    def label_pos(self) -> tuple[float, float, float, float]:
        """The box under the reserve where its card count is written."""
        x, y = self.slot("reserve")
        return x, y + self.card_h + 0.04 * self.unit, self.card_w, LABEL_H * self.unit


def compute(width: float, height: float, column_lengths: dict[str, int], draw: int = 3) -> Layout:
    """The layout for a view of ``width`` x ``height`` pixels.

    Cards keep their aspect ratio; the table is centred horizontally; a long
    column's fan tightens so its last card still ends inside the view.
    """
    unit = max(1.0, min(width / WIDTH, height / MIN_HEIGHT))
    left = max(0.0, (width - WIDTH * unit) / 2)
    room = height - (ROW2 + CARD_H) * unit - 0.12 * unit  # below a column's first card
    fans = {}
    for name in COLUMNS:
        n = column_lengths.get(name, 0)
        step = COLUMN_FAN * unit
        if n > 1:
            step = max(0.0, min(step, room / (n - 1)))
        fans[name] = step
    return Layout(width, height, unit, left, fans, 3 if draw == 3 else 1)
