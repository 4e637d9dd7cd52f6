"""Keyboard play: a focus ring over the table, picking up and putting down with Enter or Space.

Arrow keys move the ring between piles (left/right along a row, up/down
between the rows) and along a column's cards; Tab and Shift+Tab visit every
pile in turn; Home and End jump to a column's first and top card. Enter or
Space picks up the focused card with the cards on it, and puts them down on
the focused pile; Escape puts them back. What may be picked up and where it
may go are the same gestures as the mouse's (:mod:`canfield.play.gestures`,
through the controller), which plays the move or says why not.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsView

from canfield.engine import COLUMNS, FOUNDATIONS, RESERVE, STOCK, WASTE, Refusal
from canfield.engine.words import words_for
from canfield.play import ChangeKind, Lift
from canfield.ui.controller import Change, GameController
from canfield.ui.table.scene import TableScene

TOP_ROW = (STOCK, WASTE, *FOUNDATIONS)
BOTTOM_ROW = (RESERVE, *COLUMNS)
TAB_ORDER = (*TOP_ROW, *BOTTOM_ROW)
_BELOW = {STOCK: RESERVE, WASTE: RESERVE, **dict(zip(FOUNDATIONS, COLUMNS, strict=True))}
_ABOVE = {RESERVE: WASTE, **dict(zip(COLUMNS, FOUNDATIONS, strict=True))}
_ACTIVATE = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class KeyboardPlay(QObject):
    """Keys on the table view: focus, pick up, put down, tap, draw.

    ``focus`` is (pile, card index); ``held`` the picked-up cards
    (a :class:`~canfield.play.Lift`) or None. ``spoken`` is emitted with a short sentence when cards are
    picked up or put back, or a key finds the edge of the table, for screen readers and the status bar;
    ``moved`` whenever the ring is placed on a pile (:meth:`where` words it): screen readers hear that
    as a focus change, not as a sentence, so it is never said twice.
    """

    spoken = Signal(str)
    moved = Signal()

    def __init__(self, scene: TableScene, view: QGraphicsView, lang: str = "en") -> None:
        super().__init__(view)
        self.scene = scene
        self.view = view
        self.lang = lang
        self.controller: GameController = scene.controller
        self.pile = STOCK
        self.index = -1
        self.held: Lift | None = None
        self._lengths = self._pile_lengths()
        view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)
        scene.controller.changed.connect(self._on_changed)

    # ----- where the focus is -------------------------------------------------
    def _pile_lengths(self) -> dict[str, int]:
        return {name: len(self.controller.game.pile(name)) for name in TAB_ORDER}

    def _top(self, pile: str) -> int:
        return len(self.controller.game.pile(pile)) - 1

    def _lowest_focusable(self, pile: str) -> int:
        """The lowest card the ring can rest on: every card of a column (all face up, to be read); elsewhere the top.

        Resting on a card is not lifting it: Enter asks the gestures what may be picked up.
        """
        n = len(self.controller.game.pile(pile))
        return 0 if pile in COLUMNS and n else n - 1

    def on_covered_card(self) -> bool:
        """Whether the ring rests on a column card with others on it (not the pile's top)."""
        return self.pile in COLUMNS and 0 <= self.index < self._top(self.pile)

    def focus_on(self, pile: str, index: int | None = None, speak: bool = True) -> None:
        """Put the ring on a pile (its top card unless ``index`` says which) and tell where it is (``moved``)."""
        top = self._top(pile)
        if index is None or not (self._lowest_focusable(pile) <= index <= top):
            index = top
        self.pile, self.index = pile, index
        self.scene.decor.set_focus(pile, index, self.held)
        if speak:
            self.moved.emit()

    def _place_ring(self) -> None:
        """Show the ring (once shown) where the focus and the held cards are now."""
        if self.scene.decor.focus_shown or self.held is not None:
            self.scene.decor.set_focus(self.pile, self.index, self.held)

    def where(self) -> str:
        """The focused pile and card in words, e.g. "Column 2: queen of clubs"."""
        words = words_for(self.lang)
        cards = self.controller.game.pile(self.pile)
        name = words.pile_name(self.pile)
        if self.pile == STOCK:
            return (
                QCoreApplication.translate("Keyboard", "%1: %2")
                .replace("%1", name)
                .replace("%2", words.cards(len(cards)))
            )
        if not cards:
            return QCoreApplication.translate("Keyboard", "%1: empty").replace("%1", name)
        card = words.card(cards[self.index])
        above = len(cards) - 1 - self.index
        if above:
            return (
                QCoreApplication.translate("Keyboard", "%1: %2 and %3 on it")
                .replace("%1", name)
                .replace("%2", card)
                .replace("%3", words.cards(above))
            )
        return QCoreApplication.translate("Keyboard", "%1: %2").replace("%1", name).replace("%2", card)

    # ----- keys ---------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        kind = event.type()
        if kind == QEvent.Type.KeyPress and watched is self.view:
            return self.key(event)  # type: ignore[arg-type]
        if kind == QEvent.Type.MouseButtonPress and self.held is not None:
            self.cancel()  # the mouse takes over
        return False

    def key(self, event: QKeyEvent) -> bool:
        """Handle one key press on the table; True when it was a keyboard-play key."""
        key, mods = event.key(), event.modifiers()
        if mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        if self.scene.celebrating:
            self.scene.settle()
            return True
        rtl = self.view.isRightToLeft()
        moves: dict[int, Callable[[], bool | None]] = {  # by key code (Qt.Key is an int enum)
            Qt.Key.Key_Left: lambda: self._sideways(1 if rtl else -1),
            Qt.Key.Key_Right: lambda: self._sideways(-1 if rtl else 1),
            Qt.Key.Key_Up: lambda: self._vertical(-1),
            Qt.Key.Key_Down: lambda: self._vertical(1),
            Qt.Key.Key_Tab: lambda: self._tab(1),
            Qt.Key.Key_Backtab: lambda: self._tab(-1),
            Qt.Key.Key_Home: lambda: self.focus_on(self.pile, self._lowest_focusable(self.pile)),
            Qt.Key.Key_End: lambda: self.focus_on(self.pile),
        }
        if key in moves:
            self.scene.settle()
            if self.scene.decor.focus_shown:
                if moves[key]() is False:
                    self.spoken.emit(QCoreApplication.translate("Keyboard", "Edge of the table."))
            else:  # the first key only shows where the focus is
                self.focus_on(self.pile, self.index)
            return True
        if key in _ACTIVATE:
            self.activate()
            return True
        if key == Qt.Key.Key_Escape and self.held is not None:
            self.cancel()
            return True
        return False

    def _sideways(self, step: int) -> bool:
        """Move along the row; False at its end (the edge of the table)."""
        row = TOP_ROW if self.pile in TOP_ROW else BOTTOM_ROW
        i = row.index(self.pile) + step
        if 0 <= i < len(row):
            self.focus_on(row[i])
            return True
        return False

    def _vertical(self, step: int) -> bool:
        """Move along a column's cards or between the rows; False at the edge of the table."""
        if self.pile in COLUMNS:
            inside = self.index + step
            if self._lowest_focusable(self.pile) <= inside <= self._top(self.pile):
                self.focus_on(self.pile, inside)
                return True
            if step > 0:
                return False
        beyond = (_ABOVE if step < 0 else _BELOW).get(self.pile)
        if beyond is None:
            return False
        # going down into a column lands on its top card; the arrows then walk up its fan
        self.focus_on(beyond)
        return True

    def _tab(self, step: int) -> None:
        self.focus_on(TAB_ORDER[(TAB_ORDER.index(self.pile) + step) % len(TAB_ORDER)])

    # ----- picking up and putting down ------------------------------------------
    def activate(self) -> None:
        """Enter or Space: pick up the focused card, or put the held cards down on the focused pile."""
        self.scene.settle()
        self.scene.decor.set_focus(self.pile, self.index, self.held)
        if self.held is None:
            self._pick_up()
            return
        if self.held.pile == self.pile:
            self.cancel()
            return
        target = self.pile
        if self.controller.put_down(self.held, target):
            self.held = None
            self.focus_on(target, speak=False)  # the move's own announcement is the one to hear
        # refused: the controller said why; the cards stay in hand for another place (Escape puts them back)

    def _pick_up(self) -> None:
        if self.pile == STOCK:
            self.controller.click_stock()
            return
        lift = self.controller.pick_up(self.pile, self.index)
        if isinstance(lift, Refusal):
            self.controller.refuse(lift, self.pile, self.index)
            return
        cards = self.controller.game.pile(self.pile)
        self.held = lift
        self._place_ring()
        words = words_for(self.lang)
        card = words.card(cards[self.index])
        above = len(cards) - 1 - self.index
        if above:
            said = (
                QCoreApplication.translate("Keyboard", "Picked up: %1 and %2 on it.")
                .replace("%1", card)
                .replace("%2", words.cards(above))
            )
        else:
            said = QCoreApplication.translate("Keyboard", "Picked up: %1.").replace("%1", card)
        self.spoken.emit(said)

    def cancel(self) -> None:
        """Escape: put the held cards back where they were."""
        if self.held is None:
            return
        self.held = None
        self._place_ring()
        self.spoken.emit(QCoreApplication.translate("Keyboard", "Put back."))

    def tap(self) -> None:
        """The tap key: send the focused card where the engine's tap goes (foundation first, then a column)."""
        self.scene.settle()
        self.cancel_quietly()
        if self.pile == STOCK:
            self.controller.click_stock()
            return
        self.controller.tap(self.pile, self.index if self.index >= 0 else self._top(self.pile))

    def draw(self) -> None:
        """The draw key: turn cards from the stock (or the waste back over)."""
        self.scene.settle()
        self.cancel_quietly()
        self.controller.click_stock()

    def cancel_quietly(self) -> None:
        """Drop the held cards without a word (another action takes over)."""
        if self.held is not None:
            self.held = None
            self._place_ring()

    # ----- after the game changed ---------------------------------------------
    def _on_changed(self, change: Change) -> None:
        lengths = self._pile_lengths()
        if change.kind in (ChangeKind.NEW, ChangeKind.UNDO, ChangeKind.REDO):
            self.cancel_quietly()
        if self.held is not None:
            pile, index = self.held.pile, self.held.index
            if lengths[pile] != self._lengths[pile] or index >= lengths[pile]:
                self.held = None
        if lengths[self.pile] != self._lengths[self.pile] or not (-1 <= self.index <= lengths[self.pile] - 1):
            self.index = lengths[self.pile] - 1
        if self.pile in COLUMNS and self.index < 0 <= lengths[self.pile] - 1:
            self.index = lengths[self.pile] - 1
        self._lengths = lengths
        self._place_ring()
