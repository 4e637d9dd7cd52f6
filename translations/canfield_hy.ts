<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hy" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Այլևս չհարցնել</translation>
    </message>
    <message>
        <source>Keep Playing</source>
        <translation>Շարունակել խաղը</translation>
    </message>
    <message>
        <source>Restart this deal?</source>
        <translation>Վերսկսե՞լ այս բաժանումը։</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Վերսկսել</translation>
    </message>
    <message>
        <source>Open deal %1?</source>
        <translation>Բացե՞լ %1 բաժանումը։</translation>
    </message>
    <message>
        <source>Open Deal</source>
        <translation>Բացել բաժանումը</translation>
    </message>
    <message>
        <source>End Game</source>
        <translation>Ավարտել խաղը</translation>
    </message>
    <message>
        <source>Your attempt at the deal of the day goes on: its time keeps counting.</source>
        <translation>Օրվա բաժանման ձեր փորձը շարունակվում է․ դրա ժամանակը շարունակում է հաշվվել։</translation>
    </message>
    <message>
        <source>The deal of the day will count as played and not won: it has one attempt.</source>
        <translation>Օրվա բաժանումը կհաշվվի խաղացված և չշահված․ այն ունի մեկ փորձ։</translation>
    </message>
    <message>
        <source>The game in progress will count as played and not won.</source>
        <translation>Ընթացիկ խաղը կհաշվվի խաղացված և չշահված։</translation>
    </message>
    <message>
        <source>End the game in progress?</source>
        <translation>Ավարտե՞լ ընթացիկ խաղը։</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Canfield</source>
        <translation>Քենֆիլդի մասին</translation>
    </message>
    <message>
        <source>Canfield (Demon) solitaire with exact rules, game codes, undo and a solver.</source>
        <translation>Քենֆիլդ (Դև) պասյանս՝ ճշգրիտ կանոններով, խաղի կոդերով, չեղարկումով և լուծիչով։</translation>
    </message>
    <message>
        <source>Free software under the %1: you may use, copy, change and share it.</source>
        <translation>Ազատ ծրագիր՝ %1 արտոնագրով․ կարող եք այն օգտագործել, պատճենել, փոփոխել և տարածել։</translation>
    </message>
    <message>
        <source>Made by the Canfield developers. Cards and icons are drawn by the game itself. Built with Qt for Python (PySide6). Rules after Hoyle and the Canfield casino.</source>
        <translation>Ստեղծել են Քենֆիլդի մշակողները։ Քարտերն ու պատկերակները նկարում է խաղն ինքը։ Կառուցված է Qt for Python-ով (PySide6)։ Կանոնները՝ ըստ Հոյլի և Քենֆիլդի խաղատան։</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>%1: %2</source>
        <comment>a key and what it does, in the Keys list</comment>
        <translation>%1՝ %2</translation>
    </message>
    <message>
        <source>Board description</source>
        <translation>Սեղանի նկարագրություն</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Քարտերի սեղան</translation>
    </message>
    <message>
        <source>This attempt has stalled.</source>
        <translation>Այս փորձը կանգ է առել։</translation>
    </message>
    <message>
        <source>New game %1.</source>
        <translation>Նոր խաղ՝ %1։</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <translation>Չեղարկվեց՝ %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Կրկնվեց՝ %1</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Սլաքները</translation>
    </message>
    <message>
        <source>move the focus</source>
        <translation>տեղափոխում են ֆոկուսը</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>next or previous pile</source>
        <translation>հաջորդ կամ նախորդ կույտը</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>first or top card of a column</source>
        <translation>սյան առաջին կամ վերևի քարտը</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Բացատ</translation>
    </message>
    <message>
        <source>pick up the focused card, or put the held cards down</source>
        <translation>վերցնել ընտրված քարտը՝ իր վրայի քարտերով, կամ դնել վերցված քարտերը</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>put the cards back</source>
        <translation>քարտերը վերադարձնել տեղը</translation>
    </message>
    <message>
        <source>Enter on a foundation</source>
        <translation>Enter հիմքի վրա</translation>
    </message>
    <message>
        <source>pick up its top card to take it back; Enter on a column where it fits puts it there</source>
        <translation>վերցնել դրա վերևի քարտը՝ հետ բերելու համար․ Enter-ը հարմար սյան վրա այն դնում է այնտեղ</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>բացել տուփից</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>play the focused card where it can go, home first</source>
        <translation>խաղալ ընտրված քարտով այնտեղ, ուր այն կարող է գնալ, նախ՝ հիմքի վրա</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>say the whole board</source>
        <translation>կարդալ ամբողջ սեղանը</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>a hint: the next move</source>
        <translation>հուշում՝ հաջորդ քայլը</translation>
    </message>
    <message>
        <source>Ctrl+Z, Ctrl+Shift+Z</source>
        <translation>Ctrl+Z, Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>undo, redo</source>
        <translation>չեղարկել քայլը, կրկնել քայլը</translation>
    </message>
    <message>
        <source>pause: the table is covered and the clock stops</source>
        <translation>դադար․ սեղանը ծածկվում է, ժամացույցը կանգնում է</translation>
    </message>
    <message>
        <source>finish: play every card left home, when the game offers it</source>
        <translation>ավարտին հասցնել․ մնացած բոլոր քարտերն ուղարկել հիմքեր, երբ խաղն առաջարկում է</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <translation>միացնել կամ անջատել ձայնը</translation>
    </message>
    <message>
        <source>full screen; Esc leaves it</source>
        <translation>լիաէկրան․ Esc-ը դուրս է բերում</translation>
    </message>
    <message>
        <source>View ▸ Appearance: card faces (a large index for low vision among them), back, table, four colours, larger cards and high contrast, with a preview; Settings keeps how the game plays</source>
        <translation>Տեսք ▸ Արտաքին տեսք՝ քարտերի դիմային կողմ (դրանց թվում՝ խոշոր նշագիր թույլ տեսողության համար), շապիկ, սեղան, չորս գույն, ավելի մեծ քարտեր և բարձր կոնտրաստ՝ նախադիտումով, իսկ Կարգավորումներում մնում է այն, թե ինչպես է ընթանում խաղը</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Ստեղներ</translation>
    </message>
    <message>
        <source>&amp;Draw from Stock</source>
        <translation>&amp;Բացել տուփից</translation>
    </message>
    <message>
        <source>&amp;Play Focused Card</source>
        <translation>&amp;Խաղալ ընտրված քարտով</translation>
    </message>
    <message>
        <source>Describe &amp;Board</source>
        <translation>&amp;Նկարագրել սեղանը</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Ինչպես խաղալ</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Քայլեր</translation>
    </message>
    <message>
        <source>Game %1 resumed.</source>
        <translation>%1 խաղը շարունակվում է։</translation>
    </message>
</context>
<context>
    <name>AppearanceDialog</name>
    <message>
        <source>Appearance</source>
        <translation>Արտաքին տեսք</translation>
    </message>
    <message>
        <source>A black table, white outlines and darker inks.</source>
        <translation>Սև սեղան, սպիտակ եզրագծեր և ավելի մուգ գույներ։</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Նախադիտում</translation>
    </message>
    <message>
        <source>A small table in the look chosen here.</source>
        <translation>Փոքր սեղան՝ այստեղ ընտրված տեսքով։</translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;Լավ</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Չեղարկել</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Փակել</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Canfield solitaire.</source>
        <translation>Քենֆիլդ պասյանս։</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>ԿՈԴ</translation>
    </message>
    <message>
        <source>open this deal, e.g. CF1-D3-AAAAACL</source>
        <translation>բացել այս բաժանումը, օրինակ՝ CF1-D3-AAAAACL</translation>
    </message>
    <message>
        <source>rule profile (default: your setting)</source>
        <translation>կանոններ (լռելյայն՝ ձեր կարգավորումը)</translation>
    </message>
    <message>
        <source>show the version and quit</source>
        <translation>ցույց տալ տարբերակը և դուրս գալ</translation>
    </message>
    <message>
        <source>open the window, wait for the table&apos;s first frame, quit</source>
        <translation>բացել պատուհանը, սպասել սեղանի առաջին կադրին, դուրս գալ</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>օգտագործում՝ </translation>
    </message>
    <message>
        <source>show this help and quit</source>
        <translation>ցույց տալ այս օգնությունը և դուրս գալ</translation>
    </message>
    <message>
        <source>options:</source>
        <translation>ընտրանքներ՝</translation>
    </message>
    <message>
        <source>%1: error: %2</source>
        <translation>%1: սխալ՝ %2</translation>
    </message>
</context>
<context>
    <name>DailyCommands</name>
    <message>
        <source>The deal of the day starts again: your attempt goes on, with its time.</source>
        <translation>Օրվա բաժանումը սկսվում է նորից․ ձեր փորձը շարունակվում է՝ իր ժամանակով։</translation>
    </message>
    <message>
        <source>Choosing was cancelled. Open the Deal of the Day again to go on.</source>
        <translation>Ընտրությունը չեղարկվեց։ Շարունակելու համար կրկին բացեք Օրվա բաժանումը։</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>won</source>
        <translation>շահված</translation>
    </message>
    <message>
        <source>played, not won</source>
        <translation>խաղացված, չշահված</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>բաց թողնված</translation>
    </message>
    <message>
        <source>today, not played yet</source>
        <translation>այսօր, դեռ չխաղացված</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>խաղ չկա</translation>
    </message>
    <message>
        <source>Canfield</source>
        <translation>Քենֆիլդ</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · won in %3, %n move(s)</source>
        <translation>
            <numerusform>%1 · %2 · շահված %3-ում, %n քայլ</numerusform>
            <numerusform>%1 · %2 · շահված %3-ում, %n քայլ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · played, not won</source>
        <translation>%1 · %2 · խաղացված, չշահված</translation>
    </message>
    <message>
        <source>%1 · %2 · being played</source>
        <translation>%1 · %2 · ընթացքում է</translation>
    </message>
    <message>
        <source>Deal of the Day</source>
        <translation>Օրվա բաժանումը</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Կանոններ՝</translation>
    </message>
    <message>
        <source>Choosing the day&apos;s deal</source>
        <translation>Օրվա բաժանման ընտրություն</translation>
    </message>
    <message>
        <source>Cancel Choosing</source>
        <translation>Չեղարկել ընտրությունը</translation>
    </message>
    <message>
        <source>&amp;Play Today&apos;s Deal</source>
        <translation>&amp;Խաղալ այսօրվա բաժանումը</translation>
    </message>
    <message>
        <source>Result to &amp;share:</source>
        <translation>Կիսվելու &amp;արդյունքը՝</translation>
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation>&amp;Պատճենել</translation>
    </message>
    <message>
        <source>Choosing today&apos;s deal: the solver proves it can be won before you play it (deal %1 of %2).</source>
        <translation>Ընտրվում է այսօրվա բաժանումը․ լուծիչն ապացուցում է, որ այն կարելի է շահել, նախքան դուք կխաղաք (բաժանում %1՝ %2-ից)։</translation>
    </message>
    <message>
        <source>Today&apos;s deal is chosen when you ask for it.</source>
        <translation>Այսօրվա բաժանումն ընտրվում է, երբ այն խնդրեք։</translation>
    </message>
    <message>
        <source>No deal could be proven winnable today within the solver&apos;s fixed search, so there is no deal of the day: an unproven one is never offered.</source>
        <translation>Այսօր լուծիչի սահմանված որոնման մեջ ոչ մի բաժանում չհաջողվեց ապացուցել շահելի, ուստի օրվա բաժանում չկա․ չապացուցվածը երբեք չի առաջարկվում։</translation>
    </message>
    <message>
        <source>You are playing today&apos;s deal. One attempt counts; Restart goes on with it.</source>
        <translation>Դուք խաղում եք այսօրվա բաժանումը։ Հաշվվում է մեկ փորձ․ Վերսկսելը շարունակում է այն։</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Վերադառնալ խաղին</translation>
    </message>
    <message>
        <source>Your attempt at today&apos;s deal goes on: it counts once.</source>
        <translation>Այսօրվա բաժանման ձեր փորձը շարունակվում է․ այն հաշվվում է մեկ անգամ։</translation>
    </message>
    <message>
        <source>Today&apos;s deal is ready, proven winnable. One attempt counts: the first move begins it.</source>
        <translation>Այսօրվա բաժանումը պատրաստ է, ապացուցված շահելի։ Հաշվվում է մեկ փորձ․ առաջին քայլն է այն սկսում։</translation>
    </message>
    <message>
        <source>Days played in a row:</source>
        <translation>Անընդմեջ խաղացված օրեր՝</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>Լավագույնը՝</translation>
    </message>
    <message>
        <source>Days won in a row:</source>
        <translation>Անընդմեջ շահված օրեր՝</translation>
    </message>
    <message>
        <source>Previous Month</source>
        <translation>Նախորդ ամիսը</translation>
    </message>
    <message>
        <source>Next Month</source>
        <translation>Հաջորդ ամիսը</translation>
    </message>
    <message numerus="yes">
        <source>You won today&apos;s deal in %1 with %n move(s). Come back tomorrow for a new one.</source>
        <translation>
            <numerusform>Դուք շահեցիք այսօրվա բաժանումը %1-ում՝ %n քայլով։ Վերադարձեք վաղը նորի համար։</numerusform>
            <numerusform>Դուք շահեցիք այսօրվա բաժանումը %1-ում՝ %n քայլով։ Վերադարձեք վաղը նորի համար։</numerusform>
        </translation>
    </message>
    <message>
        <source>Today&apos;s deal is played and not won; the day counts once. Come back tomorrow for a new one.</source>
        <translation>Այսօրվա բաժանումը խաղացված է և չշահված․ օրը հաշվվում է մեկ անգամ։ Վերադարձեք վաղը նորի համար։</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <source>Demo playing: press any key or click to stop.</source>
        <translation>Ցուցադրությունը խաղում է․ կանգնեցնելու համար սեղմեք ցանկացած ստեղն կամ մկնիկի կոճակը։</translation>
    </message>
    <message>
        <source>The game is already won.</source>
        <translation>Խաղն արդեն շահված է։</translation>
    </message>
    <message>
        <source>Demo: the solver is looking for a win…</source>
        <translation>Ցուցադրություն․ լուծիչը հաղթելու ճանապարհ է որոնում…</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Ցուցադրությունը դադարեցվեց։</translation>
    </message>
    <message>
        <source>Demo: this deal cannot be won; it turns the stock once to show why.</source>
        <translation>Ցուցադրություն․ այս բաժանումը հնարավոր չէ շահել․ այն մեկ անգամ կբացի ամբողջ տուփը՝ ցույց տալու համար, թե ինչու։</translation>
    </message>
    <message>
        <source>Demo finished: this deal cannot be won from here.</source>
        <translation>Ցուցադրությունն ավարտվեց․ այստեղից այս բաժանումը հնարավոր չէ շահել։</translation>
    </message>
    <message>
        <source>Demo finished: no useful move is left.</source>
        <translation>Ցուցադրությունն ավարտվեց․ օգտակար քայլ այլևս չկա։</translation>
    </message>
    <message>
        <source>Demo: the solver plays a winning line. Press any key or click to stop.</source>
        <translation>Ցուցադրություն․ լուծիչը խաղում է հաղթանակի տանող քայլերը։ Կանգնեցնելու համար սեղմեք ցանկացած ստեղն կամ մկնիկի կոճակը։</translation>
    </message>
    <message>
        <source>Demo: no winning line found; the solver plays its best moves. Press any key or click to stop.</source>
        <translation>Ցուցադրություն․ հաղթելու ճանապարհ չգտնվեց, լուծիչը խաղում է իր լավագույն քայլերը։ Կանգնեցնելու համար սեղմեք ցանկացած ստեղն կամ մկնիկի կոճակը։</translation>
    </message>
    <message>
        <source>Demo stopped: the move was refused.</source>
        <translation>Ցուցադրությունը դադարեցվեց․ քայլը մերժվեց։</translation>
    </message>
    <message>
        <source>Demo finished.</source>
        <translation>Ցուցադրությունն ավարտվեց։</translation>
    </message>
    <message>
        <source>Demo finished: the solver makes no more progress.</source>
        <translation>Ցուցադրությունն ավարտվեց․ լուծիչն այլևս առաջ չի գնում։</translation>
    </message>
</context>
<context>
    <name>DesktopContrast</name>
    <message>
        <source>Your desktop asks for high contrast: the large-index cards and the high-contrast table are chosen. View ▸ Appearance changes them.</source>
        <translation>Ձեր աշխատասեղանը բարձր կոնտրաստ է խնդրում։ Ընտրված են խոշոր նշագրով քարտերը և բարձր կոնտրաստով սեղանը։ Դրանք կարող եք փոխել Տեսք ▸ Արտաքին տեսք ընտրացանկից։</translation>
    </message>
</context>
<context>
    <name>FaceDesign</name>
    <message>
        <source>Letters in a frame</source>
        <translation>Տառեր շրջանակում</translation>
    </message>
    <message>
        <source>Drawn figures</source>
        <translation>Նկարված կերպարներ</translation>
    </message>
    <message>
        <source>Large index, for low vision</source>
        <translation>Խոշոր նշագիր՝ թույլ տեսողության համար</translation>
    </message>
</context>
<context>
    <name>Finisher</name>
    <message>
        <source>Every card left can go home: press F (%1) to play them home.</source>
        <translation>Մնացած բոլոր քարտերը կարող են գնալ հիմքեր․ սեղմեք F (%1)՝ դրանք այնտեղ ուղարկելու համար։</translation>
    </message>
    <message>
        <source>Sent home by auto-drop: %1</source>
        <translation>Ինքնատեղափոխում․ %1</translation>
    </message>
    <message>
        <source>Finished: %1 played home. %2</source>
        <translation>Ավարտին հասցվեց․ հիմքեր ուղարկվեց %1։ %2</translation>
    </message>
</context>
<context>
    <name>GameStatusBar</name>
    <message>
        <source>Click to copy the game code</source>
        <translation>Սեղմեք՝ խաղի կոդը պատճենելու համար</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Միավորներ՝ %1</translation>
    </message>
    <message>
        <source>Home: %1/52</source>
        <translation>Հիմքերում՝ %1/52</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Ժամանակ՝ %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Քայլեր՝ %1</translation>
    </message>
    <message>
        <source>Passes: %1</source>
        <translation>Անցումներ՝ %1</translation>
    </message>
    <message>
        <source>Game code %1 copied.</source>
        <translation>Խաղի %1 կոդը պատճենվեց։</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Ժամանակ</translation>
    </message>
    <message>
        <source>Resize the window</source>
        <translation>Փոխել պատուհանի չափը</translation>
    </message>
    <message>
        <source>Moves on the table now: an undo takes its move back. Undos are counted in Statistics.</source>
        <translation>Սեղանին այժմ եղած քայլերը․ չեղարկումը հետ է վերցնում իր քայլը։ Չեղարկումները հաշվվում են վիճակագրության մեջ։</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to Play</source>
        <translation>Ինչպես խաղալ</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>This deal cannot be won from here: no line of moves gets every card home. Start a new game (Ctrl+N), or take moves back.</source>
        <translation>Այստեղից այս բաժանումը հնարավոր չէ շահել․ քայլերի ոչ մի շարք բոլոր քարտերը հիմքեր չի հասցնում։ Սկսեք նոր խաղ (Ctrl+N) կամ չեղարկեք մի քանի քայլ։</translation>
    </message>
    <message>
        <source>No useful move is left.</source>
        <translation>Օգտակար քայլ այլևս չկա։</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>Բացեք քարտ տուփից։</translation>
    </message>
    <message>
        <source>Turn the waste back over onto the stock.</source>
        <translation>Շրջեք թափոնը տուփի մեջ։</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Հուշում՝ %1</translation>
    </message>
    <message>
        <source>Hint (this position cannot be won): %1</source>
        <translation>Հուշում (այս դիրքից հնարավոր չէ հաղթել)՝ %1</translation>
    </message>
    <message>
        <source>Hint (no winning line found yet): %1</source>
        <translation>Հուշում (հաղթելու ճանապարհ դեռ չի գտնվել)՝ %1</translation>
    </message>
    <message>
        <source>The game is won: no move is left to make.</source>
        <translation>Խաղը շահված է․ անելու քայլ այլևս չկա։</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Հուշում է որոնվում…</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <source>%1: %2</source>
        <translation>%1՝ %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1՝ դատարկ</translation>
    </message>
    <message>
        <source>%1: %2 and %3 on it</source>
        <translation>%1՝ %2, դրա վրա՝ ևս %3</translation>
    </message>
    <message>
        <source>Picked up: %1 and %2 on it.</source>
        <translation>Վերցված է՝ %1, դրա վրա՝ ևս %2։</translation>
    </message>
    <message>
        <source>Picked up: %1.</source>
        <translation>Վերցված է՝ %1։</translation>
    </message>
    <message>
        <source>Put back.</source>
        <translation>Քարտերը վերադարձվեցին իրենց տեղը։</translation>
    </message>
    <message>
        <source>Edge of the table.</source>
        <translation>Սեղանի եզրը։</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System language (%1)</source>
        <translation>Համակարգի լեզուն (%1)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sound on.</source>
        <translation>Ձայնը միացված է։</translation>
    </message>
    <message>
        <source>Sound off.</source>
        <translation>Ձայնն անջատված է։</translation>
    </message>
    <message>
        <source>Full screen: press Esc or F11 to leave it.</source>
        <translation>Լիաէկրան․ դուրս գալու համար սեղմեք Esc կամ F11։</translation>
    </message>
    <message>
        <source>Full screen off.</source>
        <translation>Լիաէկրանն անջատված է։</translation>
    </message>
    <message>
        <source>Playing again: the clock runs.</source>
        <translation>Խաղը շարունակվում է․ ժամացույցն աշխատում է։</translation>
    </message>
    <message>
        <source>Attempt ended with %1 home. New deal: %2.</source>
        <translation>Փորձն ավարտվեց, հիմքերում՝ %1։ Նոր բաժանում՝ %2։</translation>
    </message>
    <message>
        <source>Canfield</source>
        <translation>Քենֆիլդ</translation>
    </message>
    <message>
        <source>The settings could not be saved; they apply until you quit.</source>
        <translation>Կարգավորումները չհաջողվեց պահպանել․ դրանք գործում են մինչև ծրագրից դուրս գալը։</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Նոր խաղ…</translation>
    </message>
    <message>
        <source>Deal of the &amp;Day…</source>
        <translation>&amp;Օրվա բաժանումը…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>&amp;Վերսկսել այս բաժանումը</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Պատճենել խաղի կոդը</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Կարգավորումներ…</translation>
    </message>
    <message>
        <source>&amp;Appearance…</source>
        <translation>&amp;Արտաքին տեսք…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Վ&amp;իճակագրություն…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ելք</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Չեղարկել քայլը</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Կրկնել</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>&amp;Ցուցադրություն</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Լիա&amp;էկրան</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Դա&amp;դար</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>Ա&amp;վարտին հասցնել</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ձայն</translation>
    </message>
    <message>
        <source>&amp;About Canfield</source>
        <translation>&amp;Քենֆիլդի մասին</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Խաղ</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Խ&amp;մբագրել</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Օգնություն</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Դադար</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ձայն</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Հուշում</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Տեսք</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Ցուցադրություն</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Հուշում</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Հաղորդագրություններ</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Նոր</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Կրկնել</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Վերսկսել</translation>
    </message>
    <message>
        <source>Rules: %1, draw %2</source>
        <translation>Կանոններ՝ %1, %2-ական բացում</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>Ցույց տալ &amp;գործիքագոտին</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Գործիքագոտի</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Չեղարկել քայլը</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Նոր խաղ</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Բացում</translation>
    </message>
    <message>
        <source>3 cards (Hard)</source>
        <translation>3 քարտ (դժվար)</translation>
    </message>
    <message>
        <source>1 card (Easy)</source>
        <translation>1 քարտ (հեշտ)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Կանոններ</translation>
    </message>
    <message>
        <source>Game code (optional)</source>
        <translation>Խաղի կոդ (ըստ ցանկության)</translation>
    </message>
    <message>
        <source>Deal of the &amp;Day…</source>
        <translation>&amp;Օրվա բաժանումը…</translation>
    </message>
    <message>
        <source>A new random deal.</source>
        <translation>Նոր պատահական բաժանում։</translation>
    </message>
    <message>
        <source>e.g. CF1-D3-AAAAACL — leave empty for a new deal</source>
        <translation>օրինակ՝ CF1-D3-AAAAACL — թողեք դատարկ՝ նոր բաժանման համար</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Միայն շահելի բաժանումներ</translation>
    </message>
    <message>
        <source>Deal until the solver proves the deal can be won.</source>
        <translation>Բաժանել, մինչև լուծիչն ապացուցի, որ բաժանումը կարելի է շահել։</translation>
    </message>
    <message>
        <source>Canfield</source>
        <translation>Քենֆիլդ</translation>
    </message>
    <message>
        <source>Draw 3 or 1; any sequence moves; cards may come back from the foundations.</source>
        <translation>Բացվում է 3 կամ 1 քարտ, ցանկացած շարք տեղափոխվում է, հիմքերից քարտերը կարելի է ետ վերցնել։</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>Խիստ</translation>
    </message>
    <message>
        <source>Draw 3; only the top card or a whole column moves; stalled attempts are announced.</source>
        <translation>Բացվում է 3 քարտ, տեղափոխվում է միայն վերևի քարտը կամ ամբողջ սյունը, կանգ առած փորձի մասին խաղը հայտնում է։</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Դասական</translation>
    </message>
    <message>
        <source>Hoyle&apos;s rules: draw 3; only whole columns move between columns.</source>
        <translation>Հոյլի կանոնները․ բացվում է 3 քարտ, սյուների միջև տեղափոխվում է միայն ամբողջ սյունը։</translation>
    </message>
    <message>
        <source>Replays deal %1 with draw %2.</source>
        <translation>Կրկնում է %1 բաժանումը՝ %2-ական բացմամբ։</translation>
    </message>
    <message>
        <source>Clear the game code</source>
        <translation>Մաքրել խաղի կոդը</translation>
    </message>
</context>
<context>
    <name>PauseCover</name>
    <message>
        <source>Paused</source>
        <translation>Դադար</translation>
    </message>
    <message>
        <source>The clock is stopped. Press any key or click to go on.</source>
        <translation>Ժամացույցը կանգնած է։ Շարունակելու համար սեղմեք ցանկացած ստեղն կամ մկնիկի կոճակը։</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Չեղարկել</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Կ&amp;րկնել</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Կտրել</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Պատճենել</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Տեղադրել</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Ջնջել</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Ընտրել բոլորը</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Պատճենել</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Պատճենել &amp;հղման հասցեն</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Ընտրել բոլորը</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>this is not a text file.</source>
        <extracomment>What the Result tag (and the mark after the last move) may say. The tags every record needs (Date is written always but a record typed by hand may leave it out). Bounds on untrusted text: far above any real record, low enough that nothing hangs or explodes.</extracomment>
        <translation>սա տեքստային ֆայլ չէ։</translation>
    </message>
    <message>
        <source>the record is too large to be a game of Canfield.</source>
        <translation>գրառումը չափազանց մեծ է Քենֆիլդի խաղի համար։</translation>
    </message>
    <message>
        <source>the line is too long.</source>
        <translation>տողը չափազանց երկար է։</translation>
    </message>
    <message>
        <source>the line holds a character that has no place in a record.</source>
        <translation>տողում կա նշան, որին տեղ չկա գրառման մեջ։</translation>
    </message>
    <message>
        <source>this is not a tag line: write it like [Code &quot;CF1-D3-AAAAACL&quot;].</source>
        <translation>սա պիտակի տող չէ․ գրեք այսպես՝ [Code &quot;CF1-D3-AAAAACL&quot;]։</translation>
    </message>
    <message>
        <source>the record has too many tag lines.</source>
        <translation>գրառման մեջ պիտակի տողերը չափազանց շատ են։</translation>
    </message>
    <message>
        <source>the tag {tag} is given twice.</source>
        <translation>{tag} պիտակը տրված է երկու անգամ։</translation>
    </message>
    <message>
        <source>the record has no {tag} tag: it is not a Canfield game record.</source>
        <translation>գրառման մեջ {tag} պիտակ չկա․ սա Քենֆիլդի խաղի գրառում չէ։</translation>
    </message>
    <message>
        <source>the record is in format {found}, from a newer version of Canfield; this version reads format 1.</source>
        <translation>գրառումը {found} ձևաչափով է՝ Քենֆիլդի ավելի նոր տարբերակից․ այս տարբերակը կարդում է 1 ձևաչափը։</translation>
    </message>
    <message>
        <source>the tag {tag} cannot be {value}.</source>
        <translation>{tag} պիտակը չի կարող լինել {value}։</translation>
    </message>
    <message>
        <source>{text} is not a move: write moves like c2&gt;c4x2, reserve&gt;f1 or stock&gt;wastex3.</source>
        <translation>{text}-ը քայլ չէ․ գրեք քայլերն այսպես՝ c2&gt;c4x2, reserve&gt;f1 կամ stock&gt;wastex3։</translation>
    </message>
    <message>
        <source>move number {number} is out of place: move {expected} comes next.</source>
        <translation>{number} քայլի համարն իր տեղում չէ․ հաջորդը {expected} քայլն է։</translation>
    </message>
    <message>
        <source>the record has too many moves.</source>
        <translation>գրառման մեջ քայլերը չափազանց շատ են։</translation>
    </message>
    <message>
        <source>the moves stop without the result mark ({result}) that ends them: the record is cut short.</source>
        <translation>քայլերը կտրվում են առանց արդյունքի նշանի ({result}), որով դրանք ավարտվում են․ գրառումը կիսատ է։</translation>
    </message>
    <message>
        <source>there is text after the result mark that ends the moves.</source>
        <translation>քայլերն ավարտող արդյունքի նշանից հետո տեքստ կա։</translation>
    </message>
    <message>
        <source>the moves end with {found}, but the Result tag says {result}.</source>
        <translation>քայլերն ավարտվում են {found}-ով, բայց Result պիտակն ասում է {result}։</translation>
    </message>
    <message>
        <source>the record holds {found} moves, but its Moves tag says {count}.</source>
        <translation>գրառման մեջ {found} քայլ կա, բայց Moves պիտակն ասում է {count}։</translation>
    </message>
    <message>
        <source>Line {line}: {reason}</source>
        <translation>Տող {line}․ {reason}</translation>
    </message>
    <message>
        <source>move {number} ({move}) cannot be played: {why}</source>
        <extracomment>Games kept in the records file, newest last; older ones drop off. The records file&apos;s own bound, under the 8 MB every file of ours is read with: oldest records drop first. Who played the game: the player, the demo, or the player from a position of a replay (&quot;Play from here&quot;). The tags this version writes and reads, in the order it writes them; any other tag is kept as it is.</extracomment>
        <translation>{number} քայլը ({move}) չի կարելի խաղալ․ {why}</translation>
    </message>
    <message>
        <source>the Result tag says won, but the moves do not bring every card home.</source>
        <translation>Result պիտակն ասում է, որ խաղը շահված է, բայց քայլերը բոլոր քարտերը հիմքեր չեն հասցնում։</translation>
    </message>
    <message>
        <source>the Result tag says {result}, but the moves win the game.</source>
        <translation>Result պիտակն ասում է {result}, բայց քայլերը շահում են խաղը։</translation>
    </message>
    <message>
        <source>move {number} comes after the game was won.</source>
        <translation>{number} քայլը գալիս է խաղն արդեն շահելուց հետո։</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Շահված</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Պարտված</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Ավարտված</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Ընթացքում</translation>
    </message>
    <message>
        <source>%1 (demo)</source>
        <translation>%1 (ցուցադրություն)</translation>
    </message>
    <message>
        <source>%1 (from a replay)</source>
        <translation>%1 (կրկնադիտումից)</translation>
    </message>
    <message>
        <source>Save Game Record</source>
        <extracomment>The file chooser&apos;s filter: a record is plain text.</extracomment>
        <translation>Պահպանել խաղի գրառումը</translation>
    </message>
    <message>
        <source>Game records (%1)</source>
        <translation>Խաղերի գրառումներ (%1)</translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation>Բացել խաղի գրառում</translation>
    </message>
    <message>
        <source>Save Game &amp;Record…</source>
        <extracomment>Asks where to save (replaced by tests: the system&apos;s file dialog is not driven by events).</extracomment>
        <translation>Պահպանել խաղի &amp;գրառումը…</translation>
    </message>
    <message>
        <source>&amp;Game Records…</source>
        <translation>Խաղերի գ&amp;րառումներ…</translation>
    </message>
    <message>
        <source>&amp;Open Game Record…</source>
        <translation>&amp;Բացել խաղի գրառում…</translation>
    </message>
    <message>
        <source>&amp;Paste Game Record</source>
        <translation>&amp;Տեղադրել խաղի գրառում</translation>
    </message>
    <message>
        <source>The game record could not be saved in {path} ({reason}).</source>
        <translation>Խաղի գրառումը չհաջողվեց պահպանել {path}-ում ({reason})։</translation>
    </message>
    <message>
        <source>Game record saved in {path}.</source>
        <translation>Խաղի գրառումը պահպանվեց {path}-ում։</translation>
    </message>
    <message>
        <source>This game record cannot be opened.</source>
        <translation>Այս խաղի գրառումը չի կարելի բացել։</translation>
    </message>
    <message>
        <source>A new game from move %1 of %2: it counts apart from the games you play from the deal.</source>
        <translation>Նոր խաղ %2-ի %1 քայլից․ այն հաշվվում է առանձին՝ բաժանումից խաղացած խաղերից։</translation>
    </message>
    <message>
        <source>the moves of this game are not kept: it was played before game records, or its game record was deleted.</source>
        <translation>այս խաղի քայլերը պահված չեն․ այն խաղացվել է խաղերի գրառումներից առաջ, կամ դրա գրառումը ջնջվել է։</translation>
    </message>
    <message>
        <source>the file {path} could not be read ({reason}).</source>
        <translation>{path} ֆայլը չհաջողվեց կարդալ ({reason})։</translation>
    </message>
</context>
<context>
    <name>RecordsDialog</name>
    <message>
        <source>Game Records</source>
        <translation>Խաղերի գրառումներ</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Ավարտ</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Կանոններ</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Արդյունք</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Քայլեր</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Խաղի կոդ</translation>
    </message>
    <message>
        <source>Every game that counts is kept here with all its moves: the last 500. Save one to a file to keep it for good or to share it.</source>
        <translation>Այստեղ պահվում է հաշվվող յուրաքանչյուր խաղ՝ իր բոլոր քայլերով․ վերջին 500-ը։ Պահպանեք որևէ մեկը ֆայլում՝ ընդմիշտ պահելու կամ կիսվելու համար։</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Կրկնադիտում</translation>
    </message>
    <message>
        <source>&amp;Save to File…</source>
        <translation>&amp;Պահպանել ֆայլում…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Ջնջել</translation>
    </message>
    <message>
        <source>Delete &amp;All…</source>
        <translation>Ջնջել &amp;բոլորը…</translation>
    </message>
    <message>
        <source>Delete All Game Records</source>
        <translation>Ջնջել խաղերի բոլոր գրառումները</translation>
    </message>
    <message>
        <source>Delete every game record?</source>
        <translation>Ջնջե՞լ խաղերի բոլոր գրառումները։</translation>
    </message>
    <message>
        <source>Their moves are gone for good; your statistics stay as they are.</source>
        <translation>Դրանց քայլերն ընդմիշտ կկորչեն․ ձեր վիճակագրությունը կմնա նույնը։</translation>
    </message>
    <message>
        <source>Delete All</source>
        <translation>Ջնջել բոլորը</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Պահպանել</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay: %1</source>
        <extracomment>Milliseconds between moves while playing: the speed box&apos;s choices, slow to fast.</extracomment>
        <translation>Կրկնադիտում՝ %1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Քայլեր</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Բաժանում</translation>
    </message>
    <message>
        <source>Start of the game: the deal.</source>
        <translation>Խաղի սկիզբը՝ բաժանումը։</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a move&apos;s row in the list</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3</source>
        <translation>Քայլ %1՝ %2-ից․ %3</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Սկիզբ</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Հետ</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Նվագարկել</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Առաջ</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Վերջ</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Դանդաղ</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Սովորական</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Արագ</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Ամենաարագ</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Արագություն</translation>
    </message>
    <message>
        <source>Go to move</source>
        <translation>Անցնել քայլին</translation>
    </message>
    <message>
        <source>Play from &amp;Here</source>
        <translation>Խաղալ &amp;այստեղից</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Արագություն՝</translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Քայլ՝</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Վերլուծել</translation>
    </message>
    <message>
        <source>Find out whether this deal could be won, and which move lost the win.</source>
        <translation>Պարզել՝ արդյոք այս բաժանումը հնարավոր էր շահել, և որ քայլը կորցրեց շահումը։</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Վերլուծություն</translation>
    </message>
    <message>
        <source>%v positions solved</source>
        <translation>Լուծված դիրքեր՝ %v</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Չեղարկել</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Դադար</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Խաղը վերլուծվում է…</translation>
    </message>
    <message>
        <source>This move lost the win.</source>
        <translation>Այս քայլը կորցրեց շահումը։</translation>
    </message>
    <message>
        <source>The analysis stopped without an answer.</source>
        <translation>Վերլուծությունը կանգ առավ առանց պատասխանի։</translation>
    </message>
    <message>
        <source>Move %1 lost the win: %2.</source>
        <translation>%1-րդ քայլը կորցրեց շահումը․ %2։</translation>
    </message>
    <message>
        <source>%1 kept it.</source>
        <translation>Շահումը պահպանվում էր այս քայլով՝ %1։</translation>
    </message>
    <message>
        <source>One of moves %1 to %2 lost the win: the solver could not settle the positions between them in time.</source>
        <translation>Շահումը կորցրեց %1-ից %2 քայլերից մեկը․ լուծիչը ժամանակին չկարողացավ պարզել դրանց միջև եղած դիրքերը։</translation>
    </message>
    <message>
        <source>Before move %1: %2 kept it.</source>
        <translation>%1 քայլից առաջ շահումը պահպանվում էր այս քայլով՝ %2։</translation>
    </message>
    <message>
        <source>The deal could be won up to move %1 at least; whether a later move lost the win is unknown.</source>
        <translation>Բաժանումը հնարավոր էր շահել առնվազն մինչև %1 քայլը․ անհայտ է՝ արդյոք հետագա քայլը կորցրեց շահումը։</translation>
    </message>
    <message>
        <source>This game was won: nothing was lost.</source>
        <translation>Այս խաղը շահված է․ ոչինչ չի կորել։</translation>
    </message>
    <message>
        <source>This deal could not be won from the start: no move lost it.</source>
        <translation>Այս բաժանումը հնարավոր չէր շահել հենց սկզբից․ ոչ մի քայլ չի կորցրել շահումը։</translation>
    </message>
    <message>
        <source>Unknown: the solver could not settle in time whether this deal could be won.</source>
        <translation>Անհայտ է․ լուծիչը ժամանակին չկարողացավ պարզել՝ արդյոք այս բաժանումը հնարավոր էր շահել։</translation>
    </message>
    <message>
        <source>The game ended while it could still be won: no move lost the win.</source>
        <translation>Խաղն ավարտվեց, երբ դեռ հնարավոր էր շահել․ ոչ մի քայլ չի կորցրել շահումը։</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Վերլուծությունը չեղարկվեց։</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Ask before ending a game in progress</source>
        <translation>Հարցնել՝ նախքան ընթացիկ խաղն ավարտելը</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Կարգավորումներ</translation>
    </message>
    <message>
        <source>Four-colour suits (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Քառագույն նշաններ (♠ սև, ♥ կարմիր, ♦ կապույտ, ♣ կանաչ)</translation>
    </message>
    <message>
        <source>Casino scoring (Classic rules)</source>
        <translation>Խաղատան միավորներ (Դասական կանոններ)</translation>
    </message>
    <message>
        <source>$50 a game, $5 a card home, $500 for all 52.</source>
        <translation>50&#xa0;$ խաղի համար, 5&#xa0;$ հիմքում յուրաքանչյուր քարտի համար, 500&#xa0;$՝ բոլոր 52-ի համար։</translation>
    </message>
    <message>
        <source>Counts from the next Classic game you start; the bankroll is in the statistics.</source>
        <translation>Գործում է ձեր սկսած հաջորդ Դասական խաղից․ խաղատան մնացորդը վիճակագրության մեջ է։</translation>
    </message>
    <message>
        <source>Blue</source>
        <comment>card back</comment>
        <translation>Կապույտ</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>card back</comment>
        <translation>Կարմիր</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>card back</comment>
        <translation>Կանաչ</translation>
    </message>
    <message>
        <source>Purple</source>
        <comment>card back</comment>
        <translation>Մանուշակագույն</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Կապույտ</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Կարմիր</translation>
    </message>
    <message>
        <source>A new language applies when you leave the list or close Settings; the game goes on.</source>
        <translation>Նոր լեզուն կիրառվում է, երբ դուրս եք գալիս ցանկից կամ փակում եք Կարգավորումները․ խաղը շարունակվում է։</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Կանաչ</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Մոխրագույն</translation>
    </message>
    <message>
        <source>3 cards (Hard)</source>
        <translation>3 քարտ (դժվար)</translation>
    </message>
    <message>
        <source>1 card (Easy)</source>
        <translation>1 քարտ (հեշտ)</translation>
    </message>
    <message>
        <source>Larger cards</source>
        <translation>Ավելի մեծ քարտեր</translation>
    </message>
    <message>
        <source>High-contrast table</source>
        <translation>Բարձր կոնտրաստով սեղան</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Ձայնային էֆեկտներ</translation>
    </message>
    <message>
        <source>Also in the View menu and on the toolbar (M).</source>
        <translation>Նաև «Տեսք» ընտրացանկում և գործիքագոտում (M)։</translation>
    </message>
    <message>
        <source>Auto-drop: send home cards no column can ever need</source>
        <translation>Ինքնատեղափոխում․ հիմքեր ուղարկել այն քարտերը, որոնք ոչ մի սյան երբեք պետք չեն լինի</translation>
    </message>
    <message>
        <source>This changes how the game plays: cards go to the foundations without being asked. The rules leave every move to you, so it is off unless you turn it on.</source>
        <translation>Սա փոխում է խաղի ընթացքը․ քարտերը գնում են հիմքեր առանց ձեր խնդրանքի։ Կանոնները յուրաքանչյուր քայլ թողնում են ձեզ, ուստի ինքնատեղափոխումն անջատված է, քանի դեռ այն չեք միացրել։</translation>
    </message>
    <message>
        <source>Card faces:</source>
        <translation>Քարտերի դիմային կողմ՝</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Քարտերի շապիկ՝</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Սեղանի գույն՝</translation>
    </message>
    <message>
        <source>Default draw:</source>
        <translation>Լռելյայն բացում՝</translation>
    </message>
    <message>
        <source>Default rules:</source>
        <translation>Լռելյայն կանոններ՝</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Լեզու՝</translation>
    </message>
    <message>
        <source>A tap also places a card on a column when it cannot go home. A double-click always does.</source>
        <translation>Սեղմումը քարտն ուղարկում է նաև սյուն, եթե այն չի կարող գնալ հիմք։ Կրկնակի սեղմումը դա անում է միշտ։</translation>
    </message>
    <message>
        <source>Double click</source>
        <translation>Կրկնակի սեղմում</translation>
    </message>
    <message>
        <source>Motion: cards glide, the deal and the win are animated</source>
        <translation>Շարժում․ քարտերը սահում են, բաժանումն ու հաղթանակն անիմացիայով են</translation>
    </message>
    <message>
        <source>Off: cards jump to their places (reduced motion).</source>
        <translation>Անջատված՝ քարտերը միանգամից ցատկում են իրենց տեղը (քիչ շարժում)։</translation>
    </message>
    <message>
        <source>Say whether the deal can still be won</source>
        <translation>Ասել՝ արդյոք բաժանումը դեռ կարելի է շահել</translation>
    </message>
    <message>
        <source>The solver&apos;s verdict in the status bar; off for no spoilers.</source>
        <translation>Լուծիչի եզրակացությունը վիճակագոտում․ անջատեք՝ առանց նախապես իմանալու խաղալու համար։</translation>
    </message>
</context>
<context>
    <name>SolverStatus</name>
    <message>
        <source>All 52 cards are on the foundations.</source>
        <translation>Բոլոր 52 քարտերը հիմքերում են։</translation>
    </message>
    <message>
        <source>won</source>
        <translation>շահված</translation>
    </message>
    <message>
        <source>checking…</source>
        <extracomment>Checks after the first one that ends undecided, each with twice the budget of the one before (3, 6, 12, 24 and 48 s: the hardest lost deals need some 40 s of the solver).</extracomment>
        <translation>ստուգվում է…</translation>
    </message>
    <message>
        <source>winnable</source>
        <translation>հնարավոր է շահել</translation>
    </message>
    <message>
        <source>no longer winnable</source>
        <translation>այլևս հնարավոր չէ շահել</translation>
    </message>
    <message>
        <source>not winnable</source>
        <translation>հնարավոր չէ շահել</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>անհայտ</translation>
    </message>
    <message>
        <source>The solver is checking this position.</source>
        <translation>Լուծիչը ստուգում է այս դիրքը։</translation>
    </message>
    <message>
        <source>The solver found a way to win from here.</source>
        <translation>Լուծիչը գտել է այստեղից հաղթելու ճանապարհ։</translation>
    </message>
    <message>
        <source>This deal could be won, but not from here any more. Undo may help.</source>
        <translation>Այս բաժանումը հնարավոր էր շահել, բայց այստեղից՝ այլևս ոչ։ Չեղարկումը կարող է օգնել։</translation>
    </message>
    <message>
        <source>The solver proved that no line wins from here.</source>
        <translation>Լուծիչն ապացուցել է, որ այստեղից հաղթել հնարավոր չէ։</translation>
    </message>
    <message>
        <source>The solver could not decide within its time limit.</source>
        <translation>Լուծիչը չկարողացավ որոշել իրեն հատկացված ժամանակում։</translation>
    </message>
    <message>
        <source>The solver is still checking this position: %1 so far.</source>
        <translation>Լուծիչը դեռ ստուգում է այս դիրքը՝ անցել է %1։</translation>
    </message>
    <message>
        <source>Winnable: %1</source>
        <translation>Հաղթելու հնարավորություն՝ %1</translation>
    </message>
</context>
<context>
    <name>StallDialog</name>
    <message>
        <source>Attempt stalled</source>
        <translation>Փորձը կանգ է առել</translation>
    </message>
    <message>
        <source>This attempt has stalled.</source>
        <translation>Այս փորձը կանգ է առել։</translation>
    </message>
    <message>
        <source>The last pass through the stock brought it back to an order already seen, and no move can make progress: another pass would change nothing. End the attempt (it counts as not won), or undo and search on.</source>
        <translation>Տուփով վերջին անցումն այն վերադարձրեց արդեն տեսած հերթականությանը, և ոչ մի քայլ առաջընթաց չի տալիս․ նոր անցումը ոչինչ չի փոխի։ Ավարտեք փորձը (այն համարվում է չշահված) կամ չեղարկեք քայլեր և շարունակեք որոնումը։</translation>
    </message>
    <message>
        <source>End Attempt</source>
        <translation>Ավարտել փորձը</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Չեղարկել քայլը</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Demo won</source>
        <translation>Շահեց ցուցադրությունը</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>A recent game&apos;s id, when the player asks to replay it (a double click or Enter on its row, or Replay). A recent game&apos;s id, when the player asks where it was lost (Analyse Game: its replay, analysing).</extracomment>
        <translation>Վիճակագրություն</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Խաղացված խաղեր</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Շահված խաղեր</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Հաղթանակների տոկոս</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Հաղթանակների ընթացիկ շարք</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Հաղթանակների լավագույն շարք</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Առավելագույն միավորներ</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Ամենաարագ հաղթանակ</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>Հաղթանակում քայլերի նվազագույն թիվ</translation>
    </message>
    <message>
        <source>Average cards home</source>
        <translation>Հիմքերի քարտերի միջին թիվ</translation>
    </message>
    <message>
        <source>Most cards home</source>
        <translation>Հիմքերի քարտերի առավելագույն թիվ</translation>
    </message>
    <message>
        <source>Total time played</source>
        <translation>Խաղի ընդհանուր ժամանակ</translation>
    </message>
    <message>
        <source>Undos used</source>
        <translation>Չեղարկումների թիվ</translation>
    </message>
    <message>
        <source>Casino games</source>
        <translation>Խաղատան խաղեր</translation>
    </message>
    <message>
        <source>Casino bankroll</source>
        <translation>Խաղատան մնացորդ</translation>
    </message>
    <message>
        <source>By Mode</source>
        <translation>Ըստ ռեժիմի</translation>
    </message>
    <message>
        <source>Recent Games</source>
        <translation>Վերջին խաղերը</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Զրոյացնել վիճակագրությունը…</translation>
    </message>
    <message>
        <source>Re&amp;play Game</source>
        <translation>&amp;Կրկնադիտել խաղը</translation>
    </message>
    <message>
        <source>&amp;Analyse Game</source>
        <translation>&amp;Վերլուծել խաղը</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Ավարտ</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Կանոններ</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Արդյունք</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Միավորներ</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Ժամանակ</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Չեղարկումներ</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Խաղի կոդ</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a figure&apos;s name and its first value, as a screen reader reads a row</comment>
        <translation>%1՝ %2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Հաղթանակ</translation>
    </message>
    <message>
        <source>Won from a replay</source>
        <translation>Շահված կրկնադիտումից</translation>
    </message>
    <message>
        <source>%1 from a replay</source>
        <translation>%1՝ կրկնադիտումից</translation>
    </message>
    <message>
        <source>%1 · deal of the day</source>
        <comment>a deal of the day&apos;s result in Recent Games</comment>
        <translation>%1 · օրվա բաժանումը</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>win rate in percent</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1/52</source>
        <comment>cards on the foundations out of 52</comment>
        <translation>%1/52</translation>
    </message>
    <message>
        <source>−$%1</source>
        <comment>dollars lost</comment>
        <translation>−%1&#xa0;$</translation>
    </message>
    <message>
        <source>$%1</source>
        <comment>dollars won</comment>
        <translation>%1&#xa0;$</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Վիճակագրության զրոյացում</translation>
    </message>
    <message>
        <source>Reset the statistics of every mode?</source>
        <translation>Զրոյացնե՞լ բոլոր ռեժիմների վիճակագրությունը։</translation>
    </message>
    <message>
        <source>Games played, wins, streaks, records and the casino bankroll start again from zero.</source>
        <translation>Խաղացված խաղերը, հաղթանակները, շարքերը, ռեկորդները և խաղատան մնացորդը նորից կսկսվեն զրոյից։</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Զրոյացնել</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Պահպանել</translation>
    </message>
    <message>
        <source>Games, wins and records for each way of playing.</source>
        <translation>Խաղեր, հաղթանակներ և ռեկորդներ խաղի յուրաքանչյուր եղանակի համար։</translation>
    </message>
    <message>
        <source>The latest games, newest first.</source>
        <translation>Վերջին խաղերը՝ նորերը սկզբում։</translation>
    </message>
    <message>
        <source>A game counts once a move has been made. Quitting keeps your game to finish next time, so it is not counted as lost; it counts when it ends: won, or given up for a new game or a restart (with Strict rules, also with “End Attempt”).</source>
        <translation>Խաղը հաշվվում է առաջին քայլից հետո։ Դուրս գալիս խաղը պահպանվում է, որպեսզի այն ավարտեք հաջորդ անգամ, ուստի պարտված չի համարվում․ այն հաշվվում է, երբ ավարտվում է՝ հաղթանակով, կամ երբ այն թողնում եք՝ սկսելով նոր խաղ կամ վերսկսելով (Խիստ կանոններով՝ նաև սեղմելով «Ավարտել փորձը»)։</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your settings file was damaged and has been reset to the defaults.</source>
        <translation>Ձեր կարգավորումների ֆայլը վնասված էր և վերադարձվել է լռելյայն արժեքներին։</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and your statistics have been reset.</source>
        <translation>Ձեր վիճակագրության ֆայլը վնասված էր, և վիճակագրությունը զրոյացվել է։</translation>
    </message>
    <message>
        <source>Your saved game was damaged and could not be reopened; a new game starts.</source>
        <translation>Ձեր պահպանված խաղը վնասված էր և չհաջողվեց վերաբացել․ սկսվում է նոր խաղ։</translation>
    </message>
    <message>
        <source>Your game records file was damaged; new games are recorded in a new one.</source>
        <translation>Ձեր խաղերի գրառումների ֆայլը վնասված էր․ նոր խաղերը գրառվում են նոր ֆայլում։</translation>
    </message>
    <message>
        <source>Your deals of the day file was damaged; the days played from now on are kept in a new one.</source>
        <translation>Ձեր օրվա բաժանումների ֆայլը վնասված էր․ այսուհետ խաղացված օրերը պահվում են նոր ֆայլում։</translation>
    </message>
    <message>
        <source>Part of your saved game could not be read ({fields}) and was reset; the game itself was reopened.</source>
        <translation>Ձեր պահպանված խաղի մի մասը չհաջողվեց կարդալ ({fields}), և այն վերակայվել է․ խաղն ինքը վերաբացվել է։</translation>
    </message>
    <message>
        <source>Some of your settings could not be read ({fields}) and were reset to their defaults; the others were kept.</source>
        <translation>Ձեր որոշ կարգավորումներ չհաջողվեց կարդալ ({fields}), և դրանք վերադարձվել են լռելյայն արժեքներին․ մյուսները պահպանվել են։</translation>
    </message>
    <message>
        <source>Part of your statistics could not be read ({fields}) and was reset; everything else was kept.</source>
        <translation>Ձեր վիճակագրության մի մասը չհաջողվեց կարդալ ({fields}), և այն վերակայվել է․ մնացածը պահպանվել է։</translation>
    </message>
    <message>
        <source>Some of your game records could not be read and were left out; the others were kept.</source>
        <translation>Ձեր խաղերի գրառումներից մի քանիսը չհաջողվեց կարդալ, և դրանք բաց թողնվեցին․ մնացածը պահպանվեցին։</translation>
    </message>
    <message>
        <source>Some of your days of the deal of the day could not be read and were left out; the others were kept.</source>
        <translation>Օրվա բաժանման ձեր օրերից մի քանիսը չհաջողվեց կարդալ, և դրանք բաց թողնվեցին․ մնացածը պահպանվեցին։</translation>
    </message>
    <message>
        <source>Your settings file comes from a newer version of Canfield. The settings this version understands were kept; the others were reset.</source>
        <translation>Ձեր կարգավորումների ֆայլը Քենֆիլդի ավելի նոր տարբերակից է։ Այս տարբերակին հասկանալի կարգավորումները պահպանվել են, մյուսները՝ վերակայվել։</translation>
    </message>
    <message>
        <source>Your statistics file comes from a newer version of Canfield. The figures this version understands were kept; the others were reset.</source>
        <translation>Ձեր վիճակագրության ֆայլը Քենֆիլդի ավելի նոր տարբերակից է։ Այս տարբերակին հասկանալի թվերը պահպանվել են, մյուսները՝ վերակայվել։</translation>
    </message>
    <message>
        <source>Your saved game comes from a newer version of Canfield and cannot be reopened here; a new game starts.</source>
        <translation>Ձեր պահպանված խաղը Քենֆիլդի ավելի նոր տարբերակից է և այստեղ չի կարող վերաբացվել․ սկսվում է նոր խաղ։</translation>
    </message>
    <message>
        <source>Your game records file comes from a newer version of Canfield; new games are recorded in a new one.</source>
        <translation>Ձեր խաղերի գրառումների ֆայլը Քենֆիլդի ավելի նոր տարբերակից է․ նոր խաղերը գրառվում են նոր ֆայլում։</translation>
    </message>
    <message>
        <source>Your deals of the day file comes from a newer version of Canfield. The days this version understands were kept; the others were left out.</source>
        <translation>Ձեր օրվա բաժանումների ֆայլը Քենֆիլդի ավելի նոր տարբերակից է։ Այս տարբերակին հասկանալի օրերը պահպանվեցին․ մնացածը բաց թողնվեցին։</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read ({reason}); the defaults are used for now.</source>
        <translation>Ձեր կարգավորումների {path} ֆայլը չհաջողվեց կարդալ ({reason})․ առայժմ օգտագործվում են լռելյայն արժեքները։</translation>
    </message>
    <message>
        <source>Your statistics file {path} could not be read ({reason}); it is left as it is and not updated.</source>
        <translation>Ձեր վիճակագրության {path} ֆայլը չհաջողվեց կարդալ ({reason})․ այն թողնվում է այնպես, ինչպես կա, և չի թարմացվում։</translation>
    </message>
    <message>
        <source>Your saved game {path} could not be read ({reason}); a new game starts.</source>
        <translation>Ձեր պահպանված {path} խաղը չհաջողվեց կարդալ ({reason})․ սկսվում է նոր խաղ։</translation>
    </message>
    <message>
        <source>Your game records file {path} could not be read ({reason}); it is left as it is and not updated.</source>
        <translation>Ձեր խաղերի գրառումների {path} ֆայլը չհաջողվեց կարդալ ({reason})․ այն թողնված է ինչպես կա և չի թարմացվում։</translation>
    </message>
    <message>
        <source>Your deals of the day file {path} could not be read ({reason}); it is left as it is and not updated.</source>
        <translation>Ձեր օրվա բաժանումների {path} ֆայլը չհաջողվեց կարդալ ({reason})․ այն թողնվում է այնպես, ինչպես կա, և չի թարմացվում։</translation>
    </message>
    <message>
        <source>not an ordinary file</source>
        <extracomment>The reason given when a file&apos;s place holds a FIFO, a device or the like.</extracomment>
        <translation>սովորական ֆայլ չէ</translation>
    </message>
    <message>
        <source>a link to a place outside its folder</source>
        <extracomment>The reason given when a file&apos;s place holds a link to somewhere outside its folder (never followed).</extracomment>
        <translation>հղում է իր թղթապանակից դուրս գտնվող տեղի</translation>
    </message>
    <message>
        <source>In place of your settings file {path} there was something else ({reason}). It was renamed {copy}, and the default settings are used.</source>
        <extracomment>A folder, a FIFO, a device or a link out of the folder stood where a file belongs: renamed, never lost.</extracomment>
        <translation>Ձեր կարգավորումների {path} ֆայլի տեղում այլ բան կար ({reason})։ Այն վերանվանվել է {copy}, և օգտագործվում են լռելյայն կարգավորումները։</translation>
    </message>
    <message>
        <source>In place of your statistics file {path} there was something else ({reason}). It was renamed {copy}, and your statistics start from the games this window knows.</source>
        <translation>Ձեր վիճակագրության {path} ֆայլի տեղում այլ բան կար ({reason})։ Այն վերանվանվել է {copy}, և վիճակագրությունը սկսվում է այս պատուհանին հայտնի խաղերից։</translation>
    </message>
    <message>
        <source>In place of your saved game {path} there was something else ({reason}). It was renamed {copy}, and a new game starts.</source>
        <translation>Ձեր պահպանված {path} խաղի տեղում այլ բան կար ({reason})։ Այն վերանվանվել է {copy}, և սկսվում է նոր խաղ։</translation>
    </message>
    <message>
        <source>In place of your game records file {path} there was something else ({reason}). It was renamed {copy}, and new games are recorded in a new file.</source>
        <translation>Ձեր խաղերի գրառումների {path} ֆայլի տեղում այլ բան կար ({reason})։ Այն վերանվանվեց {copy}, և նոր խաղերը գրառվում են նոր ֆայլում։</translation>
    </message>
    <message>
        <source>In place of your deals of the day file {path} there was something else ({reason}). It was renamed {copy}, and the days played are kept in a new file.</source>
        <translation>Ձեր օրվա բաժանումների {path} ֆայլի տեղում այլ բան կար ({reason})։ Այն վերանվանվեց {copy}, և խաղացված օրերը պահվում են նոր ֆայլում։</translation>
    </message>
    <message>
        <source>Your settings file {path} is read-only, so it is left as it is: changes you make now last until you quit. Make the file writable to keep them.</source>
        <extracomment>A file its owner marked read-only: respected (never replaced or removed), and said once.</extracomment>
        <translation>Ձեր կարգավորումների {path} ֆայլը միայն կարդալու համար է, ուստի այն թողնվում է այնպես, ինչպես կա․ այժմ արված փոփոխությունները գործում են մինչև խաղից դուրս գալը։ Դրանք պահելու համար ֆայլը դարձրեք գրելի։</translation>
    </message>
    <message>
        <source>Your statistics file {path} is read-only, so it is left as it is. The games you finish are kept beside it and added once the file is writable again.</source>
        <translation>Ձեր վիճակագրության {path} ֆայլը միայն կարդալու համար է, ուստի այն թողնվում է այնպես, ինչպես կա։ Ձեր ավարտած խաղերը պահվում են դրա կողքին և կավելացվեն, երբ ֆայլը կրկին գրելի դառնա։</translation>
    </message>
    <message>
        <source>Your saved game {path} is read-only, so it is left as it is. The game you play now cannot be kept to resume later; it is counted when it ends or when you quit.</source>
        <translation>Ձեր պահպանված {path} խաղը միայն կարդալու համար է, ուստի այն թողնվում է այնպես, ինչպես կա։ Այժմ խաղացվող խաղը հնարավոր չէ պահել՝ հետո շարունակելու համար․ այն կհաշվվի, երբ ավարտվի կամ երբ դուրս գաք։</translation>
    </message>
    <message>
        <source>Your game records file {path} is read-only, so it is left as it is: the games you finish now are not added to it.</source>
        <translation>Ձեր խաղերի գրառումների {path} ֆայլը միայն կարդալու համար է, ուստի թողնված է ինչպես կա․ հիմա ավարտվող խաղերը դրան չեն ավելացվի։</translation>
    </message>
    <message>
        <source>Your deals of the day file {path} is read-only, so it is left as it is: the days you play now are kept until you quit.</source>
        <translation>Ձեր օրվա բաժանումների {path} ֆայլը միայն կարդալու համար է, ուստի թողնված է ինչպես կա․ հիմա խաղացվող օրերը պահվում են մինչև դուրս գալը։</translation>
    </message>
    <message>
        <source>Finished games waiting to be added to your statistics are in {path}, which could not be read ({reason}); it is left as it is.</source>
        <translation>Վիճակագրությանն ավելացվելու սպասող ավարտված խաղերը {path}-ում են, որը չհաջողվեց կարդալ ({reason})․ այն թողնվում է այնպես, ինչպես կա։</translation>
    </message>
    <message>
        <source>Some finished games waiting to be added to your statistics could not be read.</source>
        <translation>Վիճակագրությանն ավելացվելու սպասող որոշ ավարտված խաղեր չհաջողվեց կարդալ։</translation>
    </message>
    <message>
        <source>Canfield is already open in another window that is not answering. That window keeps its saved game; a game you play here is counted in your statistics when it ends or when you close this window, but it cannot be resumed later.</source>
        <extracomment>This window started while another one held the files and did not answer (frozen or very slow).</extracomment>
        <translation>Քենֆիլդն արդեն բաց է մեկ այլ պատուհանում, որը չի արձագանքում։ Այդ պատուհանը պահում է իր պահպանված խաղը․ այստեղ խաղացվող խաղը կհաշվվի ձեր վիճակագրության մեջ, երբ ավարտվի կամ երբ փակեք այս պատուհանը, բայց հետո այն շարունակել հնարավոր չի լինի։</translation>
    </message>
    <message>
        <source>Canfield could not make sure that it is open in only one window: {path} is in the way and could not be moved. So that two windows never overwrite each other&apos;s game, this window leaves your saved game as it is; a game you play here is counted in your statistics when it ends or when you close this window, but it cannot be resumed later. Move {path} elsewhere and start Canfield again to go back to your saved game.</source>
        <extracomment>No lock could be taken: something in the lock&apos;s place could not be moved aside (reliability review 3).</extracomment>
        <translation>Քենֆիլդը չկարողացավ համոզվել, որ բաց է միայն մեկ պատուհանում․ {path} տարրը խանգարում է, և այն չհաջողվեց տեղափոխել։ Որպեսզի երկու պատուհան երբեք չգրեն մեկը մյուսի խաղի վրա, այս պատուհանը ձեր պահպանված խաղը թողնում է անփոփոխ․ այստեղ խաղացվող խաղը կհաշվվի ձեր վիճակագրության մեջ, երբ ավարտվի կամ երբ փակեք այս պատուհանը, բայց հետո այն շարունակել հնարավոր չի լինի։ Տեղափոխեք {path} տարրն այլ տեղ և նորից բացեք Քենֆիլդը՝ ձեր պահպանված խաղին վերադառնալու համար։</translation>
    </message>
    <message>
        <source>permission denied</source>
        <extracomment>The reason in brackets in &quot;could not be read ({reason})&quot; / &quot;could not be saved in {folder} ({reason})&quot;.</extracomment>
        <translation>մուտքն արգելված է</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>սկավառակը լցված է</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>սկավառակի քվոտան սպառված է</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>սկավառակը միայն կարդալու համար է</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>թղթապանակը գոյություն չունի</translation>
    </message>
    <message>
        <source>Your settings could not be saved in {folder} ({reason}). You can keep playing; what was saved before is unchanged.</source>
        <translation>Ձեր կարգավորումները չհաջողվեց պահպանել {folder}-ում ({reason})։ Կարող եք շարունակել խաղալ․ նախկինում պահպանվածը չի փոխվել։</translation>
    </message>
    <message>
        <source>Your statistics could not be saved in {folder} ({reason}). You can keep playing; what was saved before is unchanged.</source>
        <translation>Ձեր վիճակագրությունը չհաջողվեց պահպանել {folder}-ում ({reason})։ Կարող եք շարունակել խաղալ․ նախկինում պահպանվածը չի փոխվել։</translation>
    </message>
    <message>
        <source>Your game in progress could not be saved in {folder} ({reason}). You can keep playing; what was saved before is unchanged.</source>
        <translation>Ընթացիկ խաղը չհաջողվեց պահպանել {folder}-ում ({reason})։ Կարող եք շարունակել խաղալ․ նախկինում պահպանվածը չի փոխվել։</translation>
    </message>
    <message>
        <source>The record of your last game could not be saved in {folder} ({reason}). Canfield keeps it and tries again when the next game ends.</source>
        <translation>Ձեր վերջին խաղի գրառումը չհաջողվեց պահպանել {folder}-ում ({reason})։ Քենֆիլդը պահում է այն և նորից կփորձի, երբ հաջորդ խաղն ավարտվի։</translation>
    </message>
    <message>
        <source>A copy of the old file was kept as {copy}.</source>
        <translation>Հին ֆայլի պատճենը պահպանվել է որպես {copy}։</translation>
    </message>
    <message>
        <source>The old file could not be moved aside and was left at {path}.</source>
        <translation>Հին ֆայլը չհաջողվեց մի կողմ տեղափոխել, և այն մնաց {path} հասցեում։</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between the field names of a {fields} list: translated too (Arabic joins with «، »).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>double click</source>
        <extracomment>How a settings field is named in a notice.</extracomment>
        <translation>կրկնակի սեղմում</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>քարտերի շապիկ</translation>
    </message>
    <message>
        <source>card faces</source>
        <translation>քարտերի դիմային կողմ</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>սեղանի գույն</translation>
    </message>
    <message>
        <source>four-colour deck</source>
        <translation>քառագույն տուփ</translation>
    </message>
    <message>
        <source>cards drawn</source>
        <translation>բացվող քարտերի թիվ</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>կանոններ</translation>
    </message>
    <message>
        <source>language</source>
        <translation>լեզու</translation>
    </message>
    <message>
        <source>larger cards</source>
        <translation>ավելի մեծ քարտեր</translation>
    </message>
    <message>
        <source>high contrast</source>
        <translation>բարձր կոնտրաստ</translation>
    </message>
    <message>
        <source>casino scoring</source>
        <translation>խաղատան միավորներ</translation>
    </message>
    <message>
        <source>sound effects</source>
        <translation>ձայնային էֆեկտներ</translation>
    </message>
    <message>
        <source>full screen</source>
        <translation>լիաէկրան</translation>
    </message>
    <message>
        <source>auto-drop</source>
        <translation>ինքնատեղափոխում</translation>
    </message>
    <message>
        <source>window size and position</source>
        <translation>պատուհանի չափը և դիրքը</translation>
    </message>
    <message>
        <source>format version</source>
        <translation>ձևաչափի տարբերակ</translation>
    </message>
    <message>
        <source>Canfield, draw 1</source>
        <extracomment>The four statistics modes, as the player calls them.</extracomment>
        <translation>Քենֆիլդ, 1-ական բացում</translation>
    </message>
    <message>
        <source>Canfield, draw 3</source>
        <translation>Քենֆիլդ, 3-ական բացում</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>Խիստ</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Դասական</translation>
    </message>
    <message>
        <source>recent games</source>
        <translation>վերջին խաղերը</translation>
    </message>
    <message>
        <source>days of the deal of the day</source>
        <translation>օրվա բաժանման օրեր</translation>
    </message>
    <message>
        <source>clock</source>
        <extracomment>The extra fields of a saved game.</extracomment>
        <translation>ժամացույց</translation>
    </message>
    <message>
        <source>undo count</source>
        <translation>չեղարկումների թիվ</translation>
    </message>
    <message>
        <source>casino stakes</source>
        <translation>խաղատան խաղադրույքներ</translation>
    </message>
    <message>
        <source>moves from a replay</source>
        <translation>քայլեր կրկնադիտումից</translation>
    </message>
    <message>
        <source>date of the deal of the day</source>
        <translation>օրվա բաժանման ամսաթիվ</translation>
    </message>
    <message>
        <source>ask before ending a game</source>
        <translation>հարցում խաղն ավարտելուց առաջ</translation>
    </message>
    <message>
        <source>The game that just ended is not counted in your statistics yet: nothing can be saved in {folder} now. Canfield keeps it, tries again at each save and tells you when it is counted. If you quit before then, you will be asked first: games not saved by then would be lost.</source>
        <extracomment>A game ended while nothing could be written (a full disk, a read-only folder): kept in memory, said once.</extracomment>
        <translation>Նոր ավարտված խաղը դեռ հաշվված չէ ձեր վիճակագրության մեջ․ {folder}-ում հիմա ոչինչ հնարավոր չէ պահպանել։ Քենֆիլդը պահում է այն, նորից փորձում է ամեն պահպանման ժամանակ և կտեղեկացնի ձեզ, երբ այն հաշվվի։ Եթե մինչ այդ դուրս գաք, նախ ձեզ կհարցնեն․ մինչ այդ չպահպանված խաղերը կկորչեն։</translation>
    </message>
    <message>
        <source>The finished games that could not be saved before are now counted in your statistics.</source>
        <extracomment>The games of NOT_COUNTED_YET were written at last.</extracomment>
        <translation>Ավարտված խաղերը, որոնք նախկինում չհաջողվեց պահպանել, այժմ հաշվված են ձեր վիճակագրության մեջ։</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>թղթապանակ է</translation>
    </message>
    <message>
        <source>Your deals of the day could not be saved in {folder} ({reason}). Canfield keeps them while it runs and tries again with the next change.</source>
        <translation>Ձեր օրվա բաժանումները չհաջողվեց պահպանել {folder}-ում ({reason})։ Քենֆիլդը պահում է դրանք, քանի դեռ աշխատում է, և նորից կփորձի հաջորդ փոփոխության ժամանակ։</translation>
    </message>
    <message>
        <source>motion</source>
        <translation>շարժում</translation>
    </message>
    <message>
        <source>toolbar</source>
        <translation>գործիքագոտի</translation>
    </message>
    <message>
        <source>winnable indicator</source>
        <translation>հաղթելիության ցուցիչ</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>This game: %1</source>
        <translation>Այս խաղը՝ %1</translation>
    </message>
    <message>
        <source>Bankroll: %1</source>
        <translation>Մնացորդ՝ %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n քարտ</numerusform>
            <numerusform>%n քարտ</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal of the day
%1</source>
        <translation>Օրվա բաժանումը
%1</translation>
    </message>
</context>
<context>
    <name>UnsavedQuestion</name>
    <message>
        <source>Quit</source>
        <translation>Ելք</translation>
    </message>
    <message>
        <source>Quit and lose the games that could not be saved?</source>
        <translation>Դուրս գա՞լ և կորցնել այն խաղերը, որոնք չհաջողվեց պահպանել։</translation>
    </message>
    <message>
        <source>Games not saved: %1. Nothing can be saved now: the disk may be full, or the folder read-only. If you keep trying, Canfield saves them as soon as it can (at the next save, or when you quit again) and tells you. If you quit now, they are lost.</source>
        <translation>Չպահպանված խաղեր՝ %1։ Հիմա ոչինչ հնարավոր չէ պահպանել․ հնարավոր է՝ սկավառակը լիքն է, կամ թղթապանակը միայն կարդալու համար է։ Եթե շարունակեք փորձել, Քենֆիլդը կպահպանի դրանք, հենց որ կարողանա (հաջորդ պահպանման ժամանակ կամ երբ նորից դուրս գաք), և կտեղեկացնի ձեզ։ Եթե հիմա դուրս գաք, դրանք կկորչեն։</translation>
    </message>
    <message>
        <source>Quit Anyway</source>
        <translation>Այնուամենայնիվ դուրս գալ</translation>
    </message>
    <message>
        <source>Keep Trying</source>
        <translation>Շարունակել փորձել</translation>
    </message>
</context>
<context>
    <name>WinScreen</name>
    <message>
        <source>The demo won this deal</source>
        <translation>Այս բաժանումը շահեց ցուցադրությունը</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Դուք հաղթեցի՜ք։</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>Խաղալ կրկին</translation>
    </message>
    <message>
        <source>A new deal with the same rules and draw.</source>
        <translation>Նոր բաժանում՝ նույն կանոններով և նույն բացմամբ։</translation>
    </message>
    <message>
        <source>Same Deal</source>
        <translation>Նույն բաժանումը</translation>
    </message>
    <message>
        <source>Play this deal again from the start.</source>
        <translation>Նորից խաղալ այս բաժանումը սկզբից։</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Նոր խաղ…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Կրկնադիտում</translation>
    </message>
    <message>
        <source>Step through this game&apos;s moves again.</source>
        <translation>Կրկին անցնել այս խաղի քայլերով՝ մեկ առ մեկ։</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Փակել</translation>
    </message>
    <message>
        <source>%1 (%2 for the records)</source>
        <translation>%1 (ռեկորդների համար՝ %2)</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Միավորներ՝</translation>
    </message>
    <message>
        <source>Cards home:</source>
        <translation>Քարտեր հիմքերում՝</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Ժամանակ՝</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Քայլեր՝</translation>
    </message>
    <message>
        <source>%1 in a row (best %2)</source>
        <translation>%1 անընդմեջ (լավագույնը՝ %2)</translation>
    </message>
    <message>
        <source>Wins in a row:</source>
        <translation>Հաղթանակների շարք՝</translation>
    </message>
    <message>
        <source>%1, bankroll %2</source>
        <translation>%1, մնացորդ՝ %2</translation>
    </message>
    <message>
        <source>Casino:</source>
        <translation>Խաղատուն՝</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>Խաղի կոդ՝</translation>
    </message>
    <message>
        <source>%1 — a new best</source>
        <translation>%1 — նոր ռեկորդ</translation>
    </message>
    <message>
        <source>%1 (best %2)</source>
        <translation>%1 (լավագույնը՝ %2)</translation>
    </message>
    <message>
        <source>The demo played this deal: it counts as played, not won, and sets no record.</source>
        <translation>Այս բաժանումը խաղաց ցուցադրությունը․ այն հաշվվում է խաղացված, ոչ թե շահված, և ռեկորդ չի սահմանում։</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>Winnable Deal</source>
        <translation>Շահելի բաժանում</translation>
    </message>
    <message>
        <source>Dealing until the solver finds a deal it can win…</source>
        <translation>Քարտերը բաժանվում են, մինչև լուծիչը գտնի մի բաժանում, որը կարող է շահել…</translation>
    </message>
    <message>
        <source>Deals tried: %1 — time: %2</source>
        <translation>Փորձված բաժանումներ՝ %1 — ժամանակ՝ %2</translation>
    </message>
</context>
</TS>
