"""The view: shows the table scene at the window's size, on a felt background."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QRectF, QSize, QTimer, Signal
from PySide6.QtGui import (
    QAccessibleInterface,
    QPainter,
    QPaintEvent,
    QPalette,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from canfield.ui import ink, startup
from canfield.ui.table import heap
from canfield.ui.table.cardart import paint_felt
from canfield.ui.table.scene import TableScene


class TableView(QGraphicsView):
    """Scales the table to the window: the scene is re-laid out at the viewport's size.

    Laying out (rather than zooming a fixed scene) keeps cards crisp: they are
    painted at their real pixel size. ``first_painted`` fires once, after the
    first frame of the table is drawn.
    """

    first_painted = Signal()
    #: The view's accessible interface: set by the access layer (canfield.ui.access.table_access).
    make_accessible: Callable[[], QAccessibleInterface]

    def __init__(self, scene: TableScene, table_color: str = "green") -> None:
        super().__init__(scene)
        # A viewport made here rather than by Qt: PySide6 wraps a widget Qt made (the default viewport,
        # which every item's paint() receives) by first loading every widget class of QtWidgets,
        # about seventy enum types, 10-20 ms of start-up; a widget made in Python is known already.
        viewport = QWidget()
        viewport.setObjectName("qt_scrollarea_viewport")  # as Qt's own (styles look for it)
        viewport.setBackgroundRole(QPalette.ColorRole.Base)
        viewport.setAutoFillBackground(True)
        self.setViewport(viewport)
        self.table_scene = scene
        self._table_color = table_color
        self.high_contrast = False
        self._painted = False
        self._felt: QPixmap | None = None  # the table's felt at the current size
        self.setFrameShape(QFrame.Shape.NoFrame)
        ink.set_property(self, "horizontalScrollBarPolicy", ink.SCROLL_BAR_ALWAYS_OFF)
        ink.set_property(self, "verticalScrollBarPolicy", ink.SCROLL_BAR_ALWAYS_OFF)
        ink.set_property(self, "alignment", ink.ALIGN_LEFT | ink.ALIGN_TOP)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        # No background cache: a resize would allocate and fill a window-sized pixmap and then copy
        # it (about 3 ms each time), while a drag repaints only small areas, where the felt is cheap.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(320, 240)
        # While the window is resized, cards are drawn from pixmaps of the old size
        # (scaled); once it rests for a moment they are rendered crisp at the new size.
        self._crisp = QTimer(self)
        self._crisp.setSingleShot(True)
        self._crisp.setInterval(120)
        self._crisp.timeout.connect(self._redraw_crisp)

    def set_table_color(self, name: str, high_contrast: bool = False) -> None:
        """Change the felt colour (high contrast: flat black, whatever the colour)."""
        if (name, high_contrast) == (self._table_color, self.high_contrast):
            return  # every settings change says so: the felt painted for this size stays
        self._table_color = name
        self.high_contrast = high_contrast
        self._felt = None
        self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt name)
        # The felt is painted once per size and copied from: a gradient filled over each small
        # exposed rectangle comes out a shade off here and there (its colour steps depend on the
        # rectangle), so a partly repainted table would differ from a fully painted one.
        rect = QRectF(rect)  # Qt passes a QRectF; the stub allows a QRect too
        felt = self._felt_pixmap()
        scene = self.sceneRect()
        sx = felt.width() / max(1.0, scene.width())
        sy = felt.height() / max(1.0, scene.height())
        source = QRectF(rect.x() * sx, rect.y() * sy, rect.width() * sx, rect.height() * sy)
        if felt.deviceIndependentSize() != scene.size():  # the old felt, stretched while the window is resized
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.drawPixmap(rect, felt, source)

    def _felt_pixmap(self) -> QPixmap:
        scene_rect = self.sceneRect()
        dpr = self.devicePixelRatioF()
        size = (scene_rect.size() * dpr).toSize().expandedTo(QSize(1, 1))
        resizing = self.table_scene.painter.quick  # painted crisp once the window rests (_redraw_crisp)
        if self._felt is None or (self._felt.size() != size and not resizing):
            if self._felt is not None:  # the old felt is freed: it must not raise glibc's threshold (heap.py)
                heap.keep_big_blocks_apart(dpr)
            felt = QPixmap(size)
            felt.setDevicePixelRatio(dpr)
            p = QPainter(felt)
            paint_felt(p, scene_rect.width(), scene_rect.height(), self._table_color, self.high_contrast)
            p.end()
            self._felt = felt
        return self._felt

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        size = self.viewport().size()
        self._size_cache(size, grow_only=self._painted)
        if self._painted:
            heap.keep_big_blocks_apart(self.devicePixelRatioF())  # the old backing store and felt go (heap.py)
            self.table_scene.painter.quick = True
            self._crisp.start()
        self.table_scene.set_view_size(size.width(), size.height())

    def _size_cache(self, size: QSize, grow_only: bool = False) -> None:
        """Bound the card cache by the table's size at its device pixel ratio (see CardPainter.set_window)."""
        self.table_scene.painter.set_window(size.width(), size.height(), self.devicePixelRatioF(), grow_only)

    def _redraw_crisp(self) -> None:
        self.table_scene.painter.quick = False
        self._size_cache(self.viewport().size())  # the window rests: the pictures of other sizes may go
        self.viewport().update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, startup.done)  # the collector catches up once the frame is out
            self.first_painted.emit()
