"""Hints: the next move of a winning line, else the best heuristic move, shown on the table and in words.

The search runs in the background (:mod:`.tasks`); a move, an undo, a
new game or any other action cancels it, and a result for a position that is
no longer on the table is dropped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from canfield.engine import STOCK, Game
from canfield.engine.describe import announce
from canfield.ui.messages import Duration
from canfield.ui.solving.feature import SolverFeature
from canfield.ui.solving.host import TableHost
from canfield.ui.solving.tasks import Knowledge, SolverTasks, position_key

if TYPE_CHECKING:  # the solver loads on the first search, after the window is shown
    from canfield.solver import Hint, SolveResult


def hint_text(game: Game, hint: Hint | None, lang: str = "en", lost: bool = False) -> str:
    """The hint in words, for the status bar; ``lost``: the solver proved that no line wins from here."""
    if hint is None and lost:  # player review B4: say why, and what to do, even at move 0
        return QCoreApplication.translate(
            "Hints",
            "This deal cannot be won from here: no line of moves gets every card home. "
            "Start a new game (Ctrl+N), or take moves back.",
        )
    if hint is None:
        return QCoreApplication.translate("Hints", "No useful move is left.")
    move = hint.move
    if move.source == STOCK:
        what = after_colon(QCoreApplication.translate("Hints", "Draw from the stock."))
    elif move.target == STOCK:
        what = after_colon(QCoreApplication.translate("Hints", "Turn the waste back over onto the stock."))
    else:
        played = game.preview(move)  # a hint words the move before it is played
        what = announce(played, game, lang, capital=False, hint=True)  # follows "Hint: "
    if hint.winning:
        return QCoreApplication.translate("Hints", "Hint: %1").replace("%1", what)
    if hint.outcome == "not winnable":  # Outcome.NOT_WINNABLE
        return QCoreApplication.translate("Hints", "Hint (this position cannot be won): %1").replace("%1", what)
    return QCoreApplication.translate("Hints", "Hint (no winning line found yet): %1").replace("%1", what)


def after_colon(sentence: str) -> str:
    """A sentence that follows "Hint: ": small first letter, as the engine's hints (ru, ro, hy write so)."""
    return sentence[:1].lower() + sentence[1:]


class HintController(SolverFeature):
    """Answers the Hint action for a window; ``shown(text)`` fires when a hint (or "no move") is shown.

    ``budget_seconds`` is the solver's time for a win before it falls back
    to its best heuristic move.
    """

    shown = Signal(str)

    def __init__(
        self,
        window: TableHost,
        tasks: SolverTasks,
        knowledge: Knowledge,
        budget_seconds: float = 0.9,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(window, tasks, knowledge, budget_seconds, parent)
        self.last_hint: Hint | None = None
        controller = window.controller
        controller.about_to_change.connect(self.cancel)
        controller.changed.connect(lambda *_: self._moved())
        self._text = ""
        self._looking = ""  # "Looking for a hint…", while it is shown

    @property
    def running(self) -> bool:
        """True while a hint search runs."""
        return self._task is not None

    def request(self) -> None:
        """Find and show a hint for the position on the table."""
        game = self.window.controller.game
        self.window.table.settle()
        if game.is_won:
            self._say(QCoreApplication.translate("Hints", "The game is won: no move is left to make."))
            return
        known = self.knowledge.line(game)
        if known:
            from canfield.solver import Hint, Outcome, first_step

            self._show(game, Hint(known[0], first_step(known), True, Outcome.WINNABLE))
            return
        if self._task is not None and self._task.key == position_key(game):
            return  # already looking at this very position
        self.cancel()
        self._looking = QCoreApplication.translate("Hints", "Looking for a hint…")
        self.window.messages.tell(self._looking, Duration.KEPT)
        attempt = self.knowledge.next_attempt(game)  # not the indicator's search over again
        self._task = self.tasks.submit(game, self._found, budget_seconds=self.budget_seconds, attempt=attempt)

    def cancel(self) -> None:
        """Stop a running hint search (a move or another action came first) and take the highlight away."""
        if self._drop_task():
            self.window.messages.clear(only=self._looking)
        self.clear_highlight()

    def _moved(self) -> None:
        """The position changed: the hint (running or shown) no longer applies."""
        self.cancel()
        if self._text:
            self.window.messages.clear(only=self._text)
        self._text = ""

    def _found(self, result: SolveResult) -> None:
        task = self._answered()
        if task is None:
            return  # an answer for a position that is gone
        game = self.window.controller.game
        self.knowledge.learn(task.game, result)
        from canfield.solver import Hint, Outcome, first_step, hint_from

        known = None if result.winnable else self.knowledge.line(game)
        if known:  # the indicator proved a win meanwhile, with more time than a hint has: that line
            self._show(game, Hint(known[0], first_step(known), True, Outcome.WINNABLE))
            return
        self._show(game, hint_from(result), lost=result.outcome == "not winnable")

    def _show(self, game: Game, hint: Hint | None, lost: bool = False) -> None:
        self.last_hint = hint
        self._say(hint_text(game, hint, self.window.lang, lost))
        if hint is not None:
            self.window.table.decor.show_hint(hint.move)

    def _say(self, text: str) -> None:
        self._text = text
        self.window.messages.tell(text, Duration.HINT)
        self.shown.emit(text)

    # ----- on the table -------------------------------------------------------------
    @property
    def highlighted(self) -> tuple[bool, str | None]:
        """(source cards lit, target pile lit) — for tests and accessibility."""
        return self.window.table.decor.hint_lit

    def clear_highlight(self) -> None:
        """Take the hint's light away (a drag in progress keeps its own)."""
        self.window.table.decor.clear_hint()
