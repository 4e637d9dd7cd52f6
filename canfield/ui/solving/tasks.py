"""Running the solver for the window without ever blocking it, and remembering what it found.

:class:`SolverTasks` starts each search where :mod:`.runs` says (a thread's
slice of CPU time first, a solver process started on demand when a search
needs more) and hands its answer to the GUI thread: a ``QTimer`` polls the
threads' answers and the processes' pipes without waiting, so no Qt object
is ever touched off the GUI thread. After the last search it looks now and
then for solver processes idle long enough to be ended.
:class:`Knowledge` keeps what the searches proved.
"""

from __future__ import annotations

import itertools
import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from canfield.engine import Game, Move, Rules
from canfield.ui.solving.runs import POOL, Answer, Key, Task, run_in_thread

if TYPE_CHECKING:  # the solver loads on the first search, after the window is shown
    import hashlib

    from canfield.solver import Outcome, SolveResult

__all__ = ["Key", "Knowledge", "SolverTasks", "Task", "position_key"]

_log = logging.getLogger(__name__)


def position_key(game: Game) -> Key:
    """What identifies the position on the table: the deal, the rules and the moves in effect.

    The moves are kept as their number and a digest, a key of fixed size: knowing every position
    along a line then costs memory in proportion to the line, not to its square.
    """
    return _key(game, _line_digest(game))


def _line_digest(game: Game) -> hashlib.blake2b:
    """A digest of the moves in effect, to go on with one move at a time (``update(f"{move};")``)."""
    digest = _blake2b()(digest_size=16)
    digest.update("".join(f"{move};" for move in game.line).encode())
    return digest


def _blake2b() -> type[hashlib.blake2b]:
    """BLAKE2b from CPython's own small module: ``hashlib`` loads OpenSSL's libcrypto for its other
    hashes, 3.3 MiB of the window's memory for one digest (issue 43, target 3); loaded at the first
    search, not for the first frame."""
    try:
        from _blake2 import blake2b  # CPython's, builtin on Windows, a small module on Linux

        return blake2b
    except ImportError:  # another Python: hashlib's, which is the same function
        import hashlib

        return hashlib.blake2b


def _key(game: Game, digest: hashlib.blake2b) -> Key:
    return (game.code, game.rules, game.moves_made, digest.digest())


class SolverTasks(QObject):
    """Starts solves off the GUI thread and calls back on it.

    ``use_processes`` (default): a search that its thread's slice does not
    settle goes on in a solver process; False runs every search on a thread
    to the end (for debugging: the Python parts of a long search make the
    window wait for the interpreter lock now and then).
    """

    def __init__(self, parent: QObject | None = None, use_processes: bool = True, poll_ms: int = 25) -> None:
        super().__init__(parent)
        self.use_processes = use_processes
        self._tasks: list[Task] = []
        self._poll = QTimer(self)
        self._poll.setInterval(poll_ms)
        self._poll.timeout.connect(self._deliver)
        self._retire = QTimer(self)  # after the last search: ends solver processes idle long enough
        self._retire.setSingleShot(True)
        self._retire.timeout.connect(self._retire_idle)

    def submit(
        self,
        game: Game,
        on_done: Callable[[SolveResult], None],
        budget_seconds: float | None = 1.0,
        budget_nodes: int | None = None,
        attempt: int = 0,
    ) -> Task:
        """Solve ``game``'s current position in the background; ``on_done(result)`` runs on the GUI thread.

        ``budget_seconds`` are CPU seconds of the searching thread. ``attempt``: how many searches
        of this position were started before (``Knowledge.next_attempt``), so that this one tries
        other orders.
        """
        task = Task(game.copy(), position_key(game), on_done, (budget_nodes, budget_seconds), attempt)
        run_in_thread(task, sliced=self.use_processes)
        self._tasks.append(task)
        self._retire.stop()
        if not self._poll.isActive():
            self._poll.start()
        return task

    @property
    def busy(self) -> bool:
        """True while any job that was not cancelled is running (the window checks none is left at close)."""
        return any(not t.cancelled for t in self._tasks)

    def cancel_all(self) -> None:
        """Cancel every running job (the window closes)."""
        for task in self._tasks:
            task.cancel()

    def _deliver(self) -> None:
        """GUI thread: hand finished results to their callbacks; drop cancelled ones; move on sliced ones."""
        POOL.pump(time.monotonic())
        finished = [t for t in self._tasks if t.answer.done]
        self._tasks = [t for t in self._tasks if not t.answer.done]
        for task in finished:
            if task.cancelled:
                continue
            try:
                result = task.answer.result()
            except Exception:  # a broken child process: the answer is simply not known
                from canfield.solver import Outcome, SolveResult

                _log.exception("solver job failed")
                result = SolveResult(Outcome.UNKNOWN)
            if task.goes_on(result):  # the thread's slice was not enough: a solver process goes on
                task.answer = Answer()
                self._tasks.append(task)
                POOL.submit(task, time.monotonic())
                continue
            task.on_done(result)
        if not self._tasks:
            self._poll.stop()
            self._retire_idle()

    def _retire_idle(self) -> None:
        """End the solver processes idle long enough; look again later while any is left."""
        if self._tasks:
            return  # searching again: the next pause looks
        wait = POOL.retire_idle(time.monotonic())
        if wait is not None:
            self._retire.start(int(wait * 1000))


#: Positions :class:`Knowledge` keeps for one deal (a few hundred bytes each): far more than a game visits.
KNOWLEDGE_LIMIT = 100_000


def _trim(table: dict[Key, Any], limit: int) -> None:
    """Drop the oldest entries of ``table`` (dicts keep their order of insertion) beyond ``limit``."""
    for key in list(itertools.islice(table, max(0, len(table) - limit))):
        del table[key]


class Knowledge:
    """What the solver has proven about positions of the current deal.

    A winning line proves every position along it winnable, so following a
    hint (or watching the demo) needs no new search: the rest of the line is
    known for each of those positions. Each position keeps the line and where it
    stands on it, not a copy of the rest (a copy per position was quadratic in the
    line's length), and at most :data:`KNOWLEDGE_LIMIT` positions are kept: the
    oldest go first.
    """

    def __init__(self) -> None:
        self._deal: tuple[str, Rules] | None = None
        self._outcomes: dict[Key, Outcome] = {}
        self._lines: dict[Key, tuple[tuple[Move, ...], int]] = {}  # the line, and this position's place on it
        self._tries: dict[Key, int] = {}  # searches started from each position
        self._undecided: dict[Key, int] = {}  # the indicator's checks of each position that ended undecided
        self._listeners: list[Callable[[Game], None]] = []

    def listen(self, on_learn: Callable[[Game], None]) -> None:
        """Call ``on_learn(game)`` whenever a proven outcome of ``game``'s position is learned."""
        self._listeners.append(on_learn)

    def _for(self, game: Game) -> None:
        deal = (game.code, game.rules)
        if deal != self._deal:  # another deal: forget the old one's positions
            self.forget()
            self._deal = deal

    def forget(self) -> None:
        """Forget everything (e.g. to measure a search that would otherwise be answered from memory)."""
        self._deal = None
        self._outcomes.clear()
        self._lines.clear()
        self._tries.clear()
        self._undecided.clear()

    def learn(self, game: Game, result: SolveResult) -> None:
        """Remember a proven outcome of ``game``'s current position (unknowns are not kept)."""
        from canfield.solver import Outcome

        self._for(game)
        if result.outcome is Outcome.NOT_WINNABLE:
            self._outcomes[position_key(game)] = result.outcome
        elif result.winnable:
            board = game.copy()
            line = tuple(result.line)
            digest = _line_digest(board)
            for i, move in enumerate(line):
                key = _key(board, digest)  # as position_key(board), without reading the whole line again
                self._outcomes[key] = Outcome.WINNABLE
                self._lines[key] = (line, i)  # shared, not line[i:]
                board.play(move)
                digest.update(f"{move};".encode())
            self._outcomes[_key(board, digest)] = Outcome.WINNABLE
        else:
            return
        for table in (self._outcomes, self._lines):
            _trim(table, KNOWLEDGE_LIMIT)
        for on_learn in list(self._listeners):
            on_learn(game)

    def next_attempt(self, game: Game) -> int:
        """The attempt number for a new search of the current position (0, then 1, 2, …).

        A search is deterministic: the indicator's and a hint's search of one
        position would otherwise do the same work, so a second one could never
        find what the first did not (see ``solve``'s ``attempt``).
        """
        self._for(game)
        key = position_key(game)
        tries = self._tries.get(key, 0)
        self._tries[key] = tries + 1
        return tries

    def undecided(self, game: Game) -> int:
        """How many of the indicator's checks of the current position ended undecided (the next goes on from there)."""
        self._for(game)
        return self._undecided.get(position_key(game), 0)

    def note_undecided(self, game: Game) -> None:
        """One more of the indicator's checks of ``game``'s position ended undecided."""
        self._for(game)
        key = position_key(game)
        self._undecided[key] = self._undecided.get(key, 0) + 1
        _trim(self._undecided, KNOWLEDGE_LIMIT)

    def outcome(self, game: Game) -> Outcome | None:
        """The proven outcome of the current position, or None if not known."""
        self._for(game)
        return self._outcomes.get(position_key(game))

    def line(self, game: Game) -> tuple[Move, ...] | None:
        """A known winning line from the current position, or None."""
        self._for(game)
        known = self._lines.get(position_key(game))
        return None if known is None else known[0][known[1] :]

    def deal_winnable(self, game: Game) -> bool:
        """True when some position of this deal was proven winnable (so its start was too)."""
        self._for(game)
        return "winnable" in self._outcomes.values()  # Outcome.WINNABLE is the string "winnable"
