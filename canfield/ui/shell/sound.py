"""Sound effects for what happens on the table: deal, draw, flip, place, refuse, take back, win.

:class:`SoundEffects` listens to the controller and plays :mod:`canfield.audio`'s sounds through
an output (a real device, or a silent one). It plays nothing while the "sound" setting is off,
and nothing while the window is hidden or minimised. With sound on, the output is opened and the
sounds computed on a thread (:meth:`SoundEffects.warm_up`) after the window's first frame or when
sound is turned on, else on the first sound; with sound off no device is ever opened, and an
offscreen window (tests, CI) gets a silent output.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from canfield.audio import SOUNDS, Output, SilentOutput, open_output, samples
from canfield.engine import RESERVE, STOCK
from canfield.play import ChangeKind
from canfield.ui.controller import Change, GameController

FLIP_DELAY = 0.09  # seconds: the turned-up card is heard just after the card played


def default_output() -> Output:
    """The device, except where nobody can hear it (Qt's offscreen platform: tests and CI)."""
    if os.environ.get("QT_QPA_PLATFORM", "") == "offscreen":
        return SilentOutput()
    return open_output()


def sounds_for(change: Change, game_reserve_left: int) -> list[tuple[str, float]]:
    """The sounds of one change of the table, each with its delay in seconds."""
    if change.kind == ChangeKind.NEW:
        return [("deal", 0.0)]
    if change.kind == ChangeKind.UNDO:
        return [("undo", 0.0)]
    move = change.move
    if change.kind not in (ChangeKind.PLAY, ChangeKind.REDO) or move is None:
        return []
    if move.source == STOCK or move.target == STOCK:
        return [("draw", 0.0)]
    heard = [("place", 0.0)]
    if change.autofill or (move.source == RESERVE and game_reserve_left > 0):
        heard.append(("flip", FLIP_DELAY))  # the reserve turns up its next card
    return heard


class SoundEffects(QObject):
    """Plays the table's sounds while ``enabled()`` and the window is on screen."""

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        enabled: Callable[[], bool],
        output: Callable[[], Output] = default_output,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.enabled = enabled
        self._make_output = output
        self._output: Output | None = None
        self._lock = threading.Lock()  # the warm-up thread and the window may both make the output
        controller.changed.connect(self._changed)
        controller.refused.connect(lambda *_: self.play("refuse"))
        controller.won.connect(lambda: self.play("win", 0.15))

    @property
    def output(self) -> Output:
        """Where sounds go (made ready by :meth:`warm_up`, else opened on the first sound)."""
        with self._lock:
            if self._output is None:
                self._output = self._make_output()
            return self._output

    @property
    def ready(self) -> bool:
        """Whether the output is there already (the first sound opens nothing)."""
        return self._output is not None

    def warm_up(self) -> None:
        """Open the output and compute every sound on a thread, when sound is on.

        Importing the library, opening a device (50–70 ms) and computing a sound (about 30 ms)
        would otherwise freeze the table on the first move; the window calls this after its first
        frame and whenever the settings change (nothing happens when sound is off or ready).
        """
        if self._output is not None or not self.enabled():
            return
        threading.Thread(target=self._prepare, name="canfield-sound", daemon=True).start()

    def _prepare(self) -> None:
        for name in SOUNDS:
            samples(name)
        self.output  # noqa: B018 (made here, under the lock, unless a sound came first)

    def audible(self) -> bool:
        """Sound is on and the window can be seen."""
        return bool(self.enabled()) and self.window.isVisible() and not self.window.isMinimized()

    def play(self, name: str, delay: float = 0.0) -> None:
        """Play the sound ``name`` if it can be heard."""
        if self.audible():
            self.output.play(samples(name), delay)

    def close(self) -> None:
        """Let go of the device (the window closes)."""
        if self._output is not None:
            self._output.close()

    def _changed(self, change: Change) -> None:
        for name, delay in sounds_for(change, len(self.controller.game.pile(RESERVE))):
            self.play(name, delay)
