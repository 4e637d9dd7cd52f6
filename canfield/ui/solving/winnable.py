"""Looking for a winnable deal: random deals go to the solver until it proves one winnable.

The search runs in the background; the dialog shows how many deals were
tried and for how long, and Cancel stops it at once.
"""

from __future__ import annotations

import time
from functools import partial

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QProgressBar, QVBoxLayout, QWidget

from canfield.engine import Game, Rules
from canfield.solver import SolveResult
from canfield.ui.dialogs.buttons import name_buttons
from canfield.ui.solving.tasks import SolverTasks, Task
from canfield.ui.texts import format_time


class WinnableDealSearch(QDialog):
    """Draws random deals until the solver proves one winnable; ``found(game, result)`` then fires.

    Each deal gets ``budget_seconds`` / ``budget_nodes`` of search; a deal
    the solver cannot decide in that budget counts as not found. Call
    :meth:`start` (or open the dialog, which starts it).
    """

    found = Signal(object, object)

    def __init__(
        self,
        draw: int,
        rules: str | Rules,
        tasks: SolverTasks,
        parent: QWidget | None = None,
        budget_seconds: float | None = 2.0,
        budget_nodes: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.draw = draw
        self.rules = rules
        self.tasks = tasks
        self.budget_seconds = budget_seconds
        self.budget_nodes = budget_nodes
        self.tried = 0
        self.game: Game | None = None
        self._task: Task | None = None
        self._started = 0.0
        self.searching = False
        self.setWindowTitle(self.tr("Winnable Deal"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Dealing until the solver finds a deal it can win…")))
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)  # no end is known: a busy bar
        self.bar.setTextVisible(False)
        layout.addWidget(self.bar)
        self.progress = QLabel()
        layout.addWidget(self.progress)
        self.buttons = name_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel))
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._clock = QTimer(self)
        self._clock.setInterval(250)
        self._clock.timeout.connect(self._show_progress)
        self._show_progress()

    def open(self) -> None:
        """Show the dialog (window-modal) and start the search."""
        super().open()
        self.start()

    def start(self) -> None:
        """Start (or go on) trying deals."""
        if not self.searching:
            self.searching = True
            self._started = time.monotonic()
            self._clock.start()
            self._next()

    def _next(self) -> None:
        game = Game.new(self.draw, self.rules)
        self._task = self.tasks.submit(game, partial(self._checked, game), self.budget_seconds, self.budget_nodes)

    def _checked(self, game: Game, result: SolveResult) -> None:
        self._task = None
        self.tried += 1
        self._show_progress()
        if result.winnable:
            self._clock.stop()
            self.game = game
            self.found.emit(game, result)
            self.accept()
        elif self.searching:
            self._next()

    def _show_progress(self) -> None:
        seconds = time.monotonic() - self._started if self._started else 0.0
        self.progress.setText(
            self.tr("Deals tried: %1 — time: %2").replace("%1", str(self.tried)).replace("%2", format_time(seconds))
        )

    def reject(self) -> None:
        """Cancel: stop the search; no new game starts."""
        self._stop()
        super().reject()

    def done(self, result: int) -> None:
        """Every way out of the dialog stops the search."""
        self._stop()
        super().done(result)

    def _stop(self) -> None:
        self.searching = False
        self._clock.stop()
        if self._task is not None:
            self._task.cancel()
            self._task = None
