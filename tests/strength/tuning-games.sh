#!/bin/sh
# Generates crazyhouse games for `bughouse-tune` (see docs/strength.md, "Tuning the evaluation").
#
# Usage: tests/strength/tuning-games.sh BUGHOUSE_CLI OUT_DIR [ROUNDS] [TIME]
#
# Each round plays three batches of 20 games at TIME (default 2+0.02), one game at a time:
# the built-in engine against itself, against Fairy-Stockfish, and Fairy-Stockfish against
# itself. The built-in engine runs through opening-proxy.py (its first four moves at level 4
# with a random seed), so that its games differ; every batch has its own --seed. Writes
# OUT_DIR/ROUND-KIND.pgn. Keep OUT_DIR out of the repository; never tune on test positions.
set -eu
cli=$(realpath "$1")
out=$2
rounds=${3:-10}
time=${4:-2+0.02}
fairy=/usr/games/fairy-stockfish
here=$(dirname "$(realpath "$0")")
mkdir -p "$out"
proxy="$(realpath "$out")/builtin.sh"
printf '#!/bin/sh\nexec %s %s 4\n' "$here/opening-proxy.py" "$cli" > "$proxy"
chmod +x "$proxy"

round=1
while [ "$round" -le "$rounds" ]; do
    for kind in self fairy fairyself; do
        case $kind in
        self) white=uci:$proxy black=uci:$proxy ;;
        fairy) white=uci:$proxy black=uci:$fairy ;;
        fairyself) white=uci:$fairy black=uci:$fairy ;;
        esac
        file="$out/$round-$kind.pgn"
        [ -s "$file" ] && continue
        "$cli" play --mode crazyhouse --time "$time" --games 20 --seed "$round$(printf %s "$kind" | wc -c)" \
            --seat White="$white" --seat Black="$black" --bpgn "$file.part" > "$file.log"
        mv "$file.part" "$file"
    done
    round=$((round + 1))
done
