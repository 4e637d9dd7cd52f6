"""Game ▸ Deal of the Day: the dialog, the day's deal chosen on a thread (progress, Cancel), and its game.

The deal of a day and mode is chosen once (:func:`canfield.daily.selection.choose`, a fraction of a
second with the compiled core, a few seconds without) and kept in ``daily.json``, so later openings
show it at once. The day is :func:`canfield.daily.days.game_day`: the clock's date, never earlier
than the latest date seen. The game started carries that date (``GameSession.daily``): played
past midnight it stays that day's game.
"""

from __future__ import annotations

import datetime as dt
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from canfield.daily import selection
from canfield.daily.days import game_day
from canfield.daily.selection import Cancelled, Day
from canfield.engine import Game
from canfield.storage import mode_of

if TYPE_CHECKING:
    from canfield.ui.dialogs.daily import DailyDialog
    from canfield.ui.shell.window import MainWindow


def cache_key(date: dt.date, profile: str, draw: int) -> str:
    """The key of a day's choice in the deals of the day (``chosen``), versioned like the selection."""
    return f"v{selection.VERSION}/{profile}/d{draw}/{date.isoformat()}"


class DayChoice(QObject):
    """One day's deal chosen on a thread: ``progress(candidate, candidates)``, then ``done(Day)`` or ``stopped``."""

    progress = Signal(int, int)
    done = Signal(object)
    stopped = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self.key = ""

    @property
    def running(self) -> bool:
        """Whether a choice is under way."""
        return self._thread is not None and self._thread.is_alive()

    def start(self, date: dt.date, profile: str, draw: int) -> None:
        """Choose the deal of ``date`` for a profile and draw (a choice under way is cancelled first)."""
        self.cancel()
        self._cancel = cancel = threading.Event()
        self.key = cache_key(date, profile, draw)

        def run() -> None:
            try:
                day = selection.choose(date, profile, draw, progress=self.progress.emit, cancel=cancel.is_set)
            except Cancelled:
                self.stopped.emit()
                return
            self.done.emit(day)

        self._thread = threading.Thread(target=run, name="daily-choice", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        """Stop a choice under way (within a few milliseconds) and wait for its thread."""
        self._cancel.set()
        if self._thread is not None:
            self._thread.join()
            self._thread = None


class DailyCommands(QObject):
    """The window's deal of the day: the dialog, the choice, starting the day's game and restarting it."""

    def __init__(self, window: MainWindow, clock: Callable[[], dt.date] = dt.date.today) -> None:
        super().__init__(window)
        self.window = window
        self.clock = clock
        self.dialog: DailyDialog | None = None
        self.choice = DayChoice(self)
        self.choice.progress.connect(self._progress)
        self.choice.done.connect(self._chosen)
        self.choice.stopped.connect(self._stopped)
        self._play_when_chosen = False

    def today(self) -> dt.date:
        """The game's day now (never earlier than the latest seen), noted in the deals of the day."""
        storage = self.window.storage
        day = game_day(self.clock(), storage.daily)
        if storage.daily.latest != day.isoformat():
            storage.change_daily(lambda book: book.see(day))
        return day

    def open(self) -> None:
        """Game ▸ Deal of the Day: the dialog, and the day's deal chosen in the background if not known yet."""
        from canfield.ui.dialogs.bring_up import bring_up
        from canfield.ui.dialogs.daily import DailyDialog

        if self.dialog is not None:  # open already
            bring_up(self.dialog)
            return
        game = self.window.controller.game
        mode = mode_of(game.rules) or "canfield-d3"
        self.dialog = dialog = DailyDialog(lambda: self.window.storage.daily, self.today(), mode, self.window)
        dialog.play_requested.connect(self._play)
        dialog.mode_changed.connect(lambda *_: self._show_or_choose())
        dialog.cancel_requested.connect(self.choice.cancel)
        dialog.finished.connect(self._closed)
        self.window.session.day_changed.connect(dialog.refresh)
        dialog.open()
        self._show_or_choose()

    def restart(self) -> None:
        """Restart This Deal in the deal of the day: the day's attempt goes on (its time counts)."""
        session = self.window.session

        def again() -> None:
            session.next_daily = session.daily
            self.window.controller.restart()
            self.window.messages.tell(self.tr("The deal of the day starts again: your attempt goes on, with its time."))

        self.window.if_abandoning_is_fine(again, "restart-daily")

    # ----- the choice ------------------------------------------------------------------
    def _rules(self) -> tuple[str, int]:
        from canfield.ui.dialogs.daily import MODE_RULES

        assert self.dialog is not None
        return MODE_RULES[self.dialog.mode_name]

    def _known(self) -> tuple[bool, str | None]:
        """Whether today's deal of the dialog's mode is known, and its code (None: none proven)."""
        assert self.dialog is not None
        key = cache_key(self.dialog.today, *self._rules())
        chosen = self.window.storage.daily.chosen
        if key not in chosen:
            return False, None
        return True, chosen[key] or None

    def _show_or_choose(self) -> None:
        dialog = self.dialog
        if dialog is None:
            return
        known, code = self._known()
        if known:
            self.choice.cancel()
            dialog.show_choosing(None)
            dialog.show_day(code, True, self._playing(code))
            return
        profile, draw = self._rules()
        dialog.show_choosing((0, selection.CANDIDATES))
        self.choice.start(dialog.today, profile, draw)

    def _playing(self, code: str | None) -> bool:
        """Whether the window's game is today's deal of the dialog's mode."""
        session, game = self.window.session, self.window.controller.game
        return (
            self.dialog is not None
            and session.daily == self.dialog.today.isoformat()
            and game.code == code
            and mode_of(game.rules) == self.dialog.mode_name
        )

    def _progress(self, done: int, total: int) -> None:
        if self.dialog is not None:
            self.dialog.show_choosing((done, total))

    def _chosen(self, day: Day) -> None:
        key = cache_key(day.date, day.profile, day.draw)
        self.window.storage.change_daily(lambda book: book.chosen.__setitem__(key, day.code or ""))
        problems = _problems(self.window)
        if problems:  # the write of the chosen code failed, say (a full disk): said once
            self.window._tell_problems(problems)
        if self.dialog is None:
            return
        self._show_or_choose()
        if self._play_when_chosen and day.code is not None:
            self._play(self.dialog.mode_name)
        self._play_when_chosen = False

    def _stopped(self) -> None:
        if self.dialog is not None:
            self.dialog.show_choosing(None)
            self.dialog.status.setText(self.tr("Choosing was cancelled. Open the Deal of the Day again to go on."))
            self.dialog.play.setEnabled(False)

    # ----- the day's game -----------------------------------------------------------------
    def _play(self, mode: str) -> None:
        dialog = self.dialog
        if dialog is None:
            return
        known, code = self._known()
        if not known:
            self._play_when_chosen = True
            return
        if code is None:
            return
        if self._playing(code):
            dialog.accept()
            return
        profile, draw = self._rules()
        game = Game.from_code(code, selection.rules_for(profile, draw))
        date = dialog.today.isoformat()
        dialog.accept()

        def start() -> None:
            self.window.session.next_daily = date
            self.window.controller.new_game(game)

        self.window.if_abandoning_is_fine(start, code)

    def _closed(self) -> None:
        self.choice.cancel()
        if self.dialog is not None:
            self.window.session.day_changed.disconnect(self.dialog.refresh)
            self.dialog.deleteLater()
        self.dialog = None
        self._play_when_chosen = False


def _problems(window: MainWindow) -> list[str]:
    from canfield.ui.shell.storage_port import take_problems

    return take_problems(window.storage)
