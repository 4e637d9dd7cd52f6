"""The toolbar over the table: New, Restart, Undo, Redo, Hint and Demo, each with our own icon and a short word;
Pause and the sound toggle as icons alone."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QMainWindow, QToolBar, QToolButton

from canfield.ui import ink
from canfield.ui.shell import icons
from canfield.ui.shell.actions import Actions

# Each toolbar action's drawing in .icons (a plain comment: lupdate hands "#:" lines to translators).
ICONS = ("new_game", "restart", "undo", "redo", "hint", "demo", "pause", "sound")
# Buttons shown as an icon alone: eight with words would not fit an 800 px window in every language.
ICON_ONLY = ("pause", "sound")


def build_toolbar(window: QMainWindow, acts: Actions) -> QToolBar:
    """Add the toolbar to ``window`` (shown or hidden later by the "toolbar" setting)."""
    bar = QToolBar(QCoreApplication.translate("MainWindow", "Toolbar"), window)
    bar.setObjectName("toolbar")
    bar.setMovable(False)
    bar.setFloatable(False)
    ink.set_property(bar, "contextMenuPolicy", ink.PREVENT_CONTEXT_MENU)  # the View menu shows and hides it
    ink.set_property(bar, "toolButtonStyle", ink.TOOL_BUTTON_TEXT_BESIDE_ICON)
    bar.setIconSize(QSize(20, 20))
    color = window.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.ButtonText)
    right_to_left = QGuiApplication.isRightToLeft()
    for name, action in zip(ICONS, acts.toolbar_actions(), strict=True):
        action.setIcon(icons.icon(name, color, right_to_left))
        bar.addAction(action)
        button = bar.widgetForAction(action)
        if name in ICON_ONLY and isinstance(button, QToolButton):
            ink.set_property(button, "toolButtonStyle", ink.TOOL_BUTTON_ICON_ONLY)
    window.addToolBar(bar)  # at the top
    return bar
