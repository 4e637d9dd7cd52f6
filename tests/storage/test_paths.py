"""Where the files go, and that the storage layer stays free of Qt."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import platformdirs
import pytest
from platformdirs.macos import MacOS
from platformdirs.unix import Unix

from canfield.storage import Settings, Storage, resolve_paths

DOC = Path(__file__).parent.parent.parent / "docs" / "storage.md"


def test_platform_folders_are_asked_for_by_app_name(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("CANFIELD_HOME")
    asked: list[tuple] = []

    def folder(kind: str):
        def ask(appname: str, appauthor: object = None) -> str:
            asked.append((kind, appname, appauthor))
            return str(tmp_path / kind / appname)

        return ask

    monkeypatch.setattr(platformdirs, "user_config_dir", folder("config"))
    monkeypatch.setattr(platformdirs, "user_data_dir", folder("data"))
    paths = resolve_paths()
    assert asked == [("config", "canfield", False), ("data", "canfield", False)]
    assert paths.settings == tmp_path / "config" / "canfield" / "settings.json"
    assert paths.stats == tmp_path / "data" / "canfield" / "statistics.json"
    assert paths.game == tmp_path / "data" / "canfield" / "saved-game.json"


def test_empty_home_variable_means_platform_folders(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANFIELD_HOME", "  ")
    assert resolve_paths().config_dir.name == "canfield"
    assert resolve_paths().config_dir != Path("  ")


@pytest.mark.skipif(sys.platform == "win32", reason="the Linux and macOS folders as named from those systems")
def test_linux_and_macos_paths_in_the_docs_match_platformdirs(monkeypatch: pytest.MonkeyPatch) -> None:
    # the docs give the defaults: a runner's own XDG_CONFIG_HOME (outside HOME) failed this (review F8)
    for name in [name for name in os.environ if name.startswith("XDG_")]:
        monkeypatch.delenv(name)
    text = DOC.read_text(encoding="utf-8")
    home = str(Path.home())
    for dirs in (Unix("canfield", appauthor=False), MacOS("canfield", appauthor=False)):
        for folder in (dirs.user_config_dir, dirs.user_data_dir):
            assert folder.replace(home, "~") in text


def test_saving_creates_the_folders(tmp_path: Path) -> None:
    store = Storage(tmp_path / "a" / "b")
    assert store.save_settings(Settings()) is True
    assert (tmp_path / "a" / "b" / "settings.json").is_file()


def test_no_qt_is_imported() -> None:
    code = "import sys, canfield.storage; print(any(m.startswith(('PySide', 'PyQt', 'shiboken')) for m in sys.modules))"
    root = Path(__file__).parent.parent.parent
    env = {**os.environ, "PYTHONPATH": str(root)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=root, env=env)
    assert out.stdout.strip() == "False"
