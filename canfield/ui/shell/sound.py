"""Sound effects for what happens on the table: deal, draw, flip, place, refuse, take back, win.

:class:`SoundEffects` listens to the controller and plays :mod:`canfield.audio`'s sounds through
an output (a real device, or a silent one). It plays nothing while the "sound" setting is off,
and nothing while the window is hidden or minimised. Everything device-related happens on
:class:`~canfield.audio.AudioPlayer`'s thread; this thread only queues requests, which never wait.
With sound on, the output is looked for (:meth:`SoundEffects.warm_up`) after the window's first
frame or when sound is turned on, else at the first sound; with sound off no device is ever opened,
and an offscreen window (tests, CI) gets a silent output.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from canfield.audio import AudioPlayer, Output, SilentOutput, open_output
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
        self.player = AudioPlayer(output)
        controller.changed.connect(self._changed)
        controller.refused.connect(lambda *_: self.play("refuse"))
        controller.won.connect(lambda: self.play("win", 0.15))

    @property
    def ready(self) -> bool:
        """Whether the output has been found (on the audio thread); never waits for it."""
        return self.player.ready

    def warm_up(self) -> None:
        """Have the audio thread find the output and compute the sounds, when sound is on.

        Importing the library, probing a device (50–70 ms, or as long as a hung sound server holds
        it) and computing the sounds (about 0.1 s, only when a device exists) happen there; the
        window calls this after its first frame and whenever the settings change.
        """
        if self.enabled() and not self.player.ready:
            self.player.prepare()

    def audible(self) -> bool:
        """Sound is on and the window can be seen."""
        return bool(self.enabled()) and self.window.isVisible() and not self.window.isMinimized()

    def play(self, name: str, delay: float = 0.0) -> None:
        """Play the sound ``name`` if it can be heard."""
        if self.audible():
            self.player.play(name, delay)

    def close(self) -> None:
        """Let go of the device (the window closes), waiting a moment at most for the audio thread."""
        self.player.close()

    def _changed(self, change: Change) -> None:
        for name, delay in sounds_for(change, len(self.controller.game.pile(RESERVE))):
            self.play(name, delay)
