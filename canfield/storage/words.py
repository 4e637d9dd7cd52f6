"""Every sentence the storage layer says to the player, in one table.

The storage layer has no Qt, so its sentences are only marked here (``QT_TRANSLATE_NOOP`` is a
plain function below, which ``pyside6-lupdate`` still recognises) and the window translates them
when it shows them: ``store.take_problems(lambda s: QCoreApplication.translate("Storage", s))``.
Placeholders in braces are filled after translation.
"""

from __future__ import annotations

import errno


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark ``text`` for translation in ``context``; returns it unchanged.

    Call it by this name: ``pyside6-lupdate`` does not follow aliases such as ``_``.
    """
    return text


# One sentence per situation and file: each is translated whole, never glued from pieces.
DAMAGED = {
    "settings": QT_TRANSLATE_NOOP("Storage", "Your settings file was damaged and has been reset to the defaults."),
    "statistics": QT_TRANSLATE_NOOP("Storage", "Your statistics file was damaged and your statistics have been reset."),
    "game": QT_TRANSLATE_NOOP("Storage", "Your saved game was damaged and could not be reopened; a new game starts."),
    "records": QT_TRANSLATE_NOOP("Storage", "Your game records file was damaged; new games are recorded in a new one."),
    "daily": QT_TRANSLATE_NOOP(
        "Storage", "Your deals of the day file was damaged; the days played from now on are kept in a new one."
    ),
}
PARTIAL = {
    "game": QT_TRANSLATE_NOOP(
        "Storage",
        "Part of your saved game could not be read ({fields}) and was reset; the game itself was reopened.",
    ),
    "settings": QT_TRANSLATE_NOOP(
        "Storage",
        "Some of your settings could not be read ({fields}) and were reset to their defaults; the others were kept.",
    ),
    "statistics": QT_TRANSLATE_NOOP(
        "Storage",
        "Part of your statistics could not be read ({fields}) and was reset; everything else was kept.",
    ),
    "records": QT_TRANSLATE_NOOP(
        "Storage", "Some of your game records could not be read and were left out; the others were kept."
    ),
    "daily": QT_TRANSLATE_NOOP(
        "Storage", "Some of your days of the deal of the day could not be read and were left out; the others were kept."
    ),
}
NEWER = {
    "settings": QT_TRANSLATE_NOOP(
        "Storage",
        "Your settings file comes from a newer version of Canfield. "
        "The settings this version understands were kept; the others were reset.",
    ),
    "statistics": QT_TRANSLATE_NOOP(
        "Storage",
        "Your statistics file comes from a newer version of Canfield. "
        "The figures this version understands were kept; the others were reset.",
    ),
    "game": QT_TRANSLATE_NOOP(
        "Storage",
        "Your saved game comes from a newer version of Canfield and cannot be reopened here; a new game starts.",
    ),
    "records": QT_TRANSLATE_NOOP(
        "Storage",
        "Your game records file comes from a newer version of Canfield; new games are recorded in a new one.",
    ),
    "daily": QT_TRANSLATE_NOOP(
        "Storage",
        "Your deals of the day file comes from a newer version of Canfield. "
        "The days this version understands were kept; the others were left out.",
    ),
}
UNREADABLE = {
    "settings": QT_TRANSLATE_NOOP(
        "Storage", "Your settings file {path} could not be read ({reason}); the defaults are used for now."
    ),
    "statistics": QT_TRANSLATE_NOOP(
        "Storage", "Your statistics file {path} could not be read ({reason}); it is left as it is and not updated."
    ),
    "game": QT_TRANSLATE_NOOP("Storage", "Your saved game {path} could not be read ({reason}); a new game starts."),
    "records": QT_TRANSLATE_NOOP(
        "Storage", "Your game records file {path} could not be read ({reason}); it is left as it is and not updated."
    ),
    "daily": QT_TRANSLATE_NOOP(
        "Storage",
        "Your deals of the day file {path} could not be read ({reason}); it is left as it is and not updated.",
    ),
}
#: The reason given when a file's place holds a FIFO, a device or the like.
SPECIAL_FILE = QT_TRANSLATE_NOOP("Storage", "not an ordinary file")
#: The reason given when a file's place holds a link to somewhere outside its folder (never followed).
LINK_OUT = QT_TRANSLATE_NOOP("Storage", "a link to a place outside its folder")
#: A folder, a FIFO, a device or a link out of the folder stood where a file belongs: renamed, never lost.
NOT_A_FILE = {
    "settings": QT_TRANSLATE_NOOP(
        "Storage",
        "In place of your settings file {path} there was something else ({reason}). "
        "It was renamed {copy}, and the default settings are used.",
    ),
    "statistics": QT_TRANSLATE_NOOP(
        "Storage",
        "In place of your statistics file {path} there was something else ({reason}). "
        "It was renamed {copy}, and your statistics start from the games this window knows.",
    ),
    "game": QT_TRANSLATE_NOOP(
        "Storage",
        "In place of your saved game {path} there was something else ({reason}). "
        "It was renamed {copy}, and a new game starts.",
    ),
    "records": QT_TRANSLATE_NOOP(
        "Storage",
        "In place of your game records file {path} there was something else ({reason}). "
        "It was renamed {copy}, and new games are recorded in a new file.",
    ),
    "daily": QT_TRANSLATE_NOOP(
        "Storage",
        "In place of your deals of the day file {path} there was something else ({reason}). "
        "It was renamed {copy}, and the days played are kept in a new file.",
    ),
}
#: A file its owner marked read-only: respected (never replaced or removed), and said once.
READ_ONLY = {
    "settings": QT_TRANSLATE_NOOP(
        "Storage",
        "Your settings file {path} is read-only, so it is left as it is: "
        "changes you make now last until you quit. Make the file writable to keep them.",
    ),
    "statistics": QT_TRANSLATE_NOOP(
        "Storage",
        "Your statistics file {path} is read-only, so it is left as it is. "
        "The games you finish are kept beside it and added once the file is writable again.",
    ),
    "game": QT_TRANSLATE_NOOP(
        "Storage",
        "Your saved game {path} is read-only, so it is left as it is. "
        "The game you play now cannot be kept to resume later; it is counted when it ends or when you quit.",
    ),
    "records": QT_TRANSLATE_NOOP(
        "Storage",
        "Your game records file {path} is read-only, so it is left as it is: "
        "the games you finish now are not added to it.",
    ),
    "daily": QT_TRANSLATE_NOOP(
        "Storage",
        "Your deals of the day file {path} is read-only, so it is left as it is: "
        "the days you play now are kept until you quit.",
    ),
}
#: A game ended while nothing could be written (a full disk, a read-only folder): kept in memory, said once.
NOT_COUNTED_YET = QT_TRANSLATE_NOOP(
    "Storage",
    "The game that just ended is not counted in your statistics yet: nothing can be saved in {folder} now. "
    "Canfield keeps it, tries again at each save and tells you when it is counted. "
    "If you quit before then, you will be asked first: games not saved by then would be lost.",
)
#: The games of NOT_COUNTED_YET were written at last.
SAVED_AT_LAST = QT_TRANSLATE_NOOP(
    "Storage", "The finished games that could not be saved before are now counted in your statistics."
)
PENDING_UNREADABLE = QT_TRANSLATE_NOOP(
    "Storage",
    "Finished games waiting to be added to your statistics are in {path}, "
    "which could not be read ({reason}); it is left as it is.",
)
PENDING_DAMAGED = QT_TRANSLATE_NOOP(
    "Storage", "Some finished games waiting to be added to your statistics could not be read."
)
#: This window started while another one held the files and did not answer (frozen or very slow).
ANOTHER_WINDOW = QT_TRANSLATE_NOOP(
    "Storage",
    "Canfield is already open in another window that is not answering. "
    "That window keeps its saved game; a game you play here is counted in your statistics "
    "when it ends or when you close this window, but it cannot be resumed later.",
)
#: No lock could be taken: something in the lock's place could not be moved aside (reliability review 3).
NOT_ALONE = QT_TRANSLATE_NOOP(
    "Storage",
    "Canfield could not make sure that it is open in only one window: {path} is in the way and "
    "could not be moved. So that two windows never overwrite each other's game, this window leaves "
    "your saved game as it is; a game you play here is counted in your statistics when it ends or "
    "when you close this window, but it cannot be resumed later. "
    "Move {path} elsewhere and start Canfield again to go back to your saved game.",
)
# The system's common refusals in the player's words (its own text, in English, only for the rare others).
#: The reason in brackets in "could not be read ({reason})" / "could not be saved in {folder} ({reason})".
OS_REASONS = {
    errno.EACCES: QT_TRANSLATE_NOOP("Storage", "permission denied"),
    errno.EPERM: QT_TRANSLATE_NOOP("Storage", "permission denied"),
    errno.ENOSPC: QT_TRANSLATE_NOOP("Storage", "the disk is full"),
    errno.EDQUOT: QT_TRANSLATE_NOOP("Storage", "the disk quota is used up"),
    errno.EROFS: QT_TRANSLATE_NOOP("Storage", "the disk is read-only"),
    errno.ENOENT: QT_TRANSLATE_NOOP("Storage", "the folder does not exist"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("Storage", "the folder does not exist"),
    errno.EISDIR: QT_TRANSLATE_NOOP("Storage", "it is a folder"),  # the sentence says where already (X-n4)
}


def os_reason(code: int | None, text: str) -> object:
    """A notice's {reason}: a sentence key to translate for a common error number, else the system's text."""
    return [OS_REASONS[code]] if code in OS_REASONS else text


WRITE_FAILED = {
    "settings": QT_TRANSLATE_NOOP(
        "Storage",
        "Your settings could not be saved in {folder} ({reason}). "
        "You can keep playing; what was saved before is unchanged.",
    ),
    "statistics": QT_TRANSLATE_NOOP(
        "Storage",
        "Your statistics could not be saved in {folder} ({reason}). "
        "You can keep playing; what was saved before is unchanged.",
    ),
    "game": QT_TRANSLATE_NOOP(
        "Storage",
        "Your game in progress could not be saved in {folder} ({reason}). "
        "You can keep playing; what was saved before is unchanged.",
    ),
    "records": QT_TRANSLATE_NOOP(
        "Storage",
        "The record of your last game could not be saved in {folder} ({reason}). "
        "Canfield keeps it and tries again when the next game ends.",
    ),
    "daily": QT_TRANSLATE_NOOP(
        "Storage",
        "Your deals of the day could not be saved in {folder} ({reason}). "
        "Canfield keeps them while it runs and tries again with the next change.",
    ),
}
KEPT_AS = QT_TRANSLATE_NOOP("Storage", "A copy of the old file was kept as {copy}.")
LEFT_AT = QT_TRANSLATE_NOOP("Storage", "The old file could not be moved aside and was left at {path}.")

#: Between the field names of a {fields} list: translated too (Arabic joins with «، »).
FIELD_SEPARATOR = QT_TRANSLATE_NOOP("Storage", ", ")

#: How a settings field is named in a notice.
SETTING_LABELS = {
    "double_click": QT_TRANSLATE_NOOP("Storage", "double click"),
    "motion": QT_TRANSLATE_NOOP("Storage", "motion"),
    "card_back": QT_TRANSLATE_NOOP("Storage", "card back"),
    "face_design": QT_TRANSLATE_NOOP("Storage", "card faces"),
    "table_color": QT_TRANSLATE_NOOP("Storage", "table colour"),
    "four_color": QT_TRANSLATE_NOOP("Storage", "four-colour deck"),
    "default_draw": QT_TRANSLATE_NOOP("Storage", "cards drawn"),
    "default_profile": QT_TRANSLATE_NOOP("Storage", "rules"),
    "language": QT_TRANSLATE_NOOP("Storage", "language"),
    "larger_cards": QT_TRANSLATE_NOOP("Storage", "larger cards"),
    "high_contrast": QT_TRANSLATE_NOOP("Storage", "high contrast"),
    "casino_scoring": QT_TRANSLATE_NOOP("Storage", "casino scoring"),
    "show_winnable": QT_TRANSLATE_NOOP("Storage", "winnable indicator"),
    "toolbar": QT_TRANSLATE_NOOP("Storage", "toolbar"),
    "ask_before_abandoning": QT_TRANSLATE_NOOP("Storage", "ask before ending a game"),
    "sound": QT_TRANSLATE_NOOP("Storage", "sound effects"),
    "full_screen": QT_TRANSLATE_NOOP("Storage", "full screen"),
    "auto_drop": QT_TRANSLATE_NOOP("Storage", "auto-drop"),
    "window_geometry": QT_TRANSLATE_NOOP("Storage", "window size and position"),
}
VERSION_LABEL = QT_TRANSLATE_NOOP("Storage", "format version")

#: The four statistics modes, as the player calls them.
MODE_LABELS = {
    "canfield-d1": QT_TRANSLATE_NOOP("Storage", "Canfield, draw 1"),
    "canfield-d3": QT_TRANSLATE_NOOP("Storage", "Canfield, draw 3"),
    "strict": QT_TRANSLATE_NOOP("Storage", "Strict"),
    "classic": QT_TRANSLATE_NOOP("Storage", "Classic"),
}
RECENT_LABEL = QT_TRANSLATE_NOOP("Storage", "recent games")
DAILY_LABEL = QT_TRANSLATE_NOOP("Storage", "days of the deal of the day")
#: The extra fields of a saved game.
GAME_LABELS = {
    "elapsed": QT_TRANSLATE_NOOP("Storage", "clock"),
    "undos": QT_TRANSLATE_NOOP("Storage", "undo count"),
    "casino": QT_TRANSLATE_NOOP("Storage", "casino stakes"),
    "start": QT_TRANSLATE_NOOP("Storage", "moves from a replay"),
    "daily": QT_TRANSLATE_NOOP("Storage", "date of the deal of the day"),
}
