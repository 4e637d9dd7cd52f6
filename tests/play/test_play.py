"""Play, the Qt-free game in play: one legality check, the before-callback, the stall asked once, the clock."""

from pathlib import Path

import pytest

from canfield.engine import Game, IllegalMove, Move, Played, Refusal
from canfield.play import Play
from canfield.play import clock as clock_module
from tests.engine.test_stall import stuck

WON_LINE = [Move.parse(t) for t in (Path(__file__).parents[1] / "data" / "won_line_AAAAACL.txt").read_text().split()]


def stock_clicks(play: Play, n: int) -> list[bool]:
    asked = []
    for _ in range(n):
        assert isinstance(play.click_stock(), Played)
        asked.append(play.newly_stalled)
    return asked


def test_a_refused_action_runs_no_before_callback():
    calls = []
    play = Play(Game.from_code("CF1-D3-AAAAACL"), before=lambda: calls.append(1))
    assert isinstance(play.play(Move("reserve", "c1")), Refusal)
    assert isinstance(play.undo(), Refusal)
    assert calls == []
    assert isinstance(play.play(Move("reserve", "c2")), Played) and calls == [1]


def test_the_stall_is_asked_once_and_again_after_an_undo():
    play = Play(stuck())
    assert stock_clicks(play, 3) == [False, False, True]  # draw, draw, recycle: stalled
    play.undo()  # the recycle taken back: not stalled
    assert stock_clicks(play, 1) == [True]  # the same recycle: stalled again, asked again
    assert stock_clicks(play, 6) == [False] * 6  # further passes: not asked again


def test_a_game_that_comes_in_stalled_is_asked_about_at_its_next_action():
    # A resumed (or rebuilt-window) game that was saved stalled: the player must still be asked.
    stalled = stuck()
    stock_clicks(Play(stalled), 3)
    assert stalled.stalled
    play = Play(stalled.copy(with_history=True))  # as the window builds it for a resumed game
    assert stock_clicks(play, 1) == [True]


def test_a_count_that_only_equals_an_int_is_refused_even_after_legal_moves():
    game = Game.from_code("CF1-D3-AAAAACL")
    game.legal_moves()
    with pytest.raises(IllegalMove):
        game.play(Move("reserve", "c2", True))
    with pytest.raises(IllegalMove):
        game.play(Move("stock", "waste", 3.0))


def test_the_clock_starts_with_the_first_action_and_stops_at_the_win(monkeypatch):
    now = [100.0]
    monkeypatch.setattr(clock_module.time, "monotonic", lambda: now[0])
    play = Play(Game.from_code("CF1-D3-AAAAACL"))
    assert not play.clock.running
    for move in WON_LINE[:-1]:
        play.play(move)
        now[0] += 1
    assert play.clock.running and play.clock.elapsed() == len(WON_LINE) - 1
    assert play.play(WON_LINE[-1]).won and not play.clock.running
    now[0] += 50
    assert play.clock.elapsed() == len(WON_LINE) - 1  # stopped at the win
