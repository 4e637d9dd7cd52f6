"""The one object the window talks to: :class:`Storage`."""

from __future__ import annotations

import contextlib
import os
import threading
import weakref
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeGuard, TypeVar

from canfield.engine import Game
from canfield.engine.snapshot import VERSION as SNAPSHOT_VERSION

from . import pending, words
from .casino import HOYLE, CasinoTerms
from .files import (
    BackgroundWriter,
    ChunkCache,
    ReadResult,
    ReadStatus,
    is_read_only,
    keep_aside,
    locked,
    read_json,
    remove_stale_temps,
    write_json_atomic,
)
from .notices import Notice, Translate
from .paths import Paths, resolve_paths
from .savegame import GAME_VERSION, SavedGame, new_game_id
from .settings import SETTINGS_VERSION, Settings
from .stats import STATS_VERSION, GameResult, Statistics, utc_now

if TYPE_CHECKING:  # game records, their text format and the deals of the day load at their first use, not at start
    from .daily import DailyBook
    from .records import GameRecord, RecordSummary


class Record(Protocol):
    """A value kept in a file of its own (settings, statistics): it gives its JSON form."""

    def to_dict(self) -> dict[str, object]: ...


T = TypeVar("T", bound=Record)
#: Where :meth:`Storage._store_results` left the finished games: in the statistics file, in the file
#: of games waiting to be added (``unrecorded-games.json``), or in memory only (nothing could be written).
RECORDED, KEPT, IN_MEMORY = "recorded", "kept", "memory"
#: Reads a JSON object into a value; returns the value and the labels (sentence keys from
#: :mod:`~canfield.storage.words`) of the parts it had to reset.
Parser = Callable[[dict[str, object]], tuple[T, list[str]]]


class Storage:
    """Settings, statistics and the game in progress on disk — never lost, never a crash.

    ``Storage()`` uses ``$CANFIELD_HOME`` when it is set, else the platform's folders (see
    :func:`~canfield.storage.paths.resolve_paths`); ``Storage(home)`` puts every file in ``home``.
    Settings and statistics are read at construction, the saved game by :meth:`load_game`.
    Nothing here raises on a bad file or a failed write: a damaged file is renamed aside with a
    timestamp, what could be read is kept, defaults fill the rest, and a plain-words notice waits
    in :meth:`take_problems`. Writes are atomic (see :func:`~canfield.storage.files.write_json_atomic`).

    The window's calls, in order of a session::

        store = Storage()
        settings = store.settings                          # apply; show store.take_problems()
        saved = store.load_game()                          # None: start a new game
        store.save_settings(changed)                       # from the settings dialog, at once
        store.save_game(game, elapsed, undos, casino)      # every few actions, on a timer, on quit
        store.end_game(game, elapsed, undos, casino)       # won, new game, "End attempt", quit without resume
        store.stats["canfield-d3"].win_rate                # the statistics dialog
        store.reset_stats()                                # after the player confirmed
    """

    def __init__(self, home: Path | None = None) -> None:
        self.paths: Paths = resolve_paths(home)
        #: The terms of casino scoring (classic profile); see :mod:`canfield.storage.casino`.
        self.casino_terms: CasinoTerms = HOYLE
        self._problems: list[Notice] = []
        self._notices = threading.Lock()  # notices also come from the background writer
        self._writer = BackgroundWriter()
        self._chunks = ChunkCache()  # the saved game's encoded moves, reused by the next save
        self._failing: set[str] = set()  # files whose last write failed: told once until one succeeds
        self._told: set[str] = set()  # read-only files and games not counted yet: told once a session
        self._guest = False  # another window has the saved game (see share_with_running_window)
        self._kept_copy = False  # the saved-game file holds the only copy of a game that ended
        #: Files the system would not let us read: never written over, never removed (see _refused).
        self._protected: set[str] = set()
        self._unwritten: list[GameResult] = []  # recorded in memory, not yet on disk (a failed write)
        self._records_unwritten: list[RecordSummary] = []  # game records a failed write left here, for the next
        self._memory_only = False  # the last try wrote them nowhere: they are lost if the window closes now
        #: Each game's id while the game lives (a game is its own key: no id() that a new game may reuse).
        self._ids: weakref.WeakKeyDictionary[Game, str] = weakref.WeakKeyDictionary()
        remove_stale_temps(self.paths.config_dir, (self.paths.settings.name,))
        data_files = (
            self.paths.stats,
            self.paths.game,
            self.paths.pending,
            self.paths.records,
            self.paths.records_waiting,
            self.paths.daily,
        )
        remove_stale_temps(self.paths.data_dir, tuple(path.name for path in data_files))
        self.settings: Settings
        self.settings, found = self._load("settings", self.paths.settings, SETTINGS_VERSION, _parse_settings)
        #: No settings file yet: the first start, when the desktop's wishes may choose the look (issue 42);
        #: the window sets it False once the player chooses the look themselves.
        self.first_start = found is ReadStatus.MISSING
        self.stats: Statistics
        self.stats, _ = self._load("statistics", self.paths.stats, STATS_VERSION, _parse_stats)
        self._daily: DailyBook | None = None  # daily.json, read at its first use (not at every start)
        if os.path.lexists(self.paths.pending):  # games a full disk or a read-only file kept from the statistics
            self._store_results()
        if os.path.lexists(self.paths.records_waiting):  # game records a full disk kept from their file
            self._store_records()

    def share_with_running_window(self, why: str = words.ANOTHER_WINDOW, **values: object) -> None:
        """Another window runs on these files and does not answer: its saved game is left to it.

        This window never reads, writes or removes the saved game, so the two windows' games in
        progress cannot overwrite each other; a game played here is counted when it ends, or when
        the window closes (it cannot be kept to resume). The player is told ``why`` (a sentence of
        :mod:`words` with its ``values``): by default, that another window does not answer.
        """
        self._guest = True
        self._protected.add("game")
        self._tell(why, **values)

    # ----- settings ------------------------------------------------------
    def save_settings(self, settings: Settings) -> bool:
        """Remember ``settings`` and write them at once; False when the write failed.

        ``window_geometry`` must hold only JSON values (encode bytes as text first).
        """
        self.settings = settings
        if "settings" in self._protected:
            return False
        return self._write("settings", self.paths.settings, settings.to_dict())

    # ----- statistics ----------------------------------------------------
    def record_game(self, result: GameResult) -> bool:
        """Count a finished game in :attr:`stats` and write them; False when the write failed.

        Build ``result`` with :meth:`GameResult.from_game`, or let :meth:`end_game` do it.
        The figures in memory are updated even when the write fails. Such a game waits in
        ``unrecorded-games.json`` (or, when that cannot be written either, in memory) and is
        written with the next write of the statistics that succeeds, here or at a later start.
        The file is read again, the games added and the file written under a lock, so that another
        window (or process) writing the statistics at the same time loses nothing; a game whose
        id is already recorded is not counted again.
        """
        return self._record(result) == RECORDED

    def _record(self, result: GameResult) -> str:
        if not result.game_id:  # an id makes adding it again (after a failed write) harmless
            result = replace(result, game_id=new_game_id())
        self._unwritten = pending.merged(self._unwritten, [result])
        return self._store_results()

    def _store_results(self) -> str:
        """Write the games known only here; :data:`RECORDED`, :data:`KEPT` or :data:`IN_MEMORY`.

        Games other windows (or earlier runs) left waiting are taken in too.
        """
        with locked(self.paths.stats):
            self._unwritten = pending.merged(self._read_pending(), self._unwritten)
            # A game is counted only once its moves are on disk: its record is written first, and
            # while it can be written nowhere the game waits in memory with its saved copy (issue 41).
            moves_kept = not self._records_unwritten or self._store_records() != IN_MEMORY
            if moves_kept and self._statistics_writable():
                fresh, on_disk = self._fresh_stats()
                self.stats = fresh
                added = [r for r in self._unwritten if self.stats.record(r, self.casino_terms)]
                # Nothing new and a file to hold them: counted already (by another window, or before a crash).
                done = not added and on_disk
                if done or (
                    "statistics" not in self._protected and self._write("statistics", self.paths.stats, fresh.to_dict())
                ):
                    self._unwritten.clear()
                    self._write_pending()
                    self._written_at_last()
                    return RECORDED
            for result in self._unwritten:  # the figures shown count them already (once each: by id)
                self.stats.record(result, self.casino_terms)
            if moves_kept and self._write_pending():
                self._written_at_last()
                return KEPT
            self._memory_only = True
            return IN_MEMORY

    def _written_at_last(self) -> None:
        """The finished games are on disk: a player told they were not is told they are now."""
        self._kept_copy = False
        self._memory_only = False
        with self._notices:
            told = "uncounted" in self._told
            self._told.discard("uncounted")  # a later failure is told again
        if told:
            self._tell(words.SAVED_AT_LAST)

    def unsaved_games(self) -> list[GameResult]:
        """The finished games written nowhere yet (nothing could be written): lost if the window closes now."""
        return list(self._unwritten) if self._memory_only else []

    def retry_unsaved(self) -> list[GameResult]:
        """Before the window closes: try once more to write the finished games known only here.

        Returns those still written nowhere. The saved copy kept for a game that ended is no use
        once the window has asked the player; see :meth:`give_up_unsaved`.
        """
        self._writer.flush()
        if self._unwritten and self._memory_only:
            self._store_results()
        return self.unsaved_games()

    def can_record(self) -> bool:
        """Whether a game that ends now could be written somewhere (tried with the small file of games waiting)."""
        if self.unsaved_games() or "pending" in self._protected:
            return False
        with locked(self.paths.stats):
            if not self._write("pending", self.paths.pending, pending.to_dict(self._unwritten), quiet=True):
                return False
            if not self._unwritten:
                with contextlib.suppress(OSError):
                    os.unlink(self.paths.pending)
        return True

    def give_up_unsaved(self) -> list[GameResult]:
        """The player quits although finished games could not be written: a last try, with all the room there is.

        The saved copy of a game that ended (kept in case of a crash) is removed first, so the ended
        game never comes back as a game in progress, and its room may be enough for the small file
        of games waiting (``unrecorded-games.json``). Returns the games lost after all.
        """
        self._writer.flush()
        if self._kept_copy and "game" not in self._protected:
            with contextlib.suppress(OSError):
                os.unlink(self.paths.game)
            self._kept_copy = False
        if self._unwritten and self._memory_only:
            self._store_results()
        return self.unsaved_games()

    def _statistics_writable(self) -> bool:
        """Whether the statistics file may be written: not protected, and not marked read-only (told once)."""
        if "statistics" in self._protected:
            return False
        return not self._read_only("statistics", self.paths.stats)

    def _read_pending(self) -> list[GameResult]:
        """The games waiting in ``unrecorded-games.json``; a damaged file is kept aside with a notice."""
        path = self.paths.pending
        result = read_json(path)
        if result.status is ReadStatus.MISSING:
            return []
        if result.status is ReadStatus.OK:
            games, clean = pending.from_dict(result.data or {})
            if clean:
                return games
        else:
            games = []
        if result.status is ReadStatus.UNREADABLE and not result.special:
            if not os.path.lexists(path):
                return games  # the folder is the problem: the statistics' notice says it
            self._protected.add("pending")  # passing (permissions): left alone, never written over
            self._tell(words.PENDING_UNREADABLE, path=path, reason=words.os_reason(result.errno, result.reason))
            return games
        self._set_aside("pending", path, words.PENDING_DAMAGED, "damaged", pending.to_dict(games))
        return games

    def _write_pending(self) -> bool:
        """Put the games known only here in ``unrecorded-games.json`` (none: remove it); whether that worked."""
        path = self.paths.pending
        if "pending" in self._protected:
            return False
        if self._unwritten:
            return self._write("pending", path, pending.to_dict(self._unwritten), quiet=True)
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError:  # cannot be removed: emptied instead, so nothing is added twice
            return self._write("pending", path, pending.to_dict([]), quiet=True)
        return True

    def _fresh_stats(self) -> tuple[Statistics, bool]:
        """The statistics on disk now, to add games to (what is in memory if none are); whether read from disk."""
        path = self.paths.stats
        result = read_json(path)
        if result.status is ReadStatus.MISSING:
            return self.stats, False  # deleted, or never written: what this window knows is the best there is
        if result.status is not ReadStatus.OK:
            if result.status is ReadStatus.DAMAGED or os.path.lexists(path):  # else a folder problem: the write says it
                self._refused("statistics", path, result, self.stats.to_dict())
            return self.stats, False
        return self._parsed("statistics", path, STATS_VERSION, _parse_stats, result.data or {}), True

    def end_game(
        self,
        game: Game,
        elapsed: float,
        undos: int,
        casino: bool = False,
        own_win: bool = True,
        start: int = 0,
        daily: str = "",
    ) -> GameResult | None:
        """A game is over: record it (won, or not won when abandoned) and forget the saved copy.

        Call it once per game: on a win, on "New game" or "End attempt" mid-game, and on quit
        when the player does not want to resume. ``own_win=False`` records a game finished by
        the demo as the demo's: not won, and setting no record; ``daily``, the date of a deal of the
        day (as in ``save_game``), counts it apart from the ordinary games (``ModeStats.daily_games``).
        Returns what was recorded, or None when the game does not count (no move made, or rules
        outside the four modes).
        """
        result = GameResult.from_game(game, elapsed, undos, casino, self._id_of(game))
        if result is not None and not own_win:
            result = replace(result, won=False, demo=True)
        if result is not None and daily:
            result = replace(result, daily=True)
        if result is not None and start:  # "Play from here": counted apart, once a move of the player's own is made
            moved = game.moves_made != start or undos > 0 or game.can_redo
            result = replace(result, won=False, replayed=True, demo=False) if moved else None
        if result is not None:
            # The moves first (_store_results): a crash before the statistics are written resumes the
            # game, which is recorded again when it ends and replaces this record (one per id).
            self._keep_record(self._record_of(game, result, start))
        if result is not None and self._record(result) == IN_MEMORY:
            # Written nowhere (a full disk): its last save stays on disk, to be resumed if this
            # window closes before the record can be written; the player is told.
            self._kept_copy = True
            self._tell_once("uncounted", words.NOT_COUNTED_YET, folder=self.paths.data_dir)
        # A crash here leaves the saved copy, but its id is recorded: it is not resumed (load_game).
        self.clear_game()
        self._ids.pop(game, None)
        return result

    # ----- the deals of the day -------------------------------------------------
    @property
    def daily(self) -> DailyBook:
        """The deals of the day played and chosen (``daily.json``, read at the first use); change it with
        :meth:`change_daily`."""
        from .daily import DAILY_VERSION

        if self._daily is None:
            self._daily, _ = self._load("daily", self.paths.daily, DAILY_VERSION, _parse_daily)
        return self._daily

    def change_daily(self, change: Callable[[DailyBook], object]) -> bool:
        """Apply ``change`` to the days on disk and write them back, under their lock; False when not written.

        The file is read again first and merged with what this window knows (:meth:`DailyBook.merged`:
        each day once, a finished day over an open one), so another window's days, or a change an
        earlier failed write kept only here, are never lost. :attr:`daily` holds the result either way.
        """
        path = self.paths.daily
        with locked(path):
            book = self.daily.merged(self._fresh_daily())
            change(book)
            self._daily = book
            if "daily" in self._protected or self._read_only("daily", path):
                return False
            return self._write("daily", path, book.to_dict())

    def _fresh_daily(self) -> DailyBook:
        """The days on disk now (a damaged file set aside with a notice, what reads kept); empty when none."""
        from .daily import DAILY_VERSION, DailyBook

        path = self.paths.daily
        result = read_json(path)
        if result.status is ReadStatus.MISSING:
            return DailyBook()
        if result.status is not ReadStatus.OK:
            if result.status is ReadStatus.DAMAGED or os.path.lexists(path):  # else the folder: the write says it
                self._refused("daily", path, result, self.daily.to_dict())
            return DailyBook()
        return self._parsed("daily", path, DAILY_VERSION, _parse_daily, result.data or {})

    # ----- game records ------------------------------------------------------
    def records(self) -> list[RecordSummary]:
        """The game records kept, newest first (with those a failed write still holds here)."""
        from . import records

        with locked(self.paths.records):
            kept = records.kept(self._read_records(), self._records_unwritten)
        return kept[::-1]

    def record_of(self, game: Game, elapsed: float, undos: int, casino: bool = False) -> GameRecord:
        """The record of the game on the table as it stands now: in progress, or won (to save to a file)."""
        from .records import GameRecord

        stake = self.casino_terms.deck_price if casino and game.rules.name == "classic" else None
        return GameRecord.of_game(
            game, utc_now(), stake=stake, seconds=elapsed, undos=undos, game_id=self._id_of(game), finished=game.is_won
        )

    def delete_record(self, game_id: str) -> bool:
        """Forget the record of one game (by its id); False when the file could not be written."""
        return self._store_records(lambda kept: [r for r in kept if r.game_id != game_id]) == RECORDED

    def delete_records(self) -> bool:
        """Forget every game record (after the player confirmed); False when the file could not be written."""
        self._protected.discard("records")  # the player asked for an empty file: write it
        return self._store_records(lambda kept: []) == RECORDED

    def _record_of(self, game: Game, result: GameResult, start: int = 0) -> GameRecord:
        from .records import DEMO, OWN, REPLAYED, GameRecord

        return GameRecord.of_game(
            game,
            result.finished_at,
            play=DEMO if result.demo else REPLAYED if result.replayed else OWN,
            stake=self.casino_terms.deck_price if result.casino else None,
            seconds=result.seconds,
            undos=result.undos,
            game_id=result.game_id,
            start=start,
        )

    def _keep_record(self, record: GameRecord) -> None:
        """A finished game's record, to be written before its result (:meth:`_store_results` writes both)."""
        from . import records

        entry = records.summary(record.to_text())
        if entry is not None:
            self._records_unwritten = records.kept(self._records_unwritten, [entry])

    def _store_records(self, change: Callable[[list[RecordSummary]], list[RecordSummary]] | None = None) -> str:
        """Read the records file, apply ``change``, add the records known only here, write it back, under its lock.

        :data:`RECORDED` (in the file), :data:`KEPT` (in the small file of records waiting, or left out
        of a file the player keeps read-only or the system will not let us read: told) or
        :data:`IN_MEMORY` (written nowhere: the statistics wait for them, see :meth:`_store_results`).
        """
        from . import records

        path = self.paths.records
        with locked(path):
            self._records_unwritten = records.kept(self._read_waiting_records(), self._records_unwritten)
            on_disk = self._read_records()
            if change is not None:  # a deletion: of the records waiting too
                on_disk, self._records_unwritten = change(on_disk), change(self._records_unwritten)
            if "records" in self._protected or self._read_only("records", path):
                return KEPT  # the player's (or the system's) choice, told once: the statistics go on
            fresh = records.kept(on_disk, self._records_unwritten)
            if self._write("records", path, records.to_dict(r.text for r in fresh)):
                self._records_unwritten.clear()
                with contextlib.suppress(OSError):
                    os.unlink(self.paths.records_waiting)
                return RECORDED
            # Like the statistics' games waiting: the small file of these alone may still fit (a full
            # disk has no room for a new copy of the whole records file), and a later write adds them.
            waiting = records.to_dict(r.text for r in self._records_unwritten)
            return (
                KEPT if self._write("records_waiting", self.paths.records_waiting, waiting, quiet=True) else IN_MEMORY
            )

    def _read_waiting_records(self) -> list[RecordSummary]:
        """The game records waiting in ``unrecorded-game-records.json`` (what reads of it: it is ours alone)."""
        from . import records

        result = read_json(self.paths.records_waiting)
        return records.from_dict(result.data or {})[0] if result.status is ReadStatus.OK else []

    def _read_records(self) -> list[RecordSummary]:
        """The records on disk, oldest first; a damaged file is set aside (what reads is kept) with a notice."""
        from . import records

        path = self.paths.records
        result = read_json(path)
        if result.status is ReadStatus.MISSING:
            return []
        if result.status is not ReadStatus.OK:
            if result.status is ReadStatus.DAMAGED or os.path.lexists(path):  # else the folder: the write says it
                self._refused("records", path, result, records.to_dict([]))
            return []
        data = result.data or {}
        version = data.get("version")
        if _is_int(version) and version > records.RECORDS_VERSION:
            self._set_aside("records", path, words.NEWER["records"], "newer", records.to_dict([]))
            return []
        kept, clean = records.from_dict(data)
        if not clean:
            sentence = words.PARTIAL["records"] if kept else words.DAMAGED["records"]
            self._set_aside("records", path, sentence, "damaged", records.to_dict(r.text for r in kept))
        return kept

    def reset_stats(self) -> bool:
        """Start every mode's statistics (and the casino bankroll) afresh; False when the write failed."""
        self.stats = Statistics()
        self._unwritten.clear()
        self._memory_only = False
        self._protected.discard("statistics")  # the player asked for a blank record: write it
        with locked(self.paths.stats):
            return self._write("statistics", self.paths.stats, self.stats.to_dict())

    # ----- the game in progress -----------------------------------------------
    def save_game(
        self,
        game: Game,
        elapsed: float,
        undos: int,
        casino: bool = False,
        wait: bool = True,
        start: int = 0,
        daily: str = "",
    ) -> bool:
        """Write the game in progress with its whole undo history, clock and undo count (``daily``: its day).

        Cheap enough to call after every few actions. False when the write failed (the game goes
        on and the previous save is untouched). ``wait=False`` takes the snapshot now (about a
        millisecond for a 100,000-move game) and writes it on a background thread; it returns
        True at once, and a failure comes as a notice later. Whatever reads, removes or writes
        the saved game next waits for that write first.
        """
        if "game" in self._protected:
            return False
        if self._unwritten and self._store_results() == IN_MEMORY and self._kept_copy:
            return False  # the disk still has no room, and this file holds the only copy of a finished game
        if self._records_unwritten:  # a game record a failed write left here: tried again with each save
            self._store_records()
        saved = SavedGame(game, float(elapsed), undos, casino, game_id=self._id_of(game), start=start, daily=daily)
        data = saved.to_dict(copy_moves=False)  # the moves are immutable tuples: safe to share
        path = self.paths.game
        if not wait:
            self._writer.put("game", lambda: self._write("game", path, data, compact=True))
            return True
        self._writer.drop("game")  # an older save still waiting would overwrite this one
        return self._write("game", path, data, compact=True)

    def flush(self) -> None:
        """Wait until the saves running in the background (``save_game(wait=False)``) are written."""
        self._writer.flush()

    def load_game(self) -> SavedGame | None:
        """The saved game, exactly as it was saved; None when there is none or it cannot be used.

        A damaged saved game (bad JSON, duplicate cards, moves that do not replay…) or one from a
        newer version is set aside with a notice, and None tells the window to deal a new game.
        One the system will not let us read is left alone and never written over. A saved game
        whose id the statistics already hold has ended (a crash came between recording it and
        removing it, or another window ended it): it is removed, not resumed and counted again.
        """
        path = self.paths.game
        if self._guest:
            return None  # the other window's
        self._writer.flush()  # a save on its way is what there is to read
        result = read_json(path)
        if result.status is ReadStatus.MISSING:
            return None
        if result.status is not ReadStatus.OK:
            self._refused("game", path, result, None)
            return None
        data = result.data or {}
        version = data.get("version")
        inner = data.get("game")
        inner_version = inner.get("version") if isinstance(inner, dict) else None
        if (_is_int(version) and version > GAME_VERSION) or (
            _is_int(inner_version) and inner_version > SNAPSHOT_VERSION
        ):
            self._set_aside("game", path, words.NEWER["game"], "newer", None)
            return None
        try:
            saved, bad = SavedGame.from_dict(data)
        except ValueError:
            self._set_aside("game", path, words.DAMAGED["game"], "damaged", None)
            return None
        if saved.game_id in self._recorded_ids():
            self.clear_game()
            return None
        labels = [words.GAME_LABELS[name] for name in bad]
        if not _is_int(version) or version < 1:
            labels.insert(0, words.VERSION_LABEL)
        if labels:
            self._set_aside("game", path, words.PARTIAL["game"], "damaged", saved.to_dict(), fields=labels)
        self._ids[saved.game] = saved.game_id
        return saved

    def _recorded_ids(self) -> set[str]:
        """Ids of the games recorded, in memory and on disk now (another window may have added some)."""
        ids = set(self.stats.ids)
        result = read_json(self.paths.stats)
        if result.status is ReadStatus.OK:
            ids.update(Statistics.from_dict(result.data or {})[0].ids)
        return ids

    def _id_of(self, game: Game) -> str:
        """The id of ``game``: the one it was saved or resumed with, else a new one from now on."""
        game_id = self._ids.get(game)
        if game_id is None:
            game_id = self._ids[game] = new_game_id()
        return game_id

    def clear_game(self) -> bool:
        """Forget the saved game (there is nothing to resume); False when it could not be removed."""
        if "game" in self._protected:
            return False  # not ours to remove: the player has not seen it
        if self._kept_copy:
            return False  # the only copy of a game whose record is not written yet (a full disk)
        self._writer.drop("game")  # a save still on its way would bring the ended game back
        if self._read_only("game", self.paths.game):
            return False  # the player keeps this one as it is
        try:
            os.unlink(self.paths.game)
        except FileNotFoundError:
            pass
        except OSError as exc:
            self._write_failed("game", self.paths.game, exc)
            return False
        return True

    # ----- notices -------------------------------------------------------
    def take_problems(self, translate: Translate | None = None) -> list[str]:
        """The notices gathered since the last call, in plain words; each is given once.

        ``translate`` turns each English sentence into the player's language before its
        placeholders are filled, e.g. ``lambda s: QCoreApplication.translate("Storage", s)``.
        """
        with self._notices:
            problems, self._problems = self._problems, []
        return [notice.text(translate) for notice in problems]

    # ----- the machinery shared by every file --------------------------------
    def _load(self, kind: str, path: Path, version: int, parse: Parser[T]) -> tuple[T, ReadStatus]:
        """Read one versioned file; on any fault keep it aside, keep what is readable, add a notice."""
        result = read_json(path)
        if result.status is not ReadStatus.OK:
            default = parse({})[0]
            if result.status is not ReadStatus.MISSING:
                self._refused(kind, path, result, default.to_dict())
            return default, result.status
        return self._parsed(kind, path, version, parse, result.data or {}), result.status

    def _parsed(self, kind: str, path: Path, version: int, parse: Parser[T], data: dict[str, object]) -> T:
        """Parse what was read; set the file aside with a notice if anything had to be reset."""
        found = data.get("version")
        value, bad = parse(data)
        if _is_int(found) and found > version:
            sentence, label, values = words.NEWER[kind], "newer", {}
        elif not _is_int(found) or found < 1 or bad:
            if not _is_int(found) or found < 1:
                bad = [words.VERSION_LABEL, *bad]
            sentence, label, values = words.PARTIAL[kind], "damaged", {"fields": bad}
        else:
            return value
        # Something was reset: what was kept replaces the file, so it survives the next start.
        self._set_aside(kind, path, sentence, label, value.to_dict(), **values)
        return value

    def _refused(self, kind: str, path: Path, result: ReadResult, replacement: dict[str, object] | None) -> None:
        """A file that was not read: protect it (unreadable) or set it aside (damaged), with a notice."""
        if result.status is ReadStatus.UNREADABLE:
            reason = _reason(result)
            if result.special and self._move_aside(kind, path, reason, replacement):
                return
            if os.path.lexists(path):  # a passing problem (permissions) must not become a loss
                self._protected.add(kind)
            self._tell(words.UNREADABLE[kind], path=path, reason=reason)
        else:
            self._set_aside(kind, path, words.DAMAGED[kind], "damaged", replacement)

    def _move_aside(self, kind: str, path: Path, reason: object, replacement: dict[str, object] | None) -> bool:
        """Rename what stands in a file's place (a folder, a FIFO, a device, a link out of the
        folder) and put ``replacement`` there; False when it cannot be renamed (left alone).

        Nothing is lost: the thing is kept whole under its new name, and the file's place is free
        again, so the game in progress can be saved there (a folder in its place used to cost
        the game at every quit).
        """
        copy = keep_aside(path, "not-a-file")
        if copy is None:
            return False
        self._tell(words.NOT_A_FILE[kind], path=path, reason=reason, copy=copy)
        if replacement is not None:
            self._write(kind, path, replacement, quiet=True)
        return True

    def _set_aside(
        self, kind: str, path: Path, sentence: str, label: str, replacement: dict[str, object] | None, **values: object
    ) -> None:
        """Keep ``path`` under another name, then put ``replacement`` (None: nothing) in its place.

        The copy is made first as a second name (a hard link) and the file then replaced
        atomically: whenever the process dies, the old file is still there or the repaired one
        is, never neither. Without hard links (some file systems) it is renamed, as before.
        """
        copy = keep_aside(path, label, move=False)
        if copy is None:
            copy = keep_aside(path, label)
        tail = (words.KEPT_AS, {"copy": copy}) if copy else (words.LEFT_AT, {"path": path})
        with self._notices:
            self._problems.append(Notice.of((sentence, values), tail))
        if copy is None:
            return  # the old file is still in place: never written over
        if replacement is not None:
            self._write(kind, path, replacement, quiet=True)  # if it fails, the next start tries again
        else:
            with contextlib.suppress(OSError):
                os.unlink(path)  # nothing usable to put in its place (the copy keeps it)

    def _write(
        self, kind: str, path: Path, data: dict[str, object], quiet: bool = False, compact: bool = False
    ) -> bool:
        """Write atomically; on failure add one notice (until a write of this file succeeds again).

        Runs on the GUI thread or on the background writer's (``save_game(wait=False)``); a
        compact write (the saved game) is one at a time: the writer runs it, or waits for it.
        """
        if not quiet and self._read_only(kind, path):
            return False
        try:
            write_json_atomic(path, data, compact, self._chunks if compact else None)
        except (OSError, ValueError, TypeError, RecursionError, OverflowError) as exc:
            if not quiet:
                self._write_failed(kind, path, exc)
            return False
        with self._notices:
            self._failing.discard(kind)
        return True

    def _write_failed(self, kind: str, path: Path, exc: Exception) -> None:
        with self._notices:
            if kind in self._failing:
                return
            self._failing.add(kind)
        reason = words.os_reason(getattr(exc, "errno", None), getattr(exc, "strerror", None) or str(exc))
        self._tell(words.WRITE_FAILED[kind], folder=path.parent, reason=reason)

    def _read_only(self, kind: str, path: Path) -> bool:
        """Whether the file of ``kind`` is marked read-only: then it is never replaced or removed,
        and the player is told once (a read-only file used to be replaced silently)."""
        if not is_read_only(path):
            return False
        self._tell_once(f"read-only {kind}", words.READ_ONLY[kind], path=path)
        return True

    def _tell_once(self, key: str, sentence: str, **values: object) -> None:
        with self._notices:
            if key in self._told:
                return
            self._told.add(key)
        self._tell(sentence, **values)

    def _tell(self, sentence: str, **values: object) -> None:
        with self._notices:
            self._problems.append(Notice.of((sentence, values)))


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _reason(result: ReadResult) -> object:
    """Why a file was not read, for a notice: a sentence key of ours, or the system's refusal in the player's words."""
    if result.link_out:
        return [words.LINK_OUT]
    if result.special and not result.reason:
        return [words.SPECIAL_FILE]
    return words.os_reason(result.errno, result.reason)


def _parse_settings(data: dict[str, object]) -> tuple[Settings, list[str]]:
    settings, bad = Settings.from_dict(data)
    return settings, [words.SETTING_LABELS[name] for name in bad]


def _parse_daily(data: dict[str, object]) -> tuple[DailyBook, list[str]]:
    from .daily import DailyBook

    book, clean = DailyBook.from_dict(data)
    return book, [] if clean else [words.DAILY_LABEL]


def _parse_stats(data: dict[str, object]) -> tuple[Statistics, list[str]]:
    stats, bad = Statistics.from_dict(data)
    return stats, [words.MODE_LABELS.get(name, words.RECENT_LABEL) for name in bad]
