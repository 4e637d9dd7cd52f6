"""The deal of the day: one proven-winnable game code per date, rules profile and draw.

The same on every machine whatever its speed, its load and whether the
solver's compiled core is built:

1. candidates: SHA-256 of ``canfield-daily/v{VERSION}/{profile}/d{draw}/{date}/{i}``
   (the ISO date, ``i`` = 0, 1, …) read as a number, modulo the deal count;
2. the first candidate the solver proves winnable within :data:`POSITIONS`
   positions is the day's deal. Positions are counted, never time, so a slow
   or busy machine waits longer but chooses the same deal.

The search is pinned here, not the solver's adaptive plan (probes, the draw-1
relaxation, turns measured by time, a memory bound that drops positions):
the plain complete search in the solver's fixed order with no memory bound,
which the compiled core and the Python search run position for position alike
(``tests/solver/test_core.py`` checks the two node for node). A change of the
solver that moved a day's deal fails ``tests/daily/test_selection.py``, which
pins 30 dates; such a change needs a new :data:`VERSION` (old days keep the
codes they were given: the window keeps each day's code once chosen).
"""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from canfield.engine import Game, Move
from canfield.engine.codes import DEAL_COUNT, format_code
from canfield.engine.errors import IllegalMove
from canfield.engine.rules import PROFILES, Rules
from canfield.solver import fast
from canfield.solver.position import Table
from canfield.solver.search import Outcome, Search, SolveResult
from canfield.solver.strategy import solve_complete

#: The selection's version: part of every candidate's seed. A new version chooses other deals.
VERSION = 1
#: The candidates one day may try before it says that no deal was proven.
CANDIDATES = 12
#: The positions each candidate's search may look at (about 0.1 s compiled, 4 s in Python at most).
POSITIONS = 100_000
#: The profile and draw the game offers first.
DEFAULT_PROFILE = "canfield"
DEFAULT_DRAW = 3


class Searcher(StrEnum):
    """Which search proves the candidates: the compiled core, the Python search, or the core when built."""

    AUTO = "auto"
    CORE = "core"
    PYTHON = "python"


class Cancelled(Exception):
    """The selection was cancelled before it chose."""


@dataclass(frozen=True)
class Day:
    """One day's deal: its key and, when a candidate was proven winnable, its code and winning line.

    ``code`` is None when none of the :data:`CANDIDATES` was proven within
    :data:`POSITIONS` positions: the day honestly has no deal. ``tried``
    counts the candidates searched and ``positions`` the positions of all
    their searches.
    """

    date: dt.date
    profile: str
    draw: int
    code: str | None
    line: tuple[Move, ...]
    tried: int
    positions: int
    version: int = VERSION


def seed_text(date: dt.date, profile: str, draw: int, index: int) -> str:
    """The text whose SHA-256 names candidate ``index`` of a day."""
    return f"canfield-daily/v{VERSION}/{profile}/d{draw}/{date.isoformat()}/{index}"


def candidate(date: dt.date, profile: str, draw: int, index: int) -> int:
    """The deal number of candidate ``index`` of a day (the first 8 bytes of the digest, big-endian)."""
    digest = hashlib.sha256(seed_text(date, profile, draw, index).encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big") % int(DEAL_COUNT)  # 26**7 is typed Any


def rules_for(profile: str, draw: int) -> Rules:
    """The rules of a daily profile and draw; ``ValueError`` names what is wrong."""
    if profile not in PROFILES:
        raise ValueError(f"Unknown profile {profile!r}: choose one of {', '.join(sorted(PROFILES))}.")
    return PROFILES[profile].with_draw(draw)


def prove(game: Game, using: Searcher = Searcher.AUTO, cancel: Callable[[], bool] | None = None) -> SolveResult:
    """The selection's own search of a deal: the plain complete search, :data:`POSITIONS` positions at most."""
    table = Table.from_game(game)
    state = table.state_of(game)
    core = fast.available() if using is Searcher.AUTO else using is Searcher.CORE
    if core:
        # no probes, no relaxation, no memory bound, no time: the plan that equals the Python search
        return solve_complete(table, state, POSITIONS, None, cancel, probes=False, attempt=0, memory=None)
    return Search(table.complete(), POSITIONS, None, cancel).run(state)


def choose(
    date: dt.date,
    profile: str = DEFAULT_PROFILE,
    draw: int = DEFAULT_DRAW,
    using: Searcher = Searcher.AUTO,
    progress: Callable[[int, int], None] | None = None,
    cancel: Callable[[], bool] | None = None,
) -> Day:
    """The deal of ``date`` for a profile and draw: the first candidate proven winnable.

    ``progress(i, CANDIDATES)`` is called before candidate ``i`` is searched;
    ``cancel()`` is asked every few thousand positions and raises
    :class:`Cancelled` when it answers true.
    """
    rules = rules_for(profile, draw)
    positions = 0
    for index in range(CANDIDATES):
        if progress is not None:
            progress(index, CANDIDATES)
        deal = candidate(date, profile, draw, index)
        result = prove(Game(deal, rules), using, cancel)
        if result.cancelled:
            raise Cancelled
        positions += result.nodes
        if result.outcome is Outcome.WINNABLE:
            return Day(date, profile, draw, format_code(deal, draw), result.line, index + 1, positions)
    return Day(date, profile, draw, None, (), CANDIDATES, positions)


def replays_to_a_win(day: Day) -> bool:
    """Whether the day's winning line, played in the engine from the deal, wins it."""
    if day.code is None:
        return False
    game = Game.from_code(day.code, rules_for(day.profile, day.draw))
    try:
        for move in day.line:
            game.play(move)
    except IllegalMove:
        return False
    return game.is_won


def to_json(day: Day, with_line: bool = False) -> dict[str, object]:
    """A day's choice as JSON-safe data (``canfield-solve --daily --json``)."""
    data: dict[str, object] = {
        "date": day.date.isoformat(),
        "profile": day.profile,
        "draw": day.draw,
        "version": day.version,
        "code": day.code,
        "candidates_tried": day.tried,
        "positions": day.positions,
    }
    if with_line:
        data["line"] = [[m.source, m.target, m.count] for m in day.line]
    return data
