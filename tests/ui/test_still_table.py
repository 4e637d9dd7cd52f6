"""A still table wakes for nothing (issue 43): no timer runs while nothing on it can change.

The figures (CPU over 60 s) are in docs/performance.md; these tests look at the timers themselves,
not at time: every timer Qt holds for an object of the window (or for the single-instance guard).
"""

from __future__ import annotations

import gc
import json

import pytest
from PySide6.QtCore import QAbstractAnimation, QAbstractEventDispatcher, QObject, Qt
from PySide6.QtTest import QTest

SEED = "CF1-D3-AAAAACL"


#: Objects that held a timer before the test began (and again just before its window is made): what
#: earlier tests of the same worker left alive (their windows until the garbage collector takes them,
#: parentless 30 s timers seen in the full suite), not the test's. Kept (strong references) so that no
#: new object can take one's id.
_before: list[QObject] = []


@pytest.fixture(autouse=True)
def _earlier_timers_left_out():
    gc.collect()
    _before[:] = _timed_objects()
    yield
    _before.clear()


def _timed_objects() -> list[QObject]:
    dispatcher = QAbstractEventDispatcher.instance()
    found = []
    for obj in gc.get_objects():
        if isinstance(obj, QObject):
            try:
                if dispatcher.registeredTimers(obj):
                    found.append(obj)
            except RuntimeError:  # its C++ object is already gone
                continue
    return found


def active_timers(*roots: QObject) -> list[str]:
    """Every timer registered for ``roots``, their children or any Qt object Python holds, and every
    running animation: what would wake the event loop. Described as "Class of Owner (interval ms)"."""
    earlier = {id(obj) for obj in _before}
    objects: dict[int, QObject] = {}
    for root in roots:
        for obj in (root, *root.findChildren(QObject)):
            objects[id(obj)] = obj
    for obj in gc.get_objects():  # parentless timers too (the table's own, for instance)
        if isinstance(obj, QObject) and id(obj) not in earlier:
            objects[id(obj)] = obj
    dispatcher = QAbstractEventDispatcher.instance()
    found = []
    for obj in objects.values():
        try:
            timers = dispatcher.registeredTimers(obj)
            running = isinstance(obj, QAbstractAnimation) and obj.state() is QAbstractAnimation.State.Running
        except RuntimeError:  # its C++ object is already gone
            continue
        owner = type(obj.parent()).__name__ if obj.parent() is not None else "nothing"
        found += [f"{type(obj).__name__} of {owner} ({t.interval} ms)" for t in timers]
        found += [f"running {type(obj).__name__}"] if running else []
    return found


def _window(qtbot, private_home, **settings):
    from canfield.ui.shell.window import MainWindow

    if settings:
        (private_home / "settings.json").write_text(json.dumps({"version": 1, **settings}))
    gc.collect()
    _before[:] = _timed_objects()
    win = MainWindow(code=SEED, profile="canfield")
    win.table.animations = False
    qtbot.addWidget(win)
    win.resize(1100, 760)
    with qtbot.waitSignal(win.view.first_painted):
        win.show()
    qtbot.waitExposed(win)
    return win


def _settle(qtbot) -> None:
    """Let what the first frame queued (the solver features, sound) run."""
    for _ in range(3):
        QTest.qWait(0)


def _move_and_pause(qtbot, win) -> None:
    stock = win.view.mapFromScene(win.table.piles["stock"].area.center())
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, stock)
    qtbot.waitUntil(lambda: win.controller.running)
    assert any("GameStatusBar" in t for t in active_timers(win)), "the running clock ticks: the finder sees it"
    QTest.keyClick(win, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: win.pauser.covered)


def _message_gone(qtbot, win) -> None:
    """The move's sentence leaves the message line after its time: that one timer ends by itself."""
    qtbot.waitUntil(lambda: not win.messages.current)


def test_a_fresh_deal_runs_no_timer(qtbot, private_home):
    win = _window(qtbot, private_home, show_winnable=False, sound=False)
    _settle(qtbot)
    assert active_timers(win) == []


def test_a_paused_game_runs_no_timer_not_even_the_autosave(qtbot, private_home):
    # The autosave timer ran on after the pause had saved the game (until its next 30 s tick).
    win = _window(qtbot, private_home, show_winnable=False, sound=False)
    _settle(qtbot)
    _move_and_pause(qtbot, win)
    _message_gone(qtbot, win)
    assert active_timers(win) == []


def test_going_on_after_a_pause_runs_the_clock_and_the_autosave_again(qtbot, private_home):
    win = _window(qtbot, private_home, show_winnable=False, sound=False)
    _move_and_pause(qtbot, win)
    QTest.keyClick(win, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: not win.pauser.covered)
    timers = active_timers(win)
    assert any("GameStatusBar" in t for t in timers) and any("GameSession" in t for t in timers)


def test_with_the_winnable_light_the_table_is_still_once_its_search_is_done(qtbot, private_home):
    win = _window(qtbot, private_home, sound=False)  # the indicator on, as by default
    _move_and_pause(qtbot, win)
    qtbot.waitUntil(lambda: active_timers(win) == [])  # never, if anything polls for ever


def test_the_single_window_guard_watches_without_a_timer(qtbot, qapp, tmp_path):
    from canfield.ui.shell.instance import SingleInstance

    guard = SingleInstance(tmp_path, qapp)
    try:
        assert guard.claim({"code": None, "profile": None})
        _settle(qtbot)
        assert active_timers(guard) == []  # it polled the requests folder every second (test_instance: handing over)
    finally:
        guard.release()
