<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>&amp;New Game…</source>
        <translation>لعبة &amp;جديدة…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>أعد &amp;بدء هذه التوزيعة</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>ا&amp;نسخ رمز اللعبة</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>الإ&amp;عدادات…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;تراجع</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>إ&amp;عادة</translation>
    </message>
    <message>
        <source>&amp;About Canfield</source>
        <translation>&amp;حول كانفيلد</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ال&amp;لعبة</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>ت&amp;حرير</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>م&amp;ساعدة</translation>
    </message>
    <message>
        <source>Stock and waste are both empty.</source>
        <translation>رزمة السحب وكومة التخلص فارغتان كلتاهما.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>لا مكان تذهب إليه الورقة %1.</translation>
    </message>
    <message>
        <source>Nothing to play here.</source>
        <translation>لا شيء يُلعب هنا.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>لا يوجد ما يمكن التراجع عنه.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>لا يوجد ما يمكن إعادته.</translation>
    </message>
</context>
<context>
    <name>GameStatusBar</name>
    <message>
        <source>Click to copy the game code</source>
        <translation>انقر لنسخ رمز اللعبة</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>النقاط: %1</translation>
    </message>
    <message>
        <source>Home: %1/52</source>
        <translation>على الأسس: %1/52</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>الوقت: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>الحركات: %1</translation>
    </message>
    <message>
        <source>Passes: %1</source>
        <translation>الدورات: %1</translation>
    </message>
    <message>
        <source>Game code %1 copied.</source>
        <translation>نُسخ رمز اللعبة %1.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Canfield</source>
        <translation>كانفيلد</translation>
    </message>
    <message>
        <source>The settings could not be saved; they apply until you quit.</source>
        <translation>تعذّر حفظ الإعدادات؛ ستبقى سارية حتى تخرج من اللعبة.</translation>
    </message>
    <message>
        <source>About Canfield</source>
        <translation>حول كانفيلد</translation>
    </message>
    <message>
        <source>Canfield %1
Demon solitaire with exact rules, game codes and undo.</source>
        <translation>كانفيلد %1
سوليتير الشيطان بقواعد دقيقة ورموز للألعاب وتراجع.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>السحب</translation>
    </message>
    <message>
        <source>3 cards (Hard)</source>
        <translation>3 أوراق (صعب)</translation>
    </message>
    <message>
        <source>1 card (Easy)</source>
        <translation>ورقة واحدة (سهل)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>القواعد</translation>
    </message>
    <message>
        <source>Game code (optional)</source>
        <translation>رمز اللعبة (اختياري)</translation>
    </message>
    <message>
        <source>e.g. CF1-D3-AAAAACL — leave empty for a new deal</source>
        <translation>مثل CF1-D3-AAAAACL — اتركه فارغًا لتوزيعة جديدة</translation>
    </message>
    <message>
        <source>Canfield</source>
        <translation>كانفيلد</translation>
    </message>
    <message>
        <source>Draw 3 or 1; any sequence moves; cards may come back from the foundations.</source>
        <translation>السحب 3 أوراق أو ورقة واحدة؛ تنتقل أي متتالية؛ يمكن استعادة الأوراق من الأسس.</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>صارم</translation>
    </message>
    <message>
        <source>Draw 3; only the top card or a whole column moves; stalled attempts are announced.</source>
        <translation>السحب 3 أوراق؛ لا تنتقل إلا الورقة العليا أو العمود كله؛ يُعلَن توقف المحاولة.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>كلاسيكي</translation>
    </message>
    <message>
        <source>Hoyle&apos;s rules: draw 3; only whole columns move between columns.</source>
        <translation>قواعد هويل: السحب 3 أوراق؛ لا ينتقل بين الأعمدة إلا عمود كامل.</translation>
    </message>
    <message>
        <source>Replays deal %1 with draw %2.</source>
        <translation>يعيد التوزيعة %1 بسحب %2.</translation>
    </message>
    <message>
        <source>A new random deal.</source>
        <translation>توزيعة عشوائية جديدة.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <source>Double click: a tap sends a card to a column when it cannot go home</source>
        <translation>النقر المزدوج: ترسل اللمسة الورقة إلى عمود إن لم تستطع الذهاب إلى أساسها</translation>
    </message>
    <message>
        <source>Animate card moves</source>
        <translation>حرّك الأوراق بالرسوم المتحركة</translation>
    </message>
    <message>
        <source>Four-colour suits (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>أنواع بأربعة ألوان (♠ أسود، ♥ أحمر، ♦ أزرق، ♣ أخضر)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>أزرق</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>أحمر</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>أخضر</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>بنفسجي</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>رمادي</translation>
    </message>
    <message>
        <source>3 cards (Hard)</source>
        <translation>3 أوراق (صعب)</translation>
    </message>
    <message>
        <source>1 card (Easy)</source>
        <translation>ورقة واحدة (سهل)</translation>
    </message>
    <message>
        <source>Canfield</source>
        <translation>كانفيلد</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>صارم</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>كلاسيكي</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>ظهر الورق:</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>لون الطاولة:</translation>
    </message>
    <message>
        <source>New games draw:</source>
        <translation>السحب في الألعاب الجديدة:</translation>
    </message>
    <message>
        <source>New games use the rules:</source>
        <translation>قواعد الألعاب الجديدة:</translation>
    </message>
</context>
<context>
    <name>StallDialog</name>
    <message>
        <source>Attempt stalled</source>
        <translation>توقفت المحاولة</translation>
    </message>
    <message>
        <source>This attempt has stalled.</source>
        <translation>توقفت هذه المحاولة.</translation>
    </message>
    <message>
        <source>The last pass through the stock brought it back to an order already seen, and no move can make progress: another pass would change nothing. End the attempt (it counts as not won), or undo and search on.</source>
        <translation>أعادت الدورة الأخيرة في رزمة السحب ترتيبًا سبق ظهوره، ولا توجد حركة تحقق تقدمًا: لن تغيّر دورة أخرى شيئًا. أنهِ المحاولة (تُحسب غير رابحة)، أو تراجع وواصل البحث.</translation>
    </message>
    <message>
        <source>End Attempt</source>
        <translation>أنهِ المحاولة</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>تراجع</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your settings file was damaged and has been reset to the defaults.</source>
        <translation>كان ملف إعداداتك تالفًا، فأُعيد إلى القيم الافتراضية.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and your statistics have been reset.</source>
        <translation>كان ملف إحصاءاتك تالفًا، فأُعيد تصفير إحصاءاتك.</translation>
    </message>
    <message>
        <source>Your saved game was damaged and could not be reopened; a new game starts.</source>
        <translation>كانت لعبتك المحفوظة تالفة وتعذّر فتحها من جديد؛ تبدأ لعبة جديدة.</translation>
    </message>
    <message>
        <source>Part of your saved game could not be read ({fields}) and was reset; the game itself was reopened.</source>
        <translation>تعذّرت قراءة جزء من لعبتك المحفوظة ({fields}) فأُعيد تعيينه؛ أما اللعبة نفسها فقد فُتحت من جديد.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read ({fields}) and were reset to their defaults; the others were kept.</source>
        <translation>تعذّرت قراءة بعض إعداداتك ({fields}) فأُعيدت إلى قيمها الافتراضية؛ وبقيت الأخرى كما هي.</translation>
    </message>
    <message>
        <source>Part of your statistics could not be read ({fields}) and was reset; everything else was kept.</source>
        <translation>تعذّرت قراءة جزء من إحصاءاتك ({fields}) فأُعيد تعيينه؛ وبقي كل ما عداه.</translation>
    </message>
    <message>
        <source>Your settings file comes from a newer version of Canfield. The settings this version understands were kept; the others were reset.</source>
        <translation>ملف إعداداتك من إصدار أحدث من كانفيلد. أُبقيت الإعدادات التي يفهمها هذا الإصدار، وأُعيد تعيين الباقي.</translation>
    </message>
    <message>
        <source>Your statistics file comes from a newer version of Canfield. The figures this version understands were kept; the others were reset.</source>
        <translation>ملف إحصاءاتك من إصدار أحدث من كانفيلد. أُبقيت الأرقام التي يفهمها هذا الإصدار، وأُعيد تعيين الباقي.</translation>
    </message>
    <message>
        <source>Your saved game comes from a newer version of Canfield and cannot be reopened here; a new game starts.</source>
        <translation>لعبتك المحفوظة من إصدار أحدث من كانفيلد ولا يمكن فتحها هنا؛ تبدأ لعبة جديدة.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read ({reason}); the defaults are used for now.</source>
        <translation>تعذّرت قراءة ملف إعداداتك {path} ({reason})؛ تُستعمل القيم الافتراضية حاليًا.</translation>
    </message>
    <message>
        <source>Your statistics file {path} could not be read ({reason}); it is left as it is and not updated.</source>
        <translation>تعذّرت قراءة ملف إحصاءاتك {path} ({reason})؛ يُترك كما هو ولا يُحدَّث.</translation>
    </message>
    <message>
        <source>Your saved game {path} could not be read ({reason}); a new game starts.</source>
        <translation>تعذّرت قراءة لعبتك المحفوظة {path} ({reason})؛ تبدأ لعبة جديدة.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in {folder} ({reason}). You can keep playing; what was saved before is unchanged.</source>
        <translation>تعذّر حفظ إعداداتك في {folder} ({reason}). يمكنك مواصلة اللعب؛ وما حُفظ من قبل لم يتغير.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved in {folder} ({reason}). You can keep playing; what was saved before is unchanged.</source>
        <translation>تعذّر حفظ إحصاءاتك في {folder} ({reason}). يمكنك مواصلة اللعب؛ وما حُفظ من قبل لم يتغير.</translation>
    </message>
    <message>
        <source>Your game in progress could not be saved in {folder} ({reason}). You can keep playing; what was saved before is unchanged.</source>
        <translation>تعذّر حفظ لعبتك الجارية في {folder} ({reason}). يمكنك مواصلة اللعب؛ وما حُفظ من قبل لم يتغير.</translation>
    </message>
    <message>
        <source>A copy of the old file was kept as {copy}.</source>
        <translation>احتُفظ بنسخة من الملف القديم باسم {copy}.</translation>
    </message>
    <message>
        <source>The old file could not be moved aside and was left at {path}.</source>
        <translation>تعذّر نقل الملف القديم جانبًا فبقي في {path}.</translation>
    </message>
    <message>
        <source>double click</source>
        <extracomment>How a settings field is named in a notice.</extracomment>
        <translation>النقر المزدوج</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>الرسوم المتحركة</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>ظهر الورق</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>لون الطاولة</translation>
    </message>
    <message>
        <source>four-colour deck</source>
        <translation>ورق بأربعة ألوان</translation>
    </message>
    <message>
        <source>cards drawn</source>
        <translation>عدد الأوراق المسحوبة</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>القواعد</translation>
    </message>
    <message>
        <source>language</source>
        <translation>اللغة</translation>
    </message>
    <message>
        <source>larger cards</source>
        <translation>أوراق أكبر</translation>
    </message>
    <message>
        <source>high contrast</source>
        <translation>تباين عالٍ</translation>
    </message>
    <message>
        <source>reduced motion</source>
        <translation>حركة أقل</translation>
    </message>
    <message>
        <source>casino scoring</source>
        <translation>نقاط الكازينو</translation>
    </message>
    <message>
        <source>window size and position</source>
        <translation>حجم النافذة وموضعها</translation>
    </message>
    <message>
        <source>format version</source>
        <translation>إصدار التنسيق</translation>
    </message>
    <message>
        <source>Canfield, draw 1</source>
        <extracomment>The four statistics modes, as the player calls them.</extracomment>
        <translation>كانفيلد، سحب 1</translation>
    </message>
    <message>
        <source>Canfield, draw 3</source>
        <translation>كانفيلد، سحب 3</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>صارم</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>كلاسيكي</translation>
    </message>
    <message>
        <source>recent games</source>
        <translation>الألعاب الأخيرة</translation>
    </message>
    <message>
        <source>clock</source>
        <extracomment>The extra fields of a saved game.</extracomment>
        <translation>الساعة</translation>
    </message>
    <message>
        <source>undo count</source>
        <translation>عدد مرات التراجع</translation>
    </message>
    <message>
        <source>casino stakes</source>
        <translation>رهانات الكازينو</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>لا أوراق</numerusform>
            <numerusform>ورقة واحدة</numerusform>
            <numerusform>ورقتان</numerusform>
            <numerusform>%n أوراق</numerusform>
            <numerusform>%n ورقة</numerusform>
            <numerusform>%n ورقة</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>لقد فزت!</translation>
    </message>
    <message>
        <source>All 52 cards are on the foundations.</source>
        <translation>الأوراق الـ 52 كلها على الأسس.</translation>
    </message>
    <message>
        <source>Cards home: 52/52</source>
        <translation>الأوراق على الأسس: 52/52</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>النقاط: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>الوقت: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>الحركات: %1</translation>
    </message>
    <message>
        <source>Game code: %1</source>
        <translation>رمز اللعبة: %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
</context>
</TS>
