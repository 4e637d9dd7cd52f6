"""Cards, game codes and the pinned deal algorithm."""

import pytest

from canfield.engine import ALL_CARDS, Card, Game, Suit, deal_deck, format_code, parse_code
from canfield.engine.codes import DEAL_COUNT, SplitMix64


def test_card_values_and_text():
    q = Card.parse("QC")
    assert (q.rank, q.suit) == (12, Suit.CLUBS) and q.suit == "C"
    assert str(q) == "Q♣"
    assert Card.parse("10H").rank == 10 and str(Card.parse("10H")) == "10♥"
    assert Card.parse(" as ") is Card(1, "S") is Card.get(1, Suit.SPADES)
    assert Card.parse("Q♣") is q
    assert len(set(ALL_CARDS)) == 52


@pytest.mark.parametrize("bad", ["", "QX", "0H", "14S", "KK", "10", None, 7])
def test_bad_card_text_is_refused(bad):
    with pytest.raises(ValueError):
        Card.parse(bad)


def test_cards_are_immutable():
    with pytest.raises(AttributeError):
        Card.parse("QC").rank = 3


def test_code_example_is_deal_63():
    assert parse_code("CF1-D3-AAAAACL") == (3, 63)
    assert parse_code("  cf1-d1-aaaaacl ") == (1, 63)
    assert format_code(63, 3) == "CF1-D3-AAAAACL"
    assert format_code(DEAL_COUNT - 1, 1) == "CF1-D1-ZZZZZZZ"


@pytest.mark.parametrize(
    "bad", ["", "CF2-D3-AAAAACL", "CF1-D2-AAAAACL", "CF1-D3-AAAAAC", "CF1-D3-AAAAAC1", "CF1D3AAAAACL", "x"]
)
def test_bad_codes_say_the_expected_form(bad):
    with pytest.raises(ValueError, match="CF1-D3-AAAAACL"):
        parse_code(bad)


def test_splitmix64_reference_values():
    # First outputs for seed 0 of the published SplitMix64 reference code.
    rng = SplitMix64(0)
    assert [rng.next() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


# Golden decks: if one of these changes, old game codes would deal other cards.
GOLDEN = {
    63: "7S 10D KC 10H 10S 6S AC 4S 8C JS QS 8H QC 7H 6C KH QH AS 3C QD 9S 2S 6D AD 3H 9D "
    "6H KD 2D KS 2C 3D 7D 4H 9H 10C 7C AH 5D 5S 5C 2H 8S 8D 3S JH JD 9C JC 4D 5H 4C",
}

PINNED = {
    0: "4H 2S 6C KS 8C 10H 5H QC 9D 9S KD 9C 8H 3D 10D AD 5C 7H 3S 6S QH 4C 8S 5S 5D 2C "
    "7C 4S AC 6H 4D KC 7S 9H JS AH 10C 8D QD KH 2D JH JC AS 6D 2H QS 7D JD 10S 3C 3H",
    1: "JH 6C 9H 2C 7C 7D KC JD 2D KD 5D 8D 10C 8C 2S 5C QS 10S 7H 4S 5H 3C AD 3H 6H JC "
    "5S 4H 4D 8S 4C 9C QD 6S QH 6D AS 10D AC 10H AH 9D 7S 9S 2H JS 3D QC 3S KS 8H KH",
    2: "AC 7S 2H 5C QS 8C AD 5S 9S 4C KH 10C 4D JH AS 2S QC 2D KC 3D 9H 7D KS 10S 4S 10H "
    "5H 2C 3S AH JD JC QD 6S KD QH 3C JS 9C 8S 6C 3H 5D 6H 10D 6D 4H 8D 9D 7H 7C 8H",
    1000: "KC 10S 2H 9D JS 9S 8D 4S 7D 2C 5S JC 10C 6H QC AC 4H 7H 7C QS 10D 4D 5C KD 3C JH "
    "8S 9C 6C 6D 6S KH AD 10H JD 9H QD 3H KS 2S 2D 5D 8C 8H 7S QH 5H AS 4C AH 3D 3S",
    8031810175: "5H 7D 2S 9H 8S KS 9S JH 6C QC QH 6D 10C AS 2C 3H JC JD JS 4D 8C 4H 7C 3D AH 4C "
    "KD 2D AD 2H 5C 8H 7S 8D 7H 3C AC KH 6S 10S KC 9D QD 10D 4S 9C 6H 5S QS 5D 10H 3S",
}


def test_deal_63_is_the_seed_example():
    deck = [c.code for c in deal_deck(63)]
    assert " ".join(deck) == GOLDEN[63]
    game = Game.from_code("CF1-D3-AAAAACL")
    assert [str(c) for c in reversed(game.pile("reserve"))][:4] == ["Q♣", "8♥", "Q♠", "J♠"]
    assert [str(c) for c in game.pile("f1")] == ["7♥"]
    assert [str(game.pile(c)[0]) for c in ("c1", "c2", "c3", "c4")] == ["6♣", "K♥", "Q♥", "A♠"]
    assert len(game.pile("stock")) == 34 and game.pile("waste") == ()
    assert game.start_rank == 7


def test_pinned_vectors():
    for deal, expected in PINNED.items():
        assert " ".join(c.code for c in deal_deck(deal)) == expected, deal


def test_every_deal_is_a_full_deck():
    for deal in (0, 1, 2, 12345, DEAL_COUNT - 1):
        assert sorted(deal_deck(deal)) == list(ALL_CARDS)


def test_deals_differ_and_stock_order_is_deck_order():
    assert deal_deck(1) != deal_deck(2)
    game = Game(5)
    deck = deal_deck(5)
    assert list(reversed(game.pile("stock"))) == deck[18:]
    assert list(game.pile("reserve")) == deck[:13]


def test_deal_number_out_of_range():
    with pytest.raises(ValueError):
        deal_deck(DEAL_COUNT)
    with pytest.raises(ValueError):
        format_code(-1, 3)


def test_new_game_picks_random_deals_and_gives_its_code():
    codes = {Game.new().code for _ in range(20)}
    assert len(codes) > 15
    game = Game.new(draw=1)
    assert game.code.startswith("CF1-D1-")
    assert Game.from_code(game.code).pile("stock") == game.pile("stock")
