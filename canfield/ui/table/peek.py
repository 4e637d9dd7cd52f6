"""Peeking: a covered card in a fan is shown whole while the right button, or a long press, is held.

AisleRiot lets a player right-click a covered card to read it; here a press held still on it for
:data:`~canfield.ui.table.speeds.PEEK_HOLD_MS` does the same (for a touch pad or a one-button mouse).
The card is raised above its pile with a lifted card's shadow and goes back when the button is
released; nothing is played.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from canfield.ui.table import speeds
from canfield.ui.table.items import FLYING_Z, CardItem

PEEK_Z = FLYING_Z + 900  # above resting and gliding cards, under dragged ones


class Peek(QObject):
    """At most one card raised for reading; ``card`` is it, or None."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.card: CardItem | None = None
        self._waiting: CardItem | None = None
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.setInterval(speeds.PEEK_HOLD_MS)
        self._hold.timeout.connect(self._held)

    @staticmethod
    def covered(item: CardItem | None, pile_length: int) -> bool:
        """Whether ``item`` is a face-up card that other cards lie on (worth peeking at)."""
        return item is not None and item.face_up and item.isVisible() and item.index < pile_length - 1

    def show(self, item: CardItem) -> None:
        """Raise ``item`` whole above its pile until :meth:`end`."""
        self.end()
        self.card = item
        item.set_lifted(True)
        item.setZValue(PEEK_Z)

    def wait(self, item: CardItem) -> None:
        """A press rests on ``item``: peek once it has been held still long enough."""
        self._waiting = item
        self._hold.start()

    def _held(self) -> None:
        if self._waiting is not None:
            self.show(self._waiting)
            self._waiting = None

    def end(self) -> bool:
        """Put the raised card back (and forget a waiting press); True if a card was raised."""
        self._hold.stop()
        self._waiting = None
        item, self.card = self.card, None
        if item is None:
            return False
        item.set_lifted(False)
        item.setZValue(item.home_z)
        return True
