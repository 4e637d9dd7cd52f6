<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hy" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Նոր խաղ…</translation>
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
        <source>&amp;Quit</source>
        <translation>&amp;Ելք</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Չեղարկել</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Կրկնել</translation>
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
        <translation>&amp;Խմբագրել</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Օգնություն</translation>
    </message>
    <message>
        <source>Stock and waste are both empty.</source>
        <translation>Թե՛ տուփը, թե՛ թափոնը դատարկ են։</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>%1 քարտը գնալու տեղ չունի։</translation>
    </message>
    <message>
        <source>Nothing to play here.</source>
        <translation>Այստեղ խաղալու բան չկա։</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Չեղարկելու բան չկա։</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Կրկնելու բան չկա։</translation>
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
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Canfield</source>
        <translation>Քենֆիլդ</translation>
    </message>
    <message>
        <source>The settings could not be saved; they apply until you quit.</source>
        <translation>Կարգավորումները չհաջողվեց պահպանել․ դրանք գործում են մինչև ծրագրից դուրս գալը։</translation>
    </message>
    <message>
        <source>About Canfield</source>
        <translation>Քենֆիլդի մասին</translation>
    </message>
    <message>
        <source>Canfield %1
Demon solitaire with exact rules, game codes and undo.</source>
        <translation>Քենֆիլդ %1
Դեմոն պասյանս՝ ճշգրիտ կանոններով, խաղի կոդերով և չեղարկմամբ։</translation>
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
        <source>e.g. CF1-D3-AAAAACL — leave empty for a new deal</source>
        <translation>օրինակ՝ CF1-D3-AAAAACL — թողեք դատարկ՝ նոր բաժանման համար</translation>
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
        <source>A new random deal.</source>
        <translation>Նոր պատահական բաժանում։</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Կարգավորումներ</translation>
    </message>
    <message>
        <source>Double click: a tap sends a card to a column when it cannot go home</source>
        <translation>Կրկնակի սեղմում․ սեղմումը քարտն ուղարկում է սյուն, եթե այն չի կարող գնալ հիմք</translation>
    </message>
    <message>
        <source>Animate card moves</source>
        <translation>Քարտերի տեղափոխումը՝ անիմացիայով</translation>
    </message>
    <message>
        <source>Four-colour suits (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Քառագույն նշաններ (♠ սև, ♥ կարմիր, ♦ կապույտ, ♣ կանաչ)</translation>
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
        <source>Green</source>
        <translation>Կանաչ</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Մանուշակագույն</translation>
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
        <source>Canfield</source>
        <translation>Քենֆիլդ</translation>
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
        <source>Card back:</source>
        <translation>Քարտերի հետնամաս՝</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Սեղանի գույն՝</translation>
    </message>
    <message>
        <source>New games draw:</source>
        <translation>Նոր խաղերում բացվում է՝</translation>
    </message>
    <message>
        <source>New games use the rules:</source>
        <translation>Նոր խաղերի կանոնները՝</translation>
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
        <translation>Տուփով վերջին անցումը այն վերադարձրեց արդեն տեսած հերթականությանը, և ոչ մի քայլ առաջընթաց չի տալիս․ նոր անցումը ոչինչ չի փոխի։ Ավարտեք փորձը (այն համարվում է չշահված) կամ չեղարկեք քայլեր և շարունակեք որոնումը։</translation>
    </message>
    <message>
        <source>End Attempt</source>
        <translation>Ավարտել փորձը</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Չեղարկել</translation>
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
        <source>A copy of the old file was kept as {copy}.</source>
        <translation>Հին ֆայլի պատճենը պահպանվել է որպես {copy}։</translation>
    </message>
    <message>
        <source>The old file could not be moved aside and was left at {path}.</source>
        <translation>Հին ֆայլը չհաջողվեց մի կողմ տեղափոխել, և այն մնաց {path} հասցեում։</translation>
    </message>
    <message>
        <source>double click</source>
        <extracomment>How a settings field is named in a notice.</extracomment>
        <translation>կրկնակի սեղմում</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>անիմացիաներ</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>քարտերի հետնամաս</translation>
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
        <source>reduced motion</source>
        <translation>նվազեցված շարժում</translation>
    </message>
    <message>
        <source>casino scoring</source>
        <translation>խաղատան միավորներ</translation>
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
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n քարտ</numerusform>
            <numerusform>%n քարտ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>Դուք հաղթեցիք։</translation>
    </message>
    <message>
        <source>All 52 cards are on the foundations.</source>
        <translation>Բոլոր 52 քարտը հիմքերի վրա են։</translation>
    </message>
    <message>
        <source>Cards home: 52/52</source>
        <translation>Քարտեր հիմքերում՝ 52/52</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Միավորներ՝ %1</translation>
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
        <source>Game code: %1</source>
        <translation>Խաղի կոդ՝ %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Նոր խաղ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Փակել</translation>
    </message>
</context>
</TS>
