"""Issue 42 item 4: on a first start, a desktop asking for high contrast chooses the large-index deck and the
high-contrast table; never over a choice the player made.

In the process, Qt's hint is stood in for by an object with its interface (``contrastPreference()`` and
``contrastPreferenceChanged``), since Qt has no way to set it. The Linux case runs the real path: a private X
server and session bus, a stand-in for the XDG desktop portal answering ``org.freedesktop.appearance contrast
= 1``, and the game started as a GNOME desktop starts it; Qt 6.11 reads the portal and the game follows.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Qt, Signal

from canfield.storage import FaceDesign, Storage
from canfield.ui.shell.desktop_look import DesktopContrast, accessibility_hints, asks_for_high_contrast
from tests.ui.conftest import show_whole
from tests.ui.desktop import SYSTEM_PYTHON, start_x_and_bus

HIGH, NONE = Qt.ContrastPreference.HighContrast, Qt.ContrastPreference.NoPreference
ROOT = Path(__file__).resolve().parents[2]


class Hints(QObject):
    """Qt's accessibility hints as the desktop gives them (Qt's own have no setter)."""

    contrastPreferenceChanged = Signal(object)  # noqa: N815 (Qt's name)

    def __init__(self, preference: Qt.ContrastPreference) -> None:
        super().__init__()
        self.preference = preference

    def contrastPreference(self) -> Qt.ContrastPreference:  # noqa: N802 (Qt's name)
        return self.preference

    def change(self, preference: Qt.ContrastPreference) -> None:
        self.preference = preference
        self.contrastPreferenceChanged.emit(preference)


def _window(qtbot, home: Path):
    from canfield.ui.shell.window import MainWindow

    window = MainWindow(code="CF1-D3-AAAAACL", storage=Storage(home))
    qtbot.addWidget(window)
    show_whole(qtbot, window)
    return window


def _saved(home: Path) -> dict[str, object]:
    return json.loads(Storage(home).paths.settings.read_text())


def test_qt_s_own_hint_is_read(qapp):
    _styles, hints = accessibility_hints()
    assert hints is not None  # Qt 6.10 or later here; an older Qt gives None and the game leaves the look
    assert asks_for_high_contrast(hints) is (hints.contrastPreference() == HIGH)


def test_a_first_start_on_a_high_contrast_desktop_chooses_the_large_index_and_black_table(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    assert window.storage.first_start
    DesktopContrast(window, window, Hints(HIGH))
    assert window.settings.face_design == FaceDesign.LARGE_INDEX and window.settings.high_contrast
    assert window.table.painter.style.large_index and window.view.high_contrast
    assert "asks for high contrast" in window.messages.last and "Appearance" in window.messages.last
    assert _saved(tmp_path)["face_design"] == "large_index" and _saved(tmp_path)["high_contrast"] is True


def test_an_answer_that_comes_after_the_first_frame_is_followed(qtbot, tmp_path):
    """Qt on GNOME asks the portal after the window is made: the hint changes a moment later."""
    window = _window(qtbot, tmp_path)
    hints = Hints(NONE)
    DesktopContrast(window, window, hints)
    assert window.settings.face_design == FaceDesign.STANDARD and not window.settings.high_contrast
    hints.change(HIGH)
    assert window.settings.face_design == FaceDesign.LARGE_INDEX and window.settings.high_contrast


def test_no_wish_no_change(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    hints = Hints(NONE)
    DesktopContrast(window, window, hints)
    hints.change(NONE)
    assert window.settings.face_design == FaceDesign.STANDARD and not window.settings.high_contrast


def test_not_when_the_player_has_settings_already(qtbot, tmp_path):
    first = _window(qtbot, tmp_path)
    first.close()  # writes the settings file: the next start is no first start
    window = _window(qtbot, tmp_path)
    assert not window.storage.first_start
    assert not hasattr(window, "desktop_contrast")  # not even watched
    DesktopContrast(window, window, Hints(HIGH))
    assert window.settings.face_design == FaceDesign.STANDARD and not window.settings.high_contrast


def test_not_over_a_look_the_player_chose_on_this_first_start(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    hints = Hints(NONE)
    DesktopContrast(window, window, hints)
    window.acts.appearance.trigger()  # the player opens the page: their choice from now on
    window.appearance_dialog.accept()
    hints.change(HIGH)
    assert window.settings.face_design == FaceDesign.STANDARD and not window.settings.high_contrast


def test_not_over_a_look_changed_another_way(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    window.settings.card_back = "red"
    window.apply_settings()
    DesktopContrast(window, window, Hints(HIGH))
    assert window.settings.face_design == FaceDesign.STANDARD and window.settings.card_back == "red"


# ----- the Linux case, through the XDG desktop portal ---------------------------------------------


def _need_linux_desktop() -> None:
    lacking = [tool for tool in ("Xvfb", "dbus-launch") if shutil.which(tool) is None]
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "from gi.repository import Gio"], capture_output=True)
    if probe.returncode != 0:
        lacking.append("python3-gi")
    if lacking and os.environ.get("CI"):
        pytest.fail(f"CI lacks {', '.join(lacking)}: scripts/setup.sh should install them")
    if lacking:
        pytest.skip(f"needs {', '.join(lacking)}")


def _wait_for(check, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"no {what} after {timeout} s")
        time.sleep(0.1)  # polling a file another process writes: the condition is what the test waits on


def test_on_gnome_the_portal_s_high_contrast_chooses_the_look_at_the_first_start(tmp_path):
    _need_linux_desktop()
    desktop = start_x_and_bus(tmp_path)
    try:
        portal = desktop.start(
            [SYSTEM_PYTHON, str(ROOT / "tests" / "ui" / "fake_portal.py"), "1"], stdout=subprocess.PIPE, text=True
        )
        assert portal.stdout is not None and portal.stdout.readline().strip() == "ready"
        home = tmp_path / "canfield"
        home.mkdir()
        env = {
            **desktop.env,
            "QT_QPA_PLATFORM": "xcb",
            "XDG_CURRENT_DESKTOP": "GNOME",  # Qt's GNOME theme, which reads the portal
            "CANFIELD_HOME": str(home),
            "PYTHONPATH": str(ROOT),
        }
        game = desktop.start([sys.executable, "-m", "canfield", "--code", "CF1-D3-AAAAACL"], env=env)
        settings = Storage(home).paths.settings

        def chosen() -> bool:
            assert game.poll() is None, "the game ended"
            if not settings.exists():
                return False
            saved = json.loads(settings.read_text())
            return saved.get("face_design") == "large_index" and saved.get("high_contrast") is True

        _wait_for(chosen, 90, "large-index deck and high-contrast table in the settings file")
        game.terminate()
        game.wait(30)
        asked = portal.stdout.readline()
        assert asked.startswith("call ReadAll") and "org.freedesktop.appearance" in asked  # Qt asked the portal
    finally:
        desktop.stop()
