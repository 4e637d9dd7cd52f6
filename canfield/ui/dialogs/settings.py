"""The Settings dialog: every change applies and is saved at once; a new language once it is chosen.

The language rebuilds the whole window, so the list can be browsed with the arrow keys first: the
language shown applies when the list is left (Tab, a click elsewhere) or when Settings closes (Enter
closes it too) (accessibility review F4: each Down rebuilt the window).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFocusEvent, QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QVBoxLayout,
    QWidget,
)

from canfield.ui import language
from canfield.ui.dialogs.buttons import name_buttons
from canfield.ui.dialogs.choices import SpokenChoice, readers_announce
from canfield.ui.dialogs.focus_cue import prepare
from canfield.ui.dialogs.note import Note
from canfield.ui.profiles import profile_texts


class SettingsDialog(QDialog):
    """How the game behaves: double click, auto-drop, the winnable indicator, default draw and rules, casino
    scoring, motion, sound and language (the look is View ▸ Appearance's, the toolbar the View menu's).

    Edits the settings object in place and emits ``changed`` after each edit;
    the window applies and saves them.
    """

    changed = Signal()

    def __init__(self, settings: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        prepare()  # the focus cue shows on the first control at once (F12)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        # the seeds' name for the setting, and beside it what it does (player review B8)
        self.double_click = QCheckBox(self.tr("Double click"))
        self.double_click_note = Note(
            self.tr("A tap also places a card on a column when it cannot go home. A double-click always does.")
        )
        self.motion = QCheckBox(self.tr("Motion: cards glide, the deal and the win are animated"))
        self.motion.setToolTip(self.tr("Off: cards jump to their places (reduced motion)."))
        # the stakes in a note under the box: one line of both was 890 px wide in Armenian (player review N5)
        self.casino_scoring = QCheckBox(self.tr("Casino scoring (Classic rules)"))
        self.casino_note = Note(self.tr("$50 a game, $5 a card home, $500 for all 52."))
        self.casino_scoring.setToolTip(
            self.tr("Counts from the next Classic game you start; the bankroll is in the statistics.")
        )
        self.default_draw = QComboBox()
        self.default_draw.addItem(self.tr("3 cards (Hard)"), 3)
        self.default_draw.addItem(self.tr("1 card (Easy)"), 1)
        self.default_profile = QComboBox()
        for key, (name, _) in profile_texts().items():
            self.default_profile.addItem(name, key)
        self.show_winnable = QCheckBox(self.tr("Say whether the deal can still be won"))
        self.show_winnable.setToolTip(self.tr("The solver's verdict in the status bar; off for no spoilers."))
        self.ask_before_abandoning = QCheckBox(self.tr("Ask before ending a game in progress"))
        self.sound = QCheckBox(self.tr("Sound effects"))
        self.sound.setToolTip(self.tr("Also in the View menu and on the toolbar (M)."))
        self.auto_drop = QCheckBox(self.tr("Auto-drop: send home cards no column can ever need"))
        self.auto_drop_note = Note(
            self.tr(
                "This changes how the game plays: cards go to the foundations without being asked. "
                "The rules leave every move to you, so it is off unless you turn it on."
            )
        )
        self.language = QComboBox()
        for value, label in language.choices():
            self.language.addItem(label, value)
        self.language_note = Note(
            self.tr("A new language applies when you leave the list or close Settings; the game goes on.")
        )
        buttons = name_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Close))
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self._game_page())
        layout.addWidget(buttons)
        self._load()
        for box in self._boxes().values():
            box.toggled.connect(self._store)
        for combo in (self.default_draw, self.default_profile):
            combo.currentIndexChanged.connect(self._store)
        self.language.installEventFilter(self)  # chosen when the list is left
        combos = (self.default_draw, self.default_profile, self.language)
        self.spoken = [SpokenChoice(combo, readers_announce(self)) for combo in combos]  # arrows said (N4)

    def _game_page(self) -> QWidget:
        """How the game plays, moves and sounds, and its language (the look is View ▸ Appearance's).

        Settings was about 600 px tall and did not fit a screen under 650 px (player review N5); with the
        look on a page of its own it fits an 800 × 600 screen in every language.
        """
        page = QWidget()
        form = QFormLayout(page)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.double_click, self.double_click_note)
        form.addRow(self.ask_before_abandoning)
        form.addRow(self.auto_drop)
        form.addRow(self.auto_drop_note)  # under it, the whole width: it says the game's behaviour changes
        form.addRow(self.show_winnable)
        form.addRow(self.tr("Default draw:"), self.default_draw)
        form.addRow(self.tr("Default rules:"), self.default_profile)
        form.addRow(self.casino_scoring)
        form.addRow(self.casino_note)
        form.addRow(self.motion)
        form.addRow(self.sound)
        form.addRow(self.tr("Language:"), self.language)
        form.addRow(self.language_note)
        return page

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        # Enter closes the dialog (its default button): that applies it too
        if (
            watched is self.language
            and isinstance(event, QFocusEvent)
            and event.type() == QEvent.Type.FocusOut
            and event.reason() != Qt.FocusReason.PopupFocusReason
        ):
            self.choose_language()
        return False

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        if self.focusWidget() is None:
            self.double_click.setFocus(Qt.FocusReason.OtherFocusReason)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt name)
        self.choose_language()
        super().hideEvent(event)

    def choose_language(self) -> None:
        """Apply the language the list shows, if it is a new one (the window is rebuilt in it)."""
        value = self.language.currentData()
        if value is not None and value != self.settings.language:
            self.settings.language = value
            self.changed.emit()

    def _boxes(self) -> dict[str, QCheckBox]:
        """Each check box by the name of the setting it holds."""
        names: tuple[str, ...] = ("double_click", "motion", "casino_scoring", "show_winnable")
        names += ("ask_before_abandoning", "sound", "auto_drop")
        return {name: getattr(self, name) for name in names}

    def _load(self) -> None:
        s = self.settings
        for name, box in self._boxes().items():
            box.setChecked(bool(getattr(s, name)))
        for combo, value in (
            (self.language, s.language if s.language in dict(language.choices()) else ""),
            (self.default_draw, s.default_draw),
            (self.default_profile, s.default_profile),
        ):
            index = combo.findData(value)
            combo.setCurrentIndex(max(0, index))

    def _store(self) -> None:
        s = self.settings
        for name, box in self._boxes().items():
            setattr(s, name, box.isChecked())
        s.default_draw = self.default_draw.currentData()
        s.default_profile = self.default_profile.currentData()
        self.changed.emit()
