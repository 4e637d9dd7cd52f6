"""Where piles and cards go, computed in card units and scaled to the view.

Pure arithmetic (no Qt), so it is easy to test: one card is 1 unit wide and
``CARD_H`` units tall; :func:`compute` picks the pixel size of a unit that fits
the table in the view, and columns tighten their fan so no card leaves it.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from canfield.engine import COLUMNS, FOUNDATIONS, RESERVE, STOCK, WASTE

CARD_H = 1.4  # poker cards: 2.5 x 3.5 inches
MARGIN = 0.3
GAP = 0.24
WASTE_FAN = 0.3  # horizontal step of the three fanned waste cards
COLUMN_FAN = 0.28  # vertical step of a column's fan before it tightens
# The tightest a column's fan gets: a covered card still shows its whole corner index (rank, and the
# suit in the top strip), which the faces draw within the top 17 % of the card. Past that the
# whole table shrinks, as AisleRiot's does, up to 28 cards; a longer column is laid out in lanes.
READABLE_FAN = 0.17 * CARD_H
# The large-index deck (low vision): a covered card shows exactly its index strip, this tall, at any
# column length; its index fills at least 80 % of it (cardart.LARGE_INDEX_TOP and _HEIGHT). The waste
# fans wider, so its strip shows the whole rank (the index is at most LARGE_INDEX_WIDTH wide).
LARGE_INDEX_FAN = 0.29
LARGE_INDEX_WASTE_FAN = 0.34
# A column longer than this may be laid out in side-by-side lanes (bottom cards in the first lane,
# the top card last), using the free width instead of shrinking every card (player review B2).
LANE_FROM = 28
MAX_LANES = 4
LANE_GAP = 0.08  # between the lanes of one column: closer than two columns, so they read as one
# The card count under the stock and the reserve, in card widths below the card: where its line
# starts and how tall it is; the row under the stock leaves room for it.
COUNT_TOP = 0.04
COUNT_HEIGHT = 0.3
COUNT_ROOM = COUNT_TOP + COUNT_HEIGHT + 0.02
BOTTOM = 0.12  # below a column's last card


class Spacing(NamedTuple):  # not a dataclass: 6x cheaper to build at start (issue 43)
    """The room between cards, in card units; :data:`LARGER` gives the cards more of the window."""

    margin: float = MARGIN
    gap: float = GAP
    waste_fan: float = WASTE_FAN
    column_fan: float = COLUMN_FAN  # a column's step before it tightens
    readable_fan: float = READABLE_FAN  # the tightest it gets

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
        return self.row2 + CARD_H + 4 * self.column_fan + self.margin

    def height_for(self, longest: int) -> float:
        """Height that fits a column of ``longest`` cards fanned no tighter than :attr:`readable_fan`."""
        return self.row2 + CARD_H + max(0, longest - 1) * self.readable_fan + BOTTOM

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
_LARGE_INDEX = {"waste_fan": LARGE_INDEX_WASTE_FAN, "column_fan": LARGE_INDEX_FAN, "readable_fan": LARGE_INDEX_FAN}
SPACINGS = {  # (larger cards, large-index deck) -> spacing
    (False, False): NORMAL,
    (True, False): LARGER,
    (False, True): NORMAL._replace(**_LARGE_INDEX),
    (True, True): LARGER._replace(**_LARGE_INDEX),
}
_SLOTS = {space: space.slots() for space in SPACINGS.values()}


class Layout(NamedTuple):  # not a dataclass: 6x cheaper to build at start (issue 43)
    """Pixel geometry of the table for one view size and one position."""

    width: float  # view size in pixels
    height: float
    unit: float  # pixels per card unit (= card width)
    left: float  # x offset that centres the table
    fans: dict[str, float]  # pixel step of each column's fan
    waste_fan: int  # how many top waste cards are fanned (3 for draw 3, else 1)
    rtl: bool  # right to left (Arabic): the table is mirrored, stock and reserve on the right
    spacing: Spacing
    lanes: dict[str, int]  # lanes of a very long column (absent: one)
    lane_size: dict[str, int]  # cards in each full lane of such a column

    @property
    def card_w(self) -> float:
        """Card width in pixels."""
        return self.unit

    @property
    def card_h(self) -> float:
        """Card height in pixels."""
        return self.unit * CARD_H

    @property
    def lane_step(self) -> float:
        """Pixels from one lane of a long column to the next (negative right to left)."""
        step = (1 + LANE_GAP) * self.unit
        return -step if self.rtl else step

    def slot(self, pile: str) -> tuple[float, float]:
        """Top-left corner of a pile's place (its bottom card)."""
        x, y = _SLOTS[self.spacing][pile]
        x += _lanes_before(pile, self.lanes) * (1 + LANE_GAP)  # room for the lanes of long columns
        if self.rtl:  # mirror the places, not the cards: faces are drawn as ever
            x = table_width(self.spacing, self.lanes) - x - 1
        return self.left + x * self.unit, y * self.unit

    def card_pos(self, pile: str, index: int, length: int) -> tuple[float, float]:
        """Top-left corner of card ``index`` (0 = bottom) of a pile of ``length`` cards."""
        x, y = self.slot(pile)
        if pile in self.fans:
            size = self.lane_size.get(pile)
            if size:
                lane, index = divmod(index, size)
                x += lane * self.lane_step
            return x, y + index * self.fans[pile]
        if pile == WASTE:
            fanned = min(self.waste_fan, length)
            step = max(0, index - (length - fanned))
            return x + (-step if self.rtl else step) * self.spacing.waste_fan * self.unit, y
        return x, y

    def lane_end(self, pile: str, index: int, length: int) -> int:
        """The last card in the same lane as card ``index`` (the pile's last card when it has one lane)."""
        size = self.lane_size.get(pile)
        return length - 1 if not size else min(length - 1, (index // size + 1) * size - 1)

    def pile_rect(self, pile: str, length: int) -> tuple[float, float, float, float]:
        """The area a pile covers (x, y, w, h): slot to its last card (every lane of a long column)."""
        x, y = self.slot(pile)
        last_x, last_y = self.card_pos(pile, max(0, length - 1), max(1, length))
        size = self.lane_size.get(pile)
        if size and length > size:  # the first lane is the longest
            last_y = max(last_y, self.card_pos(pile, size - 1, length)[1])
        left = min(x, last_x)
        return left, y, max(x, last_x) - left + self.card_w, last_y - y + self.card_h


def _lanes_before(pile: str, lanes: dict[str, int]) -> int:
    """Extra lanes of the long columns left of ``pile`` (a foundation stays over its column)."""
    if not lanes or pile not in _COLUMN_OR_FOUNDATION:
        return 0
    i = _COLUMN_OR_FOUNDATION[pile]
    return sum(lanes.get(name, 1) - 1 for name in COLUMNS[:i])


_COLUMN_OR_FOUNDATION = {**{n: i for i, n in enumerate(COLUMNS)}, **{n: i for i, n in enumerate(FOUNDATIONS)}}


def table_width(space: Spacing, lanes: dict[str, int]) -> float:
    """Width of the whole table, with the extra lanes of long columns."""
    return space.width + sum(n - 1 for n in lanes.values()) * (1 + LANE_GAP)


def _unit(width: float, height: float, space: Spacing, lengths: dict[str, int], lanes: dict[str, int]) -> float:
    longest = max((math.ceil(n / lanes.get(name, 1)) for name, n in lengths.items()), default=0)
    fit_width = width / table_width(space, lanes)
    return max(1.0, min(fit_width, height / space.min_height, height / space.height_for(longest)))


def choose_lanes(width: float, height: float, space: Spacing, lengths: dict[str, int]) -> tuple[dict[str, int], float]:
    """Lanes for the columns past :data:`LANE_FROM` cards (one more while it makes the cards bigger), and the unit."""
    lanes: dict[str, int] = {}
    unit = _unit(width, height, space, lengths, lanes)
    while True:
        long = [n for n in COLUMNS if lengths.get(n, 0) > LANE_FROM and lanes.get(n, 1) < MAX_LANES]
        if not long:
            return lanes, unit
        name = max(long, key=lambda n: math.ceil(lengths[n] / lanes.get(n, 1)))
        trial = {**lanes, name: lanes.get(name, 1) + 1}
        better = _unit(width, height, space, lengths, trial)
        if better <= unit:
            return lanes, unit
        lanes, unit = trial, better


def compute(
    width: float,
    height: float,
    column_lengths: dict[str, int],
    draw: int = 3,
    rtl: bool = False,
    larger: bool = False,
    large_index: bool = False,
) -> Layout:
    """The layout for a view of ``width`` x ``height`` pixels.

    Cards keep their aspect ratio; the table is centred horizontally; a long
    column's fan tightens so its last card still ends inside the view, down to
    :data:`READABLE_FAN`; a longer column makes every card smaller, and one
    past :data:`LANE_FROM` cards is laid out in lanes side by side when that
    keeps the cards bigger (the columns to its right move over). ``large_index``
    (the large-index deck) fans columns by exactly the strip its index fills.
    ``rtl`` mirrors the places (stock and reserve on the right, columns
    counted from the right, the waste fanned leftwards). ``larger`` narrows
    the room between cards so the cards grow (the "larger cards" setting).
    """
    space = SPACINGS[larger, large_index]
    lanes, unit = choose_lanes(width, height, space, column_lengths)
    left = max(0.0, (width - table_width(space, lanes) * unit) / 2)
    room = height - (space.row2 + CARD_H + BOTTOM) * unit  # below a column's first card
    fans = {}
    sizes = {}
    for name in COLUMNS:
        n = column_lengths.get(name, 0)
        if lanes.get(name, 1) > 1:
            n = sizes[name] = math.ceil(n / lanes[name])  # the lanes share the cards, the first ones full
        step = space.column_fan * unit
        if n > 1:
            step = max(0.0, min(step, room / (n - 1)))
        fans[name] = step
    return Layout(width, height, unit, left, fans, 3 if draw == 3 else 1, rtl, space, lanes, sizes)
