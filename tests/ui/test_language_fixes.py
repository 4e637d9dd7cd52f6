"""Translations review of 2026-12-07 (issue 38): what only the window can show.

Each test failed before its fix: the help's toolbar list lacked Pause and Sound (X-n2); the finish
note's menu path broke across lines (U-n2, H-n3) and its text ran to the table's edge (A-n4).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMenu

from canfield import help as game_help
from canfield.engine import RESERVE
from tests.engine.positions import position
from tests.i18n.test_help import parsed
from tests.ui.conftest import window_in
from tests.ui.test_finish import ENDGAME


def plain(text: str) -> str:
    """A menu's or an action's text without its mnemonic mark."""
    return text.replace("&", "")


@pytest.mark.parametrize("lang", game_help.LANGUAGES)
def test_how_to_play_names_every_toolbar_button_as_the_toolbar_does(lang, qtbot, qapp):
    """X-n2: the page listed New … Demo; the toolbar also has Pause and Sound. Read from the toolbar itself,
    so a button added there and not to the page fails here."""
    with window_in(qtbot, qapp, lang) as window:
        words = [action.iconText() for action in window.acts.toolbar_actions()]
        assert len(words) == 8 and all(words)
        text = " ".join(parsed("canfield", lang).parts)
        assert [word for word in words if word not in text] == []


@pytest.mark.parametrize("lang", game_help.LANGUAGES)
def test_the_finish_note_keeps_its_menu_path_on_one_line_and_the_cards_margin(lang, qtbot, qapp):
    with window_in(qtbot, qapp, lang) as window:
        window.controller.new_game(position(**ENDGAME))
        note = window.table.note
        qtbot.waitUntil(lambda: bool(note.text))
        (menu,) = [m for m in window.acts.finish.associatedObjects() if isinstance(m, QMenu)]
        rtl = QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
        path = f"{plain(menu.title())} {'◂' if rtl else '▸'} {plain(window.acts.finish.text())}"
        # U-n2, H-n3: «(«Ходы ▸ ⏎ Доиграть»)», «(Քայլեր ▸ Ավարտին ⏎ հասցնել)»: only no-break spaces in it
        assert path.replace(" ", "\u00a0") in note.text
        # A-n4: the text ended 5 px from the table's edge; it keeps the reserve's margin
        lay = window.table.layout
        x = lay.slot(RESERVE)[0]
        box = note.sceneBoundingRect()
        if rtl:
            assert box.right() <= x + lay.card_w + 0.5
        else:
            assert box.left() >= x - 0.5
