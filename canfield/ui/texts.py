"""Small wording helpers shared by the window's widgets."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def card_count(n: int) -> str:
    """ "1 card" / "13 cards", through Qt's plural translation.

    Without a loaded translation Qt returns the source form "%n card(s)";
    then the English plural is chosen here.
    """
    text = QCoreApplication.translate("Table", "%n card(s)", None, n)
    if "(s)" in text:
        text = text.replace("(s)", "" if n == 1 else "s")
    return text
