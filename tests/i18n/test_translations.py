"""Every visible string is translated in every language, and the compiled .qm files are current.

This fails as soon as canfield/ui gains a string that a .ts file lacks or
leaves unfinished: run scripts/update-translations.sh, translate, run it again.
"""

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from canfield.i18n import SUPPORTED, qm_data, qm_name
from tests.i18n.qt_strings import NUMERUS_FORMS, missing, problems, read_ts, translatable_files, ui_strings

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"
PACKAGE = ROOT / "canfield"
LRELEASE = shutil.which("pyside6-lrelease") or next(
    (
        str(p)
        for p in (ROOT / ".venv/bin/pyside6-lrelease", Path(sys.executable).parent / "pyside6-lrelease")
        if p.exists()
    ),
    None,
)


def ts_path(lang: str) -> Path:
    return TS_DIR / f"canfield_{lang}.ts"


def test_there_is_a_ts_file_for_every_language():
    assert set(NUMERUS_FORMS) == set(SUPPORTED)
    for lang in SUPPORTED:
        assert ts_path(lang).is_file(), lang


@pytest.mark.parametrize("lang", SUPPORTED)
def test_every_message_is_translated(lang):
    assert problems(ts_path(lang), lang) == []


@pytest.mark.parametrize("lang", SUPPORTED)
def test_every_visible_string_is_in_the_ts_file(lang):
    strings = ui_strings(PACKAGE, translatable_files(PACKAGE))
    if lang == "en":  # the source language needs only its plural forms
        strings = {s for s in strings if s[2]}
    assert missing(strings, ts_path(lang)) == []


@pytest.mark.parametrize("lang", SUPPORTED)
def test_plural_messages_are_numerus_in_the_ts_file(lang):
    strings = ui_strings(PACKAGE, translatable_files(PACKAGE))
    plural = {(c, t) for c, t, numerus in strings if numerus}
    _, messages = read_ts(ts_path(lang))
    assert all(m.numerus for m in messages if (m.context, m.source) in plural)


@pytest.mark.skipif(LRELEASE is None, reason="pyside6-lrelease is not installed")
@pytest.mark.parametrize("lang", SUPPORTED)
def test_committed_qm_files_are_built_from_the_ts_files(lang, tmp_path):
    built = tmp_path / qm_name(lang)
    subprocess.run([LRELEASE, "-silent", str(ts_path(lang)), "-qm", str(built)], check=True)
    assert qm_data(lang) == built.read_bytes(), "run scripts/update-translations.sh --release"


def test_qm_files_load_into_qt_and_translate():
    qt_core = pytest.importorskip("PySide6.QtCore")
    for lang in SUPPORTED:
        translator = qt_core.QTranslator()
        data = qm_data(lang)  # Qt does not copy it: it must outlive the translator
        assert translator.load(data), lang
        for m in read_ts(ts_path(lang))[1]:
            if not m.numerus and m.kind not in ("vanished", "obsolete"):
                assert translator.translate(m.context, m.source, m.comment or None) == m.forms[0]
        if lang != "en":
            assert translator.translate("Table", "%n card(s)", None, 5) != "%n card(s)"
        del translator, data


# ----- the checks themselves catch what they should ---------------------------
UI_SAMPLE = """
from PySide6.QtCore import QCoreApplication

def tr(text):
    return QCoreApplication.translate("Controller", text)

class Window:
    def build(self):
        self.setWindowTitle(self.tr("Canfield"))
        tr("Nothing to play here.")
        QCoreApplication.translate("Table", "%n card(s)", None, 3)
        painter.translate(1.0, 2.0)
        self.tr(some_variable)

def build(window):
    tr = window.tr
    tr("&Quit")
"""
TS_SAMPLE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context><name>Window</name>
  <message><source>Canfield</source><translation>Кэнфилд</translation></message>
  <message><source>Score: %1</source><translation>Очки</translation></message>
  <message><source>Undo</source><translation type="unfinished"></translation></message>
</context>
<context><name>Table</name>
  <message numerus="yes"><source>%n card(s)</source>
    <translation><numerusform>%n карта</numerusform><numerusform>%n карты</numerusform></translation></message>
</context>
</TS>
"""


def test_the_scan_finds_strings_in_the_contexts_qt_looks_them_up_in(tmp_path):
    (tmp_path / "window.py").write_text(UI_SAMPLE, encoding="utf-8")
    assert ui_strings(tmp_path) == {
        ("Window", "Canfield", False),
        ("Controller", "Nothing to play here.", False),
        ("Table", "%n card(s)", True),
        ("<unknown context: window.py:17>", "&Quit", False),
    }


def test_the_checks_report_untranslated_and_missing_strings(tmp_path):
    (tmp_path / "window.py").write_text(UI_SAMPLE, encoding="utf-8")
    ts = tmp_path / "canfield_ru.ts"
    ts.write_text(TS_SAMPLE, encoding="utf-8")
    found = problems(ts, "ru")
    assert any("'Undo' is not translated" in p for p in found)
    assert any("'Score: %1'" in p and "placeholders" in p for p in found)
    assert any("'%n card(s)' has 2 plural forms, ru needs 3" in p for p in found)
    assert missing(ui_strings(tmp_path), ts) == [
        "canfield_ru.ts: [<unknown context: window.py:17>] '&Quit' is missing",
        "canfield_ru.ts: [Controller] 'Nothing to play here.' is missing",
    ]


def test_qt_plural_forms_agree_with_the_engine_words(qapp):
    """The window's "%n card(s)" and describe()'s card counts use the same plural rules."""
    qt_core = pytest.importorskip("PySide6.QtCore")
    from canfield.engine.words import words_for

    _, messages = read_ts(ts_path("en"))
    if not any(m.source == "%n card(s)" for m in messages):
        pytest.skip("the user interface has no '%n card(s)' message yet")
    app = qapp  # pytest-qt's QApplication: a bare QCoreApplication would break later widget tests
    for lang in SUPPORTED:
        data = qm_data(lang)
        translator = qt_core.QTranslator()
        assert translator.load(data)
        app.installTranslator(translator)
        try:
            for n in range(0, 203):
                assert qt_core.QCoreApplication.translate("Table", "%n card(s)", None, n) == words_for(lang).cards(n)
        finally:
            app.removeTranslator(translator)


@pytest.mark.parametrize("lang", ["ar", "ro", "ru", "hy"])
def test_translator_notes_are_not_developer_notes(lang):
    """Review S6: "Each toolbar action's drawing in :mod:`.icons`." reached translators as a note."""
    import xml.etree.ElementTree as ET

    notes = [n.text or "" for n in ET.parse(ts_path(lang)).getroot().iter("extracomment")]
    assert notes and [n for n in notes if re.search(r"``|:mod:|:class:|:func:|\w+\.\w+\(", n)] == []
