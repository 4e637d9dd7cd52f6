"""Notices for the player: kept as sentence keys plus values, translated when they are taken."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple

Translate = Callable[[str], str]


class Notice(NamedTuple):  # not a dataclass: 6x cheaper to build at start (issue 43)
    """One message: sentences (from :mod:`canfield.storage.words`) with their placeholder values.

    A value that is itself a list of sentence keys (field names) is translated item by item.
    """

    sentences: tuple[tuple[str, tuple[tuple[str, object], ...]], ...]

    @classmethod
    def of(cls, *parts: tuple[str, Mapping[str, object]]) -> Notice:
        """A notice from ``(sentence, values)`` pairs."""
        return cls(tuple((text, tuple(values.items())) for text, values in parts))

    def text(self, translate: Translate | None = None) -> str:
        """The notice in the player's words."""
        tr = translate or (lambda s: s)
        return " ".join(_fill(tr, sentence, dict(values)) for sentence, values in self.sentences)


def _fill(tr: Translate, sentence: str, values: dict[str, object]) -> str:
    ready = {key: _value(tr, value) for key, value in values.items()}
    try:
        return tr(sentence).format(**ready)
    except (KeyError, IndexError, ValueError):
        # A translation with broken placeholders must not hide the message: use the original.
        return sentence.format(**ready)


def _value(tr: Translate, value: object) -> str:
    if isinstance(value, Sequence) and not isinstance(value, str):
        from .words import FIELD_SEPARATOR

        return tr(FIELD_SEPARATOR).join(tr(str(item)) for item in value)
    return str(value)
