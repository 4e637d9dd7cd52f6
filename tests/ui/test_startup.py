"""Start-up and drawing speed measures that must not change behaviour: the collector, card blits, late features."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from canfield.ui import startup
from canfield.ui.table.items import draw_pixmap


@pytest.fixture
def fresh_startup(monkeypatch):
    """The start-up module as in a new process; the collector's thresholds restored afterwards."""
    monkeypatch.setattr(startup, "_saved", None)
    before = gc.get_threshold()
    yield
    gc.set_threshold(*before)


def test_collector_runs_rarely_while_starting_then_as_usual(fresh_startup):
    gc.set_threshold(700, 10, 10)
    startup.begin()
    assert gc.get_threshold() == (startup.STARTING_THRESHOLD, 10, 10)
    startup.done()
    assert gc.get_threshold() == (700, 10, 10)
    startup.begin()  # only the first start of the process is eased
    assert gc.get_threshold() == (700, 10, 10)
    startup.done()
    assert gc.get_threshold() == (700, 10, 10)


def test_first_frame_puts_the_usual_threshold_back(fresh_startup, qtbot):
    from canfield.ui.shell.window import MainWindow

    gc.set_threshold(700, 10, 10)
    startup.begin()
    win = MainWindow(code="CF1-D3-AAAAACL", profile="canfield")
    qtbot.addWidget(win)
    assert gc.get_threshold()[0] == startup.STARTING_THRESHOLD
    with qtbot.waitSignal(win.view.first_painted):
        win.show()
    qtbot.waitUntil(lambda: gc.get_threshold() == (700, 10, 10))


def _render(pix: QPixmap, target: QRectF) -> QImage:
    image = QImage(60, 80, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("black"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    draw_pixmap(p, pix, target)
    p.end()
    return image


def test_a_pixmap_of_its_size_is_copied_whole_and_another_is_scaled_to_fit(qapp):
    pix = QPixmap(20, 28)
    pix.fill(QColor("white"))
    same = _render(pix, QRectF(10.3, 10.6, 20.4, 27.7))  # a hair off: drawn at its own size, on whole pixels
    white = [(x, y) for y in range(80) for x in range(60) if QColor(same.pixel(x, y)) == QColor("white")]
    assert len(white) == 20 * 28
    assert min(white) == (10, 11) and max(white) == (29, 38)
    scaled = _render(pix, QRectF(5, 5, 40, 56))  # another size: stretched into the target
    assert QColor(scaled.pixel(5, 5)) == QColor("white") and QColor(scaled.pixel(44, 60)) == QColor("white")
    assert QColor(scaled.pixel(45, 61)) == QColor("black")


def test_solver_features_arrive_just_after_the_first_frame(qtbot):
    from canfield.ui.shell.window import MainWindow

    win = MainWindow(code="CF1-D3-AAAAACL", profile="canfield")
    qtbot.addWidget(win)
    assert win._solver is None  # not needed to show the table
    with qtbot.waitSignal(win.view.first_painted):
        win.show()
    qtbot.waitUntil(lambda: win._solver is not None)
    assert win.solver.hint_action in win.acts.play_menu.actions()  # beside Draw
    assert win.solver.indicator.label in win.status.findChildren(type(win.solver.indicator.label))


def test_solver_features_install_when_asked_for_before_the_window_shows(qtbot):
    from canfield.ui.shell.window import MainWindow

    win = MainWindow(code="CF1-D3-AAAAACL", profile="canfield")
    qtbot.addWidget(win)
    assert win.solver.demo_action in win.actions()
    assert win.session.assisted == win.solver.demo.assisted
    win.close()  # shuts the features down: no search left running
    assert not win.solver.tasks.busy
