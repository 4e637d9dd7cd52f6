"""Which language to show, and where its compiled Qt translation lives. No Qt here.

The window calls :func:`choose_language` with the "language" setting ("auto"
follows the system locale), then loads :func:`qm_data` into a ``QTranslator``
and mirrors itself when :func:`is_rtl` says so.
"""

from __future__ import annotations

import locale
import os
from collections.abc import Iterable, Mapping
from importlib import resources

#: Language codes the game speaks, English first (the source language).
SUPPORTED: tuple[str, ...] = ("en", "ar", "ro", "ru", "hy")
DEFAULT = "en"
AUTO = "auto"
#: The language names as each language writes its own, for the Settings list.
NATIVE_NAMES: dict[str, str] = {
    "en": "English",
    "ar": "العربية",
    "ro": "Română",
    "ru": "Русский",
    "hy": "Հայերեն",
}
_RTL = frozenset({"ar"})
#: The locale that formats numbers and dates, where it is not the language's own default.
#: Arabic: Qt's "ar" is ar_EG, whose Arabic-Indic digits (٥٢٫٠) would sit beside the Western
#: digits of the rest of the window, the engine's sentences and the seeds themselves (52/52,
#: CF1-D3-...); ar_AE formats Arabic text with Western digits and a decimal point (52.0).
NUMBER_LOCALES = {"ar": "ar_AE"}
_ALIASES = {"mo": "ro", "arm": "hy", "hye": "hy", "rus": "ru", "ron": "ro", "rum": "ro", "ara": "ar", "eng": "en"}


def normalize(tag: str | None) -> str | None:
    """The supported language a locale tag means, or None.

    Accepts POSIX and BCP 47 forms: "ru_RU.UTF-8", "ar-EG", "hy_AM@latin", "ro".
    "C" and "POSIX" mean no choice.
    """
    if not tag:
        return None
    base = tag.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    base = _ALIASES.get(base, base)
    return base if base in SUPPORTED else None


def system_languages(environ: Mapping[str, str] | None = None) -> list[str]:
    """The user's preferred locale tags, most preferred first (POSIX rules).

    ``LANGUAGE`` (a colon list) comes first unless the locale is "C"; then
    ``LC_ALL``, ``LC_MESSAGES`` and ``LANG``; then what Python's locale reports
    (Windows and macOS).
    """
    env = os.environ if environ is None else environ
    messages = env.get("LC_ALL") or env.get("LC_MESSAGES") or env.get("LANG") or ""
    tags: list[str] = []
    if env.get("LANGUAGE") and messages not in ("C", "POSIX"):
        tags.extend(t for t in env["LANGUAGE"].split(":") if t)
    if messages:
        tags.append(messages)
    if environ is None:
        try:
            tags.append(locale.getlocale(locale.LC_MESSAGES)[0] or "")
        except (AttributeError, ValueError):  # LC_MESSAGES does not exist on Windows
            tags.append(locale.getlocale()[0] or "")
    return [t for t in tags if t]


def choose_language(setting: str | None = AUTO, system: Iterable[str] | None = None) -> str:
    """The language to show: the setting if it names a supported language,
    else the first supported system language, else English."""
    chosen = normalize(setting) if setting and setting != AUTO else None
    if chosen:
        return chosen
    for tag in system_languages() if system is None else system:
        found = normalize(tag)
        if found:
            return found
    return DEFAULT


def number_locale(lang: str) -> str:
    """The locale name for numbers and dates in a language (one digit system per window)."""
    return NUMBER_LOCALES.get(lang, lang)


def is_rtl(lang: str) -> bool:
    """True when the language is written right to left (the window mirrors)."""
    return lang in _RTL


def qm_name(lang: str) -> str:
    """File name of the compiled translation, e.g. "canfield_ar.qm"."""
    return f"canfield_{lang}.qm"


def qm_data(lang: str) -> bytes | None:
    """The compiled Qt translation of the game's own texts, or None if there is none.

    Read through importlib.resources, so it works from a source checkout and
    from an installed wheel alike. English needs it too: it holds the plural
    forms of "%n card(s)". ``QTranslator.load(data)`` does not copy the bytes:
    keep them referenced for as long as the translator is installed.
    """
    if lang not in SUPPORTED:
        return None
    try:
        return resources.files("canfield.locale").joinpath(qm_name(lang)).read_bytes()
    except (FileNotFoundError, ModuleNotFoundError):
        return None
