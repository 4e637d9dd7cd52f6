"""The table scene: card and pile items placed where the controller's game says.

It draws and animates, and reports mouse gestures to the controller: a
press on a card (what it lifts is :mod:`canfield.play.gestures`' answer), a
drop with the area each pile shares with the dropped cards, a tap, a stock
click. It decides no rule: face up or down, drop targets and refill come
from the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtCore  # Qt's enums in the mouse's handlers, after the first frame (canfield/ui/ink.py)
from PySide6.QtCore import QPointF, QRectF, QVariantAnimation, Signal
from PySide6.QtWidgets import QApplication, QGraphicsScene

from canfield.engine import ALL_CARDS, COLUMNS, FOUNDATIONS, PILE_NAMES, RESERVE, STOCK, WASTE, Card, Refusal
from canfield.play import ChangeKind, Lift
from canfield.play.gestures import best_target
from canfield.ui.controller import Change, GameController
from canfield.ui.table import speeds
from canfield.ui.table.cardart import CardPainter, CardStyle
from canfield.ui.table.decorations import Decorations
from canfield.ui.table.items import COUNTED, FLYING_Z, LIFTED_Z, CardItem, LiftedRun, NoteItem, PileItem, glide, owned
from canfield.ui.table.lanes import LaneBand
from canfield.ui.table.layout import Layout, compute
from canfield.ui.table.peek import Peek
from canfield.ui.texts import card_count

if TYPE_CHECKING:  # built when the first mouse event comes or the first card glides, not at import (issue 43)
    from PySide6.QtCore import QAbstractAnimation, QPropertyAnimation
    from PySide6.QtWidgets import QGraphicsSceneMouseEvent

_PILE_Z = {name: i * 100 for i, name in enumerate(PILE_NAMES)}
_FANNED = {WASTE, *COLUMNS}
_NOTE_ORDER = ("demo", "finish", "daily", "stakes")  # the table's notes, top to bottom


def shown(pile: str, index: int, n: int) -> bool:
    """Whether a resting card is drawn: fanned piles show all, stacked piles their top two (the rest is hidden)."""
    return pile in _FANNED or index >= n - 2


class _Drag:
    """The cards under the pointer between press and release.

    ``lift`` is what the press lifts: a :class:`Lift`, the refusal that says why nothing can be lifted
    from that card, or None (the stock, an empty place).
    """

    def __init__(
        self, pile: str, index: int, lift: Lift | Refusal | None, items: list[CardItem], press: QPointF
    ) -> None:
        self.pile = pile
        self.index = index
        self.lift = lift
        self.items = items
        self.press = press
        self.starts = [item.pos() for item in items]
        self.active = False  # becomes True once the pointer moved a few pixels
        self.targets: list[str] = []
        self.best: str | None = None
        self.run_start = QPointF()  # where the picture of the lifted cards was when the drag began


class TableScene(QGraphicsScene):
    """Cards and piles of the controller's game, laid out for the view size.

    ``celebration_finished`` fires when the win celebration ends or is skipped.
    """

    celebration_finished = Signal()

    def __init__(self, controller: GameController, animations: bool = True) -> None:
        super().__init__()
        self.controller = controller
        self.animations = animations
        # Arabic mirrors the table: stock and reserve on the right (the cards themselves are not mirrored)
        self.mirrored = QApplication.isRightToLeft()
        self.larger_cards = False
        self.painter = CardPainter()
        self.painter.set_style(CardStyle(mirrored=self.mirrored))
        self.cards: dict[object, CardItem] = {}
        for card in ALL_CARDS:
            item = CardItem(card, self.painter)
            self.cards[card] = item
            self.addItem(item)
        self.piles: dict[str, PileItem] = {}
        for name in PILE_NAMES:
            pile = PileItem(name, self.painter)
            self.piles[name] = pile
            self.addItem(pile)
            self.addItem(pile.glow)
        # one band round the lanes of each column laid out in lanes: they read as one column (N2)
        self.bands = {name: LaneBand(self._high_contrast) for name in COLUMNS}
        for band in self.bands.values():
            self.addItem(band)
        self.layout: Layout = compute(800, 600, {})
        self._running: set[QAbstractAnimation] = set()
        self._drag: _Drag | None = None
        self._suppress_tap = False
        self._celebration: set[QAbstractAnimation] = set()
        self.peek = Peek(self)
        self.note = NoteItem()  # the demo's and casino's notes, under the reserve where the table is empty
        self._notes: dict[str, str] = {}
        self.addItem(self.note)
        self.decor = Decorations(self, self)  # drop lights, the hint's glow, the focus ring, a refusal's outline
        self.run = LiftedRun()  # a drag's cards as one picture
        self.addItem(self.run)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # items move a lot
        controller.about_to_change.connect(self.settle)
        controller.changed.connect(self._on_changed)
        controller.refused.connect(self._on_refused)
        self.sync()

    # ----- look ----------------------------------------------------------------
    def set_style(self, style: CardStyle) -> None:
        """New card back or suit colours: repaint every card (indices on the right when mirrored).

        The large-index deck fans the columns by its index's strip: a change of it lays the table out again.
        """
        relay = style.large_index != self.painter.style.large_index
        self.painter.set_style(style._replace(mirrored=self.mirrored))
        if relay:
            self.settle()
            self.sync()
        for item in (*self.cards.values(), *self.piles.values(), *self.bands.values()):
            item.update()

    def _high_contrast(self) -> bool:
        return self.painter.style.high_contrast

    def set_view_size(self, width: float, height: float) -> None:
        """The view was resized: fit the table to it at once (no animation)."""
        self.setSceneRect(QRectF(0, 0, width, height))
        self.settle()
        self.sync()

    # ----- placing the cards ----------------------------------------------------
    def sync(self, change: Change | None = None, animate: bool = False, duration: int = speeds.MOVE_MS) -> None:
        """Put every item where the game says; glide there when ``animate``."""
        game = self.controller.game
        rect = self.sceneRect()
        piles = {name: game.pile(name) for name in PILE_NAMES}
        lengths = {c: len(piles[c]) for c in COLUMNS}
        big_index = self.painter.style.large_index  # its columns fan by the index's strip
        self.layout = lay = compute(
            rect.width(), rect.height(), lengths, game.draw, self.mirrored, self.larger_cards, big_index
        )
        animate = animate and self.animations
        if animate and change is not None and change.kind == ChangeKind.NEW:
            self._gather(lay, piles)
        order = 0
        for name, cards in piles.items():
            n = len(cards)
            for i, card in enumerate(cards):
                item = self.cards[card]
                was = item.pile
                arrived = was != name
                item.pile, item.index = name, i
                item.set_size(lay.card_w, lay.card_h)
                item.set_lifted(False)
                item.set_face_up(game.face_up(name, i))
                item.home_z = _PILE_Z[name] + i
                x, y = lay.card_pos(name, i, n)
                end = QPointF(x, y)
                ms, delay = self._timing(change, was, name, arrived, order, duration) if animate else (0, 0)
                if arrived:
                    order += 1
                item.target = end
                if item.animation is not None:
                    self._running.discard(item.animation)
                anim = glide(item, end, ms, delay)
                item.setVisible(shown(name, i, n) or anim is not None)
                if anim is None:
                    item.setZValue(item.home_z)
                else:
                    item.setZValue(FLYING_Z + order if arrived else item.home_z)
                    if delay and change is not None and change.kind == ChangeKind.NEW:
                        self._deal_later(item, anim, delay)
                    self._start(anim, item)
        self._sync_piles(lay, piles)
        self._place_note(lay)

    def _timing(
        self, change: Change | None, was: str, pile: str, arrived: bool, order: int, base: int
    ) -> tuple[int, int]:
        """Duration and delay of one card's glide for this change."""
        if change is None or not arrived:
            return base, 0
        if change.kind == ChangeKind.NEW:
            return base, order * speeds.DEAL_STAGGER_MS  # dealt one after another from the stock
        if change.autofill and was == RESERVE and pile in COLUMNS and change.kind != ChangeKind.UNDO:
            return base, speeds.AUTOFILL_DELAY_MS  # the refill follows the move that emptied the column
        if change.move is not None and change.move.source == STOCK:
            return base, order * speeds.STAGGER_MS
        return base, 0

    def _gather(self, lay: Layout, piles: dict[str, tuple[Card, ...]]) -> None:
        """Before a deal: every card back on the stock, face down, ready to be dealt out."""
        x, y = lay.slot(STOCK)
        for item in self.cards.values():
            if item.animation is not None:
                item.animation.stop()
                item.animation = None
            item.pile, item.index = "", 0  # not yet anywhere: every card dealt out "arrives"
            item.set_face_up(False)
            item.setPos(x, y)
        for card in piles[STOCK]:
            self.cards[card].pile = STOCK  # the stock's own cards stay put: they are not dealt

    def set_note(self, text: str, source: str = "stakes") -> None:
        """Write ``text`` on the table under the reserve for ``source`` ("" takes it away).

        Sources, top to bottom: "demo" (a demo is playing), "finish", "daily" (the deal of the day's date),
        "stakes" (the casino bankroll).
        """
        self._notes[source] = text
        joined = "\n".join(t for key in _NOTE_ORDER if (t := self._notes.get(key)))
        if joined != self.note.text:  # told after every move: most often nothing changed
            self.note.set_text(joined)
            self._place_note(self.layout)

    def _place_note(self, lay: Layout) -> None:
        """Under the reserve, wrapped within the felt between the reserve's outer edge and the first column.

        The outer edge, not the table's: the note keeps the cards' margin (translations review A-n4).
        """
        if not self.note.text:  # nothing shown: no text to measure (sync runs this after every move)
            return
        x, y = lay.slot(RESERVE)
        column = lay.slot(COLUMNS[0])[0]
        gap = lay.card_w * 0.1
        left, right = (column + lay.card_w + gap, x + lay.card_w) if lay.rtl else (x, column - gap)
        top = y + lay.card_h + lay.card_w * 0.45
        self.note.place(QRectF(left, top, max(1.0, right - left), max(1.0, self.height() - top)), lay.card_w)

    def _deal_later(self, item: CardItem, anim: QPropertyAnimation, delay: int) -> None:
        """A card waiting its turn in the deal lies face down under the stock, then flies out face up."""
        flying, face_up = item.zValue(), item.face_up
        item.setZValue(-1)  # under the stock's own cards (and over its empty place)
        item.set_face_up(False)

        def leave(_value: object) -> None:
            # on the animation's own clock (a timer could fire a frame after the card set off)
            if item.zValue() < 0 and item.animation is anim and anim.currentTime() >= delay:
                item.setZValue(flying)
                item.set_face_up(face_up)

        anim.valueChanged.connect(leave)

    def _sync_piles(self, lay: Layout, piles: dict[str, tuple[Card, ...]]) -> None:
        game = self.controller.game
        for name, pile in self.piles.items():
            x, y = lay.slot(name)
            pile.setPos(x, y)
            pile.set_size(lay.card_w, lay.card_h)
            n = len(piles[name])
            pile.depth = 0 if name in _FANNED else min(3, (n + 3) // 6) if n > 1 else 0
            if name in FOUNDATIONS:
                pile.suit = game.foundation_suits[FOUNDATIONS.index(name)]
                pile.start_rank = game.start_rank
            elif name == STOCK:
                pile.can_recycle = game.can_recycle
            if name in COUNTED:
                pile.count_text = card_count(n)
            ax, ay, aw, ah = lay.pile_rect(name, n)
            pile.area = QRectF(ax, ay, aw, ah)
            pile.update()
            if name in self.bands:
                laned = lay.lanes.get(name, 1) > 1
                self.bands[name].place(pile.area if laned else None, lay.card_w)

    # ----- animations --------------------------------------------------------------
    def _start(self, anim: QPropertyAnimation, item: CardItem) -> None:
        self._running.add(anim)
        anim.finished.connect(lambda: self._landed(anim, item))
        anim.start()

    def _landed(self, anim: QPropertyAnimation, item: CardItem) -> None:
        self._running.discard(anim)
        if item.animation is anim:
            item.animation = None
            self._rest(item)

    def _rest(self, item: CardItem) -> None:
        """Put a card at its resting place, depth and visibility."""
        item.setPos(item.target)
        item.setZValue(item.home_z)
        item.set_face_up(self.controller.game.face_up(item.pile, item.index))  # a deal cut short turns it
        n = len(self.controller.game.pile(item.pile))
        item.setVisible(shown(item.pile, item.index, n))

    @property
    def animating(self) -> bool:
        """True while any card is still moving."""
        return bool(self._running)

    def settle(self) -> None:
        """Finish every animation at once and cancel a drag, so new input applies to the final state."""
        self.peek.end()
        drag, self._drag = self._drag, None
        if drag is not None and drag.active:
            self._end_drag()
            for item in drag.items:
                item.set_lifted(False)
                self._rest(item)
        running, self._running = self._running, set()
        for anim in running:
            anim.stop()
        if self._celebration:
            self._end_celebration()
        for item in self.cards.values():
            if item.animation is not None:
                item.animation = None
                self._rest(item)
            if item.nudge:
                item.nudge = 0.0

    # ----- the win celebration ----------------------------------------------------------
    @property
    def celebrating(self) -> bool:
        """True while the win celebration runs."""
        return bool(self._celebration)

    def celebrate(self) -> None:
        """Bounce the cards off the foundations; ``celebration_finished`` follows (at once when animations are off)."""
        self.settle()
        if not self.animations:
            self.celebration_finished.emit()
            return
        from canfield.ui.table import celebration  # loaded on the first win

        rect = self.sceneRect()
        stacks: dict[str, list[CardItem]] = {}
        for name in FOUNDATIONS:
            stacks[name] = [self.cards[c] for c in self.controller.game.pile(name)]
        for k, (item, anim) in enumerate(celebration.flights(stacks, rect.width(), rect.height())):
            item.setZValue(FLYING_Z + k)
            item.setVisible(True)
            self._celebration.add(anim)
            anim.finished.connect(lambda a=anim, it=item: self._flown(a, it))
            anim.start()

    def _flown(self, anim: QAbstractAnimation, item: CardItem) -> None:
        item.setVisible(False)
        self._celebration.discard(anim)
        if not self._celebration:
            self._end_celebration()

    def _end_celebration(self) -> None:
        flying, self._celebration = self._celebration, set()
        for anim in flying:
            anim.stop()
        self.sync()  # the cards are back on the foundations
        self.celebration_finished.emit()

    # ----- signals from the controller ---------------------------------------------
    def _on_changed(self, change: Change) -> None:
        self.sync(change, animate=True)

    def _on_refused(self, message: str, pile: str, index: int) -> None:
        """A short shake of the refused cards; with motion off, a short red outline round them instead."""
        if not pile:
            return
        cards = self.controller.game.pile(pile) if pile in PILE_NAMES else ()
        items = [self.cards[c] for c in cards[max(0, index) :]] if cards else []
        if not self.animations:
            self.decor.flash_refusal(pile, items)
            return
        for item in items:
            if not item.isVisible():
                continue
            anim = owned(QVariantAnimation(item))
            anim.setDuration(speeds.NUDGE_MS)
            anim.valueChanged.connect(lambda value, it=item: setattr(it, "nudge", value))
            step = item.boundingRect().width() * 0.06
            for at, value in ((0, 0.0), (0.2, -step), (0.45, step), (0.7, -step / 2), (1, 0.0)):
                anim.setKeyValueAt(at, value)
            self._running.add(anim)
            anim.finished.connect(lambda a=anim: self._running.discard(a))
            anim.start()

    # ----- the mouse -----------------------------------------------------------------
    def card_at(self, pos: QPointF) -> CardItem | None:
        """The topmost visible card under a scene point."""
        for item in self.items(pos):
            if isinstance(item, CardItem) and item.isVisible() and item.card_rect().contains(pos):
                return item
        return None

    def pile_at(self, pos: QPointF) -> str | None:
        """The pile whose place or cards are under a scene point."""
        card = self.card_at(pos)
        if card is not None:
            return card.pile
        for name, pile in self.piles.items():
            if pile.area.contains(pos):
                return name
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        event.accept()
        if event.button() == QtCore.Qt.MouseButton.RightButton:
            self._peek_at(event.scenePos())
        elif event.button() == QtCore.Qt.MouseButton.LeftButton:
            self._press(event.scenePos(), double=False)

    def _peek_at(self, pos: QPointF) -> None:
        """Right button: show the covered card under the pointer whole while the button is down."""
        if self.celebrating or self.dragging:
            return
        self.settle()
        card = self.card_at(pos)
        if card is not None and self.peek.covered(card, len(self.controller.game.pile(card.pile))):
            self.peek.show(card)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        if event.button() != QtCore.Qt.MouseButton.LeftButton:
            event.accept()
            return
        self._press(event.scenePos(), double=True)
        event.accept()

    def _press(self, pos: QPointF, double: bool) -> None:
        if self.celebrating:  # a click skips the celebration and does nothing else
            self.settle()
            self._drag = None
            return
        self.settle()
        card = self.card_at(pos)
        pile = card.pile if card is not None else self.pile_at(pos)
        # The first click of a double-click already tapped; the second would hit
        # whatever lies there now, so only the stock (fast drawing) counts it.
        self._suppress_tap = double and pile != STOCK
        if pile is None:
            return
        if card is None or not card.face_up:
            self._drag = _Drag(pile, -1, None, [], pos)
            return
        lift = self.controller.pick_up(card.pile, card.index)  # a refusal is said only if a drag is tried
        cards = self.controller.game.pile(card.pile)
        items = [self.cards[c] for c in cards[card.index :]] if isinstance(lift, Lift) else []
        self._drag = _Drag(card.pile, card.index, lift, items, pos)
        if not double and self.peek.covered(card, len(cards)):
            self.peek.wait(card)  # held still long enough, the press shows the card whole

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        drag = self._drag
        if drag is None or not event.buttons() & QtCore.Qt.MouseButton.LeftButton:
            event.accept()
            return
        delta = event.scenePos() - drag.press
        if not drag.active:
            if delta.manhattanLength() < QApplication.startDragDistance() * 0.5:
                return
            if self.peek.end():  # a peek held, then moved: it was a drag after all
                self._suppress_tap = False
            if not isinstance(drag.lift, Lift):
                if drag.lift is not None:  # a face-up card that cannot be lifted; a shaky stock click stays a click
                    self._refuse_drag(drag, drag.lift)
                return
            self._begin_drag(drag, drag.lift)
        for item, start in zip(drag.items, drag.starts, strict=True):
            item.setPos(start + delta)  # hidden behind the picture: where the drop looks for them
        self.run.setPos(drag.run_start + delta)
        self._update_best(drag)
        event.accept()

    def _refuse_drag(self, drag: _Drag, refusal: Refusal) -> None:
        """A drag of cards that cannot be lifted: say why, once; the release is then no tap."""
        self._suppress_tap = True
        drag.lift = None  # said: later moves of the pointer say nothing more
        self.controller.refuse(refusal, drag.pile, drag.index)

    def _begin_drag(self, drag: _Drag, lift: Lift) -> None:
        drag.active = True
        for k, item in enumerate(drag.items):
            item.setZValue(LIFTED_Z + k)
            item.set_lifted(True)
        views = self.views()
        self.run.take(drag.items, views[0].devicePixelRatioF() if views else 1.0)
        drag.run_start = self.run.pos()
        for item in drag.items:
            item.setVisible(False)  # the picture stands in for them until the drag ends (_end_drag)
        drag.targets = self.controller.legal_targets(lift)
        self.decor.show_targets(drag.targets)

    def _dragged_rect(self, drag: _Drag) -> QRectF:
        rect = QRectF()
        for item in drag.items:
            rect = rect.united(item.card_rect())
        return rect

    def _overlaps(self, drag: _Drag, names: list[str] | tuple[str, ...] = PILE_NAMES) -> dict[str, float]:
        """The area each of ``names`` shares with the dragged cards (other piles than the source)."""
        rect = self._dragged_rect(drag)
        areas = {}
        for name in names:
            common = rect.intersected(self.piles[name].area)
            if name != drag.pile and not common.isEmpty():
                areas[name] = common.width() * common.height()
        return areas

    def _update_best(self, drag: _Drag) -> None:
        assert isinstance(drag.lift, Lift)  # an active drag holds what it lifted
        # the same choice as the drop's (gestures.best_target): the light shows where the cards will go
        best = best_target(drag.lift, drag.targets, self._overlaps(drag, drag.targets))
        if best != drag.best:
            drag.best = best
            self.decor.show_targets(drag.targets, best)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        event.accept()
        if event.button() == QtCore.Qt.MouseButton.RightButton:
            self.peek.end()
            return
        if event.button() != QtCore.Qt.MouseButton.LeftButton:
            return
        peeked = self.peek.end()  # a long press that showed a card whole plays nothing
        drag, self._drag = self._drag, None
        if drag is None or (peeked and not drag.active):
            return
        if drag.active:
            self._drop(drag)
            return
        if self._suppress_tap:
            self.controller.second_click(drag.pile, drag.index)  # B8: a double-click may place what a tap may not
            return
        if drag.pile == STOCK:
            self.controller.click_stock()
        elif drag.index >= 0:
            self.controller.tap(drag.pile, drag.index)

    def _end_drag(self) -> None:
        """The cards show themselves again (the caller puts them where they go, visible or not)."""
        self.run.drop()
        self.decor.clear_targets()

    def _drop(self, drag: _Drag) -> None:
        self._end_drag()
        if not isinstance(drag.lift, Lift) or not self.controller.drop(drag.lift, self._overlaps(drag)):
            self._glide_back()  # refused (the controller said why) or dropped over no other pile

    def _glide_back(self) -> None:
        self.sync(None, animate=True, duration=speeds.GLIDE_BACK_MS)

    def cancel_drag(self) -> None:
        """Drop nothing: the dragged cards glide home (Escape, or the window lost the mouse)."""
        self.peek.end()  # a long press cut short must not show its card later
        drag, self._drag = self._drag, None
        if drag is not None and drag.active:
            self._end_drag()
            self._glide_back()

    @property
    def dragging(self) -> bool:
        """True while cards are being dragged."""
        return self._drag is not None and self._drag.active
