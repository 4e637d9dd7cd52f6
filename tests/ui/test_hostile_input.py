"""Text from outside shown safely (issue 28, findings F and G): pasted markup and a huge code in the
New Game dialog, terminal escapes in a bad code on both command lines; and the solver's memory of a
long line bounded."""

from __future__ import annotations

import random
import tracemalloc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from canfield.__main__ import main
from canfield.engine import Game
from canfield.solver import Outcome, SolveResult
from canfield.solver.cli import main as solve_main
from canfield.ui.dialogs.new_game import NewGameDialog
from canfield.ui.solving import tasks
from canfield.ui.solving.tasks import Knowledge

MARKUP = '<b>bold</b><font size=7 color=red>BIG</font><img src="/etc/hostname">'
HOSTILE = ["CF1-D3-\x1b[31mRED", "CF1-D3-\u202eLCAAAAA", "CF1-D3-\x01AAAAAA"]


def _paste(qtbot, dialog: NewGameDialog, text: str) -> None:
    QGuiApplication.clipboard().setText(text)
    dialog.code.setFocus()
    qtbot.keyClick(dialog.code, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert dialog.code.text() == text


def _red_pixels(widget) -> int:
    image = widget.grab().toImage()
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            colour = image.pixelColor(x, y)
            count += colour.red() > 230 and colour.green() < 40 and colour.blue() < 40
    return count


def test_pasted_markup_is_shown_as_the_text_it_is(qtbot) -> None:
    dialog = NewGameDialog(3, "canfield")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    _paste(qtbot, dialog, MARKUP)
    assert "<b>bold</b>" in dialog.code_note.text()  # quoted as typed…
    assert _red_pixels(dialog.code_note) == 0  # …and not drawn as large red text (the review's F)
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()


def test_a_five_thousand_character_code_keeps_the_dialog_on_the_screen(qtbot) -> None:
    dialog = NewGameDialog(3, "canfield")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    _paste(qtbot, dialog, "CF1-D3-" + "Q" * 4993)
    qtbot.waitUntil(lambda: "…" in dialog.code_note.text())
    assert len(dialog.code_note.text()) < 300
    assert dialog.sizeHint().width() < 1000  # was 32,767 px: OK and Cancel off every screen


@pytest.mark.parametrize("code", HOSTILE, ids=["ESC", "U+202E", "U+0001"])
def test_canfield_prints_a_bad_codes_control_characters_escaped(capsys, code) -> None:
    assert main(["--code", code]) == 2
    err = capsys.readouterr().err
    assert all(c.isprintable() for c in err.strip()), repr(err)  # the review's G: written raw
    assert code.encode("unicode_escape").decode("ascii")[7:12] in err


@pytest.mark.parametrize("code", HOSTILE, ids=["ESC", "U+202E", "U+0001"])
def test_canfield_solve_prints_a_bad_codes_control_characters_escaped(capsys, code) -> None:
    assert solve_main([code]) == 2
    err = capsys.readouterr().err
    assert all(c.isprintable() for c in err.strip()), repr(err)
    assert code.encode("unicode_escape").decode("ascii")[7:12] in err


def _long_line(length: int) -> tuple[Game, SolveResult]:
    game = Game.from_code("CF1-D3-AAAAACL", "canfield")
    board, pick, line = game.copy(), random.Random(7), []
    for _ in range(length):
        move = pick.choice(board.legal_moves())
        board.play(move)
        line.append(move)
    return game, SolveResult(Outcome.WINNABLE, tuple(line))


def _memory_to_learn(length: int) -> int:
    game, result = _long_line(length)
    knowledge = Knowledge()
    tracemalloc.start()
    knowledge.learn(game, result)
    size = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    assert knowledge.line(game) == result.line  # still the whole line from the start…
    board = game.copy()
    for move in result.line[:100]:
        board.play(move)
    assert knowledge.line(board) == result.line[100:]  # …and the rest of it from later on
    return size


def test_knowledge_of_a_line_grows_with_its_length_not_its_square() -> None:
    short, long = _memory_to_learn(400), _memory_to_learn(1600)
    assert long < 6 * short, (short, long)  # four times the line: 16 times the memory before


def test_knowledge_forgets_its_oldest_positions_past_its_limit(monkeypatch) -> None:
    monkeypatch.setattr(tasks, "KNOWLEDGE_LIMIT", 300)
    game, result = _long_line(1000)
    knowledge = Knowledge()
    knowledge.learn(game, result)
    assert knowledge.outcome(game) is None  # the oldest went
    board = game.copy()
    for move in result.line[:-10]:
        board.play(move)
    assert knowledge.line(board) == result.line[-10:]
