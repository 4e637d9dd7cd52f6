"""Soak: random play for minutes with animations on, resident memory printed every minute.

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/soak.py`` (``--minutes 10``, ``--warmup 2000``,
``--seed 1``, ``--resize-every 60``, ``--design-every 0``); ``QT_SCALE_FACTOR=2`` in front measures a
device pixel ratio of 2.

The real window, in a temporary ``CANFIELD_HOME``, gets real mouse events (drags of random
cards to random piles, many of them refused and shaken; clicks on the stock), undo and redo
keys, legal moves through the controller so that games go somewhere, and a new deal every 150
moves or when nothing is left to play; now and then it waits for the animations to run out.
Every ``--resize-every`` events (0: never) the window takes a random size between 800×600 and
1400×980, as a player's would: the cards, the felt and the window's backing store change size.
What the window holds rightly depends on its size (the felt, the backing store, the cache's budget),
so each figure is read at the starting size 1100×760: the window goes back to it and rests first.
Every ``--design-every`` events (0: never, the default) the face design changes to the next of
:class:`~canfield.storage.FaceDesign` as Settings would change it: every card is drawn anew in it, and
the card cache lets the old pictures go (issue 42: the cache's byte bound holds whatever the design).
Resident memory (VmRSS, Linux; the peak elsewhere) is printed at the start, after the warm-up and
every minute, with the bytes the card picture cache holds.

The warm-up is a number of events, not a time: the card cache fills as faces are drawn at the sizes
the columns bring, so a fixed minute would leave it fuller on a fast machine than on a slow one.

Target (issue 29): under 5 MB above the figure after the warm-up, at the end, at any device pixel ratio.
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
TARGET_MB = 5.0
WARMUP = 2000  # events before the base figure: the card cache is full by then
RESIZE_EVERY = 60  # events between two resizes (as the performance review's soak)
SIZES = ((800, 1400), (600, 980))  # the random window sizes: (min, max) width, (min, max) height
BASE_SIZE = (1100, 760)  # the size every figure is read at
REST_MS = 400  # the window rests this long before a figure: the cards are drawn crisp again (view: 120 ms)


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
    parser.add_argument("--minutes", type=float, default=10.0, help="how long to play, warm-up included")
    parser.add_argument("--warmup", type=int, default=WARMUP, help=f"events before the base figure ({WARMUP})")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--resize-every", type=int, default=RESIZE_EVERY, help=f"events between resizes, 0: never ({RESIZE_EVERY})"
    )
    parser.add_argument("--design-every", type=int, default=0, help="events between face design changes, 0: never")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["CANFIELD_HOME"] = tempfile.mkdtemp(prefix="canfield-soak-")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from canfield.storage import FaceDesign
    from canfield.ui.shell.window import MainWindow

    window = MainWindow(code="CF1-D3-AAAAACL", profile="canfield")
    window.resize(*BASE_SIZE)
    window.show()
    QTest.qWaitForWindowExposed(window)
    QTest.qWait(500)
    assert window.table.animations, "the soak measures with animations on"
    cards = window.table.painter
    dpr = window.view.devicePixelRatioF()
    print(f"device pixel ratio {dpr:g}; card cache budget {cards.budget / 2**20:.1f} MB", flush=True)

    def report(label: str, events: int) -> float:
        if args.resize_every and window.size().toTuple() != BASE_SIZE:
            window.resize(*BASE_SIZE)
        QTest.qWait(REST_MS)
        rss = resident_mb()
        cache = f"cache {cards.cached_count} pictures, {cards.cached_bytes / 2**20:.1f} MB"
        print(f"{label}: {rss:7.1f} MB  ({events} events; {cache})", flush=True)
        return rss

    player = Player(window, args.seed)
    sizes = random.Random(args.seed + 100)  # its own stream: the player's events stay those of a run without resizes
    start = time.monotonic()
    report("minute  0", 0)
    base: float | None = None
    events = minutes = resizes = switches = 0
    designs = list(FaceDesign)
    while time.monotonic() - start < args.minutes * 60:
        if args.design_every and events % args.design_every == args.design_every - 1:  # first: it may fall on a resize
            switches += 1
            window.settings.face_design = designs[switches % len(designs)].value
            window.apply_settings()
        elif args.resize_every and events % args.resize_every == args.resize_every - 1:
            window.resize(sizes.randint(*SIZES[0]), sizes.randint(*SIZES[1]))
            resizes += 1
        else:
            player.step()
        app.processEvents()
        events += 1
        if events == args.warmup:
            base = report("warmed up", events)
        if time.monotonic() - start >= 60 * (minutes + 1):
            minutes += 1
            report(f"minute {minutes:2}", events)
    end = report("end", events)
    print(f"{resizes} resizes, {switches} face design changes", flush=True)
    window.close()
    if base is None:
        print(f"the warm-up ({args.warmup} events) did not end in {args.minutes:g} minutes: no figure")
        return 1
    growth = end - base
    print(f"{growth:+.1f} MB after the warm-up of {args.warmup} events (target < {TARGET_MB:g} MB)")
    return 0 if growth < TARGET_MB else 1


if __name__ == "__main__":
    sys.exit(main())
