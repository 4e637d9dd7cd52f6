"""What the table draws over its cards besides the cards, with one owner: the scene's :class:`Decorations`.

Four things light up the table: the piles a drag may drop on (and the one it
would take), the hint (a glow round the cards to move and the pile they go
to), the keyboard's focus ring (and the outline of held cards), and the
raised look of cards picked up by keyboard. The drag, hints and the keyboard
ask for them here and never touch the scene's items themselves, so two of
them lighting the same pile cannot undo each other: a pile shows the
stronger of the drag's and the hint's light, and each clears only its own.
"""

from __future__ import annotations

from typing import Protocol

from PySide6 import QtCore  # the dashed line's style, off the first frame's path (canfield/ui/ink.py)
from PySide6.QtCore import QRectF, QTimer
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from canfield.engine import COLUMNS, STOCK, Move
from canfield.play import Lift
from canfield.ui import ink
from canfield.ui.controller import GameController
from canfield.ui.table import speeds
from canfield.ui.table.items import LIFTED_Z, REFUSED, CardItem, GlowItem, PileItem
from canfield.ui.table.layout import Layout

#: Pile light levels (as :meth:`~canfield.ui.table.items.PileItem.set_highlight` draws them).
LEGAL, CHOSEN = 1, 2


class FocusRing(QGraphicsObject):
    """The keyboard focus: a thick two-tone outline (visible on any felt), and a dashed one round held cards."""

    def __init__(self) -> None:
        super().__init__()
        self.focus = QRectF()
        self.held = QRectF()
        self.high_contrast = False
        self.setZValue(LIFTED_Z + 100)  # above everything, dragged cards included
        self.setVisible(False)

    def place(self, focus: QRectF, held: QRectF) -> None:
        """Outline ``focus`` (and ``held``, when not empty)."""
        self.prepareGeometryChange()
        self.focus, self.held = QRectF(focus), QRectF(held)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        rect = self.focus.united(self.held) if not self.held.isEmpty() else self.focus
        grow = max(8.0, rect.width() * 0.1)
        return rect.adjusted(-grow, -grow, grow, grow)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = max(1.0, self.focus.width())
        radius = w * 0.09
        if not self.held.isEmpty():
            dashed = ink.pen(QColor("#00e5ff"), max(2.0, w * 0.03))
            dashed.setStyle(QtCore.Qt.PenStyle.DashLine)
            ink.draw(p, ink.rounded_rect(self.held.adjusted(-3, -3, 3, 3), radius, radius), outline=dashed)
        # a dark band under a bright one: the ring shows on light cards and on dark felt alike
        outer = max(3.0, w * 0.05)
        ring = ink.rounded_rect(self.focus.adjusted(-outer, -outer, outer, outer), radius, radius)
        ink.draw(p, ring, outline=ink.pen(QColor("#000000"), outer + 3))
        ink.draw(p, ring, outline=ink.pen(QColor("#ffff00") if self.high_contrast else QColor("#ffcc00"), outer))


class Lit(Protocol):
    """What the lights read of the table they light (the scene; named here so this module need not import it)."""

    @property
    def controller(self) -> GameController: ...
    @property
    def piles(self) -> dict[str, PileItem]: ...
    @property
    def cards(self) -> dict[object, CardItem]: ...
    @property
    def layout(self) -> Layout: ...


class Decorations:
    """The drag's drop lights, the hint's glow, the focus ring and held cards, for one table.

    ``scene`` shows them; ``table`` (the same :class:`~canfield.ui.table.scene.TableScene`) has the piles and cards.
    """

    def __init__(self, scene: QGraphicsScene, table: Lit) -> None:
        self._table = table
        self.ring = FocusRing()
        self.hint_glow = GlowItem()  # round the hint's cards; its target pile uses the pile's own light
        scene.addItem(self.ring)
        scene.addItem(self.hint_glow)
        self._drag_lit: dict[str, int] = {}
        self._hint_target: str | None = None
        self._focus: tuple[str, int] = (STOCK, -1)
        self._held: Lift | None = None
        self.hint_fade = QTimer()
        self.hint_fade.setSingleShot(True)
        self.hint_fade.setInterval(speeds.HINT_MS)
        self.hint_fade.timeout.connect(self.clear_hint)
        self._flash = QTimer()  # how long a refused card stays outlined with motion off
        self._flash.setSingleShot(True)
        self._flash.setInterval(speeds.REFUSAL_FLASH_MS)
        self._flash.timeout.connect(self.end_flash)
        scene.changed.connect(lambda _region: self.place_ring())  # cards moved or resized under the ring

    # ----- pile lights ------------------------------------------------------------------
    def _light(self, pile: str) -> None:
        hint = CHOSEN if pile == self._hint_target else 0
        self._table.piles[pile].set_highlight(max(self._drag_lit.get(pile, 0), hint))

    def show_targets(self, targets: list[str], best: str | None = None) -> None:
        """A drag: light ``targets`` as legal, ``best`` as where the drop goes (replacing the drag's last lights)."""
        before = set(self._drag_lit)
        self._drag_lit = {name: CHOSEN if name == best else LEGAL for name in targets}
        for name in before | set(self._drag_lit):
            self._light(name)

    def clear_targets(self) -> None:
        """The drag ended: its lights go (a hint's stay)."""
        self.show_targets([])

    # ----- a refusal, with motion off ------------------------------------------------
    def flash_refusal(self, pile: str, items: list[CardItem]) -> None:
        """Outline the refused cards (or the pile's place) in red for a moment: feedback without motion."""
        piles = self._table.piles
        if pile not in piles:
            return
        rect = QRectF()
        for item in items:
            rect = rect.united(item.card_rect())
        self.end_flash()  # one outline at a time, and a new refusal gets its whole moment
        piles[pile].glow.show_level(REFUSED, rect if not rect.isEmpty() else piles[pile].area)
        self._flash.start()

    def end_flash(self) -> None:
        """Take a refusal's outline away (the pile's own light, if any, comes back)."""
        self._flash.stop()
        for name, pile in self._table.piles.items():
            if pile.glow.level == REFUSED:
                pile.glow.show_level(0, QRectF())
                self._light(name)

    # ----- the hint -----------------------------------------------------------------
    def show_hint(self, move: Move) -> None:
        """Light the cards ``move`` takes and the pile it goes to, for a moment (:data:`speeds.HINT_MS`)."""
        self.clear_hint()
        self.hint_glow.show_level(CHOSEN, self.source_rect(move))
        self._hint_target = move.target
        self._light(move.target)
        self.hint_fade.start()

    def clear_hint(self) -> None:
        """Take the hint's light away."""
        self.hint_fade.stop()
        self.hint_glow.show_level(0, QRectF())
        target, self._hint_target = self._hint_target, None
        if target is not None:
            self._light(target)

    @property
    def hint_lit(self) -> tuple[bool, str | None]:
        """(the hint's cards lit, the pile it lights): for tests and accessibility."""
        return self.hint_glow.level > 0, self._hint_target

    def source_rect(self, move: Move) -> QRectF:
        """Where the cards of ``move`` lie now (the pile's place when it shows no card)."""
        scene = self._table
        cards = scene.controller.game.pile(move.source)
        count = 1 if STOCK in (move.source, move.target) else move.count
        rect = QRectF()
        for card in cards[len(cards) - count :]:
            rect = rect.united(scene.cards[card].card_rect())
        return rect if not rect.isEmpty() else QRectF(scene.piles[move.source].area)

    # ----- the keyboard's focus and held cards ---------------------------------------
    def set_focus(self, pile: str, index: int, held: Lift | None = None) -> None:
        """Show the ring on card ``index`` of ``pile`` (-1: the pile's place), and outline ``held`` cards."""
        if self._held is not None and self._held != held:
            self._lift(self._held, False)
        self._focus, self._held = (pile, index), held
        if held is not None:
            self._lift(held, True)
        self.ring.setVisible(True)
        self.place_ring()

    def hide_focus(self) -> None:
        """Hide the ring (the mouse took over); held cards are put down first by their owner."""
        self.ring.setVisible(False)

    @property
    def focus_shown(self) -> bool:
        """Whether the focus ring is showing."""
        return self.ring.isVisible()

    def set_high_contrast(self, on: bool) -> None:
        """Draw the ring in its high-contrast colour."""
        self.ring.high_contrast = on
        self.ring.update()

    def place_ring(self) -> None:
        """Put the ring where its pile and card are now (after a move, a resize or an animation)."""
        if not self.ring.isVisible():
            return
        held = QRectF() if self._held is None else self._card_rect(self._held.pile, self._held.index)
        focus = self._card_rect(*self._focus)
        if focus != self.ring.focus or held != self.ring.held:
            self.ring.place(focus, held)

    def _lift(self, lift: Lift, lifted: bool) -> None:
        scene = self._table
        for card in scene.controller.game.pile(lift.pile)[lift.index :]:
            scene.cards[card].set_lifted(lifted)

    def _card_rect(self, pile: str, index: int) -> QRectF:
        lay = self._table.layout
        n = len(self._table.controller.game.pile(pile))
        if index < 0 or n == 0:
            x, y = lay.slot(pile)
        else:
            x, y = lay.card_pos(pile, index, n)
        if pile in COLUMNS and 0 <= index < n - 1:  # a covered card: outline the part that shows, and all above
            _, last_y = lay.card_pos(pile, lay.lane_end(pile, index, n), n)  # to the end of its lane (B2)
            return QRectF(x, y, lay.card_w, last_y - y + lay.card_h)
        return QRectF(x, y, lay.card_w, lay.card_h)
