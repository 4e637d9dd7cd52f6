"""Pause: the clock stops while the player reads a dialog, and on the player's own Pause.

Three reasons hold the clock (:meth:`canfield.play.clock.Clock.pause` keeps them apart):

- the window is hidden or minimised (the window says so itself);
- ``Hold.DIALOG``: one of the window's dialogs is open and the window itself is not the active one
  (Help, Settings, Statistics, About, every question, the win screen); a player who clicks back
  on the table with Settings still open is playing again, and the clock runs;
- ``Hold.PLAYER``: Play ▸ Pause (P, and the toolbar). A cover hides the table and says "Paused";
  any key or click takes it away, and does nothing else: a click on the toolbar too (its Undo or
  Hint would act on a table the player cannot see).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QChildEvent, QCoreApplication, QEvent, QObject, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QDialog, QMainWindow, QToolBar, QToolButton, QWidget

from canfield.play.clock import Hold


class PauseCover(QWidget):
    """Covers the table while the player pauses: felt, "Paused" and how to go on. Any key or click resumes."""

    resume = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.title = self.tr("Paused")
        self.note = self.tr("The clock is stopped. Press any key or click to go on.")
        self.setAccessibleName(self.title)
        self.setAccessibleDescription(self.note)
        self.hide()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(20, 60, 40))  # the cards are hidden: a paused game shows nothing to study
        p.setPen(QColor(240, 240, 230))
        big = QFont(self.font())
        big.setPixelSize(max(24, self.height() // 9))
        big.setBold(True)
        p.setFont(big)
        middle = self.height() / 2
        bottom = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
        p.drawText(QRectF(0, 0, self.width(), middle), bottom, self.title)
        small = QFont(self.font())
        small.setPixelSize(max(13, self.height() // 36))
        p.setFont(small)
        p.drawText(
            QRectF(20, middle + 12, self.width() - 40, middle - 12),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            self.note,
        )
        p.end()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride:  # every key comes here first: it resumes, nothing else
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt name)
        if event.modifiers() == Qt.KeyboardModifier.NoModifier or event.key() not in _MODIFIER_KEYS:
            self.resume.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt name)
        self.resume.emit()


_DIALOG_EVENTS = (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.WindowActivate, QEvent.Type.WindowDeactivate)
_PRESSES = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)
_MODIFIER_KEYS = (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta, Qt.Key.Key_AltGr)


class Pauser(QObject):
    """Holds the clock while a dialog is read, and runs the player's Pause with its cover.

    ``hold(paused, reason)`` pauses the game's clock; ``after()`` is called after every change so
    the window can show the clock as it stands. ``covered`` says whether the player's pause is on.
    """

    changed = Signal(bool)  # the player's pause went on (True) or off (False)

    def __init__(
        self, window: QMainWindow, over: QWidget, hold: Callable[[bool, Hold], None], after: Callable[[], None]
    ) -> None:
        super().__init__(window)
        self.window = window
        self.hold = hold
        self.after = after
        # The cover is the table's sibling, not its child: the table's accessible object is the list of
        # the eleven piles, where a child widget has no index, and Orca 43 drops a focus with index -1
        # as a dead object ("Paused" was never said: accessibility review N1).
        self.cover = PauseCover(over.parentWidget() or over)
        self.cover.resume.connect(self.resume)
        self._over = over
        self._watched: set[int] = set()
        self._dialog_open = False
        over.installEventFilter(self)  # the cover follows the table's size and place
        window.installEventFilter(self)  # dialogs as they appear; the window's activation
        self._listening = True
        app = QCoreApplication.instance()
        if app is not None:  # the window is torn down after the event loop: nothing to hold by then
            app.aboutToQuit.connect(self.stop_listening)

    def stop_listening(self) -> None:
        """Take the event filters away (the application quits; the window is destroyed after this)."""
        self._listening = False
        self.window.removeEventFilter(self)
        self._over.removeEventFilter(self)

    @property
    def covered(self) -> bool:
        """True while the player's pause is on."""
        return self.cover.isVisible()

    def toggle(self) -> None:
        """Pause, or go on when paused."""
        if self.covered:
            self.resume()
        else:
            self.pause()

    def pause(self) -> None:
        """The player's Pause: stop the clock and cover the table until a key or click."""
        if self.covered:
            return
        self.cover.setGeometry(self._cover_rect())
        self.cover.show()
        self.cover.raise_()
        self.cover.setFocus(Qt.FocusReason.OtherFocusReason)
        for bar in self.window.findChildren(QToolBar):  # a click there lifts the pause only (installed once)
            for button in bar.findChildren(QToolButton):
                button.installEventFilter(self)
        self.hold(True, Hold.PLAYER)
        self.after()
        self.changed.emit(True)

    def resume(self) -> None:
        """Take the cover away; the clock runs again if nothing else holds it."""
        if not self.covered:
            return
        self.cover.hide()
        self.hold(False, Hold.PLAYER)
        self._over.setFocus(Qt.FocusReason.OtherFocusReason)
        self.after()
        self.changed.emit(False)

    def _cover_rect(self) -> QRect:
        """The table's area in the cover's parent."""
        return self._over.geometry() if self.cover.parentWidget() is not self._over else self._over.rect()

    # ----- dialogs --------------------------------------------------------------------
    def watch_open_dialogs(self) -> None:
        """Watch the dialogs the window opened before this was made (just after the window's first frame)."""
        for dialog in self.window.findChildren(QDialog):
            self._watch(dialog)
        self.check_dialogs()

    def check_dialogs(self) -> None:
        """Hold the clock while one of the window's dialogs is open and the window is not the active one."""
        open_dialog = any(d.isVisible() and d.isWindow() for d in self.window.findChildren(QDialog))
        reading = open_dialog and not self.window.isActiveWindow()
        if reading != self._dialog_open:
            self._dialog_open = reading
            self.hold(reading, Hold.DIALOG)
            self.after()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if not self._listening:
            return False
        if event.type() in _PRESSES and isinstance(watched, QToolButton) and self.covered:
            self.resume()
            return True  # the toolbar's action is not played on the covered table
        try:
            self._follow(watched, event)
        except RuntimeError:  # the window is being destroyed (an application that quits without its loop)
            self._listening = False
        return False

    def _follow(self, watched: QObject, event: QEvent) -> None:
        kind = event.type()
        if watched is self._over and kind in (QEvent.Type.Resize, QEvent.Type.Move):
            if self.covered:  # (only then: the cover is sized again when it is shown)
                self.cover.setGeometry(self._cover_rect())
        elif watched is self.window:
            if kind == QEvent.Type.ChildPolished and isinstance(event, QChildEvent):
                self._watch(event.child())
            elif kind == QEvent.Type.ActivationChange:
                self.check_dialogs()
        elif watched is not self._over and kind in _DIALOG_EVENTS:
            self.check_dialogs()  # one of the window's dialogs

    def _watch(self, child: QObject) -> None:
        """Follow a dialog of the window from the moment it is ready to be shown."""
        key = id(child)
        if isinstance(child, QDialog) and key not in self._watched:
            self._watched.add(key)
            child.installEventFilter(self)
            child.destroyed.connect(lambda *_: self._forget(key))

    def _forget(self, key: int) -> None:
        self._watched.discard(key)  # its Hide event already re-checked the clock
