"""The message line: the game's sentences (moves, refusals, hints, refills) in full, on their own line.

The status bar keeps only its short fixed fields; a sentence there was cut at
about 150 px at 800×600 (player review B4). This line runs the whole width of
the window under the table and wraps: two lines are always kept for it, so
the table does not jump as messages come and go, and a longer sentence takes
the lines it needs for as long as it is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QWidget

from canfield.ui import ink

RESERVED_LINES = 2  # kept even when empty: most sentences fit in two lines at 800 px


class MessageLine(QLabel):
    """One sentence at a time, word-wrapped; :class:`canfield.ui.messages.Messages` says what and for how long."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageLine")
        self.setWordWrap(True)
        ink.set_property(self, "textFormat", ink.PLAIN_TEXT)  # card names and codes are never markup
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFrameShadow(QFrame.Shadow.Sunken)
        self.setContentsMargins(6, 2, 6, 2)
        ink.set_property(self, "alignment", ink.ALIGN_LEADING | ink.ALIGN_VCENTER)
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)  # the layout asks heightForWidth: a long sentence gets its lines
        self.setSizePolicy(policy)
        self.setAccessibleName(QCoreApplication.translate("MainWindow", "Messages"))
        self._fix_reserved_height()

    def _fix_reserved_height(self) -> None:
        margins = self.contentsMargins()
        lines = self.fontMetrics().lineSpacing() * RESERVED_LINES
        self.setMinimumHeight(lines + margins.top() + margins.bottom() + 2 * self.frameWidth())

    def show_text(self, text: str) -> None:
        """Show ``text`` whole, until the next one."""
        self.setText(text)

    def clear_text(self) -> None:
        """Empty the line."""
        self.clear()

    def fits(self) -> bool:
        """Whether the whole sentence is visible at the line's present size (wrapped)."""
        return self.heightForWidth(self.width()) <= self.height()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self._fix_reserved_height()
