"""The Play menu as the peers' players expect it: Draw, Hint, Demo, Finish and Pause together.

The Game menu keeps what concerns the whole game (new, restart, code, statistics, settings); the
Play menu gets the commands that play (player review, item 2 of §1a): the keyboard's Draw first,
then Hint, Demo, Finish and Pause, a separator, Play Focused Card and Describe Board
(:mod:`canfield.ui.access.voice` makes those three and How to Play, which goes in the Help menu).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from canfield.ui.shell.actions import Actions

if TYPE_CHECKING:
    from canfield.ui.access.voice import Access


def fill_play_menu(acts: Actions, access: Access) -> None:
    """Fill the Play menu with the access layer's actions and the window's, and add How to Play to Help."""
    menu = acts.play_menu
    menu.addActions([access.draw, acts.hint, acts.demo, acts.finish, acts.pause])
    menu.addSeparator()
    menu.addActions([access.tap, access.describe])
    acts.help_menu.insertAction(acts.about, access.how_to_play)
