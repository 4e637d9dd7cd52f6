"""An independent reading of the blocked-cards check (docs/solver.md, issue 31).

Written from the specification alone, to cross-check the solver's own
implementations. Slow and plain on purpose: sets of cards and a loop that
runs until nothing more can be added.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import pairwise

from canfield.engine.cards import ALL_CARDS, Card, Suit
from canfield.engine.rules import TailMoves
from canfield.solver.position import State, Table


def _foundation_order(suit: Suit, start_rank: int) -> list[Card]:
    """The 13 cards of ``suit`` in the order its foundation takes them."""
    return [Card((start_rank - 1 + i) % 13 + 1, suit) for i in range(13)]


def _parents(card: Card) -> list[Card]:
    """The two cards ``card`` may be put on in a column: other colour, one rank up (K on A)."""
    rank_up = card.rank % 13 + 1
    return [Card(rank_up, suit) for suit in Suit if suit.red is not card.red]


def cannot_all_go_home(
    columns: Sequence[Sequence[Card]],
    home: Mapping[Suit, int],
    start_rank: int,
    lone_top_moves: bool,
) -> bool:
    """True when the blocked-cards fixpoint proves that not every card can get home.

    ``columns`` lists each column bottom card first; ``home[suit]`` is how many
    cards of that suit are on its foundation (a missing suit counts as 0);
    ``lone_top_moves`` is True for the strict profile, where a column's lone top
    card may move onto another column, False for classic.

    We grow, from nothing, the smallest sets of three kinds of event that are
    closed under these rules (the cards already home start in *home*):

    * *home* of a card: it is the first card of its foundation, or the card
      before it there is in *home*; and the card is in *exposed*.
    * *exposed* of a card: it is not in a column (reserve, stock, waste), or
      every card above it in its column is in *left* (so a top card is always
      exposed).
    * *left* of a column card that has a card under it: it is in *home*; or,
      with lone top moves only, it is in *exposed* and one of its two parents
      is not home in the position and is in *exposed*, a parent lying under
      the card in the same column never counting (it reaches a column's top
      only after the card has gone).

    The answer is True exactly when some card never gets into *home*.
    """
    if not 1 <= start_rank <= 13:
        raise ValueError(f"start rank {start_rank!r} is not 1..13")
    orders = {suit: _foundation_order(suit, start_rank) for suit in Suit}
    home_now: set[Card] = set()
    for suit in Suit:
        count = home.get(suit, 0)
        if not 0 <= count <= 13:
            raise ValueError(f"{count!r} cards of {suit.name} cannot be home")
        home_now.update(orders[suit][:count])

    # Where each column card lies: its column's index and its height (0 = bottom).
    place: dict[Card, tuple[int, int]] = {}
    for col_index, column in enumerate(columns):
        for height, card in enumerate(column):
            if card in place or card in home_now:
                raise ValueError(f"{card} is in two places")
            place[card] = (col_index, height)

    before: dict[Card, Card | None] = {}
    for order in orders.values():
        before[order[0]] = None
        for earlier, card in pairwise(order):
            before[card] = earlier

    home_set: set[Card] = set(home_now)
    exposed_set: set[Card] = set()
    left_set: set[Card] = set()

    def is_exposed(card: Card) -> bool:
        if card not in place:
            return True
        col_index, height = place[card]
        return all(above in left_set for above in columns[col_index][height + 1 :])

    def has_left(card: Card) -> bool:
        if card in home_set:
            return True
        if not lone_top_moves or card not in exposed_set:
            return False
        col_index, height = place[card]
        for parent in _parents(card):
            if parent in home_now:
                continue  # nothing comes back from a foundation
            if parent in place and place[parent][0] == col_index and place[parent][1] < height:
                continue  # under the card: a column top only after the card has left
            if parent in exposed_set:
                return True
        return False

    changed = True
    while changed:
        changed = False
        for card in ALL_CARDS:
            if card not in home_set:
                if card not in exposed_set and is_exposed(card):
                    exposed_set.add(card)
                    changed = True
                previous = before[card]
                if card in exposed_set and (previous is None or previous in home_set):
                    home_set.add(card)
                    changed = True
            if card in place and place[card][1] > 0 and card not in left_set and has_left(card):
                left_set.add(card)
                changed = True

    return len(home_set) < len(ALL_CARDS)


def on_position(table: Table, state: State) -> bool:
    """:func:`cannot_all_go_home` for a position of the solver (the adapter, not part of the reading).

    Only the columns and the foundations' counts are looked at; the reserve and
    the talon hold the cards that are neither.
    """
    cols, _reserve_left, found, _talon, _waste_position = state
    columns = [[ALL_CARDS[c] for c in col] for col in cols]
    home = {Suit(str(suit)): found[slot] for slot, suit in enumerate(table.foundation_suits)}
    lone_top_moves = table.rules.tail_moves is TailMoves.TOP_OR_WHOLE
    return cannot_all_go_home(columns, home, table.start_rank, lone_top_moves)
