"""Finish on request, and the optional auto-drop, played on the table move by move.

:mod:`canfield.play.finish` decides (no Qt); this plays. When every card left can go home by
itself, Play ▸ Finish (F) is enabled and a short note on the table offers it; asked, the cards go
home one by one, animated, each an ordinary move (scored and undoable as if played by hand).
Nothing runs unasked: auto-drop works only when the player turned its setting on. Turned on in a
game under way, it sends home at once what is free already (player review N7): the player has
just asked for it. A deal not touched yet waits for its first move, as every new deal does, so
that auto-drop never starts a game (it would count as played).

A screen reader hears the offer once when it appears, and each run (a Finish, a chain of
auto-drops) as one sentence when it is over: each move is shown on the message line as it is
played, but a sentence every 200 ms would have the reader cut each one short. A run of auto-drops
is shown whole on the line when it is over too (N6): its last move alone hid the others.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QMenu

from canfield.engine import Card, Move
from canfield.engine.words import words_for
from canfield.play import ChangeKind
from canfield.play.finish import finish_line, safe_drops
from canfield.ui.controller import Change, GameController
from canfield.ui.messages import Messages
from canfield.ui.table import speeds
from canfield.ui.table.scene import TableScene

STEP_MS = speeds.MOVE_MS + 30  # one card home after another, each seen arriving
NO_BREAK = "\u00a0"


def menu_path(action: QAction) -> str:
    """Where ``action`` sits in the menus, in the menus' own words: "Play ▸ Finish".

    Kept on one line (a path broken after "▸" or inside "Ավարտին հասցնել" reads as two things:
    translations review U-n2, H-n3), the arrow turned for a right-to-left language.
    """
    menus = [menu.title() for menu in action.associatedObjects() if isinstance(menu, QMenu)]
    arrow = "◂" if QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft else "▸"
    names = (name.replace("&&", "\0").replace("&", "").replace("\0", "&") for name in [*menus[:1], action.text()])
    return f"{NO_BREAK}{arrow}{NO_BREAK}".join(name.replace(" ", NO_BREAK) for name in names)


class Finisher(QObject):
    """Offers Finish when it applies, plays it when asked, and drops safe cards when ``auto_drop()``.

    ``busy()`` says whether something else is playing the game (the demo): then nothing is offered.
    """

    def __init__(
        self,
        controller: GameController,
        table: TableScene,
        action: QAction,
        messages: Messages,
        auto_drop: Callable[[], bool],
        busy: Callable[[], bool] = lambda: False,
    ) -> None:
        super().__init__(table)
        self.controller, self.table, self.action, self.messages = controller, table, action, messages
        self.auto_drop, self.busy = auto_drop, busy
        self._line: list[Move] = []
        self._said: list[str] = []  # the sentences of this run's moves, shown one by one, said at its end
        self._offered = False  # the offer was told (once each time it appears)
        self._auto = False  # the moves being played are auto-drops, not a Finish
        self._dropped: list[Card] = []  # the cards this run of auto-drops sent home
        self._auto_on = auto_drop()  # the setting as last seen (turned on: drop what is free)
        self._home_before = 0  # cards home when the Finish began (its line may hold stock clicks too)
        self._playing = False  # a move of ours is being played (our own change is not the player's)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        action.triggered.connect(self.start)
        controller.changed.connect(self._changed)
        self.offer()

    @property
    def running(self) -> bool:
        """True while cards are being played home."""
        return self._timer.isActive() or bool(self._line)

    def offer(self) -> None:
        """Enable Finish and show the note when every card left can go home by itself."""
        line = None if self.running or self.busy() else finish_line(self.controller.game)
        can = bool(line)
        self.action.setEnabled(can)
        note = QCoreApplication.translate(
            "Finisher", "Every card left can go home: press F (%1) to play them home."
        ).replace("%1", menu_path(self.action))
        self.table.set_note(note if can else "", "finish")
        if can and not self._offered:  # the note is on the table: said, not shown again on the line
            self.messages.tell(note, shown=False)
        self._offered = can

    def start(self) -> None:
        """Play every card left home, one by one (the player asked for it)."""
        line = finish_line(self.controller.game)
        if not line or self.running:
            return
        self.table.settle()
        self._line = line
        self._home_before = self.controller.game.foundation_count
        self.table.set_note("", "finish")
        self.action.setEnabled(False)
        self._timer.start(0)

    def stop(self) -> None:
        """Stop playing home (another game, or the player did something else)."""
        self._line, self._auto, self._said, self._dropped = [], False, [], []
        self._timer.stop()

    def settings_changed(self) -> None:
        """The settings were applied: when auto-drop was just turned on, drop what is free now (N7)."""
        was, self._auto_on = self._auto_on, self.auto_drop()
        if was or self.running or not self.controller.game.moves_made:
            return
        self._line = self._drop()
        if self._line:
            self._auto = True
            self._timer.start(0)

    def _step(self) -> None:
        if not self._line:
            self._auto = False
            self.offer()
            return
        move = self._line.pop(0)
        self._playing = True
        with self.messages.quietly(self._said):
            ok = self.controller.play(move)
        self._playing = False
        if not ok:
            self.stop()
            return
        card = self.controller.game.top(move.target)
        if self._auto and card is not None:
            self._dropped.append(card)
        if not self._line and self._auto:
            self._line = self._drop()  # the card just sent home may have made another one safe
        if not self._line:  # said with the last move, before a win screen can take the focus
            self._say_run()
        self._timer.start(STEP_MS if self.table.animations else 1)

    def _changed(self, change: Change) -> None:
        if self._playing:
            return
        if self.running:  # the player (or the demo) changed the game meanwhile: the line no longer holds
            self.stop()
        if change.kind == ChangeKind.NEW:
            self._offered = False  # another game: its offer is news
        if change.kind in (ChangeKind.PLAY, ChangeKind.REDO):
            self._line = self._drop()
            if self._line:
                self._auto = True
                self._timer.start(STEP_MS if self.table.animations else 1)
                return
        self.offer()

    def _say_run(self) -> None:
        """The run just over, in one sentence: how many cards went home and the last move (it says a win)."""
        said, self._said = self._said, []
        dropped, self._dropped = self._dropped, []
        if not said:
            return
        if self._auto:  # the cards, shown on the line too: it showed the last one only (N6)
            words = words_for(self.controller.lang)
            cards = words.say("columns", items=words.say("item_sep").join(words.card(c) for c in dropped))
            if self.controller.game.is_won:
                cards += words.say("sentence_sep") + words.say("announce_won")
            text = QCoreApplication.translate("Finisher", "Sent home by auto-drop: %1").replace("%1", cards)
            self.messages.tell(text)
            return
        from canfield.ui.texts import card_count

        text = QCoreApplication.translate("Finisher", "Finished: %1 played home. %2")
        home = self.controller.game.foundation_count - self._home_before
        text = text.replace("%1", card_count(home)).replace("%2", said[-1])
        self.messages.tell(text, shown=False)  # the line shows the last move already

    def _drop(self) -> list[Move]:
        """The next auto-drop (one at a time: each may make another card safe), when the setting is on."""
        if not self.auto_drop() or self.busy() or self.controller.game.is_won:
            return []
        return safe_drops(self.controller.game)[:1]
