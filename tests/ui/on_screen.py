"""What a player reads in a window or dialog: its visible texts and the access keys of each container (test helper)."""

from __future__ import annotations

import re

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QTableWidget,
    QTextBrowser,
    QWidget,
)

MNEMONIC = re.compile(r"(?<!&)&([^&\s])")


def plain(text: str) -> str:
    """Rich text without its tags, and without the & of access keys."""
    return re.sub(r"<[^>]+>", " ", text).replace("&&", "\0").replace("&", "").replace("\0", "&")


def texts(widget: QWidget) -> list[str]:
    """Every text the widget and its children show (titles, labels, buttons, lists, tables, pages)."""
    found = [widget.windowTitle()]
    for w in [widget, *widget.findChildren(QWidget)]:
        if isinstance(w, QMessageBox):
            found += [w.text(), w.informativeText()]
        if isinstance(w, QLabel | QAbstractButton):
            found.append(w.text())
        elif isinstance(w, QGroupBox):
            found.append(w.title())
        elif isinstance(w, QComboBox):
            found += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QLineEdit):
            found += [w.text(), w.placeholderText()]
        elif isinstance(w, QTextBrowser):
            found.append(w.toPlainText())
        elif isinstance(w, QTableWidget):
            for header, count in ((w.horizontalHeaderItem, w.columnCount()), (w.verticalHeaderItem, w.rowCount())):
                found += [header(i).text() for i in range(count) if header(i) is not None]
            found += [
                w.item(r, c).text()
                for r in range(w.rowCount())
                for c in range(w.columnCount())
                if w.item(r, c) is not None
            ]
        found.append(w.toolTip())
    return [plain(t) for t in found if t]


def access_keys(widget: QWidget) -> dict[str, list[str]]:
    """The access key of each text in a dialog (buttons, labels, group boxes), lowercased: key -> texts."""
    keys: dict[str, list[str]] = {}
    for w in widget.findChildren(QWidget):
        if isinstance(w, QAbstractButton | QLabel):
            text = w.text()
        elif isinstance(w, QGroupBox):
            text = w.title()
        else:
            continue
        for key in MNEMONIC.findall(text):
            keys.setdefault(key.lower(), []).append(text)
    return keys


def menu_keys(menu: QMenu) -> dict[str, list[str]]:
    """The access keys of a menu's items: key -> item texts."""
    keys: dict[str, list[str]] = {}
    for action in menu.actions():
        for key in MNEMONIC.findall(action.text()):
            keys.setdefault(key.lower(), []).append(action.text())
    return keys


def clashes(keys: dict[str, list[str]]) -> dict[str, list[str]]:
    """The keys given to more than one text."""
    return {key: found for key, found in keys.items() if len(found) > 1}
