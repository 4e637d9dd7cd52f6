"""The status bar: score, cards home, time, moves, passes and the game code."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QSizeGrip, QStatusBar, QWidget

from canfield.engine import Game, Scoring
from canfield.ui.messages import Duration, Messages
from canfield.ui.table import speeds
from canfield.ui.texts import format_time

if TYPE_CHECKING:  # QAccessible's enum types are built after the first frame (see ClockLabel.answer_readers)
    from PySide6.QtGui import QAccessibleInterface, QMouseEvent


class CodeLabel(QLabel):
    """The game code; a click copies it."""

    clicked = Signal()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt name)
        self.clicked.emit()
        super().mouseReleaseEvent(event)


class ClockLabel(QLabel):
    """The time: read out as its text when a screen reader asks, without a name change every second.

    Its accessible name is set once (so Qt sends no name-changed event per tick, which a label without
    a name would), and its interface answers the name with the text shown now.
    """

    def __init__(self) -> None:
        super().__init__()
        self.setAccessibleName(QCoreApplication.translate("GameStatusBar", "Time"))

    def answer_readers(self) -> None:
        """From now on a screen reader asking the label's name hears the time shown.

        Called just after the first frame: QAccessible and its enum types are not needed to paint it.
        """
        from canfield.ui.access.factory import opt_in, refresh

        opt_in("ClockLabel")
        refresh(self)

    def make_accessible(self) -> QAccessibleInterface:
        """The label's interface (see the class docstring)."""
        from canfield.ui.access.factory import TextAsName

        return TextAsName(self)


class GameStatusBar(QStatusBar):
    """Short fixed fields: score, cards home, time, moves, passes and the game code.

    Its messages (refusals, moves, hints, copies) are the window's
    :class:`~canfield.ui.messages.Messages`: shown whole and once on the message
    line and said to screen readers. ``showMessage``, ``currentMessage`` and
    ``clearMessage`` keep Qt's names and go there; ``messageChanged`` follows it.
    The clock label is computed from the controller on demand; a 1 s timer
    refreshes it only while a game is running and the window is visible.
    """

    def __init__(self, messages: Messages, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.messages = messages
        messages.changed.connect(self.messageChanged)
        self.score = QLabel()
        self.home = QLabel()
        self.time = ClockLabel()
        self.moves = QLabel()
        self.passes = QLabel()
        # Undo takes its move back off this counter, as it takes back its points (the seeds' rule);
        # the undos themselves are counted in the statistics, not hidden in the moves.
        self.moves.setToolTip(
            self.tr("Moves on the table now: an undo takes its move back. Undos are counted in Statistics.")
        )
        self.code = CodeLabel()
        self.code.setToolTip(self.tr("Click to copy the game code"))
        self.code.clicked.connect(self.copy_code)
        for label in (self.score, self.home, self.time, self.moves, self.passes, self.code):
            label.setContentsMargins(6, 0, 6, 0)
            self.addPermanentWidget(label)
        for grip in self.findChildren(QSizeGrip):  # Qt's own child, unnamed for screen readers
            grip.setAccessibleName(self.tr("Resize the window"))
        self.clock = QTimer(self)
        self.clock.setInterval(speeds.CLOCK_TICK_MS)
        self._elapsed: Callable[[], float] = lambda: 0.0
        self.clock.timeout.connect(self._tick)
        self._code_text = ""

    def answer_readers(self) -> None:
        """Give screen readers the clock's own interface (see :class:`ClockLabel`; after the first frame)."""
        self.time.answer_readers()

    # ----- messages: the window's one owner, never cut in the status bar ---------------
    def showMessage(self, text: str, timeout: int | None = 0) -> None:  # noqa: N802 (Qt name)
        """Tell ``text`` (shown on the message line for ``timeout`` ms when > 0, and spoken)."""
        self.messages.tell(text, timeout or 0)

    def currentMessage(self) -> str:  # noqa: N802 (Qt name)
        """The sentence on the message line ("" when it is empty)."""
        return self.messages.current

    def clearMessage(self) -> None:  # noqa: N802 (Qt name)
        """Empty the message line."""
        self.messages.clear()

    def show_game(self, game: Game, elapsed: float) -> None:
        """Refresh every counter from the game."""
        # the strict profile counts progress in cards home, which the next label already shows
        self.score.setVisible(game.rules.scoring is not Scoring.CARDS)
        self.score.setText(self.tr("Score: %1").replace("%1", str(game.score)))
        self.home.setText(self.tr("Home: %1/52").replace("%1", str(game.foundation_count)))
        self.time.setText(self.tr("Time: %1").replace("%1", format_time(elapsed)))
        self.moves.setText(self.tr("Moves: %1").replace("%1", str(game.moves_made)))
        self.passes.setText(self.tr("Passes: %1").replace("%1", str(game.passes)))
        self._code_text = game.code
        self.code.setText(game.code)

    def run_clock(self, elapsed: Callable[[], float], running: bool) -> None:
        """Tick once a second while ``running``; ``elapsed()`` gives the seconds."""
        self._elapsed = elapsed
        if running and not self.clock.isActive():
            self.clock.start()
        elif not running and self.clock.isActive():
            self.clock.stop()
        self._tick()

    def _tick(self) -> None:
        self.time.setText(self.tr("Time: %1").replace("%1", format_time(self._elapsed())))

    def copy_code(self) -> None:
        """Put the game code on the clipboard and say so."""
        QGuiApplication.clipboard().setText(self._code_text)
        self.messages.tell(self.tr("Game code %1 copied.").replace("%1", self._code_text), Duration.BRIEF)
