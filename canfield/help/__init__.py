"""The "How to play" pages and the rule profiles' names and one-line descriptions.

Qt-free data for the user interface: ``page(profile, lang)`` is an HTML page
(Qt rich text) in ``canfield/help/<lang>/<profile>.html``, read through
importlib.resources so it loads from a checkout and from an installed wheel.
"""

from __future__ import annotations

from importlib import resources

from .profiles import DESCRIPTIONS, NAMES

PROFILES: tuple[str, ...] = ("canfield", "strict", "classic")
LANGUAGES: tuple[str, ...] = ("en", "ar", "ro", "ru", "hy")

__all__ = ["LANGUAGES", "PROFILES", "page", "profile_description", "profile_name"]


def _check(profile: str, lang: str) -> None:
    if profile not in PROFILES:
        raise ValueError(f"No help for profile {profile!r}; known: {', '.join(PROFILES)}.")
    if lang not in LANGUAGES:
        raise ValueError(f"No help in language {lang!r}; known: {', '.join(LANGUAGES)}.")


def page(profile: str, lang: str = "en") -> str:
    """The "How to play" page of a rule profile, as HTML."""
    _check(profile, lang)
    return resources.files(__name__).joinpath(lang, f"{profile}.html").read_text(encoding="utf-8")


def profile_name(profile: str, lang: str = "en") -> str:
    """A profile's name for menus and the New Game dialog, e.g. "Strict"."""
    _check(profile, lang)
    return NAMES[lang][profile]


def profile_description(profile: str, lang: str = "en") -> str:
    """One line that says what sets the profile apart, for the New Game dialog."""
    _check(profile, lang)
    return DESCRIPTIONS[lang][profile]
