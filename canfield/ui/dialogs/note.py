"""A dialog's word-wrapped note that is never given less height than its lines need.

A word-wrapped QLabel's minimum height is one line, and a window's minimum size ignores heightForWidth,
so a dialog shorter than its contents (capped at two thirds of the screen by adjustSize, shrunk by a
window manager, laid out before its width settled) squeezed its notes: the last line lost its descenders
(Armenian Settings and demo win screen; Russian and Romanian Settings on an 800-pixel screen with Noto Sans,
review F7 and H-n1). A Note holds its minimum height at what its text needs at the width it is given.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QResizeEvent, QShowEvent, QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel, QWidget


class Note(QLabel):
    """A plain-text explanation, wrapped at word boundaries, whose minimum height follows its width."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt name)
        """What the text needs at ``width``: Qt's own figure, or more if a glyph reaches past its line."""
        return max(super().heightForWidth(width), text_height(self, width))

    def setText(self, text: str) -> None:  # noqa: N802 (Qt name)
        """New text, and the room it needs (once shown: until then its width is not the layout's)."""
        super().setText(text)
        if self.isVisible():
            self._keep_room()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange) and self.isVisible():
            self._keep_room()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        self._keep_room()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._keep_room()

    def _keep_room(self) -> None:
        # The layout may not give less than a widget's minimum, and a window's minimum size follows its
        # layout's: a window now too short for the note grows.
        self.setMinimumHeight(self.heightForWidth(self.width()) if self.text() else 0)


def text_height(label: QLabel, width: int) -> int:
    """The height ``label``'s plain text needs at ``width`` pixels, margins included, as drawn.

    The text is laid out as QLabel lays it out (its font, the width left after margins and indent):
    Qt's lines are as tall as the fonts its glyphs really come from (a fallback font for a script the
    label's font lacks), but a glyph's outline may reach past its font's ascent or descent (DejaVu
    Sans's Arabic by a pixel), so the outlines of the glyphs drawn are measured too. QLabel centres the
    text block vertically, so what they reach past it at the top or the bottom is needed on both sides.
    """
    text = label.text()
    if not text:
        return 0
    margins = label.contentsMargins()
    inner = width - margins.left() - margins.right() - 2 * label.margin()
    indent = label.indent()
    if indent < 0:  # QLabel's default: half an x when it has a frame
        indent = label.fontMetrics().horizontalAdvance("x") // 2 if label.frameWidth() > 0 else 0
    if label.alignment() & (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignRight):
        inner -= indent
    layout = QTextLayout(text, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    option.setTextDirection(label.layoutDirection())
    layout.setTextOption(option)
    top = 0.0
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(max(1, inner))
        line.setPosition(QPointF(0, top))
        top += line.height()
    layout.endLayout()
    ink_top, ink_bottom = 0.0, top  # how far the glyphs' own outlines reach, from the block's top
    for run in layout.glyphRuns():
        font = run.rawFont()
        for glyph, position in zip(run.glyphIndexes(), run.positions(), strict=True):
            box = font.boundingRect(glyph)
            if not box.isEmpty():
                ink_top = min(ink_top, position.y() + box.top())
                ink_bottom = max(ink_bottom, position.y() + box.bottom())
    above, below = -ink_top, ink_bottom - top
    block = math.ceil(top) + 2 * math.ceil(max(above, below))
    return block + margins.top() + margins.bottom() + 2 * label.margin()
