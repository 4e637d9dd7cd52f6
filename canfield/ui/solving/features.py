"""The solver's place in the window: Hint and Demo actions, the winnable indicator, winnable-only deals.

:func:`install` wires it all into a :class:`~canfield.ui.shell.window.MainWindow`
with one call, so the window itself stays small.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from canfield.engine import Game, Rules
from canfield.ui.solving.demo import DemoPlayer
from canfield.ui.solving.hints import HintController
from canfield.ui.solving.host import TableHost
from canfield.ui.solving.status import WinnabilityWatcher
from canfield.ui.solving.tasks import Knowledge, SolverTasks

if TYPE_CHECKING:  # the solver loads on the first search, after the window is shown
    from canfield.solver import SolveResult
    from canfield.ui.solving.winnable import WinnableDealSearch


class SolverFeatures(QObject):
    """Everything the solver adds to one window.

    ``hints``, ``indicator``, ``demo``, ``hint_action``, ``demo_action``; ``tasks`` runs the searches.
    """

    def __init__(
        self, window: TableHost, parent: QWidget, hint: QAction, demo: QAction, others: Iterable[QAction]
    ) -> None:
        super().__init__(parent)
        self.window = window
        self._parent = parent  # the winnable-deal search's dialog opens over it
        # CANFIELD_SOLVER_THREADS=1 runs searches in threads (for debugging; the window may stutter)
        self.tasks = SolverTasks(self, use_processes=os.environ.get("CANFIELD_SOLVER_THREADS") != "1")
        self.knowledge = Knowledge()
        self.hints = HintController(window, self.tasks, self.knowledge, parent=self)
        self.indicator = WinnabilityWatcher(window, self.tasks, self.knowledge, parent=self)
        self.demo = DemoPlayer(window, self.tasks, self.knowledge, parent=self)
        self.search_dialog: WinnableDealSearch | None = None
        self.winnable_only = False  # the New Game dialog's choice, kept for the session
        self.winnable_budget: tuple[float | None, int | None] = (2.0, None)  # seconds, nodes per deal tried
        # the actions are the window's (the toolbar shows them before the solver loads); it triggers them here
        self.hint_action, self.demo_action = hint, demo
        # any other action (new game, undo, settings...) cancels a hint still being looked for
        for action in others:
            if action is not self.hint_action:
                action.triggered.connect(self.hints.cancel)

    def new_winnable_game(self, draw: int, rules: str | Rules) -> None:
        """Search random deals until one is proven winnable, then play it (Cancel keeps the current game)."""
        from canfield.ui.solving.winnable import WinnableDealSearch

        self.hints.cancel()
        self.search_dialog = dialog = WinnableDealSearch(draw, rules, self.tasks, self._parent, *self.winnable_budget)
        dialog.found.connect(self._found)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _found(self, game: Game, result: SolveResult) -> None:
        self.knowledge.learn(game, result)  # the indicator and hints know it at once
        self.window.controller.new_game(game)

    def shutdown(self) -> None:
        """Stop every background search (the window closes)."""
        self.demo.stop()
        self.hints.cancel()
        self.indicator.stop()
        self.tasks.cancel_all()


def install(
    window: TableHost, parent: QWidget, hint: QAction, demo: QAction, others: Iterable[QAction]
) -> SolverFeatures:
    """Add the solver's features to ``window``: ``hint`` and ``demo`` are its actions, ``others`` cancel a hint."""
    return SolverFeatures(window, parent, hint, demo, others)
