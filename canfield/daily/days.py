"""The player's days: which day it is for the game, the streaks, and a month's days played, won and missed.

The day is the player's local calendar date, but never earlier than the latest date the game has
seen (:meth:`DailyBook.see`): a clock set back (by hand, or a trip west) keeps the game on the
latest day, so a day is never played twice and a streak never breaks because of the clock. A game
carries the date it was opened for, so a game begun before midnight stays that day's game.
"""

from __future__ import annotations

import calendar
import datetime as dt
from dataclasses import dataclass
from enum import StrEnum

from canfield.storage.daily import DailyBook, DayRecord, DayState, date_of


class Mark(StrEnum):
    """What a month view shows for one date."""

    WON = "won"
    PLAYED = "played"  # played and not won (given up, left, or still being played)
    MISSED = "missed"  # a past day not played, since the first day played
    TODAY = "today"  # today, not played yet
    NONE = "none"  # before the first day played, or still to come


@dataclass(frozen=True)
class Streaks:
    """Days in a row up to today: played, and won; and the longest runs ever."""

    played: int
    won: int
    best_played: int
    best_won: int


def game_day(clock_today: dt.date, book: DailyBook) -> dt.date:
    """The day the game is on: the clock's date, or the latest date seen when the clock went back."""
    latest = date_of(book.latest)
    return max(clock_today, latest) if latest is not None else clock_today


def _run(days: dict[str, DayRecord], end: dt.date, counts: set[DayState]) -> int:
    """Days in a row up to ``end`` whose record's state is one of ``counts``."""
    run, day = 0, end
    while (record := days.get(day.isoformat())) is not None and record.state in counts:
        run += 1
        day -= dt.timedelta(days=1)
    return run


def _best(days: dict[str, DayRecord], counts: set[DayState]) -> int:
    """The longest run of consecutive dates whose state is one of ``counts``."""
    best = run = 0
    previous: dt.date | None = None
    for text in sorted(days):
        date = date_of(text)
        if date is None or days[text].state not in counts:
            run, previous = 0, None
            continue
        run = run + 1 if previous is not None and date - previous == dt.timedelta(days=1) else 1
        best, previous = max(best, run), date
    return best


PLAYED = {DayState.PLAYING, DayState.WON, DayState.LOST}
WON = {DayState.WON}


def streaks(book: DailyBook, mode: str, today: dt.date) -> Streaks:
    """The streaks of ``mode`` on ``today``: today counts once played (won), and breaks nothing before."""
    days = book.days.get(mode, {})
    record = days.get(today.isoformat())
    yesterday = today - dt.timedelta(days=1)
    played_end = today if record is not None else yesterday
    # today not finished yet: the won streak stands on yesterday until today is won (or lost)
    won_end = today if record is not None and record.finished else yesterday
    return Streaks(_run(days, played_end, PLAYED), _run(days, won_end, WON), _best(days, PLAYED), _best(days, WON))


def first_day(book: DailyBook, mode: str) -> dt.date | None:
    """The first day played in ``mode``, if any."""
    days = book.days.get(mode, {})
    return date_of(min(days)) if days else None


def mark(book: DailyBook, mode: str, date: dt.date, today: dt.date) -> Mark:
    """What the month view shows for ``date``."""
    record = book.day(mode, date)
    if record is not None:
        return Mark.WON if record.state is DayState.WON else Mark.PLAYED
    if date == today:
        return Mark.TODAY
    first = first_day(book, mode)
    if first is not None and first < date < today:
        return Mark.MISSED
    return Mark.NONE


def month(book: DailyBook, mode: str, year: int, number: int, today: dt.date) -> list[tuple[dt.date, Mark]]:
    """Every date of a month with its mark."""
    length = calendar.monthrange(year, number)[1]
    dates = [dt.date(year, number, day) for day in range(1, length + 1)]
    return [(date, mark(book, mode, date, today)) for date in dates]


def shift_month(year: int, number: int, by: int) -> tuple[int, int]:
    """The month ``by`` months after (before, when negative) ``year``-``number``."""
    index = year * 12 + number - 1 + by
    return index // 12, index % 12 + 1
