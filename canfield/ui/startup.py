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
    """Stop PySide6 from keeping the source of every module imported after it (call right after it).

    PySide6 checks each newly imported module for its ``__feature__`` options by reading the module's
    source with ``inspect.getsource``, which leaves every line in ``linecache`` for the life of the
    process: some 150 files, 5.8 MB of Python objects at start (issue 43), scattered among the
    objects that stay, so clearing the cache later gives none of it back. The same test is made on
    the text read from the module's loader, kept by nobody. Does nothing on a PySide6 without that check.
    """
    try:
        from shibokensupport import feature  # type: ignore[import-not-found]  # PySide6's own, in its binary
    except ImportError:
        return
    if callable(getattr(feature, "_mod_uses_pyside", None)):
        feature._mod_uses_pyside = _mentions_pyside


def _mentions_pyside(module: ModuleType) -> bool:
    """PySide6's test (does the module's source name PySide6?) without ``linecache``."""
    get_source = getattr(getattr(module, "__loader__", None), "get_source", None)
    try:
        source = get_source(module.__name__) if get_source is not None else None
    except (ImportError, OSError, SyntaxError, UnicodeDecodeError):
        return False
    return isinstance(source, str) and "PySide6" in source
