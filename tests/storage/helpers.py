"""Helpers for the storage tests."""

from __future__ import annotations

import json
from pathlib import Path


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
