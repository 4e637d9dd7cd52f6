"""Help ▸ About: the version, the licence, the home page and the credits."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from canfield import __version__
from canfield.resources import APP_NAME, HOME_PAGE, LICENSE_NAME
from canfield.ui.dialogs.buttons import name_buttons
from canfield.ui.dialogs.focus_cue import prepare
from canfield.ui.dialogs.note import Note


class AboutDialog(QDialog):
    """What the game is, its version and licence, where it lives, and who made what it uses."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        prepare()  # the focus cue shows on the first control at once (F12)
        self.setWindowTitle(self.tr("About Canfield"))
        # the game's name as the window title says it (Кэнфилд, كانفيلد, Քենֆիլդ), not APP_NAME's Latin
        name = QCoreApplication.translate("MainWindow", APP_NAME)
        self.title = QLabel(f"<h2>{escape(name)} {escape(__version__)}</h2>")
        self.summary = Note(self.tr("Canfield (Demon) solitaire with exact rules, game codes, undo and a solver."))
        self.licence = Note(
            self.tr("Free software under the %1: you may use, copy, change and share it.").replace("%1", LICENSE_NAME)
        )
        self.home = QLabel(f'<a href="{escape(HOME_PAGE)}">{escape(HOME_PAGE)}</a>')
        self.home.setTextFormat(Qt.TextFormat.RichText)
        self.home.setOpenExternalLinks(True)
        self.home.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.credits = Note(
            self.tr(
                "Made by the Canfield developers. Cards and icons are drawn by the game itself. "
                "Built with Qt for Python (PySide6). Rules after Hoyle and the Canfield casino."
            )
        )
        text = QVBoxLayout()
        for label in (self.title, self.summary, self.licence, self.home, self.credits):
            text.addWidget(label)
        row = QHBoxLayout()
        icon = QGuiApplication.windowIcon()
        if not icon.isNull():
            picture = QLabel()
            picture.setPixmap(icon.pixmap(64, 64))
            picture.setAlignment(Qt.AlignmentFlag.AlignTop)
            row.addWidget(picture)
        row.addLayout(text, 1)
        self.buttons = name_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Ok))
        self.buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)
