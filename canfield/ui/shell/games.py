"""The game a window opens with: a deal asked for by its code, or a random deal by the settings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from canfield.engine import Game, Rules, resolve_rules

if TYPE_CHECKING:
    from canfield.storage import Settings


def make_game(code: str | None, profile: str | Rules | None, draw: int | None, settings: Settings) -> Game:
    """The first game: the code's deal, or a random deal with the given or default draw and profile.

    A code without a profile uses the default profile, or Canfield when the
    default profile cannot play the code's draw (strict and classic are draw 3 only).
    """
    if code:
        if profile is not None:
            return Game.from_code(code, profile)
        try:
            return Game.from_code(code, settings.default_profile)
        except ValueError:
            return Game.from_code(code, "canfield")  # a bad code raises again here, as it should
    rules = resolve_rules(profile if profile is not None else settings.default_profile)
    wanted = draw if draw is not None else settings.default_draw
    return Game.new(wanted if wanted in rules.draws else rules.draws[-1], rules)
