"""The game records' commands: save the game on the table, list the records kept, open one to replay.

The records themselves are :mod:`canfield.storage.records` (no Qt); this module puts the commands
in the Game menu, after Statistics (Save Game Record…, Game Records…, Open Game Record…, Paste Game
Record), writes a record where the player chooses, and opens a record in a
:class:`~canfield.ui.replay.window.ReplayWindow` — or refuses it, naming the line and the reason.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from canfield.storage import records, words
from canfield.storage.files import write_text_atomic
from canfield.storage.record_format import RecordError
from canfield.storage.words import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from canfield.play.replay import ReplayLine
    from canfield.storage import Settings
    from canfield.ui.controller import GameController
    from canfield.ui.dialogs.records import RecordsDialog
    from canfield.ui.messages import Messages
    from canfield.ui.replay.window import ReplayWindow
    from canfield.ui.shell.actions import Actions
    from canfield.ui.shell.session import GameSession
    from canfield.ui.shell.storage_port import StorageLike

#: The file chooser's filter: a record is plain text.
FILTER = "*.txt"


def choose_save_path(parent: QWidget, name: str) -> str:
    """Ask where to save a record (the system's dialog); "" when the player cancels."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    title = QCoreApplication.translate("Records", "Save Game Record")
    kind = QCoreApplication.translate("Records", "Game records (%1)").replace("%1", FILTER)
    path, _ = QFileDialog.getSaveFileName(parent, title, str(Path(folder) / name), kind)
    return path


def choose_open_path(parent: QWidget) -> str:
    """Ask which record file to open (the system's dialog); "" when the player cancels."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    title = QCoreApplication.translate("Records", "Open Game Record")
    kind = QCoreApplication.translate("Records", "Game records (%1)").replace("%1", FILTER)
    path, _ = QFileDialog.getOpenFileName(parent, title, folder, kind)
    return path


class RecordsHost(Protocol):
    """What the record commands need of the game window (which imports this module, so not its class)."""

    @property
    def acts(self) -> Actions: ...
    @property
    def controller(self) -> GameController: ...
    @property
    def lang(self) -> str: ...
    @property
    def messages(self) -> Messages: ...
    @property
    def session(self) -> GameSession: ...
    @property
    def settings(self) -> Settings: ...
    @property
    def storage(self) -> StorageLike: ...
    def if_abandoning_is_fine(self, then: Callable[[], None], what: str = "new") -> None: ...


def _translate(text: str) -> str:
    return QCoreApplication.translate("Records", text)


class RecordCommands(QObject):
    """The window's record commands: save the game on the table, or list every record kept."""

    def __init__(self, window: QWidget, host: RecordsHost) -> None:
        """``window`` is the game window as a widget (the parent of actions and boxes), ``host`` the same
        window as the game it holds."""
        super().__init__(window)
        self.window = window
        self.host = host
        #: Asks where to save (replaced by tests: the system's file dialog is not driven by events).
        self.choose_path: Callable[[QWidget, str], str] = choose_save_path
        self.choose_file: Callable[[QWidget], str] = choose_open_path
        self.dialog: RecordsDialog | None = None
        self.replays: list[ReplayWindow] = []  # open replays (each closes itself)
        self.refusal: QMessageBox | None = None  # the last "cannot be opened" box
        self.save_action = QAction(QCoreApplication.translate("Records", "Save Game &Record…"), window)
        self.save_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.list_action = QAction(QCoreApplication.translate("Records", "&Game Records…"), window)
        self.list_action.setShortcut(QKeySequence("Ctrl+Shift+O"))
        self.open_action = QAction(QCoreApplication.translate("Records", "&Open Game Record…"), window)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.paste_action = QAction(QCoreApplication.translate("Records", "&Paste Game Record"), window)
        self.paste_action.setShortcut(QKeySequence("Ctrl+Shift+V"))
        ours = (self.save_action, self.list_action, self.open_action, self.paste_action)
        menu = host.acts.game_menu
        for action in ours:
            window.addAction(action)  # the shortcuts work with the menu bar hidden
            menu.insertAction(host.acts.settings, action)  # right after Statistics…, before Settings…
        self.save_action.triggered.connect(self.save_current)
        self.list_action.triggered.connect(self.show_records)
        self.open_action.triggered.connect(self.open_file)
        self.paste_action.triggered.connect(self.paste)

    def save_current(self) -> None:
        """Save the game on the table (in progress or won) to a file the player chooses."""
        w = self.host
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
        self.host.messages.tell(QCoreApplication.translate("Records", "Game record saved in {path}.").format(path=path))
        return True

    def show_records(self) -> None:
        """The Game Records dialog (read afresh each time it is shown)."""
        from canfield.ui.dialogs.records import RecordsDialog

        if self.dialog is None:
            self.dialog = RecordsDialog(self.host.storage, self.save_text, self.open_text, self.window)
            self.host.session.recorded.connect(self.dialog.refresh)
        self.dialog.refresh()
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()

    # ----- opening a record to replay ----------------------------------------------------
    def open_file(self) -> None:
        """Open a record file the player chooses, in a replay (or say why it cannot be opened)."""
        path = self.choose_file(self.window)
        if not path:
            return
        try:
            text = records.read_file(path)
        except RecordError as error:
            self.refuse(error)
            return
        except OSError as exc:
            self.refuse(RecordError(0, _UNREADABLE, {"path": path, "reason": exc.strerror or str(exc)}))
            return
        self.open_text(text)

    def paste(self) -> None:
        """Open the record on the clipboard (text copied from a file, a mail, a web page)."""
        self.open_text(QGuiApplication.clipboard().text())

    def open_text(self, text: str) -> ReplayWindow | None:
        """Read a record's text and show it in a replay; a record that does not replay is refused whole."""
        from canfield.play.replay import ReplayLine

        try:
            record, _ = records.load(text)
            line = ReplayLine(record, self.host.lang)
        except RecordError as error:
            self.refuse(error)
            return None
        return self.show_replay(line)

    def replay_current(self) -> ReplayWindow:
        """The game on the table (won, or in progress) in a replay: its moves as they stand."""
        from canfield.play.replay import ReplayLine

        w = self.host
        record = w.storage.record_of(w.controller.game, w.controller.elapsed(), w.session.undos, w.session.casino)
        return self.show_replay(ReplayLine(record, w.lang))

    def replay_game(self, game_id: str) -> ReplayWindow | None:
        """A recent game (by its id, as the statistics name it) in a replay; said when its record is gone."""
        kept = next((r for r in self.host.storage.records() if r.game_id == game_id), None)
        if kept is None:
            self.refuse(RecordError(0, _NO_RECORD))
            return None
        return self.open_text(kept.text)

    def analyse_game(self, game_id: str) -> ReplayWindow | None:
        """A recent game in a replay, its analysis started at once (Statistics ▸ Recent Games ▸ Analyse Game)."""
        replay = self.replay_game(game_id)
        if replay is not None:
            replay.start_analysis()
        return replay

    def show_replay(self, line: ReplayLine) -> ReplayWindow:
        """A replay window for ``line``, shown and in front."""
        from canfield.ui.replay.window import ReplayWindow

        replay = ReplayWindow(line, self.host.settings)
        replay.play_from.connect(self.play_from)
        replay.destroyed.connect(lambda *_: self.replays.remove(replay) if replay in self.replays else None)
        self.replays.append(replay)
        replay.show()
        replay.raise_()
        replay.activateWindow()
        return replay

    def refuse(self, error: RecordError) -> None:
        """Say, without blocking, why a record cannot be opened: its line and the reason."""
        self.refusal = box = QMessageBox(
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("Records", "Open Game Record"),
            QCoreApplication.translate("Records", "This game record cannot be opened."),
            QMessageBox.StandardButton.Ok,
            parent=self.window,
        )
        box.setInformativeText(records.say(error, _translate, self.host.lang))
        box.finished.connect(box.deleteLater)
        box.open()

    def play_from(self, line: ReplayLine, count: int) -> None:
        """Start a new game in this window from a replay's position (after asking, as New Game does)."""
        self.host.if_abandoning_is_fine(lambda: self._start_from(line, count), "new")

    def _start_from(self, line: ReplayLine, count: int) -> None:
        w = self.host
        w.controller.new_game(line.position(count))
        w.session.start = count  # after the new game's reset: its first ``count`` moves are the replay's
        said = QCoreApplication.translate(
            "Records", "A new game from move %1 of %2: it counts apart from the games you play from the deal."
        )
        w.messages.tell(said.replace("%1", str(count)).replace("%2", line.record.code))
        self.window.raise_()
        self.window.activateWindow()


_NO_RECORD = QT_TRANSLATE_NOOP(
    "Records", "the moves of this game are not kept: it was played before game records, or its game record was deleted."
)
_UNREADABLE = QT_TRANSLATE_NOOP("Records", "the file {path} could not be read ({reason}).")
