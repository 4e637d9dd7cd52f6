"""One accessible-interface factory for the game's own widgets.

A widget class opts in by name with :func:`opt_in`; Qt then asks its
instances' ``make_accessible()`` (a method, or an attribute set on one
instance) for their interface (``QAccessible.installFactory``).
Qt's cache owns that interface and deletes it with the widget; a table
keyed by the widget keeps the Python side alive until then, so Python never
frees what Qt still points to.
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QLabel

_CLASSES: set[str] = set()
#: Each widget's own interface, kept alive as long as the widget's Python side is.
_KEPT: weakref.WeakKeyDictionary[QObject, QAccessibleInterface] = weakref.WeakKeyDictionary()


def opt_in(classname: str) -> None:
    """Widgets of the class named ``classname`` get the interface their ``make_accessible()`` returns."""
    if not _CLASSES:
        QAccessible.installFactory(_factory)
    _CLASSES.add(classname)


def refresh(widget: QObject) -> None:
    """Drop an interface Qt made for ``widget`` before it could make its own (the next query makes it)."""
    iface = QAccessible.queryAccessibleInterface(widget)
    if iface is not None and _KEPT.get(widget) is not iface:
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))


def _factory(classname: str, obj: QObject) -> QAccessibleInterface | None:
    if classname not in _CLASSES:  # every other widget: Qt's own interface
        return None
    make = getattr(obj, "make_accessible", None)
    iface = make() if make is not None else None
    if iface is not None:
        _KEPT[obj] = iface  # alive until Qt deletes it with the widget
    return iface


class TextAsName(QAccessibleWidget):
    """A label's interface whose name is the text it shows now (the status bar's clock: no name change a second)."""

    def __init__(self, label: QLabel) -> None:
        super().__init__(label, QAccessible.Role.StaticText)
        self.label = label

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.label.text()
        return super().text(kind)
