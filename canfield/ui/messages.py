"""One owner of the game's sentences: every one is shown on the message line and spoken, from here.

Whatever tells the player something (a move, a refusal, a hint, the demo, a
copied code, a failed save) calls :meth:`Messages.tell`. The sentence is
shown on the window's message line for its :class:`Duration` and handed to
the screen reader's channel (set by :mod:`canfield.ui.access`, which knows
how to reach the reader and when to wait for the focus to come back), so a
blind player hears what a sighted one reads, whatever started it. The
status bar reads the line's text from here (:attr:`Messages.current`) and
passes :attr:`Messages.changed` on as its ``messageChanged``.

This module is one of the UI's basics: the table, dialogs, access, the
solver's features and the shell may all call it, and it imports none of them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from enum import IntEnum
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal


class Duration(IntEnum):
    """How long a sentence stays on the message line, in milliseconds (0: until the next one)."""

    KEPT = 0  # a state that lasts ("Looking for a hint…", the demo's line) until something replaces it
    BRIEF = 4_000  # a confirmation ("Game code … copied.")
    DEMO = 6_000  # the demo's end
    NORMAL = 8_000  # a move, a refusal, a problem
    HINT = 10_000  # a hint: long enough to find the lit cards and play them


class Display(Protocol):
    """Where sentences are shown (the window's message line)."""

    def show_text(self, text: str) -> None:
        """Show ``text`` until the next call."""
        ...

    def clear_text(self) -> None:
        """Show nothing."""
        ...


class Channel(Protocol):
    """How sentences reach the screen reader (see :class:`canfield.ui.access.voice.Speaker`)."""

    def speak(self, text: str, assertive: bool) -> None:
        """Say ``text`` once (``assertive``: interrupt what the reader is saying)."""
        ...


class Messages(QObject):
    """The window's sentences: shown on its message line, said through the reader's channel.

    ``told`` carries every sentence told (shown or not); ``changed`` the line's text each time it changes
    ("" when it empties). :attr:`last` is the latest sentence told, :attr:`current` the one shown now.
    """

    told = Signal(str)
    changed = Signal(str)

    def __init__(self, display: Display, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.display = display
        self.channel: Channel | None = None  # until access is installed: shown only
        self.last = ""
        self._current = ""
        self._held: list[str] | None = None  # while :meth:`quietly`: sentences shown, kept back from the reader
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear)

    def tell(self, text: str, duration: int = Duration.NORMAL, *, assertive: bool = False, shown: bool = True) -> None:
        """Show ``text`` for ``duration`` ms and say it once.

        ``assertive``: the reader interrupts itself (refusals). ``shown=False``: said only (the start-up
        greeting: the window shows the game's code already).
        """
        if not text:
            return
        self.last = text
        if shown:
            self.show(text, duration)
        if self._held is not None:
            self._held.append(text)
        elif self.channel is not None:
            self.channel.speak(text, assertive)
        self.told.emit(text)

    @contextmanager
    def quietly(self, into: list[str]) -> Iterator[None]:
        """Within it, sentences are shown but not said: they are added to ``into``.

        For a run of moves the game plays by itself (Finish, auto-drop): one sentence every 200 ms would
        have the reader cut each one short, so the caller says one summary when the run is over.
        """
        self._held = into
        try:
            yield
        finally:
            self._held = None

    def show(self, text: str, duration: int = Duration.NORMAL) -> None:
        """Show ``text`` only: a screen reader hears it some other way (the ring's pile, as the focus)."""
        self._timer.stop()
        self._current = text
        self.display.show_text(text)
        if duration > 0:
            self._timer.start(duration)
        self.changed.emit(text)

    def clear(self, only: str | None = None) -> None:
        """Empty the line (when ``only`` is given: only if it still shows that sentence)."""
        if only is not None and self._current != only:
            return
        self._timer.stop()
        was, self._current = self._current, ""
        self.display.clear_text()
        if was:
            self.changed.emit("")

    @property
    def current(self) -> str:
        """The sentence on the line now ("" when it is empty)."""
        return self._current
