"""The view: shows the table scene at the window's size, on a felt background."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView

from .cardart import TABLES
from .scene import TableScene


class TableView(QGraphicsView):
    """Scales the table to the window: the scene is re-laid out at the viewport's size.

    Laying out (rather than zooming a fixed scene) keeps cards crisp: they are
    painted at their real pixel size. ``first_painted`` fires once, after the
    first frame of the table is drawn.
    """

    first_painted = Signal()

    def __init__(self, scene: TableScene, table_color: str = "green") -> None:
        super().__init__(scene)
        self.table_scene = scene
        self._table_color = table_color
        self._painted = False
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(320, 240)
        # While the window is resized, cards are drawn from pixmaps of the old size
        # (scaled); once it rests for a moment they are rendered crisp at the new size.
        self._crisp = QTimer(self)
        self._crisp.setSingleShot(True)
        self._crisp.setInterval(120)
        self._crisp.timeout.connect(self._redraw_crisp)

    def set_table_color(self, name: str) -> None:
        """Change the felt colour."""
        self._table_color = name
        self.resetCachedContent()
        self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 (Qt name)
        centre, edge = TABLES.get(self._table_color, TABLES["green"])
        scene_rect = self.sceneRect()
        glow = QRadialGradient(
            QPointF(scene_rect.center().x(), scene_rect.height() * 0.35), max(scene_rect.width(), 1.0) * 0.75
        )
        glow.setColorAt(0.0, QColor(centre))
        glow.setColorAt(1.0, QColor(edge))
        painter.fillRect(rect, glow)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        size = self.viewport().size()
        if self._painted:
            self.table_scene.painter.quick = True
            self._crisp.start()
        self.table_scene.set_view_size(size.width(), size.height())
        self.resetCachedContent()

    def _redraw_crisp(self) -> None:
        self.table_scene.painter.quick = False
        self.viewport().update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.first_painted.emit()
