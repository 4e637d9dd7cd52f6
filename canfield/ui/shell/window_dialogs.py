"""The dialogs the game window opens: New Game, a question before a game is thrown away, Settings, Appearance,
Statistics, the win screen, a stalled attempt, storage's notice and About.

:class:`DialogsWindow` is the main window's base: each dialog's module loads when it is first
opened (a faster start), and the window keeps the open one in an attribute (``settings_dialog``…).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QWidget

from canfield.engine import Game
from canfield.ui.dialogs.bring_up import bring_up
from canfield.ui.messages import Duration

if TYPE_CHECKING:
    from canfield.storage import Settings
    from canfield.ui.controller import GameController
    from canfield.ui.dialogs.about import AboutDialog
    from canfield.ui.dialogs.appearance import AppearanceDialog
    from canfield.ui.dialogs.new_game import NewGameDialog
    from canfield.ui.dialogs.outcome import AbandonDialog, StallDialog
    from canfield.ui.dialogs.settings import SettingsDialog
    from canfield.ui.dialogs.statistics import StatisticsDialog
    from canfield.ui.dialogs.win import WinScreen
    from canfield.ui.messages import Messages
    from canfield.ui.shell.daily import DailyCommands
    from canfield.ui.shell.records import RecordCommands
    from canfield.ui.shell.session import GameSession
    from canfield.ui.shell.storage_port import StorageLike
    from canfield.ui.solving.features import SolverFeatures
    from canfield.ui.table.scene import TableScene


class DialogsWindow(QMainWindow):
    """The main window's dialogs; :class:`~canfield.ui.shell.window.MainWindow` builds the rest."""

    # The texts keep the MainWindow context they had before these methods moved here (one translation each).
    if TYPE_CHECKING:  # what the main window builds, and these dialogs use
        settings: Settings
        storage: StorageLike
        controller: GameController
        table: TableScene
        session: GameSession
        messages: Messages

        @property
        def records(self) -> RecordCommands: ...

        @property
        def solver(self) -> SolverFeatures: ...

        def apply_settings(self) -> None: ...

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.new_game_dialog: NewGameDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.appearance_dialog: AppearanceDialog | None = None
        self.win_dialog: WinScreen | None = None
        self.stall_dialog: StallDialog | None = None
        self.abandon_dialog: AbandonDialog | None = None
        self.statistics_dialog: StatisticsDialog | None = None
        self.notice: QWidget | None = None
        self.about_dialog: AboutDialog | None = None
        self._daily: DailyCommands | None = None

    @property
    def daily(self) -> DailyCommands:
        """Game ▸ Deal of the Day (built at its first use: it loads the solver)."""
        if self._daily is None:
            from canfield.ui.shell.daily import DailyCommands

            self._daily = DailyCommands(self)  # type: ignore[arg-type]  # this is the MainWindow
        return self._daily

    def ask_new_game(self) -> None:
        """Open the New Game dialog (window-modal); OK starts the game it describes."""
        from canfield.ui.dialogs.new_game import NewGameDialog

        self.table.settle()
        # it starts from the settings' Default draw and Default rules (player review B5)
        self.new_game_dialog = dialog = NewGameDialog(self.settings.default_draw, self.settings.default_profile, self)
        dialog.winnable_only.setChecked(self.solver.winnable_only)  # as last time in this session
        dialog.accepted.connect(lambda: self._start_chosen_game(dialog))
        dialog.daily_requested.connect(lambda: self.daily.open())
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _start_chosen_game(self, dialog: NewGameDialog) -> None:
        """OK in the New Game dialog: its game, or a search for a winnable deal when that was asked for."""
        self.solver.winnable_only = dialog.winnable_only.isChecked()
        if dialog.winnable_wanted:
            self.solver.new_winnable_game(dialog.draw, dialog.profile)
        else:
            game = dialog.game()
            what = game.code if dialog.code.text().strip() else "new"  # a deal asked for by its code is named
            self.if_abandoning_is_fine(lambda: self.controller.new_game(game), what)

    def if_abandoning_is_fine(self, then: Callable[[], None], what: str = "new") -> None:
        """Run ``then`` (which replaces the game), asking first when a game in progress would be thrown away.

        ``what`` names what replaces it, for the question: "new", "restart", "restart-daily" (the deal of
        the day again: its attempt goes on) or a game code.
        """
        if not self.asks_before_ending():
            then()
            return
        from canfield.ui.dialogs.outcome import AbandonDialog

        self.abandon_dialog = dialog = AbandonDialog(self, what, daily=bool(self.session.daily))
        dialog.accepted.connect(lambda: self._abandon(dialog, then))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def asks_before_ending(self) -> bool:
        """Whether replacing the game now asks first: a game in progress, and "Ask before ending" on."""
        return self.session.in_progress(self.controller.game) and bool(self.settings.ask_before_abandoning)

    def _abandon(self, dialog: AbandonDialog, then: Callable[[], None]) -> None:
        if dialog.dont_ask.isChecked():
            self.settings.ask_before_abandoning = False
            self.apply_settings()
        then()

    def new_deal(self) -> None:
        """A new random deal with the rules and draw of the current game."""
        game = self.controller.game
        self.controller.new_game(Game.new(game.draw, game.rules))

    def show_settings(self) -> None:
        """The Settings dialog; each change applies and is saved at once."""
        if self.settings_dialog is None:
            from canfield.ui.dialogs.settings import SettingsDialog

            self.settings_dialog = SettingsDialog(self.settings, self)
            self.settings_dialog.changed.connect(self.apply_settings)
        bring_up(self.settings_dialog)

    def show_appearance(self) -> None:
        """View ▸ Appearance: the look on one page with a preview; each change applies at once, Cancel undoes them."""
        if self.appearance_dialog is None:
            from canfield.ui.dialogs.appearance import AppearanceDialog

            self.appearance_dialog = AppearanceDialog(self.settings, self)
            self.appearance_dialog.changed.connect(self.apply_settings)
        self.storage.first_start = False  # the player chooses the look: the desktop's wish no longer does
        bring_up(self.appearance_dialog)

    def show_statistics(self) -> None:
        """The Statistics dialog (kept up to date while it is open)."""
        if self.statistics_dialog is None:
            from canfield.ui.dialogs.statistics import StatisticsDialog

            self.statistics_dialog = StatisticsDialog(self.storage, self.session.reset_stats, self)
            self.session.recorded.connect(self.statistics_dialog.refresh)
            self.statistics_dialog.replay_requested.connect(self.records.replay_game)
            self.statistics_dialog.analyse_requested.connect(self.records.analyse_game)
        self.statistics_dialog.refresh()
        bring_up(self.statistics_dialog)

    def show_win(self) -> None:
        """The summary after the celebration, with an offer of a new game."""
        from canfield.ui.dialogs.win import WinScreen

        self.win_dialog = dialog = WinScreen(self.session.win_summary(), self)
        dialog.play_again.clicked.connect(self.new_deal)
        dialog.same_deal.clicked.connect(self.controller.restart)
        dialog.new_game.clicked.connect(self.ask_new_game)
        dialog.replay.clicked.connect(self.records.replay_current)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def announce_stall(self) -> None:
        """Strict profile: say the attempt has stalled; offer "End attempt" and "Undo"."""
        from canfield.ui.dialogs.outcome import StallDialog

        self.stall_dialog = dialog = StallDialog(self)
        dialog.end_attempt.clicked.connect(self._end_attempt)
        dialog.undo.clicked.connect(self.controller.undo)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _end_attempt(self) -> None:
        """Strict "End Attempt": a new deal, and a word on how the attempt ended (player review B12)."""
        from canfield.ui.texts import card_count

        home = card_count(self.controller.game.foundation_count)
        self.new_deal()
        text = QCoreApplication.translate("MainWindow", "Attempt ended with %1 home. New deal: %2.").replace("%1", home)
        self.messages.tell(text.replace("%2", self.controller.game.code), Duration.HINT)

    def _tell_problems(self, problems: list[str]) -> None:
        """Say once, without blocking, what storage had to reset or keep aside."""
        from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

        from canfield.ui.dialogs.buttons import name_buttons
        from canfield.ui.dialogs.focus_cue import prepare

        self.notice = box = QMessageBox(
            QMessageBox.Icon.Information,
            QCoreApplication.translate("MainWindow", "Canfield"),
            "\n\n".join(problems),
            QMessageBox.StandardButton.Ok,
            parent=self,
        )
        prepare()
        buttons = box.findChild(QDialogButtonBox)
        if buttons is not None:
            name_buttons(buttons)  # Qt has no "OK" of its own in ro and hy
        box.finished.connect(box.deleteLater)
        box.open()

    def show_about(self) -> None:
        """Help ▸ About: version, licence, home page and credits."""
        from canfield.ui.dialogs.about import AboutDialog

        self.about_dialog = dialog = AboutDialog(self)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
