"""The errors the engine raises for a player's input, worded from the words table.

Each carries a :class:`Refusal` (a reason key and its values), so a user
interface words it in the player's language with :meth:`WordedError.say`
(or :func:`canfield.engine.words.explain`); ``str()`` is the English sentence.
"""

from __future__ import annotations

from .moves import Refusal
from .words import explain


class WordedError(ValueError):
    """A ``ValueError`` whose message is a :class:`Refusal`: ``refusal``, ``reason`` and ``details``."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.reason)
        self.refusal = refusal
        self.reason = refusal.reason
        self.details = refusal.details

    def __str__(self) -> str:
        return explain(self.refusal, "en")

    def say(self, lang: str) -> str:
        """The message in a language of the words table ("ar", "ro", "ru", "hy", "en")."""
        return explain(self.refusal, lang)


class IllegalMove(WordedError):
    """A move the rules refuse. ``str()`` says why in English (the words table's wording)."""


class BadGameCode(WordedError):
    """Text that is not a game code (reasons ``code_form``, ``code_draw``, ``code_letters``)."""


class RuleConflict(WordedError):
    """A rule set asked for with a draw it does not allow (reasons ``draw_only``, ``bad_draw``)."""
