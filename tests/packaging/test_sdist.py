"""The sdist is the whole source (tests, translation sources, packaging files) and builds without warnings.

Slow: ``python -m build`` makes the sdist, then the wheel from the unpacked sdist, in isolated
environments (setuptools from PyPI unless cached); then part of the suite runs from the sdist.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tarfile
import zipfile

import pytest

from .conftest import ROOT

pytestmark = pytest.mark.slow


@pytest.fixture(name="built")
def built_fixture(dists):
    """(sdist, wheel built from that sdist, everything the build printed): the session's (conftest.py)."""
    return dists


def test_build_prints_no_setuptools_warning(built):
    *_, log = built
    warnings = [line for line in log.splitlines() if re.search(r"warn|would be ignored", line, re.I)]
    assert not warnings, "\n".join(warnings)


def test_sdist_carries_the_tests_translations_and_packaging(built, tmp_path):
    sdist, *_ = built
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
        archive.extractall(tmp_path, filter="data")
    tracked = subprocess.run(
        ["git", "ls-files", "tests", "translations", "packaging", "canfield", "assets"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    missing = sorted(set(tracked) - names)
    assert not missing, f"missing from the sdist: {missing[:20]}"
    assert not [name for name in names if "__pycache__" in name or name.endswith(".pyc")]
    # The unpacked sdist tests itself: the engine tests run against the sdist's own code.
    (source,) = tmp_path.glob("canfield-*")
    env = {**os.environ, "PYTHONPATH": str(source), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "tests/engine"],
        cwd=source,
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert re.search(r"\d+ passed", done.stdout)


def test_wheel_from_the_sdist_has_no_c_source(built):
    sdist, wheel, _ = built
    with tarfile.open(sdist) as archive:
        assert any(name.endswith("canfield/solver/_core.c") for name in archive.getnames())
    assert not [name for name in zipfile.ZipFile(wheel).namelist() if name.endswith(".c")]
