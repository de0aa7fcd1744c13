<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>KeyBindings</name>
    <message>
        <source>%1 has no key for &quot;%2&quot;.</source>
        <translation>%1 nemá klávesu pro „%2“.</translation>
    </message>
    <message>
        <source>%1 is bound twice.</source>
        <translation>%1 je přiřazena dvakrát.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a key</source>
        <translation>„%1“ není klávesa</translation>
    </message>
    <message>
        <source>Cursor up</source>
        <translation>Kurzor nahoru</translation>
    </message>
    <message>
        <source>Cursor down</source>
        <translation>Kurzor dolů</translation>
    </message>
    <message>
        <source>Cursor left</source>
        <translation>Kurzor doleva</translation>
    </message>
    <message>
        <source>Cursor right</source>
        <translation>Kurzor doprava</translation>
    </message>
    <message>
        <source>Pick up / put down</source>
        <translation>Zvednout / položit</translation>
    </message>
    <message>
        <source>Next pocket piece to drop</source>
        <translation>Další kámen ze zásobníku k nasazení</translation>
    </message>
    <message>
        <source>Put back</source>
        <translation>Vrátit zpět</translation>
    </message>
    <message>
        <source>Board A (left hand)</source>
        <translation>Šachovnice A (levá ruka)</translation>
    </message>
    <message>
        <source>Board B (right hand)</source>
        <translation>Šachovnice B (pravá ruka)</translation>
    </message>
    <message>
        <source>Press the clock (clock-move rule)</source>
        <translation>Stisknout hodiny (pravidlo clock-move)</translation>
    </message>
    <message>
        <source>%1 cannot be used: it belongs to the menus.</source>
        <translation>%1 nelze použít: patří nabídkám.</translation>
    </message>
    <message>
        <source>Partner signals of White</source>
        <translation>Signály bílého pro partnera</translation>
    </message>
    <message>
        <source>Partner signals of Black</source>
        <translation>Signály černého pro partnera</translation>
    </message>
</context>
<context>
    <name>MatchLabels</name>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>%1 min + %2 s</source>
        <translation>%1 min + %2 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 min, %2 s delay</source>
        <translation>%1 min, zpoždění %2 s</translation>
    </message>
    <message>
        <source>%1 min, %2 s Bronstein delay</source>
        <translation>%1 min, Bronsteinovo zpoždění %2 s</translation>
    </message>
    <message>
        <source>unfinished</source>
        <comment>a match kept before its end</comment>
        <translation>nedohraná</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>zrušeno</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message>
        <source>pawn</source>
        <translation>pěšec</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>jezdec</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>střelec</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>věž</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <source>king</source>
        <translation>král</translation>
    </message>
    <message>
        <source>piece</source>
        <translation>kámen</translation>
    </message>
    <message numerus="yes">
        <source>about %n s</source>
        <translation>
            <numerusform>asi %n s</numerusform>
            <numerusform>asi %n s</numerusform>
            <numerusform>asi %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Missed mate in %n</source>
        <translation>
            <numerusform>Přehlédnutý mat %n. tahem</numerusform>
            <numerusform>Přehlédnutý mat %n. tahem</numerusform>
            <numerusform>Přehlédnutý mat %n. tahem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Allowed mate in %n</source>
        <translation>
            <numerusform>Připuštěný mat %n. tahem</numerusform>
            <numerusform>Připuštěný mat %n. tahem</numerusform>
            <numerusform>Připuštěný mat %n. tahem</numerusform>
        </translation>
    </message>
    <message>
        <source>Gave the partner&apos;s opponent a %1: %2 mated %3 later</source>
        <translation>Kámen pro soupeře partnera (%1): %2 dal mat o %3 později</translation>
    </message>
    <message>
        <source>Gave the partner&apos;s opponent a %1: %2 won %3 later</source>
        <translation>Kámen pro soupeře partnera (%1): %2 rozhodl o %3 později</translation>
    </message>
    <message>
        <source>Gave the partner&apos;s opponent a %1: %2 mated</source>
        <translation>Kámen pro soupeře partnera (%1): %2 dal mat</translation>
    </message>
    <message>
        <source>Gave the partner&apos;s opponent a %1: %2 won</source>
        <translation>Kámen pro soupeře partnera (%1): %2 rozhodl</translation>
    </message>
    <message>
        <source>Lost a pawn</source>
        <translation>Ztráta pěšce</translation>
    </message>
    <message>
        <source>Lost a knight</source>
        <translation>Ztráta jezdce</translation>
    </message>
    <message>
        <source>Lost a bishop</source>
        <translation>Ztráta střelce</translation>
    </message>
    <message>
        <source>Lost a rook</source>
        <translation>Ztráta věže</translation>
    </message>
    <message>
        <source>Lost the queen</source>
        <translation>Ztráta dámy</translation>
    </message>
    <message>
        <source>Lost material</source>
        <translation>Ztráta materiálu</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Hrubá chyba</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Chyba</translation>
    </message>
    <message>
        <source>This %1 came from %2 on board %3, %4 earlier.</source>
        <translation>Tento kámen (%1) přišel z tahu %2 na šachovnici %3, o %4 dříve.</translation>
    </message>
    <message>
        <source>This %1 came from %2 on board %3.</source>
        <translation>Tento kámen (%1) přišel z tahu %2 na šachovnici %3.</translation>
    </message>
    <message>
        <source>The captured %1 went to %2&apos;s pocket as a pawn.</source>
        <translation>Sebraný kámen (%1) šel jako pěšec do zásobníku hráče %2.</translation>
    </message>
    <message>
        <source>The captured %1 went to %2&apos;s pocket.</source>
        <translation>Sebraný kámen (%1) šel do zásobníku hráče %2.</translation>
    </message>
    <message>
        <source>It was never dropped.</source>
        <translation>Nikdy nebyl nasazen.</translation>
    </message>
    <message>
        <source>Dropped at %1, %2 later.</source>
        <translation>Nasazen tahem %1, o %2 později.</translation>
    </message>
    <message>
        <source>Dropped at %1.</source>
        <translation>Nasazen tahem %1.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Bughouse and crazyhouse chess on one computer.</source>
        <translation>Šachy bughouse a crazyhouse na jednom počítači.</translation>
    </message>
    <message>
        <source>Render the window to FILE (PNG) and exit.</source>
        <translation>Vykreslí okno do souboru FILE (PNG) a skončí.</translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation>Velikost okna pro --screenshot.</translation>
    </message>
    <message>
        <source>Show this two-board position: &quot;FEN_A | FEN_B&quot;.</source>
        <translation>Zobrazí tuto pozici na dvou šachovnicích: &quot;FEN_A | FEN_B&quot;.</translation>
    </message>
    <message>
        <source>--bfen takes one or two FENs separated by &apos;|&apos;</source>
        <translation>--bfen přijímá jeden nebo dva zápisy FEN oddělené znakem „|“</translation>
    </message>
    <message>
        <source>--size must be WxH, e.g. 1280x800</source>
        <translation>--size musí mít tvar WxH, např. 1280x800</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>nelze zapsat %1</translation>
    </message>
    <message>
        <source>Start a demo: four computers, a new match whenever one ends.</source>
        <translation>Spustit ukázku: hrají čtyři počítače, po každé partii začne nová.</translation>
    </message>
    <message>
        <source>A record (BPGN or PGN) to open in the replay window.</source>
        <translation>Záznam (BPGN nebo PGN), který se otevře v okně Přehrávání.</translation>
    </message>
    <message>
        <source>give one record to open, not %1</source>
        <translation>zadejte jeden záznam k otevření, ne %1</translation>
    </message>
</context>
<context>
    <name>ui::AboutDialog</name>
    <message>
        <source>About Bughouse</source>
        <translation>O programu Bughouse</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Bughouse %1&lt;/h3&gt;&lt;p&gt;Bughouse and crazyhouse chess for four (or two) players on one computer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Bughouse %1&lt;/h3&gt;&lt;p&gt;Šachy bughouse a crazyhouse pro čtyři (nebo dva) hráče na jednom počítači.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ui::AppSettings</name>
    <message>
        <source>Player 1</source>
        <translation>Hráč 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Hráč 2</translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation>Hráč 3</translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation>Hráč 4</translation>
    </message>
    <message>
        <source>it is larger than %1 bytes</source>
        <translation>je větší než %1 bajtů</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>není to obyčejný soubor</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read: %2. The defaults apply.</source>
        <translation>Soubor nastavení %1 nelze přečíst: %2. Platí výchozí nastavení.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read: %2. The defaults apply; the file was kept as %3.</source>
        <translation>Soubor nastavení %1 nelze přečíst: %2. Platí výchozí nastavení; soubor byl uschován jako %3.</translation>
    </message>
</context>
<context>
    <name>ui::BuiltInPlayer</name>
    <message>
        <source>Computer (level %1)</source>
        <translation>Počítač (úroveň %1)</translation>
    </message>
</context>
<context>
    <name>ui::ClockModel</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <comment>time left on a clock</comment>
        <translation>
            <numerusform>%n sekunda</numerusform>
            <numerusform>%n sekundy</numerusform>
            <numerusform>%n sekund</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>minutes and seconds</comment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <comment>time left on a clock</comment>
        <translation>
            <numerusform>%n minuta</numerusform>
            <numerusform>%n minuty</numerusform>
            <numerusform>%n minut</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::ControlsDialog</name>
    <message>
        <source>Keyboard controls</source>
        <translation>Ovládání klávesnicí</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Ovládání</translation>
    </message>
    <message>
        <source>Keyboard blocks</source>
        <translation>Bloky klávesnice</translation>
    </message>
    <message>
        <source>Signals and other keys</source>
        <translation>Signály a další klávesy</translation>
    </message>
    <message>
        <source>Start the clocks</source>
        <translation>Spustit hodiny</translation>
    </message>
    <message>
        <source>Put back what the mouse or fingers hold</source>
        <translation>Vrátit, co drží myš nebo prsty</translation>
    </message>
    <message>
        <source>Pause / resume</source>
        <translation>Pozastavit / pokračovat</translation>
    </message>
    <message>
        <source>New match, rematch</source>
        <translation>Nová partie, odveta</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Celá obrazovka</translation>
    </message>
    <message>
        <source>Mouse, touch and keyboard</source>
        <translation>Myš, dotyk a klávesnice</translation>
    </message>
    <message>
        <source>Gamepads</source>
        <translation>Gamepady</translation>
    </message>
    <message>
        <source>Scoreboard of the evening</source>
        <translation>Výsledky večera</translation>
    </message>
    <message>
        <source>Each gamepad plays one seat, with its own cursor on that seat&apos;s board, and may premove while the opponent is to move. %1 shows which pad plays which seat.</source>
        <translation>Každý gamepad hraje za jedno místo, s vlastním kurzorem na šachovnici tohoto místa, a smí předtáhnout (premove), zatímco je na tahu soupeř. %1 ukazuje, který gamepad hraje za které místo.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Both boards are played at the same moment. Use the mouse, a finger on a touch screen (every finger is its own hand: two fingers play two boards at once) and the two keyboard blocks below, all at the same time. Each side of a board takes one held piece at a time: whoever picks up first plays, and a second hand for that side is refused until the piece is down.&lt;/p&gt;&lt;p&gt;Drag a piece or click (tap) it and then its square; drag from a pocket to drop. With the keys, move the cursor, pick up, move the cursor again and put down; the pocket key takes the next piece of your pocket; in the promotion chooser the cursor keys choose the piece and the pick-up key takes it.&lt;/p&gt;&lt;p&gt;Four people at one keyboard: the two players of board A share the left-hand block, the two of board B the right-hand one. A block moves for the side to move on its board; for signals each player presses their own key, so no one speaks for another.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Na obou šachovnicích se hraje současně. Používejte myš, prst na dotykové obrazovce (každý prst je samostatná ruka: dva prsty hrají na dvou šachovnicích najednou) a dva bloky klávesnice níže, vše zároveň. Každá strana šachovnice přijímá vždy jen jeden zvednutý kámen: kdo zvedne první, hraje, a druhá ruka za tutéž stranu je odmítnuta, dokud kámen neleží.&lt;/p&gt;&lt;p&gt;Táhněte kámen, nebo na něj klikněte (ťukněte) a pak na pole; ze zásobníku táhněte pro nasazení. Klávesami posuňte kurzor, zvedněte kámen, znovu posuňte kurzor a položte; klávesa zásobníku vezme další kámen ze zásobníku; ve výběru proměny kurzorové klávesy vybírají kámen a klávesa zvednutí jej potvrdí.&lt;/p&gt;&lt;p&gt;Čtyři lidé u jedné klávesnice: oba hráči šachovnice A sdílejí levý blok, oba hráči šachovnice B pravý. Blok táhne za stranu, která je na jeho šachovnici na tahu; signály posílá každý hráč svou vlastní klávesou, takže nikdo nemluví za jiného.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Partner signals from the keyboard</source>
        <translation>Signály pro partnera z klávesnice</translation>
    </message>
    <message>
        <source>Each block has a key for White&apos;s and one for Black&apos;s signals bar of its board (above), so that the two players sharing a block each speak for themselves: the key takes the block&apos;s cursor onto that bar, the cursor keys choose, the pick-up key sends, the put-back key or the same key again goes back to the board.</source>
        <translation>Každý blok má klávesu pro lištu signálů bílého a jednu pro lištu černého své šachovnice (výše), takže oba hráči, kteří sdílejí blok, mluví každý sám za sebe: klávesa přesune kurzor bloku na tu lištu, kurzorové klávesy vybírají, klávesa zvednutí odešle, klávesa vrácení nebo znovu tatáž klávesa se vrátí na šachovnici.</translation>
    </message>
    <message>
        <source>Click a field and press the key; press several keys in one field for alternatives. Ctrl, Alt, Shift, Space, Esc, F1 and F11 are kept for the menus.</source>
        <translation>Klikněte do pole a stiskněte klávesu; více kláves v jednom poli jsou alternativy. Ctrl, Alt, Shift, mezerník, Esc, F1 a F11 zůstávají nabídkám.</translation>
    </message>
</context>
<context>
    <name>ui::DialogPause</name>
    <message>
        <source>Clocks paused while the dialog is open.</source>
        <translation>Hodiny stojí, dokud je okno otevřené.</translation>
    </message>
    <message>
        <source>Clocks running again.</source>
        <translation>Hodiny opět běží.</translation>
    </message>
    <message>
        <source>Match in progress</source>
        <translation>Partie probíhá</translation>
    </message>
</context>
<context>
    <name>ui::EveningShow</name>
    <message>
        <source>The scoreboard of the evening could not be read: its file is damaged. The scoreboard starts empty.</source>
        <translation>Výsledky večera nelze načíst: jejich soubor je poškozený. Tabulka začíná prázdná.</translation>
    </message>
    <message>
        <source>The scoreboard of the evening could not be read: its file is damaged. The scoreboard starts empty; the file was kept as %1.</source>
        <translation>Výsledky večera nelze načíst: jejich soubor je poškozený. Tabulka začíná prázdná; soubor byl uschován jako %1.</translation>
    </message>
    <message>
        <source>Scoreboard not read</source>
        <translation>Výsledky nenačteny</translation>
    </message>
    <message>
        <source>The scoreboard could not be saved: %1</source>
        <translation>Výsledky nelze uložit: %1</translation>
    </message>
    <message>
        <source>The scoreboard is shown between matches, not while the clocks run.</source>
        <translation>Výsledky se ukazují mezi partiemi, ne když běží hodiny.</translation>
    </message>
    <message>
        <source>Press a key or click to go on</source>
        <translation>Pokračujte stiskem klávesy nebo kliknutím</translation>
    </message>
    <message numerus="yes">
        <source>Demo: %n match(es)</source>
        <translation>
            <numerusform>Ukázka: %n partie</numerusform>
            <numerusform>Ukázka: %n partie</numerusform>
            <numerusform>Ukázka: %n partií</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This evening: %n match(es)</source>
        <translation>
            <numerusform>Dnešní večer: %n partie</numerusform>
            <numerusform>Dnešní večer: %n partie</numerusform>
            <numerusform>Dnešní večer: %n partií</numerusform>
        </translation>
    </message>
    <message>
        <source>New evening</source>
        <translation>Nový večer</translation>
    </message>
    <message numerus="yes">
        <source>Clear the scoreboard of the evening (%n match(es))?</source>
        <translation>
            <numerusform>Smazat výsledky večera (%n partie)?</numerusform>
            <numerusform>Smazat výsledky večera (%n partie)?</numerusform>
            <numerusform>Smazat výsledky večera (%n partií)?</numerusform>
        </translation>
    </message>
    <message>
        <source>A new evening: the scoreboard is empty.</source>
        <translation>Nový večer: tabulka výsledků je prázdná.</translation>
    </message>
    <message>
        <source>scoreboard-%1</source>
        <translation>vysledky-%1</translation>
    </message>
    <message>
        <source>Export scoreboard</source>
        <translation>Exportovat výsledky</translation>
    </message>
    <message>
        <source>Tables for spreadsheets (*.csv)</source>
        <translation>Tabulky pro tabulkové procesory (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Uloženo: %1.</translation>
    </message>
    <message>
        <source>Save scoreboard picture</source>
        <translation>Uložit obrázek výsledků</translation>
    </message>
    <message>
        <source>Pictures (*.png)</source>
        <translation>Obrázky (*.png)</translation>
    </message>
</context>
<context>
    <name>ui::GamepadPicture</name>
    <message>
        <source>LT or RT held: the signals, in this colour</source>
        <translation>Se stisknutým LT nebo RT: signály, v této barvě</translation>
    </message>
    <message>
        <source>LB: previous pocket piece</source>
        <translation>LB: předchozí kámen ze zásobníku</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Drž</translation>
    </message>
    <message>
        <source>RB: next pocket piece</source>
        <translation>RB: další kámen ze zásobníku</translation>
    </message>
    <message>
        <source>Thanks</source>
        <translation>Díky</translation>
    </message>
    <message>
        <source>D-pad, left stick: move the cursor</source>
        <translation>D-pad, levá páčka: pohyb kurzoru</translation>
    </message>
    <message>
        <source>Need a queen (up), rook (right), bishop (left), knight (down)</source>
        <translation>Potřebuji dámu (nahoru), věž (doprava), střelce (doleva), jezdce (dolů)</translation>
    </message>
    <message>
        <source>A: pick up / put down
B: put back</source>
        <translation>A: zvednout / položit
B: vrátit zpět</translation>
    </message>
    <message>
        <source>Y sit, X go, A OK, B sorry</source>
        <translation>Y čekej, X hraj, A OK, B promiň</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Need a pawn</source>
        <translation>Potřebuji pěšce</translation>
    </message>
    <message>
        <source>Start: press the clock (clock-move rule)</source>
        <translation>Start: stisknout hodiny (pravidlo clock-move)</translation>
    </message>
</context>
<context>
    <name>ui::GamepadsDialog</name>
    <message>
        <source>Gamepads</source>
        <translation>Gamepady</translation>
    </message>
    <message>
        <source>Gamepads are off: this program was built without SDL2. Install the Debian package libsdl2-dev and build it again.</source>
        <translation>Gamepady jsou vypnuté: program byl sestaven bez SDL2. Nainstalujte balíček Debianu libsdl2-dev a sestavte jej znovu.</translation>
    </message>
    <message>
        <source>Gamepads are off: SDL could not start its game controller support.</source>
        <translation>Gamepady jsou vypnuté: SDL nemohlo spustit podporu herních ovladačů.</translation>
    </message>
    <message>
        <source>No gamepad is connected. Plug one in and press a button on it.</source>
        <translation>Není připojen žádný gamepad. Připojte jej a stiskněte na něm tlačítko.</translation>
    </message>
    <message>
        <source>Gamepads connected: %1. A new pad is offered a free seat at its first button press.</source>
        <translation>Připojené gamepady: %1. Nový gamepad dostane při prvním stisku tlačítka nabídku volného místa.</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nikdo</translation>
    </message>
</context>
<context>
    <name>ui::MainWindow</name>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 → %2: %3</translation>
    </message>
    <message>
        <source>Bughouse</source>
        <translation>Bughouse</translation>
    </message>
    <message>
        <source>&amp;Match</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Nová partie…</translation>
    </message>
    <message>
        <source>&amp;Rematch (swap colours)</source>
        <translation>&amp;Odveta (prohodit barvy)</translation>
    </message>
    <message>
        <source>&amp;Start clocks</source>
        <translation>&amp;Spustit hodiny</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pozastavit</translation>
    </message>
    <message>
        <source>&amp;Abort (needs both teams)</source>
        <translation>&amp;Zrušit (musí souhlasit oba týmy)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ukončit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Celá obrazovka</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Nastavení</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Nápo&amp;věda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Pravidla</translation>
    </message>
    <message>
        <source>&amp;About Bughouse</source>
        <translation>&amp;O programu Bughouse</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Vzdát partii</translation>
    </message>
    <message>
        <source>Does %1 really resign?</source>
        <translation>Opravdu se %1 vzdává?</translation>
    </message>
    <message>
        <source>%1 asks to abort the match; a player of the other side must agree.</source>
        <translation>%1 žádá o zrušení partie; musí souhlasit hráč druhého týmu.</translation>
    </message>
    <message>
        <source>Ready. Press Space to start the clocks.</source>
        <translation>Připraveno. Hodiny spustíte mezerníkem.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Pozastaveno.</translation>
    </message>
    <message>
        <source>Clocks running. Good luck!</source>
        <translation>Hodiny běží. Hodně štěstí!</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 táhne %2.</translation>
    </message>
    <message>
        <source>%1 played %2 on board A.</source>
        <translation>%1 táhne %2 na šachovnici A.</translation>
    </message>
    <message>
        <source>%1 played %2 on board B.</source>
        <translation>%1 táhne %2 na šachovnici B.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Soubor</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <source>&amp;Save match…</source>
        <translation>Uložit &amp;partii…</translation>
    </message>
    <message>
        <source>&amp;Recent matches</source>
        <translation>&amp;Nedávné partie</translation>
    </message>
    <message>
        <source>&amp;Demo: four computers</source>
        <translation>U&amp;kázka: čtyři počítače</translation>
    </message>
    <message>
        <source>The saved keyboard controls cannot be used (%1); the default keys apply.</source>
        <translation>Uložené ovládání klávesnicí nelze použít (%1); platí výchozí klávesy.</translation>
    </message>
    <message>
        <source>&amp;Controls</source>
        <translation>O&amp;vládání</translation>
    </message>
    <message>
        <source>&amp;Keyboard controls…</source>
        <translation>Ovládání &amp;klávesnicí…</translation>
    </message>
    <message>
        <source>&amp;Gamepads…</source>
        <translation>&amp;Gamepady…</translation>
    </message>
    <message>
        <source>%1 cannot resign: the match has already ended. %2</source>
        <translation>%1 se nemůže vzdát: partie už skončila. %2</translation>
    </message>
    <message>
        <source>A match is in progress. Quit now? Its clocks stop, and it is offered again at the next start.</source>
        <translation>Probíhá partie. Skončit teď? Hodiny se zastaví a partie bude nabídnuta při příštím spuštění.</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <source>&amp;Export scoreboard…</source>
        <translation>&amp;Exportovat výsledky…</translation>
    </message>
    <message>
        <source>Save scoreboard &amp;picture…</source>
        <translation>Uložit výsledky jako o&amp;brázek…</translation>
    </message>
    <message>
        <source>New &amp;evening…</source>
        <translation>Nový v&amp;ečer…</translation>
    </message>
    <message>
        <source>Score&amp;board</source>
        <translation>Výsledková &amp;tabulka</translation>
    </message>
    <message>
        <source>Res&amp;ign</source>
        <translation>&amp;Vzdát se</translation>
    </message>
    <message>
        <source>Settings not read</source>
        <translation>Nastavení nenačteno</translation>
    </message>
</context>
<context>
    <name>ui::MatchController</name>
    <message>
        <source>board A</source>
        <translation>šachovnice A</translation>
    </message>
    <message>
        <source>board B</source>
        <translation>šachovnice B</translation>
    </message>
    <message>
        <source>%1 and %2 win</source>
        <translation>%1 a %2 vyhrávají</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 vyhrává</translation>
    </message>
    <message>
        <source>%1: %2 is checkmated on %3.</source>
        <translation>%1: %2 je v matu (%3).</translation>
    </message>
    <message>
        <source>%1: %2 is checkmated.</source>
        <translation>%1: %2 je v matu.</translation>
    </message>
    <message>
        <source>%1: %2 ran out of time on %3.</source>
        <translation>%1: %2 prohrává na čas (%3).</translation>
    </message>
    <message>
        <source>%1: %2 ran out of time.</source>
        <translation>%1: %2 prohrává na čas.</translation>
    </message>
    <message>
        <source>%1: %2 resigned.</source>
        <translation>%1: %2 se vzdává.</translation>
    </message>
    <message>
        <source>Match aborted by agreement.</source>
        <translation>Partie zrušena dohodou.</translation>
    </message>
    <message>
        <source>Draw: %1 is stalemated on %2.</source>
        <translation>Remíza: %1 je v patu (%2).</translation>
    </message>
    <message>
        <source>Draw: %1 is stalemated.</source>
        <translation>Remíza: %1 je v patu.</translation>
    </message>
    <message>
        <source>Draw by threefold repetition.</source>
        <translation>Remíza trojím opakováním pozice.</translation>
    </message>
    <message>
        <source>Draw: 600 moves have been played.</source>
        <translation>Remíza: bylo odehráno 600 tahů.</translation>
    </message>
    <message>
        <source>Sit</source>
        <comment>partner signal: wait, don&apos;t move</comment>
        <translation>Čekej</translation>
    </message>
    <message>
        <source>Go</source>
        <comment>partner signal: play on</comment>
        <translation>Hraj</translation>
    </message>
    <message>
        <source>Hold</source>
        <comment>partner signal: keep your pieces, don&apos;t trade</comment>
        <translation>Drž</translation>
    </message>
    <message>
        <source>Need pawn</source>
        <translation>Chci pěšce</translation>
    </message>
    <message>
        <source>Need knight</source>
        <translation>Chci jezdce</translation>
    </message>
    <message>
        <source>Need bishop</source>
        <translation>Chci střelce</translation>
    </message>
    <message>
        <source>Need rook</source>
        <translation>Chci věž</translation>
    </message>
    <message>
        <source>Need queen</source>
        <translation>Chci dámu</translation>
    </message>
    <message>
        <source>OK</source>
        <comment>partner signal</comment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Sorry</source>
        <comment>partner signal</comment>
        <translation>Promiň</translation>
    </message>
    <message>
        <source>Thanks</source>
        <comment>partner signal</comment>
        <translation>Díky</translation>
    </message>
    <message>
        <source>The match has not started yet.</source>
        <translation>Partie ještě nezačala.</translation>
    </message>
    <message>
        <source>The clocks are paused.</source>
        <translation>Hodiny jsou pozastavené.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Partie skončila.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Nejste na tahu.</translation>
    </message>
    <message>
        <source>This seat does not play in this match.</source>
        <translation>Tento hráč v této partii nehraje.</translation>
    </message>
    <message>
        <source>There is no piece of yours on that square.</source>
        <translation>Na tomto poli nemáte žádný kámen.</translation>
    </message>
    <message>
        <source>That piece is not in your pocket.</source>
        <translation>Tento kámen nemáte v zásobníku.</translation>
    </message>
    <message>
        <source>Pawns cannot be dropped on the first or last rank.</source>
        <translation>Pěšce nelze nasadit na první ani poslední řadu.</translation>
    </message>
    <message>
        <source>Pieces can only be dropped on empty squares.</source>
        <translation>Kameny lze nasazovat jen na prázdná pole.</translation>
    </message>
    <message>
        <source>Checkmate by a drop is not allowed in this match.</source>
        <translation>Mat nasazením je v této partii zakázán.</translation>
    </message>
    <message>
        <source>That piece cannot move there.</source>
        <translation>Tam tento kámen táhnout nemůže.</translation>
    </message>
    <message>
        <source>You cannot castle now.</source>
        <translation>Rošádu teď udělat nemůžete.</translation>
    </message>
    <message>
        <source>Your king would be in check.</source>
        <translation>Váš král by byl v šachu.</translation>
    </message>
    <message>
        <source>Choose a queen, rook, bishop or knight.</source>
        <translation>Vyberte dámu, věž, střelce nebo jezdce.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
    <message>
        <source>White · board A</source>
        <translation>Bílý · šachovnice A</translation>
    </message>
    <message>
        <source>Black · board A</source>
        <translation>Černý · šachovnice A</translation>
    </message>
    <message>
        <source>White · board B</source>
        <translation>Bílý · šachovnice B</translation>
    </message>
    <message>
        <source>Black · board B</source>
        <translation>Černý · šachovnice B</translation>
    </message>
    <message>
        <source>Make your move first, then press your clock.</source>
        <translation>Nejdřív zahrajte tah, pak zmáčkněte hodiny.</translation>
    </message>
    <message>
        <source>%1: both boards ended at the same moment, %2 and %3 lost on both.</source>
        <translation>%1: obě partie skončily současně, %2 a %3 prohrávají na obou šachovnicích.</translation>
    </message>
    <message>
        <source>Draw: both boards ended at the same moment, each team won one (%1 and %2).</source>
        <translation>Remis: obě partie skončily současně a každý tým vyhrál na jedné šachovnici (%1 a %2).</translation>
    </message>
    <message>
        <source>Draw by threefold repetition across both boards.</source>
        <translation>Remis trojím opakováním pozice přes 2 šachovnice.</translation>
    </message>
    <message>
        <source>Draw: %1 is checkmated on %2 by a poisoned piece.</source>
        <translation>Remis: %1 je na %2 v matu od otráveného kamene.</translation>
    </message>
    <message>
        <source>A drop may not give check in this match.</source>
        <translation>V této partii nesmí nasazení dát šach.</translation>
    </message>
    <message>
        <source>This match allows promotion only to the pieces offered.</source>
        <translation>V této partii se pěšec mění jen v nabízené kameny.</translation>
    </message>
    <message>
        <source>%1: %2 resigned on %3.</source>
        <translation>%1: %2 se vzdává (%3).</translation>
    </message>
    <message>
        <source>Not mate: a piece from the partner can block. %1 waits for one.</source>
        <translation>Není mat: kámen od spoluhráče může clonit. %1 na něj čeká.</translation>
    </message>
    <message>
        <source>%1 has no move and waits for a piece from the partner.</source>
        <translation>%1 nemá tah a čeká na kámen od spoluhráče.</translation>
    </message>
    <message>
        <source>Draw: %1 moves have been played, the most a record holds.</source>
        <translation>Remis: odehrálo se %1 tahů, nejvíc, kolik záznam pojme.</translation>
    </message>
</context>
<context>
    <name>ui::MatchKeeper</name>
    <message>
        <source>Reading the interrupted match... %1 %</source>
        <translation>Načítá se přerušená partie... %1 %</translation>
    </message>
    <message>
        <source>The interrupted match could not be kept: %1</source>
        <translation>Přerušenou partii nelze uschovat: %1</translation>
    </message>
    <message>
        <source>Last saved today at %1.</source>
        <translation>Naposledy uloženo dnes v %1.</translation>
    </message>
    <message>
        <source>Last saved yesterday at %1.</source>
        <translation>Naposledy uloženo včera v %1.</translation>
    </message>
    <message>
        <source>Last saved %1.</source>
        <translation>Naposledy uloženo %1.</translation>
    </message>
    <message>
        <source>Resume match</source>
        <translation>Pokračovat v partii</translation>
    </message>
    <message numerus="yes">
        <source>A match was interrupted after %n move(s). Resume it?</source>
        <translation>
            <numerusform>Partie byla přerušena po %n tahu. Pokračovat?</numerusform>
            <numerusform>Partie byla přerušena po %n tazích. Pokračovat?</numerusform>
            <numerusform>Partie byla přerušena po %n tazích. Pokračovat?</numerusform>
        </translation>
    </message>
    <message>
        <source>Demo: %1</source>
        <translation>Ukázka: %1</translation>
    </message>
    <message>
        <source>The interrupted match could not be restored: its saved file is damaged.</source>
        <translation>Přerušenou partii se nepodařilo obnovit: její uložený soubor je poškozený.</translation>
    </message>
    <message>
        <source>The interrupted match could not be restored: its saved file is damaged. The file was kept as %1.</source>
        <translation>Přerušenou partii se nepodařilo obnovit: její uložený soubor je poškozený. Soubor byl ponechán jako %1.</translation>
    </message>
    <message>
        <source>Match not restored</source>
        <translation>Partie nebyla obnovena</translation>
    </message>
    <message>
        <source>The match could not be saved: %1</source>
        <translation>Partii se nepodařilo uložit: %1</translation>
    </message>
    <message>
        <source>Match not kept</source>
        <translation>Partie nebyla uložena</translation>
    </message>
    <message>
        <source>The finished match %1 (%2) could not be saved in %3: %4

Save it somewhere else?</source>
        <translation>Dohranou partii %1 (%2) nešlo uložit do %3: %4

Uložit ji jinam?</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Uložit &amp;jako...</translation>
    </message>
    <message>
        <source>The match in progress ends without a result and is kept under Recent matches. Set up the new match?</source>
        <translation>Probíhající partie skončí bez výsledku a uschová se v Nedávných partiích. Připravit novou partii?</translation>
    </message>
    <message>
        <source>The match could not be kept: %1</source>
        <translation>Partii nelze uschovat: %1</translation>
    </message>
    <message>
        <source>No finished matches yet</source>
        <translation>Zatím žádné dohrané partie</translation>
    </message>
    <message numerus="yes">
        <source>It was played with %n program(s) that are not among your engines: %1. Yes gives their seats to the built-in engine.</source>
        <translation>
            <numerusform>Hrál v ní %n program, který není mezi vašimi enginy: %1. Ano dá jeho místo vestavěnému enginu.</numerusform>
            <numerusform>Hrály v ní %n programy, které nejsou mezi vašimi enginy: %1. Ano dá jejich místa vestavěnému enginu.</numerusform>
            <numerusform>Hrálo v ní %n programů, které nejsou mezi vašimi enginy: %1. Ano dá jejich místa vestavěnému enginu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume and &amp;start them</source>
        <translation>Pokračovat a &amp;spustit je</translation>
    </message>
    <message>
        <source>The finished match is now under Recent matches.</source>
        <translation>Dohraná partie je nyní v Nedávných partiích.</translation>
    </message>
    <message numerus="yes">
        <source>An interrupted match could not be read: %n file(s) cannot be opened. They were left as they are; once they can be read, the match is offered again.</source>
        <translation>
            <numerusform>Přerušenou partii nelze přečíst: %n soubor nelze otevřít. Byl ponechán, jak je; jakmile bude čitelný, partie bude znovu nabídnuta.</numerusform>
            <numerusform>Přerušenou partii nelze přečíst: %n soubory nelze otevřít. Byly ponechány, jak jsou; jakmile budou čitelné, partie bude znovu nabídnuta.</numerusform>
            <numerusform>Přerušenou partii nelze přečíst: %n souborů nelze otevřít. Byly ponechány, jak jsou; jakmile budou čitelné, partie bude znovu nabídnuta.</numerusform>
        </translation>
    </message>
    <message>
        <source>Match not read</source>
        <translation>Partie nenačtena</translation>
    </message>
    <message>
        <source>The match in progress ends without a result and is kept under Recent matches. Start the rematch?</source>
        <translation>Probíhající partie skončí bez výsledku a uschová se v Nedávných partiích. Začít odvetu?</translation>
    </message>
    <message>
        <source>The match in progress ends without a result and is kept under Recent matches. Start the demo?</source>
        <translation>Probíhající partie skončí bez výsledku a uschová se v Nedávných partiích. Spustit ukázku?</translation>
    </message>
    <message>
        <source>The match in progress ends without a result and is kept under Recent matches. Play on from the record?</source>
        <translation>Probíhající partie skončí bez výsledku a uschová se v Nedávných partiích. Hrát dál z uloženého záznamu?</translation>
    </message>
</context>
<context>
    <name>ui::MatchScene</name>
    <message>
        <source>%1 &amp; %2 win</source>
        <translation>%1 &amp; %2 vyhrávají</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 vyhrává</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>Zrušeno</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remíza</translation>
    </message>
    <message>
        <source>New match: Ctrl+N    Rematch: Ctrl+R</source>
        <translation>Nová partie: Ctrl+N    Odveta: Ctrl+R</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Připraveno</translation>
    </message>
    <message>
        <source>All clocks start together.</source>
        <translation>Všechny hodiny se spustí současně.</translation>
    </message>
    <message>
        <source>Click or press Space to start</source>
        <translation>Spusťte kliknutím nebo mezerníkem</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <source>The clocks are stopped.</source>
        <translation>Hodiny stojí.</translation>
    </message>
    <message>
        <source>Resume: Ctrl+P</source>
        <translation>Pokračovat: Ctrl+P</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <source>Partner signals appear here.</source>
        <translation>Zde budou signály.</translation>
    </message>
    <message>
        <source>%1&apos;s premove was dropped: %2</source>
        <translation>Předtah hráče %1 propadl: %2</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vyhrává</translation>
    </message>
    <message>
        <source>Checkmated</source>
        <translation>Mat</translation>
    </message>
    <message>
        <source>Lost on time</source>
        <translation>Prohra na čas</translation>
    </message>
    <message>
        <source>Resigned</source>
        <translation>Vzdáno</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>Prohrává</translation>
    </message>
</context>
<context>
    <name>ui::MoveList</name>
    <message>
        <source>A White</source>
        <translation>A bílý</translation>
    </message>
    <message>
        <source>A Black</source>
        <translation>A černý</translation>
    </message>
    <message>
        <source>B White</source>
        <translation>B bílý</translation>
    </message>
    <message>
        <source>B Black</source>
        <translation>B černý</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
</context>
<context>
    <name>ui::MoveText</name>
    <message>
        <source>KQRBN</source>
        <comment>piece letters in move lists: king, queen, rook, bishop, knight</comment>
        <translation>KDVSJ</translation>
    </message>
</context>
<context>
    <name>ui::NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Nová partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Bughouse: four players, two boards</source>
        <translation>Bughouse: čtyři hráči, dvě šachovnice</translation>
    </message>
    <message>
        <source>Crazyhouse: two players, one board</source>
        <translation>Crazyhouse: dva hráči, jedna šachovnice</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <source>White, board A:</source>
        <translation>Bílý, šachovnice A:</translation>
    </message>
    <message>
        <source>Black, board A:</source>
        <translation>Černý, šachovnice A:</translation>
    </message>
    <message>
        <source>White, board B:</source>
        <translation>Bílý, šachovnice B:</translation>
    </message>
    <message>
        <source>Black, board B:</source>
        <translation>Černý, šachovnice B:</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>Hodiny</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Vlastní</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Base time:</source>
        <translation>&amp;Základní čas:</translation>
    </message>
    <message>
        <source>Increment (Fischer)</source>
        <translation>Přídavek (Fischer)</translation>
    </message>
    <message>
        <source>Simple delay</source>
        <translation>Prosté zpoždění</translation>
    </message>
    <message>
        <source>Bronstein delay</source>
        <translation>Bronsteinovo zpoždění</translation>
    </message>
    <message>
        <source>&amp;Per move:</source>
        <translation>&amp;Na tah:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Seconds per move:</source>
        <translation>Se&amp;kundy na tah:</translation>
    </message>
    <message>
        <source>Time &amp;odds: a different base time per seat</source>
        <translation>Časový hand&amp;icap: pro každého hráče jiný základní čas</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Allow checkmate by a &amp;drop</source>
        <translation>Povolit &amp;mat nasazením</translation>
    </message>
    <message>
        <source>Standard: mate when no legal reply exists</source>
        <translation>Standardní: mat, když neexistuje přípustná odpověď</translation>
    </message>
    <message>
        <source>Bughouse: a check a drop could block is not mate</source>
        <translation>Bughouse: šach, který lze odclonit nasazením, není mat</translation>
    </message>
    <message>
        <source>&amp;Mate rule:</source>
        <translation>&amp;Pravidlo matu:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Spustit</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Bílý:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Černý:</translation>
    </message>
    <message>
        <source>This match cannot be played: %1</source>
        <translation>Tuto partii nelze hrát: %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <source>Computer, level %1</source>
        <translation>Počítač, úroveň %1</translation>
    </message>
    <message>
        <source>Other engine…</source>
        <translation>Jiný program…</translation>
    </message>
    <message>
        <source>Choose a UCI engine</source>
        <translation>Vyberte šachový program UCI</translation>
    </message>
    <message>
        <source>R&amp;ule set:</source>
        <translation>Sada pravide&amp;l:</translation>
    </message>
    <message>
        <source>Queen, rook, bishop or knight</source>
        <translation>Dáma, věž, střelec nebo jezdec</translation>
    </message>
    <message>
        <source>Queen or knight only (R00)</source>
        <translation>Jen dáma nebo jezdec (R00)</translation>
    </message>
    <message>
        <source>Promotio&amp;n to:</source>
        <translation>Promě&amp;na v:</translation>
    </message>
    <message>
        <source>Allow chec&amp;k by a drop (not in doorgeefschaak)</source>
        <translation>Povolit š&amp;ach nasazením (ne v doorgeefschaak)</translation>
    </message>
    <message>
        <source>No stalemate: a player without a move waits for a piece (R8)</source>
        <translation>Pat neexistuje: hráč bez tahu čeká na kámen (R8)</translation>
    </message>
    <message>
        <source>Threefold &amp;repetition on a board is a draw (R6)</source>
        <translation>3x &amp;opakovaná pozice na šachovnici = remis (R6)</translation>
    </message>
    <message>
        <source>Threefold repetition across both boards is a draw (R6)</source>
        <translation>3x opakovaná pozice přes 2 šachovnice = remis (R6)</translation>
    </message>
    <message>
        <source>Mate by dropping a poisoned piece is a draw (R7)</source>
        <translation>Mat nasazením otráveného kamene = remis (R7)</translation>
    </message>
    <message>
        <source>Both boards end at once: a team must win both, else a draw (R01)</source>
        <translation>Obě partie skončí současně: vítězí tým, který vyhrál obě, jinak remis (R01)</translation>
    </message>
    <message>
        <source>A move stands only when the &amp;clock is pressed (R0)</source>
        <translation>Tah platí, až když zmáčknete ho&amp;diny (R0)</translation>
    </message>
    <message>
        <source>A base time is from %1 to %2 min.</source>
        <translation>Základní čas je od %1 do %2 min.</translation>
    </message>
    <message>
        <source>Allow &amp;premoves: players with a gamepad or touch screen (R3)</source>
        <translation>Povolit &amp;předtahy: hráči s gamepadem nebo dotykovou obrazovkou (R3)</translation>
    </message>
</context>
<context>
    <name>ui::PocketItem</name>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <comment>in a pocket</comment>
        <translation>
            <numerusform>%n pěšec</numerusform>
            <numerusform>%n pěšci</numerusform>
            <numerusform>%n pěšců</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n knight(s)</source>
        <comment>in a pocket</comment>
        <translation>
            <numerusform>%n jezdec</numerusform>
            <numerusform>%n jezdci</numerusform>
            <numerusform>%n jezdců</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bishop(s)</source>
        <comment>in a pocket</comment>
        <translation>
            <numerusform>%n střelec</numerusform>
            <numerusform>%n střelci</numerusform>
            <numerusform>%n střelců</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rook(s)</source>
        <comment>in a pocket</comment>
        <translation>
            <numerusform>%n věž</numerusform>
            <numerusform>%n věže</numerusform>
            <numerusform>%n věží</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s)</source>
        <comment>in a pocket</comment>
        <translation>
            <numerusform>%n dáma</numerusform>
            <numerusform>%n dámy</numerusform>
            <numerusform>%n dam</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::Preferences</name>
    <message>
        <source>Volume %1%</source>
        <translation>Hlasitost %1 %</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normální</translation>
    </message>
    <message>
        <source>&amp;Large</source>
        <translation>&amp;Velká</translation>
    </message>
    <message>
        <source>&amp;Huge</source>
        <translation>&amp;Obrovská</translation>
    </message>
    <message>
        <source>&amp;Automatic (%1 on this screen)</source>
        <translation>&amp;Automaticky (zde: %1)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Vzhled</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Klasický</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Vysoký kontrast</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>Veli&amp;kost</translation>
    </message>
    <message>
        <source>&amp;Move lists</source>
        <translation>&amp;Seznamy tahů</translation>
    </message>
    <message>
        <source>&amp;Demo pace</source>
        <translation>Tempo &amp;ukázky</translation>
    </message>
    <message>
        <source>&amp;Relaxed (moves people can follow)</source>
        <translation>&amp;Klidné (tahy, které lze sledovat)</translation>
    </message>
    <message>
        <source>Real &amp;blitz</source>
        <translation>Skutečný &amp;blitz</translation>
    </message>
    <message>
        <source>Always promote to &amp;queen</source>
        <translation>Vždy proměnit v &amp;dámu</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Ztlumit zvuky</translation>
    </message>
    <message>
        <source>Lo&amp;uder</source>
        <translation>&amp;Hlasitěji</translation>
    </message>
    <message>
        <source>&amp;Softer</source>
        <translation>&amp;Tišeji</translation>
    </message>
    <message>
        <source>Piece le&amp;tters in my language</source>
        <translation>&amp;Písmena kamenů v mém jazyce</translation>
    </message>
    <message>
        <source>Sounds muted (%1 turns them on again).</source>
        <translation>Zvuky vypnuty (%1 je zase zapne).</translation>
    </message>
    <message>
        <source>Sounds on.</source>
        <translation>Zvuky zapnuty.</translation>
    </message>
</context>
<context>
    <name>ui::RecordFiles</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 nelze zapsat: %2</translation>
    </message>
    <message>
        <source>Save match</source>
        <translation>Uložit partii</translation>
    </message>
    <message>
        <source>Bughouse games (*.bpgn)</source>
        <translation>Partie bughouse (*.bpgn)</translation>
    </message>
    <message>
        <source>Crazyhouse games (*.pgn)</source>
        <translation>Partie crazyhouse (*.pgn)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Uloženo: %1.</translation>
    </message>
    <message>
        <source>Open games</source>
        <translation>Otevřít partie</translation>
    </message>
    <message>
        <source>Games (*.bpgn *.pgn);;All files (*)</source>
        <translation>Partie (*.bpgn *.pgn);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>není to běžný soubor</translation>
    </message>
    <message>
        <source>it is larger than %1 MiB</source>
        <translation>je větší než %1 MiB</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Načítá se %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 nelze otevřít: %2</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>Otevírání %1 bylo zrušeno.</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation>partie %1: %2</translation>
    </message>
    <message>
        <source>Game %1: %2</source>
        <translation>Partie %1: %2</translation>
    </message>
    <message>
        <source>%1 holds no games.</source>
        <translation>%1 neobsahuje žádné partie.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 nelze přečíst: %2</translation>
    </message>
    <message>
        <source>Some games were skipped: %1</source>
        <translation>Některé partie byly přeskočeny: %1</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Partie:</translation>
    </message>
    <message>
        <source>%1 holds more games: the first %2 are offered.</source>
        <translation>%1 obsahuje více partií: nabízí se prvních %2.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Otevřen soubor %1.</translation>
    </message>
</context>
<context>
    <name>ui::ReplayWindow</name>
    <message>
        <source>Replay</source>
        <translation>Přehrávání</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Přehrávání: %1</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Začátek</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zpět</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vpřed ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Konec ▶|</translation>
    </message>
    <message>
        <source>Continue playing from here</source>
        <translation>Hrát odsud dál</translation>
    </message>
    <message>
        <source>Ply %1 of %2</source>
        <translation>Půltah %1 z %2</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>mat</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>vzdání</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>překročení času</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>zrušeno</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remíza</translation>
    </message>
    <message>
        <source>%1 &amp; %2 win</source>
        <translation>%1 &amp; %2 vyhrávají</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 vyhrává</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remíza</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>Zrušeno</translation>
    </message>
    <message>
        <source>No result recorded. At the end %1 is to move, in check.</source>
        <translation>Výsledek není zapsán. Na konci je na tahu %1, v šachu.</translation>
    </message>
    <message>
        <source>No result recorded. At the end %1 waits for a piece.</source>
        <translation>Výsledek není zapsán. Na konci %1 čeká na kámen.</translation>
    </message>
    <message>
        <source>No result recorded. At the end %1 is to move.</source>
        <translation>Výsledek není zapsán. Na konci je na tahu %1.</translation>
    </message>
    <message>
        <source>The record says: %1</source>
        <translation>Záznam uvádí: %1</translation>
    </message>
    <message>
        <source>The record is incomplete: the file ends in the middle of the game.</source>
        <translation>Záznam je neúplný: soubor končí uprostřed partie.</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Rychlá</translation>
    </message>
    <message>
        <source>Deep</source>
        <translation>Důkladná</translation>
    </message>
    <message>
        <source>How deeply the engine looks at each position</source>
        <translation>Jak hluboko se engine dívá na každou pozici</translation>
    </message>
    <message>
        <source>Save with analysis…</source>
        <translation>Uložit s analýzou…</translation>
    </message>
    <message>
        <source>Export timeline…</source>
        <translation>Exportovat časovou osu…</translation>
    </message>
    <message>
        <source>%v of %m positions</source>
        <translation>%v z %m pozic</translation>
    </message>
    <message>
        <source>Cancel analysis</source>
        <translation>Zrušit analýzu</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2: %3</translation>
    </message>
    <message>
        <source>Best was %1 (%2)</source>
        <translation>Nejlepší byl %1 (%2)</translation>
    </message>
    <message>
        <source>Best was %1</source>
        <translation>Nejlepší byl %1</translation>
    </message>
    <message>
        <source>Turning point: %1</source>
        <translation>Zlom: %1</translation>
    </message>
    <message>
        <source>Save match with analysis</source>
        <translation>Uložit partii s analýzou</translation>
    </message>
    <message>
        <source>analysed-match.bpgn</source>
        <translation>analyzovana-partie.bpgn</translation>
    </message>
    <message>
        <source>analysed-game.pgn</source>
        <translation>analyzovana-partie.pgn</translation>
    </message>
    <message>
        <source>Bughouse games (*.bpgn)</source>
        <translation>Partie bughouse (*.bpgn)</translation>
    </message>
    <message>
        <source>Crazyhouse games (*.pgn)</source>
        <translation>Partie crazyhouse (*.pgn)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 nelze zapsat: %2</translation>
    </message>
    <message>
        <source>Export timeline</source>
        <translation>Exportovat časovou osu</translation>
    </message>
    <message>
        <source>timeline.png</source>
        <translation>casova-osa.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Obrázek PNG (*.png);;Kresba SVG (*.svg)</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 nelze zapsat.</translation>
    </message>
    <message>
        <source>%1 — analysing, %2 %</source>
        <translation>%1 — probíhá analýza, %2 %</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyzovat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <source>Turning points</source>
        <translation>Zlomy</translation>
    </message>
</context>
<context>
    <name>ui::RuleTexts</name>
    <message>
        <source>Internet (chess.com, FICS)</source>
        <translation>Internet (chess.com, FICS)</translation>
    </message>
    <message>
        <source>Czech club rules</source>
        <translation>Česká klubová pravidla</translation>
    </message>
    <message>
        <source>Doorgeefschaak</source>
        <translation>Doorgeefschaak</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Vlastní pravidla</translation>
    </message>
    <message>
        <source>Bughouse mate rule</source>
        <translation>Pravidlo matu bughouse</translation>
    </message>
    <message>
        <source>Standard mate rule</source>
        <translation>Standardní pravidlo matu</translation>
    </message>
    <message>
        <source>No check by a drop</source>
        <translation>Žádný šach nasazením</translation>
    </message>
    <message>
        <source>No mate by a drop</source>
        <translation>Žádný mat nasazením</translation>
    </message>
    <message>
        <source>R00 queen or knight</source>
        <translation>R00 dáma či jezdec</translation>
    </message>
    <message>
        <source>Promotion %1</source>
        <translation>Proměna %1</translation>
    </message>
    <message>
        <source>R8 no stalemate</source>
        <translation>R8 pat neexistuje</translation>
    </message>
    <message>
        <source>R6 repetition, across boards too</source>
        <translation>R6 3x opakovaná pozice, i přes 2 šachovnice</translation>
    </message>
    <message>
        <source>R6 repetition</source>
        <translation>R6 3x opakovaná pozice</translation>
    </message>
    <message>
        <source>R6 repetition across boards</source>
        <translation>R6 3x opakovaná pozice přes 2 šachovnice</translation>
    </message>
    <message>
        <source>R7 poisoned piece</source>
        <translation>R7 otrávený kámen</translation>
    </message>
    <message>
        <source>R01 both boards at once</source>
        <translation>R01 obě partie současně</translation>
    </message>
    <message>
        <source>R0 clock-move</source>
        <translation>R0 clock-move</translation>
    </message>
    <message>
        <source>R3 no premoves</source>
        <translation>R3 bez předtahů</translation>
    </message>
</context>
<context>
    <name>ui::RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Bughouse</source>
        <translation>Bughouse</translation>
    </message>
    <message>
        <source>Bughouse is chess for four players in two teams, played on two boards at the same time. White on board A and Black on board B are partners, and so are Black on board A and White on board B. Each board has its own pair of clocks.</source>
        <translation>Bughouse jsou šachy pro čtyři hráče ve dvou týmech, hrané současně na dvou šachovnicích. Bílý na šachovnici A a černý na šachovnici B jsou spoluhráči, stejně jako černý na šachovnici A a bílý na šachovnici B. Každá šachovnice má vlastní šachové hodiny.</translation>
    </message>
    <message>
        <source>On each board the usual rules of chess apply: castling, en passant, promotion to a queen, rook, bishop or knight, check and checkmate.</source>
        <translation>Na každé šachovnici platí běžná pravidla šachu: rošáda, braní mimochodem, proměna v dámu, věž, střelce nebo jezdce, šach a mat.</translation>
    </message>
    <message>
        <source>Passing pieces</source>
        <translation>Předávání kamenů</translation>
    </message>
    <message>
        <source>A piece you capture goes to your partner, in your partner&apos;s colour. Instead of a move, a player may drop a piece from their pocket onto the board.</source>
        <translation>Kámen, který seberete, dostane váš spoluhráč, a to v jeho barvě. Místo tahu může hráč nasadit na šachovnici kámen ze svého zásobníku.</translation>
    </message>
    <message>
        <source>Pieces are dropped on empty squares only.</source>
        <translation>Kameny se nasazují pouze na prázdná pole.</translation>
    </message>
    <message>
        <source>Pawns cannot be dropped on the first or last rank. A pawn dropped on its second rank may still advance two squares.</source>
        <translation>Pěšce nelze nasadit na první ani poslední řadu. Pěšec nasazený na svou druhou řadu smí stále táhnout o dvě pole.</translation>
    </message>
    <message>
        <source>A drop may give check, and checkmate unless the match forbids it.</source>
        <translation>Nasazením lze dát šach, a pokud to partie nezakazuje, i mat.</translation>
    </message>
    <message>
        <source>A rook dropped on its corner does not give back the right to castle.</source>
        <translation>Věž nasazená do svého rohu právo na rošádu neobnovuje.</translation>
    </message>
    <message>
        <source>A promoted pawn stays a pawn at heart: when it is captured, the partner receives a pawn.</source>
        <translation>Proměněný pěšec zůstává v duši pěšcem: když je sebrán, dostane spoluhráč pěšce.</translation>
    </message>
    <message>
        <source>End of the match</source>
        <translation>Konec partie</translation>
    </message>
    <message>
        <source>Options of a match</source>
        <translation>Nastavení partie</translation>
    </message>
    <message>
        <source>Checkmate by a drop: allowed (the default) or forbidden. When forbidden, a drop that would mate is not a legal move; other checks by a drop are fine.</source>
        <translation>Mat nasazením: povolen (výchozí) nebo zakázán. Je-li zakázán, nasazení, které by dalo mat, není přípustný tah; ostatní šachy nasazením jsou v pořádku.</translation>
    </message>
    <message>
        <source>Mate rule &quot;standard&quot;: a player in check without any legal reply, with the pockets as they are, is checkmated. A player without a legal move who is not in check is stalemated, and the match is drawn.</source>
        <translation>Pravidlo matu „standardní“: hráč v šachu, který při současném stavu zásobníků nemá žádnou přípustnou odpověď, je v matu. Hráč, který nemá přípustný tah a není v šachu, je v patu a partie končí remízou.</translation>
    </message>
    <message>
        <source>Mate rule &quot;bughouse&quot; (the default, as on internet servers): a check that a dropped piece could block is not mate yet. The player waits, with the clock running, until the partner sends a piece.</source>
        <translation>Pravidlo matu „bughouse“ (výchozí, jako na internetových serverech): šach, který by šlo odclonit nasazeným kamenem, ještě není mat. Hráč čeká, hodiny mu přitom běží, dokud mu spoluhráč nepošle kámen.</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>Hodiny</translation>
    </message>
    <message>
        <source>All four clocks start together. A match may add an increment after every move, or give a delay: with a simple delay the clock waits that long before it starts running; with a Bronstein delay the time used is given back after the move, up to the delay.</source>
        <translation>Hodiny všech čtyř hráčů se spouštějí současně. Partie může po každém tahu přidávat čas, nebo používat zpoždění: při prostém zpoždění hodiny po tuto dobu čekají, než se rozběhnou; při Bronsteinově zpoždění se spotřebovaný čas po tahu vrátí, nejvýše však v délce zpoždění.</translation>
    </message>
    <message>
        <source>Signals</source>
        <translation>Signály</translation>
    </message>
    <message>
        <source>wait, don&apos;t move (for example while your partner is about to be mated)</source>
        <translation>čekej, netáhni (například když spoluhráči hrozí mat)</translation>
    </message>
    <message>
        <source>play on, move quickly</source>
        <translation>hraj dál, táhni rychle</translation>
    </message>
    <message>
        <source>keep your pieces, don&apos;t trade now</source>
        <translation>nech si kameny, teď neměň</translation>
    </message>
    <message>
        <source>please capture a pawn and pass it</source>
        <translation>seber prosím pěšce a pošli ho</translation>
    </message>
    <message>
        <source>please capture a knight and pass it</source>
        <translation>seber prosím jezdce a pošli ho</translation>
    </message>
    <message>
        <source>please capture a bishop and pass it</source>
        <translation>seber prosím střelce a pošli ho</translation>
    </message>
    <message>
        <source>please capture a rook and pass it</source>
        <translation>seber prosím věž a pošli ji</translation>
    </message>
    <message>
        <source>please capture a queen and pass it</source>
        <translation>seber prosím dámu a pošli ji</translation>
    </message>
    <message>
        <source>understood</source>
        <translation>rozumím</translation>
    </message>
    <message>
        <source>an apology</source>
        <translation>omluva</translation>
    </message>
    <message>
        <source>thank you</source>
        <translation>poděkování</translation>
    </message>
    <message>
        <source>Crazyhouse</source>
        <translation>Crazyhouse</translation>
    </message>
    <message>
        <source>Crazyhouse is bughouse for two on one board: a captured piece goes into your own hand. The game is drawn by stalemate, by the same position (with the same pieces in hand) occurring three times, and after 600 moves in all.</source>
        <translation>Crazyhouse je bughouse pro dva na jedné šachovnici: sebraný kámen jde do vašeho vlastního zásobníku. Partie končí remízou při patu, při trojím výskytu stejné pozice (se stejnými kameny v zásobníku) a po celkem 600 tazích.</translation>
    </message>
    <message>
        <source>Playing with this program</source>
        <translation>Hra v tomto programu</translation>
    </message>
    <message>
        <source>Drag a piece to its square, or click the piece and then the square. Drag a piece from a pocket onto the board to drop it. While you hold a piece its legal squares are marked. Press Space or click to start the clocks, Ctrl+P to pause them.</source>
        <translation>Přetáhněte kámen na cílové pole, nebo klikněte na kámen a potom na pole. Kámen nasadíte tak, že ho přetáhnete ze zásobníku na šachovnici. Dokud kámen držíte, jsou vyznačena pole, kam smí táhnout. Hodiny spustíte mezerníkem nebo kliknutím, pozastavíte je klávesami Ctrl+P.</translation>
    </message>
    <message>
        <source>Checkmate, running out of time or resigning on either board ends the whole match, and the other team wins. A match can also be aborted when a player of each team agrees. There is no threefold repetition and no fifty-move rule, unless the rule set says otherwise (below).</source>
        <translation>Mat, překročení času nebo vzdání na kterékoli šachovnici ukončí celou partii a vyhrává druhý tým. Partii lze také zrušit, pokud s tím souhlasí jeden hráč z každého týmu. Trojí opakování pozice ani pravidlo 50 tahů neplatí, pokud sada pravidel neříká jinak (viz níže).</translation>
    </message>
    <message>
        <source>Rule sets</source>
        <translation>Sady pravidel</translation>
    </message>
    <message>
        <source>Every match is played by a rule set, chosen in the new-match dialog and shown beside the boards during play. Its options can also be changed one by one; the rules are then called custom.</source>
        <translation>Každá partie se hraje podle sady pravidel, kterou zvolíte u nové partie a která je během hry vidět vedle šachovnic. Jednotlivá pravidla lze také měnit po jednom; pak jde o vlastní pravidla.</translation>
    </message>
    <message>
        <source>Internet (chess.com, FICS): the rules described above, as the internet servers play them: the bughouse mate rule, checkmate by a drop allowed, no repetition rule.</source>
        <translation>Internet (chess.com, FICS): pravidla popsaná výše, jak je hrají internetové servery: pravidlo matu bughouse, mat nasazením povolen, žádné pravidlo o opakování pozice.</translation>
    </message>
    <message>
        <source>Doorgeefschaak (Dutch &quot;passing chess&quot;): bughouse, except that a dropped piece may not give check, and so cannot mate either.</source>
        <translation>Doorgeefschaak (nizozemsky „šachy s předáváním“): bughouse, jen nasazený kámen nesmí dát šach, a tedy ani mat.</translation>
    </message>
    <message>
        <source>R00: a pawn that reaches the last rank becomes a queen or a knight, nothing else.</source>
        <translation>R00: když pěšec dojde na poslední řadu, získává schopnost se pohybovat jako dáma či jezdec, nic jiného.</translation>
    </message>
    <message>
        <source>R01: the match ends as soon as one board ends. When both boards end at the same moment (to the millisecond, for example two flags), the team that won on both boards wins; otherwise the match is drawn.</source>
        <translation>R01: partie bughouse končí okamžitě, jakmile skončí hra na kterékoliv z obou šachovnic. Skončí-li obě partie současně (na milisekundu, např. dva praporky), vítězí tým, který zvítězil na obou šachovnicích, jinak je partie remis.</translation>
    </message>
    <message>
        <source>R0, clock-move (optional): until you press your clock you may play whatever move you like; touch-move does not apply. Your move is shown on the board and made when you click your clock; click the board to take it back and play another. Your clock runs until you press it.</source>
        <translation>R0, clock-move (volitelné): dokud nepustíte soupeři čas, můžete zahrát jaký tah chcete, žádné dotknuto-taženo neplatí. Váš tah je vidět na šachovnici a platí, až kliknete na své hodiny; kliknutím na šachovnici ho vezmete zpět a můžete zahrát jiný. Hodiny vám běží, dokud je nezmáčknete.</translation>
    </message>
    <message>
        <source>R6: threefold repetition is a draw: the same position of a board, with the same side to move and the same pockets, for the third time. This also counts across both boards: the same position of both boards and all four pockets for the third time, as when the same pieces are dropped on the same squares again and again.</source>
        <translation>R6: 3x opakovaná pozice = remis: stejná pozice na šachovnici, se stejnou stranou na tahu a stejnými zásobníky, potřetí. Platí to i přes 2 šachovnice: stejná pozice obou šachovnic a všech čtyř zásobníků potřetí, jsou-li nasazovány tytéž kameny stále na tatáž pole.</translation>
    </message>
    <message>
        <source>R7: a poisoned piece is one whose capture leaves your opponent a mate in one. If you take a poisoned piece and your partner gives checkmate by dropping it, the match is drawn. The piece stays poisoned until your opponent makes a move or the piece is dropped; pieces of one kind in a pocket look alike, so a drop takes a clean one while there is one.</source>
        <translation>R7: otrávený kámen je ten, po jehož dobrání dostanete jednotahový mat. Pokud vezmete otrávený kámen a váš spoluhráč nasazením tohoto kamene dá mat, je partie remis. Kámen zůstává otrávený, dokud soupeř neudělá tah nebo dokud není nasazen; kameny jednoho druhu v zásobníku nelze rozlišit, proto se při nasazení bere nejdřív neotrávený.</translation>
    </message>
    <message>
        <source>R8: there is no stalemate. A player without a legal move who is not in check waits, with the clock running, for a piece from the partner.</source>
        <translation>R8: pat v bughouse neexistuje. Hráč bez přípustného tahu, který není v šachu, čeká s běžícími hodinami na kámen od spoluhráče.</translation>
    </message>
    <message>
        <source>R1 to R5 are about passing captured pieces at once, keeping the pocket in view, not touching pieces out of turn, moving with one hand, and claiming on either board; on one screen the program sees to all of that.</source>
        <translation>R1 až R5 se týkají okamžitého předávání vzatých kamenů, viditelného zásobníku, zákazu dotýkat se kamenů mimo tah, tahání a mačkání hodin jednou rukou a reklamací na obou šachovnicích; na jedné obrazovce se o to postará program.</translation>
    </message>
    <message>
        <source>R3: no premoves. You may not move or touch the pieces on the board while it is not your turn (your clock is not running); in this program nobody can prepare a move in advance.</source>
        <translation>R3: žádné předtahy (NO PREMOVE). Není povoleno tahat ani se dotýkat kamenů na šachovnici, pokud nejsi na tahu (pokud nejdou tvé hodiny); v tomto programu nikdo nemůže předem připravit tah.</translation>
    </message>
    <message>
        <source>Czech club rules: the short rules that Czech clubs play by at the board, with the standard mate rule. The options they set carry their numbers from those rules (R00 to R8); the rest (R000, R1, R2, R4, R5) is about the boards, clocks and hands at a real table:</source>
        <translation>Česká klubová pravidla: zkrácená pravidla, podle kterých české kluby hrají u šachovnice, se standardním pravidlem matu. Volby, které nastavují, nesou čísla z těchto pravidel (R00 až R8); ostatní (R000, R1, R2, R4, R5) se týkají šachovnic, hodin a rukou u skutečného stolu:</translation>
    </message>
    <message>
        <source>Both boards can be played at the same moment: with fingers on a touch screen, with the two keyboard blocks (the left-hand block plays board A, the right-hand block board B) and with the mouse, all at once. %1 lists the keys.</source>
        <translation>Na obou šachovnicích lze hrát současně: prsty na dotykové obrazovce, dvěma bloky klávesnice (levý blok hraje šachovnici A, pravý šachovnici B) a myší, vše najednou. %1 uvádí klávesy.</translation>
    </message>
    <message>
        <source>Partners may talk. The signals bar sends short messages to your partner, who sees them in large letters for a few seconds; the last ones stay in your team&apos;s list. On the keyboard each player opens their own signals bar with their block&apos;s key for their side (%1 lists the keys), chooses with the cursor keys and sends with the pick-up key.</source>
        <translation>Spoluhráči spolu smějí mluvit. Lišta signálů posílá spoluhráči krátké zprávy, které na několik sekund uvidí velkým písmem; poslední z nich zůstávají v seznamu vašeho týmu. Na klávesnici si každý hráč otevře svou lištu signálů klávesou svého bloku pro svou stranu (klávesy uvádí %1), vybírá kurzorovými klávesami a odesílá klávesou zvednutí.</translation>
    </message>
    <message>
        <source>A match that reaches %1 moves, both boards together, is drawn: no record holds more.</source>
        <translation>Partie, která dosáhne %1 tahů na obou šachovnicích dohromady, končí remízou: víc žádný záznam nepojme.</translation>
    </message>
</context>
<context>
    <name>ui::Scoreboard</name>
    <message>
        <source>the file is too large</source>
        <translation>soubor je příliš velký</translation>
    </message>
    <message>
        <source>unknown version</source>
        <translation>neznámá verze</translation>
    </message>
    <message>
        <source>no list of matches</source>
        <translation>chybí seznam partií</translation>
    </message>
    <message>
        <source>too many matches</source>
        <translation>příliš mnoho partií</translation>
    </message>
    <message>
        <source>match %1 cannot be read</source>
        <translation>partii %1 nelze přečíst</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remízy</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Prohry</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Tým</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
</context>
<context>
    <name>ui::ScoreboardItem</name>
    <message>
        <source>Teams</source>
        <translation>Týmy</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>No match has been counted this evening yet.</source>
        <translation>Dnes večer ještě nebyla započtena žádná partie.</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Odehráno</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remízy</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Prohry</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… a ještě %n</numerusform>
            <numerusform>… a ještě %n</numerusform>
            <numerusform>… a ještě %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::SeatPlayers</name>
    <message>
        <source>%1 The built-in engine takes over.</source>
        <translation>%1 Místo něj hraje vestavěný program.</translation>
    </message>
</context>
<context>
    <name>ui::TeamLeadItem</name>
    <message>
        <source>The two clocks of each team added up: the team with more time, and how much more.</source>
        <translation>Obě hodiny každého týmu sečtené: tým s více časem a o kolik víc.</translation>
    </message>
    <message>
        <source>Team lead</source>
        <comment>on time, the two clocks of a team added up</comment>
        <translation>Náskok týmu</translation>
    </message>
    <message>
        <source>level</source>
        <comment>the teams have the same time in all</comment>
        <translation>vyrovnáno</translation>
    </message>
</context>
<context>
    <name>ui::TimelineWidget</name>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <source>▲ %1</source>
        <translation>▲ %1</translation>
    </message>
    <message>
        <source>▼ %1</source>
        <translation>▼ %1</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Šachovnice %1</translation>
    </message>
    <message>
        <source>Pocket</source>
        <translation>Zásobník</translation>
    </message>
</context>
<context>
    <name>ui::UciPlayer</name>
    <message>
        <source>The engine %1 stopped answering.</source>
        <translation>Šachový program %1 přestal odpovídat.</translation>
    </message>
    <message>
        <source>The engine %1 did not start.</source>
        <translation>Šachový program %1 se nerozběhl.</translation>
    </message>
    <message>
        <source>The engine %1 could not be started.</source>
        <translation>Šachový program %1 nelze spustit.</translation>
    </message>
    <message>
        <source>The engine %1 quit unexpectedly.</source>
        <translation>Šachový program %1 neočekávaně skončil.</translation>
    </message>
    <message>
        <source>The engine %1 is not running.</source>
        <translation>Šachový program %1 neběží.</translation>
    </message>
    <message>
        <source>The engine %1 played an illegal move (%2).</source>
        <translation>Šachový program %1 zahrál nepřípustný tah (%2).</translation>
    </message>
    <message>
        <source>The engine %1 did not move in time.</source>
        <translation>Šachový program %1 netáhl včas.</translation>
    </message>
</context>
<context>
    <name>ui::input::CursorHands</name>
    <message>
        <source>%1 has no piece to drop.</source>
        <translation>%1 nemá žádný kámen k nasazení.</translation>
    </message>
    <message>
        <source>In crazyhouse there is no partner to signal to.</source>
        <translation>V crazyhouse není partner, kterému by šlo poslat signál.</translation>
    </message>
    <message>
        <source>%1 is played by the computer.</source>
        <translation>%1: hraje počítač.</translation>
    </message>
</context>
<context>
    <name>ui::input::GamepadInput</name>
    <message>
        <source>Gamepad %1</source>
        <translation>Gamepad %1</translation>
    </message>
    <message>
        <source>%1 is connected: press a button to take a seat.</source>
        <translation>%1 je připojen: stiskněte tlačítko a zaujměte místo.</translation>
    </message>
    <message>
        <source>%1 (%2) was unplugged.</source>
        <translation>%1 (%2) byl odpojen.</translation>
    </message>
    <message>
        <source>%1 was unplugged.</source>
        <translation>%1 byl odpojen.</translation>
    </message>
    <message>
        <source>%1: every seat is taken.</source>
        <translation>%1: všechna místa jsou obsazená.</translation>
    </message>
    <message>
        <source>%1: press A to play for %2 (%3); left or right for another seat, B for none.</source>
        <translation>%1: stiskněte A a hrajte za %2 (%3); vlevo nebo vpravo pro jiné místo, B pro žádné.</translation>
    </message>
    <message>
        <source>%1 plays for %2 (%3).</source>
        <translation>%1 hraje za %2 (%3).</translation>
    </message>
    <message>
        <source>%1 plays for nobody.</source>
        <translation>%1 nehraje za nikoho.</translation>
    </message>
</context>
<context>
    <name>ui::input::InputLayer</name>
    <message>
        <source>The board is busy: another hand holds a piece there.</source>
        <translation>Šachovnice je obsazená: jiná ruka tam drží kámen.</translation>
    </message>
    <message>
        <source>Board %1 is busy: another hand holds a piece there.</source>
        <translation>Šachovnice %1 je obsazená: jiná ruka tam drží kámen.</translation>
    </message>
    <message>
        <source>%1 is played by the computer.</source>
        <translation>%1: hraje počítač.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn on this board.</source>
        <translation>Na této šachovnici je na tahu %1.</translation>
    </message>
    <message>
        <source>This gamepad plays for %1.</source>
        <translation>Tento gamepad hraje za %1.</translation>
    </message>
    <message>
        <source>Click your clock to make the move stand, or the board to take it back.</source>
        <translation>Klikněte na své hodiny a tah platí, nebo na šachovnici a tah vezmete zpět.</translation>
    </message>
</context>
</TS>
