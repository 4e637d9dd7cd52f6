<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая игра…</translation>
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
        <translation>&amp;Настройки…</translation>
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
        <source>Stock and waste are both empty.</source>
        <translation>И запас, и сброс пусты.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>Карте %1 некуда пойти.</translation>
    </message>
    <message>
        <source>Nothing to play here.</source>
        <translation>Здесь нечего играть.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Отменять нечего.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Повторять нечего.</translation>
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
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Canfield</source>
        <translation>Кэнфилд</translation>
    </message>
    <message>
        <source>The settings could not be saved; they apply until you quit.</source>
        <translation>Не удалось сохранить настройки; они действуют до выхода из игры.</translation>
    </message>
    <message>
        <source>About Canfield</source>
        <translation>О программе «Кэнфилд»</translation>
    </message>
    <message>
        <source>Canfield %1
Demon solitaire with exact rules, game codes and undo.</source>
        <translation>Кэнфилд %1
Пасьянс «Демон» с точными правилами, кодами игр и отменой ходов.</translation>
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
        <source>e.g. CF1-D3-AAAAACL — leave empty for a new deal</source>
        <translation>например, CF1-D3-AAAAACL — оставьте пустым для новой раздачи</translation>
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
        <source>A new random deal.</source>
        <translation>Новая случайная раздача.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Double click: a tap sends a card to a column when it cannot go home</source>
        <translation>Двойной щелчок: щелчок отправляет карту в столбец, если ей нельзя на базу</translation>
    </message>
    <message>
        <source>Animate card moves</source>
        <translation>Анимировать перемещение карт</translation>
    </message>
    <message>
        <source>Four-colour suits (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Четырёхцветные масти (♠ чёрные, ♥ красные, ♦ синие, ♣ зелёные)</translation>
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
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Фиолетовый</translation>
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
        <source>Canfield</source>
        <translation>Кэнфилд</translation>
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
        <source>Card back:</source>
        <translation>Рубашка карт:</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Цвет стола:</translation>
    </message>
    <message>
        <source>New games draw:</source>
        <translation>Добор в новых играх:</translation>
    </message>
    <message>
        <source>New games use the rules:</source>
        <translation>Правила новых игр:</translation>
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
        <translation>Последний проход по запасу вернул уже встречавшийся порядок, и ни один ход не даёт продвижения: новый проход ничего не изменит. Закончите попытку (она засчитывается как непройденная) или отмените ходы и ищите дальше.</translation>
    </message>
    <message>
        <source>End Attempt</source>
        <translation>Закончить попытку</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
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
        <source>A copy of the old file was kept as {copy}.</source>
        <translation>Копия старого файла сохранена как {copy}.</translation>
    </message>
    <message>
        <source>The old file could not be moved aside and was left at {path}.</source>
        <translation>Старый файл не удалось отложить, он остался в {path}.</translation>
    </message>
    <message>
        <source>double click</source>
        <extracomment>How a settings field is named in a notice.</extracomment>
        <translation>двойной щелчок</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>анимация</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>рубашка карт</translation>
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
        <source>reduced motion</source>
        <translation>меньше движения</translation>
    </message>
    <message>
        <source>casino scoring</source>
        <translation>казино-очки</translation>
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
        <translation>казино-ставки</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>Вы выиграли!</translation>
    </message>
    <message>
        <source>All 52 cards are on the foundations.</source>
        <translation>Все 52 карты на базах.</translation>
    </message>
    <message>
        <source>Cards home: 52/52</source>
        <translation>Карт на базах: 52/52</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Очки: %1</translation>
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
        <source>Game code: %1</source>
        <translation>Код игры: %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
</TS>
