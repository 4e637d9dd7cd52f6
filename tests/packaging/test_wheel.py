"""The wheel carries the assets and starts the game as a GUI script; the installed copy finds its files;
it qualifies for a manylinux tag (what PyPI accepts); without a compiler the build says what that costs.

Slow: builds the wheel (fetching the build backend from PyPI unless cached).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tarfile
import zipfile

import pytest

from canfield import resources

from .conftest import ROOT

pytestmark = pytest.mark.slow


@pytest.fixture(name="wheel")
def wheel_fixture(dists):
    """The wheel ``python -m build`` makes from the sdist (the session's: tests/packaging/conftest.py)."""
    return dists[1]


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


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="manylinux is a Linux tag")
def test_linux_wheel_qualifies_for_manylinux(wheel):
    """setuptools tags the wheel linux_x86_64, which PyPI refuses; auditwheel, which cibuildwheel runs
    in the release workflow to retag it, finds that the compiled core needs nothing beyond what the
    manylinux policy allows (here: glibc symbols old enough for manylinux_2_17)."""
    assert "-linux_" in wheel.name
    done = subprocess.run([sys.executable, "-m", "auditwheel", "show", str(wheel)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    shown = " ".join(done.stdout.split())
    tag = re.search(r'is consistent with the following platform tag: "(manylinux_\d+_\d+_\w+)"', shown)
    assert tag, shown
    print("auditwheel:", tag.group(1))


def test_without_a_compiler_the_install_and_canfield_solve_say_what_it_costs(dists, tmp_path):
    """The compiled core is optional. When it cannot be built, pip install of a folder (play.sh, a clone)
    shows why and what the pure-Python solver costs at its default verbosity; pip hides a build's
    warnings for an sdist (setup.py then writes to the terminal itself: test_sdist.py), and
    canfield-solve says it too, at every run without the core."""
    sdist, *_ = dists
    with tarfile.open(sdist) as archive:
        archive.extractall(tmp_path, filter="data")
    (source,) = tmp_path.glob("canfield-*")
    site = tmp_path / "site"
    env = {**os.environ, "CC": "false", "PIP_NO_CACHE_DIR": "1"}
    done = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--target", str(site), str(source)],
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    said = " ".join((done.stdout + done.stderr).split())
    assert "compiled solver core (canfield/solver/_core.c) could not be built" in said, said[-3000:]
    assert "about 30 times slower" in said and "gcc python3-dev" in said
    assert (site / "canfield" / "solver" / "api.py").is_file()  # installed all the same, without the core
    assert not list((site / "canfield" / "solver").glob("_core*"))
    solve = [sys.executable, "-m", "canfield.solver", "CF1-D3-AAAAACL", "--budget", "30"]
    ran = subprocess.run(
        solve, env={**os.environ, "PYTHONPATH": str(site)}, cwd=tmp_path, capture_output=True, text=True
    )
    assert ran.returncode == 0 and "winnable" in ran.stdout, ran.stdout + ran.stderr
    assert "compiled solver core was not built" in ran.stderr and "about 30 times slower" in ran.stderr
