"""The thin controller: Qt signals over :class:`canfield.play.Play`, which turns gestures into moves.

It knows no rule and decides no gesture: :mod:`canfield.play.gestures` says
what a press lifts, where a drop or a tap goes, and the engine plays it and
reports what it did. The controller words refusals in the player's language
and tells the scene, the window and the screen reader through its signals.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QObject, Signal

from canfield.engine import PILE_NAMES, STOCK, Game, Move, Refusal
from canfield.engine.words import explain
from canfield.play import Change, ChangeKind, Lift, Outcome, Play
from canfield.play.clock import Hold

__all__ = ["Change", "ChangeKind", "GameController"]


class GameController(QObject):
    """Owns the game in play (:attr:`game`); passes gestures and actions on, and signals what they did.

    Signals: ``about_to_change`` (before the game changes: finish animations),
    ``ending(game, seconds)`` (just before another game replaces this one: record it),
    ``changed(Change)``, ``refused(message, pile, index)`` (nothing changed),
    ``won()``, ``stalled()`` (strict profile: once, when the attempt stalls),
    ``clock_held(paused)`` (a pause stopped the running clock, or lifting it let the clock run again).
    """

    about_to_change = Signal()
    ending = Signal(object, float)
    changed = Signal(object)
    refused = Signal(str, str, int)
    won = Signal()
    stalled = Signal()
    clock_held = Signal(bool)

    def __init__(self, game: Game, double_click: bool = True, lang: str = "en") -> None:
        super().__init__()
        self.state = Play(game, double_click, before=self.about_to_change.emit)
        self.lang = lang  # the language of refusals (the engine's words)

    @property
    def game(self) -> Game:
        """The engine game being played."""
        return self.state.game

    @property
    def double_click(self) -> bool:
        """The seeds' «Double click» setting: a tap may place a card on a column."""
        return self.state.double_click

    @double_click.setter
    def double_click(self, on: bool) -> None:
        self.state.double_click = on

    # ----- gestures -----------------------------------------------------------
    def pick_up(self, pile: str, index: int) -> Lift | Refusal:
        """The cards a press lifts, or why none can be (say it with :meth:`refuse` when it matters)."""
        return self.state.pick_up(pile, index)

    def legal_targets(self, lift: Lift) -> list[str]:
        """Piles the engine lets the lifted cards go to."""
        return self.state.targets(lift)

    def drop(self, lift: Lift, overlaps: Mapping[str, float]) -> bool:
        """Drop lifted cards over piles (overlap areas by pile); True when a move was played."""
        answer = self.state.drop(lift, overlaps)
        return answer is not None and self._after(ChangeKind.PLAY, answer, lift.pile, lift.index)

    def put_down(self, lift: Lift, pile: str) -> bool:
        """Put lifted cards on one pile (the keyboard); True when played."""
        return self._after(ChangeKind.PLAY, self.state.put_down(lift, pile), lift.pile, lift.index)

    def tap(self, pile: str, index: int) -> bool:
        """A tap (or double-click) on card ``index`` of ``pile``: the tap's move, or a nudge."""
        return self._after(ChangeKind.PLAY, self.state.tap(pile, index), pile, index)

    def second_click(self, pile: str, index: int) -> bool:
        """A double-click's second click: a column for a card its tap could not place (:meth:`Play.second_click`)."""
        outcome = self.state.second_click(pile, index)
        return outcome is not None and self._after(ChangeKind.PLAY, outcome, pile, index)

    def click_stock(self) -> bool:
        """Draw from the stock, or turn the waste back over when the stock is empty."""
        return self._after(ChangeKind.PLAY, self.state.click_stock(), STOCK, -1)

    # ----- actions --------------------------------------------------------------
    def play(self, move: Move) -> bool:
        """Play a move; on refusal emit ``refused`` with the engine's reason."""
        index = len(self.game.pile(move.source)) - move.count if move.source in PILE_NAMES else -1
        return self._after(ChangeKind.PLAY, self.state.play(move), move.source, index)

    def undo(self) -> bool:
        """Take back the last action."""
        return self._after(ChangeKind.UNDO, self.state.undo(), "", -1)

    def redo(self) -> bool:
        """Play the last undone action again."""
        return self._after(ChangeKind.REDO, self.state.redo(), "", -1)

    def refuse(self, refusal: Refusal, pile: str = "", index: int = -1) -> None:
        """Say why nothing happened, in the player's language."""
        self.refused.emit(explain(refusal, self.lang), pile, index)

    def _after(self, kind: ChangeKind, outcome: Outcome, pile: str, index: int) -> bool:
        if isinstance(outcome, Refusal):
            self.refuse(outcome, pile, index)
            return False
        self.changed.emit(Change(kind, outcome))
        if outcome.won and not outcome.undone:
            self.won.emit()
        elif self.state.newly_stalled:
            self.stalled.emit()
        return True

    # ----- another game -------------------------------------------------------------
    def new_game(self, game: Game) -> None:
        """Start playing another game (a new deal, a code, or a restart)."""
        self.about_to_change.emit()
        self.ending.emit(self.game, self.elapsed())
        self.state.replace(game)
        self.changed.emit(Change(ChangeKind.NEW))

    def take_over(self, other: GameController) -> None:
        """Go on with another controller's game and clock (the window was rebuilt in another language)."""
        self.about_to_change.emit()
        self.state.replace(other.game, other.elapsed(), resume_later=other.running)
        self.state.clock.pause(True)  # the clock goes on once this window is shown
        self.changed.emit(Change(ChangeKind.LANGUAGE))

    def restart(self) -> None:
        """Deal the same game again from the start."""
        self.new_game(Game(self.game.deal, self.game.rules))

    # ----- the clock (canfield.play.clock) ---------------------------------------------
    @property
    def running(self) -> bool:
        """True while the clock runs (a game has started and is not won)."""
        return self.state.clock.running

    def elapsed(self) -> float:
        """Seconds played in this game (paused while the window is hidden)."""
        return self.state.clock.elapsed()

    def pause(self, paused: bool, reason: Hold = Hold.HIDDEN) -> None:
        """Stop the clock while ``reason`` holds (the window hidden or minimised, a dialog open, the
        player's Pause); it runs again once no reason is left."""
        was = self.running
        self.state.clock.pause(paused, can_run=not self.game.is_won, reason=reason)
        if self.running != was:
            self.clock_held.emit(not self.running)

    def set_elapsed(self, seconds: float) -> None:
        """Put the clock at ``seconds`` (a resumed game); it runs on from the next move."""
        self.state.clock.set(seconds)
