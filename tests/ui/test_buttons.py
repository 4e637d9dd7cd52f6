"""Standard dialog buttons speak the player's language even where Qt ships no translation."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from canfield.ui import language
from canfield.ui.shell.window import MainWindow


@pytest.fixture
def romanian(qtbot, qapp):
    assert language.install(qapp, "ro") == "ro"
    try:
        win = MainWindow(code="CF1-D3-AAAAACL", profile="canfield")
        qtbot.addWidget(win)
        yield win
    finally:
        language.uninstall(qapp)


def test_new_game_and_settings_buttons_are_romanian(romanian):
    romanian.acts.new_game.trigger()
    box = romanian.new_game_dialog.buttons
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "&Anulează"
    romanian.acts.settings.trigger()
    close = romanian.settings_dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert close.text() == "Î&nchide"


def test_statistics_show_decimals_the_romanian_way(romanian):
    dialog_class = pytest.importorskip("canfield.ui.dialogs.statistics").StatisticsDialog
    dialog = dialog_class(romanian.storage, lambda: True, romanian)
    assert dialog._cards(41.3) == "41,3/52"
