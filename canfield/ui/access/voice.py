"""A table that speaks: accessible name and description, one-sentence announcements, keyboard actions, help.

:func:`install` hooks it all into a window (an :class:`AccessHost`: the main window):
each pile is an accessible object of its own, focused as the keyboard
ring moves (:mod:`.table_access`); the table view's accessible description
is ``describe(lang)`` of the position; every new game, move, refused move,
auto-fill, draw and win is told once in one short sentence (the window's
:class:`~canfield.ui.messages.Messages`: on the message line, and to screen
readers through :class:`Speaker`, one channel, see :mod:`.readers`);
"Describe Board" reads the whole position; a Play menu gives the keyboard's
draw and tap keys; Help > How to Play shows the rules of the game's profile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QLabel, QWidget

from canfield.engine.describe import announce
from canfield.play import ChangeKind
from canfield.ui.access.readers import Readers
from canfield.ui.access.table_access import TableAccess
from canfield.ui.controller import Change, GameController
from canfield.ui.keys import give_keys
from canfield.ui.messages import Messages
from canfield.ui.table import speeds
from canfield.ui.table.keyboard import KeyboardPlay
from canfield.ui.table.scene import TableScene
from canfield.ui.table.view import TableView

if TYPE_CHECKING:  # the help page loads on first use: a faster start
    from canfield.storage import Settings
    from canfield.ui.dialogs.help import HelpDialog

try:  # Qt 6.8 and later: readers that speak announcements hear the sentence at once
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # older Qt: the focused pile's description change says it
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]  # no such class before Qt 6.8


class AccessHost(Protocol):
    """What the access layer needs of the window it makes speak (the main window, which imports this module)."""

    @property
    def controller(self) -> GameController: ...
    @property
    def table(self) -> TableScene: ...
    @property
    def view(self) -> TableView: ...
    @property
    def messages(self) -> Messages: ...
    @property
    def settings(self) -> Settings: ...
    def window(self) -> QWidget: ...  # QWidget's own: the window, parent of the actions


class BoardText(QLabel):
    """The whole position in words over the bottom of the table (too long for the status bar).

    Shown by "Describe Board"; hidden by the next change, a click, Esc, or after a while.
    """

    def __init__(self, view: QWidget) -> None:
        super().__init__(view)
        self.view = view
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet("QLabel { background: rgba(0, 0, 0, 200); color: white; padding: 8px; border-radius: 6px; }")
        self.setAccessibleName(QCoreApplication.translate("Access", "Board description"))
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(speeds.BOARD_TEXT_MS)
        self._timer.timeout.connect(self.hide)
        view.installEventFilter(self)
        self.hide()

    def show_text(self, text: str) -> None:
        """Show ``text`` across the bottom of the table."""
        self.setText(text)
        self._fit()
        self.show()
        self.raise_()
        self._timer.start()

    def _fit(self) -> None:
        margin = 12
        width = max(100, self.view.width() - 2 * margin)
        self.setFixedWidth(width)
        height = self.heightForWidth(width)
        self.setGeometry(margin, max(0, self.view.height() - height - margin), width, height)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._fit()
        elif _is_escape(event) and self.isVisible():
            self.hide()  # Esc closes the panel (player review B8)
            return True
        return False


def _is_escape(event: QEvent) -> bool:
    return isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Escape


class Speaker(QObject):
    """The screen reader's channel for the window's :class:`~canfield.ui.messages.Messages`.

    One channel per reader, never both: an announcement where the reader is known to speak them
    (:mod:`.readers`), otherwise the focused pile's description change (Orca 43 speaks only that).
    A sentence told while the table does not have the focus (a menu, a dialog, another window) would
    reach an object the reader is not on, and be dropped: it is kept, and told once the table has the
    focus again and the reader has heard which pile it is on.
    """

    def __init__(self, view: QWidget, table: TableAccess, readers: Readers) -> None:
        super().__init__(view)
        self.view = view
        self.table = table
        self.readers = readers
        self.kept: list[tuple[str, bool]] = []  # told while the table had not the focus, in order
        table.focus_reported.connect(self._tell_kept)

    def speak(self, text: str, assertive: bool = False) -> None:
        """Say ``text`` once (assertive: interrupt what the screen reader is saying, for refusals)."""
        if not self.table.listening():
            self.kept.append((text, assertive))
            return
        self._send(text, assertive)

    def _tell_kept(self) -> None:
        """The focus is back on the table and reported: what was told meanwhile, in one sentence, in order."""
        if self.kept:
            kept, self.kept = self.kept, []
            self._send(" ".join(text for text, _ in kept), any(assertive for _, assertive in kept))

    def _send(self, text: str, assertive: bool) -> None:
        if self.readers.announcements and QAccessibleAnnouncementEvent is not None:
            self._announce(text, assertive)
        else:
            self.table.tell(text)

    def _announce(self, text: str, assertive: bool) -> None:
        # loaded here, not with the module: QAccessible's enum types cost a few ms of start-up
        from PySide6.QtGui import QAccessible

        event = QAccessibleAnnouncementEvent(self.view, text)
        if assertive:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)


class TableVoice(QObject):
    """Keeps the table view's accessible description current and announces what happens."""

    def __init__(self, window: AccessHost, lang: str, table: TableAccess, readers: Readers) -> None:
        super().__init__(window.window())
        self.window = window
        self.lang = lang
        self.table = table
        self.messages = window.messages
        self.speaker = Speaker(window.view, table, readers)
        self.messages.channel = self.speaker
        view = window.view
        self.board_text = BoardText(view)
        view.setAccessibleName(QCoreApplication.translate("Access", "Card table"))
        controller = window.controller
        controller.changed.connect(self._on_changed)
        controller.refused.connect(lambda message, *_: self.messages.tell(message, assertive=True))
        controller.stalled.connect(
            lambda: self.messages.tell(QCoreApplication.translate("Access", "This attempt has stalled."))
        )
        # the game at start-up is announced once the focus is on a pile, where a reader hears it
        table.focus_reported.connect(self._greet, Qt.ConnectionType.SingleShotConnection)

    def _greet(self) -> None:
        game = self.window.controller.game
        if game.moves_made:  # the game saved at the last quit goes on
            text = QCoreApplication.translate("Access", "Game %1 resumed.").replace("%1", game.code)
        else:
            text = self._new_game()
        self.messages.tell(text, shown=False)

    def _new_game(self) -> str:
        return QCoreApplication.translate("Access", "New game %1.").replace("%1", self.window.controller.game.code)

    def describe(self) -> str:
        """The whole position in words, in the window's language."""
        return self.window.controller.game.describe(self.lang)

    def describe_board(self) -> None:
        """Read the whole position aloud and show it once, over the table (not again on the message line: B8)."""
        text = self.describe()
        self.messages.tell(text, shown=False)
        self.board_text.show_text(text)

    def _on_changed(self, change: Change) -> None:
        # No description-changed event for the table: it is worked out when asked (where am I, B);
        # an event would make a reader read the whole board after every move.
        self.board_text.hide()  # it described the position before
        game = self.window.controller.game
        if change.kind == ChangeKind.NEW:
            text = self._new_game()
        elif change.played is None:
            return
        elif change.played.undone:
            text = QCoreApplication.translate("Access", "Taken back: %1").replace(
                "%1", announce(change.played, game, self.lang, capital=False)
            )
        elif change.kind == ChangeKind.REDO:  # not said like a new move (review F11)
            text = QCoreApplication.translate("Access", "Redone: %1").replace(
                "%1", announce(change.played, game, self.lang, capital=False)
            )
        else:
            text = announce(change.played, game, self.lang)  # the engine's own record: no copy, no replay
        self.messages.tell(text)


class Access(QObject):
    """Everything :func:`install` adds to a window: ``keyboard``, ``voice``, the Play menu's actions.

    The window puts the actions in its menus: Draw, Play Focused Card and Describe Board in the Play
    menu, How to Play in the Help menu (:mod:`canfield.ui.shell.menus`).
    """

    def __init__(self, window: AccessHost, lang: str) -> None:
        super().__init__(window.window())
        self.window = window
        self.lang = lang
        self.keyboard = KeyboardPlay(window.table, window.view, lang)
        self.keyboard.scene.decor.set_high_contrast(bool(window.settings.high_contrast))
        self.readers = Readers(self)
        self.table = TableAccess(window.view, self.keyboard, lang)
        # who listens is asked when the table first has the focus (the bridge is up by then) and
        # whenever the game comes back to the front (a screen reader may have started meanwhile)
        self.table.focus_reported.connect(self.readers.refresh, Qt.ConnectionType.SingleShotConnection)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):  # always: a window is open
            app.applicationStateChanged.connect(self._on_app_state)
        self.voice = TableVoice(window, lang, self.table, self.readers)
        self.keyboard.spoken.connect(window.messages.tell)
        self.keyboard.moved.connect(self._on_moved)
        self.help_dialog: HelpDialog | None = None
        parent = window.window()
        self.draw = _action(parent, QCoreApplication.translate("Access", "&Draw from Stock"), None, "D")
        self.tap = _action(parent, QCoreApplication.translate("Access", "&Play Focused Card"), None, "T")
        self.describe = _action(parent, QCoreApplication.translate("Access", "Describe &Board"), None, "B")
        self.how_to_play = _action(parent, QCoreApplication.translate("Access", "&How to Play"), "HelpContents", "F1")
        self.draw.triggered.connect(self.keyboard.draw)
        self.tap.triggered.connect(self.keyboard.tap)
        self.describe.triggered.connect(self.voice.describe_board)
        self.how_to_play.triggered.connect(self.show_help)
        had_focus = window.view.hasFocus()
        window.view.setFocus(Qt.FocusReason.OtherFocusReason)
        if had_focus:  # built after the first frame, when the table had the focus already: no focus event
            self.table.focus_came()

    def _on_moved(self) -> None:
        """The ring moved: to another pile, a focus event (readers speak the pile); within one, a sentence."""
        where = self.keyboard.where()
        if self.table.focus_stays():
            self.window.messages.tell(where)
        else:
            self.window.messages.show(where)
            self.table.report_focus()

    def _on_app_state(self, state: Qt.ApplicationState) -> None:
        if state == Qt.ApplicationState.ApplicationActive:
            self.readers.refresh()

    def show_help(self) -> None:
        """The "How to play" page of the current game's rule profile."""
        from canfield import help as rules_help  # with importlib.resources: loaded on first use
        from canfield.ui.dialogs.help import HelpDialog

        rules = self.window.controller.game.rules.name
        profile = rules if rules in rules_help.PROFILES else "canfield"
        if self.help_dialog is not None:
            self.help_dialog.close()
            self.help_dialog.deleteLater()
        self.help_dialog = HelpDialog(profile, self.lang, self.window.window())
        self.help_dialog.show()


def _action(window: QWidget, text: str, standard: str | None, *plain: str) -> QAction:
    action = QAction(text, window)
    give_keys(action, standard, *plain)
    window.addAction(action)
    return action


def install(window: AccessHost, lang: str) -> Access:
    """Give ``window`` keyboard play, a speaking table and the How to Play page."""
    return Access(window, lang)
