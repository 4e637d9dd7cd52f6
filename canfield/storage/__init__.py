"""Settings, statistics and the saved game as versioned JSON files — no Qt in this package.

``from canfield.storage import Storage, Settings`` is all the window needs; see :class:`Storage`.
Where the files live and what they hold: ``docs/storage.md``.
"""

from .paths import APP_NAME, HOME_VARIABLE, Paths, resolve_paths
from .settings import Settings
from .store import Storage

__all__ = ["APP_NAME", "HOME_VARIABLE", "Paths", "Settings", "Storage", "resolve_paths"]
