"""The first move never waits for sound (issue 43, reliability review 2): the device is the audio thread's alone.

A sound server that accepts and never answers froze the window at the first move until libpulse gave
up (about 30 s): the window's thread waited on the warm-up thread's lock. Here an output whose
opening blocks on an event stands for that server.
"""

from __future__ import annotations

import sys
import threading
import time

import pytest
from PySide6.QtCore import QEvent, QObject

from canfield.audio import samples
from tests.ui.conftest import seed_window
from tests.ui.mouse import click
from tests.ui.test_sound import FakeOutput

SAFETY = 20.0  # seconds: frees a blocked open if the window waited for it, so the test fails, not hangs


class Paints(QObject):
    """Counts the paint events of a widget."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, _obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


@pytest.fixture
def on_screen(monkeypatch):
    """As on a desktop: the sound module looks for a real device (the platform stays offscreen)."""
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")


def test_a_click_on_the_stock_is_painted_while_the_device_is_still_opening(qtbot, monkeypatch, on_screen):
    import canfield.ui.shell.sound as sound

    entered, release, opened = threading.Event(), threading.Event(), threading.Event()
    fake = FakeOutput()

    def hung_server() -> FakeOutput:
        entered.set()
        release.wait(SAFETY)
        opened.set()
        return fake

    monkeypatch.setattr(sound, "open_output", hung_server)
    win = seed_window(qtbot)
    assert win.settings.sound  # on by default
    qtbot.waitUntil(entered.is_set)  # the warm-up after the first frame is stuck in the device's open
    paints = Paints()
    win.view.viewport().installEventFilter(paints)
    before = paints.count
    click(win, win.table.piles["stock"].area.center())
    qtbot.waitUntil(lambda: paints.count > before)
    assert not opened.is_set(), "the window waited for the device"
    assert len(win.controller.game.pile("waste")) == 3  # the draw is applied and painted, the device still opening
    release.set()
    qtbot.waitUntil(lambda: win.sounds.ready and win.sounds.player.idle)
    win.close()


def test_no_sound_is_computed_when_no_device_exists(qtbot, monkeypatch, on_screen):
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # no library, so no device
    samples.cache_clear()
    win = seed_window(qtbot)
    click(win, win.table.piles["stock"].area.center())
    qtbot.waitUntil(lambda: win.sounds.ready)  # the output is known to be silence
    assert samples.cache_info().misses == 0
    qtbot.waitUntil(lambda: win.sounds.player.idle)  # the click's sound was asked for, and not computed
    assert samples.cache_info().misses == 0
    win.close()


def test_a_sound_that_waited_for_the_device_is_dropped_not_played_late(qtbot):
    from canfield.audio import AudioPlayer

    release = threading.Event()
    fake = FakeOutput()
    player = AudioPlayer(lambda: (release.wait(SAFETY), fake)[1], max_wait=0.01)  # type: ignore[arg-type]
    player.play("draw")
    asked = time.monotonic()
    qtbot.waitUntil(lambda: time.monotonic() > asked + 0.02)  # longer than the player's patience
    release.set()
    qtbot.waitUntil(lambda: player.idle)
    assert fake.played == [] and player.dropped == 1
    player.max_wait = 60.0
    player.play("place")  # the device is there now: heard
    qtbot.waitUntil(lambda: player.idle)
    assert fake.played == [("place", 0.0)]
    player.close()


def test_closing_never_waits_long_for_a_hung_device(qtbot):
    from canfield.audio import AudioPlayer

    entered, release = threading.Event(), threading.Event()

    def hung() -> FakeOutput:
        entered.set()
        release.wait(SAFETY)
        return FakeOutput()

    player = AudioPlayer(hung)
    player.prepare()
    qtbot.waitUntil(entered.is_set)
    player.close(wait=0.05)  # returns although the audio thread is still stuck
    assert not release.is_set()
    release.set()
