"""The game's life on disk: resume it next time, and record each finished game once.

:class:`GameSession` listens to the controller and talks to ``canfield.storage``:

- The game in progress is saved with its whole undo history, clock and undo count every
  :data:`SAVE_EVERY` actions, every :data:`SAVE_INTERVAL_MS` while the clock runs (a crash loses
  little), and when the window closes. No timer runs while nothing is happening.
- Quitting means "resume later": the game is kept, not counted as lost. It is recorded when it
  ends — won, or abandoned by New Game, Restart or strict "End attempt" (not won, and only once
  a move was made: storage knows the rule). A game that cannot be saved on quit cannot be
  resumed, so it is recorded then as not won.
- A window opened on a given deal (a game code, a profile or a draw) over a saved game in progress
  resumes that game and asks before the deal replaces it, as New Game does (the window does that,
  player review N9). Over no game in progress, the deal does not touch the saved-game file until a
  move is made there; left with no move while no game is saved, it is saved on quit, so the next
  plain start comes back to it. Every game started counts exactly once.
"""

from __future__ import annotations

import contextlib
import copy
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal

from canfield.engine import Game
from canfield.play import ChangeKind
from canfield.storage import SavedGame, was_started
from canfield.storage.stats import CASINO_MODE, ModeStats, mode_of
from canfield.ui.controller import Change, GameController
from canfield.ui.shell.storage_port import StorageLike, take_problems
from canfield.ui.texts import stakes_text

if TYPE_CHECKING:
    import datetime as dt

    from canfield.storage.daily import DailyBook
    from canfield.ui.dialogs.win import WinSummary

#: Save after this many actions (moves, undos, redos).
SAVE_EVERY = 5
#: Save this often while the clock runs, so a crash or power cut loses at most this much play.
SAVE_INTERVAL_MS = 30_000


def _date(text: str) -> dt.date | None:
    """The date of a deal of the day (ISO), or None for an ordinary game."""
    if not text:
        return None
    from canfield.storage.daily import date_of  # the deals of the day load with the first one (issue 43)

    return date_of(text)


def in_progress(game: Game, undos: int = 0) -> bool:
    """Whether ``game`` is under way: a move made (or undone, ``undos`` times) and not won."""
    return not game.is_won and was_started(game, undos)


class GameSession(QObject):
    """Keeps the controller's game on disk for resuming and records finished games in the statistics.

    ``saved`` is the game the window resumed (its clock, undo count and casino stakes are restored);
    ``owns_save`` says whether this window's games go to the saved-game file from the start (the
    normal start) or only from their first move (a window opened on a given deal). ``notify``
    shows storage notices to the player without blocking. ``recorded`` fires after the statistics
    change.
    """

    recorded = Signal()
    #: A deal of the day was begun, restarted or finished (the calendar follows).
    day_changed = Signal()
    #: The casino note for the table changed ("" when the game is not played for stakes).
    stakes_changed = Signal(str)

    def __init__(
        self,
        controller: GameController,
        storage: StorageLike,
        saved: SavedGame | None = None,
        owns_save: bool = True,
        notify: Callable[[list[str]], None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.storage = storage
        self.notify = notify
        #: Undo actions used in the current game (a statistic).
        self.undos: int = saved.undos if saved is not None else 0
        #: Moves of the current game that came from a replay ("Play from here"; 0: played from the deal).
        self.start: int = saved.start if saved is not None else 0
        #: The date (ISO) of the deal of the day the current game is; "" for an ordinary game.
        self.daily: str = saved.daily if saved is not None else ""
        #: The day the next game (started by the window) belongs to: set just before it starts.
        self.next_daily = ""
        self._casino: bool | None = saved.casino if saved is not None else None  # fixed at the first action
        self._owns_save = owns_save
        self._finished: Game | None = None  # the game already recorded (won, or lost on a failed save)
        self._unsaved = 0  # actions since the last save
        #: The figures of the won game's mode before it was recorded (the win screen compares with them).
        self.before_win: ModeStats | None = None
        #: Whether the demo played in the current game (then a win is not the player's own).
        self.assisted: Callable[[], bool] = lambda: False
        self.timer = QTimer(self)
        self.timer.setInterval(SAVE_INTERVAL_MS)
        self.timer.timeout.connect(self._tick)
        if saved is not None:
            controller.set_elapsed(saved.elapsed)
        controller.changed.connect(self._on_changed)
        controller.ending.connect(self._on_ending)
        controller.won.connect(self._on_won)
        controller.clock_held.connect(self._update_timer)  # a paused table wakes for nothing
        app = QCoreApplication.instance()
        if app is not None:  # the application quits with the window still open (logout, shutdown)
            app.aboutToQuit.connect(self.save)

    # ----- what the window calls ------------------------------------------------------
    @property
    def casino(self) -> bool:
        """Whether the current game is a classic game played for casino stakes."""
        if self._casino is not None:
            return self._casino
        wanted = self.storage.settings.casino_scoring
        return wanted and self.controller.game.rules.name == "classic"

    def win_summary(self) -> WinSummary:
        """The won game's figures for the win screen, against its mode's records before it."""
        from canfield.ui.dialogs.win import WinSummary

        game, demo = self.controller.game, self.assisted()
        before = self.before_win
        mode = mode_of(game.rules)
        now = self.storage.stats[mode] if mode is not None else None
        casino = self.casino and not demo
        return WinSummary(
            game=game,
            seconds=self.controller.elapsed(),
            demo=demo,
            best_time=before.fastest_win if before is not None else None,
            fewest_moves=before.fewest_moves if before is not None else None,
            streak=now.current_streak if now is not None else 0,
            best_streak=now.best_streak if now is not None else 0,
            casino_net=self.storage.casino_terms.net(game.foundation_count) if casino else None,
            bankroll=self.storage.stats[CASINO_MODE].bankroll if casino else None,
        )

    def stakes(self) -> str:
        """The casino note: the bankroll and what this game stands at now ("" when not played for stakes)."""
        if not self.casino:
            return ""
        game = self.controller.game
        bankroll = self.storage.stats[CASINO_MODE].bankroll
        # A game already counted, or not begun (leaving it costs nothing), has no running figure.
        running = game is not self._finished and was_started(game, self.undos)
        return stakes_text(bankroll, self.storage.casino_terms.net(game.foundation_count) if running else None)

    def watch(self, window: QObject) -> None:
        """Follow ``window`` being shown, hidden or minimised: the save timer runs only with the clock."""
        window.installEventFilter(self)

    def save(self) -> bool:
        """Save the game in progress now (nothing to do for a game not started or already recorded).

        False when the write failed; the player is told by :attr:`notify` and the game goes on
        (a failure of the background write is told at the next save).
        """
        self._unsaved = 0
        self._update_timer()  # saved with the clock stopped (a pause): nothing is left to save later
        game = self.controller.game
        if not self._keeps(game):
            return True
        # Written on a background thread: a very long game takes a large fraction of a second to
        # encode and write, which would stutter here. close() writes at once (wait=True).
        saved = self.storage.save_game(
            game, self.controller.elapsed(), self.undos, self.casino, wait=False, start=self.start, daily=self.daily
        )
        self._tell()
        return saved

    def adopt(self, other: GameSession) -> None:
        """Go on with another window's session: the window was rebuilt in another language."""
        self.undos, self._casino, self._owns_save = other.undos, other._casino, other._owns_save
        self.start, self.daily = other.start, other.daily
        self._finished, self._unsaved = other._finished, other._unsaved
        self._update_timer()
        self.stakes_changed.emit(self.stakes())  # the game's own stakes, not today's setting

    def retire(self) -> None:
        """This window's game went on in another window: never save or record it from here again."""
        self._owns_save = False
        self.timer.stop()
        app = QCoreApplication.instance()
        if app is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # already disconnected
                app.aboutToQuit.disconnect(self.save)

    def unsaved_at_quit(self) -> int:
        """Before the window closes: save the game in progress and retry the finished games written nowhere.

        Returns how many games would be lost by closing now (finished games no file could take, and
        the game in progress when it cannot be saved either); the window asks the player first.
        Retried at every later save too, and again at each attempt to quit.
        """
        self._unsaved = 0
        game = self.controller.game
        saved = not self._keeps(game) or self.storage.save_game(
            game, self.controller.elapsed(), self.undos, self.casino, start=self.start, daily=self.daily
        )
        unsaved = len(self.storage.retry_unsaved())
        # A game that cannot be saved is recorded at close (not won): lost only if that cannot be written either.
        return unsaved + (0 if saved or self.storage.can_record() else 1)

    def give_up_unsaved(self) -> None:
        """The player quits although games could not be saved: a last try, then they are let go."""
        self.storage.give_up_unsaved()

    def close(self) -> None:
        """The window closes: keep the game to resume next time, or record it when it cannot be kept."""
        self.timer.stop()
        self._unsaved = 0
        game = self.controller.game
        if self._untouched_deal_to_keep(game):
            self.storage.save_game(game, 0.0, 0, self.casino, daily=self.daily)
        if not self._keeps(game):
            return
        saved = self.storage.save_game(
            game, self.controller.elapsed(), self.undos, self.casino, start=self.start, daily=self.daily
        )
        if not saved:
            self._record(game, self.controller.elapsed())  # it cannot be resumed: it ends here, not won
        self.storage.take_problems()  # the window is going: nobody left to tell

    def reset_stats(self) -> bool:
        """Start the statistics afresh (after the player confirmed); False when the write failed."""
        done = self.storage.reset_stats()
        self.recorded.emit()
        self.stakes_changed.emit(self.stakes())  # the bankroll starts again from zero too
        self._tell()
        return done

    # ----- signals from the controller ----------------------------------------------------
    def _on_changed(self, change: Change) -> None:
        self._count(change)
        self.stakes_changed.emit(self.stakes())

    def _count(self, change: Change) -> None:
        if change.kind == ChangeKind.NEW:
            self.undos, self._casino, self._unsaved, self.start = 0, None, 0, 0
            self.daily, self.next_daily = self.next_daily, ""
            self._update_timer()
            return
        if change.kind not in (ChangeKind.PLAY, ChangeKind.UNDO, ChangeKind.REDO):
            return
        if change.kind == ChangeKind.UNDO:
            self.undos += 1
        if self._casino is None:
            self._casino = self.casino  # the setting at the first move holds for the whole game
        if not self._owns_save:
            self._take_over_save()
        if self.daily and change.kind == ChangeKind.PLAY:
            self._begin_day()
        self._unsaved += 1
        if self._unsaved >= SAVE_EVERY and not self.controller.game.is_won:
            self.save()
        self._update_timer()

    def _on_won(self) -> None:
        game = self.controller.game
        if game is not self._finished:
            mode = mode_of(game.rules)
            self.before_win = copy.copy(self.storage.stats[mode]) if mode is not None else None
            self._record(game, self.controller.elapsed(), own_win=not self.assisted())
        self._update_timer()

    def _on_ending(self, game: Game, seconds: float) -> None:
        """Another game replaces ``game``: record it (storage skips a game with no move).

        The deal of the day started again (Restart) is not the end of the day's attempt: its time
        counts in the day, and the attempt goes on in the new deal.
        """
        if self.daily and self.next_daily == self.daily and game is not self._finished:
            self._change_day(lambda book, mode, date: book.spend(mode, date, seconds, game.moves_made), game)
        elif self._owns_save and game is not self._finished:
            self._record(game, seconds)
        self._finished = None

    # ----- the machinery ----------------------------------------------------------------
    def in_progress(self, game: Game) -> bool:
        """Whether ``game`` is under way: a move made (or undone) and not won."""
        return in_progress(game, self.undos)

    def _keeps(self, game: Game) -> bool:
        """Whether ``game`` belongs in the saved-game file now."""
        return self._owns_save and game is not self._finished and self.in_progress(game)

    def _record(self, game: Game, seconds: float, own_win: bool = True) -> None:
        self.storage.end_game(game, seconds, self.undos, self.casino, own_win, self.start, self.daily)
        if self.daily:
            won = game.is_won and own_win
            self._change_day(lambda book, mode, date: book.finish(mode, date, won, seconds, game.moves_made), game)
        self._finished = game
        self.recorded.emit()
        self.stakes_changed.emit(self.stakes())
        self._tell()

    def _begin_day(self) -> None:
        """A move in the deal of the day: its first opens the day's record (played), once per day."""
        game = self.controller.game
        mode, date = mode_of(game.rules), _date(self.daily)
        if mode is None or date is None or self.storage.daily.day(mode, date) is not None:
            return
        self._change_day(lambda book, mode, date: book.begin(mode, date, game.code, ""), game)

    def _change_day(self, change: Callable[[DailyBook, str, dt.date], object], game: Game) -> None:
        """Change the record of the current day of ``game``'s mode in the deals of the day, on disk."""
        mode, date = mode_of(game.rules), _date(self.daily)
        if mode is None or date is None:
            return
        self.storage.change_daily(lambda book: change(book, mode, date))
        self.day_changed.emit()
        self._tell()

    def _untouched_deal_to_keep(self, game: Game) -> bool:
        """A deal the player asked for (a code) and left with no move, while no other game waits.

        It is kept to resume at the next plain start (player review B13), as a game in progress
        would be; a saved game in progress is never replaced by a deal with no move.
        """
        if self._owns_save or game is self._finished or self.in_progress(game) or game.is_won:
            return False
        return self.storage.load_game() is None

    def _take_over_save(self) -> None:
        """The first move of a game opened on a given deal: it takes the saved-game file.

        What the file holds then is a deal left with no move (which counts for nothing): over a
        game in progress the window resumed that game and asked first (player review N9).
        """
        self._owns_save = True
        replaced = self.storage.load_game()
        if replaced is not None:
            self.storage.end_game(
                replaced.game,
                replaced.elapsed,
                replaced.undos,
                replaced.casino,
                start=replaced.start,
                daily=replaced.daily,
            )
            day, mode = _date(replaced.daily), mode_of(replaced.game.rules)
            if day is not None and mode is not None:  # the day's attempt ends with it, not won
                moves = replaced.game.moves_made
                self.storage.change_daily(lambda book: book.finish(mode, day, False, replaced.elapsed, moves))
            self.recorded.emit()
        self._tell()

    def _tick(self) -> None:
        if self.controller.running or self._unsaved:
            self.save()
        self._update_timer()

    def _update_timer(self, *_: object) -> None:
        """Run the save timer only while the clock runs or an action is unsaved."""
        wanted = self._keeps(self.controller.game) and (self.controller.running or self._unsaved > 0)
        if wanted and not self.timer.isActive():
            self.timer.start()
        elif not wanted and self.timer.isActive():
            self.timer.stop()

    def _tell(self) -> None:
        problems = take_problems(self.storage)
        if problems and self.notify is not None:
            self.notify(problems)

    def _window_changed(self) -> None:
        """Shown, hidden or minimised: a paused game is saved now, and the timer follows the clock."""
        if not self.controller.running and self._unsaved:
            self.save()
        self._update_timer()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.WindowStateChange):
            QTimer.singleShot(0, self, self._window_changed)  # after the window has paused or resumed the clock
        return False
