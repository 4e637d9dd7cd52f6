"""SIGTERM, SIGHUP and SIGINT end the game the way the Quit command does: saved, and quietly.

Python runs its signal handlers only between bytecodes, and the Qt event loop runs in C++, so a
signal could wait for the next event. The handler therefore does nothing itself; Python writes the
signal's number to a socket (:func:`signal.set_wakeup_fd`) that a :class:`QSocketNotifier`
watches, and the quit happens in the event loop, as if the player had chosen Quit.
"""

from __future__ import annotations

import contextlib
import signal
import socket
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier

#: The signals that end the game cleanly (those the platform has).
HANDLED = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT") if hasattr(signal, name))


class SignalQuit(QObject):
    """Calls ``quit`` in the event loop when the process gets one of :data:`HANDLED`."""

    def __init__(self, quit: Callable[[int], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._quit = quit
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._previous = {number: signal.signal(number, _ignore) for number in HANDLED}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)

    def uninstall(self) -> None:
        """Put the previous handlers back (tests; the process is ending anyway otherwise)."""
        self._notifier.setEnabled(False)
        for number, handler in self._previous.items():
            signal.signal(number, handler)
        signal.set_wakeup_fd(self._previous_fd)
        self._reader.close()
        self._writer.close()

    def _woken(self) -> None:
        with contextlib.suppress(OSError):
            for number in self._reader.recv(64):
                if number in HANDLED:
                    self._quit(number)
                    return


def _ignore(number: int, frame: object) -> None:
    """Python-level handler: its only job is that Python writes to the wakeup socket."""
