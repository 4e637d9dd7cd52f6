"""Where the columns' rank order turns the corner (``Rules.column_build``)."""

from dataclasses import replace

import pytest

from canfield.engine import RULE_SETS, Game, IllegalMove, Move, Rules
from canfield.engine.rules import ColumnBuild
from tests.engine.positions import position

CANFIELD = RULE_SETS["canfield"]
ACE_LOW = replace(CANFIELD, name="ace-low", column_build=ColumnBuild.ACE_LOW)
FOUNDATION_ORDER = replace(CANFIELD, name="foundation-order", column_build=ColumnBuild.FOUNDATION_ORDER)


def targets(game: Game, source: str) -> list[str]:
    return sorted(m.target for m in game.legal_moves() if m.source == source and m.target.startswith("c"))


def test_the_player_profiles_turn_the_corner_and_the_paper_sets_follow_the_foundations():
    for name in ("canfield", "strict", "classic"):
        assert RULE_SETS[name].column_build is ColumnBuild.WRAP
    for name in ("paper-partial", "paper-whole"):
        assert RULE_SETS[name].column_build is ColumnBuild.FOUNDATION_ORDER


@pytest.mark.parametrize(("rules", "king_on_ace"), [(CANFIELD, True), (ACE_LOW, False), (FOUNDATION_ORDER, True)])
def test_a_king_on_an_ace(rules: Rules, king_on_ace: bool) -> None:
    game = position(rules, reserve="2C", c1="AS", c2="KH", c3="9C", c4="9D")
    assert (targets(game, "c2") == ["c1"]) is king_on_ace
    assert game.is_legal(Move("c2", "c1", 1)) is king_on_ace


@pytest.mark.parametrize(("rules", "closed"), [(CANFIELD, False), (ACE_LOW, False), (FOUNDATION_ORDER, True)])
def test_nothing_goes_on_a_start_rank_card_in_foundation_order(rules: Rules, closed: bool) -> None:
    # Base 7♥: the foundations run 7 .. K, A .. 6, so a 6 would close a foundation's run.
    game = position(rules, base="7H", reserve="2C", c1="7S", c2="6H", c3="9C", c4="9D")
    assert (targets(game, "c2") == []) is closed
    if closed:
        with pytest.raises(IllegalMove) as refused:
            game.play(Move("c2", "c1", 1))
        assert refused.value.reason == "column_closed"
        assert "nothing is built on that rank" in str(refused.value)
    else:
        game.play(Move("c2", "c1", 1))


def test_a_tail_never_spans_the_closed_rank() -> None:
    # 8♣ 7♥ 6♣ is a sequence where the corner is open; with base 7 the 6♣ heads its own tail.
    tails = dict(base="7S", reserve="2C", c1="8C 7H 6C", c2="9D", c3="7D", c4="KS")
    open_game = position(CANFIELD, **tails)
    assert sorted(m for m in open_game.legal_moves() if m.source == "c1" and m.target == "c2") == [Move("c1", "c2", 3)]
    game = position(FOUNDATION_ORDER, **tails)
    assert [m for m in game.legal_moves() if m.source == "c1" and m.target.startswith("c")] == []
    with pytest.raises(IllegalMove):
        game.play(Move("c1", "c2", 3))


def test_the_rules_value_round_trips_and_old_snapshots_take_the_default() -> None:
    for rules in (CANFIELD, ACE_LOW, FOUNDATION_ORDER, RULE_SETS["paper-whole"]):
        assert Rules.from_dict(rules.to_dict()) == rules
    old = CANFIELD.to_dict()
    del old["column_build"]  # saved before the field existed
    assert Rules.from_dict(old) == CANFIELD
    damaged = CANFIELD.to_dict() | {"column_build": "sideways"}
    with pytest.raises(ValueError, match="column_build"):
        Rules.from_dict(damaged)
    with pytest.raises(ValueError, match="missing or damaged"):
        Rules.from_dict(CANFIELD.to_dict() | {"colour_build": "wrap"})


def test_a_saved_paper_game_keeps_its_column_rule() -> None:
    game = Game.from_code("CF1-D3-AAAAACL", "paper-partial")
    game.play(Move("stock", "waste", 3))
    again = Game.from_dict(game.to_dict())
    assert again.rules == game.rules and again.legal_moves() == game.legal_moves()
