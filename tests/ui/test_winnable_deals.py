"""New Game → "Winnable deals only": random deals until the solver proves one winnable, with progress and Cancel."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from canfield.engine import Game
from canfield.solver import solve


def _ask_winnable(window, qtbot):
    window.acts.new_game.trigger()
    dialog = window.new_game_dialog
    qtbot.waitUntil(dialog.isVisible)
    QTest.mouseClick(dialog.winnable_only, Qt.MouseButton.LeftButton)
    assert dialog.winnable_only.isChecked() and dialog.winnable_wanted
    QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    search = window.solver.search_dialog
    assert search is not None
    qtbot.waitUntil(search.isVisible)
    return search


def test_winnable_only_finds_a_proven_winnable_deal(window, qtbot):
    window.solver.winnable_budget = (None, 20_000)  # a node budget: as much work however busy the machine is
    before = window.controller.game.code
    search = _ask_winnable(window, qtbot)
    with qtbot.waitSignal(search.found, timeout=120_000) as found:
        pass
    game, result = found.args
    assert result.winnable
    assert window.controller.game is game and game.code != before
    assert search.tried >= 1
    assert f"Deals tried: {search.tried}" in search.progress.text()
    # the deal really can be won: the solver's line wins it, played through the engine
    board = Game.from_code(game.code, "canfield")
    for move in result.line:
        board.play(move)
    assert board.is_won
    assert window.solver.indicator.state == "winnable"  # known at once
    assert solve(Game.from_code(game.code, "canfield"), budget_seconds=60).winnable


def test_cancel_stops_the_search_and_keeps_the_game(window, qtbot):
    window.solver.winnable_budget = (None, 2)  # nothing can be proven with two positions: it deals on and on
    before = window.controller.game
    search = _ask_winnable(window, qtbot)
    qtbot.waitUntil(lambda: search.tried >= 3)
    assert "Deals tried:" in search.progress.text() and "time:" in search.progress.text()
    QTest.mouseClick(search.buttons.button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    assert not search.isVisible() and not search.searching
    tried = search.tried
    QTest.qWait(300)
    assert search.tried == tried  # no deal is tried after Cancel
    assert window.controller.game is before
    window.acts.new_game.trigger()  # the choice is kept for the next New Game
    assert window.new_game_dialog.winnable_only.isChecked()
    window.new_game_dialog.reject()


def test_a_game_code_turns_the_option_off(window, qtbot):
    window.acts.new_game.trigger()
    dialog = window.new_game_dialog
    dialog.winnable_only.setChecked(True)
    QTest.keyClicks(dialog.code, "CF1-D3-AAAAACL")
    assert not dialog.winnable_only.isEnabled() and not dialog.winnable_wanted
    dialog.accept()
    assert window.solver.search_dialog is None
    assert window.controller.game.code == "CF1-D3-AAAAACL"


def test_the_window_answers_while_deals_are_searched(window, qtbot):
    window.solver.winnable_budget = (None, 2)
    search = _ask_winnable(window, qtbot)
    qtbot.waitUntil(lambda: search.tried >= 2)
    shown = search.progress.text()
    qtbot.waitUntil(lambda: search.progress.text() != shown)  # the dialog keeps updating
    search.reject()
