"""Issue 38, the player review's low findings N6, N7, N8 and two things it noticed: each driven by real input.

- N6: a run of auto-drops showed only its last move on the message line.
- N7: auto-drop turned on left a card already free where it was until the next move.
- N8: the demo's win screen said "(… for the records)" right above "…sets no record".
- A click on the toolbar while paused acted on the covered table (Undo took a move back) as it lifted the cover.
- The demo played on, unseen, while the window was minimised.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canfield.engine import Move
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
