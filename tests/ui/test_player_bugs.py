"""The play test's bugs (player review, second round, §2), each driven by real keys and clicks.

Each of these failed before its fix (see the commits that name them).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canfield.engine import Game, Move
from canfield.storage import Storage
from tests.engine.test_stall import stuck
from tests.ui.keys import press
from tests.ui.mouse import card_item, click, drag, drag_card, drop_point, grab_point

WON_LINE = [Move.parse(t) for t in (Path(__file__).parents[1] / "data" / "won_line_AAAAACL.txt").read_text().split()]
TAKE_BACK_AT = 72  # after these moves of the won line, the foundation's top card (f3) fits column 2


def _set_up(window, moves) -> None:
    for move in moves:
        window.controller.game.play(move)
    window.table.sync()


def _end_the_game(window) -> None:
    """Restart (F5) and confirm: the game is recorded as not won."""
    press(window, Qt.Key.Key_F5)
    QTest.mouseClick(window.abandon_dialog.end_game, Qt.MouseButton.LeftButton)


def test_b1_points_of_a_card_sent_home_again_set_no_best_score(window):
    _set_up(window, WON_LINE[:TAKE_BACK_AT])
    game = window.controller.game
    assert (game.score, game.foundation_count) == (10, 3)
    top = game.top("f3")
    drag_card(window, top.code, "c2")  # taken back: no loss of points (the seeds)
    assert game.top("c2") == top and game.score == 10
    click(window, card_item(window, top.code).card_rect().center())  # a tap sends it home again
    assert game.top("f3") == top and game.score == 15  # the rules' score
    assert game.record_score == 10 and game.repeat_points == 5
    _end_the_game(window)
    assert Storage().stats["canfield-d3"].best_score == 10  # 15 before the fix


def test_b4_hint_on_a_lost_deal_says_it_cannot_be_won(window, qtbot):
    window.controller.new_game(Game.from_code("CF1-D3-UZTFOPM", "strict"))
    window.solver.hints.budget_seconds = 30  # a shared test machine; the proof takes well under a second
    with qtbot.waitSignal(window.solver.hints.shown) as said:
        press(window, Qt.Key.Key_H)
    assert said.args[0].startswith("This deal cannot be won from here")
    assert "Ctrl+N" in said.args[0]


def test_b4_demo_on_a_lost_deal_turns_the_stock_to_show_why(window, qtbot):
    window.controller.new_game(Game.from_code("CF1-D3-UZTFOPM", "strict"))
    demo = window.solver.demo
    demo.budget_seconds, demo.step_ms = 30, 5
    with qtbot.waitSignal(demo.stopped):
        QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    game = window.controller.game
    assert game.moves_made > 0 and not game.pile("stock")  # it went through the stock
    assert window.status.currentMessage() == "Demo finished: this deal cannot be won from here."


def test_b5_new_game_starts_from_the_default_rules_and_draw(window):
    window.settings.default_profile, window.settings.default_draw = "classic", 3
    window.controller.new_game(Game.from_code("CF1-D1-EKGQXHC", "canfield"))
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.new_game_dialog
    assert dialog.profile == "classic" and dialog.draw == 3  # it was canfield, draw 1 (the game's)


def test_b6_the_casino_label_gives_the_payout_for_all_52(window):
    window.acts.settings.trigger()
    assert "$500 for all 52" in window.settings_dialog.casino_note.text()  # the note under the box (N5)


def test_b7_undo_at_the_limit_says_so(window):
    game = window.controller.game
    for _ in range(102):  # stock clicks and recycles only: 102 actions
        window.controller.play(next(m for m in game.legal_moves() if "stock" in (m.source, m.target)))
    for _ in range(101):
        QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.game.moves_made == 2
    assert window.status.currentMessage() == "Only the last 100 actions can be taken back."  # blank before


def test_b9_the_restart_question_names_its_action(window):
    drag_card(window, "QC", "c2")
    press(window, Qt.Key.Key_F5)
    dialog = window.abandon_dialog
    assert dialog.windowTitle() == "Restart" and dialog.text() == "Restart this deal?"  # a short title (N4)
    assert dialog.end_game.text() == "Restart"


def test_b9_a_deal_asked_for_by_code_is_named(window):
    from canfield.__main__ import bring_forward

    drag_card(window, "QC", "c2")
    bring_forward(window, {"code": "CF1-D1-EKGQXHC"})
    assert window.abandon_dialog.text() == "Open deal CF1-D1-EKGQXHC?"
    assert "count as played and not won" in window.abandon_dialog.informativeText()


def win_by_hand(window) -> None:
    """Play the seed deal's won line but its last move, drag the last card home, close the win screen."""
    _set_up(window, WON_LINE[:-1])
    last = WON_LINE[-1]
    top = window.controller.game.top(last.source)
    drag(window, grab_point(card_item(window, top.code)), drop_point(window, last.target))
    assert window.controller.game.is_won
    window.table.settle()
    window.win_dialog.close()


def test_b10_a_won_game_cannot_be_undone(window):
    win_by_hand(window)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.game.is_won  # the last card came back before the fix
    # Undo is grey once the game is won; its tooltip says why (player review N3)
    assert not window.acts.undo.isEnabled()
    assert window.acts.undo.toolTip() == "The game is won: start a new game, or play this deal again."


def test_b11_statistics_columns_are_even(window):
    QTest.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    table = window.statistics_dialog.table
    widths = {table.columnWidth(c) for c in range(table.columnCount())}
    assert max(widths) - min(widths) <= 1


def test_b12_end_attempt_says_how_it_ended_and_which_deal_follows(window):
    window.controller.new_game(stuck())
    stock = window.table.piles["stock"].area.center()
    for _ in range(20):
        click(window, stock)
        if window.stall_dialog is not None:
            break
    home = window.controller.game.foundation_count
    QTest.mouseClick(window.stall_dialog.end_attempt, Qt.MouseButton.LeftButton)
    code = window.controller.game.code
    cards = "1 card" if home == 1 else f"{home} cards"
    assert window.status.currentMessage() == f"Attempt ended with {cards} home. New deal: {code}."
