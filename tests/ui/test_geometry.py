"""Window size, position and maximised state between runs, on a screen that still exists."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication

from canfield.storage import Settings, Storage
from canfield.ui.shell.geometry import DEFAULT_SIZE, FRAME, MIN_SIZE, Placement, plan
from canfield.ui.shell.window import MainWindow

LEFT = QRect(0, 0, 1920, 1050)  # two screens side by side (available areas)
RIGHT = QRect(1920, 0, 1280, 1000)


def test_plan_keeps_a_place_on_a_screen_that_exists():
    saved = {"x": 2000, "y": 100, "width": 900, "height": 700, "maximized": False}
    assert plan(saved, [LEFT, RIGHT], LEFT) == Placement(QSize(900, 700), QPoint(2000, 100), False)


def test_plan_centres_on_the_primary_screen_when_the_screen_is_gone():
    saved = {"x": 2000, "y": 100, "width": 900, "height": 700, "maximized": True}
    placed = plan(saved, [LEFT], LEFT)  # the right-hand monitor was unplugged
    assert placed.size == QSize(900, 700) and placed.maximized
    centre = QRect(placed.pos, placed.size).center()
    assert abs(centre.x() - LEFT.center().x()) <= 1 and abs(centre.y() - LEFT.center().y()) <= 1


@pytest.mark.parametrize(
    "where",
    [
        {"x": -5000, "y": 40},  # far left of everything
        {"x": 100, "y": 5000},  # below every screen
        {"x": 100, "y": -650},  # only the bottom edge shows: the title bar is out of reach
        {"x": 1900, "y": 40},  # a sliver on the left screen, nothing worth keeping
    ],
)
def test_plan_moves_an_unreachable_window_to_the_primary_screen(where):
    placed = plan({**where, "width": 800, "height": 600}, [LEFT], LEFT)
    assert LEFT.contains(QRect(placed.pos, placed.size))


def test_plan_shrinks_a_window_bigger_than_its_screen_and_keeps_it_on_it():
    placed = plan({"x": 1950, "y": 10, "width": 2500, "height": 1400}, [LEFT, RIGHT], LEFT)
    frame = QSize(placed.size.width() + FRAME.width(), placed.size.height() + FRAME.height())
    assert frame == RIGHT.size() and RIGHT.contains(QRect(placed.pos, placed.size))


def test_a_first_window_at_200_percent_keeps_its_frame_on_the_screen():
    """F13: on 1400×1000 at 200 % (700×500 logical) the window took the whole height; the title bar
    then pushed its status bar half off the bottom of the screen."""
    screen = QRect(0, 0, 700, 500)
    placed = plan(None, [screen], screen)
    assert placed.size.height() + FRAME.height() <= screen.height()
    assert placed.size.height() >= MIN_SIZE.height()


def test_plan_without_a_usable_record_uses_the_default_size():
    for saved in (None, {}, {"width": "wide"}, [1, 2], {"width": 900}):
        placed = plan(saved, [LEFT], LEFT)
        assert placed == plan(None, [LEFT], LEFT) and placed.size == DEFAULT_SIZE and placed.pos is None
    small = plan({"width": 200, "height": 100}, [LEFT], LEFT)
    assert small.size == MIN_SIZE and small.pos is None  # no position saved: the system places it


def _run(qtbot, geometry=None, maximize=False):
    """One run of the app: a window from the saved settings, shown, then closed (which saves)."""
    if geometry is not None:
        Storage().save_settings(Settings(window_geometry=geometry))
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    if maximize:
        win.showMaximized()
        qtbot.waitUntil(win.isMaximized)
    placed = (win.geometry(), win.isMaximized())
    win.close()
    return placed, Storage().settings.window_geometry


def test_size_and_position_come_back_exactly(qtbot):
    screen = QGuiApplication.primaryScreen().availableGeometry()
    (rect, maximized), saved = _run(qtbot, {"x": 60, "y": 70, "width": 700, "height": 500, "maximized": False})
    assert rect == QRect(60, 70, 700, 500) and not maximized
    assert {k: saved[k] for k in ("x", "y", "width", "height", "maximized")} == {
        "x": 60,
        "y": 70,
        "width": 700,
        "height": 500,
        "maximized": False,
    }
    assert saved["screen"] == QGuiApplication.primaryScreen().name()
    (again, _), _ = _run(qtbot)  # and again: no drift from run to run
    assert again == QRect(60, 70, 700, 500) and screen.contains(again)


def test_maximised_state_comes_back_with_the_normal_size_kept(qtbot):
    _, saved = _run(qtbot, {"x": 30, "y": 40, "width": 660, "height": 520, "maximized": False}, maximize=True)
    assert saved["maximized"] is True and (saved["width"], saved["height"]) == (660, 520)
    (_, maximized), saved = _run(qtbot)
    assert maximized and saved["maximized"] is True and (saved["x"], saved["y"]) == (30, 40)


def test_a_place_on_a_screen_that_is_gone_opens_centred_on_the_primary_screen(qtbot):
    screen = QGuiApplication.primaryScreen().availableGeometry()
    (rect, _), _ = _run(qtbot, {"x": 4000, "y": 3000, "width": 700, "height": 500, "maximized": False})
    assert rect.size() == QSize(700, 500) and screen.contains(rect)
    assert abs(rect.center().x() - screen.center().x()) <= 2 and abs(rect.center().y() - screen.center().y()) <= 2


@pytest.mark.parametrize(
    "saved",
    [
        {"width": float("inf"), "height": 700},
        {"width": 10**10, "height": 700},
        {"x": 10**12, "y": 0, "width": 900, "height": 700},
        {"width": float("nan"), "height": 700},
    ],
    ids=["infinite", "beyond-32-bits", "position-beyond-32-bits", "nan"],
)
def test_numbers_qt_cannot_hold_never_escape(saved):
    placed = plan(saved, [LEFT], LEFT)  # the review's F2-1: OverflowError, and no start ever again
    assert placed.size.width() <= LEFT.width() and placed.size.height() <= LEFT.height()
    assert placed.pos is None or LEFT.contains(QRect(placed.pos, placed.size))
