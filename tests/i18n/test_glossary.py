"""One word for each term: the window, the engine's sentences and How to Play use the glossary's.

translations/glossary_<lang>.tsv gives each of the game's terms its preferred word and the variants
it replaces. These tests fail when a help page, a .ts translation or an engine sentence uses a
rejected variant (before the fix: مجموعة السحب / رزمة السحب, «cupă» / «inimă roșie», ...).
"""

from __future__ import annotations

import pytest

from canfield import help as rules_help
from canfield.engine.words import words_for
from tests.i18n.glossary import FOLDER, LANGS, ROOT, load, page_text
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
    assert ar.rejected_in("عادت الأوراق إلى رزمة السحب والأسس وللاحتياطي") == [
        ("رزمة*", "مجموعة السحب"),
        ("احتياطي", "الاحتياطية / الكومة الاحتياطية"),  # after the prefix «ولل»
        ("أسس", "الأساس / الأساسات"),
        ("رزمة*", "حزمة الورق / حزمة"),  # the old stock word is not the deck's either
    ]
    assert ar.rejected_in("مجموعة السحب، الاحتياطية، الأساسات، ملكة القلب") == []
    assert ar.rejected_in("مقلوبة، المسافة") == []  # «قلوب» and «المس» only as whole words
    assert ro.rejected_in("Regele de cupă") == [("rege*", "popa"), ("cupă", "inimă roșie")]
    assert ro.rejected_in("cuprinde regulile") == []


SEED_WORDS = {"stock", "waste", "reserve", "foundation", "queen", "king", "jack", "ace"}


def test_the_arabic_pile_and_court_words_are_seed_000_s_board_sample():
    """Issue 32: one name per pile, the one the user's board sample uses (tests/data, seed 000 lines 6 and 19)."""
    sample = " ".join(
        line
        for line in (ROOT / "tests/data/seed_000_board_ar.txt").read_text(encoding="utf-8").splitlines()
        if not line.startswith("#")
    )
    glossary = load("ar")
    for term in (t for t in glossary.terms if t.concept in SEED_WORDS):
        assert any(glossary.uses(sample, word) for word in term.preferred), term.concept
        assert not glossary.rejected_in(sample), term.concept
    piles = [t for t in glossary.terms if t.concept in {"stock", "waste", "reserve", "foundation", "queen"}]
    assert all("seed 000 board sample" in why for why in glossary_reasons("ar", piles))


def glossary_reasons(lang: str, terms: list) -> list[str]:
    """The glossary's "why" column for these terms."""
    rows = (FOLDER / f"glossary_{lang}.tsv").read_text(encoding="utf-8").splitlines()
    by_concept = {row.split("\t")[0]: row.split("\t")[-1] for row in rows if "\t" in row}
    return [by_concept[t.concept] for t in terms]


@pytest.mark.parametrize("lang", LANGS)
def test_an_undo_button_never_reads_as_cancel(lang):
    """Review R-3, H-1: the toolbar's and the stall dialog's Undo said «Anulează» / «Չեղարկել», which is Cancel."""
    _, messages = read_ts(ts_path(lang))

    def bare(text: str) -> str:
        return text.replace("&", "").strip().casefold()

    cancel = {bare(m.forms[0]) for m in messages if m.source == "&Cancel"}
    undo = {
        (m.context, bare(m.forms[0])) for m in messages if m.source in ("Undo", "&Undo") and m.context != "QLineEdit"
    }
    assert cancel and {context for context, _ in undo} == {"MainWindow", "StallDialog"}
    assert [(context, text) for context, text in undo if text in cancel] == []
