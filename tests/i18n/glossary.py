"""Read translations/glossary_<lang>.tsv and find the terms it rejects in a text (test helper)."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "translations"
LANGS = ("ar", "ro", "ru", "hy")
WORD = r"[^\W\d_]"  # a letter of any script


@dataclass(frozen=True)
class Term:
    """One concept: its preferred term(s) and the variants the glossary rejects."""

    concept: str
    preferred: tuple[str, ...]
    rejected: tuple[str, ...]


@dataclass(frozen=True)
class Glossary:
    """A language's terms, and the prefixes that may be written onto the front of a word."""

    lang: str
    terms: tuple[Term, ...]
    prefixes: tuple[str, ...]

    def pattern(self, variant: str) -> re.Pattern[str]:
        """A variant at the start of a word (after any prefix); ``*`` at its end lets the word go on."""
        stem = variant.removesuffix("*")
        ending = "" if variant.endswith("*") else f"(?!{WORD})"
        prefixes = "|".join(re.escape(p) for p in sorted(self.prefixes, key=len, reverse=True))
        front = f"(?:{prefixes})?" if prefixes else ""
        return re.compile(f"(?<!{WORD}){front}{re.escape(stem)}{ending}", re.IGNORECASE)

    def rejected_in(self, text: str) -> list[tuple[str, str]]:
        """(variant, preferred) for every rejected variant the text uses."""
        return [
            (variant, " / ".join(term.preferred))
            for term in self.terms
            for variant in term.rejected
            if self.pattern(variant).search(text)
        ]

    def uses(self, text: str, term: str) -> bool:
        """True when the text has the term (at the start of a word, any ending: terms inflect)."""
        return bool(self.pattern(term + "*").search(text))


def load(lang: str, folder: Path = FOLDER) -> Glossary:
    """The glossary of a language."""
    terms, prefixes = [], ()
    lines = (folder / f"glossary_{lang}.tsv").read_text(encoding="utf-8").splitlines()
    for line in lines:
        if line.startswith("#prefixes"):
            prefixes = tuple(p for p in line.split("\t", 1)[1].split("|") if p)
        if not line.strip() or line.startswith("#") or line.startswith("concept\t"):
            continue
        concept, preferred, rejected, *_ = [*line.split("\t"), "", ""]
        terms.append(
            Term(concept, tuple(p.strip() for p in preferred.split(" / ")), tuple(r for r in rejected.split("|") if r))
        )
    return Glossary(lang, tuple(terms), prefixes)


def page_text(page: str) -> str:
    """A help page's words, without its tags."""
    return html.unescape(re.sub(r"<[^>]+>", " ", page))
