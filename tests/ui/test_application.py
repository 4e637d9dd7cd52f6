"""The game's application says when it is told to quit, so no window watches every event (issue 43: memory)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject

from tests.ui.test_session import open_window

ROOT = Path(__file__).resolve().parents[2]
# A fresh process: a real Quit event ends its application.
QUIT = """
import sys
sys.path.insert(0, {root!r})
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget
from canfield.ui.shell.application import Application

app = Application([])
seen = []

class Window(QWidget):
    def closeEvent(self, event):
        seen.append("window asked to close")
        super().closeEvent(event)

window = Window()
window.show()
app.quitting.connect(lambda: seen.append("quitting"))
QTimer.singleShot(0, app.quit)
print(app.exec(), seen)
"""


def test_quit_says_quitting_before_any_window_is_asked_to_close() -> None:
    out = subprocess.run(
        [sys.executable, "-c", QUIT.format(root=str(ROOT))],
        capture_output=True,
        text=True,
        timeout=60,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"},
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["0", "['quitting',", "'window", "asked", "to", "close']"]


def test_the_whole_window_leaves_no_event_filter_on_the_application(qtbot, qapp, monkeypatch) -> None:
    installed: list[QObject] = []
    removed: list[QObject] = []
    install, remove = QCoreApplication.installEventFilter, QCoreApplication.removeEventFilter

    def spy_install(self: QObject, watcher: QObject) -> None:
        if self is qapp:
            installed.append(watcher)
        install(self, watcher)

    def spy_remove(self: QObject, watcher: QObject) -> None:
        if self is qapp:
            removed.append(watcher)
        remove(self, watcher)

    monkeypatch.setattr(QCoreApplication, "installEventFilter", spy_install)
    monkeypatch.setattr(QCoreApplication, "removeEventFilter", spy_remove)
    win = open_window(qtbot)
    win.quit_guard  # noqa: B018 (builds what comes after the first frame, the quit guard among it)
    qtbot.waitUntil(lambda: all(watcher in removed for watcher in installed))
    assert win.quit_guard is not None
