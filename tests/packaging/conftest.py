"""Helpers for the packaging tests: import the scripts in packaging/ (not a Python package)."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load(name: str, folder: Path = PACKAGING):
    """Import ``folder/name.py`` as a top-level module (the scripts import each other that way)."""
    for path in (str(PACKAGING), str(folder)):
        if path not in sys.path:
            sys.path.insert(0, path)
    return importlib.import_module(name)


@pytest.fixture(scope="session")
def buildinfo():
    """packaging/buildinfo.py."""
    return load("buildinfo")
