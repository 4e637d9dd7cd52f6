"""scripts/play.sh installs once, then starts the game without asking pip (or apt) anything.

Runs the real scripts in a copy of their inputs, with stand-ins for ``.venv/bin/python`` (it logs its
arguments; ``-m pip`` fails when asked to) and for ``dpkg-query``/``apt-get`` (every package installed;
apt-get must not run), so nothing is installed and no network is used.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import ROOT

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="bash scripts for Debian/Ubuntu")

FAKE_PYTHON = """#!/bin/bash
echo "$*" >>"$CALLS"
if [ "$1 $2" = "-m pip" ] && [ "$3" != "--version" ] && [ -n "${PIP_FAILS:-}" ]; then exit 1; fi
exit 0
"""
FAKE_DPKG_QUERY = """#!/bin/bash
shift 2  # -W -f=...
for pkg in "$@"; do echo "$pkg ii "; done
"""
FAKE_APT_GET = """#!/bin/bash
echo "apt-get $*" >>"$CALLS"
exit 1
"""


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    """The files setup.sh reads, the scripts, and a .venv whose python is the stand-in."""
    tree = tmp_path / "tree"
    for name in ("scripts/setup.sh", "scripts/play.sh", "pyproject.toml", "setup.py", "canfield/solver/_core.c"):
        (tree / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / name, tree / name)
    fakes = {tree / ".venv" / "bin" / "python": FAKE_PYTHON, tmp_path / "bin" / "dpkg-query": FAKE_DPKG_QUERY}
    fakes[tmp_path / "bin" / "apt-get"] = FAKE_APT_GET
    for path, text in fakes.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        path.chmod(0o755)
    return tree


def play(tree: Path, *args: str, pip_fails: bool = False) -> tuple[subprocess.CompletedProcess, list[str]]:
    """Run scripts/play.sh in ``tree``; return the run and the stand-in python's calls."""
    calls = tree / "calls.txt"
    calls.write_text("", encoding="utf-8")
    env = {**os.environ, "PATH": f"{tree.parent / 'bin'}:/usr/bin:/bin", "CALLS": str(calls)}
    if pip_fails:
        env["PIP_FAILS"] = "1"
    done = subprocess.run(["bash", "scripts/play.sh", *args], cwd=tree, env=env, capture_output=True, text=True)
    return done, calls.read_text(encoding="utf-8").splitlines()


def test_play_installs_once_then_only_starts_the_game(checkout):
    done, calls = play(checkout, "--code", "CF1-D3-AAAAACL")
    assert done.returncode == 0, done.stderr
    assert "-m pip install -q -e ." in calls  # the first start installs
    assert calls[-1] == "-m canfield --code CF1-D3-AAAAACL"
    done, calls = play(checkout, "--version")
    assert done.returncode == 0, done.stderr
    assert calls == ["-m canfield --version"]  # nothing else: no pip, no network
    assert not done.stdout and not done.stderr
    with (checkout / "pyproject.toml").open("a", encoding="utf-8") as handle:
        handle.write("\n# a new dependency, say\n")
    _, calls = play(checkout)
    assert "-m pip install -q -e ." in calls  # the inputs changed: install again


def test_a_venv_made_for_the_tests_serves_play_as_it_is(checkout):
    env = {**os.environ, "PATH": f"{checkout.parent / 'bin'}:/usr/bin:/bin", "CALLS": str(checkout / "calls.txt")}
    subprocess.run(["bash", "-c", 'source scripts/setup.sh && setup_venv "[test,package]"'], cwd=checkout, env=env)
    assert "-m pip install -q -e .[test,package]" in (checkout / "calls.txt").read_text(encoding="utf-8")
    _, calls = play(checkout)
    assert calls == ["-m canfield"]


def test_when_an_update_fails_the_installed_game_still_starts(checkout):
    play(checkout)  # installed
    (checkout / "setup.py").write_text((ROOT / "setup.py").read_text(encoding="utf-8") + "\n# changed\n")
    done, calls = play(checkout, pip_fails=True)  # offline, say
    assert done.returncode == 0
    assert "could not update .venv" in done.stderr and "starting the game as it was installed" in done.stderr
    assert calls[-1] == "-m canfield"
    _, calls = play(checkout)  # the next start tries the update again
    assert "-m pip install -q -e ." in calls


def test_players_get_no_test_tools():
    """play.sh installs the runtime lists only; Xvfb and friends are the tests' (TEST_X11_PACKAGES)."""
    listed = subprocess.run(
        ["bash", "-c", "source scripts/setup.sh && echo $BASE_PACKAGES $BUILD_PACKAGES $X11_PACKAGES"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert "libxcb-cursor0" in listed
    assert not {"xvfb", "xauth", "xdotool", "x11-apps", "x11-utils", "orca", "lintian"} & set(listed)
    play_sh = (ROOT / "scripts" / "play.sh").read_text(encoding="utf-8")
    assert "install_system_packages $BASE_PACKAGES $BUILD_PACKAGES $X11_PACKAGES\n" in play_sh
