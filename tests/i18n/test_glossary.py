"""One word for each term: the window, the engine's sentences and How to Play use the glossary's.

translations/glossary_<lang>.tsv gives each of the game's terms its preferred word and the variants
it replaces. These tests fail when a help page, a .ts translation or an engine sentence uses a
rejected variant (before the fix: مجموعة السحب / رزمة السحب, «cupă» / «inimă roșie», ...).
"""

from __future__ import annotations

import pytest

from canfield import help as rules_help
from canfield.engine.words import words_for
from tests.i18n.glossary import LANGS, load, page_text
from tests.i18n.qt_strings import read_ts
from tests.i18n.test_translations import ts_path


def engine_strings(value: object) -> list[str]:
    """Every string of a words table (patterns, refusals, names, plural forms)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in engine_strings(v)]
    return []


def corpus(lang: str) -> dict[str, str]:
    """Where a language's player-facing words live: each help page, the .ts file, the engine table."""
    words = words_for(lang)
    texts = {f"help/{lang}/{p}.html": page_text(rules_help.page(p, lang)) for p in rules_help.PROFILES}
    _, messages = read_ts(ts_path(lang))
    texts[f"canfield_{lang}.ts"] = "\n".join(form for m in messages for form in m.forms)
    tables = (words.card_forms, words.ranks, words.suits, words.empty, words.patterns, words.refusals)
    texts[f"engine/lang/{lang}.py"] = "\n".join(s for table in tables for s in engine_strings(table))
    return texts


@pytest.mark.parametrize("lang", LANGS)
def test_nothing_uses_a_term_the_glossary_replaces(lang):
    glossary = load(lang)
    found = {where: glossary.rejected_in(text) for where, text in corpus(lang).items()}
    assert {where: hits for where, hits in found.items() if hits} == {}


@pytest.mark.parametrize("lang", LANGS)
def test_every_preferred_term_is_used(lang):
    glossary = load(lang)
    everything = "\n".join(corpus(lang).values())
    unused = [t.concept for t in glossary.terms if not any(glossary.uses(everything, p) for p in t.preferred)]
    assert unused == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_glossary_covers_the_game_terms(lang):
    concepts = {t.concept for t in load(lang).terms}
    wanted = {"stock", "waste", "reserve", "foundation", "column", "base card", "start rank", "undo", "hint"}
    wanted |= {"ace", "king", "queen", "jack", "spades", "hearts", "diamonds", "clubs", "draw 1 / draw 3"}
    wanted |= {"profile Canfield", "profile Strict", "profile Classic"}
    assert wanted <= concepts


def test_the_check_finds_a_rejected_term_with_its_prefixes_and_endings():
    ar, ro = load("ar"), load("ro")
    assert ar.rejected_in("عادت الأوراق إلى مجموعة السحب والأساسات") == [
        ("مجموعة السحب", "رزمة السحب"),
        ("أساسات", "الأساس / الأسس"),
    ]
    assert ar.rejected_in("مقلوبة، المسافة") == []  # «قلوب» and «المس» only as whole words
    assert ro.rejected_in("Regele de cupă") == [("rege*", "popa"), ("cupă", "inimă roșie")]
    assert ro.rejected_in("cuprinde regulile") == []
