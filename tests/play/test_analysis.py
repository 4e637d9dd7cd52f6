"""The analysis (issue 41): it agrees with plain solves of the positions just before and after the move it names."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from canfield.engine import Game
from canfield.play.analysis import Verdict, analyse
from canfield.play.slipping import slipping_game
from canfield.solver import fast
from canfield.solver.api import solve
from canfield.solver.search import Outcome
from canfield.storage import records
from canfield.storage.records import GameRecord
from tests.storage.helpers import played, won_line

#: Positions each solve may search: enough for these deals' positions, and the same on every machine.
NODES = 3_000_000

pytestmark = pytest.mark.skipif(not fast.available(), reason="the analysis needs the compiled core's speed")


def plain(game: Game) -> Outcome:
    return solve(game, budget_nodes=NODES, budget_seconds=None).outcome


def lost_games(count: int, seed: int) -> list[GameRecord]:
    """Games of the slipping player on deals proven winnable, 100-200 moves, not won."""
    rng = random.Random(seed)
    found: list[GameRecord] = []
    while len(found) < count:
        deal = Game(rng.randrange(26**7), "canfield")
        start = solve(deal, budget_nodes=NODES, budget_seconds=None)
        if not start.winnable:
            continue
        game = slipping_game(deal.copy(), start.line, rng.randrange(100, 201), rng)
        if game is not None:
            found.append(GameRecord.of_game(game, ""))
    return found


def test_the_move_named_is_where_plain_solves_turn_from_winnable_to_lost() -> None:
    verdicts = []
    for record in lost_games(8, seed=41):
        answer = analyse(record, seconds=None, per_solve=None, nodes=NODES)
        verdicts.append(answer.verdict)
        assert answer.solved[0] == (0, "winnable")  # the deal, proven winnable first
        assert len(answer.solved) <= 2 + (len(record.moves)).bit_length() + 1  # a binary search, not a scan
        if answer.verdict == Verdict.LOST_AT:
            n = answer.lost_at
            assert n is not None
            assert plain(record.replay(n - 1)) is Outcome.WINNABLE
            assert plain(record.replay(n)) is Outcome.NOT_WINNABLE
            assert answer.kept is not None and answer.kept != record.moves[n - 1]
            kept = record.replay(n - 1)
            kept.play(answer.kept)
            assert plain(kept) is Outcome.WINNABLE  # the move it offers kept the win
        else:
            assert answer.verdict == Verdict.STILL_WINNABLE
            assert plain(record.replay()) is Outcome.WINNABLE
    assert Verdict.LOST_AT in verdicts


def test_a_won_game_and_an_unwinnable_deal() -> None:
    won = GameRecord.of_game(played(len(won_line())), "")
    assert analyse(won).verdict == Verdict.WON
    deal = next(g for g in (Game(n, "strict") for n in range(200)) if plain(g) is Outcome.NOT_WINNABLE)
    deal.play(deal.legal_moves()[0])
    answer = analyse(GameRecord.of_game(deal, ""), seconds=None, per_solve=None, nodes=NODES)
    assert answer.verdict == Verdict.NOT_WINNABLE and answer.solved == ((0, "not winnable"),)


def test_an_unknown_middle_gives_the_narrowest_proven_range(monkeypatch) -> None:
    from canfield.play import analysis

    record = next(r for r in lost_games(6, seed=7) if analyse(r, None, None, nodes=NODES).verdict == Verdict.LOST_AT)
    exact = analyse(record, None, None, nodes=NODES)
    real = analysis.solve
    hidden = {exact.first - 1, exact.first}  # the two positions that settle it: the solver gives up on them

    def giving_up(game, **kwargs):
        if game.moves_made in hidden:
            return real(game, budget_nodes=1, budget_seconds=None)  # unknown
        return real(game, **kwargs)

    monkeypatch.setattr(analysis, "solve", giving_up)
    answer = analyse(record, None, None, nodes=NODES)
    assert answer.verdict == Verdict.LOST_BETWEEN
    assert answer.first <= exact.first <= answer.last and answer.last - answer.first == 2
    assert (exact.first - 1, "unknown") in answer.solved and (exact.first, "unknown") in answer.solved


def test_cancel_stops_it() -> None:
    record = lost_games(1, seed=3)[0]
    calls = []
    answer = analyse(record, cancel=lambda: len(calls) > 0, progress=lambda *a: calls.append(a))
    assert answer.verdict == Verdict.CANCELLED and len(answer.solved) == 1


LOST = Path(__file__).resolve().parent.parent / "data" / "lost_game_record.txt"  # move 101 lost the win


def test_the_command_line_names_the_first_losing_move(capsys) -> None:
    from canfield.solver.cli import main

    assert main(["--analyse", str(LOST), "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["code"] == "CF1-D3-OTKWZFV" and answer["moves"] == 189
    record = records.load(LOST.read_text(encoding="utf-8"))[0]
    exact = analyse(record, None, None, nodes=NODES)
    assert exact.lost_at == 101  # settled without a clock: the machine's load cannot change it
    if answer["verdict"] == "lost-at":  # with the command's 30 s, a very busy machine may leave it a range
        assert answer["first_losing_move"] == 101 and answer["played"] == "waste>c1" and answer["kept"]
    else:
        assert answer["verdict"] == "lost-between" and answer["range"][0] <= 101 <= answer["range"][1]
    assert main(["--analyse", str(LOST)]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Move 101 lost the win: 4♠ waste → column 1.") or text.startswith("One of moves")


def test_the_command_line_refuses_a_bad_record(tmp_path, capsys) -> None:
    from canfield.solver.cli import main

    bad = tmp_path / "bad.txt"
    bad.write_text(LOST.read_text(encoding="utf-8").replace("waste>c1", "waste>c9", 1), encoding="utf-8")
    assert main(["--analyse", str(bad)]) == 2
    assert "waste>c9 is not a move" in capsys.readouterr().err
