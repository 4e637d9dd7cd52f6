"""The compact positions: reading games, keys, stock reach, safe foundation moves."""

from __future__ import annotations

import pytest

from canfield.engine import ALL_CARDS, Card, Game, Move
from canfield.solver.position import Table
from canfield.solver.stats import percentile, share_interval, wilson
from tests.engine.positions import position


def idx(text: str) -> int:
    return Card.parse(text).index


@pytest.mark.parametrize("draw", [1, 3])
def test_every_reachable_talon_card_is_reached_by_the_engine_moves(draw: int) -> None:
    game = Game.from_code(f"CF1-D{draw}-AAAAACL", "canfield")
    for clicks in range(4):  # from the start and from positions in mid-pass
        table = Table.from_game(game)
        _cols, _rn, _found, talon, pos = table.state_of(game)
        reach = table._reachable(len(talon), pos)
        expected = set(range(1, len(talon) + 1)) if draw == 1 else None
        if expected is not None:
            assert {p for p, _ in reach} == expected
        for p, _cost in reach:
            board = game.copy()
            for move in table._turn_to(len(talon), pos, p):
                board.play(move)
            assert board.top("waste").index == talon[p - 1]
        game.play(game.legal_moves()[0])  # one more stock click
        assert clicks < 4


def test_draw_three_reaches_the_groups_of_three_and_the_end() -> None:
    game = Game.from_code("CF1-D3-AAAAACL", "canfield")
    table = Table.from_game(game)
    _cols, _rn, _found, talon, pos = table.state_of(game)
    assert len(talon) == 34 and pos == 0
    assert sorted(p for p, _ in table._reachable(34, 0)) == [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 34]
    game.play(Move("stock", "waste", 3))
    game.play(Move("stock", "waste", 3))
    _cols, _rn, _found, talon, pos = table.state_of(game)
    assert pos == 6


def test_state_of_reads_the_piles() -> None:
    game = Game.from_code("CF1-D3-AAAAACL", "canfield")
    table = Table.from_game(game)
    cols, rn, found, talon, _pos = table.state_of(game)
    assert [ALL_CARDS[c[0]].code for c in cols] == ["6C", "KH", "QH", "AS"]
    assert rn == 13 and ALL_CARDS[table.reserve[rn - 1]].code == "QC"
    assert found == (1, 0, 0, 0)
    assert ALL_CARDS[talon[0]] is game.pile("stock")[-1]  # the next card turned


def test_key_ignores_column_order_and_draw_three_alignment() -> None:
    game = Game.from_code("CF1-D3-AAAAACL", "canfield")
    table = Table.from_game(game)
    cols, rn, found, talon, pos = table.state_of(game)
    swapped = (cols[2], cols[0], cols[3], cols[1])
    assert table.key((cols, rn, found, talon, pos)) == table.key((swapped, rn, found, talon, pos))
    assert table.key((cols, rn, found, talon, 3)) == table.key((cols, rn, found, talon, 0))
    assert table.key((cols, rn, found, talon, 34)) == table.key((cols, rn, found, talon, 0))
    assert table.key((cols, rn, found, talon, 4)) != table.key((cols, rn, found, talon, 0))
    one = Table.from_game(Game.from_code("CF1-D1-AAAAACL", "canfield"))
    assert one.key((cols, rn, found, talon, 5)) == one.key((cols, rn, found, talon, 0))


def test_safety_is_reasoned_in_foundation_order() -> None:
    # base 7♥: foundations run 7 8 9 10 J Q K A 2 3 4 5 6; slots hearts, spades, diamonds, clubs
    table = Table.from_game(position(base="7H"))
    # 8♠ (height 1) is safe once the red 7s are home: only they fit on it
    assert table.safe(idx("8S"), (1, 0, 1, 0))
    assert not table.safe(idx("8S"), (1, 0, 0, 0))
    # A♣ (height 7): the red kings (height 6) must be home
    assert table.safe(idx("AC"), (7, 0, 7, 0))
    assert not table.safe(idx("AC"), (7, 0, 6, 0))
    # the start rank turns the corner: the red 6s, the last of their suits, fit on 7♠
    assert not table.safe(idx("7S"), (12, 0, 13, 0))
    assert table.safe(idx("7S"), (13, 0, 13, 0))


def test_without_taking_back_a_card_is_safe_when_what_fits_on_it_could_go_home_instead() -> None:
    # base 7♥, paper rules: slots hearts, spades, diamonds, clubs; nothing is built on a 7
    paper = Table.from_game(position("paper-partial", base="7H"))
    # 9♠ (height 2): the red 8s fit on it; they are next for their foundations, and only
    # the black 7s (next, or home) fit on them, with nothing on a 7: 9♠ can go home
    assert paper.safe(idx("9S"), (1, 2, 1, 0))
    assert not paper.safe(idx("9S"), (1, 2, 0, 0))  # 8♦ is not next: it may need 9♠ to wait on
    # with taking back (canfield) a card that went home may come back: only the plain rule holds
    canfield = Table.from_game(position("canfield", base="7H"))
    assert not canfield.safe(idx("9S"), (1, 2, 1, 0))
    assert canfield.safe(idx("9S"), (2, 2, 2, 0))


def test_safe_moves_are_played_automatically_and_unsafe_ones_are_not() -> None:
    game = position(
        "paper-partial",
        base="7H",
        f1="7H 8H",
        f3="7D",
        f2="7S",
        reserve="2C 8S",  # 8♠ on top: safe (both red 7s are home)
        c1="9D",
        c2="9H",  # not safe: 8♣ fits on 9♥ and is neither home nor next (clubs are empty)
        c3="KC",
        c4="QS",
    )
    table = Table.from_game(game)
    state, moves = table.closure(table.state_of(game))
    assert moves == [Move("reserve", "f2", 1)]
    assert state[2] == (2, 2, 1, 0)
    board = game.copy()
    for move in moves:
        board.play(move)


def test_with_taking_back_a_last_column_card_is_not_moved_while_the_reserve_would_fill() -> None:
    piles = dict(base="7H", f1="7H", f3="7D", reserve="2C 5C", c1="8S", c2="9D", c3="KC", c4="QS")
    plain = Table.from_game(position("paper-partial", f2="7S", **piles))
    taking = Table.from_game(position("canfield", f2="7S", **piles))
    assert plain.closure(plain.state_of(position("paper-partial", f2="7S", **piles)))[1] == [Move("c1", "f2", 1)]
    assert taking.closure(taking.state_of(position("canfield", f2="7S", **piles)))[1] == []


def test_wilson_interval_and_percentile() -> None:
    lo, hi = wilson(712, 1000)
    assert lo == pytest.approx(0.6831, abs=1e-4) and hi == pytest.approx(0.7392, abs=1e-4)
    lo, hi = wilson(5, 10)  # the textbook example
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)
    both = share_interval(700, 30, 1000)
    assert both[0] == pytest.approx(wilson(700, 1000)[0]) and both[1] == pytest.approx(wilson(730, 1000)[1])
    assert percentile([3.0, 1.0, 2.0, 4.0], 50) == 2.0
    assert percentile(list(range(1, 101)), 99) == 99
