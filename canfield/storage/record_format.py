"""The text of a game record, in the spirit of chess's PGN: tag lines, then the moves (``docs/game-records.md``).

::

    [Format "1"]
    [Code "CF1-D3-AAAAACL"]
    [Rules "canfield"]
    [Date "2026-12-07T14:30:15Z"]
    [Result "ended"]
    [Moves "12"]

    1. stock>wastex3 waste>c1 reserve>c2 c2>c4x2 stock>wastex3 stock>wastex3 waste>f2 c3>f1
    9. stock>wastex3 stock>wastex3 stock>wastex3 waste>stockx24
    ended

Only the shape is read here (:func:`parse`): tags, move notation, numbering, the end mark. Whether
the moves can be played is :func:`canfield.storage.records.replay`'s question. A text that does
not read is refused whole with a :class:`RecordError` naming its line and why, never half-read.
Hostile text is bounded everywhere: size, line length, tags, characters, moves.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from canfield.engine import Move
from canfield.engine.errors import QUOTE_LIMIT, printable

from .notices import Translate
from .words import QT_TRANSLATE_NOOP

FORMAT = "1"
#: What the Result tag (and the mark after the last move) may say.
WON, LOST, ENDED, IN_PROGRESS = "won", "lost", "ended", "*"
RESULTS = (WON, LOST, ENDED, IN_PROGRESS)
#: The tags every record needs (Date is written always but a record typed by hand may leave it out).
REQUIRED = ("Format", "Code", "Rules", "Result")
#: Bounds on untrusted text: far above any real record, low enough that nothing hangs or explodes.
MAX_CHARS = 4_000_000
MAX_LINE = 4_000
MAX_TAGS = 64
MAX_VALUE = 200
MAX_MOVES = 100_000
MAX_TOKEN = 24
MOVES_PER_LINE = 10

_TAG = re.compile(r'\[([A-Za-z][A-Za-z0-9_]{0,31}) "((?:[^"\\]|\\["\\])*)"\]')
_NUMBER = re.compile(r"([0-9]{1,7})\.")

# The reasons a record is refused ("Line {line}: " comes before each, see RecordError.text).
NOT_TEXT = QT_TRANSLATE_NOOP("Records", "this is not a text file.")
TOO_BIG = QT_TRANSLATE_NOOP("Records", "the record is too large to be a game of Canfield.")
TOO_LONG = QT_TRANSLATE_NOOP("Records", "the line is too long.")
BAD_CHARACTER = QT_TRANSLATE_NOOP("Records", "the line holds a character that has no place in a record.")
BAD_TAG = QT_TRANSLATE_NOOP("Records", 'this is not a tag line: write it like [Code "CF1-D3-AAAAACL"].')
TOO_MANY_TAGS = QT_TRANSLATE_NOOP("Records", "the record has too many tag lines.")
TAG_TWICE = QT_TRANSLATE_NOOP("Records", "the tag {tag} is given twice.")
TAG_MISSING = QT_TRANSLATE_NOOP("Records", "the record has no {tag} tag: it is not a Canfield game record.")
NEWER_FORMAT = QT_TRANSLATE_NOOP(
    "Records", "the record is in format {found}, from a newer version of Canfield; this version reads format 1."
)
BAD_VALUE = QT_TRANSLATE_NOOP("Records", "the tag {tag} cannot be {value}.")
BAD_MOVE = QT_TRANSLATE_NOOP("Records", "{text} is not a move: write moves like c2>c4x2, reserve>f1 or stock>wastex3.")
BAD_NUMBER = QT_TRANSLATE_NOOP("Records", "move number {number} is out of place: move {expected} comes next.")
TOO_MANY_MOVES = QT_TRANSLATE_NOOP("Records", "the record has too many moves.")
NO_END = QT_TRANSLATE_NOOP(
    "Records", "the moves stop without the result mark ({result}) that ends them: the record is cut short."
)
AFTER_END = QT_TRANSLATE_NOOP("Records", "there is text after the result mark that ends the moves.")
WRONG_END = QT_TRANSLATE_NOOP("Records", "the moves end with {found}, but the Result tag says {result}.")
WRONG_COUNT = QT_TRANSLATE_NOOP("Records", "the record holds {found} moves, but its Moves tag says {count}.")


class RecordError(ValueError):
    """Why a record was refused: the line (counting from 1; 0 for the text as a whole) and a sentence.

    ``sentence`` is one of this module's (or :mod:`~canfield.storage.records`') marked sentences,
    with ``values`` for its placeholders (an illegal move's ``why`` is already in the player's
    words: the engine's words table explains it).
    """

    def __init__(self, line: int, sentence: str, values: Mapping[str, object] | None = None) -> None:
        super().__init__(sentence)
        self.line = line
        self.sentence = sentence
        self.values: Mapping[str, object] = values or {}

    def __str__(self) -> str:
        return self.text()

    def text(self, translate: Translate | None = None) -> str:
        """The refusal in the player's words: "Line 12: …" (``translate`` as for a storage notice)."""
        tr: Translate = translate or _same
        # Text quoted from the file is made safe to show; "why" is ours (the engine's words), shown whole.
        values = {key: value if key == "why" else _shown(value) for key, value in self.values.items()}
        try:
            reason = str(tr(self.sentence)).format(**values)
        except (KeyError, IndexError, ValueError):  # a broken translation must not hide the reason
            reason = self.sentence.format(**values)
        if not self.line:
            return reason[:1].upper() + reason[1:]
        return str(tr(LINE)).format(line=self.line, reason=reason)


def _same(text: str) -> str:
    return text


LINE = QT_TRANSLATE_NOOP("Records", "Line {line}: {reason}")


def _shown(value: object) -> str:
    """A value quoted from the player's file, safe to show: cut short, with control characters escaped."""
    return printable(str(value), QUOTE_LIMIT)


@dataclass(frozen=True)
class RecordText:
    """What :func:`parse` read: the tags in file order and the moves, each with the line it is on."""

    tags: tuple[tuple[str, str], ...]
    moves: tuple[Move, ...]
    move_lines: tuple[int, ...]

    def tag(self, name: str, default: str = "") -> str:
        """The value of the tag ``name`` (``default`` when it is not there)."""
        return next((value for key, value in self.tags if key == name), default)


def write(tags: Mapping[str, str], moves: tuple[Move, ...] | list[Move], result: str) -> str:
    """The text of a record: ``tags`` in order (each value escaped), a blank line, the moves, the mark."""
    head = [f'[{name} "{_escape(value)}"]' for name, value in tags.items()]
    body = []
    for start in range(0, len(moves), MOVES_PER_LINE):
        chunk = " ".join(str(move) for move in moves[start : start + MOVES_PER_LINE])
        body.append(f"{start + 1}. {chunk}")
    return "\n".join([*head, "", *body, result]) + "\n"


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _unescape(value: str) -> str:
    return re.sub(r"\\([\"\\])", r"\1", value)


def read_tags(text: str) -> tuple[tuple[tuple[str, str], ...], int]:
    """The tag lines at the head of ``text`` and the number of lines they take; :class:`RecordError` if bad.

    Cheap (the moves are not looked at): the records list reads only this much of each record.
    """
    _check_text(text)
    lines = text.split("\n")
    tags: list[tuple[str, str]] = []
    where: dict[str, int] = {}
    n = 0
    for n, raw in enumerate(lines, start=1):
        line = _clean_line(raw, n)
        if not line:
            if tags:
                break
            continue  # blank lines before the first tag
        if not line.startswith("["):
            n -= 1
            break
        match = _TAG.fullmatch(line)
        if match is None or len(match.group(2)) > MAX_VALUE:
            raise RecordError(n, BAD_TAG)
        name = match.group(1)
        if name in where:
            raise RecordError(n, TAG_TWICE, {"tag": name})
        if len(tags) >= MAX_TAGS:
            raise RecordError(n, TOO_MANY_TAGS)
        where[name] = n
        tags.append((name, _unescape(match.group(2))))
    _check_required(dict(tags), where)
    return tuple(tags), n


def _check_text(text: object) -> None:
    if not isinstance(text, str) or "\x00" in text:
        raise RecordError(0, NOT_TEXT)
    if len(text) > MAX_CHARS:
        raise RecordError(0, TOO_BIG)


def _clean_line(raw: str, n: int) -> str:
    """A line without its end (``\\r`` too) and outer spaces; refused when too long or holding control characters."""
    if len(raw) > MAX_LINE:
        raise RecordError(n, TOO_LONG)
    line = raw.rstrip("\r").strip(" \t\ufeff")
    if any(not c.isprintable() and c != "\t" for c in line):
        raise RecordError(n, BAD_CHARACTER)
    return line


def _check_required(tags: dict[str, str], where: dict[str, int]) -> None:
    for name in REQUIRED:
        if name not in tags:
            raise RecordError(0, TAG_MISSING, {"tag": name})
    found = tags["Format"]
    if found != FORMAT:
        if found.isdigit() and int(found) > int(FORMAT):
            raise RecordError(where["Format"], NEWER_FORMAT, {"found": found})
        raise RecordError(where["Format"], BAD_VALUE, {"tag": "Format", "value": found})
    if tags["Result"] not in RESULTS:
        raise RecordError(where["Result"], BAD_VALUE, {"tag": "Result", "value": tags["Result"]})


def parse(text: str) -> RecordText:
    """Read a record's text: its tags and moves; :class:`RecordError` (line and reason) if anything is wrong."""
    tags, head = read_tags(text)
    result = dict(tags)["Result"]
    body = text.rstrip(" \t\r\n").split("\n")
    if not any(word in RESULTS for line in body[head:] for word in line.split()):
        raise RecordError(len(body), NO_END, {"result": result})  # cut short: checked first, whatever the last word
    moves: list[Move] = []
    lines: list[int] = []
    ended_at = 0
    for n, raw in enumerate(text.split("\n")[head:], start=head + 1):
        for token in _clean_line(raw, n).split():
            if ended_at:
                raise RecordError(n, AFTER_END)
            if token in RESULTS:
                if token != result:
                    raise RecordError(n, WRONG_END, {"found": token, "result": result})
                ended_at = n
                continue
            _read_token(token, n, moves, lines)
    if not ended_at:
        raise RecordError(len(text.rstrip("\n").split("\n")), NO_END, {"result": result})
    _check_count(dict(tags), len(moves))
    return RecordText(tags, tuple(moves), tuple(lines))


def _read_token(token: str, n: int, moves: list[Move], lines: list[int]) -> None:
    """One word of the moves: a move number ("37.", checked against the count so far) or a move."""
    if len(token) > MAX_TOKEN:
        raise RecordError(n, BAD_MOVE, {"text": token})
    number = _NUMBER.fullmatch(token)
    if number is not None:
        if int(number.group(1)) != len(moves) + 1:
            raise RecordError(n, BAD_NUMBER, {"number": number.group(1), "expected": len(moves) + 1})
        return
    try:
        move = Move.parse(token)
    except ValueError:
        raise RecordError(n, BAD_MOVE, {"text": token}) from None
    if not 1 <= move.count <= 52:
        raise RecordError(n, BAD_MOVE, {"text": token})
    if len(moves) >= MAX_MOVES:
        raise RecordError(n, TOO_MANY_MOVES)
    moves.append(move)
    lines.append(n)


def _check_count(tags: dict[str, str], found: int) -> None:
    count = tags.get("Moves")
    if count is not None and count != str(found):
        raise RecordError(0, WRONG_COUNT, {"found": found, "count": count})
