"""Every line of a dialog's wrapped note is drawn whole, whatever fonts the machine has (reviews: packaging
F7, translations H-n1).

A word-wrapped label's minimum height is one line and a window's minimum size ignores heightForWidth, so a
dialog shorter than its contents squeezed its notes: the Armenian auto-drop note and the demo's note on the
win screen lost their descenders on screen, and with Noto Sans the Russian and Romanian Settings (557 pixels)
were capped at two thirds of the offscreen 800-pixel screen, which left the auto-drop note one line.

The check draws the note as it is on screen and once more with room to spare, and compares the ink: no
pixel of the text may be missing. It runs with the machine's fonts, and again in a child pytest with
DejaVu alone and with Noto Sans first (when Noto is installed), through FONTCONFIG_FILE.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog, QLabel

from tests.storage.helpers import played, won_line
from tests.ui.conftest import window_in

LANGS = ("en", "ar", "ro", "ru", "hy")
FONTS = Path("/usr/share/fonts/truetype")


def ink(label: QLabel) -> int:
    """How many of the label's pixels are not its background (its top-left pixel)."""
    image: QImage = label.grab().toImage()
    background = image.pixel(0, 0)
    return sum(image.pixel(x, y) != background for y in range(image.height()) for x in range(image.width()))


def unclipped_ink(label: QLabel) -> int:
    """The ink of ``label``'s text drawn at the same width with 40 pixels to spare."""
    room = QLabel(label.text())
    room.setTextFormat(label.textFormat())
    room.setWordWrap(True)
    room.setFont(label.font())
    room.setLayoutDirection(label.layoutDirection())
    room.setAlignment(label.alignment())
    room.setIndent(label.indent())
    room.setMargin(label.margin())
    room.setContentsMargins(label.contentsMargins())
    room.resize(label.width(), label.height() + 40)  # the same parity: the text lands on whole pixels alike
    return ink(room)


def assert_whole(qtbot, dialog: QDialog, notes: list[QLabel]) -> None:
    """Each note shows every pixel of its text, as opened and at the dialog's minimum size."""
    for step in ("opened", "at its minimum size"):
        if step != "opened":
            dialog.resize(dialog.minimumSize())  # what a window manager or a small screen may do
        for note in notes:
            qtbot.waitUntil(lambda note=note: ink(note) == unclipped_ink(note), timeout=3000)
            assert note.height() >= note.heightForWidth(note.width()), (step, note.text())


@pytest.mark.parametrize("lang", LANGS)
def test_the_settings_notes_are_whole(qtbot, qapp, lang):
    with window_in(qtbot, qapp, lang) as window:
        window.show_settings()
        dialog = window.settings_dialog
        qtbot.waitExposed(dialog)
        assert_whole(qtbot, dialog, [dialog.double_click_note, dialog.auto_drop_note, dialog.language_note])


@pytest.mark.parametrize("lang", LANGS)
def test_the_demo_note_on_the_win_screen_is_whole(qtbot, qapp, lang):
    from canfield.ui.dialogs.win import WinScreen, WinSummary

    with window_in(qtbot, qapp, lang) as window:
        screen = WinScreen(WinSummary(played(len(won_line())), 251.0, demo=True), window)
        qtbot.addWidget(screen)
        screen.show()
        qtbot.waitExposed(screen)
        assert screen.note.text()
        assert_whole(qtbot, screen, [screen.note])


def fonts_conf(tmp_path: Path, name: str) -> Path:
    """A fontconfig file offering DejaVu only, or Noto with Noto Sans as the sans-serif (then DejaVu)."""
    dirs = [FONTS / "dejavu"] if name == "dejavu" else [FONTS / "noto", FONTS / "dejavu"]
    first = "DejaVu Sans" if name == "dejavu" else "Noto Sans"
    conf = tmp_path / f"{name}.conf"
    conf.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n'
        + "".join(f"  <dir>{d}</dir>\n" for d in dirs)
        + f"  <cachedir>{tmp_path / 'fontconfig-cache'}</cachedir>\n"
        + f"  <alias><family>sans-serif</family><prefer><family>{first}</family></prefer></alias>\n"
        + f"  <alias><family>Sans Serif</family><prefer><family>{first}</family></prefer></alias>\n"
        + "</fontconfig>\n"
    )
    return conf


@pytest.mark.skipif(os.environ.get("CANFIELD_FONTS_CHILD") == "1", reason="the child runs the checks only")
@pytest.mark.parametrize("fonts", ["dejavu", "noto"])
def test_the_notes_are_whole_with_dejavu_alone_and_with_noto_first(tmp_path, fonts):
    if not (FONTS / "dejavu").is_dir():
        pytest.skip("DejaVu is not installed here (fonts-dejavu-core)")
    if fonts == "noto" and not (FONTS / "noto" / "NotoSans-Regular.ttf").exists():
        pytest.skip("Noto Sans is not installed here (fonts-noto-core)")
    conf = fonts_conf(tmp_path, fonts)
    env = dict(os.environ, FONTCONFIG_FILE=str(conf), CANFIELD_FONTS_CHILD="1", QT_QPA_PLATFORM="offscreen")
    probe = "from PySide6.QtGui import QFontInfo; from PySide6.QtWidgets import QApplication as A; a = A([]);"
    probe += " print(QFontInfo(a.font()).family())"
    family = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=120)
    assert family.stdout.strip() == {"dejavu": "DejaVu Sans", "noto": "Noto Sans"}[fonts], family.stderr
    tests = [
        f"{__file__}::test_the_settings_notes_are_whole",
        f"{__file__}::test_the_demo_note_on_the_win_screen_is_whole",
    ]
    tests.append(str(Path(__file__).with_name("test_new_strings_on_screen.py")))
    args = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", *tests]
    run = subprocess.run(args, env=env, capture_output=True, text=True, timeout=600, cwd=Path(__file__).parents[2])
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
