"""The game's application object: it says when it is told to quit, so no window watches every event for that.

Qt's Quit event (``QCoreApplication.quit()``: a signal to end, a logout, the Dock's Quit on macOS) goes
to the application object, which then asks every window to close. The quit guard must know of it
before its window is asked (:mod:`.quitting`). An application-wide event filter written in Python
would see it, but also every event of every object for the life of the program: PySide6 then wraps
each object Qt made itself, and for one of a class it does not know (``QWidgetWindow``…) builds the
Python types of some 280 Qt classes to find the nearest one, 2.7 MB more memory after start (issue 43)
and a call into Python for every event. Events for the application object itself are few.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QApplication


class Application(QApplication):
    """``QApplication`` that emits ``quitting`` when the Quit event reaches it, before any window is asked to close."""

    quitting = Signal()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Quit:
            self.quitting.emit()
        return super().event(event)
