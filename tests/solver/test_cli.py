"""The canfield-solve command."""

from __future__ import annotations

import json
import subprocess
import sys

from canfield.engine import Game, Move
from canfield.solver.cli import main, sample_deals


def test_one_deal_in_words(capsys) -> None:
    assert main(["CF1-D3-AAAAACL", "--rules", "paper-partial", "--nodes", "200000", "--budget", "600"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("CF1-D3-AAAAACL (paper-partial rules, draw 3): winnable")
    assert "\n   1. " in out and " → " in out
    assert "turn 3 cards from the stock" in out


def test_one_deal_as_json_replays(capsys) -> None:
    assert main(["cf1-d1-aaaaacl", "--profile", "canfield", "--json", "--nodes", "20000", "--budget", "600"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["code"] == "CF1-D1-AAAAACL" and data["rules"] == "canfield"
    assert data["outcome"] in ("winnable", "not winnable", "unknown")
    game = Game.from_code("CF1-D1-AAAAACL", "canfield")
    for source, target, count in data["line"]:
        game.play(Move(source, target, count))
    assert game.is_won == (data["outcome"] == "winnable")


def test_unknown_within_a_tiny_budget(capsys) -> None:
    assert main(["CF1-D3-AAABMN", "--rules", "paper-partial"]) == 2  # six letters: refused
    assert "7 letters" in capsys.readouterr().err
    assert main(["CF1-D3-AAAABMN", "--rules", "paper-partial", "--nodes", "20", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["outcome"] == "unknown"


def test_bad_input_gets_a_clear_message(capsys) -> None:
    assert main([]) == 2
    assert "Give a game code" in capsys.readouterr().err
    assert main(["CF1-D1-AAAAAAA", "--profile", "strict"]) == 2  # strict is draw 3 only
    assert "draw 3" in capsys.readouterr().err
    assert main(["CF1-D3-AAAAAAA", "--sample", "3"]) == 2


def test_sample_report(capsys) -> None:
    assert main(["--sample", "4", "--seed", "5", "--rules", "paper-whole", "--nodes", "2000", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["deals"] == 4 and sum(data["counts"].values()) == 4
    assert len(data["per_deal"]) == 4
    lo, hi = data["wilson95_unknowns_both_ways"]
    assert 0 <= lo <= data["winnable_share"] <= hi <= 1
    assert main(["--sample", "3", "--seed", "5", "--nodes", "2000"]) == 0
    out = capsys.readouterr().out
    assert "winnable share:" in out and "counting unknowns both ways" in out and "99th percentile" in out


def test_sample_deals_are_reproducible() -> None:
    assert sample_deals(5, 9) == sample_deals(5, 9)
    assert sample_deals(5, 9) != sample_deals(5, 10)


def test_python_dash_m_works() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "canfield.solver",
            "CF1-D3-AAAAACL",
            "--rules",
            "paper-partial",
            "--json",
            "--nodes",
            "200000",
            "--budget",
            "600",
        ],
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    assert json.loads(done.stdout)["outcome"] == "winnable"
