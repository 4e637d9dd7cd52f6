"""The status bar's winnable indicator: checking…, winnable, no longer winnable, not winnable, unknown."""

from __future__ import annotations

from canfield.engine import Game, Move
from canfield.ui.solving.status import MORE_CHECKS, STATES
from tests.ui.mouse import drag_card

# A deal the solver proves winnable, where putting the reserve's 7 on column 3 first loses it (proven quickly).
LOSABLE = "CF1-D3-XONFSSG"
LOSING_MOVE = Move.parse("reserve>c3")
# A deal the solver proves unwinnable from the start.
HOPELESS = "CF1-D3-TPAJJQK"


def _generous(window):
    """Give each check work enough to decide, counted in positions, not seconds (checks the position again).

    A node budget does the same work however busy the machine is; a time budget ran out on a loaded machine.
    """
    watcher = window.solver.indicator
    watcher.budget_seconds = None
    watcher.budget_nodes = 1_000_000
    watcher.refresh()
    return watcher


def _settled(watcher) -> bool:
    return watcher.state not in ("", "checking")


def test_indicator_is_in_the_status_bar_and_checks_the_deal(window, qtbot):
    watcher = _generous(window)
    assert watcher.label.parent() is not None and watcher.label.isVisible()
    qtbot.waitUntil(lambda: _settled(watcher))
    assert watcher.state == "winnable"  # the seed deal was won by hand
    assert "winnable" in watcher.label.text()
    assert watcher.label.toolTip()


def test_indicator_changes_after_a_move_to_no_longer_winnable(window, qtbot):
    watcher = _generous(window)
    window.controller.new_game(Game.from_code(LOSABLE, "canfield"))
    assert watcher.state == "checking"
    qtbot.waitUntil(lambda: watcher.state == "winnable")
    seen = []
    watcher.state_changed.connect(seen.append)
    assert window.controller.play(LOSING_MOVE)
    qtbot.waitUntil(lambda: _settled(watcher))
    assert seen[0] == "checking"
    assert watcher.state == "no longer winnable"
    assert "no longer winnable" in watcher.label.text()
    # undo: the earlier position is known, so the answer is there at once
    window.acts.undo.trigger()
    assert watcher.state == "winnable"


def test_indicator_says_not_winnable_for_a_hopeless_deal(window, qtbot):
    watcher = _generous(window)
    window.controller.new_game(Game.from_code(HOPELESS, "canfield"))
    qtbot.waitUntil(lambda: _settled(watcher))
    assert watcher.state == "not winnable"


def test_indicator_says_unknown_when_the_budget_is_spent(window, qtbot):
    watcher = window.solver.indicator
    watcher.budget_nodes = 3  # far too small to decide anything
    drag_card(window, "QC", "c2")  # a real move by the mouse
    assert watcher.state == "checking"
    qtbot.waitUntil(lambda: _settled(watcher))
    assert watcher.state == "unknown"
    assert set(STATES) >= {watcher.state}


def test_quick_moves_cancel_the_previous_check(window, qtbot):
    watcher = _generous(window)
    watcher._wait.setInterval(0)  # start each check at once, so that the next move must cancel it
    window.controller.click_stock()
    qtbot.waitUntil(lambda: watcher._task is not None)
    first = watcher._task
    window.controller.click_stock()
    assert first.cancelled
    qtbot.waitUntil(lambda: _settled(watcher))
    assert watcher.state in ("winnable", "unknown")
    # the answer shown is for the position on the table, not the one the cancelled check looked at
    assert watcher._task is None


def test_an_undecided_check_is_followed_by_longer_ones_until_it_settles(window, qtbot):
    # The first check (40 positions) cannot decide; each next one has twice the budget,
    # and the fourth (320) proves the deal lost: the indicator settles instead of staying
    # "unknown", and says "checking…" meanwhile.
    watcher = window.solver.indicator
    watcher.budget_seconds = None
    watcher.budget_nodes = 40
    seen = []
    watcher.state_changed.connect(seen.append)
    window.controller.new_game(Game.from_code(HOPELESS, "canfield"))
    qtbot.waitUntil(lambda: _settled(watcher))
    assert watcher.state == "not winnable"
    assert watcher._round > 0  # it took more than one check
    assert "unknown" not in seen


def test_a_hint_proof_settles_the_indicator_at_once(window, qtbot):
    watcher = window.solver.indicator
    watcher._wait.setInterval(600_000)  # the indicator's own check never starts here
    window.controller.new_game(Game.from_code(LOSABLE, "canfield"))
    assert watcher.state == "checking"
    hints = window.solver.hints
    hints.budget_seconds = 30  # a slow, shared test machine: the hint's search must find the win
    hints.request()
    qtbot.waitUntil(lambda: not hints.running)
    assert hints.last_hint is not None and hints.last_hint.winning
    assert watcher.state == "winnable"


def test_the_indicator_says_how_long_it_has_been_checking(window, qtbot):
    watcher = window.solver.indicator
    watcher._wait.setInterval(600_000)  # the check itself never starts here: "checking…" stays
    watcher._ticks.setInterval(20)
    window.controller.click_stock()
    assert watcher.state == "checking"
    qtbot.waitUntil(lambda: "so far" in watcher.label.toolTip())
    assert watcher.label.toolTip() == "The solver is still checking this position: 0:00 so far."
    watcher._wait.setInterval(0)
    watcher._wait.start()
    qtbot.waitUntil(lambda: watcher.state != "checking")
    assert "so far" not in watcher.label.toolTip()


def test_a_position_met_again_goes_on_from_the_checks_it_had(window, qtbot):
    watcher = window.solver.indicator
    watcher.budget_seconds, watcher.budget_nodes = None, 3  # far too small to decide anything
    window.controller.click_stock()
    qtbot.waitUntil(lambda: watcher.state == "unknown")
    assert window.solver.knowledge.undecided(window.controller.game) == MORE_CHECKS + 1
    window.acts.undo.trigger()
    qtbot.waitUntil(lambda: watcher.state not in ("", "checking"))
    window.acts.redo.trigger()
    assert watcher.state == "unknown" and watcher._task is None  # at once: its checks were spent before
    assert not watcher._wait.isActive()
