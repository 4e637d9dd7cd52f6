"""The New Game dialog: draw, rule profile and an optional game code."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLineEdit,
    QRadioButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from canfield.engine import PROFILES, Game, parse_code, resolve_rules
from canfield.engine.errors import QUOTE_LIMIT, WordedError
from canfield.ui import language
from canfield.ui.dialogs.buttons import name_buttons
from canfield.ui.dialogs.focus_cue import prepare
from canfield.ui.dialogs.note import Note
from canfield.ui.profiles import profile_texts

PROFILE_NAMES = tuple(PROFILES)


_KEYBOARD_FOCUS = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason, Qt.FocusReason.ShortcutFocusReason)


class CodeField(QLineEdit):
    """The game code's field, no longer silent when Tab brings the focus in (review F9).

    Orca's log showed why: on the first Tab in, the field's caret moved (from Qt's -1 to 0, as the input
    method reset it) and its empty text was selected before the focus was reported; Orca 43 takes a
    caret move for the focus itself, silently, and then ignored the focus event. Later visits were
    spoken (the caret had nowhere to move). Here the caret's first move is made when the field is
    built, before any reader can hear it, and the text is selected for retyping only once the focus
    is reported.
    """

    def __init__(self) -> None:
        super().__init__()
        self.setText(" ")  # the caret leaves -1 here, unheard
        self.clear()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt name)
        if event.reason() not in _KEYBOARD_FOCUS:
            super().focusInEvent(event)
            return
        super().focusInEvent(QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.OtherFocusReason))  # selects nothing
        if self.text():
            QTimer.singleShot(0, self, self.selectAll)  # as Qt does on Tab, after the focus is reported


class NewGameDialog(QDialog):
    """Choose draw 3 or 1, a profile, and optionally a game code to replay.

    An invalid code makes the field say why and keeps OK off. :meth:`game`
    builds the chosen game (a random deal when the code is empty). Deal of the Day
    closes it and asks for the Deal of the Day dialog (:attr:`daily_requested`).
    """

    daily_requested = Signal()

    def __init__(self, draw: int = 3, profile: str = "canfield", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        prepare()  # the focus cue shows on the first control at once (F12)
        self.setWindowTitle(self.tr("New Game"))
        layout = QVBoxLayout(self)

        draw_box = QGroupBox(self.tr("Draw"))
        draw_layout = QVBoxLayout(draw_box)
        self.draw3 = QRadioButton(self.tr("3 cards (Hard)"))
        self.draw1 = QRadioButton(self.tr("1 card (Easy)"))
        self.draws = QButtonGroup(self)
        for value, button in ((3, self.draw3), (1, self.draw1)):
            self.draws.addButton(button, value)
            draw_layout.addWidget(button)
        layout.addWidget(draw_box)

        rules_box = QGroupBox(self.tr("Rules"))
        rules_layout = QVBoxLayout(rules_box)
        self.profiles = QButtonGroup(self)
        self.profile_buttons: dict[str, QRadioButton] = {}
        texts = profile_texts()
        for i, name in enumerate(PROFILE_NAMES):
            title, line = texts[name]
            button = QRadioButton(title)
            button.setAccessibleDescription(line)  # read with the radio, not as a separate label
            note = Note(line)  # plain text, not greyed: a disabled look read as a choice one cannot make
            note.setIndent(24)
            self.profiles.addButton(button, i)
            self.profile_buttons[name] = button
            rules_layout.addWidget(button)
            rules_layout.addWidget(note)
        layout.addWidget(rules_box)

        code_box = QGroupBox(self.tr("Game code (optional)"))
        code_layout = QVBoxLayout(code_box)
        self.code = CodeField()
        self.code.setPlaceholderText(self.tr("e.g. CF1-D3-AAAAACL — leave empty for a new deal"))
        # wide enough for the whole hint ("— leave empt…" was cut at the dialog's first size)
        margins = self.code.textMargins().left() + self.code.textMargins().right()
        self.code.setMinimumWidth(self.code.fontMetrics().horizontalAdvance(self.code.placeholderText()) + margins + 40)
        self.code.setClearButtonEnabled(True)
        self.code.setAccessibleName(self.tr("Game code (optional)"))
        for clear in self.code.findChildren(QToolButton):  # the clear button Qt adds
            clear.setAccessibleName(self.tr("Clear the game code"))
        self.code_note = Note()  # plain text: it quotes what was typed, never read as HTML
        code_layout.addWidget(self.code)
        code_layout.addWidget(self.code_note)
        layout.addWidget(code_box)

        self.winnable_only = QCheckBox(self.tr("Winnable deals only"))
        self.winnable_only.setToolTip(self.tr("Deal until the solver proves the deal can be won."))
        # its own width, not the dialog's: a click beside its words (where nothing shows) does not tick it
        layout.addWidget(self.winnable_only, 0, Qt.AlignmentFlag.AlignLeading)

        self.buttons = name_buttons(
            QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        )
        # the same deal for every player today, proven winnable (issue 40): its own dialog
        self.daily = self.buttons.addButton(self.tr("Deal of the &Day…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.daily.clicked.connect(self._daily_chosen)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        (self.draw1 if draw == 1 else self.draw3).setChecked(True)
        self.profile_buttons.get(profile, self.profile_buttons["canfield"]).setChecked(True)
        self.draws.idToggled.connect(lambda *_: self._check())
        self.profiles.idToggled.connect(lambda *_: self._check())
        self.code.textChanged.connect(lambda *_: self._check())
        self._check()

    @property
    def profile(self) -> str:
        """The chosen profile name."""
        return PROFILE_NAMES[self.profiles.checkedId()]

    @property
    def draw(self) -> int:
        """The chosen draw (the code's draw when a code is given)."""
        return self.draws.checkedId()

    def _daily_chosen(self) -> None:
        self.reject()
        self.daily_requested.emit()

    def _check(self) -> None:
        """Keep the choices consistent and say what is wrong with the code, if anything."""
        rules = resolve_rules(self.profile)
        self.draw1.setEnabled(1 in rules.draws and not self.code.text().strip())
        self.winnable_only.setEnabled(not self.code.text().strip())  # a code names its deal
        if 1 not in rules.draws and self.draw == 1:
            self.draw3.setChecked(True)
        problem = self._code_problem()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(problem is None)
        if problem:
            self.code_note.setText(problem)
            self.code_note.setStyleSheet("color: #b00020;")
        elif self.code.text().strip():
            code = parse_code(self.code.text())
            self.code_note.setText(
                self.tr("Replays deal %1 with draw %2.").replace("%1", str(code)).replace("%2", str(code.draw))
            )
            self.code_note.setStyleSheet("")
            (self.draw1 if code.draw == 1 else self.draw3).setChecked(True)
        else:
            self.code_note.setText(self.tr("A new random deal."))
            self.code_note.setStyleSheet("")
        # a screen reader hears the error on the field itself (F5); else the field's example
        self.code.setAccessibleDescription(problem or self.code.placeholderText())
        for group in (self.draws, self.profiles):
            _tab_to_checked(group)
        QTimer.singleShot(0, self, self._fit)  # once the labels' new sizes are known

    def _fit(self) -> None:
        """Grow to what the wrapped texts need now (a code error adds lines; player review B9).

        A dialog does not follow its labels' height-for-width by itself: without this the error
        squeezed the profile descriptions and they stayed cut after the code was right.
        """
        layout = self.layout()
        if layout is None:
            return
        needed = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else layout.sizeHint().height()
        if self.height() < needed:
            self.resize(self.width(), needed)

    def _code_problem(self) -> str | None:
        text = self.code.text().strip()
        if not text:
            return None
        try:
            code = parse_code(text)
            resolve_rules(self.profile).with_draw(code.draw)
        except WordedError as exc:  # the engine's reason, worded in the window's language
            # a long paste quoted whole made the dialog 32,767 px wide
            return exc.say_safely(language.current(), QUOTE_LIMIT)
        return None

    @property
    def winnable_wanted(self) -> bool:
        """True when a random deal the solver proves winnable is wanted (no code given)."""
        return self.winnable_only.isChecked() and not self.code.text().strip()

    def game(self) -> Game:
        """The game the dialog describes."""
        text = self.code.text().strip()
        if text:
            return Game.from_code(text, self.profile)
        return Game.new(self.draw, self.profile)


def _tab_to_checked(group: QButtonGroup) -> None:
    """Tab and Shift+Tab reach an exclusive group at its checked button (review F8).

    Qt keeps one Tab stop per group, moved only as the focus moves within it: when the dialog
    checks a button itself (Strict allows draw 3 only) and disables the one that had the stop,
    the group dropped out of the Tab order, or Tab landed on a choice that was not the one made.
    """
    for button in group.buttons():
        policy = button.focusPolicy()
        tab = Qt.FocusPolicy.TabFocus
        button.setFocusPolicy(policy | tab if button.isChecked() else policy & ~tab)
