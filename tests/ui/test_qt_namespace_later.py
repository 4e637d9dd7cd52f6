"""A default start paints its first frame without PySide's ``Qt`` namespace (issue 43, target 1).

The first use of ``QtCore.Qt`` (an import of the name, an attribute, or an overload check that involves
one of its enums, as ``QPainter.setPen``) builds all its 93 Python enum types, about 1,200 members, through
the standard library's ``enum``: about 117 M instructions, a sixth of a bare PySide6 window's whole start.
The table's first frame is painted without it (``canfield/ui/table/ink.py``); menus, keys and dialogs may
use it afterwards.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

# A player's start (``python -m canfield``: command line, settings, language, window), noting which of the
# ``Qt`` namespace's enum types exist when the first frame is painted and once the whole window is built.
PROBE = """
import enum, gc, json, sys
import canfield.__main__ as entry
from PySide6.QtCore import QCoreApplication

seen = {}

def look(when):
    seen[when] = sorted({o.__qualname__ for o in gc.get_objects()
                         if isinstance(o, type) and issubclass(o, enum.Enum)
                         and (o.__module__ or "").startswith("PySide6") and o.__qualname__.startswith("Qt.")})

opened = entry.open_window

def open_window(*args, **kwargs):
    window = opened(*args, **kwargs)
    window.view.first_painted.connect(lambda: look("first frame"))

    def built():
        look("built")
        QCoreApplication.exit(0)

    window.built.connect(built)
    return window

entry.open_window = open_window
code = entry.main([])
print(json.dumps(seen))
sys.exit(code)
"""


def test_a_default_start_paints_its_first_frame_without_the_qt_namespace(tmp_path):
    """Fresh XDG folders (default settings: English, the default look), offscreen, as a player starts it."""
    home = {
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
    }
    env = {**os.environ, **home, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("CANFIELD_HOME", None)
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.splitlines()[-1])
    assert seen["first frame"] == [], "the Qt namespace was built before the first frame"
    # the probe does see them: the menus' keys and the rest, built after the first frame, use the namespace
    assert {"Qt.AlignmentFlag", "Qt.GlobalColor", "Qt.Key"} <= set(seen["built"])
