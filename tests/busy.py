"""A busy process for tests: threads that keep the interpreter lock and the cores busy."""

from __future__ import annotations

import contextlib
import sys
import threading
from collections.abc import Iterator


@contextlib.contextmanager
def busy_threads(count: int = 3, switch_seconds: float = 0.05) -> Iterator[None]:
    """Run ``count`` threads that loop in Python (each holds the interpreter lock ``switch_seconds`` at a time).

    A search on another thread of the process then waits for the lock at each of its checks and
    for a core: the wall clock runs several times faster than its own CPU time.
    """
    stop = threading.Event()

    def spin() -> None:
        while not stop.is_set():
            sum(range(1000))

    interval = sys.getswitchinterval()
    sys.setswitchinterval(switch_seconds)
    threads = [threading.Thread(target=spin, daemon=True) for _ in range(count)]
    for thread in threads:
        thread.start()
    try:
        yield
    finally:
        stop.set()
        for thread in threads:
            thread.join()
        sys.setswitchinterval(interval)
