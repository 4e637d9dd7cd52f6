"""Freed card pictures go back to the system (issue 43: memory at a device pixel ratio of 2)."""

from __future__ import annotations

import subprocess
import sys

import pytest

# In a fresh process: glibc's threshold is process-wide. Blocks of picture sizes (300 KiB, as a card
# face at dpr 2) are made after a freed 8 MiB block (a felt) raised glibc's dynamic threshold, then all
# but the newest are freed (the newest stays, as in the cache): what stays resident?
PROBE = """
import ctypes, sys
sys.path.insert(0, {root!r})
from canfield.ui.table import heap
if {fix}:
    assert heap.keep_big_blocks_apart()
libc = ctypes.CDLL(None)
libc.malloc.restype = ctypes.c_void_p
libc.malloc.argtypes = [ctypes.c_size_t]
libc.free.argtypes = [ctypes.c_void_p]
def anon():
    for line in open("/proc/self/status"):
        if line.startswith("RssAnon:"):
            return int(line.split()[1]) / 1024
felt = libc.malloc(8 << 20); ctypes.memset(felt, 1, 8 << 20); libc.free(felt)
base = anon()
faces = []
for size in range(100):
    face = libc.malloc((300 << 10) + size * 64)  # pictures of changing sizes
    ctypes.memset(face, 1, 300 << 10)
    faces.append(face)
for face in faces[:-1]:
    libc.free(face)
print(anon() - base)
"""


def kept_mib(fix: bool) -> float:
    from pathlib import Path

    root = str(Path(__file__).resolve().parents[2])
    out = subprocess.run([sys.executable, "-c", PROBE.format(root=root, fix=fix)], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    return float(out.stdout)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator")
def test_freed_pictures_do_not_stay_in_the_heap():
    from canfield.ui.table import heap

    if not heap.keep_big_blocks_apart():
        pytest.skip("not glibc")
    assert kept_mib(fix=False) > 20  # the mechanism: 30 MiB of freed faces held by the heap
    assert kept_mib(fix=True) < 5


def test_the_card_cache_fixes_the_threshold_before_it_lets_a_picture_go(qapp, monkeypatch):
    from canfield.engine import Card, Suit
    from canfield.ui.table import heap
    from canfield.ui.table.cardart import CardPainter, CardStyle

    calls = []
    monkeypatch.setattr(heap, "keep_big_blocks_apart", lambda dpr=1.0: calls.append(dpr) or True)
    painter = CardPainter(budget=1)
    painter.pixmap(Card(1, Suit.SPADES), 60, 84, 1.0)
    assert calls == []  # nothing let go yet: a start that keeps its pictures never loads ctypes
    painter.pixmap(Card(2, Suit.SPADES), 60, 84, 1.0)  # over the budget: the first one goes
    assert calls
    calls.clear()
    painter.set_style(CardStyle(back="red"))
    assert calls


def test_the_table_fixes_the_threshold_before_its_first_felt_is_let_go(window, qtbot, monkeypatch):
    from canfield.ui.table import heap

    calls = []
    monkeypatch.setattr(heap, "keep_big_blocks_apart", lambda dpr=1.0: calls.append(dpr) or True)
    window.view.viewport().repaint()  # the felt for this size exists: nothing is freed yet
    assert calls == []
    window.resize(900, 650)
    qtbot.waitUntil(lambda: not window.table.painter.quick)
    window.view.viewport().repaint()
    assert calls  # the felt of the old size went
