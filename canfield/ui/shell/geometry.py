"""The window's size, position and maximised state between runs, kept on a screen that still exists.

The record is plain JSON for ``Settings.window_geometry``: ``width``, ``height``, ``x``, ``y`` (the
window's client area when it is not maximised), ``maximized`` and ``screen`` (the screen's name,
for the curious). :func:`plan` decides where the window goes from a record and today's screens;
:func:`restore` and :func:`record` apply and take it.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6 import QtCore  # Qt's enums only off the first frame's path (canfield/ui/ink.py)
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from canfield.storage.settings import MAX_PIXELS  # no screen is wider: clamped before Qt sees it

#: The smallest window the table is laid out for, and the size of a first start.
MIN_SIZE = QSize(640, 480)
DEFAULT_SIZE = QSize(1100, 760)
#: How much of the window must lie on a screen for it to count as still there (pixels).
VISIBLE_PART = QSize(120, 80)
#: Room kept for the window manager's frame around the client area (its title bar above all): a window
#: as tall as the screen had its status bar pushed off the bottom at 200 % on 1400×1000 (review F13).
FRAME = QSize(8, 20)


class Placement(NamedTuple):  # not a dataclass: 6x cheaper to build at start (issue 43)
    """Where the window goes: its size, its position (None: the system places it), maximised or not."""

    size: QSize
    pos: QPoint | None
    maximized: bool


def plan(saved: object, screens: list[QRect], primary: QRect) -> Placement:
    """The placement for a saved record on today's screens (their available areas).

    Nothing usable saved: the default size, placed by the system. A saved position on no current
    screen (a monitor unplugged, a smaller desktop): centred on the primary screen. A size bigger
    than its screen shrinks to fit, and the window moves inside.
    """
    nothing = Placement(_fit(DEFAULT_SIZE, primary), None, False)
    if not isinstance(saved, dict):
        return nothing
    try:
        width, height = _pixels(saved["width"]), _pixels(saved["height"])
        maximized = bool(saved.get("maximized", False))
        has_pos = "x" in saved and "y" in saved
        pos = QPoint(_pixels(saved["x"]), _pixels(saved["y"])) if has_pos else None
    except (TypeError, KeyError, ValueError, OverflowError):
        return nothing
    size = QSize(max(MIN_SIZE.width(), width), max(MIN_SIZE.height(), height))
    if pos is None:
        return Placement(_fit(size, primary), None, maximized)
    screen = _screen_showing(QRect(pos, size), screens)
    if screen is None:
        fitted = _fit(size, primary)
        centre = primary.center() - QPoint(fitted.width() // 2, fitted.height() // 2)
        return Placement(fitted, centre, maximized)
    fitted = _fit(size, screen)
    if fitted != size:  # shrunk to the screen: keep all of it on that screen
        x = max(screen.left(), min(pos.x(), screen.right() + 1 - fitted.width()))
        y = max(screen.top(), min(pos.y(), screen.bottom() + 1 - fitted.height()))
        pos = QPoint(x, y)
    return Placement(fitted, pos, maximized)


def _pixels(value: object) -> int:
    """A saved coordinate as an int Qt can hold (``OverflowError`` for infinity, ``ValueError`` for NaN)."""
    number: int = int(value)  # type: ignore[call-overload]
    return max(-MAX_PIXELS, min(MAX_PIXELS, number))


def _fit(size: QSize, area: QRect) -> QSize:
    """``size`` no bigger than ``area`` less the window's frame (but never below the smallest window)."""
    area = area.adjusted(0, 0, -FRAME.width(), -FRAME.height())
    return QSize(
        max(min(size.width(), area.width()), min(MIN_SIZE.width(), size.width())),
        max(min(size.height(), area.height()), min(MIN_SIZE.height(), size.height())),
    )


def _screen_showing(rect: QRect, screens: list[QRect]) -> QRect | None:
    """The screen showing most of ``rect``, if one shows enough of it and its top edge (the title bar)."""
    best, best_area = None, 0
    for area in screens:
        common = rect.intersected(area)
        enough = common.width() >= min(VISIBLE_PART.width(), rect.width()) and common.height() >= min(
            VISIBLE_PART.height(), rect.height()
        )
        top_on_screen = area.top() <= rect.top() <= area.bottom() - VISIBLE_PART.height()
        if enough and top_on_screen and common.width() * common.height() > best_area:
            best, best_area = area, common.width() * common.height()
    return best


def restore(window: QWidget, saved: object) -> None:
    """Size, place and maximise ``window`` (before it is shown) from a saved record."""
    app = QGuiApplication.instance()
    screens = [s.availableGeometry() for s in QGuiApplication.screens()] if app else []
    primary = QGuiApplication.primaryScreen().availableGeometry() if screens else QRect(QPoint(0, 0), DEFAULT_SIZE)
    placement = plan(saved, screens, primary)
    if placement.pos is None:
        window.resize(placement.size)
    else:
        window.setGeometry(QRect(placement.pos, placement.size))
    if placement.maximized:
        window.setWindowState(window.windowState() | QtCore.Qt.WindowState.WindowMaximized)


def record(window: QWidget) -> dict[str, object]:
    """The window's size, position (when it has one) and state, as JSON values."""
    state = window.windowState()
    normal = window.geometry()
    if state & (
        QtCore.Qt.WindowState.WindowMaximized
        | QtCore.Qt.WindowState.WindowFullScreen
        | QtCore.Qt.WindowState.WindowMinimized
    ):
        normal = window.normalGeometry() if not window.normalGeometry().isEmpty() else normal
    saved: dict[str, object] = {"width": normal.width(), "height": normal.height()}
    if window.isVisible() or window.testAttribute(QtCore.Qt.WidgetAttribute.WA_Moved):  # a real place on a screen
        saved.update(x=normal.x(), y=normal.y())
    saved["maximized"] = bool(state & QtCore.Qt.WindowState.WindowMaximized)
    screen = window.screen()
    if screen is not None:
        saved["screen"] = screen.name()
    return saved
