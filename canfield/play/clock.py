"""The play clock: seconds of play, paused while the window is hidden, a dialog is open or the player
pauses; no Qt, read on demand."""

from __future__ import annotations

import time
from enum import StrEnum


class Hold(StrEnum):
    """Why the clock is paused: each reason holds it apart from the others."""

    HIDDEN = "hidden"  # the window is not shown
    MINIMISED = "minimised"
    DIALOG = "dialog"  # one of the window's dialogs is being read
    PLAYER = "player"  # the player's own Pause


class Clock:
    """Counts the seconds a game is played.

    It starts with the first action (:meth:`start`), stops at a win
    (:meth:`stop`), pauses for as long as any reason holds (:meth:`pause`: the
    window hidden, a dialog open, the player's Pause) and can be set for a
    resumed game (:meth:`set`).
    """

    def __init__(self) -> None:
        self._elapsed = 0.0  # seconds of play before the clock last started
        self._started_at: float | None = None  # monotonic time the clock last started, None when stopped
        self._reasons: set[Hold] = set()  # why the clock is paused; it runs again when none is left
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
        if self._started_at is None and not self._reasons:
            self._started_at = time.monotonic()

    def stop(self) -> None:
        """Stop and keep the seconds counted."""
        if self._started_at is not None:
            self._elapsed += time.monotonic() - self._started_at
            self._started_at = None

    def set(self, seconds: float, resume_later: bool = False) -> None:
        """Put the clock at ``seconds``, stopped; ``resume_later``: run again when unpaused."""
        self._elapsed, self._started_at, self._resume_later = float(seconds), None, resume_later

    @property
    def paused(self) -> bool:
        """True while any reason to pause holds."""
        return bool(self._reasons)

    def pause(self, paused: bool, can_run: bool = True, reason: Hold = Hold.HIDDEN) -> None:
        """Pause for ``reason`` (or lift it); run again once no reason is left if it ran before
        (and ``can_run``: the game is not won). Reasons are independent: a dialog closed while
        the window is still minimised does not start the clock.
        """
        was = bool(self._reasons)
        if paused:
            self._reasons.add(reason)
        else:
            self._reasons.discard(reason)
        if bool(self._reasons) == was:
            return
        if paused and self._started_at is not None:
            self.stop()
            self._resume_later = True
        elif not self._reasons and self._resume_later:
            self._resume_later = False
            if can_run:
                self._started_at = time.monotonic()
