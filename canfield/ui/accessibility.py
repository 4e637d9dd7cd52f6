"""A table that speaks: accessible name and description, one-sentence announcements, keyboard actions, help.

:func:`install` hooks it all into a :class:`~canfield.ui.window.MainWindow`:
the table view's accessible description is ``describe(lang)`` of the
position (kept current after every change); every move, refused move,
auto-fill, draw and win is announced in one short sentence (a
``QAccessibleAnnouncementEvent`` for screen readers, and the status bar);
"Describe Board" reads the whole position; a Play menu gives the keyboard's
draw and tap keys; Help > How to Play shows the rules of the game's profile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QWidget

from canfield.engine.describe import announce
from canfield.play import ChangeKind

from .controller import Change
from .keyboard import KeyboardPlay

if TYPE_CHECKING:  # the help page loads on first use: a faster start
    from .dialogs.help import HelpDialog
    from .window import MainWindow

try:  # Qt 6.8 and later: screen readers speak the sentence at once
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # older Qt: a live label whose changes are reported to screen readers
    QAccessibleAnnouncementEvent = None

MESSAGE_MS = 8000  # how long an announcement stays in the status bar
BOARD_TEXT_MS = 30_000  # how long the board's description stays over the table


class BoardText(QLabel):
    """The whole position in words over the bottom of the table (too long for the status bar).

    Shown by "Describe Board"; hidden by the next change, a click, or after a while.
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
        self._timer.setInterval(BOARD_TEXT_MS)
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
        return False


class Speaker(QObject):
    """Says short sentences: to screen readers (an announcement event on the table view) and in the status bar.

    ``said`` carries each sentence; :attr:`last` is the latest one.
    """

    said = Signal(str)

    def __init__(self, window: MainWindow, announcements: bool = QAccessibleAnnouncementEvent is not None) -> None:
        super().__init__(window)
        self.window = window
        self.last = ""
        self.announcements = announcements
        self.live: QLabel | None = None
        if not announcements:
            self.live = QLabel(window.status)
            self.live.setAccessibleName(QCoreApplication.translate("Access", "Announcements"))
            window.status.addWidget(self.live, 1)

    def say(self, text: str, assertive: bool = False) -> None:
        """Announce ``text`` (assertive: interrupt what the screen reader is saying, for refusals)."""
        if not text:
            return
        # loaded here, not with the module: QAccessible's enum types cost a few ms of start-up
        from PySide6.QtGui import QAccessible, QAccessibleEvent

        self.last = text
        if self.live is None:
            event = QAccessibleAnnouncementEvent(self.window.view, text)
            if assertive:
                event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
            QAccessible.updateAccessibility(event)
            self.window.status.showMessage(text, MESSAGE_MS)
        else:  # the live label shows the sentence, and its change is reported
            self.live.setText(text)
            self.live.setAccessibleDescription(text)
            QAccessible.updateAccessibility(QAccessibleEvent(self.live, QAccessible.Event.NameChanged))
            QAccessible.updateAccessibility(QAccessibleEvent(self.live, QAccessible.Event.Alert))
        self.said.emit(text)


class TableVoice(QObject):
    """Keeps the table view's accessible description current and announces what happens."""

    def __init__(self, window: MainWindow, lang: str) -> None:
        super().__init__(window)
        self.window = window
        self.lang = lang
        self.speaker = Speaker(window)
        view = window.view
        self.board_text = BoardText(view)
        view.setAccessibleName(QCoreApplication.translate("Access", "Card table"))
        controller = window.controller
        controller.changed.connect(self._on_changed)
        controller.refused.connect(lambda message, *_: self.speaker.say(message, assertive=True))
        controller.stalled.connect(
            lambda: self.speaker.say(QCoreApplication.translate("Access", "This attempt has stalled."))
        )
        self.update_description()

    def describe(self) -> str:
        """The whole position in words, in the window's language."""
        return self.window.controller.game.describe(self.lang)

    def update_description(self) -> None:
        """Set the table's accessible description to the position (screen readers read it on focus)."""
        self.window.view.setAccessibleDescription(self.describe())

    def describe_board(self) -> None:
        """Read the whole position aloud, and show it in the status bar and over the table."""
        text = self.describe()
        self.speaker.say(text)
        self.board_text.show_text(text)

    def _on_changed(self, change: Change) -> None:
        self.update_description()
        self.board_text.hide()  # it described the position before
        game = self.window.controller.game
        if change.kind == ChangeKind.NEW:
            text = QCoreApplication.translate("Access", "New game %1.").replace("%1", game.code)
        elif change.played is None:
            return
        elif change.played.undone:
            text = QCoreApplication.translate("Access", "Taken back: %1").replace(
                "%1", announce(change.played, game, self.lang, capital=False)
            )
        else:
            text = announce(change.played, game, self.lang)  # the engine's own record: no copy, no replay
        self.speaker.say(text)


class Access(QObject):
    """Everything :func:`install` adds to a window: ``keyboard``, ``voice``, the Play menu's actions."""

    def __init__(self, window: MainWindow, lang: str) -> None:
        super().__init__(window)
        self.window = window
        self.lang = lang
        self.keyboard = KeyboardPlay(window.table, window.view, lang)
        self.keyboard.ring.high_contrast = window.settings.high_contrast
        self.voice = TableVoice(window, lang)
        self.keyboard.spoken.connect(self.voice.speaker.say)
        self.help_dialog: HelpDialog | None = None
        self.draw = _action(window, QCoreApplication.translate("Access", "&Draw from Stock"), "D")
        self.tap = _action(window, QCoreApplication.translate("Access", "&Play Focused Card"), "T")
        self.describe = _action(window, QCoreApplication.translate("Access", "Describe &Board"), "B")
        self.how_to_play = _action(
            window, QCoreApplication.translate("Access", "&How to Play"), QKeySequence.StandardKey.HelpContents, "F1"
        )
        self.draw.triggered.connect(self.keyboard.draw)
        self.tap.triggered.connect(self.keyboard.tap)
        self.describe.triggered.connect(self.voice.describe_board)
        self.how_to_play.triggered.connect(self.show_help)
        acts = window.acts
        self.play_menu = window.menuBar().insertMenu(
            acts.help_menu.menuAction(), _menu(window, QCoreApplication.translate("Access", "&Play"))
        )
        menu = self.play_menu.menu()
        for action in (self.draw, self.tap, self.describe):
            menu.addAction(action)
        acts.help_menu.insertAction(acts.about, self.how_to_play)
        window.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_help(self) -> None:
        """The "How to play" page of the current game's rule profile."""
        from canfield import help as rules_help  # with importlib.resources: loaded on first use

        from .dialogs.help import HelpDialog

        rules = self.window.controller.game.rules.name
        profile = rules if rules in rules_help.PROFILES else "canfield"
        if self.help_dialog is not None:
            self.help_dialog.close()
            self.help_dialog.deleteLater()
        self.help_dialog = HelpDialog(profile, self.lang, self.window)
        self.help_dialog.show()


def _action(window: QWidget, text: str, *keys: QKeySequence | QKeySequence.StandardKey | str) -> QAction:
    action = QAction(text, window)
    sequences: list[QKeySequence] = []
    for key in keys:
        for seq in QKeySequence.keyBindings(key) if isinstance(key, QKeySequence.StandardKey) else [QKeySequence(key)]:
            if seq not in sequences:
                sequences.append(seq)
    action.setShortcuts(sequences)
    window.addAction(action)
    return action


def _menu(window: QWidget, title: str):
    from PySide6.QtWidgets import QMenu

    return QMenu(title, window)


def install(window: MainWindow, lang: str) -> Access:
    """Give ``window`` keyboard play, a speaking table and the How to Play page."""
    return Access(window, lang)
