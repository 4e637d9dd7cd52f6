"""The game window's settings at work: the Settings dialog's changes and the View menu's choices
(toolbar, sound, full screen), the card style and the felt they set.

:class:`ChoicesWindow` is the main window's base for them; :class:`~canfield.ui.shell.window.MainWindow`
builds the first frame. Texts keep the MainWindow context they had before these methods moved here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction

from canfield.ui.messages import Duration
from canfield.ui.shell.window_later import LaterWindow
from canfield.ui.table import speeds
from canfield.ui.table.cardart import style_of

if TYPE_CHECKING:
    from PySide6.QtWidgets import QToolBar

    from canfield.storage import Settings


class ChoicesWindow(LaterWindow):
    """The settings applied to the window, and the View menu's toggles (see the module's docstring)."""

    if TYPE_CHECKING:  # what the main window builds, and these choices use
        _language_setting: str
        toolbar: QToolBar

        def _reopen_in_language(self) -> None: ...

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
            self.messages.tell(
                QCoreApplication.translate("MainWindow", "The settings could not be saved; they apply until you quit."),
                Duration.NORMAL,
            )
        if s.language != self._language_setting:  # rebuilt in the new language once this signal is done
            self._language_setting = s.language
            QTimer.singleShot(0, self._reopen_in_language)

    def _show_toolbar(self, shown: bool) -> None:
        self.toolbar.setVisible(bool(shown))
        tick(self._acts.show_toolbar, shown)

    def _show_choices(self) -> None:
        """The ticks of View ▸ Sound and Full Screen follow the settings (they do not set them)."""
        tick(self._acts.sound, self.settings.sound)
        tick(self._acts.full_screen, self.isFullScreen())

    def _sound_chosen(self, on: bool) -> None:
        """View ▸ Sound (M, and the toolbar): the mute toggle is the Sound setting itself."""
        self.settings.sound = on
        self.apply_settings()
        self.messages.tell(
            QCoreApplication.translate("MainWindow", "Sound on.")
            if on
            else QCoreApplication.translate("MainWindow", "Sound off."),
            Duration.BRIEF,
        )

    def _full_screen_chosen(self, on: bool) -> None:
        """View ▸ Full Screen (F11): kept for the next start; Esc leaves it."""
        self.settings.full_screen = on
        if on:
            self.showFullScreen()
        elif self.isFullScreen():
            was_maximized = bool(self.settings.window_geometry and self.settings.window_geometry.get("maximized"))
            self.showMaximized() if was_maximized else self.showNormal()
        self.apply_settings()
        said = (
            QCoreApplication.translate("MainWindow", "Full screen: press Esc or F11 to leave it.")
            if on
            else QCoreApplication.translate("MainWindow", "Full screen off.")
        )
        self.messages.tell(said, Duration.BRIEF)

    def _toolbar_chosen(self, shown: bool) -> None:
        """View ▸ Show Toolbar: kept for the next start."""
        self.settings.toolbar = shown
        self.apply_settings()

    def _apply_look(self) -> None:
        """Card style, felt, and card size from the settings (high contrast, larger cards)."""
        s: Settings = self.settings
        self.table.set_style(style_of(s))
        self.view.set_table_color(s.table_color, bool(s.high_contrast))
        if self.table.larger_cards != bool(s.larger_cards):
            self.table.larger_cards = bool(s.larger_cards)
            self.table.settle()
            self.table.sync()


def tick(action: QAction, on: object) -> None:
    """Set a menu tick to follow a state without acting on it (the tick shows the setting, it does not set it)."""
    action.blockSignals(True)
    action.setChecked(bool(on))
    action.blockSignals(False)
