<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>لا تسأل مرة أخرى</translation>
    </message>
    <message>
        <source>Keep Playing</source>
        <translation>مواصلة اللعب</translation>
    </message>
    <message>
        <source>Restart this deal?</source>
        <translation>هل تريد إعادة بدء هذه التوزيعة؟</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>إعادة البدء</translation>
    </message>
    <message>
        <source>Open deal %1?</source>
        <translation>هل تريد فتح التوزيعة ⁦%1⁩؟</translation>
    </message>
    <message>
        <source>Open Deal</source>
        <translation>فتح التوزيعة</translation>
    </message>
    <message>
        <source>End Game</source>
        <translation>إنهاء اللعبة</translation>
    </message>
    <message>
        <source>Your attempt at the deal of the day goes on: its time keeps counting.</source>
        <translation>محاولتك في توزيعة اليوم مستمرة: يواصل وقتها العدّ.</translation>
    </message>
    <message>
        <source>The deal of the day will count as played and not won: it has one attempt.</source>
        <translation>ستُحسب توزيعة اليوم لعبةً لم يُفَز بها: لها محاولة واحدة.</translation>
    </message>
    <message>
        <source>The game in progress will count as played and not won.</source>
        <translation>ستُحسب اللعبة الجارية لعبةً لم يُفَز بها.</translation>
    </message>
    <message>
        <source>End the game in progress?</source>
        <translation>هل تريد إنهاء اللعبة الجارية؟</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Canfield</source>
        <translation>حول كانفيلد</translation>
    </message>
    <message>
        <source>Canfield (Demon) solitaire with exact rules, game codes, undo and a solver.</source>
        <translation>سوليتير كانفيلد (الشيطان) بقواعد دقيقة ورموز للتوزيعات وإمكانية التراجع وأداة حل.</translation>
    </message>
    <message>
        <source>Free software under the %1: you may use, copy, change and share it.</source>
        <translation>برنامج حر بموجب %1: يمكنك استخدامه ونسخه وتعديله ومشاركته.</translation>
    </message>
    <message>
        <source>Made by the Canfield developers. Cards and icons are drawn by the game itself. Built with Qt for Python (PySide6). Rules after Hoyle and the Canfield casino.</source>
        <translation>من صنع مطوري كانفيلد. الأوراق والأيقونات ترسمها اللعبة نفسها. بُنيت بـ Qt for Python (PySide6). القواعد وفق هويل وكازينو كانفيلد.</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>%1: %2</source>
        <comment>a key and what it does, in the Keys list</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Board description</source>
        <translation>وصف الطاولة</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>طاولة الورق</translation>
    </message>
    <message>
        <source>This attempt has stalled.</source>
        <translation>توقفت هذه المحاولة.</translation>
    </message>
    <message>
        <source>New game %1.</source>
        <translation>لعبة جديدة ⁦%1⁩.</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <translation>تم التراجع: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>تمت الإعادة: %1</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>مفاتيح الأسهم</translation>
    </message>
    <message>
        <source>move the focus</source>
        <translation>تنقل التركيز</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>⁦Tab⁩، ⁦Shift+Tab⁩</translation>
    </message>
    <message>
        <source>next or previous pile</source>
        <translation>الكومة التالية أو السابقة</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>⁦Home⁩، ⁦End⁩</translation>
    </message>
    <message>
        <source>first or top card of a column</source>
        <translation>أول ورقة في العمود أو الورقة العليا</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>⁦Enter⁩، المسافة</translation>
    </message>
    <message>
        <source>pick up the focused card, or put the held cards down</source>
        <translation>التقط الورقة المحددة مع ما فوقها، أو ضع الأوراق التي في يدك</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>⁦Esc⁩</translation>
    </message>
    <message>
        <source>put the cards back</source>
        <translation>أعد الأوراق إلى مكانها</translation>
    </message>
    <message>
        <source>Enter on a foundation</source>
        <translation>⁦Enter⁩ على أساس</translation>
    </message>
    <message>
        <source>pick up its top card to take it back; Enter on a column where it fits puts it there</source>
        <translation>التقط ورقته العليا لاستعادتها؛ و⁦Enter⁩ على عمود تناسبه يضعها فيه</translation>
    </message>
    <message>
        <source>D</source>
        <translation>⁦D⁩</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>اسحب من مجموعة السحب</translation>
    </message>
    <message>
        <source>T</source>
        <translation>⁦T⁩</translation>
    </message>
    <message>
        <source>play the focused card where it can go, home first</source>
        <translation>العب الورقة المحددة حيث يمكن أن تذهب، إلى الأساسات أولًا</translation>
    </message>
    <message>
        <source>B</source>
        <translation>⁦B⁩</translation>
    </message>
    <message>
        <source>say the whole board</source>
        <translation>اقرأ الطاولة كلها</translation>
    </message>
    <message>
        <source>H</source>
        <translation>⁦H⁩</translation>
    </message>
    <message>
        <source>a hint: the next move</source>
        <translation>تلميح: الحركة التالية</translation>
    </message>
    <message>
        <source>Ctrl+Z, Ctrl+Shift+Z</source>
        <translation>⁦Ctrl+Z⁩، ⁦Ctrl+Shift+Z⁩</translation>
    </message>
    <message>
        <source>undo, redo</source>
        <translation>تراجع عن الحركة، أعد الحركة</translation>
    </message>
    <message>
        <source>pause: the table is covered and the clock stops</source>
        <translation>إيقاف مؤقت: تُغطّى الطاولة وتتوقف الساعة</translation>
    </message>
    <message>
        <source>finish: play every card left home, when the game offers it</source>
        <translation>إكمال: انقل كل الأوراق الباقية إلى الأساسات عندما تعرض اللعبة ذلك</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <translation>شغّل الصوت أو أوقفه</translation>
    </message>
    <message>
        <source>full screen; Esc leaves it</source>
        <translation>ملء الشاشة؛ ⁦Esc⁩ للخروج منه</translation>
    </message>
    <message>
        <source>View ▸ Appearance: card faces (a large index for low vision among them), back, table, four colours, larger cards and high contrast, with a preview; Settings keeps how the game plays</source>
        <translation>عرض ▸ المظهر: وجه الورق (ومنه فهرس كبير لضعاف البصر)، والظهر، والطاولة، والألوان الأربعة، والأوراق الأكبر، والتباين العالي، مع معاينة؛ وتبقى في الإعدادات طريقة اللعب</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>المفاتيح</translation>
    </message>
    <message>
        <source>&amp;Draw from Stock</source>
        <translation>ا&amp;سحب من مجموعة السحب</translation>
    </message>
    <message>
        <source>&amp;Play Focused Card</source>
        <translation>العب الورقة ال&amp;محددة</translation>
    </message>
    <message>
        <source>Describe &amp;Board</source>
        <translation>&amp;صف الطاولة</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;كيف تلعب</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>الحر&amp;كات</translation>
    </message>
    <message>
        <source>Game %1 resumed.</source>
        <translation>استُؤنفت اللعبة ⁦%1⁩.</translation>
    </message>
</context>
<context>
    <name>AppearanceDialog</name>
    <message>
        <source>Appearance</source>
        <translation>المظهر</translation>
    </message>
    <message>
        <source>A black table, white outlines and darker inks.</source>
        <translation>طاولة سوداء، وحواف بيضاء، وأحبار أغمق.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>معاينة</translation>
    </message>
    <message>
        <source>A small table in the look chosen here.</source>
        <translation>طاولة صغيرة بالمظهر المختار هنا.</translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;موافق</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>إ&amp;لغاء</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>إ&amp;غلاق</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Canfield solitaire.</source>
        <translation>لعبة سوليتير كانفيلد.</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>الرمز</translation>
    </message>
    <message>
        <source>open this deal, e.g. CF1-D3-AAAAACL</source>
        <translation>فتح هذه التوزيعة، مثلًا ⁦CF1-D3-AAAAACL⁩</translation>
    </message>
    <message>
        <source>rule profile (default: your setting)</source>
        <translation>نمط القواعد (الافتراضي: إعدادك)</translation>
    </message>
    <message>
        <source>show the version and quit</source>
        <translation>عرض رقم الإصدار والخروج</translation>
    </message>
    <message>
        <source>open the window, wait for the table&apos;s first frame, quit</source>
        <translation>فتح النافذة وانتظار أول رسم للطاولة ثم الخروج</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>⁦%1⁩: %2</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>الاستخدام: </translation>
    </message>
    <message>
        <source>show this help and quit</source>
        <translation>عرض هذه المساعدة والخروج</translation>
    </message>
    <message>
        <source>options:</source>
        <translation>الخيارات:</translation>
    </message>
    <message>
        <source>%1: error: %2</source>
        <translation>⁦%1⁩: خطأ: %2</translation>
    </message>
</context>
<context>
    <name>DailyCommands</name>
    <message>
        <source>The deal of the day starts again: your attempt goes on, with its time.</source>
        <translation>تبدأ توزيعة اليوم من جديد: محاولتك مستمرة، بوقتها.</translation>
    </message>
    <message>
        <source>Choosing was cancelled. Open the Deal of the Day again to go on.</source>
        <translation>أُلغي الاختيار. افتح توزيعة اليوم مجددًا للمتابعة.</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>won</source>
        <translation>فوز</translation>
    </message>
    <message>
        <source>played, not won</source>
        <translation>لُعبت ولم يُفَز بها</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>فائتة</translation>
    </message>
    <message>
        <source>today, not played yet</source>
        <translation>اليوم، لم تُلعب بعد</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>لا لعبة</translation>
    </message>
    <message>
        <source>Canfield</source>
        <translation>كانفيلد</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · won in %3, %n move(s)</source>
        <translation>
            <numerusform>%1 · ⁦%2⁩ · فوز في %3، بلا حركات</numerusform>
            <numerusform>%1 · ⁦%2⁩ · فوز في %3، حركة واحدة</numerusform>
            <numerusform>%1 · ⁦%2⁩ · فوز في %3، حركتان</numerusform>
            <numerusform>%1 · ⁦%2⁩ · فوز في %3، %n حركات</numerusform>
            <numerusform>%1 · ⁦%2⁩ · فوز في %3، %n حركة</numerusform>
            <numerusform>%1 · ⁦%2⁩ · فوز في %3، %n حركة</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · played, not won</source>
        <translation>%1 · ⁦%2⁩ · لُعبت ولم يُفَز بها</translation>
    </message>
    <message>
        <source>%1 · %2 · being played</source>
        <translation>%1 · ⁦%2⁩ · قيد اللعب</translation>
    </message>
    <message>
        <source>Deal of the Day</source>
        <translation>توزيعة اليوم</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>ال&amp;قواعد:</translation>
    </message>
    <message>
        <source>Choosing the day&apos;s deal</source>
        <translation>اختيار توزيعة اليوم</translation>
    </message>
    <message>
        <source>Cancel Choosing</source>
        <translation>إلغاء الاختيار</translation>
    </message>
    <message>
        <source>&amp;Play Today&apos;s Deal</source>
        <translation>ال&amp;عب توزيعة اليوم</translation>
    </message>
    <message>
        <source>Result to &amp;share:</source>
        <translation>النتيجة لل&amp;مشاركة:</translation>
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation>ا&amp;نسخ</translation>
    </message>
    <message>
        <source>Choosing today&apos;s deal: the solver proves it can be won before you play it (deal %1 of %2).</source>
        <translation>يجري اختيار توزيعة اليوم: تثبت أداة الحل أنه يمكن الفوز بها قبل أن تلعبها (التوزيعة %1 من %2).</translation>
    </message>
    <message>
        <source>Today&apos;s deal is chosen when you ask for it.</source>
        <translation>تُختار توزيعة اليوم حين تطلبها.</translation>
    </message>
    <message>
        <source>No deal could be proven winnable today within the solver&apos;s fixed search, so there is no deal of the day: an unproven one is never offered.</source>
        <translation>تعذّر اليوم إثبات إمكان الفوز بأي توزيعة ضمن البحث الثابت لأداة الحل، فلا توزيعة لهذا اليوم: لا تُعرض أبدًا توزيعة غير مُثبتة.</translation>
    </message>
    <message>
        <source>You are playing today&apos;s deal. One attempt counts; Restart goes on with it.</source>
        <translation>أنت تلعب توزيعة اليوم. تُحسب محاولة واحدة؛ وإعادة البدء تواصلها.</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>ال&amp;عودة إلى اللعبة</translation>
    </message>
    <message>
        <source>Your attempt at today&apos;s deal goes on: it counts once.</source>
        <translation>محاولتك في توزيعة اليوم مستمرة: تُحسب مرة واحدة.</translation>
    </message>
    <message>
        <source>Today&apos;s deal is ready, proven winnable. One attempt counts: the first move begins it.</source>
        <translation>توزيعة اليوم جاهزة، وقد ثبت أنه يمكن الفوز بها. تُحسب محاولة واحدة: تبدأ بأول حركة.</translation>
    </message>
    <message>
        <source>Days played in a row:</source>
        <translation>أيام لُعبت على التوالي:</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>الأفضل:</translation>
    </message>
    <message>
        <source>Days won in a row:</source>
        <translation>أيام فُزت بها على التوالي:</translation>
    </message>
    <message>
        <source>Previous Month</source>
        <translation>الشهر السابق</translation>
    </message>
    <message>
        <source>Next Month</source>
        <translation>الشهر التالي</translation>
    </message>
    <message numerus="yes">
        <source>You won today&apos;s deal in %1 with %n move(s). Come back tomorrow for a new one.</source>
        <translation>
            <numerusform>فزت بتوزيعة اليوم في %1 بلا حركات. عد غدًا لتوزيعة جديدة.</numerusform>
            <numerusform>فزت بتوزيعة اليوم في %1 بحركة واحدة. عد غدًا لتوزيعة جديدة.</numerusform>
            <numerusform>فزت بتوزيعة اليوم في %1 بحركتين. عد غدًا لتوزيعة جديدة.</numerusform>
            <numerusform>فزت بتوزيعة اليوم في %1 بـ%n حركات. عد غدًا لتوزيعة جديدة.</numerusform>
            <numerusform>فزت بتوزيعة اليوم في %1 بـ%n حركة. عد غدًا لتوزيعة جديدة.</numerusform>
            <numerusform>فزت بتوزيعة اليوم في %1 بـ%n حركة. عد غدًا لتوزيعة جديدة.</numerusform>
        </translation>
    </message>
    <message>
        <source>Today&apos;s deal is played and not won; the day counts once. Come back tomorrow for a new one.</source>
        <translation>لُعبت توزيعة اليوم ولم يُفَز بها؛ يُحسب اليوم مرة واحدة. عد غدًا لتوزيعة جديدة.</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <source>Demo playing: press any key or click to stop.</source>
        <translation>العرض التوضيحي جارٍ: اضغط أي مفتاح أو انقر للإيقاف.</translation>
    </message>
    <message>
        <source>The game is already won.</source>
        <translation>اللعبة منتهية بالفوز بالفعل.</translation>
    </message>
    <message>
        <source>Demo: the solver is looking for a win…</source>
        <translation>العرض التوضيحي: تبحث أداة الحل عن طريق إلى الفوز…</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>توقف العرض التوضيحي.</translation>
    </message>
    <message>
        <source>Demo: this deal cannot be won; it turns the stock once to show why.</source>
        <translation>العرض التوضيحي: لا يمكن الفوز بهذه التوزيعة؛ سيمرّ على مجموعة السحب مرة واحدة ليبيّن السبب.</translation>
    </message>
    <message>
        <source>Demo finished: this deal cannot be won from here.</source>
        <translation>انتهى العرض التوضيحي: لا يمكن الفوز بهذه التوزيعة من هنا.</translation>
    </message>
    <message>
        <source>Demo finished: no useful move is left.</source>
        <translation>انتهى العرض التوضيحي: لم تبقَ أي حركة مفيدة.</translation>
    </message>
    <message>
        <source>Demo: the solver plays a winning line. Press any key or click to stop.</source>
        <translation>العرض التوضيحي: تلعب أداة الحل حركات تؤدي إلى الفوز. اضغط أي مفتاح أو انقر للإيقاف.</translation>
    </message>
    <message>
        <source>Demo: no winning line found; the solver plays its best moves. Press any key or click to stop.</source>
        <translation>العرض التوضيحي: لم يُعثر على طريق إلى الفوز؛ تلعب أداة الحل أفضل حركاتها. اضغط أي مفتاح أو انقر للإيقاف.</translation>
    </message>
    <message>
        <source>Demo stopped: the move was refused.</source>
        <translation>توقف العرض التوضيحي: رُفضت الحركة.</translation>
    </message>
    <message>
        <source>Demo finished.</source>
        <translation>انتهى العرض التوضيحي.</translation>
    </message>
    <message>
        <source>Demo finished: the solver makes no more progress.</source>
        <translation>انتهى العرض التوضيحي: لم تعد أداة الحل تحرز أي تقدم.</translation>
    </message>
</context>
<context>
    <name>DesktopContrast</name>
    <message>
        <source>Your desktop asks for high contrast: the large-index cards and the high-contrast table are chosen. View ▸ Appearance changes them.</source>
        <translation>سطح المكتب لديك يطلب تباينًا عاليًا: اختيرت الأوراق ذات الفهرس الكبير والطاولة عالية التباين. يمكنك تغييرها من عرض ▸ المظهر.</translation>
    </message>
</context>
<context>
    <name>FaceDesign</name>
    <message>
        <source>Letters in a frame</source>
        <translation>حروف في إطار</translation>
    </message>
    <message>
        <source>Drawn figures</source>
        <translation>شخصيات مرسومة</translation>
    </message>
    <message>
        <source>Large index, for low vision</source>
        <translation>فهرس كبير، لضعاف البصر</translation>
    </message>
</context>
<context>
    <name>Finisher</name>
    <message>
        <source>Every card left can go home: press F (%1) to play them home.</source>
        <translation>يمكن لكل الأوراق الباقية أن تذهب إلى الأساسات: اضغط ⁦F⁩ (%1) لنقلها إليها.</translation>
    </message>
    <message>
        <source>Sent home by auto-drop: %1</source>
        <translation>النقل التلقائي: %1</translation>
    </message>
    <message>
        <source>Finished: %1 played home. %2</source>
        <translation>تم الإكمال: نُقلت إلى الأساسات %1. %2</translation>
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
        <translation>على الأساسات: ⁦%1/52⁩</translation>
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
        <translation>نُسخ رمز اللعبة ⁦%1⁩.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>الوقت</translation>
    </message>
    <message>
        <source>Resize the window</source>
        <translation>تغيير حجم النافذة</translation>
    </message>
    <message>
        <source>Moves on the table now: an undo takes its move back. Undos are counted in Statistics.</source>
        <translation>الحركات الموجودة على الطاولة الآن: التراجع يسحب حركته. تُحصى مرات التراجع في الإحصاءات.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to Play</source>
        <translation>كيف تلعب</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>This deal cannot be won from here: no line of moves gets every card home. Start a new game (Ctrl+N), or take moves back.</source>
        <translation>لا يمكن الفوز بهذه التوزيعة من هنا: لا توجد سلسلة حركات توصل كل الأوراق إلى الأساسات. ابدأ لعبة جديدة (⁦Ctrl+N⁩)، أو تراجع عن بعض الحركات.</translation>
    </message>
    <message>
        <source>No useful move is left.</source>
        <translation>لم تبقَ أي حركة مفيدة.</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>اسحب من مجموعة السحب.</translation>
    </message>
    <message>
        <source>Turn the waste back over onto the stock.</source>
        <translation>أعد كومة المهملات إلى مجموعة السحب.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>تلميح: %1</translation>
    </message>
    <message>
        <source>Hint (this position cannot be won): %1</source>
        <translation>تلميح (لا يمكن الفوز من هذا الوضع): %1</translation>
    </message>
    <message>
        <source>Hint (no winning line found yet): %1</source>
        <translation>تلميح (لم يُعثر بعد على طريق إلى الفوز): %1</translation>
    </message>
    <message>
        <source>The game is won: no move is left to make.</source>
        <translation>انتهت اللعبة بالفوز: لم تبقَ أي حركة.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>جارٍ البحث عن تلميح…</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: لا أوراق</translation>
    </message>
    <message>
        <source>%1: %2 and %3 on it</source>
        <translation>%1: %2، وفوق هذه الورقة %3</translation>
    </message>
    <message>
        <source>Picked up: %1 and %2 on it.</source>
        <translation>في يدك: %1، وفوق هذه الورقة %2.</translation>
    </message>
    <message>
        <source>Picked up: %1.</source>
        <translation>في يدك: %1.</translation>
    </message>
    <message>
        <source>Put back.</source>
        <translation>أُعيدت الأوراق إلى مكانها.</translation>
    </message>
    <message>
        <source>Edge of the table.</source>
        <translation>حافة الطاولة.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System language (%1)</source>
        <translation>لغة النظام (%1)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sound on.</source>
        <translation>الصوت مُشغَّل.</translation>
    </message>
    <message>
        <source>Sound off.</source>
        <translation>الصوت مُطفأ.</translation>
    </message>
    <message>
        <source>Full screen: press Esc or F11 to leave it.</source>
        <translation>ملء الشاشة: اضغط ⁦Esc⁩ أو ⁦F11⁩ للخروج منه.</translation>
    </message>
    <message>
        <source>Full screen off.</source>
        <translation>تم الخروج من ملء الشاشة.</translation>
    </message>
    <message>
        <source>Playing again: the clock runs.</source>
        <translation>استُؤنف اللعب: الساعة تعمل.</translation>
    </message>
    <message>
        <source>Attempt ended with %1 home. New deal: %2.</source>
        <translation>انتهت المحاولة و%1 على الأساسات. التوزيعة الجديدة: ⁦%2⁩.</translation>
    </message>
    <message>
        <source>Canfield</source>
        <translation>كانفيلد</translation>
    </message>
    <message>
        <source>The settings could not be saved; they apply until you quit.</source>
        <translation>تعذّر حفظ الإعدادات؛ ستبقى سارية حتى تخرج من اللعبة.</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>لعبة &amp;جديدة…</translation>
    </message>
    <message>
        <source>Deal of the &amp;Day…</source>
        <translation>توزيعة ال&amp;يوم…</translation>
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
        <source>&amp;Appearance…</source>
        <translation>ال&amp;مظهر…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>الإ&amp;حصاءات…</translation>
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
        <source>De&amp;mo</source>
        <translation>ع&amp;رض توضيحي</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>ملء ال&amp;شاشة</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>إي&amp;قاف مؤقت</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>إ&amp;كمال</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>ال&amp;صوت</translation>
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
        <source>Pause</source>
        <translation>إيقاف مؤقت</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>الصوت</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;تلميح</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;عرض</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>عرض توضيحي</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>تلميح</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>الرسائل</translation>
    </message>
    <message>
        <source>New</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>إعادة</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>إعادة البدء</translation>
    </message>
    <message>
        <source>Rules: %1, draw %2</source>
        <translation>القواعد: %1، سحب %2</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>إظهار شريط الأ&amp;دوات</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>شريط الأدوات</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>تراجع</translation>
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
        <source>Deal of the &amp;Day…</source>
        <translation>توزيعة ال&amp;يوم…</translation>
    </message>
    <message>
        <source>A new random deal.</source>
        <translation>توزيعة عشوائية جديدة.</translation>
    </message>
    <message>
        <source>e.g. CF1-D3-AAAAACL — leave empty for a new deal</source>
        <translation>مثل ⁦CF1-D3-AAAAACL⁩ — اتركه فارغًا لتوزيعة جديدة</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>توزيعات يمكن الفوز بها فقط</translation>
    </message>
    <message>
        <source>Deal until the solver proves the deal can be won.</source>
        <translation>التوزيع إلى أن تثبت أداة الحل أنه يمكن الفوز بالتوزيعة.</translation>
    </message>
    <message>
        <source>Canfield</source>
        <translation>كانفيلد</translation>
    </message>
    <message>
        <source>Draw 3 or 1; any sequence moves; cards may come back from the foundations.</source>
        <translation>السحب 3 أوراق أو ورقة واحدة؛ تنتقل أي متتالية؛ يمكن استعادة الأوراق من الأساسات.</translation>
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
        <translation>يعيد التوزيعة ⁦%1⁩ بسحب %2.</translation>
    </message>
    <message>
        <source>Clear the game code</source>
        <translation>امسح رمز اللعبة</translation>
    </message>
</context>
<context>
    <name>PauseCover</name>
    <message>
        <source>Paused</source>
        <translation>اللعبة متوقفة مؤقتًا</translation>
    </message>
    <message>
        <source>The clock is stopped. Press any key or click to go on.</source>
        <translation>الساعة متوقفة. اضغط أي مفتاح أو انقر للمتابعة.</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;تراجع</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>إ&amp;عادة</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;قص</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;نسخ</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;لصق</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>حذف</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>تحديد الكل</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;نسخ</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>نسخ عنوان ال&amp;رابط</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>تحديد الكل</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>this is not a text file.</source>
        <extracomment>What the Result tag (and the mark after the last move) may say. The tags every record needs (Date is written always but a record typed by hand may leave it out). Bounds on untrusted text: far above any real record, low enough that nothing hangs or explodes.</extracomment>
        <translation>هذا ليس ملفًا نصيًا.</translation>
    </message>
    <message>
        <source>the record is too large to be a game of Canfield.</source>
        <translation>السجل أكبر من أن يكون لعبة كانفيلد.</translation>
    </message>
    <message>
        <source>the line is too long.</source>
        <translation>السطر طويل جدًا.</translation>
    </message>
    <message>
        <source>the line holds a character that has no place in a record.</source>
        <translation>في السطر محرف لا مكان له في سجل.</translation>
    </message>
    <message>
        <source>this is not a tag line: write it like [Code &quot;CF1-D3-AAAAACL&quot;].</source>
        <translation>هذا ليس سطر وسم: اكتبه هكذا ⁦[Code &quot;CF1-D3-AAAAACL&quot;]⁩.</translation>
    </message>
    <message>
        <source>the record has too many tag lines.</source>
        <translation>في السجل أسطر وسوم كثيرة جدًا.</translation>
    </message>
    <message>
        <source>the tag {tag} is given twice.</source>
        <translation>الوسم ⁦{tag}⁩ مذكور مرتين.</translation>
    </message>
    <message>
        <source>the record has no {tag} tag: it is not a Canfield game record.</source>
        <translation>لا وسم ⁦{tag}⁩ في السجل: ليس سجل لعبة كانفيلد.</translation>
    </message>
    <message>
        <source>the record is in format {found}, from a newer version of Canfield; this version reads format 1.</source>
        <translation>السجل بالصيغة {found} من إصدار أحدث من كانفيلد؛ هذا الإصدار يقرأ الصيغة 1.</translation>
    </message>
    <message>
        <source>the tag {tag} cannot be {value}.</source>
        <translation>لا يمكن أن يكون الوسم ⁦{tag}⁩ ⁦{value}⁩.</translation>
    </message>
    <message>
        <source>{text} is not a move: write moves like c2&gt;c4x2, reserve&gt;f1 or stock&gt;wastex3.</source>
        <translation>⁦{text}⁩ ليست نقلة: اكتب النقلات هكذا ⁦c2&gt;c4x2⁩ أو ⁦reserve&gt;f1⁩ أو ⁦stock&gt;wastex3⁩.</translation>
    </message>
    <message>
        <source>move number {number} is out of place: move {expected} comes next.</source>
        <translation>رقم النقلة {number} في غير مكانه: التالية هي النقلة {expected}.</translation>
    </message>
    <message>
        <source>the record has too many moves.</source>
        <translation>في السجل نقلات كثيرة جدًا.</translation>
    </message>
    <message>
        <source>the moves stop without the result mark ({result}) that ends them: the record is cut short.</source>
        <translation>تتوقف النقلات دون علامة النتيجة (⁦{result}⁩) التي تنهيها: السجل مبتور.</translation>
    </message>
    <message>
        <source>there is text after the result mark that ends the moves.</source>
        <translation>يوجد نص بعد علامة النتيجة التي تنهي النقلات.</translation>
    </message>
    <message>
        <source>the moves end with {found}, but the Result tag says {result}.</source>
        <translation>تنتهي النقلات بـ ⁦{found}⁩، لكن وسم ⁦Result⁩ يقول ⁦{result}⁩.</translation>
    </message>
    <message>
        <source>the record holds {found} moves, but its Moves tag says {count}.</source>
        <translation>في السجل {found} نقلة، لكن وسم ⁦Moves⁩ يقول {count}.</translation>
    </message>
    <message>
        <source>Line {line}: {reason}</source>
        <translation>السطر {line}: {reason}</translation>
    </message>
    <message>
        <source>move {number} ({move}) cannot be played: {why}</source>
        <extracomment>Games kept in the records file, newest last; older ones drop off. The records file&apos;s own bound, under the 8 MB every file of ours is read with: oldest records drop first. Who played the game: the player, the demo, or the player from a position of a replay (&quot;Play from here&quot;). The tags this version writes and reads, in the order it writes them; any other tag is kept as it is.</extracomment>
        <translation>لا يمكن لعب النقلة {number} (⁦{move}⁩): {why}</translation>
    </message>
    <message>
        <source>the Result tag says won, but the moves do not bring every card home.</source>
        <translation>يقول وسم ⁦Result⁩ إن اللعبة فيز بها، لكن النقلات لا توصل كل الأوراق إلى الأساسات.</translation>
    </message>
    <message>
        <source>the Result tag says {result}, but the moves win the game.</source>
        <translation>يقول وسم ⁦Result⁩ ⁦{result}⁩، لكن النقلات تفوز باللعبة.</translation>
    </message>
    <message>
        <source>move {number} comes after the game was won.</source>
        <translation>النقلة {number} تأتي بعد الفوز باللعبة.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>فوز</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>خسارة</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>أُنهيت</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>جارية</translation>
    </message>
    <message>
        <source>%1 (demo)</source>
        <translation>%1 (العرض التوضيحي)</translation>
    </message>
    <message>
        <source>%1 (from a replay)</source>
        <translation>%1 (من إعادة عرض)</translation>
    </message>
    <message>
        <source>Save Game Record</source>
        <extracomment>The file chooser&apos;s filter: a record is plain text.</extracomment>
        <translation>حفظ سجل اللعبة</translation>
    </message>
    <message>
        <source>Game records (%1)</source>
        <translation>سجلات الألعاب (⁦%1⁩)</translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation>فتح سجل لعبة</translation>
    </message>
    <message>
        <source>Save Game &amp;Record…</source>
        <extracomment>Asks where to save (replaced by tests: the system&apos;s file dialog is not driven by events).</extracomment>
        <translation>احفظ &amp;سجل اللعبة…</translation>
    </message>
    <message>
        <source>&amp;Game Records…</source>
        <translation>سجلات الأ&amp;لعاب…</translation>
    </message>
    <message>
        <source>&amp;Open Game Record…</source>
        <translation>ا&amp;فتح سجل لعبة…</translation>
    </message>
    <message>
        <source>&amp;Paste Game Record</source>
        <translation>ال&amp;صق سجل لعبة</translation>
    </message>
    <message>
        <source>The game record could not be saved in {path} ({reason}).</source>
        <translation>تعذّر حفظ سجل اللعبة في {path} ‏({reason}).</translation>
    </message>
    <message>
        <source>Game record saved in {path}.</source>
        <translation>حُفظ سجل اللعبة في {path}.</translation>
    </message>
    <message>
        <source>This game record cannot be opened.</source>
        <translation>لا يمكن فتح سجل اللعبة هذا.</translation>
    </message>
    <message>
        <source>A new game from move %1 of %2: it counts apart from the games you play from the deal.</source>
        <translation>لعبة جديدة من النقلة %1 من ⁦%2⁩: تُحتسب بمعزل عن الألعاب التي تلعبها من التوزيعة.</translation>
    </message>
    <message>
        <source>the moves of this game are not kept: it was played before game records, or its game record was deleted.</source>
        <translation>نقلات هذه اللعبة غير محفوظة: لُعبت قبل سجلات الألعاب، أو حُذف سجلها.</translation>
    </message>
    <message>
        <source>the file {path} could not be read ({reason}).</source>
        <translation>تعذّرت قراءة الملف {path} ‏({reason}).</translation>
    </message>
</context>
<context>
    <name>RecordsDialog</name>
    <message>
        <source>Game Records</source>
        <translation>سجلات الألعاب</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>وقت الانتهاء</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>القواعد</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>النقلات</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>رمز اللعبة</translation>
    </message>
    <message>
        <source>Every game that counts is kept here with all its moves: the last 500. Save one to a file to keep it for good or to share it.</source>
        <translation>تُحفظ هنا كل لعبة تُحتسب بكل نقلاتها: آخر 500 لعبة. احفظ إحداها في ملف لتبقى إلى الأبد أو لتشاركها.</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>إ&amp;عادة العرض</translation>
    </message>
    <message>
        <source>&amp;Save to File…</source>
        <translation>ا&amp;حفظ في ملف…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>اح&amp;ذف</translation>
    </message>
    <message>
        <source>Delete &amp;All…</source>
        <translation>احذف ال&amp;كل…</translation>
    </message>
    <message>
        <source>Delete All Game Records</source>
        <translation>حذف كل سجلات الألعاب</translation>
    </message>
    <message>
        <source>Delete every game record?</source>
        <translation>أتحذف كل سجلات الألعاب؟</translation>
    </message>
    <message>
        <source>Their moves are gone for good; your statistics stay as they are.</source>
        <translation>ستضيع نقلاتها نهائيًا؛ وتبقى إحصاءاتك كما هي.</translation>
    </message>
    <message>
        <source>Delete All</source>
        <translation>احذف الكل</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>أبقِها</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay: %1</source>
        <extracomment>Milliseconds between moves while playing: the speed box&apos;s choices, slow to fast.</extracomment>
        <translation>إعادة عرض: ⁦%1⁩</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>النقلات</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>التوزيعة</translation>
    </message>
    <message>
        <source>Start of the game: the deal.</source>
        <translation>بداية اللعبة: التوزيعة.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a move&apos;s row in the list</comment>
        <translation>⁦%1.⁩ %2</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3</source>
        <translation>النقلة %1 من %2: %3</translation>
    </message>
    <message>
        <source>First</source>
        <translation>الأولى</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>رجوع</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>تشغيل</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>تقدّم</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>الأخيرة</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>بطيء</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>عادي</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>سريع</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>الأسرع</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>السرعة</translation>
    </message>
    <message>
        <source>Go to move</source>
        <translation>اذهب إلى النقلة</translation>
    </message>
    <message>
        <source>Play from &amp;Here</source>
        <translation>العب من &amp;هنا</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>ال&amp;سرعة:</translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation>ال&amp;نقلة:</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;حلّل</translation>
    </message>
    <message>
        <source>Find out whether this deal could be won, and which move lost the win.</source>
        <translation>اعرف هل كان يمكن الفوز بهذه التوزيعة، وأي نقلة أضاعت الفوز.</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>التحليل</translation>
    </message>
    <message>
        <source>%v positions solved</source>
        <translation>حُلّت ⁦%v⁩ وضعيات</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>إ&amp;لغاء</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>إيقاف مؤقت</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>جارٍ تحليل اللعبة…</translation>
    </message>
    <message>
        <source>This move lost the win.</source>
        <translation>هذه النقلة أضاعت الفوز.</translation>
    </message>
    <message>
        <source>The analysis stopped without an answer.</source>
        <translation>توقف التحليل دون جواب.</translation>
    </message>
    <message>
        <source>Move %1 lost the win: %2.</source>
        <translation>النقلة %1 أضاعت الفوز: %2.</translation>
    </message>
    <message>
        <source>%1 kept it.</source>
        <translation>كان الفوز سيبقى ممكنًا مع: %1.</translation>
    </message>
    <message>
        <source>One of moves %1 to %2 lost the win: the solver could not settle the positions between them in time.</source>
        <translation>إحدى النقلات من %1 إلى %2 أضاعت الفوز: لم تستطع أداة الحل أن تحسم الأوضاع بينها في الوقت المتاح.</translation>
    </message>
    <message>
        <source>Before move %1: %2 kept it.</source>
        <translation>قبل النقلة %1: كان الفوز سيبقى ممكنًا مع: %2.</translation>
    </message>
    <message>
        <source>The deal could be won up to move %1 at least; whether a later move lost the win is unknown.</source>
        <translation>كان يمكن الفوز بالتوزيعة حتى النقلة %1 على الأقل؛ أما هل أضاعت نقلة لاحقة الفوز فغير معروف.</translation>
    </message>
    <message>
        <source>This game was won: nothing was lost.</source>
        <translation>فُزت بهذه اللعبة: لم يضع شيء.</translation>
    </message>
    <message>
        <source>This deal could not be won from the start: no move lost it.</source>
        <translation>لم يكن ممكنًا الفوز بهذه التوزيعة منذ البداية: لم تُضِع أي نقلة الفوز.</translation>
    </message>
    <message>
        <source>Unknown: the solver could not settle in time whether this deal could be won.</source>
        <translation>غير معروف: لم تستطع أداة الحل أن تحسم في الوقت المتاح هل كان يمكن الفوز بهذه التوزيعة.</translation>
    </message>
    <message>
        <source>The game ended while it could still be won: no move lost the win.</source>
        <translation>انتهت اللعبة وما زال الفوز ممكنًا: لم تُضِع أي نقلة الفوز.</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>أُلغي التحليل.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Ask before ending a game in progress</source>
        <translation>اسأل قبل إنهاء لعبة جارية</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <source>Four-colour suits (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>أنواع بأربعة ألوان (♠ أسود، ♥ أحمر، ♦ أزرق، ♣ أخضر)</translation>
    </message>
    <message>
        <source>Casino scoring (Classic rules)</source>
        <translation>نقاط الكازينو (القواعد الكلاسيكية)</translation>
    </message>
    <message>
        <source>$50 a game, $5 a card home, $500 for all 52.</source>
        <translation>50 دولارًا للعبة، و5 دولارات لكل ورقة تصل إلى الأساسات، و500 دولار إذا وصلت الأوراق الـ 52 كلها.</translation>
    </message>
    <message>
        <source>Counts from the next Classic game you start; the bankroll is in the statistics.</source>
        <translation>يُحتسب بدءًا من اللعبة الكلاسيكية التالية التي تبدؤها؛ ورصيد الكازينو في الإحصاءات.</translation>
    </message>
    <message>
        <source>Blue</source>
        <comment>card back</comment>
        <translation>أزرق</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>card back</comment>
        <translation>أحمر</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>card back</comment>
        <translation>أخضر</translation>
    </message>
    <message>
        <source>Purple</source>
        <comment>card back</comment>
        <translation>بنفسجي</translation>
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
        <source>A new language applies when you leave the list or close Settings; the game goes on.</source>
        <translation>تُطبَّق اللغة الجديدة عندما تغادر القائمة أو تغلق الإعدادات، وتستمر اللعبة.</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>أخضر</translation>
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
        <source>Larger cards</source>
        <translation>أوراق أكبر</translation>
    </message>
    <message>
        <source>High-contrast table</source>
        <translation>طاولة عالية التباين</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>المؤثرات الصوتية</translation>
    </message>
    <message>
        <source>Also in the View menu and on the toolbar (M).</source>
        <translation>موجودة أيضًا في قائمة «عرض» وفي شريط الأدوات (⁦M⁩).</translation>
    </message>
    <message>
        <source>Auto-drop: send home cards no column can ever need</source>
        <translation>النقل التلقائي: إرسال الأوراق التي لن يحتاجها أي عمود إلى الأساسات</translation>
    </message>
    <message>
        <source>This changes how the game plays: cards go to the foundations without being asked. The rules leave every move to you, so it is off unless you turn it on.</source>
        <translation>هذا يغيّر طريقة اللعب: تذهب الأوراق إلى الأساسات من دون أن تطلب ذلك. القواعد تترك لك كل حركة، لذلك يبقى النقل التلقائي معطّلًا ما لم تفعّله.</translation>
    </message>
    <message>
        <source>Card faces:</source>
        <translation>وجه الورق:</translation>
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
        <source>Default draw:</source>
        <translation>السحب الافتراضي:</translation>
    </message>
    <message>
        <source>Default rules:</source>
        <translation>القواعد الافتراضية:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>اللغة:</translation>
    </message>
    <message>
        <source>A tap also places a card on a column when it cannot go home. A double-click always does.</source>
        <translation>ترسل النقرة الورقة أيضًا إلى عمود إن لم تستطع الذهاب إلى أساسها. أما النقر المزدوج فيفعل ذلك دائمًا.</translation>
    </message>
    <message>
        <source>Double click</source>
        <translation>النقر المزدوج</translation>
    </message>
    <message>
        <source>Motion: cards glide, the deal and the win are animated</source>
        <translation>الحركة: تنزلق الأوراق ويتحرك التوزيع والفوز</translation>
    </message>
    <message>
        <source>Off: cards jump to their places (reduced motion).</source>
        <translation>عند الإيقاف: تقفز الأوراق إلى أماكنها (حركة أقل).</translation>
    </message>
    <message>
        <source>Say whether the deal can still be won</source>
        <translation>أخبرني هل ما زال الفوز بالتوزيعة ممكنًا</translation>
    </message>
    <message>
        <source>The solver&apos;s verdict in the status bar; off for no spoilers.</source>
        <translation>حكم أداة الحل في شريط الحالة؛ أوقفه كي لا يُكشف لك شيء.</translation>
    </message>
</context>
<context>
    <name>SolverStatus</name>
    <message>
        <source>All 52 cards are on the foundations.</source>
        <translation>الأوراق الـ 52 كلها على الأساسات.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>فوز</translation>
    </message>
    <message>
        <source>checking…</source>
        <extracomment>Checks after the first one that ends undecided, each with twice the budget of the one before (3, 6, 12, 24 and 48 s: the hardest lost deals need some 40 s of the solver).</extracomment>
        <translation>جارٍ التحقق…</translation>
    </message>
    <message>
        <source>winnable</source>
        <translation>يمكن الفوز</translation>
    </message>
    <message>
        <source>no longer winnable</source>
        <translation>لم يعد الفوز ممكنًا</translation>
    </message>
    <message>
        <source>not winnable</source>
        <translation>لا يمكن الفوز</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>غير معروف</translation>
    </message>
    <message>
        <source>The solver is checking this position.</source>
        <translation>تتحقق أداة الحل من هذا الوضع.</translation>
    </message>
    <message>
        <source>The solver found a way to win from here.</source>
        <translation>وجدت أداة الحل طريقًا إلى الفوز من هنا.</translation>
    </message>
    <message>
        <source>This deal could be won, but not from here any more. Undo may help.</source>
        <translation>كان يمكن الفوز بهذه التوزيعة، لكن لم يعد ذلك ممكنًا من هنا. قد يفيد التراجع.</translation>
    </message>
    <message>
        <source>The solver proved that no line wins from here.</source>
        <translation>أثبتت أداة الحل أنه لا طريق إلى الفوز من هنا.</translation>
    </message>
    <message>
        <source>The solver could not decide within its time limit.</source>
        <translation>لم تتمكن أداة الحل من الحسم في الوقت المحدد لها.</translation>
    </message>
    <message>
        <source>The solver is still checking this position: %1 so far.</source>
        <translation>لا تزال أداة الحل تتحقق من هذا الوضع: مضى %1.</translation>
    </message>
    <message>
        <source>Winnable: %1</source>
        <translation>إمكانية الفوز: %1</translation>
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
        <translation>أعادت الدورة الأخيرة في مجموعة السحب ترتيبًا سبق ظهوره، ولا توجد حركة تحقق تقدمًا: لن تغيّر دورة أخرى شيئًا. أنهِ المحاولة (تُحسب لعبةً لم يُفَز بها)، أو تراجع وواصل البحث.</translation>
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
    <name>StatisticsDialog</name>
    <message>
        <source>Demo won</source>
        <translation>فاز العرض التوضيحي</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>A recent game&apos;s id, when the player asks to replay it (a double click or Enter on its row, or Replay). A recent game&apos;s id, when the player asks where it was lost (Analyse Game: its replay, analysing).</extracomment>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>عدد الألعاب</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>مرات الفوز</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>نسبة الفوز</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>سلسلة الفوز الحالية</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>أطول سلسلة فوز</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>أعلى نتيجة</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>أسرع فوز</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>أقل عدد من الحركات للفوز</translation>
    </message>
    <message>
        <source>Average cards home</source>
        <translation>متوسط الأوراق على الأساسات</translation>
    </message>
    <message>
        <source>Most cards home</source>
        <translation>أكبر عدد من الأوراق على الأساسات</translation>
    </message>
    <message>
        <source>Total time played</source>
        <translation>إجمالي وقت اللعب</translation>
    </message>
    <message>
        <source>Undos used</source>
        <translation>عدد مرات التراجع</translation>
    </message>
    <message>
        <source>Casino games</source>
        <translation>ألعاب الكازينو</translation>
    </message>
    <message>
        <source>Casino bankroll</source>
        <translation>رصيد الكازينو</translation>
    </message>
    <message>
        <source>By Mode</source>
        <translation>حسب الوضع</translation>
    </message>
    <message>
        <source>Recent Games</source>
        <translation>الألعاب الأخيرة</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;صفّر الإحصاءات…</translation>
    </message>
    <message>
        <source>Re&amp;play Game</source>
        <translation>أ&amp;عد عرض اللعبة</translation>
    </message>
    <message>
        <source>&amp;Analyse Game</source>
        <translation>&amp;حلّل اللعبة</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>وقت الانتهاء</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>القواعد</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>النقاط</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>الوقت</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>مرات التراجع</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>رمز اللعبة</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a figure&apos;s name and its first value, as a screen reader reads a row</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>فوز</translation>
    </message>
    <message>
        <source>Won from a replay</source>
        <translation>فوز من إعادة عرض</translation>
    </message>
    <message>
        <source>%1 from a replay</source>
        <translation>%1 من إعادة عرض</translation>
    </message>
    <message>
        <source>%1 · deal of the day</source>
        <comment>a deal of the day&apos;s result in Recent Games</comment>
        <translation>%1 · توزيعة اليوم</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>win rate in percent</comment>
        <translation>%1٪</translation>
    </message>
    <message>
        <source>%1/52</source>
        <comment>cards on the foundations out of 52</comment>
        <translation>⁦%1/52⁩</translation>
    </message>
    <message>
        <source>−$%1</source>
        <comment>dollars lost</comment>
        <translation>‎−%1&#xa0;$</translation>
    </message>
    <message>
        <source>$%1</source>
        <comment>dollars won</comment>
        <translation>%1&#xa0;$</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>تصفير الإحصاءات</translation>
    </message>
    <message>
        <source>Reset the statistics of every mode?</source>
        <translation>أتريد تصفير إحصاءات كل الأوضاع؟</translation>
    </message>
    <message>
        <source>Games played, wins, streaks, records and the casino bankroll start again from zero.</source>
        <translation>يبدأ عدد الألعاب ومرات الفوز والسلاسل والأرقام القياسية ورصيد الكازينو من الصفر من جديد.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>صفّر</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>أبقِها</translation>
    </message>
    <message>
        <source>Games, wins and records for each way of playing.</source>
        <translation>الألعاب والانتصارات والأرقام القياسية لكل طريقة لعب.</translation>
    </message>
    <message>
        <source>The latest games, newest first.</source>
        <translation>أحدث الألعاب، الأحدث أولاً.</translation>
    </message>
    <message>
        <source>A game counts once a move has been made. Quitting keeps your game to finish next time, so it is not counted as lost; it counts when it ends: won, or given up for a new game or a restart (with Strict rules, also with “End Attempt”).</source>
        <translation>تُحتسب اللعبة بعد أول حركة. عند الخروج تُحفظ لعبتك لتكملها في المرة القادمة، فلا تُحسب خاسرة؛ وإنما تُحتسب عند انتهائها: بالفوز، أو بتركها من أجل لعبة جديدة أو إعادة البدء (وفي القواعد الصارمة أيضًا بـ«أنهِ المحاولة»).</translation>
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
        <source>Your game records file was damaged; new games are recorded in a new one.</source>
        <translation>كان ملف سجلات ألعابك تالفًا؛ تُسجَّل الألعاب الجديدة في ملف جديد.</translation>
    </message>
    <message>
        <source>Your deals of the day file was damaged; the days played from now on are kept in a new one.</source>
        <translation>كان ملف توزيعات اليوم لديك تالفًا؛ تُحفظ الأيام التي تُلعب من الآن في ملف جديد.</translation>
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
        <source>Some of your game records could not be read and were left out; the others were kept.</source>
        <translation>تعذّرت قراءة بعض سجلات ألعابك فتُركت؛ وحُفظ الباقي.</translation>
    </message>
    <message>
        <source>Some of your days of the deal of the day could not be read and were left out; the others were kept.</source>
        <translation>تعذّرت قراءة بعض أيام توزيعة اليوم لديك فتُركت؛ وحُفظ الباقي.</translation>
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
        <source>Your game records file comes from a newer version of Canfield; new games are recorded in a new one.</source>
        <translation>ملف سجلات ألعابك من إصدار أحدث من كانفيلد؛ تُسجَّل الألعاب الجديدة في ملف جديد.</translation>
    </message>
    <message>
        <source>Your deals of the day file comes from a newer version of Canfield. The days this version understands were kept; the others were left out.</source>
        <translation>ملف توزيعات اليوم لديك من إصدار أحدث من كانفيلد. حُفظت الأيام التي يفهمها هذا الإصدار؛ وتُرك الباقي.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read ({reason}); the defaults are used for now.</source>
        <translation>تعذّرت قراءة ملف إعداداتك ⁨{path}⁩ (⁨{reason}⁩)؛ تُستعمل القيم الافتراضية حاليًا.</translation>
    </message>
    <message>
        <source>Your statistics file {path} could not be read ({reason}); it is left as it is and not updated.</source>
        <translation>تعذّرت قراءة ملف إحصاءاتك ⁨{path}⁩ (⁨{reason}⁩)؛ يُترك كما هو ولا يُحدَّث.</translation>
    </message>
    <message>
        <source>Your saved game {path} could not be read ({reason}); a new game starts.</source>
        <translation>تعذّرت قراءة لعبتك المحفوظة ⁨{path}⁩ (⁨{reason}⁩)؛ تبدأ لعبة جديدة.</translation>
    </message>
    <message>
        <source>Your game records file {path} could not be read ({reason}); it is left as it is and not updated.</source>
        <translation>تعذّرت قراءة ملف سجلات ألعابك {path} ‏({reason})؛ تُرك كما هو ولن يُحدَّث.</translation>
    </message>
    <message>
        <source>Your deals of the day file {path} could not be read ({reason}); it is left as it is and not updated.</source>
        <translation>تعذّرت قراءة ملف توزيعات اليوم لديك ⁨{path}⁩ (⁨{reason}⁩)؛ يُترك كما هو ولا يُحدَّث.</translation>
    </message>
    <message>
        <source>not an ordinary file</source>
        <extracomment>The reason given when a file&apos;s place holds a FIFO, a device or the like.</extracomment>
        <translation>ليس ملفًا عاديًا</translation>
    </message>
    <message>
        <source>a link to a place outside its folder</source>
        <extracomment>The reason given when a file&apos;s place holds a link to somewhere outside its folder (never followed).</extracomment>
        <translation>رابط إلى مكان خارج مجلده</translation>
    </message>
    <message>
        <source>In place of your settings file {path} there was something else ({reason}). It was renamed {copy}, and the default settings are used.</source>
        <extracomment>A folder, a FIFO, a device or a link out of the folder stood where a file belongs: renamed, never lost.</extracomment>
        <translation>كان في مكان ملف إعداداتك ⁨{path}⁩ شيء آخر (⁨{reason}⁩). غُيّر اسمه إلى ⁨{copy}⁩، وتُستعمل الإعدادات الافتراضية.</translation>
    </message>
    <message>
        <source>In place of your statistics file {path} there was something else ({reason}). It was renamed {copy}, and your statistics start from the games this window knows.</source>
        <translation>كان في مكان ملف إحصاءاتك ⁨{path}⁩ شيء آخر (⁨{reason}⁩). غُيّر اسمه إلى ⁨{copy}⁩، وتبدأ إحصاءاتك من الألعاب التي تعرفها هذه النافذة.</translation>
    </message>
    <message>
        <source>In place of your saved game {path} there was something else ({reason}). It was renamed {copy}, and a new game starts.</source>
        <translation>كان في مكان لعبتك المحفوظة ⁨{path}⁩ شيء آخر (⁨{reason}⁩). غُيّر اسمه إلى ⁨{copy}⁩، وتبدأ لعبة جديدة.</translation>
    </message>
    <message>
        <source>In place of your game records file {path} there was something else ({reason}). It was renamed {copy}, and new games are recorded in a new file.</source>
        <translation>في مكان ملف سجلات ألعابك {path} كان شيء آخر ({reason}). أُعيدت تسميته {copy}، وتُسجَّل الألعاب الجديدة في ملف جديد.</translation>
    </message>
    <message>
        <source>In place of your deals of the day file {path} there was something else ({reason}). It was renamed {copy}, and the days played are kept in a new file.</source>
        <translation>في مكان ملف توزيعات اليوم لديك {path} كان شيء آخر ({reason}). أُعيدت تسميته {copy}، وتُحفظ الأيام التي تُلعب في ملف جديد.</translation>
    </message>
    <message>
        <source>Your settings file {path} is read-only, so it is left as it is: changes you make now last until you quit. Make the file writable to keep them.</source>
        <extracomment>A file its owner marked read-only: respected (never replaced or removed), and said once.</extracomment>
        <translation>ملف إعداداتك ⁨{path}⁩ للقراءة فقط، لذا يُترك كما هو: التغييرات التي تجريها الآن تبقى حتى تخرج من اللعبة. اجعل الملف قابلًا للكتابة لتحتفظ بها.</translation>
    </message>
    <message>
        <source>Your statistics file {path} is read-only, so it is left as it is. The games you finish are kept beside it and added once the file is writable again.</source>
        <translation>ملف إحصاءاتك ⁨{path}⁩ للقراءة فقط، لذا يُترك كما هو. تُحفظ الألعاب التي تُنهيها بجانبه، وتُضاف إليه حين يصبح قابلًا للكتابة من جديد.</translation>
    </message>
    <message>
        <source>Your saved game {path} is read-only, so it is left as it is. The game you play now cannot be kept to resume later; it is counted when it ends or when you quit.</source>
        <translation>لعبتك المحفوظة ⁨{path}⁩ للقراءة فقط، لذا تُترك كما هي. لا يمكن حفظ اللعبة التي تلعبها الآن لاستئنافها لاحقًا؛ تُحتسب حين تنتهي أو حين تخرج.</translation>
    </message>
    <message>
        <source>Your game records file {path} is read-only, so it is left as it is: the games you finish now are not added to it.</source>
        <translation>ملف سجلات ألعابك {path} للقراءة فقط، لذا تُرك كما هو: لن تُضاف إليه الألعاب التي تنهيها الآن.</translation>
    </message>
    <message>
        <source>Your deals of the day file {path} is read-only, so it is left as it is: the days you play now are kept until you quit.</source>
        <translation>ملف توزيعات اليوم لديك {path} للقراءة فقط، لذا تُرك كما هو: تُحفظ الأيام التي تلعبها الآن حتى تُنهي البرنامج.</translation>
    </message>
    <message>
        <source>Finished games waiting to be added to your statistics are in {path}, which could not be read ({reason}); it is left as it is.</source>
        <translation>الألعاب المنتهية التي تنتظر إضافتها إلى إحصاءاتك موجودة في الملف ⁨{path}⁩، وقد تعذّرت قراءته (⁨{reason}⁩)؛ ويُترك كما هو.</translation>
    </message>
    <message>
        <source>Some finished games waiting to be added to your statistics could not be read.</source>
        <translation>تعذّرت قراءة بعض الألعاب المنتهية التي تنتظر إضافتها إلى إحصاءاتك.</translation>
    </message>
    <message>
        <source>Canfield is already open in another window that is not answering. That window keeps its saved game; a game you play here is counted in your statistics when it ends or when you close this window, but it cannot be resumed later.</source>
        <extracomment>This window started while another one held the files and did not answer (frozen or very slow).</extracomment>
        <translation>كانفيلد مفتوح بالفعل في نافذة أخرى لا تستجيب. تحتفظ تلك النافذة بلعبتها المحفوظة؛ أما اللعبة التي تلعبها هنا فتُحتسب في إحصاءاتك حين تنتهي أو حين تغلق هذه النافذة، لكن لا يمكن استئنافها لاحقًا.</translation>
    </message>
    <message>
        <source>Canfield could not make sure that it is open in only one window: {path} is in the way and could not be moved. So that two windows never overwrite each other&apos;s game, this window leaves your saved game as it is; a game you play here is counted in your statistics when it ends or when you close this window, but it cannot be resumed later. Move {path} elsewhere and start Canfield again to go back to your saved game.</source>
        <extracomment>No lock could be taken: something in the lock&apos;s place could not be moved aside (reliability review 3).</extracomment>
        <translation>تعذّر على كانفيلد التأكد من أنه مفتوح في نافذة واحدة فقط: ⁨{path}⁩ يعترض الطريق وتعذّر نقله. وحتى لا تكتب نافذتان لعبتيهما إحداهما فوق الأخرى أبدًا، تترك هذه النافذة لعبتك المحفوظة كما هي؛ أما اللعبة التي تلعبها هنا فتُحتسب في إحصاءاتك حين تنتهي أو حين تغلق هذه النافذة، لكن لا يمكن استئنافها لاحقًا. انقل ⁨{path}⁩ إلى مكان آخر ثم شغّل كانفيلد من جديد لتعود إلى لعبتك المحفوظة.</translation>
    </message>
    <message>
        <source>permission denied</source>
        <extracomment>The reason in brackets in &quot;could not be read ({reason})&quot; / &quot;could not be saved in {folder} ({reason})&quot;.</extracomment>
        <translation>لا يوجد إذن بالوصول</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>القرص ممتلئ</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>نفدت حصة القرص</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>القرص للقراءة فقط</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>المجلد غير موجود</translation>
    </message>
    <message>
        <source>Your settings could not be saved in {folder} ({reason}). You can keep playing; what was saved before is unchanged.</source>
        <translation>تعذّر حفظ إعداداتك في ⁨{folder}⁩ (⁨{reason}⁩). يمكنك مواصلة اللعب؛ وما حُفظ من قبل لم يتغير.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved in {folder} ({reason}). You can keep playing; what was saved before is unchanged.</source>
        <translation>تعذّر حفظ إحصاءاتك في ⁨{folder}⁩ (⁨{reason}⁩). يمكنك مواصلة اللعب؛ وما حُفظ من قبل لم يتغير.</translation>
    </message>
    <message>
        <source>Your game in progress could not be saved in {folder} ({reason}). You can keep playing; what was saved before is unchanged.</source>
        <translation>تعذّر حفظ لعبتك الجارية في ⁨{folder}⁩ (⁨{reason}⁩). يمكنك مواصلة اللعب؛ وما حُفظ من قبل لم يتغير.</translation>
    </message>
    <message>
        <source>The record of your last game could not be saved in {folder} ({reason}). Canfield keeps it and tries again when the next game ends.</source>
        <translation>تعذّر حفظ سجل لعبتك الأخيرة في {folder} ‏({reason}). يحتفظ به كانفيلد ويحاول مجددًا عند انتهاء اللعبة التالية.</translation>
    </message>
    <message>
        <source>A copy of the old file was kept as {copy}.</source>
        <translation>احتُفظ بنسخة من الملف القديم باسم ⁨{copy}⁩.</translation>
    </message>
    <message>
        <source>The old file could not be moved aside and was left at {path}.</source>
        <translation>تعذّر نقل الملف القديم جانبًا فبقي في ⁨{path}⁩.</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between the field names of a {fields} list: translated too (Arabic joins with «، »).</extracomment>
        <translation>، </translation>
    </message>
    <message>
        <source>double click</source>
        <extracomment>How a settings field is named in a notice.</extracomment>
        <translation>النقر المزدوج</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>ظهر الورق</translation>
    </message>
    <message>
        <source>card faces</source>
        <translation>وجه الورق</translation>
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
        <source>casino scoring</source>
        <translation>نقاط الكازينو</translation>
    </message>
    <message>
        <source>sound effects</source>
        <translation>المؤثرات الصوتية</translation>
    </message>
    <message>
        <source>full screen</source>
        <translation>ملء الشاشة</translation>
    </message>
    <message>
        <source>auto-drop</source>
        <translation>النقل التلقائي</translation>
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
        <source>days of the deal of the day</source>
        <translation>أيام توزيعة اليوم</translation>
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
    <message>
        <source>moves from a replay</source>
        <translation>نقلات من إعادة عرض</translation>
    </message>
    <message>
        <source>date of the deal of the day</source>
        <translation>تاريخ توزيعة اليوم</translation>
    </message>
    <message>
        <source>ask before ending a game</source>
        <translation>السؤال قبل إنهاء لعبة</translation>
    </message>
    <message>
        <source>The game that just ended is not counted in your statistics yet: nothing can be saved in {folder} now. Canfield keeps it, tries again at each save and tells you when it is counted. If you quit before then, you will be asked first: games not saved by then would be lost.</source>
        <extracomment>A game ended while nothing could be written (a full disk, a read-only folder): kept in memory, said once.</extracomment>
        <translation>اللعبة التي انتهت للتو لم تُحتسب في إحصاءاتك بعد: لا يمكن حفظ أي شيء في ⁨{folder}⁩ الآن. يحتفظ بها كانفيلد ويعيد المحاولة عند كل حفظ، وسيخبرك حين تُحتسب. وإن خرجت قبل ذلك فسيسألك أولًا، لأن الألعاب التي لم تُحفظ حتى حينها ستضيع.</translation>
    </message>
    <message>
        <source>The finished games that could not be saved before are now counted in your statistics.</source>
        <extracomment>The games of NOT_COUNTED_YET were written at last.</extracomment>
        <translation>الألعاب المنتهية التي تعذّر حفظها من قبل صارت الآن محتسبة في إحصاءاتك.</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>إنه مجلد</translation>
    </message>
    <message>
        <source>Your deals of the day could not be saved in {folder} ({reason}). Canfield keeps them while it runs and tries again with the next change.</source>
        <translation>تعذّر حفظ توزيعات اليوم لديك في {folder} ‏({reason}). يحتفظ بها كانفيلد ما دام يعمل ويحاول مجددًا مع التغيير التالي.</translation>
    </message>
    <message>
        <source>motion</source>
        <translation>الحركة</translation>
    </message>
    <message>
        <source>toolbar</source>
        <translation>شريط الأدوات</translation>
    </message>
    <message>
        <source>winnable indicator</source>
        <translation>مؤشر إمكانية الفوز</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>This game: %1</source>
        <translation>هذه اللعبة: %1</translation>
    </message>
    <message>
        <source>Bankroll: %1</source>
        <translation>الرصيد: %1</translation>
    </message>
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
    <message>
        <source>Deal of the day
%1</source>
        <translation>توزيعة اليوم
%1</translation>
    </message>
</context>
<context>
    <name>UnsavedQuestion</name>
    <message>
        <source>Quit</source>
        <translation>خروج</translation>
    </message>
    <message>
        <source>Quit and lose the games that could not be saved?</source>
        <translation>هل تريد الخروج وفقدان الألعاب التي تعذّر حفظها؟</translation>
    </message>
    <message>
        <source>Games not saved: %1. Nothing can be saved now: the disk may be full, or the folder read-only. If you keep trying, Canfield saves them as soon as it can (at the next save, or when you quit again) and tells you. If you quit now, they are lost.</source>
        <translation>ألعاب لم تُحفظ: ⁦%1⁩. لا يمكن حفظ أي شيء الآن: ربما القرص ممتلئ أو المجلد للقراءة فقط. إن واصلت المحاولة، فسيحفظها كانفيلد حالما يستطيع (عند الحفظ التالي أو حين تحاول الخروج مجددًا) ويخبرك بذلك. وإن خرجت الآن فستضيع.</translation>
    </message>
    <message>
        <source>Quit Anyway</source>
        <translation>الخروج على أي حال</translation>
    </message>
    <message>
        <source>Keep Trying</source>
        <translation>مواصلة المحاولة</translation>
    </message>
</context>
<context>
    <name>WinScreen</name>
    <message>
        <source>The demo won this deal</source>
        <translation>فاز العرض التوضيحي بهذه التوزيعة</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>لقد فزت!</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>العب مجددًا</translation>
    </message>
    <message>
        <source>A new deal with the same rules and draw.</source>
        <translation>توزيعة جديدة بالقواعد نفسها وطريقة السحب نفسها.</translation>
    </message>
    <message>
        <source>Same Deal</source>
        <translation>التوزيعة نفسها</translation>
    </message>
    <message>
        <source>Play this deal again from the start.</source>
        <translation>العب هذه التوزيعة من جديد من البداية.</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>لعبة جديدة…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>إعادة العرض</translation>
    </message>
    <message>
        <source>Step through this game&apos;s moves again.</source>
        <translation>استعرض نقلات هذه اللعبة من جديد خطوة خطوة.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>%1 (%2 for the records)</source>
        <translation>⁦%1⁩ (⁦%2⁩ في الأرقام القياسية)</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>النقاط:</translation>
    </message>
    <message>
        <source>Cards home:</source>
        <translation>الأوراق على الأساسات:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>الوقت:</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>الحركات:</translation>
    </message>
    <message>
        <source>%1 in a row (best %2)</source>
        <translation>⁦%1⁩ على التوالي (الأطول: ⁦%2⁩)</translation>
    </message>
    <message>
        <source>Wins in a row:</source>
        <translation>سلسلة الفوز:</translation>
    </message>
    <message>
        <source>%1, bankroll %2</source>
        <translation>⁦%1⁩، والرصيد ⁦%2⁩</translation>
    </message>
    <message>
        <source>Casino:</source>
        <translation>الكازينو:</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>رمز اللعبة:</translation>
    </message>
    <message>
        <source>%1 — a new best</source>
        <translation>⁦%1⁩ — رقم قياسي جديد</translation>
    </message>
    <message>
        <source>%1 (best %2)</source>
        <translation>⁦%1⁩ (الأفضل ⁦%2⁩)</translation>
    </message>
    <message>
        <source>The demo played this deal: it counts as played, not won, and sets no record.</source>
        <translation>لعب العرض التوضيحي هذه التوزيعة: تُحسب لعبةً لم يُفَز بها، ولا تسجّل أي رقم قياسي.</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>Winnable Deal</source>
        <translation>توزيعة يمكن الفوز بها</translation>
    </message>
    <message>
        <source>Dealing until the solver finds a deal it can win…</source>
        <translation>جارٍ التوزيع إلى أن تجد أداة الحل توزيعة تستطيع الفوز بها…</translation>
    </message>
    <message>
        <source>Deals tried: %1 — time: %2</source>
        <translation>التوزيعات المجرَّبة: %1 — الوقت: %2</translation>
    </message>
</context>
</TS>
