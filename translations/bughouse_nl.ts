<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>KeyBindings</name>
    <message>
        <source>%1 has no key for &quot;%2&quot;.</source>
        <translation>%1 heeft geen toets voor &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>%1 is bound twice.</source>
        <translation>%1 is twee keer toegewezen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a key</source>
        <translation>&quot;%1&quot; is geen toets</translation>
    </message>
    <message>
        <source>Cursor up</source>
        <translation>Cursor omhoog</translation>
    </message>
    <message>
        <source>Cursor down</source>
        <translation>Cursor omlaag</translation>
    </message>
    <message>
        <source>Cursor left</source>
        <translation>Cursor naar links</translation>
    </message>
    <message>
        <source>Cursor right</source>
        <translation>Cursor naar rechts</translation>
    </message>
    <message>
        <source>Pick up / put down</source>
        <translation>Oppakken / neerzetten</translation>
    </message>
    <message>
        <source>Next pocket piece to drop</source>
        <translation>Volgend stuk uit de reserve om in te zetten</translation>
    </message>
    <message>
        <source>Put back</source>
        <translation>Terugzetten</translation>
    </message>
    <message>
        <source>Board A (left hand)</source>
        <translation>Bord A (linkerhand)</translation>
    </message>
    <message>
        <source>Board B (right hand)</source>
        <translation>Bord B (rechterhand)</translation>
    </message>
    <message>
        <source>Press the clock (clock-move rule)</source>
        <translation>De klok indrukken (regel: zet telt bij de klok)</translation>
    </message>
    <message>
        <source>%1 cannot be used: it belongs to the menus.</source>
        <translation>%1 kan niet worden gebruikt: die toets hoort bij de menu&apos;s.</translation>
    </message>
    <message>
        <source>Partner signals of White</source>
        <translation>Partnersignalen van wit</translation>
    </message>
    <message>
        <source>Partner signals of Black</source>
        <translation>Partnersignalen van zwart</translation>
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
        <translation>%1 min, %2 s vertraging</translation>
    </message>
    <message>
        <source>%1 min, %2 s Bronstein delay</source>
        <translation>%1 min, %2 s Bronstein-vertraging</translation>
    </message>
    <message>
        <source>unfinished</source>
        <comment>a match kept before its end</comment>
        <translation>onvoltooid</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>afgebroken</translation>
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
        <translation>pion</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>paard</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>loper</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>toren</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>koning</translation>
    </message>
    <message>
        <source>piece</source>
        <translation>stuk</translation>
    </message>
    <message numerus="yes">
        <source>about %n s</source>
        <translation>
            <numerusform>ongeveer %n s</numerusform>
            <numerusform>ongeveer %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Missed mate in %n</source>
        <translation>
            <numerusform>Mat in %n gemist</numerusform>
            <numerusform>Mat in %n gemist</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Allowed mate in %n</source>
        <translation>
            <numerusform>Mat in %n toegelaten</numerusform>
            <numerusform>Mat in %n toegelaten</numerusform>
        </translation>
    </message>
    <message>
        <source>Gave the partner&apos;s opponent a %1: %2 mated %3 later</source>
        <translation>Gaf de tegenstander van de partner een %1: %2 gaf %3 later mat</translation>
    </message>
    <message>
        <source>Gave the partner&apos;s opponent a %1: %2 won %3 later</source>
        <translation>Gaf de tegenstander van de partner een %1: %2 besliste %3 later</translation>
    </message>
    <message>
        <source>Gave the partner&apos;s opponent a %1: %2 mated</source>
        <translation>Gaf de tegenstander van de partner een %1: %2 gaf mat</translation>
    </message>
    <message>
        <source>Gave the partner&apos;s opponent a %1: %2 won</source>
        <translation>Gaf de tegenstander van de partner een %1: %2 besliste</translation>
    </message>
    <message>
        <source>Lost a pawn</source>
        <translation>Pion verloren</translation>
    </message>
    <message>
        <source>Lost a knight</source>
        <translation>Paard verloren</translation>
    </message>
    <message>
        <source>Lost a bishop</source>
        <translation>Loper verloren</translation>
    </message>
    <message>
        <source>Lost a rook</source>
        <translation>Toren verloren</translation>
    </message>
    <message>
        <source>Lost the queen</source>
        <translation>Dame verloren</translation>
    </message>
    <message>
        <source>Lost material</source>
        <translation>Materiaal verloren</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Blunder</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fout</translation>
    </message>
    <message>
        <source>This %1 came from %2 on board %3, %4 earlier.</source>
        <translation>Dit stuk (%1) kwam van %2 op bord %3, %4 eerder.</translation>
    </message>
    <message>
        <source>This %1 came from %2 on board %3.</source>
        <translation>Dit stuk (%1) kwam van %2 op bord %3.</translation>
    </message>
    <message>
        <source>The captured %1 went to %2&apos;s pocket as a pawn.</source>
        <translation>Het geslagen stuk (%1) ging als pion naar de reserve van %2.</translation>
    </message>
    <message>
        <source>The captured %1 went to %2&apos;s pocket.</source>
        <translation>Het geslagen stuk (%1) ging naar de reserve van %2.</translation>
    </message>
    <message>
        <source>It was never dropped.</source>
        <translation>Het werd nooit ingezet.</translation>
    </message>
    <message>
        <source>Dropped at %1, %2 later.</source>
        <translation>Ingezet bij %1, %2 later.</translation>
    </message>
    <message>
        <source>Dropped at %1.</source>
        <translation>Ingezet bij %1.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Bughouse and crazyhouse chess on one computer.</source>
        <translation>Bughouse- en crazyhouseschaak op één computer.</translation>
    </message>
    <message>
        <source>Render the window to FILE (PNG) and exit.</source>
        <translation>Sla het venster op als FILE (PNG) en sluit af.</translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation>Venstergrootte voor --screenshot.</translation>
    </message>
    <message>
        <source>Show this two-board position: &quot;FEN_A | FEN_B&quot;.</source>
        <translation>Toon deze stelling op twee borden: &quot;FEN_A | FEN_B&quot;.</translation>
    </message>
    <message>
        <source>--bfen takes one or two FENs separated by &apos;|&apos;</source>
        <translation>--bfen verwacht één of twee FEN&apos;s, gescheiden door &apos;|&apos;</translation>
    </message>
    <message>
        <source>--size must be WxH, e.g. 1280x800</source>
        <translation>--size moet de vorm WxH hebben, bijv. 1280x800</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>kan %1 niet schrijven</translation>
    </message>
    <message>
        <source>Start a demo: four computers, a new match whenever one ends.</source>
        <translation>Start een demo: vier computers, een nieuwe partij zodra er een afgelopen is.</translation>
    </message>
    <message>
        <source>A record (BPGN or PGN) to open in the replay window.</source>
        <translation>Een partijnotatie (BPGN of PGN) om te openen in het venster Naspelen.</translation>
    </message>
    <message>
        <source>give one record to open, not %1</source>
        <translation>geef één partijnotatie om te openen, niet %1</translation>
    </message>
</context>
<context>
    <name>ui::AboutDialog</name>
    <message>
        <source>About Bughouse</source>
        <translation>Over Bughouse</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Bughouse %1&lt;/h3&gt;&lt;p&gt;Bughouse and crazyhouse chess for four (or two) players on one computer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Bughouse %1&lt;/h3&gt;&lt;p&gt;Bughouse- en crazyhouseschaak voor vier (of twee) spelers op één computer.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ui::AppSettings</name>
    <message>
        <source>Player 1</source>
        <translation>Speler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Speler 2</translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation>Speler 3</translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation>Speler 4</translation>
    </message>
    <message>
        <source>it is larger than %1 bytes</source>
        <translation>het is groter dan %1 bytes</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>het is geen gewoon bestand</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read: %2. The defaults apply.</source>
        <translation>Het instellingenbestand %1 kon niet worden gelezen: %2. De standaardinstellingen gelden.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read: %2. The defaults apply; the file was kept as %3.</source>
        <translation>Het instellingenbestand %1 kon niet worden gelezen: %2. De standaardinstellingen gelden; het bestand is bewaard als %3.</translation>
    </message>
</context>
<context>
    <name>ui::BuiltInPlayer</name>
    <message>
        <source>Computer (level %1)</source>
        <translation>Computer (niveau %1)</translation>
    </message>
</context>
<context>
    <name>ui::ClockModel</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <comment>time left on a clock</comment>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n seconden</numerusform>
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
            <numerusform>%n minuut</numerusform>
            <numerusform>%n minuten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::ControlsDialog</name>
    <message>
        <source>Keyboard controls</source>
        <translation>Toetsenbordbediening</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Bediening</translation>
    </message>
    <message>
        <source>Keyboard blocks</source>
        <translation>Toetsenblokken</translation>
    </message>
    <message>
        <source>Signals and other keys</source>
        <translation>Signalen en andere toetsen</translation>
    </message>
    <message>
        <source>Start the clocks</source>
        <translation>De klokken starten</translation>
    </message>
    <message>
        <source>Put back what the mouse or fingers hold</source>
        <translation>Terugzetten wat de muis of vingers vasthouden</translation>
    </message>
    <message>
        <source>Pause / resume</source>
        <translation>Pauzeren / hervatten</translation>
    </message>
    <message>
        <source>New match, rematch</source>
        <translation>Nieuwe partij, revanche</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Volledig scherm</translation>
    </message>
    <message>
        <source>Mouse, touch and keyboard</source>
        <translation>Muis, aanraking en toetsenbord</translation>
    </message>
    <message>
        <source>Gamepads</source>
        <translation>Gamepads</translation>
    </message>
    <message>
        <source>Scoreboard of the evening</source>
        <translation>Scorebord van de avond</translation>
    </message>
    <message>
        <source>Each gamepad plays one seat, with its own cursor on that seat&apos;s board, and may premove while the opponent is to move. %1 shows which pad plays which seat.</source>
        <translation>Elke gamepad speelt één plaats, met een eigen cursor op het bord van die plaats, en mag een voorzet klaarzetten terwijl de tegenstander aan zet is. %1 toont welke pad welke plaats speelt.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Both boards are played at the same moment. Use the mouse, a finger on a touch screen (every finger is its own hand: two fingers play two boards at once) and the two keyboard blocks below, all at the same time. Each side of a board takes one held piece at a time: whoever picks up first plays, and a second hand for that side is refused until the piece is down.&lt;/p&gt;&lt;p&gt;Drag a piece or click (tap) it and then its square; drag from a pocket to drop. With the keys, move the cursor, pick up, move the cursor again and put down; the pocket key takes the next piece of your pocket; in the promotion chooser the cursor keys choose the piece and the pick-up key takes it.&lt;/p&gt;&lt;p&gt;Four people at one keyboard: the two players of board A share the left-hand block, the two of board B the right-hand one. A block moves for the side to move on its board; for signals each player presses their own key, so no one speaks for another.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Op beide borden wordt tegelijk gespeeld. Gebruik de muis, een vinger op een aanraakscherm (elke vinger is een eigen hand: twee vingers spelen tegelijk op twee borden) en de twee toetsenblokken hieronder, alles tegelijk. Elke kant van een bord neemt één opgepakt stuk tegelijk: wie het eerst oppakt, speelt, en een tweede hand voor die kant wordt geweigerd tot het stuk staat.&lt;/p&gt;&lt;p&gt;Sleep een stuk of klik (tik) erop en dan op het veld; sleep uit de reserve om in te zetten. Met de toetsen: beweeg de cursor, pak op, beweeg de cursor opnieuw en zet neer; de reservetoets neemt het volgende stuk uit je reserve; in de promotiekeuze kiezen de cursortoetsen het stuk en neemt de oppaktoets het.&lt;/p&gt;&lt;p&gt;Met vier aan één toetsenbord: de twee spelers van bord A delen het linkerblok, de twee van bord B het rechterblok. Een blok zet voor de kant die op zijn bord aan zet is; voor signalen drukt elke speler op zijn eigen toets, zodat niemand voor een ander spreekt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Partner signals from the keyboard</source>
        <translation>Partnersignalen met het toetsenbord</translation>
    </message>
    <message>
        <source>Each block has a key for White&apos;s and one for Black&apos;s signals bar of its board (above), so that the two players sharing a block each speak for themselves: the key takes the block&apos;s cursor onto that bar, the cursor keys choose, the pick-up key sends, the put-back key or the same key again goes back to the board.</source>
        <translation>Elk blok heeft een toets voor de signaalbalk van wit en een voor die van zwart van zijn bord (hierboven), zodat de twee spelers die een blok delen elk voor zichzelf spreken: de toets brengt de cursor van het blok naar die balk, de cursortoetsen kiezen, de oppaktoets verstuurt, de terugzettoets of dezelfde toets nog eens gaat terug naar het bord.</translation>
    </message>
    <message>
        <source>Click a field and press the key; press several keys in one field for alternatives. Ctrl, Alt, Shift, Space, Esc, F1 and F11 are kept for the menus.</source>
        <translation>Klik op een vak en druk op de toets; druk meerdere toetsen in één vak voor alternatieven. Ctrl, Alt, Shift, spatie, Esc, F1 en F11 blijven voor de menu&apos;s.</translation>
    </message>
</context>
<context>
    <name>ui::DialogPause</name>
    <message>
        <source>Clocks paused while the dialog is open.</source>
        <translation>Klokken staan stil zolang het venster open is.</translation>
    </message>
    <message>
        <source>Clocks running again.</source>
        <translation>De klokken lopen weer.</translation>
    </message>
    <message>
        <source>Match in progress</source>
        <translation>Partij bezig</translation>
    </message>
</context>
<context>
    <name>ui::EveningShow</name>
    <message>
        <source>The scoreboard of the evening could not be read: its file is damaged. The scoreboard starts empty.</source>
        <translation>Het scorebord van de avond kan niet worden gelezen: het bestand is beschadigd. Het scorebord begint leeg.</translation>
    </message>
    <message>
        <source>The scoreboard of the evening could not be read: its file is damaged. The scoreboard starts empty; the file was kept as %1.</source>
        <translation>Het scorebord van de avond kan niet worden gelezen: het bestand is beschadigd. Het scorebord begint leeg; het bestand is bewaard als %1.</translation>
    </message>
    <message>
        <source>Scoreboard not read</source>
        <translation>Scorebord niet gelezen</translation>
    </message>
    <message>
        <source>The scoreboard could not be saved: %1</source>
        <translation>Het scorebord kan niet worden opgeslagen: %1</translation>
    </message>
    <message>
        <source>The scoreboard is shown between matches, not while the clocks run.</source>
        <translation>Het scorebord verschijnt tussen de partijen, niet terwijl de klokken lopen.</translation>
    </message>
    <message>
        <source>Press a key or click to go on</source>
        <translation>Druk op een toets of klik om verder te gaan</translation>
    </message>
    <message numerus="yes">
        <source>Demo: %n match(es)</source>
        <translation>
            <numerusform>Demo: %n partij</numerusform>
            <numerusform>Demo: %n partijen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This evening: %n match(es)</source>
        <translation>
            <numerusform>Vanavond: %n partij</numerusform>
            <numerusform>Vanavond: %n partijen</numerusform>
        </translation>
    </message>
    <message>
        <source>New evening</source>
        <translation>Nieuwe avond</translation>
    </message>
    <message numerus="yes">
        <source>Clear the scoreboard of the evening (%n match(es))?</source>
        <translation>
            <numerusform>Het scorebord van de avond (%n partij) wissen?</numerusform>
            <numerusform>Het scorebord van de avond (%n partijen) wissen?</numerusform>
        </translation>
    </message>
    <message>
        <source>A new evening: the scoreboard is empty.</source>
        <translation>Een nieuwe avond: het scorebord is leeg.</translation>
    </message>
    <message>
        <source>scoreboard-%1</source>
        <translation>scorebord-%1</translation>
    </message>
    <message>
        <source>Export scoreboard</source>
        <translation>Scorebord exporteren</translation>
    </message>
    <message>
        <source>Tables for spreadsheets (*.csv)</source>
        <translation>Tabellen voor rekenbladen (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 opgeslagen.</translation>
    </message>
    <message>
        <source>Save scoreboard picture</source>
        <translation>Afbeelding van het scorebord opslaan</translation>
    </message>
    <message>
        <source>Pictures (*.png)</source>
        <translation>Afbeeldingen (*.png)</translation>
    </message>
</context>
<context>
    <name>ui::GamepadPicture</name>
    <message>
        <source>LT or RT held: the signals, in this colour</source>
        <translation>LT of RT ingedrukt: de signalen, in deze kleur</translation>
    </message>
    <message>
        <source>LB: previous pocket piece</source>
        <translation>LB: vorig stuk uit de reserve</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Houd</translation>
    </message>
    <message>
        <source>RB: next pocket piece</source>
        <translation>RB: volgend stuk uit de reserve</translation>
    </message>
    <message>
        <source>Thanks</source>
        <translation>Dank</translation>
    </message>
    <message>
        <source>D-pad, left stick: move the cursor</source>
        <translation>D-pad, linker stick: cursor bewegen</translation>
    </message>
    <message>
        <source>Need a queen (up), rook (right), bishop (left), knight (down)</source>
        <translation>Dame nodig (omhoog), toren (rechts), loper (links), paard (omlaag)</translation>
    </message>
    <message>
        <source>A: pick up / put down
B: put back</source>
        <translation>A: oppakken / neerzetten
B: terugzetten</translation>
    </message>
    <message>
        <source>Y sit, X go, A OK, B sorry</source>
        <translation>Y zit, X speel, A oké, B sorry</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Need a pawn</source>
        <translation>Pion nodig</translation>
    </message>
    <message>
        <source>Start: press the clock (clock-move rule)</source>
        <translation>Start: de klok indrukken (regel: zet telt bij de klok)</translation>
    </message>
</context>
<context>
    <name>ui::GamepadsDialog</name>
    <message>
        <source>Gamepads</source>
        <translation>Gamepads</translation>
    </message>
    <message>
        <source>Gamepads are off: this program was built without SDL2. Install the Debian package libsdl2-dev and build it again.</source>
        <translation>Gamepads staan uit: dit programma is zonder SDL2 gebouwd. Installeer het Debian-pakket libsdl2-dev en bouw het opnieuw.</translation>
    </message>
    <message>
        <source>Gamepads are off: SDL could not start its game controller support.</source>
        <translation>Gamepads staan uit: SDL kon de ondersteuning voor gamecontrollers niet starten.</translation>
    </message>
    <message>
        <source>No gamepad is connected. Plug one in and press a button on it.</source>
        <translation>Er is geen gamepad aangesloten. Sluit er een aan en druk op een knop.</translation>
    </message>
    <message>
        <source>Gamepads connected: %1. A new pad is offered a free seat at its first button press.</source>
        <translation>Aangesloten gamepads: %1. Een nieuwe pad krijgt bij de eerste knopdruk een vrije plaats aangeboden.</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
</context>
<context>
    <name>ui::MainWindow</name>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 aan %2: %3</translation>
    </message>
    <message>
        <source>Bughouse</source>
        <translation>Bughouse</translation>
    </message>
    <message>
        <source>&amp;Match</source>
        <translation>&amp;Partij</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Nieuwe partij…</translation>
    </message>
    <message>
        <source>&amp;Rematch (swap colours)</source>
        <translation>&amp;Revanche (kleuren wisselen)</translation>
    </message>
    <message>
        <source>&amp;Start clocks</source>
        <translation>Klokken &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pauze</translation>
    </message>
    <message>
        <source>&amp;Abort (needs both teams)</source>
        <translation>Af&amp;breken (beide teams moeten instemmen)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Bee&amp;ld</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Instellingen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hulp</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>&amp;About Bughouse</source>
        <translation>&amp;Over Bughouse</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Opgeven</translation>
    </message>
    <message>
        <source>Does %1 really resign?</source>
        <translation>Wil %1 echt opgeven?</translation>
    </message>
    <message>
        <source>%1 asks to abort the match; a player of the other side must agree.</source>
        <translation>%1 wil de partij afbreken; een speler van het andere team moet instemmen.</translation>
    </message>
    <message>
        <source>Ready. Press Space to start the clocks.</source>
        <translation>Klaar. Druk op Spatie om de klokken te starten.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Gepauzeerd.</translation>
    </message>
    <message>
        <source>Clocks running. Good luck!</source>
        <translation>De klokken lopen. Succes!</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 speelde %2.</translation>
    </message>
    <message>
        <source>%1 played %2 on board A.</source>
        <translation>%1 speelde %2 op bord A.</translation>
    </message>
    <message>
        <source>%1 played %2 on board B.</source>
        <translation>%1 speelde %2 op bord B.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>&amp;Save match…</source>
        <translation>Partij op&amp;slaan…</translation>
    </message>
    <message>
        <source>&amp;Recent matches</source>
        <translation>&amp;Recente partijen</translation>
    </message>
    <message>
        <source>&amp;Demo: four computers</source>
        <translation>&amp;Demo: vier computers</translation>
    </message>
    <message>
        <source>The saved keyboard controls cannot be used (%1); the default keys apply.</source>
        <translation>De opgeslagen toetsenbordbediening is onbruikbaar (%1); de standaardtoetsen gelden.</translation>
    </message>
    <message>
        <source>&amp;Controls</source>
        <translation>&amp;Bediening</translation>
    </message>
    <message>
        <source>&amp;Keyboard controls…</source>
        <translation>Toetsen&amp;bordbediening…</translation>
    </message>
    <message>
        <source>&amp;Gamepads…</source>
        <translation>Game&amp;controllers…</translation>
    </message>
    <message>
        <source>%1 cannot resign: the match has already ended. %2</source>
        <translation>%1 kan niet opgeven: de partij is al afgelopen. %2</translation>
    </message>
    <message>
        <source>A match is in progress. Quit now? Its clocks stop, and it is offered again at the next start.</source>
        <translation>Er is een partij bezig. Nu afsluiten? De klokken stoppen en de partij wordt bij de volgende start weer aangeboden.</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>&amp;Export scoreboard…</source>
        <translation>Scorebord &amp;exporteren…</translation>
    </message>
    <message>
        <source>Save scoreboard &amp;picture…</source>
        <translation>Scorebord als a&amp;fbeelding opslaan…</translation>
    </message>
    <message>
        <source>New &amp;evening…</source>
        <translation>Nieuwe &amp;avond…</translation>
    </message>
    <message>
        <source>Score&amp;board</source>
        <translation>Score&amp;bord</translation>
    </message>
    <message>
        <source>Res&amp;ign</source>
        <translation>&amp;Opgeven</translation>
    </message>
    <message>
        <source>Settings not read</source>
        <translation>Instellingen niet gelezen</translation>
    </message>
</context>
<context>
    <name>ui::MatchController</name>
    <message>
        <source>board A</source>
        <translation>bord A</translation>
    </message>
    <message>
        <source>board B</source>
        <translation>bord B</translation>
    </message>
    <message>
        <source>%1 and %2 win</source>
        <translation>%1 en %2 winnen</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 wint</translation>
    </message>
    <message>
        <source>%1: %2 is checkmated on %3.</source>
        <translation>%1: %2 staat mat op %3.</translation>
    </message>
    <message>
        <source>%1: %2 is checkmated.</source>
        <translation>%1: %2 staat mat.</translation>
    </message>
    <message>
        <source>%1: %2 ran out of time on %3.</source>
        <translation>%1: %2 is door de vlag gegaan op %3.</translation>
    </message>
    <message>
        <source>%1: %2 ran out of time.</source>
        <translation>%1: %2 is door de vlag gegaan.</translation>
    </message>
    <message>
        <source>%1: %2 resigned.</source>
        <translation>%1: %2 heeft opgegeven.</translation>
    </message>
    <message>
        <source>Match aborted by agreement.</source>
        <translation>Partij in onderling overleg afgebroken.</translation>
    </message>
    <message>
        <source>Draw: %1 is stalemated on %2.</source>
        <translation>Remise: %1 staat pat op %2.</translation>
    </message>
    <message>
        <source>Draw: %1 is stalemated.</source>
        <translation>Remise: %1 staat pat.</translation>
    </message>
    <message>
        <source>Draw by threefold repetition.</source>
        <translation>Remise door drievoudige herhaling van de stelling.</translation>
    </message>
    <message>
        <source>Draw: 600 moves have been played.</source>
        <translation>Remise: er zijn 600 zetten gespeeld.</translation>
    </message>
    <message>
        <source>Sit</source>
        <comment>partner signal: wait, don&apos;t move</comment>
        <translation>Zit</translation>
    </message>
    <message>
        <source>Go</source>
        <comment>partner signal: play on</comment>
        <translation>Speel</translation>
    </message>
    <message>
        <source>Hold</source>
        <comment>partner signal: keep your pieces, don&apos;t trade</comment>
        <translation>Houd</translation>
    </message>
    <message>
        <source>Need pawn</source>
        <translation>Pion nodig</translation>
    </message>
    <message>
        <source>Need knight</source>
        <translation>Paard nodig</translation>
    </message>
    <message>
        <source>Need bishop</source>
        <translation>Loper nodig</translation>
    </message>
    <message>
        <source>Need rook</source>
        <translation>Toren nodig</translation>
    </message>
    <message>
        <source>Need queen</source>
        <translation>Dame nodig</translation>
    </message>
    <message>
        <source>OK</source>
        <comment>partner signal</comment>
        <translation>Oké</translation>
    </message>
    <message>
        <source>Sorry</source>
        <comment>partner signal</comment>
        <translation>Sorry</translation>
    </message>
    <message>
        <source>Thanks</source>
        <comment>partner signal</comment>
        <translation>Dank</translation>
    </message>
    <message>
        <source>The match has not started yet.</source>
        <translation>De partij is nog niet begonnen.</translation>
    </message>
    <message>
        <source>The clocks are paused.</source>
        <translation>De klokken zijn gepauzeerd.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>De partij is afgelopen.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Je bent niet aan zet.</translation>
    </message>
    <message>
        <source>This seat does not play in this match.</source>
        <translation>Deze speler doet niet mee aan deze partij.</translation>
    </message>
    <message>
        <source>There is no piece of yours on that square.</source>
        <translation>Op dat veld staat geen stuk van jou.</translation>
    </message>
    <message>
        <source>That piece is not in your pocket.</source>
        <translation>Dat stuk zit niet in je reserve.</translation>
    </message>
    <message>
        <source>Pawns cannot be dropped on the first or last rank.</source>
        <translation>Pionnen mogen niet op de eerste of laatste rij worden ingezet.</translation>
    </message>
    <message>
        <source>Pieces can only be dropped on empty squares.</source>
        <translation>Stukken mogen alleen op lege velden worden ingezet.</translation>
    </message>
    <message>
        <source>Checkmate by a drop is not allowed in this match.</source>
        <translation>Mat door inzetten is in deze partij niet toegestaan.</translation>
    </message>
    <message>
        <source>That piece cannot move there.</source>
        <translation>Dat stuk kan daar niet heen.</translation>
    </message>
    <message>
        <source>You cannot castle now.</source>
        <translation>Je kunt nu niet rokeren.</translation>
    </message>
    <message>
        <source>Your king would be in check.</source>
        <translation>Je koning zou schaak staan.</translation>
    </message>
    <message>
        <source>Choose a queen, rook, bishop or knight.</source>
        <translation>Kies een dame, toren, loper of paard.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>White · board A</source>
        <translation>Wit · bord A</translation>
    </message>
    <message>
        <source>Black · board A</source>
        <translation>Zwart · bord A</translation>
    </message>
    <message>
        <source>White · board B</source>
        <translation>Wit · bord B</translation>
    </message>
    <message>
        <source>Black · board B</source>
        <translation>Zwart · bord B</translation>
    </message>
    <message>
        <source>Make your move first, then press your clock.</source>
        <translation>Doe eerst je zet en druk dan op je klok.</translation>
    </message>
    <message>
        <source>%1: both boards ended at the same moment, %2 and %3 lost on both.</source>
        <translation>%1: beide borden zijn op hetzelfde moment beslist, %2 en %3 verloren op allebei.</translation>
    </message>
    <message>
        <source>Draw: both boards ended at the same moment, each team won one (%1 and %2).</source>
        <translation>Remise: beide borden zijn op hetzelfde moment beslist en elk team won er één (%1 en %2).</translation>
    </message>
    <message>
        <source>Draw by threefold repetition across both boards.</source>
        <translation>Remise door drievoudige herhaling over beide borden.</translation>
    </message>
    <message>
        <source>Draw: %1 is checkmated on %2 by a poisoned piece.</source>
        <translation>Remise: %1 staat mat op %2 door een vergiftigd stuk.</translation>
    </message>
    <message>
        <source>A drop may not give check in this match.</source>
        <translation>In deze partij mag je niet met schaak inzetten.</translation>
    </message>
    <message>
        <source>This match allows promotion only to the pieces offered.</source>
        <translation>In deze partij mag je alleen promoveren tot de aangeboden stukken.</translation>
    </message>
    <message>
        <source>%1: %2 resigned on %3.</source>
        <translation>%1: %2 heeft opgegeven op %3.</translation>
    </message>
    <message>
        <source>Not mate: a piece from the partner can block. %1 waits for one.</source>
        <translation>Geen mat: een stuk van de teamgenoot kan ertussen. %1 wacht erop.</translation>
    </message>
    <message>
        <source>%1 has no move and waits for a piece from the partner.</source>
        <translation>Geen zet voor %1: wacht op een stuk van de teamgenoot.</translation>
    </message>
    <message>
        <source>Draw: %1 moves have been played, the most a record holds.</source>
        <translation>Remise: er zijn %1 zetten gespeeld, het meeste dat een opgeslagen partij bevat.</translation>
    </message>
</context>
<context>
    <name>ui::MatchKeeper</name>
    <message>
        <source>Reading the interrupted match... %1 %</source>
        <translation>De onderbroken partij wordt gelezen... %1 %</translation>
    </message>
    <message>
        <source>The interrupted match could not be kept: %1</source>
        <translation>De onderbroken partij kon niet worden bewaard: %1</translation>
    </message>
    <message>
        <source>Last saved today at %1.</source>
        <translation>Vandaag om %1 voor het laatst bewaard.</translation>
    </message>
    <message>
        <source>Last saved yesterday at %1.</source>
        <translation>Gisteren om %1 voor het laatst bewaard.</translation>
    </message>
    <message>
        <source>Last saved %1.</source>
        <translation>Voor het laatst bewaard op %1.</translation>
    </message>
    <message>
        <source>Resume match</source>
        <translation>Partij hervatten</translation>
    </message>
    <message numerus="yes">
        <source>A match was interrupted after %n move(s). Resume it?</source>
        <translation>
            <numerusform>Een partij is na %n zet onderbroken. Hervatten?</numerusform>
            <numerusform>Een partij is na %n zetten onderbroken. Hervatten?</numerusform>
        </translation>
    </message>
    <message>
        <source>Demo: %1</source>
        <translation>Demo: %1</translation>
    </message>
    <message>
        <source>The interrupted match could not be restored: its saved file is damaged.</source>
        <translation>De onderbroken partij kon niet worden hersteld: het bewaarde bestand is beschadigd.</translation>
    </message>
    <message>
        <source>The interrupted match could not be restored: its saved file is damaged. The file was kept as %1.</source>
        <translation>De onderbroken partij kon niet worden hersteld: het bewaarde bestand is beschadigd. Het bestand is bewaard als %1.</translation>
    </message>
    <message>
        <source>Match not restored</source>
        <translation>Partij niet hersteld</translation>
    </message>
    <message>
        <source>The match could not be saved: %1</source>
        <translation>De partij kon niet worden bewaard: %1</translation>
    </message>
    <message>
        <source>Match not kept</source>
        <translation>Partij niet bewaard</translation>
    </message>
    <message>
        <source>The finished match %1 (%2) could not be saved in %3: %4

Save it somewhere else?</source>
        <translation>De afgelopen partij %1 (%2) kon niet worden opgeslagen in %3: %4

Elders opslaan?</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Opslaan &amp;als...</translation>
    </message>
    <message>
        <source>The match in progress ends without a result and is kept under Recent matches. Set up the new match?</source>
        <translation>De lopende partij eindigt zonder uitslag en wordt bewaard onder Recente partijen. De nieuwe partij klaarzetten?</translation>
    </message>
    <message>
        <source>The match could not be kept: %1</source>
        <translation>De partij kon niet worden bewaard: %1</translation>
    </message>
    <message>
        <source>No finished matches yet</source>
        <translation>Nog geen afgelopen partijen</translation>
    </message>
    <message numerus="yes">
        <source>It was played with %n program(s) that are not among your engines: %1. Yes gives their seats to the built-in engine.</source>
        <translation>
            <numerusform>Er speelde een programma mee dat niet bij je engines staat: %1. Ja geeft zijn plaats aan de ingebouwde engine.</numerusform>
            <numerusform>Er speelden %n programma&apos;s mee die niet bij je engines staan: %1. Ja geeft hun plaatsen aan de ingebouwde engine.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume and &amp;start them</source>
        <translation>Hervatten en ze &amp;starten</translation>
    </message>
    <message>
        <source>The finished match is now under Recent matches.</source>
        <translation>De afgelopen partij staat nu onder Recente partijen.</translation>
    </message>
    <message numerus="yes">
        <source>An interrupted match could not be read: %n file(s) cannot be opened. They were left as they are; once they can be read, the match is offered again.</source>
        <translation>
            <numerusform>Een onderbroken partij kon niet worden gelezen: %n bestand kan niet worden geopend. Het is gelaten zoals het is; zodra het leesbaar is, wordt de partij opnieuw aangeboden.</numerusform>
            <numerusform>Een onderbroken partij kon niet worden gelezen: %n bestanden kunnen niet worden geopend. Ze zijn gelaten zoals ze zijn; zodra ze leesbaar zijn, wordt de partij opnieuw aangeboden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Match not read</source>
        <translation>Partij niet gelezen</translation>
    </message>
    <message>
        <source>The match in progress ends without a result and is kept under Recent matches. Start the rematch?</source>
        <translation>De lopende partij eindigt zonder uitslag en wordt bewaard onder Recente partijen. De revanche beginnen?</translation>
    </message>
    <message>
        <source>The match in progress ends without a result and is kept under Recent matches. Start the demo?</source>
        <translation>De lopende partij eindigt zonder uitslag en wordt bewaard onder Recente partijen. De demo starten?</translation>
    </message>
    <message>
        <source>The match in progress ends without a result and is kept under Recent matches. Play on from the record?</source>
        <translation>De lopende partij eindigt zonder uitslag en wordt bewaard onder Recente partijen. Verder spelen vanuit de opgeslagen partij?</translation>
    </message>
</context>
<context>
    <name>ui::MatchScene</name>
    <message>
        <source>%1 &amp; %2 win</source>
        <translation>%1 &amp; %2 winnen</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 wint</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>Afgebroken</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remise</translation>
    </message>
    <message>
        <source>New match: Ctrl+N    Rematch: Ctrl+R</source>
        <translation>Nieuwe partij: Ctrl+N    Revanche: Ctrl+R</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Klaar</translation>
    </message>
    <message>
        <source>All clocks start together.</source>
        <translation>Alle klokken starten tegelijk.</translation>
    </message>
    <message>
        <source>Click or press Space to start</source>
        <translation>Klik of druk op Spatie om te beginnen</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <source>The clocks are stopped.</source>
        <translation>De klokken staan stil.</translation>
    </message>
    <message>
        <source>Resume: Ctrl+P</source>
        <translation>Verder spelen: Ctrl+P</translation>
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
        <translation>Hier komen de signalen.</translation>
    </message>
    <message>
        <source>%1&apos;s premove was dropped: %2</source>
        <translation>De voorzet van %1 is vervallen: %2</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wint</translation>
    </message>
    <message>
        <source>Checkmated</source>
        <translation>Staat mat</translation>
    </message>
    <message>
        <source>Lost on time</source>
        <translation>Verliest op tijd</translation>
    </message>
    <message>
        <source>Resigned</source>
        <translation>Heeft opgegeven</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>Verliest</translation>
    </message>
</context>
<context>
    <name>ui::MoveList</name>
    <message>
        <source>A White</source>
        <translation>A wit</translation>
    </message>
    <message>
        <source>A Black</source>
        <translation>A zwart</translation>
    </message>
    <message>
        <source>B White</source>
        <translation>B wit</translation>
    </message>
    <message>
        <source>B Black</source>
        <translation>B zwart</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
</context>
<context>
    <name>ui::MoveText</name>
    <message>
        <source>KQRBN</source>
        <comment>piece letters in move lists: king, queen, rook, bishop, knight</comment>
        <translation>KDTLP</translation>
    </message>
</context>
<context>
    <name>ui::NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Nieuwe partij</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Bughouse: four players, two boards</source>
        <translation>Bughouse: vier spelers, twee borden</translation>
    </message>
    <message>
        <source>Crazyhouse: two players, one board</source>
        <translation>Crazyhouse: twee spelers, één bord</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>White, board A:</source>
        <translation>Wit, bord A:</translation>
    </message>
    <message>
        <source>Black, board A:</source>
        <translation>Zwart, bord A:</translation>
    </message>
    <message>
        <source>White, board B:</source>
        <translation>Wit, bord B:</translation>
    </message>
    <message>
        <source>Black, board B:</source>
        <translation>Zwart, bord B:</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>Klokken</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Aangepast</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Bedenktijd:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Base time:</source>
        <translation>Basis&amp;tijd:</translation>
    </message>
    <message>
        <source>Increment (Fischer)</source>
        <translation>Toeslag per zet (Fischer)</translation>
    </message>
    <message>
        <source>Simple delay</source>
        <translation>Eenvoudige vertraging</translation>
    </message>
    <message>
        <source>Bronstein delay</source>
        <translation>Bronstein-vertraging</translation>
    </message>
    <message>
        <source>&amp;Per move:</source>
        <translation>&amp;Per zet:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Seconds per move:</source>
        <translation>Seconden per &amp;zet:</translation>
    </message>
    <message>
        <source>Time &amp;odds: a different base time per seat</source>
        <translation>Tijdvoor&amp;gift: een eigen basistijd per speler</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Allow checkmate by a &amp;drop</source>
        <translation>Mat door &amp;inzetten toestaan</translation>
    </message>
    <message>
        <source>Standard: mate when no legal reply exists</source>
        <translation>Standaard: mat als er geen reglementaire verdediging is</translation>
    </message>
    <message>
        <source>Bughouse: a check a drop could block is not mate</source>
        <translation>Bughouse: geen mat zolang inzetten het schaak kan blokkeren</translation>
    </message>
    <message>
        <source>&amp;Mate rule:</source>
        <translation>&amp;Matregel:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Wit:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Zwart:</translation>
    </message>
    <message>
        <source>This match cannot be played: %1</source>
        <translation>Deze partij kan niet gespeeld worden: %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer, level %1</source>
        <translation>Computer, niveau %1</translation>
    </message>
    <message>
        <source>Other engine…</source>
        <translation>Andere engine…</translation>
    </message>
    <message>
        <source>Choose a UCI engine</source>
        <translation>Kies een UCI-engine</translation>
    </message>
    <message>
        <source>R&amp;ule set:</source>
        <translation>&amp;Regelset:</translation>
    </message>
    <message>
        <source>Queen, rook, bishop or knight</source>
        <translation>Dame, toren, loper of paard</translation>
    </message>
    <message>
        <source>Queen or knight only (R00)</source>
        <translation>Alleen dame of paard (R00)</translation>
    </message>
    <message>
        <source>Promotio&amp;n to:</source>
        <translation>Promotie t&amp;ot:</translation>
    </message>
    <message>
        <source>Allow chec&amp;k by a drop (not in doorgeefschaak)</source>
        <translation>Inzetten met schaak toestaan (&amp;niet bij doorgeefschaak)</translation>
    </message>
    <message>
        <source>No stalemate: a player without a move waits for a piece (R8)</source>
        <translation>Geen pat: een speler zonder zet wacht op een stuk (R8)</translation>
    </message>
    <message>
        <source>Threefold &amp;repetition on a board is a draw (R6)</source>
        <translation>Drievoudige &amp;herhaling op een bord is remise (R6)</translation>
    </message>
    <message>
        <source>Threefold repetition across both boards is a draw (R6)</source>
        <translation>Drievoudige herhaling over beide borden is remise (R6)</translation>
    </message>
    <message>
        <source>Mate by dropping a poisoned piece is a draw (R7)</source>
        <translation>Mat door een vergiftigd stuk in te zetten is remise (R7)</translation>
    </message>
    <message>
        <source>Both boards end at once: a team must win both, else a draw (R01)</source>
        <translation>Beide borden tegelijk beslist: een team moet beide winnen, anders remise (R01)</translation>
    </message>
    <message>
        <source>A move stands only when the &amp;clock is pressed (R0)</source>
        <translation>Een zet staat pas als de &amp;klok is ingedrukt (R0)</translation>
    </message>
    <message>
        <source>A base time is from %1 to %2 min.</source>
        <translation>Een basistijd ligt tussen %1 en %2 min.</translation>
    </message>
    <message>
        <source>Allow &amp;premoves: players with a gamepad or touch screen (R3)</source>
        <translation>&amp;Voorzetten toestaan: spelers met gamepad of aanraakscherm (R3)</translation>
    </message>
</context>
<context>
    <name>ui::PocketItem</name>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <comment>in a pocket</comment>
        <translation>
            <numerusform>%n pion</numerusform>
            <numerusform>%n pionnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n knight(s)</source>
        <comment>in a pocket</comment>
        <translation>
            <numerusform>%n paard</numerusform>
            <numerusform>%n paarden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bishop(s)</source>
        <comment>in a pocket</comment>
        <translation>
            <numerusform>%n loper</numerusform>
            <numerusform>%n lopers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rook(s)</source>
        <comment>in a pocket</comment>
        <translation>
            <numerusform>%n toren</numerusform>
            <numerusform>%n torens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s)</source>
        <comment>in a pocket</comment>
        <translation>
            <numerusform>%n dame</numerusform>
            <numerusform>%n dames</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::Preferences</name>
    <message>
        <source>Volume %1%</source>
        <translation>Volume %1%</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normaal</translation>
    </message>
    <message>
        <source>&amp;Large</source>
        <translation>&amp;Groot</translation>
    </message>
    <message>
        <source>&amp;Huge</source>
        <translation>&amp;Enorm</translation>
    </message>
    <message>
        <source>&amp;Automatic (%1 on this screen)</source>
        <translation>&amp;Automatisch (hier: %1)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thema</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Klassiek</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Hoog contrast</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>&amp;Grootte</translation>
    </message>
    <message>
        <source>&amp;Move lists</source>
        <translation>&amp;Zetlijsten</translation>
    </message>
    <message>
        <source>&amp;Demo pace</source>
        <translation>De&amp;motempo</translation>
    </message>
    <message>
        <source>&amp;Relaxed (moves people can follow)</source>
        <translation>&amp;Rustig (zetten die je kunt volgen)</translation>
    </message>
    <message>
        <source>Real &amp;blitz</source>
        <translation>Echte &amp;blitz</translation>
    </message>
    <message>
        <source>Always promote to &amp;queen</source>
        <translation>Altijd promoveren tot &amp;dame</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Geluid uit</translation>
    </message>
    <message>
        <source>Lo&amp;uder</source>
        <translation>&amp;Harder</translation>
    </message>
    <message>
        <source>&amp;Softer</source>
        <translation>&amp;Zachter</translation>
    </message>
    <message>
        <source>Piece le&amp;tters in my language</source>
        <translation>Stuk&amp;letters in mijn eigen taal</translation>
    </message>
    <message>
        <source>Sounds muted (%1 turns them on again).</source>
        <translation>Geluid uit (%1 zet het weer aan).</translation>
    </message>
    <message>
        <source>Sounds on.</source>
        <translation>Geluid aan.</translation>
    </message>
</context>
<context>
    <name>ui::RecordFiles</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Kan %1 niet schrijven: %2</translation>
    </message>
    <message>
        <source>Save match</source>
        <translation>Partij opslaan</translation>
    </message>
    <message>
        <source>Bughouse games (*.bpgn)</source>
        <translation>Bughouse-partijen (*.bpgn)</translation>
    </message>
    <message>
        <source>Crazyhouse games (*.pgn)</source>
        <translation>Crazyhouse-partijen (*.pgn)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 opgeslagen.</translation>
    </message>
    <message>
        <source>Open games</source>
        <translation>Partijen openen</translation>
    </message>
    <message>
        <source>Games (*.bpgn *.pgn);;All files (*)</source>
        <translation>Partijen (*.bpgn *.pgn);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>het is geen gewoon bestand</translation>
    </message>
    <message>
        <source>it is larger than %1 MiB</source>
        <translation>het is groter dan %1 MiB</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wordt gelezen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Kan %1 niet openen: %2</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>Het openen van %1 is geannuleerd.</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation>partij %1: %2</translation>
    </message>
    <message>
        <source>Game %1: %2</source>
        <translation>Partij %1: %2</translation>
    </message>
    <message>
        <source>%1 holds no games.</source>
        <translation>%1 bevat geen partijen.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>Some games were skipped: %1</source>
        <translation>Sommige partijen zijn overgeslagen: %1</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Partij:</translation>
    </message>
    <message>
        <source>%1 holds more games: the first %2 are offered.</source>
        <translation>%1 bevat meer partijen: de eerste %2 worden aangeboden.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geopend.</translation>
    </message>
</context>
<context>
    <name>ui::ReplayWindow</name>
    <message>
        <source>Replay</source>
        <translation>Naspelen</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Naspelen: %1</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Begin</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Terug</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Verder ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Einde ▶|</translation>
    </message>
    <message>
        <source>Continue playing from here</source>
        <translation>Vanaf hier verder spelen</translation>
    </message>
    <message>
        <source>Ply %1 of %2</source>
        <translation>Halve zet %1 van %2</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>schaakmat</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>opgave</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>tijdoverschrijding</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>afgebroken</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remise</translation>
    </message>
    <message>
        <source>%1 &amp; %2 win</source>
        <translation>%1 &amp; %2 winnen</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 wint</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remise</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>Afgebroken</translation>
    </message>
    <message>
        <source>No result recorded. At the end %1 is to move, in check.</source>
        <translation>Geen uitslag vastgelegd. Aan het eind is %1 aan zet en staat schaak.</translation>
    </message>
    <message>
        <source>No result recorded. At the end %1 waits for a piece.</source>
        <translation>Geen uitslag vastgelegd. Aan het eind wacht %1 op een stuk.</translation>
    </message>
    <message>
        <source>No result recorded. At the end %1 is to move.</source>
        <translation>Geen uitslag vastgelegd. Aan het eind is %1 aan zet.</translation>
    </message>
    <message>
        <source>The record says: %1</source>
        <translation>Volgens de notatie: %1</translation>
    </message>
    <message>
        <source>The record is incomplete: the file ends in the middle of the game.</source>
        <translation>De notatie is onvolledig: het bestand houdt midden in de partij op.</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Deep</source>
        <translation>Grondig</translation>
    </message>
    <message>
        <source>How deeply the engine looks at each position</source>
        <translation>Hoe diep de engine naar elke stelling kijkt</translation>
    </message>
    <message>
        <source>Save with analysis…</source>
        <translation>Opslaan met analyse…</translation>
    </message>
    <message>
        <source>Export timeline…</source>
        <translation>Tijdlijn exporteren…</translation>
    </message>
    <message>
        <source>%v of %m positions</source>
        <translation>%v van %m stellingen</translation>
    </message>
    <message>
        <source>Cancel analysis</source>
        <translation>Analyse stoppen</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2: %3</translation>
    </message>
    <message>
        <source>Best was %1 (%2)</source>
        <translation>Beste was %1 (%2)</translation>
    </message>
    <message>
        <source>Best was %1</source>
        <translation>Beste was %1</translation>
    </message>
    <message>
        <source>Turning point: %1</source>
        <translation>Keerpunt: %1</translation>
    </message>
    <message>
        <source>Save match with analysis</source>
        <translation>Partij met analyse opslaan</translation>
    </message>
    <message>
        <source>analysed-match.bpgn</source>
        <translation>geanalyseerde-partij.bpgn</translation>
    </message>
    <message>
        <source>analysed-game.pgn</source>
        <translation>geanalyseerde-partij.pgn</translation>
    </message>
    <message>
        <source>Bughouse games (*.bpgn)</source>
        <translation>Bughouse-partijen (*.bpgn)</translation>
    </message>
    <message>
        <source>Crazyhouse games (*.pgn)</source>
        <translation>Crazyhouse-partijen (*.pgn)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Kan %1 niet schrijven: %2</translation>
    </message>
    <message>
        <source>Export timeline</source>
        <translation>Tijdlijn exporteren</translation>
    </message>
    <message>
        <source>timeline.png</source>
        <translation>tijdlijn.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-afbeelding (*.png);;SVG-tekening (*.svg)</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Kan %1 niet schrijven.</translation>
    </message>
    <message>
        <source>%1 — analysing, %2 %</source>
        <translation>%1 — analyse bezig, %2 %</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyseren</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>Turning points</source>
        <translation>Keerpunten</translation>
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
        <translation>Tsjechische clubregels</translation>
    </message>
    <message>
        <source>Doorgeefschaak</source>
        <translation>Doorgeef­schaak</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Eigen regels</translation>
    </message>
    <message>
        <source>Bughouse mate rule</source>
        <translation>Matregel bughouse</translation>
    </message>
    <message>
        <source>Standard mate rule</source>
        <translation>Matregel standaard</translation>
    </message>
    <message>
        <source>No check by a drop</source>
        <translation>Geen schaak door inzetten</translation>
    </message>
    <message>
        <source>No mate by a drop</source>
        <translation>Geen mat door inzetten</translation>
    </message>
    <message>
        <source>R00 queen or knight</source>
        <translation>R00 dame of paard</translation>
    </message>
    <message>
        <source>Promotion %1</source>
        <translation>Promotie %1</translation>
    </message>
    <message>
        <source>R8 no stalemate</source>
        <translation>R8 geen pat</translation>
    </message>
    <message>
        <source>R6 repetition, across boards too</source>
        <translation>R6 herhaling, ook over beide borden</translation>
    </message>
    <message>
        <source>R6 repetition</source>
        <translation>R6 herhaling</translation>
    </message>
    <message>
        <source>R6 repetition across boards</source>
        <translation>R6 herhaling over beide borden</translation>
    </message>
    <message>
        <source>R7 poisoned piece</source>
        <translation>R7 vergiftigd stuk</translation>
    </message>
    <message>
        <source>R01 both boards at once</source>
        <translation>R01 beide borden tegelijk</translation>
    </message>
    <message>
        <source>R0 clock-move</source>
        <translation>R0 zet telt bij de klok</translation>
    </message>
    <message>
        <source>R3 no premoves</source>
        <translation>R3 geen voorzetten</translation>
    </message>
</context>
<context>
    <name>ui::RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Bughouse</source>
        <translation>Bughouse</translation>
    </message>
    <message>
        <source>Bughouse is chess for four players in two teams, played on two boards at the same time. White on board A and Black on board B are partners, and so are Black on board A and White on board B. Each board has its own pair of clocks.</source>
        <translation>Bughouse is schaken met vier spelers in twee teams, op twee borden tegelijk. Wit op bord A en zwart op bord B zijn partners, net als zwart op bord A en wit op bord B. Elk bord heeft een eigen schaakklok.</translation>
    </message>
    <message>
        <source>On each board the usual rules of chess apply: castling, en passant, promotion to a queen, rook, bishop or knight, check and checkmate.</source>
        <translation>Op elk bord gelden de gewone schaakregels: rokade, en passant, promotie tot dame, toren, loper of paard, schaak en mat.</translation>
    </message>
    <message>
        <source>Passing pieces</source>
        <translation>Stukken doorgeven</translation>
    </message>
    <message>
        <source>A piece you capture goes to your partner, in your partner&apos;s colour. Instead of a move, a player may drop a piece from their pocket onto the board.</source>
        <translation>Een stuk dat je slaat, gaat naar je partner, in de kleur van je partner. In plaats van een gewone zet mag een speler een stuk uit zijn reserve op het bord inzetten.</translation>
    </message>
    <message>
        <source>Pieces are dropped on empty squares only.</source>
        <translation>Stukken worden alleen op lege velden ingezet.</translation>
    </message>
    <message>
        <source>Pawns cannot be dropped on the first or last rank. A pawn dropped on its second rank may still advance two squares.</source>
        <translation>Pionnen mogen niet op de eerste of laatste rij worden ingezet. Een pion die op zijn tweede rij wordt ingezet, mag nog steeds twee velden vooruit.</translation>
    </message>
    <message>
        <source>A drop may give check, and checkmate unless the match forbids it.</source>
        <translation>Inzetten mag met schaak, en ook met mat, tenzij dat voor de partij verboden is.</translation>
    </message>
    <message>
        <source>A rook dropped on its corner does not give back the right to castle.</source>
        <translation>Een toren die in zijn hoek wordt ingezet, geeft het recht op rokade niet terug.</translation>
    </message>
    <message>
        <source>A promoted pawn stays a pawn at heart: when it is captured, the partner receives a pawn.</source>
        <translation>Een gepromoveerde pion blijft in zijn hart een pion: wordt hij geslagen, dan krijgt de partner een pion.</translation>
    </message>
    <message>
        <source>End of the match</source>
        <translation>Einde van de partij</translation>
    </message>
    <message>
        <source>Options of a match</source>
        <translation>Instellingen van een partij</translation>
    </message>
    <message>
        <source>Checkmate by a drop: allowed (the default) or forbidden. When forbidden, a drop that would mate is not a legal move; other checks by a drop are fine.</source>
        <translation>Mat door inzetten: toegestaan (standaard) of verboden. Is het verboden, dan is een inzet die mat zou geven geen reglementaire zet; met inzetten schaak geven mag wel.</translation>
    </message>
    <message>
        <source>Mate rule &quot;standard&quot;: a player in check without any legal reply, with the pockets as they are, is checkmated. A player without a legal move who is not in check is stalemated, and the match is drawn.</source>
        <translation>Matregel “standaard”: een speler die schaak staat en geen enkele reglementaire verdediging heeft, met de reserves zoals ze op dat moment zijn, staat mat. Een speler die geen reglementaire zet heeft maar niet schaak staat, staat pat, en de partij eindigt in remise.</translation>
    </message>
    <message>
        <source>Mate rule &quot;bughouse&quot; (the default, as on internet servers): a check that a dropped piece could block is not mate yet. The player waits, with the clock running, until the partner sends a piece.</source>
        <translation>Matregel “bughouse” (de standaardinstelling, zoals op internetservers): een schaak dat met een ingezet stuk te blokkeren is, is nog geen mat. De speler wacht, terwijl zijn klok doorloopt, tot zijn partner een stuk doorgeeft.</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>Klokken</translation>
    </message>
    <message>
        <source>All four clocks start together. A match may add an increment after every move, or give a delay: with a simple delay the clock waits that long before it starts running; with a Bronstein delay the time used is given back after the move, up to the delay.</source>
        <translation>Alle vier de klokken starten tegelijk. Een partij kan na elke zet een increment toevoegen, of met vertraging spelen: bij eenvoudige vertraging wacht de klok zo lang voordat hij gaat lopen; bij Bronstein-vertraging krijg je na de zet de verbruikte tijd terug, tot maximaal de vertraging.</translation>
    </message>
    <message>
        <source>Signals</source>
        <translation>Signalen</translation>
    </message>
    <message>
        <source>wait, don&apos;t move (for example while your partner is about to be mated)</source>
        <translation>wacht, niet zetten (bijvoorbeeld als je partner mat dreigt te gaan)</translation>
    </message>
    <message>
        <source>play on, move quickly</source>
        <translation>speel door, zet snel</translation>
    </message>
    <message>
        <source>keep your pieces, don&apos;t trade now</source>
        <translation>houd je stukken vast, nu niet ruilen</translation>
    </message>
    <message>
        <source>please capture a pawn and pass it</source>
        <translation>sla alsjeblieft een pion en geef die door</translation>
    </message>
    <message>
        <source>please capture a knight and pass it</source>
        <translation>sla alsjeblieft een paard en geef dat door</translation>
    </message>
    <message>
        <source>please capture a bishop and pass it</source>
        <translation>sla alsjeblieft een loper en geef die door</translation>
    </message>
    <message>
        <source>please capture a rook and pass it</source>
        <translation>sla alsjeblieft een toren en geef die door</translation>
    </message>
    <message>
        <source>please capture a queen and pass it</source>
        <translation>sla alsjeblieft een dame en geef die door</translation>
    </message>
    <message>
        <source>understood</source>
        <translation>begrepen</translation>
    </message>
    <message>
        <source>an apology</source>
        <translation>een excuus</translation>
    </message>
    <message>
        <source>thank you</source>
        <translation>een bedankje</translation>
    </message>
    <message>
        <source>Crazyhouse</source>
        <translation>Crazyhouse</translation>
    </message>
    <message>
        <source>Crazyhouse is bughouse for two on one board: a captured piece goes into your own hand. The game is drawn by stalemate, by the same position (with the same pieces in hand) occurring three times, and after 600 moves in all.</source>
        <translation>Crazyhouse is bughouse voor twee op één bord: een geslagen stuk gaat naar je eigen reserve. De partij eindigt in remise bij pat, als dezelfde stelling (met dezelfde stukken in reserve) drie keer voorkomt, en na in totaal 600 zetten.</translation>
    </message>
    <message>
        <source>Playing with this program</source>
        <translation>Spelen met dit programma</translation>
    </message>
    <message>
        <source>Drag a piece to its square, or click the piece and then the square. Drag a piece from a pocket onto the board to drop it. While you hold a piece its legal squares are marked. Press Space or click to start the clocks, Ctrl+P to pause them.</source>
        <translation>Sleep een stuk naar het gewenste veld, of klik op het stuk en daarna op het veld. Sleep een stuk uit een reserve naar het bord om het in te zetten. Zolang je een stuk vasthoudt, zijn de velden gemarkeerd waar het naartoe mag. Druk op Spatie of klik om de klokken te starten, en op Ctrl+P om ze te pauzeren.</translation>
    </message>
    <message>
        <source>Checkmate, running out of time or resigning on either board ends the whole match, and the other team wins. A match can also be aborted when a player of each team agrees. There is no threefold repetition and no fifty-move rule, unless the rule set says otherwise (below).</source>
        <translation>Mat, door de vlag gaan of opgeven op een van beide borden beëindigt de hele partij, en het andere team wint. Een partij kan ook worden afgebroken als een speler van elk team daarmee instemt. Er is geen remise door drievoudige herhaling en geen vijftigzettenregel, tenzij de regelset iets anders zegt (zie hieronder).</translation>
    </message>
    <message>
        <source>Rule sets</source>
        <translation>Regelsets</translation>
    </message>
    <message>
        <source>Every match is played by a rule set, chosen in the new-match dialog and shown beside the boards during play. Its options can also be changed one by one; the rules are then called custom.</source>
        <translation>Elke partij wordt gespeeld volgens een regelset, die je kiest bij een nieuwe partij en die tijdens het spel naast de borden staat. De onderdelen kun je ook één voor één aanpassen; dan heten het eigen regels.</translation>
    </message>
    <message>
        <source>Internet (chess.com, FICS): the rules described above, as the internet servers play them: the bughouse mate rule, checkmate by a drop allowed, no repetition rule.</source>
        <translation>Internet (chess.com, FICS): de regels hierboven, zoals de internetservers ze spelen: de matregel bughouse, mat door inzetten toegestaan, geen herhalingsregel.</translation>
    </message>
    <message>
        <source>Doorgeefschaak (Dutch &quot;passing chess&quot;): bughouse, except that a dropped piece may not give check, and so cannot mate either.</source>
        <translation>Doorgeefschaak: bughouse, maar een stuk mag niet met schaak worden ingezet, en dus ook niet met mat.</translation>
    </message>
    <message>
        <source>R00: a pawn that reaches the last rank becomes a queen or a knight, nothing else.</source>
        <translation>R00: een pion die de laatste rij bereikt, wordt een dame of een paard, niets anders.</translation>
    </message>
    <message>
        <source>R01: the match ends as soon as one board ends. When both boards end at the same moment (to the millisecond, for example two flags), the team that won on both boards wins; otherwise the match is drawn.</source>
        <translation>R01: de partij is afgelopen zodra er op één bord een uitslag is. Zijn beide borden op hetzelfde moment beslist (tot op de milliseconde, bijvoorbeeld twee vlaggen), dan wint het team dat op beide borden won; anders is het remise.</translation>
    </message>
    <message>
        <source>R0, clock-move (optional): until you press your clock you may play whatever move you like; touch-move does not apply. Your move is shown on the board and made when you click your clock; click the board to take it back and play another. Your clock runs until you press it.</source>
        <translation>R0, de zet telt bij de klok (naar keuze): zolang je je klok niet indrukt, mag je elke zet doen die je wilt; aanraken is niet zetten. Je zet staat op het bord en wordt gedaan als je op je klok klikt; klik op het bord om hem terug te nemen en een andere te spelen. Je klok loopt tot je hem indrukt.</translation>
    </message>
    <message>
        <source>R6: threefold repetition is a draw: the same position of a board, with the same side to move and the same pockets, for the third time. This also counts across both boards: the same position of both boards and all four pockets for the third time, as when the same pieces are dropped on the same squares again and again.</source>
        <translation>R6: drievoudige herhaling is remise: dezelfde stelling op een bord, met dezelfde speler aan zet en dezelfde reserves, voor de derde keer. Dat geldt ook over beide borden: dezelfde stelling op beide borden en in alle vier de reserves voor de derde keer, zoals wanneer steeds dezelfde stukken op dezelfde velden worden ingezet.</translation>
    </message>
    <message>
        <source>R7: a poisoned piece is one whose capture leaves your opponent a mate in one. If you take a poisoned piece and your partner gives checkmate by dropping it, the match is drawn. The piece stays poisoned until your opponent makes a move or the piece is dropped; pieces of one kind in a pocket look alike, so a drop takes a clean one while there is one.</source>
        <translation>R7: een vergiftigd stuk is een stuk na het slaan waarvan je tegenstander mat in één heeft. Sla je een vergiftigd stuk en zet je partner met dat stuk mat, dan is het remise. Het stuk blijft vergiftigd tot je tegenstander een zet doet of het stuk wordt ingezet; stukken van één soort in een reserve zijn niet te onderscheiden, dus bij inzetten wordt eerst een schoon stuk gebruikt.</translation>
    </message>
    <message>
        <source>R8: there is no stalemate. A player without a legal move who is not in check waits, with the clock running, for a piece from the partner.</source>
        <translation>R8: pat bestaat niet. Een speler zonder reglementaire zet die niet schaak staat, wacht terwijl zijn klok loopt op een stuk van zijn partner.</translation>
    </message>
    <message>
        <source>R1 to R5 are about passing captured pieces at once, keeping the pocket in view, not touching pieces out of turn, moving with one hand, and claiming on either board; on one screen the program sees to all of that.</source>
        <translation>R1 tot R5 gaan over geslagen stukken meteen doorgeven, de reserve zichtbaar houden, geen stukken aanraken als je niet aan zet bent, met één hand zetten en reclameren op beide borden; op één scherm zorgt het programma daarvoor.</translation>
    </message>
    <message>
        <source>R3: no premoves. You may not move or touch the pieces on the board while it is not your turn (your clock is not running); in this program nobody can prepare a move in advance.</source>
        <translation>R3: geen voorzetten. Je mag de stukken op het bord niet zetten of aanraken zolang je niet aan zet bent (je klok loopt niet); in dit programma kan niemand vooraf een zet klaarzetten.</translation>
    </message>
    <message>
        <source>Czech club rules: the short rules that Czech clubs play by at the board, with the standard mate rule. The options they set carry their numbers from those rules (R00 to R8); the rest (R000, R1, R2, R4, R5) is about the boards, clocks and hands at a real table:</source>
        <translation>Tsjechische clubregels: de korte regels waarmee Tsjechische clubs aan het bord spelen, met de standaard matregel. De opties die ze instellen dragen hun nummer uit die regels (R00 tot R8); de rest (R000, R1, R2, R4, R5) gaat over de borden, klokken en handen aan een echte tafel:</translation>
    </message>
    <message>
        <source>Both boards can be played at the same moment: with fingers on a touch screen, with the two keyboard blocks (the left-hand block plays board A, the right-hand block board B) and with the mouse, all at once. %1 lists the keys.</source>
        <translation>Op beide borden kan tegelijk worden gespeeld: met vingers op een aanraakscherm, met de twee toetsenblokken (het linkerblok speelt bord A, het rechterblok bord B) en met de muis, alles tegelijk. %1 toont de toetsen.</translation>
    </message>
    <message>
        <source>Partners may talk. The signals bar sends short messages to your partner, who sees them in large letters for a few seconds; the last ones stay in your team&apos;s list. On the keyboard each player opens their own signals bar with their block&apos;s key for their side (%1 lists the keys), chooses with the cursor keys and sends with the pick-up key.</source>
        <translation>Partners mogen met elkaar praten. Met de signaalbalk stuur je korte berichten naar je partner, die ze een paar seconden in grote letters ziet; de laatste blijven in de lijst van je team staan. Op het toetsenbord opent elke speler zijn eigen signaalbalk met de toets van zijn blok voor zijn kant (%1 toont de toetsen), kiest met de cursortoetsen en verstuurt met de oppaktoets.</translation>
    </message>
    <message>
        <source>A match that reaches %1 moves, both boards together, is drawn: no record holds more.</source>
        <translation>Een partij die %1 zetten bereikt, beide borden samen, eindigt in remise: meer bevat geen opgeslagen partij.</translation>
    </message>
</context>
<context>
    <name>ui::Scoreboard</name>
    <message>
        <source>the file is too large</source>
        <translation>het bestand is te groot</translation>
    </message>
    <message>
        <source>unknown version</source>
        <translation>onbekende versie</translation>
    </message>
    <message>
        <source>no list of matches</source>
        <translation>geen lijst van partijen</translation>
    </message>
    <message>
        <source>too many matches</source>
        <translation>te veel partijen</translation>
    </message>
    <message>
        <source>match %1 cannot be read</source>
        <translation>partij %1 kan niet worden gelezen</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Winst</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remises</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Verlies</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
</context>
<context>
    <name>ui::ScoreboardItem</name>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>No match has been counted this evening yet.</source>
        <translation>Vanavond is nog geen partij geteld.</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remise</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… en nog %n</numerusform>
            <numerusform>… en nog %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::SeatPlayers</name>
    <message>
        <source>%1 The built-in engine takes over.</source>
        <translation>%1 De ingebouwde engine neemt het over.</translation>
    </message>
</context>
<context>
    <name>ui::TeamLeadItem</name>
    <message>
        <source>The two clocks of each team added up: the team with more time, and how much more.</source>
        <translation>De twee klokken van elk team opgeteld: het team met meer tijd, en hoeveel meer.</translation>
    </message>
    <message>
        <source>Team lead</source>
        <comment>on time, the two clocks of a team added up</comment>
        <translation>Voorsprong</translation>
    </message>
    <message>
        <source>level</source>
        <comment>the teams have the same time in all</comment>
        <translation>gelijk</translation>
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
        <translation>Bord %1</translation>
    </message>
    <message>
        <source>Pocket</source>
        <translation>Reserve</translation>
    </message>
</context>
<context>
    <name>ui::UciPlayer</name>
    <message>
        <source>The engine %1 stopped answering.</source>
        <translation>De engine %1 reageert niet meer.</translation>
    </message>
    <message>
        <source>The engine %1 did not start.</source>
        <translation>De engine %1 is niet op gang gekomen.</translation>
    </message>
    <message>
        <source>The engine %1 could not be started.</source>
        <translation>De engine %1 kon niet worden gestart.</translation>
    </message>
    <message>
        <source>The engine %1 quit unexpectedly.</source>
        <translation>De engine %1 is onverwacht gestopt.</translation>
    </message>
    <message>
        <source>The engine %1 is not running.</source>
        <translation>De engine %1 draait niet.</translation>
    </message>
    <message>
        <source>The engine %1 played an illegal move (%2).</source>
        <translation>De engine %1 deed een onreglementaire zet (%2).</translation>
    </message>
    <message>
        <source>The engine %1 did not move in time.</source>
        <translation>De engine %1 heeft niet op tijd gezet.</translation>
    </message>
</context>
<context>
    <name>ui::input::CursorHands</name>
    <message>
        <source>%1 has no piece to drop.</source>
        <translation>%1 heeft geen stuk om in te zetten.</translation>
    </message>
    <message>
        <source>In crazyhouse there is no partner to signal to.</source>
        <translation>In crazyhouse is er geen partner om een signaal naar te sturen.</translation>
    </message>
    <message>
        <source>%1 is played by the computer.</source>
        <translation>%1 wordt door de computer gespeeld.</translation>
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
        <translation>%1 is aangesloten: druk op een knop om een plaats te nemen.</translation>
    </message>
    <message>
        <source>%1 (%2) was unplugged.</source>
        <translation>%1 (%2) is losgekoppeld.</translation>
    </message>
    <message>
        <source>%1 was unplugged.</source>
        <translation>%1 is losgekoppeld.</translation>
    </message>
    <message>
        <source>%1: every seat is taken.</source>
        <translation>%1: alle plaatsen zijn bezet.</translation>
    </message>
    <message>
        <source>%1: press A to play for %2 (%3); left or right for another seat, B for none.</source>
        <translation>%1: druk op A om voor %2 (%3) te spelen; links of rechts voor een andere plaats, B voor geen.</translation>
    </message>
    <message>
        <source>%1 plays for %2 (%3).</source>
        <translation>%1 speelt voor %2 (%3).</translation>
    </message>
    <message>
        <source>%1 plays for nobody.</source>
        <translation>%1 speelt voor niemand.</translation>
    </message>
</context>
<context>
    <name>ui::input::InputLayer</name>
    <message>
        <source>The board is busy: another hand holds a piece there.</source>
        <translation>Het bord is bezet: een andere hand houdt daar een stuk vast.</translation>
    </message>
    <message>
        <source>Board %1 is busy: another hand holds a piece there.</source>
        <translation>Bord %1 is bezet: een andere hand houdt daar een stuk vast.</translation>
    </message>
    <message>
        <source>%1 is played by the computer.</source>
        <translation>%1 wordt door de computer gespeeld.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn on this board.</source>
        <translation>Op dit bord is %1 aan zet.</translation>
    </message>
    <message>
        <source>This gamepad plays for %1.</source>
        <translation>Deze gamepad speelt voor %1.</translation>
    </message>
    <message>
        <source>Click your clock to make the move stand, or the board to take it back.</source>
        <translation>Klik op je klok om de zet te laten staan, of op het bord om hem terug te nemen.</translation>
    </message>
</context>
</TS>
