"""Playing a game the way the window does, without Qt: gestures in, moves and their records out.

:class:`Play` owns the engine :class:`~canfield.engine.Game` and its
:class:`~canfield.play.clock.Clock`; every gesture goes through
:mod:`canfield.play.gestures`, and every action answers with what the
engine did (:class:`~canfield.engine.Played`) or why it did nothing
(:class:`~canfield.engine.Refusal`). The Qt controller is a thin layer of
signals over it; a test, a bot or a command line can drive it alike.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import NamedTuple

from canfield.engine import STOCK, Game, Move, Played, Refusal

from . import gestures
from .clock import Clock
from .gestures import Lift

Outcome = Played | Refusal


class ChangeKind(StrEnum):
    """Why the table changed."""

    PLAY = "play"
    UNDO = "undo"
    REDO = "redo"
    NEW = "new"  # another game: a new deal, a code, a restart
    LANGUAGE = "language"  # the same game in a window rebuilt in another language
    SHOWN = "shown"  # the window was shown


class Change(NamedTuple):  # not a dataclass: 6x cheaper to build at start (issue 43)
    """What just changed: its ``kind`` and, for an action, what the engine did (``played``)."""

    kind: ChangeKind
    played: Played | None = None

    @property
    def move(self) -> Move | None:
        """The action's move (the one taken back, for an undo)."""
        return self.played.move if self.played is not None else None

    @property
    def autofill(self) -> bool:
        """True when the reserve filled a column the move emptied."""
        return self.played is not None and self.played.autofill is not None


class Play:
    """A game in play: the engine game, its clock, the tap setting, and whether it just stalled.

    ``before`` is called once an action is known to change the game and
    before it does (the window finishes its animations there). A refused
    action changes nothing and calls nothing.
    """

    def __init__(self, game: Game, double_click: bool = True, before: Callable[[], None] | None = None) -> None:
        self.game = game
        self.double_click = double_click  # the seeds' «Double click»: taps may place cards on columns
        self.before: Callable[[], None] = before or (lambda: None)
        self.clock = Clock()
        # a game that comes in stalled (resumed, or in a rebuilt window) is asked about at its next action
        self._stalled = False
        self.newly_stalled = False  # the last action stalled the attempt (the window asks once)
        self._declined: tuple[str, int] | None = None  # a tap refused only for the Double click setting

    # ----- gestures ---------------------------------------------------------
    def pick_up(self, pile: str, index: int) -> Lift | Refusal:
        """What a press on a card lifts (see :func:`gestures.pick_up`)."""
        return gestures.pick_up(self.game, pile, index)

    def targets(self, lift: Lift) -> list[str]:
        """Where the lifted cards may go."""
        return gestures.targets(self.game, lift)

    def drop(self, lift: Lift, overlaps: Mapping[str, float]) -> Outcome | None:
        """Drop lifted cards over piles; None when they overlap no other pile."""
        answer = gestures.drop(self.game, lift, overlaps)
        if answer is None or isinstance(answer, Refusal):
            return answer
        return self.play(answer)

    def put_down(self, lift: Lift, pile: str) -> Outcome:
        """Put lifted cards on one pile (the keyboard's Enter)."""
        answer = gestures.put_down(self.game, lift, pile)
        return answer if isinstance(answer, Refusal) else self.play(answer)

    def tap(self, pile: str, index: int) -> Outcome:
        """A tap on card ``index`` of ``pile`` (or on the stock)."""
        answer = gestures.tap(self.game, pile, index, self.double_click)
        if isinstance(answer, Refusal):
            self._declined = (pile, index) if answer.reason == "tap_columns_off" else None
            return answer
        return self.play(answer)

    def second_click(self, pile: str, index: int) -> Outcome | None:
        """The second click of a double-click on card ``index`` of ``pile``.

        Its first click was a tap. When that tap was refused only because the
        Double click setting keeps taps off the columns, the double-click places
        the card on a column anyway: a real double-click always sends a card
        somewhere. Otherwise the first click did all there was to do: None.
        """
        if self._declined != (pile, index):
            return None
        self._declined = None
        answer = gestures.tap(self.game, pile, index, columns=True)
        return answer if isinstance(answer, Refusal) else self.play(answer)

    def click_stock(self) -> Outcome:
        """Draw, or turn the waste back over."""
        return self.tap(STOCK, -1)

    # ----- actions ------------------------------------------------------------
    def play(self, move: Move) -> Outcome:
        """Play a move: what it did, or why the rules refuse it (one legality check)."""
        self._declined = None  # the position changes: a pile and index may name another card now
        refusal = self.game.refusal(move)  # play() below does not check again
        if refusal is not None:
            return refusal
        self.before()
        return self._after(self.game.play(move))

    def undo(self) -> Outcome:
        """Take back the last action; a won game stays won, and the undo limit is said when reached."""
        game = self.game
        if game.is_won:  # player review B10: a win is not taken back and won again with another time
            return Refusal.of("game_won")
        if not game.can_undo and game.moves_made > 0:  # the actions before the last ones are out of reach (B7)
            return Refusal.of("undo_limit", limit=game.rules.undo_limit)
        return self._step(game.can_undo, "nothing_to_undo", game.undo)

    def redo(self) -> Outcome:
        """Play the last undone action again."""
        return self._step(self.game.can_redo, "nothing_to_redo", self.game.redo)

    def _step(self, possible: bool, reason: str, step: Callable[[], Played]) -> Outcome:
        if not possible:
            return Refusal.of(reason)
        self._declined = None
        self.before()
        return self._after(step())

    def _after(self, played: Played) -> Played:
        self.clock.start()
        if played.won:
            self.clock.stop()
        self.newly_stalled = played.stalled and not self._stalled and not played.undone
        self._stalled = played.stalled
        return played

    def replace(self, game: Game, seconds: float = 0.0, resume_later: bool = False) -> None:
        """Go on with another game (a new deal, a restart, or the same game in a rebuilt window)."""
        self.game = game
        self.clock.set(seconds, resume_later)
        self._stalled = False
        self.newly_stalled = False
        self._declined = None


__all__ = ["Change", "ChangeKind", "Clock", "Lift", "Outcome", "Play", "gestures"]
