"""The window shows its first frame before it builds the rest (menus' items, keys, the access layer, Pause,
sound, Finish, the solver's features), and a player who acts at once, on any menu item or toolbar button,
finds it all there: the click or key comes 0-100 ms after the first frame, with real events."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from canfield.engine import STOCK

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier

# At the first frame: which of the modules and Qt classes built after it are loaded, and how full the menus are.
PROBE = """
import json, sys
import canfield.__main__ as entry

LATER = ["canfield.ui.access.voice", "canfield.ui.shell.pause", "canfield.ui.shell.sound", "canfield.audio",
         "canfield.ui.shell.finishing", "canfield.ui.shell.quitting", "canfield.ui.solving.features",
         "canfield.ui.shell.signals", "socket", "canfield.storage.records",
         "canfield.storage.daily", "datetime"]
seen = {}

def look(window, when):
    import enum, gc
    enums = {o.__qualname__.split(".")[0] for o in gc.get_objects()
             if isinstance(o, type) and issubclass(o, enum.Enum) and (o.__module__ or "").startswith("PySide6")}
    seen[when] = {
        "modules": [name for name in LATER if name in sys.modules],
        "enums": sorted(enums & {"QAccessible", "QKeySequence", "QMessageBox", "QStyle"}),
        "items": sum(len(title.menu().actions()) for title in window.menuBar().actions() if title.menu()),
    }

opened = entry.open_window

def open_window(*args, **kwargs):
    window = opened(*args, **kwargs)
    window.view.first_painted.connect(lambda: look(window, "first frame"))
    window.built.connect(lambda: look(window, "built"))
    return window

entry.open_window = open_window
code = entry.main(["--smoke-test"])
print(json.dumps(seen))
sys.exit(code)
"""


def test_the_first_frame_is_painted_before_the_rest_is_built(tmp_path):
    """Run as a player starts it (a fresh process): at the first frame nothing of the rest is loaded."""
    env = {**os.environ, "CANFIELD_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.splitlines()[-1])
    first, built = seen["first frame"], seen["built"]
    assert first == {"modules": [], "enums": [], "items": 0}
    later = {"canfield.ui.access.voice", "canfield.ui.shell.pause", "canfield.ui.solving.features"}
    later |= {"canfield.ui.shell.signals"}  # SIGTERM and the like handled from the turn after the first frame
    assert later <= set(built["modules"])
    assert {"QAccessible", "QKeySequence"} <= set(built["enums"])
    assert built["items"] > 20


def _at_first_frame(qtbot, move: bool = False):
    """The seed deal's window, shown; returns as its first frame is painted (the rest not built yet)."""
    from canfield.ui.shell.window import MainWindow

    win = MainWindow(code="CF1-D3-AAAAACL", profile="canfield")
    win.table.animations = False
    qtbot.addWidget(win)
    win.resize(1100, 760)
    if move:  # a game in progress: Undo, Restart and the like have something to do
        win.controller.play(next(m for m in win.controller.game.legal_moves() if m.source == STOCK))
    with qtbot.waitSignal(win.view.first_painted):
        win.show()
    return win


def _click_toolbar(win, name: str) -> None:
    action = getattr(win._acts, name)
    button = win.toolbar.widgetForAction(action)
    QTest.mouseClick(button, LEFT, NONE, button.rect().center())


def _choose(qtbot, win, menu_name: str, action_of) -> None:
    """Click the menu's title in the menu bar, then the item ``action_of(win)`` in the menu that opens."""
    bar = win.menuBar()
    menu: QMenu = getattr(win._acts, menu_name)
    QTest.mouseClick(bar, LEFT, NONE, bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible)
    action = action_of(win)
    assert action in menu.actions(), "the menu opened without its items"
    QTest.mouseClick(menu, LEFT, NONE, menu.actionGeometry(action).center())


def _dialog_shown(name):
    return lambda win: getattr(win, name) is not None and getattr(win, name).isVisible()


def _moves(count):
    return lambda win: win.controller.game.moves_made == count


# toolbar button -> (a game in progress first?, what the player then sees)
TOOLBAR = {
    "new_game": (False, _dialog_shown("new_game_dialog")),
    "restart": (True, _dialog_shown("abandon_dialog")),  # a game in progress: asked first
    "undo": (True, _moves(0)),
    "hint": (False, lambda win: bool(win.messages.current)),
    "demo": (False, lambda win: win.solver.demo.running),
    "pause": (False, lambda win: win.pauser.covered),
    "sound": (False, lambda win: win.settings.sound is False),
}


@pytest.mark.parametrize("name", TOOLBAR)
def test_a_toolbar_button_clicked_just_after_the_first_frame_works(qtbot, name):
    move, done = TOOLBAR[name]
    win = _at_first_frame(qtbot, move)
    _click_toolbar(win, name)
    qtbot.waitUntil(lambda: done(win))


def test_redo_clicked_just_after_the_first_frame_works(qtbot):
    from canfield.ui.shell.window import MainWindow

    win = MainWindow(code="CF1-D3-AAAAACL", profile="canfield")
    win.table.animations = False
    qtbot.addWidget(win)
    win.controller.play(next(m for m in win.controller.game.legal_moves() if m.source == STOCK))
    win.controller.undo()
    with qtbot.waitSignal(win.view.first_painted):
        win.show()
    _click_toolbar(win, "redo")
    qtbot.waitUntil(lambda: win.controller.game.moves_made == 1)


def _access(name):
    return lambda win: getattr(win.access, name)


def _act(name):
    return lambda win: getattr(win._acts, name)


# (menu, its item, a game in progress first?, what the player then sees)
MENUS = [
    ("game_menu", _act("new_game"), False, _dialog_shown("new_game_dialog")),
    ("game_menu", _act("restart"), True, _dialog_shown("abandon_dialog")),
    ("game_menu", _act("copy_code"), False, lambda win: QGuiApplication.clipboard().text() == "CF1-D3-AAAAACL"),
    ("game_menu", _act("statistics"), False, _dialog_shown("statistics_dialog")),
    ("game_menu", _act("settings"), False, _dialog_shown("settings_dialog")),
    ("game_menu", _act("quit"), False, lambda win: not win.isVisible()),
    ("edit_menu", _act("undo"), True, _moves(0)),
    ("view_menu", _act("show_toolbar"), False, lambda win: not win.toolbar.isVisible()),
    ("view_menu", _act("sound"), False, lambda win: win.settings.sound is False),
    ("play_menu", _access("draw"), False, _moves(1)),
    ("play_menu", _act("hint"), False, lambda win: bool(win.messages.current)),
    ("play_menu", _act("demo"), False, lambda win: win.solver.demo.running),
    ("play_menu", _act("pause"), False, lambda win: win.pauser.covered),
    ("play_menu", _access("tap"), False, _moves(1)),  # the keyboard's focus starts on the stock: a draw
    ("play_menu", _access("describe"), False, lambda win: win.access.voice.board_text.isVisible()),
    ("help_menu", _access("how_to_play"), False, lambda win: win.access.help_dialog is not None),
    ("help_menu", _act("about"), False, _dialog_shown("about_dialog")),
]


@pytest.mark.parametrize(("menu", "item", "move", "done"), MENUS, ids=lambda v: v if isinstance(v, str) else "")
def test_a_menu_item_chosen_just_after_the_first_frame_works(qtbot, menu, item, move, done):
    win = _at_first_frame(qtbot, move)
    _choose(qtbot, win, menu, item)
    qtbot.waitUntil(lambda: done(win))


def test_a_key_pressed_just_after_the_first_frame_works(qtbot):
    """D draws, with the key's shortcut given after the first frame."""
    win = _at_first_frame(qtbot)
    QTest.keyClick(win.view, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: win.controller.game.moves_made == 1)
    QApplication.processEvents()
