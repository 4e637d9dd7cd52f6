"""The UI package keeps its layers (docs/architecture.md): each subpackage imports only those below it.

basics (controller, texts, language, profiles, startup, qt_texts…) ← table ← dialogs ← access, solving, replay ← shell.
Every import counts, those inside functions and those for type checking too: a
circle through any of them is a circle a reader must hold in mind.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parents[2] / "canfield" / "ui"
RANK = {"": 0, "table": 1, "dialogs": 2, "access": 3, "solving": 3, "replay": 3, "shell": 4}
#: Known exceptions, each to go: (importer, imported).
ALLOWED: set[tuple[str, str]] = set()


def _layer(module: str) -> str:
    """The layer of ``canfield.ui.X...``: its subpackage, or "" for the basics at the top of ``canfield.ui``."""
    parts = module.split(".")[2:]
    return parts[0] if len(parts) > 1 and parts[0] in RANK else ""


def _ui_imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("canfield.ui"):
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)  # from canfield.ui.table import speeds
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name.startswith("canfield.ui"))
    return {name for name in found if _is_module(name)}


def _is_module(name: str) -> bool:
    rel = Path(*name.split(".")[2:])
    return (UI / rel).with_suffix(".py").exists() or (UI / rel / "__init__.py").exists()


def _modules() -> list[tuple[str, Path]]:
    out = []
    for path in sorted(UI.rglob("*.py")):
        rel = path.relative_to(UI).with_suffix("")
        parts = [p for p in rel.parts if p != "__init__"]
        out.append((".".join(["canfield", "ui", *parts]), path))
    return out


@pytest.mark.parametrize(("module", "path"), _modules(), ids=lambda v: v if isinstance(v, str) else "")
def test_imports_go_down_the_layers_only(module, path):
    mine = _layer(module)
    for imported in _ui_imports(path):
        theirs = _layer(imported)
        if imported == "canfield.ui" or theirs == mine or (module, imported) in ALLOWED:
            continue
        assert RANK[theirs] < RANK[mine], f"{module} imports {imported}: {theirs or 'basics'} is not below {mine}"


def test_the_ui_package_and_the_table_layout_import_without_qt_or_side_effects():
    code = (
        "import gc, sys; before = gc.get_threshold(); import canfield.ui, canfield.ui.table.layout;"
        "print(sum(m.startswith('PySide6') for m in sys.modules), gc.get_threshold() == before)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["0", "True"]


def test_no_two_ui_modules_import_each_other():
    """A module pair importing each other (type-only imports too) is a circle: one of them must name a protocol.

    ``access.voice`` and ``shell.window`` did (the access layer filled the window's Play menu), and
    ``table.decorations`` and ``table.scene`` (the lights read the scene's piles).
    """
    imports = {module: _ui_imports(path) for module, path in _modules()}
    circles = sorted((a, b) for a, found in imports.items() for b in found if a < b and a in imports.get(b, set()))
    assert circles == []
