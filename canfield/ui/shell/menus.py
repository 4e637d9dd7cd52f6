"""The Play menu as the peers' players expect it: Draw, Hint, Demo, Finish and Pause together.

The Game menu keeps what concerns the whole game (new, restart, code, statistics, settings); the
Play menu, made by :mod:`canfield.ui.access.voice` with Draw, Play Focused Card and Describe
Board, gets the commands that play (player review, item 2 of §1a).
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from canfield.ui.shell.actions import Actions


def arrange_play_menu(acts: Actions, play_menu: QMenu, draw: QAction) -> None:
    """Put Hint, Demo, Finish and Pause right after Draw in ``play_menu``, then a separator."""
    actions = play_menu.actions()
    after = actions[actions.index(draw) + 1] if draw in actions and actions.index(draw) + 1 < len(actions) else None
    for action in (acts.hint, acts.demo, acts.finish, acts.pause):
        play_menu.insertAction(after, action)
    if after is not None:
        play_menu.insertSeparator(after)
