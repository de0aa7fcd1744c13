#!/bin/sh
# A fake UCI engine for the tests. It logs what it is told to $FAKE_ENGINE_LOG and, on `go`,
# behaves as $FAKE_ENGINE_MODE says: first (play the first legal move, found with bughouse-cli),
# crash, hang, illegal.
fen=""
log() { [ -n "$FAKE_ENGINE_LOG" ] && echo "$1" >> "$FAKE_ENGINE_LOG"; }
while IFS= read -r line; do
    log "$line"
    case "$line" in
    uci)
        echo "id name Fake Engine 1.0"
        echo "option name UCI_Variant type combo default chess var chess var crazyhouse var bughouse"
        echo "uciok" ;;
    isready) echo "readyok" ;;
    "position fen "*) fen=${line#position fen } ;;
    go*)
        case "$FAKE_ENGINE_MODE" in
        crash) exit 3 ;;
        hang) ;;
        illegal) echo "bestmove a1a1" ;;
        *) echo "info depth 1 score cp 0"; echo "bestmove $("$BUGHOUSE_CLI" moves "$fen" | head -n 1)" ;;
        esac ;;
    quit) exit 0 ;;
    esac
done
