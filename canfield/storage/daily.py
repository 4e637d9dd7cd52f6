"""The player's deals of the day (``daily.json``): each day's attempt, and the codes chosen for the days.

One record per mode and date, made at the attempt's first move (a day played) and closed once: won,
or not won (given up by a new game, or the window closed on it without resuming). A record never
goes back from closed to open, and a day has one record whatever the clock says, so no day counts
twice (:meth:`DailyBook.merged`). ``latest`` is the latest calendar date the game has seen: a
clock set back never takes the game to an earlier day (:mod:`canfield.daily.days`).
"""

from __future__ import annotations

import contextlib
import datetime as dt
from dataclasses import asdict, dataclass, field, replace
from enum import StrEnum

from .stats import MAX_COUNT, MAX_ID_LENGTH, MAX_SECONDS, MODES, utc_now

DAILY_VERSION = 1
#: Days kept per mode (about 27 years: the file stays small).
DAY_LIMIT = 10_000
#: Codes kept in the cache of chosen deals.
CHOSEN_LIMIT = 400


class DayState(StrEnum):
    """Where a day's attempt stands."""

    PLAYING = "playing"  # begun (a move made), not finished
    WON = "won"
    LOST = "lost"  # given up, or left: played and not won


@dataclass(frozen=True)
class DayRecord:
    """One day's attempt: its deal, its state, the time and moves it took. ``ValueError`` if impossible."""

    code: str
    state: DayState = DayState.PLAYING
    seconds: float = 0.0  # the whole attempt, restarts included
    moves: int = 0  # moves in effect at the end of the attempt's last try
    game_id: str = ""
    begun_at: str = field(default_factory=utc_now)  # UTC, ISO 8601
    ended_at: str = ""

    def __post_init__(self) -> None:
        problems = [
            not (isinstance(self.code, str) and 0 < len(self.code) <= 32),
            not isinstance(self.state, DayState),
            not (isinstance(self.seconds, int | float) and not isinstance(self.seconds, bool)),
            not (type(self.moves) is int and 0 <= self.moves <= MAX_COUNT),
            not (isinstance(self.game_id, str) and len(self.game_id) <= MAX_ID_LENGTH),
            not isinstance(self.begun_at, str) or not isinstance(self.ended_at, str),
        ]
        if any(problems) or not 0 <= self.seconds <= MAX_SECONDS:
            raise ValueError("Not a possible day of the deal of the day.")

    @property
    def finished(self) -> bool:
        """Whether the day's attempt is over (won or not)."""
        return self.state is not DayState.PLAYING

    def to_dict(self) -> dict[str, object]:
        """The JSON form."""
        return {**asdict(self), "state": self.state.value}

    @classmethod
    def from_dict(cls, data: object) -> DayRecord:
        """A record read from the file; ``ValueError`` or ``TypeError`` when it is not one."""
        if not isinstance(data, dict):
            raise TypeError("not an object")
        values = dict(data)
        values["state"] = DayState(str(values.get("state")))
        if isinstance(values.get("seconds"), int) and not isinstance(values.get("seconds"), bool):
            values["seconds"] = float(values["seconds"])
        return cls(**values)


def _rank(record: DayRecord) -> int:
    """Which of two records of one day wins a merge: a finished one over one still playing."""
    return 0 if record.state is DayState.PLAYING else 1


def date_of(text: object) -> dt.date | None:
    """An ISO date read from the file, or None."""
    if not isinstance(text, str) or len(text) != 10:
        return None
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        return None


@dataclass
class DailyBook:
    """Every mode's days (ISO date → :class:`DayRecord`), the chosen codes, and the latest date seen."""

    days: dict[str, dict[str, DayRecord]] = field(default_factory=lambda: {m: {} for m in MODES})
    #: The selection's answers, by "v<version>/<profile>/d<draw>/<date>": a code, or "" for no proven deal.
    chosen: dict[str, str] = field(default_factory=dict)
    latest: str = ""  # ISO date

    def day(self, mode: str, date: dt.date) -> DayRecord | None:
        """The record of ``date`` in ``mode``, if the day was played."""
        return self.days.get(mode, {}).get(date.isoformat())

    def begin(self, mode: str, date: dt.date, code: str, game_id: str) -> bool:
        """The day's first move: open its record. False (nothing changes) when the day has one already."""
        days = self.days.setdefault(mode, {})
        if date.isoformat() in days:
            return False
        days[date.isoformat()] = DayRecord(code, game_id=game_id)
        self._trim(mode)
        return True

    def spend(self, mode: str, date: dt.date, seconds: float, moves: int) -> bool:
        """A try of an open day ended without ending the attempt (a restart): its time counts."""
        record = self.day(mode, date)
        if record is None or record.finished:
            return False
        total = min(record.seconds + max(seconds, 0.0), MAX_SECONDS)
        self.days[mode][date.isoformat()] = replace(record, seconds=total, moves=moves)
        return True

    def finish(self, mode: str, date: dt.date, won: bool, seconds: float, moves: int) -> DayRecord | None:
        """Close an open day: won or not, with the attempt's time and moves. None when it was not open."""
        record = self.day(mode, date)
        if record is None or record.finished:
            return None
        state = DayState.WON if won else DayState.LOST
        total = min(record.seconds + max(seconds, 0.0), MAX_SECONDS)
        closed = replace(record, state=state, seconds=total, moves=min(moves, MAX_COUNT), ended_at=utc_now())
        self.days[mode][date.isoformat()] = closed
        return closed

    def see(self, date: dt.date) -> None:
        """The game saw ``date`` as today: ``latest`` only ever moves forward."""
        if not self.latest or date.isoformat() > self.latest:
            self.latest = date.isoformat()

    def merged(self, other: DailyBook) -> DailyBook:
        """This book and ``other`` together: each day once, a finished record over an open one."""
        out = DailyBook(
            days={mode: dict(days) for mode, days in self.days.items()},
            chosen={**other.chosen, **self.chosen},
            latest=max(self.latest, other.latest),
        )
        for mode, days in other.days.items():
            mine = out.days.setdefault(mode, {})
            for date, record in days.items():
                if date not in mine or _rank(record) > _rank(mine[date]):
                    mine[date] = record
        return out

    def _trim(self, mode: str) -> None:
        days = self.days[mode]
        for date in sorted(days)[:-DAY_LIMIT]:
            del days[date]

    def to_dict(self) -> dict[str, object]:
        """The JSON form, with its format version."""
        chosen = dict(sorted(self.chosen.items(), key=lambda item: item[0].rsplit("/", 1)[-1])[-CHOSEN_LIMIT:])
        return {
            "version": DAILY_VERSION,
            "latest": self.latest,
            "days": {mode: {d: r.to_dict() for d, r in sorted(days.items())} for mode, days in self.days.items()},
            "chosen": chosen,
        }

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> tuple[DailyBook, bool]:
        """A book from a JSON object, and False when anything had to be left out (then it is set aside)."""
        book = cls()
        clean = True
        latest = data.get("latest", "")
        if latest == "" or date_of(latest) is not None:
            book.latest = str(latest)
        else:
            clean = False
        modes = data.get("days", {})
        if not isinstance(modes, dict):
            modes, clean = {}, False
        for mode, days in modes.items():
            if mode not in MODES or not isinstance(days, dict):
                clean = False
                continue
            for date, entry in days.items():
                record = None
                with contextlib.suppress(TypeError, ValueError):  # one bad day loses only itself
                    record = DayRecord.from_dict(entry)
                if record is None or date_of(date) is None:
                    clean = False
                    continue
                book.days[mode][date] = record
        chosen = data.get("chosen", {})
        if not isinstance(chosen, dict):
            chosen, clean = {}, False
        for key, code in chosen.items():
            if isinstance(key, str) and isinstance(code, str) and len(key) <= 64 and len(code) <= 32:
                book.chosen[key] = code
            else:
                clean = False
        return book, clean
