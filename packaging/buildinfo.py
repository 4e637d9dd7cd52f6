"""Facts every packaging script shares: folders, version, names. No Qt, no third-party import."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
"""The repository checkout."""

if str(ROOT) not in sys.path:  # the scripts run as `python packaging/x.py` from anywhere
    sys.path.insert(0, str(ROOT))

from canfield.resources import APP_ID, APP_NAME, ICON  # noqa: E402  (needs ROOT on sys.path)

PACKAGING = ROOT / "packaging"
BUILD = Path(os.environ.get("CANFIELD_BUILD_DIR") or ROOT / "build").resolve()
"""Scratch space for every build step (ignored by git); $CANFIELD_BUILD_DIR moves it (the tests do)."""
DIST = Path(os.environ.get("CANFIELD_DIST_DIR") or ROOT / "dist").resolve()
"""Finished bundles and installers (ignored by git); $CANFIELD_DIST_DIR moves it."""
ICONS = BUILD / "icons"
"""Where packaging/make_icons.py writes every icon size."""

EXE_NAME = "canfield"
"""The executable's file name (``canfield``, ``canfield.exe``), the Debian package and the command."""

SOLVE_NAME = "canfield-solve"
"""The solver's command (``canfield.solver.cli``); every bundle carries it beside the game."""

DEB_INSTALL_DIR = "/usr/lib/canfield"
"""Where the .deb installs the one-folder bundle (Debian keeps a package's private files in /usr/lib)."""

SUMMARY = "Demon patience card game, also called Canfield"
"""One line for the Windows version resource and the Debian synopsis (which must not start with the package's name)."""
PUBLISHER = "The Canfield developers"
HOMEPAGE = "https://github.com/canfield-solitaire/canfield"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)

__all__ = [
    "APP_ID",
    "APP_NAME",
    "BUILD",
    "CORE_COMPILED",
    "DEB_INSTALL_DIR",
    "DIST",
    "EXE_NAME",
    "HICOLOR_SIZES",
    "HOMEPAGE",
    "ICON",
    "ICONS",
    "PACKAGING",
    "PUBLISHER",
    "ROOT",
    "SOLVE_NAME",
    "SUMMARY",
    "bundle_dir",
    "bundle_executable",
    "bundle_solve_executable",
    "core_problem",
    "version",
]


def version() -> str:
    """Return ``canfield.__version__`` read from the source (the wheel's version comes from the same line)."""
    tree = ast.parse((ROOT / "canfield" / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "__version__" for t in node.targets):
            return str(ast.literal_eval(node.value))
    raise RuntimeError("canfield/__init__.py has no __version__")


def bundle_dir(platform: str | None = None) -> Path:
    """Return the folder PyInstaller builds: dist/canfield (Linux, Windows) or dist/Canfield.app (macOS)."""
    platform = platform or sys.platform
    return DIST / f"{APP_NAME}.app" if platform == "darwin" else DIST / EXE_NAME


def bundle_executable(platform: str | None = None, name: str = EXE_NAME) -> Path:
    """Return the executable ``name`` inside the bundle (the game by default), the file a smoke test starts."""
    platform = platform or sys.platform
    if platform == "darwin":
        return bundle_dir(platform) / "Contents" / "MacOS" / name
    suffix = ".exe" if platform == "win32" else ""
    return bundle_dir(platform) / f"{name}{suffix}"


def bundle_solve_executable(platform: str | None = None) -> Path:
    """Return ``canfield-solve`` inside the bundle (beside the game on every platform)."""
    return bundle_executable(platform, SOLVE_NAME)


CORE_COMPILED = "core: compiled"
"""The line ``canfield-solve --version`` prints when the solver's compiled core is there
(``canfield.solver.cli.version_text``; ``core: python`` when it is not)."""


def core_problem(solve: Path, env: dict[str, str] | None = None, timeout: float = 120) -> str | None:
    """Ask a built ``canfield-solve`` which search it runs: None when it carries the compiled core,
    else what went wrong, in a sentence. Every smoke test (build.py smoke, check_deb.py, the Windows
    script) asks this rather than trusting how fast a solve was."""
    done = subprocess.run(
        [str(solve), "--version"], env=env, capture_output=True, text=True, timeout=timeout, check=False
    )
    said = done.stdout.strip().splitlines()
    if done.returncode == 0 and CORE_COMPILED in said:
        return None
    return (
        f"{solve.name} has no compiled solver core (--version: exit {done.returncode}, {done.stdout.strip()!r}"
        f" {done.stderr[-500:]!r}): build it first (pip install -e . with a C compiler)"
    )
