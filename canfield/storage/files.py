"""Reading and writing the JSON files: atomic writes, damaged files kept aside.

Nothing here raises on a bad file: reading reports what it found, and the caller decides what
to tell the player. Writing raises :class:`OSError`, which :class:`~canfield.storage.Storage`
turns into a notice.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path

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


@dataclass(frozen=True)
class ReadResult:
    """The outcome of :func:`read_json`."""

    status: ReadStatus
    data: dict | None = None
    reason: str = ""


def read_json(path: Path) -> ReadResult:
    """Read a JSON object from ``path`` without ever raising."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except FileNotFoundError:
        return ReadResult(ReadStatus.MISSING)
    except OSError as exc:
        return ReadResult(ReadStatus.UNREADABLE, reason=exc.strerror or str(exc))
    if len(raw) > MAX_BYTES:
        return ReadResult(ReadStatus.DAMAGED, reason="file too large")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        return ReadResult(ReadStatus.DAMAGED, reason=str(exc))
    if not isinstance(data, dict):
        return ReadResult(ReadStatus.DAMAGED, reason="not a JSON object")
    return ReadResult(ReadStatus.OK, data)


def write_json_atomic(path: Path, data: dict) -> None:
    """Write ``data`` to ``path`` so that a crash leaves the old file or the new one, never half.

    A temporary file in the same folder is written, flushed and fsynced, then renamed over the
    target with :func:`os.replace` (atomic on POSIX and Windows). Raises :class:`OSError` (or
    ``ValueError`` for data that is not JSON) with the old file untouched.
    """
    text = json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _sync_folder(path.parent)


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


def keep_aside(path: Path, label: str, now: datetime | None = None) -> Path | None:
    """Rename ``path`` to ``<stem>-<label>-<UTC timestamp><suffix>`` beside it; the new path.

    Returns None when the rename failed (the file stays where it is).
    """
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%dT%H%M%SZ")
    for n in range(1, 1000):
        extra = "" if n == 1 else f"-{n}"
        target = path.with_name(f"{path.stem}-{label}-{stamp}{extra}{path.suffix}")
        if target.exists():
            continue
        try:
            os.rename(path, target)  # not replace: never overwrite an older kept copy
        except FileExistsError:
            continue
        except OSError:
            return None
        return target
    return None


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
