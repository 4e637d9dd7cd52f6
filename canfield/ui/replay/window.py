"""The replay: a recorded game on a table of its own, read-only, stepped through move by move.

First / Back / Forward / Last, Play at a chosen speed, a jump to any move (the move list beside the
table, or the "Move" box); every step is said as a move is when played ("Move 37 of 120: 5 of
hearts from column 2 to column 3."). "Play from Here" hands the position to the game window, which
starts a new game from it (counted apart from the player's own games, as the demo's are).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from canfield.play.replay import ReplayLine
from canfield.ui.controller import GameController
from canfield.ui.messages import Duration, Messages
from canfield.ui.shell.message_line import MessageLine
from canfield.ui.table import speeds
from canfield.ui.table.cardart import CardStyle
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
        self.table.set_style(CardStyle(settings.card_back, settings.four_color, bool(settings.high_contrast)))
        self.view = TableView(self.table, settings.table_color)
        self.view.set_table_color(settings.table_color, bool(settings.high_contrast))
        self.view.setInteractive(False)  # read-only: no drag, no click plays
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.message = MessageLine()
        self.messages = Messages(self.message, self)
        self.moves = self._move_list()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
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
            item = QListWidgetItem(f"{n}. {said}")
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
        return box

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
        self.moves.scrollToItem(self.moves.item(self.at))
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

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt name)
        self.timer.stop()
        super().closeEvent(event)
