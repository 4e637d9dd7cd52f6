"""Where piles and cards go, computed in card units and scaled to the view.

Pure arithmetic (no Qt), so it is easy to test: one card is 1 unit wide and
``CARD_H`` units tall; :func:`compute` picks the pixel size of a unit that fits
the table in the view, and columns tighten their fan so no card leaves it.
"""

from __future__ import annotations

from dataclasses import dataclass

from canfield.engine import COLUMNS, FOUNDATIONS, RESERVE, STOCK, WASTE

CARD_H = 1.4  # poker cards: 2.5 x 3.5 inches
MARGIN = 0.3
GAP = 0.24
WASTE_FAN = 0.3  # horizontal step of the three fanned waste cards
COLUMN_FAN = 0.28  # vertical step of a column's fan before it tightens
# The tightest a column's fan gets: a covered card still shows its whole corner index (rank, and the
# suit in the top strip), which the faces draw within the top 17 % of the card. Past that the
# whole table shrinks instead, as AisleRiot's does.
READABLE_FAN = 0.17 * CARD_H
# The card count under the stock and the reserve, in card widths below the card: where its line
# starts and how tall it is; the row under the stock leaves room for it.
COUNT_TOP = 0.04
COUNT_HEIGHT = 0.3
COUNT_ROOM = COUNT_TOP + COUNT_HEIGHT + 0.02
BOTTOM = 0.12  # below a column's last card


@dataclass(frozen=True)
class Spacing:
    """The room between cards, in card units; :data:`LARGER` gives the cards more of the window."""

    margin: float = MARGIN
    gap: float = GAP
    waste_fan: float = WASTE_FAN

    @property
    def row2(self) -> float:
        """Top of the reserve and the columns (the stock's count fits above)."""
        return self.margin + CARD_H + max(1.5 * self.gap, COUNT_ROOM)

    @property
    def foundation_x(self) -> float:
        """Left edge of the first foundation and column."""
        return self.margin + 2 + self.gap + 2 * self.waste_fan + 2 * self.gap

    @property
    def width(self) -> float:
        """Width of the whole table."""
        return self.foundation_x + 4 + 3 * self.gap + self.margin

    @property
    def min_height(self) -> float:
        """Height that always fits a short column."""
        return self.row2 + CARD_H + 4 * COLUMN_FAN + self.margin

    def height_for(self, longest: int) -> float:
        """Height that fits a column of ``longest`` cards fanned no tighter than :data:`READABLE_FAN`."""
        return self.row2 + CARD_H + max(0, longest - 1) * READABLE_FAN + BOTTOM

    def slots(self) -> dict[str, tuple[float, float]]:
        """Top-left corner of every pile's place, left to right."""
        m, g, fx, row2 = self.margin, self.gap, self.foundation_x, self.row2
        return {
            STOCK: (m, m),
            WASTE: (m + 1 + g, m),
            RESERVE: (m + (1 + g + 2 * self.waste_fan) / 2, row2),
            **{name: (fx + i * (1 + g), m) for i, name in enumerate(FOUNDATIONS)},
            **{name: (fx + i * (1 + g), row2) for i, name in enumerate(COLUMNS)},
        }


NORMAL = Spacing()
LARGER = Spacing(margin=0.1, gap=0.1, waste_fan=0.22)  # the "larger cards" setting: about a fifth bigger
_SLOTS = {NORMAL: NORMAL.slots(), LARGER: LARGER.slots()}


@dataclass(frozen=True)
class Layout:
    """Pixel geometry of the table for one view size and one position."""

    width: float  # view size in pixels
    height: float
    unit: float  # pixels per card unit (= card width)
    left: float  # x offset that centres the table
    fans: dict[str, float]  # pixel step of each column's fan
    waste_fan: int  # how many top waste cards are fanned (3 for draw 3, else 1)
    rtl: bool = False  # right to left (Arabic): the table is mirrored, stock and reserve on the right
    spacing: Spacing = NORMAL

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
        x, y = _SLOTS[self.spacing][pile]
        if self.rtl:  # mirror the places, not the cards: faces are drawn as ever
            x = self.spacing.width - x - 1
        return self.left + x * self.unit, y * self.unit

    def card_pos(self, pile: str, index: int, length: int) -> tuple[float, float]:
        """Top-left corner of card ``index`` (0 = bottom) of a pile of ``length`` cards."""
        x, y = self.slot(pile)
        if pile in self.fans:
            return x, y + index * self.fans[pile]
        if pile == WASTE:
            fanned = min(self.waste_fan, length)
            step = max(0, index - (length - fanned))
            return x + (-step if self.rtl else step) * self.spacing.waste_fan * self.unit, y
        return x, y

    def pile_rect(self, pile: str, length: int) -> tuple[float, float, float, float]:
        """The area a pile covers (x, y, w, h): slot to its last card."""
        x, y = self.slot(pile)
        last_x, last_y = self.card_pos(pile, max(0, length - 1), max(1, length))
        left = min(x, last_x)
        return left, y, max(x, last_x) - left + self.card_w, last_y - y + self.card_h


def compute(
    width: float,
    height: float,
    column_lengths: dict[str, int],
    draw: int = 3,
    rtl: bool = False,
    larger: bool = False,
) -> Layout:
    """The layout for a view of ``width`` x ``height`` pixels.

    Cards keep their aspect ratio; the table is centred horizontally; a long
    column's fan tightens so its last card still ends inside the view, down to
    :data:`READABLE_FAN`; a longer column makes every card smaller.
    ``rtl`` mirrors the places (stock and reserve on the right, columns
    counted from the right, the waste fanned leftwards). ``larger`` narrows
    the room between cards so the cards grow (the "larger cards" setting).
    """
    space = LARGER if larger else NORMAL
    longest = max(column_lengths.values(), default=0)
    unit = max(1.0, min(width / space.width, height / space.min_height, height / space.height_for(longest)))
    left = max(0.0, (width - space.width * unit) / 2)
    room = height - (space.row2 + CARD_H + BOTTOM) * unit  # below a column's first card
    fans = {}
    for name in COLUMNS:
        n = column_lengths.get(name, 0)
        step = COLUMN_FAN * unit
        if n > 1:
            step = max(0.0, min(step, room / (n - 1)))
        fans[name] = step
    return Layout(width, height, unit, left, fans, 3 if draw == 3 else 1, rtl, space)
