"""Real key presses on the table view (test helper): walk the focus ring and play moves by keyboard."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canfield.engine import Move


def press(window, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """One key press and release on the table view."""
    QTest.keyClick(window.view, key, modifier)


def go_to(window, pile: str, index: int | None = None) -> None:
    """Move the focus ring with Tab to ``pile``, then with Up/Down to card ``index`` (default: the top card)."""
    keyboard = window.access.keyboard
    if not window.table.decor.focus_shown:
        press(window, Qt.Key.Key_Tab)  # the first key shows the ring where it is
    for _ in range(12):
        if keyboard.pile == pile:
            break
        press(window, Qt.Key.Key_Tab)
    assert keyboard.pile == pile, f"Tab never reached {pile}"
    press(window, Qt.Key.Key_End)
    wanted = keyboard.index if index is None else index
    while keyboard.index > wanted:
        press(window, Qt.Key.Key_Up)
    assert keyboard.index == wanted, (pile, index, keyboard.index)


def play_by_keys(window, move: Move) -> None:
    """Play one move with keys alone: draws and recycles with D, everything else picked up and put down."""
    game = window.controller.game
    if move.source == "stock" or move.target == "stock":
        press(window, Qt.Key.Key_D)
        return
    go_to(window, move.source, len(game.pile(move.source)) - move.count)
    press(window, Qt.Key.Key_Return)
    go_to(window, move.target)
    press(window, Qt.Key.Key_Space)
