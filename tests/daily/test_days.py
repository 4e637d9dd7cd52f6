"""The player's days: records in daily.json (damage, kills, two windows), streaks and the month, with a fake clock."""

from __future__ import annotations

import datetime as dt
import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from canfield.daily import days
from canfield.daily.days import Mark, game_day, month, streaks
from canfield.storage import GameResult, Storage
from canfield.storage.daily import DailyBook, DayRecord, DayState
from tests.storage.helpers import kept_aside, needs_enotdir, write_text

MODE = "canfield-d3"
CODE = "CF1-D3-PUNZRUZ"
ROOT = Path(__file__).resolve().parents[2]


def day(text: str) -> dt.date:
    return dt.date.fromisoformat(text)


def play(book: DailyBook, date: str, won: bool | None, seconds: float = 60.0, moves: int = 100) -> None:
    """A day played: begun, then won or not (None: still being played)."""
    book.begin(MODE, day(date), CODE, "")
    if won is not None:
        book.finish(MODE, day(date), won, seconds, moves)


# ----- one record per day ------------------------------------------------------------


def test_a_day_is_begun_once_and_finished_once() -> None:
    book = DailyBook()
    assert book.begin(MODE, day("2026-12-07"), CODE, "id")
    assert not book.begin(MODE, day("2026-12-07"), "CF1-D3-AAAAACL", "other")  # the first attempt stays
    assert book.spend(MODE, day("2026-12-07"), 30.0, 12)  # a restart: its time counts
    closed = book.finish(MODE, day("2026-12-07"), True, 222.0, 132)
    assert closed is not None and closed.state is DayState.WON
    assert (closed.seconds, closed.moves, closed.code) == (252.0, 132, CODE)
    assert book.finish(MODE, day("2026-12-07"), False, 10.0, 5) is None  # never closed twice
    assert not book.spend(MODE, day("2026-12-07"), 10.0, 5)
    assert book.day(MODE, day("2026-12-07")) == closed


def test_a_merge_keeps_each_day_once_and_a_finished_day_over_an_open_one() -> None:
    here, there = DailyBook(), DailyBook()
    play(here, "2026-12-06", None)
    play(there, "2026-12-06", True)
    play(here, "2026-12-05", False)
    here.chosen["k1"] = "A"
    there.chosen["k2"] = ""
    here.latest, there.latest = "2026-12-06", "2026-12-07"
    merged = here.merged(there)
    assert merged.day(MODE, day("2026-12-06")).state is DayState.WON
    assert merged.day(MODE, day("2026-12-05")).state is DayState.LOST
    assert merged.chosen == {"k1": "A", "k2": ""} and merged.latest == "2026-12-07"
    assert there.merged(here).day(MODE, day("2026-12-06")).state is DayState.WON


def test_the_book_reads_back_what_it_wrote() -> None:
    book = DailyBook()
    play(book, "2026-11-30", True, 251.5, 132)
    play(book, "2026-12-01", None)
    book.chosen["v1/canfield/d3/2026-12-01"] = CODE
    book.see(day("2026-12-01"))
    again, clean = DailyBook.from_dict(json.loads(json.dumps(book.to_dict())))
    assert clean and again.to_dict() == book.to_dict()


# ----- the file: damage, kills, two writers --------------------------------------------


def test_a_damaged_file_is_kept_aside_and_its_good_days_kept(canfield_home: Path) -> None:
    good = DayRecord(CODE, DayState.WON, 100.0, 90).to_dict()
    data = {
        "version": 1,
        "latest": "2026-12-07",
        "days": {MODE: {"2026-12-06": good, "2026-12-07": {"code": CODE, "state": "exploded"}, "nonsense": good}},
        "chosen": {"v1/canfield/d3/2026-12-06": CODE},
    }
    write_text(canfield_home / "daily.json", json.dumps(data))
    store = Storage()
    assert store.daily.day(MODE, day("2026-12-06")).state is DayState.WON
    assert store.daily.day(MODE, day("2026-12-07")) is None
    (notice,) = store.take_problems()
    assert "could not be read and were left out" in notice and "daily-damaged-" in notice
    assert len(kept_aside(canfield_home / "daily.json")) == 1
    # the repaired file is what reads: a second start says nothing
    assert Storage().daily.day(MODE, day("2026-12-06")) is not None
    assert Storage().take_problems() == []


def test_a_file_that_is_not_json_starts_afresh_with_a_notice(canfield_home: Path) -> None:
    write_text(canfield_home / "daily.json", '{"version": 1, "days": {')
    store = Storage()
    assert store.daily.days[MODE] == {}
    (notice,) = store.take_problems()
    assert "deals of the day file was damaged" in notice
    assert store.change_daily(lambda book: book.begin(MODE, day("2026-12-07"), CODE, ""))
    assert Storage().daily.day(MODE, day("2026-12-07")) is not None


def test_two_windows_keep_each_others_days(canfield_home: Path) -> None:
    one, two = Storage(), Storage()
    assert one.daily.latest == two.daily.latest == ""  # both read the (missing) file before either writes
    one.change_daily(lambda book: book.begin(MODE, day("2026-12-06"), CODE, ""))
    two.change_daily(lambda book: book.begin(MODE, day("2026-12-07"), CODE, ""))
    one.change_daily(lambda book: book.finish(MODE, day("2026-12-06"), True, 10.0, 100))
    on_disk = Storage().daily
    assert on_disk.day(MODE, day("2026-12-06")).state is DayState.WON
    assert on_disk.day(MODE, day("2026-12-07")).state is DayState.PLAYING


@needs_enotdir
def test_a_failed_write_is_said_once_and_kept_for_the_next(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file, not a folder")
    store = Storage(blocker / "home")
    store.take_problems()
    assert not store.change_daily(lambda book: book.begin(MODE, day("2026-12-07"), CODE, ""))
    assert store.daily.day(MODE, day("2026-12-07")) is not None  # kept here
    problems = store.take_problems()
    assert any("deals of the day could not be saved" in p for p in problems)


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_killed_in_the_middle_of_a_write_loses_nothing_written_before(canfield_home: Path) -> None:
    store = Storage()
    store.change_daily(lambda book: book.begin(MODE, day("2026-12-06"), CODE, ""))
    store.change_daily(lambda book: book.finish(MODE, day("2026-12-06"), True, 10.0, 100))
    source = textwrap.dedent(
        """
        import datetime as dt, os, signal
        import canfield.storage.files as files
        from canfield.storage import Storage
        real = files.os.replace
        def die(*args, **kwargs):  # the new file is written and synced, not yet in place
            os.kill(os.getpid(), signal.SIGKILL)
        files.os.replace = die
        Storage().change_daily(lambda book: book.begin("canfield-d3", dt.date(2026, 12, 7), "CF1-D3-AAAAACL", ""))
        """
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.run([sys.executable, "-c", source], env=env, capture_output=True, text=True, timeout=60)
    assert child.returncode == -signal.SIGKILL, child.stderr
    after = Storage()
    assert after.daily.day(MODE, day("2026-12-06")).state is DayState.WON
    assert after.daily.day(MODE, day("2026-12-07")) is None  # the write that was killed never happened
    assert after.take_problems() == []


def test_daily_games_are_counted_apart_in_the_statistics(canfield_home: Path) -> None:
    store = Storage()
    store.record_game(GameResult(MODE, True, 52, 260, 200.0, 0, CODE, daily=True))
    store.record_game(GameResult(MODE, False, 20, 100, 100.0, 0, CODE, daily=True))
    store.record_game(GameResult(MODE, True, 52, 260, 300.0, 0, "CF1-D3-AAAAACL"))
    figures = Storage().stats[MODE]
    assert (figures.daily_games, figures.daily_won) == (2, 1)
    assert (figures.played, figures.won, figures.current_streak, figures.fastest_win) == (1, 1, 1, 300.0)


# ----- the day, the streaks and the month, with a fake clock ------------------------------


def test_a_clock_set_back_keeps_the_latest_day() -> None:
    book = DailyBook()
    book.see(day("2026-12-07"))
    assert game_day(day("2026-12-05"), book) == day("2026-12-07")  # set back: still the 7th
    assert game_day(day("2026-12-08"), book) == day("2026-12-08")
    book.see(day("2026-12-05"))
    assert book.latest == "2026-12-07"  # never goes back


def test_streaks_across_midnight_and_a_month_boundary() -> None:
    book = DailyBook()
    for date in ("2026-11-28", "2026-11-29", "2026-11-30"):
        play(book, date, True)
    play(book, "2026-12-01", None)  # begun before midnight, still being played on the 2nd
    on_the_first = streaks(book, MODE, day("2026-12-01"))
    assert (on_the_first.played, on_the_first.won) == (4, 3)  # today's attempt is not lost yet
    on_the_second = streaks(book, MODE, day("2026-12-02"))
    assert (on_the_second.played, on_the_second.won) == (4, 0)  # the 1st was not won (yet)
    book.finish(MODE, day("2026-12-01"), True, 500.0, 150)  # won after midnight: the 1st's game
    assert streaks(book, MODE, day("2026-12-02")).won == 4
    assert streaks(book, MODE, day("2026-12-03")) == days.Streaks(0, 0, 4, 4)  # the 2nd was missed
    play(book, "2026-12-03", False)
    assert streaks(book, MODE, day("2026-12-03")) == days.Streaks(1, 0, 4, 4)


def test_the_month_marks_won_played_missed_and_today() -> None:
    book = DailyBook()
    play(book, "2026-11-29", True)
    play(book, "2026-12-01", False)
    play(book, "2026-12-03", None)
    december = dict(month(book, MODE, 2026, 12, day("2026-12-04")))
    assert len(december) == 31
    assert december[day("2026-12-01")] is Mark.PLAYED
    assert december[day("2026-12-02")] is Mark.MISSED
    assert december[day("2026-12-03")] is Mark.PLAYED
    assert december[day("2026-12-04")] is Mark.TODAY
    assert december[day("2026-12-05")] is Mark.NONE
    november = dict(month(book, MODE, 2026, 11, day("2026-12-04")))
    assert november[day("2026-11-29")] is Mark.WON
    assert november[day("2026-11-30")] is Mark.MISSED
    assert november[day("2026-11-28")] is Mark.NONE  # before the first day played
    assert days.shift_month(2026, 12, 1) == (2027, 1) and days.shift_month(2027, 1, -1) == (2026, 12)


def test_the_saved_game_keeps_its_day(canfield_home: Path) -> None:
    from canfield.engine import Game

    store = Storage()
    game = Game.from_code(CODE)
    game.play(game.legal_moves()[0])
    assert store.save_game(game, 12.0, 0, daily="2026-12-07")
    assert Storage().load_game().daily == "2026-12-07"
    path = canfield_home / "saved-game.json"
    data = json.loads(path.read_text())
    data["daily"] = "yesterday"
    path.write_text(json.dumps(data))
    again = Storage()
    assert again.load_game().daily == ""  # reset: an ordinary game from now on, and said
    assert any("date of the deal of the day" in p for p in again.take_problems())
