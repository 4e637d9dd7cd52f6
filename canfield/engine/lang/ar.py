"""Arabic, right to left. The board description is seed 000's, word for word.

The words are those of seed 000's board sample (lines 6 and 19), used everywhere:
board, refusals, screen reader, window and How to Play alike
(translations/glossary_ar.tsv; tests check every sentence against it):
- stock «مجموعة السحب», waste «كومة المهملات», reserve «الاحتياطية» (feminine,
  «الكومة الاحتياطية» with the noun understood: «الاحتياطية فارغة»),
  foundations «الأساسات» (one: «الأساس»), queen «ملكة» with king «شايب», jack
  «ولد», ace «آس». The seed's rule text names some of them otherwise; its
  board sample is what the app says, so the sample's words win.
- court cards take the suit with the article («ملكة السباتي»), number cards
  the bare suit after the digit («6 سباتي», «7 قلب»); hearts is «القلب».
- After a count 11-99 (and 100, 101...) the noun is singular «ورقة» (CLDR
  "many"/"other"), 3-10 take the plural «أوراق» ("few"): «13 ورقة», «10 أوراق».
  "Two" is «ورقتان» as a subject, «ورقتين» after a preposition or as an object
  (``{cards@obl}``, ``{more@obl}``).
- Digits stay Western (as in the seed, and in the whole window); «؛» and «،»
  are the Arabic semicolon and comma.
"""

from ..cards import Suit
from . import WordsTable

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS


def _LTR(text: str) -> str:  # noqa: N802 - reads as a mark in the templates
    """Left-to-right text kept whole inside Arabic (LRI ... PDI)."""
    return f"\u2066{text}\u2069"


def _ANY(text: str) -> str:  # noqa: N802
    """Text of either direction (what the player typed) kept whole (FSI ... PDI)."""
    return f"\u2068{text}\u2069"


WORDS: WordsTable = {
    "code": "ar",
    "card_forms": {
        "zero": "لا أوراق",
        "one": "ورقة واحدة",
        "two": "ورقتان",
        "two@obl": "ورقتين",  # after «مع», «إلا», as an object
        "few": "{n} أوراق",
        "many": "{n} ورقة",
        "other": "{n} ورقة",
    },
    "ranks": {
        "nom": {1: "آس", 11: "ولد", 12: "ملكة", 13: "شايب"},
        "alone": {1: "الآس", 11: "الولد", 12: "الملكة", 13: "الشايب"},
    },
    "suits": {
        "label": {S: "البستوني", H: "القلب", D: "الديناري", C: "السباتي"},
        "def": {S: "البستوني", H: "القلب", D: "الديناري", C: "السباتي"},
        "bare": {S: "بستوني", H: "قلب", D: "ديناري", C: "سباتي"},
    },
    "card_patterns": {"court": "{rank} {suit[def]}", "pip": "{rank} {suit[bare]}"},
    "suit_gender": {},  # the four suit names are masculine: «البستوني فارغ»
    "empty": {"": "فارغ"},
    "patterns": {
        "stock": "مجموعة السحب: {cards}",
        "stock_empty": "مجموعة السحب فارغة",
        "waste": "كومة المهملات: {cards}، العليا: {top}",
        "waste_empty": "كومة المهملات فارغة",
        "reserve": "الاحتياطية: {cards}، العليا: {top}",
        "reserve_empty": "الاحتياطية فارغة",
        "piles": "{stock}؛ {waste}؛ {reserve}.",
        "foundations": "الأساسات، رتبة البداية {rank}: {items}.",
        "foundation": "{suit} حتى {top} ({n})",
        "foundation.pile": "{suit} حتى {top}، {cards}",
        "foundation_empty": "{suit} {empty}",
        "item_sep": "، ",
        "column": "{label}: {cards}",
        "column_first": "العمود {n}",
        "column_other": "العمود {n}",
        "column_empty": "فارغ",
        "column_sep": "؛ ",
        "columns": "{items}.",
        "sentence_sep": " ",
        "announce_move": "{card} {source} {target}.",
        "announce_tail": "{card} مع {more@obl} {source} {target}.",
        "announce_draw": "من مجموعة السحب: {cards}، العليا: {card}.",
        "announce_draw_undone": "عادت {cards} إلى مجموعة السحب، وكانت العليا: {card}.",
        "announce_recycle": "عادت كومة المهملات إلى مجموعة السحب.",
        "announce_autofill": "تملأ الاحتياطية العمود {n}: {card}.",
        "announce_won": "كل الأوراق الـ 52 على الأساسات: لقد فزت!",
        "pile.stock": "مجموعة السحب",
        "pile.waste": "كومة المهملات",
        "pile.reserve": "الاحتياطية",
        "pile.foundation": "الأساس {n}",
        "pile.column": "العمود {n}",
        "from.column": "من العمود {n}",
        "from.waste": "من كومة المهملات",
        "from.reserve": "من الاحتياطية",
        "from.foundation": "من أساس {suit}",
        "to.column": "إلى العمود {n}",
        "to.foundation": "إلى أساس {suit}",
    },
    "refusals": {
        # Latin runs (codes, D1, A...Z) in isolates: the right-to-left sentence keeps its order
        "code_expected": f"رمز اللعبة مثل {_LTR('{example}')}: {_LTR('{prefix}')}، ثم {_LTR('D1')} أو {_LTR('D3')}، "
        f"ثم {{letters}} أحرف من {_LTR('A')} إلى {_LTR('Z')}.",
        "code_form": f"«{_ANY('{code}')}» ليس رمز لعبة. {{expected}}",
        "code_draw": f"لا يتضمن «{_ANY('{code}')}» سحبًا صالحًا ({_LTR('D1')} أو {_LTR('D3')}). {{expected}}",
        "code_letters": f"يجب أن ينتهي «{_ANY('{code}')}» بـ {{letters}} أحرف بالضبط من {_LTR('A')} إلى {_LTR('Z')}. "
        "{expected}",
        "draw_only": "لا تُلعب هذه القواعد إلا بسحب {draw}.",
        "draw_only.strict": "لا تُلعب القواعد الصارمة إلا بسحب {draw}.",
        "draw_only.classic": "لا تُلعب القواعد الكلاسيكية إلا بسحب {draw}.",
        "bad_draw": "لا تُلعب هذه القواعد بسحب {draw}.",
        "illegal": "هذه الحركة غير مسموح بها.",
        "not_a_move": "هذه ليست حركة.",
        "no_such_pile": "تذكر هذه الحركة كومة غير موجودة.",
        "bad_count": "تنقل الحركة ورقة واحدة على الأقل.",
        "to_waste": "لا تصل الأوراق إلى كومة المهملات إلا من مجموعة السحب.",
        "to_reserve": "لا توضع أي ورقة على الاحتياطية أبدًا.",
        "same_pile": "الأوراق موجودة هناك بالفعل.",
        "source_empty": "هذه الكومة فارغة.",
        "source_empty.column": "العمود {n} فارغ.",
        "source_empty.foundation": "الأساس {n} فارغ.",
        "source_empty.waste": "كومة المهملات فارغة.",
        "source_empty.reserve": "الاحتياطية فارغة.",
        "source_empty.stock": "مجموعة السحب فارغة.",
        "too_many": "لا توجد هناك أوراق بهذا العدد.",
        "too_many.column": "لا يضم العمود {n} إلا {cards@obl}.",
        "too_many.foundation": "لا يضم الأساس {n} إلا {cards@obl}.",
        "too_many.waste": "لا تضم كومة المهملات إلا {cards@obl}.",
        "too_many.reserve": "لا تضم الاحتياطية إلا {cards@obl}.",
        "stock_empty": "مجموعة السحب فارغة: أعد كومة المهملات إليها أولًا.",
        "draw_count": "تقلب النقرة على مجموعة السحب {cards@obl}.",
        "stock_not_empty": "لا تعود كومة المهملات إلى مجموعة السحب إلا عندما تفرغ مجموعة السحب.",
        "waste_empty": "مجموعة السحب وكومة المهملات فارغتان كلتاهما.",
        "recycle_count": "تُقلب كومة المهملات كلها دفعة واحدة.",
        "to_stock": "لا تعود الأوراق إلى مجموعة السحب إلا بقلب كومة المهملات.",
        "from_stock": "تُقلب أوراق مجموعة السحب على كومة المهملات.",
        "top_only": "لا تُلعب إلا الورقة العليا.",
        "top_only.waste": "لا تُلعب إلا الورقة العليا من كومة المهملات.",
        "top_only.reserve": "لا تُلعب إلا الورقة العليا من الاحتياطية.",
        "no_take_back": "لا تسمح هذه القواعد باستعادة الأوراق من الأساسات.",
        "take_back_form": "لا تُستعاد إلا الورقة العليا من الأساس، وإلى عمود فقط.",
        "one_at_a_time": "توضع الأوراق على الأساس ورقةً ورقة.",
        "tail": "لا يمكن نقل هذه الأوراق معًا.",
        "tail.any": "هذه الأوراق ليست متتالية تنازلية بألوان متناوبة.",
        "tail.top-or-whole": "لا تنتقل إلا الورقة العليا أو العمود كله.",
        "tail.whole-only": "بين الأعمدة لا ينتقل إلا عمود كامل.",
        "foundation_full": "هذا الأساس مكتمل.",
        "foundation_needs": "لا يمكن وضع {card} هنا: هذا الأساس يحتاج الآن إلى {need}.",
        "column_fit": "لا يمكن وضع {card} على {onto}: تُبنى الأعمدة تنازليًا رتبةً رتبة بألوان متناوبة.",
        "column_closed": "لا يمكن وضع {card} على {onto}: في هذه القواعد لا يوضع شيء على ورقة من هذه الرتبة.",
        "empty_waste_only": "لا يقبل العمود الفارغ إلا الورقة العليا من كومة المهملات.",
        "nothing_to_undo": "لا يوجد ما يمكن التراجع عنه.",
        "nothing_to_redo": "لا يوجد ما يمكن إعادته.",
        "undo_limit": "لا يمكن التراجع إلا عن آخر {limit} إجراء.",
        "game_won": "انتهت اللعبة بالفوز: ابدأ لعبة جديدة، أو العب هذه التوزيعة من جديد.",
        "nothing_here": "لا شيء يُلعب هنا.",
        "no_pickup": "لا توجد هنا ورقة يمكن التقاطها.",
        "nowhere_to_go": "لا مكان تذهب إليه الورقة {card}.",
        "tap_columns_off": (
            "لا يمكن أن تذهب {card} إلا إلى عمود، وإعداد «النقر المزدوج» معطّل: جُرّها إليه أو انقر عليها نقرًا مزدوجًا."
        ),
        "take_back_by_drag": "جُرّ {card} لاستعادتها من الأساس.",
    },
}
