"""The Statistics dialog: opened from the menu and its shortcut, the figures per mode, a reset that asks first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canfield.storage import GameResult, Storage


def _result(mode: str, won: bool, cards: int, score: int = 0, seconds: float = 100.0, **kw) -> GameResult:
    kw.setdefault("undos", 0)
    return GameResult(mode=mode, won=won, cards=cards, score=score, seconds=seconds, **kw)


def _fill(window) -> None:
    store = window.storage
    store.record_game(_result("canfield-d3", True, 52, score=255, seconds=250.0, undos=2))
    store.record_game(_result("canfield-d3", False, 20, score=65, seconds=125.0, undos=1))
    store.record_game(_result("canfield-d3", True, 52, score=255, seconds=190.0))
    store.record_game(_result("strict", False, 13, seconds=60.0))
    store.record_game(_result("classic", False, 12, score=60, casino=True))  # 12 × $5 − $50


def _open(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    dialog = window.statistics_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_the_dialog_shows_each_modes_figures(window, qtbot):
    _fill(window)
    dialog = _open(window, qtbot)
    cell = dialog.cell
    assert [dialog.table.horizontalHeaderItem(c).text() for c in range(4)] == [
        "Canfield, draw 1",
        "Canfield, draw 3",
        "Strict",
        "Classic",
    ]
    assert cell("Games played", "canfield-d3") == "3" and cell("Games won", "canfield-d3") == "2"
    assert cell("Win rate", "canfield-d3") == "67%"
    assert cell("Current winning streak", "canfield-d3") == "1" and cell("Best winning streak", "canfield-d3") == "1"
    assert cell("Best score", "canfield-d3") == "255" and cell("Best score", "strict") == "—"
    assert cell("Fastest win", "canfield-d3") == "3:10"
    assert cell("Average cards home", "canfield-d3") == "41.3/52" and cell("Most cards home", "strict") == "13/52"
    assert cell("Total time played", "canfield-d3") == "9:25" and cell("Undos used", "canfield-d3") == "3"
    assert cell("Games played", "canfield-d1") == "0" and cell("Win rate", "canfield-d1") == "—"
    assert cell("Casino bankroll", "classic") == "$10"  # shown: a casino game was played


def test_casino_rows_follow_the_setting_and_show_the_bankroll(window, qtbot):
    dialog = _open(window, qtbot)
    labels = [dialog.table.verticalHeaderItem(r).text() for r in range(dialog.table.rowCount())]
    assert "Casino bankroll" not in labels  # casino scoring off, no casino game yet
    window.settings.casino_scoring = True
    dialog.refresh()
    assert dialog.cell("Casino bankroll", "classic") == "$0" and dialog.cell("Casino bankroll", "strict") == "—"
    window.storage.record_game(_result("classic", False, 4, score=15, casino=True))  # 4 × $5 − $50
    dialog.refresh()
    assert dialog.cell("Casino bankroll", "classic") == "−$30" and dialog.cell("Casino games", "classic") == "1"


def test_the_dialog_follows_games_recorded_while_it_is_open(window, qtbot):
    from tests.ui.mouse import drag_card

    dialog = _open(window, qtbot)
    assert dialog.cell("Games played", "canfield-d3") == "0"
    drag_card(window, "QC", "c2")
    window.acts.restart.trigger()
    QTest.mouseClick(window.abandon_dialog.end_game, Qt.MouseButton.LeftButton)  # "End the game in progress?"
    assert dialog.cell("Games played", "canfield-d3") == "1"


def test_reset_asks_first(window, qtbot):
    _fill(window)
    dialog = _open(window, qtbot)
    QTest.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    box = dialog.confirm
    assert box is not None and box.isVisible() and "every mode" in box.text()
    QTest.keyClick(box, Qt.Key.Key_Escape)  # "Keep" is the safe answer
    qtbot.waitUntil(lambda: dialog.confirm is None)
    assert Storage().stats["canfield-d3"].played == 3 and dialog.cell("Games played", "canfield-d3") == "3"
    QTest.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    box = dialog.confirm
    QTest.mouseClick(dialog.confirm_reset, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.confirm is None)
    fresh = Storage().stats  # on disk, as the next start reads it
    assert all(fresh[m].played == 0 for m in ("canfield-d1", "canfield-d3", "strict", "classic"))
    assert fresh["classic"].bankroll == 0 and fresh.recent == []
    assert dialog.cell("Games played", "canfield-d3") == "0" and dialog.cell("Best score", "canfield-d3") == "—"


def test_recent_games_newest_first_with_cards_home(window, qtbot):
    _fill(window)
    dialog = _open(window, qtbot)
    bar = dialog.tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert dialog.tabs.currentWidget() is dialog.recent
    rows = [[dialog.recent.item(r, c).text() for c in range(1, 6)] for r in range(dialog.recent.rowCount())]
    assert rows == [
        ["Classic", "12/52 · $10", "60", "1:40", "0"],
        ["Strict", "13/52", "—", "1:00", "0"],
        ["Canfield, draw 3", "Won", "255", "3:10", "0"],
        ["Canfield, draw 3", "20/52", "65", "2:05", "1"],
        ["Canfield, draw 3", "Won", "255", "4:10", "2"],
    ]
    assert all(dialog.recent.item(r, 0).text() for r in range(5))  # when each game ended, in local time


def test_recent_games_mark_the_deals_of_the_day(window, qtbot):
    """A deal of the day is counted apart: its line in Recent Games says so, won or not."""
    store = window.storage
    store.record_game(_result("canfield-d3", True, 52, score=255, seconds=250.0, daily=True))
    store.record_game(_result("canfield-d3", False, 20, score=65, seconds=125.0, daily=True))
    store.record_game(_result("canfield-d3", False, 30, score=80))
    dialog = _open(window, qtbot)
    bar = dialog.tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert [dialog.recent.item(r, 2).text() for r in range(dialog.recent.rowCount())] == [
        "30/52",
        "20/52 · deal of the day",
        "Won · deal of the day",
    ]
