"""Soak: random play for minutes with animations on, resident memory printed every minute.

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/soak.py`` (``--minutes 10``, ``--seed 1``).

The real window, in a temporary ``CANFIELD_HOME``, gets real mouse events (drags of random
cards to random piles, many of them refused and shaken; clicks on the stock), undo and redo
keys, legal moves through the controller so that games go somewhere, and a new deal every 150
moves or when nothing is left to play; now and then it waits for the animations to run out.
Resident memory (VmRSS, Linux; the peak elsewhere) is printed at the start and every minute.

Target (issue 13): under 10 MB above the figure after the first minute, at the end.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_MB = 10.0


def resident_mb() -> float:
    """Resident memory of this process now (MB); the peak where /proc is missing."""
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


class Player:
    """Random events on the real window."""

    def __init__(self, window, seed: int) -> None:
        self.w = window
        self.vp = window.view.viewport()
        self.rng = random.Random(seed)

    def step(self) -> None:
        """One random event (or a short wait)."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        r = self.rng.random()
        game = self.w.controller.game
        legal = game.legal_moves()
        if not legal or game.moves_made > 150:
            self.w.new_deal()
        elif r < 0.45:
            self.w.controller.play(self.rng.choice(legal))
        elif r < 0.7:
            self._drag()
        elif r < 0.85:
            stock = self.w.table.piles["stock"].area.center()
            QTest.mouseClick(self.vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, self._view(stock))
        elif r < 0.95:
            key = Qt.Key.Key_Z if self.rng.random() < 0.6 else Qt.Key.Key_Y
            QTest.keyClick(self.w, key, Qt.KeyboardModifier.ControlModifier)
        else:
            QTest.qWait(self.rng.randint(50, 400))  # let the animations run out

    def _view(self, point):
        return self.w.view.mapFromScene(point)

    def _drag(self) -> None:
        from PySide6.QtCore import QPointF, Qt
        from PySide6.QtTest import QTest

        items = [i for i in self.w.table.cards.values() if i.isVisible() and i.face_up]
        if not items:
            return
        rect = self.rng.choice(items).card_rect()
        start = self._view(QPointF(rect.center().x(), rect.top() + min(rect.height() * 0.08, 8)))
        end = self._view(self.rng.choice(list(self.w.table.piles.values())).area.center())
        left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        QTest.mousePress(self.vp, left, none, start)
        for k in range(1, 5):
            QTest.mouseMove(self.vp, start + (end - start) * (k / 4))
        QTest.mouseRelease(self.vp, left, none, end)


def main() -> int:
    """Play for ``--minutes`` and print the figures; exit 1 when the target is missed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["CANFIELD_HOME"] = tempfile.mkdtemp(prefix="canfield-soak-")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from canfield.ui.shell.window import MainWindow

    window = MainWindow(code="CF1-D3-AAAAACL", profile="canfield")
    window.resize(1100, 760)
    window.show()
    QTest.qWaitForWindowExposed(window)
    QTest.qWait(500)
    assert window.table.animations, "the soak measures with animations on"
    player = Player(window, args.seed)
    start = time.monotonic()
    figures = [resident_mb()]
    print(f"minute  0: {figures[0]:7.1f} MB", flush=True)
    events = 0
    while (elapsed := time.monotonic() - start) < args.minutes * 60:
        player.step()
        app.processEvents()
        events += 1
        if elapsed >= 60 * len(figures):
            figures.append(resident_mb())
            print(f"minute {len(figures) - 1:2}: {figures[-1]:7.1f} MB  ({events} events so far)", flush=True)
    figures.append(resident_mb())
    window.close()
    base = figures[1] if len(figures) > 2 else figures[0]
    growth = figures[-1] - base
    print(f"end: {figures[-1]:.1f} MB after {events} events; {growth:+.1f} MB since minute 1 (target < {TARGET_MB} MB)")
    return 0 if growth < TARGET_MB else 1


if __name__ == "__main__":
    sys.exit(main())
