"""Player review N5: Settings was about 600 px tall and did not fit a screen under about 650 px.

The dialog now has two pages (Game, Appearance). An 800 × 600 screen leaves, after a 32 px panel, a
window frame of 30 px of title bar and 2 px borders, 796 × 536 for the dialog itself; the test measures
Settings in every language with the fonts this machine has. Before the fix: 574 px tall in English,
557 in Romanian and Russian, and 910 px wide in Armenian (the casino box's stakes on one line).
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QTabWidget

from canfield.i18n import SUPPORTED
from tests.ui.conftest import window_in

SCREEN_W, SCREEN_H, PANEL, TITLE_BAR, BORDER = 800, 600, 32, 30, 2
ROOM_W, ROOM_H = SCREEN_W - 2 * BORDER, SCREEN_H - PANEL - TITLE_BAR - BORDER


@pytest.mark.parametrize("lang", SUPPORTED)
def test_settings_fits_an_800_by_600_screen_in_every_language(lang, qtbot, qapp):
    with window_in(qtbot, qapp, lang) as window:
        window.acts.settings.trigger()
        dialog = window.settings_dialog
        assert dialog is not None
        qtbot.waitExposed(dialog)
        pages = dialog.findChild(QTabWidget)
        for index in range(pages.count() if pages is not None else 1):
            if pages is not None:
                pages.setCurrentIndex(index)
            dialog.adjustSize()
            for size in (dialog.size(), dialog.sizeHint(), dialog.minimumSizeHint()):
                assert size.width() <= ROOM_W and size.height() <= ROOM_H, (index, size)
        dialog.close()
