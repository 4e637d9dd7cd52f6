"""First start only: a desktop that asks for high contrast gets the large-index deck and the high-contrast table.

Read through Qt's own hint, ``QStyleHints.accessibility().contrastPreference()`` (Qt 6.10 and later; with an
older Qt nothing happens). On Linux Qt reads it from the desktop: with GNOME (``XDG_CURRENT_DESKTOP=GNOME``)
it asks the XDG desktop portal's settings (``org.freedesktop.appearance`` ``contrast``, and GNOME's
``org.gnome.desktop.a11y.interface`` ``high-contrast``) after the window is made, so the answer may come a
moment after the first frame, as a change of the hint: the watcher listens for it.

Never over a choice the player made: it acts only while no settings file existed at the start and the
player has not opened View ▸ Appearance (which ends the first start: ``storage.first_start``), and only
while the look is still the defaults.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QGuiApplication

from canfield.storage import LOOK, FaceDesign, Settings
from canfield.ui.messages import Duration, Messages
from canfield.ui.shell.storage_port import StorageLike

# The settings the desktop's wish sets, and what it sets them to.
HIGH_CONTRAST_LOOK: dict[str, object] = {"face_design": FaceDesign.LARGE_INDEX.value, "high_contrast": True}


class LookWindow(Protocol):
    """What the watcher needs of the game window."""

    storage: StorageLike
    settings: Settings
    messages: Messages

    def apply_settings(self) -> None: ...


def accessibility_hints() -> tuple[QObject, QObject | None]:
    """Qt's style hints and their accessibility hints (``QAccessibilityHints``; None before Qt 6.10).

    Keep both: PySide6 6.11 deletes the accessibility hints' wrapper along with the style hints' one.
    """
    styles = QGuiApplication.styleHints()
    read = getattr(styles, "accessibility", None)
    return styles, read() if read is not None else None


def asks_for_high_contrast(hints: QObject | None) -> bool:
    """Whether the desktop asks for high contrast now (False when Qt cannot tell)."""
    from PySide6.QtCore import Qt

    wanted = getattr(getattr(Qt, "ContrastPreference", None), "HighContrast", None)
    return hints is not None and wanted is not None and hints.contrastPreference() == wanted  # type: ignore[attr-defined]


class DesktopContrast(QObject):
    """Follows the desktop's contrast preference for ``window`` during a first start (see the module's docstring)."""

    def __init__(self, window: LookWindow, parent: QObject, hints: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.applied = False
        self._styles, found = accessibility_hints()
        self.hints = hints if hints is not None else found
        if self.hints is None:
            return  # Qt before 6.10: no hint to read
        if asks_for_high_contrast(self.hints):
            self.apply()
        else:
            self.hints.contrastPreferenceChanged.connect(self._changed)  # type: ignore[attr-defined]

    def _changed(self, *_: object) -> None:
        if asks_for_high_contrast(self.hints):
            self.apply()

    def apply(self) -> None:
        """Choose the large-index deck and the high-contrast table, if the first start's look is untouched."""
        window = self.window
        if self.applied or not window.storage.first_start or not _untouched(window.settings):
            return
        self.applied = True
        for name, value in HIGH_CONTRAST_LOOK.items():
            setattr(window.settings, name, value)
        window.apply_settings()  # saved: the next start is no first start
        window.messages.tell(
            QCoreApplication.translate(
                "DesktopContrast",
                "Your desktop asks for high contrast: the large-index cards and the high-contrast table are chosen. "
                "View ▸ Appearance changes them.",
            ),
            Duration.HINT,
        )


def _untouched(settings: Settings) -> bool:
    """Whether the look is still a first start's: every look setting at its default."""
    defaults = Settings()
    return all(getattr(settings, name) == getattr(defaults, name) for name in LOOK)
