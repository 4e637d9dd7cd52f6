<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Nu mai întreba</translation>
    </message>
    <message>
        <source>Keep Playing</source>
        <translation>Continuă jocul</translation>
    </message>
    <message>
        <source>Restart this deal?</source>
        <translation>Reluați această repartizare?</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reia</translation>
    </message>
    <message>
        <source>Open deal %1?</source>
        <translation>Deschideți repartizarea %1?</translation>
    </message>
    <message>
        <source>Open Deal</source>
        <translation>Deschide repartizarea</translation>
    </message>
    <message>
        <source>End Game</source>
        <translation>Încheie partida</translation>
    </message>
    <message>
        <source>Your attempt at the deal of the day goes on: its time keeps counting.</source>
        <translation>Încercarea dumneavoastră la repartizarea zilei continuă: timpul ei se adună în continuare.</translation>
    </message>
    <message>
        <source>The deal of the day will count as played and not won: it has one attempt.</source>
        <translation>Repartizarea zilei va conta ca jucată și necâștigată: are o singură încercare.</translation>
    </message>
    <message>
        <source>The game in progress will count as played and not won.</source>
        <translation>Partida în curs va conta ca jucată și necâștigată.</translation>
    </message>
    <message>
        <source>End the game in progress?</source>
        <translation>Încheiați partida în curs?</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Canfield</source>
        <translation>Despre Canfield</translation>
    </message>
    <message>
        <source>Canfield (Demon) solitaire with exact rules, game codes, undo and a solver.</source>
        <translation>Pasiența Canfield (Demon) cu reguli exacte, coduri de joc, anulare și un program de rezolvare.</translation>
    </message>
    <message>
        <source>Free software under the %1: you may use, copy, change and share it.</source>
        <translation>Program liber sub %1: îl puteți folosi, copia, modifica și distribui.</translation>
    </message>
    <message>
        <source>Made by the Canfield developers. Cards and icons are drawn by the game itself. Built with Qt for Python (PySide6). Rules after Hoyle and the Canfield casino.</source>
        <translation>Făcut de dezvoltatorii Canfield. Cărțile și pictogramele sunt desenate de joc. Construit cu Qt for Python (PySide6). Reguli după Hoyle și cazinoul Canfield.</translation>
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
        <translation>Descrierea mesei</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Masa de joc</translation>
    </message>
    <message>
        <source>This attempt has stalled.</source>
        <translation>Această încercare s-a blocat.</translation>
    </message>
    <message>
        <source>New game %1.</source>
        <translation>Joc nou %1.</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <translation>Anulat: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Refăcut: %1</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Săgețile</translation>
    </message>
    <message>
        <source>move the focus</source>
        <translation>mută focalizarea</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>next or previous pile</source>
        <translation>teancul următor sau cel precedent</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>first or top card of a column</source>
        <translation>prima carte a coloanei sau cea de deasupra</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Spațiu</translation>
    </message>
    <message>
        <source>pick up the focused card, or put the held cards down</source>
        <translation>ia cartea selectată cu cele de deasupra ei sau pune jos cărțile luate</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>put the cards back</source>
        <translation>pune cărțile la loc</translation>
    </message>
    <message>
        <source>Enter on a foundation</source>
        <translation>Enter pe o fundație</translation>
    </message>
    <message>
        <source>pick up its top card to take it back; Enter on a column where it fits puts it there</source>
        <translation>ia înapoi cartea de deasupra; Enter pe o coloană unde se potrivește o pune acolo</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>extrage din pachet</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>play the focused card where it can go, home first</source>
        <translation>joacă cartea selectată acolo unde poate merge, întâi pe fundații</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>say the whole board</source>
        <translation>citește toată masa</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>a hint: the next move</source>
        <translation>un indiciu: următoarea mutare</translation>
    </message>
    <message>
        <source>Ctrl+Z, Ctrl+Shift+Z</source>
        <translation>Ctrl+Z, Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>undo, redo</source>
        <translation>anulează mutarea, refă mutarea</translation>
    </message>
    <message>
        <source>pause: the table is covered and the clock stops</source>
        <translation>pauză: masa este acoperită și ceasul se oprește</translation>
    </message>
    <message>
        <source>finish: play every card left home, when the game offers it</source>
        <translation>termină: trimite pe fundații toate cărțile rămase, când jocul propune acest lucru</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <translation>pornește sau oprește sunetul</translation>
    </message>
    <message>
        <source>full screen; Esc leaves it</source>
        <translation>ecran complet; Esc iese din el</translation>
    </message>
    <message>
        <source>View ▸ Appearance: card faces (a large index for low vision among them), back, table, four colours, larger cards and high contrast, with a preview; Settings keeps how the game plays</source>
        <translation>Vizualizare ▸ Aspect: fața cărților (printre ele un index mare, pentru vedere slabă), spatele, masa, cele patru culori, cărți mai mari și contrast ridicat, cu o previzualizare; Setări păstrează felul în care se joacă</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>&amp;Draw from Stock</source>
        <translation>&amp;Extrage din pachet</translation>
    </message>
    <message>
        <source>&amp;Play Focused Card</source>
        <translation>&amp;Joacă cartea selectată</translation>
    </message>
    <message>
        <source>Describe &amp;Board</source>
        <translation>Descrie &amp;masa</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Cum se joacă</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Mutări</translation>
    </message>
    <message>
        <source>Game %1 resumed.</source>
        <translation>Jocul %1 continuă.</translation>
    </message>
</context>
<context>
    <name>AppearanceDialog</name>
    <message>
        <source>Appearance</source>
        <translation>Aspect</translation>
    </message>
    <message>
        <source>A black table, white outlines and darker inks.</source>
        <translation>O masă neagră, contururi albe și cerneluri mai închise.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Previzualizare</translation>
    </message>
    <message>
        <source>A small table in the look chosen here.</source>
        <translation>O masă mică, în aspectul ales aici.</translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Î&amp;nchide</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Canfield solitaire.</source>
        <translation>Pasiența Canfield.</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>COD</translation>
    </message>
    <message>
        <source>open this deal, e.g. CF1-D3-AAAAACL</source>
        <translation>deschide această repartizare, de ex. CF1-D3-AAAAACL</translation>
    </message>
    <message>
        <source>rule profile (default: your setting)</source>
        <translation>regulile (implicit: cele din setări)</translation>
    </message>
    <message>
        <source>show the version and quit</source>
        <translation>afișează versiunea și iese</translation>
    </message>
    <message>
        <source>open the window, wait for the table&apos;s first frame, quit</source>
        <translation>deschide fereastra, așteaptă primul cadru al mesei, iese</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>utilizare: </translation>
    </message>
    <message>
        <source>show this help and quit</source>
        <translation>afișează acest ajutor și iese</translation>
    </message>
    <message>
        <source>options:</source>
        <translation>opțiuni:</translation>
    </message>
    <message>
        <source>%1: error: %2</source>
        <translation>%1: eroare: %2</translation>
    </message>
</context>
<context>
    <name>DailyCommands</name>
    <message>
        <source>The deal of the day starts again: your attempt goes on, with its time.</source>
        <translation>Repartizarea zilei începe din nou: încercarea dumneavoastră continuă, cu timpul ei.</translation>
    </message>
    <message>
        <source>Choosing was cancelled. Open the Deal of the Day again to go on.</source>
        <translation>Alegerea a fost anulată. Deschideți din nou Repartizarea zilei pentru a continua.</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>won</source>
        <translation>câștigat</translation>
    </message>
    <message>
        <source>played, not won</source>
        <translation>jucat, necâștigat</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>ratat</translation>
    </message>
    <message>
        <source>today, not played yet</source>
        <translation>azi, încă nejucat</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>niciun joc</translation>
    </message>
    <message>
        <source>Canfield</source>
        <translation>Canfield</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · won in %3, %n move(s)</source>
        <translation>
            <numerusform>%1 · %2 · câștigat în %3, %n mutare</numerusform>
            <numerusform>%1 · %2 · câștigat în %3, %n mutări</numerusform>
            <numerusform>%1 · %2 · câștigat în %3, %n de mutări</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · played, not won</source>
        <translation>%1 · %2 · jucat, necâștigat</translation>
    </message>
    <message>
        <source>%1 · %2 · being played</source>
        <translation>%1 · %2 · în joc</translation>
    </message>
    <message>
        <source>Deal of the Day</source>
        <translation>Repartizarea zilei</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reguli:</translation>
    </message>
    <message>
        <source>Choosing the day&apos;s deal</source>
        <translation>Se alege repartizarea zilei</translation>
    </message>
    <message>
        <source>Cancel Choosing</source>
        <translation>Anulează alegerea</translation>
    </message>
    <message>
        <source>&amp;Play Today&apos;s Deal</source>
        <translation>&amp;Joacă repartizarea de azi</translation>
    </message>
    <message>
        <source>Result to &amp;share:</source>
        <translation>Rezultat de &amp;distribuit:</translation>
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation>Cop&amp;iază</translation>
    </message>
    <message>
        <source>Choosing today&apos;s deal: the solver proves it can be won before you play it (deal %1 of %2).</source>
        <translation>Se alege repartizarea de azi: programul de rezolvare dovedește că poate fi câștigată înainte să o jucați (repartizarea %1 din %2).</translation>
    </message>
    <message>
        <source>Today&apos;s deal is chosen when you ask for it.</source>
        <translation>Repartizarea de azi este aleasă când o cereți.</translation>
    </message>
    <message>
        <source>No deal could be proven winnable today within the solver&apos;s fixed search, so there is no deal of the day: an unproven one is never offered.</source>
        <translation>Azi nicio repartizare nu a putut fi dovedită câștigabilă în căutarea fixă a programului de rezolvare, așa că nu există repartizarea zilei: una nedovedită nu este oferită niciodată.</translation>
    </message>
    <message>
        <source>You are playing today&apos;s deal. One attempt counts; Restart goes on with it.</source>
        <translation>Jucați repartizarea de azi. Contează o singură încercare; Reia o continuă.</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>Înapoi la &amp;joc</translation>
    </message>
    <message>
        <source>Your attempt at today&apos;s deal goes on: it counts once.</source>
        <translation>Încercarea dumneavoastră la repartizarea de azi continuă: contează o singură dată.</translation>
    </message>
    <message>
        <source>Today&apos;s deal is ready, proven winnable. One attempt counts: the first move begins it.</source>
        <translation>Repartizarea de azi este gata, dovedită câștigabilă. Contează o singură încercare: prima mutare o începe.</translation>
    </message>
    <message>
        <source>Days played in a row:</source>
        <translation>Zile jucate la rând:</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>Cea mai bună:</translation>
    </message>
    <message>
        <source>Days won in a row:</source>
        <translation>Zile câștigate la rând:</translation>
    </message>
    <message>
        <source>Previous Month</source>
        <translation>Luna anterioară</translation>
    </message>
    <message>
        <source>Next Month</source>
        <translation>Luna următoare</translation>
    </message>
    <message numerus="yes">
        <source>You won today&apos;s deal in %1 with %n move(s). Come back tomorrow for a new one.</source>
        <translation>
            <numerusform>Ați câștigat repartizarea de azi în %1, cu %n mutare. Reveniți mâine pentru una nouă.</numerusform>
            <numerusform>Ați câștigat repartizarea de azi în %1, cu %n mutări. Reveniți mâine pentru una nouă.</numerusform>
            <numerusform>Ați câștigat repartizarea de azi în %1, cu %n de mutări. Reveniți mâine pentru una nouă.</numerusform>
        </translation>
    </message>
    <message>
        <source>Today&apos;s deal is played and not won; the day counts once. Come back tomorrow for a new one.</source>
        <translation>Repartizarea de azi a fost jucată și necâștigată; ziua contează o singură dată. Reveniți mâine pentru una nouă.</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <source>Demo playing: press any key or click to stop.</source>
        <translation>Demonstrația joacă: apăsați orice tastă sau faceți clic pentru a opri.</translation>
    </message>
    <message>
        <source>The game is already won.</source>
        <translation>Jocul este deja câștigat.</translation>
    </message>
    <message>
        <source>Demo: the solver is looking for a win…</source>
        <translation>Demonstrație: programul de rezolvare caută o cale spre câștig…</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Demonstrația a fost oprită.</translation>
    </message>
    <message>
        <source>Demo: this deal cannot be won; it turns the stock once to show why.</source>
        <translation>Demonstrație: această repartizare nu poate fi câștigată; trece o dată prin pachet ca să arate de ce.</translation>
    </message>
    <message>
        <source>Demo finished: this deal cannot be won from here.</source>
        <translation>Demonstrația s-a încheiat: de aici această repartizare nu mai poate fi câștigată.</translation>
    </message>
    <message>
        <source>Demo finished: no useful move is left.</source>
        <translation>Demonstrația s-a încheiat: nu mai există nicio mutare utilă.</translation>
    </message>
    <message>
        <source>Demo: the solver plays a winning line. Press any key or click to stop.</source>
        <translation>Demonstrație: programul de rezolvare joacă o variantă câștigătoare. Apăsați orice tastă sau faceți clic pentru a opri.</translation>
    </message>
    <message>
        <source>Demo: no winning line found; the solver plays its best moves. Press any key or click to stop.</source>
        <translation>Demonstrație: nu s-a găsit o cale câștigătoare; programul de rezolvare joacă cele mai bune mutări ale sale. Apăsați orice tastă sau faceți clic pentru a opri.</translation>
    </message>
    <message>
        <source>Demo stopped: the move was refused.</source>
        <translation>Demonstrația a fost oprită: mutarea a fost refuzată.</translation>
    </message>
    <message>
        <source>Demo finished.</source>
        <translation>Demonstrația s-a încheiat.</translation>
    </message>
    <message>
        <source>Demo finished: the solver makes no more progress.</source>
        <translation>Demonstrația s-a încheiat: programul de rezolvare nu mai avansează.</translation>
    </message>
</context>
<context>
    <name>DesktopContrast</name>
    <message>
        <source>Your desktop asks for high contrast: the large-index cards and the high-contrast table are chosen. View ▸ Appearance changes them.</source>
        <translation>Desktopul tău cere contrast ridicat: au fost alese cărțile cu index mare și masa cu contrast ridicat. Le schimbi din Vizualizare ▸ Aspect.</translation>
    </message>
</context>
<context>
    <name>FaceDesign</name>
    <message>
        <source>Letters in a frame</source>
        <translation>Litere în chenar</translation>
    </message>
    <message>
        <source>Drawn figures</source>
        <translation>Figuri desenate</translation>
    </message>
    <message>
        <source>Large index, for low vision</source>
        <translation>Index mare, pentru vedere slabă</translation>
    </message>
</context>
<context>
    <name>Finisher</name>
    <message>
        <source>Every card left can go home: press F (%1) to play them home.</source>
        <translation>Toate cărțile rămase pot merge pe fundații: apăsați F (%1) ca să le mutați acolo.</translation>
    </message>
    <message>
        <source>Sent home by auto-drop: %1</source>
        <translation>Mutare automată: %1</translation>
    </message>
    <message>
        <source>Finished: %1 played home. %2</source>
        <translation>Terminat. Pe fundații: încă %1. %2</translation>
    </message>
</context>
<context>
    <name>GameStatusBar</name>
    <message>
        <source>Click to copy the game code</source>
        <translation>Faceți clic pentru a copia codul jocului</translation>
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
    <message>
        <source>Time</source>
        <translation>Timp</translation>
    </message>
    <message>
        <source>Resize the window</source>
        <translation>Redimensionarea ferestrei</translation>
    </message>
    <message>
        <source>Moves on the table now: an undo takes its move back. Undos are counted in Statistics.</source>
        <translation>Mutările aflate acum pe masă: o anulare își retrage mutarea. Anulările se socotesc în Statistici.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to Play</source>
        <translation>Cum se joacă</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>This deal cannot be won from here: no line of moves gets every card home. Start a new game (Ctrl+N), or take moves back.</source>
        <translation>De aici această repartizare nu poate fi câștigată: nicio succesiune de mutări nu duce toate cărțile pe fundații. Începeți un joc nou (Ctrl+N) sau anulați câteva mutări.</translation>
    </message>
    <message>
        <source>No useful move is left.</source>
        <translation>Nu mai există nicio mutare utilă.</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>Extrageți din pachet.</translation>
    </message>
    <message>
        <source>Turn the waste back over onto the stock.</source>
        <translation>Întoarceți talonul în pachet.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Indiciu: %1</translation>
    </message>
    <message>
        <source>Hint (this position cannot be won): %1</source>
        <translation>Indiciu (din această poziție nu se poate câștiga): %1</translation>
    </message>
    <message>
        <source>Hint (no winning line found yet): %1</source>
        <translation>Indiciu (încă nu s-a găsit o cale spre câștig): %1</translation>
    </message>
    <message>
        <source>The game is won: no move is left to make.</source>
        <translation>Jocul este câștigat: nu mai e nicio mutare de făcut.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Se caută un indiciu…</translation>
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
        <translation>%1: nicio carte</translation>
    </message>
    <message>
        <source>%1: %2 and %3 on it</source>
        <translation>%1: %2, cu încă %3 deasupra</translation>
    </message>
    <message>
        <source>Picked up: %1 and %2 on it.</source>
        <translation>Ați luat: %1, cu încă %2 deasupra.</translation>
    </message>
    <message>
        <source>Picked up: %1.</source>
        <translation>Ați luat: %1.</translation>
    </message>
    <message>
        <source>Put back.</source>
        <translation>Cărțile au fost puse la loc.</translation>
    </message>
    <message>
        <source>Edge of the table.</source>
        <translation>Marginea mesei.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System language (%1)</source>
        <translation>Limba sistemului (%1)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sound on.</source>
        <translation>Sunet pornit.</translation>
    </message>
    <message>
        <source>Sound off.</source>
        <translation>Sunet oprit.</translation>
    </message>
    <message>
        <source>Full screen: press Esc or F11 to leave it.</source>
        <translation>Ecran complet: apăsați Esc sau F11 pentru a ieși.</translation>
    </message>
    <message>
        <source>Full screen off.</source>
        <translation>Ecran complet oprit.</translation>
    </message>
    <message>
        <source>Playing again: the clock runs.</source>
        <translation>Jocul continuă: ceasul merge.</translation>
    </message>
    <message>
        <source>Attempt ended with %1 home. New deal: %2.</source>
        <translation>Încercarea s-a încheiat cu %1 pe fundații. Repartizare nouă: %2.</translation>
    </message>
    <message>
        <source>Canfield</source>
        <translation>Canfield</translation>
    </message>
    <message>
        <source>The settings could not be saved; they apply until you quit.</source>
        <translation>Setările nu au putut fi salvate; ele se aplică până la ieșire.</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>Joc &amp;nou…</translation>
    </message>
    <message>
        <source>Deal of the &amp;Day…</source>
        <translation>Repartizarea &amp;zilei…</translation>
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
        <source>&amp;Appearance…</source>
        <translation>&amp;Aspect…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistici…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ieșire</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anulează mutarea</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refă</translation>
    </message>
    <message>
        <source>De&amp;mo</source>
        <translation>Dem&amp;onstrație</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Ecran &amp;complet</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>&amp;Pauză</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Termină</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Sunet</translation>
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
        <source>Pause</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sunet</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>In&amp;diciu</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vizualizare</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demonstrație</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indiciu</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Mesaje</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nou</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refă</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reia</translation>
    </message>
    <message>
        <source>Rules: %1, draw %2</source>
        <translation>Reguli: %1, extragere %2</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>Arată bara de &amp;unelte</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Bara de unelte</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Anulează mutarea</translation>
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
        <source>Deal of the &amp;Day…</source>
        <translation>Repartizarea &amp;zilei…</translation>
    </message>
    <message>
        <source>A new random deal.</source>
        <translation>O repartizare nouă, la întâmplare.</translation>
    </message>
    <message>
        <source>e.g. CF1-D3-AAAAACL — leave empty for a new deal</source>
        <translation>de ex. CF1-D3-AAAAACL — lăsați gol pentru o repartizare nouă</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Doar repartizări care pot fi câștigate</translation>
    </message>
    <message>
        <source>Deal until the solver proves the deal can be won.</source>
        <translation>Se împart cărțile până când programul de rezolvare dovedește că repartizarea poate fi câștigată.</translation>
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
        <source>Clear the game code</source>
        <translation>Șterge codul jocului</translation>
    </message>
</context>
<context>
    <name>PauseCover</name>
    <message>
        <source>Paused</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <source>The clock is stopped. Press any key or click to go on.</source>
        <translation>Ceasul este oprit. Apăsați orice tastă sau faceți clic pentru a continua.</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refă</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Taie</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiază</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Lipește</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Șterge</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Selectează tot</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiază</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copiază &amp;adresa legăturii</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Selectează tot</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>this is not a text file.</source>
        <extracomment>What the Result tag (and the mark after the last move) may say. The tags every record needs (Date is written always but a record typed by hand may leave it out). Bounds on untrusted text: far above any real record, low enough that nothing hangs or explodes.</extracomment>
        <translation>acesta nu este un fișier text.</translation>
    </message>
    <message>
        <source>the record is too large to be a game of Canfield.</source>
        <translation>înregistrarea este prea mare pentru a fi un joc de Canfield.</translation>
    </message>
    <message>
        <source>the line is too long.</source>
        <translation>rândul este prea lung.</translation>
    </message>
    <message>
        <source>the line holds a character that has no place in a record.</source>
        <translation>rândul conține un caracter care nu își are locul într-o înregistrare.</translation>
    </message>
    <message>
        <source>this is not a tag line: write it like [Code &quot;CF1-D3-AAAAACL&quot;].</source>
        <translation>acesta nu este un rând de etichetă: scrieți-l ca [Code &quot;CF1-D3-AAAAACL&quot;].</translation>
    </message>
    <message>
        <source>the record has too many tag lines.</source>
        <translation>înregistrarea are prea multe rânduri de etichetă.</translation>
    </message>
    <message>
        <source>the tag {tag} is given twice.</source>
        <translation>eticheta {tag} apare de două ori.</translation>
    </message>
    <message>
        <source>the record has no {tag} tag: it is not a Canfield game record.</source>
        <translation>înregistrarea nu are eticheta {tag}: nu este înregistrarea unui joc de Canfield.</translation>
    </message>
    <message>
        <source>the record is in format {found}, from a newer version of Canfield; this version reads format 1.</source>
        <translation>înregistrarea este în formatul {found}, dintr-o versiune mai nouă de Canfield; această versiune citește formatul 1.</translation>
    </message>
    <message>
        <source>the tag {tag} cannot be {value}.</source>
        <translation>eticheta {tag} nu poate fi {value}.</translation>
    </message>
    <message>
        <source>{text} is not a move: write moves like c2&gt;c4x2, reserve&gt;f1 or stock&gt;wastex3.</source>
        <translation>{text} nu este o mutare: scrieți mutările ca c2&gt;c4x2, reserve&gt;f1 sau stock&gt;wastex3.</translation>
    </message>
    <message>
        <source>move number {number} is out of place: move {expected} comes next.</source>
        <translation>numărul de mutare {number} nu este la locul lui: urmează mutarea {expected}.</translation>
    </message>
    <message>
        <source>the record has too many moves.</source>
        <translation>înregistrarea are prea multe mutări.</translation>
    </message>
    <message>
        <source>the moves stop without the result mark ({result}) that ends them: the record is cut short.</source>
        <translation>mutările se opresc fără semnul de rezultat ({result}) care le încheie: înregistrarea este trunchiată.</translation>
    </message>
    <message>
        <source>there is text after the result mark that ends the moves.</source>
        <translation>există text după semnul de rezultat care încheie mutările.</translation>
    </message>
    <message>
        <source>the moves end with {found}, but the Result tag says {result}.</source>
        <translation>mutările se încheie cu {found}, dar eticheta Result spune {result}.</translation>
    </message>
    <message>
        <source>the record holds {found} moves, but its Moves tag says {count}.</source>
        <translation>înregistrarea are {found} mutări, dar eticheta Moves spune {count}.</translation>
    </message>
    <message>
        <source>Line {line}: {reason}</source>
        <translation>Rândul {line}: {reason}</translation>
    </message>
    <message>
        <source>move {number} ({move}) cannot be played: {why}</source>
        <extracomment>Games kept in the records file, newest last; older ones drop off. The records file&apos;s own bound, under the 8 MB every file of ours is read with: oldest records drop first. Who played the game: the player, the demo, or the player from a position of a replay (&quot;Play from here&quot;). The tags this version writes and reads, in the order it writes them; any other tag is kept as it is.</extracomment>
        <translation>mutarea {number} ({move}) nu poate fi jucată: {why}</translation>
    </message>
    <message>
        <source>the Result tag says won, but the moves do not bring every card home.</source>
        <translation>eticheta Result spune că jocul a fost câștigat, dar mutările nu duc toate cărțile pe fundații.</translation>
    </message>
    <message>
        <source>the Result tag says {result}, but the moves win the game.</source>
        <translation>eticheta Result spune {result}, dar mutările câștigă jocul.</translation>
    </message>
    <message>
        <source>move {number} comes after the game was won.</source>
        <translation>mutarea {number} vine după ce jocul a fost câștigat.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Câștigat</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Pierdut</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Încheiat</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>În desfășurare</translation>
    </message>
    <message>
        <source>%1 (demo)</source>
        <translation>%1 (demonstrație)</translation>
    </message>
    <message>
        <source>%1 (from a replay)</source>
        <translation>%1 (dintr-o reluare)</translation>
    </message>
    <message>
        <source>Save Game Record</source>
        <extracomment>The file chooser&apos;s filter: a record is plain text.</extracomment>
        <translation>Salvează înregistrarea jocului</translation>
    </message>
    <message>
        <source>Game records (%1)</source>
        <translation>Înregistrări de jocuri (%1)</translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation>Deschide o înregistrare de joc</translation>
    </message>
    <message>
        <source>Save Game &amp;Record…</source>
        <extracomment>Asks where to save (replaced by tests: the system&apos;s file dialog is not driven by events).</extracomment>
        <translation>S&amp;alvează înregistrarea jocului…</translation>
    </message>
    <message>
        <source>&amp;Game Records…</source>
        <translation>Înregistrări de j&amp;ocuri…</translation>
    </message>
    <message>
        <source>&amp;Open Game Record…</source>
        <translation>&amp;Deschide o înregistrare de joc…</translation>
    </message>
    <message>
        <source>&amp;Paste Game Record</source>
        <translation>&amp;Lipește o înregistrare de joc</translation>
    </message>
    <message>
        <source>The game record could not be saved in {path} ({reason}).</source>
        <translation>Înregistrarea jocului nu a putut fi salvată în {path} ({reason}).</translation>
    </message>
    <message>
        <source>Game record saved in {path}.</source>
        <translation>Înregistrarea jocului a fost salvată în {path}.</translation>
    </message>
    <message>
        <source>This game record cannot be opened.</source>
        <translation>Această înregistrare de joc nu poate fi deschisă.</translation>
    </message>
    <message>
        <source>A new game from move %1 of %2: it counts apart from the games you play from the deal.</source>
        <translation>Un joc nou de la mutarea %1 din %2: se numără separat de jocurile pe care le jucați de la repartizare.</translation>
    </message>
    <message>
        <source>the moves of this game are not kept: it was played before game records, or its game record was deleted.</source>
        <translation>mutările acestui joc nu sunt păstrate: a fost jucat înainte de înregistrările de jocuri sau înregistrarea lui a fost ștearsă.</translation>
    </message>
    <message>
        <source>the file {path} could not be read ({reason}).</source>
        <translation>fișierul {path} nu a putut fi citit ({reason}).</translation>
    </message>
</context>
<context>
    <name>RecordsDialog</name>
    <message>
        <source>Game Records</source>
        <translation>Înregistrări de jocuri</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Data încheierii</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reguli</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mutări</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Cod de joc</translation>
    </message>
    <message>
        <source>Every game that counts is kept here with all its moves: the last 500. Save one to a file to keep it for good or to share it.</source>
        <translation>Fiecare joc care contează este păstrat aici cu toate mutările lui: ultimele 500. Salvați unul într-un fișier ca să-l păstrați definitiv sau să-l împărtășiți.</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Reluare</translation>
    </message>
    <message>
        <source>&amp;Save to File…</source>
        <translation>&amp;Salvează în fișier…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>Ș&amp;terge</translation>
    </message>
    <message>
        <source>Delete &amp;All…</source>
        <translation>Șterge &amp;tot…</translation>
    </message>
    <message>
        <source>Delete All Game Records</source>
        <translation>Ștergerea tuturor înregistrărilor de jocuri</translation>
    </message>
    <message>
        <source>Delete every game record?</source>
        <translation>Ștergeți toate înregistrările de jocuri?</translation>
    </message>
    <message>
        <source>Their moves are gone for good; your statistics stay as they are.</source>
        <translation>Mutările lor se pierd definitiv; statisticile dumneavoastră rămân așa cum sunt.</translation>
    </message>
    <message>
        <source>Delete All</source>
        <translation>Șterge tot</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Păstrează</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay: %1</source>
        <extracomment>Milliseconds between moves while playing: the speed box&apos;s choices, slow to fast.</extracomment>
        <translation>Reluare: %1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mutări</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Repartizarea</translation>
    </message>
    <message>
        <source>Start of the game: the deal.</source>
        <translation>Începutul jocului: repartizarea.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a move&apos;s row in the list</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3</source>
        <translation>Mutarea %1 din %2: %3</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Prima</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Înapoi</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Redă</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Înainte</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Ultima</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Repede</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Foarte repede</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Viteză</translation>
    </message>
    <message>
        <source>Go to move</source>
        <translation>Mergi la mutarea</translation>
    </message>
    <message>
        <source>Play from &amp;Here</source>
        <translation>Joacă de &amp;aici</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Viteză:</translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Mutarea:</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analizează</translation>
    </message>
    <message>
        <source>Find out whether this deal could be won, and which move lost the win.</source>
        <translation>Aflați dacă această repartizare putea fi câștigată și ce mutare a pierdut victoria.</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analiză</translation>
    </message>
    <message>
        <source>%v positions solved</source>
        <translation>%v poziții rezolvate</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Se analizează jocul…</translation>
    </message>
    <message>
        <source>This move lost the win.</source>
        <translation>Această mutare a pierdut victoria.</translation>
    </message>
    <message>
        <source>The analysis stopped without an answer.</source>
        <translation>Analiza s-a oprit fără un răspuns.</translation>
    </message>
    <message>
        <source>Move %1 lost the win: %2.</source>
        <translation>Mutarea %1 a pierdut victoria: %2.</translation>
    </message>
    <message>
        <source>%1 kept it.</source>
        <translation>Victoria se păstra cu: %1.</translation>
    </message>
    <message>
        <source>One of moves %1 to %2 lost the win: the solver could not settle the positions between them in time.</source>
        <translation>Una dintre mutările %1–%2 a pierdut victoria: programul de rezolvare nu a putut lămuri la timp pozițiile dintre ele.</translation>
    </message>
    <message>
        <source>Before move %1: %2 kept it.</source>
        <translation>Înainte de mutarea %1: victoria se păstra cu: %2.</translation>
    </message>
    <message>
        <source>The deal could be won up to move %1 at least; whether a later move lost the win is unknown.</source>
        <translation>Repartizarea putea fi câștigată cel puțin până la mutarea %1; nu se știe dacă o mutare ulterioară a pierdut victoria.</translation>
    </message>
    <message>
        <source>This game was won: nothing was lost.</source>
        <translation>Acest joc a fost câștigat: nu s-a pierdut nimic.</translation>
    </message>
    <message>
        <source>This deal could not be won from the start: no move lost it.</source>
        <translation>Această repartizare nu putea fi câștigată de la început: nicio mutare nu a pierdut victoria.</translation>
    </message>
    <message>
        <source>Unknown: the solver could not settle in time whether this deal could be won.</source>
        <translation>Necunoscut: programul de rezolvare nu a putut lămuri la timp dacă această repartizare putea fi câștigată.</translation>
    </message>
    <message>
        <source>The game ended while it could still be won: no move lost the win.</source>
        <translation>Jocul s-a încheiat când încă putea fi câștigat: nicio mutare nu a pierdut victoria.</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analiza a fost anulată.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Ask before ending a game in progress</source>
        <translation>Întreabă înainte de a încheia o partidă în curs</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Setări</translation>
    </message>
    <message>
        <source>Four-colour suits (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Pachet în patru culori (♠ negru, ♥ roșu, ♦ albastru, ♣ verde)</translation>
    </message>
    <message>
        <source>Casino scoring (Classic rules)</source>
        <translation>Punctaj de cazinou (regulile clasice)</translation>
    </message>
    <message>
        <source>$50 a game, $5 a card home, $500 for all 52.</source>
        <translation>50&#xa0;$ pe joc, 5&#xa0;$ pentru fiecare carte pe fundații, 500&#xa0;$ pentru toate cele 52.</translation>
    </message>
    <message>
        <source>Counts from the next Classic game you start; the bankroll is in the statistics.</source>
        <translation>Se aplică de la următorul joc Clasic pe care îl începeți; soldul de cazinou apare în statistici.</translation>
    </message>
    <message>
        <source>Blue</source>
        <comment>card back</comment>
        <translation>Albastru</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>card back</comment>
        <translation>Roșu</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>card back</comment>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Purple</source>
        <comment>card back</comment>
        <translation>Violet</translation>
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
        <source>A new language applies when you leave the list or close Settings; the game goes on.</source>
        <translation>Noua limbă se aplică atunci când părăsiți lista sau închideți Setările; jocul continuă.</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
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
        <source>Larger cards</source>
        <translation>Cărți mai mari</translation>
    </message>
    <message>
        <source>High-contrast table</source>
        <translation>Masă cu contrast ridicat</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Efecte sonore</translation>
    </message>
    <message>
        <source>Also in the View menu and on the toolbar (M).</source>
        <translation>Și în meniul Vizualizare, și pe bara de unelte (M).</translation>
    </message>
    <message>
        <source>Auto-drop: send home cards no column can ever need</source>
        <translation>Mutare automată: trimite pe fundații cărțile de care nicio coloană nu va mai avea nevoie</translation>
    </message>
    <message>
        <source>This changes how the game plays: cards go to the foundations without being asked. The rules leave every move to you, so it is off unless you turn it on.</source>
        <translation>Aceasta schimbă felul în care se joacă: cărțile merg pe fundații fără să le cereți. După reguli, fiecare mutare o faceți dumneavoastră, așa că mutarea automată rămâne oprită până când o porniți.</translation>
    </message>
    <message>
        <source>Card faces:</source>
        <translation>Fața cărților:</translation>
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
        <source>Default draw:</source>
        <translation>Extragere implicită:</translation>
    </message>
    <message>
        <source>Default rules:</source>
        <translation>Reguli implicite:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Limba:</translation>
    </message>
    <message>
        <source>A tap also places a card on a column when it cannot go home. A double-click always does.</source>
        <translation>Un clic trimite cartea și pe o coloană când nu poate merge pe fundație. Un dublu clic o face mereu.</translation>
    </message>
    <message>
        <source>Double click</source>
        <translation>Dublu clic</translation>
    </message>
    <message>
        <source>Motion: cards glide, the deal and the win are animated</source>
        <translation>Mișcare: cărțile alunecă, repartizarea și victoria sunt animate</translation>
    </message>
    <message>
        <source>Off: cards jump to their places (reduced motion).</source>
        <translation>Oprit: cărțile sar direct la locul lor (mișcare redusă).</translation>
    </message>
    <message>
        <source>Say whether the deal can still be won</source>
        <translation>Arată dacă repartizarea mai poate fi câștigată</translation>
    </message>
    <message>
        <source>The solver&apos;s verdict in the status bar; off for no spoilers.</source>
        <translation>Verdictul programului de rezolvare în bara de stare; oprit, nu vă dezvăluie nimic.</translation>
    </message>
</context>
<context>
    <name>SolverStatus</name>
    <message>
        <source>All 52 cards are on the foundations.</source>
        <translation>Toate cele 52 de cărți sunt pe fundații.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>câștigat</translation>
    </message>
    <message>
        <source>checking…</source>
        <extracomment>Checks after the first one that ends undecided, each with twice the budget of the one before (3, 6, 12, 24 and 48 s: the hardest lost deals need some 40 s of the solver).</extracomment>
        <translation>se verifică…</translation>
    </message>
    <message>
        <source>winnable</source>
        <translation>se poate câștiga</translation>
    </message>
    <message>
        <source>no longer winnable</source>
        <translation>nu se mai poate câștiga</translation>
    </message>
    <message>
        <source>not winnable</source>
        <translation>nu se poate câștiga</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>necunoscut</translation>
    </message>
    <message>
        <source>The solver is checking this position.</source>
        <translation>Programul de rezolvare verifică această poziție.</translation>
    </message>
    <message>
        <source>The solver found a way to win from here.</source>
        <translation>Programul de rezolvare a găsit o cale spre câștig de aici.</translation>
    </message>
    <message>
        <source>This deal could be won, but not from here any more. Undo may help.</source>
        <translation>Această repartizare putea fi câștigată, dar nu mai de aici. Anularea mutărilor poate ajuta.</translation>
    </message>
    <message>
        <source>The solver proved that no line wins from here.</source>
        <translation>Programul de rezolvare a dovedit că de aici nu se poate câștiga.</translation>
    </message>
    <message>
        <source>The solver could not decide within its time limit.</source>
        <translation>Programul de rezolvare nu a putut decide în timpul alocat.</translation>
    </message>
    <message>
        <source>The solver is still checking this position: %1 so far.</source>
        <translation>Programul de rezolvare încă verifică această poziție: au trecut %1.</translation>
    </message>
    <message>
        <source>Winnable: %1</source>
        <translation>Șanse de câștig: %1</translation>
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
        <translation>Anulează mutarea</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Demo won</source>
        <translation>Câștigat de demonstrație</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>A recent game&apos;s id, when the player asks to replay it (a double click or Enter on its row, or Replay). A recent game&apos;s id, when the player asks where it was lost (Analyse Game: its replay, analysing).</extracomment>
        <translation>Statistici</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Jocuri jucate</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Jocuri câștigate</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Procent de victorii</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Seria curentă de victorii</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Cea mai lungă serie de victorii</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Cel mai bun scor</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Cea mai rapidă victorie</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>Cele mai puține mutări într-o victorie</translation>
    </message>
    <message>
        <source>Average cards home</source>
        <translation>Cărți pe fundații, în medie</translation>
    </message>
    <message>
        <source>Most cards home</source>
        <translation>Cele mai multe cărți pe fundații</translation>
    </message>
    <message>
        <source>Total time played</source>
        <translation>Timp total de joc</translation>
    </message>
    <message>
        <source>Undos used</source>
        <translation>Anulări folosite</translation>
    </message>
    <message>
        <source>Casino games</source>
        <translation>Jocuri de cazinou</translation>
    </message>
    <message>
        <source>Casino bankroll</source>
        <translation>Soldul de cazinou</translation>
    </message>
    <message>
        <source>By Mode</source>
        <translation>Pe moduri</translation>
    </message>
    <message>
        <source>Recent Games</source>
        <translation>Jocuri recente</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Resetează statisticile…</translation>
    </message>
    <message>
        <source>Re&amp;play Game</source>
        <translation>Re&amp;ia jocul</translation>
    </message>
    <message>
        <source>&amp;Analyse Game</source>
        <translation>&amp;Analizează jocul</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Data încheierii</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reguli</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Scor</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Timp</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Anulări</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Cod de joc</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a figure&apos;s name and its first value, as a screen reader reads a row</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Câștigat</translation>
    </message>
    <message>
        <source>Won from a replay</source>
        <translation>Câștigat dintr-o reluare</translation>
    </message>
    <message>
        <source>%1 from a replay</source>
        <translation>%1 dintr-o reluare</translation>
    </message>
    <message>
        <source>%1 · deal of the day</source>
        <comment>a deal of the day&apos;s result in Recent Games</comment>
        <translation>%1 · repartizarea zilei</translation>
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
        <translation>Resetarea statisticilor</translation>
    </message>
    <message>
        <source>Reset the statistics of every mode?</source>
        <translation>Resetați statisticile tuturor modurilor?</translation>
    </message>
    <message>
        <source>Games played, wins, streaks, records and the casino bankroll start again from zero.</source>
        <translation>Jocurile jucate, victoriile, seriile, recordurile și soldul de cazinou pornesc din nou de la zero.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Resetează</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Păstrează</translation>
    </message>
    <message>
        <source>Games, wins and records for each way of playing.</source>
        <translation>Jocuri, victorii și recorduri pentru fiecare fel de joc.</translation>
    </message>
    <message>
        <source>The latest games, newest first.</source>
        <translation>Ultimele jocuri, cele mai noi primele.</translation>
    </message>
    <message>
        <source>A game counts once a move has been made. Quitting keeps your game to finish next time, so it is not counted as lost; it counts when it ends: won, or given up for a new game or a restart (with Strict rules, also with “End Attempt”).</source>
        <translation>Un joc se socotește după prima mutare. La ieșire, jocul este păstrat ca să-l terminați data viitoare, deci nu se socotește pierdut; se socotește când se încheie: câștigat sau abandonat pentru un joc nou sau o reluare (cu regulile Strict, și prin „Încheie încercarea”).</translation>
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
        <source>Your game records file was damaged; new games are recorded in a new one.</source>
        <translation>Fișierul cu înregistrările jocurilor dumneavoastră era deteriorat; jocurile noi sunt înregistrate într-unul nou.</translation>
    </message>
    <message>
        <source>Your deals of the day file was damaged; the days played from now on are kept in a new one.</source>
        <translation>Fișierul cu repartizările zilei era deteriorat; zilele jucate de acum înainte sunt păstrate într-unul nou.</translation>
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
        <source>Some of your game records could not be read and were left out; the others were kept.</source>
        <translation>Unele înregistrări ale jocurilor dumneavoastră nu au putut fi citite și au fost omise; celelalte au fost păstrate.</translation>
    </message>
    <message>
        <source>Some of your days of the deal of the day could not be read and were left out; the others were kept.</source>
        <translation>Unele zile ale repartizării zilei nu au putut fi citite și au fost omise; celelalte au fost păstrate.</translation>
    </message>
    <message>
        <source>Your settings file comes from a newer version of Canfield. The settings this version understands were kept; the others were reset.</source>
        <translation>Fișierul cu setări provine dintr-o versiune mai nouă a aplicației Canfield. Setările pe care le înțelege această versiune au fost păstrate; celelalte au fost resetate.</translation>
    </message>
    <message>
        <source>Your statistics file comes from a newer version of Canfield. The figures this version understands were kept; the others were reset.</source>
        <translation>Fișierul cu statistici provine dintr-o versiune mai nouă a aplicației Canfield. Cifrele pe care le înțelege această versiune au fost păstrate; celelalte au fost resetate.</translation>
    </message>
    <message>
        <source>Your saved game comes from a newer version of Canfield and cannot be reopened here; a new game starts.</source>
        <translation>Jocul salvat provine dintr-o versiune mai nouă a aplicației Canfield și nu poate fi redeschis aici; începe un joc nou.</translation>
    </message>
    <message>
        <source>Your game records file comes from a newer version of Canfield; new games are recorded in a new one.</source>
        <translation>Fișierul cu înregistrările jocurilor provine dintr-o versiune mai nouă de Canfield; jocurile noi sunt înregistrate într-unul nou.</translation>
    </message>
    <message>
        <source>Your deals of the day file comes from a newer version of Canfield. The days this version understands were kept; the others were left out.</source>
        <translation>Fișierul cu repartizările zilei provine dintr-o versiune mai nouă de Canfield. Zilele pe care această versiune le înțelege au fost păstrate; celelalte au fost omise.</translation>
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
        <source>Your game records file {path} could not be read ({reason}); it is left as it is and not updated.</source>
        <translation>Fișierul cu înregistrările jocurilor {path} nu a putut fi citit ({reason}); este lăsat așa cum este și nu este actualizat.</translation>
    </message>
    <message>
        <source>Your deals of the day file {path} could not be read ({reason}); it is left as it is and not updated.</source>
        <translation>Fișierul cu repartizările zilei {path} nu a putut fi citit ({reason}); este lăsat așa cum este și nu se actualizează.</translation>
    </message>
    <message>
        <source>not an ordinary file</source>
        <extracomment>The reason given when a file&apos;s place holds a FIFO, a device or the like.</extracomment>
        <translation>nu este un fișier obișnuit</translation>
    </message>
    <message>
        <source>a link to a place outside its folder</source>
        <extracomment>The reason given when a file&apos;s place holds a link to somewhere outside its folder (never followed).</extracomment>
        <translation>o legătură către un loc din afara dosarului său</translation>
    </message>
    <message>
        <source>In place of your settings file {path} there was something else ({reason}). It was renamed {copy}, and the default settings are used.</source>
        <extracomment>A folder, a FIFO, a device or a link out of the folder stood where a file belongs: renamed, never lost.</extracomment>
        <translation>În locul fișierului cu setări {path} se afla altceva ({reason}). A fost redenumit în {copy} și se folosesc setările implicite.</translation>
    </message>
    <message>
        <source>In place of your statistics file {path} there was something else ({reason}). It was renamed {copy}, and your statistics start from the games this window knows.</source>
        <translation>În locul fișierului cu statistici {path} se afla altceva ({reason}). A fost redenumit în {copy}, iar statisticile pornesc de la jocurile pe care le cunoaște această fereastră.</translation>
    </message>
    <message>
        <source>In place of your saved game {path} there was something else ({reason}). It was renamed {copy}, and a new game starts.</source>
        <translation>În locul jocului salvat {path} se afla altceva ({reason}). A fost redenumit în {copy} și începe un joc nou.</translation>
    </message>
    <message>
        <source>In place of your game records file {path} there was something else ({reason}). It was renamed {copy}, and new games are recorded in a new file.</source>
        <translation>În locul fișierului cu înregistrările jocurilor {path} se afla altceva ({reason}). A fost redenumit {copy}, iar jocurile noi sunt înregistrate într-un fișier nou.</translation>
    </message>
    <message>
        <source>In place of your deals of the day file {path} there was something else ({reason}). It was renamed {copy}, and the days played are kept in a new file.</source>
        <translation>În locul fișierului cu repartizările zilei {path} se afla altceva ({reason}). A fost redenumit {copy}, iar zilele jucate sunt păstrate într-un fișier nou.</translation>
    </message>
    <message>
        <source>Your settings file {path} is read-only, so it is left as it is: changes you make now last until you quit. Make the file writable to keep them.</source>
        <extracomment>A file its owner marked read-only: respected (never replaced or removed), and said once.</extracomment>
        <translation>Fișierul cu setări {path} este numai pentru citire, așa că este lăsat așa cum este: modificările pe care le faceți acum rămân până când ieșiți. Permiteți scrierea în fișier pentru a le păstra.</translation>
    </message>
    <message>
        <source>Your statistics file {path} is read-only, so it is left as it is. The games you finish are kept beside it and added once the file is writable again.</source>
        <translation>Fișierul cu statistici {path} este numai pentru citire, așa că este lăsat așa cum este. Jocurile pe care le terminați sunt păstrate alături și adăugate când se va putea scrie din nou în fișier.</translation>
    </message>
    <message>
        <source>Your saved game {path} is read-only, so it is left as it is. The game you play now cannot be kept to resume later; it is counted when it ends or when you quit.</source>
        <translation>Jocul salvat {path} este numai pentru citire, așa că este lăsat așa cum este. Jocul pe care îl jucați acum nu poate fi păstrat pentru a fi reluat mai târziu; este numărat când se termină sau când ieșiți.</translation>
    </message>
    <message>
        <source>Your game records file {path} is read-only, so it is left as it is: the games you finish now are not added to it.</source>
        <translation>Fișierul cu înregistrările jocurilor {path} este doar pentru citire, așa că este lăsat așa cum este: jocurile pe care le încheiați acum nu sunt adăugate în el.</translation>
    </message>
    <message>
        <source>Your deals of the day file {path} is read-only, so it is left as it is: the days you play now are kept until you quit.</source>
        <translation>Fișierul cu repartizările zilei {path} este doar pentru citire, așa că este lăsat așa cum este: zilele pe care le jucați acum sunt păstrate până ieșiți.</translation>
    </message>
    <message>
        <source>Finished games waiting to be added to your statistics are in {path}, which could not be read ({reason}); it is left as it is.</source>
        <translation>Jocurile terminate care așteaptă să fie adăugate în statistici se află în fișierul {path}, care nu a putut fi citit ({reason}); fișierul este lăsat așa cum este.</translation>
    </message>
    <message>
        <source>Some finished games waiting to be added to your statistics could not be read.</source>
        <translation>Unele jocuri terminate care așteaptă să fie adăugate în statistici nu au putut fi citite.</translation>
    </message>
    <message>
        <source>Canfield is already open in another window that is not answering. That window keeps its saved game; a game you play here is counted in your statistics when it ends or when you close this window, but it cannot be resumed later.</source>
        <extracomment>This window started while another one held the files and did not answer (frozen or very slow).</extracomment>
        <translation>Canfield este deja deschis într-o altă fereastră, care nu răspunde. Acea fereastră își păstrează jocul salvat; un joc jucat aici este numărat în statistici când se termină sau când închideți această fereastră, dar nu poate fi reluat mai târziu.</translation>
    </message>
    <message>
        <source>Canfield could not make sure that it is open in only one window: {path} is in the way and could not be moved. So that two windows never overwrite each other&apos;s game, this window leaves your saved game as it is; a game you play here is counted in your statistics when it ends or when you close this window, but it cannot be resumed later. Move {path} elsewhere and start Canfield again to go back to your saved game.</source>
        <extracomment>No lock could be taken: something in the lock&apos;s place could not be moved aside (reliability review 3).</extracomment>
        <translation>Canfield nu s-a putut asigura că este deschis într-o singură fereastră: {path} stă în cale și nu a putut fi mutat. Pentru ca două ferestre să nu-și scrie niciodată jocurile una peste alta, această fereastră lasă jocul salvat neatins; un joc jucat aici este numărat în statistici când se termină sau când închideți această fereastră, dar nu poate fi reluat mai târziu. Mutați {path} în altă parte și porniți din nou Canfield pentru a reveni la jocul salvat.</translation>
    </message>
    <message>
        <source>permission denied</source>
        <extracomment>The reason in brackets in &quot;could not be read ({reason})&quot; / &quot;could not be saved in {folder} ({reason})&quot;.</extracomment>
        <translation>acces interzis</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>discul este plin</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>cota de disc este epuizată</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>discul este doar pentru citire</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>dosarul nu există</translation>
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
        <source>The record of your last game could not be saved in {folder} ({reason}). Canfield keeps it and tries again when the next game ends.</source>
        <translation>Înregistrarea ultimului joc nu a putut fi salvată în {folder} ({reason}). Canfield o păstrează și încearcă din nou când se încheie următorul joc.</translation>
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
        <source>, </source>
        <extracomment>Between the field names of a {fields} list: translated too (Arabic joins with «، »).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>double click</source>
        <extracomment>How a settings field is named in a notice.</extracomment>
        <translation>dublu clic</translation>
    </message>
    <message>
        <source>card back</source>
        <translation>spatele cărților</translation>
    </message>
    <message>
        <source>card faces</source>
        <translation>fața cărților</translation>
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
        <source>casino scoring</source>
        <translation>punctaj de cazinou</translation>
    </message>
    <message>
        <source>sound effects</source>
        <translation>efecte sonore</translation>
    </message>
    <message>
        <source>full screen</source>
        <translation>ecran complet</translation>
    </message>
    <message>
        <source>auto-drop</source>
        <translation>mutare automată</translation>
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
        <source>days of the deal of the day</source>
        <translation>zilele repartizării zilei</translation>
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
    <message>
        <source>moves from a replay</source>
        <translation>mutări dintr-o reluare</translation>
    </message>
    <message>
        <source>date of the deal of the day</source>
        <translation>data repartizării zilei</translation>
    </message>
    <message>
        <source>ask before ending a game</source>
        <translation>întrebare înainte de a încheia un joc</translation>
    </message>
    <message>
        <source>The game that just ended is not counted in your statistics yet: nothing can be saved in {folder} now. Canfield keeps it, tries again at each save and tells you when it is counted. If you quit before then, you will be asked first: games not saved by then would be lost.</source>
        <extracomment>A game ended while nothing could be written (a full disk, a read-only folder): kept in memory, said once.</extracomment>
        <translation>Jocul care tocmai s-a încheiat nu este încă numărat în statistici: acum nu se poate salva nimic în {folder}. Canfield îl păstrează, încearcă din nou la fiecare salvare și vă anunță când este numărat. Dacă ieșiți înainte de asta, veți fi întrebat mai întâi: jocurile nesalvate până atunci s-ar pierde.</translation>
    </message>
    <message>
        <source>The finished games that could not be saved before are now counted in your statistics.</source>
        <extracomment>The games of NOT_COUNTED_YET were written at last.</extracomment>
        <translation>Jocurile încheiate care nu au putut fi salvate înainte sunt acum numărate în statistici.</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>este un dosar</translation>
    </message>
    <message>
        <source>Your deals of the day could not be saved in {folder} ({reason}). Canfield keeps them while it runs and tries again with the next change.</source>
        <translation>Repartizările zilei nu au putut fi salvate în {folder} ({reason}). Canfield le păstrează cât timp rulează și încearcă din nou la următoarea schimbare.</translation>
    </message>
    <message>
        <source>motion</source>
        <translation>mișcare</translation>
    </message>
    <message>
        <source>toolbar</source>
        <translation>bara de unelte</translation>
    </message>
    <message>
        <source>winnable indicator</source>
        <translation>indicatorul de câștig</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>This game: %1</source>
        <translation>Partida aceasta: %1</translation>
    </message>
    <message>
        <source>Bankroll: %1</source>
        <translation>Sold: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cărți</numerusform>
            <numerusform>%n de cărți</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal of the day
%1</source>
        <translation>Repartizarea zilei
%1</translation>
    </message>
</context>
<context>
    <name>UnsavedQuestion</name>
    <message>
        <source>Quit</source>
        <translation>Ieșire</translation>
    </message>
    <message>
        <source>Quit and lose the games that could not be saved?</source>
        <translation>Ieșiți și pierdeți jocurile care nu au putut fi salvate?</translation>
    </message>
    <message>
        <source>Games not saved: %1. Nothing can be saved now: the disk may be full, or the folder read-only. If you keep trying, Canfield saves them as soon as it can (at the next save, or when you quit again) and tells you. If you quit now, they are lost.</source>
        <translation>Jocuri nesalvate: %1. Acum nu se poate salva nimic: poate discul este plin sau dosarul este doar pentru citire. Dacă mai încercați, Canfield le salvează imediat ce poate (la următoarea salvare sau când ieșiți din nou) și vă anunță. Dacă ieșiți acum, ele se pierd.</translation>
    </message>
    <message>
        <source>Quit Anyway</source>
        <translation>Ieși oricum</translation>
    </message>
    <message>
        <source>Keep Trying</source>
        <translation>Mai încearcă</translation>
    </message>
</context>
<context>
    <name>WinScreen</name>
    <message>
        <source>The demo won this deal</source>
        <translation>Demonstrația a câștigat această repartizare</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Ați câștigat!</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>Joacă din nou</translation>
    </message>
    <message>
        <source>A new deal with the same rules and draw.</source>
        <translation>O repartizare nouă, cu aceleași reguli și aceeași extragere.</translation>
    </message>
    <message>
        <source>Same Deal</source>
        <translation>Aceeași repartizare</translation>
    </message>
    <message>
        <source>Play this deal again from the start.</source>
        <translation>Jucați din nou această repartizare de la început.</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Joc nou…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Reluare</translation>
    </message>
    <message>
        <source>Step through this game&apos;s moves again.</source>
        <translation>Parcurgeți din nou mutările acestui joc, una câte una.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>%1 (%2 for the records)</source>
        <translation>%1 (%2 pentru recorduri)</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Scor:</translation>
    </message>
    <message>
        <source>Cards home:</source>
        <translation>Cărți pe fundații:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Timp:</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Mutări:</translation>
    </message>
    <message>
        <source>%1 in a row (best %2)</source>
        <translation>%1 la rând (cea mai lungă: %2)</translation>
    </message>
    <message>
        <source>Wins in a row:</source>
        <translation>Serie de victorii:</translation>
    </message>
    <message>
        <source>%1, bankroll %2</source>
        <translation>%1, sold %2</translation>
    </message>
    <message>
        <source>Casino:</source>
        <translation>Cazinou:</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>Codul jocului:</translation>
    </message>
    <message>
        <source>%1 — a new best</source>
        <translation>%1 — un nou record</translation>
    </message>
    <message>
        <source>%1 (best %2)</source>
        <translation>%1 (record: %2)</translation>
    </message>
    <message>
        <source>The demo played this deal: it counts as played, not won, and sets no record.</source>
        <translation>Demonstrația a jucat această repartizare: contează ca jucată, nu câștigată, și nu stabilește niciun record.</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>Winnable Deal</source>
        <translation>Repartizare care poate fi câștigată</translation>
    </message>
    <message>
        <source>Dealing until the solver finds a deal it can win…</source>
        <translation>Se împart cărțile până când programul de rezolvare găsește o repartizare pe care o poate câștiga…</translation>
    </message>
    <message>
        <source>Deals tried: %1 — time: %2</source>
        <translation>Repartizări încercate: %1 — timp: %2</translation>
    </message>
</context>
</TS>
