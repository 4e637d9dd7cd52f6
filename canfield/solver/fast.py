"""The complete search in compiled code, for every rule set: the core's side.

:mod:`canfield.solver._core` (``canfield/solver/_core.c``, an optional
extension built by ``setup.py``) runs the same depth-first search as
:class:`~canfield.solver.search.Search` over a complete :class:`Table`, with
the same children in the same order and the same transposition table, only
much faster; with taking back too (the canfield profile). This module
builds its input (:func:`spec_of`, :func:`search_spec`), names its answers
(:class:`Code`, :class:`CoreResult`, :func:`core_search`) and turns a
winning line back into engine moves with the Python code
(:func:`line_of`); :mod:`canfield.solver.strategy` decides which searches
run. When the extension is not built, :func:`available` is False and the
Python search is the only one.

Build it in place with ``python setup.py build_ext --inplace`` (setuptools 77
or later, as pyproject.toml asks); a normal ``pip install`` builds it too,
and goes on without it when there is no C compiler.

The core keeps its transposition table in C memory: about 50 bytes per
position searched (measured: a 592 MB peak after 12 million positions; the
table is held twice while it grows), plus about 1.3 KB per level of the
current search path. Nearly every position's key packs into 16 bytes held in
the table itself (``pack_key`` in ``_core.c``); the few that do not (a
column that is not a run, or longer than 31 cards) keep their whole key.
With taking back, each twin move left for last (see :func:`search_spec`)
takes 76 bytes until it is searched, and each position it is left at 8 more
(measured: about 140 bytes per position on deal 364522461).
Running out of memory raises ``MemoryError``. It releases the interpreter
lock while it searches and takes it back only to call ``check``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import replace
from enum import IntEnum
from types import ModuleType
from typing import NamedTuple

from canfield.engine import Move
from canfield.engine.rules import TailMoves

from .position import State, Step, Table

try:
    _core: ModuleType | None = importlib.import_module("canfield.solver._core")
except ImportError:  # not built: the Python search does all the work
    _core = None

#: What this side calls in the core. A core built before one of them was added (a working copy not
#: rebuilt since ``_core.c`` changed) is left unused: a search never runs half on old code.
CALLS = ("search", "progress", "kept", "keeps", "kept_bytes")
if _core is not None and not all(hasattr(_core, name) for name in CALLS):
    _core = None

#: Positions between the core's looks at the clock and the cancel flag (about a millisecond), exactly.
CHECK_EVERY = 4096
_TAIL_MODES = {TailMoves.ANY: 0, TailMoves.TOP_OR_WHOLE: 1, TailMoves.WHOLE_ONLY: 2}


#: A game's constants as the core reads them (:func:`spec_of`).
Spec = tuple[object, ...]


class Code(IntEnum):
    """The core's answer to one search, as ``_core.c`` names it (``OUT_LOST``, ``OUT_WON``, ``OUT_STOPPED``)."""

    LOST = 0  # every move from every position searched: no win
    WON = 1
    STOPPED = 2  # the node limit, or check() answered true


class CoreResult(NamedTuple):
    """What ``_core.search`` returns (with ``line``): its code, and how it got there.

    ``steps`` are the steps of the winning path from the closed root (a win
    only); ``line`` the shortened line as (position, step, next position
    before the automatic moves) triples (a win only); ``furthest`` the
    root's step toward the furthest position searched (no win; None when
    no position scored).
    """

    code: Code
    steps: list[Step] | None
    nodes: int
    line: list[tuple[State, Step, State]] | None
    furthest: Step | None


def available() -> bool:
    """True when the compiled core is built and imports."""
    return _core is not None


def core() -> ModuleType:
    """The compiled core; ``RuntimeError`` when it is not built."""
    if _core is None:
        raise RuntimeError("The solver's compiled core is not built.")
    return _core


def progress() -> float:
    """From a search's check: the part of its tree it had finished, by Knuth's estimate from its stack (0 to 1).

    Each frame's children count alike, so a frame's finished children are worth their share of the
    frame's own part. Positions already settled make later subtrees smaller, so the estimate is low;
    it is the same at the same count of positions in every run.
    """
    return float(core().progress())


def core_search(
    spec: Spec,
    state: State,
    limit: int | None,
    check: Callable[[], bool] | None,
    seed: int = 0,
    kept: object = None,
    memory: int | None = None,
) -> CoreResult:
    """One complete search of the core from ``state``: at most ``limit`` positions, ``check()`` every few thousand.

    ``seed`` nonzero shuffles the order a little (a probe); ``kept`` is a
    table from :func:`new_kept` where :func:`keeps_tables`; ``memory`` the
    most bytes its table may take, growing included (None: no bound): once
    full, it drops the positions cheapest to search again and goes on (a dropped
    position is searched again if met again: every answer stays sound).
    Raises
    ``MemoryError`` when memory runs out, and ``RuntimeError`` when a
    position has more moves than the core can hold (it never answers
    without them).
    """
    bound = memory or 0  # the core's 0: no bound
    code, steps, nodes, line, furthest = core().search(spec, state, limit, check, CHECK_EVERY, seed, True, kept, bound)
    return CoreResult(Code(code), steps, nodes, line, furthest)


def new_kept() -> object:
    """An empty table to hand on between searches of one position (see :func:`keeps_tables`)."""
    return core().kept()


def kept_bytes(kept: object) -> int:
    """The memory a kept table holds (its slots and its arena)."""
    return int(core().kept_bytes(kept))


def spec_of(table: Table) -> Spec:
    """The constants of ``table`` in the compact form the compiled core reads."""
    return (
        table.draw,
        _TAIL_MODES[table.tail_mode],
        int(table.empty_any),
        int(table.take_back),
        bytes(table.reserve),
        bytes(card for row in table.need for card in row),
        bytes(table.slot),
        bytes(table.height),
        bytes(table.fits),
        tuple(bytes(cards) for cards in table.accepts),
        int(table.blocked),
        int(table.twins),
    )


def keeps_tables(table: Table) -> bool:
    """Whether searches of one position may hand on their table: when no move can be undone.

    With whole piles only and no taking back, every move is for good (the
    game has no cycles), so every position a stopped search searched to the
    end is lost at the waste positions it settled, whatever the order: the
    next probe and the main search skip them (``_core.kept``).
    """
    return bool(core().keeps(search_spec(table)))  # the rule lives in the core, which keeps them


def search_spec(table: Table, defer: bool = True) -> Spec:
    """The core's spec for ``table``; with ``defer`` and taking back, twin moves come last.

    The twin rule (docs/solver.md, "Twin moves") is proven only for
    paper-partial. With taking back (the canfield profile) the core instead
    searches the twin moves after everything else, from the positions they
    were left at, with the same table: still every move from every position,
    so "not winnable" holds, but the wins come first from the smaller game
    the rule leaves. On the hardest canfield deals that game wins in a fifth
    to a tenth of the positions the plain order needs (364522461, draw 3:
    36,809 against 635,709), and a lost deal costs about as much as before
    (1013: 9,179 positions against 8,988).
    """
    spec = spec_of(table)
    if defer and table.twins_last:
        spec = (*spec[:-1], 2)
    return spec


def relaxation(table: Table) -> Table | None:
    """The same deal and rules drawn one card at a time, or None when ``table`` draws 1 already.

    With unlimited passes (every rule set here) drawing one card at a time
    makes every talon card reachable from every waste position, so every
    move of the draw-3 game is a move of this one, to the same position up
    to the waste position: a line that wins the draw-3 game wins this game
    too. So when this game is lost, the draw-3 game is lost (docs/solver.md,
    "The draw-1 relaxation").
    """
    if table.draw == 1:
        return None
    relaxed = Table(replace(table.rules, draw=1, draws=(1,)), table.foundation_suits, table.start_rank, table.reserve)
    relaxed.twins = table.twins  # the twin rule's proof does not depend on the draw; off stays off
    relaxed.blocked = table.blocked
    return relaxed


def line_of(table: Table, autos: list[Move], short: list[tuple[State, Step, State]]) -> list[Move]:
    """Engine moves for the core's winning line, shortened as :meth:`Search._line` does.

    The core shortens the path itself (a depth-first path can be tens of
    thousands of steps long) and hands back each step of the short line with
    the position it starts from and the one it leads to before the automatic
    moves, which the Python code turns into engine moves.
    """
    line = list(autos)
    for before, step, child in short:
        line.extend(table.engine_moves(before, step))
        line.extend(table.closure(child)[1])
    return line
