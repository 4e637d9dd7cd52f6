"""The clock: elapsed time is computed on demand; a 1 s timer ticks only while a game runs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canfield.ui.texts import format_time
from tests.ui.mouse import drag_card


def test_clock_starts_with_the_first_move_and_pauses_when_hidden(window, monkeypatch):
    import canfield.play.clock as clock_module

    now = [1000.0]
    monkeypatch.setattr(clock_module.time, "monotonic", lambda: now[0])
    assert not window.controller.running and not window.status.clock.isActive()
    drag_card(window, "QC", "c2")
    assert window.controller.running and window.status.clock.isActive()
    now[0] += 65
    window.status._tick()
    assert window.status.time.text().endswith("1:05")
    window.hide()
    assert not window.status.clock.isActive()
    now[0] += 500  # hidden time does not count
    window.show()
    now[0] += 5
    assert round(window.controller.elapsed()) == 70
    window.acts.restart.trigger()
    QTest.mouseClick(window.abandon_dialog.end_game, Qt.MouseButton.LeftButton)  # "End the game in progress?"
    assert window.controller.elapsed() == 0 and not window.status.clock.isActive()


def test_format_time():
    assert format_time(0) == "0:00"
    assert format_time(65.9) == "1:05"
    assert format_time(3725) == "1:02:05"
