"""The main window: the table view, the menus and the status bar, wired to the controller."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QCloseEvent, QHideEvent, QShowEvent
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from canfield import __version__
from canfield.engine import Game, Rules, resolve_rules

from .actions import Actions, build_actions
from .cardart import CardStyle
from .controller import Change, GameController
from .dialogs.new_game import NewGameDialog
from .scene import TableScene
from .settings import StorageLike, default_storage
from .statusbar import GameStatusBar
from .view import TableView


def make_game(code: str | None, profile: str | Rules | None, draw: int | None, settings: object) -> Game:
    """The first game: the code's deal, or a random deal with the given or default draw and profile."""
    profile = profile if profile is not None else getattr(settings, "default_profile", "canfield")
    if code:
        return Game.from_code(code, profile)
    rules = resolve_rules(profile)
    wanted = draw if draw is not None else getattr(settings, "default_draw", 3)
    return Game.new(wanted if wanted in rules.draws else rules.draws[-1], rules)


class MainWindow(QMainWindow):
    """The game window.

    ``MainWindow(code="CF1-D3-AAAAACL", profile="canfield")`` opens that deal;
    every argument is optional. ``controller.game`` is the engine game,
    ``view`` the table's ``QGraphicsView``; ``storage`` keeps the settings.
    """

    def __init__(
        self,
        code: str | None = None,
        profile: str | Rules | None = None,
        draw: int | None = None,
        storage: StorageLike | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.storage = storage if storage is not None else default_storage()
        self.settings = self.storage.settings
        self.setWindowTitle(self.tr("Canfield"))
        self.controller = GameController(make_game(code, profile, draw, self.settings), self.settings.double_click)
        self.table = TableScene(self.controller, animations=self.settings.animations)
        self.table.set_style(CardStyle(self.settings.card_back, self.settings.four_color))
        self.view = TableView(self.table, self.settings.table_color)
        self.setCentralWidget(self.view)
        self.status = GameStatusBar(self)
        self.setStatusBar(self.status)
        self.acts: Actions = build_actions(self)
        self._connect()
        self.resize(QSize(1100, 760))
        self._refresh(Change("new"))

    # ----- wiring ------------------------------------------------------------------
    def _connect(self) -> None:
        c, a = self.controller, self.acts
        c.changed.connect(self._refresh)
        c.refused.connect(lambda message, *_: self.status.showMessage(message, 5000))
        a.new_game.triggered.connect(self.ask_new_game)
        a.restart.triggered.connect(c.restart)
        a.copy_code.triggered.connect(self.status.copy_code)
        a.quit.triggered.connect(self.close)
        a.undo.triggered.connect(c.undo)
        a.redo.triggered.connect(c.redo)
        a.about.triggered.connect(self.show_about)

    def _refresh(self, change: Change) -> None:
        """Counters, clock and action states after any change."""
        game = self.controller.game
        self.status.show_game(game, self.controller.elapsed())
        self.status.run_clock(self.controller.elapsed, self.controller.running and self.isVisible())
        self.acts.undo.setEnabled(game.can_undo)
        self.acts.redo.setEnabled(game.can_redo)
        if change.kind == "new":
            self.status.clearMessage()

    # ----- actions -----------------------------------------------------------------
    def ask_new_game(self) -> None:
        """Open the New Game dialog and start the game it describes."""
        self.table.settle()
        game = self.controller.game
        dialog = NewGameDialog(game.draw, game.rules.name, self)
        if dialog.exec():
            self.controller.new_game(dialog.game())

    def show_about(self) -> None:
        """A short About box."""
        QMessageBox.about(
            self,
            self.tr("About Canfield"),
            self.tr("Canfield %1\nDemon solitaire with exact rules, game codes and undo.").replace("%1", __version__),
        )

    # ----- the clock only runs while the window is shown ----------------------------
    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        self.controller.pause(False)
        self._refresh(Change("shown"))

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt name)
        super().hideEvent(event)
        self.controller.pause(True)
        self.status.run_clock(self.controller.elapsed, False)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange:
            self.controller.pause(self.isMinimized())
            self.status.run_clock(self.controller.elapsed, self.controller.running and not self.isMinimized())

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt name)
        self.table.settle()
        super().closeEvent(event)
