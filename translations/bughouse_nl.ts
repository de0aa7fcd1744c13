<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>main</name>
    <message>
        <source>Bughouse and crazyhouse chess on one computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the window to FILE (PNG) and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this two-board position: &quot;FEN_A | FEN_B&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bfen takes one or two FENs separated by &apos;|&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size must be WxH, e.g. 1280x800</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::AppSettings</name>
    <message>
        <source>Player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::ClockModel</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <comment>time left on a clock</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>minutes and seconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <comment>time left on a clock</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::MainWindow</name>
    <message>
        <source>%1 to %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Bughouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Bughouse %1&lt;/h3&gt;&lt;p&gt;Bughouse and crazyhouse chess for four (or two) players on one computer.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bughouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rematch (swap colours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Abort (needs both teams)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always promote to &amp;queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Louder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Softer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piece letters in my &amp;language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Bughouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does %1 really resign?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks to abort the match; a player of the other side must agree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready. Press Space to start the clocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks running. Good luck!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2 on board A.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2 on board B.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::MatchController</name>
    <message>
        <source>board A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is checkmated on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is checkmated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 ran out of time on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 ran out of time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 resigned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match aborted by agreement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: %1 is stalemated on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: %1 is stalemated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw by threefold repetition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: 600 moves have been played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit</source>
        <comment>partner signal: wait, don&apos;t move</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go</source>
        <comment>partner signal: play on</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold</source>
        <comment>partner signal: keep your pieces, don&apos;t trade</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Need pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Need knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Need bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Need rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Need queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <comment>partner signal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorry</source>
        <comment>partner signal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thanks</source>
        <comment>partner signal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match has not started yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clocks are paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This seat does not play in this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no piece of yours on that square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That piece is not in your pocket.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pawns cannot be dropped on the first or last rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces can only be dropped on empty squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkmate by a drop is not allowed in this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That piece cannot move there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot castle now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your king would be in check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a queen, rook, bishop or knight.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::MatchScene</name>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White · board A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black · board A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White · board B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black · board B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &amp; %2 win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New match: Ctrl+N    Rematch: Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All clocks start together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or press Space to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clocks are stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume: Ctrl+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner signals appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1&apos;s turn on this board.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::MoveText</name>
    <message>
        <source>KQRBN</source>
        <comment>piece letters in move lists: king, queen, rook, bishop, knight</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bughouse: four players, two boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crazyhouse: two players, one board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White, board A:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black, board A:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White, board B:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black, board B:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Base time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Increment (Fischer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simple delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bronstein delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Per move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seconds per move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time &amp;odds: a different base time per seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow checkmate by a &amp;drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard: mate when no legal reply exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bughouse: a check a drop could block is not mate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mate rule:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match cannot be played: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::PocketItem</name>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <comment>in a pocket</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n knight(s)</source>
        <comment>in a pocket</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bishop(s)</source>
        <comment>in a pocket</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rook(s)</source>
        <comment>in a pocket</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s)</source>
        <comment>in a pocket</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bughouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bughouse is chess for four players in two teams, played on two boards at the same time. White on board A and Black on board B are partners, and so are Black on board A and White on board B. Each board has its own pair of clocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On each board the usual rules of chess apply: castling, en passant, promotion to a queen, rook, bishop or knight, check and checkmate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passing pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A piece you capture goes to your partner, in your partner&apos;s colour. Instead of a move, a player may drop a piece from their pocket onto the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces are dropped on empty squares only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pawns cannot be dropped on the first or last rank. A pawn dropped on its second rank may still advance two squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A drop may give check, and checkmate unless the match forbids it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rook dropped on its corner does not give back the right to castle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A promoted pawn stays a pawn at heart: when it is captured, the partner receives a pawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkmate, running out of time or resigning on either board ends the whole match, and the other team wins. A match can also be aborted when a player of each team agrees. There is no threefold repetition and no fifty-move rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options of a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkmate by a drop: allowed (the default) or forbidden. When forbidden, a drop that would mate is not a legal move; other checks by a drop are fine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mate rule &quot;standard&quot; (the default): a player in check without any legal reply, with the pockets as they are, is checkmated. A player without a legal move who is not in check is stalemated, and the match is drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mate rule &quot;bughouse&quot;, as on internet servers: a check that a dropped piece could block is not mate yet. The player waits, with the clock running, until the partner sends a piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All four clocks start together. A match may add an increment after every move, or give a delay: with a simple delay the clock waits that long before it starts running; with a Bronstein delay the time used is given back after the move, up to the delay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partners may talk. The signals bar sends short messages to your partner, who sees them in large letters for a few seconds; the last ones stay in your team&apos;s list. The keys work for the player who acted last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait, don&apos;t move (for example while your partner is about to be mated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play on, move quickly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep your pieces, don&apos;t trade now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>please capture a pawn and pass it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>please capture a knight and pass it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>please capture a bishop and pass it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>please capture a rook and pass it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>please capture a queen and pass it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>understood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an apology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thank you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crazyhouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crazyhouse is bughouse for two on one board: a captured piece goes into your own hand. The game is drawn by stalemate, by the same position (with the same pieces in hand) occurring three times, and after 600 moves in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing with this program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a piece to its square, or click the piece and then the square. Drag a piece from a pocket onto the board to drop it. While you hold a piece its legal squares are marked. Press Space or click to start the clocks, Ctrl+P to pause them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui::SignalBarItem</name>
    <message>
        <source>%1 (key %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
