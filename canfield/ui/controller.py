"""The thin controller: owns the engine ``Game`` and turns what the player does into moves.

It knows no rule: every question goes to the engine (``is_legal``,
``legal_moves``, ``tap_move``, ``play``). The scene and the window listen to
its signals and redraw.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal

from canfield.engine import COLUMNS, Game, IllegalMove, Move
from canfield.engine.words import explain


@dataclass(frozen=True)
class Change:
    """What just changed: ``kind`` is "play", "undo", "redo" or "new"; ``autofill`` marks a reserve refill."""

    kind: str
    move: Move | None = None
    autofill: bool = False


class GameController(QObject):
    """Owns :attr:`game`; plays moves, taps, stock clicks, undo and redo.

    Signals: ``about_to_change`` (before the game changes: finish animations),
    ``ending(game, seconds)`` (just before another game replaces this one: record it),
    ``changed(Change)``, ``refused(message, pile, index)`` (nothing changed),
    ``won()``, ``stalled()`` (strict profile).
    """

    about_to_change = Signal()
    ending = Signal(object, float)
    changed = Signal(object)
    refused = Signal(str, str, int)
    won = Signal()
    stalled = Signal()

    def __init__(self, game: Game, double_click: bool = True, lang: str = "en") -> None:
        super().__init__()
        self.game = game
        self.lang = lang  # the language of refusals (the engine's words)
        self.double_click = double_click
        self._elapsed = 0.0  # seconds of play before the clock last started
        self._started_at: float | None = None  # monotonic time the clock last started, None when stopped
        self._paused = False
        self._resume_later = False  # the clock was running when the window was hidden

    # ----- questions (answered by the engine) ------------------------------
    def legal_targets(self, source: str, count: int) -> list[str]:
        """Piles the engine lets these cards go to."""
        return [m.target for m in self.game.legal_moves() if m.source == source and m.count == count]

    # ----- actions ---------------------------------------------------------
    def play(self, move: Move) -> bool:
        """Play a move; on refusal emit ``refused`` with the engine's reason."""
        if not self.game.is_legal(move):
            try:
                self.game.play(move)  # raises with the engine's own words
            except IllegalMove as exc:
                self.refused.emit(explain(exc, self.lang), move.source, len(self.game.pile(move.source)) - move.count)
            return False
        self.about_to_change.emit()
        reserve = len(self.game.pile("reserve"))
        self.game.play(move)
        autofill = move.source in COLUMNS and len(self.game.pile("reserve")) < reserve
        self._after("play", move, autofill)
        return True

    def tap(self, pile: str, index: int) -> bool:
        """A tap (or double-click) on card ``index`` of ``pile``: the engine's tap move, or a nudge."""
        move = self.game.tap_move(pile, index, self.double_click)
        if move is None:
            cards = self.game.pile(pile)
            if pile == "stock":
                message = QCoreApplication.translate("Controller", "Stock and waste are both empty.")
            elif 0 <= index < len(cards):
                message = QCoreApplication.translate("Controller", "The %1 has nowhere to go.").replace(
                    "%1", str(cards[index])
                )
            else:
                message = QCoreApplication.translate("Controller", "Nothing to play here.")
            self.refused.emit(message, pile, index)
            return False
        return self.play(move)

    def click_stock(self) -> bool:
        """Draw from the stock, or turn the waste back over when the stock is empty."""
        return self.tap("stock", -1)

    def undo(self) -> bool:
        """Take back the last action."""
        if not self.game.can_undo:
            self.refused.emit(QCoreApplication.translate("Controller", "There is nothing to undo."), "", -1)
            return False
        self.about_to_change.emit()
        move = self.game.undo()
        self._after("undo", move, False)
        return True

    def redo(self) -> bool:
        """Play the last undone action again."""
        if not self.game.can_redo:
            self.refused.emit(QCoreApplication.translate("Controller", "There is nothing to redo."), "", -1)
            return False
        self.about_to_change.emit()
        move = self.game.redo()
        self._after("redo", move, False)
        return True

    def new_game(self, game: Game) -> None:
        """Start playing another game (a new deal, a code, or a restart)."""
        self.about_to_change.emit()
        self.ending.emit(self.game, self.elapsed())
        self.game = game
        self._elapsed, self._started_at, self._resume_later = 0.0, None, False
        self.changed.emit(Change("new"))

    def take_over(self, other: GameController) -> None:
        """Go on with another controller's game and clock (the window was rebuilt in another language)."""
        self.about_to_change.emit()
        self.game = other.game
        self._elapsed, self._started_at = other.elapsed(), None
        self._resume_later = other.running  # the clock goes on once this window is shown
        self._paused = True
        self.changed.emit(Change("language"))

    def restart(self) -> None:
        """Deal the same game again from the start."""
        self.new_game(Game(self.game.deal, self.game.rules))

    def _after(self, kind: str, move: Move, autofill: bool) -> None:
        if self._started_at is None and not self.game.is_won and not self._paused:
            self._started_at = time.monotonic()
        if self.game.is_won:
            self._stop_clock()
        self.changed.emit(Change(kind, move, autofill))
        if kind != "undo" and self.game.is_won:
            self.won.emit()
        elif kind != "undo" and self.game.stalled:
            self.stalled.emit()

    # ----- the clock: elapsed time is computed on demand --------------------
    @property
    def running(self) -> bool:
        """True while the clock runs (a game has started and is not won)."""
        return self._started_at is not None

    def elapsed(self) -> float:
        """Seconds played in this game (paused while the window is hidden)."""
        if self._started_at is None:
            return self._elapsed
        return self._elapsed + time.monotonic() - self._started_at

    def pause(self, paused: bool) -> None:
        """Stop the clock while the window is hidden or minimised; start it again after."""
        if paused == self._paused:
            return
        self._paused = paused
        if paused and self._started_at is not None:
            self._stop_clock()
            self._resume_later = True
        elif not paused and self._resume_later:
            self._resume_later = False
            if not self.game.is_won:
                self._started_at = time.monotonic()

    def set_elapsed(self, seconds: float) -> None:
        """Put the clock at ``seconds`` (a resumed game); it runs on from the next move."""
        self._elapsed, self._started_at, self._resume_later = float(seconds), None, False

    def _stop_clock(self) -> None:
        if self._started_at is not None:
            self._elapsed += time.monotonic() - self._started_at
            self._started_at = None
