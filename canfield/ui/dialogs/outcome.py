"""Questions at the end of a game: before one is abandoned, and the strict profile's stalled attempt.

(The win screen is :mod:`canfield.ui.dialogs.win`.)"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QMessageBox, QPushButton, QWidget

from canfield.ui.dialogs.focus_cue import prepare


class AbandonDialog(QMessageBox):
    """Before New Game, Restart or a code replaces a game with moves: end it (it counts as not won), or play on.

    The question names what comes next (player review B9): ``then`` is "new" (another game),
    "restart" (this deal again), "restart-daily" (the deal of the day again) or a game code (that deal);
    ``daily``: the game in progress is the deal of the day.
    """

    def __init__(self, parent: QWidget | None = None, then: str = "new", daily: bool = False) -> None:
        super().__init__(parent)
        prepare()  # the focus cue shows on the first control at once (F12)
        self.setIcon(QMessageBox.Icon.Question)
        if then in ("restart", "restart-daily"):
            question, go = self.tr("Restart this deal?"), self.tr("Restart")
        elif then != "new":
            question, go = self.tr("Open deal %1?").replace("%1", then), self.tr("Open Deal")
        else:
            question, go = self.tr("End the game in progress?"), self.tr("End Game")
        self.setWindowTitle(go)  # short: the title bar cut the whole question (player review N4)
        self.setText(question)
        if then == "restart-daily":  # the day's one attempt goes on (issue 40)
            informative = self.tr("Your attempt at the deal of the day goes on: its time keeps counting.")
        elif daily:
            informative = self.tr("The deal of the day will count as played and not won: it has one attempt.")
        else:
            informative = self.tr("The game in progress will count as played and not won.")
        self.setInformativeText(informative)
        self.end_game: QPushButton = self.addButton(go, QMessageBox.ButtonRole.AcceptRole)
        self.keep: QPushButton = self.addButton(self.tr("Keep Playing"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.keep)
        self.setEscapeButton(self.keep)
        self.dont_ask = QCheckBox(self.tr("Don't ask again"))
        self.setCheckBox(self.dont_ask)


class StallDialog(QMessageBox):
    """Strict profile: another pass changes nothing. End the attempt, or undo and search on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        prepare()  # the focus cue shows on the first control at once (F12)
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
