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
    place = actions.index(draw) + 1 if draw in actions else len(actions)
    ours = (acts.hint, acts.demo, acts.finish, acts.pause)
    if place >= len(actions):  # nothing after Draw: they go at the end
        play_menu.addActions(list(ours))
        return
    after = actions[place]
    for action in ours:
        play_menu.insertAction(after, action)
    play_menu.insertSeparator(after)
