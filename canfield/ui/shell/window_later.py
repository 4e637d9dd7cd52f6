"""What the game window builds after its first frame: nothing of it shows in that frame.

:class:`LaterWindow` is the main window's base for it (:class:`~canfield.ui.shell.window.MainWindow`
builds the first frame). In the event loop's next turn after that frame (:meth:`LaterWindow.finish_building`)
it adds what a player cannot see before using it: the menus' items and the keys, the access layer
(keyboard play, screen readers), Pause, sound, Finish and the quit guard, then the solver's features.
Their modules and Qt classes (with the enum types PySide6 builds for each) load then too. Anything
that needs them asks for them first (``access``, ``pauser``, ``sounds``, ``finisher`` and
``quit_guard`` build them on first use), so a click on a menu or toolbar button at once works as later.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from canfield.play import ChangeKind
from canfield.ui.controller import Change
from canfield.ui.messages import Duration
from canfield.ui.shell.window_dialogs import DialogsWindow

if TYPE_CHECKING:  # built after the first frame
    from canfield.ui.access.voice import Access
    from canfield.ui.shell.actions import Actions
    from canfield.ui.shell.finishing import Finisher
    from canfield.ui.shell.pause import Pauser
    from canfield.ui.shell.quitting import QuitGuard
    from canfield.ui.shell.records import RecordCommands
    from canfield.ui.shell.sound import SoundEffects
    from canfield.ui.shell.statusbar import GameStatusBar
    from canfield.ui.solving.features import SolverFeatures
    from canfield.ui.table.view import TableView


class _Later:
    """What :meth:`LaterWindow.finish_building` adds."""

    def __init__(self, window: LaterWindow) -> None:
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


# The input that finds the window whole: the rest is built before it is handled.
_INPUT = (
    QEvent.Type.ShortcutOverride,
    QEvent.Type.KeyPress,
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonDblClick,
)


class _FirstInput(QObject):
    """Watches the application's events from the first frame until the window is whole."""

    def __init__(self, window: LaterWindow) -> None:
        super().__init__(window)
        self.window = window
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)
            # Quitting before the window is whole (a start checked at its first frame): the
            # application's last events, as it is taken down, need no watching.
            app.aboutToQuit.connect(self.stop)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() in _INPUT:
            self.window.finish_building()
        return False

    def stop(self) -> None:
        """Watch no more."""
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)


class LaterWindow(DialogsWindow):
    """The main window's parts built after its first frame (see the module's docstring)."""

    # Emitted once everything is built, the solver's features too (the smoke test waits for it).
    built = Signal()

    if TYPE_CHECKING:  # what the main window builds for the first frame, and these parts use
        lang: str
        view: TableView
        status: GameStatusBar
        _acts: Actions

        def _refresh(self, change: Change) -> None: ...

        def _follow_clock(self) -> None: ...

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._later: _Later | None = None  # what finish_building() adds
        self._building = False  # while it adds it
        self._first_input: _FirstInput | None = None  # between the first frame and finish_building()
        self._solver: SolverFeatures | None = None  # installed after the first frame (Finisher asks for the demo)
        self._undo_tip = ""  # "Undo (Ctrl+Z)" once the keys are given; after a win it says why Undo is grey

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
        if self.storage.first_start:  # a desktop asking for high contrast may choose the look (issue 42)
            from canfield.ui.shell.desktop_look import DesktopContrast

            self.desktop_contrast = DesktopContrast(self, self)
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

    def _demo_running(self) -> bool:
        return self._solver is not None and self._solver.demo.running

    def _paused(self, paused: bool) -> None:
        """Nothing plays under the cover; going on is said (the cover says "Paused" itself, as the focus)."""
        if paused:
            self.finisher.stop()
            # Saved at once, clock stopped: people pause before walking away (reliability review 4).
            self.session.save()
        else:
            self.messages.tell(
                QCoreApplication.translate("MainWindow", "Playing again: the clock runs."), Duration.BRIEF
            )
