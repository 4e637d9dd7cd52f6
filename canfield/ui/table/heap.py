"""Big pictures go back to the system when they are freed (glibc only; elsewhere nothing happens).

Why: card pictures and the felt are large blocks of changing sizes (the card size follows the window
and the longest column; at a device pixel ratio of 2 a face is 0.2-2 MB, the felt up to 30 MB). glibc
serves a block of 128 KiB or more with its own ``mmap`` and returns it when freed, but freeing one
raises that threshold to the freed block's size (its "dynamic mmap threshold", up to 32 MiB), so from
the first freed felt on every picture comes from the heap. Freed pictures of sizes that never come again
then stay in the heap as holes: the review saw the game grow 48 MB in 8 minutes of resizes at dpr 2,
all of it given back by ``malloc_trim``. Fixing the threshold (``mallopt``) keeps big blocks out of
the heap for good, which is what the ``MALLOC_MMAP_THRESHOLD_`` environment variable does at exec.

The threshold is 32 KiB × dpr² (32 KiB at dpr 1, 128 at dpr 2): pictures grow with dpr², and so does
the line between a picture and the rest. At dpr 1 a face is 30-150 KB: with 128 KiB the dpr-1 soak
still grew 4-7 MB in the heap after its warm-up, with 32 it stayed flat and 6 MB lower. At dpr 2 (faces
0.2-2 MB) 128 held the soak within 149-153 MB in 8 runs of 8, where 32 bounced between 152 and 164.
It is fixed, at the pictures' ratio, when the first picture is let go (the cache's first eviction or style
change, the first felt replaced), at the table's first resize (the window's backing store, a big block,
is let go then), or when a picture of :data:`GLIBC_START` or more is made (dpr 2: at once). A start at
dpr 1 that does none of these never loads ``ctypes`` (0.4 MB, 3 ms). Fixed later than that, the heap
had taken the faces made meanwhile (the soak at dpr 2 ran 5-10 MB higher).
"""

from __future__ import annotations

import sys
from typing import Any

#: At dpr 1, blocks this big or bigger get their own mapping once the threshold is fixed (× dpr² elsewhere).
BIG_BLOCK = 32 * 1024
_MOST = 32 * 1024 * 1024  # glibc's own ceiling for the threshold (64-bit)
GLIBC_START = 128 * 1024  # glibc's threshold until a freed mapped block raises it
_M_MMAP_THRESHOLD = -3  # mallopt's parameter number, from glibc's malloc.h

_fixed: bool | None = None  # None: not tried yet; False: no glibc here


def _libc() -> Any:
    """The C library as a ``ctypes.CDLL``, or None where it is not glibc."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes  # only here: most starts never make a big picture (ctypes costs start-up memory)

    try:
        libc = ctypes.CDLL(None)
        libc.gnu_get_libc_version  # noqa: B018 (a lookup: only glibc has it; musl does not)
    except (OSError, AttributeError):
        return None
    return libc


def keep_big_blocks_apart(dpr: float = 1.0) -> bool:
    """Fix glibc's mmap threshold at :data:`BIG_BLOCK` × ``dpr``² (once; later calls do nothing).

    True when the threshold is fixed, now or before; False where there is no glibc.
    """
    global _fixed
    if _fixed is None:
        libc = _libc()
        threshold = min(_MOST, round(BIG_BLOCK * max(1.0, dpr) ** 2))
        _fixed = libc is not None and bool(libc.mallopt(_M_MMAP_THRESHOLD, threshold))
    return _fixed
