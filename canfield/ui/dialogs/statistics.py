"""The Statistics dialog: one column per mode, one row per figure, and a reset that asks first."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from canfield.storage import MODE_LABELS, MODES, GameResult, ModeStats
from canfield.storage.stats import CASINO_MODE, POINT_MODES
from canfield.ui.dialogs.buttons import name_buttons
from canfield.ui.dialogs.focus_cue import prepare
from canfield.ui.dialogs.note import Note
from canfield.ui.texts import format_time, money

NONE = "—"  # a figure that does not exist yet (no game, no win) or does not apply to the mode


class StatisticsDialog(QDialog):
    """Games played, won, win rate, streaks, best score, fastest win, cards home, time, undos — per mode.

    A second tab lists the recent games, newest first, with the cards each one brought home (strict's
    "x/52" log).

    ``storage.stats`` gives the figures (read again by :meth:`refresh`); ``reset`` starts them afresh
    (a failed write is told by the window's notices). The casino rows appear while casino scoring
    is on, or once a casino game has been played.
    """

    #: A recent game's id, when the player asks to replay it (a double click or Enter on its row, or Replay).
    replay_requested = Signal(str)
    #: A recent game's id, when the player asks where it was lost (Analyse Game: its replay, analysing).
    analyse_requested = Signal(str)

    def __init__(self, storage: Any, reset: Callable[[], object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        prepare()  # the focus cue shows on the first control at once (F12)
        self.storage = storage
        self._reset = reset
        self.setWindowTitle(self.tr("Statistics"))
        self.rows: list[tuple[str, Callable[[str, ModeStats], str]]] = [
            (self.tr("Games played"), lambda m, s: str(s.played)),
            (self.tr("Games won"), lambda m, s: str(s.won)),
            (self.tr("Win rate"), lambda m, s: self._percent(s.win_rate)),
            (self.tr("Current winning streak"), lambda m, s: str(s.current_streak)),
            (self.tr("Best winning streak"), lambda m, s: str(s.best_streak)),
            (self.tr("Best score"), lambda m, s: self._count(s.best_score) if m in POINT_MODES else NONE),
            (self.tr("Fastest win"), lambda m, s: NONE if s.fastest_win is None else format_time(s.fastest_win)),
            (self.tr("Fewest moves in a win"), lambda m, s: NONE if s.fewest_moves is None else str(s.fewest_moves)),
            (self.tr("Average cards home"), lambda m, s: self._cards(s.average_cards)),
            (self.tr("Most cards home"), lambda m, s: self._cards(s.best_cards)),
            (self.tr("Total time played"), lambda m, s: format_time(s.total_time)),
            (self.tr("Undos used"), lambda m, s: str(s.undos)),
        ]
        self.casino_rows: list[tuple[str, Callable[[str, ModeStats], str]]] = [
            (self.tr("Casino games"), lambda m, s: str(s.casino_games) if m == CASINO_MODE else NONE),
            (self.tr("Casino bankroll"), lambda m, s: money(s.bankroll) if m == CASINO_MODE else NONE),
        ]
        self.table = QTableWidget(0, len(MODES))
        self.table.setHorizontalHeaderLabels([QCoreApplication.translate("Storage", MODE_LABELS[m]) for m in MODES])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it (review F7)
        # every mode the same width (player review B11): the widest figure or title sets them all
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.recent = self._recent_table()
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Statistics"))
        for page, title, about in (
            (self.table, self.tr("By Mode"), self.tr("Games, wins and records for each way of playing.")),
            (self.recent, self.tr("Recent Games"), self.tr("The latest games, newest first.")),
        ):
            self.tabs.addTab(page, title)
            page.setAccessibleName(title.replace("&", ""))  # a reader names the tab page and its table
            page.setAccessibleDescription(about)
        self.note = Note(
            self.tr(
                "A game counts once a move has been made. Quitting keeps your game to finish next time, so it "
                "is not counted as lost; it counts when it ends: won, or given up for a new game or a restart "
                "(with Strict rules, also with “End Attempt”)."
            )
        )
        buttons = name_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Close))
        self.reset_button: QPushButton = buttons.addButton(
            self.tr("&Reset Statistics…"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.reset_button.clicked.connect(self.ask_reset)
        self.replay_button: QPushButton = buttons.addButton(
            self.tr("Re&play Game"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.replay_button.clicked.connect(self._replay_chosen)
        self.analyse_button: QPushButton = buttons.addButton(
            self.tr("&Analyse Game"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.analyse_button.clicked.connect(lambda: self._replay_chosen(self.analyse_requested))
        self.recent.itemActivated.connect(lambda _item: self._replay_chosen())
        self.tabs.currentChanged.connect(lambda _: self._follow_tab())
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addSpacing(4)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.confirm: QMessageBox | None = None  # the question while it is open
        self.confirm_reset: QPushButton | None = None
        buttons.button(QDialogButtonBox.StandardButton.Close).setFocus()
        self.refresh()
        self._follow_tab()
        self._fit()

    def _fit(self) -> None:
        """Wide enough for every mode's header (long in some languages); the note keeps its own height (a Note)."""
        header = self.table.verticalHeader().sizeHint().width()
        count = self.table.columnCount()
        hints = [
            max(self.table.horizontalHeader().sectionSizeHint(c), self.table.sizeHintForColumn(c)) for c in range(count)
        ]
        columns = count * max(hints)  # equal columns: each as wide as the widest needs
        width = max(760, header + columns + 4 * self.table.frameWidth() + 48)
        self.resize(width, self.sizeHint().height())

    def _recent_table(self) -> QTableWidget:
        table = QTableWidget(0, 7)
        table.setHorizontalHeaderLabels(
            [
                self.tr("Finished"),
                self.tr("Rules"),
                self.tr("Result"),
                self.tr("Score"),
                self.tr("Time"),
                self.tr("Undos"),
                self.tr("Game code"),
            ]
        )
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setTabKeyNavigation(False)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        return table

    # ----- the tables --------------------------------------------------------------
    def refresh(self) -> None:
        """Show the figures as they are now."""
        self._refresh_recent()
        stats = self.storage.stats
        rows = list(self.rows)
        classic = stats[CASINO_MODE]
        if self.storage.settings.casino_scoring or classic.casino_games:
            rows += self.casino_rows
        self.table.setRowCount(len(rows))
        self.table.setVerticalHeaderLabels([label for label, _ in rows])
        for r, (label, value) in enumerate(rows):
            for c, mode in enumerate(MODES):
                item = QTableWidgetItem(value(mode, stats[mode]))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if c == 0:
                    self._name_row(item, label)
                self.table.setItem(r, c, item)
        # every row in view, no scrolling: the table is short
        frame = 2 * self.table.frameWidth()
        height = self.table.verticalHeader().length() + self.table.horizontalHeader().sizeHint().height() + frame
        self.tabs.setMinimumHeight(height + self.tabs.tabBar().sizeHint().height() + 2 * frame)

    def _name_row(self, first: QTableWidgetItem, label: str) -> None:
        """A screen reader hears the row's name with its first figure ("Games won: 1"), as a sighted player
        sees it beside the row: Orca 43 does not read a table's row headers, and said "0. 1. 0. 0." (N3)."""
        named = self.tr("%1: %2", "a figure's name and its first value, as a screen reader reads a row")
        first.setData(Qt.ItemDataRole.AccessibleTextRole, named.replace("%1", label).replace("%2", first.text()))

    def _refresh_recent(self) -> None:
        games = list(reversed(self.storage.stats.recent))  # newest first
        self.recent.setRowCount(len(games))
        for r, game in enumerate(games):
            for c, text in enumerate(self._recent_row(game)):
                self.recent.setItem(r, c, QTableWidgetItem(text))

    def _follow_tab(self) -> None:
        """Replay Game belongs to Recent Games: shown on that tab only."""
        for button in (self.replay_button, self.analyse_button):
            button.setVisible(self.tabs.currentWidget() is self.recent)

    def _replay_chosen(self, signal: Any = None) -> None:
        rows = self.recent.selectionModel().selectedRows()
        games = list(reversed(self.storage.stats.recent))  # as the table shows them, newest first
        if rows and rows[0].row() < len(games) and games[rows[0].row()].game_id:
            (signal or self.replay_requested).emit(games[rows[0].row()].game_id)

    def _recent_row(self, game: GameResult) -> list[str]:
        finished = QDateTime.fromString(game.finished_at, Qt.DateFormat.ISODate)
        when = QLocale().toString(finished.toLocalTime(), QLocale.FormatType.ShortFormat) if finished.isValid() else ""
        result = self.tr("Won") if game.won else self.tr("Demo won") if game.demo else self._cards(game.cards)
        if game.replayed:  # "Play from here": counted apart, as the demo's games are
            result = (
                self.tr("Won from a replay") if game.cards == 52 else self.tr("%1 from a replay").replace("%1", result)
            )
        if game.daily:  # counted apart, in the day's own figures: the line says why
            result = self.tr("%1 · deal of the day", "a deal of the day's result in Recent Games").replace("%1", result)
        if game.casino:
            result += " · " + money(self.storage.casino_terms.net(game.cards))
        score = str(game.score) if game.mode in POINT_MODES else NONE
        rules = QCoreApplication.translate("Storage", MODE_LABELS[game.mode])
        return [when, rules, result, score, format_time(game.seconds), str(game.undos), game.code]

    def cell(self, row_label: str, mode: str) -> str:
        """The text shown for one figure of one mode (by its row label)."""
        for r in range(self.table.rowCount()):
            header, item = self.table.verticalHeaderItem(r), self.table.item(r, MODES.index(mode))
            if header is not None and item is not None and header.text() == row_label:
                return item.text()
        raise KeyError(row_label)

    def _percent(self, rate: float | None) -> str:
        return NONE if rate is None else self.tr("%1%", "win rate in percent").replace("%1", f"{rate * 100:.0f}")

    def _cards(self, cards: float | None) -> str:
        if cards is None:
            return NONE
        shown = str(cards) if isinstance(cards, int) else QLocale().toString(float(cards), "f", 1)  # 41,3 in ro/ru
        return self.tr("%1/52", "cards on the foundations out of 52").replace("%1", shown)

    @staticmethod
    def _count(value: int | None) -> str:
        return NONE if value is None else str(value)

    # ----- reset, after asking --------------------------------------------------------
    def ask_reset(self) -> None:
        """Ask before wiping the statistics (window-modal, so the game stays visible)."""
        self.confirm = box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Reset Statistics"))
        box.setText(self.tr("Reset the statistics of every mode?"))
        box.setInformativeText(
            self.tr("Games played, wins, streaks, records and the casino bankroll start again from zero.")
        )
        self.confirm_reset = box.addButton(self.tr("Reset"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.finished.connect(lambda _result: self._answered(box))
        box.open()

    def _answered(self, box: QMessageBox) -> None:
        reset, self.confirm, self.confirm_reset = self.confirm_reset, None, None
        if reset is not None and box.clickedButton() is reset:
            self._reset()
            self.refresh()
        box.deleteLater()
