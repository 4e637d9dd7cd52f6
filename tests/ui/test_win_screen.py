"""The win screen (player review B6, §4 item 5) and the menus as the peers' players expect them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canfield.engine import Game
from canfield.storage import Storage
from tests.ui.mouse import card_item, drag, drop_point, grab_point
from tests.ui.test_player_bugs import WON_LINE

CLASSIC_WIN = "CF1-D3-MXRXPIN"  # the review's won Classic deal


def _win_by_drag(window, line) -> None:
    game = window.controller.game
    for move in line[:-1]:
        game.play(move)
    window.table.sync()
    last = line[-1]
    drag(window, grab_point(card_item(window, game.top(last.source).code)), drop_point(window, last.target))
    assert game.is_won


def test_the_win_screen_shows_the_figures_and_plays_again(window, qtbot):
    _win_by_drag(window, WON_LINE)
    screen = window.win_dialog
    qtbot.waitUntil(lambda: screen.isVisible())
    text = screen.text()
    assert "Score: 255" in text and "Cards home: 52/52" in text and "Moves: 408 — a new best" in text
    assert "Wins in a row: 1 in a row (best 1)" in text and "CF1-D3-AAAAACL" in text
    assert "Casino" not in text
    QTest.mouseClick(screen.play_again, Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert game.moves_made == 0 and game.code != "CF1-D3-AAAAACL" and game.rules.name == "canfield"


def test_same_deal_and_a_second_win_against_the_best(window, qtbot):
    _win_by_drag(window, WON_LINE)
    QTest.mouseClick(window.win_dialog.same_deal, Qt.MouseButton.LeftButton)
    assert window.controller.game.code == "CF1-D3-AAAAACL" and window.controller.game.moves_made == 0
    _win_by_drag(window, WON_LINE)
    text = window.win_dialog.text()
    assert "Moves: 408 (best 408)" in text and "Wins in a row: 2 in a row (best 2)" in text


def test_new_game_opens_the_new_game_dialog(window, qtbot):
    _win_by_drag(window, WON_LINE)
    QTest.mouseClick(window.win_dialog.new_game, Qt.MouseButton.LeftButton)
    assert window.new_game_dialog is not None and window.new_game_dialog.isVisible()


def test_a_classic_casino_win_shows_the_money(window, qtbot):
    from canfield.solver import solve

    window.settings.casino_scoring = True
    window.controller.new_game(Game.from_code(CLASSIC_WIN, "classic"))
    result = solve(window.controller.game.copy(), budget_seconds=120)
    assert result.winnable
    _win_by_drag(window, list(result.line))
    text = window.win_dialog.text()
    assert "Casino: +$450, bankroll $450" in text  # $500 for all 52, less the $50 deck (B6)
    assert Storage().stats["classic"].bankroll == 450


def test_the_demo_s_win_is_marked_and_compares_nothing(window, qtbot):
    from canfield.ui.dialogs.win import WinScreen, WinSummary

    _win_by_drag(window, WON_LINE)
    screen = WinScreen(WinSummary(window.controller.game, 99.0, demo=True, best_time=50.0), window)
    text = screen.text()
    assert screen.windowTitle() == "The demo won this deal"
    assert "sets no record" in text and "best" not in text and "in a row" not in text


def test_hint_demo_finish_and_pause_sit_beside_draw(window):
    play = [a for a in window.acts.play_menu.actions() if not a.isSeparator()]
    acts = window.acts
    draw = play.index(window.access.draw)
    assert play[draw + 1 : draw + 5] == [acts.hint, acts.demo, acts.finish, acts.pause]
    assert acts.hint not in acts.game_menu.actions() and acts.demo not in acts.game_menu.actions()
    assert acts.full_screen in acts.view_menu.actions() and acts.sound in acts.view_menu.actions()
