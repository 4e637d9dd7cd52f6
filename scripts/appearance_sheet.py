"""Render the appearance sheet: every face design on every table, at 1100×760 and at 200 %.

Run: ``python scripts/appearance_sheet.py`` (``--out docs/appearance-sheet.png``; ``--keep DIR`` keeps the
full screenshots there). Needs no display (offscreen).

Each scale is its own process, because Qt reads ``QT_SCALE_FACTOR`` when it starts: the process opens the
real window on the seed deal CF1-D3-AAAAACL in a fresh home, plays 153 moves of its won line (eleven court
cards in sight, four columns fanned), and for each design of :class:`~canfield.storage.FaceDesign` (so a
design added there appears here with no change) and each table colour, plus the high-contrast table,
changes the settings as the Settings dialog does, lets the window rest and grabs it. The sheet then shows:

1. every screenshot at 1100×760, scaled to 40 %;
2. the same at 200 % (device pixel ratio 2), a part of each at its own pixels (a column ending in a court
   card): the cards' edges, indices and figures as they are on a high-density screen;
3. the jack, queen and king of each suit in each design at 60 px wide and at 120 px, as the cache draws them.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt is imported in each process once its scale is set
    from PySide6.QtGui import QPainter

    from canfield.ui.shell.window import MainWindow

ROOT = Path(__file__).resolve().parents[1]
CODE = "CF1-D3-AAAAACL"
MOVES = 153  # of the seed deal's won line: the most court cards in sight, columns fanned
SIZE = (1100, 760)
SCALES = (1, 2)
THUMB = 0.4  # the 1100×760 screenshots on the sheet
CROP = (440, 304)  # device pixels of the 200 % screenshots shown as they are (the thumbnails' size)
HIGH_CONTRAST = "high contrast"
GAP = 12
TITLES = {1: "1100 × 760, shown at 40 %", 2: "200 % (device pixel ratio 2): a part at its own pixels"}
CAPTION = 26


def tables() -> list[str]:
    """The table colours the settings offer, then the high-contrast table."""
    from canfield.ui.table.cardart import TABLES

    return [*TABLES, HIGH_CONTRAST]


def designs() -> list[str]:
    """Every face design's setting value."""
    from canfield.storage import FaceDesign

    return [design.value for design in FaceDesign]


def shoot(folder: Path, scale: int) -> None:
    """In this process (started at ``scale``): a screenshot of each design on each table into ``folder``."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from canfield.engine import Move
    from canfield.storage import Storage
    from canfield.ui.shell.window import MainWindow

    window = MainWindow(code=CODE, profile="canfield", storage=Storage(Path(os.environ["CANFIELD_HOME"])))
    window.table.animations = False
    window.resize(*SIZE)
    window.show()
    QTest.qWaitForWindowExposed(window)
    line = (ROOT / "tests" / "data" / "won_line_AAAAACL.txt").read_text().split()
    for move in line[:MOVES]:
        window.controller.play(Move.parse(move))
    crop = _crop_origin(window, scale)
    for design in designs():
        for table in tables():
            s = window.settings
            s.face_design = design
            s.high_contrast = table == HIGH_CONTRAST
            s.table_color = "green" if table == HIGH_CONTRAST else table
            window.apply_settings()
            QTest.qWait(300)  # the view draws the cards crisp once it rests (120 ms)
            app.processEvents()
            shot = window.grab().toImage()
            shot.save(str(folder / f"{design}-{table}-{scale}.png"))
    (folder / f"crop-{scale}.json").write_text(json.dumps(crop))
    window.close()


def _crop_origin(window: MainWindow, scale: int) -> list[int]:
    """Where, in device pixels of the window, the part shown at 200 % begins: over a column's court card."""
    from canfield.engine import COLUMNS

    game = window.controller.game
    court = next(card for name in COLUMNS if (card := game.top(name)) is not None and card.rank > 10)
    view = window.view
    rect = window.table.cards[court].sceneBoundingRect()
    at = view.mapTo(window, view.mapFromScene(rect.center().x(), rect.bottom()))
    return [max(0, round(at.x() * scale) - CROP[0] // 2), max(0, round(at.y() * scale) - CROP[1] + 16)]


def compose(folder: Path, out: Path) -> None:
    """The sheet from the screenshots in ``folder``."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    del app
    names, kinds = designs(), tables()
    cell_w, cell_h = round(SIZE[0] * THUMB), round(SIZE[1] * THUMB)
    label_w = 150
    grid_w = label_w + len(kinds) * (cell_w + GAP)
    grid_h = CAPTION * 2 + len(names) * (cell_h + GAP)
    courts_h = CAPTION * 2 + len(names) * (168 + GAP)
    sheet = QImage(grid_w + GAP, 2 * grid_h + courts_h + GAP, QImage.Format.Format_RGB32)
    sheet.fill(QColor("#f4f1ea"))
    p = QPainter(sheet)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    font = QFont("DejaVu Sans")
    font.setPixelSize(15)
    p.setFont(font)
    y = GAP
    crop = json.loads((folder / "crop-2.json").read_text())
    for scale, title in TITLES.items():
        _heading(p, GAP, y, title)
        y += CAPTION
        for i, table in enumerate(kinds):
            p.drawText(QRect(label_w + i * (cell_w + GAP), y, cell_w, CAPTION), Qt.AlignmentFlag.AlignCenter, table)
        y += CAPTION
        for design in names:
            p.drawText(QRect(GAP, y, label_w - GAP, cell_h), Qt.AlignmentFlag.AlignVCenter, design)
            for i, table in enumerate(kinds):
                shot = QImage(str(folder / f"{design}-{table}-{scale}.png"))
                if scale == 1:
                    part = shot.scaled(cell_w, cell_h, mode=Qt.TransformationMode.SmoothTransformation)
                else:
                    part = shot.copy(crop[0], crop[1], *CROP)
                p.drawImage(label_w + i * (cell_w + GAP), y, part)
            y += cell_h + GAP
    _heading(p, GAP, y, "Court cards as the cache draws them: 60 px and 120 px wide")
    y += CAPTION * 2
    for design in names:
        p.drawText(QRect(GAP, y, label_w - GAP, 168), Qt.AlignmentFlag.AlignVCenter, design)
        _courts(p, design, label_w, y)
        y += 168 + GAP
    p.end()
    sheet.save(str(out))


def _heading(p: QPainter, x: int, y: int, text: str) -> None:
    from PySide6.QtGui import QFont

    p.save()
    font = QFont(p.font())
    font.setBold(True)
    font.setPixelSize(18)
    p.setFont(font)
    p.drawText(x, y + 19, text)
    p.restore()


def _courts(p: QPainter, design: str, x: int, y: int) -> None:
    """J, Q, K of each suit at 60 px, then the four kings' suits again at 120 px."""
    from canfield.engine import Card
    from canfield.ui.table.cardart import CardPainter, CardStyle

    painter = CardPainter(budget=1 << 28)
    painter.set_style(CardStyle(face=design))
    at = x
    for suit in "SHDC":
        for rank in "JQK":
            pix = painter.pixmap(Card.parse(rank + suit), 60, 84, 1.0)
            p.drawPixmap(at, y + 84, pix)
            at += 64
        at += 8
    at += 16
    for code in ("JH", "QS", "KD", "KC", "QH", "JS"):
        pix = painter.pixmap(Card.parse(code), 120, 168, 1.0)
        p.drawPixmap(at, y, pix)
        at += 126


def main() -> int:
    """Take the screenshots at each scale in a child process, then compose the sheet."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "appearance-sheet.png")
    parser.add_argument("--keep", type=Path, help="keep the full screenshots in this folder")
    parser.add_argument("--shoot", type=Path, help=argparse.SUPPRESS)  # the child: screenshots into this folder
    args = parser.parse_args()
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sys.path.insert(0, str(ROOT))
    if args.shoot:
        shoot(args.shoot, round(float(os.environ.get("QT_SCALE_FACTOR", "1"))))
        return 0
    folder = args.keep or Path(tempfile.mkdtemp(prefix="canfield-sheet-"))
    folder.mkdir(parents=True, exist_ok=True)
    for scale in SCALES:
        home = tempfile.mkdtemp(prefix="canfield-sheet-home-")
        env = dict(os.environ, QT_SCALE_FACTOR=str(scale), CANFIELD_HOME=home, QT_QPA_PLATFORM="offscreen")
        subprocess.run([sys.executable, __file__, "--shoot", str(folder)], env=env, check=True)
    compose(folder, args.out)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
