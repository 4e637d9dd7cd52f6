"""The demo: the solver plays the deal from the current position to the end, move by move, animated.

With a winning line it plays that to the win. When there is none (or none
is found in time) it plays the solver's most promising moves, asking again
after each run, until no useful move is left.

Any key or click in the window stops it (and does nothing else), as does
the Demo action again. While the window is minimised it waits, and goes on
when the window is back. Moves go through the controller, so the table glides
the cards exactly as for the player's own moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from canfield.engine import PILE_NAMES, Card, Move
from canfield.play import Change, ChangeKind
from canfield.play.finish import stock_pass
from canfield.ui.messages import Duration
from canfield.ui.solving.feature import SolverFeature
from canfield.ui.solving.host import TableHost
from canfield.ui.solving.tasks import Knowledge, SolverTasks
from canfield.ui.table import speeds

if TYPE_CHECKING:  # the solver loads on the first search, after the window is shown
    from canfield.solver import SolveResult

_MODIFIER_KEYS = frozenset(
    {Qt.Key.Key_Control, Qt.Key.Key_Shift, Qt.Key.Key_Alt, Qt.Key.Key_Meta, Qt.Key.Key_AltGr, Qt.Key.Key_CapsLock}
)
_STOPPING_EVENTS = (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride, QEvent.Type.MouseButtonPress)


class DemoPlayer(SolverFeature):
    """Plays a winning line on the window's table.

    ``running`` is true from the moment the demo starts looking for a line
    until it stops. ``stopped`` fires when it ends (finished or interrupted).
    ``played`` counts the moves the demo made in the current game (a game the
    demo helped is not the player's own win).
    """

    stopped = Signal()

    def __init__(
        self,
        window: TableHost,
        tasks: SolverTasks,
        knowledge: Knowledge,
        budget_seconds: float = 10.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(window, tasks, knowledge, budget_seconds, parent)
        self._shown_stock = False  # a lost deal's pass through the stock was played (player review B4)
        self.step_ms = speeds.DEMO_STEP_MS
        self.played = 0
        self._line: list[Move] = []
        self._running = False
        self._playing = False  # True while the demo's own move is being played
        self._waiting = False  # a step came while the window was minimised: it goes on when the window is back
        self._winning = True  # the line being played wins (else: the solver's best moves, asked again after)
        # positions after each run of best moves (no going round in circles)
        self._seen: set[tuple[tuple[Card, ...], ...]] = set()
        self.step_seconds = 1.0  # the search for the next best moves when no win is known
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        window.controller.changed.connect(self._changed)

    @property
    def running(self) -> bool:
        """True while the demo looks for a line or plays it."""
        return self._running

    def toggle(self) -> None:
        """Start the demo, or stop it when it runs."""
        if self._running:
            self.stop()
        else:
            self.start()

    def start(self) -> None:
        """Look for a winning line from here (at once when one is known) and play it."""
        game = self.window.controller.game
        self.window.table.settle()
        if game.is_won:
            self._say(QCoreApplication.translate("Demo", "The game is already won."))
            return
        self._running = True
        self.window.table.set_note(
            QCoreApplication.translate("Demo", "Demo playing: press any key or click to stop."), "demo"
        )
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self._seen = set()
        self._shown_stock = False
        known = self.knowledge.line(game)
        if known:
            self._play(list(known), winning=True)
            return
        self._say(QCoreApplication.translate("Demo", "Demo: the solver is looking for a win…"), Duration.KEPT)
        self._task = self.tasks.submit(game, self._solved, budget_seconds=self.budget_seconds)

    def stop(self, message: str | None = None) -> None:
        """Stop looking or playing; the game stays where the demo left it."""
        if not self._running:
            return
        self._running = False
        self.window.table.set_note("", "demo")
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self._timer.stop()
        self._line, self._waiting = [], False
        self._drop_task()
        self._say(message if message is not None else QCoreApplication.translate("Demo", "Demo stopped."))
        self.stopped.emit()

    def _solved(self, result: SolveResult) -> None:
        task = self._answered()
        if task is None or not self._running:
            return
        self.knowledge.learn(task.game, result)
        if result.winnable:
            self._play(list(result.line), winning=True)
        elif result.best_first:
            # no win (proven or found in time): play on with the solver's most promising moves, as a player would
            self._play(list(result.best_first), winning=False)
        elif result.outcome == "not winnable" and not self._shown_stock:
            # player review B4: a lost deal at move 0 is shown, not just declared: one pass through the stock
            self._shown_stock = True
            why = QCoreApplication.translate(
                "Demo", "Demo: this deal cannot be won; it turns the stock once to show why."
            )
            self._say(why, Duration.KEPT)
            self._line, self._winning = stock_pass(self.window.controller.game), False
            self._timer.start(0)
        elif result.outcome == "not winnable":
            self.stop(QCoreApplication.translate("Demo", "Demo finished: this deal cannot be won from here."))
        else:
            self.stop(QCoreApplication.translate("Demo", "Demo finished: no useful move is left."))

    def _play(self, line: list[Move], winning: bool) -> None:
        self._line = line
        self._winning = winning
        if winning:
            text = QCoreApplication.translate(
                "Demo", "Demo: the solver plays a winning line. Press any key or click to stop."
            )
        else:
            text = QCoreApplication.translate(
                "Demo", "Demo: no winning line found; the solver plays its best moves. Press any key or click to stop."
            )
        if self.window.messages.current != text:
            self._say(text, Duration.KEPT)
        self._timer.start(0)

    def _step(self) -> None:
        """Play the next move of the line (the table animates it)."""
        if not self._running:
            return
        if isinstance(self.window, QWidget) and self.window.isMinimized():  # no one watches: no move unseen
            self._waiting = True
            return
        if not self._line:
            self._line_done()
            return
        move = self._line.pop(0)
        self._playing = True
        ok = self.window.controller.play(move)
        self._playing = False
        if not ok:
            self.stop(QCoreApplication.translate("Demo", "Demo stopped: the move was refused."))
            return
        self.played += 1
        if self.window.controller.game.is_won:
            self.stop(QCoreApplication.translate("Demo", "Demo finished."))
            return
        self._timer.start(self.step_ms if self.window.table.animations else max(1, self.step_ms // 4))

    def assisted(self) -> bool:
        """Whether the demo has played in the current game (its win is then not the player's)."""
        return self.played > 0 or self._playing

    def _line_done(self) -> None:
        """The line is played: a winning line ends the game; after best moves, ask the solver again."""
        game = self.window.controller.game
        if self._winning or game.is_won:
            self.stop(QCoreApplication.translate("Demo", "Demo finished."))
            return
        key = tuple(game.pile(name) for name in PILE_NAMES)  # the cards themselves: a position met again
        if key in self._seen:  # a guard: the best moves should make progress
            self.stop(QCoreApplication.translate("Demo", "Demo finished: the solver makes no more progress."))
            return
        self._seen.add(key)
        self._task = self.tasks.submit(game, self._solved, budget_seconds=self.step_seconds)

    def _changed(self, change: Change) -> None:
        if change.kind == ChangeKind.NEW:
            self.played = 0
            self.stop()
        elif self._running and not self._playing:
            self.stop()  # something else changed the game (undo from a menu): the line no longer applies

    def _say(self, text: str, duration: int = Duration.DEMO) -> None:
        self.window.messages.tell(text, duration)

    # ----- any key or click stops it --------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if self._waiting and event.type() == QEvent.Type.WindowStateChange:
            host: object = self.window
            if watched is host and isinstance(watched, QWidget) and not watched.isMinimized():
                self._waiting = False
                self._timer.start(self.step_ms)  # the window is back: the next move, seen
        if not self._running or event.type() not in _STOPPING_EVENTS:
            return False
        if not isinstance(watched, QWidget):
            return False
        top: object = watched.window()
        if top is not self.window:
            return False
        if isinstance(event, QKeyEvent) and event.key() in _MODIFIER_KEYS:
            return False  # Ctrl of Ctrl+D comes first: wait for the key it goes with
        event.accept()  # the key is ours: no shortcut fires for it, not even the Demo action's own
        if event.type() == QEvent.Type.ShortcutOverride:
            return True  # the key press itself comes next
        self.stop()
        return True  # the stopping key or click does nothing else
