"""The strings of issues 26-28 on screen, in the languages that can break them (issue 32, point 4).

The Arabic win screen drew "255", "52/52" and the game code at the left of a column whose other values were
right-aligned (a label aligns by its own text's direction): it failed before win.py aligned the values to the
layout's leading edge. The auto-drop note is shown under its box in every language, naming the setting.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QLabel

from tests.i18n.glossary import LANGS, load
from tests.storage.helpers import played, won_line
from tests.ui.conftest import window_in


def ink_right_edge(label: QLabel) -> int:
    """The rightmost column of the label where text is drawn (the background is its top-left pixel)."""
    image: QImage = label.grab().toImage()
    background = image.pixel(0, 0)
    columns = [x for x in range(image.width()) for y in range(image.height()) if image.pixel(x, y) != background]
    return max(columns)


def test_the_arabic_win_screen_lines_its_values_up_on_the_right(qtbot, qapp):
    from canfield.ui.dialogs.win import WinScreen, WinSummary

    with window_in(qtbot, qapp, "ar") as window:
        summary = WinSummary(played(len(won_line())), 251.0, best_time=300.0, fewest_moves=380, streak=3, best_streak=5)
        screen = WinScreen(summary, window)
        qtbot.addWidget(screen)
        screen.show()
        qtbot.waitExposed(screen)
        values = {key: shown for key, (_, shown) in screen.rows.items()}
        assert values["score"].text() == "255" and "\u2066" in values["time"].text()  # digits alone; text with them
        edges = {key: ink_right_edge(label) + label.x() for key, label in values.items()}
        right = max(edges.values())
        assert {key: right - edge for key, edge in edges.items() if right - edge > 3} == {}


@pytest.mark.parametrize("lang", LANGS)
def test_the_auto_drop_note_sits_under_its_box_and_names_it(qtbot, qapp, lang):
    glossary = load(lang)
    preferred = {t.concept: t.preferred for t in glossary.terms}
    with window_in(qtbot, qapp, lang) as window:
        window.show_settings()
        dialog = window.settings_dialog
        qtbot.waitExposed(dialog)
        box, note = dialog.auto_drop, dialog.auto_drop_note
        assert note.isVisible() and not note.text().startswith("This changes")
        assert note.mapTo(dialog, note.rect().topLeft()).y() >= box.mapTo(dialog, box.rect().bottomLeft()).y()
        assert any(glossary.uses(note.text(), w) for w in preferred["changes how the game plays"])
        assert any(glossary.uses(box.text(), w) for w in preferred["auto-drop"])
        assert note.height() >= note.heightForWidth(note.width())  # every wrapped line of it shown, none clipped
