"""How much engine work one gesture costs: refusal checks, game copies and plays.

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/gesture_counts.py``

Each gesture runs in a fresh, shown window on the seed deal CF1-D3-AAAAACL
(animations off): a legal move (the Q♣ from the reserve onto the K♥ of
column 2) by mouse drag, by keyboard (pick up, put down) and by tap, and a
drop the rules refuse (the Q♣ onto the 6♣ of column 1). The counters wrap
``Game``'s full legality check, ``Game.copy`` and ``Game.play`` from the
first event of the gesture until the event loop is idle (the winnability
check that starts 300 ms later is not counted).
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections import Counter
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from canfield.engine import Game, Move  # noqa: E402
from tests.ui import keys, mouse  # noqa: E402

COUNTS: Counter[str] = Counter()
# The full check is Game.refusal where it exists (one public question), else the older private _refusal.
CHECK = "_refusal" if hasattr(Game, "_refusal") else "refusal"


def _wrap(name: str, label: str) -> None:
    original = getattr(Game, name)

    def counted(self, *args, **kwargs):
        COUNTS[label] += 1
        return original(self, *args, **kwargs)

    setattr(Game, name, counted)


def _window():
    from canfield.ui.shell.window import MainWindow

    # a fresh data folder: no saved game for the first move to take over (that is storage's work, not the gesture's)
    os.environ["CANFIELD_HOME"] = tempfile.mkdtemp(prefix="canfield-gestures-")
    win = MainWindow(code="CF1-D3-AAAAACL", profile="canfield")
    win.table.animations = False
    win.resize(1100, 760)
    win.show()
    QTest.qWaitForWindowExposed(win)
    QApplication.processEvents()
    return win


def _drag(win) -> None:
    mouse.drag_card(win, "QC", "c2")


def _keys(win) -> None:
    keys.play_by_keys(win, Move("reserve", "c2", 1))


def _tap(win) -> None:
    mouse.click(win, mouse.grab_point(mouse.card_item(win, "QC")))


def _refused(win) -> None:
    mouse.drag_card(win, "QC", "c1")


def measure(gesture) -> tuple[Counter[str], bool]:
    """Counts for one gesture in a fresh window, and whether the Q♣ moved."""
    win = _window()
    if gesture is _keys:  # walking the focus ring is not part of the move: count from the last key only
        keys.go_to(win, "reserve")
        QTest.keyClick(win.view, Qt.Key.Key_Return)
        keys.go_to(win, "c2")
        COUNTS.clear()
        QTest.keyClick(win.view, Qt.Key.Key_Space)
    else:
        COUNTS.clear()
        gesture(win)
    QApplication.processEvents()
    result = Counter(COUNTS)
    moved = len(win.controller.game.pile("reserve")) == 12
    win.close()
    win.deleteLater()
    QApplication.processEvents()
    return result, moved


def main() -> None:
    """Print one row per gesture."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    _wrap(CHECK, "checks")
    _wrap("copy", "copies")
    _wrap("play", "plays")
    print(f"{'gesture':<22}{'checks':>8}{'copies':>8}{'plays':>7}  moved")
    for label, gesture in (
        ("legal move, mouse", _drag),
        ("legal move, keyboard", _keys),
        ("legal move, tap", _tap),
        ("refused drop", _refused),
    ):
        counts, moved = measure(gesture)
        print(f"{label:<22}{counts['checks']:>8}{counts['copies']:>8}{counts['plays']:>7}  {moved}")
    app.quit()


if __name__ == "__main__":
    main()
