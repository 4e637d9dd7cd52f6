"""The status bar's "is this still winnable?" indicator, KPatience style, kept up to date in the background.

After each change the check waits a moment (quick play does not start a
search per card), cancels the check still running, and asks the solver about
the new position under a small budget. Positions the solver has already
proven (on a winning line found for a hint, the demo or the winnable-deal
search) are answered at once, and so is a proof that arrives while a check
runs. A check that ends undecided is followed by longer ones, each in other
orders with twice the budget (:data:`MORE_CHECKS` of them), so that the
indicator settles on hard deals too instead of staying "unknown" while the
player thinks; only after the last does it say "unknown". Budgets are CPU
seconds of the searching thread, so a busy machine delays an answer but does
not turn it into "unknown". While it checks, the tool tip says for how long.
A position met again (an undo, a redo) goes on from the checks it already
had: a proven one is answered at once, an undecided one gets the next,
longer check (or "unknown" at once when all were spent on it).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QWidget

from canfield.engine import Game
from canfield.ui.solving.feature import SolverFeature
from canfield.ui.solving.host import TableHost
from canfield.ui.solving.tasks import Knowledge, SolverTasks, position_key
from canfield.ui.texts import format_time

if TYPE_CHECKING:  # the solver loads on the first search, after the window is shown
    from canfield.solver import Outcome, SolveResult

# The indicator's states, as WinnabilityWatcher.state names them (plain comment: not a note for translators).
STATES = ("checking", "winnable", "no longer winnable", "not winnable", "unknown", "won")
#: Checks after the first one that ends undecided, each with twice the budget of the one before
#: (3, 6, 12, 24 and 48 s: the hardest lost deals need some 40 s of the solver).
MORE_CHECKS = 4


def state_text(state: str) -> str:
    """The indicator's words for a state."""
    texts = {
        "checking": QCoreApplication.translate("SolverStatus", "checking…"),
        "winnable": QCoreApplication.translate("SolverStatus", "winnable"),
        "no longer winnable": QCoreApplication.translate("SolverStatus", "no longer winnable"),
        "not winnable": QCoreApplication.translate("SolverStatus", "not winnable"),
        "unknown": QCoreApplication.translate("SolverStatus", "unknown"),
        "won": QCoreApplication.translate("SolverStatus", "won"),
    }
    return texts[state]


def state_tip(state: str) -> str:
    """A longer explanation, shown as the indicator's tool tip."""
    tips = {
        "checking": QCoreApplication.translate("SolverStatus", "The solver is checking this position."),
        "winnable": QCoreApplication.translate("SolverStatus", "The solver found a way to win from here."),
        "no longer winnable": QCoreApplication.translate(
            "SolverStatus", "This deal could be won, but not from here any more. Undo may help."
        ),
        "not winnable": QCoreApplication.translate("SolverStatus", "The solver proved that no line wins from here."),
        "unknown": QCoreApplication.translate("SolverStatus", "The solver could not decide within its time limit."),
        "won": QCoreApplication.translate("SolverStatus", "All 52 cards are on the foundations."),
    }
    return tips[state]


def checking_tip(seconds: float) -> str:
    """The tool tip of a check that has gone on for ``seconds``."""
    text = QCoreApplication.translate("SolverStatus", "The solver is still checking this position: %1 so far.")
    return text.replace("%1", format_time(seconds))


class WinnableLabel(QLabel):
    """The indicator in the status bar: a word and a coloured dot.

    The text is plain and the dot painted: a rich-text label keeps a text document whose every change
    Qt reports as a text event on an interface without text ("qt.accessibility.atspi: Received text
    event for invalid interface.", four per state change).
    """

    DOT = 9  # the dot's size in pixels

    _COLORS: ClassVar[dict[str, str]] = {
        "checking": "#9e9e9e",
        "winnable": "#2e7d32",
        "no longer winnable": "#e65100",
        "not winnable": "#c62828",
        "unknown": "#9e9e9e",
        "won": "#2e7d32",
    }

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setContentsMargins(6 + self.DOT + 4, 0, 6, 0)
        self.state = ""

    def show_state(self, state: str) -> None:
        """Show one of :data:`STATES`."""
        self.state = state
        # named first: a label without a name renames itself to its text, a second event
        name = QCoreApplication.translate("SolverStatus", "Winnable: %1").replace("%1", state_text(state))
        self.setAccessibleName(name)
        self.setAccessibleDescription(state_tip(state))
        self.setText(state_text(state))
        self.setToolTip(state_tip(state))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        super().paintEvent(event)
        if not self.state:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(self._COLORS[self.state]))
        painter.drawEllipse(6, (self.height() - self.DOT) // 2, self.DOT, self.DOT)


class WinnabilityWatcher(SolverFeature):
    """Keeps :attr:`label` up to date for the window's game.

    ``budget_seconds`` / ``budget_nodes`` bound the first check of a
    position (each of the :data:`MORE_CHECKS` after it gets twice the one
    before); ``debounce_ms`` is the pause after a change before a check
    starts. ``state_changed(state)`` fires with the new state.
    """

    state_changed = Signal(str)

    def __init__(
        self,
        window: TableHost,
        tasks: SolverTasks,
        knowledge: Knowledge,
        budget_seconds: float = 3.0,
        budget_nodes: int | None = None,
        debounce_ms: int = 300,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(window, tasks, knowledge, budget_seconds, parent)
        self.budget_nodes = budget_nodes
        self.label = WinnableLabel()
        window.status.insertPermanentWidget(0, self.label)
        self.shown = bool(window.settings.show_winnable)  # the player may not want to be told
        self.label.setVisible(self.shown)
        self._round = 0  # checks of this position so far that ended undecided
        self._wait = QTimer(self)
        self._wait.setSingleShot(True)
        self._wait.setInterval(debounce_ms)
        self._wait.timeout.connect(self._check)
        self._since = 0.0  # when the check of the position on the table began (monotonic)
        self._ticks = QTimer(self)  # while checking: the tool tip's time, every second
        self._ticks.setInterval(1000)
        self._ticks.timeout.connect(self._show_time)
        window.controller.changed.connect(lambda *_: self.refresh())
        knowledge.listen(self._learned)
        self.refresh()

    @property
    def state(self) -> str:
        """The state shown now (one of :data:`STATES`)."""
        return self.label.state

    def set_shown(self, shown: bool) -> None:
        """Show the indicator, or hide it and search nothing for it (the "winnable indicator" setting)."""
        if bool(shown) == self.shown:  # every settings change says so: a running search goes on
            return
        self.shown = bool(shown)
        self.label.setVisible(self.shown)
        if self.shown:
            self.refresh()
        else:
            self.stop()

    def refresh(self) -> None:
        """The position changed: show what is known at once, or check it after a short pause."""
        self._drop_task()
        self._ticks.stop()
        if not self.shown:
            return
        game = self.window.controller.game
        if game.is_won:  # nothing left to find out
            self._wait.stop()
            self._show("won")
            return
        known = self.knowledge.outcome(game)
        if known is not None:
            self._wait.stop()
            self._show(self._state_for(known))
            return
        self._round = self.knowledge.undecided(game)  # the checks this position already had
        if self._round > MORE_CHECKS:  # all spent earlier, undecided: no need to search it again
            self._wait.stop()
            self._show("unknown")
            return
        self._show("checking")
        self.label.setToolTip(state_tip("checking"))  # not the last position's time
        self._since = time.monotonic()
        self._ticks.start()
        self._wait.start()

    def stop(self) -> None:
        """Cancel the running check (the window closes)."""
        self._wait.stop()
        self._ticks.stop()
        self._drop_task()

    def _show_time(self) -> None:
        """The tool tip of the check still running: how long it has gone on."""
        self.label.setToolTip(checking_tip(time.monotonic() - self._since))

    def _check(self) -> None:
        game = self.window.controller.game
        attempt = self.knowledge.next_attempt(game)
        scale = 2**self._round
        seconds = self.budget_seconds * scale if self.budget_seconds is not None else None
        nodes = self.budget_nodes * scale if self.budget_nodes is not None else None
        self._task = self.tasks.submit(game, self._checked, seconds, nodes, attempt)

    def _checked(self, result: SolveResult) -> None:
        from canfield.solver import Outcome

        task = self._answered()
        if task is None:
            return  # the player moved on meanwhile
        if result.outcome is Outcome.UNKNOWN and not result.cancelled:
            self.knowledge.note_undecided(task.game)  # met again, the position goes on from the next check
            self._round += 1
            if self._round <= MORE_CHECKS:  # undecided: look longer, in other orders, still "checking…"
                self._check()
                return
        self._ticks.stop()
        self._show(self._state_for(result.outcome))
        self.knowledge.learn(task.game, result)  # after: its own proof needs no refresh (_learned)

    def _learned(self, game: Game) -> None:
        """A proof arrived (a hint's, the demo's): show it at once if it is about the position on the table."""
        if not self.shown or self.state not in ("checking", "unknown"):
            return
        table = self.window.controller.game
        if position_key(game) != position_key(table) or self.knowledge.outcome(table) is None:
            return
        self.refresh()

    def _state_for(self, outcome: Outcome) -> str:
        from canfield.solver import Outcome

        if outcome is Outcome.WINNABLE:
            return "winnable"
        if outcome is Outcome.NOT_WINNABLE:
            return "no longer winnable" if self.knowledge.deal_winnable(self.window.controller.game) else "not winnable"
        return "unknown"

    def _show(self, state: str) -> None:
        if state != self.label.state:
            self.label.show_state(state)
            self.state_changed.emit(state)
