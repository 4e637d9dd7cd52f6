"""One game window per data folder: a second start brings the running window forward instead.

Two windows on one folder each play their own game and write the same files; storage merges
the statistics, but the player would still have two games in progress and one saved-game file.
So the first start holds a :class:`QLockFile` in the data folder and watches a requests folder
beside it; a later start finds the lock taken, leaves its ``--code``/``--profile`` there as a
small JSON file, waits for the running window to take it, and ends. A crashed game leaves no
lock behind that matters: Qt sees that its process is gone.

Only QtCore is used (a :class:`QFileSystemWatcher`, not a local socket): the packaged app
leaves QtNetwork out.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, QTimer, Signal

from canfield.storage.files import ReadStatus, read_json, write_json_atomic

LOCK_NAME = ".canfield-window.lock"
REQUESTS = ".canfield-requests"
#: How long a later start waits for the running window to take its request (seconds).
HANDOVER_WAIT = 3.0
#: The running window also looks for requests this often, in case a change notice was missed (ms).
POLL_MS = 1000


class SingleInstance(QObject):
    """Claims a data folder for this process, or hands the request to the process that has it.

    ``opened`` carries what a later start asked for: ``{"code": str | None, "profile": str | None}``.
    """

    opened = Signal(dict)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.requests = folder / REQUESTS
        self._lock: QLockFile | None = None
        self._watcher: QFileSystemWatcher | None = None
        self._poll: QTimer | None = None

    def claim(self, request: dict) -> bool:
        """True when this process runs the game; False when ``request`` went to the one that does.

        A folder that cannot hold a lock (not creatable, read-only) cannot be shared safely either
        way: this start goes on, and storage keeps the files consistent. So does a start whose
        request the running window does not take in time (it may hang): better two windows than
        none.
        """
        try:
            self.requests.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        lock = QLockFile(str(self.folder / LOCK_NAME))
        lock.setStaleLockTime(0)  # stale only when its process is gone, however long it has run
        if lock.tryLock(0):
            self._lock = lock
            self._listen()
            return True
        if lock.error() != QLockFile.LockError.LockFailedError:
            return True  # no lock possible here (permissions): go on
        return not self._send(request)

    def release(self) -> None:
        """Stop answering and free the folder (the window has closed)."""
        if self._poll is not None:
            self._poll.stop()
            self._poll = None
        self._watcher = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    # ----- the running window ------------------------------------------------------------
    def _listen(self) -> None:
        for old in self._pending():  # left by starts that gave up waiting: they went on alone
            with contextlib.suppress(OSError):
                old.unlink()
        self._watcher = QFileSystemWatcher([str(self.requests)], self)
        self._watcher.directoryChanged.connect(self._take)
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._take)
        self._poll.start()

    def _pending(self) -> list[Path]:
        try:
            return sorted(self.requests.glob("request-*.json"))
        except OSError:
            return []

    def _take(self) -> None:
        for path in self._pending():
            result = read_json(path)
            with contextlib.suppress(OSError):
                path.unlink()  # taken: the later start sees it gone and ends
            if result.status is ReadStatus.OK and result.data is not None:
                data = result.data
                self.opened.emit(
                    {key: data[key] if isinstance(data.get(key), str) else None for key in ("code", "profile")}
                )

    # ----- a later start ---------------------------------------------------------------
    def _send(self, request: dict) -> bool:
        """Leave ``request`` for the running window; False when it was not taken in time."""
        path = self.requests / f"request-{os.getpid()}-{os.urandom(4).hex()}.json"
        try:
            write_json_atomic(path, {key: request.get(key) for key in ("code", "profile")})
        except (OSError, ValueError):
            return False
        deadline = time.monotonic() + HANDOVER_WAIT
        while path.exists():
            if time.monotonic() >= deadline:
                with contextlib.suppress(OSError):
                    path.unlink()
                return False
            time.sleep(0.05)
        return True
