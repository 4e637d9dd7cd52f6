"""Helpers for the packaging tests: import the scripts in packaging/ (not a Python package), and the
builds several test files share, made once per session (scripts/test.sh keeps the tests that use one
build on one pytest-xdist worker: see XDIST_GROUPS in tests/conftest.py)."""

from __future__ import annotations

import importlib
import os
import shutil
import subprocess
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


@pytest.fixture(scope="session")
def deb_build(tmp_path_factory):
    """Run the same three commands a release runs (bundle, smoke, installer) into a temporary build
    and dist folder, once for every test that looks at the bundle or the .deb: (base folder, .deb)."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        pytest.fail('PyInstaller is missing: pip install -e ".[package]" (the "package" extra)')
    for tool in ("dpkg-deb", "dpkg-shlibdeps", "desktop-file-validate", "appstreamcli", "patchelf", "help2man"):
        if not shutil.which(tool):
            pytest.fail(f"{tool} is missing: scripts/setup.sh installs it (PACKAGING_PACKAGES)")
    base = tmp_path_factory.mktemp("release")
    env = {
        **os.environ,
        "CANFIELD_BUILD_DIR": str(base / "build"),
        "CANFIELD_DIST_DIR": str(base / "dist"),
        "QT_QPA_PLATFORM": "offscreen",
    }
    for step in ("bundle", "smoke", "installer"):
        done = subprocess.run(
            [sys.executable, str(PACKAGING / "build.py"), step], env=env, capture_output=True, text=True
        )
        assert done.returncode == 0, f"build.py {step} failed:\n{done.stdout[-3000:]}\n{done.stderr[-6000:]}"
    debs = sorted((base / "dist").glob("canfield_*.deb"))
    assert len(debs) == 1, debs
    return base, debs[0]


@pytest.fixture(scope="session")
def dists(tmp_path_factory):
    """``python -m build`` as a release runs it: (sdist, the wheel built from that sdist, all it printed)."""
    out = tmp_path_factory.mktemp("dist")
    # PYTHONDONTWRITEBYTECODE makes setuptools warn that it skips byte-compiling: not a packaging fault.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    done = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)], env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    (sdist,) = out.glob("canfield-*.tar.gz")
    (wheel,) = out.glob("canfield-*.whl")
    return sdist, wheel, done.stdout + done.stderr
