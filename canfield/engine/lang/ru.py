"""Russian, with the pile names of seed 003: запас, сброс, резерв, базы, столбцы.

Cards are named the way players say them: «дама треф», «семёрка червей»,
so ranks decline: nominative in lists, genitive after «до» («червовая до
семёрки червей»), accusative after «положить» (animate for туз, король,
валет: «положить туза»). Suits in card names are the genitive plural (пик,
червей, бубен, треф); a foundation is named by the suit's adjective
(«пиковая» база), which agrees with «пуста».
"""

from ..cards import Suit
from . import WordsTable

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS


def _ranks(names: str) -> dict[int, str]:
    """Thirteen names, ace to king."""
    return dict(enumerate(names.split(), start=1))


WORDS: WordsTable = {
    "code": "ru",
    "card_forms": {"one": "{n} карта", "few": "{n} карты", "many": "{n} карт"},
    "ranks": {
        "nom": _ranks(
            "туз двойка тройка четвёрка пятёрка шестёрка семёрка восьмёрка девятка десятка валет дама король"
        ),
        "gen": _ranks(
            "туза двойки тройки четвёрки пятёрки шестёрки семёрки восьмёрки девятки десятки валета дамы короля"
        ),
        "acc": _ranks(
            "туза двойку тройку четвёрку пятёрку шестёрку семёрку восьмёрку девятку десятку валета даму короля"
        ),
        "alone": {1: "туз", 11: "валет", 12: "дама", 13: "король"},
    },
    "suits": {
        "label": {S: "пиковая", H: "червовая", D: "бубновая", C: "трефовая"},
        "gen": {S: "пик", H: "червей", D: "бубен", C: "треф"},
        "adj_gen": {S: "пиковой", H: "червовой", D: "бубновой", C: "трефовой"},
        "adj_acc": {S: "пиковую", H: "червовую", D: "бубновую", C: "трефовую"},
    },
    "card_patterns": {"court": "{rank} {suit[gen]}", "pip": "{rank} {suit[gen]}"},
    "suit_gender": {},  # the labels are feminine adjectives (база)
    "empty": {"": "пуста"},
    "patterns": {
        "stock": "Запас: {cards}",
        "stock_empty": "Запас пуст",
        "waste": "сброс: {cards}, сверху {top}",
        "waste_empty": "сброс пуст",
        "reserve": "резерв: {cards}, сверху {top}",
        "reserve_empty": "резерв пуст",
        "piles": "{stock}; {waste}; {reserve}.",
        "foundations": "Базы, начальный ранг {rank}: {items}.",
        "foundations.court": "Базы, начальный ранг — {rank}: {items}.",  # a word, not a digit: the dash
        "foundation": "{suit} до {top@gen} ({n})",
        "foundation.pile": "{suit} до {top@gen}, {cards}",
        "foundation_empty": "{suit} {empty}",
        "item_sep": ", ",
        "column": "{label}: {cards}",
        "column_first": "Столбец {n}",
        "column_other": "столбец {n}",
        "column_empty": "пусто",
        "column_sep": "; ",
        "columns": "{items}.",
        "sentence_sep": " ",
        "announce_move": "{card} {source} {target}.",
        "announce_tail": "{card} и ещё {more} {source} {target}.",
        "announce_draw": "Из запаса открыто: {cards}, сверху {card}.",
        "announce_draw_undone": "{cards} — обратно в запас (тогда сверху: {card}).",
        "announce_recycle": "Сброс перевёрнут в запас.",
        "announce_autofill": "Резерв заполняет столбец {n}: {card}.",
        "announce_won": "Все 52 карты на базах — победа!",
        "pile.stock": "Запас",
        "pile.waste": "Сброс",
        "pile.reserve": "Резерв",
        "pile.foundation": "База {n}",
        "pile.column": "Столбец {n}",
        "from.column": "из столбца {n}",
        "from.waste": "из сброса",
        "from.reserve": "из резерва",
        "from.foundation": "с {suit[adj_gen]} базы",
        "to.column": "в столбец {n}",
        "to.foundation": "на {suit[adj_acc]} базу",
    },
    "refusals": {
        "code_expected": "Код игры имеет вид {example}: сначала {prefix}"
        ", затем D1 или D3, затем {letters} латинских букв от A до Z.",
        "code_form": "«{code}» — не код игры. {expected}",
        "code_draw": "В «{code}» нет правильного добора (D1 или D3). {expected}",
        "code_letters": "В конце «{code}» должно быть ровно {letters} латинских букв от A до Z. {expected}",
        "draw_only": "По этим правилам играют только с добором по {draw}.",
        "draw_only.strict": "По строгим правилам играют только с добором по {draw}.",
        "draw_only.classic": "По классическим правилам играют только с добором по {draw}.",
        "bad_draw": "По этим правилам не играют с добором по {draw}.",
        "illegal": "Такой ход не разрешён.",
        "not_a_move": "Это не ход.",
        "no_such_pile": "В ходе указана несуществующая стопка.",
        "bad_count": "Ход переносит хотя бы одну карту.",
        "to_waste": "Карты попадают в сброс только из запаса.",
        "to_reserve": "В резерв карты не кладут.",
        "same_pile": "Карты уже там.",
        "source_empty": "Эта стопка пуста.",
        "source_empty.column": "Столбец {n} пуст.",
        "source_empty.foundation": "База {n} пуста.",
        "source_empty.waste": "Сброс пуст.",
        "source_empty.reserve": "Резерв пуст.",
        "source_empty.stock": "Запас пуст.",
        "too_many": "Там нет столько карт.",
        "too_many.column": "В столбце {n} всего {cards}.",
        "too_many.foundation": "На базе {n} всего {cards}.",
        "too_many.waste": "В сбросе всего {cards}.",
        "too_many.reserve": "В резерве всего {cards}.",
        "stock_empty": "Запас пуст: сначала переверните сброс.",
        "draw_count": "Добор из запаса — {cards} за раз.",
        "stock_not_empty": "Сброс переворачивают в запас, только когда запас пуст.",
        "waste_empty": "И запас, и сброс пусты.",
        "recycle_count": "Сброс переворачивают целиком.",
        "to_stock": "Карты возвращаются в запас, только когда переворачивают сброс.",
        "from_stock": "Карты запаса открывают в сброс.",
        "top_only": "Играть можно только верхнюю карту.",
        "top_only.waste": "Играть можно только верхнюю карту сброса.",
        "top_only.reserve": "Играть можно только верхнюю карту резерва.",
        "no_take_back": "По этим правилам карты с баз не снимают.",
        "take_back_form": "С базы можно снять только верхнюю карту и только на столбец.",
        "one_at_a_time": "На базу карты кладут по одной.",
        "tail": "Эти карты нельзя перенести вместе.",
        "tail.any": "Эти карты не образуют последовательность вниз с чередованием цвета.",
        "tail.top-or-whole": "Переносить можно только верхнюю карту или весь столбец.",
        "tail.whole-only": "Между столбцами переносят только целый столбец.",
        "foundation_full": "Эта база уже собрана.",
        "foundation_needs": "Сюда нельзя положить {card@acc}: эта база ждёт {need@acc}.",
        "column_fit": "{card@acc} нельзя положить на {onto@acc}: столбцы строятся вниз на один ранг "
        "с чередованием цвета.",
        "column_closed": "{card@acc} нельзя положить на {onto@acc}: по этим правилам на карту этого ранга "
        "ничего не кладут.",
        "empty_waste_only": "Пустой столбец принимает только верхнюю карту сброса.",
        "nothing_to_undo": "Отменять нечего.",
        "nothing_to_redo": "Повторять нечего.",
        "undo_limit": "Отменить можно не больше {limit} последних действий.",
        "game_won": "Игра выиграна: начните новую игру или сыграйте эту раздачу заново.",
        "nothing_here": "Здесь нечем ходить.",
        "no_pickup": "Здесь нет карты, которую можно взять.",
        "nowhere_to_go": "Для {card@gen} нет места.",
        "tap_columns_off": (
            "{card} может пойти только в столбец, "
            "а настройка «Двойной щелчок» выключена: перетащите карту или щёлкните по ней дважды."
        ),
        "take_back_by_drag": "Чтобы снять {card@acc} с базы, перетащите карту.",
    },
}
