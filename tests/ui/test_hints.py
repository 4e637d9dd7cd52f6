"""Hint (H): the next move of a winning line, shown on the table and in the status bar; stale answers dropped."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canfield.engine import Game, Move
from canfield.solver import solve
from tests.ui.mouse import drag_card

WON_LINE = [Move.parse(t) for t in (Path(__file__).parents[1] / "data" / "won_line_AAAAACL.txt").read_text().split()]

# A real deal played into a corner: only the stock can still be turned, and no card can ever move again.
STUCK_CODE = "CF1-D3-WSUQUTY"
STUCK_LINE = (
    "stock>wastex3 waste>c4 stock>wastex3 stock>wastex3 stock>wastex3 stock>wastex3 stock>wastex3 stock>wastex3 "
    "stock>wastex3 waste>c1 stock>wastex3 stock>wastex3 waste>f3 stock>wastex3 waste>f4 stock>waste waste>stockx30 "
    "stock>wastex3 waste>c3 stock>wastex3 stock>wastex3 waste>c1 stock>wastex3 stock>wastex3 waste>c4 stock>wastex3 "
    "stock>wastex3 waste>c2 f3>c2 waste>c2 stock>wastex3 stock>wastex3 waste>c4 stock>wastex3 waste>stockx24 "
    "stock>wastex3 waste>f1 stock>wastex3 stock>wastex3 stock>wastex3 stock>wastex3 waste>c2 c3>c2x2 stock>wastex3 "
    "waste>f4"
)


def _play_line(window, moves) -> None:
    for move in moves:
        assert window.controller.play(Move.parse(move) if isinstance(move, str) else move)


def _wait_hint(qtbot, window) -> None:
    qtbot.waitUntil(lambda: not window.solver.hints.running)


def test_hint_key_shows_first_move_of_winning_line_and_highlights_it(window, qtbot):
    _play_line(window, WON_LINE[:390])  # near the end of the recorded win: a short winning line is left
    game = window.controller.game
    expected = solve(game.copy(), budget_seconds=60)
    assert expected.winnable
    hints = window.solver.hints
    hints.budget_seconds = 30  # a slow, shared test machine: let the search finish, as it does in a second at home
    window.table.decor.hint_fade.setInterval(60_000)  # keep the highlight on while the test looks
    QTest.keyClick(window, Qt.Key.Key_H)
    assert hints.running or hints.last_hint is not None
    _wait_hint(qtbot, window)
    hint = hints.last_hint
    assert hint is not None and hint.winning
    assert hint.move == expected.line[0]
    assert window.status.currentMessage().startswith("Hint: ")
    source_lit, target = hints.highlighted
    assert source_lit and target == hint.move.target
    assert window.table.piles[hint.move.target].highlight == 2
    decor = window.table.decor
    assert decor.hint_glow.isVisible() and decor.hint_glow.boundingRect().intersects(decor.source_rect(hint.move))
    # following the hint: the next hint comes from the known line at once, without a new search
    window.controller.play(hint.move)
    assert hints.highlighted == (False, None)
    assert window.table.piles[hint.move.target].highlight == 0
    window.solver.hint_action.trigger()
    assert not hints.running
    assert hints.last_hint.move == expected.line[1]


def test_hint_in_words_for_a_card_move(window, qtbot):
    _play_line(window, WON_LINE[:400])
    window.solver.hints.budget_seconds = 30
    window.solver.hint_action.trigger()
    _wait_hint(qtbot, window)
    hint = window.solver.hints.last_hint
    game = window.controller.game
    if hint.move.source != "stock" and hint.move.target != "stock":
        card = game.pile(hint.move.source)[-hint.move.count]
        assert str(card) in window.status.currentMessage()
    else:
        assert "stock" in window.status.currentMessage()


def test_hint_with_no_useful_move_says_so(window, qtbot):
    window.controller.new_game(Game.from_code(STUCK_CODE, "canfield"))
    _play_line(window, STUCK_LINE.split())
    with qtbot.waitSignal(window.solver.hints.shown) as said:
        QTest.keyClick(window, Qt.Key.Key_H)
    lost = (  # proven lost: said plainly, with what to do (player review B4)
        "This deal cannot be won from here: no line of moves gets every card home. "
        "Start a new game (Ctrl+N), or take moves back."
    )
    assert said.args == [lost]
    assert window.status.currentMessage() == lost
    assert window.solver.hints.last_hint is None
    assert window.solver.hints.highlighted == (False, None)


def test_a_move_cancels_a_running_hint_and_its_answer_is_dropped(window, qtbot):
    hints = window.solver.hints
    hints.budget_seconds = 30
    window.solver.hint_action.trigger()
    task = hints._task
    assert task is not None and hints.running
    drag_card(window, "QC", "c2")  # the player moves before the answer comes
    assert task.cancelled and not hints.running
    qtbot.waitUntil(lambda: task.answer.done)  # the search stopped early
    QTest.qWait(100)  # the poller has had the chance to deliver: nothing is shown for the old position
    assert hints.last_hint is None
    assert not window.status.currentMessage().startswith("Hint")


def test_other_actions_cancel_a_running_hint(window, qtbot):
    hints = window.solver.hints
    hints.budget_seconds = 30
    window.solver.hint_action.trigger()
    task = hints._task
    window.acts.copy_code.trigger()  # any action, even one that does not change the game
    assert task.cancelled and not hints.running


def test_hint_in_a_thread_as_well(window, qtbot):
    """The thread path (CANFIELD_SOLVER_THREADS=1) gives the same answers."""
    window.solver.tasks.use_processes = False
    _play_line(window, WON_LINE[:400])
    expected = solve(window.controller.game.copy(), budget_seconds=60)
    window.solver.hints.budget_seconds = 30
    window.solver.hint_action.trigger()
    _wait_hint(qtbot, window)
    assert window.solver.hints.last_hint.move == expected.line[0]


def test_hints_still_come_when_no_solver_process_can_start(window, qtbot, monkeypatch):
    """A machine where processes cannot start (or keep dying): the window falls back to a thread."""
    from canfield.solver import worker
    from canfield.ui.solving import runs, tasks

    def refuse() -> None:
        raise OSError("no processes here")

    pool = runs.Pool()
    monkeypatch.setattr(runs, "POOL", pool)
    monkeypatch.setattr(tasks, "POOL", pool)
    monkeypatch.setattr(runs, "CORE_SLICE", 0.0)  # no search settles on the thread's slice: each needs a process
    monkeypatch.setattr(worker, "SolverProcess", refuse)
    _play_line(window, WON_LINE[:400])
    window.solver.hints.budget_seconds = 30
    window.solver.hint_action.trigger()
    _wait_hint(qtbot, window)
    assert pool.broken
    assert window.solver.hints.last_hint is not None and window.solver.hints.last_hint.winning


def test_a_hint_that_would_win_does_not_say_you_won(qapp):
    # Before: the hint reused the move's announcement, "...: you won!", before the move was played.
    from canfield.solver import Hint, Outcome
    from canfield.ui.solving.hints import hint_text

    game = Game.from_code("CF1-D3-AAAAACL")
    for move in WON_LINE[:-1]:
        game.play(move)
    text = hint_text(game, Hint(WON_LINE[-1], (WON_LINE[-1],), True, Outcome.WINNABLE), "en")
    assert text.startswith("Hint: ") and "won" not in text
    assert not game.is_won  # the hint changed nothing


def test_a_second_search_of_a_position_tries_other_orders(window, qtbot):
    # The indicator and a hint (or two hints) searching one position used to run
    # the very same search, so the second could never find a win the first missed.
    window.solver.indicator.set_shown(False)  # no check of its own meanwhile: the test plays the indicator
    window.controller.new_game(Game.from_code(STUCK_CODE, "canfield"))
    _play_line(window, STUCK_LINE.split())
    hints = window.solver.hints
    knowledge = window.solver.knowledge
    game = window.controller.game
    first = knowledge.next_attempt(game)  # as the indicator does for its check
    QTest.keyClick(window, Qt.Key.Key_H)
    assert hints._task is not None and hints._task.attempt == first + 1
    _wait_hint(qtbot, window)
    QTest.keyClick(window, Qt.Key.Key_H)  # no line is known here: another search, in other orders again
    assert hints._task is not None and hints._task.attempt == first + 2
    _wait_hint(qtbot, window)
    window.controller.new_game(Game.from_code("CF1-D3-AAAAACL", "canfield"))
    assert knowledge.next_attempt(window.controller.game) == 0  # another deal starts again at 0
