"""A focus cue a player can see in every dialog, from the moment it opens (accessibility review F12).

Qt draws the focus frame only once a key has moved the focus (``WA_KeyboardFocusChange``, which
Qt also clears as a window is activated), so a dialog opened from a shortcut showed no cue on its
first control; and the Fusion style's cue is a thin, pale-blue frame, faint for low vision.
:func:`prepare` (called as each dialog is made) installs, once, the application style that draws
the cue as a thick dark frame, in any dialog (a message box too) whether or not a key was pressed.
The style is made on the first dialog, not at start-up: a style costs some ms.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QApplication, QDialog, QProxyStyle, QStyle, QStyleOption, QWidget

CUE_COLOR = QColor(0, 60, 180)  # dark blue: strong on the light dialog colours, not the red of an error
CUE_WIDTH = 2  # px, twice Fusion's


class FocusCueStyle(QProxyStyle):
    """The application's style, with the keyboard focus drawn as a thick dark frame."""

    def drawPrimitive(  # noqa: N802 (Qt name)
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        """Draw as the base style does; the focus frame (and a focused line edit's frame) thick and dark."""
        if element == QStyle.PrimitiveElement.PE_FrameFocusRect:
            if _cue_wanted(option, widget):
                rect = option.rect.adjusted(-2, -2, 2, 2)  # a little room between the words and the frame
                draw_cue(painter, rect.intersected(widget.rect()) if widget is not None else option.rect)
            return
        super().drawPrimitive(element, option, painter, widget)
        if element == QStyle.PrimitiveElement.PE_FrameLineEdit and option.state & QStyle.StateFlag.State_HasFocus:
            draw_cue(painter, option.rect)

    def drawControl(  # noqa: N802 (Qt name)
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        """Draw as the base style does; a focused push button framed too (Fusion draws no focus frame on one)."""
        super().drawControl(element, option, painter, widget)
        focused = option.state & QStyle.StateFlag.State_HasFocus
        if element == QStyle.ControlElement.CE_PushButton and focused and _cue_wanted(option, widget):
            draw_cue(painter, option.rect)


def _cue_wanted(option: QStyleOption, widget: QWidget | None) -> bool:
    """Whether a focused control shows the cue: once a key has moved the focus, or in a dialog at once."""
    return bool(option.state & QStyle.StateFlag.State_KeyboardFocusChange) or in_dialog(widget)


def in_dialog(widget: QWidget | None) -> bool:
    """Whether ``widget`` is in a dialog (every dialog the application opens is the game's): there
    the cue shows before any key."""
    return widget is not None and isinstance(widget.window(), QDialog)


def draw_cue(painter: QPainter, rect: QRect) -> None:
    """The cue: a frame ``CUE_WIDTH`` px wide just inside ``rect``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    pen = QPen(CUE_COLOR, CUE_WIDTH)
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    half = CUE_WIDTH // 2
    painter.drawRect(rect.adjusted(half, half, -half, -half))
    painter.restore()


_style: FocusCueStyle | None = None  # kept here too: the application does not own a Python-made style


def prepare() -> None:
    """Show the focus cue in dialogs from the moment they open: install the cue's style, once."""
    global _style
    app = QApplication.instance()
    if isinstance(app, QApplication) and not isinstance(app.style(), FocusCueStyle):
        _style = FocusCueStyle()  # over the style in use, made the application's: every control gets the cue
        app.setStyle(_style)
