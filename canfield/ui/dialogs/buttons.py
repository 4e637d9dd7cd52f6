"""Our own texts for Qt's standard dialog buttons.

Qt translates OK, Cancel and Close itself only where it ships a qtbase
translation; it has none for Romanian or Armenian, so those players would
read English buttons. The texts here go through our own translations.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialogButtonBox

Standard = QDialogButtonBox.StandardButton


def _texts() -> dict[Standard, str]:
    return {
        Standard.Ok: QCoreApplication.translate("Buttons", "&OK"),
        Standard.Cancel: QCoreApplication.translate("Buttons", "&Cancel"),
        Standard.Close: QCoreApplication.translate("Buttons", "&Close"),
    }


def name_buttons(box: QDialogButtonBox) -> QDialogButtonBox:
    """Give the box's standard buttons our translated texts; returns the box."""
    for which, text in _texts().items():
        button = box.button(which)
        if button is not None:
            button.setText(text)
            # some desktop styles put a theme icon on standard buttons; where the theme has none,
            # Qt shows its fallback picture (seen on About's OK): words alone, everywhere
            button.setIcon(QIcon())
    return box
