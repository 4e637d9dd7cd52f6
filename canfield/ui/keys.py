"""Key sequences for the window's actions: a platform's standard key by name, then plain keys."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence


def key_sequences(standard: str | None, *plain: str) -> list[QKeySequence]:
    """The sequences of the standard key named ``standard`` (in ``QKeySequence.StandardKey``; it may have none
    on this platform, as Quit off KDE) and of the ``plain`` keys, each once, empty ones left out."""
    found = QKeySequence.keyBindings(getattr(QKeySequence.StandardKey, standard)) if standard else []
    sequences: list[QKeySequence] = []
    for seq in [*found, *(QKeySequence(key) for key in plain)]:
        if not seq.isEmpty() and seq not in sequences:
            sequences.append(seq)
    return sequences


def give_keys(action: QAction, standard: str | None, *plain: str) -> None:
    """Set ``action``'s shortcuts to :func:`key_sequences` (none found: it keeps none)."""
    sequences = key_sequences(standard, *plain)
    if sequences:
        action.setShortcuts(sequences)
