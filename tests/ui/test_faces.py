"""The face designs (issue 42): the drawn figures tell the court ranks apart, follow the settings, and
cost nothing at start-up while the standard faces are chosen."""

from __future__ import annotations

import subprocess
import sys
from itertools import combinations
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from canfield.engine import Card, Suit
from canfield.storage import FaceDesign, Storage
from canfield.ui.table.cardart import CardPainter, CardStyle

COURTS = ("J", "Q", "K")
SUITS = "SHDC"


def _face(style: CardStyle, code: str, w: float = 60, dpr: float = 1.0) -> QImage:
    painter = CardPainter(budget=1 << 30)
    painter.set_style(style)
    return painter.pixmap(Card.parse(code), w, w * 1.4, dpr).toImage()


def _differing(a: QImage, b: QImage) -> float:
    """The share of pixels whose colour differs visibly (by more than 48 in a channel, alpha included)."""
    assert (a.width(), a.height()) == (b.width(), b.height())
    differ = 0
    for y in range(a.height()):
        for x in range(a.width()):
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            channels = zip(ca.getRgb(), cb.getRgb(), strict=True)
            differ += max(abs(i - j) for i, j in channels) > 48
    return differ / (a.width() * a.height())


@pytest.mark.parametrize("high_contrast", [False, True])
@pytest.mark.parametrize("four_color", [False, True])
@pytest.mark.parametrize("suit", SUITS)
def test_figures_tell_jack_queen_and_king_apart_at_60_px(qapp, suit, four_color, high_contrast):
    style = CardStyle(four_color=four_color, high_contrast=high_contrast, face=FaceDesign.FIGURES)
    faces = {rank: _face(style, rank + suit) for rank in COURTS}
    for one, other in combinations(COURTS, 2):
        share = _differing(faces[one], faces[other])
        assert share >= 0.10, f"{one}{suit} and {other}{suit} differ in only {share:.1%} of their pixels"


@pytest.mark.parametrize("code", ["KH", "QS", "JD", "KC"])
def test_figures_replace_the_standard_court_and_leave_the_pips(qapp, code):
    standard, figures = CardStyle(), CardStyle(face=FaceDesign.FIGURES)
    assert _differing(_face(standard, code), _face(figures, code)) >= 0.10
    assert _face(standard, "7" + code[1]) == _face(figures, "7" + code[1])  # number cards as they were
    assert _face(standard, "A" + code[1]) == _face(figures, "A" + code[1])


def test_figures_wear_the_suits_four_colours(qapp):
    """In four colours the diamonds' figures are blue and the clubs' green, not red and black."""

    def share(code: str, four: bool, hue: str) -> float:
        image = _face(CardStyle(four_color=four, face=FaceDesign.FIGURES), code, w=100)
        hits = 0
        for y in range(image.height()):
            for x in range(image.width()):
                c = image.pixelColor(x, y)
                r, g, b = c.red(), c.green(), c.blue()
                hits += {"blue": b > 150 and r < 90, "green": g > 100 and r < 70 and b < 90}[hue]
        return hits / (image.width() * image.height())

    assert share("KD", True, "blue") > 0.05 and share("KD", False, "blue") < 0.01
    assert share("QC", True, "green") > 0.05 and share("QC", False, "green") < 0.01


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_figures_are_drawn_at_the_device_resolution(qapp, dpr):
    """At a pixel ratio of 2 the figure is drawn anew at twice the pixels, not a blown-up small one."""
    style = CardStyle(face=FaceDesign.FIGURES)
    sharp = _face(style, "QH", w=90, dpr=dpr)
    assert (sharp.width(), sharp.height()) == (round(90 * dpr), round(126 * dpr))
    if dpr > 1:
        small = _face(style, "QH", w=90, dpr=1.0)
        blown = small.scaled(sharp.width(), sharp.height(), mode=Qt.TransformationMode.SmoothTransformation)
        shrunk = sharp.scaled(small.width(), small.height(), mode=Qt.TransformationMode.SmoothTransformation)
        assert _differing(blown, sharp.convertToFormat(blown.format())) > 0.005  # more detail than the small one
        assert _differing(shrunk.convertToFormat(small.format()), small) < 0.05  # and the same drawing


def _near_black(image: QImage) -> int:
    """Pixels of the court panel (a 100 px card) that are black or nearly."""
    panel = (image.pixelColor(x, y) for y in range(20, 120) for x in range(22, 78))
    return sum(c.red() + c.green() + c.blue() < 40 for c in panel)


def test_the_card_cache_holds_one_design_at_a_time_within_its_budget(qapp):
    """Changing the design lets every old picture go: the cache holds no more after ten changes than after
    one, and never more than its budget (the soak's --design-every measures the same over minutes)."""
    from canfield.engine import ALL_CARDS
    from canfield.ui.table.cardart import pixmap_bytes

    painter = CardPainter(budget=60 * 80 * 112 * 4)  # room for 60 faces of 80 px: more than a deck
    deck = 0
    for change in range(10):
        painter.set_style(CardStyle(face=list(FaceDesign)[change % len(FaceDesign)]))
        for card in ALL_CARDS:
            painter.pixmap(card, 80, 112, 1.0)
            assert painter.cached_bytes <= painter.budget
        deck = deck or painter.cached_bytes
        assert painter.cached_count == 52 and painter.cached_bytes == deck
    assert deck == 52 * pixmap_bytes(painter.pixmap(Card.parse("KS"), 80, 112, 1.0))


@pytest.mark.parametrize("code", ["JH", "QH", "KH", "JD"])
def test_high_contrast_figures_are_outlined_in_black(qapp, code):
    """Red figures are outlined in black for high contrast, in a dark red otherwise."""
    assert _near_black(_face(CardStyle(high_contrast=True, face=FaceDesign.FIGURES), code, w=100)) > 40
    assert _near_black(_face(CardStyle(face=FaceDesign.FIGURES), code, w=100)) < 5


def test_choosing_figures_in_appearance_redraws_the_courts_and_is_kept(qtbot, tmp_path):
    from canfield.ui.shell.window import MainWindow

    first = MainWindow(code="CF1-D3-AAAAACL", storage=Storage(tmp_path))
    qtbot.addWidget(first)
    first.show()
    king = Card(13, Suit.HEARTS)
    before = first.table.painter.pixmap(king, 60, 84, 1.0).toImage()
    first.acts.appearance.trigger()
    dialog = first.appearance_dialog
    combo = dialog.face_design
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    QTest.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == FaceDesign.FIGURES
    assert first.settings.face_design == FaceDesign.FIGURES
    assert first.table.painter.style.face == FaceDesign.FIGURES
    after = first.table.painter.pixmap(king, 60, 84, 1.0).toImage()
    assert _differing(before, after) >= 0.10
    dialog.accept()
    first.close()
    second = MainWindow(storage=Storage(tmp_path))
    qtbot.addWidget(second)
    assert second.table.painter.style.face == FaceDesign.FIGURES


def test_the_appearance_preview_shows_the_chosen_face_design(qtbot):
    """The preview's waste ends in a face-up queen: choosing the figures shows one (before, only the crown
    tips of a covered king changed: 0.2 % of the preview)."""
    from canfield.ui.table.preview import TablePreview

    preview = TablePreview()
    qtbot.addWidget(preview)
    preview.resize(300, 260)
    looks = []
    for design in (FaceDesign.STANDARD, FaceDesign.FIGURES):
        preview.show_look(CardStyle(face=design), "green", False, False)
        looks.append(preview.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32))
    assert _differing(*looks) > 0.01


_START = """
import sys
from canfield.storage import Storage
from canfield.ui.shell.window import MainWindow
from PySide6.QtWidgets import QApplication
app = QApplication([])
window = MainWindow(code="CF1-D3-AAAAACL", storage=Storage(sys.argv[1]))
window.show()
for _ in range(20):
    app.processEvents()
print("figures" if "canfield.ui.table.figures" in sys.modules else "none")
"""


@pytest.mark.parametrize("design", ["standard", "figures"])
def test_the_figures_module_is_loaded_only_when_chosen(tmp_path, design):
    """Start-up does not pay for the figures' drawing code while the standard faces are shown."""
    Storage(tmp_path).save_settings(Storage(tmp_path).settings.__class__(face_design=design))
    env = {"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    root = Path(__file__).parents[2]
    done = subprocess.run(
        [sys.executable, "-c", _START, str(tmp_path)], env=env, cwd=root, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    # the seed deal shows a king (KH) in the reserve's top or the tableau: chosen, the module is drawn with
    assert done.stdout.split()[-1] == ("figures" if design == "figures" else "none")
