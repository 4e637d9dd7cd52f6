"""Demo (Ctrl+D): the solver plays the deal, animated; any key, click or the action again stops it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from canfield.engine import Move
from tests.ui.mouse import click

WON_LINE = [Move.parse(t) for t in (Path(__file__).parents[1] / "data" / "won_line_AAAAACL.txt").read_text().split()]


def _demo(window, step_ms: int = 20):
    demo = window.solver.demo
    demo.budget_seconds = 60  # a slow, shared test machine; at home the seed deal takes well under a second
    demo.step_ms = step_ms
    return demo


def test_demo_plays_moves_and_a_key_stops_it(window, qtbot):
    demo = _demo(window)
    QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert demo.running
    qtbot.waitUntil(lambda: window.controller.game.moves_made >= 5)
    assert window.table.note.isVisible() and "Demo playing" in window.table.note.text  # said on the table
    with qtbot.waitSignal(demo.stopped):
        QTest.keyClick(window, Qt.Key.Key_H)  # any key stops it, and does nothing else (no hint)
    assert not demo.running
    assert not window.table.note.isVisible()
    made = window.controller.game.moves_made
    QTest.qWait(200)
    assert window.controller.game.moves_made == made  # no move after the stop
    assert not window.solver.hints.running and window.solver.hints.last_hint is None
    assert demo.played == made


def test_demo_moves_are_legal_engine_moves_on_a_winning_line(window, qtbot):
    demo = _demo(window)
    window.solver.demo_action.trigger()
    qtbot.waitUntil(lambda: window.controller.game.moves_made >= 10)
    demo.stop()
    # the rest of the demo's line is known to win from here: the indicator says so without a search
    assert window.solver.knowledge.line(window.controller.game)
    assert window.solver.indicator.state == "winnable"


def test_a_click_on_the_table_stops_the_demo_and_plays_nothing(window, qtbot):
    demo = _demo(window, step_ms=60)
    window.solver.demo_action.trigger()
    qtbot.waitUntil(lambda: window.controller.game.moves_made >= 2)
    stock = window.table.piles["stock"].area.center()
    click(window, QPointF(stock))
    assert not demo.running
    made = window.controller.game.moves_made
    QTest.qWait(200)
    assert window.controller.game.moves_made == made


def test_the_action_again_stops_the_demo(window, qtbot):
    demo = _demo(window)
    window.solver.demo_action.trigger()
    assert demo.running
    window.solver.demo_action.trigger()
    assert not demo.running
    assert window.status.currentMessage() == "Demo stopped."
    # its shortcut, pressed while the demo runs, stops it too (and does not start it again)
    QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert demo.running
    QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert not demo.running
    QTest.qWait(100)
    assert not demo.running


def test_demo_plays_to_the_win_with_animations(window, qtbot):
    for move in WON_LINE[:380]:
        window.controller.play(move)
    window.table.animations = True
    demo = _demo(window, step_ms=40)
    window.solver.demo_action.trigger()
    qtbot.waitUntil(lambda: window.table.animating or window.controller.game.moves_made > 380)
    qtbot.waitUntil(lambda: not demo.running)
    assert window.controller.game.is_won
    assert window.status.currentMessage() == "Demo finished." or window.table.celebrating


def test_demo_without_a_win_plays_the_best_moves(window, qtbot):
    from canfield.engine import Game

    window.controller.new_game(Game.from_code("CF1-D3-XONFSSG", "canfield"))
    window.controller.play(Move.parse("reserve>c3"))  # proven to lose the deal
    demo = _demo(window)
    made = window.controller.game.moves_made
    window.solver.demo_action.trigger()
    qtbot.waitUntil(lambda: not demo.running, timeout=120_000)
    assert window.controller.game.moves_made > made + 1  # it played on
    assert not window.controller.game.is_won
    assert window.status.currentMessage() in (
        "Demo finished: the solver makes no more progress.",
        "Demo finished: no useful move is left.",
    )


def test_demo_with_no_useful_move_says_so(window, qtbot):
    from canfield.engine import Game
    from tests.ui.test_hints import STUCK_CODE, STUCK_LINE

    window.controller.new_game(Game.from_code(STUCK_CODE, "canfield"))
    for move in STUCK_LINE.split():
        window.controller.play(Move.parse(move))
    demo = _demo(window)
    made = window.controller.game.moves_made
    with qtbot.waitSignal(demo.stopped):
        window.solver.demo_action.trigger()
    assert window.status.currentMessage() == "Demo finished: this deal cannot be won from here."
    game = window.controller.game
    assert game.moves_made == made or not game.pile("stock")  # at most one pass through the stock, to show it


def test_a_demo_win_is_the_demos_own_and_sets_no_record(window, qtbot):
    # Player review B3: the dialog said "You won!", and Statistics recorded best score 255 and 52/52.
    from canfield.storage import Storage

    for move in WON_LINE[:380]:
        window.controller.play(move)
    demo = _demo(window)
    QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # the Demo shortcut
    qtbot.waitUntil(lambda: window.win_dialog is not None and window.win_dialog.isVisible())
    assert not demo.running and window.controller.game.is_won
    assert window.win_dialog.windowTitle() == "The demo won this deal"
    assert "You won" not in window.win_dialog.text()
    assert window.solver.indicator.label.state == "won"  # not "winnable" after the win
    stats = Storage().stats["canfield-d3"]
    assert (stats.played, stats.won, stats.demo_games) == (1, 0, 1)
    assert stats.best_score is None and stats.best_cards is None and stats.average_cards is None
    assert Storage().stats.recent[-1].demo and not Storage().stats.recent[-1].won
