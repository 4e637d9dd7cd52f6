"""What the hint, the demo and the winnable indicator share: a window, its searches, what they proved."""

from __future__ import annotations

from PySide6.QtCore import QObject

from canfield.ui.solving.host import TableHost
from canfield.ui.solving.tasks import Knowledge, SolverTasks, Task, position_key


class SolverFeature(QObject):
    """A window's feature that asks the solver (the hint, the demo, the winnable indicator): one search at a time.

    ``budget_seconds`` are the CPU seconds its search gets (the indicator's first check; None: no bound).
    """

    def __init__(
        self,
        window: TableHost,
        tasks: SolverTasks,
        knowledge: Knowledge,
        budget_seconds: float | None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.window = window
        self.tasks = tasks
        self.knowledge = knowledge
        self.budget_seconds = budget_seconds
        self._task: Task | None = None

    def _drop_task(self) -> bool:
        """Cancel the running search, if any; True when one was running."""
        task, self._task = self._task, None
        if task is None:
            return False
        task.cancel()
        return True

    def _answered(self) -> Task | None:
        """The search that just answered, or None when the position it was for is no longer on the table."""
        task, self._task = self._task, None
        if task is None or task.key != position_key(self.window.controller.game):
            return None
        return task
