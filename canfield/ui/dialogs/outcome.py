"""End-of-game dialogs: the win summary and the strict profile's stalled attempt."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QMessageBox, QPushButton, QWidget

from canfield.engine import Game, Scoring
from canfield.ui.texts import format_time


class WinDialog(QMessageBox):
    """ "You won" (or "The demo won this deal"): score, time and moves, and an offer of a new game."""

    def __init__(self, game: Game, seconds: float, parent: QWidget | None = None, demo: bool = False) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Information)
        if demo:  # the demo finished it: say so, as the statistics do
            self.setWindowTitle(self.tr("The demo won this deal"))
            self.setText(
                self.tr(
                    "The demo won this deal: all 52 cards are on the foundations. "
                    "It counts as played, not won, and sets no record."
                )
            )
        else:
            self.setWindowTitle(self.tr("You won!"))
            self.setText(self.tr("You won! All 52 cards are on the foundations."))
        if game.rules.scoring is Scoring.CARDS:
            score = self.tr("Cards home: 52/52")
        else:
            score = self.tr("Score: %1").replace("%1", str(game.score))
        details = [
            score,
            self.tr("Time: %1").replace("%1", format_time(seconds)),
            self.tr("Moves: %1").replace("%1", str(game.moves_made)),
            self.tr("Game code: %1").replace("%1", game.code),
        ]
        self.setInformativeText("\n".join(details))
        self.new_game: QPushButton = self.addButton(self.tr("New Game"), QMessageBox.ButtonRole.AcceptRole)
        self.close_button: QPushButton = self.addButton(self.tr("Close"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.new_game)


class AbandonDialog(QMessageBox):
    """Before New Game, Restart or a code replaces a game with moves: end it (it counts as not won), or play on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("End this game?"))
        self.setIcon(QMessageBox.Icon.Question)
        self.setText(self.tr("End the game in progress?"))
        self.setInformativeText(self.tr("It will count as played and not won."))
        self.end_game: QPushButton = self.addButton(self.tr("End Game"), QMessageBox.ButtonRole.AcceptRole)
        self.keep: QPushButton = self.addButton(self.tr("Keep Playing"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.keep)
        self.setEscapeButton(self.keep)
        self.dont_ask = QCheckBox(self.tr("Don't ask again"))
        self.setCheckBox(self.dont_ask)


class StallDialog(QMessageBox):
    """Strict profile: another pass changes nothing. End the attempt, or undo and search on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Attempt stalled"))
        self.setIcon(QMessageBox.Icon.Warning)
        self.setText(self.tr("This attempt has stalled."))
        self.setInformativeText(
            self.tr(
                "The last pass through the stock brought it back to an order already seen, and no move can make "
                "progress: another pass would change nothing. End the attempt (it counts as not won), or undo "
                "and search on."
            )
        )
        self.end_attempt: QPushButton = self.addButton(self.tr("End Attempt"), QMessageBox.ButtonRole.AcceptRole)
        self.undo: QPushButton = self.addButton(self.tr("Undo"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.undo)
