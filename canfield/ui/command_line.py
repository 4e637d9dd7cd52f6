"""The command line's own words (``canfield --help``, its errors) in the player's language.

They are written before any window or ``QApplication`` exists, so they are looked up in a
``QTranslator`` of their own instead of through ``QCoreApplication.translate``; the sentences are
marked with ``QT_TRANSLATE_NOOP`` for lupdate. The language is the game's setting as saved, else the
system's (translations review X-n1: ``--help`` was English in every language). argparse's own
headings ("usage:", "options:", the help and version lines) are given in these words too; only its
rare error details ("invalid choice: …") stay in Python's English.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from typing import Any, NoReturn

from PySide6.QtCore import QTranslator

from canfield import i18n
from canfield.storage import resolve_paths, saved_language
from canfield.storage.words import QT_TRANSLATE_NOOP  # typed str -> str (PySide's says object)

CONTEXT = "CommandLine"
_OPTIONS = "options"  # the options' heading, argparse's "options:" line, replaced whole by its translation


class Words:
    """The sentences of ``context`` in ``lang`` (English where a sentence has no translation), without Qt's app."""

    def __init__(self, lang: str, context: str = CONTEXT) -> None:
        self.lang, self.context = lang, context
        self._data = i18n.qm_data(lang)  # QTranslator.load(bytes) does not copy: kept for its lifetime
        self._translator = QTranslator()
        self._loaded = self._data is not None and self._translator.load(self._data)

    def __call__(self, text: str) -> str:
        """``text`` (an English sentence marked in this context) in this language."""
        found = self._translator.translate(self.context, text) if self._loaded else ""
        return found or text


def player_words() -> Words:
    """The words in the game's language setting (as saved), else in the system's."""
    return Words(i18n.choose_language(saved_language(resolve_paths().settings) or i18n.AUTO))


def _formatter(usage: str) -> type[argparse.HelpFormatter]:
    class Formatter(argparse.HelpFormatter):
        """argparse's layout, with "usage:" in the player's words."""

        def add_usage(
            self, text: str | None, actions: Iterable[argparse.Action], groups: Iterable[Any], prefix: str | None = None
        ) -> None:
            super().add_usage(text, actions, groups, usage if prefix is None else prefix)

    return Formatter


class Parser(argparse.ArgumentParser):
    """An argument parser whose headings, help lines and error frame are in ``say``'s language."""

    def __init__(self, say: Words, **kwargs: Any) -> None:
        usage = say(QT_TRANSLATE_NOOP("CommandLine", "usage: "))
        super().__init__(add_help=False, formatter_class=_formatter(usage), **kwargs)
        self.say = say
        self.options = self.add_argument_group(_OPTIONS)
        self.options.add_argument(
            "-h", "--help", action="help", help=say(QT_TRANSLATE_NOOP("CommandLine", "show this help and quit"))
        )

    def format_help(self) -> str:
        """argparse's help, its "options:" heading in the player's words (with their own colon: «ընտրանքներ՝»)."""
        heading = self.say(QT_TRANSLATE_NOOP("CommandLine", "options:"))
        return super().format_help().replace(f"\n{_OPTIONS}:\n", f"\n{heading}\n", 1)

    def error(self, message: str) -> NoReturn:
        """Print the usage and the error in the player's words (argparse's detail as it gives it), exit 2."""
        self.print_usage(sys.stderr)
        line = self.say(QT_TRANSLATE_NOOP("CommandLine", "%1: error: %2"))  # %1: the command's name
        self.exit(2, line.replace("%1", self.prog).replace("%2", message) + "\n")
