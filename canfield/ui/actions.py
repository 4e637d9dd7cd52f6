"""The window's actions and menus, built in one place so later features can add theirs."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu


@dataclass
class Actions:
    """Named actions of the main window (menus and shortcuts)."""

    new_game: QAction
    restart: QAction
    copy_code: QAction
    settings: QAction
    statistics: QAction
    quit: QAction
    undo: QAction
    redo: QAction
    about: QAction
    game_menu: QMenu
    edit_menu: QMenu
    help_menu: QMenu


def _action(window: QMainWindow, text: str, *keys: QKeySequence | QKeySequence.StandardKey | str) -> QAction:
    action = QAction(text, window)
    sequences: list[QKeySequence] = []
    for key in keys:  # a standard key can be empty on some platforms (Quit off KDE): a plain key follows it
        found = QKeySequence.keyBindings(key) if isinstance(key, QKeySequence.StandardKey) else [QKeySequence(key)]
        sequences.extend(seq for seq in found if not seq.isEmpty() and seq not in sequences)
    if sequences:
        action.setShortcuts(sequences)
    window.addAction(action)  # shortcuts work even with the menu bar hidden
    return action


def build_actions(window: QMainWindow) -> Actions:
    """Create the actions and the menu bar of ``window`` (not yet connected); texts in the MainWindow context."""
    acts = Actions(
        new_game=_action(window, QCoreApplication.translate("MainWindow", "&New Game…"), QKeySequence.StandardKey.New),
        restart=_action(window, QCoreApplication.translate("MainWindow", "&Restart This Deal"), "F5"),
        copy_code=_action(window, QCoreApplication.translate("MainWindow", "&Copy Game Code"), "Ctrl+Shift+C"),
        settings=_action(window, QCoreApplication.translate("MainWindow", "&Settings…"), "Ctrl+,"),
        statistics=_action(window, QCoreApplication.translate("MainWindow", "S&tatistics…"), "Ctrl+T"),
        quit=_action(
            window, QCoreApplication.translate("MainWindow", "&Quit"), QKeySequence.StandardKey.Quit, "Ctrl+Q"
        ),
        undo=_action(window, QCoreApplication.translate("MainWindow", "&Undo"), QKeySequence.StandardKey.Undo),
        redo=_action(window, QCoreApplication.translate("MainWindow", "&Redo"), "Ctrl+Shift+Z", "Ctrl+Y"),
        about=_action(window, QCoreApplication.translate("MainWindow", "&About Canfield"), "Ctrl+F1"),
        game_menu=window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Game")),
        edit_menu=window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Edit")),
        help_menu=window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Help")),
    )
    for action in (acts.new_game, acts.restart, acts.copy_code):
        acts.game_menu.addAction(action)
    acts.game_menu.addSeparator()
    acts.game_menu.addAction(acts.statistics)
    acts.game_menu.addAction(acts.settings)
    acts.game_menu.addSeparator()
    acts.game_menu.addAction(acts.quit)
    acts.edit_menu.addAction(acts.undo)
    acts.edit_menu.addAction(acts.redo)
    acts.help_menu.addAction(acts.about)
    return acts
