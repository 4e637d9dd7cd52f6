"""Armenian (Eastern, reformed spelling).

Card words are the ones Armenian players use: suits «ղառ» ♠, «սիրտ» ♥,
«քյափ» ♦, «խաչ» ♣; ranks «տուզ» (ace), «թագավոր», «թագուհի», «զինվոր»
(king, queen, jack). Cards are named suit first, in the genitive: «խաչի
թագուհի», «սրտի 7». The noun stays singular after a numeral («34 քարտ»).
Piles: «տուփ» (stock), «թափոն» (waste), «պահուստ» (reserve), «հիմք»
(foundation), «սյուն» (column); a rank is «արժեք». Punctuation: «։» ends a
sentence, «՝» joins a label to its value, «․» (mijaket) introduces a list and
separates its parts (no Latin «;»). The article «ը» becomes «ն» before a vowel.
"""

from ..cards import Suit
from . import WordsTable

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS
_COURTS = {1: "տուզ", 11: "զինվոր", 12: "թագուհի", 13: "թագավոր"}

WORDS: WordsTable = {
    "code": "hy",
    "card_forms": {"one": "{n} քարտ", "other": "{n} քարտ"},
    "ranks": {
        "nom": _COURTS,
        "alone": _COURTS,
        # with the definite article (subject of a sentence) and in the genitive (before «վրա»)
        "def": {1: "տուզը", 11: "զինվորը", 12: "թագուհին", 13: "թագավորը"} | {r: f"{r}-ը" for r in range(2, 11)},
        # «ն» for «ը» before a word that begins with a vowel («խաչի 8-ն այստեղ»)
        "defv": {1: "տուզն", 11: "զինվորն", 12: "թագուհին", 13: "թագավորն"} | {r: f"{r}-ն" for r in range(2, 11)},
        "gen": {1: "տուզի", 11: "զինվորի", 12: "թագուհու", 13: "թագավորի"} | {r: f"{r}-ի" for r in range(2, 11)},
    },
    "suits": {
        "label": {S: "ղառ", H: "սիրտ", D: "քյափ", C: "խաչ"},
        "gen": {S: "ղառի", H: "սրտի", D: "քյափի", C: "խաչի"},
    },
    "card_patterns": {"court": "{suit[gen]} {rank}", "pip": "{suit[gen]} {rank}"},
    "suit_gender": {},
    "empty": {"": "դատարկ"},
    "patterns": {
        "stock": "Տուփ՝ {cards}",
        "stock_empty": "Տուփ՝ դատարկ",
        "waste": "թափոն՝ {cards}, վերևում՝ {top}",
        "waste_empty": "թափոն՝ դատարկ",
        "reserve": "պահուստ՝ {cards}, վերևում՝ {top}",
        "reserve_empty": "պահուստ՝ դատարկ",
        "piles": "{stock}․ {waste}․ {reserve}։",
        "foundations": "Հիմքեր, սկզբնական արժեք {rank}․ {items}։",
        "foundation": "{suit}՝ մինչև {top} ({n})",
        "foundation_empty": "{suit}՝ {empty}",
        # a foundation's own name already ends in «՝» («Հիմք 1՝ …»): no second one after the suit
        "foundation.pile": "{suit}, մինչև {top}, {cards}",
        "foundation_empty.pile": "{suit}, {empty}",
        "item_sep": ", ",
        "column": "{label}՝ {cards}",
        "column_first": "Սյուն {n}",
        "column_other": "սյուն {n}",
        "column_empty": "դատարկ",
        "column_sep": "․ ",
        "columns": "{items}։",
        "sentence_sep": " ",
        "announce_move": "{card@def} {source} տեղափոխվեց {target}։",
        "announce_tail": "{card@def} և դրա վրայի {more} {source} տեղափոխվեցին {target}։",
        # a hint proposes a move: the imperative, not the past tense of the announcements
        "hint_move": "{card@def} {source} տեղափոխեք {target}։",
        "hint_tail": "{card@def} և դրա վրայի {more} {source} տեղափոխեք {target}։",
        "announce_draw": "Տուփից բացվեց {cards}, վերևում՝ {card}։",
        "announce_draw_undone": "տուփ վերադարձավ {cards}, վերևում էր {card}։",
        "announce_recycle": "Թափոնը շրջվեց տուփի մեջ։",
        "announce_autofill": "Պահուստից լրացվեց սյուն {n}-ը՝ {card}։",
        "hint_autofill": "Պահուստից սյուն {n}-ը կլրացվի՝ {card}։",  # in a hint: will be, not was
        "announce_won": "Բոլոր 52 քարտերը հիմքերում են․ դուք հաղթեցիք։",
        "pile.stock": "Տուփ",
        "pile.waste": "Թափոն",
        "pile.reserve": "Պահուստ",
        "pile.foundation": "Հիմք {n}",
        "pile.column": "Սյուն {n}",
        "from.column": "սյուն {n}-ից",
        "from.waste": "թափոնից",
        "from.reserve": "պահուստից",
        "from.foundation": "{suit[gen]} հիմքից",
        "to.column": "սյուն {n}",
        "to.foundation": "{suit[gen]} հիմք",
    },
    "refusals": {
        "code_expected": "Խաղի կոդն այսպիսին է՝ {example}․ նախ {prefix}, ապա D1 կամ D3, ապա {letters} տառ՝ A-ից Z։",
        "code_form": "«{code}»-ը խաղի կոդ չէ։ {expected}",
        "code_draw": "«{code}»-ում բացման ճիշտ նշան չկա (D1 կամ D3)։ {expected}",
        "code_letters": "«{code}»-ի վերջում պետք է լինի ուղիղ {letters} տառ՝ A-ից Z։ {expected}",
        "draw_only": "Այս կանոններով խաղում են միայն {draw}-ական բացմամբ։",
        "draw_only.strict": "Խիստ կանոններով խաղում են միայն {draw}-ական բացմամբ։",
        "draw_only.classic": "Դասական կանոններով խաղում են միայն {draw}-ական բացմամբ։",
        "bad_draw": "Այս կանոններով {draw}-ական բացմամբ չեն խաղում։",
        "illegal": "Այդ քայլը թույլատրված չէ։",
        "not_a_move": "Սա քայլ չէ։",
        "no_such_pile": "Քայլում նշված է գոյություն չունեցող կույտ։",
        "bad_count": "Քայլը տեղափոխում է առնվազն մեկ քարտ։",
        "to_waste": "Քարտերը թափոն են հասնում միայն տուփից։",
        "to_reserve": "Պահուստի վրա երբեք ոչինչ չի դրվում։",
        "same_pile": "Քարտերն արդեն այնտեղ են։",
        "source_empty": "Այդ կույտը դատարկ է։",
        "source_empty.column": "Սյուն {n}-ում քարտ չկա։",
        "source_empty.foundation": "Հիմք {n}-ում քարտ չկա։",
        "source_empty.waste": "Թափոնը դատարկ է։",
        "source_empty.reserve": "Պահուստը դատարկ է։",
        "source_empty.stock": "Տուփը դատարկ է։",
        "too_many": "Այնտեղ այդքան քարտ չկա։",
        "too_many.column": "Սյուն {n}-ում ընդամենը {cards} կա։",
        "too_many.foundation": "Հիմք {n}-ում ընդամենը {cards} կա։",
        "too_many.waste": "Թափոնում ընդամենը {cards} կա։",
        "too_many.reserve": "Պահուստում ընդամենը {cards} կա։",
        "stock_empty": "Տուփը դատարկ է՝ նախ թափոնը շրջեք տուփի մեջ։",
        "draw_count": "Տուփին սեղմելիս բացվում է {cards}։",
        "stock_not_empty": "Թափոնը տուփ է վերադառնում միայն այն ժամանակ, երբ տուփը դատարկ է։",
        "waste_empty": "Թե՛ տուփը, թե՛ թափոնը դատարկ են։",
        "recycle_count": "Թափոնը շրջվում է ամբողջությամբ՝ միանգամից։",
        "to_stock": "Քարտերը տուփ են վերադառնում միայն թափոնը շրջելով։",
        "from_stock": "Տուփի քարտերը բացվում են թափոնի վրա։",
        "top_only": "Կարելի է խաղալ միայն վերևի քարտը։",
        "top_only.waste": "Կարելի է խաղալ միայն թափոնի վերևի քարտը։",
        "top_only.reserve": "Կարելի է խաղալ միայն պահուստի վերևի քարտը։",
        "no_take_back": "Այս կանոններով հիմքերից քարտ ետ վերցնել չի կարելի։",
        "take_back_form": "Հիմքից կարելի է ետ վերցնել միայն վերևի քարտը և միայն սյան վրա։",
        "one_at_a_time": "Հիմքի վրա քարտերը դրվում են մեկ առ մեկ։",
        "tail": "Այս քարտերը միասին տեղափոխել չի կարելի։",
        "tail.any": "Այս քարտերը գույները հերթափոխող նվազող շարք չեն կազմում։",
        "tail.top-or-whole": "Կարելի է տեղափոխել միայն վերևի քարտը կամ ամբողջ սյունը։",
        "tail.whole-only": "Սյուների միջև տեղափոխվում է միայն ամբողջ սյունը։",
        "foundation_full": "Այս հիմքն արդեն լրացված է։",
        "foundation_needs": "{card@defv} այստեղ դնել չի կարելի՝ այս հիմքի հաջորդ քարտը {need@defv} է։",
        "column_fit": "{card@def} չի կարելի դնել {onto@gen} վրա՝ սյուներում քարտերը դրվում են "
        "մեկ արժեքով ցածր՝ գույները հերթափոխելով։",
        "column_closed": "{card@def} չի կարելի դնել {onto@gen} վրա՝ այս կանոններով այդ արժեքի քարտի վրա "
        "ոչինչ չի դրվում։",
        "empty_waste_only": "Դատարկ սյունն ընդունում է միայն թափոնի վերևի քարտը։",
        "nothing_to_undo": "Չեղարկելու բան չկա։",
        "nothing_to_redo": "Կրկնելու բան չկա։",
        "undo_limit": "Կարելի է չեղարկել միայն վերջին {limit} գործողությունը։",
        "game_won": "Խաղը շահված է․ սկսեք նոր խաղ կամ նորից խաղացեք այս բաժանումը։",
        "nothing_here": "Այստեղ խաղալու բան չկա։",
        "no_pickup": "Այստեղ վերցնելու քարտ չկա։",
        "nowhere_to_go": "{card@def} գնալու տեղ չունի։",
        "tap_columns_off": (
            "{card@def} կարող է գնալ միայն սյուն, "
            "իսկ «Կրկնակի սեղմում» կարգավորումն անջատված է․ քաշեք այն այնտեղ կամ կրկնակի սեղմեք դրա վրա։"
        ),
        "take_back_by_drag": "Քաշեք {card@def}՝ հիմքից հետ վերցնելու համար։",
    },
}
