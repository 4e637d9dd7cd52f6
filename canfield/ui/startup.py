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
import linecache
from types import ModuleType

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


def keep_no_sources() -> None:
    """Stop PySide6 from reading the source of every module imported after it (call right after it).

    PySide6 checks each newly imported module for whether it uses PySide6, to know which modules its
    ``__feature__`` options (``snake_case``…) apply to, by reading the module's source with
    ``inspect.getsource``: every line stays in ``linecache`` for the life of the process (some 150
    files, 5.8 MB of Python objects at start, issue 43), and reading and decoding some 50 files
    costs start-up about 20 ms. A module that imported anything from PySide6 holds it among its
    globals, which are looked at instead (:func:`_holds_pyside`). Does nothing on a PySide6 without
    that check. The lines read before this call (``enum.py``'s 2,000 among them: PySide6 reads them
    while it loads, 0.24 MB of objects) are let go too: ``linecache`` reads a file again if a
    traceback ever needs it.
    """
    try:
        from shibokensupport import feature  # type: ignore[import-not-found]  # PySide6's own, in its binary
    except ImportError:
        return
    if callable(getattr(feature, "_mod_uses_pyside", None)):
        feature._mod_uses_pyside = _holds_pyside
    linecache.clearcache()


def _holds_pyside(module: ModuleType) -> bool:
    """PySide6's test (does the module use PySide6?) from the module's globals, without its source.

    A module naming PySide6 only inside its functions counts as not using it; PySide6 then leaves
    the module out of its feature switching, which changes nothing while no module of the process
    asks for a ``__feature__`` (the game asks for none).
    """
    for value in list(vars(module).values()):
        try:
            owner = value.__name__ if isinstance(value, ModuleType) else getattr(value, "__module__", None)
        except Exception:  # any object can sit in a module; an odd one is not PySide6's
            continue
        if isinstance(owner, str) and (owner == "PySide6" or owner.startswith(("PySide6.", "shiboken6"))):
            return True
    return False
