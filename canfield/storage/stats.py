"""Statistics per mode (canfield D1, canfield D3, strict, classic), and the recent-games log.

A game counts as played once a move has been made (:func:`was_started`); it is recorded when it
ends — won, or abandoned (new game, quit without resume, strict "End attempt"), which records it
as not won. The arithmetic is in :meth:`ModeStats.add`; the JSON form in :meth:`Statistics.to_dict`.
"""

from __future__ import annotations

import contextlib
import math
from dataclasses import asdict, dataclass, field, fields
from typing import Any, TypeGuard

from canfield.engine import PROFILES, Game, Rules

from .casino import FULL_DECK, HOYLE, CasinoTerms

STATS_VERSION = 1
MODES = ("canfield-d1", "canfield-d3", "strict", "classic")
#: Modes whose score is points (strict's score is only its cards on the foundations).
POINT_MODES = ("canfield-d1", "canfield-d3", "classic")
CASINO_MODE = "classic"
#: Games kept in the recent-games log (strict's "x/52" journal), newest last.
RECENT_LIMIT = 100
#: No real record comes near these (a game a second for 30,000 years); a bigger figure is damage,
#: and would break later writes (Python's 4,300-digit limit, a sum that overflows to infinity).
MAX_COUNT = 10**12
MAX_SECONDS = 1e12
#: Ids of recorded games kept, so that a game is never counted twice (see :meth:`Statistics.record`).
ID_LIMIT = 1000
MAX_ID_LENGTH = 64


def mode_of(rules: Rules) -> str | None:
    """The statistics mode of a rule set; None for rules that are not one of the three presets."""
    preset = PROFILES.get(rules.name)
    if preset is None or rules.draw not in preset.draws or preset.with_draw(rules.draw) != rules:
        return None
    return f"canfield-d{rules.draw}" if rules.name == "canfield" else rules.name


def was_started(game: Game, undos: int = 0) -> bool:
    """Whether a move has been made in ``game`` (even one since undone)."""
    return game.moves_made > 0 or game.can_undo or game.can_redo or undos > 0


def _finite(value: object) -> TypeGuard[float]:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _count(v: object) -> bool:
    """Whether ``v`` is a count a file may hold: a whole number from 0 to :data:`MAX_COUNT`.

    The one bound of every count, read from a file or taken from a game result: a result that passed
    it can never make the statistics unreadable at the next start (reliability 6 of issue 38).
    """
    return type(v) is int and 0 <= v <= MAX_COUNT


def _seconds(v: object) -> bool:
    """Whether ``v`` is a time a file may hold: a finite number of seconds from 0 to :data:`MAX_SECONDS`."""
    return _finite(v) and 0 <= v <= MAX_SECONDS


def _within(value: float, limit: float) -> float:
    """``value`` held between 0 and ``limit`` (0 for a value that is not a number): a figure past a
    limit a file may hold, reached by playing on, is recorded at the limit instead of refused."""
    return min(max(value, 0), limit) if _finite(value) else 0


def utc_now() -> str:
    """The time now in UTC, as every file of ours writes it (ISO 8601, to the second)."""
    # Imported here: the first frame needs no time of day, and datetime.py builds its whole pure-Python
    # version before the C one replaces it (issue 43: no module the first frame does not use).
    from datetime import UTC, datetime

    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass(frozen=True)
class GameResult:
    """How one game ended: what :meth:`Statistics.record` needs. ``ValueError`` if impossible."""

    mode: str
    won: bool
    cards: int  # on the foundations at the end, base card included (1-52)
    score: int
    seconds: float  # time played
    undos: int  # undo actions used
    code: str = ""
    casino: bool = False  # a classic game played for casino stakes
    finished_at: str = field(default_factory=utc_now)  # UTC, ISO 8601
    game_id: str = ""  # the game's id (see :class:`~canfield.storage.SavedGame`); "" for none
    demo: bool = False  # the demo played it to the end: not the player's win, and it sets no record
    moves: int = 0  # actions in effect at the end (0 in records written before moves were kept)
    replayed: bool = False  # started from a replay's position ("Play from here"): counted apart, as the demo's
    daily: bool = False  # a deal of the day: counted apart (daily_games), in no other figure

    def __post_init__(self) -> None:
        problems = [
            self.mode not in MODES and "unknown mode",
            not (type(self.cards) is int and 0 <= self.cards <= FULL_DECK) and "cards out of range",
            type(self.won) is not bool and "won is not true or false",
            self.won and self.cards != FULL_DECK and "a win has all 52 cards home",
            not _count(self.score) and "bad score",
            not _seconds(self.seconds) and "bad time",
            not _count(self.undos) and "bad undo count",
            not isinstance(self.code, str) and "bad code",
            not (type(self.casino) is bool and (not self.casino or self.mode == CASINO_MODE)) and "bad casino flag",
            not isinstance(self.finished_at, str) and "bad date",
            not (isinstance(self.game_id, str) and len(self.game_id) <= MAX_ID_LENGTH) and "bad game id",
            not (type(self.demo) is bool and not (self.demo and self.won)) and "bad demo flag",
            not _count(self.moves) and "bad move count",
            not (type(self.replayed) is bool and not (self.replayed and self.won)) and "bad replayed flag",
            type(self.daily) is not bool and "bad daily flag",
        ]
        wrong = [p for p in problems if isinstance(p, str)]
        if wrong:
            raise ValueError(f"Not a possible game result: {', '.join(wrong)}.")

    @classmethod
    def from_game(
        cls, game: Game, seconds: float, undos: int, casino: bool = False, game_id: str = ""
    ) -> GameResult | None:
        """The result of ``game`` as it stands; None when it is not counted.

        Not counted: no move was ever made, or the rules are not one of the four modes. ``casino``
        applies to the classic profile only and is ignored elsewhere.
        """
        mode = mode_of(game.rules)
        if mode is None or not was_started(game, undos):
            return None
        return cls(
            mode=mode,
            won=game.is_won,
            cards=game.foundation_count,
            score=game.record_score,  # repeat points of taken-back cards left out (B1)
            seconds=_within(float(seconds), MAX_SECONDS),  # a clock read at the limit and played on
            undos=int(_within(undos, MAX_COUNT)),
            code=game.code,
            casino=casino and mode == CASINO_MODE,
            game_id=game_id,
            moves=game.moves_made,
        )

    def to_dict(self) -> dict[str, object]:
        """The JSON form."""
        return asdict(self)


@dataclass
class ModeStats:
    """The running figures of one mode."""

    played: int = 0
    won: int = 0
    current_streak: int = 0  # wins in a row up to the last game
    best_streak: int = 0
    best_score: int | None = None  # point modes only
    fastest_win: float | None = None  # seconds
    fewest_moves: int | None = None  # in a won game
    total_cards: int = 0  # on the foundations at the end, summed over played games
    best_cards: int | None = None
    total_time: float = 0.0  # seconds
    undos: int = 0
    casino_games: int = 0  # classic only
    bankroll: int = 0  # dollars won (negative: lost) over casino games
    demo_games: int = 0  # finished by the demo, or started from a replay: played and not won, in no other figure
    daily_games: int = 0  # deals of the day played: apart from every figure above (their own in daily.json)
    daily_won: int = 0

    @property
    def lost(self) -> int:
        """Games played and not won."""
        return self.played - self.won

    @property
    def win_rate(self) -> float | None:
        """Won / played, 0.0-1.0; None before the first game."""
        return self.won / self.played if self.played else None

    @property
    def average_cards(self) -> float | None:
        """Mean cards on the foundations at the end of the player's own games; None before the first."""
        own = self.played - self.demo_games
        return self.total_cards / own if own else None

    def add(self, result: GameResult, terms: CasinoTerms = HOYLE) -> None:
        """Count one finished game."""
        if result.daily:  # the day's game: its own figures, the ordinary ones untouched
            self.daily_games += 1
            self.daily_won += result.won
            return
        self.played += 1
        if result.demo or result.replayed:  # not the player's own from the deal: breaks the streak, sets nothing
            self.demo_games += 1
            self.current_streak = 0
            return
        # Sums stay within what a file may hold: past it, the next start would reset the mode.
        self.total_time = _within(self.total_time + result.seconds, MAX_SECONDS)
        self.undos = int(_within(self.undos + result.undos, MAX_COUNT))
        self.total_cards += result.cards
        self.best_cards = max(self.best_cards or 0, result.cards)
        if result.mode in POINT_MODES:
            self.best_score = max(self.best_score or 0, result.score)
        if result.won:
            self.won += 1
            self.current_streak += 1
            self.best_streak = max(self.best_streak, self.current_streak)
            self.fastest_win = result.seconds if self.fastest_win is None else min(self.fastest_win, result.seconds)
            if result.moves:
                self.fewest_moves = min(self.fewest_moves or result.moves, result.moves)
        else:
            self.current_streak = 0
        if result.casino:
            self.casino_games += 1
            self.bankroll = max(-MAX_COUNT, min(self.bankroll + terms.net(result.cards), MAX_COUNT))

    def consistent(self) -> bool:
        """Whether the figures can belong together (used to reject a tampered or damaged record)."""
        return (
            0 <= self.won <= self.played
            and 0 <= self.demo_games <= self.played - self.won
            and 0 <= self.current_streak <= self.best_streak <= self.won
            and 0 <= self.total_cards <= FULL_DECK * (self.played - self.demo_games)
            and (self.best_cards is None or 0 <= self.best_cards <= FULL_DECK)
            and 0 <= self.casino_games <= self.played
            and 0 <= self.daily_won <= self.daily_games
            and self.total_time >= 0
            and self.undos >= 0
            and (self.best_score is None or self.best_score >= 0)
            and (self.fastest_win is None or self.fastest_win >= 0)
        )

    @classmethod
    def from_dict(cls, data: object) -> tuple[ModeStats, bool]:
        """Figures read field by field; the flag is False when anything had to be reset.

        A field that is wrong takes its default. If the figures then contradict each other
        (more wins than games, say), none of them can be trusted and the mode starts afresh.
        """
        if not isinstance(data, dict):
            return cls(), False
        values: dict[str, Any] = {}  # each value checked by its field's check in _FIELD_CHECKS
        clean = True
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            if _FIELD_CHECKS[f.name](value):
                values[f.name] = float(value) if f.name in _SECONDS and value is not None else value
            else:
                clean = False
        stats = cls(**values)
        if not stats.consistent():
            return cls(), False
        return stats, clean


def _maybe_count(v: object) -> bool:
    return v is None or _count(v)


_SECONDS = ("total_time", "fastest_win")
_FIELD_CHECKS = {
    "played": _count,
    "won": _count,
    "current_streak": _count,
    "best_streak": _count,
    "best_score": _maybe_count,
    "fastest_win": lambda v: v is None or _seconds(v),
    "fewest_moves": _maybe_count,
    "total_cards": _count,
    "best_cards": _maybe_count,
    "total_time": _seconds,
    "undos": _count,
    "casino_games": _count,
    "bankroll": lambda v: type(v) is int and abs(v) <= MAX_COUNT,
    "demo_games": _count,
    "daily_games": _count,
    "daily_won": _count,
}


@dataclass
class Statistics:
    """Every mode's figures, the recent-games log, and the ids of the games recorded lately."""

    modes: dict[str, ModeStats] = field(default_factory=lambda: {m: ModeStats() for m in MODES})
    recent: list[GameResult] = field(default_factory=list)
    ids: list[str] = field(default_factory=list)  # oldest first, the last ID_LIMIT

    def __getitem__(self, mode: str) -> ModeStats:
        """The figures of one mode (``"canfield-d3"`` …)."""
        return self.modes[mode]

    def record(self, result: GameResult, terms: CasinoTerms = HOYLE) -> bool:
        """Count a finished game in its mode and add it to the log; False when it was counted already.

        A game with an id is counted once: a second record of it (a crash between recording it
        and removing its saved copy, or two windows that both ended it) changes nothing.
        """
        if result.game_id and result.game_id in self.ids:
            return False
        self.modes[result.mode].add(result, terms)
        self.recent.append(result)
        del self.recent[:-RECENT_LIMIT]
        if result.game_id:
            self.ids.append(result.game_id)
            del self.ids[:-ID_LIMIT]
        return True

    def to_dict(self) -> dict[str, object]:
        """The JSON form, with its format version."""
        return {
            "version": STATS_VERSION,
            "modes": {mode: asdict(stats) for mode, stats in self.modes.items()},
            "recent": [r.to_dict() for r in self.recent],
            "ids": list(self.ids),
        }

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> tuple[Statistics, list[str]]:
        """Statistics from a JSON object, and the parts (mode names, "recent") that were reset.

        A missing mode is not a fault (none played yet); a mode that is present but wrong is.
        """
        stats = cls()
        bad: list[str] = []
        modes = data.get("modes", {})
        if not isinstance(modes, dict):
            modes, bad = {}, list(MODES)
        for mode in MODES:
            if mode in modes:
                stats.modes[mode], clean = ModeStats.from_dict(modes[mode])
                if not clean:
                    bad.append(mode)
        recent = data.get("recent", [])
        entries = recent if isinstance(recent, list) else []
        for entry in entries[-RECENT_LIMIT:]:
            with contextlib.suppress(TypeError, ValueError):  # one bad line of the log loses only itself
                stats.recent.append(GameResult(**entry))
        ids = _read_ids(data.get("ids", []))
        stats.ids = ids if ids is not None else []
        if len(stats.recent) != len(entries[-RECENT_LIMIT:]) or not isinstance(recent, list) or ids is None:
            bad.append("recent")  # the ids belong to the log of recent games
        return stats, bad


def _read_ids(value: object) -> list[str] | None:
    """The last :data:`ID_LIMIT` game ids of a statistics file; None when they are not all ids."""
    if not isinstance(value, list) or not all(isinstance(i, str) and 0 < len(i) <= MAX_ID_LENGTH for i in value):
        return None
    return list(value[-ID_LIMIT:])
