"""The message line (player review B4): every sentence whole at 800×600, in every language, written once."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

import pytest
from PySide6.QtWidgets import QLabel

from canfield.engine import ALL_CARDS, Game, Move
from canfield.engine.words import capitalize, words_for
from canfield.i18n import SUPPORTED
from tests.ui.conftest import window_in
from tests.ui.mouse import drag_card

WON_LINE = [Move.parse(t) for t in (Path(__file__).parents[1] / "data" / "won_line_AAAAACL.txt").read_text().split()]


class _Guess(NamedTuple):
    """A hint as the solver gives one when it found no winning line yet (the longest of the three forms)."""

    move: Move
    winning: bool = False
    outcome: str = "unknown"


def longest_refusal(lang: str) -> str:
    """Every refusal sentence of ``lang`` filled with its longest card name and a plural count."""
    words = words_for(lang)
    card = max(ALL_CARDS, key=lambda c: len(words.card(c, "gen")))
    values = {"card": card, "onto": card, "need": card, "n": 4, "cards": words.cards(34)}
    texts = []
    for template in words.refusals.values():
        try:
            texts.append(capitalize(words.fill(template, values)))
        except (KeyError, IndexError):  # a template with a detail no refusal of the window has
            continue
    return max(texts, key=len)


def longest_hint(lang: str) -> str:
    """The longest hint along the seed deal's winning line (moves with refills included)."""
    from canfield.ui.solving.hints import hint_text

    game = Game.from_code("CF1-D3-AAAAACL", "canfield")
    texts = []
    for move in WON_LINE:
        texts.append(hint_text(game, _Guess(move), lang))
        game.play(move)
    return max(texts, key=len)


@pytest.fixture
def small_window(qtbot, qapp, request):
    with window_in(qtbot, qapp, request.param, (800, 600)) as win:
        yield win


def _settled(qtbot, window) -> None:
    qtbot.waitUntil(lambda: window.message.fits())


@pytest.mark.parametrize("small_window", SUPPORTED, indirect=True)
def test_longest_hint_and_refusal_are_whole_at_800_by_600(small_window, qtbot):
    window = small_window
    lang = window.lang
    for text in (longest_hint(lang), longest_refusal(lang)):
        assert len(text) > 60  # these are the long ones the status bar cut
        window.status.showMessage(text, 10_000)
        _settled(qtbot, window)
        line = window.message
        assert line.text() == text and window.status.currentMessage() == text
        assert line.isVisible() and line.width() >= window.width() - 2  # the whole width, not 150 px
        assert line.heightForWidth(line.width()) <= line.height()  # every wrapped line is shown
        bottom = line.mapTo(window, line.rect().bottomLeft()).y()
        assert bottom <= window.status.geometry().top()  # above the status bar, inside the window
        assert window.view.height() >= window.view.minimumHeight()


def test_a_refusal_is_written_once(window, qtbot):
    window.resize(800, 600)
    written: list[str] = []
    window.status.messageChanged.connect(lambda text: written.append(text) if text else None)
    drag_card(window, "QC", "c3")  # Q♣ on Q♥: refused
    refusal = window.status.currentMessage()
    assert "cannot go on" in refusal
    assert written == [refusal]
    shown = [label for label in window.findChildren(QLabel) if label.isVisible() and refusal in label.text()]
    assert shown == [window.message]  # not also in the status bar


def test_the_line_keeps_its_height_when_it_empties(window, qtbot):
    """Most messages come and go without the table jumping: two lines are always kept."""
    view_height = window.view.height()
    window.status.showMessage("Game code CF1-D3-AAAAACL copied.", 50)
    qtbot.wait(20)
    assert window.view.height() == view_height
    qtbot.waitUntil(lambda: window.status.currentMessage() == "")
    assert window.view.height() == view_height
