"""The "How to play" pages of the rule profiles.

Qt-free data for the user interface: ``page(profile, lang)`` is an HTML page
(Qt rich text) in ``canfield/help/<lang>/<profile>.html``, read through
importlib.resources so it loads from a checkout and from an installed wheel.
"""

from __future__ import annotations

from importlib import resources

from canfield.engine import PROFILES as _PROFILES
from canfield.i18n import SUPPORTED as LANGUAGES

PROFILES: tuple[str, ...] = tuple(_PROFILES)

__all__ = ["LANGUAGES", "PROFILES", "page"]


def _check(profile: str, lang: str) -> None:
    if profile not in PROFILES:
        raise ValueError(f"No help for profile {profile!r}; known: {', '.join(PROFILES)}.")
    if lang not in LANGUAGES:
        raise ValueError(f"No help in language {lang!r}; known: {', '.join(LANGUAGES)}.")


def page(profile: str, lang: str = "en") -> str:
    """The "How to play" page of a rule profile, as HTML."""
    _check(profile, lang)
    return resources.files(__name__).joinpath(lang, f"{profile}.html").read_text(encoding="utf-8")
