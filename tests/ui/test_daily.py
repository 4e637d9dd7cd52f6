"""The Deal of the Day in the window, driven by real keys and clicks with a fake clock (issue 40)."""

from __future__ import annotations

import datetime as dt
import signal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QGuiApplication
from PySide6.QtTest import QTest

from canfield.daily.selection import choose
from canfield.storage.daily import DayState
from canfield.ui.texts import long_date
from tests.ui.keys import press

MODE = "canfield-d3"
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


class Clock:
    """The player's calendar date, moved by the test."""

    def __init__(self, date: str) -> None:
        self.date = dt.date.fromisoformat(date)

    def __call__(self) -> dt.date:
        return self.date


@pytest.fixture
def clock(window) -> Clock:
    clock = Clock("2026-12-07")
    window.daily.clock = clock
    return clock


def activate(window, qtbot) -> None:
    """The table's window takes the keys again (a dialog over it had them)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def open_daily(window, qtbot):
    """Ctrl+Shift+D, and the dialog once its deal is known (chosen in the background the first time)."""
    activate(window, qtbot)
    QTest.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    qtbot.waitUntil(lambda: window.daily.dialog is not None and window.daily.dialog.isVisible())
    dialog = window.daily.dialog
    qtbot.waitUntil(lambda: not window.daily.choice.running and not dialog.progress.isVisible())
    return dialog


def close(dialog, qtbot) -> None:
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def play_today(window, qtbot, clock: Clock) -> str:
    """Open the dialog, click Play; the day's code."""
    dialog = open_daily(window, qtbot)
    code = choose(clock.date).code
    assert code is not None
    qtbot.waitUntil(dialog.play.isEnabled)
    QTest.mouseClick(dialog.play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.game.code == code)
    activate(window, qtbot)
    return code


def record(window, date: str):
    return window.storage.daily.day(MODE, dt.date.fromisoformat(date))


def win_by_the_line(window, date: str) -> None:
    """Play the day's winning line (the solver's) through the controller, after what was played."""
    line = choose(dt.date.fromisoformat(date)).line
    while window.controller.game.moves_made:  # back to the deal: the line starts there
        assert window.controller.undo()
    for move in line:
        assert window.controller.play(move)
    assert window.controller.game.is_won


def test_the_day_is_played_once_restarted_on_the_same_attempt_and_shared(window, qtbot, clock):
    code = play_today(window, qtbot, clock)
    assert window.session.daily == "2026-12-07"
    assert "Deal of the day" in window.table.note.text and "2026" in window.table.note.text
    assert record(window, "2026-12-07") is None  # not played before a move
    press(window, Qt.Key.Key_D)  # the first move: turn the stock
    assert record(window, "2026-12-07").state is DayState.PLAYING
    press(window, Qt.Key.Key_F5)  # Restart asks first: the day's attempt goes on
    qtbot.waitUntil(lambda: window.abandon_dialog is not None and window.abandon_dialog.isVisible())
    question = window.abandon_dialog
    assert "attempt at the deal of the day goes on" in question.informativeText()
    QTest.mouseClick(question.end_game, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.game.moves_made == 0)
    assert window.session.daily == "2026-12-07" and window.controller.game.code == code
    assert "your attempt goes on" in window.messages.current
    assert record(window, "2026-12-07").state is DayState.PLAYING
    assert window.storage.stats[MODE].played == 0  # the restart ended nothing
    win_by_the_line(window, "2026-12-07")
    won = record(window, "2026-12-07")
    assert won.state is DayState.WON and won.moves == window.controller.game.moves_made
    figures = window.storage.stats[MODE]
    assert (figures.daily_games, figures.daily_won, figures.played, figures.won) == (1, 1, 0, 0)
    qtbot.waitUntil(lambda: window.win_dialog is not None)  # the win screen; then the dialog over it
    window.win_dialog.reject()
    dialog = open_daily(window, qtbot)
    assert "You won today's deal" in dialog.status.text() and not dialog.play.isEnabled()
    minutes, seconds = divmod(int(won.seconds), 60)
    line = f"Canfield · 2026-12-07 · won in {minutes}:{seconds:02d}, {won.moves} moves"
    assert dialog.share.text() == line and code not in line  # no spoiler: the deal is not named
    QTest.mouseClick(dialog.copy, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == line
    close(dialog, qtbot)


def test_a_game_begun_before_midnight_stays_that_days_and_the_calendar_follows(window, qtbot, clock):
    clock.date = dt.date(2026, 11, 30)
    play_today(window, qtbot, clock)
    press(window, Qt.Key.Key_D)
    clock.date = dt.date(2026, 12, 1)  # midnight passes while the game goes on
    win_by_the_line(window, "2026-11-30")
    assert record(window, "2026-11-30").state is DayState.WON
    assert record(window, "2026-12-01") is None
    qtbot.waitUntil(lambda: window.win_dialog is not None)
    window.win_dialog.reject()
    dialog = open_daily(window, qtbot)
    assert dialog.today == dt.date(2026, 12, 1)
    assert dialog.figures["played"].text() == "1" and dialog.figures["won"].text() == "1"
    table = dialog.month
    assert table.currentItem().data(Qt.ItemDataRole.AccessibleTextRole).endswith("today, not played yet")
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    QTest.keyClick(table, Qt.Key.Key_PageUp)  # to November, on the same day of the month
    assert dialog.month_title.text() == "November 2026"
    names = {table.item(r, c).data(Qt.ItemDataRole.UserRole): table.item(r, c) for r in range(6) for c in range(7)}
    assert names["2026-11-30"].data(Qt.ItemDataRole.AccessibleTextRole) == f"{long_date(dt.date(2026, 11, 30))}: won"
    assert names["2026-11-29"].data(Qt.ItemDataRole.AccessibleTextRole).endswith(": no game")
    close(dialog, qtbot)
    clock.date = dt.date(2026, 11, 29)  # the clock is set back: the game stays on the 1st
    dialog = open_daily(window, qtbot)
    assert dialog.today == dt.date(2026, 12, 1)
    close(dialog, qtbot)
    clock.date = dt.date(2026, 12, 3)  # the 1st and 2nd were not played
    dialog = open_daily(window, qtbot)
    items = {
        dialog.month.item(r, c).data(Qt.ItemDataRole.UserRole): dialog.month.item(r, c)
        for r in range(6)
        for c in range(7)
    }
    assert items["2026-12-02"].data(Qt.ItemDataRole.AccessibleTextRole).endswith(": missed")
    assert dialog.figures["won"].text() == "0" and dialog.figures["best_won"].text() == "1"
    close(dialog, qtbot)


def test_leaving_the_day_for_a_new_game_counts_it_played_and_not_won(window, qtbot, clock):
    play_today(window, qtbot, clock)
    press(window, Qt.Key.Key_D)
    QTest.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # New Game…
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible())
    QTest.mouseClick(
        window.new_game_dialog.buttons.button(window.new_game_dialog.buttons.StandardButton.Ok),
        Qt.MouseButton.LeftButton,
    )
    qtbot.waitUntil(lambda: window.abandon_dialog is not None and window.abandon_dialog.isVisible())
    assert "deal of the day will count as played and not won" in window.abandon_dialog.informativeText()
    QTest.mouseClick(window.abandon_dialog.end_game, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.daily == "")
    assert record(window, "2026-12-07").state is DayState.LOST
    assert window.table.note.text == ""
    assert window.storage.stats[MODE].daily_games == 1 and window.storage.stats[MODE].played == 0
    dialog = open_daily(window, qtbot)
    assert not dialog.play.isEnabled() and "played and not won" in dialog.status.text()
    assert dialog.share.text() == "Canfield · 2026-12-07 · played, not won"
    close(dialog, qtbot)


def test_the_new_game_dialog_opens_the_deal_of_the_day(window, qtbot, clock):
    window.acts.new_game.trigger()
    dialog = window.new_game_dialog
    qtbot.waitUntil(dialog.isVisible)
    QTest.mouseClick(dialog.daily, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.daily.dialog is not None and window.daily.dialog.isVisible())
    assert not dialog.isVisible()
    close(window.daily.dialog, qtbot)


def test_the_choice_shows_its_progress_and_can_be_cancelled(window, qtbot, clock, monkeypatch):
    import threading

    from canfield.daily import selection

    gate = threading.Event()
    real = selection.prove

    def slow(game, using=selection.Searcher.AUTO, cancel=None):  # a search that waits for the test's cancel
        gate.wait(5)
        return real(game, using, cancel)

    monkeypatch.setattr(selection, "prove", slow)
    activate(window, qtbot)
    QTest.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    qtbot.waitUntil(lambda: window.daily.dialog is not None and window.daily.dialog.progress.isVisible())
    dialog = window.daily.dialog
    assert dialog.cancel.isVisible() and not dialog.play.isEnabled()
    assert "Choosing today's deal" in dialog.status.text()
    threading.Timer(0.05, gate.set).start()
    QTest.mouseClick(dialog.cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.progress.isVisible())
    assert "cancelled" in dialog.status.text() and not window.daily.choice.running
    assert window.storage.daily.chosen == {}  # nothing kept from a cancelled choice
    close(dialog, qtbot)


def test_each_day_and_figure_is_read_with_its_name(window, qtbot, clock):
    dialog = open_daily(window, qtbot)
    interface = QAccessible.queryAccessibleInterface(dialog.month)
    names = set()
    for index in range(interface.childCount()):
        child = interface.child(index)
        if child.tableCellInterface() is not None:
            names.add(child.text(QAccessible.Text.Name))
    assert f"{long_date(dt.date(2026, 12, 7))}: today, not played yet" in names
    assert f"{long_date(dt.date(2026, 12, 8))}: no game" in names
    for key in ("played", "won"):
        shown = QAccessible.queryAccessibleInterface(dialog.figures[key])
        labels = [other.object().text() for other, _ in shown.relations(QAccessible.RelationFlag.Label)]
        assert labels and labels[0].startswith("Days ")
    close(dialog, qtbot)


def test_the_dialog_in_arabic_runs_right_to_left_with_arabic_dates(qtbot, qapp):
    from tests.ui.conftest import window_in

    with window_in(qtbot, qapp, "ar") as window:
        window.daily.clock = Clock("2026-12-07")
        dialog = open_daily(window, qtbot)
        assert dialog.isRightToLeft()
        assert "ديسمبر" in dialog.date_label.text() and "2026" in dialog.date_label.text()
        assert dialog.windowTitle() == "توزيعة اليوم"
        close(dialog, qtbot)


def test_the_days_game_resumed_after_midnight_is_still_that_days(window, qtbot, clock):
    from canfield.ui.shell.window import MainWindow

    play_today(window, qtbot, clock)
    press(window, Qt.Key.Key_D)
    window.close()  # quit: the game is kept to resume, with its day
    clock.date = dt.date(2026, 12, 8)
    resumed = MainWindow()
    resumed.table.animations = False
    qtbot.addWidget(resumed)
    resumed.daily.clock = clock
    assert resumed.session.daily == "2026-12-07" and "Deal of the day" in resumed.table.note.text
    win_by_the_line(resumed, "2026-12-07")
    assert record(resumed, "2026-12-07").state is DayState.WON
    assert record(resumed, "2026-12-08") is None
    resumed.close()


KILLED_IN_THE_DAY = """
import datetime as dt, os, signal, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from canfield.ui.shell.window import MainWindow
window = MainWindow()
window.show()
window.daily.clock = lambda: dt.date(2026, 12, 7)
window.daily.open()
dialog = window.daily.dialog
while window.daily.choice.running or not dialog.play.isEnabled():
    app.processEvents()
dialog.play.click()
while window.session.daily != "2026-12-07":
    app.processEvents()
window.controller.click_stock()  # the first move: the day is played
window.session.save()
window.storage.flush()
os.kill(os.getpid(), signal.SIGKILL)  # no quit, no clean-up
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL")
def test_a_day_begun_survives_a_kill_and_resumes_as_that_days_game(qtbot, private_home):
    import os
    import subprocess
    import sys
    from pathlib import Path

    from canfield.storage import Storage
    from canfield.ui.shell.window import MainWindow

    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, CANFIELD_HOME=str(private_home), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root))
    child = subprocess.run(
        [sys.executable, "-c", KILLED_IN_THE_DAY], env=env, cwd=root, capture_output=True, text=True, timeout=300
    )
    assert child.returncode == -signal.SIGKILL, child.stderr
    store = Storage()
    assert store.daily.day(MODE, dt.date(2026, 12, 7)).state is DayState.PLAYING
    assert store.take_problems() == []
    resumed = MainWindow()  # the next start resumes the day's game, as that day's
    qtbot.addWidget(resumed)
    assert resumed.session.daily == "2026-12-07" and resumed.controller.game.moves_made == 1
    resumed.close()
