"""describe() in five languages: the seeds' exact sentences, plural forms, other positions."""

import re
from pathlib import Path

import pytest

from canfield.engine import Game, Move
from canfield.engine.words import OPTIONAL_PATTERNS, PLURAL_RULES, words_for
from tests.engine.positions import position

DATA = Path(__file__).resolve().parents[1] / "data"
# The user's documents, beside the repository (or beside the folder of its worktrees), when they are there.
SEEDS = next((p / "shared" / "seeds" for p in Path(__file__).resolve().parents[3:5] if (p / "shared").is_dir()), None)
LANGS = ("en", "ar", "ro", "ru", "hy")
FIRST_THREE = [Move("reserve", "c2", 1), Move("reserve", "f1", 1), Move("c2", "c4", 2)]


def seed_sample(name: str) -> tuple[str, str]:
    """The two board sentences of a seed, as copied into tests/data (comment lines name the source)."""
    lines = (DATA / name).read_text(encoding="utf-8").splitlines()
    start, after = (line for line in lines if not line.startswith("#"))
    return start, after


AR = seed_sample("seed_000_board_ar.txt")  # seed 000, lines 6 and 19
RO = seed_sample("seed_001_board_ro.txt")  # seed 001, lines 6 and 19


def seed_positions(lang: str) -> tuple[str, str]:
    game = Game.from_code("CF1-D3-AAAAACL")
    start = game.describe(lang)
    for move in FIRST_THREE:
        game.play(move)
    return start, game.describe(lang)


def test_arabic_is_seed_000_character_for_character():
    """The seed presents these two lines as the app's own output: nothing is rewritten before comparing."""
    assert seed_positions("ar") == AR


def test_romanian_is_seed_001_character_for_character():
    assert seed_positions("ro") == RO


def test_the_golden_lines_are_the_seed_s():
    """The copies hold the seed's words (a spot check that needs no ../shared)."""
    assert AR[0].startswith("مجموعة السحب: 34 ورقة؛ كومة المهملات فارغة؛ الاحتياطية: 13 ورقة، العليا: ملكة السباتي.")
    assert RO[0].endswith(
        "treflă goală. coloana 1: 6 de treflă; coloana 2: popa de inimă roșie; "
        "coloana 3: dama de inimă roșie; coloana 4: asul de pică."
    )


@pytest.mark.skipif(SEEDS is None, reason="the shared seeds are not on this machine (the copies are tested)")
@pytest.mark.parametrize(("number", "expected"), [("000", AR), ("001", RO)])
def test_the_copies_are_the_seed_files_lines_6_and_19(number, expected):
    (path,) = SEEDS.glob(f"{number}_*.txt")
    lines = path.read_text(encoding="utf-8").splitlines()
    assert (lines[5], lines[18]) == expected


def test_russian_and_armenian_follow_the_pattern():
    ru_start, ru_after = seed_positions("ru")
    assert ru_start == (
        "Запас: 34 карты; сброс пуст; резерв: 13 карт, сверху дама треф. Базы, начальный ранг 7: червовая до "
        "семёрки червей (1), пиковая пуста, бубновая пуста, трефовая пуста. Столбец 1: шестёрка треф; столбец 2: "
        "король червей; столбец 3: дама червей; столбец 4: туз пик."
    )
    assert (
        "резерв: 10 карт, сверху валет пик" in ru_after and "столбец 4: туз пик, король червей, дама треф." in ru_after
    )
    hy_start, hy_after = seed_positions("hy")
    assert hy_start == (
        "Տուփ՝ 34 քարտ․ թափոն՝ դատարկ․ պահուստ՝ 13 քարտ, վերևում՝ խաչի թագուհի։ Հիմքեր, սկզբնական արժեք 7․ "
        "սիրտ՝ մինչև սրտի 7 (1), ղառ՝ դատարկ, քյափ՝ դատարկ, խաչ՝ դատարկ։ Սյուն 1՝ խաչի 6․ սյուն 2՝ սրտի թագավոր․ "
        "սյուն 3՝ սրտի թագուհի․ սյուն 4՝ ղառի տուզ։"
    )
    assert "պահուստ՝ 10 քարտ, վերևում՝ ղառի զինվոր" in hy_after


PLURALS = {
    # n:    ar                 ru            ro               category ar / ru / ro
    0: ("لا أوراق", "0 карт", "0 cărți", "zero", "many", "few"),
    1: ("ورقة واحدة", "1 карта", "1 carte", "one", "one", "one"),
    2: ("ورقتان", "2 карты", "2 cărți", "two", "few", "few"),
    3: ("3 أوراق", "3 карты", "3 cărți", "few", "few", "few"),
    5: ("5 أوراق", "5 карт", "5 cărți", "few", "many", "few"),
    11: ("11 ورقة", "11 карт", "11 cărți", "many", "many", "few"),
    21: ("21 ورقة", "21 карта", "21 de cărți", "many", "one", "other"),
    22: ("22 ورقة", "22 карты", "22 de cărți", "many", "few", "other"),
    25: ("25 ورقة", "25 карт", "25 de cărți", "many", "many", "other"),
    100: ("100 ورقة", "100 карт", "100 de cărți", "other", "many", "other"),
    101: ("101 ورقة", "101 карта", "101 cărți", "other", "one", "few"),
    103: ("103 أوراق", "103 карты", "103 cărți", "few", "few", "few"),
    112: ("112 ورقة", "112 карт", "112 cărți", "many", "many", "few"),
}


@pytest.mark.parametrize("n", sorted(PLURALS))
def test_plural_forms(n):
    ar, ru, ro, cat_ar, cat_ru, cat_ro = PLURALS[n]
    assert (words_for("ar").cards(n), words_for("ru").cards(n), words_for("ro").cards(n)) == (ar, ru, ro)
    assert (PLURAL_RULES["ar"](n), PLURAL_RULES["ru"](n), PLURAL_RULES["ro"](n)) == (cat_ar, cat_ru, cat_ro)
    assert words_for("hy").cards(n) == f"{n} քարտ"  # singular after any numeral
    assert words_for("en").cards(n) == (f"{n} card" if n == 1 else f"{n} cards")


def test_every_language_has_every_form_its_plural_rule_can_ask_for():
    for words in map(words_for, PLURAL_RULES):
        categories = {words.plural(n) for n in range(0, 1000)}
        assert categories <= set(words.card_forms), words.code
    assert {PLURAL_RULES["ar"](n) for n in range(200)} == {"zero", "one", "two", "few", "many", "other"}
    assert {PLURAL_RULES["ru"](n) for n in range(200)} == {"one", "few", "many"}


def test_tables_have_the_same_keys_in_every_language():
    english = words_for("en")
    for words in map(words_for, PLURAL_RULES):
        assert set(english.patterns) <= set(words.patterns) <= set(english.patterns) | OPTIONAL_PATTERNS, words.code
        assert set(words.refusals) == set(english.refusals), words.code
        assert set(words.ranks) >= {"nom", "alone"}


OTHER_POSITIONS = {
    "waste, empty stock and reserve, empty column": dict(
        base="QH", stock="", waste="2S 3S", reserve="", c1="", c2="9C 8H", c3="KD", c4="KS"
    ),
    "one card each": dict(stock="", waste="2S", reserve="5D", c1="9C", c2="9S", c3="KD", c4="KS"),
    "court tops and two cards": dict(
        base="JD", stock="4C 5C", waste="AS", reserve="QS KS", f1="JD QD KD", c1="", c2="", c3="10H", c4="2C"
    ),
}
ENGLISH_WORDS = re.compile(
    r"\b(stock|waste|reserve|empty|top|column|foundations?|cards?|of|up|to|start|rank|"
    r"spades|hearts|diamonds|clubs|ace|king|queen|jack)\b",
    re.IGNORECASE,
)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(OTHER_POSITIONS))
def test_other_positions_read_completely(lang, name):
    text = position(**OTHER_POSITIONS[name]).describe(lang)
    assert "{" not in text and "}" not in text and "@" not in text
    assert "♠" not in text and "♥" not in text  # cards are named in words, never as codes
    if lang != "en":
        assert not ENGLISH_WORDS.search(text), text
    if lang in ("ar", "ru", "hy"):
        assert not re.search("[A-Za-z]", text), text
    ends = {"en": ".", "ar": ".", "ro": ".", "ru": ".", "hy": "։"}[lang]
    assert text.endswith(ends) and text.count(ends) == 3, text


def test_other_positions_in_each_language():
    game = position(**OTHER_POSITIONS["waste, empty stock and reserve, empty column"])
    assert game.describe("ar").startswith(
        "مجموعة السحب فارغة؛ كومة المهملات: ورقتان، العليا: 3 بستوني؛ الاحتياطية فارغة."
    )
    assert "الأساسات، رتبة البداية الملكة: القلب حتى ملكة القلب (1)" in game.describe("ar")
    assert game.describe("ar").endswith(
        "العمود 1: فارغ؛ العمود 2: 9 سباتي، 8 قلب؛ العمود 3: شايب الديناري؛ العمود 4: شايب البستوني."
    )
    assert game.describe("ro").startswith("Pachet gol; talon: 2 cărți, deasupra: 3 de pică; rezervă goală. ")
    assert "rang de pornire damă: inimă roșie până la dama de inimă roșie (1), pică goală, caro gol" in game.describe(
        "ro"
    )
    assert "goală. coloana 1: goală; coloana 2: 9 de treflă, 8 de inimă roșie;" in game.describe("ro")
    assert game.describe("ru").startswith("Запас пуст; сброс: 2 карты, сверху тройка пик; резерв пуст. ")
    assert "начальный ранг — дама: червовая до дамы червей (1)" in game.describe("ru")
    assert "Столбец 1: пусто; столбец 2: девятка треф, восьмёрка червей;" in game.describe("ru")
    assert game.describe("hy").startswith("Տուփ՝ դատարկ․ թափոն՝ 2 քարտ, վերևում՝ ղառի 3․ պահուստ՝ դատարկ։ ")
    assert "Սյուն 1՝ դատարկ․ սյուն 2՝ խաչի 9, սրտի 8․" in game.describe("hy")
    courts = position(**OTHER_POSITIONS["court tops and two cards"])
    assert "reserve: 2 cards, top: king of spades" in courts.describe("en")
    assert "Fundații, rang de pornire valet: caro până la popa de caro (3)" in courts.describe("ro")
    assert "бубновая до короля бубен (3)" in courts.describe("ru")
    assert "الاحتياطية: ورقتان، العليا: شايب البستوني" in courts.describe("ar")


def test_unknown_language_is_refused():
    with pytest.raises(ValueError, match="known: en, ar, ro, ru, hy"):
        Game.from_code("CF1-D3-AAAAACL").describe("de")


@pytest.mark.parametrize("lang", LANGS)
def test_each_pile_in_words_is_its_part_of_the_board(lang):
    """describe_pile (a pile's accessible name) says what describe() says of that pile."""
    from canfield.engine.describe import describe_pile
    from canfield.engine.words import capitalize

    game = Game.from_code("CF1-D3-AAAAACL")
    board = game.describe(lang)
    words = words_for(lang)
    column = describe_pile(game, "c2", lang)
    assert column.startswith(words.pile_name("c2")) and words.card(game.pile("c2")[-1]) in column
    assert describe_pile(game, "stock", lang) in board
    for pile in ("waste", "reserve"):
        assert describe_pile(game, pile, lang) == capitalize(describe_pile(game, pile, lang))
        assert describe_pile(game, pile, lang)[1:] in board
    assert describe_pile(game, "f1", lang).startswith(words.pile_name("f1"))
