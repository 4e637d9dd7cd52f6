"""The rule profiles' names and one-line descriptions in every language (plain data)."""

NAMES: dict[str, dict[str, str]] = {
    "en": {"canfield": "Canfield", "strict": "Strict", "classic": "Classic"},
    "ar": {"canfield": "كانفيلد", "strict": "صارم", "classic": "كلاسيكي"},
    "ro": {"canfield": "Canfield", "strict": "Strict", "classic": "Clasic"},
    "ru": {"canfield": "Кэнфилд", "strict": "Строгий", "classic": "Классический"},
    "hy": {"canfield": "Քենֆիլդ", "strict": "Խիստ", "classic": "Դասական"},
}

DESCRIPTIONS: dict[str, dict[str, str]] = {
    "en": {
        "canfield": "Draw 3 or 1; any sequence moves; +5 for each card on the foundations; "
        "cards may come back from the foundations.",
        "strict": "Draw 3; only the top card or a whole column moves; an empty column takes only "
        "the waste card; a stalled attempt is announced.",
        "classic": "Hoyle's rules: draw 3; only whole columns move between columns; an empty column "
        "may wait until you fill it from the waste.",
    },
    "ar": {
        "canfield": "السحب 3 أوراق أو ورقة واحدة؛ تنتقل أي متتالية؛ +5 لكل ورقة على الأسس؛ يمكن استعادة ورقة من أساس.",
        "strict": "السحب 3 أوراق؛ لا تنتقل إلا الورقة العليا أو العمود كله؛ لا يقبل العمود الفارغ "
        "إلا ورقة كومة التخلص؛ يُعلَن توقف المحاولة.",
        "classic": "قواعد هويل: السحب 3 أوراق؛ لا ينتقل بين الأعمدة إلا عمود كامل؛ يمكن أن ينتظر "
        "العمود الفارغ حتى تملأه من كومة التخلص.",
    },
    "ro": {
        "canfield": "Extragere 3 sau 1; orice secvență se mută; +5 pentru fiecare carte pe fundații; "
        "cărțile pot fi reluate de pe fundații.",
        "strict": "Extragere 3; se mută doar cartea de deasupra sau toată coloana; o coloană goală "
        "primește doar cartea din descărcare; o încercare blocată este anunțată.",
        "classic": "Regulile lui Hoyle: extragere 3; între coloane se mută doar coloane întregi; o coloană "
        "goală poate aștepta până o umpleți din descărcare.",
    },
    "ru": {
        "canfield": "Добор по 3 или по 1; переносится любая последовательность; +5 за каждую карту "
        "на базах; карты можно снимать с баз.",
        "strict": "Добор по 3; переносится только верхняя карта или весь столбец; пустой столбец "
        "заполняется только из сброса; об остановке попытки игра сообщает.",
        "classic": "Правила Хойла: добор по 3; между столбцами переносится только целый столбец; "
        "пустой столбец может ждать, пока вы не заполните его из сброса.",
    },
    "hy": {
        "canfield": "Բացվում է 3 կամ 1 քարտ, ցանկացած շարք տեղափոխվում է, հիմքերի վրա դրված "
        "յուրաքանչյուր քարտի համար՝ +5, հիմքերից քարտերը կարելի է ետ վերցնել։",
        "strict": "Բացվում է 3 քարտ, տեղափոխվում է միայն վերևի քարտը կամ ամբողջ սյունը, դատարկ սյունն "
        "ընդունում է միայն թափոնի քարտը, կանգ առած փորձի մասին խաղը հայտնում է։",
        "classic": "Հոյլի կանոնները․ բացվում է 3 քարտ, սյուների միջև տեղափոխվում է միայն ամբողջ սյունը, "
        "դատարկ սյունը կարող է սպասել, մինչև այն լցնեք թափոնից։",
    },
}
