"""Work around a PySide6 6.12.0 reference-count bug on Python 3.11.

shiboken6 6.12.0 returns ``None`` from every C++ ``void`` method without
adding a reference to it (fine on Python 3.12+, where ``None`` is immortal).
On Python 3.11 each call such as ``item.setPos()`` takes one reference from
``None`` that was never given, and after a few thousand calls Python stops
with "Fatal Python error: none_dealloc". Debian 12 ships Python 3.11, so the
game must survive it: give ``None`` so many references that it behaves as on
3.12 (it can never be freed anyway).
"""

from __future__ import annotations

import ctypes
import sys

_PLENTY = 1 << 50


def keep_none_alive() -> None:
    """Make ``None`` effectively immortal on Python < 3.12 (no-op on later versions)."""
    if sys.version_info >= (3, 12) or hasattr(sys, "gettotalrefcount"):  # debug builds lay objects out differently
        return
    refcount = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt is the first field of every object
    if refcount.value < _PLENTY:
        refcount.value += _PLENTY


keep_none_alive()
