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
