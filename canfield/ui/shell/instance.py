"""One game window per data folder: a second start brings the running window forward instead.

Two windows on one folder each play their own game and write the same files; storage merges
the statistics, but the player would still have two games in progress and one saved-game file.
So the first start holds a lock on ``.canfield-window.lock`` in the data folder and watches a
requests folder beside it; a later start finds the lock taken, leaves its ``--code``/``--profile``
there as a small JSON file, waits for the running window to take it, and ends.

The lock is the system's own (``flock``; ``msvcrt.locking`` on Windows), not the file's contents:
the system drops it when its process ends, crash or not, so an empty lock file (a power cut), one
written on another computer (a synced folder) or one left by a crash never keeps a start waiting
or turns the protection off. The file holds the process id and host only for people (and for
older versions, whose Qt lock reads them).

A window that holds the lock but does not answer (frozen, or very slow) cannot be told apart from
a hung one: the later start opens its own window after all (better two windows than none), but
leaves the saved game to the first one (see ``Storage.share_with_running_window``), so neither
window's game in progress overwrites the other's.

Something else in the lock's or the requests' place (a folder named like the lock, a file or a
FIFO named like the requests folder) holds nothing of ours: it is renamed aside, as storage keeps
aside its own damaged files, and the protection stays on. One that cannot be moved leaves this
start a guest (:attr:`SingleInstance.in_the_way` names it, for the player's notice): two windows
on one saved game would lose one of the games (reliability review 3).

Only QtCore is used (a :class:`QFileSystemWatcher`, not a local socket): the packaged app
leaves QtNetwork out.
"""

from __future__ import annotations

import contextlib
import os
import stat
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, QObject, QTimer, Signal

from canfield.storage.files import (
    ReadStatus,
    is_link,
    keep_aside,
    open_lock_file,
    open_no_link,
    read_json,
    try_lock,
    write_json_atomic,
)

LOCK_NAME = ".canfield-window.lock"
REQUESTS = ".canfield-requests"
#: How long a later start waits for the running window to take its request (seconds).
HANDOVER_WAIT = 3.0
#: Where the folder cannot be watched, the running window looks for requests this often (ms).
POLL_MS = 1000


class SingleInstance(QObject):
    """Claims a data folder for this process, or hands the request to the process that has it.

    ``opened`` carries what a later start asked for: ``{"code": str | None, "profile": str | None}``.
    ``guest`` is True after :meth:`claim` when this start goes on beside a window that holds the
    folder and did not answer: the saved game is that window's. It is True too when
    ``in_the_way`` names an entry in the lock's or the requests' place that could not be moved
    aside: without the protection, the saved game is left alone.
    """

    opened = Signal(dict)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.requests = folder / REQUESTS
        self.guest = False
        self.in_the_way: Path | None = None
        self._fd: int | None = None  # the open lock file while this process holds the lock
        self._watcher: QFileSystemWatcher | None = None
        self._poll: QTimer | None = None

    @property
    def holds(self) -> bool:
        """Whether this process holds the folder (runs its one window)."""
        return self._fd is not None

    def claim(self, request: dict[str, object]) -> bool:
        """True when this process runs the game; False when ``request`` went to the one that does.

        A folder that cannot hold a lock (not creatable, read-only) cannot be shared safely either
        way: this start goes on, and storage keeps the files consistent. So does a start whose
        request the running window does not take in time (it may hang): better two windows than
        none, and this one is a :attr:`guest`.
        """
        try:
            self._make_requests_folder()
        except OSError:
            return self._cannot_lock(self.requests)
        taken = self._take_lock()
        if taken is None:
            return self._cannot_lock(self.folder / LOCK_NAME)
        if taken:
            self._listen()
            return True
        if self._send(request):
            return False
        if self._take_lock():  # the other window closed while this start waited
            self._listen()
            return True
        self.guest = True
        return True

    def release(self) -> None:
        """Stop answering and free the folder (the window has closed)."""
        if self._poll is not None:
            self._poll.stop()
            self._poll = None
        self._watcher = None
        if self._fd is not None:
            os.close(self._fd)  # closing lets the lock go; the file stays (removing it would race a start)
            self._fd = None

    def _cannot_lock(self, path: Path) -> bool:
        """No lock here. A folder that cannot hold one (read-only) is shared as well as storage can:
        go on. An odd entry still in ``path`` (it could not be moved aside) makes this start a guest.
        """
        if _odd(path, want_folder=path == self.requests):
            self.in_the_way = path
            self.guest = True
        return True

    def _make_requests_folder(self) -> None:
        """The requests folder, a real folder: a link in its place (planted) is removed, never followed;
        anything else there (a file, a FIFO) is moved aside."""
        if os.path.islink(self.requests):
            os.unlink(self.requests)
        elif _odd(self.requests, want_folder=True):
            keep_aside(self.requests, "not-a-folder")  # another start may have moved it first: mkdir tells
        self.requests.mkdir(parents=True, exist_ok=True)

    def _take_lock(self) -> bool | None:
        """Take the folder's lock: True, False when another process holds it, None when no lock is possible."""
        lock = self.folder / LOCK_NAME
        try:
            fd = open_lock_file(lock)
        except OSError:
            if not _odd(lock, want_folder=False):
                return None
            keep_aside(lock, "not-a-file")  # a folder in its place: another start may have moved it first
            try:
                fd = open_lock_file(lock)
            except OSError:
                return None
        if not try_lock(fd):
            os.close(fd)
            return False
        self._fd = fd
        if os.name == "posix":  # for people, and for older versions (Qt's lock reads "pid, name, host")
            name = QCoreApplication.applicationName() or "canfield"
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
                os.pwrite(fd, f"{os.getpid()}\n{name}\n{os.uname().nodename}\n".encode(), 0)
        return True

    # ----- the running window ------------------------------------------------------------
    def _listen(self) -> None:
        for old in self._pending():  # left by starts that gave up waiting: they went on alone
            with contextlib.suppress(OSError):
                old.unlink()
        self._watcher = QFileSystemWatcher([str(self.requests)], self)
        self._watcher.directoryChanged.connect(self._take)
        # a start that came between the lock and the watch: taken once the window listens (event loop)
        QTimer.singleShot(0, self, self._take)
        if str(self.requests) not in self._watcher.directories():
            # No change notices here (the system's watches used up): look now and then instead. With
            # them, no timer: a still window wakes for nothing (idle CPU 0, issue 43).
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
            data = result.data if result.status is ReadStatus.OK and result.data is not None else {}
            # An empty request (written on a full disk) still brings the window forward.
            self.opened.emit(
                {key: data[key] if isinstance(data.get(key), str) else None for key in ("code", "profile")}
            )

    # ----- a later start ---------------------------------------------------------------
    def _send(self, request: dict[str, object]) -> bool:
        """Leave ``request`` for the running window; False when it was not taken in time."""
        path = self.requests / f"request-{os.getpid()}-{os.urandom(4).hex()}.json"
        try:
            write_json_atomic(path, {key: request.get(key) for key in ("code", "profile")})
        except ValueError:
            return False
        except OSError:  # no room for its contents (a full disk): an empty request still hands over
            try:
                os.close(open_no_link(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL))
            except OSError:
                return False
        deadline = time.monotonic() + HANDOVER_WAIT
        while path.exists():
            if time.monotonic() >= deadline:
                with contextlib.suppress(OSError):
                    path.unlink()
                return False
            time.sleep(0.05)
        return True


def _odd(path: Path, want_folder: bool) -> bool:
    """Whether something other than a link is at ``path`` and is not the folder (or file) wanted there."""
    try:
        info = os.lstat(path)
    except OSError:
        return False
    mode = info.st_mode
    if is_link(info):
        return False  # links are removed and replaced, never moved (see open_lock_file)
    return not stat.S_ISDIR(mode) if want_folder else not stat.S_ISREG(mode)
