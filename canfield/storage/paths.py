"""Where the files live: platformdirs' folders, or one folder named by ``CANFIELD_HOME``."""

from __future__ import annotations

import os
from pathlib import Path
from typing import NamedTuple

import platformdirs

APP_NAME = "canfield"
HOME_VARIABLE = "CANFIELD_HOME"

SETTINGS_FILE = "settings.json"
STATS_FILE = "statistics.json"
GAME_FILE = "saved-game.json"
PENDING_FILE = "unrecorded-games.json"
RECORDS_FILE = "game-records.json"
RECORDS_WAITING_FILE = "unrecorded-game-records.json"
DAILY_FILE = "daily.json"


class Paths(NamedTuple):
    """The two folders the app writes to and the files in them.

    (A named tuple: a dataclass costs start-up some 4 M instructions to make.)
    """

    config_dir: Path
    data_dir: Path

    @property
    def settings(self) -> Path:
        """Settings: in the config folder."""
        return self.config_dir / SETTINGS_FILE

    @property
    def stats(self) -> Path:
        """Statistics: in the data folder."""
        return self.data_dir / STATS_FILE

    @property
    def game(self) -> Path:
        """The game in progress: in the data folder."""
        return self.data_dir / GAME_FILE

    @property
    def pending(self) -> Path:
        """Finished games not yet in the statistics (their file could not be written): beside it."""
        return self.data_dir / PENDING_FILE

    @property
    def records(self) -> Path:
        """The game records (every game's moves, for replays): in the data folder."""
        return self.data_dir / RECORDS_FILE

    @property
    def records_waiting(self) -> Path:
        """Game records the records file could not take yet (a full disk had room for this small file)."""
        return self.data_dir / RECORDS_WAITING_FILE

    @property
    def daily(self) -> Path:
        """The deals of the day played, and the codes chosen for the days: in the data folder."""
        return self.data_dir / DAILY_FILE


def resolve_paths(home: Path | str | None = None) -> Paths:
    """The folders to use.

    ``home`` given: every file goes straight into it. Otherwise ``$CANFIELD_HOME`` when it is set
    and not empty. Otherwise platformdirs' user config folder (settings) and user data folder
    (statistics, saved game) for the app name "canfield", with no vendor folder on Windows.
    """
    if home is None:
        env = os.environ.get(HOME_VARIABLE, "").strip()
        if env:
            home = env
    if home is not None:
        folder = Path(home).expanduser()
        return Paths(folder, folder)
    return Paths(
        Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
        Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
    )
