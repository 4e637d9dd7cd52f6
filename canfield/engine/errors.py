"""The errors the engine raises for a player's input, worded from the words table.

Each carries a :class:`Refusal` (a reason key and its values), so a user
interface words it in the player's language with :meth:`WordedError.say`
(or :func:`canfield.engine.words.explain`); ``str()`` is the English sentence.
"""

from __future__ import annotations

from .moves import Refusal
from .words import explain

#: The most characters of the player's own text (a code) that a message quotes: the rest is "…".
QUOTE_LIMIT = 40


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

    def say_safely(self, lang: str, limit: int | None = None) -> str:
        """:meth:`say` with the text the player gave (a code) made safe to show in a terminal or a label.

        Characters that are not printable (terminal escapes, U+202E, control characters) appear
        escaped, as ``\\x1b``; with ``limit``, a longer text is cut to that many characters and "…".
        """
        details = {key: printable(v, limit) if isinstance(v, str) else v for key, v in self.details.items()}
        return explain(self.refusal._replace(details=details), lang)


def printable(text: str, limit: int | None = None) -> str:
    """``text`` with every character that is not printable escaped; cut to ``limit`` characters and "…"."""
    if limit is not None and len(text) > limit:
        text = text[:limit] + "…"
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)


class IllegalMove(WordedError):
    """A move the rules refuse. ``str()`` says why in English (the words table's wording)."""


class BadGameCode(WordedError):
    """Text that is not a game code (reasons ``code_form``, ``code_draw``, ``code_letters``)."""


class RuleConflict(WordedError):
    """A rule set asked for with a draw it does not allow (reasons ``draw_only``, ``bad_draw``)."""
