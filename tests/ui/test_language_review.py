"""Translation review, second round (issue 32): what only the window can show.

Each test failed before its fix: «,+Ctrl» in the Arabic Game menu, the Arabic scoring table laid out left
to right, a capital after the colon in the stock hints (ru, ro, hy).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption

from canfield.engine import STOCK, Game, Move
from tests.ui.conftest import window_in


def visual_x(text: str, index: int, direction: Qt.LayoutDirection) -> float:
    """Where the character at ``index`` is drawn in one line of ``text`` laid out in ``direction``."""
    layout = QTextLayout(text, QFont())
    option = QTextOption()
    option.setTextDirection(direction)
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(1000)
    layout.endLayout()
    x = line.cursorToX(index)
    return x[0] if isinstance(x, tuple) else x


def test_the_settings_shortcut_reads_ctrl_comma_in_the_arabic_menu(qtbot, qapp):
    from canfield.ui.shell.menu_style import drawn_text

    with window_in(qtbot, qapp, "ar") as window:
        menu, action = window.acts.game_menu, window.acts.settings
        assert action.shortcut().toString() == "Ctrl+,"
        keys = drawn_text(menu, action).partition("\t")[2]
        assert keys.strip("\u2066\u2069") == "Ctrl+,"
        rtl = Qt.LayoutDirection.RightToLeft
        # the cursor between "C" and "t" left of the one before ",": «Ctrl+,» (the bare text drew «,+Ctrl»)
        assert visual_x(keys, keys.index("t"), rtl) < visual_x(keys, keys.index(","), rtl)
        assert visual_x("Ctrl+,", 1, rtl) > visual_x("Ctrl+,", 5, rtl)  # what the bare text did


def test_the_arabic_scoring_table_reads_from_the_right(qtbot, qapp):
    from canfield.ui.dialogs.help import HelpDialog

    with window_in(qtbot, qapp, "ar"):
        dialog = HelpDialog("canfield", "ar")
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        browser = dialog.browser
        document = browser.document()

        def header_x(word: str) -> int:
            cursor = document.find(word)
            while cursor.currentTable() is None:
                cursor = document.find(word, cursor)
            return browser.cursorRect(cursor).center().x()

        assert header_x("الحركة") > header_x("النقاط")  # the first column (the move) on the right
        cursor = document.find("النقاط")
        while cursor.currentTable() is None:
            cursor = document.find("النقاط", cursor)
        frame = document.documentLayout().frameBoundingRect(cursor.currentTable())
        assert frame.right() > document.textWidth() - 30  # against the right margin, where the page starts


@pytest.mark.parametrize(("lang", "expected"), [("ru", "Подсказка: в"), ("ro", "Indiciu: e"), ("hy", "Հուշում՝ բ")])
def test_the_stock_hint_is_small_after_the_colon(qtbot, qapp, lang, expected):
    from canfield.solver import Hint, Outcome
    from canfield.ui.solving.hints import hint_text

    with window_in(qtbot, qapp, lang):
        game = Game.from_code("CF1-D3-AAAAACL")
        draw = Move(STOCK, "waste", 3)
        assert hint_text(game, Hint(draw, (draw,), True, Outcome.WINNABLE), lang).startswith(expected)
