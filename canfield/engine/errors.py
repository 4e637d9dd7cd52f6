"""The error :meth:`Game.play` raises for a refused move, worded from the words table."""

from __future__ import annotations

from .moves import Refusal
from .words import explain


class IllegalMove(ValueError):
    """A move the rules refuse. ``str()`` says why in English (the words table's wording).

    ``refusal`` is the :class:`Refusal` it was built from; ``reason`` and
    ``details`` are its fields, so a user interface can word the message in
    another language.
    """

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.reason)
        self.refusal = refusal
        self.reason = refusal.reason
        self.details = refusal.details

    def __str__(self) -> str:
        return explain(self.refusal, "en")
