"""The play clock: seconds of play, paused while the window is hidden; no Qt, read on demand."""

from __future__ import annotations

import time


class Clock:
    """Counts the seconds a game is played.

    It starts with the first action (:meth:`start`), stops at a win
    (:meth:`stop`), pauses while the window is hidden (:meth:`pause`) and
    can be set for a resumed game (:meth:`set`).
    """

    def __init__(self) -> None:
        self._elapsed = 0.0  # seconds of play before the clock last started
        self._started_at: float | None = None  # monotonic time the clock last started, None when stopped
        self._paused = False
        self._resume_later = False  # the clock was running when the window was hidden

    @property
    def running(self) -> bool:
        """True while the clock runs."""
        return self._started_at is not None

    def elapsed(self) -> float:
        """Seconds played so far."""
        if self._started_at is None:
            return self._elapsed
        return self._elapsed + time.monotonic() - self._started_at

    def start(self) -> None:
        """Run from now (an action was played), unless running or paused."""
        if self._started_at is None and not self._paused:
            self._started_at = time.monotonic()

    def stop(self) -> None:
        """Stop and keep the seconds counted."""
        if self._started_at is not None:
            self._elapsed += time.monotonic() - self._started_at
            self._started_at = None

    def set(self, seconds: float, resume_later: bool = False) -> None:
        """Put the clock at ``seconds``, stopped; ``resume_later``: run again when unpaused."""
        self._elapsed, self._started_at, self._resume_later = float(seconds), None, resume_later

    def pause(self, paused: bool, can_run: bool = True) -> None:
        """Stop while hidden; run again once shown if it ran before (and ``can_run``: the game is not won)."""
        if paused == self._paused:
            return
        self._paused = paused
        if paused and self._started_at is not None:
            self.stop()
            self._resume_later = True
        elif not paused and self._resume_later:
            self._resume_later = False
            if can_run:
                self._started_at = time.monotonic()
