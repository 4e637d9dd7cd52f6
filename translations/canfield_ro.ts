<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>&amp;New Game…</source>
        <translation>Joc &amp;nou…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>&amp;Reia această repartizare</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Copiază codul jocului</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Setări…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ieșire</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refă</translation>
    </message>
    <message>
        <source>&amp;About Canfield</source>
        <translation>&amp;Despre Canfield</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Joc</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editare</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajutor</translation>
    </message>
    <message>
        <source>Stock and waste are both empty.</source>
        <translation>Pachetul și talonul sunt amândouă goale.</translation>
    </message>
    <message>
        <source>The %1 has nowhere to go.</source>
        <translation>Cartea %1 nu are unde să meargă.</translation>
    </message>
    <message>
        <source>Nothing to play here.</source>
        <translation>Nu este nimic de jucat aici.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Nu există nimic de anulat.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Nu există nimic de refăcut.</translation>
    </message>
</context>
<context>
    <name>GameStatusBar</name>
    <message>
        <source>Click to copy the game code</source>
        <translation>Clic pentru a copia codul jocului</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Scor: %1</translation>
    </message>
    <message>
        <source>Home: %1/52</source>
        <translation>Pe fundații: %1/52</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Timp: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Mutări: %1</translation>
    </message>
    <message>
        <source>Passes: %1</source>
        <translation>Parcurgeri: %1</translation>
    </message>
    <message>
        <source>Game code %1 copied.</source>
        <translation>Codul jocului %1 a fost copiat.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Canfield</source>
        <translation>Canfield</translation>
    </message>
    <message>
        <source>The settings could not be saved; they apply until you quit.</source>
        <translation>Setările nu au putut fi salvate; ele se aplică până la ieșire.</translation>
    </message>
    <message>
        <source>About Canfield</source>
        <translation>Despre Canfield</translation>
    </message>
    <message>
        <source>Canfield %1
Demon solitaire with exact rules, game codes and undo.</source>
        <translation>Canfield %1
Solitaire Demon cu reguli exacte, coduri de joc și anulare.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Joc nou</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Extragere</translation>
    </message>
    <message>
        <source>3 cards (Hard)</source>
        <translation>3 cărți (Dificil)</translation>
    </message>
    <message>
        <source>1 card (Easy)</source>
        <translation>1 carte (Ușor)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reguli</translation>
    </message>
    <message>
        <source>Game code (optional)</source>
        <translation>Cod de joc (opțional)</translation>
    </message>
    <message>
        <source>e.g. CF1-D3-AAAAACL — leave empty for a new deal</source>
        <translation>de ex. CF1-D3-AAAAACL — lăsați gol pentru o repartizare nouă</translation>
    </message>
    <message>
        <source>Canfield</source>
        <translation>Canfield</translation>
    </message>
    <message>
        <source>Draw 3 or 1; any sequence moves; cards may come back from the foundations.</source>
        <translation>Extragere 3 sau 1; orice secvență se mută; cărțile pot fi reluate de pe fundații.</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>Strict</translation>
    </message>
    <message>
        <source>Draw 3; only the top card or a whole column moves; stalled attempts are announced.</source>
        <translation>Extragere 3; se mută doar cartea de deasupra sau toată coloana; încercările blocate sunt anunțate.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clasic</translation>
    </message>
    <message>
        <source>Hoyle&apos;s rules: draw 3; only whole columns move between columns.</source>
        <translation>Regulile lui Hoyle: extragere 3; între coloane se mută doar coloane întregi.</translation>
    </message>
    <message>
        <source>Replays deal %1 with draw %2.</source>
        <translation>Reia repartizarea %1 cu extragere %2.</translation>
    </message>
    <message>
        <source>A new random deal.</source>
        <translation>O repartizare nouă, la întâmplare.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Setări</translation>
    </message>
    <message>
        <source>Double click: a tap sends a card to a column when it cannot go home</source>
        <translation>Dublu clic: o atingere trimite cartea pe o coloană când nu poate merge pe fundație</translation>
    </message>
    <message>
        <source>Animate card moves</source>
        <translation>Animează mutările cărților</translation>
    </message>
    <message>
        <source>Four-colour suits (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Culori în patru nuanțe (♠ negru, ♥ roșu, ♦ albastru, ♣ verde)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Albastru</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Roșu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gri</translation>
    </message>
    <message>
        <source>3 cards (Hard)</source>
        <translation>3 cărți (Dificil)</translation>
    </message>
    <message>
        <source>1 card (Easy)</source>
        <translation>1 carte (Ușor)</translation>
    </message>
    <message>
        <source>Canfield</source>
        <translation>Canfield</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>Strict</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clasic</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Spatele cărților:</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Culoarea mesei:</translation>
    </message>
    <message>
        <source>New games draw:</source>
        <translation>Jocurile noi extrag:</translation>
    </message>
    <message>
        <source>New games use the rules:</source>
        <translation>Jocurile noi folosesc regulile:</translation>
    </message>
</context>
<context>
    <name>StallDialog</name>
    <message>
        <source>Attempt stalled</source>
        <translation>Încercare blocată</translation>
    </message>
    <message>
        <source>This attempt has stalled.</source>
        <translation>Această încercare s-a blocat.</translation>
    </message>
    <message>
        <source>The last pass through the stock brought it back to an order already seen, and no move can make progress: another pass would change nothing. End the attempt (it counts as not won), or undo and search on.</source>
        <translation>Ultima parcurgere a pachetului l-a adus la o ordine deja văzută și nicio mutare nu mai aduce progres: o nouă parcurgere nu ar schimba nimic. Încheiați încercarea (se socotește nereușită) sau anulați mutări și căutați mai departe.</translation>
    </message>
    <message>
        <source>End Attempt</source>
        <translation>Încheie încercarea</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Anulează</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your settings file was damaged and has been reset to the defaults.</source>
        <translation>Fișierul cu setările dumneavoastră era deteriorat și a fost readus la valorile implicite.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and your statistics have been reset.</source>
        <translation>Fișierul cu statisticile dumneavoastră era deteriorat, iar statisticile au fost resetate.</translation>
    </message>
    <message>
        <source>Your saved game was damaged and could not be reopened; a new game starts.</source>
        <translation>Jocul salvat era deteriorat și nu a putut fi redeschis; începe un joc nou.</translation>
    </message>
    <message>
        <source>Part of your saved game could not be read ({fields}) and was reset; the game itself was reopened.</source>
        <translation>O parte din jocul salvat nu a putut fi citită ({fields}) și a fost resetată; jocul însuși a fost redeschis.</translation>
    </message>
    <message>
        <source>Some of your settings could not be read ({fields}) and were reset to their defaults; the others were kept.</source>
        <translation>Unele setări nu au putut fi citite ({fields}) și au fost readuse la valorile implicite; celelalte au fost păstrate.</translation>
    </message>
    <message>
        <source>Part of your statistics could not be read ({fields}) and was reset; everything else was kept.</source>
        <translation>O parte din statistici nu a putut fi citită ({fields}) și a fost resetată; restul a fost păstrat.</translation>
    </message>
    <message>
        <source>Your settings file comes from a newer version of Canfield. The settings this version understands were kept; the others were reset.</source>
        <translation>Fișierul cu setări provine dintr-o versiune mai nouă a Canfield. Setările pe care le înțelege această versiune au fost păstrate; celelalte au fost resetate.</translation>
    </message>
    <message>
        <source>Your statistics file comes from a newer version of Canfield. The figures this version understands were kept; the others were reset.</source>
        <translation>Fișierul cu statistici provine dintr-o versiune mai nouă a Canfield. Cifrele pe care le înțelege această versiune au fost păstrate; celelalte au fost resetate.</translation>
    </message>
    <message>
        <source>Your saved game comes from a newer version of Canfield and cannot be reopened here; a new game starts.</source>
        <translation>Jocul salvat provine dintr-o versiune mai nouă a Canfield și nu poate fi redeschis aici; începe un joc nou.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read ({reason}); the defaults are used for now.</source>
        <translation>Fișierul cu setări {path} nu a putut fi citit ({reason}); deocamdată se folosesc valorile implicite.</translation>
    </message>
    <message>
        <source>Your statistics file {path} could not be read ({reason}); it is left as it is and not updated.</source>
        <translation>Fișierul cu statistici {path} nu a putut fi citit ({reason}); este lăsat așa cum este și nu se actualizează.</translation>
    </message>
    <message>
        <source>Your saved game {path} could not be read ({reason}); a new game starts.</source>
        <translation>Jocul salvat {path} nu a putut fi citit ({reason}); începe un joc nou.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in {folder} ({reason}). You can keep playing; what was saved before is unchanged.</source>
        <translation>Setările nu au putut fi salvate în {folder} ({reason}). Puteți juca în continuare; ce a fost salvat înainte a rămas neschimbat.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved in {folder} ({reason}). You can keep playing; what was saved before is unchanged.</source>
        <translation>Statisticile nu au putut fi salvate în {folder} ({reason}). Puteți juca în continuare; ce a fost salvat înainte a rămas neschimbat.</translation>
    </message>
    <message>
        <source>Your game in progress could not be saved in {folder} ({reason}). You can keep playing; what was saved before is unchanged.</source>
        <translation>Jocul în desfășurare nu a putut fi salvat în {folder} ({reason}). Puteți juca în continuare; ce a fost salvat înainte a rămas neschimbat.</translation>
    </message>
    <message>
        <source>A copy of the old file was kept as {copy}.</source>
        <translation>O copie a fișierului vechi a fost păstrată ca {copy}.</translation>
    </message>
    <message>
        <source>The old file could not be moved aside and was left at {path}.</source>
        <translation>Fișierul vechi nu a putut fi mutat deoparte și a rămas la {path}.</translation>
    </message>
    <message>
        <source>double click</source>
        <extracomment>How a settings field is named in a notice.</extracomment>
        <translation>dublu clic</translation>
    </message>
    <message>
        <source>animations</source>
        <translation>animații</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>spatele cărților</translation>
    </message>
    <message>
        <source>table colour</source>
        <translation>culoarea mesei</translation>
    </message>
    <message>
        <source>four-colour deck</source>
        <translation>pachet în patru culori</translation>
    </message>
    <message>
        <source>cards drawn</source>
        <translation>cărți extrase</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>reguli</translation>
    </message>
    <message>
        <source>language</source>
        <translation>limbă</translation>
    </message>
    <message>
        <source>larger cards</source>
        <translation>cărți mai mari</translation>
    </message>
    <message>
        <source>high contrast</source>
        <translation>contrast ridicat</translation>
    </message>
    <message>
        <source>reduced motion</source>
        <translation>mișcare redusă</translation>
    </message>
    <message>
        <source>casino scoring</source>
        <translation>punctaj de cazinou</translation>
    </message>
    <message>
        <source>window size and position</source>
        <translation>mărimea și poziția ferestrei</translation>
    </message>
    <message>
        <source>format version</source>
        <translation>versiunea formatului</translation>
    </message>
    <message>
        <source>Canfield, draw 1</source>
        <extracomment>The four statistics modes, as the player calls them.</extracomment>
        <translation>Canfield, extragere 1</translation>
    </message>
    <message>
        <source>Canfield, draw 3</source>
        <translation>Canfield, extragere 3</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>Strict</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clasic</translation>
    </message>
    <message>
        <source>recent games</source>
        <translation>jocuri recente</translation>
    </message>
    <message>
        <source>clock</source>
        <extracomment>The extra fields of a saved game.</extracomment>
        <translation>ceas</translation>
    </message>
    <message>
        <source>undo count</source>
        <translation>număr de anulări</translation>
    </message>
    <message>
        <source>casino stakes</source>
        <translation>mize de cazinou</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cărți</numerusform>
            <numerusform>%n de cărți</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>Ați câștigat!</translation>
    </message>
    <message>
        <source>All 52 cards are on the foundations.</source>
        <translation>Toate cele 52 de cărți sunt pe fundații.</translation>
    </message>
    <message>
        <source>Cards home: 52/52</source>
        <translation>Cărți pe fundații: 52/52</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Scor: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Timp: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Mutări: %1</translation>
    </message>
    <message>
        <source>Game code: %1</source>
        <translation>Cod de joc: %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Joc nou</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
</context>
</TS>
