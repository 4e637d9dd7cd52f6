"""Every sentence the storage layer says to the player, in one table.

The storage layer has no Qt, so its sentences are only marked here (``QT_TRANSLATE_NOOP`` is a
plain function below, which ``pyside6-lupdate`` still recognises) and the window translates them
when it shows them: ``store.take_problems(lambda s: QCoreApplication.translate("Storage", s))``.
Placeholders in braces are filled after translation.
"""

from __future__ import annotations

CONTEXT = "Storage"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark ``text`` for translation in ``context``; returns it unchanged."""
    return text


_ = QT_TRANSLATE_NOOP

# One sentence per situation and file: each is translated whole, never glued from pieces.
DAMAGED = {
    "settings": _("Storage", "Your settings file was damaged and has been reset to the defaults."),
    "statistics": _("Storage", "Your statistics file was damaged and your statistics have been reset."),
    "game": _("Storage", "Your saved game was damaged and could not be reopened; a new game starts."),
}
PARTIAL = {
    "game": _(
        "Storage",
        "Part of your saved game could not be read ({fields}) and was reset; the game itself was reopened.",
    ),
    "settings": _(
        "Storage",
        "Some of your settings could not be read ({fields}) and were reset to their defaults; the others were kept.",
    ),
    "statistics": _(
        "Storage",
        "Part of your statistics could not be read ({fields}) and was reset; everything else was kept.",
    ),
}
NEWER = {
    "settings": _(
        "Storage",
        "Your settings file comes from a newer version of Canfield. "
        "The settings this version understands were kept; the others were reset.",
    ),
    "statistics": _(
        "Storage",
        "Your statistics file comes from a newer version of Canfield. "
        "The figures this version understands were kept; the others were reset.",
    ),
    "game": _(
        "Storage",
        "Your saved game comes from a newer version of Canfield and cannot be reopened here; a new game starts.",
    ),
}
UNREADABLE = {
    "settings": _("Storage", "Your settings file {path} could not be read ({reason}); the defaults are used for now."),
    "statistics": _(
        "Storage", "Your statistics file {path} could not be read ({reason}); it is left as it is and not updated."
    ),
    "game": _("Storage", "Your saved game {path} could not be read ({reason}); a new game starts."),
}
WRITE_FAILED = {
    "settings": _(
        "Storage",
        "Your settings could not be saved in {folder} ({reason}). "
        "You can keep playing; what was saved before is unchanged.",
    ),
    "statistics": _(
        "Storage",
        "Your statistics could not be saved in {folder} ({reason}). "
        "You can keep playing; what was saved before is unchanged.",
    ),
    "game": _(
        "Storage",
        "Your game in progress could not be saved in {folder} ({reason}). "
        "You can keep playing; what was saved before is unchanged.",
    ),
}
KEPT_AS = _("Storage", "A copy of the old file was kept as {copy}.")
LEFT_AT = _("Storage", "The old file could not be moved aside and was left at {path}.")

FIELD_SEPARATOR = ", "

#: How a settings field is named in a notice.
SETTING_LABELS = {
    "double_click": _("Storage", "double click"),
    "animations": _("Storage", "animations"),
    "card_back": _("Storage", "card back"),
    "table_color": _("Storage", "table colour"),
    "four_color": _("Storage", "four-colour deck"),
    "default_draw": _("Storage", "cards drawn"),
    "default_profile": _("Storage", "rules"),
    "language": _("Storage", "language"),
    "larger_cards": _("Storage", "larger cards"),
    "high_contrast": _("Storage", "high contrast"),
    "reduced_motion": _("Storage", "reduced motion"),
    "casino_scoring": _("Storage", "casino scoring"),
    "window_geometry": _("Storage", "window size and position"),
}
VERSION_LABEL = _("Storage", "format version")

#: The four statistics modes, as the player calls them.
MODE_LABELS = {
    "canfield-d1": _("Storage", "Canfield, draw 1"),
    "canfield-d3": _("Storage", "Canfield, draw 3"),
    "strict": _("Storage", "Strict"),
    "classic": _("Storage", "Classic"),
}
RECENT_LABEL = _("Storage", "recent games")
#: The extra fields of a saved game.
GAME_LABELS = {
    "elapsed": _("Storage", "clock"),
    "undos": _("Storage", "undo count"),
    "casino": _("Storage", "casino stakes"),
}
