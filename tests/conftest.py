"""Shared fixtures: no test ever reads or writes the real home folder."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def canfield_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point ``CANFIELD_HOME`` at a fresh empty folder for every test; the folder."""
    home = tmp_path_factory.mktemp("canfield-home")
    monkeypatch.setenv("CANFIELD_HOME", str(home))
    return home
