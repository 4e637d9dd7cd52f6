"""Hand-worked positions for the independent blocked-cards check (tests/solver/blocked_spec.py).

Each answer below is worked out from RULES.md (strict and classic profiles)
and the specification in docs/solver.md, not from the solver. Cards not in a
column and not home are in the reserve, stock or waste and count as exposed.
"Not dead" means only that the check proves no loss, not that the deal is won.
"""

from __future__ import annotations

import pytest

from canfield.engine.cards import Card, Suit
from tests.solver.blocked_spec import cannot_all_go_home

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS
NOTHING_HOME = {S: 0, H: 0, D: 0, C: 0}
ALL_HOME = {S: 13, H: 13, D: 13, C: 13}


def home(**counts: int) -> dict[Suit, int]:
    """Cards home per suit, e.g. ``home(H=13, D=1)``; the others 0."""
    return {suit: counts.get(suit.name[0], 0) for suit in Suit}


# --- the brief's 9♠ under 5♠, start rank 7 (spades: 7 8 9 10 J Q K A 2 3 4 5 6) ---


def test_classic_card_above_an_earlier_card_of_its_suit_is_dead() -> None:
    # 5♠ comes after 9♠ in the spade foundation, so 9♠ must go home first, but
    # 9♠ is under 5♠, and in classic 5♠ leaves its column only by going home
    # (a whole-column move keeps 5♠ on 9♠). Neither can ever go first.
    columns = [[Card(9, S), Card(5, S)], [], [], []]
    assert cannot_all_go_home(columns, NOTHING_HOME, 7, lone_top_moves=False)


def test_strict_card_above_an_earlier_card_may_move_onto_a_free_parent() -> None:
    # In strict 5♠, the lone top card, may go onto 6♥ or 6♦ once one of them is
    # a column's top; both are in the talon/reserve, not home, so the check
    # cannot rule it out: 5♠ leaves, 9♠ is freed, every card may get home.
    columns = [[Card(9, S), Card(5, S)], [], [], []]
    assert not cannot_all_go_home(columns, NOTHING_HOME, 7, lone_top_moves=True)


def test_strict_both_parents_home_is_dead() -> None:
    # Hearts and diamonds complete (6♥ and 6♦ are their last cards, start 7):
    # nothing comes back from a foundation, so 5♠ has nothing to go on and can
    # leave only by going home, which needs 9♠ home first: dead, as in classic.
    columns = [[Card(9, S), Card(5, S)], [], [], []]
    assert cannot_all_go_home(columns, home(H=13, D=13), 7, lone_top_moves=True)


def test_strict_one_parent_home_the_other_free_is_not_dead() -> None:
    # 6♥ is home (hearts complete) but 6♦ is not (diamonds home 7♦..5♦ only):
    # 6♦ can still be played to a column and take 5♠, freeing 9♠.
    columns = [[Card(9, S), Card(5, S)], [], [], []]
    assert not cannot_all_go_home(columns, home(H=13, D=12), 7, lone_top_moves=True)


def test_strict_parent_under_the_card_in_its_own_column_does_not_help() -> None:
    # 6♥ is home; the other parent 6♦ lies under 9♠ and 5♠ in the same column.
    # 6♦ can be a column's top only after 5♠ has left, so it can never take
    # 5♠: 5♠ leaves only by going home, after 9♠, which is under it. Dead.
    columns = [[Card(6, D), Card(9, S), Card(5, S)], [], [], []]
    assert cannot_all_go_home(columns, home(H=13), 7, lone_top_moves=True)


def test_strict_same_parent_alone_in_another_column_helps() -> None:
    # The same cards, but 6♦ is alone in another column: it is that column's
    # top, so 5♠ may go onto it and 9♠ is freed.
    columns = [[Card(9, S), Card(5, S)], [Card(6, D)], [], []]
    assert not cannot_all_go_home(columns, home(H=13), 7, lone_top_moves=True)


# --- trivial positions ---


@pytest.mark.parametrize("lone_top_moves", [False, True])
def test_everything_home_is_not_dead(lone_top_moves: bool) -> None:
    # The game is won: every card is already home.
    assert not cannot_all_go_home([[], [], [], []], ALL_HOME, 7, lone_top_moves)


@pytest.mark.parametrize("lone_top_moves", [False, True])
def test_no_column_cards_is_not_dead(lone_top_moves: bool) -> None:
    # Every card not home is in the reserve or talon and counts as exposed:
    # the check has nothing to block.
    assert not cannot_all_go_home([[], [], [], []], NOTHING_HOME, 4, lone_top_moves)


@pytest.mark.parametrize("lone_top_moves", [False, True])
def test_single_card_columns_are_not_dead(lone_top_moves: bool) -> None:
    # Every column card is both top and bottom: always exposed, and the bottom
    # card never has to leave for anything under it.
    columns = [[Card(5, S)], [Card(9, S)], [Card(6, H)], [Card(13, C)]]
    assert not cannot_all_go_home(columns, NOTHING_HOME, 7, lone_top_moves)


# --- foundation-compatible columns ---


def test_classic_columns_in_foundation_order_are_not_dead() -> None:
    # Start 7, so each foundation runs 7 8 ... K A 2 ... 6. In every column
    # each card is earlier in its foundation's order than every card of its
    # suit under it (7♥ above 9♥ ...; across the corner K♣ above 2♣ and A♦
    # above 3♦). Taking the tops home one by one, every card may get home.
    columns = [
        [Card(12, S), Card(11, H), Card(10, S), Card(9, H), Card(8, S), Card(7, H)],
        [Card(3, D), Card(2, C), Card(1, D), Card(13, C)],
        [Card(6, S)],
        [],
    ]
    assert not cannot_all_go_home(columns, NOTHING_HOME, 7, lone_top_moves=False)


def test_classic_column_crossing_the_start_rank_is_dead() -> None:
    # Start 7, column K♣ A♦ 2♣ 3♦ (bottom first), a valid column turning the
    # corner. Clubs run 7 ... K A 2 ... 6, so K♣ must be home before 2♣, but
    # K♣ is under 2♣, which in classic leaves only by going home. Dead.
    columns = [[Card(13, C), Card(1, D), Card(2, C), Card(3, D)], [], [], []]
    assert cannot_all_go_home(columns, NOTHING_HOME, 7, lone_top_moves=False)


@pytest.mark.parametrize(("start_rank", "dead"), [(1, False), (2, True)])
def test_classic_wrap_depends_on_the_start_rank(start_rank: int, dead: bool) -> None:
    # A♥ on K♥. Start 1: hearts run A 2 ... K, A♥ (the top) goes home first,
    # then K♥ last: fine. Start 2: hearts run 2 ... K A, so K♥ must be home
    # before A♥, but K♥ is under A♥: dead in classic.
    columns = [[Card(13, H), Card(1, H)], [], [], []]
    assert cannot_all_go_home(columns, NOTHING_HOME, start_rank, lone_top_moves=False) is dead


# --- chains across suits and columns (start 7) ---

CHAIN = [[Card(9, S), Card(8, H)], [Card(7, H), Card(6, S)], [], []]


def test_classic_chain_across_suits_is_dead() -> None:
    # 9♠ is freed only when 8♥ goes home, which needs 7♥ home, which is under
    # 6♠; 6♠ (last spade) goes home only after 9♠. Classic cards leave only by
    # going home: 9♠ -> 8♥ -> 7♥ -> 6♠ -> 9♠ is a cycle. Dead.
    assert cannot_all_go_home(CHAIN, NOTHING_HOME, 7, lone_top_moves=False)


def test_strict_chain_broken_by_a_free_parent() -> None:
    # In strict 6♠ may go onto 7♦ (in the talon, not home; its other parent 7♥
    # is under it and does not count); that frees 7♥, then 8♥ and 9♠ go home.
    assert not cannot_all_go_home(CHAIN, NOTHING_HOME, 7, lone_top_moves=True)


def test_strict_chain_dead_when_the_breaking_parents_are_home() -> None:
    # 7♦ home (diamonds: 1 card) and 9♣ home (clubs: 7♣ 8♣ 9♣). 6♠'s parents
    # are 7♥ (under it) and 7♦ (home); 8♥'s are 9♠ (under it) and 9♣ (home).
    # Both leave only by going home, and the classic cycle is back. Dead.
    assert cannot_all_go_home(CHAIN, home(D=1, C=3), 7, lone_top_moves=True)


def test_strict_chain_one_free_parent_is_enough() -> None:
    # As above but clubs hold only 7♣ 8♣: 9♣ can take 8♥, freeing 9♠; spades
    # then go home 7♠ ... 5♠ and 6♠, freeing 7♥; hearts follow.
    assert not cannot_all_go_home(CHAIN, home(D=1, C=2), 7, lone_top_moves=True)


def test_strict_parent_freed_by_another_column() -> None:
    # Start 7, diamonds complete (6♦ home). 5♠ on 9♠ can leave only onto 6♥,
    # which lies under 5♣. 5♣'s parents are 6♥ (under it) and 6♦ (home), but
    # 5♣ can go home (clubs 7 ... 4 are all in the talon), uncovering 6♥.
    columns = [[Card(9, S), Card(5, S)], [Card(6, H), Card(5, C)], [], []]
    assert not cannot_all_go_home(columns, home(D=13), 7, lone_top_moves=True)


def test_strict_two_columns_waiting_on_each_other_are_dead() -> None:
    # As above, but 4♣ lies under 9♠ 5♠. 5♣ can leave only by going home,
    # after 4♣, which waits for 5♠ to leave; 5♠ can leave only home (after
    # 9♠, under it) or onto 6♥, which waits for 5♣ to leave. Dead.
    columns = [[Card(4, C), Card(9, S), Card(5, S)], [Card(6, H), Card(5, C)], [], []]
    assert cannot_all_go_home(columns, home(D=13), 7, lone_top_moves=True)


def test_a_card_both_in_a_column_and_home_is_refused() -> None:
    # 7♠ is the first spade home with start 7; it cannot also be in a column.
    with pytest.raises(ValueError):
        cannot_all_go_home([[Card(7, S)], [], [], []], home(S=1), 7, lone_top_moves=False)
