"""What the solver's features use of a window (:class:`TableHost`), so they need not know the window itself."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from canfield.storage import Settings
    from canfield.ui.controller import GameController
    from canfield.ui.table.scene import TableScene


class TableHost(Protocol):
    """A window as hints, the demo and the winnable indicator see it (``MainWindow`` is one).

    Read-only: the features play through the controller, light the table
    through its decorations (``table.decor``), and write on the status bar.
    """

    @property
    def controller(self) -> GameController:
        """The game on the table, and the way to play on it."""
        ...

    @property
    def table(self) -> TableScene:
        """The table scene (``table.decor`` lights cards and piles)."""
        ...

    @property
    def status(self) -> QStatusBar:
        """The window's status bar (the winnable indicator sits on it)."""
        ...

    @property
    def settings(self) -> Settings:
        """The player's settings."""
        ...

    @property
    def lang(self) -> str:
        """The language the window shows (for the engine's words)."""
        ...
