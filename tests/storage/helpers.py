"""Helpers for the storage tests."""

from __future__ import annotations

import contextlib
import errno
import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest


def write_text(path: Path, text: str) -> None:
    """Put raw text in a file, creating its folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def write_json(path: Path, data: object) -> None:
    """Put a JSON value in a file, creating its folder."""
    write_text(path, json.dumps(data))


def kept_aside(path: Path, label: str = "damaged") -> list[Path]:
    """The copies of ``path`` kept aside with ``label``."""
    return sorted(path.parent.glob(f"{path.stem}-{label}-*{path.suffix}"))


WON_LINE_FILE = Path(__file__).parent.parent / "data" / "won_line_AAAAACL.txt"
WON_CODE = "CF1-D3-AAAAACL"


def won_line() -> list:
    """The recorded winning line of CF1-D3-AAAAACL (canfield profile), as moves."""
    from canfield.engine import Move

    return [Move.parse(text) for text in WON_LINE_FILE.read_text(encoding="utf-8").split()]


def played(count: int, profile: str = "canfield"):
    """CF1-D3-AAAAACL after the first ``count`` moves of its winning line."""
    from canfield.engine import Game

    game = Game.from_code(WON_CODE, profile=profile)
    for move in won_line()[:count]:
        game.play(move)
    return game


# Marks for the tests that use what only POSIX systems have; the GitHub Windows job runs the rest.
POSIX = os.name == "posix"
needs_symlinks = pytest.mark.skipif(
    not POSIX,
    reason="symbolic links need a privilege on Windows (and Wine's are not Windows'); the Windows way of"
    " refusing links (no O_NOFOLLOW) is exercised on Linux by the 'without O_NOFOLLOW' cases",
)
needs_fifos = pytest.mark.skipif(not POSIX, reason="FIFOs and /dev/zero are POSIX's")
needs_enotdir = pytest.mark.skipif(
    not POSIX, reason="Windows says a path through a file is missing (ENOENT), not ENOTDIR: no notice to read"
)


@contextlib.contextmanager
def full_disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every write of the storage fails as on a full disk (ENOSPC) until the block ends."""

    def no_room(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    from canfield.storage import store as store_module

    with monkeypatch.context() as patch:
        patch.setattr(store_module, "write_json_atomic", no_room)
        yield
