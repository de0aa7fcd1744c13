#!/bin/sh
# A fake UCI engine for the tests. It logs what it is told to $FAKE_ENGINE_LOG, its process id
# (and those of its children) to $FAKE_ENGINE_PIDS and, on `go`, behaves as $FAKE_ENGINE_MODE
# says: first (play the first legal move, found with bughouse-cli), crash, hang, illegal,
# double (answer, then repeat that answer before the next command is handled), longline (a 50 MB
# line before the answer), orphan (leave a child holding the pipe open, then exit), flood
# (print info lines without end), noise (print random bytes without end), endless (print one line
# without end), later-silent (answer the first `go`, then fall silent), garbage (an
# `id name` with an escape code and a NUL byte, and `bestmove é<NUL>zz`), background, setsid or
# daemon (at the first `go`, start a `sleep 1000` in the background, in a session of its own, or
# double-forked in a session of its own, listed with the others, then play as `first`), escapes
# (at `uci`, write escape sequences and other control bytes to standard error; play as `first`).
fen=""
stray=""
log() { [ -n "$FAKE_ENGINE_LOG" ] && echo "$1" >> "$FAKE_ENGINE_LOG"; }
pid() { [ -n "$FAKE_ENGINE_PIDS" ] && echo "$1" >> "$FAKE_ENGINE_PIDS"; }
first() { "$BUGHOUSE_CLI" moves "$fen" | head -n 1; }
pid $$
while IFS= read -r line; do
    log "$line"
    if [ -n "$stray" ]; then echo "bestmove $stray" 2>/dev/null; stray=""; fi
    case "$line" in
    uci)
        [ "$FAKE_ENGINE_MODE" = escapes ] && printf 'warn\033[2J\033]0;title\007\r\b\177 end\n' >&2
        if [ "$FAKE_ENGINE_MODE" = garbage ]; then printf 'id name Fake\033[2J\000Engine\n'
        else echo "id name Fake Engine 1.0"; fi
        echo "option name UCI_Variant type combo default chess var chess var crazyhouse var bughouse"
        echo "uciok" ;;
    isready) echo "readyok" ;;
    "position fen "*) fen=${line#position fen } ;;
    go*)
        if [ -z "$spawned" ]; then
            spawned=1
            case "$FAKE_ENGINE_MODE" in
            background) sleep 1000 & pid $! ;;
            setsid) setsid sh -c 'echo $$ >> "$FAKE_ENGINE_PIDS"; exec sleep 1000' & ;;
            daemon) setsid sh -c 'sleep 1000 & echo $! >> "$FAKE_ENGINE_PIDS"' & ;;
            esac
        fi
        case "$FAKE_ENGINE_MODE" in
        crash) exit 3 ;;
        hang) ;;
        later-silent) [ -z "$answered" ] && echo "bestmove $(first)"; answered=1 ;;
        illegal) echo "bestmove a1a1" ;;
        garbage) printf 'bestmove \303\251\000zz\n' ;;
        double) stray=$(first); echo "bestmove $stray" ;;
        longline)
            [ -z "$long" ] && { head -c 50000000 /dev/zero | tr '\0' x; echo; long=1; }
            echo "bestmove $(first)" ;;
        orphan) sleep 300 & pid $!; exit 3 ;;
        flood) exec yes "info string flood" ;;
        noise) exec cat /dev/urandom ;;
        endless) exec tr -d '\n' < /dev/urandom ;;
        *) echo "info depth 1 score cp 0"; echo "bestmove $(first)" ;;
        esac ;;
    quit) exit 0 ;;
    esac
done
