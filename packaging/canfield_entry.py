"""PyInstaller's entry script: start the game exactly as ``python -m canfield`` does.

A separate file because PyInstaller runs its entry script as ``__main__``; importing
``canfield.__main__`` keeps the package's own imports working inside the bundle.

The solver's worker process and multiprocessing's resource tracker are started by spawning this
same executable. ``freeze_support`` runs them before anything else: like the children of
``python -m canfield`` they import only what their task needs, never Qt. For that the spec drops
PyInstaller's PySide6 run-time hook, which imports PySide6.QtCore in every process of the app
(about 40 MB of Qt and ICU libraries loaded twice more while the window is being built); this
script does the hook's work instead, in the game's process only.
"""

import multiprocessing
import os
import sys


def point_qt_at_the_bundle() -> None:
    """What PyInstaller's pyi_rth_pyside6 does for an app without QML: Qt's plugin folder, and an
    embedded qt.conf naming the bundled Qt as its prefix (a no-op for the PyPI wheels, which make one)."""
    from _pyi_rth_utils import qt  # PyInstaller's helpers for its run-time hooks, in every bundle

    base = os.path.join(sys._MEIPASS, "PySide6")
    qt_dir = base if sys.platform.startswith("win") else os.path.join(base, "Qt")
    os.environ["QT_PLUGIN_PATH"] = os.path.join(qt_dir, "plugins")
    qt.create_embedded_qt_conf("PySide6", qt_dir)


if __name__ == "__main__":
    multiprocessing.freeze_support()  # a spawned child runs its task here and exits
    point_qt_at_the_bundle()
    from canfield.__main__ import main

    sys.exit(main())
