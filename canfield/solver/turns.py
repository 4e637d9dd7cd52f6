"""Searches of the compiled core that take turns, each resuming where it stopped.

The core's depth-first search cannot be stopped and started again: stopped,
it returns, and a new search begins from the root. So each search of a
schedule (:func:`canfield.solver.strategy.take_turns`) runs in a thread of
its own, a :class:`Lane`, and its ``check`` (which the core calls every
:data:`fast.CHECK_EVERY` positions) is where it waits while another lane has
its turn. Only one lane searches at a time: the threads are turns of one
search, not parallel work, so a CPU-time budget means the same as in one
thread. The core releases the interpreter lock while it searches and takes
it back to call ``check``, where a waiting lane releases it again.

Each lane measures its own use: positions by its checks (deterministic, so a
budget of positions gives the same answer every run), time by the budget's
clock read in the lane's own thread (right for ``time.process_time``,
``time.perf_counter`` and ``time.thread_time`` alike, since only one lane
runs at a time).
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from . import fast
from .fast import CoreResult

#: One search of a lane: given its check, what the core answers.
Run = Callable[[Callable[[], bool]], CoreResult]


class Lane:
    """One core search in its own thread, run a turn at a time (:meth:`turn`)."""

    def __init__(
        self,
        run: Run,
        clock: Callable[[], float],
        cancel: Callable[[], bool] | None,
        over: Callable[[], bool] = lambda: False,
    ) -> None:
        self._run, self._clock, self._cancel, self._over = run, clock, cancel, over  # over: the whole budget is used
        self._cond = threading.Condition()
        self._thread = threading.Thread(target=self._main, name="canfield-solver-lane", daemon=True)
        self._running = False  # the lane has the turn
        self._stop = False  # end the search at its next check
        self._by_nodes = False  # this turn is measured in positions, not time
        self._until = 0.0  # the lane's use (positions or seconds) where this turn ends
        self._mark = 0.0  # the clock, in the lane's thread, when its use was last added up
        self.checks = 0  # positions searched, in units of fast.CHECK_EVERY
        self.seconds = 0.0  # time searched, by the clock read in the lane's thread
        self.cancelled = False  # cancel() answered true
        self.progress = 0.0  # the part of its tree the search had finished at its last check (fast.progress)
        self.result: CoreResult | None = None
        self.error: BaseException | None = None

    @property
    def done(self) -> bool:
        """Whether the search has answered (or raised)."""
        return self.result is not None or self.error is not None

    @property
    def started(self) -> bool:
        """Whether the lane has had a turn."""
        return self._thread.ident is not None

    @property
    def nodes(self) -> int:
        """Positions searched so far: exact once done, else to :data:`fast.CHECK_EVERY`."""
        return self.result.nodes if self.result is not None else self.checks * fast.CHECK_EVERY

    def used(self, by_nodes: bool) -> float:
        """What the lane has used so far: positions, or seconds."""
        return float(self.nodes) if by_nodes else self.seconds

    def turn(self, until: float, by_nodes: bool) -> None:
        """Let the lane search until its use reaches ``until`` (or it answers); returns when it waits again."""
        with self._cond:
            self._until, self._by_nodes, self._running = until, by_nodes, True
            if not self.started:
                self._thread.start()
            self._cond.notify_all()
            while self._running:
                self._cond.wait()

    def stop(self) -> None:
        """End the search (it answers ``STOPPED`` at its next check) and wait for its thread."""
        with self._cond:
            self._stop = True
        if self.started and not self.done:
            self.turn(0.0, self._by_nodes)
        if self.started:
            self._thread.join()

    def _main(self) -> None:
        self._mark = self._clock()
        try:
            self.result = self._run(self._check)
        except BaseException as exc:  # handed to the scheduling thread, which raises it
            self.error = exc
        self._add_time()
        with self._cond:
            self._running = False
            self._cond.notify_all()

    def _add_time(self) -> None:
        now = self._clock()
        self.seconds += now - self._mark
        self._mark = now

    def _check(self) -> bool:
        """The core's check: stop, or wait here while the other lanes have their turns."""
        self.checks += 1
        self._add_time()
        self.progress = fast.progress()
        if self._stop:
            return True
        if self._cancel is not None and self._cancel():
            self.cancelled = True
            return True
        if self._over():
            return True
        if self.used(self._by_nodes) < self._until:
            return False
        with self._cond:
            self._running = False
            self._cond.notify_all()
            while not self._running:
                self._cond.wait()
        self._mark = self._clock()  # the time spent waiting is another lane's
        return self._stop
