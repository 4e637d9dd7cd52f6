"""Read Qt .ts files and find the strings canfield/ui asks Qt to translate (test helper).

The scan follows what happens at run time, not what lupdate guesses: a
module-level helper such as ``def tr(text): return QCoreApplication.translate("Controller", text)``
translates in context "Controller", so its strings must be in that context
of the .ts files (lupdate files bare ``tr()`` calls under the enclosing class
or under no context at all, so such helpers need QT_TRANSLATE_NOOP or a direct
``translate("Controller", "...")`` call to be found by lupdate).
"""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

#: Plural forms Qt expects per language (Qt's own numerus rules).
NUMERUS_FORMS = {"en": 2, "ar": 6, "ro": 3, "ru": 3, "hy": 2}
PLACEHOLDER = re.compile(r"%(?:\d+|n|L\d+)|\{[a-z_]+\}")  # Qt's %1, %n and str.format fields


@dataclass(frozen=True)
class Message:
    """One message of a .ts file."""

    context: str
    source: str
    numerus: bool
    kind: str  # the translation's type attribute: "" (finished), "unfinished", "vanished", "obsolete"
    forms: tuple[str, ...]  # the translation, or its numerus forms
    comment: str = ""  # the disambiguation: "Blue" of a card back is not "Blue" of the table


def read_ts(path: Path) -> tuple[str, list[Message]]:
    """The language attribute and the messages of a .ts file."""
    root = ET.parse(path).getroot()
    messages = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for msg in context.iter("message"):
            tr = msg.find("translation")
            numerus = msg.get("numerus") == "yes"
            if tr is None:
                forms: tuple[str, ...] = ()
                kind = "unfinished"
            else:
                kind = tr.get("type", "")
                forms = tuple(f.text or "" for f in tr.iter("numerusform")) if numerus else (tr.text or "",)
            comment = msg.findtext("comment") or ""
            messages.append(Message(name, msg.findtext("source") or "", numerus, kind, forms, comment))
    return root.get("language", ""), messages


def problems(path: Path, lang: str) -> list[str]:
    """Everything that keeps a .ts file from being complete, in words."""
    language, messages = read_ts(path)
    found = [] if language == lang else [f"{path.name}: language is {language!r}, not {lang!r}"]
    for m in messages:
        if m.kind in ("vanished", "obsolete"):
            continue
        where = f"{path.name}: [{m.context}] {m.source!r}"
        if m.kind == "unfinished" or not m.forms or not all(f.strip() for f in m.forms):
            found.append(f"{where} is not translated")
            continue
        if m.numerus and len(m.forms) != NUMERUS_FORMS[lang]:
            found.append(f"{where} has {len(m.forms)} plural forms, {lang} needs {NUMERUS_FORMS[lang]}")
        wanted = set(PLACEHOLDER.findall(m.source)) - {"%n"}
        for form in m.forms:
            if set(PLACEHOLDER.findall(form)) - {"%n"} != wanted:
                found.append(f"{where}: translation {form!r} does not keep the placeholders {sorted(wanted)}")
    return found


# ----- scanning the user interface's sources ----------------------------------
def _text(node: ast.AST | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _helper_contexts(tree: ast.Module) -> dict[str, str]:
    """Module-level functions that wrap ``translate("Context", arg)``: name -> context."""
    helpers = {}
    for fn in tree.body:
        if not isinstance(fn, ast.FunctionDef):
            continue
        for node in ast.walk(fn):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "translate" and node.args:
                context = _text(node.args[0])
                if context is not None and len(node.args) > 1 and _text(node.args[1]) is None:
                    helpers[fn.name] = context
    return helpers


class _Finder(ast.NodeVisitor):
    """Collects (context, text, plural?) the way Qt will look the strings up at run time.

    A call whose context cannot be known from the source (``tr = window.tr``,
    an imported ``tr``) is recorded under an "unknown context" name, so the
    check fails and asks for ``self.tr`` or ``translate("Context", ...)``.
    """

    def __init__(self, helpers: dict[str, str], where: str) -> None:
        self.helpers = helpers
        self.where = where
        self.classes: list[str] = []
        self.aliases: dict[str, str | None] = {}  # local name -> context (None: unknown)
        self.found: set[tuple[str, str, bool]] = set()

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Assign(self, node: ast.Assign) -> None:
        value = node.value
        if isinstance(value, ast.Attribute) and value.attr == "tr":
            owner = getattr(value.value, "id", None)
            context = self.classes[-1] if owner == "self" and self.classes else None
            for target in node.targets:
                if isinstance(target, ast.Name):
                    self.aliases[target.id] = context
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func, args = node.func, node.args
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        text = _text(args[0]) if args else None
        if name in ("translate", "QT_TRANSLATE_NOOP") and len(args) >= 2:
            context = _text(args[0])
            if context is not None and _text(args[1]) is not None:
                self._add(context, _text(args[1]), len(args) >= 4)
        elif text is None:
            pass
        elif isinstance(func, ast.Attribute) and name == "tr":
            owner = getattr(func.value, "id", None)
            context = self.classes[-1] if owner in ("self", "cls") and self.classes else None
            self._add(context, text, len(args) >= 3, node)
        elif isinstance(func, ast.Name) and name in self.aliases:
            self._add(self.aliases[name], text, len(args) >= 3, node)
        elif isinstance(func, ast.Name) and name in self.helpers:
            self._add(self.helpers[name], text, len(args) >= 2)
        elif isinstance(func, ast.Name) and name in ("tr", "QT_TR_NOOP"):
            self._add(None, text, len(args) >= 3, node)
        self.generic_visit(node)

    def _add(self, context: str | None, text: str | None, numerus: bool, node: ast.AST | None = None) -> None:
        if not text:
            return
        if context is None:
            context = f"<unknown context: {self.where}:{getattr(node, 'lineno', 0)}>"
        self.found.add((context, text, numerus or "%n" in text))


def translatable_files(package: Path) -> list[Path]:
    """The files lupdate reads: all of canfield/ui, and any module that marks QT_TRANSLATE_NOOP."""
    files = set((package / "ui").rglob("*.py"))
    files |= {p for p in package.rglob("*.py") if "QT_TRANSLATE_NOOP(" in p.read_text(encoding="utf-8")}
    return sorted(files)


def ui_strings(root: Path, files: list[Path] | None = None) -> set[tuple[str, str, bool]]:
    """(context, source text, plural?) for every literal string the files (default: all under root) translate."""
    found: set[tuple[str, str, bool]] = set()
    for path in sorted(root.rglob("*.py")) if files is None else files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        finder = _Finder(_helper_contexts(tree), path.name)
        finder.visit(tree)
        found |= finder.found
    return found


def missing(ui: set[tuple[str, str, bool]], path: Path) -> list[str]:
    """UI strings that the .ts file does not hold (in the context they are looked up in)."""
    _, messages = read_ts(path)
    held = {(m.context, m.source) for m in messages if m.kind not in ("vanished", "obsolete")}
    return [f"{path.name}: [{c}] {t!r} is missing" for c, t, _ in sorted(ui) if (c, t) not in held]
