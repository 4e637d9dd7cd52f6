"""Long sessions survive: the PySide6 we depend on keeps None/True/False reference counts right.

PySide6 6.12.0 on Python 3.11 returns them from void calls and Signal.emit()
without a reference, and Python aborts after enough calls; pyproject.toml
therefore asks for PySide6 < 6.12. This test fails if such a build comes back.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import canfield.ui
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication, QGraphicsRectItem

class Source(QObject):
    ping = Signal()

app = QApplication([])
item = QGraphicsRectItem(0, 0, 1, 1)
source = Source()
source.ping.connect(lambda: None)
for i in range(300_000):  # far more calls than None/True have references on 3.11
    item.setZValue(i)
    source.ping.emit()
print("alive")
"""


def test_many_void_calls_and_emits_do_not_crash():
    env = {"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == "alive"
