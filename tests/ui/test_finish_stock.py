"""Finish with cards still in the stock: offered, played with its stock clicks, said right (issue 38, N1)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.engine.positions import position
from tests.play.test_finish_search import STOCK_ENDGAME
from tests.ui.keys import press


def test_finish_is_offered_with_a_card_in_the_stock_and_turns_it(window, qtbot, monkeypatch):
    told: list[str] = []
    tell = window.messages.tell
    monkeypatch.setattr(window.messages, "tell", lambda text, **kw: (told.append(text), tell(text, **kw))[1])
    window.controller.new_game(position(**STOCK_ENDGAME))
    game = window.controller.game
    assert window.acts.finish.isEnabled()
    assert "press F" in window.table.note.text
    home = game.foundation_count
    press(window, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: game.is_won)
    assert game.moves_made == 52 - home + 1  # every card home by a move of its own, and one stock click
    qtbot.waitUntil(lambda: any(t.startswith("Finished:") for t in told))
    (said,) = [t for t in told if t.startswith("Finished:")]
    assert said.startswith(f"Finished: {52 - home} cards played home. ")  # the stock click is no card
