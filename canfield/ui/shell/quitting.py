"""Before the window closes while games could not be saved (a full disk, a read-only folder): ask.

Finished games no file could take wait in memory and are retried at every save (see
``Storage.retry_unsaved``); closing the window would lose them. So Quit first tries once more,
and when games would still be lost it asks: keep trying (the window stays, and the next save or
Quit tries again), or quit and lose them (reliability review 1, issue 38). An end asked for by the
system (a logout, SIGTERM: Qt's Quit event) cannot wait for an answer: the last try is made at close,
the saved copy of an ended game is left for the next start, and the window closes.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QPushButton, QWidget

from canfield.ui.dialogs.focus_cue import prepare
from canfield.ui.shell.application import Application
from canfield.ui.shell.session import GameSession


class UnsavedQuestion(QMessageBox):
    """Quit although ``count`` games could not be saved? Keep Trying (the default) or Quit Anyway."""

    def __init__(self, count: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        prepare()  # the focus cue shows on the first control at once (F12)
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(self.tr("Quit"))  # short: the question is in the body (player review N4)
        self.setText(self.tr("Quit and lose the games that could not be saved?"))
        self.setInformativeText(
            self.tr(
                "Games not saved: %1. Nothing can be saved now: the disk may be full, or the folder "
                "read-only. If you keep trying, Canfield saves them as soon as it can (at the next "
                "save, or when you quit again) and tells you. If you quit now, they are lost."
            ).replace("%1", str(count))
        )
        self.quit_anyway: QPushButton = self.addButton(self.tr("Quit Anyway"), QMessageBox.ButtonRole.DestructiveRole)
        self.keep_trying: QPushButton = self.addButton(self.tr("Keep Trying"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.keep_trying)
        self.setEscapeButton(self.keep_trying)


class QuitGuard(QObject):
    """Decides whether ``window`` may close now, asking the player while games would be lost."""

    def __init__(self, window: QWidget, session: GameSession) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.question: UnsavedQuestion | None = None  # while it is open
        self._let_go = False  # the player chose to quit anyway (or the system ends the program)
        # Qt 6 asks every window to close before quitting, and a refusal cancels the quit. The game's
        # application says when it is told to quit; another one is watched with an event filter, which
        # costs every event a call into Python and 2.7 MB of PySide6 types (see .application).
        app = QCoreApplication.instance()
        if isinstance(app, Application):
            app.quitting.connect(self._told_to_quit)
        elif app is not None:
            app.installEventFilter(self)

    def allows_close(self) -> bool:
        """Whether the window may close now; False while a question is open or has just been opened."""
        if self._let_go:
            return True
        if self.question is not None:
            return False
        lost = self.session.unsaved_at_quit()
        if not lost:
            return True
        self.question = box = UnsavedQuestion(lost, self.window)
        box.buttonClicked.connect(self._answered)
        box.finished.connect(box.deleteLater)
        box.open()
        return False

    def _answered(self, button: QAbstractButton) -> None:
        box, self.question = self.question, None
        if box is None or button is not box.quit_anyway:
            return  # keep trying: the window stays, and every save tries again
        self._quit_anyway()

    def _quit_anyway(self) -> None:
        self._let_go = True
        self.session.give_up_unsaved()
        self.window.close()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        """Qt's Quit event, in an application other than the game's own (see ``__init__``)."""
        if event.type() == QEvent.Type.Quit:
            self._told_to_quit()
        return False

    def _told_to_quit(self) -> None:
        """The application is told to quit (a signal, a logout): it cannot wait for an answer."""
        if self._let_go:
            return
        self._let_go = True
        box, self.question = self.question, None
        if box is not None:
            box.blockSignals(True)
            box.close()
        # No give_up_unsaved(): the saved copy of an ended game stays, the one copy left after a logout.
