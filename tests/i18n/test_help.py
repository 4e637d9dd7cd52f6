"""The "How to play" pages and profile descriptions: every profile, every language, packaged."""

import fnmatch
import re
import subprocess
import sys
import tomllib
import zipfile
from html.parser import HTMLParser
from pathlib import Path

import pytest

from canfield import help as game_help

ROOT = Path(__file__).resolve().parents[2]
# Latin-script words a non-Latin page may contain: the example code and rank letters (no English:
# the app's name is written in the page's own script).
ALLOWED_LATIN = {"CF", "AAAAACL", "A", "J", "Q", "K", "D"}


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data):
        self.parts.append(data)


def parsed(profile: str, lang: str) -> _Text:
    parser = _Text()
    parser.feed(game_help.page(profile, lang))
    return parser


@pytest.mark.parametrize("lang", game_help.LANGUAGES)
@pytest.mark.parametrize("profile", game_help.PROFILES)
def test_every_page_exists_and_is_in_its_language(profile, lang):
    page = parsed(profile, lang)
    text = " ".join(page.parts)
    html = dict(page.tags[0][1])
    assert page.tags[0][0] == "html" and html["lang"] == lang
    assert html["dir"] == ("rtl" if lang == "ar" else "ltr")
    assert [t for t, _ in page.tags].count("h1") == 1 and len(text) > 1500
    if lang in ("ar", "ru", "hy"):
        latin = set(re.findall(r"[A-Za-z]+", text)) - ALLOWED_LATIN
        assert not latin, latin


FACTS = {
    "canfield": ["255", "CF1-D3-AAAAACL", "100", "34", "13"],
    "strict": ["6♣", "5♣", "52", "13", "34"],
    "classic": ["50", "13", "3", "260"],
}


@pytest.mark.parametrize("lang", game_help.LANGUAGES)
@pytest.mark.parametrize("profile", game_help.PROFILES)
def test_pages_carry_the_rules_numbers(profile, lang):
    text = " ".join(parsed(profile, lang).parts)
    for fact in FACTS[profile]:
        assert fact in text, (profile, lang, fact)


def test_unknown_profile_or_language_is_refused():
    with pytest.raises(ValueError, match="known: canfield, strict, classic"):
        game_help.page("spider", "en")
    with pytest.raises(ValueError, match="known: en, ar, ro, ru, hy"):
        game_help.page("canfield", "de")


def test_package_data_globs_cover_every_page_and_translation():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["package-data"]
    for package, files in (("canfield.help", "*/*.html"), ("canfield.locale", "*.qm")):
        folder = ROOT / package.replace(".", "/")
        found = {p.relative_to(folder).as_posix() for p in folder.glob(files)}
        covered = {f for f in found if any(fnmatch.fnmatch(f, g) for g in config[package])}
        assert found and covered == found, package
    assert len(list((ROOT / "canfield/help").glob("*/*.html"))) == 15


@pytest.mark.slow
def test_pages_and_translations_load_from_an_installed_wheel(tmp_path):
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path / "dist"), str(ROOT)],
        capture_output=True,
        text=True,
    )
    if built.returncode:
        pytest.skip(f"cannot build a wheel here (build backend not reachable?): {built.stderr[-300:]}")
    (wheel,) = (tmp_path / "dist").glob("canfield-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for lang in game_help.LANGUAGES:
        assert f"canfield/locale/canfield_{lang}.qm" in names
        for profile in game_help.PROFILES:
            assert f"canfield/help/{lang}/{profile}.html" in names
    site = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(site), str(wheel)], check=True
    )
    code = (
        "import canfield, canfield.help as h, canfield.i18n as i; "
        f"assert canfield.__file__.startswith({str(site)!r}), canfield.__file__; "
        "assert 'مجموعة السحب' in h.page('canfield', 'ar') and i.qm_data('hy')"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=tmp_path, env={"PYTHONPATH": str(site)})


def test_arabic_pages_set_no_arabic_in_italics():
    """The default fonts have no oblique Arabic glyphs: an italic Arabic line showed as boxes."""
    for profile in game_help.PROFILES:
        for italic in re.findall(r"<i>(.*?)</i>", game_help.page(profile, "ar"), re.DOTALL):
            assert not re.search("[\u0600-\u06ff]", italic), italic


@pytest.mark.parametrize("profile", game_help.PROFILES)
def test_the_english_pages_speak_to_players_not_of_documents(profile):
    """Player review: the page opened with "(the help page of Canfield Solitaire, seeds 000 and 001)"."""
    text = " ".join(parsed(profile, "en").parts)
    for word in (r"\bseeds?\b", r"\bprofiles?\b", r"\bthe app\b", r"\bthis app\b", r"\bWikipedia\b", "eSolutions"):
        assert not re.search(word, text, re.IGNORECASE), (profile, word)
