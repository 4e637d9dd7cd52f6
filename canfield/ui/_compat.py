"""Work around a PySide6 6.12.0 reference-count bug on Python 3.11.

shiboken6 6.12.0 returns ``None`` from every C++ ``void`` method, and
``True``/``False`` from ``Signal.emit()``, without adding a reference (fine on
Python 3.12+, where these objects are immortal). On Python 3.11 each call
such as ``item.setPos()`` takes one reference that was never given, and after
a few thousand calls Python stops with "Fatal Python error: none_dealloc" (or
"bool_dealloc"). Debian 12 ships Python 3.11, so the game must survive it:
give these three singletons so many references that they behave as on 3.12
(they can never be freed anyway).
"""

from __future__ import annotations

import ctypes
import sys

_PLENTY = 1 << 50


def keep_singletons_alive() -> None:
    """Make ``None``, ``True`` and ``False`` effectively immortal on Python < 3.12 (no-op later)."""
    if sys.version_info >= (3, 12) or hasattr(sys, "gettotalrefcount"):  # debug builds lay objects out differently
        return
    for singleton in (None, True, False):
        refcount = ctypes.c_ssize_t.from_address(id(singleton))  # ob_refcnt is the first field of every object
        if refcount.value < _PLENTY:
            refcount.value += _PLENTY


keep_singletons_alive()
