"""Bringing up a dialog that stays open beside the table (Settings, Appearance, Statistics, Deal of the Day)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


def bring_up(dialog: QWidget) -> None:
    """Show a dialog that stays open beside the table, in front and taking the keys (it may be open behind)."""
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()  # raise_() alone left the keys with the table
