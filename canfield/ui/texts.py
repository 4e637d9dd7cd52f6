"""Small wording helpers shared by the window's widgets."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate, QLocale

if TYPE_CHECKING:
    import datetime as dt


def card_count(n: int) -> str:
    """ "1 card" / "13 cards", through Qt's plural translation.

    Without a loaded translation Qt returns the source form "%n card(s)";
    then the English plural is chosen here.
    """
    text = QCoreApplication.translate("Table", "%n card(s)", None, n)
    if "(s)" in text:
        text = text.replace("(s)", "" if n == 1 else "s")
    return text


def money(dollars: int) -> str:
    """ "$45" won, "−$45" lost (a true minus sign)."""
    if dollars < 0:
        return QCoreApplication.translate("StatisticsDialog", "−$%1", "dollars lost").replace("%1", str(-dollars))
    return QCoreApplication.translate("StatisticsDialog", "$%1", "dollars won").replace("%1", str(dollars))


def stakes_text(bankroll: int, this_game: int | None) -> str:
    """The casino note on the table: the bankroll, and what the game in progress stands at (None: it ended)."""
    lines = [QCoreApplication.translate("Table", "Bankroll: %1").replace("%1", money(bankroll))]
    if this_game is not None:
        lines.append(QCoreApplication.translate("Table", "This game: %1").replace("%1", money(this_game)))
    return "\n".join(lines)


def format_time(seconds: float) -> str:
    """``m:ss`` or ``h:mm:ss``."""
    s = int(seconds)
    h, rest = divmod(s, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def long_date(date: dt.date) -> str:
    """A date as the player's language writes it in full (the window's locale: its digits, its order)."""
    return QLocale().toString(QDate(date.year, date.month, date.day), QLocale.FormatType.LongFormat)


def day_note(iso: str) -> str:
    """The table's note for a deal of the day (``iso``: its date; "" for an ordinary game: no note)."""
    if not iso:
        return ""
    import datetime as dt  # here: only a deal of the day needs it (issue 43: not at the first frame)

    date = dt.date.fromisoformat(iso)
    return QCoreApplication.translate("Table", "Deal of the day\n%1").replace("%1", long_date(date))
