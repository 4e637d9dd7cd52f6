"""The scene's items: one per card and one per pile place.

They draw, and carry what the scene needs to place them (a card's pile,
index, resting point and running animation); they decide nothing about play.
"""

from __future__ import annotations

import math
from typing import TypeVar

from PySide6.QtCore import QAbstractAnimation, QPointF, QPropertyAnimation, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from canfield.engine import RESERVE, STOCK, Card, Suit
from canfield.ui import ink
from canfield.ui.table.cardart import RANK_TEXT, CardPainter, draw_suit
from canfield.ui.table.layout import COUNT_HEIGHT, COUNT_TOP

LIFTED_Z = 10_000  # dragged cards, above everything
FLYING_Z = 5_000  # animated cards, above the piles they cross
COUNTED = (STOCK, RESERVE)  # piles that write their card count under their place
REFUSED = 3  # a glow level: the refused cards, outlined in red for a moment when motion is off
NOTE_FLAGS = ink.ALIGN_HCENTER | ink.ALIGN_TOP | ink.TEXT_WORD_WRAP
SHADOW = 0.05  # a lifted card's shadow falls this far (in card widths) right and down
GLOW_LEGAL = "#fff08c"  # a pile a drag may drop on
GLOW_CHOSEN = "#ffdc40"  # the pile the drop takes, and the hint's cards and pile

A = TypeVar("A", bound=QAbstractAnimation)
_EASED_STEPS = 12  # key values of a delayed glide's eased motion


class CardItem(QGraphicsObject):
    """One card. ``card`` is the engine card; ``pile``/``index`` say where it lies now."""

    def __init__(self, card: Card, painter: CardPainter) -> None:
        super().__init__()
        self.card = card
        self.pile = STOCK
        self.index = 0
        self.face_up = False
        self.lifted = False
        self._painter = painter
        self._w = 10.0
        self._h = 14.0
        self._nudge = 0.0
        self.home_z = 0.0
        self.target = QPointF()  # where the card rests once its animation ends
        self.animation: QPropertyAnimation | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def set_size(self, w: float, h: float) -> None:
        """Card size in scene pixels."""
        if (w, h) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = w, h

    def set_face_up(self, face_up: bool) -> None:
        """Show the face or the back."""
        if face_up != self.face_up:
            self.face_up = face_up
            self.update()

    def set_lifted(self, lifted: bool) -> None:
        """A lifted card (being dragged) casts a shadow."""
        if lifted != self.lifted:
            self.prepareGeometryChange()
            self.lifted = lifted

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        # Everything paint() draws: the shadow of a lifted card and the shake's offset too,
        # or the view repaints too little and leaves edges behind (player review B1).
        shadow = self._w * SHADOW if self.lifted else 0.0
        left, right = min(0.0, self._nudge), max(0.0, self._nudge)
        return QRectF(left, 0, self._w + right - left + shadow, self._h + shadow)

    def card_rect(self) -> QRectF:
        """The card's own rectangle in scene coordinates (without shadow)."""
        return QRectF(self.pos(), QPointF(self.pos().x() + self._w, self.pos().y() + self._h))

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.draw(p, widget.devicePixelRatioF() if widget is not None else 1.0)

    def draw(self, p: QPainter, dpr: float) -> None:
        """Paint the card (and its shadow when lifted) at the painter's origin, for a device pixel ratio."""
        if self.lifted:
            off = self._w * SHADOW
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            shadow = ink.rounded_rect(QRectF(off, off, self._w, self._h), self._w * 0.07, self._w * 0.07)
            ink.draw(p, shadow, QColor(0, 0, 0, 70))
        pix = self._painter.pixmap(self.card if self.face_up else None, self._w, self._h, dpr)
        draw_pixmap(p, pix, QRectF(self._nudge, 0, self._w, self._h))

    # A paint offset, so a shake never changes the card's position. (Animated by a
    # QVariantAnimation: a Python-defined Qt Property animated by QPropertyAnimation
    # crashes PySide6 6.12 with a refcount error.)
    @property
    def nudge(self) -> float:
        """Horizontal paint offset of the refusal shake."""
        return self._nudge

    @nudge.setter
    def nudge(self, value: float) -> None:
        if value != self._nudge:
            self.prepareGeometryChange()  # the painted area moves with the offset
            self._nudge = value


class LiftedRun(QGraphicsObject):
    """The cards of a drag, drawn as one picture that moves with the pointer.

    A drag moves every lifted card at every step of the pointer; with a whole column that is 28 overlapping
    cards, each drawn with its shadow over the felt, for every step (performance review F3). Drawn once into
    a picture at the start of the drag, a step copies one picture instead. The cards are drawn into it at
    their own offsets from a whole pixel, so the picture shows what the cards drew themselves.
    The scene hides the cards while the picture stands in for them (:meth:`TableScene._begin_drag`).
    """

    def __init__(self) -> None:
        super().__init__()
        self._pix = QPixmap()
        self._size = QRectF()
        self.setZValue(LIFTED_Z)
        self.setVisible(False)

    def take(self, items: list[CardItem], dpr: float) -> None:
        """Draw ``items`` (lifted, bottom first) into the picture and show it where they lie."""
        area = QRectF()
        for item in items:
            area = area.united(item.mapRectToScene(item.boundingRect()))
        left, top = math.floor(area.left()), math.floor(area.top())
        width, height = math.ceil(area.right()) - left, math.ceil(area.bottom()) - top
        pix = QPixmap(max(1, math.ceil(width * dpr)), max(1, math.ceil(height * dpr)))
        pix.setDevicePixelRatio(dpr)
        pix.fill(QColor(0, 0, 0, 0))  # transparent
        p = QPainter(pix)
        for item in items:
            p.save()
            p.translate(item.pos() - QPointF(left, top))
            item.draw(p, dpr)
            p.restore()
        p.end()
        self.prepareGeometryChange()
        self._pix, self._size = pix, QRectF(0, 0, width, height)
        self.setPos(left, top)
        self.setVisible(True)

    def drop(self) -> None:
        """Hide the picture and let it go (the cards show themselves again)."""
        self.setVisible(False)
        self._pix = QPixmap()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return self._size

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.drawPixmap(QPointF(0, 0), self._pix)


class PileItem(QGraphicsObject):
    """A pile's place on the table: outline and placeholder, drawn under its cards.

    ``pile`` is the engine pile name. Empty foundations show their suit and
    the start rank faintly; the empty stock shows a "turn over" ring when the
    waste can go back; the reserve writes its card count underneath; a thick
    stack shows the edges of the cards below its top card. ``glow`` is the
    pile's drop highlight, drawn above the cards.
    """

    def __init__(self, pile: str, painter: CardPainter) -> None:
        super().__init__()
        self.pile = pile
        self._painter = painter
        self._w = 10.0
        self._h = 14.0
        self.suit: Suit | None = None
        self.start_rank = 0
        self.count_text = ""
        self.can_recycle = False
        self.depth = 0  # card edges drawn under a thick stack (0-3)
        self.area = QRectF()  # where dragged cards must overlap to drop here (scene coords)
        self.glow = GlowItem()
        self.setZValue(-10)

    @property
    def highlight(self) -> int:
        """0 none, 1 a legal target, 2 the target the drop would take."""
        return self.glow.level

    def set_highlight(self, level: int) -> None:
        """Light the place up while a drag could drop here."""
        self.glow.show_level(level, self.area)

    def set_size(self, w: float, h: float) -> None:
        """Slot size in scene pixels (one card)."""
        if (w, h) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = w, h

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        pad = self._w * 0.06
        place = QRectF(-pad, -pad, self._w + 2 * pad, self._h + 2 * pad)
        return place.united(self._count_rect()) if self.pile in COUNTED else place

    def _count_rect(self) -> QRectF:
        """Where the card count is written: under the place, a little wider than a card."""
        w = self._w
        return QRectF(-w * 0.2, self._h + w * COUNT_TOP, w * 1.4, w * COUNT_HEIGHT)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        w, h = self._w, self._h
        look = (self.suit, self.start_rank, self.can_recycle, self.depth, self._painter.style.high_contrast)
        pad = w * 0.06
        name = "place:" + repr(look)
        pix = self._painter.drawing(
            name, w + 2 * pad, h + 2 * pad, dpr, lambda q, lw, lh: self._draw_place(q, pad, look)
        )
        draw_pixmap(p, pix, QRectF(-pad, -pad, w + 2 * pad, h + 2 * pad))
        if self.count_text:
            font = QFont("DejaVu Sans")
            font.setBold(True)
            font.setPixelSize(max(7, round(w * 0.17)))
            p.setFont(font)
            ink.text(p, self._count_rect(), ink.ALIGN_CENTER, self.count_text, QColor(255, 255, 255, 220))

    def _draw_place(self, p: QPainter, pad: float, look: tuple[Suit | None, int, bool, int, bool]) -> None:
        suit, start_rank, can_recycle, depth, _ = look
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.translate(pad, pad)
        w, h = self._w, self._h
        rect = QRectF(1, 1, w - 2, h - 2)
        radius = w * 0.07
        if depth:
            # the edges of the cards below the top one: a stack looks as thick as it is
            step = max(1.0, w * 0.014)
            edge = ink.pen(QColor("#8a8a80"), 1.0)
            for k in range(depth, 0, -1):
                ink.draw(
                    p, ink.rounded_rect(rect.translated(k * step, k * step), radius, radius), QColor("#f2f0e6"), edge
                )
        strong = self._painter.style.high_contrast  # white outlines and signs on the black felt
        outline = ink.pen(QColor(255, 255, 255, 255 if strong else 70), max(2.0 if strong else 1.0, w * 0.018))
        ink.draw(p, ink.rounded_rect(rect, radius, radius), QColor(0, 0, 0, 35), outline)
        faint = QColor(255, 255, 255, 230 if strong else 80)
        if suit is not None:
            draw_suit(p, suit, QPointF(w / 2, h * 0.42), w * 0.42, faint)
            font = QFont("DejaVu Sans")
            font.setBold(True)
            font.setPixelSize(max(6, round(w * 0.22)))
            p.setFont(font)
            label = RANK_TEXT.get(start_rank, str(start_rank))
            ink.text(p, QRectF(0, h * 0.66, w, h * 0.25), ink.ALIGN_CENTER, label, faint)
        if can_recycle:
            self._draw_recycle(p, w, h, faint)

    def _draw_recycle(self, p: QPainter, w: float, h: float, color: QColor) -> None:
        """A circular arrow: click here to turn the waste back over."""
        c = QPointF(w / 2, h / 2)
        r = w * 0.25
        ring = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)
        ink.draw(p, ink.arc(ring, 100, 290), outline=ink.pen(color, w * 0.06, round_ends=True))
        head = QPainterPath()
        tip = QPointF(c.x() + r * 0.17, c.y() - r)
        head.moveTo(tip + QPointF(w * 0.11, 0))
        head.lineTo(tip + QPointF(-w * 0.04, -w * 0.1))
        head.lineTo(tip + QPointF(-w * 0.04, w * 0.1))
        head.closeSubpath()
        ink.draw(p, head, color)


class GlowItem(QGraphicsObject):
    """A pile's drop highlight: a glowing outline over the pile's cards, shown while dragging."""

    def __init__(self) -> None:
        super().__init__()
        self.level = 0
        self._rect = QRectF()
        self.setZValue(FLYING_Z - 1)  # above resting cards, under moving and dragged ones
        self.setVisible(False)

    def show_level(self, level: int, area: QRectF) -> None:
        """Show (1: legal, 2: where the drop goes, :data:`REFUSED`) or hide (0) around ``area``."""
        if level == self.level and area == self._rect:
            return
        self.prepareGeometryChange()
        self.level, self._rect = level, QRectF(area)
        self.setVisible(level > 0)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        grow = max(4.0, self._rect.width() * 0.05)
        return self._rect.adjusted(-grow, -grow, grow, grow)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.level:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self._rect.width()
        if self.level == REFUSED:
            outline = ink.pen(QColor("#ff5a4a"), max(2.0, w * 0.04))
            ink.draw(
                p,
                ink.rounded_rect(self._rect.adjusted(-2, -2, 2, 2), w * 0.08, w * 0.08),
                QColor(255, 80, 60, 40),
                outline,
            )
            return
        strong = self.level == 2
        # Opaque outlines, light enough for 3:1 on every felt and 7:1 on the black one (tests/ui/test_contrast.py):
        # translucent ones took the felt's colour, about 2.4:1 on the green table. The drop's pile is bolder.
        radius = w * 0.08
        # a tint over the cards only: on the felt it would be a dim band
        ink.draw(p, ink.rounded_rect(self._rect, radius, radius), QColor(255, 225, 110, 60 if strong else 22))
        outline = ink.pen(QColor(GLOW_CHOSEN if strong else GLOW_LEGAL), max(2.0, w * (0.04 if strong else 0.022)))
        ink.draw(p, ink.rounded_rect(self._rect.adjusted(-2, -2, 2, 2), radius, radius), outline=outline)


class NoteItem(QGraphicsObject):
    """A few short lines written on the felt (the casino bankroll), centred under a point."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self._font = QFont("DejaVu Sans")
        self._font.setBold(True)
        self._rect = QRectF()
        self._placed: tuple[QRectF, float, str] | None = None  # the area, card width and text last measured
        self.setZValue(-5)  # on the felt, under every card
        self.setVisible(False)

    def set_text(self, text: str) -> None:
        """The lines to show; "" hides the note."""
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            self.setVisible(bool(text))

    def place(self, area: QRectF, card_w: float) -> None:
        """Write the text centred at the top of ``area``, wrapped to its width, sized for cards ``card_w`` wide."""
        placed = (QRectF(area), card_w, self.text)
        if placed == self._placed:  # the scene asks after every move: measure only what changed
            return
        self._placed = placed
        self.prepareGeometryChange()
        self._font.setPixelSize(max(8, round(card_w * 0.16)))
        rect = QFontMetricsF(self._font).boundingRect(area, NOTE_FLAGS, self.text)
        self._rect = QRectF(0, 0, area.width(), min(rect.height() + 4, area.height()))
        self.setPos(area.topLeft())

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return self._rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setFont(self._font)
        ink.text(p, self._rect, NOTE_FLAGS, self.text, QColor(255, 255, 255, 220))


def draw_pixmap(p: QPainter, pix: QPixmap, target: QRectF) -> None:
    """Draw ``pix`` into ``target``: at its own size when it was rendered for it, else scaled.

    A pixmap rendered for this size is whole device pixels, a hair off ``target``'s fractional
    size; drawn at its own size it is copied pixel for pixel (crisp, and about ten times faster
    than a smooth rescale by that hair). Only a pixmap of another size is scaled: that happens
    while the window is being resized, until the cards are rendered crisp again a moment after,
    so the fast unsmoothed scaling is used (five times faster; a resize repaints every card).
    """
    size = pix.deviceIndependentSize()
    if abs(size.width() - target.width()) < 1 and abs(size.height() - target.height()) < 1:
        p.drawPixmap(target.topLeft(), pix)
    else:
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        p.drawPixmap(target, pix, QRectF(pix.rect()))


def owned(anim: A) -> A:
    """``anim``, deleted once it stops: finished, stopped, or replaced by the next one.

    Every animation of the table goes through here. An animation's ``finished`` handler holds
    the animation (a lambda naming it), so without this each one would live on with its
    handler, some 37 KB per animated move over a long evening (reliability review, F6).
    ``deleteLater`` waits for the event loop, so handlers that run as it stops still find it.
    """
    anim.stateChanged.connect(lambda new, _old: new == QAbstractAnimation.State.Stopped and anim.deleteLater())
    return anim


def glide(item: CardItem, end: QPointF, duration: int, delay: int = 0) -> QPropertyAnimation | None:
    """Animate a card's position; returns the animation (None when it jumps), deleted once it stops."""
    if item.animation is not None:
        item.animation.stop()
        item.animation = None
    if duration <= 0 or item.pos() == end:
        item.setPos(end)
        return None
    from PySide6.QtCore import QEasingCurve  # its 49 curve types when a card first moves, not at start-up

    anim = owned(QPropertyAnimation(item, b"pos", item))
    anim.setStartValue(item.pos())
    anim.setEndValue(end)
    if delay:
        # Hold the start value during the delay, then move. An easing curve would span the delay too
        # (the card would be most of its way before its turn), so the easing is in the key values
        # and the animation itself runs linearly.
        total = duration + delay
        anim.setDuration(total)
        start, curve = item.pos(), QEasingCurve(QEasingCurve.Type.OutCubic)
        anim.setKeyValueAt(delay / total, start)
        for k in range(1, _EASED_STEPS + 1):
            f = k / _EASED_STEPS
            anim.setKeyValueAt((delay + f * duration) / total, start + (end - start) * curve.valueForProgress(f))
    else:
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.setDuration(duration)
    item.animation = anim
    return anim
