"""GUI test setup: offscreen Qt, a private home for settings, a window fixture."""

from __future__ import annotations

import contextlib
import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Never touch the real home: settings and saves go to a temporary folder."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("CANFIELD_HOME", str(home))
    return home


@contextlib.contextmanager
def window_in(qtbot, qapp, lang: str, size: tuple[int, int] = (1100, 760), before_show=None):
    """The seed deal CF1-D3-AAAAACL shown in ``lang`` at ``size``, animations off; English again after.

    ``before_show(window)`` runs before the window is shown (to fill its statistics, say).
    """
    from canfield.ui import language
    from canfield.ui.shell.window import MainWindow

    assert language.install(qapp, lang) == lang
    try:
        win = MainWindow(code="CF1-D3-AAAAACL", profile="canfield")
        win.table.animations = False
        qtbot.addWidget(win)
        win.resize(*size)
        if before_show is not None:
            before_show(win)
        show_whole(qtbot, win)
        yield win
        win.close()
    finally:
        language.uninstall(qapp)


def seed_window(qtbot):
    """The seed deal CF1-D3-AAAAACL in a shown window, animations off (tests turn them on when needed)."""
    from canfield.ui.shell.window import MainWindow

    win = MainWindow(code="CF1-D3-AAAAACL", profile="canfield")
    win.table.animations = False
    qtbot.addWidget(win)
    win.resize(1100, 760)
    show_whole(qtbot, win)
    return win


def show_whole(qtbot, win) -> None:
    """Show ``win`` and wait for it whole: the menus' items, keys and the rest come after its first frame
    (``tests/ui/test_first_frame.py`` checks a player acting before that)."""
    with qtbot.waitSignal(win.built):
        win.show()
    qtbot.waitExposed(win)


@pytest.fixture
def window(qtbot):
    """:func:`seed_window`, for a test that needs nothing set up before the window."""
    return seed_window(qtbot)
