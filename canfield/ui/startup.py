"""No garbage collection while the first window is built; it catches up after the first frame.

Start-up makes some hundred thousand objects (PySide6's enum types, the modules,
the window) and frees almost none, so the cyclic garbage collector would walk them
in some 45 small collections for nothing (about 10 ms before the table shows).
``canfield.__main__`` (:func:`begin`) raises the collector's first threshold; the table view
puts the usual one back just after it has painted its first frame (:func:`done`),
and one collection then does the work.
"""

from __future__ import annotations

import gc

#: Allocations between two young-generation collections while starting (Python's default is 700).
STARTING_THRESHOLD = 200_000

_saved: tuple[int, ...] | None = None


def begin() -> None:
    """Collect rarely from now until :func:`done` (does nothing when already started)."""
    global _saved
    if _saved is None:
        _saved = gc.get_threshold()
        gc.set_threshold(max(STARTING_THRESHOLD, _saved[0]), *_saved[1:])


def done() -> None:
    """Put the collector's usual threshold back (once; later calls do nothing)."""
    global _saved
    if _saved:
        gc.set_threshold(*_saved)
    _saved = ()  # begin() will not raise it again in this process
