"""Settings, statistics and the saved game as versioned JSON files — no Qt in this package.

:class:`Storage` is the way in; the window also reads the records' types
(:class:`GameResult`, :class:`ModeStats`, the mode tables) from here.
Where the files live and what they hold: ``docs/storage.md``.
"""

from .casino import CASINO_52, HOYLE, CasinoTerms
from .paths import APP_NAME, HOME_VARIABLE, Paths, resolve_paths
from .savegame import SavedGame
from .settings import LOOK, FaceDesign, Settings, saved_language
from .stats import MODES, GameResult, ModeStats, Statistics, mode_of, was_started
from .store import Storage
from .words import MODE_LABELS

__all__ = [
    "APP_NAME",
    "CASINO_52",
    "HOME_VARIABLE",
    "HOYLE",
    "LOOK",
    "MODES",
    "MODE_LABELS",
    "CasinoTerms",
    "FaceDesign",
    "GameResult",
    "ModeStats",
    "Paths",
    "SavedGame",
    "Settings",
    "Statistics",
    "Storage",
    "mode_of",
    "resolve_paths",
    "saved_language",
    "was_started",
]
