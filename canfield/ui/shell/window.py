"""The main window: the table view, the menus and the status bar, wired to the controller.

The window builds what frames the table here; its dialogs are :mod:`.window_dialogs`, its
actions and menus :mod:`.actions` and :mod:`.menus`, its toolbar :mod:`.toolbar`.

It is built in two steps, so the table shows sooner: first what its first frame shows (the table,
message line, status bar, the menu bar's titles and the toolbar); then, in the event loop's next
turn after that frame (:meth:`MainWindow.finish_building`), what a player cannot see before using
it: the menus' items and the keys, the access layer (keyboard play, screen readers), Pause, sound,
Finish and the quit guard, then the solver's features. Their modules and Qt classes (with the enum
types PySide6 builds for each) load then too. Anything that needs them asks for them first
(``access``, ``pauser``, ``sounds``, ``finisher`` and ``quit_guard`` build them on first use), so a
click on a menu or toolbar button at once works as later.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QHideEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from canfield.engine import Game, Refusal, Rules
from canfield.engine.words import explain
from canfield.play import ChangeKind
from canfield.play.clock import Hold
from canfield.ui import language
from canfield.ui.controller import Change, GameController
from canfield.ui.message_line import MessageLine
from canfield.ui.messages import Duration, Messages
from canfield.ui.profiles import rules_caption
from canfield.ui.shell import geometry
from canfield.ui.shell.actions import Actions, build_actions
from canfield.ui.shell.games import make_game
from canfield.ui.shell.session import GameSession, in_progress
from canfield.ui.shell.statusbar import GameStatusBar
from canfield.ui.shell.storage_port import StorageLike, default_storage, take_problems
from canfield.ui.shell.toolbar import build_toolbar
from canfield.ui.shell.window_dialogs import DialogsWindow
from canfield.ui.table import speeds
from canfield.ui.table.cardart import CardStyle
from canfield.ui.table.scene import TableScene
from canfield.ui.table.view import TableView

if TYPE_CHECKING:  # built after the first frame (see the module's docstring)
    from canfield.storage import SavedGame
    from canfield.ui.access.voice import Access
    from canfield.ui.shell.finishing import Finisher
    from canfield.ui.shell.pause import Pauser
    from canfield.ui.shell.quitting import QuitGuard
    from canfield.ui.shell.records import RecordCommands
    from canfield.ui.shell.sound import SoundEffects
    from canfield.ui.solving.features import SolverFeatures

__all__ = ["MainWindow", "make_game", "reopen"]


class _Later:
    """What :meth:`MainWindow.finish_building` adds: nothing of it shows in the first frame."""

    def __init__(self, window: MainWindow) -> None:
        from canfield.ui.access.voice import install as install_access
        from canfield.ui.shell.actions import finish_actions
        from canfield.ui.shell.finishing import Finisher
        from canfield.ui.shell.menus import fill_play_menu
        from canfield.ui.shell.pause import Pauser
        from canfield.ui.shell.quitting import QuitGuard
        from canfield.ui.shell.records import RecordCommands
        from canfield.ui.shell.sound import SoundEffects

        finish_actions(window, window._acts)
        self.records = RecordCommands(window, window)  # Game ▸ Save Game Record…, Game Records… (issue 41)
        window.status.answer_readers()
        self.access: Access = install_access(window, window.lang)
        fill_play_menu(window._acts, self.access)
        self.pauser = Pauser(window, window.view, window.controller.pause, window._follow_clock)
        self.pauser.watch_open_dialogs()  # one opened before this (a question at the start) holds the clock too
        self.sounds = SoundEffects(window, window.controller, lambda: bool(window.settings.sound))
        self.finisher = Finisher(
            window.controller,
            window.table,
            window._acts.finish,
            window.messages,
            auto_drop=lambda: bool(window.settings.auto_drop),
            busy=window._demo_running,
        )
        self.quit_guard = QuitGuard(window, window.session)  # asks before games that could not be saved are lost


#: The input that finds the window whole: the rest is built before it is handled.
_INPUT = (
    QEvent.Type.ShortcutOverride,
    QEvent.Type.KeyPress,
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonDblClick,
)


class _FirstInput(QObject):
    """Watches the application's events from the first frame until the window is whole."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() in _INPUT:
            self.window.finish_building()
        return False

    def stop(self) -> None:
        """Watch no more."""
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)


def _table_pane(view: TableView, message: MessageLine) -> QWidget:
    """The table with the message line under it, across the whole width of the window."""
    pane = QWidget()
    layout = QVBoxLayout(pane)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    layout.addWidget(view, 1)
    layout.addWidget(message)
    return pane


class MainWindow(DialogsWindow):
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

    #: Emitted once everything is built, the solver's features too (the smoke test waits for it).
    built = Signal()

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
        self._undo_tip = ""  # "Undo (Ctrl+Z)" once the keys are given; after a win it says why Undo is grey
        self._later: _Later | None = None  # what finish_building() adds
        self._building = False  # while it adds it
        self._first_input: _FirstInput | None = None  # between the first frame and finish_building()
        self._solver: SolverFeatures | None = None  # installed after the first frame (Finisher asks for the demo)
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
            self.setWindowState(self.windowState() | Qt.WindowState.WindowFullScreen)
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

    # ----- built after the first frame ---------------------------------------------------
    def finish_building(self) -> None:
        """Add what the first frame does not show (see the module's docstring); once, later calls do nothing."""
        self._built()

    def _built(self) -> _Later:
        if self._later is not None:
            return self._later
        self._building = True
        try:
            self._later = later = _Later(self)
        finally:
            self._building = False
        if self._first_input is not None:
            self._first_input.stop()
            self._first_input = None
        self._undo_tip = self._acts.undo.toolTip()
        # Said and cleared in the order of a window built at once: the access layer's sentence for a
        # new game ("New game …"), then the message line emptied by _refresh.
        self.controller.changed.disconnect(self._refresh)
        self.controller.changed.connect(self._refresh)
        later.pauser.changed.connect(self._paused)
        self.controller.changed.connect(lambda *_: later.pauser.resume())  # a menu's action changed the game
        self._refresh(Change(ChangeKind.SHOWN))  # Undo's tooltip, Pause's tick
        return later

    def _first_frame_painted(self) -> None:
        # A key or click before the rest is built (the next turn) builds it first: it finds the menus whole.
        self._first_input = _FirstInput(self)
        QTimer.singleShot(0, self, self._after_first_frame)

    def _after_first_frame(self) -> None:
        """The first frame is painted: the rest now; in the next turn the solver's features and sound's warm-up."""
        self.finish_building()
        QTimer.singleShot(0, self, self._add_features)

    def _add_features(self) -> None:
        self._install_solver_when_shown()
        self.sounds.warm_up()
        self.built.emit()

    @property
    def acts(self) -> Actions:
        """The window's actions and menus, whole: keys, tooltips and menus' items (added now if not yet)."""
        if not self._building:  # the parts being built now add their items to them
            self.finish_building()
        return self._acts

    @property
    def records(self) -> RecordCommands:
        """Game ▸ Save Game Record…, Game Records…, Open and Paste Game Record."""
        return self._built().records

    @property
    def access(self) -> Access:
        """Keyboard play, the speaking table, the Play menu's keys and How to Play."""
        return self._built().access

    @property
    def pauser(self) -> Pauser:
        """Pause, and the clock held while a dialog is open."""
        return self._built().pauser

    @property
    def sounds(self) -> SoundEffects:
        """The sound effects."""
        return self._built().sounds

    @property
    def finisher(self) -> Finisher:
        """Finish and auto-drop."""
        return self._built().finisher

    @property
    def quit_guard(self) -> QuitGuard:
        """Asks before games that could not be saved are lost."""
        return self._built().quit_guard

    @property
    def solver(self) -> SolverFeatures:
        """Hint, Demo, the winnable indicator and winnable-only deals (installed on first use)."""
        if self._solver is None:
            from canfield.ui.solving.features import install

            self.finish_building()  # the solver's key filter takes every action, the Play menu's too

            self._solver = install(self, self, self._acts.hint, self._acts.demo, self.actions())
            self.session.assisted = self._solver.demo.assisted
        return self._solver

    def _install_solver_when_shown(self) -> None:
        if self.isVisible():
            _ = self.solver  # the property installs it

    # ----- wiring ------------------------------------------------------------------
    def _connect(self) -> None:
        c, a = self.controller, self._acts
        c.changed.connect(self._refresh)
        a.new_game.triggered.connect(self.ask_new_game)
        a.restart.triggered.connect(lambda: self.if_abandoning_is_fine(self.controller.restart, "restart"))
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
        a.statistics.triggered.connect(self.show_statistics)
        c.won.connect(self.table.celebrate)
        c.stalled.connect(self.announce_stall)
        self.table.celebration_finished.connect(self.show_win)

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
            self.messages.clear()
            self.setWindowTitle(f"{self.tr('Canfield')} — {rules_caption(game)}")

    # ----- settings and the View menu's choices ----------------------------------------
    def apply_settings(self) -> None:
        """Use the settings now and save them (a failed save is said, and the game goes on)."""
        s = self.settings
        self.controller.double_click = s.double_click
        self.table.animations = speeds.motion_on(s)
        self._apply_look()
        self._show_toolbar(s.toolbar)
        self._show_choices()
        if self._solver is not None:
            self._solver.indicator.set_shown(s.show_winnable)
        self.table.decor.set_high_contrast(bool(s.high_contrast))
        self.table.set_note(self.session.stakes())  # casino scoring may have been turned on or off
        self.finisher.settings_changed()  # auto-drop turned on: what is free goes home now (N7)
        self.sounds.warm_up()  # sound turned on: ready before the first sound, not at it
        if not self.storage.save_settings(s):
            self.messages.tell(self.tr("The settings could not be saved; they apply until you quit."), Duration.NORMAL)
        if s.language != self._language_setting:  # rebuilt in the new language once this signal is done
            self._language_setting = s.language
            QTimer.singleShot(0, self._reopen_in_language)

    def _reopen_in_language(self) -> None:
        if self.isVisible() and self.reopened is None:
            settings_open = self.settings_dialog is not None and self.settings_dialog.isVisible()
            self.reopened = reopen(self)
            if settings_open:  # the language was chosen by leaving the list: back to it, in the new words
                self.reopened.show_settings()
                if self.reopened.settings_dialog is not None:
                    self.reopened.settings_dialog.language.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_toolbar(self, shown: bool) -> None:
        self.toolbar.setVisible(bool(shown))
        _tick(self._acts.show_toolbar, shown)

    def _show_choices(self) -> None:
        """The ticks of View ▸ Sound and Full Screen follow the settings (they do not set them)."""
        _tick(self._acts.sound, self.settings.sound)
        _tick(self._acts.full_screen, self.isFullScreen())

    def _sound_chosen(self, on: bool) -> None:
        """View ▸ Sound (M, and the toolbar): the mute toggle is the Sound setting itself."""
        self.settings.sound = on
        self.apply_settings()
        self.messages.tell(self.tr("Sound on.") if on else self.tr("Sound off."), Duration.BRIEF)

    def _full_screen_chosen(self, on: bool) -> None:
        """View ▸ Full Screen (F11): kept for the next start; Esc leaves it."""
        self.settings.full_screen = on
        if on:
            self.showFullScreen()
        elif self.isFullScreen():
            was_maximized = bool(self.settings.window_geometry and self.settings.window_geometry.get("maximized"))
            self.showMaximized() if was_maximized else self.showNormal()
        self.apply_settings()
        said = self.tr("Full screen: press Esc or F11 to leave it.") if on else self.tr("Full screen off.")
        self.messages.tell(said, Duration.BRIEF)

    def _demo_running(self) -> bool:
        return self._solver is not None and self._solver.demo.running

    def _paused(self, paused: bool) -> None:
        """Nothing plays under the cover; going on is said (the cover says "Paused" itself, as the focus)."""
        if paused:
            self.finisher.stop()
            # Saved at once, clock stopped: people pause before walking away (reliability review 4).
            self.session.save()
        else:
            self.messages.tell(self.tr("Playing again: the clock runs."), Duration.BRIEF)

    def _follow_clock(self) -> None:
        """The status bar's clock as the game's clock stands (running, paused, stopped); Pause's tick."""
        self.status.run_clock(self.controller.elapsed, self.controller.running and self.isVisible())
        _tick(self._acts.pause, self._later is not None and self._later.pauser.covered)

    def _toolbar_chosen(self, shown: bool) -> None:
        """View ▸ Show Toolbar: kept for the next start."""
        self.settings.toolbar = shown
        self.apply_settings()

    def _apply_look(self) -> None:
        """Card style, felt, and card size from the settings (high contrast, larger cards)."""
        s = self.settings
        self.table.set_style(CardStyle(s.card_back, s.four_color, bool(s.high_contrast)))
        self.view.set_table_color(s.table_color, bool(s.high_contrast))
        if self.table.larger_cards != bool(s.larger_cards):
            self.table.larger_cards = bool(s.larger_cards)
            self.table.settle()
            self.table.sync()

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
        if self.table.dragging and event.key() == Qt.Key.Key_Escape:
            self.table.cancel_drag()
            return
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():  # Esc leaves full screen
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
    new.table.animations = window.table.animations
    new.setGeometry(window.normalGeometry() if window.isMaximized() else window.geometry())
    if window.isMaximized():
        new.showMaximized()
    else:
        new.show()
    _windows.append(new)
    new.destroyed.connect(lambda *_: _windows.remove(new) if new in _windows else None)
    new.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
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


def _tick(action: QAction, on: object) -> None:
    """Set a menu tick to follow a state without acting on it (the tick shows the setting, it does not set it)."""
    action.blockSignals(True)
    action.setChecked(bool(on))
    action.blockSignals(False)
