"""solve() without the compiled core: the Python search answers, as on a machine without a C compiler."""

from __future__ import annotations

import sys

import pytest

from canfield.engine import Game
from canfield.solver import Outcome, fast, hint, solve
from tests.engine.positions import position
from tests.solver.test_solver import DEAD


@pytest.fixture(autouse=True)
def no_core(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fast, "_core", None)
    assert not fast.available()


def replays_to_a_win(game: Game, line: tuple) -> bool:
    board = game.copy()
    for move in line:
        board.play(move)  # raises IllegalMove on a move the rules refuse
    return board.is_won


@pytest.mark.parametrize(
    ("code", "profile"),
    [
        ("CF1-D1-AAAAACL", "canfield"),  # taking back: the focused phase wins
        ("CF1-D3-AAAAACL", "canfield"),  # taking back, draw 3: about 12,500 positions
        ("CF1-D3-AAAAAXQ", "paper-whole"),  # no taking back: one focused search
    ],
)
def test_solve_without_the_core_wins_easy_deals_with_lines_that_replay(code: str, profile: str) -> None:
    game = Game.from_code(code, profile)
    result = solve(game, budget_nodes=100_000, budget_seconds=None)
    assert result.outcome is Outcome.WINNABLE
    assert replays_to_a_win(game, result.line)
    assert result.nodes <= 100_000
    assert game.moves_made == 0  # the game itself is left alone


@pytest.mark.parametrize("profile", ["strict", "classic", "canfield"])
def test_solve_without_the_core_says_unknown_when_the_budget_is_too_small(profile: str) -> None:
    game = Game.from_code("CF1-D3-AAAAACL", profile)
    result = solve(game, budget_nodes=300, budget_seconds=None)
    assert result.outcome is Outcome.UNKNOWN
    assert not result.line and result.nodes <= 300
    found = hint(game, seconds=None, budget_nodes=300)
    assert found is not None and not found.winning  # a heuristic move, never dressed as a win
    assert found.move in game.legal_moves()


def test_solve_without_the_core_proves_a_dead_position_lost() -> None:
    game = position("classic", base="7H", reserve="4H 6H", c1="5H", c2="4D 5D", c3="6D", c4="", **DEAD)
    result = solve(game, budget_nodes=10_000, budget_seconds=None)
    assert result.outcome is Outcome.NOT_WINNABLE and not result.line


def test_the_command_refuses_a_bad_code_before_any_note_about_the_core(capsys: pytest.CaptureFixture[str]) -> None:
    from canfield.solver.cli import NO_CORE_NOTE, main

    assert main(["CF1-D3-NOPE"]) == 2
    said = capsys.readouterr().err
    assert NO_CORE_NOTE not in said and "CF1-D" in said  # only the refusal, with the form expected
    assert main(["CF1-D3-AAAAACL", "--nodes", "10"]) == 0
    assert NO_CORE_NOTE in capsys.readouterr().err  # said when the search runs without it


def test_version_says_which_search_runs(capsys: pytest.CaptureFixture[str]) -> None:
    from canfield.solver.cli import main

    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.splitlines()[1] == "core: python"  # what the bundles' smoke tests read


def test_an_installed_bundle_gives_no_advice_to_rebuild(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from canfield.solver.cli import BUNDLE_NO_CORE_NOTE, main

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert main(["CF1-D3-AAAAACL", "--nodes", "10"]) == 0
    said = capsys.readouterr().err
    assert BUNDLE_NO_CORE_NOTE in said and "compiler" not in said


STALE_CORE = """
import sys, types
stale = types.ModuleType("canfield.solver._core")
stale.search = stale.kept = stale.keeps = stale.kept_bytes = lambda *args: None  # no progress(): built before it
sys.modules["canfield.solver._core"] = stale
from canfield.solver import fast
print(fast.available())
"""


def test_a_core_built_before_the_python_side_changed_is_left_unused() -> None:
    """A working copy whose core was not rebuilt since ``_core.c`` gained a call runs the Python search."""
    import subprocess

    out = subprocess.run([sys.executable, "-c", STALE_CORE], capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.split() == ["False"]
