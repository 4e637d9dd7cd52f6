"""At 200 % scaling (QT_SCALE_FACTOR=2) the cards are painted at device resolution, not blown up."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = """
import json
from PySide6.QtWidgets import QApplication
from canfield.ui.shell.window import MainWindow
app = QApplication([])
w = MainWindow(code="CF1-D3-AAAAACL", profile="canfield")
w.table.animations = False
w.resize(760, 480)
w.show()
app.processEvents()
shot = w.grab()
lay = w.table.layout
sizes = {(p.width(), p.height(), p.devicePixelRatio()) for p in w.table.painter._cache.values()}
print(json.dumps({"dpr": shot.devicePixelRatio(), "shot": [shot.width(), shot.height()],
                  "logical": [w.width(), w.height()], "card": [lay.card_w, lay.card_h], "pixmaps": sorted(sizes)}))
"""


def test_cards_are_rendered_at_twice_the_pixels_at_200_percent(tmp_path):
    env = {**os.environ, "QT_SCALE_FACTOR": "2", "QT_QPA_PLATFORM": "offscreen", "CANFIELD_HOME": str(tmp_path)}
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=60, check=True
    )
    found = json.loads(out.stdout.strip().splitlines()[-1])
    assert found["dpr"] == 2.0
    assert found["shot"] == [2 * found["logical"][0], 2 * found["logical"][1]]
    card_w, card_h = found["card"]
    faces = [p for p in found["pixmaps"] if abs(p[0] - 2 * card_w) <= 1 and abs(p[1] - 2 * card_h) <= 1]
    assert faces and all(p[2] == 2.0 for p in faces)  # every card drawn with twice the pixels: text stays sharp
