"""View ▸ Appearance: the look of the cards and the table on one page, with a live preview of a small table.

Like Settings, each change applies and is saved at once (the table behind shows it too); OK keeps it, and
Cancel (or Esc, or closing the window) puts back the look the page opened with. Loaded when first opened,
not at start-up. The words of the choices keep the Settings dialog's context, where they were translated
first (one translation each).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QVBoxLayout,
    QWidget,
)

from canfield.storage import LOOK, FaceDesign
from canfield.ui.dialogs.buttons import name_buttons
from canfield.ui.dialogs.choices import SpokenChoice, readers_announce
from canfield.ui.dialogs.focus_cue import prepare
from canfield.ui.dialogs.note import Note
from canfield.ui.table.cardart import BACKS, TABLES, style_of
from canfield.ui.table.preview import TablePreview

_BOXES = ("four_color", "larger_cards", "high_contrast")


def face_design_names() -> dict[FaceDesign, str]:
    """Each face design as the player reads it (its own context, so that any page can list them)."""
    return {
        FaceDesign.STANDARD: QCoreApplication.translate("FaceDesign", "Letters in a frame"),
        FaceDesign.FIGURES: QCoreApplication.translate("FaceDesign", "Drawn figures"),
        FaceDesign.LARGE_INDEX: QCoreApplication.translate("FaceDesign", "Large index, for low vision"),
    }


def back_names() -> dict[str, str]:
    """Each card back as the player reads it (the words agree with "card back": Russian «рубашка»: «Синяя»)."""
    return {
        "blue": QCoreApplication.translate("SettingsDialog", "Blue", "card back"),
        "red": QCoreApplication.translate("SettingsDialog", "Red", "card back"),
        "green": QCoreApplication.translate("SettingsDialog", "Green", "card back"),
        "purple": QCoreApplication.translate("SettingsDialog", "Purple", "card back"),
    }


def table_names() -> dict[str, str]:
    """Each table colour as the player reads it."""
    return {
        "green": QCoreApplication.translate("SettingsDialog", "Green"),
        "blue": QCoreApplication.translate("SettingsDialog", "Blue"),
        "red": QCoreApplication.translate("SettingsDialog", "Red"),
        "grey": QCoreApplication.translate("SettingsDialog", "Grey"),
    }


class AppearanceDialog(QDialog):
    """Face design, card back, table colour, four-colour suits, larger cards and high contrast, beside a preview.

    Edits the settings object in place and emits ``changed`` after each edit (the window applies and saves
    them); :meth:`reject` restores the look it had when the page was shown.
    """

    changed = Signal()

    def __init__(self, settings: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        prepare()  # the focus cue shows on the first control at once (F12)
        self.settings = settings
        self.setWindowTitle(self.tr("Appearance"))
        self.face_design = _combo({design.value: name for design, name in face_design_names().items()})
        self.card_back = _combo({key: back_names().get(key, key) for key in BACKS})
        self.table_color = _combo({key: table_names().get(key, key) for key in TABLES})
        self.four_color = QCheckBox(
            QCoreApplication.translate("SettingsDialog", "Four-colour suits (♠ black, ♥ red, ♦ blue, ♣ green)")
        )
        self.larger_cards = QCheckBox(QCoreApplication.translate("SettingsDialog", "Larger cards"))
        self.high_contrast = QCheckBox(QCoreApplication.translate("SettingsDialog", "High-contrast table"))
        self.high_contrast_note = Note(self.tr("A black table, white outlines and darker inks."))
        self.preview = TablePreview()
        self.preview.setAccessibleName(self.tr("Preview"))
        self.preview.setAccessibleDescription(self.tr("A small table in the look chosen here."))
        self.buttons = name_buttons(
            QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._layout()
        self._opened_with: dict[str, object] = {}
        self._load()
        for box in self._boxes():
            box.toggled.connect(self._store)
        combos = (self.face_design, self.card_back, self.table_color)
        for combo in combos:
            combo.currentIndexChanged.connect(self._store)
        self.spoken = [SpokenChoice(combo, readers_announce(self)) for combo in combos]  # arrows said (N4)

    def _layout(self) -> None:
        form = QFormLayout()
        form.addRow(QCoreApplication.translate("SettingsDialog", "Card faces:"), self.face_design)
        form.addRow(QCoreApplication.translate("SettingsDialog", "Card back:"), self.card_back)
        form.addRow(QCoreApplication.translate("SettingsDialog", "Table colour:"), self.table_color)
        form.addRow(self.four_color)
        form.addRow(self.larger_cards)
        form.addRow(self.high_contrast)
        form.addRow(self.high_contrast_note)
        row = QHBoxLayout()
        row.addLayout(form, 1)
        row.addWidget(self.preview, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(self.buttons)

    def _boxes(self) -> list[QCheckBox]:
        return [getattr(self, name) for name in _BOXES]

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt name)
        """Each opening starts from the settings as they are, and Cancel goes back to them."""
        if not event.spontaneous():
            self._load()
            self.face_design.setFocus()
        super().showEvent(event)

    def _load(self) -> None:
        s = self.settings
        self._opened_with = {name: getattr(s, name) for name in LOOK}
        for widget in (*self._boxes(), self.face_design, self.card_back, self.table_color):
            widget.blockSignals(True)  # showing the settings is not a choice
        for name in _BOXES:
            getattr(self, name).setChecked(bool(getattr(s, name)))
        for combo, name in (
            (self.face_design, "face_design"),
            (self.card_back, "card_back"),
            (self.table_color, "table_color"),
        ):
            combo.setCurrentIndex(max(0, combo.findData(getattr(s, name))))
        for widget in (*self._boxes(), self.face_design, self.card_back, self.table_color):
            widget.blockSignals(False)
        self._show_preview()

    def _store(self) -> None:
        s = self.settings
        for name in _BOXES:
            setattr(s, name, getattr(self, name).isChecked())
        s.face_design = self.face_design.currentData()
        s.card_back = self.card_back.currentData()
        s.table_color = self.table_color.currentData()
        self._show_preview()
        self.changed.emit()

    def _show_preview(self) -> None:
        s = self.settings
        style = style_of(s)._replace(mirrored=self.layoutDirection() == Qt.LayoutDirection.RightToLeft)
        self.preview.show_look(style, s.table_color, bool(s.high_contrast), bool(s.larger_cards))

    def reject(self) -> None:
        """Cancel: the look the page opened with, applied and saved again."""
        s = self.settings
        # A window rebuilt in another language closes its dialogs with their signals blocked: that is no
        # Cancel, and the look stays as the new window shows it.
        if not self.signalsBlocked() and any(getattr(s, name) != value for name, value in self._opened_with.items()):
            for name, value in self._opened_with.items():
                setattr(s, name, value)
            self.changed.emit()
        super().reject()  # Esc and the window's close button come here too (QDialog's own)


def _combo(items: dict[str, str]) -> QComboBox:
    """A closed list of ``items`` (setting value -> the words shown)."""
    combo = QComboBox()
    for value, text in items.items():
        combo.addItem(text, value)
    return combo
