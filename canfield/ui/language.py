"""Loading the player's language into Qt: the game's own translation, Qt's, the locale and the direction.

Call :func:`install` once the ``QApplication`` exists and before any widget
is made (widgets read their texts when they are built). :func:`current`
tells the rest of the window which language is showing, for the engine's
words (``describe``, ``explain``, ``announce``) and the help pages.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from canfield import i18n
from canfield.ui import ink

_PROPERTY = "canfield_language"


class _Loaded:
    """What one :func:`install` put into the application (kept so it can be taken out again)."""

    def __init__(self, lang: str, translators: list[QTranslator], data: bytes | None) -> None:
        self.lang = lang
        self.translators = translators
        self.data = data  # QTranslator.load(bytes) does not copy: the bytes must outlive the translator


_loaded: _Loaded | None = None


def install(app: QCoreApplication, setting: str | None = i18n.AUTO) -> str:
    """Load the language chosen by ``setting`` ("" or "auto": the system's); returns its code.

    Replaces what an earlier call installed. Sets the default ``QLocale``
    (numbers and dates) and, for a ``QApplication``, the layout direction:
    right to left for Arabic.
    """
    global _loaded
    lang = choose(setting)
    uninstall(app)
    translators: list[QTranslator] = []
    data = i18n.qm_data(lang)
    own = QTranslator(app)
    if data is not None and own.load(data):
        app.installTranslator(own)
        translators.append(own)
    if lang != "en":  # Qt's own buttons ("Close", "OK"); English needs none (nor QLibraryInfo, at start-up)
        from PySide6.QtCore import QLibraryInfo

        qt = QTranslator(app)
        if qt.load(QLocale(lang), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            translators.append(qt)
    _loaded = _Loaded(lang, translators, data)
    QLocale.setDefault(QLocale(i18n.number_locale(lang)))  # Western digits in Arabic too: see i18n
    app.setProperty(_PROPERTY, lang)
    if isinstance(app, QApplication):
        ink.set_property(app, "layoutDirection", ink.RIGHT_TO_LEFT if i18n.is_rtl(lang) else ink.LEFT_TO_RIGHT)
    return lang


def uninstall(app: QCoreApplication) -> None:
    """Take out what :func:`install` put in: English, left to right."""
    global _loaded
    if _loaded is not None:
        for translator in _loaded.translators:
            app.removeTranslator(translator)
            translator.deleteLater()
        _loaded = None
    app.setProperty(_PROPERTY, None)
    QLocale.setDefault(QLocale.system())
    if isinstance(app, QApplication):
        ink.set_property(app, "layoutDirection", ink.LEFT_TO_RIGHT)


def choose(setting: str | None) -> str:
    """The language a "language" setting means ("" or "auto": the system's)."""
    return i18n.choose_language(setting or i18n.AUTO)


def current() -> str:
    """The language code the window shows ("en" until :func:`install` chose another)."""
    app = QCoreApplication.instance()
    lang = app.property(_PROPERTY) if app is not None else None
    return lang if isinstance(lang, str) and lang in i18n.SUPPORTED else i18n.DEFAULT


def choices() -> list[tuple[str, str]]:
    """(setting value, label) for the Settings list: the system's language, then each language's own name."""
    system = QCoreApplication.translate("Language", "System language (%1)").replace(
        "%1", i18n.NATIVE_NAMES[i18n.choose_language(i18n.AUTO)]
    )
    return [("", system), *((code, i18n.NATIVE_NAMES[code]) for code in i18n.SUPPORTED)]
