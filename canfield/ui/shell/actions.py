"""The window's actions and menus, built in one place so later features can add theirs."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
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
    hint: QAction
    demo: QAction
    show_toolbar: QAction
    full_screen: QAction
    pause: QAction
    finish: QAction
    sound: QAction
    about: QAction
    game_menu: QMenu
    edit_menu: QMenu
    view_menu: QMenu
    play_menu: QMenu
    help_menu: QMenu

    def toolbar_actions(self) -> tuple[QAction, ...]:
        """The toolbar's buttons, in order."""
        return (self.new_game, self.restart, self.undo, self.redo, self.hint, self.demo, self.pause, self.sound)


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
        hint=_action(window, QCoreApplication.translate("MainWindow", "&Hint"), "H"),
        demo=_action(window, QCoreApplication.translate("MainWindow", "De&mo"), "Ctrl+D"),
        show_toolbar=_action(window, QCoreApplication.translate("MainWindow", "Show &Toolbar"), "Ctrl+Shift+T"),
        full_screen=_action(
            window, QCoreApplication.translate("MainWindow", "&Full Screen"), QKeySequence.StandardKey.FullScreen, "F11"
        ),
        pause=_action(window, QCoreApplication.translate("MainWindow", "Pa&use"), "P"),
        finish=_action(window, QCoreApplication.translate("MainWindow", "&Finish"), "F"),
        sound=_action(window, QCoreApplication.translate("MainWindow", "&Sound"), "M"),
        about=_action(window, QCoreApplication.translate("MainWindow", "&About Canfield"), "Ctrl+F1"),
        game_menu=window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Game")),
        edit_menu=window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Edit")),
        view_menu=window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&View")),
        # filled by shell.menus with the access layer's keys; its title kept the context it had there
        play_menu=window.menuBar().addMenu(QCoreApplication.translate("Access", "&Play")),
        help_menu=window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Help")),
    )
    for action in (acts.new_game, acts.restart, acts.copy_code):  # Hint and Demo go beside Draw (shell.menus)
        acts.game_menu.addAction(action)
    acts.game_menu.addSeparator()
    acts.game_menu.addAction(acts.statistics)
    acts.game_menu.addAction(acts.settings)
    acts.game_menu.addSeparator()
    acts.game_menu.addAction(acts.quit)
    acts.edit_menu.addAction(acts.undo)
    acts.edit_menu.addAction(acts.redo)
    acts.show_toolbar.setCheckable(True)
    acts.view_menu.addAction(acts.show_toolbar)
    acts.full_screen.setCheckable(True)
    acts.view_menu.addAction(acts.full_screen)
    acts.sound.setCheckable(True)
    acts.view_menu.addAction(acts.sound)
    acts.pause.setCheckable(True)
    acts.finish.setEnabled(False)  # only when every card left can go home by itself
    _short_texts(acts)
    acts.help_menu.addAction(acts.about)
    if QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft:  # «Ctrl+,» in Arabic
        # Only a right-to-left menu turns a shortcut round; the style's module (QStyle's 566 enum members,
        # about 5 % of start-up) is loaded for those languages alone. A new language rebuilds the window.
        from canfield.ui.shell.menu_style import use_menu_style

        use_menu_style(window, acts.game_menu, acts.edit_menu, acts.view_menu, acts.help_menu)
    return acts


def _short_texts(acts: Actions) -> None:
    """The toolbar's words: short, so six buttons with text fit an 800 px window in every language."""
    short = {
        acts.new_game: QCoreApplication.translate("MainWindow", "New"),
        acts.restart: QCoreApplication.translate("MainWindow", "Restart"),
        acts.undo: QCoreApplication.translate("MainWindow", "Undo"),
        acts.redo: QCoreApplication.translate("MainWindow", "Redo"),
        acts.hint: QCoreApplication.translate("MainWindow", "Hint"),
        acts.demo: QCoreApplication.translate("MainWindow", "Demo"),
        acts.pause: QCoreApplication.translate("MainWindow", "Pause"),
        acts.sound: QCoreApplication.translate("MainWindow", "Sound"),
    }
    for action, text in short.items():
        action.setIconText(text)
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{action.text().replace('&', '').rstrip('…')} ({keys})" if keys else text)
