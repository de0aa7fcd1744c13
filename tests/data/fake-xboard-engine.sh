#!/bin/bash
# A fake xboard engine for the tests: the built-in engine (bughouse-cli uci) behind the xboard
# protocol, version 2. It logs what it is told to $FAKE_ENGINE_LOG, its process ids (its own and
# its helper's) to $FAKE_ENGINE_PIDS and behaves as $FAKE_ENGINE_MODE says: play (the default),
# san (asks for SAN moves, then plays in coordinates once refused), no-crazyhouse (its variants
# leave crazyhouse out), no-setboard (cannot set up a position), and on `go`: illegal (move a1a1),
# resign, claim (a draw instead of a move), crash (exit 3), hang, double (its move twice, the
# second one late); refuse answers the first move it is told with "Illegal move".
log() { [ -n "$FAKE_ENGINE_LOG" ] && echo "$1" >> "$FAKE_ENGINE_LOG"; }
pid() { [ -n "$FAKE_ENGINE_PIDS" ] && echo "$1" >> "$FAKE_ENGINE_PIDS"; }
# What it says; the game may be over and the pipe closed meanwhile.
say() { echo "$1" 2>/dev/null; }
pid $$
coproc BRAIN { exec "$BUGHOUSE_CLI" uci; }
pid "$BRAIN_PID"
# The brain's move for the game so far.
think() {
    echo "position fen $fen moves $moves" >&"${BRAIN[1]}"
    echo "go movetime 20" >&"${BRAIN[1]}"
    while IFS= read -r reply <&"${BRAIN[0]}"; do
        case "$reply" in "bestmove "*) set -- $reply; echo "$2"; return ;; esac
    done
}
start="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
fen=$start
moves=""
mode=${FAKE_ENGINE_MODE:-play}
while IFS= read -r line; do
    log "$line"
    case "$line" in
    "protover 2")
        variants="normal,crazyhouse"
        [ "$mode" = no-crazyhouse ] && variants="normal,suicide"
        setboard=1
        [ "$mode" = no-setboard ] && setboard=0
        san=0
        [ "$mode" = san ] && san=1
        say "feature ping=1 setboard=$setboard usermove=1 san=$san myname=\"Fake xboard\" done=0"
        say "feature variants=\"$variants\""
        say "feature done=1" ;;
    new) fen=$start; moves="" ;;
    "setboard "*) fen=${line#setboard } ;;
    "holding "*) # into the FEN: `holding [PN] [q]` after `RNBQKBNR` makes `RNBQKBNR[PNq]`
        hands=${line#holding }; white=${hands%% *}; black=${hands#* }
        white=${white#[}; white=${white%]}; black=${black#[}; black=${black%]}
        fen="${fen%% *}[$white$black] ${fen#* }" ;;
    "usermove "*)
        if [ "$mode" = refuse ]; then say "Illegal move: ${line#usermove }"; continue; fi
        moves="$moves ${line#usermove }" ;;
    "ping "*) say "pong ${line#ping }" ;;
    go)
        case "$mode" in
        crash) exit 3 ;;
        hang) ;;
        illegal) say "move a1a1" ;;
        resign) say "resign" ;;
        claim) say "1/2-1/2 {Draw by repetition}" ;;
        double) move=$(think); say "move $move"; say "move $move"; moves="$moves $move" ;;
        *) move=$(think); say "move $move"; moves="$moves $move" ;;
        esac ;;
    quit) exit 0 ;;
    esac
done
