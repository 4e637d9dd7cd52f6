"""The wheel carries the assets and starts the game as a GUI script; the installed copy finds its files.

Slow: builds the wheel with pip (fetching the build backend from PyPI unless cached).
"""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile

import pytest

from canfield import resources

from .conftest import ROOT

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    (built,) = out.glob("canfield-*.whl")
    return built


def test_wheel_holds_every_package_and_the_assets(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "canfield/assets/icons/canfield.svg" in names
    for init in (ROOT / "canfield").rglob("__init__.py"):
        if "__pycache__" not in init.parts:
            assert init.relative_to(ROOT).as_posix() in names
    for qm in (ROOT / "canfield" / "locale").glob("*.qm"):
        assert qm.relative_to(ROOT).as_posix() in names
    entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "[gui_scripts]" in text and "canfield = canfield.__main__:main" in text


def test_installed_wheel_finds_its_own_files(wheel, tmp_path):
    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(wheel)],
        check=True,
        capture_output=True,
    )
    probe = "from canfield import resources as r; print(r.icon_path()); print(r.resource_roots())"
    env = {**os.environ, "PYTHONPATH": str(target)}
    done = subprocess.run(
        [sys.executable, "-c", probe], env=env, cwd=tmp_path, capture_output=True, text=True, check=True
    )
    icon, roots = done.stdout.splitlines()
    assert icon == str(target / "canfield" / "assets" / "icons" / "canfield.svg")
    assert roots == repr([target / "canfield"])
    assert resources.APP_ID  # the same module, imported from the checkout here
