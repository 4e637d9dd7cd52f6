"""Where the window gets its storage (settings, statistics, saved game): ``canfield.storage``, or any object like it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

from canfield.engine import Game
from canfield.storage import CasinoTerms, GameResult, SavedGame, Settings, Statistics
from canfield.storage.notices import Translate

if TYPE_CHECKING:  # loaded at their first use, not at start (issue 43)
    from canfield.storage.daily import DailyBook
    from canfield.storage.records import GameRecord, RecordSummary


class StorageLike(Protocol):
    """What the window needs from a storage object (``canfield.storage.Storage`` is one)."""

    settings: Settings
    stats: Statistics
    casino_terms: CasinoTerms  # what a casino game wins or loses
    first_start: bool  # no settings file was found: the player has chosen nothing yet

    def save_settings(self, settings: Settings) -> bool: ...

    def take_problems(self, translate: Translate | None = None) -> list[str]: ...

    def load_game(self) -> SavedGame | None: ...

    def save_game(
        self,
        game: Game,
        elapsed: float,
        undos: int,
        casino: bool = False,
        wait: bool = True,
        start: int = 0,
        daily: str = "",
    ) -> bool: ...

    def end_game(
        self,
        game: Game,
        elapsed: float,
        undos: int,
        casino: bool = False,
        own_win: bool = True,
        start: int = 0,
        daily: str = "",
    ) -> GameResult | None: ...

    @property
    def daily(self) -> DailyBook:
        """The deals of the day played and chosen."""

    def change_daily(self, change: Callable[[DailyBook], object]) -> bool: ...

    def reset_stats(self) -> bool: ...

    def retry_unsaved(self) -> list[GameResult]: ...

    def can_record(self) -> bool: ...

    def give_up_unsaved(self) -> list[GameResult]: ...

    def records(self) -> list[RecordSummary]: ...

    def record_of(self, game: Game, elapsed: float, undos: int, casino: bool = False) -> GameRecord: ...

    def delete_record(self, game_id: str) -> bool: ...

    def delete_records(self) -> bool: ...


def default_storage() -> StorageLike:
    """The player's storage: files under ``$CANFIELD_HOME`` or the platform's data folder."""
    from canfield.storage import Storage

    return Storage()


def take_problems(storage: StorageLike) -> list[str]:
    """The storage's notices (files reset or kept aside), in the player's language."""
    return storage.take_problems(lambda text: QCoreApplication.translate("Storage", text))
