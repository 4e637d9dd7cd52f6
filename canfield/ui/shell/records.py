"""Game ▸ Save Game Record… and Game ▸ Game Records…: the moves of every game, kept and saved to files.

The records themselves are :mod:`canfield.storage.records` (no Qt); this module puts the two
commands in the Game menu, after Statistics, and writes a record where the player chooses.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from canfield.storage import words
from canfield.storage.files import write_text_atomic

if TYPE_CHECKING:
    from canfield.ui.dialogs.records import RecordsDialog
    from canfield.ui.shell.window import MainWindow

#: The file chooser's filter: a record is plain text.
FILTER = "*.txt"


def choose_save_path(parent: QWidget, name: str) -> str:
    """Ask where to save a record (the system's dialog); "" when the player cancels."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    title = QCoreApplication.translate("Records", "Save Game Record")
    kind = QCoreApplication.translate("Records", "Game records (%1)").replace("%1", FILTER)
    path, _ = QFileDialog.getSaveFileName(parent, title, str(Path(folder) / name), kind)
    return path


class RecordCommands(QObject):
    """The window's record commands: save the game on the table, or list every record kept."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        #: Asks where to save (replaced by tests: the system's file dialog is not driven by events).
        self.choose_path: Callable[[QWidget, str], str] = choose_save_path
        self.dialog: RecordsDialog | None = None
        self.save_action = QAction(QCoreApplication.translate("Records", "Save Game &Record…"), window)
        self.save_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.list_action = QAction(QCoreApplication.translate("Records", "Game Rec&ords…"), window)
        self.list_action.setShortcut(QKeySequence("Ctrl+Shift+O"))
        for action in (self.save_action, self.list_action):
            window.addAction(action)  # the shortcuts work with the menu bar hidden
        menu = window.acts.game_menu
        after = window.acts.settings  # right after Statistics…, before Settings…
        menu.insertAction(after, self.list_action)
        menu.insertAction(self.list_action, self.save_action)
        self.save_action.triggered.connect(self.save_current)
        self.list_action.triggered.connect(self.show_records)

    def save_current(self) -> None:
        """Save the game on the table (in progress or won) to a file the player chooses."""
        w = self.window
        game = w.controller.game
        record = w.storage.record_of(game, w.controller.elapsed(), w.session.undos, w.session.casino)
        self.save_text(record.to_text(), game.code)

    def save_text(self, text: str, code: str) -> bool:
        """Write a record's ``text`` to a file the player chooses; whether it was written (told either way)."""
        path = self.choose_path(self.window, f"{code}.txt")
        if not path:
            return False
        try:
            write_text_atomic(Path(path), (text,))
        except OSError as exc:
            reason = words.os_reason(exc.errno, exc.strerror or str(exc))
            shown = (
                ", ".join(QCoreApplication.translate("Storage", r) for r in reason)
                if isinstance(reason, list)
                else reason
            )
            QMessageBox.warning(
                self.window,
                QCoreApplication.translate("Records", "Save Game Record"),
                QCoreApplication.translate(
                    "Records", "The game record could not be saved in {path} ({reason})."
                ).format(path=path, reason=shown),
            )
            return False
        self.window.messages.tell(
            QCoreApplication.translate("Records", "Game record saved in {path}.").format(path=path)
        )
        return True

    def show_records(self) -> None:
        """The Game Records dialog (read afresh each time it is shown)."""
        from canfield.ui.dialogs.records import RecordsDialog

        if self.dialog is None:
            self.dialog = RecordsDialog(self.window.storage, self.save_text, self.window)
            self.window.session.recorded.connect(self.dialog.refresh)
        self.dialog.refresh()
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
