"""The words issues 26-28 brought (pause, full screen, finish, sound, auto-drop, streak, bankroll, records, the
questions that name their action, spoken keys; the game records of issue 41), checked the way a native reviewer
reads them (issue 32, point 4).

Each message whose English names one of these things uses the glossary's word for it in every language, so a
player meets one word per thing across menus, toolbar, Settings, the win screen, Statistics and the Keys list.
Before: ru «Автосброс» beside the waste «сброс», «(лучшее: 5)»; ar and hy Finish «إنهاء»/«Ավարտել» (the words of
End Game), the Arabic win screen's «انتصارات متتالية» beside Statistics' «سلسلة الفوز»; an ASCII full stop in an
Armenian sentence; Armenian questions without «։»; Esc, F, M and Ctrl+N not isolated in Arabic.
"""

from __future__ import annotations

import re

import pytest

from tests.i18n.glossary import LANGS, load
from tests.i18n.qt_strings import PLACEHOLDER, Message, read_ts
from tests.i18n.test_translations import ts_path

#: Each new concept of the glossaries, and how its English source names it (access keys' "&" removed).
ENGLISH = {
    "pause": re.compile(r"\bpause", re.IGNORECASE),
    "full screen": re.compile(r"full screen", re.IGNORECASE),
    "finish": re.compile(r"\bFinish\b|^finish:"),  # the command, not "a game you finish"
    "sound": re.compile(r"\bsound\b", re.IGNORECASE),
    "auto-drop": re.compile(r"auto-drop", re.IGNORECASE),
    "changes how the game plays": re.compile(r"changes how the game plays"),
    "streak": re.compile(r"streak|wins in a row", re.IGNORECASE),
    "bankroll": re.compile(r"bankroll", re.IGNORECASE),
    # A best figure ("sets no record", "for the records"), not a game's kept moves (the next concept).
    "record": re.compile(r"(?<![Gg]ame )(?<![Tt]he )(?<!\ba )\brecord\b|(?<![Gg]ame )\brecords\b|a new best"),
    # The moves of a game kept (issue 41): "game record(s)", "the record", "a record".
    "game record": re.compile(r"[Gg]ame [Rr]ecords?|\b[Tt]he record\b|\ba record\b"),
}


def messages(lang: str) -> list[Message]:
    return read_ts(ts_path(lang))[1]


def plain(text: str) -> str:
    """The text without access-key ampersands (a «&» inside a word would hide it from the check)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


@pytest.mark.parametrize("lang", LANGS)
def test_the_new_terms_are_in_the_glossary(lang):
    assert set(ENGLISH) <= {t.concept for t in load(lang).terms}


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_naming_a_new_thing_uses_the_glossary_word(lang):
    glossary = load(lang)
    preferred = {t.concept: t.preferred for t in glossary.terms}
    off = []
    for m in messages(lang):
        for concept, english in ENGLISH.items():
            if english.search(plain(m.source)):
                for form in m.forms:
                    if not any(glossary.uses(plain(form), word) for word in preferred[concept]):
                        off.append((concept, m.source, form))
    assert off == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_auto_drop_note_names_the_setting_and_says_the_game_changes(lang):
    """The setting changes the game's own behaviour (issue 26): its note says so, naming the setting."""
    glossary = load(lang)
    preferred = {t.concept: t.preferred for t in glossary.terms}
    (note,) = [m.forms[0] for m in messages(lang) if m.source.startswith("This changes how the game plays")]
    (label,) = [m.forms[0] for m in messages(lang) if m.source.startswith("Auto-drop:")]
    assert any(glossary.uses(note, w) for w in preferred["changes how the game plays"])
    assert any(glossary.uses(note, w) for w in preferred["auto-drop"])  # "it is off" says which "it"
    assert any(label.lower().startswith(w.lower()) for w in preferred["auto-drop"])


def questions(lang: str) -> list[tuple[str, str]]:
    return [(m.source, m.forms[0]) for m in messages(lang) if m.source.rstrip().endswith("?")]


def test_armenian_questions_mark_the_word_and_end_with_a_full_stop():
    """«Վերսկսե՞լ այս բաժանումը։»: the question mark sits on the word asked, the sentence ends with «։»."""
    wrong = [(s, t) for s, t in questions("hy") if "՞" not in t or "?" in t or not t.endswith("։")]
    assert questions("hy") and wrong == []


def test_arabic_questions_end_with_the_arabic_question_mark():
    wrong = [(s, t) for s, t in questions("ar") if not t.endswith("؟")]
    assert questions("ar") and wrong == []


def test_armenian_sentences_end_with_armenian_stops():
    """No ASCII full stop between Armenian words (the demo's «շահել. այն» was one)."""
    ascii_stop = re.compile(r"[\u0531-\u0587]\.(?:\s|$)")
    wrong = [(m.source, f) for m in messages("hy") for f in m.forms if ascii_stop.search(f)]
    assert wrong == []


#: Latin text an Arabic translation may show outside an isolate: a name Qt draws right (bracket pairing).
ARABIC_LATIN_ALLOWED = {"Qt for Python (PySide6)"}


def test_latin_runs_in_arabic_are_isolated():
    """Key names, codes and figures inside Arabic go in LRI…PDI (or FSI…PDI), as docs/translations.md says."""
    isolate = re.compile("[\u2066\u2067\u2068][^\u2069]*\u2069")
    wrong = []
    for m in messages("ar"):
        for form in m.forms:
            rest = PLACEHOLDER.sub(" ", isolate.sub(" ", form))
            for name in ARABIC_LATIN_ALLOWED:
                rest = rest.replace(name, " ")
            if re.search(r"[A-Za-z]", rest):
                wrong.append((m.source, form))
    assert wrong == []


#: Messages whose placeholder is filled with a game code (CF1-D3-…), by the code that fills them.
CODE_PLACEHOLDERS = {
    "Game %1 resumed.": "%1",  # access/voice.py
    "New game %1.": "%1",  # access/voice.py
    "Open deal %1?": "%1",  # dialogs/outcome.py
    "Attempt ended with %1 home. New deal: %2.": "%2",  # shell/window.py
    "Replays deal %1 with draw %2.": "%1",  # dialogs/new_game.py
}


def test_game_codes_in_arabic_sentences_are_isolated():
    """A code's hyphens and letters keep their order inside Arabic only in LRI…PDI (the resumed game's was bare)."""
    found = {m.source: m.forms[0] for m in messages("ar") if m.source in CODE_PLACEHOLDERS}
    assert set(found) == set(CODE_PLACEHOLDERS)
    bare = {s: t for s, t in found.items() if f"\u2066{CODE_PLACEHOLDERS[s]}\u2069" not in t}
    assert bare == {}


#: "Only the last 100 actions can be taken back", as a native reader wants it for 100 (ar: a singular noun after
#: 100, «إجراء» as in How to Play; ro «de» after 100; ru genitive plural; hy a singular noun after a number).
UNDO_LIMIT_100 = {
    "ar": "لا يمكن التراجع إلا عن آخر 100 إجراء.",
    "ro": "Se pot anula doar ultimele 100 de acțiuni.",
    "ru": "Отменить можно не больше 100 последних действий.",
    "hy": "Կարելի է չեղարկել միայն վերջին 100 գործողությունը։",
}


def test_the_undo_limit_sentence_is_right_for_the_limit_players_meet():
    """The sentence has no plural forms: every profile keeps 100 steps, the one number it is written for."""
    from canfield.engine import Refusal
    from canfield.engine.rules import PROFILES
    from canfield.engine.words import explain

    assert {rules.undo_limit for rules in PROFILES.values()} == {100}
    said = {lang: explain(Refusal.of("undo_limit", limit=100), lang) for lang in UNDO_LIMIT_100}
    assert said == UNDO_LIMIT_100
