"""Menus whose shortcuts read left to right in a right-to-left window (Arabic: «Ctrl+,», not «,+Ctrl»).

A menu item draws its shortcut as the text after a tab, in the menu's direction. In a right-to-left
menu the bidirectional algorithm moves a neutral character at either end of "Ctrl+," (the comma) to
the other side, so the menu showed «,+Ctrl». Wrapped in LEFT-TO-RIGHT ISOLATE ... POP DIRECTIONAL
ISOLATE the shortcut keeps its own order; the two marks have no width.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QPainter
from PySide6.QtWidgets import QMenu, QProxyStyle, QStyle, QStyleOption, QStyleOptionMenuItem, QWidget

LRI, PDI = "\u2066", "\u2069"


def isolated_shortcut(text: str, direction: Qt.LayoutDirection) -> str:
    """A menu item's "label<TAB>shortcut" with the shortcut kept left to right in a right-to-left menu."""
    label, tab, keys = text.partition("\t")
    if not tab or not keys or direction != Qt.LayoutDirection.RightToLeft or keys.startswith(LRI):
        return text
    return f"{label}\t{LRI}{keys}{PDI}"


class MenuStyle(QProxyStyle):
    """The application's style, with each menu item's shortcut isolated (see the module docstring)."""

    def drawControl(  # noqa: N802 - Qt's name
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        """Draw as the base style does, with the shortcut text isolated."""
        if element == QStyle.ControlElement.CE_MenuItem and isinstance(option, QStyleOptionMenuItem):
            fixed = isolated_shortcut(option.text, option.direction)
            if fixed != option.text:
                option = QStyleOptionMenuItem(option)
                option.text = fixed
        super().drawControl(element, option, painter, widget)


def drawn_text(menu: QMenu, action: QAction) -> str:
    """The text a menu item is drawn with (label, tab, shortcut), as its style draws it."""
    option = QStyleOptionMenuItem()
    menu.initStyleOption(option, action)
    if isinstance(menu.style(), MenuStyle):
        return isolated_shortcut(option.text, option.direction)
    return option.text


def use_menu_style(owner: QWidget, *menus: QMenu) -> MenuStyle:
    """Give ``menus`` the isolating style (owned by ``owner``, so it lives as long as the window)."""
    style = MenuStyle()
    style.setParent(owner)
    for menu in menus:
        menu.setStyle(style)
    return style
