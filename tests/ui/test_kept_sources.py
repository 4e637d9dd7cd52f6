"""PySide6 keeps no module's source after its import check (issue 43: memory after start)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# A fresh process: what PySide6 does at each import, for a module naming PySide6 and one that does not.
PROBE = """
import enum, json, linecache, sys
sys.path.insert(0, {root!r})
import PySide6.QtCore
from canfield.ui import startup
if {patched}:
    startup.keep_no_sources()
from canfield.ui.table.heap import BIG_BLOCK  # neither module is imported by anything above
from canfield.ui.table.peek import Peek
from shibokensupport import feature
mods = [sys.modules[n] for n in ("canfield.ui.table.heap", "canfield.ui.table.peek")]
print(json.dumps({{
    "kept": [m.__file__ in linecache.cache for m in mods],
    "kept_from_loading": enum.__file__ in linecache.cache,
    "judged": [feature.pyside_feature_dict.get(m.__name__) for m in mods],
}}))
"""


def probe(patched: bool) -> dict:
    out = subprocess.run(
        [sys.executable, "-c", PROBE.format(root=str(ROOT), patched=patched)], capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def test_imported_modules_leave_no_source_lines_behind_and_pyside_judges_them_as_before():
    before, now = probe(patched=False), probe(patched=True)
    assert before["kept"] == [True, True]  # what start-up paid for: every module's lines, for good
    assert now["kept"] == [False, False]
    assert now["judged"] == before["judged"] == [-1, 0]  # heap.py does not name PySide6; peek.py does


def test_the_lines_pyside_read_while_it_loaded_are_let_go():
    assert probe(patched=False)["kept_from_loading"]  # enum.py's 2,000 lines, read by PySide6 itself
    assert not probe(patched=True)["kept_from_loading"]
