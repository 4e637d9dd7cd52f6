"""The engine's modules import as a tree: no cycle, lazy imports in functions included (type-only ones aside)."""

import ast
from pathlib import Path

import canfield.engine

ENGINE = Path(canfield.engine.__file__).parent


def _type_only(tree: ast.Module) -> set[int]:
    """Line numbers of imports under ``if TYPE_CHECKING:`` (they never run)."""
    lines = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING":
            lines.update(inner.lineno for inner in ast.walk(node) if isinstance(inner, ast.ImportFrom))
    return lines


def edges() -> dict[str, set[str]]:
    """Engine module (dotted, relative to the engine) -> the engine modules it imports whenever it runs."""
    graph: dict[str, set[str]] = {}
    for path in ENGINE.rglob("*.py"):
        parts = list(path.relative_to(ENGINE).with_suffix("").parts)
        package = parts[:-1]  # the package the module's relative imports start from
        name = ".".join(p for p in parts if p != "__init__") or "."
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _type_only(tree)
        targets = graph.setdefault(name, set())
        for node in ast.walk(tree):
            if not isinstance(node, ast.ImportFrom) or not node.level or node.lineno in skip:
                continue
            base = package[: len(package) - (node.level - 1)]
            if node.module:
                targets.add(".".join([*base, node.module]))
            else:
                targets.update(".".join([*base, alias.name]) for alias in node.names)
    return graph


def test_the_engine_imports_as_a_tree():
    # Before: game -> snapshot (in a function) -> game, and game -> words, whose announce() replayed games.
    graph = edges()
    assert {"game", "words", "moves", "errors", "snapshot", "stall", "describe"} <= set(graph)
    state: dict[str, int] = {}

    def visit(node: str, trail: list[str]) -> None:
        if state.get(node) == 1:
            raise AssertionError("import cycle: " + " -> ".join([*trail, node]))
        if state.get(node) == 2 or node not in graph:
            return
        state[node] = 1
        for target in sorted(graph[node]):
            visit(target, [*trail, node])
        state[node] = 2

    for node in sorted(graph):
        if node != ".":  # the package's own __init__ gathers the others; nothing imports it back
            visit(node, [])
