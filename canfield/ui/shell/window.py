"""The main window: what its first frame shows, wired to the controller.

It is built in two steps, so the table shows sooner: here what its first frame shows (the table,
message line, status bar, the menu bar's titles and the toolbar); then, in the event loop's next
turn after that frame, what a player cannot see before using it (:mod:`.window_later`). The
settings and the View menu's choices at work are :mod:`.window_choices`, the dialogs
:mod:`.window_dialogs`, the actions and menus :mod:`.actions` and :mod:`.menus`, the toolbar
:mod:`.toolbar`. :func:`reopen` builds the window again in another language.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6 import QtCore  # Qt's enums after the first frame (canfield/ui/ink.py says why)
from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QVBoxLayout, QWidget

from canfield.engine import Game, Refusal, Rules
from canfield.engine.words import explain
from canfield.play import ChangeKind
from canfield.play.clock import Hold
from canfield.ui import language
from canfield.ui.controller import Change, GameController
from canfield.ui.message_line import MessageLine
from canfield.ui.messages import Messages
from canfield.ui.profiles import rules_caption
from canfield.ui.shell import geometry
from canfield.ui.shell.actions import Actions, build_actions
from canfield.ui.shell.games import make_game
from canfield.ui.shell.session import GameSession, in_progress
from canfield.ui.shell.statusbar import GameStatusBar
from canfield.ui.shell.storage_port import StorageLike, default_storage, take_problems
from canfield.ui.shell.toolbar import build_toolbar
from canfield.ui.shell.window_choices import ChoicesWindow, tick
from canfield.ui.table import speeds
from canfield.ui.table.scene import TableScene
from canfield.ui.table.view import TableView
from canfield.ui.texts import day_note

if TYPE_CHECKING:  # event types are built when the first such event comes, not at import (issue 43)
    from PySide6.QtGui import QCloseEvent, QHideEvent, QKeyEvent, QShowEvent

    from canfield.storage import SavedGame

__all__ = ["MainWindow", "make_game", "reopen"]


def _table_pane(view: TableView, message: MessageLine) -> QWidget:
    """The table with the message line under it, across the whole width of the window."""
    pane = QWidget()
    layout = QVBoxLayout(pane)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    layout.addWidget(view, 1)
    layout.addWidget(message)
    return pane


class MainWindow(ChoicesWindow):
    """The game window.

    ``MainWindow(code="CF1-D3-AAAAACL", profile="canfield")`` opens that deal;
    every argument is optional: ``MainWindow()`` resumes the saved game when there is one.
    A deal asked for over a saved game in progress is opened as New Game opens one: the saved game
    is resumed, and the window asks before the deal replaces it (player review N9), unless
    ``ask_over_saved`` is False (the window goes on with a game already running elsewhere).
    ``controller.game`` is the engine game, ``view`` the table's ``QGraphicsView``;
    ``storage`` keeps the settings, statistics and saved game, ``session`` saves and records games;
    ``messages`` tells the player every sentence (message line and screen reader).
    """

    def __init__(
        self,
        code: str | None = None,
        profile: str | Rules | None = None,
        draw: int | None = None,
        storage: StorageLike | None = None,
        parent: QWidget | None = None,
        *,
        ask_over_saved: bool = True,
    ) -> None:
        super().__init__(parent)
        self.storage = storage if storage is not None else default_storage()
        self.settings = self.storage.settings
        self.lang = language.current()
        self._language_setting = self.settings.language  # a change of this setting rebuilds the window
        resume = code is None and profile is None and draw is None  # the normal start
        saved = self._saved_game(resume, ask_over_saved)
        if saved is not None:  # a deal asked for over it waits for the player's answer
            game, waiting = saved.game, None if resume else make_game(code, profile, draw, self.settings)
        else:
            game, waiting = make_game(code, profile, draw, self.settings), None
        self.controller = GameController(game, self.settings.double_click, self.lang)
        self.table = TableScene(self.controller, animations=speeds.motion_on(self.settings))
        self.view = TableView(self.table, self.settings.table_color)
        self._apply_look()
        self.message = MessageLine()
        self.messages = Messages(self.message, self)  # every sentence goes through it (shown and spoken)
        self.setCentralWidget(_table_pane(self.view, self.message))
        self.status = GameStatusBar(self.messages, self)
        self.setStatusBar(self.status)
        self._acts: Actions = build_actions(self)  # their keys and menus' items come later (finish_building)
        self.toolbar = build_toolbar(self, self._acts)
        self.reopened: MainWindow | None = None  # this window in another language, once it is chosen
        self._ask_when_shown: Callable[[], None] | None = None  # a question for the first show (N9)
        self.session = GameSession(self.controller, self.storage, saved, saved is not None, self._tell_problems, self)
        self.session.watch(self)
        self.session.stakes_changed.connect(self.table.set_note)  # the casino bankroll on the table
        self.table.set_note(self.session.stakes())
        self._connect()
        # The rest in the event loop's next turns after the first frame, or at its first use.
        self.view.first_painted.connect(self._first_frame_painted)
        self._restore_geometry()
        self._show_toolbar(self.settings.toolbar)
        self._show_choices()
        if self.settings.full_screen:  # shown full screen from the start
            self.setWindowState(self.windowState() | QtCore.Qt.WindowState.WindowFullScreen)
        self._refresh(Change(ChangeKind.NEW))
        if waiting is not None:
            self._open_over_saved(waiting, bool(code))
        problems = take_problems(self.storage)
        if problems:
            QTimer.singleShot(0, lambda: self._tell_problems(problems))

    def _saved_game(self, resume: bool, ask_over_saved: bool) -> SavedGame | None:
        """The saved game to show first: at the normal start, or under a deal asked for when it is in progress."""
        if not resume and not ask_over_saved:
            return None
        saved = self.storage.load_game()
        if resume or saved is None or in_progress(saved.game, saved.undos):
            return saved
        return None  # a deal left with no move: the deal asked for takes its place at its first move

    def _open_over_saved(self, game: Game, named: bool) -> None:
        """A start asked for ``game`` over the saved game in progress: open it as New Game would.

        The question waits until the window is shown; without one (the setting is off) the saved
        game ends at once. ``named``: the deal was asked for by its code (the question names it).
        """
        open_it = partial(
            self.if_abandoning_is_fine, partial(self.controller.new_game, game), game.code if named else "new"
        )
        if self.asks_before_ending():
            self._ask_when_shown = open_it
        else:
            open_it()

    # ----- wiring ------------------------------------------------------------------
    def _connect(self) -> None:
        c, a = self.controller, self._acts
        c.changed.connect(self._refresh)
        a.new_game.triggered.connect(self.ask_new_game)
        a.restart.triggered.connect(self._restart)
        a.daily.triggered.connect(lambda: self.daily.open())
        a.copy_code.triggered.connect(self.status.copy_code)
        a.quit.triggered.connect(self.close)
        a.undo.triggered.connect(c.undo)
        a.redo.triggered.connect(c.redo)
        a.hint.triggered.connect(lambda: self.solver.hints.request())  # the solver loads on first use
        a.demo.triggered.connect(lambda: self.solver.demo.toggle())
        a.show_toolbar.toggled.connect(self._toolbar_chosen)
        a.full_screen.toggled.connect(self._full_screen_chosen)
        a.sound.toggled.connect(self._sound_chosen)
        a.pause.triggered.connect(lambda: self.pauser.toggle())
        a.about.triggered.connect(self.show_about)
        a.settings.triggered.connect(self.show_settings)
        a.appearance.triggered.connect(self.show_appearance)
        a.statistics.triggered.connect(self.show_statistics)
        c.won.connect(self.table.celebrate)
        c.stalled.connect(self.announce_stall)
        self.table.celebration_finished.connect(self.show_win)

    def _restart(self) -> None:
        """Restart This Deal: the deal of the day's goes on with its attempt (:mod:`.daily`)."""
        if self.session.daily:
            self.daily.restart()
        else:
            self.if_abandoning_is_fine(self.controller.restart, "restart")

    def _refresh(self, change: Change) -> None:
        """Counters, clock and action states after any change."""
        game = self.controller.game
        self.status.show_game(game, self.controller.elapsed())
        self._follow_clock()
        # Undo stays on once a move is made: past the undo limit it says why it takes nothing back (B7)
        # rather than going grey without a word. A won game stays won (B10) and is over: Undo is grey
        # then, as every finished action is, and its tooltip says why (player review N3).
        self._acts.undo.setEnabled(not game.is_won and (game.can_undo or game.moves_made > 0))
        self._acts.undo.setToolTip(explain(Refusal.of("game_won"), self.lang) if game.is_won else self._undo_tip)
        self._acts.redo.setEnabled(game.can_redo)
        if change.kind == ChangeKind.NEW:
            self.table.set_note(day_note(self.session.daily), "daily")
            self.messages.clear()
            self.setWindowTitle(f"{self.tr('Canfield')} — {rules_caption(game)}")

    def _reopen_in_language(self) -> None:
        if self.isVisible() and self.reopened is None:
            settings_open = self.settings_dialog is not None and self.settings_dialog.isVisible()
            self.reopened = reopen(self)
            if settings_open:  # the language was chosen by leaving the list: back to it, in the new words
                self.reopened.show_settings()
                if self.reopened.settings_dialog is not None:
                    self.reopened.settings_dialog.language.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)

    def _follow_clock(self) -> None:
        """The status bar's clock as the game's clock stands (running, paused, stopped); Pause's tick."""
        self.status.run_clock(self.controller.elapsed, self.controller.running and self.isVisible())
        tick(self._acts.pause, self._later is not None and self._later.pauser.covered)

    # ----- the clock only runs while the window is shown ----------------------------
    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        self.controller.pause(False, Hold.HIDDEN)
        self._refresh(Change(ChangeKind.SHOWN))
        if self._ask_when_shown is not None:  # a deal asked for at the start, over the saved game
            ask, self._ask_when_shown = self._ask_when_shown, None
            QTimer.singleShot(0, self, ask)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt name)
        super().hideEvent(event)
        self.controller.pause(True, Hold.HIDDEN)
        self.status.run_clock(self.controller.elapsed, False)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and not self.isActiveWindow():
            self.table.cancel_drag()  # the release may never reach us now
        if event.type() == QEvent.Type.WindowStateChange:
            self.controller.pause(self.isMinimized(), Hold.MINIMISED)
            self.status.run_clock(self.controller.elapsed, self.controller.running and not self.isMinimized())
            self._show_choices()  # the window manager may leave full screen by itself

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt name)
        if self.table.celebrating:  # any key skips the celebration
            self.table.settle()
            return
        if self.table.dragging and event.key() == QtCore.Qt.Key.Key_Escape:
            self.table.cancel_drag()
            return
        if event.key() == QtCore.Qt.Key.Key_Escape and self.isFullScreen():  # Esc leaves full screen
            self._acts.full_screen.setChecked(False)
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt name)
        # A window rebuilt in another language closes at once: its game goes on in the new one.
        if self.reopened is None and not self.quit_guard.allows_close():
            event.ignore()  # games could not be saved: the player is asked first (reliability review 1)
            return
        if self._solver is not None:
            self._solver.shutdown()
        self.finisher.stop()
        self.sounds.close()
        self.pauser.stop_listening()  # a closed window's dialogs and activation no longer hold any clock
        self.table.settle()
        self._save_geometry()
        self.session.close()  # kept to resume next time
        super().closeEvent(event)

    # ----- window size and place between runs ------------------------------------
    def _restore_geometry(self) -> None:
        geometry.restore(self, self.settings.window_geometry)

    def _save_geometry(self) -> None:
        self.settings.window_geometry = geometry.record(self)
        self.storage.save_settings(self.settings)


_windows: list[MainWindow] = []  # windows rebuilt in another language (nothing else holds them)


def reopen(window: MainWindow) -> MainWindow:
    """Show the game again in the language of ``window.settings.language``, at once.

    Qt widgets read their texts when they are built, so a new window is made
    in the new language; it goes on with the same game, clock, place and size,
    and the old window closes.
    """
    app = QCoreApplication.instance()
    if app is None:  # cannot be: a window is open
        raise RuntimeError("no application")
    language.install(app, window.settings.language)
    game = window.controller.game
    new = MainWindow(code=game.code, profile=game.rules, storage=window.storage, ask_over_saved=False)
    new.controller.take_over(window.controller)
    new.session.adopt(window.session)  # same game: same undo count, stakes and saved-game file
    new.table.set_note(day_note(new.session.daily), "daily")  # the deal of the day's date, in the new words
    new.table.animations = window.table.animations
    new.setGeometry(window.normalGeometry() if window.isMaximized() else window.geometry())
    if window.isMaximized():
        new.showMaximized()
    else:
        new.show()
    _windows.append(new)
    new.destroyed.connect(lambda *_: _windows.remove(new) if new in _windows else None)
    new.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
    _close_dialogs(window)  # the new window has its own; an old one left open would write stale settings
    window.reopened = new  # before the close: it asks nothing, the game goes on in the new window
    window.close()  # saves the game once more for resuming
    window.session.retire()  # from now on only the new window keeps the game
    return new


def _close_dialogs(window: MainWindow) -> None:
    """Close and delete every dialog of a window that is being replaced."""
    from PySide6.QtWidgets import QDialog

    for dialog in window.findChildren(QDialog):
        dialog.blockSignals(True)  # closing must not count as a choice made in it
        dialog.close()
        dialog.deleteLater()
