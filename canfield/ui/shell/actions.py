"""The window's actions and menus, built in one place so later features can add theirs.

Built in two steps: :func:`build_actions` makes what the first frame shows (the actions' words, the
menu bar's titles; the toolbar takes its buttons from them), :func:`finish_actions` the rest just
after it (the menus' items, the keys and the tooltips that name them): ``QKeySequence`` and its enum
types are not needed to paint the window.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QMainWindow, QMenu


class Actions(NamedTuple):  # not a dataclass: its 23 fields cost 10x more to build at start (issue 43)
    """Named actions of the main window (menus and shortcuts)."""

    new_game: QAction
    daily: QAction
    restart: QAction
    copy_code: QAction
    settings: QAction
    appearance: QAction
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


# Each action's keys: first the name of a platform's standard key in ``QKeySequence.StandardKey``, or
# None; then plain keys (a standard key can be empty on some platforms, as Quit off KDE: a plain key follows).
KEYS: dict[str, tuple[str | None, tuple[str, ...]]] = {
    "new_game": ("New", ()),
    "daily": (None, ("Ctrl+Shift+D",)),
    "restart": (None, ("F5",)),
    "copy_code": (None, ("Ctrl+Shift+C",)),
    "settings": (None, ("Ctrl+,",)),
    "appearance": (None, ("Ctrl+Shift+A",)),  # not KPatience's F10: it opens the menu bar on Windows and GTK
    "statistics": (None, ("Ctrl+T",)),
    "quit": ("Quit", ("Ctrl+Q",)),
    "undo": ("Undo", ()),
    "redo": (None, ("Ctrl+Shift+Z", "Ctrl+Y")),
    "hint": (None, ("H",)),
    "demo": (None, ("Ctrl+D",)),
    "show_toolbar": (None, ("Ctrl+Shift+T",)),
    "full_screen": ("FullScreen", ("F11",)),
    "pause": (None, ("P",)),
    "finish": (None, ("F",)),
    "sound": (None, ("M",)),
    "about": (None, ("Ctrl+F1",)),
}


def _action(window: QMainWindow, text: str) -> QAction:
    action = QAction(text, window)
    window.addAction(action)  # shortcuts work even with the menu bar hidden
    return action


def build_actions(window: QMainWindow) -> Actions:
    """Create the actions and the menu bar's titles of ``window`` (no keys, menus empty; not connected).

    Texts in the MainWindow context. :func:`finish_actions` adds the rest.
    """
    acts = Actions(
        new_game=_action(window, QCoreApplication.translate("MainWindow", "&New Game…")),
        daily=_action(window, QCoreApplication.translate("MainWindow", "Deal of the &Day…")),
        restart=_action(window, QCoreApplication.translate("MainWindow", "&Restart This Deal")),
        copy_code=_action(window, QCoreApplication.translate("MainWindow", "&Copy Game Code")),
        settings=_action(window, QCoreApplication.translate("MainWindow", "&Settings…")),
        appearance=_action(window, QCoreApplication.translate("MainWindow", "&Appearance…")),
        statistics=_action(window, QCoreApplication.translate("MainWindow", "S&tatistics…")),
        quit=_action(window, QCoreApplication.translate("MainWindow", "&Quit")),
        undo=_action(window, QCoreApplication.translate("MainWindow", "&Undo")),
        redo=_action(window, QCoreApplication.translate("MainWindow", "&Redo")),
        hint=_action(window, QCoreApplication.translate("MainWindow", "&Hint")),
        demo=_action(window, QCoreApplication.translate("MainWindow", "De&mo")),
        show_toolbar=_action(window, QCoreApplication.translate("MainWindow", "Show &Toolbar")),
        full_screen=_action(window, QCoreApplication.translate("MainWindow", "&Full Screen")),
        pause=_action(window, QCoreApplication.translate("MainWindow", "Pa&use")),
        finish=_action(window, QCoreApplication.translate("MainWindow", "&Finish")),
        sound=_action(window, QCoreApplication.translate("MainWindow", "&Sound")),
        about=_action(window, QCoreApplication.translate("MainWindow", "&About Canfield")),
        game_menu=window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Game")),
        edit_menu=window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Edit")),
        view_menu=window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&View")),
        # filled by shell.menus with the access layer's keys; its title kept the context it had there
        play_menu=window.menuBar().addMenu(QCoreApplication.translate("Access", "&Play")),
        help_menu=window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Help")),
    )
    for action in (acts.show_toolbar, acts.full_screen, acts.sound, acts.pause):
        action.setCheckable(True)
    acts.finish.setEnabled(False)  # only when every card left can go home by itself
    for action, text in _short_texts(acts).items():
        action.setIconText(text)
    return acts


def finish_actions(window: QMainWindow, acts: Actions) -> None:
    """Give the actions their keys and tooltips, and put them in their menus (just after the first frame)."""
    from canfield.ui.keys import give_keys  # QKeySequence's enum types: not for the first frame

    for name, keys in KEYS.items():
        standard, plain = keys
        give_keys(getattr(acts, name), standard, *plain)
    for action in (
        acts.new_game,
        acts.daily,
        acts.restart,
        acts.copy_code,
    ):  # Hint and Demo go beside Draw (shell.menus)
        acts.game_menu.addAction(action)
    acts.game_menu.addSeparator()
    acts.game_menu.addAction(acts.statistics)
    acts.game_menu.addAction(acts.settings)
    acts.game_menu.addSeparator()
    acts.game_menu.addAction(acts.quit)
    acts.edit_menu.addAction(acts.undo)
    acts.edit_menu.addAction(acts.redo)
    acts.view_menu.addAction(acts.appearance)
    acts.view_menu.addSeparator()
    acts.view_menu.addActions([acts.show_toolbar, acts.full_screen, acts.sound])
    _tooltips(acts)
    acts.help_menu.addAction(acts.about)
    if QGuiApplication.isRightToLeft():  # «Ctrl+,» in Arabic
        # Only a right-to-left menu turns a shortcut round; the style's module (QStyle's 566 enum members,
        # about 5 % of start-up) is loaded for those languages alone. A new language rebuilds the window.
        from canfield.ui.shell.menu_style import use_menu_style

        use_menu_style(window, acts.game_menu, acts.edit_menu, acts.view_menu, acts.help_menu)


def _short_texts(acts: Actions) -> dict[QAction, str]:
    """The toolbar's words: short, so six buttons with text fit an 800 px window in every language."""
    return {
        acts.new_game: QCoreApplication.translate("MainWindow", "New"),
        acts.restart: QCoreApplication.translate("MainWindow", "Restart"),
        acts.undo: QCoreApplication.translate("MainWindow", "Undo"),
        acts.redo: QCoreApplication.translate("MainWindow", "Redo"),
        acts.hint: QCoreApplication.translate("MainWindow", "Hint"),
        acts.demo: QCoreApplication.translate("MainWindow", "Demo"),
        acts.pause: QCoreApplication.translate("MainWindow", "Pause"),
        acts.sound: QCoreApplication.translate("MainWindow", "Sound"),
    }


def _tooltips(acts: Actions) -> None:
    """The toolbar's tooltips: the action's whole name and its key, "Undo (Ctrl+Z)"."""
    from PySide6.QtGui import QKeySequence

    for action, text in _short_texts(acts).items():
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{action.text().replace('&', '').rstrip('…')} ({keys})" if keys else text)
