"""The replay: a recorded game on a table of its own, read-only, stepped through move by move.

First / Back / Forward / Last, Play at a chosen speed, a jump to any move (the move list beside the
table, or the "Move" box); every step is said as a move is when played ("Move 37 of 120: 5 of
hearts from column 2 to column 3."). "Play from Here" hands the position to the game window, which
starts a new game from it (counted apart from the player's own games, as the demo's are).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QBrush, QCloseEvent, QColor, QFont, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from canfield.engine import Move
from canfield.engine.describe import announce
from canfield.play.replay import ReplayLine
from canfield.storage.record_format import WON
from canfield.ui.controller import GameController
from canfield.ui.message_line import MessageLine
from canfield.ui.messages import Duration, Messages
from canfield.ui.replay.analysing import AnalysisRun
from canfield.ui.table import speeds
from canfield.ui.table.cardart import style_of
from canfield.ui.table.scene import TableScene
from canfield.ui.table.view import TableView

try:  # Qt 6.8 and later: a reader that speaks announcements hears each step at once
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # older Qt: the move list's current row (the focus) says it
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]  # no such class before Qt 6.8

#: Milliseconds between moves while playing: the speed box's choices, slow to fast.
SPEEDS = (2000, 1000, 500, 200)


class ReplayWindow(QMainWindow):
    """One recorded game, read-only: ``line`` (a :class:`~canfield.play.replay.ReplayLine`) on its own table.

    ``settings`` gives the look (card back, felt, motion). ``play_from`` fires with the line and the
    number of moves shown when the player asks to play on from there.
    """

    play_from = Signal(object, int)

    def __init__(self, line: ReplayLine, settings: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.line = line
        self.at = 0  # moves shown on the table
        record = line.record
        self.setWindowTitle(self.tr("Replay: %1").replace("%1", record.code))
        self.controller = GameController(line.position(0), lang=line.lang)
        self.controller.pause(True)  # a replay has no clock
        self.table = TableScene(self.controller, animations=speeds.motion_on(settings))
        self.table.set_style(style_of(settings))
        self.view = TableView(self.table, settings.table_color)
        self.view.set_table_color(settings.table_color, bool(settings.high_contrast))
        self.view.setInteractive(False)  # read-only: no drag, no click plays
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.message = MessageLine()
        self.messages = Messages(self.message, self)
        self.moves = self._move_list()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.run: AnalysisRun | None = None  # the analysis while it runs
        self.answer: dict[str, object] | None = None  # its last answer (canfield.play.analysis.to_json)
        self.losing = 0  # the move marked as the one that lost the win (0: none)
        self._build(self._controls())
        self._shortcuts()
        self.resize(1180, 720)
        self.moves.setFocus()
        self.go_to(0, said=False)

    # ----- the parts ---------------------------------------------------------------
    def _move_list(self) -> QListWidget:
        moves = QListWidget()
        moves.setAccessibleName(self.tr("Moves"))
        total = len(self.line)
        start = QListWidgetItem(self.tr("Deal"))
        start.setData(Qt.ItemDataRole.AccessibleTextRole, self.tr("Start of the game: the deal."))
        moves.addItem(start)
        for n, said in enumerate(self.line.said, start=1):
            item = QListWidgetItem(
                self.tr("%1. %2", "a move's row in the list").replace("%1", str(n)).replace("%2", said)
            )
            item.setData(Qt.ItemDataRole.AccessibleTextRole, self.step_text(n, total, said))
            moves.addItem(item)
        moves.currentRowChanged.connect(self._chosen_in_list)
        moves.setMinimumWidth(300)
        return moves

    def step_text(self, n: int, total: int, said: str) -> str:
        """What a step says: "Move 37 of 120: 5 of hearts from column 2 to column 3."."""
        return self.tr("Move %1 of %2: %3").replace("%1", str(n)).replace("%2", str(total)).replace("%3", said)

    def _controls(self) -> QWidget:
        self.first_button = QPushButton(self.tr("First"))
        self.back_button = QPushButton(self.tr("Back"))
        self.play_button = QPushButton(self.tr("Play"))
        self.play_button.setCheckable(True)
        self.forward_button = QPushButton(self.tr("Forward"))
        self.last_button = QPushButton(self.tr("Last"))
        self.first_button.clicked.connect(lambda: self.go_to(0))
        self.back_button.clicked.connect(lambda: self.go_to(self.at - 1, animate=True))
        self.forward_button.clicked.connect(lambda: self.go_to(self.at + 1, animate=True))
        self.last_button.clicked.connect(lambda: self.go_to(len(self.line)))
        self.play_button.toggled.connect(self.set_playing)
        self.speed = QComboBox()
        self.speed.addItems([self.tr("Slow"), self.tr("Normal"), self.tr("Fast"), self.tr("Fastest")])
        self.speed.setCurrentIndex(1)
        self.speed.setAccessibleName(self.tr("Speed"))
        self.speed.currentIndexChanged.connect(lambda _: self.timer.setInterval(SPEEDS[self.speed.currentIndex()]))
        self.timer.setInterval(SPEEDS[1])
        self.jump = QSpinBox()
        self.jump.setRange(0, len(self.line))
        self.jump.setAccessibleName(self.tr("Go to move"))
        self.jump.editingFinished.connect(lambda: self.go_to(self.jump.value()))
        self.play_here = QPushButton(self.tr("Play from &Here"))
        self.play_here.clicked.connect(lambda: self.play_from.emit(self.line, self.at))
        steps = QHBoxLayout()
        for button in (self.first_button, self.back_button, self.play_button, self.forward_button, self.last_button):
            steps.addWidget(button)
        choices = QHBoxLayout()
        speed_label, jump_label = QLabel(self.tr("&Speed:")), QLabel(self.tr("&Move:"))
        speed_label.setBuddy(self.speed)
        jump_label.setBuddy(self.jump)
        for widget in (speed_label, self.speed, jump_label, self.jump):
            choices.addWidget(widget)
        choices.addStretch(1)
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.addLayout(steps)
        layout.addLayout(choices)
        layout.addWidget(self.play_here)
        layout.addWidget(self._analysis_part())
        return box

    def _analysis_part(self) -> QWidget:
        self.analyse_button = QPushButton(self.tr("&Analyse"))
        self.analyse_button.setToolTip(self.tr("Find out whether this deal could be won, and which move lost the win."))
        self.analyse_button.setEnabled(self.line.record.result != WON)
        self.analyse_button.clicked.connect(self.start_analysis)
        self.progress = QProgressBar()
        self.progress.setAccessibleName(self.tr("Analysis"))
        self.progress.setFormat(self.tr("%v positions solved"))
        self.cancel_button = QPushButton(self.tr("&Cancel"))
        self.cancel_button.clicked.connect(self.cancel_analysis)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.verdict.setAccessibleName(self.tr("Analysis"))
        for widget in (self.progress, self.cancel_button, self.verdict):
            widget.hide()
        part = QWidget()
        layout = QVBoxLayout(part)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addWidget(self.analyse_button)
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel_button)
        layout.addLayout(row)
        layout.addWidget(self.verdict)
        return part

    def _build(self, controls: QWidget) -> None:
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.addWidget(self.moves, 1)
        side_layout.addWidget(controls)
        table = QWidget()
        table_layout = QVBoxLayout(table)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(self.view, 1)
        table_layout.addWidget(self.message)
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.addWidget(table, 3)
        layout.addWidget(side, 1)
        self.setCentralWidget(central)

    def _shortcuts(self) -> None:
        forward, back = (
            (Qt.Key.Key_Left, Qt.Key.Key_Right) if self.isRightToLeft() else (Qt.Key.Key_Right, Qt.Key.Key_Left)
        )
        keys = {
            Qt.Key.Key_Home: lambda: self.go_to(0),
            Qt.Key.Key_End: lambda: self.go_to(len(self.line)),
            forward: lambda: self.go_to(self.at + 1, animate=True),
            back: lambda: self.go_to(self.at - 1, animate=True),
            Qt.Key.Key_Space: self.play_button.toggle,
        }
        for key, act in keys.items():
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            action.triggered.connect(act)
            self.addAction(action)

    # ----- stepping ------------------------------------------------------------------
    def go_to(self, count: int, animate: bool = False, said: bool = True) -> None:
        """Show the position after ``count`` moves (one step either way glides when ``animate``)."""
        count = max(0, min(count, len(self.line)))
        if count == self.at + 1 and animate:
            self.controller.play(self.line.moves[self.at])
        elif count == self.at - 1 and animate and self.controller.game.can_undo:
            self.controller.undo()
        elif count != self.at or said is False:
            animations, self.table.animations = self.table.animations, False  # a jump shows the position at once
            self.controller.new_game(self.line.position(count))
            self.table.animations = animations
        self.at = count
        self._follow()
        if said:
            self._say()
        if count == len(self.line):
            self.play_button.setChecked(False)

    def _follow(self) -> None:
        """The list's current row, the Move box and the buttons follow the position."""
        self.moves.blockSignals(True)
        self.moves.setCurrentRow(self.at)
        self.moves.blockSignals(False)
        self.moves.scrollToItem(self.moves.item(self.at), QListWidget.ScrollHint.PositionAtCenter)
        self.jump.blockSignals(True)
        self.jump.setValue(self.at)
        self.jump.blockSignals(False)
        at_end = self.at == len(self.line)
        self.first_button.setEnabled(self.at > 0)
        self.back_button.setEnabled(self.at > 0)
        self.forward_button.setEnabled(not at_end)
        self.last_button.setEnabled(not at_end)
        self.play_button.setEnabled(not at_end or self.play_button.isChecked())

    def current_text(self) -> str:
        """What the position says: the move that led to it, with its number."""
        item = self.moves.item(self.at)
        return str(item.data(Qt.ItemDataRole.AccessibleTextRole)) if item is not None else ""

    def _say(self) -> None:
        text = self.current_text()
        self.messages.tell(text, Duration.KEPT)
        if QAccessibleAnnouncementEvent is not None and not self.moves.hasFocus():
            # With the focus on the list the reader says its new row itself; elsewhere, an announcement.
            from PySide6.QtGui import QAccessible

            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.moves, text))

    def _chosen_in_list(self, row: int) -> None:
        if row >= 0:
            self.go_to(row, animate=True)

    def set_playing(self, on: bool) -> None:
        """Play the moves one after another at the chosen speed, or stop."""
        self.play_button.setText(self.tr("Pause") if on else self.tr("Play"))
        if on and self.at == len(self.line):
            self.go_to(0)
        if on:
            self.timer.start()
        else:
            self.timer.stop()

    def _tick(self) -> None:
        if self.at >= len(self.line):
            self.play_button.setChecked(False)
            return
        self.go_to(self.at + 1, animate=True)

    # ----- the analysis -------------------------------------------------------------
    def start_analysis(self) -> None:
        """Find, in the background, whether the deal was winnable and which move lost the win."""
        if self.run is not None:
            return
        self.run = run = AnalysisRun(self.line.record.to_text(), self)
        run.progress.connect(self._analysing)
        run.finished.connect(self._analysed)
        self.analyse_button.setEnabled(False)
        self.progress.setRange(0, 0)  # busy until the first solve says how many are left
        for widget in (self.progress, self.cancel_button):
            widget.show()
        self.messages.tell(self.tr("Analysing the game…"), Duration.KEPT)

    def _analysing(self, done: int, most: int) -> None:
        self.progress.setRange(0, max(most, done))
        self.progress.setValue(done)

    def cancel_analysis(self) -> None:
        """Stop the analysis (it says so when it has stopped)."""
        if self.run is not None:
            self.cancel_button.setEnabled(False)
            self.run.cancel()

    def _analysed(self, answer: dict[str, object] | None) -> None:
        self.run = None
        self.answer = answer
        for widget in (self.progress, self.cancel_button):
            widget.hide()
        self.cancel_button.setEnabled(True)
        self.analyse_button.setEnabled(True)
        text = self.verdict_text(answer)
        self.verdict.setText(text)
        self.verdict.show()
        self.messages.tell(text, Duration.KEPT)
        lost = answer.get("first_losing_move") if answer is not None else None
        if isinstance(lost, int):
            self.mark(lost)
            self.go_to(lost - 1, said=False)  # the choice: the position before the move that lost the win

    def mark(self, number: int) -> None:
        """Mark move ``number`` in the list as the one that lost the win (colour, weight, and its words)."""
        item = self.moves.item(number)
        if item is None:
            return
        self.losing = number
        font = QFont(item.font())
        font.setBold(True)
        item.setFont(font)
        item.setBackground(QBrush(QColor("#f3c7c2")))
        item.setForeground(QBrush(QColor("#5a0a00")))
        item.setText("✗ " + item.text())
        said = str(item.data(Qt.ItemDataRole.AccessibleTextRole))
        item.setData(Qt.ItemDataRole.AccessibleTextRole, said + " " + self.tr("This move lost the win."))

    def verdict_text(self, answer: dict[str, object] | None) -> str:
        """The answer in the player's words."""
        if answer is None:
            return self.tr("The analysis stopped without an answer.")
        verdict, first, last = answer.get("verdict"), answer.get("range") or [0, 0], answer.get("kept")
        assert isinstance(first, list)
        start, end = int(first[0]), int(first[1])
        kept = self._move_words(start, str(last), capital=True) if isinstance(last, str) and start else ""
        if verdict == "lost-at":
            played = self._move_words(start, "", capital=False)
            text = self.tr("Move %1 lost the win: %2.").replace("%1", str(start)).replace("%2", played)
            return text + (" " + self.tr("%1 kept it.").replace("%1", kept) if kept else "")
        if verdict == "lost-between":
            text = self.tr(
                "One of moves %1 to %2 lost the win: the solver could not settle the positions between them in time."
            )
            text = text.replace("%1", str(start)).replace("%2", str(end))
            return text + (
                " " + self.tr("Before move %1: %2 kept it.").replace("%1", str(start)).replace("%2", kept)
                if kept
                else ""
            )
        if verdict == "unsettled":
            return self.tr(
                "The deal could be won up to move %1 at least; whether a later move lost the win is unknown."
            ).replace("%1", str(start - 1))
        return {
            "won": self.tr("This game was won: nothing was lost."),
            "not-winnable": self.tr("This deal could not be won from the start: no move lost it."),
            "start-unknown": self.tr("Unknown: the solver could not settle in time whether this deal could be won."),
            "still-winnable": self.tr("The game ended while it could still be won: no move lost the win."),
            "cancelled": self.tr("Analysis cancelled."),
        }.get(str(verdict), self.tr("The analysis stopped without an answer."))

    def _move_words(self, number: int, move: str, capital: bool) -> str:
        """Move ``move`` (the game's own move ``number`` when "") in words, as a move is said when played."""
        game = self.line.position(number - 1)
        chosen = Move.parse(move) if move else self.line.moves[number - 1]
        said = announce(game.preview(chosen), game, self.line.lang, capital=capital)
        return said.rstrip(".")

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt name)
        self.timer.stop()
        if self.run is not None:
            self.run.stop()
            self.run = None
        super().closeEvent(event)
