"""The Deal of the Day dialog: the day's deal (chosen in the background the first time), streaks and a month.

Everything is read from the deals of the day (``storage.daily``, :mod:`canfield.daily.days`): the
dialog shows them and asks for the day's game with :attr:`DailyDialog.play_requested`; the window
(:mod:`canfield.ui.shell.daily`) chooses the deal and starts the game. The month is a table of
7 columns: arrows move by day, Page Up and Page Down by month; each day is read aloud with its date
and what it holds ("7 December 2026: won"), never by colour alone (a mark beside the number).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QDate, QLocale, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from canfield.daily import days
from canfield.daily.days import Mark
from canfield.storage import MODE_LABELS
from canfield.storage.daily import DailyBook, DayRecord, DayState
from canfield.ui.dialogs.buttons import name_buttons
from canfield.ui.dialogs.focus_cue import prepare
from canfield.ui.dialogs.note import Note
from canfield.ui.texts import format_time, long_date

# The modes a day's deal may be played in, first the default (canfield, draw 3).
DAILY_MODES = ("canfield-d3", "canfield-d1", "strict", "classic")
# Each mode's profile and draw.
MODE_RULES = {"canfield-d3": ("canfield", 3), "canfield-d1": ("canfield", 1), "strict": ("strict", 3)}
MODE_RULES["classic"] = ("classic", 3)
# The mark beside a day's number, so that no day is told by colour alone.
SYMBOLS = {Mark.WON: "✓", Mark.PLAYED: "●", Mark.MISSED: "✗", Mark.TODAY: "☆", Mark.NONE: ""}
COLOURS = {Mark.WON: "#1b7a2f", Mark.PLAYED: "#8a5a00", Mark.MISSED: "#9b1c1c", Mark.TODAY: "#0b3d91"}


def qdate(date: dt.date) -> QDate:
    """A Python date as Qt's."""
    return QDate(date.year, date.month, date.day)


def short_date(date: dt.date) -> str:
    """The date in the share line: year, month, day in the window's digits (2026-12-07)."""
    return QLocale().toString(qdate(date), "yyyy-MM-dd")


def mark_words(mark: Mark) -> str:
    """What a day of the month holds, in words."""
    return {
        Mark.WON: QCoreApplication.translate("DailyDialog", "won"),
        Mark.PLAYED: QCoreApplication.translate("DailyDialog", "played, not won"),
        Mark.MISSED: QCoreApplication.translate("DailyDialog", "missed"),
        Mark.TODAY: QCoreApplication.translate("DailyDialog", "today, not played yet"),
        Mark.NONE: QCoreApplication.translate("DailyDialog", "no game"),
    }[mark]


def share_line(date: dt.date, record: DayRecord) -> str:
    """The result line a player may copy and share: the day and how it went, never the deal."""
    game = QCoreApplication.translate("DailyDialog", "Canfield")
    if record.state is DayState.WON:
        moves = record.moves
        line = QCoreApplication.translate("DailyDialog", "%1 · %2 · won in %3, %n move(s)", None, moves)
        line = line.replace("%3", format_time(record.seconds))
    elif record.state is DayState.LOST:
        line = QCoreApplication.translate("DailyDialog", "%1 · %2 · played, not won")
    else:
        line = QCoreApplication.translate("DailyDialog", "%1 · %2 · being played")
    if "(s)" in line:  # no translation loaded: the English plural
        line = line.replace("move(s)", "move" if record.moves == 1 else "moves")
    return line.replace("%1", game).replace("%2", short_date(date))


class MonthTable(QTableWidget):
    """A month, a week a row: arrows move by day (Qt's own), Page Up and Page Down ask for another month."""

    month_asked = Signal(int)  # -1: the month before, 1: the month after

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt name)
        step = {Qt.Key.Key_PageUp: -1, Qt.Key.Key_PageDown: 1}.get(Qt.Key(event.key()))
        if step is not None:
            self.month_asked.emit(step)
            return
        super().keyPressEvent(event)


class DailyDialog(QDialog):
    """Today's deal with Play, the streaks, a month of days played, won and missed, and the share line."""

    # The player asks to play the day's deal of a mode (the window chooses it first if need be).
    play_requested = Signal(str)
    # The mode shown changed (the window starts choosing that mode's deal).
    mode_changed = Signal(str)
    # Cancel while the deal is being chosen.
    cancel_requested = Signal()

    def __init__(
        self, book: Callable[[], DailyBook], today: dt.date, mode: str = "canfield-d3", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        prepare()  # the focus cue shows on the first control at once (F12)
        self._book = book
        self.today = today
        self.shown_month = (today.year, today.month)
        self.setWindowTitle(self.tr("Deal of the Day"))
        layout = QVBoxLayout(self)
        self.heading = QLabel(f"<h2>{self.tr('Deal of the Day')}</h2>")
        self.date_label = QLabel(long_date(today))
        layout.addWidget(self.heading)
        layout.addWidget(self.date_label)
        self.mode = QComboBox()
        for name in DAILY_MODES:
            self.mode.addItem(QCoreApplication.translate("Storage", MODE_LABELS[name]), name)
        self.mode.setCurrentIndex(max(0, DAILY_MODES.index(mode) if mode in DAILY_MODES else 0))
        mode_label = QLabel(self.tr("&Rules:"))
        mode_label.setBuddy(self.mode)
        row = QHBoxLayout()
        row.addWidget(mode_label)
        row.addWidget(self.mode, 1)
        layout.addLayout(row)
        self.status = Note()
        layout.addWidget(self.status)
        self.progress = QProgressBar()
        self.progress.setAccessibleName(self.tr("Choosing the day's deal"))
        self.cancel = QPushButton(self.tr("Cancel Choosing"))
        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.cancel)
        layout.addLayout(progress_row)
        self.play = QPushButton(self.tr("&Play Today's Deal"))
        layout.addWidget(self.play, 0, Qt.AlignmentFlag.AlignLeading)
        layout.addLayout(self._streak_grid())
        layout.addLayout(self._month_bar())
        self.month = MonthTable(6, 7)
        self._prepare_month()
        layout.addWidget(self.month)
        self.legend = Note(self._legend())
        layout.addWidget(self.legend)
        share_row = QHBoxLayout()
        self.share = QLineEdit()
        self.share.setReadOnly(True)
        share_label = QLabel(self.tr("Result to &share:"))
        share_label.setBuddy(self.share)
        self.copy = QPushButton(self.tr("Cop&y"))
        share_row.addWidget(share_label)
        share_row.addWidget(self.share, 1)
        share_row.addWidget(self.copy)
        layout.addLayout(share_row)
        # wide enough for a whole share line, whatever the language (it was cut at the first size)
        widest = share_line(today, DayRecord("CF1-D3-AAAAACL", DayState.WON, 35999.0, 1000))
        self.share.setMinimumWidth(self.share.fontMetrics().horizontalAdvance(widest) + 24)
        self.buttons = name_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Close))
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.play.clicked.connect(lambda: self.play_requested.emit(self.mode_name))
        self.cancel.clicked.connect(self.cancel_requested)
        self.copy.clicked.connect(self.copy_share)
        self.mode.currentIndexChanged.connect(lambda *_: self._mode_chosen())
        self.month.currentCellChanged.connect(lambda *_: self._show_share())
        self.month.month_asked.connect(self.turn_month)
        self.show_choosing(None)
        self.refresh()

    # ----- what the window tells it ------------------------------------------------------
    @property
    def mode_name(self) -> str:
        """The mode shown (``canfield-d3`` …)."""
        return str(self.mode.currentData())

    def show_choosing(self, step: tuple[int, int] | None) -> None:
        """The deal is being chosen (``(candidate, candidates)``), or not (None)."""
        choosing = step is not None
        self.progress.setVisible(choosing)
        self.cancel.setVisible(choosing)
        if step is not None:
            done, total = step
            self.progress.setRange(0, total)
            self.progress.setValue(done)
            self.status.setText(
                self.tr("Choosing today's deal: the solver proves it can be won before you play it (deal %1 of %2).")
                .replace("%1", str(done + 1))
                .replace("%2", str(total))
            )
            self.play.setEnabled(False)

    def show_day(self, code: str | None, known: bool, playing_it: bool) -> None:
        """What today's deal is for the mode shown: ``known`` once chosen (``code`` None: none was proven)."""
        record = self._book().day(self.mode_name, self.today)
        if record is not None and record.finished:
            self.status.setText(self._finished_text(record))
            self.play.setEnabled(False)
        elif not known:
            self.status.setText(self.tr("Today's deal is chosen when you ask for it."))
            self.play.setEnabled(True)
        elif code is None:
            self.status.setText(
                self.tr(
                    "No deal could be proven winnable today within the solver's fixed search, "
                    "so there is no deal of the day: an unproven one is never offered."
                )
            )
            self.play.setEnabled(False)
        elif playing_it:
            self.status.setText(self.tr("You are playing today's deal. One attempt counts; Restart goes on with it."))
            self.play.setText(self.tr("&Back to the Game"))
            self.play.setEnabled(True)
        else:
            started = record is not None
            self.status.setText(
                self.tr("Your attempt at today's deal goes on: it counts once.")
                if started
                else self.tr("Today's deal is ready, proven winnable. One attempt counts: the first move begins it.")
            )
            self.play.setText(self.tr("&Play Today's Deal"))
            self.play.setEnabled(True)

    def refresh(self) -> None:
        """Streaks, month and share line from the deals of the day as they stand now."""
        streaks = days.streaks(self._book(), self.mode_name, self.today)
        for key, value in (
            ("played", streaks.played),
            ("best_played", streaks.best_played),
            ("won", streaks.won),
            ("best_won", streaks.best_won),
        ):
            self.figures[key].setText(QLocale().toString(value))
        self._fill_month()
        self._show_share()

    def turn_month(self, by: int) -> None:
        """Show the month ``by`` months away, keeping the focus on the same day of the month where it can."""
        day = max(self.month.currentRow() * 7 + self.month.currentColumn() - self._offset() + 1, 1)
        self.shown_month = days.shift_month(*self.shown_month, by)
        self._fill_month(day)

    def copy_share(self) -> None:
        """Put the share line on the clipboard."""
        if self.share.text():
            QGuiApplication.clipboard().setText(self.share.text())

    # ----- building ----------------------------------------------------------------------
    def _streak_grid(self) -> QGridLayout:
        grid = QGridLayout()
        self.figures: dict[str, QLabel] = {}
        names = (
            ("played", self.tr("Days played in a row:")),
            ("best_played", self.tr("Best:")),
            ("won", self.tr("Days won in a row:")),
            ("best_won", self.tr("Best:")),
        )
        for index, (key, text) in enumerate(names):
            label, value = QLabel(text), QLabel()
            label.setBuddy(value)  # read with its name (accessibility N3)
            value.setAccessibleName(text.rstrip(":"))
            self.figures[key] = value
            grid.addWidget(label, index // 2, (index % 2) * 2)
            grid.addWidget(value, index // 2, (index % 2) * 2 + 1)
        return grid

    def _month_bar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        self.previous = QPushButton(self.tr("Previous Month"))
        self.next = QPushButton(self.tr("Next Month"))
        self.month_title = QLabel()
        self.month_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        bar.addWidget(self.previous)
        bar.addWidget(self.month_title, 1)
        bar.addWidget(self.next)
        self.previous.clicked.connect(lambda: self.turn_month(-1))
        self.next.clicked.connect(lambda: self.turn_month(1))
        return bar

    def _prepare_month(self) -> None:
        table = self.month
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it (as Statistics)
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        locale = QLocale()
        first = locale.firstDayOfWeek().value  # 1 = Monday … 7 = Sunday
        names = [locale.dayName((first - 1 + i) % 7 + 1, QLocale.FormatType.ShortFormat) for i in range(7)]
        table.setHorizontalHeaderLabels(names)
        table.setMinimumHeight(table.horizontalHeader().sizeHint().height() + 6 * (table.fontMetrics().height() + 10))

    def _offset(self) -> int:
        """The column of the shown month's first day."""
        year, number = self.shown_month
        first = QLocale().firstDayOfWeek().value
        return (dt.date(year, number, 1).isoweekday() - first) % 7

    def _fill_month(self, focus_day: int | None = None) -> None:
        year, number = self.shown_month
        locale = QLocale()
        name = locale.standaloneMonthName(number)  # the month on its own ("Декабрь"), not "of December"
        self.month_title.setText(f"{name[:1].upper()}{name[1:]} {locale.toString(QDate(year, number, 1), 'yyyy')}")
        self.month.setAccessibleName(self.month_title.text())
        self.month.clearContents()
        offset = self._offset()
        entries = days.month(self._book(), self.mode_name, year, number, self.today)
        for date, mark in entries:
            index = offset + date.day - 1
            item = QTableWidgetItem(f"{QLocale().toString(date.day)} {SYMBOLS[mark]}".strip())
            item.setData(Qt.ItemDataRole.UserRole, date.isoformat())
            item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{long_date(date)}: {mark_words(mark)}")
            item.setToolTip(mark_words(mark))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if mark in COLOURS:
                item.setForeground(QBrush(QColor(COLOURS[mark])))
            self.month.setItem(index // 7, index % 7, item)
        for index in list(range(offset)) + list(range(offset + len(entries), 42)):
            blank = QTableWidgetItem("")
            blank.setFlags(Qt.ItemFlag.NoItemFlags)
            self.month.setItem(index // 7, index % 7, blank)
        if focus_day is None:
            same = (year, number) == (self.today.year, self.today.month)
            focus_day = self.today.day if same else 1
        focus_day = min(focus_day, len(entries))
        cell = offset + focus_day - 1
        self.month.setCurrentCell(cell // 7, cell % 7)

    def _show_share(self) -> None:
        item = self.month.currentItem()
        text = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        date = dt.date.fromisoformat(text) if isinstance(text, str) else None
        record = self._book().day(self.mode_name, date) if date is not None else None
        self.share.setText(share_line(date, record) if date is not None and record is not None else "")
        self.copy.setEnabled(bool(self.share.text()))

    def _legend(self) -> str:
        marks = (Mark.WON, Mark.PLAYED, Mark.MISSED, Mark.TODAY)
        return "   ".join(f"{SYMBOLS[m]} {mark_words(m)}" for m in marks)

    def _finished_text(self, record: DayRecord) -> str:
        if record.state is DayState.WON:
            text = self.tr(
                "You won today's deal in %1 with %n move(s). Come back tomorrow for a new one.", "", record.moves
            )
            if "(s)" in text:
                text = text.replace("move(s)", "move" if record.moves == 1 else "moves")
            return text.replace("%1", format_time(record.seconds))
        return self.tr("Today's deal is played and not won; the day counts once. Come back tomorrow for a new one.")

    def _mode_chosen(self) -> None:
        self.refresh()
        self.mode_changed.emit(self.mode_name)
