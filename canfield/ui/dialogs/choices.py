"""A closed list (combo box) says the choice its arrow keys make.

It lives with the dialogs, whose lists use it, below the access layer (tests/ui/test_layering.py):
so whether a reader is attached is asked here (the table's access layer imports it from here), and
the window's readers are found by attribute.

With the list closed, Up and Down change the choice in place, and Qt tells the accessibility bus
only a name change and a selection change of the combo box, which Orca 43 takes for a redundant
notification (the combo box has no selection interface): the arrows were silent, the Language list
in Settings included (accessibility review N4). So the choice is said through the same channel as
the table's sentences (:mod:`canfield.ui.access.readers`): an announcement where the reader speaks
them, otherwise a description change of the focused combo box, which Orca 43 speaks; the description
goes back to nothing at once, and to its own text when the focus leaves.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QComboBox, QWidget

try:  # Qt 6.8 and later
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # older Qt: the description change says it
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]  # no such class before Qt 6.8


def reader_active() -> bool:
    """Whether an assistive technology (a screen reader) is attached: Qt sends accessibility events."""
    return QAccessible.isActive()


class SpokenChoice(QObject):
    """Says ``combo``'s new choice when the arrows change it with the list closed (the open list speaks itself).

    ``announcements`` tells whether the screen reader speaks announcements (:class:`.readers.Readers`).
    """

    def __init__(self, combo: QComboBox, announcements: Callable[[], bool]) -> None:
        super().__init__(combo)
        self.combo = combo
        self.announcements = announcements
        self._own = combo.accessibleDescription()  # its description while not speaking a choice
        combo.currentIndexChanged.connect(self._changed)
        combo.installEventFilter(self)

    def _changed(self) -> None:
        combo = self.combo
        if not reader_active() or not combo.hasFocus() or combo.view().isVisible():
            return  # no reader; set by the program; or the open list, which readers follow themselves
        text = combo.currentText()
        if self.announcements() and QAccessibleAnnouncementEvent is not None:
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(combo, text))
            return
        combo.setAccessibleDescription(text)
        combo.setAccessibleDescription("")  # so the same choice is said again when it comes back

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.FocusOut and watched is self.combo:
            self.combo.setAccessibleDescription(self._own)
        return False


def readers_announce(widget: QWidget) -> Callable[[], bool]:
    """Whether the screen reader speaks announcements, as the game window that owns ``widget`` found out."""

    def ask() -> bool:
        owner: QWidget | None = widget
        while owner is not None:
            readers = getattr(getattr(owner, "access", None), "readers", None)
            if readers is not None:
                return bool(readers.announcements)
            owner = owner.parentWidget()
        return False  # no game window: the description change, which every reader speaks

    return ask
