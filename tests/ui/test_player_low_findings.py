"""Issue 38, the player review's low findings N6, N7, N8 and two things it noticed: each driven by real input.

- N6: a run of auto-drops showed only its last move on the message line.
- N7: auto-drop turned on left a card already free where it was until the next move.
- N8: the demo's win screen said "(… for the records)" right above "…sets no record".
- A click on the toolbar while paused acted on the covered table (Undo took a move back) as it lifted the cover.
- The demo played on, unseen, while the window was minimised.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from canfield.engine import Move
from tests.engine.positions import position
from tests.ui.keys import press
from tests.ui.mouse import click
from tests.ui.test_demo import WON_LINE, _demo


def test_the_demo_s_win_screen_shows_the_plain_score(window, qtbot):
    """N8: a card taken back and sent home again by the demo gave "Score: 260 (255 for the records)"."""
    for move in WON_LINE[:380]:
        window.controller.play(move)
    window.controller.play(Move.parse("f2>c1"))  # the 2♠ taken back onto the 3♦: the demo sends it home again
    _demo(window)
    QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.win_dialog is not None and window.win_dialog.isVisible())
    game = window.controller.game
    assert game.repeat_points > 0  # the case of the review
    text = window.win_dialog.text()
    assert "records" not in text
    assert f"Score: {game.score}\n" in text
    assert "sets no record" in text


def test_the_demo_waits_while_the_window_is_minimised(window, qtbot):
    """The demo went on playing (silently, unseen) behind a minimised window; it waits, and goes on after."""
    demo = _demo(window, step_ms=40)
    QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    game = window.controller.game
    qtbot.waitUntil(lambda: game.moves_made >= 3)
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    qtbot.waitUntil(lambda: not demo._timer.isActive())  # nothing more is scheduled: the demo waits
    made = game.moves_made
    assert demo.running and not game.is_won
    window.showNormal()
    qtbot.waitUntil(lambda: not window.isMinimized())
    qtbot.waitUntil(lambda: game.moves_made > made)  # back: it goes on
    assert demo.running or game.is_won


def test_a_toolbar_click_while_paused_only_lifts_the_pause(window, qtbot):
    """The click that lifted the cover also acted: Undo took a move back on a table the player could not see."""
    click(window, window.table.piles["stock"].area.center())
    game = window.controller.game
    assert game.moves_made == 1
    press(window, Qt.Key.Key_P)
    assert window.pauser.covered
    undo = window.toolbar.widgetForAction(window.acts.undo)
    assert undo.isEnabled()
    QTest.mouseClick(undo, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    qtbot.waitUntil(lambda: not window.pauser.covered)
    assert game.moves_made == 1  # nothing taken back: the click only lifted the cover
    QTest.mouseClick(undo, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    assert game.moves_made == 0  # not paused: the toolbar acts as before


SAFE_RUN = dict(  # the stock's 2♥ goes home and takes the 3♥ of column 2 and the 2♦ of column 3 with it
    base="AS",
    f1="AS 2S 3S",
    f2="AH",
    f3="AD",
    f4="AC 2C 3C",
    c1="9C",
    c2="3H",
    c3="2D",
    c4="KS",
    reserve="5C",
    waste="",
    stock="2H QS",
)


def test_a_run_of_auto_drops_is_shown_on_the_line_whole(window, qtbot):
    """N6: after three drops the line showed only the last one ("… to the … foundation.")."""
    window.settings.auto_drop = True
    window.controller.new_game(position(**SAFE_RUN))
    game = window.controller.game
    click(window, window.table.piles["stock"].area.center())
    qtbot.waitUntil(lambda: not window.finisher.running and game.top("f2").code == "3H")
    assert game.top("f3").code == "2D"
    shown = window.messages.current
    assert shown.startswith("Sent home by auto-drop: ")
    for card in ("2 of hearts", "3 of hearts", "2 of diamonds"):
        assert card in shown


SAFE_FREE = dict(base="AS", f1="AS", f2="AH", f3="AD", f4="AC", c1="2H", c2="9C", c3="8D", c4="KS", reserve="5C")


def test_auto_drop_turned_on_sends_home_what_is_free_already(window, qtbot):
    """N7: a free card stayed where it was until the next move; turned on, it goes home at once."""
    window.controller.new_game(position(**SAFE_FREE))
    game = window.controller.game
    click(window, window.table.piles["stock"].area.center())  # the game is under way
    assert game.top("c1").code == "2H"  # auto-drop off: nothing moves by itself
    window.acts.settings.trigger()
    window.settings_dialog.auto_drop.click()
    qtbot.waitUntil(lambda: game.top("f2").code == "2H")
    assert game.top("c3").code == "8D"  # only what no column can need


def test_auto_drop_turned_on_before_the_first_move_waits_for_it(window, qtbot):
    """N7, argued: a deal nobody has touched is not started by auto-drop (it would count as played)."""
    window.controller.new_game(position(**SAFE_FREE))
    game = window.controller.game
    window.acts.settings.trigger()
    window.settings_dialog.auto_drop.click()
    window.settings_dialog.close()
    qtbot.waitUntil(lambda: not window.settings_dialog.isVisible())
    assert game.moves_made == 0 and game.top("c1").code == "2H"
    click(window, window.table.piles["stock"].area.center())
    qtbot.waitUntil(lambda: game.top("f2").code == "2H")
