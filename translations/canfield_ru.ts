<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Больше не спрашивать</translation>
    </message>
    <message>
        <source>Keep Playing</source>
        <translation>Продолжить игру</translation>
    </message>
    <message>
        <source>Restart this deal?</source>
        <translation>Сыграть эту раздачу заново?</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Заново</translation>
    </message>
    <message>
        <source>Open deal %1?</source>
        <translation>Открыть раздачу %1?</translation>
    </message>
    <message>
        <source>Open Deal</source>
        <translation>Открыть раздачу</translation>
    </message>
    <message>
        <source>End Game</source>
        <translation>Завершить</translation>
    </message>
    <message>
        <source>Your attempt at the deal of the day goes on: its time keeps counting.</source>
        <translation>Ваша попытка в раздаче дня продолжается: её время идёт дальше.</translation>
    </message>
    <message>
        <source>The deal of the day will count as played and not won: it has one attempt.</source>
        <translation>Раздача дня будет засчитана как сыгранная, но не выигранная: у неё одна попытка.</translation>
    </message>
    <message>
        <source>The game in progress will count as played and not won.</source>
        <translation>Начатая партия будет засчитана как сыгранная, но не выигранная.</translation>
    </message>
    <message>
        <source>End the game in progress?</source>
        <translation>Завершить начатую партию?</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Canfield</source>
        <translation>О программе «Кэнфилд»</translation>
    </message>
    <message>
        <source>Canfield (Demon) solitaire with exact rules, game codes, undo and a solver.</source>
        <translation>Пасьянс «Кэнфилд» («Демон») с точными правилами, кодами игр, отменой ходов и решателем.</translation>
    </message>
    <message>
        <source>Free software under the %1: you may use, copy, change and share it.</source>
        <translation>Свободная программа под лицензией %1: её можно использовать, копировать, изменять и распространять.</translation>
    </message>
    <message>
        <source>Made by the Canfield developers. Cards and icons are drawn by the game itself. Built with Qt for Python (PySide6). Rules after Hoyle and the Canfield casino.</source>
        <translation>Сделано разработчиками «Кэнфилда». Карты и значки рисует сама игра. Создано на Qt for Python (PySide6). Правила — по Хойлу и казино Кэнфилда.</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>%1: %2</source>
        <comment>a key and what it does, in the Keys list</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Board description</source>
        <translation>Описание стола</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Карточный стол</translation>
    </message>
    <message>
        <source>This attempt has stalled.</source>
        <translation>Эта попытка остановилась.</translation>
    </message>
    <message>
        <source>New game %1.</source>
        <translation>Новая игра %1.</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <translation>Отменено: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Повторено: %1</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Стрелки</translation>
    </message>
    <message>
        <source>move the focus</source>
        <translation>перемещают фокус</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>next or previous pile</source>
        <translation>следующая или предыдущая стопка</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>first or top card of a column</source>
        <translation>первая или верхняя карта столбца</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, пробел</translation>
    </message>
    <message>
        <source>pick up the focused card, or put the held cards down</source>
        <translation>взять выбранную карту с картами на ней или положить взятые карты</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>put the cards back</source>
        <translation>вернуть карты на место</translation>
    </message>
    <message>
        <source>Enter on a foundation</source>
        <translation>Enter на базе</translation>
    </message>
    <message>
        <source>pick up its top card to take it back; Enter on a column where it fits puts it there</source>
        <translation>взять её верхнюю карту, чтобы вернуть в игру; Enter на подходящем столбце кладёт её туда</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>взять карты из запаса</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>play the focused card where it can go, home first</source>
        <translation>сыграть выбранную карту туда, куда её можно положить, в первую очередь на базу</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>say the whole board</source>
        <translation>прочитать весь стол</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>a hint: the next move</source>
        <translation>подсказка: следующий ход</translation>
    </message>
    <message>
        <source>Ctrl+Z, Ctrl+Shift+Z</source>
        <translation>Ctrl+Z, Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>undo, redo</source>
        <translation>отменить ход, повторить ход</translation>
    </message>
    <message>
        <source>pause: the table is covered and the clock stops</source>
        <translation>пауза: стол закрывается, часы останавливаются</translation>
    </message>
    <message>
        <source>finish: play every card left home, when the game offers it</source>
        <translation>доиграть: отправить все оставшиеся карты на базы, когда игра это предлагает</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <translation>включить или выключить звук</translation>
    </message>
    <message>
        <source>full screen; Esc leaves it</source>
        <translation>во весь экран; Esc — выйти</translation>
    </message>
    <message>
        <source>View ▸ Appearance: card faces (a large index for low vision among them), back, table, four colours, larger cards and high contrast, with a preview; Settings keeps how the game plays</source>
        <translation>Вид ▸ Внешний вид: лицевая сторона карт (среди вариантов — крупный индекс для слабого зрения), рубашка, стол, четыре цвета, крупные карты и высокий контраст, с предпросмотром; в Настройках остаётся то, как идёт игра</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>&amp;Draw from Stock</source>
        <translation>&amp;Взять из запаса</translation>
    </message>
    <message>
        <source>&amp;Play Focused Card</source>
        <translation>&amp;Сыграть выбранную карту</translation>
    </message>
    <message>
        <source>Describe &amp;Board</source>
        <translation>&amp;Описать стол</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Как играть</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Ходы</translation>
    </message>
    <message>
        <source>Game %1 resumed.</source>
        <translation>Игра %1 продолжается.</translation>
    </message>
</context>
<context>
    <name>AppearanceDialog</name>
    <message>
        <source>Appearance</source>
        <translation>Внешний вид</translation>
    </message>
    <message>
        <source>A black table, white outlines and darker inks.</source>
        <translation>Чёрный стол, белые контуры и более тёмные краски.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Предпросмотр</translation>
    </message>
    <message>
        <source>A small table in the look chosen here.</source>
        <translation>Маленький стол в выбранном здесь оформлении.</translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;ОК</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>О&amp;тмена</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Canfield solitaire.</source>
        <translation>Пасьянс «Кэнфилд».</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>КОД</translation>
    </message>
    <message>
        <source>open this deal, e.g. CF1-D3-AAAAACL</source>
        <translation>открыть эту раздачу, например CF1-D3-AAAAACL</translation>
    </message>
    <message>
        <source>rule profile (default: your setting)</source>
        <translation>правила (по умолчанию — из настроек)</translation>
    </message>
    <message>
        <source>show the version and quit</source>
        <translation>показать версию и выйти</translation>
    </message>
    <message>
        <source>open the window, wait for the table&apos;s first frame, quit</source>
        <translation>открыть окно, дождаться первого кадра стола и выйти</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>использование: </translation>
    </message>
    <message>
        <source>show this help and quit</source>
        <translation>показать эту справку и выйти</translation>
    </message>
    <message>
        <source>options:</source>
        <translation>параметры:</translation>
    </message>
    <message>
        <source>%1: error: %2</source>
        <translation>%1: ошибка: %2</translation>
    </message>
</context>
<context>
    <name>DailyCommands</name>
    <message>
        <source>The deal of the day starts again: your attempt goes on, with its time.</source>
        <translation>Раздача дня начинается заново: ваша попытка продолжается вместе с её временем.</translation>
    </message>
    <message>
        <source>Choosing was cancelled. Open the Deal of the Day again to go on.</source>
        <translation>Выбор отменён. Откройте «Раздачу дня» снова, чтобы продолжить.</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>won</source>
        <translation>выиграно</translation>
    </message>
    <message>
        <source>played, not won</source>
        <translation>сыграно, не выиграно</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>пропущено</translation>
    </message>
    <message>
        <source>today, not played yet</source>
        <translation>сегодня, ещё не сыграно</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>нет игры</translation>
    </message>
    <message>
        <source>Canfield</source>
        <translation>Кэнфилд</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · won in %3, %n move(s)</source>
        <translation>
            <numerusform>%1 · %2 · выиграно за %3, %n ход</numerusform>
            <numerusform>%1 · %2 · выиграно за %3, %n хода</numerusform>
            <numerusform>%1 · %2 · выиграно за %3, %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · played, not won</source>
        <translation>%1 · %2 · сыграно, не выиграно</translation>
    </message>
    <message>
        <source>%1 · %2 · being played</source>
        <translation>%1 · %2 · идёт игра</translation>
    </message>
    <message>
        <source>Deal of the Day</source>
        <translation>Раздача дня</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>Choosing the day&apos;s deal</source>
        <translation>Выбор раздачи дня</translation>
    </message>
    <message>
        <source>Cancel Choosing</source>
        <translation>Отменить выбор</translation>
    </message>
    <message>
        <source>&amp;Play Today&apos;s Deal</source>
        <translation>&amp;Играть раздачу дня</translation>
    </message>
    <message>
        <source>Result to &amp;share:</source>
        <translation>Результат, чтобы &amp;поделиться:</translation>
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Choosing today&apos;s deal: the solver proves it can be won before you play it (deal %1 of %2).</source>
        <translation>Выбирается раздача дня: решатель доказывает, что её можно выиграть, прежде чем вы её сыграете (раздача %1 из %2).</translation>
    </message>
    <message>
        <source>Today&apos;s deal is chosen when you ask for it.</source>
        <translation>Раздача дня выбирается, когда вы её попросите.</translation>
    </message>
    <message>
        <source>No deal could be proven winnable today within the solver&apos;s fixed search, so there is no deal of the day: an unproven one is never offered.</source>
        <translation>Сегодня ни одну раздачу не удалось доказать выигрышной в рамках фиксированного поиска решателя, поэтому раздачи дня нет: недоказанную раздачу игра никогда не предлагает.</translation>
    </message>
    <message>
        <source>You are playing today&apos;s deal. One attempt counts; Restart goes on with it.</source>
        <translation>Вы играете раздачу дня. Засчитывается одна попытка; «Заново» продолжает её.</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Вернуться к игре</translation>
    </message>
    <message>
        <source>Your attempt at today&apos;s deal goes on: it counts once.</source>
        <translation>Ваша попытка в раздаче дня продолжается: она засчитывается один раз.</translation>
    </message>
    <message>
        <source>Today&apos;s deal is ready, proven winnable. One attempt counts: the first move begins it.</source>
        <translation>Раздача дня готова, и доказано, что её можно выиграть. Засчитывается одна попытка: она начинается с первого хода.</translation>
    </message>
    <message>
        <source>Days played in a row:</source>
        <translation>Дней сыграно подряд:</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>Лучшая:</translation>
    </message>
    <message>
        <source>Days won in a row:</source>
        <translation>Дней выиграно подряд:</translation>
    </message>
    <message>
        <source>Previous Month</source>
        <translation>Предыдущий месяц</translation>
    </message>
    <message>
        <source>Next Month</source>
        <translation>Следующий месяц</translation>
    </message>
    <message numerus="yes">
        <source>You won today&apos;s deal in %1 with %n move(s). Come back tomorrow for a new one.</source>
        <translation>
            <numerusform>Вы выиграли раздачу дня за %1, сделав %n ход. Возвращайтесь завтра за новой.</numerusform>
            <numerusform>Вы выиграли раздачу дня за %1, сделав %n хода. Возвращайтесь завтра за новой.</numerusform>
            <numerusform>Вы выиграли раздачу дня за %1, сделав %n ходов. Возвращайтесь завтра за новой.</numerusform>
        </translation>
    </message>
    <message>
        <source>Today&apos;s deal is played and not won; the day counts once. Come back tomorrow for a new one.</source>
        <translation>Раздача дня сыграна, но не выиграна; день засчитывается один раз. Возвращайтесь завтра за новой.</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <source>Demo playing: press any key or click to stop.</source>
        <translation>Идёт демонстрация: чтобы остановить, нажмите любую клавишу или щёлкните мышью.</translation>
    </message>
    <message>
        <source>The game is already won.</source>
        <translation>Игра уже выиграна.</translation>
    </message>
    <message>
        <source>Demo: the solver is looking for a win…</source>
        <translation>Демонстрация: решатель ищет путь к победе…</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Демонстрация остановлена.</translation>
    </message>
    <message>
        <source>Demo: this deal cannot be won; it turns the stock once to show why.</source>
        <translation>Демонстрация: эту раздачу не выиграть; она один раз пройдёт по запасу, чтобы показать почему.</translation>
    </message>
    <message>
        <source>Demo finished: this deal cannot be won from here.</source>
        <translation>Демонстрация окончена: отсюда эту раздачу не выиграть.</translation>
    </message>
    <message>
        <source>Demo finished: no useful move is left.</source>
        <translation>Демонстрация окончена: полезных ходов не осталось.</translation>
    </message>
    <message>
        <source>Demo: the solver plays a winning line. Press any key or click to stop.</source>
        <translation>Демонстрация: решатель играет выигрышную партию. Чтобы остановить, нажмите любую клавишу или щёлкните мышью.</translation>
    </message>
    <message>
        <source>Demo: no winning line found; the solver plays its best moves. Press any key or click to stop.</source>
        <translation>Демонстрация: путь к победе не найден; решатель делает лучшие ходы, какие нашёл. Чтобы остановить, нажмите любую клавишу или щёлкните мышью.</translation>
    </message>
    <message>
        <source>Demo stopped: the move was refused.</source>
        <translation>Демонстрация остановлена: ход не принят.</translation>
    </message>
    <message>
        <source>Demo finished.</source>
        <translation>Демонстрация окончена.</translation>
    </message>
    <message>
        <source>Demo finished: the solver makes no more progress.</source>
        <translation>Демонстрация окончена: решатель больше не продвигается.</translation>
    </message>
</context>
<context>
    <name>DesktopContrast</name>
    <message>
        <source>Your desktop asks for high contrast: the large-index cards and the high-contrast table are chosen. View ▸ Appearance changes them.</source>
        <translation>Ваш рабочий стол просит высокий контраст: выбраны карты с крупным индексом и высококонтрастный стол. Изменить это можно в меню Вид ▸ Внешний вид.</translation>
    </message>
</context>
<context>
    <name>FaceDesign</name>
    <message>
        <source>Letters in a frame</source>
        <translation>Буквы в рамке</translation>
    </message>
    <message>
        <source>Drawn figures</source>
        <translation>Рисованные фигуры</translation>
    </message>
    <message>
        <source>Large index, for low vision</source>
        <translation>Крупный индекс, для слабого зрения</translation>
    </message>
</context>
<context>
    <name>Finisher</name>
    <message>
        <source>Every card left can go home: press F (%1) to play them home.</source>
        <translation>Все оставшиеся карты могут уйти на базы: нажмите F («%1»), чтобы отправить их туда.</translation>
    </message>
    <message>
        <source>Sent home by auto-drop: %1</source>
        <translation>Автоперенос: %1</translation>
    </message>
    <message>
        <source>Finished: %1 played home. %2</source>
        <translation>Доиграно, на базы отправлено: %1. %2</translation>
    </message>
</context>
<context>
    <name>GameStatusBar</name>
    <message>
        <source>Click to copy the game code</source>
        <translation>Щёлкните, чтобы скопировать код игры</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Очки: %1</translation>
    </message>
    <message>
        <source>Home: %1/52</source>
        <translation>На базах: %1/52</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Время: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ходы: %1</translation>
    </message>
    <message>
        <source>Passes: %1</source>
        <translation>Проходы: %1</translation>
    </message>
    <message>
        <source>Game code %1 copied.</source>
        <translation>Код игры %1 скопирован.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Resize the window</source>
        <translation>Изменить размер окна</translation>
    </message>
    <message>
        <source>Moves on the table now: an undo takes its move back. Undos are counted in Statistics.</source>
        <translation>Ходы, которые сейчас на столе: отмена забирает свой ход назад. Отмены учитываются в статистике.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to Play</source>
        <translation>Как играть</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>This deal cannot be won from here: no line of moves gets every card home. Start a new game (Ctrl+N), or take moves back.</source>
        <translation>Отсюда эту раздачу не выиграть: никакая последовательность ходов не приводит все карты на базы. Начните новую игру (Ctrl+N) или отмените несколько ходов.</translation>
    </message>
    <message>
        <source>No useful move is left.</source>
        <translation>Полезных ходов не осталось.</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>Возьмите карты из запаса.</translation>
    </message>
    <message>
        <source>Turn the waste back over onto the stock.</source>
        <translation>Переверните сброс в запас.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
    <message>
        <source>Hint (this position cannot be won): %1</source>
        <translation>Подсказка (из этой позиции не выиграть): %1</translation>
    </message>
    <message>
        <source>Hint (no winning line found yet): %1</source>
        <translation>Подсказка (путь к победе пока не найден): %1</translation>
    </message>
    <message>
        <source>The game is won: no move is left to make.</source>
        <translation>Игра выиграна: ходов больше нет.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Ищем подсказку…</translation>
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
        <translation>%1: пусто</translation>
    </message>
    <message>
        <source>%1: %2 and %3 on it</source>
        <translation>%1: %2, сверху ещё %3</translation>
    </message>
    <message>
        <source>Picked up: %1 and %2 on it.</source>
        <translation>Взята карта: %1, на ней ещё %2.</translation>
    </message>
    <message>
        <source>Picked up: %1.</source>
        <translation>Взята карта: %1.</translation>
    </message>
    <message>
        <source>Put back.</source>
        <translation>Карты возвращены на место.</translation>
    </message>
    <message>
        <source>Edge of the table.</source>
        <translation>Край стола.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System language (%1)</source>
        <translation>Язык системы (%1)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sound on.</source>
        <translation>Звук включён.</translation>
    </message>
    <message>
        <source>Sound off.</source>
        <translation>Звук выключен.</translation>
    </message>
    <message>
        <source>Full screen: press Esc or F11 to leave it.</source>
        <translation>Во весь экран: чтобы выйти, нажмите Esc или F11.</translation>
    </message>
    <message>
        <source>Full screen off.</source>
        <translation>Полноэкранный режим выключен.</translation>
    </message>
    <message>
        <source>Playing again: the clock runs.</source>
        <translation>Игра продолжается: часы идут.</translation>
    </message>
    <message>
        <source>Attempt ended with %1 home. New deal: %2.</source>
        <translation>Попытка окончена, на базах: %1. Новая раздача: %2.</translation>
    </message>
    <message>
        <source>Canfield</source>
        <translation>Кэнфилд</translation>
    </message>
    <message>
        <source>The settings could not be saved; they apply until you quit.</source>
        <translation>Не удалось сохранить настройки; они действуют до выхода из игры.</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>Deal of the &amp;Day…</source>
        <translation>Раздача &amp;дня…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>&amp;Сыграть эту раздачу заново</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Копировать код игры</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Н&amp;астройки…</translation>
    </message>
    <message>
        <source>&amp;Appearance…</source>
        <translation>&amp;Внешний вид…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>&amp;Демонстрация</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Па&amp;уза</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>Доигр&amp;ать</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <source>&amp;About Canfield</source>
        <translation>&amp;О программе «Кэнфилд»</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Демонстрация</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Сообщения</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Заново</translation>
    </message>
    <message>
        <source>Rules: %1, draw %2</source>
        <translation>Правила: %1, добор по %2</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>Показывать панель &amp;инструментов</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Панель инструментов</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Добор</translation>
    </message>
    <message>
        <source>3 cards (Hard)</source>
        <translation>3 карты (сложно)</translation>
    </message>
    <message>
        <source>1 card (Easy)</source>
        <translation>1 карта (легко)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Game code (optional)</source>
        <translation>Код игры (необязательно)</translation>
    </message>
    <message>
        <source>Deal of the &amp;Day…</source>
        <translation>Раздача &amp;дня…</translation>
    </message>
    <message>
        <source>A new random deal.</source>
        <translation>Новая случайная раздача.</translation>
    </message>
    <message>
        <source>e.g. CF1-D3-AAAAACL — leave empty for a new deal</source>
        <translation>например, CF1-D3-AAAAACL — оставьте пустым для новой раздачи</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Только выигрышные раздачи</translation>
    </message>
    <message>
        <source>Deal until the solver proves the deal can be won.</source>
        <translation>Раздавать, пока решатель не докажет, что раздачу можно выиграть.</translation>
    </message>
    <message>
        <source>Canfield</source>
        <translation>Кэнфилд</translation>
    </message>
    <message>
        <source>Draw 3 or 1; any sequence moves; cards may come back from the foundations.</source>
        <translation>Добор по 3 или по 1; переносится любая последовательность; карты можно снимать с баз.</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>Строгий</translation>
    </message>
    <message>
        <source>Draw 3; only the top card or a whole column moves; stalled attempts are announced.</source>
        <translation>Добор по 3; переносится только верхняя карта или весь столбец; об остановке попытки игра сообщает.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классический</translation>
    </message>
    <message>
        <source>Hoyle&apos;s rules: draw 3; only whole columns move between columns.</source>
        <translation>Правила Хойла: добор по 3; между столбцами переносится только целый столбец.</translation>
    </message>
    <message>
        <source>Replays deal %1 with draw %2.</source>
        <translation>Повторяет раздачу %1 с добором по %2.</translation>
    </message>
    <message>
        <source>Clear the game code</source>
        <translation>Очистить код игры</translation>
    </message>
</context>
<context>
    <name>PauseCover</name>
    <message>
        <source>Paused</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>The clock is stopped. Press any key or click to go on.</source>
        <translation>Часы остановлены. Чтобы продолжить, нажмите любую клавишу или щёлкните мышью.</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Вырезать</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Вст&amp;авить</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Выделить всё</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Копировать &amp;адрес ссылки</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Выделить всё</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>this is not a text file.</source>
        <extracomment>What the Result tag (and the mark after the last move) may say. The tags every record needs (Date is written always but a record typed by hand may leave it out). Bounds on untrusted text: far above any real record, low enough that nothing hangs or explodes.</extracomment>
        <translation>это не текстовый файл.</translation>
    </message>
    <message>
        <source>the record is too large to be a game of Canfield.</source>
        <translation>запись слишком велика для партии Кэнфилда.</translation>
    </message>
    <message>
        <source>the line is too long.</source>
        <translation>строка слишком длинная.</translation>
    </message>
    <message>
        <source>the line holds a character that has no place in a record.</source>
        <translation>в строке есть символ, которому не место в записи.</translation>
    </message>
    <message>
        <source>this is not a tag line: write it like [Code &quot;CF1-D3-AAAAACL&quot;].</source>
        <translation>это не строка тега: пишите её так: [Code &quot;CF1-D3-AAAAACL&quot;].</translation>
    </message>
    <message>
        <source>the record has too many tag lines.</source>
        <translation>в записи слишком много строк тегов.</translation>
    </message>
    <message>
        <source>the tag {tag} is given twice.</source>
        <translation>тег {tag} указан дважды.</translation>
    </message>
    <message>
        <source>the record has no {tag} tag: it is not a Canfield game record.</source>
        <translation>в записи нет тега {tag}: это не запись партии Кэнфилда.</translation>
    </message>
    <message>
        <source>the record is in format {found}, from a newer version of Canfield; this version reads format 1.</source>
        <translation>запись в формате {found} из более новой версии Кэнфилда; эта версия читает формат 1.</translation>
    </message>
    <message>
        <source>the tag {tag} cannot be {value}.</source>
        <translation>тег {tag} не может быть {value}.</translation>
    </message>
    <message>
        <source>{text} is not a move: write moves like c2&gt;c4x2, reserve&gt;f1 or stock&gt;wastex3.</source>
        <translation>{text} — не ход: записывайте ходы так: c2&gt;c4x2, reserve&gt;f1 или stock&gt;wastex3.</translation>
    </message>
    <message>
        <source>move number {number} is out of place: move {expected} comes next.</source>
        <translation>номер хода {number} не на месте: следующим идёт ход {expected}.</translation>
    </message>
    <message>
        <source>the record has too many moves.</source>
        <translation>в записи слишком много ходов.</translation>
    </message>
    <message>
        <source>the moves stop without the result mark ({result}) that ends them: the record is cut short.</source>
        <translation>ходы обрываются без знака результата ({result}), которым они заканчиваются: запись обрезана.</translation>
    </message>
    <message>
        <source>there is text after the result mark that ends the moves.</source>
        <translation>после знака результата, которым заканчиваются ходы, есть текст.</translation>
    </message>
    <message>
        <source>the moves end with {found}, but the Result tag says {result}.</source>
        <translation>ходы заканчиваются на {found}, а тег Result говорит {result}.</translation>
    </message>
    <message>
        <source>the record holds {found} moves, but its Moves tag says {count}.</source>
        <translation>в записи ходов: {found}, а тег Moves говорит {count}.</translation>
    </message>
    <message>
        <source>Line {line}: {reason}</source>
        <translation>Строка {line}: {reason}</translation>
    </message>
    <message>
        <source>move {number} ({move}) cannot be played: {why}</source>
        <extracomment>Games kept in the records file, newest last; older ones drop off. The records file&apos;s own bound, under the 8 MB every file of ours is read with: oldest records drop first. Who played the game: the player, the demo, or the player from a position of a replay (&quot;Play from here&quot;). The tags this version writes and reads, in the order it writes them; any other tag is kept as it is.</extracomment>
        <translation>ход {number} ({move}) сделать нельзя: {why}</translation>
    </message>
    <message>
        <source>the Result tag says won, but the moves do not bring every card home.</source>
        <translation>тег Result говорит о победе, но ходы не приводят все карты на базы.</translation>
    </message>
    <message>
        <source>the Result tag says {result}, but the moves win the game.</source>
        <translation>тег Result говорит {result}, но ходы выигрывают партию.</translation>
    </message>
    <message>
        <source>move {number} comes after the game was won.</source>
        <translation>ход {number} идёт после того, как партия уже выиграна.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Проигрыш</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Прервана</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Идёт</translation>
    </message>
    <message>
        <source>%1 (demo)</source>
        <translation>%1 (демонстрация)</translation>
    </message>
    <message>
        <source>%1 (from a replay)</source>
        <translation>%1 (из повтора)</translation>
    </message>
    <message>
        <source>Save Game Record</source>
        <extracomment>The file chooser&apos;s filter: a record is plain text.</extracomment>
        <translation>Сохранить запись партии</translation>
    </message>
    <message>
        <source>Game records (%1)</source>
        <translation>Записи партий (%1)</translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation>Открыть запись партии</translation>
    </message>
    <message>
        <source>Save Game &amp;Record…</source>
        <extracomment>Asks where to save (replaced by tests: the system&apos;s file dialog is not driven by events).</extracomment>
        <translation>Сохранить &amp;запись партии…</translation>
    </message>
    <message>
        <source>&amp;Game Records…</source>
        <translation>Зап&amp;иси партий…</translation>
    </message>
    <message>
        <source>&amp;Open Game Record…</source>
        <translation>&amp;Открыть запись партии…</translation>
    </message>
    <message>
        <source>&amp;Paste Game Record</source>
        <translation>Вставить запись &amp;партии</translation>
    </message>
    <message>
        <source>The game record could not be saved in {path} ({reason}).</source>
        <translation>Не удалось сохранить запись партии в {path} ({reason}).</translation>
    </message>
    <message>
        <source>Game record saved in {path}.</source>
        <translation>Запись партии сохранена в {path}.</translation>
    </message>
    <message>
        <source>This game record cannot be opened.</source>
        <translation>Эту запись партии открыть нельзя.</translation>
    </message>
    <message>
        <source>A new game from move %1 of %2: it counts apart from the games you play from the deal.</source>
        <translation>Новая игра с хода %1 партии %2: она учитывается отдельно от игр, сыгранных с раздачи.</translation>
    </message>
    <message>
        <source>the moves of this game are not kept: it was played before game records, or its game record was deleted.</source>
        <translation>ходы этой партии не сохранены: она сыграна до появления записей партий, или её запись удалена.</translation>
    </message>
    <message>
        <source>the file {path} could not be read ({reason}).</source>
        <translation>не удалось прочитать файл {path} ({reason}).</translation>
    </message>
</context>
<context>
    <name>RecordsDialog</name>
    <message>
        <source>Game Records</source>
        <translation>Записи партий</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Код игры</translation>
    </message>
    <message>
        <source>Every game that counts is kept here with all its moves: the last 500. Save one to a file to keep it for good or to share it.</source>
        <translation>Здесь хранится каждая засчитанная партия со всеми ходами: последние 500. Сохраните партию в файл, чтобы оставить её навсегда или поделиться ею.</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Повтор</translation>
    </message>
    <message>
        <source>&amp;Save to File…</source>
        <translation>&amp;Сохранить в файл…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Delete &amp;All…</source>
        <translation>Удалить &amp;все…</translation>
    </message>
    <message>
        <source>Delete All Game Records</source>
        <translation>Удаление всех записей партий</translation>
    </message>
    <message>
        <source>Delete every game record?</source>
        <translation>Удалить все записи партий?</translation>
    </message>
    <message>
        <source>Their moves are gone for good; your statistics stay as they are.</source>
        <translation>Их ходы пропадут навсегда; статистика останется как есть.</translation>
    </message>
    <message>
        <source>Delete All</source>
        <translation>Удалить все</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Оставить</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay: %1</source>
        <extracomment>Milliseconds between moves while playing: the speed box&apos;s choices, slow to fast.</extracomment>
        <translation>Повтор: %1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Start of the game: the deal.</source>
        <translation>Начало партии: раздача.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a move&apos;s row in the list</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3</source>
        <translation>Ход %1 из %2: %3</translation>
    </message>
    <message>
        <source>First</source>
        <translation>В начало</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Воспроизвести</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>В конец</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Очень быстро</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>Go to move</source>
        <translation>Перейти к ходу</translation>
    </message>
    <message>
        <source>Play from &amp;Here</source>
        <translation>Играть &amp;отсюда</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Скорость:</translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Ход:</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Анализ</translation>
    </message>
    <message>
        <source>Find out whether this deal could be won, and which move lost the win.</source>
        <translation>Узнать, можно ли было выиграть эту раздачу и какой ход упустил победу.</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>%v positions solved</source>
        <translation>Решено позиций: %v</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>О&amp;тмена</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Идёт анализ партии…</translation>
    </message>
    <message>
        <source>This move lost the win.</source>
        <translation>Этот ход упустил победу.</translation>
    </message>
    <message>
        <source>The analysis stopped without an answer.</source>
        <translation>Анализ остановился, не дав ответа.</translation>
    </message>
    <message>
        <source>Move %1 lost the win: %2.</source>
        <translation>Ход %1 упустил победу: %2.</translation>
    </message>
    <message>
        <source>%1 kept it.</source>
        <translation>Победу сохранял ход: %1.</translation>
    </message>
    <message>
        <source>One of moves %1 to %2 lost the win: the solver could not settle the positions between them in time.</source>
        <translation>Победу упустил один из ходов с %1 по %2: решатель не успел выяснить позиции между ними.</translation>
    </message>
    <message>
        <source>Before move %1: %2 kept it.</source>
        <translation>Перед ходом %1 победу сохранял ход: %2.</translation>
    </message>
    <message>
        <source>The deal could be won up to move %1 at least; whether a later move lost the win is unknown.</source>
        <translation>Раздачу можно было выиграть по крайней мере до хода %1; упустил ли победу более поздний ход, неизвестно.</translation>
    </message>
    <message>
        <source>This game was won: nothing was lost.</source>
        <translation>Эта партия выиграна: ничего не упущено.</translation>
    </message>
    <message>
        <source>This deal could not be won from the start: no move lost it.</source>
        <translation>Эту раздачу нельзя было выиграть с самого начала: ни один ход не упустил победу.</translation>
    </message>
    <message>
        <source>Unknown: the solver could not settle in time whether this deal could be won.</source>
        <translation>Неизвестно: решатель не успел выяснить, можно ли было выиграть эту раздачу.</translation>
    </message>
    <message>
        <source>The game ended while it could still be won: no move lost the win.</source>
        <translation>Партия закончилась, когда её ещё можно было выиграть: ни один ход не упустил победу.</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Анализ отменён.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Ask before ending a game in progress</source>
        <translation>Спрашивать, прежде чем завершить начатую партию</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Four-colour suits (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Четырёхцветные масти (♠ чёрные, ♥ красные, ♦ синие, ♣ зелёные)</translation>
    </message>
    <message>
        <source>Casino scoring (Classic rules)</source>
        <translation>Очки как в казино (классические правила)</translation>
    </message>
    <message>
        <source>$50 a game, $5 a card home, $500 for all 52.</source>
        <translation>50&#xa0;$ за игру, 5&#xa0;$ за каждую карту на базе, 500&#xa0;$ за все 52.</translation>
    </message>
    <message>
        <source>Counts from the next Classic game you start; the bankroll is in the statistics.</source>
        <translation>Действует со следующей начатой классической игры; баланс казино — в статистике.</translation>
    </message>
    <message>
        <source>Blue</source>
        <comment>card back</comment>
        <translation>Синяя</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>card back</comment>
        <translation>Красная</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>card back</comment>
        <translation>Зелёная</translation>
    </message>
    <message>
        <source>Purple</source>
        <comment>card back</comment>
        <translation>Фиолетовая</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <source>A new language applies when you leave the list or close Settings; the game goes on.</source>
        <translation>Новый язык применится, когда вы выйдете из списка или закроете настройки; игра продолжится.</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Серый</translation>
    </message>
    <message>
        <source>3 cards (Hard)</source>
        <translation>3 карты (сложно)</translation>
    </message>
    <message>
        <source>1 card (Easy)</source>
        <translation>1 карта (легко)</translation>
    </message>
    <message>
        <source>Larger cards</source>
        <translation>Крупные карты</translation>
    </message>
    <message>
        <source>High-contrast table</source>
        <translation>Высококонтрастный стол</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Звуковые эффекты</translation>
    </message>
    <message>
        <source>Also in the View menu and on the toolbar (M).</source>
        <translation>Также в меню «Вид» и на панели инструментов (M).</translation>
    </message>
    <message>
        <source>Auto-drop: send home cards no column can ever need</source>
        <translation>Автоперенос на базы: отправлять туда карты, которые не понадобятся ни одному столбцу</translation>
    </message>
    <message>
        <source>This changes how the game plays: cards go to the foundations without being asked. The rules leave every move to you, so it is off unless you turn it on.</source>
        <translation>Это меняет ход игры: карты уходят на базы без вашей команды. По правилам каждый ход делаете вы сами, поэтому автоперенос выключен, пока вы его не включите.</translation>
    </message>
    <message>
        <source>Card faces:</source>
        <translation>Лицевая сторона карт:</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Рубашка карт:</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Цвет стола:</translation>
    </message>
    <message>
        <source>Default draw:</source>
        <translation>Добор по умолчанию:</translation>
    </message>
    <message>
        <source>Default rules:</source>
        <translation>Правила по умолчанию:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>A tap also places a card on a column when it cannot go home. A double-click always does.</source>
        <translation>Щелчок отправляет карту и в столбец, если ей нельзя на базу. Двойной щелчок делает это всегда.</translation>
    </message>
    <message>
        <source>Double click</source>
        <translation>Двойной щелчок</translation>
    </message>
    <message>
        <source>Motion: cards glide, the deal and the win are animated</source>
        <translation>Движение: карты скользят, раздача и победа анимированы</translation>
    </message>
    <message>
        <source>Off: cards jump to their places (reduced motion).</source>
        <translation>Выключено: карты сразу встают на места (меньше движения).</translation>
    </message>
    <message>
        <source>Say whether the deal can still be won</source>
        <translation>Сообщать, можно ли ещё выиграть раздачу</translation>
    </message>
    <message>
        <source>The solver&apos;s verdict in the status bar; off for no spoilers.</source>
        <translation>Вывод решателя в строке состояния; выключите, чтобы не знать заранее.</translation>
    </message>
</context>
<context>
    <name>SolverStatus</name>
    <message>
        <source>All 52 cards are on the foundations.</source>
        <translation>Все 52 карты на базах.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>выиграно</translation>
    </message>
    <message>
        <source>checking…</source>
        <extracomment>Checks after the first one that ends undecided, each with twice the budget of the one before (3, 6, 12, 24 and 48 s: the hardest lost deals need some 40 s of the solver).</extracomment>
        <translation>проверка…</translation>
    </message>
    <message>
        <source>winnable</source>
        <translation>можно выиграть</translation>
    </message>
    <message>
        <source>no longer winnable</source>
        <translation>выиграть уже нельзя</translation>
    </message>
    <message>
        <source>not winnable</source>
        <translation>выиграть нельзя</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>The solver is checking this position.</source>
        <translation>Решатель проверяет эту позицию.</translation>
    </message>
    <message>
        <source>The solver found a way to win from here.</source>
        <translation>Решатель нашёл путь к победе из этой позиции.</translation>
    </message>
    <message>
        <source>This deal could be won, but not from here any more. Undo may help.</source>
        <translation>Эту раздачу можно было выиграть, но из этой позиции уже нельзя. Отмена ходов может помочь.</translation>
    </message>
    <message>
        <source>The solver proved that no line wins from here.</source>
        <translation>Решатель доказал, что из этой позиции выиграть нельзя.</translation>
    </message>
    <message>
        <source>The solver could not decide within its time limit.</source>
        <translation>Решатель не успел ничего доказать за отведённое время.</translation>
    </message>
    <message>
        <source>The solver is still checking this position: %1 so far.</source>
        <translation>Решатель всё ещё проверяет эту позицию: прошло %1.</translation>
    </message>
    <message>
        <source>Winnable: %1</source>
        <translation>Шансы на победу: %1</translation>
    </message>
</context>
<context>
    <name>StallDialog</name>
    <message>
        <source>Attempt stalled</source>
        <translation>Попытка остановилась</translation>
    </message>
    <message>
        <source>This attempt has stalled.</source>
        <translation>Эта попытка остановилась.</translation>
    </message>
    <message>
        <source>The last pass through the stock brought it back to an order already seen, and no move can make progress: another pass would change nothing. End the attempt (it counts as not won), or undo and search on.</source>
        <translation>Последний проход по запасу вернул уже встречавшийся порядок, и ни один ход не даёт продвижения: новый проход ничего не изменит. Закончите попытку (она не засчитывается как победа) или отмените ходы и ищите дальше.</translation>
    </message>
    <message>
        <source>End Attempt</source>
        <translation>Закончить попытку</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить ход</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Demo won</source>
        <translation>Выиграла демонстрация</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>A recent game&apos;s id, when the player asks to replay it (a double click or Enter on its row, or Replay). A recent game&apos;s id, when the player asks where it was lost (Analyse Game: its replay, analysing).</extracomment>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Сыграно игр</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Выиграно игр</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Текущая серия побед</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Лучшая серия побед</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Лучший счёт</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Самая быстрая победа</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>Меньше всего ходов до победы</translation>
    </message>
    <message>
        <source>Average cards home</source>
        <translation>В среднем карт на базах</translation>
    </message>
    <message>
        <source>Most cards home</source>
        <translation>Максимум карт на базах</translation>
    </message>
    <message>
        <source>Total time played</source>
        <translation>Общее время игры</translation>
    </message>
    <message>
        <source>Undos used</source>
        <translation>Использовано отмен</translation>
    </message>
    <message>
        <source>Casino games</source>
        <translation>Игр в казино</translation>
    </message>
    <message>
        <source>Casino bankroll</source>
        <translation>Баланс казино</translation>
    </message>
    <message>
        <source>By Mode</source>
        <translation>По режимам</translation>
    </message>
    <message>
        <source>Recent Games</source>
        <translation>Последние игры</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Сбросить статистику…</translation>
    </message>
    <message>
        <source>Re&amp;play Game</source>
        <translation>&amp;Повтор партии</translation>
    </message>
    <message>
        <source>&amp;Analyse Game</source>
        <translation>&amp;Анализ партии</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Отмены</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Код игры</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a figure&apos;s name and its first value, as a screen reader reads a row</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Won from a replay</source>
        <translation>Победа из повтора</translation>
    </message>
    <message>
        <source>%1 from a replay</source>
        <translation>%1 из повтора</translation>
    </message>
    <message>
        <source>%1 · deal of the day</source>
        <comment>a deal of the day&apos;s result in Recent Games</comment>
        <translation>%1 · раздача дня</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>win rate in percent</comment>
        <translation>%1&#xa0;%</translation>
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
        <translation>Сброс статистики</translation>
    </message>
    <message>
        <source>Reset the statistics of every mode?</source>
        <translation>Сбросить статистику всех режимов?</translation>
    </message>
    <message>
        <source>Games played, wins, streaks, records and the casino bankroll start again from zero.</source>
        <translation>Число игр, победы, серии, рекорды и баланс казино начнутся с нуля.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Оставить</translation>
    </message>
    <message>
        <source>Games, wins and records for each way of playing.</source>
        <translation>Игры, победы и рекорды для каждого способа игры.</translation>
    </message>
    <message>
        <source>The latest games, newest first.</source>
        <translation>Последние игры, сначала новые.</translation>
    </message>
    <message>
        <source>A game counts once a move has been made. Quitting keeps your game to finish next time, so it is not counted as lost; it counts when it ends: won, or given up for a new game or a restart (with Strict rules, also with “End Attempt”).</source>
        <translation>Игра учитывается после первого хода. При выходе игра сохраняется, чтобы вы доиграли её в следующий раз, поэтому проигрышем она не считается; она учитывается, когда завершается: победой или отказом от неё — ради новой игры или повторной раздачи (в строгих правилах также кнопкой «Закончить попытку»).</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your settings file was damaged and has been reset to the defaults.</source>
        <translation>Файл настроек был повреждён; настройки сброшены к стандартным.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and your statistics have been reset.</source>
        <translation>Файл статистики был повреждён; статистика сброшена.</translation>
    </message>
    <message>
        <source>Your saved game was damaged and could not be reopened; a new game starts.</source>
        <translation>Сохранённая игра была повреждена и не открылась; начинается новая игра.</translation>
    </message>
    <message>
        <source>Your game records file was damaged; new games are recorded in a new one.</source>
        <translation>Файл записей партий был повреждён; новые партии записываются в новый файл.</translation>
    </message>
    <message>
        <source>Your deals of the day file was damaged; the days played from now on are kept in a new one.</source>
        <translation>Файл раздач дня был повреждён; дни, сыгранные с этого момента, сохраняются в новом файле.</translation>
    </message>
    <message>
        <source>Part of your saved game could not be read ({fields}) and was reset; the game itself was reopened.</source>
        <translation>Часть сохранённой игры не удалось прочитать ({fields}), она сброшена; сама игра открыта.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read ({fields}) and were reset to their defaults; the others were kept.</source>
        <translation>Некоторые настройки не удалось прочитать ({fields}), они сброшены к стандартным; остальные сохранены.</translation>
    </message>
    <message>
        <source>Part of your statistics could not be read ({fields}) and was reset; everything else was kept.</source>
        <translation>Часть статистики не удалось прочитать ({fields}), она сброшена; всё остальное сохранено.</translation>
    </message>
    <message>
        <source>Some of your game records could not be read and were left out; the others were kept.</source>
        <translation>Некоторые записи партий не удалось прочитать, и они пропущены; остальные сохранены.</translation>
    </message>
    <message>
        <source>Some of your days of the deal of the day could not be read and were left out; the others were kept.</source>
        <translation>Некоторые дни раздачи дня не удалось прочитать, и они пропущены; остальные сохранены.</translation>
    </message>
    <message>
        <source>Your settings file comes from a newer version of Canfield. The settings this version understands were kept; the others were reset.</source>
        <translation>Файл настроек создан более новой версией «Кэнфилда». Настройки, понятные этой версии, сохранены; остальные сброшены.</translation>
    </message>
    <message>
        <source>Your statistics file comes from a newer version of Canfield. The figures this version understands were kept; the others were reset.</source>
        <translation>Файл статистики создан более новой версией «Кэнфилда». Данные, понятные этой версии, сохранены; остальные сброшены.</translation>
    </message>
    <message>
        <source>Your saved game comes from a newer version of Canfield and cannot be reopened here; a new game starts.</source>
        <translation>Сохранённая игра создана более новой версией «Кэнфилда» и здесь не откроется; начинается новая игра.</translation>
    </message>
    <message>
        <source>Your game records file comes from a newer version of Canfield; new games are recorded in a new one.</source>
        <translation>Файл записей партий создан более новой версией Кэнфилда; новые партии записываются в новый файл.</translation>
    </message>
    <message>
        <source>Your deals of the day file comes from a newer version of Canfield. The days this version understands were kept; the others were left out.</source>
        <translation>Файл раздач дня создан более новой версией Кэнфилда. Дни, понятные этой версии, сохранены; остальные пропущены.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read ({reason}); the defaults are used for now.</source>
        <translation>Не удалось прочитать файл настроек {path} ({reason}); пока используются стандартные настройки.</translation>
    </message>
    <message>
        <source>Your statistics file {path} could not be read ({reason}); it is left as it is and not updated.</source>
        <translation>Не удалось прочитать файл статистики {path} ({reason}); он оставлен как есть и не обновляется.</translation>
    </message>
    <message>
        <source>Your saved game {path} could not be read ({reason}); a new game starts.</source>
        <translation>Не удалось прочитать сохранённую игру {path} ({reason}); начинается новая игра.</translation>
    </message>
    <message>
        <source>Your game records file {path} could not be read ({reason}); it is left as it is and not updated.</source>
        <translation>Не удалось прочитать файл записей партий {path} ({reason}); он оставлен как есть и не обновляется.</translation>
    </message>
    <message>
        <source>Your deals of the day file {path} could not be read ({reason}); it is left as it is and not updated.</source>
        <translation>Не удалось прочитать файл раздач дня {path} ({reason}); он оставлен как есть и не обновляется.</translation>
    </message>
    <message>
        <source>not an ordinary file</source>
        <extracomment>The reason given when a file&apos;s place holds a FIFO, a device or the like.</extracomment>
        <translation>это не обычный файл</translation>
    </message>
    <message>
        <source>a link to a place outside its folder</source>
        <extracomment>The reason given when a file&apos;s place holds a link to somewhere outside its folder (never followed).</extracomment>
        <translation>ссылка за пределы своей папки</translation>
    </message>
    <message>
        <source>In place of your settings file {path} there was something else ({reason}). It was renamed {copy}, and the default settings are used.</source>
        <extracomment>A folder, a FIFO, a device or a link out of the folder stood where a file belongs: renamed, never lost.</extracomment>
        <translation>На месте файла настроек {path} оказалось что-то другое ({reason}). Оно переименовано в {copy}; используются стандартные настройки.</translation>
    </message>
    <message>
        <source>In place of your statistics file {path} there was something else ({reason}). It was renamed {copy}, and your statistics start from the games this window knows.</source>
        <translation>На месте файла статистики {path} оказалось что-то другое ({reason}). Оно переименовано в {copy}; статистика начинается с игр, известных этому окну.</translation>
    </message>
    <message>
        <source>In place of your saved game {path} there was something else ({reason}). It was renamed {copy}, and a new game starts.</source>
        <translation>На месте сохранённой игры {path} оказалось что-то другое ({reason}). Оно переименовано в {copy}; начинается новая игра.</translation>
    </message>
    <message>
        <source>In place of your game records file {path} there was something else ({reason}). It was renamed {copy}, and new games are recorded in a new file.</source>
        <translation>На месте файла записей партий {path} оказалось что-то другое ({reason}). Оно переименовано в {copy}, а новые партии записываются в новый файл.</translation>
    </message>
    <message>
        <source>In place of your deals of the day file {path} there was something else ({reason}). It was renamed {copy}, and the days played are kept in a new file.</source>
        <translation>На месте файла раздач дня {path} оказалось что-то другое ({reason}). Оно переименовано в {copy}, а сыгранные дни сохраняются в новом файле.</translation>
    </message>
    <message>
        <source>Your settings file {path} is read-only, so it is left as it is: changes you make now last until you quit. Make the file writable to keep them.</source>
        <extracomment>A file its owner marked read-only: respected (never replaced or removed), and said once.</extracomment>
        <translation>Файл настроек {path} доступен только для чтения, поэтому он оставлен как есть: изменения, сделанные сейчас, действуют до выхода из игры. Чтобы сохранить их, разрешите запись в этот файл.</translation>
    </message>
    <message>
        <source>Your statistics file {path} is read-only, so it is left as it is. The games you finish are kept beside it and added once the file is writable again.</source>
        <translation>Файл статистики {path} доступен только для чтения, поэтому он оставлен как есть. Законченные игры хранятся рядом с ним и будут добавлены, когда запись в файл снова станет возможной.</translation>
    </message>
    <message>
        <source>Your saved game {path} is read-only, so it is left as it is. The game you play now cannot be kept to resume later; it is counted when it ends or when you quit.</source>
        <translation>Сохранённая игра {path} доступна только для чтения, поэтому она оставлена как есть. Текущую игру нельзя сохранить, чтобы продолжить потом; она будет учтена, когда закончится или когда вы выйдете.</translation>
    </message>
    <message>
        <source>Your game records file {path} is read-only, so it is left as it is: the games you finish now are not added to it.</source>
        <translation>Файл записей партий {path} доступен только для чтения, поэтому оставлен как есть: партии, которые вы закончите сейчас, в него не добавятся.</translation>
    </message>
    <message>
        <source>Your deals of the day file {path} is read-only, so it is left as it is: the days you play now are kept until you quit.</source>
        <translation>Файл раздач дня {path} доступен только для чтения, поэтому оставлен как есть: дни, которые вы сыграете сейчас, хранятся до выхода из игры.</translation>
    </message>
    <message>
        <source>Finished games waiting to be added to your statistics are in {path}, which could not be read ({reason}); it is left as it is.</source>
        <translation>Законченные игры, ожидающие добавления в статистику, хранятся в файле {path}, но его не удалось прочитать ({reason}); файл оставлен как есть.</translation>
    </message>
    <message>
        <source>Some finished games waiting to be added to your statistics could not be read.</source>
        <translation>Некоторые законченные игры, ожидающие добавления в статистику, не удалось прочитать.</translation>
    </message>
    <message>
        <source>Canfield is already open in another window that is not answering. That window keeps its saved game; a game you play here is counted in your statistics when it ends or when you close this window, but it cannot be resumed later.</source>
        <extracomment>This window started while another one held the files and did not answer (frozen or very slow).</extracomment>
        <translation>«Кэнфилд» уже открыт в другом окне, которое не отвечает. То окно сохраняет свою игру; игра в этом окне будет учтена в статистике, когда закончится или когда вы закроете окно, но продолжить её потом будет нельзя.</translation>
    </message>
    <message>
        <source>Canfield could not make sure that it is open in only one window: {path} is in the way and could not be moved. So that two windows never overwrite each other&apos;s game, this window leaves your saved game as it is; a game you play here is counted in your statistics when it ends or when you close this window, but it cannot be resumed later. Move {path} elsewhere and start Canfield again to go back to your saved game.</source>
        <extracomment>No lock could be taken: something in the lock&apos;s place could not be moved aside (reliability review 3).</extracomment>
        <translation>«Кэнфилд» не смог убедиться, что он открыт только в одном окне: мешает элемент {path}, и его не удалось переместить. Чтобы два окна никогда не записали одну игру поверх другой, это окно не трогает вашу сохранённую игру; игра в этом окне будет учтена в статистике, когда закончится или когда вы закроете окно, но продолжить её потом будет нельзя. Переместите {path} в другое место и запустите «Кэнфилд» снова, чтобы вернуться к сохранённой игре.</translation>
    </message>
    <message>
        <source>permission denied</source>
        <extracomment>The reason in brackets in &quot;could not be read ({reason})&quot; / &quot;could not be saved in {folder} ({reason})&quot;.</extracomment>
        <translation>нет доступа</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>дисковая квота исчерпана</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>диск только для чтения</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>папка не существует</translation>
    </message>
    <message>
        <source>Your settings could not be saved in {folder} ({reason}). You can keep playing; what was saved before is unchanged.</source>
        <translation>Не удалось сохранить настройки в {folder} ({reason}). Можно продолжать игру; сохранённое раньше не изменилось.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved in {folder} ({reason}). You can keep playing; what was saved before is unchanged.</source>
        <translation>Не удалось сохранить статистику в {folder} ({reason}). Можно продолжать игру; сохранённое раньше не изменилось.</translation>
    </message>
    <message>
        <source>Your game in progress could not be saved in {folder} ({reason}). You can keep playing; what was saved before is unchanged.</source>
        <translation>Не удалось сохранить текущую игру в {folder} ({reason}). Можно продолжать игру; сохранённое раньше не изменилось.</translation>
    </message>
    <message>
        <source>The record of your last game could not be saved in {folder} ({reason}). Canfield keeps it and tries again when the next game ends.</source>
        <translation>Запись последней партии не удалось сохранить в {folder} ({reason}). Кэнфилд хранит её и попробует снова, когда закончится следующая партия.</translation>
    </message>
    <message>
        <source>A copy of the old file was kept as {copy}.</source>
        <translation>Копия старого файла сохранена как {copy}.</translation>
    </message>
    <message>
        <source>The old file could not be moved aside and was left at {path}.</source>
        <translation>Старый файл не удалось переместить, он остался в {path}.</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between the field names of a {fields} list: translated too (Arabic joins with «، »).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>double click</source>
        <extracomment>How a settings field is named in a notice.</extracomment>
        <translation>двойной щелчок</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>рубашка карт</translation>
    </message>
    <message>
        <source>card faces</source>
        <translation>лицевая сторона карт</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>цвет стола</translation>
    </message>
    <message>
        <source>four-colour deck</source>
        <translation>четырёхцветная колода</translation>
    </message>
    <message>
        <source>cards drawn</source>
        <translation>добор</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>правила</translation>
    </message>
    <message>
        <source>language</source>
        <translation>язык</translation>
    </message>
    <message>
        <source>larger cards</source>
        <translation>крупные карты</translation>
    </message>
    <message>
        <source>high contrast</source>
        <translation>высокий контраст</translation>
    </message>
    <message>
        <source>casino scoring</source>
        <translation>очки как в казино</translation>
    </message>
    <message>
        <source>sound effects</source>
        <translation>звуковые эффекты</translation>
    </message>
    <message>
        <source>full screen</source>
        <translation>полноэкранный режим</translation>
    </message>
    <message>
        <source>auto-drop</source>
        <translation>автоперенос на базы</translation>
    </message>
    <message>
        <source>window size and position</source>
        <translation>размер и положение окна</translation>
    </message>
    <message>
        <source>format version</source>
        <translation>версия формата</translation>
    </message>
    <message>
        <source>Canfield, draw 1</source>
        <extracomment>The four statistics modes, as the player calls them.</extracomment>
        <translation>Кэнфилд, добор по 1</translation>
    </message>
    <message>
        <source>Canfield, draw 3</source>
        <translation>Кэнфилд, добор по 3</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>Строгий</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классический</translation>
    </message>
    <message>
        <source>recent games</source>
        <translation>последние игры</translation>
    </message>
    <message>
        <source>days of the deal of the day</source>
        <translation>дни раздачи дня</translation>
    </message>
    <message>
        <source>clock</source>
        <extracomment>The extra fields of a saved game.</extracomment>
        <translation>часы</translation>
    </message>
    <message>
        <source>undo count</source>
        <translation>число отмен</translation>
    </message>
    <message>
        <source>casino stakes</source>
        <translation>ставки казино</translation>
    </message>
    <message>
        <source>moves from a replay</source>
        <translation>ходы из повтора</translation>
    </message>
    <message>
        <source>date of the deal of the day</source>
        <translation>дата раздачи дня</translation>
    </message>
    <message>
        <source>ask before ending a game</source>
        <translation>вопрос перед завершением игры</translation>
    </message>
    <message>
        <source>The game that just ended is not counted in your statistics yet: nothing can be saved in {folder} now. Canfield keeps it, tries again at each save and tells you when it is counted. If you quit before then, you will be asked first: games not saved by then would be lost.</source>
        <extracomment>A game ended while nothing could be written (a full disk, a read-only folder): kept in memory, said once.</extracomment>
        <translation>Только что законченная игра ещё не учтена в статистике: в {folder} сейчас ничего нельзя сохранить. «Кэнфилд» хранит её, пробует снова при каждом сохранении и сообщит, когда она будет учтена. Если вы выйдете раньше, вас сначала спросят: игры, не сохранённые к тому времени, будут потеряны.</translation>
    </message>
    <message>
        <source>The finished games that could not be saved before are now counted in your statistics.</source>
        <extracomment>The games of NOT_COUNTED_YET were written at last.</extracomment>
        <translation>Законченные игры, которые раньше не удалось сохранить, теперь учтены в статистике.</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>это папка</translation>
    </message>
    <message>
        <source>Your deals of the day could not be saved in {folder} ({reason}). Canfield keeps them while it runs and tries again with the next change.</source>
        <translation>Раздачи дня не удалось сохранить в {folder} ({reason}). Кэнфилд хранит их, пока работает, и попробует снова при следующем изменении.</translation>
    </message>
    <message>
        <source>motion</source>
        <translation>движение</translation>
    </message>
    <message>
        <source>toolbar</source>
        <translation>панель инструментов</translation>
    </message>
    <message>
        <source>winnable indicator</source>
        <translation>индикатор выигрышности</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>This game: %1</source>
        <translation>Эта партия: %1</translation>
    </message>
    <message>
        <source>Bankroll: %1</source>
        <translation>Баланс: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal of the day
%1</source>
        <translation>Раздача дня
%1</translation>
    </message>
</context>
<context>
    <name>UnsavedQuestion</name>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>Quit and lose the games that could not be saved?</source>
        <translation>Выйти и потерять игры, которые не удалось сохранить?</translation>
    </message>
    <message>
        <source>Games not saved: %1. Nothing can be saved now: the disk may be full, or the folder read-only. If you keep trying, Canfield saves them as soon as it can (at the next save, or when you quit again) and tells you. If you quit now, they are lost.</source>
        <translation>Не сохранено игр: %1. Сейчас ничего нельзя сохранить: возможно, диск заполнен или папка доступна только для чтения. Если продолжить попытки, «Кэнфилд» сохранит их, как только сможет (при следующем сохранении или при следующей попытке выйти), и сообщит об этом. Если выйти сейчас, они будут потеряны.</translation>
    </message>
    <message>
        <source>Quit Anyway</source>
        <translation>Всё равно выйти</translation>
    </message>
    <message>
        <source>Keep Trying</source>
        <translation>Пробовать дальше</translation>
    </message>
</context>
<context>
    <name>WinScreen</name>
    <message>
        <source>The demo won this deal</source>
        <translation>Эту раздачу выиграла демонстрация</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Вы выиграли!</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>Сыграть ещё</translation>
    </message>
    <message>
        <source>A new deal with the same rules and draw.</source>
        <translation>Новая раздача с теми же правилами и добором.</translation>
    </message>
    <message>
        <source>Same Deal</source>
        <translation>Переиграть раздачу</translation>
    </message>
    <message>
        <source>Play this deal again from the start.</source>
        <translation>Сыграть эту раздачу заново с самого начала.</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>Step through this game&apos;s moves again.</source>
        <translation>Пройти ходы этой партии заново, шаг за шагом.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>%1 (%2 for the records)</source>
        <translation>%1 (для рекордов — %2)</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Очки:</translation>
    </message>
    <message>
        <source>Cards home:</source>
        <translation>Карт на базах:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Время:</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Ходы:</translation>
    </message>
    <message>
        <source>%1 in a row (best %2)</source>
        <translation>%1 подряд (рекорд: %2)</translation>
    </message>
    <message>
        <source>Wins in a row:</source>
        <translation>Серия побед:</translation>
    </message>
    <message>
        <source>%1, bankroll %2</source>
        <translation>%1, баланс %2</translation>
    </message>
    <message>
        <source>Casino:</source>
        <translation>Казино:</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>Код игры:</translation>
    </message>
    <message>
        <source>%1 — a new best</source>
        <translation>%1 — новый рекорд</translation>
    </message>
    <message>
        <source>%1 (best %2)</source>
        <translation>%1 (рекорд: %2)</translation>
    </message>
    <message>
        <source>The demo played this deal: it counts as played, not won, and sets no record.</source>
        <translation>Эту раздачу сыграла демонстрация: партия считается сыгранной, но не выигранной, и рекордов не ставит.</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>Winnable Deal</source>
        <translation>Выигрышная раздача</translation>
    </message>
    <message>
        <source>Dealing until the solver finds a deal it can win…</source>
        <translation>Раздаём, пока решатель не найдёт раздачу, которую сможет выиграть…</translation>
    </message>
    <message>
        <source>Deals tried: %1 — time: %2</source>
        <translation>Проверено раздач: %1 — время: %2</translation>
    </message>
</context>
</TS>
