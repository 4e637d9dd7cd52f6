"""The game needs Qt's essentials only: PySide6-Essentials holds every Qt module it imports.

The test environment itself has no PySide6-Addons (scripts/setup.sh removes a stale copy), so the
whole suite, and the bundle the slow tests build from it, run on the essentials alone.
"""

from __future__ import annotations

import re
import tomllib
from importlib import metadata

from .conftest import PACKAGING, ROOT, load

bundle_filter = load("bundle_filter")
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _name(requirement: str) -> str:
    """The normalised project name of a requirement string (PEP 503)."""
    return re.sub(r"[-_.]+", "-", re.match(r"[A-Za-z0-9._-]+", requirement).group(0)).lower()


def test_pyproject_depends_on_the_essentials_not_the_meta_package():
    names = {_name(requirement) for requirement in PYPROJECT["project"]["dependencies"]}
    assert "pyside6-essentials" in names
    assert not names & {"pyside6", "pyside6-addons"}


def test_the_test_environment_has_no_qt_add_ons():
    """Else a module missing from the essentials would still import here and the suite would pass."""
    for project in ("PySide6_Addons", "PySide6"):
        try:
            metadata.distribution(project)
        except metadata.PackageNotFoundError:
            continue
        raise AssertionError(f"{project} is installed: run scripts/setup.sh, which removes it")


def test_every_qt_module_the_code_imports_is_in_the_essentials():
    used = bundle_filter.used_qt_modules(ROOT / "canfield") | bundle_filter.used_qt_modules(PACKAGING)
    assert {"QtCore", "QtGui", "QtWidgets", "QtSvg"} <= used
    shipped = {
        path.name.split(".")[0]
        for path in metadata.distribution("PySide6_Essentials").files or []
        if path.parent.name == "PySide6" and path.suffix in (".so", ".pyd")  # QtCore.abi3.so, QtCore.pyd
    }
    missing = sorted(used - shipped)
    assert not missing, f"PySide6-Essentials lacks {missing}"
