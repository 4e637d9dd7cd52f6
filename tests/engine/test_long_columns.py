"""Columns past 13 cards (K on A turns the corner): legal_moves() lists every tail play() accepts (seed 000)."""

from canfield.engine import COLUMNS, PILE_NAMES, Card, Game, Move, Suit
from tests.engine.positions import position

BLACK, RED = (Suit.SPADES, Suit.CLUBS), (Suit.HEARTS, Suit.DIAMONDS)


def sequence(top_rank: int, length: int, used: set[Card]) -> list[Card]:
    """A run down in alternating colours from ``top_rank`` (black first), turning K on A, bottom first."""
    run = []
    for k in range(length):
        rank = (top_rank - 1 - k) % 13 + 1
        suit = next(s for s in (BLACK if k % 2 == 0 else RED) if Card.get(rank, s) not in used)
        card = Card.get(rank, suit)
        used.add(card)
        run.append(card)
    return run


def long_columns() -> Game:
    """Column 1 gets 14 cards, column 2 the next 14; one legal move makes a 28-card column."""
    used = {Card.parse("7H")}
    run = sequence(6, 28, used)
    text = " ".join(c.code for c in run)
    first, second = text.split()[:14], text.split()[14:]
    return position("canfield", base="7H", reserve="", c1=" ".join(first), c2=" ".join(second), c3="", c4="")


def every_tail_play_accepts(game: Game) -> set[Move]:
    accepted = set()
    for source in COLUMNS:
        for count in range(1, len(game.pile(source)) + 1):
            for target in PILE_NAMES:
                move = Move(source, target, count)
                if game.is_legal(move):
                    accepted.add(move)
    return accepted


def test_a_tail_of_14_and_a_column_of_28_are_listed():
    game = long_columns()
    assert len(game.pile("c1")) == 14
    listed = set(game.legal_moves())
    assert Move("c2", "c1", 14) in listed  # failed before the fix: counts past 13 were never listed
    game.play(Move("c2", "c1", 14))
    assert len(game.pile("c1")) == 28
    columns_moves = {m for m in game.legal_moves() if m.source in COLUMNS}
    assert columns_moves == every_tail_play_accepts(game)
    assert {m.count for m in columns_moves if m.target == "c3"} == set(range(1, 29))


def test_every_length_from_14_to_28_lists_what_play_accepts():
    game = long_columns()
    game.play(Move("c2", "c1", 14))
    for length in range(28, 13, -1):  # leave `length` cards in column 1, the rest moved as one tail to column 3
        if length < 28:
            game.play(Move("c1", "c3", 28 - length))
        assert len(game.pile("c1")) == length
        assert {m for m in game.legal_moves() if m.source in COLUMNS} == every_tail_play_accepts(game)
        if length < 28:
            game.undo()
