"""Reading and writing the JSON files: atomic writes, damaged files kept aside.

Nothing here raises on a bad file: reading reports what it found, and the caller decides what
to tell the player. Writing raises :class:`OSError`, which :class:`~canfield.storage.Storage`
turns into a notice.
"""

from __future__ import annotations

import atexit
import contextlib
import errno
import itertools
import json
import math
import os
import stat
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable, Iterable, Iterator, Sequence
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from datetime import datetime

#: Bigger than any file this app writes by a wide margin; a bigger file is treated as damaged.
MAX_BYTES = 8 * 1024 * 1024
#: Temporary files left by a crash older than this are removed when the store opens.
STALE_TEMP_SECONDS = 600
TEMP_SUFFIX = ".tmp"


class ReadStatus(Enum):
    """What reading a file found."""

    MISSING = "missing"  # no file: first start, or deleted — defaults, nothing to say
    OK = "ok"  # JSON object read (its fields may still be wrong: the caller checks)
    DAMAGED = "damaged"  # not JSON, truncated, not an object, too big, not UTF-8
    UNREADABLE = "unreadable"  # the system refused to read it (permissions, a folder in its place)


class ReadResult(NamedTuple):  # not a dataclass: 6x cheaper to build at start (issue 43)
    """The outcome of :func:`read_json`."""

    status: ReadStatus
    data: dict[str, object] | None = None
    reason: str = ""
    special: bool = False  # UNREADABLE because it is a folder, a FIFO or a device, not a file
    link_out: bool = False  # UNREADABLE because it is a link to a place outside its folder (not followed)
    errno: int | None = None  # the system's error number when it refused (its words are translated)


#: Byte-order marks some editors put first (Windows Notepad): the text is read in that encoding.
_MARKS = ((b"\xef\xbb\xbf", "utf-8-sig"), (b"\xff\xfe", "utf-16"), (b"\xfe\xff", "utf-16"))


def read_json(path: Path) -> ReadResult:
    """Read a JSON object from ``path`` without ever raising, blocking or reading a special file.

    A link is followed only to a file in the same folder: one that leads out of it (planted, or
    to a file someone else owns) is not read, and comes back UNREADABLE with ``link_out``. A
    link that leads nowhere is a missing file (a write replaces the link itself, never its target).
    """
    try:
        target = path if not os.path.islink(path) else _target_inside(path)
        if target is None:
            if not os.path.exists(path):
                return ReadResult(ReadStatus.MISSING)
            return ReadResult(ReadStatus.UNREADABLE, special=True, link_out=True)
        raw = _read_regular(target)
    except FileNotFoundError:
        return ReadResult(ReadStatus.MISSING)
    except IsADirectoryError as exc:
        return ReadResult(ReadStatus.UNREADABLE, reason=exc.strerror or str(exc), special=True, errno=exc.errno)
    except OSError as exc:
        if os.path.islink(path):  # a link put in its place between two looks: not followed
            return ReadResult(ReadStatus.UNREADABLE, special=True, link_out=True)
        if os.path.isdir(path):  # Windows opens no folder: EACCES there, where Linux says EISDIR
            return ReadResult(ReadStatus.UNREADABLE, reason=os.strerror(errno.EISDIR), special=True, errno=errno.EISDIR)
        return ReadResult(ReadStatus.UNREADABLE, reason=exc.strerror or str(exc), errno=exc.errno)
    if raw is None:
        return ReadResult(ReadStatus.UNREADABLE, special=True)
    if len(raw) > MAX_BYTES:
        return ReadResult(ReadStatus.DAMAGED, reason="file too large")
    encoding = next((name for mark, name in _MARKS if raw.startswith(mark)), "utf-8")
    try:
        data = json.loads(raw.decode(encoding), parse_int=_bounded_int)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        return ReadResult(ReadStatus.DAMAGED, reason=str(exc))
    if not isinstance(data, dict):
        return ReadResult(ReadStatus.DAMAGED, reason="not a JSON object")
    return ReadResult(ReadStatus.OK, data)


#: Digits beyond which a whole number in a file is read as infinity (never a valid value anywhere),
#: so that it fails its own field's check instead of making the whole file unreadable.
MAX_DIGITS = 40


def _bounded_int(text: str) -> int | float:
    if len(text) - text.startswith("-") <= MAX_DIGITS:
        return int(text)
    return -math.inf if text.startswith("-") else math.inf


def read_bytes(path: Path, limit: int = MAX_BYTES) -> bytes | None:
    """The first ``limit + 1`` bytes of the ordinary file ``path`` (links followed); None for a FIFO or a device.

    ``OSError`` when the system refuses (missing, permissions, a folder). For a file the player chose
    (a game record): it is never waited on (a FIFO) or read without end (a device).
    """
    return _read_regular(Path(os.path.realpath(path)), limit)


def _read_regular(path: Path, limit: int = MAX_BYTES) -> bytes | None:
    """The first ``limit + 1`` bytes of an ordinary file; None for anything else.

    Opened without blocking and checked before reading: a FIFO would wait for a writer forever,
    and a device (``/dev/zero`` behind a link) never ends.
    """
    nonblock = getattr(os, "O_NONBLOCK", 0)  # Windows has none: there a FIFO cannot be opened by name
    flags = os.O_RDONLY | nonblock | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)
    fd = open_no_link(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(mode):
            return None
        if nonblock:
            # Only where it was opened without blocking: Windows (3.12+) has set_blocking for pipes
            # alone, and on a regular file it raises ("Invalid function").
            os.set_blocking(fd, True)
        with os.fdopen(fd, "rb", closefd=False) as handle:
            return handle.read(limit + 1)
    finally:
        os.close(fd)


def _target_inside(link: Path) -> Path | None:
    """Where the link ``link`` finally leads, when that is a file in the link's own folder; else None."""
    folder = os.path.realpath(link.parent)
    target = os.path.realpath(link)
    return Path(target) if os.path.dirname(target) == folder and not os.path.islink(target) else None


def open_no_link(path: Path, flags: int, mode: int = 0o600) -> int:
    """``os.open`` that never follows a link in ``path``'s last part: ``OSError`` (ELOOP) for a link.

    Where the system has ``O_NOFOLLOW`` (Linux, macOS, the BSDs) it does the work. Elsewhere
    (Windows) the name is looked at before opening (a symbolic link or a junction is refused)
    and the file opened is checked to be the one looked at, so a link swapped in between is
    refused too.
    """
    nofollow = getattr(os, "O_NOFOLLOW", 0)
    if nofollow:
        return os.open(path, flags | nofollow, mode)
    before = _lstat(path)
    if before is not None and is_link(before):
        raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), str(path))
    fd = os.open(path, flags, mode)
    try:
        after = _lstat(path)
        opened = os.fstat(fd)
        swapped = before is not None and not _same_file(before, opened)
        if after is None or is_link(after) or not _same_file(after, opened) or swapped:
            raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), str(path))
    except BaseException:
        os.close(fd)
        raise
    return fd


#: Windows marks symbolic links and junctions with this attribute (``stat`` names it on Windows only).
_REPARSE_POINT = getattr(stat, "FILE_ATTRIBUTE_REPARSE_POINT", 0x400)


def is_link(info: os.stat_result) -> bool:
    """Whether an ``os.lstat`` result is a link: a symbolic link, or on Windows any reparse point (junction)."""
    return stat.S_ISLNK(info.st_mode) or bool(getattr(info, "st_file_attributes", 0) & _REPARSE_POINT)


def _lstat(path: Path) -> os.stat_result | None:
    try:
        return os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None


def _same_file(a: os.stat_result, b: os.stat_result) -> bool:
    return (a.st_dev, a.st_ino) == (b.st_dev, b.st_ino)


def is_read_only(path: Path) -> bool:
    """Whether ``path`` is an ordinary file its owner marked read-only (``chmod a-w``; Windows' read-only box).

    The mark, not the permission: root may write anyway, but the player said "keep this as it is".
    """
    try:
        info = os.lstat(path)
    except OSError:
        return False  # nothing there, or nothing we may look at: the write says what is wrong
    return stat.S_ISREG(info.st_mode) and not info.st_mode & stat.S_IWUSR


def write_json_atomic(
    path: Path, data: dict[str, object], compact: bool = False, cache: ChunkCache | None = None
) -> None:
    """Write ``data`` to ``path`` so that a crash leaves the old file or the new one, never half.

    A temporary file in the same folder is written, flushed and fsynced, then renamed over the
    target with :func:`os.replace` (atomic on POSIX and Windows). Raises :class:`OSError` (or
    ``ValueError`` for data that is not JSON) with the old file untouched. ``compact`` writes
    without indentation, long lists a slice at a time (:func:`json_chunks`): for big files
    nobody edits by hand, written off the GUI thread (``cache``: see :class:`ChunkCache`).
    """
    if compact:
        chunks: Iterable[str] = itertools.chain(json_chunks(data, cache), ("\n",))
    else:
        chunks = (json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n",)
    try:
        write_text_atomic(path, chunks)
    finally:
        if cache is not None:
            cache.done()


def write_text_atomic(path: Path, chunks: Iterable[str]) -> None:
    """Write the text ``chunks`` (UTF-8, ``\n`` line ends) to ``path``: the old file or the new one, never half.

    How :func:`write_json_atomic` writes, and how a game record is saved where the player chose.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            for chunk in chunks:
                handle.write(chunk)
                time.sleep(0)  # between pieces, a thread waiting for the interpreter (the GUI) goes first
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _sync_folder(path.parent)


#: Items of a long list encoded by one call of the C encoder: each call holds the GIL for well under
#: a millisecond, so a game window's thread is never kept waiting long by a save on another thread.
SLICE = 500
#: Where a slice lies in the value written: the keys and list offsets that lead to it.
Place = tuple[object, ...]


def json_chunks(value: object, cache: ChunkCache | None = None, where: Place = ()) -> Iterator[str]:
    """Compact JSON text of ``value`` in pieces; long lists and tuples come a slice at a time.

    With a ``cache``, a slice equal to the one at the same place in the last write is not encoded
    again: a game's line grows at its end, so a save re-encodes only its last few hundred moves.
    """
    if isinstance(value, dict):
        yield "{"
        for n, (key, item) in enumerate(value.items()):
            yield ("," if n else "") + _encode(str(key)) + ":"
            yield from json_chunks(item, cache, (*where, key))
        yield "}"
    elif isinstance(value, list | tuple) and len(value) > SLICE:
        yield "["
        for start in range(0, len(value), SLICE):
            block = value[start : start + SLICE]
            text = cache.encode((*where, start), block) if cache is not None else _encode(block)[1:-1]
            yield ("," if start else "") + text
        yield "]"
    else:
        yield _encode(value)


class ChunkCache:
    """The slices :func:`json_chunks` encoded for one file, by place, kept from one write to the next.

    Slices are compared with ``==``: for the engine's tuples of immutable moves that is a quick
    check of the same objects. Only the places of the latest write are kept (:meth:`done`).
    """

    def __init__(self) -> None:
        self._texts: dict[Place, tuple[object, str]] = {}
        self._used: dict[Place, tuple[object, str]] = {}

    def encode(self, where: Place, block: Sequence[object]) -> str:
        """The JSON text of ``block`` without its brackets, from the last write when it is unchanged."""
        hit = self._texts.get(where)
        if hit is None or hit[0] != block:
            hit = (block, _encode(block)[1:-1])
        self._used[where] = hit
        return hit[1]

    def done(self) -> None:
        """A write is over: keep what it used, forget the rest."""
        self._texts, self._used = self._used, {}


def _encode(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))


class BackgroundWriter:
    """Runs write jobs on one thread, newest first and one per key: a later job replaces a waiting one.

    Used for the saved game, whose encoding and writing can take a large fraction of a second for a
    very long game. :meth:`drop` forgets a waiting job and waits for a running one (before the
    file is removed or written at once); :meth:`flush` waits until everything is written (before
    the file is read, and when the process ends).
    """

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: dict[str, Callable[[], object]] = {}
        self._running: str | None = None
        self._thread: threading.Thread | None = None

    def put(self, key: str, job: Callable[[], object]) -> None:
        """Run ``job`` soon, on the writer thread, in place of any job of ``key`` still waiting."""
        with self._cond:
            self._pending[key] = job
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="canfield-writer", daemon=True)
                self._thread.start()
                atexit.register(self.flush)  # daemon threads stop at exit: finish the writes first
            self._cond.notify_all()

    @property
    def busy(self) -> bool:
        """Whether a job is waiting or running."""
        with self._cond:
            return bool(self._pending) or self._running is not None

    def drop(self, key: str) -> None:
        """Forget the waiting job of ``key``, and wait for one that is running."""
        with self._cond:
            self._pending.pop(key, None)
            while self._running == key:
                self._cond.wait()

    def flush(self) -> None:
        """Wait until every job has run."""
        with self._cond:
            while self._pending or self._running is not None:
                self._cond.wait()

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending:
                    self._cond.wait()
                key = next(iter(self._pending))
                job = self._pending.pop(key)
                self._running = key
            try:
                job()  # the job turns the failures it expects into a notice itself
            except Exception:  # a bug: shown, and the later saves still run
                traceback.print_exc()
            finally:
                with self._cond:
                    self._running = None
                    self._cond.notify_all()


def _sync_folder(folder: Path) -> None:
    # Makes the rename itself durable on POSIX; folders cannot be opened this way on Windows.
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def keep_aside(path: Path, label: str, now: datetime | None = None, move: bool = True) -> Path | None:
    """Give ``path`` a second name ``<stem>-<label>-<UTC timestamp><suffix>`` beside it; that name.

    ``move=False`` adds the name as a hard link and leaves ``path`` where it is, so that the caller
    can then replace ``path`` atomically: a crash in between leaves the old file in place (the
    next start finds it and tells the player again), never a missing file that looks like a
    first start. ``move=True`` renames. Returns None when it failed (nothing changed).
    """
    from datetime import UTC, datetime  # here: the start does not need it (stats.utc_now)

    stamp = (now or datetime.now(UTC)).strftime("%Y%m%dT%H%M%SZ")
    for n in range(1, 1000):
        extra = "" if n == 1 else f"-{n}"
        target = path.with_name(f"{path.stem}-{label}-{stamp}{extra}{path.suffix}")
        if target.exists():
            continue
        try:
            if move:
                os.rename(path, target)  # not replace: never overwrite an older kept copy
            else:
                os.link(path, target, follow_symlinks=False)  # a link to a link stays a link
        except FileExistsError:
            continue
        except (OSError, NotImplementedError):
            return None
        return target
    return None


#: How long a writer waits for another process to finish its read-modify-write (seconds).
LOCK_WAIT = 5.0
LOCK_SUFFIX = ".lock"


@contextlib.contextmanager
def locked(path: Path, wait: float = LOCK_WAIT) -> Iterator[bool]:
    """Hold an exclusive lock on ``.<name>.lock`` beside ``path``; yields whether it was taken.

    Two processes that read, change and write one file inside this block never lose each
    other's change. The system drops the lock when its process dies, so a crash never leaves it
    held. Without a lock (a read-only folder, a wait longer than ``wait``) the block still runs:
    the write that follows will either fail with a notice or be the best that can be done.
    """
    lock_path = path.with_name(f".{path.name}{LOCK_SUFFIX}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = open_lock_file(lock_path)
    except OSError:
        yield False
        return
    try:
        yield _lock(fd, wait)
    finally:
        os.close(fd)  # closing releases the lock


def open_lock_file(path: Path) -> int:
    """Open (or create) the lock file ``path`` for reading and writing, never through a link.

    A lock file holds nothing anybody needs, so a link in its place (planted by someone who can
    write in the folder) is removed and a plain file made instead; nothing outside is created.
    """
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        return open_no_link(path, flags)
    except OSError:
        if not os.path.islink(path):
            raise
    os.unlink(path)  # the link itself, not what it points to
    return open_no_link(path, flags | os.O_EXCL)


def try_lock(fd: int) -> bool:
    """Take the exclusive lock on the open file ``fd`` at once; False when another process holds it."""
    return _lock(fd, 0.0)


def _lock(fd: int, wait: float) -> bool:
    deadline = time.monotonic() + wait
    while True:
        try:
            if sys.platform == "win32":
                import msvcrt

                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except OSError:
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.005)


def remove_stale_temps(folder: Path, names: tuple[str, ...], max_age: float = STALE_TEMP_SECONDS) -> int:
    """Delete temporary files a crash left in ``folder``; how many were removed.

    Only the pattern :func:`write_json_atomic` uses for the given file ``names``
    (``.<name>.<random>.tmp``), and only older than ``max_age`` seconds, so a write in progress in
    another window, or anybody else's file in a shared folder, is left alone.
    """
    removed = 0
    cutoff = time.time() - max_age
    for name in names:
        try:
            entries = list(folder.glob(f".{name}.*{TEMP_SUFFIX}"))
        except OSError:
            continue
        for entry in entries:
            with contextlib.suppress(OSError):
                if entry.is_file() and entry.stat().st_mtime < cutoff:
                    entry.unlink()
                    removed += 1
    return removed
