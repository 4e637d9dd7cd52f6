"""The rule profiles as a player reads them: names, one-line descriptions, and the rules in force."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from canfield.engine import Game


def profile_texts() -> dict[str, tuple[str, str]]:
    """Each profile's name and one-line description for the player: the one table (New Game and Settings)."""
    return {
        "canfield": (
            QCoreApplication.translate("NewGameDialog", "Canfield"),
            QCoreApplication.translate(
                "NewGameDialog", "Draw 3 or 1; any sequence moves; cards may come back from the foundations."
            ),
        ),
        "strict": (
            QCoreApplication.translate("NewGameDialog", "Strict"),
            QCoreApplication.translate(
                "NewGameDialog", "Draw 3; only the top card or a whole column moves; stalled attempts are announced."
            ),
        ),
        "classic": (
            QCoreApplication.translate("NewGameDialog", "Classic"),
            QCoreApplication.translate(
                "NewGameDialog", "Hoyle's rules: draw 3; only whole columns move between columns."
            ),
        ),
    }


def rules_caption(game: Game) -> str:
    """Which rules are in force, for the window title: "Rules: Strict, draw 3"."""
    names = profile_texts()
    name = names[game.rules.name][0] if game.rules.name in names else game.rules.name
    return (
        QCoreApplication.translate("MainWindow", "Rules: %1, draw %2").replace("%1", name).replace("%2", str(game.draw))
    )
