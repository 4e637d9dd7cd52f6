"""The win screen: what the game was worth, against this mode's best, and what to play next.

It replaces the old message box (player review §4, item 5): score and cards home, time and moves
beside the mode's best (or "a new best"), the streak, the casino result in Classic with casino
scoring, and the demo's wins said plainly. Play Again deals a new game of the same rules, Same
Deal replays this one, New Game opens the New Game dialog.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from canfield.engine import Game, Scoring
from canfield.ui.dialogs.focus_cue import prepare
from canfield.ui.dialogs.note import Note
from canfield.ui.texts import format_time, money


@dataclass(frozen=True)
class WinSummary:
    """The figures the win screen shows; ``best_*`` are the mode's records before this game (None: none yet)."""

    game: Game
    seconds: float
    demo: bool = False
    best_time: float | None = None
    fewest_moves: int | None = None
    streak: int = 0  # wins in a row, this one included
    best_streak: int = 0
    casino_net: int | None = None  # dollars this game won; None when not played for stakes
    bankroll: int | None = None


class WinScreen(QDialog):
    """ "You won!" (or "The demo won this deal") with the game's figures and Play Again / Same Deal / New Game."""

    def __init__(self, summary: WinSummary, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        prepare()  # the focus cue shows on the first control at once (F12)
        self.summary = summary
        title = self.tr("The demo won this deal") if summary.demo else self.tr("You won!")
        self.setWindowTitle(title)
        self.headline = QLabel(f"<h2>{title}</h2>")
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lines = QGridLayout()
        lines.setHorizontalSpacing(18)
        self.rows: dict[str, tuple[QLabel, QLabel]] = {}
        # Values start at the layout's leading edge whatever their own direction: a label aligns by
        # its text, which put "255" and the game code at the left of an Arabic column of right-aligned values.
        leading = Qt.AlignmentFlag.AlignRight if self.isRightToLeft() else Qt.AlignmentFlag.AlignLeft
        for key, name, value in self._figures():
            label, shown = QLabel(name), QLabel(value)
            shown.setAlignment(Qt.AlignmentFlag.AlignAbsolute | leading | Qt.AlignmentFlag.AlignVCenter)
            shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            # the name labels its value for a screen reader: Orca 43 read the values alone ("10:58 — a
            # new best 201 — a new best") and not "Score:" or "Game code:" at all (accessibility N3)
            label.setBuddy(shown)
            lines.addWidget(label, len(self.rows), 0)
            lines.addWidget(shown, len(self.rows), 1)
            self.rows[key] = (label, shown)
        self.note = Note(self._note())
        buttons = QDialogButtonBox()
        self.play_again: QPushButton = buttons.addButton(self.tr("Play Again"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.play_again.setToolTip(self.tr("A new deal with the same rules and draw."))
        self.same_deal: QPushButton = buttons.addButton(self.tr("Same Deal"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.same_deal.setToolTip(self.tr("Play this deal again from the start."))
        self.new_game: QPushButton = buttons.addButton(self.tr("New Game…"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.replay: QPushButton = buttons.addButton(self.tr("Replay"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.replay.setToolTip(self.tr("Step through this game's moves again."))
        self.close_button: QPushButton = buttons.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        for button in (self.play_again, self.same_deal, self.new_game, self.replay):
            button.clicked.connect(self.accept)
        self.close_button.clicked.connect(self.reject)
        self.play_again.setDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addLayout(lines)
        if self.note.text():
            layout.addWidget(self.note)
        layout.addWidget(buttons)
        # a screen reader reads a dialog's name and description when it opens, then the focused button
        self.setAccessibleName(title)
        self.setAccessibleDescription(self.text().removeprefix(title).strip())
        self.play_again.setFocus(Qt.FocusReason.OtherFocusReason)

    def text(self) -> str:
        """Everything the screen says, as one text (for tests and the screen reader's summary)."""
        figures = "\n".join(f"{name.text()} {value.text()}" for name, value in self.rows.values())
        return "\n".join(t for t in (self.windowTitle(), figures, self.note.text()) if t)

    def _figures(self) -> list[tuple[str, str, str]]:
        s, game = self.summary, self.summary.game
        rows = []
        if game.rules.scoring is not Scoring.CARDS:
            score = str(game.score)
            # points of cards sent home again after a take-back are not a record (B1); the demo sets none (N8)
            if game.repeat_points and not s.demo:
                score = self.tr("%1 (%2 for the records)").replace("%1", score).replace("%2", str(game.record_score))
            rows.append(("score", self.tr("Score:"), score))
        rows.append(("cards", self.tr("Cards home:"), "52/52"))
        rows.append(("time", self.tr("Time:"), self._against(format_time(s.seconds), s.seconds, s.best_time, True)))
        moves = game.moves_made
        rows.append(("moves", self.tr("Moves:"), self._against(str(moves), moves, s.fewest_moves, False)))
        if not s.demo:
            streak = self.tr("%1 in a row (best %2)").replace("%1", str(s.streak)).replace("%2", str(s.best_streak))
            rows.append(("streak", self.tr("Wins in a row:"), streak))
        if s.casino_net is not None and s.bankroll is not None:
            casino = self.tr("%1, bankroll %2").replace("%1", _signed(s.casino_net)).replace("%2", money(s.bankroll))
            rows.append(("casino", self.tr("Casino:"), casino))
        rows.append(("code", self.tr("Game code:"), game.code))
        return rows

    def _against(self, shown: str, value: float, best: float | None, time: bool) -> str:
        """``shown`` beside this mode's best: "a new best" when it beats it (or is the first)."""
        if self.summary.demo:
            return shown
        if best is None or value < best:
            return self.tr("%1 — a new best").replace("%1", shown)
        best_text = format_time(best) if time else str(int(best))
        return self.tr("%1 (best %2)").replace("%1", shown).replace("%2", best_text)

    def _note(self) -> str:
        if self.summary.demo:
            return self.tr("The demo played this deal: it counts as played, not won, and sets no record.")
        return ""


def _signed(dollars: int) -> str:
    """ "+$450" or "−$45"."""
    return money(dollars) if dollars < 0 else "+" + money(dollars)
