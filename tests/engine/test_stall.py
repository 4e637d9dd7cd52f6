"""The strict profile's stalled attempt (seed 003, section 07)."""

from canfield.engine import Game, Move
from tests.engine.positions import position


def run_a_pass(game: Game) -> None:
    while game.pile("stock"):
        game.play(Move("stock", "waste", min(3, len(game.pile("stock")))))
    game.play(Move("waste", "stock", len(game.pile("waste"))))


def stuck(profile: str = "strict", **extra: str) -> Game:
    piles = dict(reserve="2C", c1="KS", c2="KC", c3="2D", c4="2H", stock="3S 4S 5S 9D 10D JD")
    piles.update(extra)
    return position(profile, base="7H", **piles)


def test_a_repeated_pass_with_nothing_to_do_is_stalled():
    game = stuck()
    assert not game.stalled
    run_a_pass(game)
    assert game.stalled
    game.undo()
    assert not game.stalled


def test_not_stalled_when_a_waste_card_could_play():
    game = stuck(c4="4H")  # the 3♠ reaches the top of the waste and fits on 4♥
    run_a_pass(game)
    assert not game.stalled


def test_not_stalled_when_a_column_move_lets_the_reserve_fill_a_column():
    game = stuck(c1="3C", c2="4D")  # 3♣ onto 4♦ empties column 1 and the reserve fills it
    run_a_pass(game)
    assert not game.stalled


def test_only_strict_announces_stalls():
    for profile in ("canfield", "classic"):
        game = stuck(profile)
        run_a_pass(game)
        assert not game.stalled


def test_stall_lasts_through_further_stock_clicks_until_undone():
    game = stuck()
    run_a_pass(game)
    game.play(Move("stock", "waste", 3))
    assert game.stalled
    run_a_pass(game)
    assert game.stalled


def test_no_moves_at_all_is_stalled():
    game = stuck(stock="")
    assert game.legal_moves() == [] and game.stalled


def test_short_last_packet_card_counts_as_reachable():
    # Seven cards, draw 3: tops are the 3rd, 6th and 7th drawn. The 7th (stock bottom) is 3♠, which fits on 4♥.
    game = stuck(stock="3S 9S 10S JS 9D 10D JD", c4="4H")
    run_a_pass(game)
    assert not game.stalled
    game = stuck(stock="3S 9S 10S JS 9D 10D JD")
    run_a_pass(game)
    assert game.stalled


def test_a_card_buried_in_a_packet_does_not_count():
    # 4♥ can take a black 3, but the 3♠ is always the middle card of a packet: it never reaches the top.
    game = stuck(stock="9S 3S 10S JS 9D 10D", c4="4H", reserve="2C")
    run_a_pass(game)
    assert game.stalled


def test_stall_holds_at_every_later_click_and_recycle():
    # Seed 003: «новый проход сам по себе ничего не изменит». Before the fix the flag turned off at the
    # click that emptied the stock (the recycle looked like progress) and back on at the recycle.
    game = stuck()
    run_a_pass(game)
    assert game.stalled
    for _ in range(3):
        while game.pile("stock"):
            played = game.play(Move("stock", "waste", min(3, len(game.pile("stock")))))
            assert game.stalled and played.stalled
        played = game.play(Move("waste", "stock", len(game.pile("waste"))))
        assert game.stalled and played.stalled
