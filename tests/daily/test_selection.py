"""The deal of the day's selection: pinned codes, core and Python alike, honest when nothing is proven."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys
from pathlib import Path

import pytest

from canfield.daily import selection
from canfield.daily.selection import Cancelled, Searcher, choose, replays_to_a_win
from canfield.engine import Game
from canfield.solver import fast
from canfield.solver.cli import main

#: 30 dates and their codes (canfield, draw 3, selection version 1). A change that moves one of them moves
#: days the players already had: it needs a new selection.VERSION instead.
PINNED = [
    ("2026-12-01", "CF1-D3-KJACCPC"),
    ("2027-01-07", "CF1-D3-LDWHZKF"),
    ("2027-02-13", "CF1-D3-EQQEZXB"),
    ("2027-03-22", "CF1-D3-PHAGKEN"),
    ("2027-04-28", "CF1-D3-PHHRLVH"),
    ("2027-06-04", "CF1-D3-DCZHIGU"),
    ("2027-07-11", "CF1-D3-MIGNMUX"),
    ("2027-08-17", "CF1-D3-UKSITPX"),
    ("2027-09-23", "CF1-D3-YCBKMWC"),
    ("2027-10-30", "CF1-D3-WQTTPBJ"),
    ("2027-12-06", "CF1-D3-SXLRSVZ"),
    ("2028-01-12", "CF1-D3-OQZIDXD"),
    ("2028-02-18", "CF1-D3-PXLGYQW"),
    ("2028-03-26", "CF1-D3-RDFWGWB"),
    ("2028-05-02", "CF1-D3-SWXQJPM"),
    ("2028-06-08", "CF1-D3-UJXBBGR"),
    ("2028-07-15", "CF1-D3-GRNUDOV"),
    ("2028-08-21", "CF1-D3-ZEXRQNK"),
    ("2028-09-27", "CF1-D3-JYDIUOO"),
    ("2028-11-03", "CF1-D3-DFLWCMX"),
    ("2028-12-10", "CF1-D3-CYKMRIT"),
    ("2029-01-16", "CF1-D3-GVBZPDO"),
    ("2029-02-22", "CF1-D3-UFIWRIJ"),
    ("2029-03-31", "CF1-D3-OTYTANZ"),
    ("2029-05-07", "CF1-D3-IOLGPXZ"),
    ("2029-06-13", "CF1-D3-CXFQUDC"),
    ("2029-07-20", "CF1-D3-JSULVOA"),
    ("2029-08-26", "CF1-D3-QPPHOKC"),
    ("2028-02-29", "CF1-D3-OTUZGEE"),
    ("2099-12-31", "CF1-D3-CEBGDBZ"),
]

ROOT = Path(__file__).resolve().parents[2]
needs_core = pytest.mark.skipif(not fast.available(), reason="the compiled core is not built")


def chosen(using: Searcher) -> list[tuple[str, str | None]]:
    return [(date, choose(dt.date.fromisoformat(date), using=using).code) for date, _code in PINNED]


@needs_core
def test_the_pinned_dates_with_the_core() -> None:
    assert chosen(Searcher.CORE) == PINNED


def test_the_pinned_dates_with_the_python_search() -> None:
    assert chosen(Searcher.PYTHON) == PINNED


def test_without_the_core_the_selection_is_the_python_one(monkeypatch: pytest.MonkeyPatch) -> None:
    # as on a machine without a C compiler: AUTO falls back on the Python search, and chooses alike
    monkeypatch.setattr(fast, "_core", None)
    date, code = PINNED[3]
    day = choose(dt.date.fromisoformat(date))
    assert day.code == code and replays_to_a_win(day)


@needs_core
@pytest.mark.parametrize(("profile", "draw"), [("canfield", 1), ("strict", 3), ("classic", 3)])
def test_other_profiles_count_positions_alike_in_core_and_python(profile: str, draw: int) -> None:
    date = dt.date(2027, 1, 1)
    core = choose(date, profile, draw, Searcher.CORE)
    python = choose(date, profile, draw, Searcher.PYTHON)
    assert (core.code, core.tried, core.positions) == (python.code, python.tried, python.positions)
    assert replays_to_a_win(core) and replays_to_a_win(python)


def test_a_sample_of_a_years_days_replays_to_a_win() -> None:
    first = dt.date(2027, 1, 1)
    for offset in range(0, 365, 29):  # 13 days spread over the year
        day = choose(first + dt.timedelta(days=offset))
        assert day.code is not None and day.code.startswith("CF1-D3-")
        assert replays_to_a_win(day), day
        assert 1 <= day.tried <= selection.CANDIDATES and day.positions >= len(day.line) // 10


def test_the_candidates_depend_on_every_part_of_the_key() -> None:
    date = dt.date(2027, 1, 1)
    base = selection.candidate(date, "canfield", 3, 0)
    others = {
        selection.candidate(date + dt.timedelta(days=1), "canfield", 3, 0),
        selection.candidate(date, "strict", 3, 0),
        selection.candidate(date, "canfield", 1, 0),
        selection.candidate(date, "canfield", 3, 1),
    }
    assert base not in others and len(others) == 4
    assert selection.seed_text(date, "canfield", 3, 0) == "canfield-daily/v1/canfield/d3/2027-01-01/0"


def test_no_proven_deal_is_said_honestly(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(selection, "POSITIONS", 5)  # no candidate can be proven in 5 positions
    day = choose(dt.date(2027, 1, 1))
    assert day.code is None and day.line == () and day.tried == selection.CANDIDATES
    assert not replays_to_a_win(day)
    assert main(["--daily", "2027-01-01"]) == 1
    assert "no deal was proven winnable" in capsys.readouterr().out


def test_progress_and_cancel() -> None:
    seen: list[tuple[int, int]] = []
    choose(dt.date(2027, 1, 1), progress=lambda i, n: seen.append((i, n)))
    assert seen[0] == (0, selection.CANDIDATES) and len(seen) >= 1
    with pytest.raises(Cancelled):
        choose(dt.date(2027, 1, 1), using=Searcher.PYTHON, cancel=lambda: True)


def test_bad_profile_is_refused() -> None:
    with pytest.raises(ValueError, match="Unknown profile 'paper-whole'"):
        choose(dt.date(2027, 1, 1), "paper-whole")


# ----- the command line ------------------------------------------------------------


def test_the_command_prints_the_code_and_its_line(capsys: pytest.CaptureFixture[str]) -> None:
    date, code = PINNED[1]
    assert main(["--daily", date]) == 0
    assert capsys.readouterr().out == code + "\n"
    assert main(["--daily", date, "--line", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["code"] == code and data["version"] == selection.VERSION and data["line"]
    game = Game.from_code(code)
    for source, target, count in data["line"]:
        game.play((source, target, count))
    assert game.is_won
    assert main(["--daily", date, "--line"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == code and out[1] == f"winning line, {len(data['line'])} moves:"


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--daily", "2027-02-30"], "--daily wants a date such as 2027-01-01, not '2027-02-30'."),
        (["--daily", "tomorrow"], "--daily wants a date such as 2027-01-01, not 'tomorrow'."),
        (["--daily", "2027-01-01", "--budget", "5"], "--daily takes no --budget"),
        (["--daily", "2027-01-01", "--nodes", "5"], "--daily takes no --nodes"),
        (["--daily", "2027-01-01", "CF1-D3-AAAAACL"], "--daily takes no a game code"),
        (["--daily", "2027-01-01", "--rules", "paper-whole"], "--daily takes no --rules"),
        (["--daily", "2027-01-01", "--profile", "strict", "--draw", "1"], "draw 3 only"),
        (["CF1-D3-AAAAACL", "--line"], "--line goes with --daily DATE."),
    ],
)
def test_the_command_refuses_bad_input(argv: list[str], said: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert said in capsys.readouterr().err


BUSY_CHOICE = """
import datetime as dt, sys, time
# every clock a search could read runs a thousand times too fast: any time budget would be spent at once
for name in ("perf_counter", "process_time", "thread_time", "monotonic", "time"):
    setattr(time, name, (lambda real: lambda: real() * 1000)(getattr(time, name)))
from canfield.daily.selection import Searcher, choose
from tests.busy import busy_threads
with busy_threads(3):
    print(choose(dt.date.fromisoformat(sys.argv[1]), using=Searcher(sys.argv[2])).code)
"""


def test_two_processes_with_different_loads_and_searches_choose_alike() -> None:
    # one process searches in Python with three busy threads fighting it for the interpreter and clocks
    # that run a thousand times too fast; the other runs the command (the core where built): only positions count
    date, code = PINNED[5]
    busy = subprocess.Popen(
        [sys.executable, "-c", BUSY_CHOICE, date, "python"], stdout=subprocess.PIPE, text=True, cwd=ROOT
    )
    command = subprocess.run(
        [sys.executable, "-m", "canfield.solver", "--daily", date], capture_output=True, text=True, cwd=ROOT
    )
    out, _ = busy.communicate(timeout=600)
    assert busy.returncode == 0 and command.returncode == 0, command.stderr
    assert out.strip() == command.stdout.strip() == code
