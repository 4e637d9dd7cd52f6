"""The Game Records dialog: the games kept with every move, newest first; replay one, save it, delete one or all."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from canfield.engine import RULE_SETS
from canfield.storage import record_format, records
from canfield.storage.records import RecordSummary
from canfield.ui.dialogs.buttons import name_buttons
from canfield.ui.dialogs.focus_cue import prepare
from canfield.ui.dialogs.note import Note
from canfield.ui.profiles import profile_texts


def result_text(record: RecordSummary) -> str:
    """How the game ended, in the player's words (who played it too, when not the player alone)."""
    result = record.tag("Result")
    texts = {
        record_format.WON: QCoreApplication.translate("Records", "Won"),
        record_format.LOST: QCoreApplication.translate("Records", "Lost"),
        record_format.ENDED: QCoreApplication.translate("Records", "Ended"),
        record_format.IN_PROGRESS: QCoreApplication.translate("Records", "In progress"),
    }
    text = texts.get(result, result)
    play = record.tag("Play")
    if play == records.DEMO:
        text = QCoreApplication.translate("Records", "%1 (demo)").replace("%1", text)
    elif play == records.REPLAYED:
        text = QCoreApplication.translate("Records", "%1 (from a replay)").replace("%1", text)
    return text


def rules_text(name: str) -> str:
    """A rule set's name as the New Game dialog says it (the profiles' one table; a paper rule set by its id)."""
    names = profile_texts()
    return names[name][0] if name in names else name if name in RULE_SETS else "?"


def date_text(stamp: str) -> str:
    """A record's UTC date in the player's local time and format ("" when it does not read)."""
    when = QDateTime.fromString(stamp, Qt.DateFormat.ISODate)
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat) if when.isValid() else ""


class RecordsDialog(QDialog):
    """Every game kept with its moves (the last 500), newest first.

    ``storage`` gives :meth:`records` and deletes; ``save`` writes a record's text to a file the
    player chooses (the window's, shared with Game ▸ Save Game Record…); ``replay`` opens a record's
    text in a replay (a double click or Enter on a row does it too).
    """

    def __init__(
        self,
        storage: Any,
        save: Callable[[str, str], object],
        replay: Callable[[str], object],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        prepare()
        self.storage = storage
        self._save = save
        self._replay = replay
        self.shown: list[RecordSummary] = []
        self.setWindowTitle(self.tr("Game Records"))
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Finished"), self.tr("Rules"), self.tr("Result"), self.tr("Moves"), self.tr("Game code")]
        )
        self.table.setAccessibleName(self.tr("Game Records"))
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.note = Note(
            self.tr(
                "Every game that counts is kept here with all its moves: the last 500. "
                "Save one to a file to keep it for good or to share it."
            )
        )
        buttons = name_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Close))
        role = QDialogButtonBox.ButtonRole.ActionRole
        self.replay_button: QPushButton = buttons.addButton(self.tr("&Replay"), role)
        self.save_button: QPushButton = buttons.addButton(self.tr("&Save to File…"), role)
        self.delete_button: QPushButton = buttons.addButton(self.tr("&Delete"), role)
        self.delete_all_button: QPushButton = buttons.addButton(
            self.tr("Delete &All…"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.replay_button.clicked.connect(self.replay_selected)
        self.table.itemActivated.connect(lambda _item: self.replay_selected())
        self.save_button.clicked.connect(self.save_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.delete_all_button.clicked.connect(self.ask_delete_all)
        buttons.rejected.connect(self.close)
        self.table.itemSelectionChanged.connect(self._follow_selection)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.confirm: QMessageBox | None = None
        self.resize(720, 460)
        self.refresh()

    def refresh(self) -> None:
        """Show the records as they are on disk now; the first row selected."""
        self.shown = self.storage.records()
        self.table.setRowCount(len(self.shown))
        for r, record in enumerate(self.shown):
            row = [
                date_text(record.tag("Date")),
                rules_text(record.tag("Rules")),
                result_text(record),
                record.tag("Moves"),
                record.tag("Code"),
            ]
            for c, text in enumerate(row):
                self.table.setItem(r, c, QTableWidgetItem(text))
        if self.shown:
            self.table.selectRow(0)
        self._follow_selection()
        self.delete_all_button.setEnabled(bool(self.shown))

    def selected(self) -> RecordSummary | None:
        """The record of the selected row, if any."""
        rows = self.table.selectionModel().selectedRows()
        return self.shown[rows[0].row()] if rows and rows[0].row() < len(self.shown) else None

    def _follow_selection(self) -> None:
        chosen = self.selected() is not None
        self.replay_button.setEnabled(chosen)
        self.save_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)

    def replay_selected(self) -> None:
        """Open the selected game in a replay."""
        record = self.selected()
        if record is not None:
            self._replay(record.text)

    def save_selected(self) -> None:
        """Save the selected game's record to a file the player chooses."""
        record = self.selected()
        if record is not None:
            self._save(record.text, record.tag("Code"))

    def delete_selected(self) -> None:
        """Forget the selected game's record (the statistics keep counting it)."""
        record = self.selected()
        if record is None:
            return
        row = self.table.currentRow()
        self.storage.delete_record(record.game_id)
        self.refresh()
        if self.shown:
            self.table.selectRow(min(row, len(self.shown) - 1))

    def ask_delete_all(self) -> None:
        """Ask before forgetting every record (window-modal)."""
        self.confirm = box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Delete All Game Records"))
        box.setText(self.tr("Delete every game record?"))
        box.setInformativeText(self.tr("Their moves are gone for good; your statistics stay as they are."))
        delete = box.addButton(self.tr("Delete All"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.finished.connect(lambda _result: self._answered(box, delete))
        box.open()

    def _answered(self, box: QMessageBox, delete: QPushButton) -> None:
        self.confirm = None
        if box.clickedButton() is delete:
            self.storage.delete_records()
            self.refresh()
        box.deleteLater()
