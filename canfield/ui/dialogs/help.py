"""How to Play: the rules of the game's profile and the keys, in the window's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from canfield import help as rules_help
from canfield.ui.dialogs.buttons import name_buttons
from canfield.ui.dialogs.focus_cue import prepare


class HelpDialog(QDialog):
    """How to play the current game's rules, and the keys, in the window's language."""

    def __init__(self, profile: str, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        prepare()  # the focus cue shows on the first control at once (F12)
        self.setWindowTitle(self.tr("How to Play"))
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.setHtml(with_keys(rules_help.page(profile, lang)))
        self.browser.setAccessibleName(self.tr("How to Play"))
        # a keyboard caret: the arrows then move a reading place that a screen reader follows line by line
        # (without one, Orca 43 said "How to Play label." and the arrows only scrolled, in silence: N2)
        self.browser.setTextInteractionFlags(
            self.browser.textInteractionFlags() | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        buttons = name_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self))
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(640, 560)


def with_keys(page: str) -> str:
    """The page with the Keys section at the end of its body, so it keeps the page's direction (Arabic: rtl)."""
    end = page.rfind("</body>")
    return page + keys_html() if end < 0 else page[:end] + keys_html() + page[end:]


def keys_html() -> str:
    """The keyboard controls as an HTML section (translated)."""
    rows = [
        (QCoreApplication.translate("Access", "Arrow keys"), QCoreApplication.translate("Access", "move the focus")),
        (
            QCoreApplication.translate("Access", "Tab, Shift+Tab"),
            QCoreApplication.translate("Access", "next or previous pile"),
        ),
        (
            QCoreApplication.translate("Access", "Home, End"),
            QCoreApplication.translate("Access", "first or top card of a column"),
        ),
        (
            QCoreApplication.translate("Access", "Enter, Space"),
            QCoreApplication.translate("Access", "pick up the focused card, or put the held cards down"),
        ),
        (QCoreApplication.translate("Access", "Esc"), QCoreApplication.translate("Access", "put the cards back")),
        (  # the page says a foundation card "can be dragged back": by keyboard too (review F12)
            QCoreApplication.translate("Access", "Enter on a foundation"),
            QCoreApplication.translate(
                "Access", "pick up its top card to take it back; Enter on a column where it fits puts it there"
            ),
        ),
        # the keys a blind player needs most (review F12): each says what it did
        (QCoreApplication.translate("Access", "D"), QCoreApplication.translate("Access", "draw from the stock")),
        (
            QCoreApplication.translate("Access", "T"),
            QCoreApplication.translate("Access", "play the focused card where it can go, home first"),
        ),
        (QCoreApplication.translate("Access", "B"), QCoreApplication.translate("Access", "say the whole board")),
        (QCoreApplication.translate("Access", "H"), QCoreApplication.translate("Access", "a hint: the next move")),
        (
            QCoreApplication.translate("Access", "Ctrl+Z, Ctrl+Shift+Z"),
            QCoreApplication.translate("Access", "undo, redo"),
        ),
        ("P", QCoreApplication.translate("Access", "pause: the table is covered and the clock stops")),
        ("F", QCoreApplication.translate("Access", "finish: play every card left home, when the game offers it")),
        ("M", QCoreApplication.translate("Access", "sound on or off")),
        ("F11", QCoreApplication.translate("Access", "full screen; Esc leaves it")),
        (  # where the look's switches went from Settings (issue 42)
            "Ctrl+Shift+A",
            QCoreApplication.translate(
                "Access",
                "View ▸ Appearance: card faces (a large index for low vision among them), back, table, four colours, "
                "larger cards and high contrast, with a preview; Settings keeps how the game plays",
            ),
        ),
    ]
    title = QCoreApplication.translate("Access", "Keys")
    item = QCoreApplication.translate("Access", "%1: %2", "a key and what it does, in the Keys list")
    items = "".join("<li>" + item.replace("%1", f"<b>{key}</b>").replace("%2", what) + "</li>" for key, what in rows)
    return f"<h2>{title}</h2><ul>{items}</ul>"
