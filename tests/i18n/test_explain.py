"""Refused moves and gestures explained in five languages, for every reason the engine and the gestures give."""

import ast
import re
from pathlib import Path

import pytest

import canfield.engine.game as game_module
import canfield.play.gestures as gestures_module
from canfield.engine import Game, IllegalMove, Move, Refusal, Rules
from canfield.engine.rules import ColumnBuild
from canfield.engine.words import PLURAL_RULES, explain, words_for
from tests.engine.positions import position

LANGS = ("en", "ar", "ro", "ru", "hy")
FOUNDATION_ORDER = Rules(name="foundation-order", column_build=ColumnBuild.FOUNDATION_ORDER)
FULL_HEARTS = "7H 8H 9H 10H JH QH KH AH 2H 3H 4H 5H 6H"


def seed() -> Game:
    return Game.from_code("CF1-D3-AAAAACL")


def drawn() -> Game:
    game = seed()
    game.play(Move("stock", "waste", 3))
    return game


# reason -> (a game, a refused move or an action that raises); every reason in game.py appears here.
CASES = {
    "not_a_move": (seed, ("c1",)),
    "no_such_pile": (seed, Move("c9", "c1", 1)),
    "bad_count": (seed, Move("c1", "c2", 0)),
    "to_waste": (seed, Move("c1", "waste", 1)),
    "to_reserve": (seed, Move("c1", "reserve", 1)),
    "same_pile": (seed, Move("c1", "c1", 1)),
    "source_empty": (seed, Move("waste", "c1", 1)),
    "too_many": (seed, Move("c1", "c2", 3)),
    "stock_empty": (lambda: position(stock="", waste="2S"), Move("stock", "waste", 3)),
    "draw_count": (seed, Move("stock", "waste", 1)),
    "stock_not_empty": (drawn, Move("waste", "stock", 3)),
    "waste_empty": (lambda: position(stock="", waste=""), Move("waste", "stock", 1)),
    "recycle_count": (lambda: position(stock="", waste="2S 3S"), Move("waste", "stock", 1)),
    "to_stock": (seed, Move("c1", "stock", 1)),
    "from_stock": (seed, Move("stock", "c1", 1)),
    "top_only": (seed, Move("reserve", "c1", 2)),
    "no_take_back": (lambda: Game.from_code("CF1-D3-AAAAACL", "strict"), Move("f1", "c1", 1)),
    "take_back_form": (seed, Move("f1", "f2", 1)),
    "one_at_a_time": (lambda: position(c2="9C 8H"), Move("c2", "f1", 2)),
    "tail": (lambda: position(c2="9C 8C"), Move("c2", "c3", 2)),
    "foundation_full": (lambda: position(f1=FULL_HEARTS, c1="5S"), Move("c1", "f1", 1)),
    "foundation_needs": (seed, Move("c4", "f2", 1)),
    "column_fit": (seed, Move("c1", "c3", 1)),
    "column_closed": (lambda: position(FOUNDATION_ORDER, c1="7S", c2="6H"), Move("c2", "c1", 1)),
    "empty_waste_only": (lambda: position("strict", reserve="", c1="", c2="9C"), Move("c2", "c1", 1)),
    "nothing_to_undo": (seed, "undo"),
    "nothing_to_redo": (seed, "redo"),
}

# reason -> a gesture on a game that refuses it (canfield.play.gestures)
GESTURES = {
    "nothing_here": lambda: gestures_module.tap(seed(), "waste", 0),
    "no_pickup": lambda: gestures_module.pick_up(seed(), "stock", 0),
    "nowhere_to_go": lambda: gestures_module.tap(seed(), "c1", 0),
    "tap_columns_off": lambda: gestures_module.tap(seed(), "reserve", 12, columns=False),
    "take_back_by_drag": lambda: gestures_module.tap(seed(), "f1", 0),
}


def refusal(reason: str) -> IllegalMove | Refusal:
    if reason in GESTURES:
        answer = GESTURES[reason]()
        assert isinstance(answer, Refusal) and answer.reason == reason, answer
        return answer
    make, action = CASES[reason]
    game = make()
    with pytest.raises(IllegalMove) as caught:
        if action in ("undo", "redo"):
            getattr(game, action)()
        else:
            game.play(action)
    assert caught.value.reason == reason
    return caught.value


def written_reasons(module) -> set[str]:
    """Every reason key a module writes as ``Refusal.of("reason", ...)`` (found with ast, not by hand)."""
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    reasons = set()
    for node in ast.walk(tree):
        is_refusal = isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "of"
        if is_refusal and node.args and isinstance(node.args[0], ast.Constant):
            reasons.add(node.args[0].value)
    return reasons


def test_every_reason_in_the_engine_and_the_gestures_is_covered():
    reasons = written_reasons(game_module) | written_reasons(gestures_module)
    assert len(reasons) >= 30
    assert reasons <= set(CASES) | set(GESTURES), reasons - set(CASES) - set(GESTURES)
    for words in map(words_for, PLURAL_RULES):
        assert set(CASES) | set(GESTURES) <= set(words.refusals), words.code


def test_the_engine_writes_no_sentence_of_its_own():
    # One English source: every refusal's text is the words table's (str() of the error is explain(..., "en")).
    for reason in CASES:
        error = refusal(reason)
        assert str(error) == explain(error, "en")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("reason", sorted(CASES) + sorted(GESTURES))
def test_each_refusal_reads_completely(reason, lang):
    text = explain(refusal(reason), lang)
    assert text and "{" not in text and "@" not in text
    assert text != words_for(lang).refusals["illegal"]  # a specific message, not the fallback
    assert text[0] == text[0].upper()
    if lang in ("ar", "ru", "hy"):
        assert not re.search("[A-Za-z]", text), text


@pytest.mark.parametrize(
    ("reason", "lang", "expected"),
    [
        ("column_fit", "ru", "Шестёрку треф нельзя положить на даму червей: столбцы строятся вниз на один ранг"),
        ("foundation_needs", "ru", "Сюда нельзя положить туза пик: эта база ждёт семёрку пик."),
        ("foundation_needs", "ro", "Asul de pică nu poate merge acolo: fundația aceasta cere acum 7 de pică."),
        ("foundation_needs", "ar", "لا يمكن وضع آس البستوني هنا: هذا الأساس يحتاج الآن إلى 7 بستوني."),
        ("column_fit", "hy", "Խաչի 6-ը չի կարելի դնել սրտի թագուհու վրա՝"),
        ("too_many", "ru", "В столбце 1 всего 1 карта."),
        ("too_many", "ro", "Coloana 1 are doar 1 carte."),
        ("too_many", "ar", "لا يضم العمود 1 إلا ورقة واحدة."),
        ("draw_count", "ru", "Добор из запаса — 3 карты за раз."),
        ("draw_count", "ar", "تقلب النقرة على مجموعة السحب 3 أوراق."),
        ("source_empty", "ro", "Talonul este gol."),
        ("top_only", "ru", "Играть можно только верхнюю карту резерва."),
        ("tail", "en", "Those cards are not a sequence down in alternating colours."),
    ],
)
def test_sample_wordings(reason, lang, expected):
    assert explain(refusal(reason), lang).startswith(expected)


def test_tail_refusal_names_the_profile_rule():
    classic = position("classic", c2="9C 8H")
    strict = position("strict", c2="10D 9C 8H")
    with pytest.raises(IllegalMove) as whole_only:
        classic.play(Move("c2", "c3", 1))
    with pytest.raises(IllegalMove) as top_or_whole:
        strict.play(Move("c2", "c3", 2))
    assert explain(whole_only.value, "ru") == "Между столбцами переносят только целый столбец."
    assert explain(top_or_whole.value, "ro") == "Se mută doar cartea de deasupra sau toată coloana."


def test_unknown_reasons_and_missing_details_fall_back():
    assert explain(Refusal.of("something_new"), "ar") == "هذه الحركة غير مسموح بها."
    assert explain(Refusal.of("draw_count"), "ru") == "Такой ход не разрешён."
    assert explain(Refusal.of("too_many", pile="c2"), "en") == "There are not that many cards there."
