"""Game records: every game that counts, with every move of its line, to save, open and replay.

A :class:`GameRecord` is one game (its code, rules, date, result, casino stake and moves); its
text is the PGN-like form of :mod:`~canfield.storage.record_format`. :func:`load` reads a text
the player brings (a file, the clipboard) and plays its moves from the deal: a record that does
not replay is refused whole, with the line and the reason. The records file
(``game-records.json``, written by :class:`~canfield.storage.Storage`) keeps the texts of the
last :data:`RECORD_LIMIT` games; see ``docs/game-records.md``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from canfield.engine import RULE_SETS, Game, IllegalMove, Move, Refusal, parse_code
from canfield.engine.words import explain

from . import files
from . import record_format as fmt
from .notices import Translate
from .record_format import ENDED, IN_PROGRESS, LOST, WON, RecordError
from .words import QT_TRANSLATE_NOOP

RECORDS_VERSION = 1
#: Games kept in the records file, newest last; older ones drop off.
RECORD_LIMIT = 500
#: The records file's own bound, under the 8 MB every file of ours is read with: oldest records drop first.
RECORDS_MAX_CHARS = 6_000_000
#: Who played the game: the player, the demo, or the player from a position of a replay ("Play from here").
OWN, DEMO, REPLAYED = "own", "demo", "replayed"
PLAYS = (OWN, DEMO, REPLAYED)
#: The tags this version writes and reads, in the order it writes them; any other tag is kept as it is.
KNOWN_TAGS = ("Format", "Code", "Rules", "Date", "Result", "Play", "Stake", "Time", "Undos", "From", "Id", "Moves")
_ID = re.compile(r"[0-9A-Za-z_-]{1,64}")

CANNOT_PLAY = QT_TRANSLATE_NOOP("Records", "move {number} ({move}) cannot be played: {why}")
NOT_WON = QT_TRANSLATE_NOOP("Records", "the Result tag says won, but the moves do not bring every card home.")
WON_ALREADY = QT_TRANSLATE_NOOP("Records", "the Result tag says {result}, but the moves win the game.")
AFTER_WIN = QT_TRANSLATE_NOOP("Records", "move {number} comes after the game was won.")


@dataclass(frozen=True)
class GameRecord:
    """One game: what it was (code, rules, who played, stakes) and every move of its line.

    ``result`` is :data:`WON`, :data:`LOST` (strict's stalled attempt: the game itself declared
    the loss), :data:`ENDED` (the player ended it without winning) or :data:`IN_PROGRESS`.
    ``stake`` is the dollars staked on a casino game (None: not played for stakes); ``start`` is
    how many moves of a replayed game came from the replay it was started from.
    """

    code: str
    rules: str
    moves: tuple[Move, ...]
    result: str
    date: str = ""
    play: str = OWN
    stake: int | None = None
    seconds: float | None = None
    undos: int | None = None
    start: int = 0
    game_id: str = ""
    extra: tuple[tuple[str, str], ...] = ()  # tags this version does not know: kept, written back, ignored
    #: The line of the text each move was read from (for a refusal); empty for a record made here.
    move_lines: tuple[int, ...] = field(default=(), compare=False, repr=False)

    @classmethod
    def of_game(
        cls,
        game: Game,
        date: str,
        play: str = OWN,
        stake: int | None = None,
        seconds: float | None = None,
        undos: int | None = None,
        game_id: str = "",
        start: int = 0,
        finished: bool = True,
    ) -> GameRecord:
        """The record of ``game`` as it stands: finished (its result from the table) or in progress."""
        return cls(
            code=game.code,
            rules=game.rules.name,
            moves=game.line,
            result=result_of(game) if finished else IN_PROGRESS,
            date=date,
            play=play,
            stake=stake,
            seconds=seconds,
            undos=undos,
            start=start,
            game_id=game_id,
        )

    def tags(self) -> dict[str, str]:
        """The tag lines' names and values, in the order they are written."""
        tags = {"Format": fmt.FORMAT, "Code": self.code, "Rules": self.rules}
        optional = {
            "Date": self.date,
            "Result": self.result,
            "Play": self.play if self.play != OWN else "",
            "Stake": "" if self.stake is None else str(self.stake),
            "Time": "" if self.seconds is None else f"{self.seconds:.1f}",
            "Undos": "" if self.undos is None else str(self.undos),
            "From": str(self.start) if self.start else "",
            "Id": self.game_id,
            "Moves": str(len(self.moves)),
        }
        tags.update((name, value) for name, value in optional.items() if value)
        tags.update(self.extra)
        return tags

    def to_text(self) -> str:
        """The record's text (see :mod:`~canfield.storage.record_format`)."""
        return fmt.write(self.tags(), self.moves, self.result)

    def replay(self, upto: int | None = None) -> Game:
        """The game on the table after the first ``upto`` moves (all by default); :class:`RecordError` if refused."""
        game = Game.from_code(self.code, RULE_SETS[self.rules])
        count = len(self.moves) if upto is None else upto
        for number, move in enumerate(self.moves[:count], start=1):
            line = self.move_lines[number - 1] if len(self.move_lines) >= number else 0
            if game.is_won:
                raise RecordError(line, AFTER_WIN, {"number": number})
            try:
                game.play(move)
            except IllegalMove as exc:
                raise RecordError(line, CANNOT_PLAY, {"number": number, "move": move, "why": exc.refusal}) from None
        return game


def result_of(game: Game) -> str:
    """How a game that ends now ends: won, lost (strict's stalled attempt) or ended by the player."""
    if game.is_won:
        return WON
    return LOST if game.stalled else ENDED


def load(text: str) -> tuple[GameRecord, Game]:
    """Read a record the player brings and play it from the deal: the record and the game at its end.

    :class:`RecordError` names the line and the reason of the first thing wrong (the shape, a tag's
    value, a move that cannot be played, a result the moves contradict); nothing is half-read.
    """
    record = from_text(text)
    game = record.replay()
    if record.result == WON and not game.is_won:
        raise RecordError(0, NOT_WON)
    if record.result != WON and game.is_won:
        raise RecordError(0, WON_ALREADY, {"result": record.result})
    return record, game


def from_text(text: str) -> GameRecord:
    """The record a text holds, its moves read but not played (see :func:`load`); :class:`RecordError` if bad."""
    parsed = fmt.parse(text)
    tags = dict(parsed.tags)
    lines = _tag_lines(text)
    bad = _bad_tag(tags, len(parsed.moves))
    if bad is not None:
        raise RecordError(lines.get(bad, 0), fmt.BAD_VALUE, {"tag": bad, "value": tags[bad]})
    return GameRecord(
        code=parse_code(tags["Code"]).__str__(),
        rules=tags["Rules"],
        moves=parsed.moves,
        result=tags["Result"],
        date=tags.get("Date", ""),
        play=tags.get("Play", OWN),
        stake=int(tags["Stake"]) if "Stake" in tags else None,
        seconds=float(tags["Time"]) if "Time" in tags else None,
        undos=int(tags["Undos"]) if "Undos" in tags else None,
        start=int(tags.get("From", "0")),
        game_id=tags.get("Id", ""),
        extra=tuple((name, value) for name, value in parsed.tags if name not in KNOWN_TAGS),
        move_lines=parsed.move_lines,
    )


def _tag_lines(text: str) -> dict[str, int]:
    """The line of each tag (for a refusal; the tags were read already, so this cannot fail)."""
    found: dict[str, int] = {}
    for n, line in enumerate(text.split("\n")[: fmt.MAX_TAGS + 8], start=1):
        name = line.strip(" \t\r\ufeff")[1:].split(" ", 1)[0]
        found.setdefault(name, n)
    return found


def _bad_tag(tags: dict[str, str], moves: int) -> str | None:
    """The first known tag whose value this version cannot take; None when all are fine."""
    checks: dict[str, Callable[[str], bool]] = {
        "Code": _code_ok,
        "Rules": lambda v: v in RULE_SETS and _draw_of(tags["Code"]) in RULE_SETS[v].draws,
        "Play": lambda v: v in PLAYS,
        "Stake": lambda v: v.isdigit() and len(v) <= 6,
        "Time": _seconds_ok,
        "Undos": lambda v: v.isdigit() and len(v) <= 12,
        "From": lambda v: v.isdigit() and len(v) <= 7 and int(v) <= moves,
        "Id": lambda v: _ID.fullmatch(v) is not None,
    }
    for name in KNOWN_TAGS:
        check = checks.get(name)
        if check is not None and name in tags and not check(tags[name]):
            return name
    return None


def _code_ok(value: str) -> bool:
    try:
        parse_code(value)
    except ValueError:
        return False
    return True


def _draw_of(code: str) -> int:
    try:
        return parse_code(code).draw
    except ValueError:
        return 0


def _seconds_ok(value: str) -> bool:
    try:
        seconds = float(value)
    except ValueError:
        return False
    return len(value) <= 16 and math.isfinite(seconds) and seconds >= 0


def say(error: RecordError, translate: Translate | None = None, lang: str = "en") -> str:
    """A refusal in the player's words; an illegal move's reason comes from the engine's words table in ``lang``."""
    values = {key: explain(v, lang) if isinstance(v, Refusal) else v for key, v in error.values.items()}
    return RecordError(error.line, error.sentence, values).text(translate)


# ----- the records file: the texts of the last games, newest last ---------------------------------
@dataclass(frozen=True)
class RecordSummary:
    """One kept record as a list shows it: its tags (read without the moves) and its whole text."""

    text: str
    tags: dict[str, str] = field(compare=False)

    @property
    def game_id(self) -> str:
        """The game's id ("" for a record without one): the statistics' Recent Games name it too."""
        return self.tags.get("Id", "")

    def tag(self, name: str) -> str:
        """A tag's value ("" when it is not there)."""
        return self.tags.get(name, "")


def summary(text: str) -> RecordSummary | None:
    """The summary of a kept record; None when even its tags do not read (a damaged entry)."""
    try:
        tags, _ = fmt.read_tags(text)
    except RecordError:
        return None
    return RecordSummary(text, dict(tags))


def to_dict(texts: Iterable[str]) -> dict[str, object]:
    """The records file's JSON form."""
    return {"version": RECORDS_VERSION, "records": list(texts)}


def from_dict(data: dict[str, object]) -> tuple[list[RecordSummary], bool]:
    """The records a file holds, oldest first, and whether every entry read (a bad entry loses only itself)."""
    entries = data.get("records")
    if not isinstance(entries, list) or not isinstance(data.get("version"), int):
        return [], False
    kept = [s for s in (summary(e) if isinstance(e, str) else None for e in entries) if s is not None]
    return kept, len(kept) == len(entries)


def kept(records: list[RecordSummary], added: Iterable[RecordSummary] = ()) -> list[RecordSummary]:
    """``records`` with ``added`` after them: one record per game id (the latest), the newest within the bounds."""
    latest: dict[str, RecordSummary] = {}
    for record in [*records, *added]:
        key = record.game_id or record.text  # a record without an id is its own key
        latest.pop(key, None)  # a game recorded again (a crash came before its end was written) moves last
        latest[key] = record
    result = list(latest.values())[-RECORD_LIMIT:]
    while len(result) > 1 and sum(len(r.text) for r in result) > RECORDS_MAX_CHARS:
        result.pop(0)
    return result


def read_file(path: str | Path) -> str:
    """The text of a record file the player chose; :class:`RecordError` when it is not text, ``OSError`` if unreadable.

    Read with the records' size bound (a bigger file is refused before it is decoded), and never from
    a FIFO or a device (the storage's own reading: nothing hangs).
    """
    raw = files.read_bytes(Path(path), fmt.MAX_CHARS * 4)
    if raw is None:
        raise RecordError(0, fmt.NOT_TEXT)
    if len(raw) > fmt.MAX_CHARS * 4:
        raise RecordError(0, fmt.TOO_BIG)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RecordError(0, fmt.NOT_TEXT) from None
